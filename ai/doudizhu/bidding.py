"""叫分, 倒 and 踢回: how much a hand is worth before the play, as a chance of winning.

The estimates are measured, not guessed: :mod:`.bid_model` holds logistic fits of
"the landlord wins" on a few features of a hand (:func:`hand_features`: the jokers,
the 2s, the As and Ks, the bombs, how many plays the hand splits into, and its loose
low singles and pairs), fitted on play-outs of seeded deals with the normal policy in every seat
(``bench/calibrate_doudizhu_bids.py``, which also reports the calibration on held-out
deals). Three estimates:

- :func:`landlord_chance`: P(I win as landlord | my 17 cards before the kitty) — the bid;
- :func:`landlord_chance_after_kitty`: P(I win | my 20 cards, a farmer doubled) — 踢回;
- :func:`farmer_chance`: P(the farmers win | my 17 farmer cards, the landlord's bid) — 倒.

The decisions, from what they stake (risk-neutral; m = the bombs' and spring's factor,
the same whatever is decided, since the play never looks at the stake):

- **Bid.** The landlord at bid b wins or loses b·m from each farmer: EV ≈ 2·b·m·(2p − 1),
  positive above p = ½ and growing with b there — so bid 3 from about ½
  (``BID_THRESHOLDS[2]`` = 0.48: a 3 also ends the bidding before a stronger hand can
  take the landlord). Bids of 1 and 2 sit well below ½ because a low bid only stands
  when nobody after me outbids it, i.e. when the other hands are weak: in the
  calibration's held-out bidding a landlord who bid 2 had an estimated chance of 0.44 on
  average and won 0.59 of his hands; and passing is not free — another seat becomes
  landlord, or the deal is redealt. How far below ½ was measured, not guessed: the
  thresholds are those whose worst gain over the old strength bidding is largest,
  playing against the old bidding and against the estimate's bidding with cautious to
  very keen thresholds (every bidding rule's score is known from the play-outs). A
  threshold set that only answers itself escalates (keener each round), so robustness
  against other bidders — people among them — decided instead. The best set found was
  (0.34, 0.40, 0.48); the bid-1 threshold barely matters (a 1 is 2 bids in 100) and
  anything from 0.34 to 0.40 is within 0.005 points per hand of it, so it is 0.38: an
  ordinary hand (the median estimate is about 0.41) passes nearly as often as it bids.
  A first guess of (0.5, 0.55, 0.6) lost 0.06 points per hand to the old bidding; these
  gain 0.11–0.18 whoever the other two are.
- **倒.** A farmer who doubles doubles his own stake: EV gain ≈ b·m·(2q − 1) if the landlord
  does not answer, but the landlord answers (踢回, ×4) exactly when his 20 cards say he is
  ahead, so the farmer needs q above ½ by a margin: the measured best lies at 0.58–0.6
  (:data:`DOUBLE_AT` = 0.6; the gain is small, as a farmer's 17 cards say little and
  doubling happens in about 2 hands in 100).
- **踢回.** The landlord decides last and nobody can answer: redoubling gains
  b·m·(2p − 1) per doubling farmer, so redouble from p = ½ (:data:`REDOUBLE_AT`, also the
  measured best), with p the 20-card estimate knowing that a farmer doubled (the fit's
  ``DOUBLED_OFFSET``: a 倒 is bad news for the landlord).

:func:`strength` is the old control-point count, kept because the 癞子 variant builds its
own measure on the same :func:`bid_target` / :func:`choose_bid` (with its own ``worth``
and thresholds) and the calibration script compares against it.
"""
from __future__ import annotations

import math

from ai.reason import Reason
from engine.climbing.tables import PAIR, SINGLE

from . import bid_model
from .decompose import decompose
from .packing import ACE, BIG_JOKER, SMALL_JOKER, TWO, counts

#: The estimated P(landlord wins) from which to bid 1, 2, 3 (see the module docstring).
BID_THRESHOLDS = (0.38, 0.40, 0.48)
#: A farmer doubles (倒) when P(the farmers win) is at least this.
DOUBLE_AT = 0.6
#: The landlord, after a 倒, redoubles (踢回) when P(he wins) is at least this.
REDOUBLE_AT = 0.5
#: Singles and pairs of this rank index or below (3 … 10) are "loose low cards": they need
#: someone else's lead to be got rid of.
LOW_TOP = 7
KING = ACE - 1
#: A 17-card hand usually splits into about this many plays (the old :func:`strength`).
USUAL_PLAYS = 8


