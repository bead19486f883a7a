"""What one seat of a 打撇 table may see.

Public: the bids, the contract, the trump, the put-back cards that are shown (trumps,
As), every 倒 / 踢回 / 放弃 and so each seat's stake, the tricks, the points each side
has taken, and the voids the plays have shown. Private: the seat's own hand; the
declarer also sees the kitty he took and all he put back. After a 摆撇 every hand is
open to everyone. The put-back cards are revealed with the result.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import Card, Suit
from ..tricks.order import SuitTrumpContext
from ..tricks.points import TrickRecord
from .rules import RULES, DapieRules
from .score import DapieResult


@dataclass(frozen=True)
class DapieObservation:
    """A frozen view. ``bids``: (seat, value)… with 0 = pass; ``doubled`` per seat True / False /
    None (not asked); ``answer``: the declarer's ``concede`` / ``redouble`` / ``play_on`` or None;
    ``stakes`` per seat (0 for the declarer, before the declarer is known all 1);
    ``kitty_taken`` / ``put_back``: the declarer's own view only; ``shown_put_back``: public;
    ``open_hands``: every hand after a 摆撇, else (); ``trick``: (seat, (card,))… this trick (the
    shape of 升级's, so one trick table reads both);
    ``points``: taken per seat; ``voids``: per seat the suit classes shown empty."""

    seat: int | None
    variant: str
    phase: str
    hand_no: int
    hands_total: int
    deal_no: int
    redeals: int
    dealer: int
    to_act: tuple[int, ...]
    hand: tuple[Card, ...]
    card_counts: tuple[int, ...]
    bids: tuple[tuple[int, int], ...]
    high_bid: int
    must_bid: bool
    declarer: int | None
    contract: int
    trump_suit: Suit | None
    kitty_taken: tuple[Card, ...]
    put_back: tuple[Card, ...]
    shown_put_back: tuple[Card, ...]
    doubled: tuple[bool | None, ...]
    answer: str | None
    stakes: tuple[int, ...]
    laid_down: bool
    open_hands: tuple[tuple[Card, ...], ...]
    leader: int | None
    trick: tuple[tuple[int, tuple[Card, ...]], ...]
    tricks: tuple[TrickRecord, ...]
    points: tuple[int, ...]
    declarer_points: int
    opponent_points: int
    voids: tuple[frozenset, ...]
    base: int
    result: DapieResult | None
    scores: tuple[int, ...]
    options: tuple[tuple[str, Any], ...]

    @property
    def rules(self) -> DapieRules:
        return RULES[self.variant]

    @property
    def context(self) -> SuitTrumpContext:
        return self.rules.context(self.trump_suit)

    @property
    def led_class(self) -> str | None:
        return self.context.suit_class[self.trick[0][1][0]] if self.trick else None

    def trick_cards(self) -> list[tuple[int, Card]]:
        """This trick as (seat, card) pairs."""
        return [(seat, cards[0]) for seat, cards in self.trick]
