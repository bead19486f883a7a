"""The 癞子斗地主 computer players: one class per level behind the common Bot protocol.

Each bot reads only the observation and the legal list it is given. Bidding
values the wild 3s (:mod:`.bidding`); card play is worked out as a wild move
``(actual, combo, virtual)`` and then found in ``legal`` (:func:`as_legal`):
the entry with the same cards and the same combination — the listed object
itself, so the engine skips re-checking it. A move that cannot be found (it
never happens while bot and engine agree on the rules) costs a weaker move,
never a crash: a pass when allowed, else the lowest plain lead.

``choose_with_reason`` (ai/reason.py) is the decision with the reason of the branch that made
it — the hint's "why" — and ``choose`` is its action: one path, so the two never differ.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from ai.climbing.search import SearchSettings, current_settings
from ai.reason import UNEXPLAINED, Decision, Reason
from engine.actions import Action, Bid, Double, Pass, Play
from engine.climbing.ranks import DOUDIZHU_ORDER
from engine.climbing.tables import SINGLE
from engine.climbing.variants.wild_moves import read_play

from . import bidding, easy, policy
from .counting import view_of_observation
from .plan import WildMove
from .search import explain_search_play

pack = DOUDIZHU_ORDER.pack

#: The easy player bids as if its hand were this much weaker, so it rarely bids 3.
EASY_BID_THRESHOLDS = tuple(t + 1.5 for t in bidding.BID_THRESHOLDS)


class WildDoudizhuBot:
    """Shared plumbing: pick the phase, find the decision in ``legal``."""

    time_budget = 0.0
    level = "normal"
    thresholds = bidding.BID_THRESHOLDS
    #: Tests set this to see an error instead of the safe fallback.
    strict = False
    #: How often a decision fell back to a safe legal action (it should stay 0).
    fallbacks = 0

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.choose_with_reason(observation, legal, rng).action

    def choose_with_reason(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Decision:
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        try:
            found, why = self._decide(observation, legal, rng)
        except Exception:  # a bot must never bring the table down
            if self.strict:
                raise
            found = None
        if found is None:
            if self.strict:
                raise LookupError("the chosen move is not in the legal list")
            self.fallbacks += 1
            return Decision(_fallback(legal), Reason(UNEXPLAINED))
        return Decision(found, why)

    def _decide(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> tuple[Action | None, Reason]:
        phase = observation.phase
        if phase == "bid":
            high = max((value for _, value in observation.bids), default=0)
            value, why = bidding.explain_bid(pack(observation.hand), high, self.thresholds)
            wanted: Action = Bid(value) if value else Pass()
            return next((a for a in legal if a == wanted), None), why
        if phase == "play":
            move, why = self.explain_play(observation, rng)
            if move is None:
                return next((a for a in legal if isinstance(a, Pass)), None), why
            return as_legal(move, legal, observation.lead), why
        if phase in ("double", "redouble"):  # not in this game; answered all the same
            return next((a for a in legal if a == Double(False)), legal[0]), Reason(UNEXPLAINED)
        return legal[0], Reason(UNEXPLAINED)

    def explain_play(self, observation, rng: random.Random) -> tuple[WildMove | None, Reason]:
        substitute = self.__dict__.get("play")     # a play put on this one player (a test's)
        if substitute is not None:
            return substitute(observation, rng), Reason(UNEXPLAINED)
        return self._explain_play(observation, rng)

    def _explain_play(self, observation, rng: random.Random) -> tuple[WildMove | None, Reason]:
        return policy.explain_play(view_of_observation(observation))

    def play(self, observation, rng: random.Random) -> WildMove | None:
        return self.explain_play(observation, rng)[0]


class NormalBot(WildDoudizhuBot):
    """Plans with its 3s as stand-ins, counts cards (3s wild), plays as a team."""

    level = "normal"


class EasyBot(WildDoudizhuBot):
    """Plays its lowest cards plainly, follows with the smallest answer, rarely uses a 3 as wild."""

    level = "easy"
    thresholds = EASY_BID_THRESHOLDS

    def _explain_play(self, observation, rng: random.Random) -> tuple[WildMove | None, Reason]:
        return easy.choose_play(view_of_observation(observation), rng), Reason(UNEXPLAINED)


class HardBot(WildDoudizhuBot):
    """The normal player's bidding, and card play chosen by search over sampled deals."""

    level = "hard"

    def __init__(self, time_budget: float = 1.0, iterations: int = 400, width: int = 4,
                 min_worlds: int = 10) -> None:
        self.time_budget = time_budget
        self.settings = SearchSettings(time_budget, iterations, width, min_worlds)

    def _explain_play(self, observation, rng: random.Random) -> tuple[WildMove | None, Reason]:
        settings = current_settings(self)
        return explain_search_play(observation, view_of_observation(observation), rng, settings)


# --- from a move to the listed action ------------------------------------------------------


def as_legal(move: WildMove, legal: Sequence[Action], lead=None) -> Action | None:
    """The entry of ``legal`` that plays ``move``, the listed object itself (None: not listed).

    With the engine's LegalPlays the move is looked up among ``legal.moves``: by
    identity, then by the same cards and combination (two readings of the same
    cards as the same combination are one play). With a plain list, each Play's
    cards are packed and its reading read.
    """
    actual, found = move[0], move[1]
    moves = getattr(legal, "moves", None)
    if moves is not None:
        offset = 1 if getattr(legal, "pass_allowed", False) else 0
        for i, listed in enumerate(moves):
            if listed is move:
                return legal[i + offset]
        for i, listed in enumerate(moves):
            if listed[0] == actual and listed[1] == found:
                return legal[i + offset]
    else:
        for action in legal:
            if isinstance(action, Play) and pack(action.cards) == actual:
                if read_play(actual, tuple(getattr(action, "reading", ()) or ()), lead) == found:
                    return action
    return None


def _fallback(legal: Sequence[Action]) -> Action:
    """Pass when allowed; else the lowest single that is not a 3, else the first entry."""
    for action in legal:
        if isinstance(action, Pass):
            return action
    moves = getattr(legal, "moves", None)
    if moves is not None:
        for i, listed in enumerate(moves):
            if listed[1].kind == SINGLE and listed[0] > 15:
                return legal[i]
    return legal[0]
