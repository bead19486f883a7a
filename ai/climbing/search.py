"""The hard players' search: compare a few candidate moves over sampled worlds.

Determinised Monte-Carlo search, the same for every climbing game: deal the
unseen cards at random in a way consistent with what the seat has seen (the
game's ``sample_world``), play each candidate and then the rest of the hand
to its end with a fast policy, score the outcome with the game's own scoring,
and pick the candidate with the best average (or, with ``confidence``, keep the
first candidate unless another clearly beats it).

Every candidate is played out in the same worlds (common random numbers), so
the comparison is fair even with few samples. The loop stops at the first of:
the iteration cap (play-outs in total), the time budget (before a world that
would, at the average pace so far, end past it), or one candidate clearly ahead (its mean beats the runner-up's by more than ``margin``
standard errors of the paired difference, after ``min_worlds`` worlds). A
single candidate is returned without searching.

Everything game-specific comes in as functions: ``sample(rng)`` makes one
world, ``evaluate(world, candidate)`` plays it out and returns the searching
seat's outcome (typically with :func:`play_out` and the game's scoring).
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, replace
from typing import Any, Callable, Sequence

#: A play-out that never ends would be a bug; this bounds it all the same.
MAX_PLAYOUT_STEPS = 600


@dataclass(frozen=True)
class SearchSettings:
    """How hard the search thinks.

    ``time_budget`` seconds and ``iterations`` play-outs (candidates × worlds)
    both cap a decision; ``width`` candidates are compared; a clear winner may
    stop the search after ``min_worlds`` worlds, when it leads by ``margin``
    standard errors. With ``confidence`` above 0, a candidate other than the
    first (the policy's own choice) is picked only when it beats the first by
    that many standard errors (:func:`beats_first`).
    """

    time_budget: float = 1.0
    iterations: int = 400
    width: int = 4
    min_worlds: int = 12
    margin: float = 3.0
    confidence: float = 0.0


def current_settings(bot) -> SearchSettings:
    """A hard bot's ``settings`` with its ``time_budget`` attribute, which callers (tests, the
    benchmarks) may change on the bot after making it."""
    settings = bot.settings
    if settings.time_budget != bot.time_budget:
        settings = replace(settings, time_budget=bot.time_budget)
    return settings


@dataclass(frozen=True)
class SearchOutcome:
    """What a search found: the index of the best candidate, every candidate's mean
    outcome, the worlds sampled and why it stopped (``single``, ``iterations``,
    ``time`` or ``clear``)."""

    best: int
    means: tuple[float, ...]
    worlds: int
    stopped: str


def search(candidates: Sequence[Any], sample: Callable[[random.Random], Any],
           evaluate: Callable[[Any, Any], float], rng: random.Random,
           settings: SearchSettings = SearchSettings(),
           clock: Callable[[], float] = time.perf_counter) -> SearchOutcome:
    """Evaluate every candidate in the same sampled worlds until a stop rule fires.

    Ties go to the earlier candidate, so a policy's own choice listed first
    wins when the search cannot tell the moves apart.
    """
    n = len(candidates)
    if n <= 1:
        return SearchOutcome(0, (0.0,) * n, 0, "single")
    start = clock()
    deadline = start + settings.time_budget
    totals = [0.0] * n
    outcomes: list[list[float]] = [[] for _ in range(n)]
    worlds = 0
    stopped = "iterations"
    while (worlds + 1) * n <= settings.iterations:
        world = sample(rng)
        for k, candidate in enumerate(candidates):
            value = evaluate(world, candidate)
            totals[k] += value
            outcomes[k].append(value)
        worlds += 1
        now = clock()
        if now + (now - start) / worlds >= deadline:  # the next world would not finish in time
            stopped = "time"
            break
        if worlds >= settings.min_worlds and _clear_winner(totals, outcomes, settings.margin):
            stopped = "clear"
            break
    if not worlds:
        return SearchOutcome(0, (0.0,) * n, 0, stopped)
    best = max(range(n), key=lambda k: (totals[k], -k))
    if best and settings.confidence > 0 and not beats_first(outcomes[best], outcomes[0], settings.confidence):
        best = 0
    return SearchOutcome(best, tuple(t / worlds for t in totals), worlds, stopped)


def _clear_winner(totals: list[float], outcomes: list[list[float]], margin: float) -> bool:
    """Whether the best mean beats the runner-up's by more than ``margin`` standard errors."""
    order = sorted(range(len(totals)), key=lambda k: -totals[k])
    mean, error = paired_lead(outcomes[order[0]], outcomes[order[1]])
    return mean > margin * error + 1e-9


def beats_first(mine: list[float], first: list[float], confidence: float) -> bool:
    """Whether a candidate's outcomes beat the first candidate's by more than ``confidence``
    standard errors (at least two worlds needed).

    The best of a few noisy means is often just the luckiest; when the first candidate is
    a good policy's own choice, it is the better bet unless another is clearly ahead."""
    if len(mine) < 2:
        return False
    mean, error = paired_lead(mine, first)
    return mean > confidence * error


def paired_lead(mine: list[float], other: list[float]) -> tuple[float, float]:
    """How far outcomes ``mine`` lead ``other`` on average, and the standard error of that
    lead, from the per-world differences: both were played in the same worlds, so the
    worlds' own luck cancels out."""
    n = len(mine)
    diffs = [a - b for a, b in zip(mine, other)]
    mean = sum(diffs) / n
    variance = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    return mean, math.sqrt(variance / n)


def play_out(position, first, policy: Callable[[Any], Any], max_steps: int = MAX_PLAYOUT_STEPS):
    """Make ``first`` for the seat to act, then ``policy(position)`` for everyone to the hand's end.

    ``position`` is a :class:`~engine.climbing.round.Round` (changed in place and
    returned); a move of None is a pass.
    """
    _step(position, first)
    return finish(position, policy, max_steps)


def finish(position, policy: Callable[[Any], Any], max_steps: int = MAX_PLAYOUT_STEPS):
    """``policy(position)`` for every seat in turn until the hand ends (``position`` changed in
    place and returned). A play-out that never ends would be a bug; ``max_steps`` bounds it."""
    steps = 0
    while position.winner is None:
        _step(position, policy(position))
        steps += 1
        if steps > max_steps:
            raise RuntimeError("a play-out did not finish")
    return position


def _step(position, move) -> None:
    if move is None:
        position.pass_turn()
    else:
        position.play(move)
