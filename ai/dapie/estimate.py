"""How many points a declarer's hand takes with a given trump: a linear estimate whose
weights were measured against play-outs, not guessed.

``python -m ai.dapie.fit --deals 1500`` (6,000 play-outs per kind: random deals, each
suit as trump, the hand played out by the normal rules at every seat) fitted these by
least squares on the features of :func:`.hands.features`. Two models per kind:
``bid`` reads the 9 (8) cards before the kitty is known, ``play`` the hand after the
kitty was taken and 4 cards put back. Their root-mean-square errors (points) are
kept too: the bids, 倒 and the declarer's answer weigh the chance of making a contract
as a normal spread around the estimate.
"""
from __future__ import annotations

import math
from typing import Iterable

from engine.cards import SUITED_SUITS, Card, Suit
from engine.dapie.rules import DapieRules

from .hands import features

#: (variant, model) → weights in the order of ``hands.FEATURES`` (fit of 6,000 play-outs each).
WEIGHTS = {
    ("dapie", "bid"): (4.95, 2.68, 2.25, 3.52, 4.32, 5.69, 5.18, 2.68, 0.38, -2.81),
    ("dapie", "play"): (-18.75, 3.60, 2.54, 4.40, 4.76, 8.23, 5.64, 7.63, 0.83, -0.95),
    ("dapie-noace", "bid"): (9.09, 2.91, 2.81, 3.28, 6.46, 12.50, 0.97, 1.35, 0.93, -3.48),
    ("dapie-noace", "play"): (-15.81, 4.37, 3.42, 3.21, 7.49, 14.36, 1.74, 6.22, 0.15, -1.45),
}
#: The fits' root-mean-square errors, in points.
RMSE = {("dapie", "bid"): 15.7, ("dapie", "play"): 13.2,
        ("dapie-noace", "bid"): 16.5, ("dapie-noace", "play"): 12.7}


def estimate(hand: Iterable[Card], trump: Suit, rules: DapieRules, model: str = "play") -> float:
    weights = WEIGHTS[(rules.variant, model)]
    return max(0.0, min(100.0, sum(w * f for w, f in zip(weights, features(hand, trump, rules)))))


def best_trump(hand: Iterable[Card], rules: DapieRules, model: str = "bid") -> tuple[Suit, float]:
    cards = list(hand)
    scored = [(estimate(cards, suit, rules, model), -i, suit) for i, suit in enumerate(SUITED_SUITS)]
    value, _, suit = max(scored)
    return suit, value


def chance_above(value: float, threshold: float, rules: DapieRules, model: str = "play") -> float:
    """The chance that a hand estimated at ``value`` takes more than ``threshold`` points."""
    spread = RMSE[(rules.variant, model)]
    return 0.5 * (1 + math.erf((value - threshold - 2.5) / (spread * math.sqrt(2))))
