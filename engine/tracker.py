"""记牌器: how many of each card (or tile) a seat has not seen yet — from its observation only.

Why from the observation: a card counter that read the game's state could show a hidden card;
one that reads only what the seat was shown (its own hand, every card played face up, what it
buried or was shown itself) cannot, whatever the other hands hold. The tests re-deal the other
seats' hidden cards and check that the counts do not move.

A count is "still out there": the deck of the game, less the seat's own hand and every card it
has seen leave play (played to a round or a trick, a kitty it buried, hands laid open). Cards
are counted by rank, and by suit where suits matter in play (锄大地, 升级, 打撇); mahjong counts
each of the 27 tiles.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Iterable

from .cards import SMALL_JOKER, SUITED_SUITS, Card, full_deck
from .mahjong.tiles import SUITS as TILE_SUITS      # the order of ``Tracker.tiles``: 9 of each suit

#: TILE_SUITS is re-exported: the side panel draws the tile grid in this order.
__all__ = ["BY_SUIT", "CLIMBING_DECKS", "CardCount", "TILE_SUITS", "Tracker", "track"]

#: The deck each climbing game is dealt from: (decks, jokers). Rules as data; a test checks it
#: against the cards each game really deals.
CLIMBING_DECKS = {
    "doudizhu": (1, True), "doudizhu-wild": (1, True), "big2": (1, False),
    "shuangkou": (2, True), "chicangying": (2, True),
    "gandengyan": (1, True), "gandengyan-winner": (1, True),
}
#: Where the suit of a card matters in play, the tracker counts by suit as well.
BY_SUIT = frozenset({"big2", "shengji-1", "shengji-2", "shengji-3", "dapie", "dapie-noace"})


@dataclass(frozen=True)
class CardCount:
    """Unseen copies of one card face (``suit`` None: all suits of ``rank`` together)."""

    rank: int
    suit: Any
    unseen: int
    total: int


@dataclass(frozen=True)
class Tracker:
    """What one seat has not seen. ``cards``: one count per face, highest rank first (jokers
    first); ``tiles``: for mahjong, unseen copies of each of the 27 tiles by index (else ())."""

    by_suit: bool
    cards: tuple[CardCount, ...] = ()
    tiles: tuple[int, ...] = ()

    def unseen(self, rank: int, suit: Any = None) -> int:
        return sum(c.unseen for c in self.cards if c.rank == rank and (suit is None or c.suit == suit))


def track(variant: str, obs: Any) -> Tracker | None:
    """The tracker of ``obs`` (a seat's observation of ``variant``); None for a spectator or a
    game without one (21点 deals from a shoe that a counter would only make a cheat sheet of)."""
    if getattr(obs, "seat", None) is None:
        return None
    if variant.startswith("mj-"):
        from .mahjong.observe import unseen_counts
        return Tracker(False, tiles=tuple(max(0, n) for n in unseen_counts(obs)))
    deck = _deck(variant, obs)
    if deck is None:
        return None
    return _count(deck, _seen(variant, obs), variant in BY_SUIT, variant in CLIMBING_DECKS)


def _deck(variant: str, obs: Any) -> list[Card] | None:
    if variant in CLIMBING_DECKS:
        decks, jokers = CLIMBING_DECKS[variant]
        return [card for d in range(decks) for card in full_deck(d, jokers)]
    if variant.startswith("shengji"):
        return [card for d in range(obs.decks) for card in full_deck(d, True)]
    if variant.startswith("dapie"):
        from .dapie.rules import KIND_A, KIND_B
        return list((KIND_A if variant == KIND_A.variant else KIND_B).deck)
    return None


def _seen(variant: str, obs: Any) -> list[Card]:
    """The cards this seat has seen leave play, with its own hand."""
    seen = list(obs.hand)
    if variant in CLIMBING_DECKS:
        seen += _played(obs.history)
    elif variant.startswith("shengji"):
        seen += [card for trick in obs.tricks for card in _played(trick.plays)] + _played(obs.trick)
        seen += list(obs.kitty)                 # the dealer's own buried cards
    elif variant.startswith("dapie"):
        if obs.open_hands:                      # 摆撇: every hand is shown
            return [card for hand in obs.open_hands for card in hand] + _dapie_gone(obs)
        seen += _dapie_gone(obs)
    return seen


def _dapie_gone(obs: Any) -> list[Card]:
    """打撇: tricks played, and the put-back cards the seat saw (its own, or shown to all)."""
    gone = [card for trick in obs.tricks for card in _played(trick.plays)] + _played(obs.trick)
    return gone + list(obs.put_back or obs.shown_put_back)


def _played(plays: Iterable) -> list[Card]:
    return [card for _seat, cards in plays for card in cards]


_SUIT_ORDER = {suit: i for i, suit in enumerate(SUITED_SUITS)}


def _strength(rank: int, twos_high: bool) -> int:
    """Where a rank stands in the game (jokers, then 2 where the 2 is high, then A down to 3)."""
    return rank + 13 if twos_high and rank == 2 else rank + 20 if rank >= SMALL_JOKER else rank


def _count(deck: list[Card], seen: list[Card], by_suit: bool, twos_high: bool) -> Tracker:
    def face(card: Card):
        return (card.rank, card.suit if by_suit or card.is_joker else None)

    total = Counter(face(card) for card in deck)
    gone = Counter(face(card) for card in seen)
    order = sorted(total, key=lambda f: (-_strength(f[0], twos_high), _SUIT_ORDER.get(f[1], 0)))
    return Tracker(by_suit, cards=tuple(CardCount(rank, suit, max(0, total[(rank, suit)] - gone[(rank, suit)]),
                                                  total[(rank, suit)]) for rank, suit in order))
