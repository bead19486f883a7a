"""The easy player: knows the rules, plays like a beginner.

It goes out when it can. Otherwise it puts its cards down one at a time from the smallest
up — it does not see its hand as pairs and 连牌 to shed together, so a lead it wins back
gets rid of one card while everyone draws one — and answers with the smallest play that
beats the table, a 2 or a bomb as soon as one fits: it never holds back, never splits its
hand, never counts cards or watches who is about to go out. Every move is one a child
would make; it just never thinks ahead, which loses hands to the normal player (issue 30:
measured by ``python -m bench.bench_levels --game gandengyan --pair easy-normal``).
"""
from __future__ import annotations

import random

from engine.climbing.tables import SINGLE
from engine.climbing.variants.gandengyan_moves import MOVES, joker_count

from .knowledge import TableView
from .plan import Move


def choose_play(view: TableView, rng: random.Random) -> Move | None:
    """The move to make, or None to pass (only when nothing beats the table)."""
    hand = view.hand
    moves = MOVES.leads(hand) if view.lead is None else MOVES.responses(hand, view.lead)
    for move in moves:
        if move[0] == hand:
            return move
    if not moves:
        return None
    plain = [m for m in moves if not joker_count(m[0])] or list(moves)
    if view.lead is None:
        return _lead(plain)
    return plain[0]


def _lead(plain: list[Move]) -> Move:
    """The smallest card alone (a group only when no natural card may be led alone)."""
    singles = [m for m in plain if m[1].kind == SINGLE] or plain
    return min(singles, key=lambda m: (m[1].key, m[1].size))
