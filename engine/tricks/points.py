"""Point cards and the record of a finished trick: the same in 升级 and 打撇.

Both games count each 5 as 5 and each 10 and K as 10 points (100 in a 52-card or a
40-card deck alike); jokers are never point cards.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import KING, Card

POINTS = {5: 5, 10: 10, KING: 10}
POINT_RANKS = frozenset(POINTS)


def card_points(cards) -> int:
    return sum(POINTS.get(c.rank, 0) for c in cards if not c.is_joker)


def is_point_card(card: Card) -> bool:
    return card.rank in POINT_RANKS and not card.is_joker


PlayRecord = tuple[int, tuple[Card, ...]]  # (seat, cards)


@dataclass(frozen=True)
class TrickRecord:
    """A finished trick: who led, the plays in order, the winner and the points in it."""

    leader: int
    plays: tuple[PlayRecord, ...]
    winner: int
    points: int
