"""The hard player's card play: the shared climbing search over sampled 癞子斗地主 deals.

Candidates are the few moves the normal policy rates best
(:func:`.policy.ranked_plays`: its own choice first, passing, then the cheapest
alternatives by plan cost). Each world is a deal of the unseen cards
consistent with what this seat has seen (the engine's
:func:`~engine.climbing.variants.doudizhu_wild.sample_world`, 3s and all) and
its round (``world.position()``); every candidate is played there and the
hand is played to its end by the normal policy on packed counts, and the
candidate scores what this seat would win or lose in that world — the game's
own scoring (``world.score_position``: bid, bombs soft or hard, rocket,
spring). The loop itself is :func:`ai.climbing.search.search`.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import replace

from ai.climbing.search import SearchSettings, play_out, search
from ai.reason import Reason
from engine.climbing.variants.doudizhu_wild import sample_world

from .counting import WildView, view_of_position
from .plan import WildMove
from .policy import PLAYOUT_WIDTH, choose_play, explain_play, ranked_plays

#: How many standard errors a candidate must lead the policy's own choice by to replace it.
PRIOR_MARGIN = 1.0
#: The share of the time budget the world loop may plan on (one world more may follow).
BUDGET_SHARE = 0.8


def search_play(observation, view: WildView, rng: random.Random,
                settings: SearchSettings = SearchSettings()) -> WildMove | None:
    """The move with the best average outcome over sampled worlds (None: pass)."""
    return explain_search_play(observation, view, rng, settings)[0]


def explain_search_play(observation, view: WildView, rng: random.Random,
                        settings: SearchSettings = SearchSettings()) -> tuple[WildMove | None, Reason]:
    """:func:`search_play` and why: the worlds played out (a forced move: the policy's reason).

    The loop checks the clock between worlds, and a world's play-outs may run past
    it: it gets :data:`BUDGET_SHARE` of what is left of the budget once the
    candidates are chosen, so that the whole decision keeps within the budget.
    """
    start = time.perf_counter()
    candidates = ranked_plays(view, settings.width)
    if len(candidates) == 1:
        return candidates[0], explain_play(view)[1]
    left = settings.time_budget - (time.perf_counter() - start)
    # its own share of what is left, counted from the search's start (not again from the decision's)
    settings = replace(settings, time_budget=max(0.0, left * BUDGET_SHARE), started=None)
    me = view.seat
    landlord = view.landlord

    def policy(position) -> WildMove | None:
        return choose_play(view_of_position(position, landlord), PLAYOUT_WIDTH)

    def sample(rng: random.Random):
        world = sample_world(observation, rng)
        return world, world.position()

    index = {id(move): k for k, move in enumerate(candidates)}
    results: list[list[float]] = [[] for _ in candidates]

    def evaluate(sampled, move: WildMove | None) -> float:
        world, root = sampled
        end = play_out(root.copy(), move, policy)
        value = world.score_position(end).deltas[me]
        results[index[id(move)]].append(value)
        return value

    outcome = search(candidates, sample, evaluate, rng, settings)
    best = _trusted(outcome.best, results)
    if not outcome.worlds:
        return candidates[best], explain_play(view)[1]
    return candidates[best], Reason.of("ddz.searched", worlds=outcome.worlds)


def _trusted(best: int, results: list[list[float]]) -> int:
    """The search's best, if it beats the policy's own choice (candidate 0) by more than
    :data:`PRIOR_MARGIN` standard errors of their paired difference; else the policy's choice.

    With a few dozen worlds and scores that bombs double, a move can lead by luck;
    the normal policy is a good player, so a deviation from it must show.
    """
    if best == 0:
        return 0
    n = min(len(results[0]), len(results[best]))
    if n < 2:
        return 0
    diffs = [results[best][i] - results[0][i] for i in range(n)]
    mean = sum(diffs) / n
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return best if mean > PRIOR_MARGIN * math.sqrt(variance / n) else 0
