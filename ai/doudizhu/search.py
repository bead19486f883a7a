"""The hard player's card play: determinised Monte-Carlo search.

For a decision in the play phase: take the few moves the normal policy rates
best (:func:`.policy.ranked_plays`), then repeatedly deal the unseen cards at
random in a way consistent with what this seat has seen (the engine's
:func:`~engine.climbing.variants.doudizhu.sample_world`), and in each such world play every
candidate and then the rest of the hand to the end with the normal policy on
packed counts (the engine's fast :class:`~engine.climbing.position.Position`).
A move scores what this seat would win or lose in that world, stakes, bombs
and spring included (the engine's own scoring); the best average wins.

Every candidate is played out in the same worlds (common random numbers), so
the comparison is fair even with few samples. The search stops at the first of:
the iteration budget (play-outs in total), the time budget, or one move being
clearly ahead (its mean beats the runner-up by more than three standard errors
after a minimum number of worlds). A forced move or a single candidate is
returned without searching.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from engine.climbing.variants.doudizhu import sample_world

from .counting import TableView, view_of_position
from .decompose import Move
from .policy import choose_play, ranked_plays

#: A play-out that never ends would be a bug; this bounds it all the same.
MAX_PLAYOUT_STEPS = 400


@dataclass(frozen=True)
class SearchSettings:
    """How hard the search thinks.

    ``time_budget`` seconds and ``iterations`` play-outs (candidates × worlds)
    both cap a decision; ``width`` candidate moves are compared; a clear
    winner may stop the search after ``min_worlds`` worlds.
    """

    time_budget: float = 1.0
    iterations: int = 240
    width: int = 4
    min_worlds: int = 12


def search_play(observation, view: TableView, rng: random.Random,
                settings: SearchSettings = SearchSettings()) -> Move | None:
    """The move with the best average outcome over sampled worlds (None: pass)."""
    candidates = ranked_plays(view, settings.width)
    if len(candidates) == 1:
        return candidates[0]
    start = time.perf_counter()
    deadline = start + settings.time_budget
    me = view.seat
    totals = [0.0] * len(candidates)
    squares = [0.0] * len(candidates)
    worlds = 0
    spent = 0
    while spent + len(candidates) <= settings.iterations:
        world = sample_world(observation, rng)
        root = world.position()
        for k, move in enumerate(candidates):
            outcome = playout(root.copy(), move, world, view.landlord)[me]
            totals[k] += outcome
            squares[k] += outcome * outcome
        worlds += 1
        spent += len(candidates)
        if time.perf_counter() >= deadline:
            break
        if worlds >= settings.min_worlds and _clear_winner(totals, squares, worlds):
            break
    best = max(range(len(candidates)), key=lambda k: (totals[k], -k))
    return candidates[best]


def playout(position, first: Move | None, world, landlord: int) -> tuple[int, ...]:
    """Play ``first`` for the seat to act, then the normal policy for everyone to the end.

    Returns the score deltas of the finished hand.
    """
    _step(position, first)
    steps = 0
    while position.winner is None:
        view = view_of_position(position.hands, position.to_act, landlord,
                                position.lead, position.lead_seat)
        _step(position, choose_play(view))
        steps += 1
        if steps > MAX_PLAYOUT_STEPS:
            raise RuntimeError("a play-out did not finish")
    return world.score_position(position).deltas


def _step(position, move: Move | None) -> None:
    if move is None:
        position.pass_turn()
    else:
        position.play(move)


def _clear_winner(totals, squares, n: int) -> bool:
    """Whether the best mean is more than three standard errors above the runner-up's."""
    means = [t / n for t in totals]
    order = sorted(range(len(means)), key=lambda k: -means[k])
    best, second = order[0], order[1]
    spread = 0.0
    for k in (best, second):
        variance = max(0.0, squares[k] / n - means[k] ** 2)
        spread += variance / n
    return means[best] - means[second] > 3 * math.sqrt(spread) + 1e-9
