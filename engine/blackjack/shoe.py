"""The shoe: 1–6 shuffled decks, reshuffled when fewer than a quarter remain.

Every shuffle draws from the state's one seeded ``random.Random``, so a match
replays exactly. Cards in play are not in the shoe: a reshuffle gathers the
discards (the cards of finished rounds) and whatever was left in the shoe.
"""
from __future__ import annotations

import random

from ..cards import Card, full_deck
from .points import card_points


class Shoe:
    def __init__(self, decks: int, rng: random.Random) -> None:
        self.decks = decks
        self.rng = rng
        self.size = 52 * decks
        self.cards: list[Card] = [c for d in range(decks) for c in full_deck(d, jokers=False)]
        self.discards: list[Card] = []
        #: face-up cards seen since the last shuffle, per point class (index p-1; 9 = ten-values)
        self.seen = [0] * 10
        self.rng.shuffle(self.cards)

    @property
    def remaining(self) -> int:
        return len(self.cards)

    def needs_reshuffle(self) -> bool:
        """Fewer than a quarter of the shoe left (checked before each round's deal)."""
        return len(self.cards) * 4 < self.size

    def reshuffle(self) -> None:
        """Gather the discards into the shoe and shuffle (cards on the table stay out)."""
        self.cards.extend(self.discards)
        self.discards.clear()
        self.rng.shuffle(self.cards)
        self.seen = [0] * 10

    def draw(self) -> tuple[Card, bool]:
        """The next card, and whether the shoe had to be reshuffled first (it ran out)."""
        reshuffled = False
        if not self.cards:
            self.reshuffle()
            reshuffled = True
        return self.cards.pop(), reshuffled

    def show(self, card: Card) -> None:
        """A card became public: count it (the counting bots read this through the observation)."""
        self.seen[card_points(card) - 1] += 1

    def discard(self, cards) -> None:
        self.discards.extend(cards)
