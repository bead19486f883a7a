"""The level benchmark gives the hard players their idle-machine search under any load."""
import random
import time

from ai.climbing.search import SearchSettings
from bench.processor_clock import thinking_in_processor_time


def _worlds(settings: SearchSettings) -> int:
    from ai.climbing.search import search

    def evaluate(world, candidate):      # waiting without using the processor, as when another
        time.sleep(0.02)                 # process has the core
        return float(candidate)
    return search([0, 1], lambda rng: None, evaluate, random.Random(1), settings).worlds


def test_time_waiting_for_the_processor_does_not_shorten_the_search():
    settings = SearchSettings(time_budget=0.05, iterations=12, min_worlds=100)
    assert _worlds(settings) < 6                      # the wall clock stops it early
    with thinking_in_processor_time():
        assert _worlds(settings) == 6                 # processor time: up to its cap of worlds
    assert _worlds(settings) < 6                      # and the app's clock is back afterwards


def test_every_search_module_reads_the_processor_clock_inside_and_the_wall_clock_after():
    import importlib

    shengji = importlib.import_module("ai.shengji.search")

    with thinking_in_processor_time():
        assert shengji.time.perf_counter is time.process_time
    assert shengji.time is time
