"""Sampled worlds made to agree with what the table has shown about the other hands.

``sample_world`` deals the unseen tiles at random — except that, under 定缺, a seat sure to be
void in its declared suit gets none of it (the engine's ``void_suits``: it must throw every
tile of that suit before any other, so once it has thrown anything else it holds none). One
more thing a player reads from the table: a seat that has been throwing for a while has been
keeping what helps its hand, so its hand is nearer ready than a random one. Worlds of random
hands make the others slow and every wait look long and safe — the search would then wait
for a bigger win or push a dangerous tile too readily. So each other hidden hand is dealt as
the best (lowest shanten under its missing-suit plan) of a few random hands, more the more it
has thrown.

That is still far slower than the table. In normal self-play of 德阳缺断龟 (150 hands, the
hidden hands at each of seat 0's discards) the share already ready, by tiles left in the
wall 0–9 / 10–19 / 20–29 / 30–39 / 40–49, is 0.53 / 0.40 / 0.31 / 0.13 / 0.03 at the table
and 0.02 / 0.01 / 0.01 / 0.00 / 0.00 in these worlds. Hands dealt at random and then played on
for as many turns as the seat has thrown (draw a random unseen tile, throw the one leaving
the lowest shanten) match the table closely (0.55 / 0.51 / 0.31 / 0.15 / 0.03) — yet the hard
player did no better with them in 德阳 (hard − normal −0.13 ± 0.10, n = 300) and worse in
绵阳 (+0.12 ± 0.29 against +1.03 ± 0.42 on the same 300 deals), so the re-deal stays as is.

:func:`redeal` re-deals the hidden hands and the wall of a sampled world that way.
"""
from __future__ import annotations

import random

from engine.mahjong.rules import MISSING_DECLARED
from engine.mahjong.shapes import UNIT

from .efficiency import plan_shanten
from .knowledge import plan_for

#: A hidden hand is the best of 1 + (its discards, up to this many) random hands.
MAX_TRIES = 6


def hidden_seats(obs) -> dict[int, int]:
    """{seat: tries} for the other seats whose concealed tiles a world must guess (not on
    turn holding a drawn tile, not laid down or won)."""
    out = {}
    for s, sv in enumerate(obs.seats):
        if s == obs.seat or sv.won or sv.shown or obs.turn == s or not sv.concealed_count:
            continue
        out[s] = 1 + min(MAX_TRIES, len(sv.pond))
    return out


def redeal(world, me: int, hidden: dict[int, int], voids: dict[int, int], rng: random.Random) -> None:
    """Deal the hidden hands again from their tiles and the wall's (in place): each the best
    of ``hidden[seat]`` random hands, none of a void seat's declared suit; the rest, shuffled,
    is the wall (its length unchanged). ``me`` is the searching seat, whose own answer to an
    open claim window is kept."""
    if not hidden:
        return
    wall = world.wall
    conc, ids = list(world.conc), wall.ids
    pool = [i // 4 for i in wall.ids[wall.pos:]]
    sizes = {}
    for s in hidden:
        h = world.conc[s]
        held = [i for i in range(27) for _ in range((h >> (3 * i)) & 7)]
        sizes[s] = len(held)
        pool += held
    rng.shuffle(pool)
    for s in sorted(hidden, key=lambda s: s not in voids):     # the constrained seats first
        suit = voids.get(s)
        allowed = [n for n, i in enumerate(pool) if suit is None or i // 9 != suit]
        if len(allowed) < sizes[s]:
            continue                        # cannot happen in a real hand: leave this one
        plan = _plan(world, s)
        melds = len(world.melds[s])
        best = best_sh = best_h = None
        for _ in range(hidden[s]):
            picks = rng.sample(allowed, sizes[s])
            h = sum(UNIT[pool[n]] for n in picks)
            sh = plan_shanten(h, melds, plan) if hidden[s] > 1 else 0
            if best_sh is None or sh < best_sh:
                best, best_sh, best_h = picks, sh, h
        world.conc[s] = best_h
        taken = set(best)
        pool = [i for n, i in enumerate(pool) if n not in taken]
    rng.shuffle(pool)
    wall.ids = wall.ids[:wall.pos] + [i * 4 for i in pool]
    world._legal_cache = {}
    w = world.window
    if w is not None:          # the claims on the discard follow the hands as now dealt
        kept = dict(w.options), dict(w.answers), set(w.automatic)
        mine = w.answers.get(me)
        w.options.clear()
        w.answers.clear()
        w.automatic.clear()
        world._fill_options(w)
        if w.automatic != kept[2] or w.options.get(me) != kept[0].get(me):
            # a 必胡 win the table has not seen (public when it happens), or one that took
            # this seat's own claim away: these hands cannot be the table's — keep the plain deal
            world.conc[:] = conc
            wall.ids = ids
            w.options.clear()
            w.answers.clear()
            w.options.update(kept[0])
            w.answers.update(kept[1])
            w.automatic.clear()
            w.automatic.update(kept[2])
            return
        if mine is not None and me in w.options:
            w.answers[me] = mine


def _plan(world, seat: int):
    declared = world.missing[seat] if world.rules.missing == MISSING_DECLARED else None
    return plan_for(world.rules, declared, {m.tile.suit_index for m in world.melds[seat]})
