"""The trump context of one hand: the single authority on how cards order.

Rules: ``shared/rules/shengji.md`` § Card order. Given the level rank (级牌), the
trump suit (None for 无主) and the option 2为常主, a :class:`TrumpContext` answers
every ordering question the rest of the engine asks: is a card trump, which suit
class it belongs to, its strength ``order`` inside that class (equal for
equal-strength cards such as the off-suit level cards), and — because orders are
consecutive integers — whether two ranks are adjacent for a tractor.

Everything is precomputed into dicts keyed by the card itself so that the hot
paths (following, trick winner) are dictionary look-ups.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import ACE, BIG_JOKER, SMALL_JOKER, SUITED_SUITS, Card, Suit, full_deck
from ..tricks.order import CLASS_DISPLAY as _CLASS_DISPLAY
from ..tricks.order import TRUMP, class_name

#: TRUMP and class_name (engine/tricks/order.py) are part of this module's interface: the rest of
#: 升级 asks this module every ordering question (follow.py imports class_name from here).
__all__ = ["ALL_CARDS", "FACE", "SUIT_RANK", "TRUMP", "TrumpContext", "class_name", "context"]

#: Suit rank for overturning declarations (``overcall`` 004): ♦ < ♣ < ♥ < ♠.
SUIT_RANK = {Suit.DIAMONDS: 0, Suit.CLUBS: 1, Suit.HEARTS: 2, Suit.SPADES: 3}
#: Every physical card of three decks: contexts index all of them once.
ALL_CARDS: tuple[Card, ...] = tuple(c for deck in range(3) for c in full_deck(deck))
#: Face number of a card: identical cards (same suit and rank, any deck) share it.
FACE = {c: c.id % 54 for c in ALL_CARDS}


@dataclass(frozen=True)
class TrumpContext:
    """Trump and order for one hand. ``trump_suit`` None means 无主 (no trump suit).

    A :class:`engine.tricks.order.TrumpOrder`: the shared trick code reads it as it
    reads 打撇's plain suit context."""

    level: int
    trump_suit: Suit | None
    twos_trump: bool = False
    suit_class: dict = field(init=False, repr=False, compare=False)
    order: dict = field(init=False, repr=False, compare=False)
    sort_key: dict = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not 2 <= self.level <= ACE:
            raise ValueError(f"level rank {self.level} out of 2..A")
        twos = self.twos_trump and self.level != 2
        plain = [r for r in range(2, ACE + 1) if r != self.level and not (twos and r == 2)]
        plain_order = {r: i + 1 for i, r in enumerate(plain)}
        top = len(plain)
        tiers: dict[str, int] = {}
        for name in ("off_two", "trump_two", "off_level", "trump_level", "small", "big"):
            if name in ("off_two", "trump_two") and not twos:
                continue
            if name in ("trump_two", "trump_level") and self.trump_suit is None:
                continue
            top += 1
            tiers[name] = top
        cls: dict[Card, str] = {}
        order: dict[Card, int] = {}
        for card in ALL_CARDS:
            if card.rank == BIG_JOKER:
                c, o = TRUMP, tiers["big"]
            elif card.rank == SMALL_JOKER:
                c, o = TRUMP, tiers["small"]
            elif card.rank == self.level:
                c = TRUMP
                o = tiers["trump_level"] if card.suit == self.trump_suit else tiers["off_level"]
            elif twos and card.rank == 2:
                c = TRUMP
                o = tiers["trump_two"] if card.suit == self.trump_suit else tiers["off_two"]
            elif card.suit == self.trump_suit:
                c, o = TRUMP, plain_order[card.rank]
            else:
                c, o = card.suit.value, plain_order[card.rank]
            cls[card] = c
            order[card] = o
        keys = {card: (_CLASS_DISPLAY[cls[card]], order[card], SUITED_SUITS.index(card.suit)
                       if card.suit in SUITED_SUITS else 4, card.deck) for card in ALL_CARDS}
        object.__setattr__(self, "suit_class", cls)
        object.__setattr__(self, "order", order)
        object.__setattr__(self, "sort_key", keys)

    def is_trump(self, card: Card) -> bool:
        return self.suit_class[card] == TRUMP

    def adjacent(self, high: Card, low: Card) -> bool:
        """True when ``low`` is the next rank below ``high`` in one suit class (tractor steps)."""
        cls = self.suit_class
        return cls[high] == cls[low] and self.order[high] == self.order[low] + 1

    def same_strength(self, a: Card, b: Card) -> bool:
        """Equal cards: same class and order (e.g. two off-suit level cards)."""
        return self.suit_class[a] == self.suit_class[b] and self.order[a] == self.order[b]

    def sort_hand(self, cards) -> tuple[Card, ...]:
        """A hand in display order: side suits ♠ ♥ ♣ ♦ low to high, then the trumps low to high."""
        key = self.sort_key
        return tuple(sorted(cards, key=key.__getitem__))

    def classes_in(self, cards) -> set[str]:
        cls = self.suit_class
        return {cls[c] for c in cards}


_CONTEXTS: dict[tuple, TrumpContext] = {}


def context(level: int, trump_suit: Suit | None, twos_trump: bool = False) -> TrumpContext:
    """The (shared, immutable) context for these settings; built once per combination."""
    key = (level, trump_suit, twos_trump)
    found = _CONTEXTS.get(key)
    if found is None:
        found = _CONTEXTS[key] = TrumpContext(level, trump_suit, twos_trump)
    return found
