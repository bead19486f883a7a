"""The 双扣 computer players: one class per level behind the common Bot protocol.

Each bot reads only its observation and the legal list. 双扣 has only the play phase;
the shared plumbing (:mod:`ai.climbing`) dispatches it and maps the chosen move back to
the entry of ``legal`` the engine listed.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from ai.climbing import ClimbingBot, SearchSettings, current_settings
from ai.climbing import teams
from ai.climbing.explained import ExplainsPlay, cards_text
from engine.actions import Action
from engine.climbing.variants.shuangkou import ENCODING, sample_world

from .cards import SENSE
from .knowledge import view_of_observation, view_of_position

Move = tuple


class ShuangkouBot(ClimbingBot):
    """Shared by the levels: hands are packed rank counts of 双扣's order."""

    pack = staticmethod(ENCODING.order.pack)

    def play(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Move | None:
        return teams.choose_play(view_of_observation(observation), SENSE)


class NormalBot(ExplainsPlay, ShuangkouBot):
    """Splits the hand, plays for the team: lets the partner's play stand, feeds him, 接风,
    stops opponents about to go out, spends bombs where they decide the places or raise 翻倍;
    says why (the hint's reason, issue 31)."""

    level = "normal"

    def explain_play(self, observation: Any, legal: Sequence[Action], rng: random.Random):
        return teams.explain_play(view_of_observation(observation), SENSE)

    def reason_values(self, observation: Any, code: str, move: Move | None, action: Action) -> dict:
        view = view_of_observation(observation)
        return {"cards": cards_text(action), **teams.reason_values(view, SENSE, code)}


class EasyBot(ShuangkouBot):
    """Leads its lowest cards, answers with the smallest play, leaves the partner's play alone."""

    level = "easy"

    def play(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Move | None:
        return teams.easy_play(view_of_observation(observation), SENSE, rng)


class HardBot(ShuangkouBot):
    """The normal player's best few moves, chosen by search over sampled deals."""

    level = "hard"

    def __init__(self, time_budget: float = 1.0, iterations: int = 160, width: int = 4,
                 min_worlds: int = 8) -> None:
        self.time_budget = time_budget
        self.settings = SearchSettings(time_budget, iterations, width, min_worlds)

    def play(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Move | None:
        settings = current_settings(self)
        return teams.search_play(observation, view_of_observation(observation), SENSE, rng, settings,
                                 sample_world, view_of_position)
