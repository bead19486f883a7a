"""Sampled worlds that look like the table: opponents' hidden hands as far along as theirs.

The engine's :func:`sample_world` deals the unseen tiles uniformly, so a sampled opponent
holds a fresh deal: a hand about three steps from ready, with all three suits, however long
he has played. In normal self-play of 绵阳血战 an opponent with 8+ discards is in truth
ready 37 % of the time (0.7 steps away on average); in uniform worlds 0 % (2.8 steps). A
search in such worlds never meets a ready opponent and overrates every slow plan.

Here each hidden hand is dealt afresh and then *replayed*: as many times as its owner has
discarded, it draws a random unseen tile and throws its worst one back (the quick
player's choice, emptying the suit its discards show it giving up). That brings the
sampled hands to the table's pace (8+ discards: ready 44 %, 0.8 steps away).
"""
from __future__ import annotations

import random

from engine.mahjong.observe import sample_world
from engine.mahjong.shapes import UNIT, unpack
from engine.mahjong.tiles import SUITS
from engine.mahjong.wall import Wall

from .efficiency import isolation, plan_shanten
from .knowledge import Plan, plan_for

#: Discards of a suit, ahead of every other, from which it counts as the one given up.
GIVEN_UP_LEAD = 2


def given_up_suit(obs, seat: int) -> int | None:
    """The suit ``seat`` is emptying, as its revealed 定缺 or its discards show (None: unclear)."""
    sv = obs.seats[seat]
    if sv.missing is not None:
        return SUITS.index(sv.missing)
    if obs.rules.missing == "none":
        return None
    meld_suits = {m.tile.suit_index for m in sv.melds}
    free = [s for s in range(3) if s not in meld_suits]
    if not free:
        return None
    counts = [0, 0, 0]
    for t, _ in sv.pond:
        counts[t.suit_index] += 1
    best = max(free, key=lambda s: counts[s])
    second = max(counts[s] for s in range(3) if s != best)
    return best if counts[best] >= GIVEN_UP_LEAD and counts[best] > second else None


def table_world(obs, rng: random.Random):
    """A world consistent with ``obs`` whose hidden hands have been played (module doc).
    Only on the observer's own turn: then no claim window or other seat's drawn tile
    depends on the hidden hands; otherwise the engine's uniform world."""
    st = sample_world(obs, rng)
    if obs.window is not None or obs.turn != obs.seat:
        return st
    hidden = [s for s, sv in enumerate(obs.seats)
              if s != obs.seat and not sv.shown and sv.concealed_count]
    pool = st.wall.remaining_kinds()
    for s in hidden:
        pool.extend(k for k, n in enumerate(unpack(st.conc[s])) for _ in range(n))
    rng.shuffle(pool)
    for s in hidden:
        sv = obs.seats[s]
        h = 0
        for _ in range(sv.concealed_count):
            h += UNIT[pool.pop()]
        st.conc[s] = _replay(h, len(sv.melds), _seat_plan(obs, s), pool, len(sv.pond), rng)
    rng.shuffle(pool)
    st.wall = Wall([k * 4 for k in pool])
    st._legal_cache = {}
    return st


def _seat_plan(obs, seat: int) -> Plan:
    """The plan an opponent seems to follow: empty the suit he is throwing, if it shows."""
    given_up = given_up_suit(obs, seat)
    if given_up is not None:
        return Plan((given_up,), False)
    return plan_for(obs.rules, None, {m.tile.suit_index for m in obs.seats[seat].melds})


def _replay(h: int, melds: int, plan: Plan, pool: list[int], draws: int, rng: random.Random) -> int:
    """The hand after ``draws`` turns of drawing from ``pool`` and throwing the worst tile
    back into it (by shanten under ``plan``, then the loneliest)."""
    for _ in range(draws if pool else 0):
        n = rng.randrange(len(pool))
        h += UNIT[pool[n]]
        best, best_key = 0, None
        for i, c in enumerate(unpack(h)):
            if c:
                key = (plan_shanten(h - UNIT[i], melds, plan), isolation(h, i))
                if best_key is None or key < best_key:
                    best, best_key = i, key
        h -= UNIT[best]
        pool[n] = best
    return h
