"""Declaring trump (亮主) during the deal: the ladder of declarations.

Rules: ``shared/rules/shengji.md`` § Declaring trump. A declaration shows level
cards of one suit (a single, a pair, with three decks a triple) or identical
jokers (a pair or triple: 无主). Each declaration has a *strength key*; a new one
must have a strictly higher key than the one standing, except that the standing
declarer may *reinforce* (定主/自保: more cards of the same face). The keys encode
both seeds' ladders:

- one or two decks: single < pair < 小王 pair < 大王 pair; with ``overcall`` 004 a
  pair of a higher suit (♦ < ♣ < ♥ < ♠) beats a pair of a lower suit, with 000
  pairs of different suits tie (the first one stands);
- three decks: single < pair < joker pair < triple < joker triple, and neither a
  suit nor the joker's colour breaks a tie: each is one step ("其它玩家就不能再亮同
  级别或该级别以下的牌了"), so a 大王 pair never overturns a 小王 pair there.

自反 (the standing declarer overturning themselves with another suit) is the
option ``self_overturn``.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import BIG_JOKER, Card, Suit
from ..errors import RuleError
from .trump import SUIT_RANK


@dataclass(frozen=True)
class Declaration:
    """A shown declaration: who, and the identical cards shown."""

    seat: int
    cards: tuple[Card, ...]

    @property
    def count(self) -> int:
        return len(self.cards)

    @property
    def is_jokers(self) -> bool:
        return self.cards[0].is_joker

    @property
    def suit(self) -> Suit | None:
        """The trump suit it names (None: 无主)."""
        return None if self.is_jokers else self.cards[0].suit

    def same_face(self, other: "Declaration") -> bool:
        a, b = self.cards[0], other.cards[0]
        return a.rank == b.rank and a.suit == b.suit


def shape_error(cards: tuple[Card, ...], level: int, decks: int) -> str | None:
    """Why these cards cannot be shown as a declaration, or None when they can."""
    if not cards:
        return "not_a_declaration"
    first = cards[0]
    if any(c.rank != first.rank or c.suit != first.suit for c in cards):
        return "not_a_declaration"
    largest = 3 if decks >= 3 else 2
    if first.is_joker:
        return None if 2 <= len(cards) <= largest else "jokers_need_pair"
    if first.rank != level:
        return "not_level_card"
    return None if 1 <= len(cards) <= largest else "not_a_declaration"


def strength(cards: tuple[Card, ...], decks: int, overcall: str) -> tuple[int, int]:
    """The ladder key of a well-shaped declaration (higher beats lower, equal does not)."""
    count = len(cards)
    first = cards[0]
    if decks >= 3:
        if first.is_joker:
            return (3 if count == 2 else 5, 0)
        return (count if count < 3 else 4, 0)
    if first.is_joker:
        return (3, 1 if first.rank == BIG_JOKER else 0)
    if count == 1:
        return (1, 0)
    return (2, SUIT_RANK[first.suit] if overcall == "004" else 0)


def judge(seat: int, cards: tuple[Card, ...], standing: Declaration | None, level: int,
          decks: int, overcall: str, self_overturn: bool) -> str:
    """'declare', 'reinforce' or 'overturn' for a legal declaration; RuleError otherwise.

    ``cards`` must already be known to be in the seat's dealt cards."""
    error = shape_error(cards, level, decks)
    if error:
        raise RuleError(error)
    if standing is None:
        return "declare"
    new = Declaration(seat, cards)
    higher = strength(cards, decks, overcall) > strength(standing.cards, decks, overcall)
    if standing.seat == seat:
        if new.same_face(standing):
            if new.count <= standing.count:
                raise RuleError("declaration_not_higher")
            return "reinforce"
        if not self_overturn:
            raise RuleError("self_overturn_not_allowed")
    if not higher:
        raise RuleError("declaration_not_higher")
    return "overturn"


def possible_declarations(hand, level: int, decks: int) -> list[tuple[Card, ...]]:
    """Every well-shaped declaration these cards allow (before checking the standing one)."""
    groups: dict[tuple[int, Suit], list[Card]] = {}
    for card in hand:
        if card.rank == level or card.is_joker:
            groups.setdefault((card.rank, card.suit), []).append(card)
    largest = 3 if decks >= 3 else 2
    result = []
    for key in sorted(groups, key=lambda k: (k[0], k[1].value)):
        cards = sorted(groups[key], key=lambda c: c.deck)
        low = 2 if key[1] is Suit.JOKER else 1
        for count in range(low, min(len(cards), largest) + 1):
            result.append(tuple(cards[:count]))
    return result
