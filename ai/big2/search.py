"""The hard player's card play: the shared search over sampled 锄大地 deals.

Candidates are the few moves the normal policy rates best
(:func:`.policy.ranked_plays`). Each world is a deal of the unseen cards
consistent with what this seat has seen (the engine's
:func:`~engine.climbing.variants.big2.sample_world`) and its round
(``world.position()``); every candidate is played there and the hand played
to its end by the normal policy on the round's card masks, and the candidate
scores what this seat would gain in that world — the game's own scoring
(``world.score_position``), so the steps for cards left and the ♠2 doubling
are all counted. The loop itself is :func:`ai.climbing.search.search`.
"""
from __future__ import annotations

import random

from ai.climbing.search import SearchSettings, play_out, search
from engine.climbing.variants.big2 import sample_world

from .counting import TableView, view_of_position
from .decompose import Move
from .policy import choose_play, ranked_plays


def playout_policy(position) -> Move | None:
    """The normal policy for the seat to act in a play-out round."""
    return choose_play(view_of_position(position))


def search_play(observation, view: TableView, rng: random.Random,
                settings: SearchSettings = SearchSettings()) -> Move | None:
    """The move with the best average outcome over sampled worlds (None: pass)."""
    candidates = ranked_plays(view, settings.width)
    if len(candidates) == 1:
        return candidates[0]
    me = view.seat

    def sample(rng: random.Random):
        world = sample_world(observation, rng)
        return world, world.position()

    def evaluate(sampled, move: Move | None) -> float:
        world, root = sampled
        end = play_out(root.copy(), move, playout_policy)
        return world.score_position(end).deltas[me]

    outcome = search(candidates, sample, evaluate, rng, settings)
    return candidates[outcome.best]
