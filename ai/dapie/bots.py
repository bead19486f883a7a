"""The 打撇 computer players, one class per level behind the Bot protocol.

The phase decides which part answers: bidding, naming the trump, putting back, 倒,
the declarer's 认输 / 踢回 / 放弃, 摆撇 and the tricks. The answer is always an entry
of ``legal`` (the engine lists every put-back, so a chosen one is found there). Each
part returns a :class:`~ai.reason.Decision`: the action with the reason of the branch
that chose it, so ``choose`` and ``choose_with_reason`` cannot disagree.

- easy: bids its estimate without a margin (so it overbids), names the best trump,
  puts back its lowest cards, never doubles, always plays on, never lays down, and
  plays greedily (:func:`.play.easy_card`);
- normal: bids, 倒 and answers by the expected payment of the hand (:mod:`.bidding`,
  issue 30; ``bidding="safety"`` keeps the older margin for contracts made, for the
  paired benchmark), the put-back that leaves the best estimate, 摆撇 only when it
  cannot fail, counted-card play;
- hard: the normal player whose cards are measured on sampled worlds
  (:func:`.search.best_card`); its bids, trump, 倒 and answer are the normal player's.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from ai.reason import Decision, Reason
from engine.actions import Action, Bid, Double, Pass, Play
from engine.dapie.actions import LayDown, PutBack

from . import choices, explain, search
from .knowledge import from_observation
from .play import choose_card_why, easy_card


class DapieBot:
    """Shared plumbing: pick the phase's decision, hand back the listed action."""

    time_budget = 0.0
    level = "normal"

    def __init__(self, bidding: str = "points") -> None:
        self.bidding = bidding

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.choose_with_reason(observation, legal, rng).action

    def choose_with_reason(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Decision:
        """The action ``choose`` takes, with the reason of the branch that chose it."""
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        phase = observation.phase
        if phase == "bid":
            wanted = self.bid(observation, rng)
        elif phase == "trump":
            wanted = self.trump(observation, rng)
        elif phase == "put_back":
            wanted = self.put_back(observation)
        elif phase == "double":
            wanted = self.double(observation, rng)
        elif phase == "answer":
            wanted = self.answer(observation, rng)
        elif phase == "play":
            if LayDown() in legal and self.lay_down(observation):
                wanted = Decision(LayDown(), Reason.of("dp.lay_down"))
            else:
                cards = [a.cards[0] for a in legal if isinstance(a, Play)]
                wanted = self.play(observation, cards, rng)
        else:
            return explain.unexplained(legal[0])
        action = _as_listed(wanted.action, legal)
        return wanted if action == wanted.action else Decision(action, wanted.reason)

    def bid(self, obs, rng) -> Decision:
        if self.bidding == "safety":
            return explain.unexplained(choices.bid_action(obs, "normal"))
        return explain.bid(obs)

    def trump(self, obs, rng) -> Decision:
        return explain.trump(obs)

    def put_back(self, obs) -> Decision:
        return explain.put_back(obs, choices.put_back_action(obs))

    def double(self, obs, rng) -> Decision:
        if self.bidding == "safety":
            return explain.unexplained(choices.double_action(obs))
        return explain.double(obs)

    def answer(self, obs, rng) -> Decision:
        if self.bidding == "safety":
            return explain.unexplained(choices.answer_action(obs))
        return explain.answer(obs)

    def lay_down(self, obs) -> bool:
        return choices.sure_claim(obs)

    def play(self, obs, cards, rng) -> Decision:
        card, code = choose_card_why(from_observation(obs, cards))
        return explain.card(obs, card, code)


class NormalBot(DapieBot):
    level = "normal"


class EasyBot(DapieBot):
    level = "easy"

    def bid(self, obs, rng) -> Decision:
        return explain.unexplained(choices.bid_action(obs, "easy"))

    def put_back(self, obs) -> Decision:
        from engine.dapie.kitty import put_back_choices

        options = put_back_choices(obs.hand, obs.context)
        return explain.unexplained(PutBack(options[0]) if options else None)

    def double(self, obs, rng) -> Decision:
        return explain.unexplained(Double(False))

    def answer(self, obs, rng) -> Decision:
        return explain.unexplained(Double(False))

    def lay_down(self, obs) -> bool:
        return False

    def play(self, obs, cards, rng) -> Decision:
        card = easy_card(from_observation(obs, cards))
        return explain.card(obs, card, "easy_card")


class HardBot(DapieBot):
    """Measures its decisions on sampled worlds (at most ``time_budget`` seconds and
    ``iterations`` worlds per decision)."""

    level = "hard"

    def __init__(self, time_budget: float = 0.8, iterations: int = 60, width: int = 0,
                 bidding: str = "points") -> None:
        super().__init__(bidding)
        self.time_budget = time_budget
        self.iterations = iterations

    # The bidding, the trump, 倒 and the answer stay the normal player's: the card search alone
    # is what makes the hard player stronger (bench.bench_dapie_ai).

    def play(self, obs, cards, rng) -> Decision:
        normal = super().play(obs, cards, rng)
        if obs.laid_down:
            return normal
        card = search.best_card(obs, cards, rng, SEARCH_SHARE * self.time_budget, self.iterations,
                                default=normal.action.cards[0])
        if card == normal.action.cards[0]:
            return normal
        return Decision(Play((card,)), Reason.of("dp.searched", card=str(card)))


#: The share of the time budget the card search may plan to use (it stops before a world it
#: expects to run past it; the rest is the margin for the p95 target).
SEARCH_SHARE = 0.85


def _as_listed(wanted: Action | None, legal: Sequence[Action]) -> Action:
    if wanted is not None:
        for action in legal:
            if action == wanted:
                return action
    for action in legal:  # a refused wish: the first listed alternative of its kind
        if isinstance(wanted, (Bid, Pass)) and isinstance(action, (Bid, Pass)):
            return action
    return legal[0]
