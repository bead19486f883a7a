"""叫分, 倒 and the declarer's answer by the expected payment of the hand (issue 30).

Every choice here is weighed in base stakes, the rule file's factors included (翻坎 for
the contract, ×2 for a 倒, ×4 after a 踢回, 认输's 2 × base), from the chance that the
declarer makes his contract. The chances come from the fitted model
(:mod:`.bid_model`, made by ``python -m ai.dapie.fit_bids``): the declarer's points are
a normal spread around a line in the hand estimate (:mod:`.estimate`); a 撇家 reads the
declarer's points from the contract, how it was bid and his own cards.

The functions take plain numbers, so the fitting script replays whole auctions with
exactly the rules the table's players use. Each returns its choice and the figures that
decided it (for the hint's reason).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from engine.dapie.rules import BIDS, CONCEDE_FACTOR, MIN_BID, SEATS, fankan

from .bid_model import MODELS


def _phi(z: float) -> float:
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))


def chances(mean: float, spread: float, contract: int) -> tuple[float, float]:
    """(win, loss) of a declarer whose points spread normally around ``mean``: points come in
    fives, so more than the contract is at least contract + 5, and 和牌 lies between."""
    win = _phi((mean - contract - 2.5) / spread)
    loss = _phi((contract - 2.5 - mean) / spread)
    return win, loss


def contract_value(mean: float, spread: float, contract: int) -> float:
    """The declarer's expected gain in base stakes from three 撇家 at ×1 (no 倒)."""
    win, loss = chances(mean, spread, contract)
    return (SEATS - 1) * fankan(contract) * (win - loss)


@dataclass(frozen=True)
class BidChoice:
    """A bid (0 = pass), the points the hand is expected to take, and the bid's expected gain
    (for a pass: the gain of the best bid that was turned down)."""

    bid: int
    points: float
    value: float
    win: float
    best: int = 0       # the bid weighed (the one a pass turned down)
    loss: float = 0.0   # its chance of failing (和牌 is the rest)
    floor: float = 0.0  # the gain below which this seat passes


def choose_bid(estimate: float, variant: str, high: int, must_bid: bool, dealer: bool,
               redeals: int) -> BidChoice:
    """The bid with the best expected gain among those allowed, or a pass when the best is
    below what passing is worth to this seat: the dealer, who must bid on the third deal,
    passes less readily the nearer that deal is."""
    model = MODELS[variant]
    mean = model.bid_line[0] + model.bid_line[1] * estimate
    spread = model.bid_line[2]
    allowed = [b for b in BIDS if b > high]
    if not allowed:
        return BidChoice(0, mean, 0.0, 0.0)
    best = max(allowed, key=lambda b: (contract_value(mean, spread, b), -b))
    value = contract_value(mean, spread, best)
    win, loss = chances(mean, spread, best)
    if must_bid:
        return BidChoice(best, mean, value, win, best, loss)
    floor = model.dealer_floor[min(redeals, len(model.dealer_floor) - 1)] if dealer else model.pass_floor
    return BidChoice(best if value >= floor else 0, mean, value, win, best, loss, floor)


#: The 撇家's view of the declarer, in the order of ``bid_model.DEFENCE``.
def defence_features(trumps: int, top_trumps: int, trump_points: float, side_tops: int,
                     points_held: float, contract: int, lone_dealer: bool) -> tuple[float, ...]:
    return (1.0, float(trumps), float(top_trumps), trump_points, float(side_tops), points_held,
            contract / 10, 1.0 if lone_dealer else 0.0)


@dataclass(frozen=True)
class DoubleChoice:
    double: bool
    points: float  # the declarer's points as this 撇家 reads them
    made: float    # his chance of making the contract


def choose_double(features: Sequence[float], variant: str, contract: int) -> DoubleChoice:
    """倒 when the declarer's chance of making the contract is below the fitted threshold: a
    倒 doubles what this 撇家 wins when the declarer fails, and a weak declarer's 认输 pays
    the first who doubled."""
    model = MODELS[variant]
    mean = sum(w * f for w, f in zip(model.defence, features))
    win, _ = chances(mean, model.defence_spread, contract)
    return DoubleChoice(win < model.double_below, mean, win)


@dataclass(frozen=True)
class AnswerChoice:
    answer: str  # play_on / redouble / concede
    values: dict
    win: float


def choose_answer(estimate: float, variant: str, contract: int, doubled: Sequence[bool | None],
                  declarer: int, base: int = 1) -> AnswerChoice:
    """The answer with the best expected payment: 认输 pays 2 × base; playing on or 踢回 pays
    each 撇家 his stake times 翻坎 on the chance of making it — read from the hand after the
    kitty, lowered for every 撇家 who doubled (he saw cards the estimate cannot)."""
    model = MODELS[variant]
    doublers = sum(1 for s in range(SEATS) if s != declarer and doubled[s])
    mean = model.play_line[0] + model.play_line[1] * estimate + model.play_line[2] * doublers
    win, loss = chances(mean, model.play_line[3], contract)
    times = fankan(contract)
    stakes = [doubled[s] for s in range(SEATS) if s != declarer]
    plain = sum(2 if d else 1 for d in stakes)
    kicked = sum(4 if d else 1 for d in stakes)
    values = {"play_on": base * times * plain * (win - loss),
              "redouble": base * times * kicked * (win - loss),
              "concede": -float(CONCEDE_FACTOR * base)}
    answer = max(values, key=lambda k: (values[k], k == "play_on"))
    return AnswerChoice(answer, values, win)


__all__ = ["BidChoice", "DoubleChoice", "AnswerChoice", "choose_bid", "choose_double", "choose_answer",
           "defence_features", "chances", "contract_value", "MIN_BID"]
