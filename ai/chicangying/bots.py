"""The 吃苍蝇 computer players: one class per level behind the common Bot protocol.

Each bot reads only its observation and the legal list. The shared plumbing
(:mod:`ai.climbing`) dispatches the play phase and maps the chosen move back to the
entry of ``legal`` the engine listed (the partner's twin rule is the engine's: every
play it lists of that rank holds the card); the dealer's choice in ``declare`` is
:meth:`other_phase`.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from ai.climbing import ClimbingBot, SearchSettings, current_settings
from ai.climbing import teams
from ai.climbing.explained import ExplainsPlay, cards_text, rank_text
from ai.reason import Decision, Reason
from engine.actions import Action, Pass

from .cards import SENSE
from . import policy
from .knowledge import partner_card, view_of_observation
from .policy import best_name, choose_declaration, choose_play
from .search import search_declaration, search_play

Move = tuple


class ChicangyingBot(ClimbingBot):
    """Shared by the levels."""

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if observation.phase == "play" and not hasattr(legal, "moves"):
            self.pack = _order_pack(observation)  # the order changes every hand
        return super().choose(observation, legal, rng)

    def play(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Move | None:
        return choose_play(observation, view_of_observation(observation))

    def other_phase(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if observation.phase == "declare":
            return choose_declaration(observation, legal)
        return legal[0]


def _order(observation):
    from engine.climbing.variants.chicangying_cards import hand_order

    return hand_order(observation.turned.rank)


def _order_pack(observation):
    return _order(observation).pack


class NormalBot(ExplainsPlay, ChicangyingBot):
    """Plays for the side it can know: infers the partner from the plays, hides or shows
    itself as the partner when it pays, goes 明独 with a hand measured strong enough;
    says why (the hint's reason, issue 31)."""

    level = "normal"

    def prepare(self, observation: Any, legal: Sequence[Action]) -> None:
        if not hasattr(legal, "moves"):
            self.pack = _order_pack(observation)  # as choose does: the order changes every hand

    def explain_play(self, observation: Any, legal: Sequence[Action], rng: random.Random):
        return policy.explain_play(observation, view_of_observation(observation))

    def reason_values(self, observation: Any, code: str, move: Move | None, action: Action) -> dict:
        order = _order(observation)
        values = {"cards": cards_text(action, order.index)}
        if code == "ccy.hide_partner":
            values["rank"] = rank_text(partner_card(observation).rank)
        return {**values, **teams.reason_values(view_of_observation(observation), SENSE, code)}

    def explain_other_phase(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Decision:
        if observation.phase != "declare":
            return super().explain_other_phase(observation, legal, rng)
        action, code = policy.explain_declaration(observation, legal)
        if code == "ccy.name_card":
            return Decision(action, Reason.of(code, card=str(action.card)))
        top = policy.solo_strength(_order(observation).pack(observation.hand))
        return Decision(action, Reason.of(code, top=top))


class EasyBot(ChicangyingBot):
    """Leads its lowest cards, answers with the smallest play; never goes alone."""

    level = "easy"

    def play(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Move | None:
        return teams.easy_play(view_of_observation(observation), SENSE, rng)

    def other_phase(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if observation.phase == "declare":
            for action in legal:
                if isinstance(action, Pass):
                    return action
            from engine.climbing.variants.chicangying import NameCard

            names = [a for a in legal if isinstance(a, NameCard)]
            return best_name(observation, names) if names else legal[0]
        return legal[0]


class HardBot(ChicangyingBot):
    """The normal player's candidates, chosen by search over sampled worlds (the dealer's
    choice too: each choice played out in the same worlds)."""

    level = "hard"

    def __init__(self, time_budget: float = 1.0, iterations: int = 160, width: int = 4,
                 min_worlds: int = 8) -> None:
        self.time_budget = time_budget
        self.settings = SearchSettings(time_budget, iterations, width, min_worlds)

    def _settings(self) -> SearchSettings:
        return current_settings(self)

    def play(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Move | None:
        return search_play(observation, view_of_observation(observation), rng, self._settings())

    def other_phase(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if observation.phase == "declare":
            return search_declaration(observation, legal, rng, self._settings())
        return legal[0]
