"""The 斗地主 computer players: one class per level behind the common Bot protocol.

Each bot reads only the observation and the legal list it is given. The phase
decides which part of the player answers: bidding (叫分), doubling (倒 / 踢回)
or card play. Card play is worked out as a packed move and only then turned
into a ``Play`` of the bot's own cards — the same physical cards the engine's
legal list would pick, so the answer is always an entry of ``legal``.

``choose_with_reason`` (ai/reason.py) is the decision with the reason of the branch that made
it — the hint's "why" — and ``choose`` is its action: one path, so the two never differ.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Sequence

from ai.climbing.search import current_settings
from ai.reason import UNEXPLAINED, Decision, Reason
from engine.actions import Action, Bid, Double, Pass, Play

from . import bidding, easy, policy
from .counting import view_of_observation
from .decompose import Move
from .packing import pack, play_for
from .search import LEAF_TRICKS, SETTINGS, explain_search_play

#: The easy player bids as if its chance of winning were 0.1 lower, so it rarely bids 3.
EASY_BID_THRESHOLDS = tuple(at + 0.1 for at in bidding.BID_THRESHOLDS)


class DoudizhuBot:
    """Shared plumbing: pick the phase, find the decision in ``legal``."""

    time_budget = 0.0
    level = "normal"

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.choose_with_reason(observation, legal, rng).action

    def choose_with_reason(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Decision:
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        phase = observation.phase
        if phase == "bid":
            wanted, why = self.explain_bid(observation, legal, rng)
        elif phase == "double":
            doubles, why = self.explain_double(observation, rng)
            wanted = Double(doubles)
        elif phase == "redouble":
            doubles, why = self.explain_redouble(observation, rng)
            wanted = Double(doubles)
        elif phase == "play":
            move, why = self.explain_play(observation, rng)
            wanted = Pass() if move is None else play_for(move[0], observation.hand)
        else:
            return Decision(legal[0], Reason(UNEXPLAINED))
        action = _as_legal(wanted, legal)
        return Decision(action, why if action == wanted else Reason(UNEXPLAINED))

    # --- the decisions, per level -------------------------------------------------------

    def explain_bid(self, observation, legal, rng: random.Random) -> tuple[Action, Reason]:
        high = max((value for _, value in observation.bids), default=0)
        value, why = bidding.explain_bid(pack(observation.hand), high)
        return (Bid(value) if value else Pass()), why

    def explain_double(self, observation, rng: random.Random) -> tuple[bool, Reason]:
        return bidding.explain_double(pack(observation.hand), observation.base)

    def explain_redouble(self, observation, rng: random.Random) -> tuple[bool, Reason]:
        return bidding.explain_redouble(pack(observation.hand))

    def explain_play(self, observation, rng: random.Random) -> tuple[Move | None, Reason]:
        return policy.explain_play(view_of_observation(observation))

    def bid(self, observation, legal, rng: random.Random) -> Action:
        return self.explain_bid(observation, legal, rng)[0]

    def double(self, observation, rng: random.Random) -> bool:
        return self.explain_double(observation, rng)[0]

    def redouble(self, observation, rng: random.Random) -> bool:
        return self.explain_redouble(observation, rng)[0]

    def play(self, observation, rng: random.Random) -> Move | None:
        return self.explain_play(observation, rng)[0]


class NormalBot(DoudizhuBot):
    """Plans the hand with its decomposition, counts cards, and plays as a team."""

    level = "normal"


class EasyBot(DoudizhuBot):
    """Plays its lowest cards first, follows with the smallest answer, bids cautiously."""

    level = "easy"

    def explain_bid(self, observation, legal, rng: random.Random) -> tuple[Action, Reason]:
        high = max((value for _, value in observation.bids), default=0)
        value, why = bidding.explain_bid(pack(observation.hand), high, EASY_BID_THRESHOLDS)
        return (Bid(value) if value else Pass()), why

    def explain_double(self, observation, rng: random.Random) -> tuple[bool, Reason]:
        return False, Reason(UNEXPLAINED)

    def explain_redouble(self, observation, rng: random.Random) -> tuple[bool, Reason]:
        return False, Reason(UNEXPLAINED)

    def explain_play(self, observation, rng: random.Random) -> tuple[Move | None, Reason]:
        return easy.choose_play(view_of_observation(observation), rng), Reason(UNEXPLAINED)


class HardBot(DoudizhuBot):
    """The normal player's bidding, and card play chosen by search over sampled deals."""

    level = "hard"

    def __init__(self, time_budget: float = 1.0, iterations: int = SETTINGS.iterations,
                 width: int = SETTINGS.width, min_worlds: int = SETTINGS.min_worlds,
                 confidence: float = SETTINGS.confidence, leaf_tricks: int = LEAF_TRICKS) -> None:
        self.time_budget = time_budget
        self.settings = replace(SETTINGS, time_budget=time_budget, iterations=iterations, width=width,
                                min_worlds=min_worlds, confidence=confidence)
        self.leaf_tricks = leaf_tricks

    def explain_play(self, observation, rng: random.Random) -> tuple[Move | None, Reason]:
        settings = current_settings(self)
        return explain_search_play(observation, view_of_observation(observation), rng, settings,
                                   self.leaf_tricks)


def _as_legal(wanted: Action, legal: Sequence[Action]) -> Action:
    """The entry of ``legal`` equal to ``wanted`` — the listed object itself.

    Handing back the very object the engine listed lets it skip re-checking
    the play (its identity short path). Failing a match, a safe legal choice:
    that never happens while bot and engine agree on the rules, and is there
    so that a disagreement costs a weaker move, not a crashed table.
    """
    moves = getattr(legal, "moves", None)
    if isinstance(wanted, Play) and moves is not None:
        packed = pack(wanted.cards)
        for i, (play, _) in enumerate(moves):
            if play == packed:
                listed = legal[i + bool(getattr(legal, "pass_allowed", False))]
                if listed == wanted:
                    return listed
                break
    else:
        for action in legal:
            if action == wanted:
                return action
    for action in legal:
        if isinstance(action, Pass):
            return action
    return legal[0]
