"""Hands as packed rank counts, and the way back from a packed play to real cards.

The bots think in the engine's packed per-rank counts (four bits per rank, see
``engine.climbing.ranks``): a hand is one int, playing is a subtraction, and
every cache can use the hand as its key. Suits never matter in 斗地主, so only
the very last step — turning the chosen play into a ``Play`` of physical
cards — looks at the cards again.

Order indices: 0 … 11 are 3 … A (the ranks chains may use), 12 is the 2,
13 小王, 14 大王.
"""
from __future__ import annotations

from engine.actions import Play
from engine.cards import Card, full_deck
from engine.climbing.ranks import DOUDIZHU_ORDER, UNIT, card_total, count_at, counts

TWO = 12
SMALL_JOKER = 13
BIG_JOKER = 14
ACE = 11
RANKS = 15
ROCKET_PACKED = UNIT[SMALL_JOKER] + UNIT[BIG_JOKER]
#: Every card of the deck, packed (four of each rank, one of each joker).
FULL_DECK = DOUDIZHU_ORDER.pack(full_deck())

pack = DOUDIZHU_ORDER.pack

__all__ = [
    "TWO", "SMALL_JOKER", "BIG_JOKER", "ACE", "RANKS", "ROCKET_PACKED", "FULL_DECK", "UNIT",
    "pack", "counts", "card_total", "count_at", "play_for", "LABELS", "describe", "from_labels", "has",
]

LABELS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "小王", "大王")


def play_for(packed: int, hand: tuple[Card, ...] | list[Card]) -> Play:
    """The ``Play`` of these packed ranks from the hand, lowest card ids of each rank first.

    That is the same choice of physical cards the engine's legal list makes,
    so the action a bot returns compares equal to the legal entry.
    """
    wanted = counts(packed)
    chosen: list[Card] = []
    index = DOUDIZHU_ORDER.index
    for card in sorted(hand, key=lambda c: c.id):
        i = index(card.rank)
        if wanted[i]:
            wanted[i] -= 1
            chosen.append(card)
    if any(wanted):
        raise ValueError("the hand does not hold that play")
    return Play(tuple(chosen))


def describe(packed: int) -> str:
    """Ranks as players write them, low to high (for debugging and test messages)."""
    parts = []
    for i, n in enumerate(counts(packed)):
        parts.extend([LABELS[i]] * n)
    return " ".join(parts)


def from_labels(text: str) -> int:
    """Packed counts from rank labels ("3 3 4 10 J 2 小王"; BJ/RJ also name the jokers)."""
    aliases = {"BJ": SMALL_JOKER, "RJ": BIG_JOKER, "T": 7}
    total = 0
    for token in text.split():
        i = aliases.get(token.upper(), None)
        if i is None:
            i = LABELS.index(token.upper() if token.upper() in LABELS else token)
        total += UNIT[i]
    return total


def has(hand: int, part: int) -> bool:
    """Whether every rank count of ``part`` is at most the hand's."""
    for i in range(RANKS):
        if count_at(part, i) > count_at(hand, i):
            return False
    return True

