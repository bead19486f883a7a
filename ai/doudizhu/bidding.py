"""叫分, 倒 and 踢回: how much a hand is worth before the play.

A landlord plays alone against two, so only a hand that can win the lead
back several times should bid: the jokers, the 2s and the bombs are the
cards that do that, and a hand that splits into few plays needs fewer of them.
The strength is a count of those "control" points plus a bonus for a short
decomposition; the thresholds below were set so that an ordinary hand passes,
a hand with a couple of controls bids 1 or 2, and a rocket or bomb with 2s bids 3.
"""
from __future__ import annotations

from .decompose import decompose
from .packing import ACE, BIG_JOKER, SMALL_JOKER, TWO, counts

#: Strength at which to bid 1, 2, 3.
BID_THRESHOLDS = (5.0, 7.0, 9.0)
#: A farmer doubles (倒) from this strength on; the landlord redoubles (踢回) from ``REDOUBLE``.
DOUBLE_AT = 8.5
REDOUBLE_AT = 12.0
#: A 17-card hand usually splits into about this many plays.
USUAL_PLAYS = 8


def strength(hand: int) -> float:
    """Control points of a packed hand: 大王 4, 小王 3 (rocket 8), each 2 two, bombs 5, As ½."""
    c = counts(hand)
    points = 0.0
    if c[SMALL_JOKER] and c[BIG_JOKER]:
        points += 8
    else:
        points += 3 * c[SMALL_JOKER] + 4 * c[BIG_JOKER]
    points += 2 * c[TWO]
    points += 0.5 * c[ACE]
    points += 5 * sum(1 for n in c[:TWO] if n == 4)
    plays = decompose(hand).plays
    scale = sum(c) / 17  # the landlord's 20 cards need more plays than a farmer's 17
    points += max(-2.0, (USUAL_PLAYS * scale - plays) * 0.75)
    return points


def bid_target(hand: int, thresholds=BID_THRESHOLDS, worth=None) -> int:
    """The highest bid (0..3) this hand is worth; ``worth(hand)`` is the strength measure
    (this module's :func:`strength` unless a variant values its cards otherwise: 癞子's 3s)."""
    score = (worth or strength)(hand)
    target = 0
    for value, at in enumerate(thresholds, start=1):
        if score >= at:
            target = value
    return target


def choose_bid(hand: int, current_high: int, thresholds=BID_THRESHOLDS, worth=None) -> int:
    """The bid to make now (0 = pass): the hand's worth, if it beats the current high bid."""
    target = bid_target(hand, thresholds, worth)
    return target if target > current_high else 0


def wants_double(hand: int, landlord_bid: int) -> bool:
    """倒: a farmer with a strong hand raises the stake (less keen against a bid of 3)."""
    return strength(hand) >= DOUBLE_AT + (1.0 if landlord_bid >= 3 else 0.0)


def wants_redouble(hand: int) -> bool:
    """踢回: the landlord, after the kitty, answers a 倒 only with a very strong hand."""
    return strength(hand) >= REDOUBLE_AT
