"""How cards order once the trump is known: the protocol both trick games answer to.

The model is rbtying/shengji's ``Trump``: one context object per hand answers every
ordering question, so no code compares ranks or suits itself. A context maps each
card to its *suit class* (``TRUMP`` for every trump, else the suit letter) and to
its *order* inside that class (higher is stronger, equal for equal-strength cards).

升级's context (level cards, jokers, 2为常主) lives in ``engine/shengji/trump.py``;
:class:`SuitTrumpContext` is the plain one: one suit is trump, ranks keep their
natural order, there are no jokers (打撇).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Mapping, Protocol

from ..cards import SUITED_SUITS, Card, Suit

#: The suit class of every trump card (主牌). Side suits use their own ``Suit`` value letter.
TRUMP = "T"
#: Display order of the classes in a sorted hand: side suits ♠ ♥ ♣ ♦, trumps last (at the right).
CLASS_DISPLAY = {"S": 0, "H": 1, "C": 2, "D": 3, TRUMP: 4}


def class_name(suit_class: str) -> str:
    """The reason-parameter form of a suit class: 'trump' or the suit letter S/H/C/D."""
    return "trump" if suit_class == TRUMP else suit_class


class TrumpOrder(Protocol):
    """What the shared trick code asks of a game's trump context."""

    suit_class: Mapping[Card, str]
    order: Mapping[Card, int]

    def is_trump(self, card: Card) -> bool: ...

    def sort_hand(self, cards: Iterable[Card]) -> tuple[Card, ...]: ...

    def classes_in(self, cards: Iterable[Card]) -> set[str]: ...


@dataclass(frozen=True)
class SuitTrumpContext:
    """One suit is trump (or none, before it is named); ``ranks`` low to high are the
    ranks in play, in their order inside every suit. Built once per (ranks, trump):
    see :func:`suit_context`."""

    ranks: tuple[int, ...]
    trump_suit: Suit | None
    suit_class: dict = field(init=False, repr=False, compare=False)
    order: dict = field(init=False, repr=False, compare=False)
    sort_key: dict = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        cls: dict[Card, str] = {}
        order: dict[Card, int] = {}
        keys: dict[Card, tuple] = {}
        for suit in SUITED_SUITS:
            name = TRUMP if suit == self.trump_suit else suit.value
            for strength, rank in enumerate(self.ranks, start=1):
                card = Card(rank, suit)
                cls[card] = name
                order[card] = strength
                keys[card] = (CLASS_DISPLAY[name], strength, SUITED_SUITS.index(suit))
        object.__setattr__(self, "suit_class", cls)
        object.__setattr__(self, "order", order)
        object.__setattr__(self, "sort_key", keys)

    def is_trump(self, card: Card) -> bool:
        return self.suit_class[card] == TRUMP

    def sort_hand(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        """Display order: side suits ♠ ♥ ♣ ♦ low to high, then the trumps low to high."""
        return tuple(sorted(cards, key=self.sort_key.__getitem__))

    def classes_in(self, cards: Iterable[Card]) -> set[str]:
        cls = self.suit_class
        return {cls[c] for c in cards}

    def cards(self) -> tuple[Card, ...]:
        """Every card in play, in a fixed order (suits ♠ ♥ ♣ ♦, ranks low to high)."""
        return tuple(self.order)


_SUIT_CONTEXTS: dict[tuple, SuitTrumpContext] = {}


def suit_context(ranks: tuple[int, ...], trump_suit: Suit | None) -> SuitTrumpContext:
    """The shared, immutable context for these ranks and trump; built once per combination."""
    key = (ranks, trump_suit)
    found = _SUIT_CONTEXTS.get(key)
    if found is None:
        found = _SUIT_CONTEXTS[key] = SuitTrumpContext(ranks, trump_suit)
    return found
