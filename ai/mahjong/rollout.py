"""A quick player for imagined worlds: it plays every seat of a *sampled* state (one the
searching bot built from its own observation with ``sample_world``), so it may read that
state directly — it is the bot's own guess, not the real table.

It wins whenever it can, pongs or kongs only to get closer to ready, and throws the tile
that leaves the lowest shanten under its missing-suit plan (the loneliest among equals) —
but never a tile a laid-down (躺) hand wins on while it holds another: the real players
read a laid-down hand's waits (:mod:`.danger`), and a play-out whose players kept feeding
it would make 躺 look far better than it is.
"""
from __future__ import annotations

from functools import lru_cache

from engine.mahjong.actions import ChooseMissing, Discard, Kong, PassClaim, Piao, Pong, Win
from engine.mahjong.melds import KONG_CONCEALED
from engine.mahjong.rules import MISSING_DECLARED
from engine.mahjong.shapes import UNIT
from engine.mahjong.winning import winning_waits

from .choices import choose_missing
from .efficiency import isolation, plan_shanten
from .knowledge import plan_for

_WIN, _PASS, _PONG = Win(), PassClaim(), Pong()

def _plan(state, seat: int):
    declared = state.missing[seat] if state.rules.missing == MISSING_DECLARED else None
    return plan_for(state.rules, declared, {m.tile.suit_index for m in state.melds[seat]})


@lru_cache(maxsize=4096)
def _laid_waits(rules, h: int, melds: tuple, declared) -> frozenset[int]:
    return frozenset(i for i, _ in winning_waits(rules, h, melds, declared))


def deadly_kinds(state, seat: int) -> frozenset[int]:
    """The kinds some other laid-down hand still in play wins on (empty when none lies down)."""
    out: frozenset[int] = frozenset()
    for s, laid in enumerate(state.laid):
        if laid and s != seat and state.won[s] is None:
            declared = state.missing[s] if state.rules.missing == MISSING_DECLARED else None
            out |= _laid_waits(state.rules, state.conc[s], tuple(state.melds[s]), declared)
    return out


def rollout_action(state, seat: int):
    legal = state.legal_actions(seat)
    first = legal[0]
    if isinstance(first, Piao):
        return Piao(False)
    if isinstance(first, ChooseMissing):
        return ChooseMissing(choose_missing(state.hand_tiles(seat)))
    if _WIN in legal:
        return _WIN
    h, k = state.conc[seat], len(state.melds[seat])
    if state.window is not None:
        if len(legal) == 1:
            return _PASS
        i = state.window.tile
        plan = _plan(state, seat)
        now = plan_shanten(h, k, plan)
        for a in legal:
            if isinstance(a, Kong) and plan_shanten(h - 3 * UNIT[i], k + 1, plan) <= now:
                return a
        if _PONG in legal and plan_shanten(h - 2 * UNIT[i], k + 1, plan) < now:
            return _PONG
        return _PASS
    plan = _plan(state, seat)
    deadly = deadly_kinds(state, seat) if any(state.laid) else frozenset()
    best, best_key = None, None
    for a in legal:
        if isinstance(a, Discard):
            i = a.tile.index
            key = (i in deadly, plan_shanten(h - UNIT[i], k, plan), isolation(h, i))
            if best_key is None or key < best_key:
                best, best_key = a, key
        elif isinstance(a, Kong) and a.kind == KONG_CONCEALED:
            return a
    return best if best is not None else first


def play_out(state, draws: int, seat: int | None = None) -> None:
    """Play ``state`` on for about ``draws`` wall draws, or to the end of the hand — or, when
    ``seat`` is given, until that seat has won (in bloody play a winner leaves: nothing he
    gains or pays can change after that)."""
    stop = len(state.wall) - draws
    won = state.won
    while state.phase == "play" and len(state.wall) > stop:
        if seat is not None and won[seat] is not None:
            return
        acting = state.to_act()
        if not acting:
            return
        actor = acting[0]
        state.apply(actor, rollout_action(state, actor))
