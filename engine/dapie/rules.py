"""The rules of 打撇 as data: where the two kinds differ, and the fixed numbers.

Kind A (``dapie``): ranks 5…A, 40 cards, 9 each; kind B (``dapie-noace``): ranks 5…K,
36 cards, 8 each; both leave a kitty of 4 and hold 100 points (each 5 = 5, each 10
and K = 10). Everything else is the same, so the kinds are two :class:`DapieRules`
values, not two classes.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import ACE, KING, SUITED_SUITS, Card, Suit
from ..tricks.order import SuitTrumpContext, suit_context

SEATS = 4
KITTY = 4
#: 叫分: 40 … 100 in steps of 5 (13 steps).
MIN_BID, MAX_BID, BID_STEP = 40, 100, 5
BIDS = tuple(range(MIN_BID, MAX_BID + 1, BID_STEP))
#: All deals passed in a row before the dealer must bid (第三盘庄家必打: on the third deal).
REDEALS_BEFORE_FORCED = 2
TOTAL_POINTS = 100
#: Factor a 撇家's 倒 and the declarer's 踢回 put on a stake (engine/stakes.py), and 认输's.
CONCEDE_FACTOR = 2
#: Special factors (one per hand): 误撇 declarer took all 100 and the 撇家 none, 反撇 the
#: reverse, 摆撇 a laid-down hand won or lost.
SPECIAL = {"wupie": 6, "fanpie": 9, "baipie": 6}


def fankan(contract: int) -> int:
    """翻坎: ×3 for a contract of 80 or more, ×2 for 60 or more, else ×1."""
    if contract >= 80:
        return 3
    if contract >= 60:
        return 2
    return 1


@dataclass(frozen=True)
class DapieRules:
    """One kind of the game: its id, the ranks in play (low to high) and the hand size."""

    variant: str
    ranks: tuple[int, ...]
    hand_size: int

    @property
    def deck(self) -> tuple[Card, ...]:
        """Every card in play, in a fixed order (the shuffle is the state's)."""
        return tuple(Card(rank, suit) for suit in SUITED_SUITS for rank in self.ranks)

    @property
    def has_aces(self) -> bool:
        return ACE in self.ranks

    @property
    def top_rank(self) -> int:
        return self.ranks[-1]

    def context(self, trump: Suit | None) -> SuitTrumpContext:
        return suit_context(self.ranks, trump)


KIND_A = DapieRules("dapie", tuple(range(5, ACE + 1)), 9)
KIND_B = DapieRules("dapie-noace", tuple(range(5, KING + 1)), 8)
RULES = {r.variant: r for r in (KIND_A, KIND_B)}
