"""A hard climbing player's time budget is its whole decision's, not only its search's.

Read on a made-up clock (no timing on the machine's): the players' work before the search (what
they know of the unseen cards, their candidate moves) moves the clock too, and the search must
stop by the budget counted from the decision's start (issue 30: hard ≤ 1 s per decision). And
while a search runs the garbage collector makes no full collections (one landing in a world made
it take half a second, past the stop rule's judgement).
"""
import gc
import importlib
import itertools
import random
from dataclasses import replace
from types import SimpleNamespace

import pytest

from ai.shuangkou import HardBot
from engine.climbing.variants.shuangkou import SPEC, new_state
from tests import playing

#: the module (``ai.climbing`` re-exports the function under the same name)
SEARCH = importlib.import_module("ai.climbing.search")


class MadeUpClock:
    """Seconds that pass only when the test says so."""

    def __init__(self) -> None:
        self.now = 0.0

    def read(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch):
    """The made-up clock as the search module's ``time.perf_counter`` (the clock
    :func:`current_settings` stamps the decision's start with and the search reads)."""
    made_up = MadeUpClock()
    monkeypatch.setattr(SEARCH, "time", SimpleNamespace(perf_counter=made_up.read))
    return made_up


def test_the_work_before_a_hard_shuangkou_search_is_inside_the_budget(monkeypatch, clock):
    """Half the second goes to what the player knows before it searches; each world of play-outs
    then takes 1/8 s. The search must end the decision by 1 s from its start: three worlds
    (0.875 s), not the eight a budget counted from the search's own start would allow (1.5 s)."""
    from ai.climbing import teams
    from ai.shuangkou import bots

    knowing = bots.view_of_observation
    playing_out = teams.play_out
    outcomes = []
    searching = teams.search

    def slow_knowledge(observation):
        clock.now += 0.5
        return knowing(observation)

    def slow_play_out(*args, **kwargs):
        clock.now += 1 / 32                      # four candidates: 1/8 s a world
        return playing_out(*args, **kwargs)

    def kept(*args, **kwargs):
        outcomes.append(searching(*args, **kwargs))
        return outcomes[-1]

    monkeypatch.setattr(bots, "view_of_observation", slow_knowledge)
    monkeypatch.setattr(teams, "play_out", slow_play_out)
    monkeypatch.setattr(teams, "search", kept)
    state = new_state(SPEC.resolved_options({}), random.Random(3))
    seat = state.to_act()[0]
    bot = HardBot(time_budget=1.0, iterations=100_000, width=4, min_worlds=100_000)
    playing.decide(bot, state, seat)
    assert [o.stopped for o in outcomes] == ["time"] and outcomes[0].worlds >= 1
    assert clock.now <= 1.0


def test_a_decision_that_spent_its_budget_before_searching_plays_one_world(clock):
    """As a search with no time left always did (the move is then little better than the
    policy's, but never a guess)."""
    settings = SEARCH.current_settings(HardBot(time_budget=1.0))
    clock.now += 1.25

    def sample(rng):
        clock.now += 0.01

    outcome = SEARCH.search(["first", "second"], sample, lambda world, move: float(move == "second"),
                            random.Random(1), replace(settings, min_worlds=100))
    assert (outcome.best, outcome.worlds, outcome.stopped) == (1, 1, "time")


def test_a_start_read_on_another_clock_is_not_compared_with_the_searchs():
    """A test's made-up clock given to the search (tests/search_clock.py) keeps its meaning:
    the budget then counts from the search's own start, as before."""
    settings = SEARCH.current_settings(HardBot(time_budget=0.25, iterations=100_000))
    readings = itertools.count()
    outcome = SEARCH.search([0, 1], lambda rng: None, lambda world, move: 0.0, random.Random(1),
                            settings, clock=lambda: next(readings) * 0.1)
    assert (outcome.stopped, outcome.worlds) == ("time", 2)


def test_the_settings_text_does_not_carry_the_decisions_start():
    """The level fingerprint hashes the shipped players' settings as text."""
    bot = HardBot()
    assert repr(SEARCH.current_settings(bot)) == repr(bot.settings)
    assert SEARCH.current_settings(bot) == bot.settings


def test_no_full_collection_while_searching_and_the_collector_as_before_after():
    before = gc.get_threshold()
    seen = []

    def evaluate(world, move):
        seen.append(gc.get_threshold())
        if len(seen) == 3:
            raise RuntimeError("a play-out went wrong")
        return 0.0

    with pytest.raises(RuntimeError):
        SEARCH.search([0, 1], lambda rng: None, evaluate, random.Random(1),
                      SEARCH.SearchSettings(time_budget=1e9, iterations=8))
    assert all(t[:2] == before[:2] and t[2] > 10 ** 9 for t in seen)
    assert gc.get_threshold() == before


def test_the_search_begins_no_world_that_would_overrun_if_as_slow_as_the_slowest_so_far():
    """Worlds vary (the hands left, the collector): one took 0.3 s, the others 0.05 s. At the
    average pace the search would go on to 0.95 s and then begin a world that may take 0.3 s;
    it stops at 0.7 s, where one more as slow as the slowest still ends by the 1 s budget."""
    clock = MadeUpClock()
    durations = itertools.chain([0.0625, 0.3125], itertools.repeat(0.0625))

    def sample(rng):
        clock.now += next(durations)

    outcome = SEARCH.search([0, 1], sample, lambda world, move: 0.0, random.Random(1),
                            SEARCH.SearchSettings(time_budget=1.0, iterations=100_000, min_worlds=100_000),
                            clock=clock.read)
    assert outcome.stopped == "time"
    assert clock.now + 0.3125 <= 1.0 < clock.now + 0.3125 + 0.0625
