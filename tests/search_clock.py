"""The hard players' time budget, read on a made-up clock instead of the machine's.

Why: a test that times a search on the real clock fails on a loaded machine and
passes on a fast one whatever the code does. The shared search
(:func:`ai.climbing.search.search`) takes its clock as an argument; here every
search a bot module starts reads one that moves 0.1 s at each reading (so a
world of play-outs takes 0.1 s), and the outcomes are kept for the test to read:
how many worlds were played and why the search stopped.
"""
from __future__ import annotations

import itertools

from ai.climbing.search import SearchOutcome, search

#: Seconds the made-up clock moves at each reading (one reading per world, one at the start).
TICK = 0.1


def searches_on_a_made_up_clock(monkeypatch, module) -> list[SearchOutcome]:
    """From now on (for this test), the searches ``module`` starts read the made-up clock;
    returns the list their outcomes are appended to."""
    readings = itertools.count()
    outcomes: list[SearchOutcome] = []

    def on_a_made_up_clock(*args, **kwargs) -> SearchOutcome:
        outcomes.append(search(*args, clock=lambda: next(readings) * TICK, **kwargs))
        return outcomes[-1]

    monkeypatch.setattr(module, "search", on_a_made_up_clock)
    return outcomes
