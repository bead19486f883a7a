"""The tests' made-up clocks (tests/search_clock.py) reach every clock the players read.

A hard player's search stops at its play-out cap or at its time budget, whichever comes first;
on the machine's clock the budget binds sooner the more loaded the machine is, so a test whose
search can reach its budget must read a made-up clock (or have a budget its cap never reaches).
This keeps the list of modules that read the clock (``CLOCK_READERS``) whole.
"""
from __future__ import annotations

import ast
import importlib
import pathlib

from tests.search_clock import CLOCK_READERS, MadeUpTime, every_clock_made_up

AI_ROOT = pathlib.Path(__file__).resolve().parents[2] / "ai"
#: Modules of ai/ that read the clock but decide nothing: the self-play harness times decisions
#: for the benchmarks.
NOT_DECIDING = {"ai.shengji.selfplay"}


def _imports_of_time(path: pathlib.Path) -> tuple[bool, bool]:
    """(imports the module ``time``, imports names from it)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    whole = any(isinstance(node, ast.Import) and any(a.name == "time" for a in node.names)
                for node in ast.walk(tree))
    names = any(isinstance(node, ast.ImportFrom) and node.module == "time" for node in ast.walk(tree))
    return whole, names


def test_every_module_of_the_players_that_reads_the_clock_is_listed():
    readers, by_name = set(), []
    for path in sorted(AI_ROOT.rglob("*.py")):
        module = ".".join(path.relative_to(AI_ROOT.parent).with_suffix("").parts)
        whole, names = _imports_of_time(path)
        if whole:
            readers.add(module)
        if names:
            by_name.append(module)
    assert not by_name, f"read the clock through names a test cannot replace: {by_name}"
    assert readers - NOT_DECIDING == set(CLOCK_READERS)


def test_the_listed_modules_read_the_made_up_clock(monkeypatch):
    every_clock_made_up(monkeypatch, tick=0.5)
    for name in CLOCK_READERS:
        clock = importlib.import_module(name).time
        assert isinstance(clock, MadeUpTime)
        assert [clock.perf_counter(), clock.process_time(), clock.perf_counter()] == [0.0, 0.5, 1.0]


def test_a_budget_on_the_made_up_clock_stops_the_search_whatever_the_machine(monkeypatch):
    """锄大地's hard player with 0.25 s and a cap of a million play-outs, on a clock that moves
    0.1 s at each reading: the decision begins at 0 s (its budget counts from there), the search
    at 0.1 s, the first world ends at 0.2 s, and a second would end at 0.3 s: one is played."""
    import random

    from ai.big2 import HardBot
    from ai.big2 import search as big2_search
    from engine.actions import Play
    from engine.match import Match

    outcomes = []
    real = big2_search.search

    def kept(*args, **kwargs):
        outcomes.append(real(*args, **kwargs))
        return outcomes[-1]

    every_clock_made_up(monkeypatch)
    monkeypatch.setattr(big2_search, "search", kept)
    state = Match.new("big2", seed=3).state
    seat = state.to_act()[0]
    state.apply(seat, next(a for a in state.legal_actions(seat) if isinstance(a, Play) and len(a.cards) == 1))
    seat = state.to_act()[0]
    action = HardBot(time_budget=0.25, iterations=1_000_000).choose(state.observe(seat), state.legal_actions(seat),
                                                                     random.Random(1))
    assert action in state.legal_actions(seat)
    assert [(outcome.stopped, outcome.worlds) for outcome in outcomes] == [("time", 1)]
