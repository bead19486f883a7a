"""Playing whole hands between bots, for tests and benchmarks.

The driver follows docs/CONTRACTS.md: during the deal each seat that may declare
is asked (a declaration is applied, then the seats are asked again), otherwise
the table deals the next card; then the dealer buries and the tricks are played.
Every bot sees only ``state.observe(seat)`` and ``state.legal_actions(seat)``.
"""
from __future__ import annotations

import random
import time
from typing import Callable, Sequence

from engine.actions import Pass
from engine.game import TABLE
from engine.shengji.actions import Declare

#: Called with (seat, phase, seconds) after each bot decision (benchmarks time them).
Timer = Callable[[int, str, float], None]


def play_hand(state, bots: Sequence, rng: random.Random, timer: Timer | None = None,
              check: bool = False) -> None:
    """Play the state's current hand to its end (``hand_over`` or ``match_over``).

    ``check``: validate every bot action with the engine first (tests)."""
    def ask(seat):
        observation = state.observe(seat)
        legal = state.legal_actions(seat)
        started = time.perf_counter()
        action = bots[seat].choose(observation, legal, rng)
        if timer is not None:
            timer(seat, observation.phase, time.perf_counter() - started)
        if check:
            state.validate(seat, action)
        return action

    while state.phase not in ("hand_over", "match_over"):
        if state.phase == "deal" and state.reviewing:   # "after" timing: one seat asked at a time
            seat = state.review_seat
            state.apply(seat, ask(seat))
        elif state.phase == "deal":
            declared = False
            for seat in state.to_act():
                if seat == TABLE:
                    break
                action = ask(seat)
                if isinstance(action, Declare):
                    state.apply(seat, action)
                    declared = True
                    break
                if not isinstance(action, Pass):
                    raise ValueError(f"a bot answered {action!r} during the deal")
            if not declared:
                state.apply(TABLE, state.legal_actions(TABLE)[0])
        else:
            seat = state.to_act()[0]
            state.apply(seat, ask(seat))
