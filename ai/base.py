"""The bot interface: observation + legal actions + rng -> action.

A bot is given only what a person in its seat would see (the frozen
observation the engine produced for that seat) and the list of legal actions.
It never receives the game state, so it cannot peek. Search bots rebuild
possible worlds from the observation with the engine's sampler.
"""
from __future__ import annotations

import random
from typing import Any, Protocol, Sequence

from engine.actions import Action

LEVELS = ("easy", "normal", "hard")


class Bot(Protocol):
    """Anything with ``choose``. ``time_budget`` (seconds) bounds a search; simple bots ignore it."""

    time_budget: float

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        ...


class RandomBot:
    """Picks uniformly among the legal actions. For tests and as a weak baseline."""

    time_budget = 0.0

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        return legal[rng.randrange(len(legal))]
