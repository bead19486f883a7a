"""叫分 with wild 3s: how much a hand is worth before the play.

As in 斗地主 (:mod:`ai.doudizhu.bidding`) the strength is a count of "control"
points — the cards and plays that win the lead back — plus a bonus for a hand
that goes out in few plays. Here the count is taken on the wild plan
(:mod:`.plan`), so a 3 that completes a bomb or a chain already shows in the
plays and the bombs, and each 3 is worth about a 2 by itself: it turns any
pair into a triple, a triple into a bomb, and a joker into a joker's bomb.
Soft bombs count less than hard ones (the hard bomb of their rank beats them);
a joker with a 3 is nearly the rocket.

The thresholds were set with the benchmark's forced-landlord hands (normal
players on both sides): they bid 1 where the landlord wins about half his
hands, and higher where he wins clearly more.
"""
from __future__ import annotations

from ai.doudizhu import bidding as plain
from ai.reason import Reason
from engine.climbing.ranks import counts
from engine.climbing.tables import BOMB, SOFT_BOMB

from .plan import plan

#: Strength at which to bid 1, 2, 3.
BID_THRESHOLDS = (9.5, 11.5, 13.5)
#: What a 3 is worth by itself (a 2 is worth 2).
WILD_POINTS = 2.5
HARD_BOMB_POINTS = 4.0
SOFT_BOMB_POINTS = 3.0
USUAL_PLAYS = 7
ACE, TWO, SMALL_JOKER, BIG_JOKER = 11, 12, 13, 14


def strength(hand: int) -> float:
    """Control points of a packed hand: jokers, 2s, 3s, bombs (hard, soft, a joker's), few plays."""
    c = counts(hand)
    points = 0.0
    if c[SMALL_JOKER] and c[BIG_JOKER]:
        points += 8
    else:
        points += 3 * c[SMALL_JOKER] + 4 * c[BIG_JOKER]
    points += 2 * c[TWO] + 0.5 * c[ACE] + WILD_POINTS * c[0]
    found = plan(hand)
    for _, group, _ in found.groups:
        if group.kind == BOMB:
            points += HARD_BOMB_POINTS
        elif group.kind == SOFT_BOMB:
            points += SOFT_BOMB_POINTS if group.key < SMALL_JOKER else 1.0
    scale = sum(c) / 17
    points += max(-2.0, (USUAL_PLAYS * scale - found.plays) * 0.75)
    return points


def bid_target(hand: int, thresholds=BID_THRESHOLDS) -> int:
    """The highest bid (0..3) this hand is worth, by :func:`strength` (the 3s valued)."""
    return plain.bid_target(hand, thresholds, strength)


def choose_bid(hand: int, current_high: int, thresholds=BID_THRESHOLDS) -> int:
    """The bid to make now (0 = pass): the hand's worth, if it beats the current high bid."""
    return plain.choose_bid(hand, current_high, thresholds, strength)


def explain_bid(hand: int, current_high: int, thresholds=BID_THRESHOLDS) -> tuple[int, Reason]:
    """:func:`choose_bid` and why: the 3s, the jokers and 2s, the bombs the plan makes of them."""
    target = bid_target(hand, thresholds)
    c = counts(hand)
    wilds, big = c[0], c[SMALL_JOKER] + c[BIG_JOKER] + c[TWO]
    if target and target > current_high:
        bombs = sum(1 for _, group, _ in plan(hand).groups if group.kind in (BOMB, SOFT_BOMB))
        if bombs:
            return target, Reason.of("ddzw.bid_bombs", bid=target, wilds=wilds, big=big, bombs=bombs)
        return target, Reason.of("ddzw.bid", bid=target, wilds=wilds, big=big)
    if target:
        return 0, Reason.of("ddz.no_bid_outbid", target=target, high=current_high)
    return 0, Reason.of("ddzw.no_bid", wilds=wilds, big=big)
