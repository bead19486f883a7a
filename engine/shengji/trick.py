"""Who wins a trick, what it is worth, and the kitty bonus (抠底).

Rules: ``shared/rules/shengji.md`` § Play (who wins a trick, ruffing) and § Points
and the kitty bonus. A play can win only if it is all of the led suit class or
all trump, and its cards *cover* the lead's structure (the lead's units can be
placed in it). Covering plays compare by their highest placement of the lead's
first (largest) unit; trump beats a side suit; among equals the earlier play wins.
"""
from __future__ import annotations

from typing import Sequence

from ..cards import Card
from ..tricks.points import POINTS, card_points
from ..tricks.winner import best_play
from .follow import Lead
from .trump import TRUMP, TrumpContext
from .units import face_counts, place

#: POINTS and card_points are shared with 打撇 (engine/tricks/points.py) and re-exported here: 升级's
#: players (ai/shengji) read a trick's worth from this module.
__all__ = ["POINTS", "card_points", "kitty_multiplier", "play_strength", "trick_winner"]


def play_strength(cards: Sequence[Card], lead: Lead, ctx: TrumpContext) -> tuple[int, int] | None:
    """(1 for a ruff else 0, order of the compared unit) of a play that can win, else None."""
    classes = ctx.classes_in(cards)
    if len(classes) != 1 or len(cards) != lead.size:
        return None
    played = classes.pop()
    if played != lead.suit_class and played != TRUMP:
        return None
    ruff = 1 if played != lead.suit_class else 0
    specs = [u.spec for u in lead.units if u.width > 1]
    counts, orders = face_counts(cards, ctx)
    if lead.units[0].width == 1:
        return ruff, max(orders.values())
    found = place(counts, orders, specs)
    if found is None:
        return None
    return ruff, orders[found[0][0]]


def trick_winner(plays: Sequence[tuple[int, Sequence[Card]]], lead: Lead, ctx: TrumpContext) -> int:
    """Seat that wins a finished trick; ``plays`` in play order, the lead first (the shared
    rule of :func:`engine.tricks.winner.best_play` with 升级's measure of a play)."""
    return best_play(plays, lambda cards: play_strength(cards, lead, ctx))


def kitty_multiplier(winning_units, rule: str) -> int:
    """抠底 factor from the units of the play that won the last trick.

    The seed: m = 2^N with a tractor of N pairs, else 2N with N pairs, else 1; a
    triple counts as a pair and a titanic as a tractor (Decision). ``rule``
    ``double`` (default) multiplies by 2 again (single ×2, pair ×4, tractor ×8),
    ``literal`` does not."""
    tractors = [u.length for u in winning_units if u.length > 1 and u.width > 1]
    pairs = sum(1 for u in winning_units if u.length == 1 and u.width > 1)
    if tractors:
        m = 2 ** max(tractors)
    elif pairs:
        m = 2 * pairs
    else:
        m = 1
    return m * 2 if rule == "double" else m