def hand_features(hand: int) -> tuple[int, ...]:
    """The features the estimates read, in :data:`bid_model.FEATURES` order.

    大王, 小王, both (the rocket), 2s, As, Ks, bombs (four of a rank), plays of the best split
    (:func:`.decompose.decompose`), and the split's loose singles and pairs of 3 … 10.
    """
    c = counts(hand)
    split = decompose(hand)
    bombs = sum(1 for n in c[:TWO + 1] if n == 4)
    low_singles = low_pairs = 0
    for _, found in split.groups:
        if found.key <= LOW_TOP:
            if found.kind == SINGLE:
                low_singles += 1
            elif found.kind == PAIR:
                low_pairs += 1
    return (c[BIG_JOKER], c[SMALL_JOKER], c[BIG_JOKER] * c[SMALL_JOKER], c[TWO], c[ACE], c[KING],
            bombs, split.plays, low_singles, low_pairs)


def logistic(weights, features, offset: float = 0.0) -> float:
    """1 / (1 + e^−z), z = intercept + Σ weight·feature + offset (weights[0] is the intercept)."""
    z = weights[0] + offset
    for w, x in zip(weights[1:], features):
        z += w * x
    if z < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))


def landlord_chance(hand: int) -> float:
    """P(landlord wins | these 17 cards, before the kitty), the normal policy playing."""
    return logistic(bid_model.LANDLORD_BEFORE_KITTY, hand_features(hand))


def landlord_chance_after_kitty(hand: int, doubled: bool = True) -> float:
    """P(landlord wins | these 20 cards with the kitty), knowing whether a farmer doubled."""
    offset = bid_model.DOUBLED_OFFSET if doubled else 0.0
    return logistic(bid_model.LANDLORD_AFTER_KITTY, hand_features(hand), offset)


def farmer_chance(hand: int, landlord_bid: int) -> float:
    """P(the farmers win | my 17 farmer cards, the landlord's bid 1 … 3)."""
    bid = min(max(int(landlord_bid), 1), len(bid_model.FARMER_BID_OFFSETS))
    return logistic(bid_model.FARMER, hand_features(hand), bid_model.FARMER_BID_OFFSETS[bid - 1])


def strength(hand: int) -> float:
    """The old control points of a packed hand: 大王 4, 小王 3 (rocket 8), each 2 two, bombs 5,
    As ½, and a bonus for a short split (the 癞子 variant's measure is built the same way)."""
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
    """The highest bid (0..3) this hand is worth: ``worth(hand)`` against ``thresholds``.

    By default the worth is :func:`landlord_chance` and the thresholds are chances; a variant
    that values its cards otherwise (癞子's 3s) passes its own measure and thresholds.
    """
    score = (worth or landlord_chance)(hand)
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
    """倒: the farmers' estimated chance is high enough to double this farmer's stake."""
    return farmer_chance(hand, landlord_bid) >= DOUBLE_AT


def wants_redouble(hand: int) -> bool:
    """踢回: asked only after a 倒, so the 20-card estimate knows a farmer doubled."""
    return landlord_chance_after_kitty(hand, doubled=True) >= REDOUBLE_AT


# --- the decisions with their reasons (issue 31: the hint says why) -----------------------------


def big_cards(hand: int) -> tuple[int, int]:
    """(jokers and 2s, bombs) of a packed hand: what a player counts before bidding."""
    c = counts(hand)
    return c[SMALL_JOKER] + c[BIG_JOKER] + c[TWO], sum(1 for n in c[:TWO + 1] if n == 4)


def explain_bid(hand: int, current_high: int, thresholds=BID_THRESHOLDS) -> tuple[int, Reason]:
    """:func:`choose_bid` (by :func:`landlord_chance`) and why: the chance it read, and the big
    cards behind it."""
    chance = landlord_chance(hand)
    target = bid_target(hand, thresholds)
    percent = round(100 * chance)
    if target and target > current_high:
        big, bombs = big_cards(hand)
        if bombs:
            return target, Reason.of("ddz.bid_bombs", bid=target, big=big, bombs=bombs, percent=percent)
        return target, Reason.of("ddz.bid", bid=target, big=big, percent=percent)
    if target:
        return 0, Reason.of("ddz.no_bid_outbid", target=target, high=current_high)
    return 0, Reason.of("ddz.no_bid", percent=percent)


def explain_double(hand: int, landlord_bid: int) -> tuple[bool, Reason]:
    """:func:`wants_double` and the farmers' chance it read."""
    percent = round(100 * farmer_chance(hand, landlord_bid))
    if wants_double(hand, landlord_bid):
        return True, Reason.of("ddz.double", percent=percent)
    return False, Reason.of("ddz.no_double", percent=percent)


def explain_redouble(hand: int) -> tuple[bool, Reason]:
    """:func:`wants_redouble` and the landlord's chance it read."""
    percent = round(100 * landlord_chance_after_kitty(hand, doubled=True))
    if wants_redouble(hand):
        return True, Reason.of("ddz.redouble", percent=percent)
    return False, Reason.of("ddz.no_redouble", percent=percent)
