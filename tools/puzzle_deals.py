"""Candidate 残局 positions for the puzzle generator: seeded random deals shaped like endgames.

A uniformly random deal of a few cards each is mostly singles and is decided by who holds
the biggest card; the positions players remember (and the 残局 of the big apps) are made of
groups — pairs, triples, bombs, a straight, a plane, 锄大地's five-card hands — where the
order of the plays matters. So a hand is built from groups of a rank (1–4 cards, pairs and
triples more often than chance) and now and then a chain, from what is left of one deck.

A candidate is :class:`Deal`: the cards of each seat (seat 0 the player, then
counter-clockwise), the player's side, 斗地主's landlord, and sometimes a play already on the
table from the seat before the player (``lead``), which he must beat or pass.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from engine.cards import BIG_JOKER, SMALL_JOKER, Card, full_deck

#: How many cards of a rank a group takes, and how often (a single, a pair, a triple, a bomb).
GROUP_SIZES = (1, 2, 3, 4)
GROUP_WEIGHTS = (0.42, 0.32, 0.18, 0.08)
#: Natural ranks low to high as chains run (3 … A).
CHAIN_RANKS = tuple(range(3, 15))


@dataclass(frozen=True)
class Deal:
    hands: tuple[tuple[Card, ...], ...]
    side: frozenset[int]
    landlord: int | None = None
    lead: tuple[int, tuple[Card, ...]] | None = None   # (seat, cards)


class Dealer:
    """What is left of one deck, and hands made of groups from it."""

    def __init__(self, rng: random.Random, jokers: bool = True) -> None:
        self.rng = rng
        self.left = full_deck(jokers=jokers)
        rng.shuffle(self.left)

    def of_rank(self, rank: int) -> list[Card]:
        return [card for card in self.left if card.rank == rank]

    def take(self, cards) -> tuple[Card, ...]:
        for card in cards:
            self.left.remove(card)
        return tuple(cards)

    def group_hand(self, size: int, chain_chance: float = 0.25) -> tuple[Card, ...]:
        """``size`` cards in groups of a rank, sometimes starting with a chain."""
        rng = self.rng
        hand: list[Card] = []
        if size >= 5 and rng.random() < chain_chance:
            hand += self._chain(min(size, rng.choice((5, 5, 6, 6, 7))), unit=1)
        elif size >= 6 and rng.random() < chain_chance:
            hand += self._chain(rng.choice((3, 3, 4)) * 2, unit=2)
        while len(hand) < size:
            ranks = sorted({card.rank for card in self.left} - {card.rank for card in hand})
            if not ranks:
                break
            rank = rng.choice(ranks)
            want = rng.choices(GROUP_SIZES, GROUP_WEIGHTS)[0]
            pile = self.of_rank(rank)
            hand += self.take(pile[:min(want, len(pile), size - len(hand))])
        return tuple(hand)

    def _chain(self, cards: int, unit: int) -> list[Card]:
        """A straight (unit 1) or pair chain (unit 2) of ``cards`` cards, if the deck has one."""
        length = cards // unit
        starts = [low for low in range(3, 15 - length + 1)
                  if all(len(self.of_rank(rank)) >= unit for rank in range(low, low + length))]
        if not starts:
            return []
        low = self.rng.choice(starts)
        found: list[Card] = []
        for rank in range(low, low + length):
            found += self.take(self.of_rank(rank)[:unit])
        return found

    def random_hand(self, size: int) -> tuple[Card, ...]:
        return self.take(self.left[:size])


def doudizhu_deal(rng: random.Random) -> Deal:
    """Two or three seats; the player the landlord, or a farmer (with his partner when three)."""
    dealer = Dealer(rng)
    seats = rng.choice((2, 2, 3, 3, 3))
    if seats == 2:
        sizes = (rng.randint(6, 13), rng.randint(4, 11))
        landlord = rng.choice((0, 0, 1))
    else:
        sizes = (rng.randint(6, 12), rng.randint(3, 9), rng.randint(3, 9))
        landlord = rng.choice((0, 0, 1, 2))
    hands = tuple(dealer.group_hand(size) for size in sizes)
    side = frozenset({0}) if landlord == 0 else frozenset(s for s in range(seats) if s != landlord)
    return Deal(hands, side, landlord, _maybe_lead(dealer, seats, rng, lead_cards=(1, 2, 3)))


def gandengyan_deal(rng: random.Random) -> Deal:
    """Two or three seats, each for himself; jokers are wild."""
    dealer = Dealer(rng)
    seats = rng.choice((2, 3, 3))
    sizes = (rng.randint(4, 9),) + tuple(rng.randint(2, 7) for _ in range(seats - 1))
    hands = tuple(dealer.group_hand(size, chain_chance=0.35) for size in sizes)
    return Deal(hands, frozenset({0}), None, _maybe_lead(dealer, seats, rng, lead_cards=(1, 2)))


def big2_deal(rng: random.Random) -> Deal:
    """Four seats as at the real table: the player 6–10 cards, the others a few."""
    dealer = Dealer(rng, jokers=False)
    sizes = (rng.randint(6, 10),) + tuple(rng.randint(1, 6) for _ in range(3))
    hands = []
    for number, size in enumerate(sizes):
        if size >= 5 and rng.random() < (0.6 if number == 0 else 0.3):
            hands.append(_five_card_hand(dealer, size))
        else:
            hands.append(dealer.group_hand(size, chain_chance=0.0))
    return Deal(tuple(hands), frozenset({0}), None, _maybe_lead(dealer, 4, rng, lead_cards=(1, 2, 5)))


def _five_card_hand(dealer: Dealer, size: int) -> tuple[Card, ...]:
    """A hand holding a straight, a flush or a full house, the rest at random."""
    rng = dealer.rng
    kind = rng.choice(("straight", "flush", "full_house"))
    core: list[Card] = []
    if kind == "straight":
        core = dealer._chain(5, unit=1)
    elif kind == "flush":
        suit = rng.choice(("S", "H", "C", "D"))
        pool = [card for card in dealer.left if card.suit.value == suit]
        core = list(dealer.take(rng.sample(pool, min(5, len(pool)))))
    else:
        for want in (3, 2):
            ranks = [r for r in range(2, 15) if len(dealer.of_rank(r)) >= want and r not in {c.rank for c in core}]
            if ranks:
                core += dealer.take(dealer.of_rank(rng.choice(ranks))[:want])
    return tuple(core) + dealer.random_hand(size - len(core))


def _maybe_lead(dealer: Dealer, seats: int, rng: random.Random, lead_cards) -> tuple[int, tuple[Card, ...]] | None:
    """Now and then a play already on the table, from the seat before the player (上家)."""
    if rng.random() >= 0.25:
        return None
    want = rng.choice(lead_cards)
    ranks = [r for r in sorted({card.rank for card in dealer.left} - {SMALL_JOKER, BIG_JOKER})
             if len(dealer.of_rank(r)) >= want]
    if not ranks:
        return None
    if want == 5:   # 锄大地: a five-card hand on the table
        cards = dealer._chain(5, unit=1)
        if not cards:
            return None
        return seats - 1, tuple(cards)
    return seats - 1, dealer.take(dealer.of_rank(rng.choice(ranks))[:want])


DEALS = {"doudizhu": doudizhu_deal, "big2": big2_deal, "gandengyan": gandengyan_deal}
