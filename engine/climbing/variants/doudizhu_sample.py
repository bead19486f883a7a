"""The hidden-world sampler of 斗地主 for search bots (re-exported by :mod:`engine.climbing.variants.doudizhu`).

Kept apart from the state machine only to keep modules small; it builds a
:class:`~engine.climbing.variants.doudizhu.DoudizhuState` from a seat's observation.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...cards import Card, full_deck
from ..sample import deal_unseen, restore_round
from ..combos import classify
from ..ranks import DOUDIZHU_ORDER
from ..tables import DOUDIZHU, ROCKET
from .doudizhu_view import DoudizhuObservation

if TYPE_CHECKING:
    from .doudizhu import DoudizhuState

_PACK = DOUDIZHU_ORDER.pack


def sample_world(observation: DoudizhuObservation, rng: random.Random, state_class=None) -> DoudizhuState:
    """A full state consistent with ``observation``, ready to play on.

    The observer's own hand is kept; every card the observer has not seen is dealt
    at random to the other seats in their counts (and to the kitty while it is
    hidden). Cards the table has shown stay where they are known to be: the
    face-up card with its holder, the shown kitty with the landlord, unless played.
    The new state has its own generator drawn from ``rng``.
    """
    from .doudizhu import KITTY_SIZE, DoudizhuState  # that module imports this one

    state_class = state_class or DoudizhuState
    state = state_class.__new__(state_class)
    state._setup(dict(observation.options), random.Random(rng.getrandbits(64)))
    state.initial_events = []
    known: dict[int, set[Card]] = {}
    if observation.kitty and observation.landlord is not None:
        known[observation.landlord] = set(observation.kitty)
    face, holder = observation.face_up_card, observation.face_up_seat
    if face is not None and holder is not None:
        known.setdefault(holder, set()).add(face)
    state.hands, unseen = deal_unseen(observation, full_deck(), rng, known)
    state._recount()
    state.kitty = tuple(observation.kitty) if observation.kitty else tuple(unseen[:KITTY_SIZE])
    _restore_public(state, observation)
    return state


def _restore_public(state: DoudizhuState, obs: DoudizhuObservation) -> None:
    """Copy the public facts of an observation into a sampled state."""
    state.restore_public(obs)
    state.kitty_shown = bool(obs.kitty)
    state.face_up_card, state.face_up_seat = obs.face_up_card, obs.face_up_seat
    state.bids = list(obs.bids)
    for seat, value in obs.bids:
        if value:
            state.high_bid, state.high_bidder = value, seat
    state.landlord = obs.landlord
    state.doubled = list(obs.doubled)
    state.redoubled = obs.redoubled
    state.round = restore_round(obs, state.packed, state.moves, state.round_rules, _rocket)
    state._turn = obs.to_act[0] if obs.to_act and obs.phase != "play" else None
    # the bombs come from the observation: a play with wild cards (癞子) may have been read as a
    # bomb or not, which its cards alone do not say
    state.round.bombs = obs.bombs_played - state.round.rockets


def _rocket(cards) -> str | None:
    """"rocket" for a past play that was the rocket (the other bombs are counted from the view)."""
    found = classify(_PACK(cards), None, DOUDIZHU)
    return "rocket" if found is not None and found.kind == ROCKET else None
