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
would end past it if it took as long as the longest so far: worlds vary, and the
average pace let a slow last world end a decision past its budget), or one
candidate clearly ahead (its mean beats the runner-up's by more than ``margin``
standard errors of the paired difference, after ``min_worlds`` worlds). A
single candidate is returned without searching.

The time budget is the whole decision's: it counts from the decision's start, which
:func:`current_settings` stamps on the settings when a hard player begins to decide, so what
the player does before searching (what it knows of the unseen cards, its candidates) is
inside it. And while a search runs, the garbage collector makes no full collections (see
:func:`_no_full_collections`): one of those walks every object the move and split caches
hold, and landing in a world it made that world take up to half a second.

Everything game-specific comes in as functions: ``sample(rng)`` makes one
world, ``evaluate(world, candidate)`` plays it out and returns the searching
seat's outcome (typically with :func:`play_out` and the game's scoring).
"""
from __future__ import annotations

import gc
import math
import random
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
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

    ``started`` is not a setting but the decision's start, as the clock that read it and its
    reading (:func:`current_settings` stamps it): the budget counts from there. It is left out
    of the settings' text and comparisons.
    """

    time_budget: float = 1.0
    iterations: int = 400
    width: int = 4
    min_worlds: int = 12
    margin: float = 3.0
    confidence: float = 0.0
    started: tuple[Callable[[], float], float] | None = field(default=None, repr=False, compare=False)


def current_settings(bot, clock: Callable[[], float] | None = None) -> SearchSettings:
    """The settings of the decision a hard bot is beginning: its ``settings`` with its
    ``time_budget`` attribute (which callers, tests and the benchmarks, may change on the bot
    after making it), stamped with the decision's start read now on ``clock`` (the search's
    own clock by default). Call it first thing in a decision: the time budget counts from here."""
    clock = clock or time.perf_counter
    return replace(bot.settings, time_budget=bot.time_budget, started=(clock, clock()))


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
           clock: Callable[[], float] | None = None) -> SearchOutcome:
    """Evaluate every candidate in the same sampled worlds until a stop rule fires.

    Ties go to the earlier candidate, so a policy's own choice listed first
    wins when the search cannot tell the moves apart.

    ``clock`` (seconds; the machine's ``time.perf_counter`` by default, read when the search
    starts) times the budget. It counts from ``settings.started`` when that was read on the same
    clock; otherwise (none stamped, or a test's made-up clock) from the search's own start. One
    world is always played, even with the budget spent before the search began.
    """
    n = len(candidates)
    if n <= 1:
        return SearchOutcome(0, (0.0,) * n, 0, "single")
    clock = clock or time.perf_counter
    start = clock()
    deadline = decision_start(settings, clock, start) + settings.time_budget
    totals = [0.0] * n
    outcomes: list[list[float]] = [[] for _ in range(n)]
    worlds = 0
    stopped = "iterations"
    before, longest = start, 0.0
    with _no_full_collections():
        while (worlds + 1) * n <= settings.iterations:
            world = sample(rng)
            for k, candidate in enumerate(candidates):
                value = evaluate(world, candidate)
                totals[k] += value
                outcomes[k].append(value)
            worlds += 1
            now = clock()
            longest, before = max(longest, now - before), now
            if now + longest >= deadline:  # the next world might not finish in time
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


def decision_start(settings: SearchSettings, clock: Callable[[], float], now: float) -> float:
    """When the decision began on ``clock``: ``settings.started`` if that was read on the same
    clock (a reading of another clock cannot be compared with ``now``), else ``now``."""
    stamp = settings.started
    if stamp is None or stamp[0] != clock:
        return now
    return min(stamp[1], now)


#: the third collection threshold while searches run: never reached
_NEVER = 2 ** 31 - 1
_searches_lock = threading.Lock()
_searches_running = 0
_full_threshold = 10


@contextmanager
def _no_full_collections():
    """While any search runs (in any thread), the garbage collector makes no full collections.

    Why: a full collection walks every object the program keeps, and the move lists and hand
    splits the climbing games cache are hundreds of thousands of them. Measured on 双扣's hard
    player (8 deals, processor time): 18% of its search time went to full collections, and one
    landing in a world made it take up to 650 ms instead of 10–30 ms, after the stop rule had
    judged that world would fit, so the decision ended past its budget (by up to 400 ms). The
    young generations are still collected (a few ms). The full collection that would have been
    made is made at the collector's first turn after the search: often before the next search
    starts, in the next hard decision's work before it, which that decision's budget covers."""
    global _searches_running, _full_threshold
    with _searches_lock:
        if not _searches_running:
            first, second, _full_threshold = gc.get_threshold()
            gc.set_threshold(first, second, _NEVER)
        _searches_running += 1
    try:
        yield
    finally:
        with _searches_lock:
            _searches_running -= 1
            if not _searches_running:
                first, second, _ = gc.get_threshold()
                gc.set_threshold(first, second, _full_threshold)


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
