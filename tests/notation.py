"""Compact card notation for tests: ``cards("3 3 4 10 J A 2 BJ RJ")``.

Ranks are written as players write them (3 … 10 J Q K A 2; T also means 10;
BJ or 小王 is the small joker, RJ or 大王 the big one). Suits are assigned
automatically — ♠ then ♥ ♣ ♦ for each repeat of a rank — because suits never
matter in 斗地主. A token may also be an exact card code (``S3``, ``HT``, ``DA``).

Several hands that must not share a physical card are made with one
:class:`Dealer` (or :func:`deal`), which hands out each suit only once.
"""
from __future__ import annotations

from engine.cards import BIG_JOKER, SMALL_JOKER, SUITED_SUITS, Card, Suit
from engine.climbing.ranks import DOUDIZHU_ORDER, counts

_RANKS = {"J": 11, "Q": 12, "K": 13, "A": 14, "T": 10}
_JOKERS = {"BJ": SMALL_JOKER, "小王": SMALL_JOKER, "RJ": BIG_JOKER, "大王": BIG_JOKER}


def rank_of(token: str) -> int:
    token = token.upper() if token not in _JOKERS else token
    if token in _JOKERS:
        return _JOKERS[token]
    if token in _RANKS:
        return _RANKS[token]
    value = int(token)
    if not 2 <= value <= 10:
        raise ValueError(f"not a rank: {token!r}")
    return value


class Dealer:
    """Hands out distinct physical cards for rank tokens across several calls."""

    def __init__(self) -> None:
        self.used: set[Card] = set()

    def cards(self, text: str) -> tuple[Card, ...]:
        result = []
        for token in text.split():
            if len(token) >= 2 and token[0] in "SHCD" and token not in _JOKERS:
                card = Card.from_code(token)
            else:
                card = self._next_free(rank_of(token))
            if card in self.used:
                raise ValueError(f"{card.code()} dealt twice")
            self.used.add(card)
            result.append(card)
        return tuple(result)

    def _next_free(self, rank: int) -> Card:
        if rank in (SMALL_JOKER, BIG_JOKER):
            return Card(rank, Suit.JOKER)
        for suit in SUITED_SUITS:
            card = Card(rank, suit)
            if card not in self.used:
                return card
        raise ValueError(f"no {rank} left")

    def rest(self) -> tuple[Card, ...]:
        """Every card of the deck not yet handed out."""
        from engine.cards import full_deck

        return tuple(c for c in full_deck() if c not in self.used)


def cards(text: str) -> tuple[Card, ...]:
    """Cards for one group of rank tokens (suits assigned automatically)."""
    return Dealer().cards(text)


def deal(*texts: str) -> tuple[tuple[Card, ...], ...]:
    """Several groups that share no physical card."""
    dealer = Dealer()
    return tuple(dealer.cards(t) for t in texts)


def packed(text: str) -> int:
    """Packed 斗地主 rank counts of some rank tokens."""
    return DOUDIZHU_ORDER.pack(cards(text))


def ranks_text(packed_value: int) -> str:
    """Packed counts back to rank tokens, low to high (for readable assertion messages)."""
    labels = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ", "RJ"]
    return " ".join(label for label, n in zip(labels, counts(packed_value)) for _ in range(n))
