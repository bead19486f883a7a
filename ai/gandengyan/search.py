"""The hard player's card play: the shared search over sampled 干瞪眼 worlds.

Candidates are the few moves the normal policy rates best (:func:`.policy.ranked_plays`).
Each world deals the unseen cards — the other hands and the stock's order — at random,
consistent with what this seat has seen (the engine's
:func:`~engine.climbing.variants.gandengyan.sample_world`); every candidate is played there
and the hand played to its end by the normal policy on the round's packed hands, draws
from the stock included, and scored by the game's own scoring (``world.score_position``:
cards left × card value with its bomb doublings, the one-card and 关墩墩 rules). The loop
itself is :func:`ai.climbing.search.search`.
"""
from __future__ import annotations

import random

from ai.climbing.search import SearchSettings, play_out, search
from engine.climbing.variants.gandengyan import sample_world
from engine.climbing.variants.gandengyan_moves import MOVES

from .knowledge import TableView, view_of_position
from .plan import Move
from .policy import choose_play, ranked_plays


def search_play(observation, view: TableView, rng: random.Random,
                settings: SearchSettings = SearchSettings()) -> Move | None:
    """The move with the best average outcome over sampled worlds (None: pass)."""
    candidates = ranked_plays(view, settings.width)
    if len(candidates) == 1:
        return candidates[0]
    me = view.seat
    everyone = view.everyone_draws
    dealer = observation.dealer

    def policy(position) -> Move | None:
        lead = position.lead
        if lead is not None and not MOVES.responses(position.hands[position.to_act], lead):
            return None  # most turns of a play-out: nothing answers, no view needed
        return choose_play(view_of_position(position, everyone, dealer))

    def sample(rng: random.Random):
        world = sample_world(observation, rng)
        return world, world.position()

    def evaluate(sampled, move: Move | None) -> float:
        world, root = sampled
        end = play_out(root.copy(), move, policy)
        return world.score_position(end).deltas[me]

    outcome = search(candidates, sample, evaluate, rng, settings)
    return candidates[outcome.best]
