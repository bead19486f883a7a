"""The easy player: knows the rules, does not plan.

It goes out when it can; otherwise it leads its lowest card (with its rank mates, now and
then as the chain it starts), answers with the smallest play that beats the table, and now
and then keeps a 2 or a bomb rather than spend it. It does not split its hand, count
cards or watch who is about to go out.
"""
from __future__ import annotations

import random

from engine.climbing.tables import BOMB
from engine.climbing.variants.gandengyan_moves import MOVES, TWO, joker_count

from .knowledge import TableView
from .plan import Move

#: Chance to lead a chain starting at the lowest card, when there is one.
CHAIN_CHANCE = 0.4
#: Chance to keep a 2 or a bomb rather than spend it on an ordinary play.
KEEP_CHANCE = 0.5


def choose_play(view: TableView, rng: random.Random) -> Move | None:
    """The move to make, or None to pass."""
    hand = view.hand
    moves = MOVES.leads(hand) if view.lead is None else MOVES.responses(hand, view.lead)
    for move in moves:
        if move[0] == hand:
            return move
    if view.lead is None:
        return _lead(moves, rng)
    plain = [m for m in moves if not joker_count(m[0])] or list(moves)
    if not plain:
        return None
    smallest = plain[0]
    if (smallest[1].kind == BOMB or smallest[1].key == TWO) and rng.random() < KEEP_CHANCE:
        return None
    return smallest


def _lead(moves, rng: random.Random) -> Move:
    plain = [m for m in moves if not joker_count(m[0])] or list(moves)
    low = min(m[1].key - m[1].chain + 1 for m in plain)
    starting = [m for m in plain if m[1].key - m[1].chain + 1 == low]
    chains = [m for m in starting if m[1].chain > 1]
    if chains and rng.random() < CHAIN_CHANCE:
        return chains[0]
    groups = [m for m in starting if m[1].chain == 1 and m[1].kind != BOMB]
    return max(groups, key=lambda m: m[1].size) if groups else starting[0]
