"""The easy player: plays like a beginner who knows the rules but does not plan.

It leads its lowest cards as they come (a single, pair or triple of the lowest
rank, now and then a straight), follows with the smallest play that beats the
table, lets its partner's plays stand, and keeps bombs for when an opponent is
nearly out. It does not count cards or split its hand, and a little randomness
makes it pass now and then rather than spend a 2 or a joker.
"""
from __future__ import annotations

import random

from engine.climbing.combos import classify
from engine.climbing.tables import DOUDIZHU, STRAIGHT, TRIPLE_SINGLE, TRIPLE_PAIR

from .counting import TableView
from .decompose import Move
from .packing import TWO, UNIT, counts
from .policy import MOVES, whole_hand

#: Chance to lead a straight from the lowest card when there is one.
STRAIGHT_CHANCE = 0.5
#: Chance to keep a 2 or a joker rather than spend it on an ordinary play.
KEEP_HIGH_CHANCE = 0.3


def choose_play(view: TableView, rng: random.Random) -> Move | None:
    """The move to make, or None to pass."""
    out = whole_hand(view.hand)
    if out is not None and (view.lead is None or _answers(view, out)):
        return out
    if view.lead is None:
        return _lead(view, rng)
    return _follow(view, rng)


def _answers(view: TableView, move: Move) -> bool:
    return move in MOVES.responses(view.hand, view.lead)


def _lead(view: TableView, rng: random.Random) -> Move:
    held = counts(view.hand)
    low = next((i for i, n in enumerate(held) if 0 < n < 4), None)
    if low is None:
        return MOVES.leads(view.hand)[0]
    if rng.random() < STRAIGHT_CHANCE:
        straights = [m for m in MOVES.leads(view.hand)
                     if m[1].kind == STRAIGHT and m[1].key - m[1].chain + 1 == low]
        if straights:
            return max(straights, key=lambda m: m[1].chain)
    n = held[low]
    body = n * UNIT[low]
    if n == 3:
        kicker = next((i for i, k in enumerate(held) if k == 1 and i != low and i < TWO), None)
        if kicker is not None:
            body += UNIT[kicker]
    return body, classify(body, None, DOUDIZHU)


def _follow(view: TableView, rng: random.Random) -> Move | None:
    if view.partner is not None and view.lead_seat == view.partner:
        return None
    answers = MOVES.responses(view.hand, view.lead)
    held = counts(view.hand)
    plain = [m for m in answers if not m[1].is_bomb and not breaks_bomb(m[0], held)]
    if view.lead.kind in (TRIPLE_SINGLE, TRIPLE_PAIR):
        plain.sort(key=lambda m: (m[1].key, m[0]))
    if plain:
        smallest = plain[0]
        if smallest[1].key >= TWO and rng.random() < KEEP_HIGH_CHANCE:
            return None
        return smallest
    bombs = [m for m in answers if m[1].is_bomb]
    if bombs and view.counts[view.lead_seat] <= 2:
        return bombs[0]
    return None


def breaks_bomb(play: int, held: list[int]) -> bool:
    c = counts(play)
    return any(c[i] and held[i] == 4 for i in range(len(c)))
