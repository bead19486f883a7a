"""Reading a 闲家's hole card from how he played his hand: what a watchful banker does.

Every 闲家 decision was made in public (each hit card and a double are face up), so the
banker may ask, for each possible hole card, whether a sensible player holding it would
have played the hand the way this one did: stood on a visible 6 against the banker's 10
(likely a big hole card), hit a visible 10 (likely a small one), doubled a visible 5
(likely a 5 or 6). The sensible player is the computed strategy for an infinite shoe
(:func:`strategy.table`), trusted with odds ``1 - slip`` to ``slip`` per decision, so a
player who plays otherwise (a person, an easy computer) only weakens the reading.
"""
from __future__ import annotations

from engine.blackjack.points import add_points, card_points

from .strategy import DOUBLE, HIT, STAND, table

#: Chance that a decision differs from the strategy's (a mistake, a close call, another plan).
SLIP = 0.05


def play_likelihood(hole: int, shown: list[int], up: int, status: str, doubled: bool,
                    slip: float = SLIP) -> float:
    """Chance, up to a constant, that a strategy player holding ``hole`` under the face-up
    cards ``shown`` (in the order drawn) played the hand as it ended: hit every card after
    the second, then stood (``status`` stood), doubled for the last card, or reached 21."""
    tables = table()
    cards = [hole] + shown
    total, soft = add_points(*add_points(0, False, cards[0]), cards[1])
    likelihood = 1.0
    for index, card in enumerate(cards[2:], start=2):
        last = index == len(cards) - 1
        wanted = DOUBLE if last and doubled else HIT
        likelihood *= _agrees(tables.best_full.get((up, total, soft)), wanted, slip)
        total, soft = add_points(total, soft, card)
    if status == "stood" and total < 21:
        likelihood *= _agrees(tables.best_full.get((up, total, soft)), STAND, slip)
    return likelihood


def _agrees(move: str | None, wanted: str, slip: float) -> float:
    if move is None:
        return 1.0
    return 1.0 - slip if move == wanted else slip


def hole_weights(hand, up: int, unseen: list[float]) -> list[float]:
    """Weight of each hole card class 1..10 (index 0 = ace) for a 闲家 hand whose first card
    is hidden: how many are unseen, times how well it explains the play."""
    shown = [card_points(c) for c in hand.cards[1:]]
    return [unseen[h - 1] * play_likelihood(h, shown, up, hand.status, hand.doubled) if unseen[h - 1] > 0
            else 0.0 for h in range(1, 11)]
