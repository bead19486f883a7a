"""What the climbing games' bot benchmarks share: the bots by level, the hard search's settings,
decision-time percentiles and a mean with its standard error.

Kept apart so that each benchmark (bench_ai, bench_big2_ai, bench_doudizhu_wild_ai) holds only
how its own game's hands are dealt, played and scored.
"""
from __future__ import annotations

import math
import statistics
from dataclasses import dataclass
from typing import Callable, Sequence

from ai.base import RandomBot


@dataclass(frozen=True)
class HardSettings:
    """The hard bot's search settings used by a benchmark run."""

    time_budget: float
    iterations: int
    width: int


def level_maker(easy: type, normal: type, hard: type, default: HardSettings) -> Callable:
    """``make_level(level, settings=default)``: a fresh bot of a level (random, easy, normal, hard)."""

    def make_level(level: str, settings: HardSettings = default):
        if level == "random":
            return RandomBot()
        if level == "easy":
            return easy()
        if level == "normal":
            return normal()
        if level == "hard":
            return hard(time_budget=settings.time_budget, iterations=settings.iterations,
                        width=settings.width)
        raise ValueError(f"unknown level {level!r}")

    return make_level


def percentiles(times: list[float]) -> tuple[float, float, float]:
    """p50, p95 and the maximum, in milliseconds."""
    ordered = sorted(times)
    if not ordered:
        return 0.0, 0.0, 0.0
    p50 = statistics.median(ordered)
    p95 = ordered[min(len(ordered) - 1, int(math.ceil(0.95 * len(ordered))) - 1)]
    return p50 * 1e3, p95 * 1e3, ordered[-1] * 1e3


def mean_and_error(values: Sequence[float]) -> tuple[float, float]:
    """Mean and its standard error."""
    n = len(values)
    if not n:
        return 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, 0.0
    return mean, statistics.stdev(values) / math.sqrt(n)
