"""The 锄大地 computer players: one class per level behind the common Bot protocol.

Each bot reads only the observation and the legal list it is given. 锄大地
has only the play phase; the shared climbing plumbing (:mod:`ai.climbing`)
dispatches it and maps the chosen move back to the entry of ``legal`` the
engine listed.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from ai.climbing import ClimbingBot, SearchSettings, current_settings
from ai.climbing.explained import ExplainsPlay, cards_text
from engine.actions import Action
from engine.climbing.variants.big2_cards import pack

from . import easy, policy
from .counting import view_of_observation
from .decompose import Move
from .search import search_play


class Big2Bot(ClimbingBot):
    """Shared by the levels: cards are 52-bit masks."""

    pack = staticmethod(pack)

    def play(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Move | None:
        return policy.choose_play(view_of_observation(observation))


class NormalBot(ExplainsPlay, Big2Bot):
    """Plans the hand, counts cards, keeps controls and guards against a player going out;
    says why (the hint's reason, issue 31)."""

    level = "normal"

    def explain_play(self, observation: Any, legal: Sequence[Action], rng: random.Random):
        return policy.explain_play(view_of_observation(observation))

    def reason_values(self, observation: Any, code: str, move: Move | None, action: Action) -> dict:
        """The cards played, and how few cards the player the policy guards against holds."""
        view = view_of_observation(observation)
        values = {"cards": cards_text(action, suits=True)}
        if code == "big2.follow_top":
            values["left"] = view.lead.size  # someone holds exactly as many as the play on the table
        elif code.startswith("big2.guard") or code == "big2.spade_two":
            values["left"] = view.fewest_other_cards
        return values


class EasyBot(Big2Bot):
    """Plays its lowest cards first and follows with the smallest answer; no planning."""

    level = "easy"

    def play(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Move | None:
        return easy.choose_play(view_of_observation(observation), rng)


class HardBot(Big2Bot):
    """The normal player's candidates, chosen by search over sampled deals."""

    level = "hard"

    def __init__(self, time_budget: float = 1.0, iterations: int = 800, width: int = 5,
                 min_worlds: int = 12) -> None:
        self.time_budget = time_budget
        self.settings = SearchSettings(time_budget, iterations, width, min_worlds)

    def play(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Move | None:
        settings = current_settings(self)
        return search_play(observation, view_of_observation(observation), rng, settings)
