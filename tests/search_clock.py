"""The hard players' time budget, read on a made-up clock instead of the machine's.

Why: a test that times a search on the real clock fails on a loaded machine and
passes on a fast one whatever the code does. The shared search
(:func:`ai.climbing.search.search`) takes its clock as an argument; here every
search a bot module starts reads one that moves 0.1 s at each reading (so a
world of play-outs takes 0.1 s), and the outcomes are kept for the test to read:
how many worlds were played and why the search stopped.

:func:`every_clock_made_up` goes further: every module of the players that reads the clock
(:data:`CLOCK_READERS`: the shared search, the games that time their own searches, the reviews)
reads a made-up one. A test that only needs a seed to give one choice gives its hard bot a budget
that never binds (:data:`CAP_BINDS`), so the play-out cap ends every search.
"""
from __future__ import annotations

import importlib
import itertools
import time

from ai.climbing.search import SearchOutcome, search

#: Seconds the made-up clock moves at each reading (one reading per world, one at the start).
TICK = 0.1

#: The time budget of a test's hard bot whose play-out cap is small: no limit (as
#: bench.level_fingerprint's), so the cap (or a clear winner), never the machine's clock, ends
#: each search, and a seed gives one choice however loaded or slow the machine is (a budget of a
#: second or of a minute binds first once the machine is slow enough). A test about the budget
#: itself reads a made-up clock instead.
CAP_BINDS = 1e9


def searches_on_a_made_up_clock(monkeypatch, *modules) -> list[SearchOutcome]:
    """From now on (for this test), the searches each of ``modules`` starts read the made-up clock
    (name every module whose ``search`` the test's decisions reach: a 吃苍蝇 declaration is
    searched in ``ai.chicangying.search``, its card play in ``ai.climbing.teams``); returns the
    list their outcomes are appended to."""
    readings = itertools.count()
    outcomes: list[SearchOutcome] = []

    def on_a_made_up_clock(*args, **kwargs) -> SearchOutcome:
        outcomes.append(search(*args, clock=lambda: next(readings) * TICK, **kwargs))
        return outcomes[-1]

    for module in modules:
        monkeypatch.setattr(module, "search", on_a_made_up_clock)
    return outcomes


class MadeUpTime:
    """Stands in for the ``time`` module in a module that reads the clock itself: every reading
    of ``perf_counter``, ``process_time``, ``monotonic`` or ``time`` moves the clock ``tick``
    seconds; anything else is the real module's."""

    def __init__(self, tick: float = TICK) -> None:
        self._readings = itertools.count()
        self._tick = tick

    def perf_counter(self) -> float:
        return next(self._readings) * self._tick

    process_time = monotonic = time = perf_counter

    def __getattr__(self, name):
        return getattr(time, name)


#: Every module of the players (ai/) that reads the machine's clock while deciding or reviewing:
#: the shared search (every climbing game's hard player, ai.climbing.teams included), the games
#: whose searches time themselves, 斗地主 (癞子)'s share of its budget, and the reviews (复盘,
#: 21点's worlds too), which share a processor-time budget among decisions.
#: tests/ai/test_made_up_clocks.py checks that no other module of ai/ imports ``time``.
CLOCK_READERS = ("ai.climbing.search", "ai.dapie.search", "ai.shengji.search", "ai.mahjong.search",
                 "ai.doudizhu_wild.search", "ai.review.climbing", "ai.review.dapie", "ai.review.mahjong",
                 "ai.review.shengji", "ai.review.blackjack")


#: The made-up clock's step for the reviews' tests: a review's hard player thinks a few hundredths
#: of a second a decision, several worlds at this step.
REVIEW_TICK = 0.005


def every_clock_made_up(monkeypatch, tick: float = TICK) -> None:
    """From now on (for this test), every hard player's search and every review reads a made-up
    clock that moves ``tick`` seconds at each reading (each module its own), never the machine's:
    how far a search goes within its budget no longer depends on how loaded the machine is."""
    for name in CLOCK_READERS:
        monkeypatch.setattr(importlib.import_module(name), "time", MadeUpTime(tick))
