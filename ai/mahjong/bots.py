"""The 四川麻将 computer players: one class per level behind the common Bot protocol.

Each bot reads only the observation and the legal list; its answer is always an entry of
``legal`` (a disagreement with the engine would cost a weaker move, never a stuck table).
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from engine.actions import Action
from engine.mahjong.actions import Discard, PassClaim

from .easy import easy_action
from ai.reason import Decision

from .policy import normal_action, normal_decision
from .hard import hard_action
from .search import SearchSettings


class MahjongBot:
    time_budget = 0.0
    level = "normal"

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        return _as_legal(self.decide(observation, legal, rng), legal)

    def decide(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return normal_action(observation, legal)


class EasyBot(MahjongBot):
    """Lowest shanten with some randomness, every win, no defence."""

    level = "easy"

    def decide(self, observation, legal, rng):
        return easy_action(observation, legal, rng)


class NormalBot(MahjongBot):
    """Shanten and useful tiles under the missing-suit rule, claims that help, defence."""

    level = "normal"

    def choose_with_reason(self, observation, legal: Sequence[Action], rng: random.Random) -> Decision:
        """The action ``choose`` takes, with the policy's own reason for it."""
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        decision = normal_decision(observation, legal)
        action = _as_legal(decision.action, legal)
        return decision if action == decision.action else Decision(action, decision.reason)


class HardBot(MahjongBot):
    """The normal player, its decisions with stakes (claims, wins, kongs, 躺, close discards)
    put to a search over sampled hidden hands and walls (:mod:`.hard`)."""

    level = "hard"

    def __init__(self, time_budget: float = 1.0, iterations: int = 24, candidates: int = 4,
                 horizon: int = 12, stake_worlds: int = 40, confidence: float = 1.5) -> None:
        self.settings = SearchSettings(time_budget, iterations, candidates, horizon, stake_worlds, confidence)
        self.time_budget = time_budget

    def decide(self, observation, legal, rng):
        return hard_action(observation, legal, rng, self.settings)


def _as_legal(wanted: Action, legal: Sequence[Action]) -> Action:
    """The listed entry equal to ``wanted``; failing that a pass, a discard, or the first."""
    for action in legal:
        if action == wanted:
            return action
    for kind in (PassClaim, Discard):
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[0]
