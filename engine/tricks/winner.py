"""Who takes a trick.

Every trick game here decides it the same way: each play gets a *strength* — None
when it cannot win (neither all of the led class nor all trump, or not the lead's
shape), else a comparable value where a ruff beats any play of the led class — and
the strongest play wins, the earlier one among equals. 升级 measures multi-card
plays (engine/shengji/trick.py); :func:`card_strength` is the single-card measure.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from ..cards import Card
from .order import TRUMP, TrumpOrder


def best_play(plays: Sequence[tuple[int, Any]], strength: Callable[[Any], Any]) -> int:
    """The seat whose play is strongest; ``plays`` (seat, play) in play order, lead first."""
    best_seat, best = plays[0][0], strength(plays[0][1])
    for seat, played in plays[1:]:
        value = strength(played)
        if value is not None and (best is None or value > best):
            best_seat, best = seat, value
    return best_seat


def card_strength(card: Card, led_class: str, ctx: TrumpOrder) -> tuple[int, int] | None:
    """(1 for a trump on a side-suit lead else 0, order) — None for a card of another side suit."""
    played = ctx.suit_class[card]
    if played == led_class:
        return 0, ctx.order[card]
    if played == TRUMP:
        return 1, ctx.order[card]
    return None


def single_trick_winner(plays: Sequence[tuple[int, Card]], ctx: TrumpOrder) -> int:
    """Winner of a trick of single cards: the highest trump, else the highest of the led class."""
    led = ctx.suit_class[plays[0][1]]
    return best_play(plays, lambda card: card_strength(card, led, ctx))
