"""How a 斗地主 hand stands at the start of a trick: the hard player's search leaves.

The search plays each candidate out in sampled worlds. Played to the very end with the
normal policy, every world's outcome hangs on the policy's own blunders many tricks later;
stopped a trick or two after the candidate and judged by a model of how such positions
end, the comparison keeps what the candidate changed (the cards it shed, the lead it won
or gave away) and averages over the rest. The model is a logistic regression of "the
landlord wins" on each seat's hand as the policy sees it (cards, plays left, the split's
strength, bombs) and who leads, fitted on seeded normal self-play by
``python -m bench.fit_doudizhu_leaf --write`` (weights in :mod:`.leaf_model`).
"""
from __future__ import annotations

import math

from engine.climbing.tables import BOMB, ROCKET

from .decompose import decompose
from .leaf_model import WEIGHTS
from .packing import card_total

_BOMBS = (BOMB, ROCKET)


def seat_features(hand: int) -> tuple[float, float, float, float]:
    """One seat's hand: cards, plays to empty it, the split's score / 10, bombs kept."""
    split = decompose(hand)
    bombs = sum(1 for _, found in split.groups if found.kind in _BOMBS)
    return float(card_total(hand)), float(split.plays), split.score / 10.0, float(bombs)


def features(hands, leader: int, landlord: int) -> tuple[float, ...]:
    """The model's inputs at a trick start: the landlord's, the next farmer's and the other
    farmer's hands, who leads, and the signs of a leader one play from out."""
    first, second = (landlord + 1) % 3, (landlord + 2) % 3
    lord, one, two = seat_features(hands[landlord]), seat_features(hands[first]), seat_features(hands[second])
    by_first = 1.0 if leader == first else 0.0
    by_second = 1.0 if leader == second else 0.0
    lord_out = 1.0 if leader == landlord and lord[1] <= 1 else 0.0
    farmer_out = by_first * (one[1] <= 1) + by_second * (two[1] <= 1)
    return (*lord, *one, *two, by_first, by_second, min(one[1], two[1]), lord_out, float(farmer_out))


def landlord_chance(hands, leader: int, landlord: int) -> float:
    """The model's chance that the landlord wins from a trick start where ``leader`` leads."""
    z = WEIGHTS[0]
    for weight, x in zip(WEIGHTS[1:], features(hands, leader, landlord)):
        z += weight * x
    if z < -30.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-z))
