"""The hard player: decisions measured on worlds sampled from what the seat has seen.

Each world (engine/dapie/sample.py) deals the unseen cards consistently with the
observation; every candidate is played out in the same worlds (common random numbers)
by the normal rules (:mod:`.rollout`), every seat playing on what it could count, so
the candidates are compared on equal luck. The score of a play-out is the hand's
payment per 撇家 stake (:func:`payment_score`: win / 和牌 / lose times the special
factor of 误撇, 翻撇 or a failed 摆撇; the declarer's view, a 撇家 takes the opposite),
with the points against the contract as a small tie-break.

Only the card play is searched (:func:`best_card`): every legal card; the normal player's
card stays unless another is better by more than ``SWITCH_Z`` standard errors of the paired
differences. Bidding, trump, 倒 and the answer stay the normal player's estimate: measured on
play-outs that show every hand, they overrated the declarer, and with them the hard player did
not beat the normal one (bench.bench_dapie_ai). The search stops before a world it expects to run past its time budget, or at its
iteration cap, whichever comes first.
"""
from __future__ import annotations

import random
import time
from typing import Sequence

from engine.cards import Card
from engine.dapie.position import Position
from engine.dapie.rules import SPECIAL
from engine.dapie.sample import sample_world
from engine.dapie.score import outcome_of, special_of
from engine.dapie.view import DapieObservation

from .rollout import play_out

#: Weight of the points against the contract in a play-out's score: only a tie-break between
#: cards whose payments are equal (one point is worth 0.005 of a stake).
MARGIN_WEIGHT = 0.005
#: Play-outs have every seat play by the normal rules on what it could count (its hand, the
#: cards still out, the voids shown) rather than on the open hands of the sampled world.
COUNTING = True
#: The normal player's card is kept unless another's mean is higher by more than this many
#: standard errors of the paired differences (0: any strictly better mean; ties stay normal's).
SWITCH_Z = 0.0


def payment_score(pos: Position, contract: int) -> float:
    """A finished play-out in payment units per 撇家 stake, the declarer's view: the outcome
    times its special factor (误撇 / 翻撇 / a failed 摆撇), plus the points against the contract
    as a tie-break (the stakes and 翻坎 are the same for every candidate and left out)."""
    points = pos.declarer_points()
    if pos.failed:
        return -float(SPECIAL["baipie"])
    special = special_of(points, pos.opponent_points(), False)
    factor = SPECIAL[special] if special else 1
    outcome = outcome_of(points, contract, False, False)
    sign = 1.0 if outcome == "win" else (-1.0 if outcome == "loss" else 0.0)
    return sign * factor + MARGIN_WEIGHT * (points - contract)


def best_card(obs: DapieObservation, legal: Sequence[Card], rng: random.Random, budget: float,
              cap: int, default: Card | None = None) -> Card:
    """The card with the best mean payment over the same sampled worlds (common random numbers).
    With a ``default`` (the normal player's card) another card is chosen only when it beats the
    default by more than ``SWITCH_Z`` standard errors of their paired differences."""
    if len(legal) == 1:
        return legal[0]
    sign = 1.0 if obs.seat == obs.declarer else -1.0
    scores: list[list[float]] = [[] for _ in legal]
    start = time.perf_counter()
    per_world = 0.0
    for n in range(cap):
        elapsed = time.perf_counter() - start
        if n and elapsed + per_world > budget:
            break
        base = sample_world(obs, rng).position()
        for i, card in enumerate(legal):
            pos = base.copy()
            pos.play(card)
            play_out(pos, COUNTING)
            scores[i].append(sign * payment_score(pos, obs.contract))
        per_world = (time.perf_counter() - start) / (n + 1)
    n = len(scores[0])
    means = [sum(row) / n for row in scores]
    best = max(range(len(legal)), key=lambda i: means[i])
    if default is None or default not in legal or n < 2:
        return legal[best]
    d = legal.index(default)
    if best == d:
        return default
    diffs = [a - b for a, b in zip(scores[best], scores[d])]
    mean = sum(diffs) / n
    var = sum((x - mean) ** 2 for x in diffs) / (n - 1)
    error = (var / n) ** 0.5
    return legal[best] if mean > 0 and mean > SWITCH_Z * error else default

