"""The 打撇 computer players, one class per level behind the Bot protocol.

The phase decides which part answers: bidding, naming the trump, putting back, 倒,
the declarer's 认输 / 踢回 / 放弃, 摆撇 and the tricks. The answer is always an entry
of ``legal`` (the engine lists every put-back, so a chosen one is found there).

- easy: bids its estimate without a margin (so it overbids), names the best trump,
  puts back its lowest cards, never doubles, always plays on, never lays down, and
  plays greedily (:func:`.play.easy_card`);
- normal: the estimate with a margin, the put-back that leaves the best estimate, 倒
  and the answer from the estimate, 摆撇 only when it cannot fail, counted-card play;
- hard: the normal player whose cards are measured on sampled worlds
  (:func:`.search.best_card`); its bids, trump, 倒 and answer are the normal player's.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from engine.actions import Action, Bid, Double, Pass, Play
from engine.dapie.actions import LayDown, PutBack

from . import choices, search
from .knowledge import from_observation
from .play import choose_card, easy_card


class DapieBot:
    """Shared plumbing: pick the phase's decision, hand back the listed action."""

    time_budget = 0.0
    level = "normal"

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
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
                wanted = LayDown()
            else:
                cards = [a.cards[0] for a in legal if isinstance(a, Play)]
                wanted = Play((self.play(observation, cards, rng),))
        else:
            return legal[0]
        return _as_listed(wanted, legal)

    def bid(self, obs, rng) -> Action:
        return choices.bid_action(obs, "normal")

    def trump(self, obs, rng) -> Action:
        return choices.trump_action(obs)

    def put_back(self, obs) -> Action | None:
        return choices.put_back_action(obs)

    def double(self, obs, rng) -> Action:
        return choices.double_action(obs)

    def answer(self, obs, rng) -> Action:
        return choices.answer_action(obs)

    def lay_down(self, obs) -> bool:
        return choices.sure_claim(obs)

    def play(self, obs, cards, rng):
        return choose_card(from_observation(obs, cards))


class NormalBot(DapieBot):
    level = "normal"


class EasyBot(DapieBot):
    level = "easy"

    def bid(self, obs, rng) -> Action:
        return choices.bid_action(obs, "easy")

    def put_back(self, obs) -> Action | None:
        ctx = obs.context
        from engine.dapie.kitty import put_back_choices

        options = put_back_choices(obs.hand, ctx)
        return PutBack(options[0]) if options else None

    def double(self, obs, rng) -> Action:
        return Double(False)

    def answer(self, obs, rng) -> Action:
        return Double(False)

    def lay_down(self, obs) -> bool:
        return False

    def play(self, obs, cards, rng):
        return easy_card(from_observation(obs, cards))


class HardBot(DapieBot):
    """Measures its decisions on sampled worlds (at most ``time_budget`` seconds and
    ``iterations`` worlds per decision)."""

    level = "hard"

    def __init__(self, time_budget: float = 0.8, iterations: int = 60, width: int = 0) -> None:
        self.time_budget = time_budget
        self.iterations = iterations

    # The bidding, the trump, 倒 and the answer stay the normal player's (the estimate): measured
    # on play-outs that show every hand they overrated the declarer, and with them the hard player
    # did not beat the normal one (bench.bench_dapie_ai); with the card search alone it does.

    def play(self, obs, cards, rng):
        normal = choose_card(from_observation(obs, cards))
        if obs.laid_down:
            return normal
        return search.best_card(obs, cards, rng, SEARCH_SHARE * self.time_budget, self.iterations,
                                default=normal)


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
