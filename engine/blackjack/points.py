"""Card points and hand totals of 21点 (rules/blackjack.md).

2–10 count their face value, J Q K count 10, an ace 11 unless that busts (then 1).
A hand's total is reported with a *soft* flag: soft means an ace is counted as
11 and could still drop to 1, which players call "软17" / "soft 17". Everything
here works on point values (1 = ace … 10 = ten-value) so the rules, the bots and
the fast simulator share the same arithmetic.
"""
from __future__ import annotations

from ..cards import ACE, Card

BUST_LIMIT = 21
#: Point classes used by counts and strategy tables: index 0 = ace (1), 1..8 = 2..9, 9 = ten-values.
POINT_CLASSES = tuple(range(1, 11))


def card_points(card: Card) -> int:
    """1 for an ace (its 11 is decided by the hand), 10 for 10 J Q K, else the rank."""
    if card.rank == ACE:
        return 1
    return min(card.rank, 10)


def total_of_points(points) -> tuple[int, bool]:
    """(best total, soft) of a sequence of point values (1 = ace)."""
    total = 0
    has_ace = False
    for p in points:
        total += p
        if p == 1:
            has_ace = True
    if has_ace and total + 10 <= BUST_LIMIT:
        return total + 10, True
    return total, False


def add_points(total: int, soft: bool, p: int) -> tuple[int, bool]:
    """The (total, soft) after drawing a card of ``p`` points to a hand of (total, soft)."""
    if p == 1:
        if total + 11 <= BUST_LIMIT:
            return total + 11, True
        total += 1
    else:
        total += p
    if total > BUST_LIMIT and soft:
        return total - 10, False
    return total, soft


def hand_total(cards) -> tuple[int, bool]:
    """(best total, soft) of some cards."""
    return total_of_points(card_points(c) for c in cards)


def is_pair_of_points(cards) -> bool:
    """Two cards of equal points (so 10 and K may split: rules Decision)."""
    return len(cards) == 2 and card_points(cards[0]) == card_points(cards[1])


def is_natural(cards, from_split: bool) -> bool:
    """BlackJack: an ace and a ten-value as a hand's first two cards, never after a split."""
    if from_split or len(cards) != 2:
        return False
    return sorted(card_points(c) for c in cards) == [1, 10]
