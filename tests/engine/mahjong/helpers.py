"""Helpers for the 四川麻将 tests: a shanten-greedy test policy and seeded playouts."""
from __future__ import annotations

import random

from engine.game import TABLE
from engine.mahjong.actions import ChooseMissing, Discard, Kong, LayDown, PassClaim, Piao, Pong, Win
from engine.mahjong.shapes import pack_tiles, shanten, UNIT
from engine.mahjong.spec import new_match_state


def greedy_choice(obs, legal, rng: random.Random):
    """Win when possible, meld half the time, else discard toward the fewest shanten."""
    for a in legal:
        if isinstance(a, Win):
            return a
    if isinstance(legal[0], Piao):
        return rng.choice(legal)
    if isinstance(legal[0], ChooseMissing):
        by_suit = {s: sum(1 for t in obs.hand if t.suit == s) for s in "mps"}
        return ChooseMissing(min(by_suit, key=lambda s: (by_suit[s], s)))
    melds = [a for a in legal if isinstance(a, (Pong, Kong))]
    if melds and rng.random() < 0.5:
        return rng.choice(melds)
    lays = [a for a in legal if isinstance(a, LayDown)]
    if lays and rng.random() < 0.5:
        return rng.choice(lays)
    discards = [a for a in legal if isinstance(a, Discard)]
    if not discards:
        return PassClaim() if PassClaim() in legal else rng.choice(legal)
    h = pack_tiles(obs.hand)
    k = len(obs.seats[obs.seat].melds)
    best = min(shanten(h - UNIT[a.tile.index], k) for a in discards)
    return rng.choice([a for a in discards if shanten(h - UNIT[a.tile.index], k) == best])


def play_hands(variant: str, seed: int, hands: int, options=None, on_step=None, on_hand=None):
    """Play ``hands`` hands with the greedy policy on observations; returns (state, record)."""
    opts = {"match_hands": 0, **(options or {})}
    state = new_match_state(variant, opts, seed)
    rng = random.Random(seed * 7 + 1)
    record = []
    done = 0
    while True:
        if state.phase == "hand_over":
            done += 1
            if on_hand:
                on_hand(state)
            if done >= hands:
                return state, record
            record.append((TABLE, state.legal_actions(TABLE)[0]))
            state.apply(*record[-1])
            continue
        seat = state.to_act()[0]
        obs = state.observe(seat)
        action = greedy_choice(obs, state.legal_actions(seat), rng)
        record.append((seat, action))
        events = state.apply(seat, action)
        if on_step:
            on_step(state, events)


def rigged(variant: str, hands: dict, wall: str = "", options=None, turn: int = 0, drawn: str | None = None,
           piao=(False,) * 4, missing=None, melds=None):
    """A state in phase play with chosen hands (compact notation per seat), the wall's next
    tiles in order, ``turn`` holding the extra tile (``drawn`` its drawn tile)."""
    from engine.mahjong.melds import Meld
    from engine.mahjong.shapes import pack
    from engine.mahjong.tiles import SUITS, Tile, parse
    from engine.mahjong.wall import Wall
    state = new_match_state(variant, {"match_hands": 0, **(options or {})}, 1)
    state.conc = [pack(hands.get(s, "")) for s in range(4)]
    state.wall = Wall([t.index * 4 for t in parse(wall)])
    state.melds = [[] for _ in range(4)]
    for seat, ms in (melds or {}).items():
        for kind, code, source in ms:
            state.melds[seat].append(Meld(kind, Tile.from_code(code), source))
    state.piao = list(piao)
    state.piao_public = True
    if missing is not None:
        state.missing = [SUITS.index(m) for m in missing]
    elif state.rules.missing == "declared":
        state.missing = [2, 2, 2, 2]
    state.missing_public = True
    state._phase = "play"
    state.turn = turn
    state.drawn = [None] * 4
    state.drawn[turn] = Tile.from_code(drawn).index if drawn else None
    state._legal_cache = {}
    return state
