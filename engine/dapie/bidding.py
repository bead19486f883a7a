"""叫分: one turn each, from the seat after the dealer round to the dealer.

Each turn is a bid that beats the highest so far (40 … 100 in fives) or a pass. After
four turns the highest bidder is the declarer and his bid the contract; when all four
passed the cards are dealt again. After two such deals in a row, on the third deal
the dealer may not pass if the three before him did (第三盘庄家必打): he must bid, at
least 40. An :class:`Auction` is a frozen value: each turn makes a new one.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..errors import RuleError
from .rules import BID_STEP, BIDS, MAX_BID, MIN_BID, REDEALS_BEFORE_FORCED, SEATS


@dataclass(frozen=True)
class Auction:
    """The bidding of one deal: the dealer, the deals passed in a row before it, the turns so far
    as (seat, bid) with 0 for a pass."""

    dealer: int
    redeals: int = 0
    bids: tuple[tuple[int, int], ...] = ()

    @property
    def forced(self) -> bool:
        """第三盘: the dealer must bid if the others pass."""
        return self.redeals >= REDEALS_BEFORE_FORCED

    @property
    def done(self) -> bool:
        return len(self.bids) == SEATS

    @property
    def bidder(self) -> int | None:
        """Whose turn it is (None once every seat has had its turn)."""
        return None if self.done else (self.dealer + 1 + len(self.bids)) % SEATS

    @property
    def high(self) -> int:
        """The highest bid so far, 0 when nobody bid."""
        return max((value for _, value in self.bids), default=0)

    @property
    def high_seat(self) -> int | None:
        best = self.high
        if not best:
            return None
        return next(seat for seat, value in self.bids if value == best)

    def must_bid(self, seat: int) -> bool:
        """Whether ``seat``'s turn allows no pass: the dealer on the forced deal, nobody bid."""
        return self.forced and seat == self.dealer and self.bidder == seat and not self.high

    def legal_bids(self) -> tuple[int, ...]:
        return tuple(v for v in BIDS if v > self.high)

    def check(self, seat: int, value: int) -> None:
        """Raise the reason a bid (``value`` > 0) or a pass (0) is refused."""
        if seat != self.bidder:
            raise RuleError("not_your_turn")
        if value == 0:
            if self.must_bid(seat):
                raise RuleError("dapie_dealer_must_bid", low=MIN_BID)
            return
        if not (MIN_BID <= value <= MAX_BID and value % BID_STEP == 0):
            raise RuleError("dapie_bid_range", low=MIN_BID, high=MAX_BID, step=BID_STEP)
        if value <= self.high:
            raise RuleError("bid_not_higher", current=self.high)

    def after(self, seat: int, value: int) -> "Auction":
        return Auction(self.dealer, self.redeals, self.bids + ((seat, value),))
