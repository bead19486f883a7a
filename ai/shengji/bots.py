"""The 升级 computer players, one class per level behind the common Bot protocol.

The phase decides which part of the player answers: declaring during the deal
(:mod:`declaring`), burying the kitty (:mod:`burying`), leading (:mod:`leading`)
or following (:mod:`following`). Everything is worked out from the observation
(:func:`counting.read_table`) and the seat's own hand; the answer is the engine's
listed action when it is one, else a play built here that the engine's own rules
helpers accept for this hand (a bury of any cards, a throw, a follow beyond the
capped list).
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from engine.actions import Action, Pass, Play
from engine.shengji.actions import Bury, Declare
from engine.shengji.trump import TRUMP

from ai.reason import UNEXPLAINED, Decision, Reason

from .burying import bury_with_reason, choose_bury
from .counting import read_table
from .declaring import choose_declaration, declaration_with_reason
from .easy import easy_follow, easy_lead
from .following import choose_follow, follow_with_reason
from .leading import choose_lead, lead_with_reason


class ShengjiBot:
    """Shared plumbing: pick the phase, hand back the engine's listed action."""

    time_budget = 0.0
    level = "normal"

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        phase = observation.phase
        if phase == "deal":
            wanted = self.declare(observation, legal)
        elif phase == "bury":
            wanted = Bury(self.bury(observation))
        elif phase == "play":
            wanted = Play(self.play(observation, legal, rng))
        else:
            return legal[0]
        return _as_listed(wanted, legal)

    def declare(self, observation, legal) -> Action:
        return choose_declaration(observation, legal)

    def bury(self, observation) -> tuple:
        return choose_bury(observation.hand, observation.context, observation.kitty_size)

    def play(self, observation, legal, rng: random.Random) -> tuple:
        view = read_table(observation)
        return choose_lead(view) if view.lead is None else choose_follow(view)


class NormalBot(ShengjiBot):
    """Counts cards, reads voids, and plays as a team (the heuristics of :mod:`following`)."""

    level = "normal"

    def choose_with_reason(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Decision:
        """The action :meth:`choose` takes, with the reason the deciding rule gives for it
        (the hint's sentence). The hard player searches its plays, so it does not offer this."""
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        phase = observation.phase
        if phase == "deal":
            wanted, why = declaration_with_reason(observation, legal)
        elif phase == "bury":
            cards, why = bury_with_reason(observation.hand, observation.context, observation.kitty_size)
            wanted = Bury(cards)
        elif phase == "play":
            view = read_table(observation)
            cards, why = lead_with_reason(view) if view.lead is None else follow_with_reason(view)
            wanted = Play(cards)
        else:
            return Decision(legal[0], Reason(UNEXPLAINED))
        action = _as_listed(wanted, legal)
        return Decision(action, why if action == wanted else Reason(UNEXPLAINED))


class EasyBot(ShengjiBot):
    """Legal and simply greedy: no counting, cautious declarations, buries its lowest cards."""

    level = "easy"

    def declare(self, observation, legal) -> Action:
        return choose_declaration(observation, legal, cautious=True)

    def bury(self, observation) -> tuple:
        ctx = observation.context
        cards = sorted(observation.hand, key=lambda c: (ctx.suit_class[c] == TRUMP, ctx.order[c]))
        return tuple(cards[:observation.kitty_size])

    def play(self, observation, legal, rng: random.Random) -> tuple:
        view = read_table(observation)
        return easy_lead(view) if view.lead is None else easy_follow(view)


def _as_listed(wanted: Action, legal: Sequence[Action]) -> Action:
    """The entry of ``legal`` equal to ``wanted`` (so the engine skips re-checking it), else
    ``wanted`` itself — a bury or play the engine accepts but did not list."""
    for action in legal:
        if action == wanted:
            return action
    if isinstance(wanted, Declare):
        return Pass()
    return wanted
