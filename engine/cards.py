"""Playing cards as small frozen values.

Every card game in the collection uses these. A card knows its natural suit and
rank and which physical deck it came from (so that with two or three decks the
table can still track and animate one particular card); how cards *order* is a
question for each game's rank context, never for the card itself.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Suit(str, Enum):
    """Natural suits; the jokers get a suit of their own so every card has one."""

    SPADES = "S"
    HEARTS = "H"
    CLUBS = "C"
    DIAMONDS = "D"
    JOKER = "J"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.JOKER: ""}

#: Natural ranks. 2..10 are themselves; J=11, Q=12, K=13, A=14; jokers above.
JACK, QUEEN, KING, ACE = 11, 12, 13, 14
SMALL_JOKER, BIG_JOKER = 15, 16

SUITED_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
RANK_LABELS = {
    **{r: str(r) for r in range(2, 11)},
    JACK: "J", QUEEN: "Q", KING: "K", ACE: "A",
    SMALL_JOKER: "小王", BIG_JOKER: "大王",
}
_LABEL_TO_RANK = {v: k for k, v in RANK_LABELS.items()}
_LABEL_TO_RANK["T"] = 10


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One physical card: natural rank, suit, and the deck (0, 1, 2) it belongs to."""

    rank: int
    suit: Suit
    deck: int = 0
    #: hash((rank, suit, deck)), worked out once: the bots' play-outs look cards up in sets and
    #: dicts millions of times, and hashing a Suit is a Python call. The same value the
    #: generated hash gave, so sets of cards keep their order.
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.rank, self.suit, self.deck)))

    def __hash__(self) -> int:
        return self._hash

    @property
    def is_joker(self) -> bool:
        return self.suit is Suit.JOKER

    @property
    def id(self) -> int:
        """A number unique to this physical card among up to three 54-card decks."""
        if self.is_joker:
            index = 52 + (self.rank - SMALL_JOKER)
        else:
            index = SUITED_SUITS.index(self.suit) * 13 + (self.rank - 2)
        return self.deck * 54 + index

    @property
    def label(self) -> str:
        """Rank label as players write it: 3 … 10 J Q K A 2, 小王, 大王."""
        return RANK_LABELS[self.rank]

    def code(self) -> str:
        """Compact text form used in saves and tests: 'S10', 'HA', 'BJ' 小王 (black joker), 'RJ' 大王 (red joker), '#1' for deck 1."""
        if self.is_joker:
            text = "BJ" if self.rank == SMALL_JOKER else "RJ"
        else:
            text = self.suit.value + ("T" if self.rank == 10 else RANK_LABELS[self.rank])
        return text if self.deck == 0 else f"{text}#{self.deck}"

    @staticmethod
    def from_code(text: str) -> "Card":
        """Inverse of :meth:`code`; raises ValueError on anything else."""
        body, _, deck = text.partition("#")
        deck_no = int(deck) if deck else 0
        if body in ("BJ", "RJ"):
            return Card(SMALL_JOKER if body == "BJ" else BIG_JOKER, Suit.JOKER, deck_no)
        if len(body) < 2:
            raise ValueError(f"not a card: {text!r}")
        suit = Suit(body[0]) if body[0] in "SHCD" else None
        if suit is None:
            raise ValueError(f"not a card: {text!r}")
        rank_text = body[1:]
        rank = 10 if rank_text in ("T", "10") else _LABEL_TO_RANK.get(rank_text)
        if rank is None or not 2 <= rank <= ACE:
            raise ValueError(f"not a card: {text!r}")
        return Card(rank, suit, deck_no)

    def __str__(self) -> str:
        return self.label if self.is_joker else self.suit.symbol + self.label


def full_deck(deck: int = 0, jokers: bool = True) -> list[Card]:
    """One deck in a fixed order (the shuffle is the game's business)."""
    cards = [Card(rank, suit, deck) for suit in SUITED_SUITS for rank in range(2, ACE + 1)]
    if jokers:
        cards += [Card(SMALL_JOKER, Suit.JOKER, deck), Card(BIG_JOKER, Suit.JOKER, deck)]
    return cards


def cards_to_codes(cards) -> list[str]:
    return [c.code() for c in cards]


def cards_from_codes(codes) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes)
