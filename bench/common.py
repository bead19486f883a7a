"""What the climbing games' bot benchmarks share: the bots by level, the hard search's settings,
decision-time percentiles and a mean with its standard error.

Kept apart so that each benchmark (bench_ai, bench_big2_ai, bench_doudizhu_wild_ai,
bench_gandengyan_ai) holds only how its own game's hands are dealt, played and scored; games
where one seat plays for itself also share the one-seat duels (:func:`one_seat_against`,
:func:`one_seat_paired`).
"""
from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass, field
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


@dataclass
class SeatRecord:
    """The tested seat's results over many hands: score per hand and hands won."""

    title: str
    scores: list[float] = field(default_factory=list)
    wins: int = 0
    seconds: float = 0.0

    def line(self) -> str:
        n = len(self.scores)
        mean, error = mean_and_error(self.scores)
        share = self.wins / n if n else 0.0
        return (f"{self.title}: {n} hands, mean score {mean:+.2f} ± {error:.2f} SE per hand, "
                f"won {self.wins} = {share:.3f} of hands, {self.seconds:.0f} s")


@dataclass
class Paired:
    """Hard and normal in the tested seat on the same deals: the per-deal score differences."""

    hard: list[float] = field(default_factory=list)
    normal: list[float] = field(default_factory=list)
    hard_wins: int = 0
    normal_wins: int = 0
    seconds: float = 0.0

    def line(self, settings: HardSettings) -> str:
        n = len(self.hard)
        diff, error = mean_and_error([a - b for a, b in zip(self.hard, self.normal)])
        hard_mean, _ = mean_and_error(self.hard)
        normal_mean, _ = mean_and_error(self.normal)
        z = diff / error if error else 0.0
        return (f"hard vs normal, paired deals: {n} hands, hard {hard_mean:+.2f} (won {self.hard_wins}), "
                f"normal {normal_mean:+.2f} (won {self.normal_wins}) per hand in the same seat; "
                f"difference {diff:+.2f} ± {error:.2f} SE per hand ({z:.1f} standard errors), "
                f"{self.seconds:.0f} s [hard: {settings.time_budget} s, {settings.iterations} play-outs, "
                f"{settings.width} candidates]")


def one_seat_against(title: str, seats: int, play_hand: Callable, make_level: Callable, level: str,
                     others: str, hands: int, first_seed: int = 1,
                     progress: Callable[[SeatRecord], None] | None = None) -> SeatRecord:
    """``level`` in seat ``seed % seats`` against ``others`` in every other seat;
    ``play_hand(seed, bots)`` returns an outcome with ``deltas`` and ``winner``."""
    record = SeatRecord(title)
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + hands):
        seat = seed % seats
        outcome = play_hand(seed, [make_level(level if s == seat else others) for s in range(seats)])
        record.scores.append(outcome.deltas[seat])
        record.wins += outcome.winner == seat
        if progress is not None and len(record.scores) % 250 == 0:
            record.seconds = time.perf_counter() - start
            progress(record)
    record.seconds = time.perf_counter() - start
    return record


def one_seat_paired(seats: int, play_hand: Callable, make_level: Callable, hands: int,
                    settings: HardSettings, first_seed: int = 20_000,
                    progress: Callable[[Paired], None] | None = None) -> Paired:
    """Each deal twice: hard, then normal, in seat ``seed % seats`` among normal players."""
    record = Paired()
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + hands):
        seat = seed % seats
        for level, scores in (("hard", record.hard), ("normal", record.normal)):
            bots = [make_level(level if s == seat else "normal", settings) for s in range(seats)]
            outcome = play_hand(seed, bots)
            scores.append(outcome.deltas[seat])
            if outcome.winner == seat:
                if level == "hard":
                    record.hard_wins += 1
                else:
                    record.normal_wins += 1
        if progress is not None and len(record.hard) % 25 == 0:
            record.seconds = time.perf_counter() - start
            progress(record)
    record.seconds = time.perf_counter() - start
    return record
