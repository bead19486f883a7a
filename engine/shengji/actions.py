"""The 升级 actions beyond the shared ones (Play, Pass, NextHand).

- :class:`DealNext` (seat ``TABLE``): deal the next card, or end the deal once every
  card is out; between two of them every seat may declare.
- :class:`Declare`: show level cards or jokers to name (or overturn) the trump.
- :class:`Bury`: the dealer puts back as many cards as the kitty held.
"""
from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

from ..actions import Action, action_type
from ..cards import Card

#: The order Play keeps its cards in (Card's own order: rank, suit, deck), so equal
#: actions compare and serialise equal whatever order the cards were picked in.
_CARD_ORDER = attrgetter("rank", "suit", "deck")


@action_type("deal_next")
@dataclass(frozen=True)
class DealNext(Action):
    """Deal one more card (or, when all are dealt, close the deal and fix the trump)."""


@action_type("declare")
@dataclass(frozen=True)
class Declare(Action):
    """亮主 / 定主 / 反主: show these identical level cards or jokers."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=_CARD_ORDER)))


@action_type("bury")
@dataclass(frozen=True)
class Bury(Action):
    """扣底: the dealer's cards put face down as the new kitty."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=_CARD_ORDER)))
