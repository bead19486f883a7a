"""The hard 吃苍蝇 player: the shared search over sampled worlds, for the play and the declaration.

Each world (the engine's :func:`~engine.climbing.variants.chicangying.sample_world`) deals
the unseen cards at random *and* places the partner card where this seat cannot rule it
out, so the partnership of a world is one the seat must reckon with. Play: the normal
policy's best few moves, each played to the hand's end by the team policy and scored by
the game's own ``score_position`` (:func:`ai.climbing.teams.search_play`). Declaration:
the dealer's choices (with a partner or the named card, 明独, 暗独) are each applied to a
copy of the same world and played out the same way.
"""
from __future__ import annotations

import random
from dataclasses import replace

from ai.climbing import teams
from ai.climbing.search import SearchSettings, finish, search
from ai.climbing.teams import TeamView
from engine.actions import Pass
from engine.climbing.variants.chicangying import GoAlone, NameCard, sample_world

from .cards import SENSE
from .knowledge import view_of_position
from .policy import best_name, choose_declaration, choose_play


def playout_policy(position):
    lead = position.lead
    if lead is not None and not SENSE.moves.responses(position.hands[position.to_act], lead):
        return None
    return teams.choose_play(view_of_position(position), SENSE)


def search_play(observation, view: TeamView, rng: random.Random, settings: SearchSettings):
    return teams.search_play(observation, view, SENSE, rng, settings, sample_world, view_of_position,
                             choose_play(observation, view))


def declaration_candidates(obs, legal) -> list:
    """The normal player's choice first, then the other reasonable ones."""
    first = choose_declaration(obs, legal)
    found = [first]
    names = [a for a in legal if isinstance(a, NameCard)]
    others = [a for a in legal if isinstance(a, (Pass, GoAlone))]
    if names:
        others.append(best_name(obs, names))
    for action in others:
        if action not in found:
            found.append(action)
    return found


def search_declaration(obs, legal, rng: random.Random, settings: SearchSettings):
    candidates = declaration_candidates(obs, legal)
    if len(candidates) == 1:
        return candidates[0]
    me = obs.seat

    def evaluate(world, action) -> float:
        twin = world.clone()
        twin.apply(me, action)
        end = finish(twin.position(), playout_policy)
        return twin.score_position(end).deltas[me]

    # a world here is a whole hand per choice, from the deal: leave room for the last one
    settings = replace(settings, time_budget=settings.time_budget * 0.75)
    outcome = search(candidates, lambda r: sample_world(obs, r), evaluate, rng, settings)
    return candidates[outcome.best]
