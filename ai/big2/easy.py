"""The easy player: knows the rules, does not plan.

It leads its lowest card — with its rank mates when it has a pair or a triple
of it, now and then as part of a five-card hand — follows with the smallest
play that beats the table, and now and then keeps a 2 rather than spend it.
It does not count cards, split its hand or watch who is about to go out. The
lowest card is ♦3 at a match's first lead, so the ♦3 rule takes care of itself.
"""
from __future__ import annotations

import random

from engine.climbing.variants.big2_cards import MOVES

from .counting import TableView
from .decompose import TWO_RANK, Move
from .policy import whole_hand

#: Chance to lead a five-card hand holding the lowest card, when there is one.
FIVE_CHANCE = 0.3
#: Chance to keep a 2 rather than spend it on an ordinary play.
KEEP_TWO_CHANCE = 0.4


def choose_play(view: TableView, rng: random.Random) -> Move | None:
    """The move to make, or None to pass."""
    hand = view.hand
    if view.lead is None:
        out = whole_hand(hand)
        return out if out is not None else _lead(view, rng)
    return _follow(view, rng)


def _lead(view: TableView, rng: random.Random) -> Move:
    hand = view.hand
    low = hand & -hand
    leads = [m for m in MOVES.leads(hand) if m[0] & low]
    if rng.random() < FIVE_CHANCE:
        fives = [m for m in leads if m[1].size == 5]
        if fives:
            return fives[0]
    rank_mates = hand >> 4 * ((low.bit_length() - 1) >> 2) & 15
    size = min(rank_mates.bit_count(), 3)
    return next(m for m in leads if m[1].size == size)


def _follow(view: TableView, rng: random.Random) -> Move | None:
    answers = MOVES.responses(view.hand, view.lead)
    if not answers:
        return None
    smallest = answers[0]
    if smallest[0] == view.hand:
        return smallest
    if smallest[1].size < 5 and smallest[1].key >> 2 == TWO_RANK and rng.random() < KEEP_TWO_CHANCE:
        return None
    return smallest
