"""Sampled worlds made to agree with what the table has shown about the other hands.

``sample_world`` deals the unseen tiles at random. Two things a player reads from the table
say more than that:

* under 定缺 a seat must throw every tile of its declared suit before any other, and may not
  pong or kong it, so once it has thrown anything else it holds none of that suit (a tile of
  it drawn later is thrown at once, on that seat's own turn). A world that dealt it some
  would seat a player who can never win, and the play-outs would think every discard safe;
* a seat that has been throwing for a while has been keeping what helps its hand, so its
  hand is nearer ready than a random one. Worlds of random hands make the others slow and
  every wait look long and safe — the search would then wait for a bigger win or push a
  dangerous tile too readily. So each other hidden hand is dealt as the best (lowest shanten
  under its missing-suit plan) of a few random hands, more the more it has thrown.

:func:`redeal` re-deals the hidden hands and the wall of a sampled world that way.
"""
from __future__ import annotations

import random

from engine.mahjong.rules import MISSING_DECLARED
from engine.mahjong.shapes import UNIT
from engine.mahjong.tiles import SUITS
from engine.mahjong.view import CLAIMED

from .efficiency import plan_shanten
from .knowledge import plan_for

#: A hidden hand is the best of 1 + (its discards, up to this many) random hands.
MAX_TRIES = 6


def void_seats(obs) -> dict[int, int]:
    """{seat: declared suit} of the other seats sure to hold none of their declared suit."""
    if obs.rules.missing != MISSING_DECLARED:
        return {}
    out = {}
    for s, sv in enumerate(obs.seats):
        if s == obs.seat or sv.won or sv.shown or sv.missing is None or obs.turn == s:
            continue
        suit = SUITS.index(sv.missing)
        if any(t.suit_index != suit for t, status in sv.pond if status != CLAIMED) or sv.melds:
            out[s] = suit
    return out


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
        mine = w.answers.get(me)
        w.options.clear()
        w.answers.clear()
        w.automatic.clear()
        world._fill_options(w)
        if mine is not None and me in w.options:
            w.answers[me] = mine


def agree(world, me: int, voids: dict[int, int], rng: random.Random) -> None:
    """Only the 定缺 part of :func:`redeal`: each void seat's hand dealt without its suit."""
    redeal(world, me, {s: 1 for s in voids}, voids, rng)


def _plan(world, seat: int):
    declared = world.missing[seat] if world.rules.missing == MISSING_DECLARED else None
    return plan_for(world.rules, declared, {m.tile.suit_index for m in world.melds[seat]})
