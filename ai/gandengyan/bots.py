"""The 干瞪眼 computer players: one class per level behind the common Bot protocol.

Each bot reads only the observation and the legal list it is given. 干瞪眼 has only the
play phase; the shared climbing plumbing (:mod:`ai.climbing`) dispatches it and maps the
chosen move ``(actual, combo, virtual)`` — the cards with what the jokers stand for —
back to the entry of ``legal`` the engine listed, reading included.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from ai.climbing import ClimbingBot, SearchSettings, current_settings
from ai.climbing.explained import ExplainsPlay, cards_text
from engine.actions import Action
from engine.climbing.variants.gandengyan_moves import GANDENGYAN_ORDER

from . import easy, policy
from .knowledge import view_of_observation
from .plan import Move
from .search import search_play


class GandengyanBot(ClimbingBot):
    """Shared by the levels: hands are packed rank counts, both jokers one rank."""

    pack = staticmethod(GANDENGYAN_ORDER.pack)

    def play(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Move | None:
        return policy.choose_play(view_of_observation(observation))


class NormalBot(ExplainsPlay, GandengyanBot):
    """Splits the hand, keeps 2s and bombs for when they decide it, watches the others' counts;
    says why (the hint's reason, issue 31)."""

    level = "normal"

    def explain_play(self, observation: Any, legal: Sequence[Action], rng: random.Random):
        return policy.explain_play(view_of_observation(observation))

    def reason_values(self, observation: Any, code: str, move: Move | None, action: Action) -> dict:
        """The cards played (a joker as what it stands for), and how few cards the player the
        policy watches holds: the one who played when he is that close, else the fewest."""
        view = view_of_observation(observation)
        values = {"cards": cards_text(action)}
        if code.startswith("gdy.guard"):
            values["left"] = view.fewest_other_cards
        elif code == "gdy.follow_urgent":
            played = view.counts[view.lead_seat] if view.lead_seat is not None else 99
            values["left"] = played if played <= policy.DANGER else view.fewest_other_cards
        return values


class EasyBot(GandengyanBot):
    """Plays its cards one at a time from the smallest, answers with the smallest play that
    beats the table, 2s and bombs included; no planning, no holding back."""

    level = "easy"

    def play(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Move | None:
        return easy.choose_play(view_of_observation(observation), rng)


class HardBot(GandengyanBot):
    """The normal player's candidates, chosen by search over sampled worlds.

    0.8 s rather than the 1 s of the other games: the search stops before a world that would
    end past the budget, and the margin keeps the p95 under 1 s on a busy machine.
    """

    level = "hard"

    def __init__(self, time_budget: float = 0.8, iterations: int = 400, width: int = 4,
                 min_worlds: int = 12) -> None:
        self.time_budget = time_budget
        self.settings = SearchSettings(time_budget, iterations, width, min_worlds)

    def play(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Move | None:
        settings = current_settings(self)
        return search_play(observation, view_of_observation(observation), rng, settings)
