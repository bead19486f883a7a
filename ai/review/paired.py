"""The one verdict every sampled review gives: two moves made on the same worlds, is the one the
computer player chose better by more than the noise?

Why paired: both moves are played on each world (common random numbers), so what the deal
did to both cancels and only what the move changed is left in the differences.
"""
from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Paired:
    """``mean`` gain of the better move over the move played (± ``error``, one standard error)
    over ``worlds``; the shares of worlds each move came out ahead (``won_played``, ``won_better``)."""

    mean: float
    error: float
    won_played: float
    won_better: float
    worlds: int

    def clearly(self, least: float, noise: float) -> bool:
        """Above ``least`` and above ``noise`` standard errors."""
        return self.mean >= least and self.mean > noise * self.error


def paired(outcomes: list[tuple[float, float]]) -> Paired | None:
    """The verdict of ``(played, better)`` outcomes, world by world (None: fewer than two)."""
    n = len(outcomes)
    if n < 2:
        return None
    diffs = [b - a for a, b in outcomes]
    mean = sum(diffs) / n
    error = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
    return Paired(mean, error, sum(a > 0 for a, _ in outcomes) / n, sum(b > 0 for _, b in outcomes) / n, n)
