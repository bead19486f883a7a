"""One hand of cards on the 21点 table, as the state keeps it (mutable, private to the state).

A 闲家 has one hand, or two after a split; the banker has one. The first card
of a seat's first hand is its hole card (暗牌), seen only by its owner until it
is revealed (a split, a bust, the banker's turn, the settlement).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import Card
from .points import BUST_LIMIT, hand_total, is_natural

#: Hand statuses (shown per hand; ``result.<status>`` keys in the table).
PLAYING, STOOD, BUST, BLACKJACK, DOUBLED, TWENTY_ONE = "playing", "stood", "bust", "blackjack", "doubled", "twenty_one"


@dataclass
class Hand:
    cards: list[Card] = field(default_factory=list)
    bet: int = 0
    doubled: bool = False
    from_split: bool = False
    hole_hidden: bool = True  # the first card is face down (only while it is the hole card)
    done: bool = False
    status: str = PLAYING

    @property
    def stake(self) -> int:
        """What this hand wins or loses at 1:1 (a doubled bet counts double)."""
        return self.bet * 2 if self.doubled else self.bet

    @property
    def total(self) -> tuple[int, bool]:
        return hand_total(self.cards)

    @property
    def points(self) -> int:
        return hand_total(self.cards)[0]

    @property
    def busted(self) -> bool:
        return self.points > BUST_LIMIT

    @property
    def natural(self) -> bool:
        return is_natural(self.cards, self.from_split)

    def visible_cards(self, owner_view: bool) -> tuple[Card | None, ...]:
        """The cards as a viewer sees them: None for the hole card they may not see."""
        if owner_view or not self.hole_hidden or not self.cards:
            return tuple(self.cards)
        return (None,) + tuple(self.cards[1:])
