"""The 21点 computer players. Each plays either role: a 闲家 (bet, then hit / stand /
double / split) or the banker (hit or stand in his turn). All see only the observation.

- easy: bets a random few units; plays "hit below 17" (soft: below 18), doubles 10/11
  on two cards, splits aces and eights, and makes a mistake now and then; as banker
  hits below 17.
- normal: flat bets, the computed strategy (:mod:`ai.blackjack.strategy`) for the shoe as it
  is now (the cards it has not seen, per point class, instead of the infinite shoe:
  :func:`strategy.tables_for` — with one deck dealt down to a quarter, the infinite shoe's
  play gave up 1.6 % of the edge); as banker maximises his expected result
  (:mod:`ai.blackjack.banker`).
- hard: like normal, but a close decision (the tables' two best moves within 0.01 of a bet)
  is settled by the exact recursion without replacement (:mod:`ai.blackjack.exact`); bets
  the minimum unless the shoe's Hi-Lo true count favours the 闲家 (:class:`HardBot`); as
  banker also reads the 闲家's hole cards from their play (:mod:`ai.blackjack.reading`).
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from engine.actions import Action
from engine.blackjack.actions import Bet, DoubleDown, Hit, Split, Stand
from engine.blackjack.points import card_points, total_of_points

from .banker import should_hit
from .counting import true_count, unseen_counts
from .exact import exact_move
from ai.reason import Decision, Reason

from .strategy import DOUBLE, HIT, SPLIT, STAND, BUST_OUT, best_move, dealer_outcomes, tables_for

_BY_NAME = {HIT: Hit(), STAND: Stand(), DOUBLE: DoubleDown(), SPLIT: Split()}
#: Flat bet of the normal player and base unit of the hard one, in minimum bets.
FLAT_UNITS = 5


def pick_bet(legal: Sequence[Action], wanted: int) -> Action:
    """The legal Bet closest to ``wanted`` chips (legal bets are all multiples of the unit)."""
    bets = [a for a in legal if isinstance(a, Bet)]
    return min(bets, key=lambda a: (abs(a.amount - wanted), a.amount))


def player_situation(obs) -> dict[str, Any]:
    """The active hand's total, softness, pair class and the banker's face-up card (point class)."""
    seat, index = obs.active
    hand = obs.seats[seat].hands[index]
    points = [card_points(c) for c in hand.cards]
    total, soft = total_of_points(points)
    banker_cards = obs.seats[obs.banker].hands[0].cards
    up = next(card_points(c) for c in reversed(banker_cards) if c is not None)
    pair = points[0] if len(points) == 2 and points[0] == points[1] else None
    return {"total": total, "soft": soft, "pair": pair, "up": up, "from_split": hand.from_split,
            "cards": len(points)}


class _BlackjackBot:
    time_budget = 0.0

    def __init__(self) -> None:
        #: (unseen counts, up card) -> tables: a decision's tables, reused within the round
        self._tables: dict[tuple, dict] = {}

    def choose(self, observation, legal: Sequence[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        if observation.phase == "bet":
            return self.bet(observation, legal, rng)
        if observation.phase == "banker":
            return self.bank(observation, legal, rng)
        return self.play(observation, legal, rng)

    def choose_with_reason(self, observation, legal: Sequence[Action], rng: random.Random) -> Decision:
        """The action ``choose`` takes, with why (see :func:`explain`)."""
        action = self.choose(observation, legal, rng)
        return Decision(action, explain(observation, action, self))

    # defaults: the computed strategy and the expectation-maximising banker
    def bet(self, obs, legal, rng) -> Action:
        return pick_bet(legal, obs.min_bet * FLAT_UNITS)

    def bank(self, obs, legal, rng) -> Action:
        return Hit() if should_hit(obs) else Stand()

    def play(self, obs, legal, rng) -> Action:
        sit = player_situation(obs)
        move = best_move(sit["total"], sit["soft"], sit["up"], can_double=DoubleDown() in legal,
                         pair=sit["pair"], can_split=Split() in legal, from_split=sit["from_split"],
                         **self.tables(obs, sit["up"]))
        return as_action(move, legal)

    def tables(self, obs, up: int) -> dict:
        """Keyword arguments of :func:`strategy.best_move`: the tables for the unseen cards."""
        cache = self._tables
        key = (tuple(unseen_counts(obs)), up)
        found = cache.get(key)
        if found is None:
            if len(cache) > 64:  # a new round: the old compositions never come back
                cache.clear()
            computed, probs = tables_for(key[0], up)
            found = cache[key] = {"tables": computed, "probs": probs}
        return found


def explain(obs, action: Action, bot: "_BlackjackBot") -> Reason:
    """Why ``action`` is right here, in the strategy's terms: the banker's face-up card and the
    chance he busts (from the cards this seat has not seen), the hand's total, the pair."""
    if isinstance(action, Bet):
        return Reason.of("bj.bet", amount=action.amount)
    if obs.phase == "banker":
        hand = obs.seats[obs.banker].hands[0]
        total, _ = total_of_points(card_points(c) for c in hand.cards if c is not None)
        return Reason.of("bj.bank_hit" if isinstance(action, Hit) else "bj.bank_stand", total=total)
    sit = player_situation(obs)
    up, total = sit["up"], sit["total"]
    shown = "A" if up == 1 else str(up)
    if isinstance(action, Split):
        return Reason.of("bj.split", pair="A" if sit["pair"] == 1 else str(sit["pair"]), up=shown)
    if isinstance(action, DoubleDown):
        return Reason.of("bj.double", total=total, up=shown)
    bust = dealer_outcomes(up, bot.tables(obs, up)["probs"]).get(BUST_OUT, 0.0)
    percent = round(100 * bust)
    if isinstance(action, Stand):
        if 2 <= up <= 6 and total < 17:
            return Reason.of("bj.stand_banker_busts", up=shown, percent=percent)
        return Reason.of("bj.stand_enough", total=total)
    if total <= 11 and not sit["soft"]:
        return Reason.of("bj.hit_safe", total=total)
    if sit["soft"]:
        return Reason.of("bj.hit_soft", total=total)
    return Reason.of("bj.hit_banker_strong", up=shown, total=total)


def as_action(move: str, legal: Sequence[Action]) -> Action:
    """The legal action for a strategy move (a double that is not allowed becomes a hit)."""
    action = _BY_NAME[move]
    return action if action in legal else Hit() if move == DOUBLE and Hit() in legal else legal[0]


class NormalBot(_BlackjackBot):
    """Strategy computed for the unseen cards, flat bets; the expectation-maximising banker."""


class HardBot(_BlackjackBot):
    """The exact move for the unseen cards (tables, and the exact recursion when they are
    close); bets by the Hi-Lo true count; as banker reads each 闲家's hole card from how he
    played (:mod:`ai.blackjack.reading`).

    Why the bets: against a banker who sees every face-up card and hits or stands by
    choice, with BlackJack paid 1:1, the 闲家 loses about 2.4 % of his bet at a neutral or
    low count (measured over 6,000 rounds of normal play) and about breaks even only at a
    true count above +2. So he stakes the minimum until then, the normal player's bet
    above it, and twice that from +6 on."""

    #: Table moves closer than this (units of the bet) are settled by the exact recursion.
    margin = 0.01
    #: True counts from which the bet is the normal one, and twice it.
    even_count, rich_count = 2.0, 6.0

    def play(self, obs, legal, rng) -> Action:
        sit = player_situation(obs)
        move = exact_move(sit["total"], sit["soft"], sit["up"], unseen_counts(obs),
                          can_double=DoubleDown() in legal, pair=sit["pair"], can_split=Split() in legal,
                          from_split=sit["from_split"], margin=self.margin)
        return as_action(move, legal)

    def bank(self, obs, legal, rng) -> Action:
        return Hit() if should_hit(obs, read_play=True) else Stand()

    def bet(self, obs, legal, rng) -> Action:
        tc = true_count(obs)
        units = 1 if tc <= self.even_count else FLAT_UNITS if tc < self.rich_count else 2 * FLAT_UNITS
        return pick_bet(legal, obs.min_bet * units)


class EasyBot(_BlackjackBot):
    """Simple rules of thumb with mistakes; a banker who hits below 17."""

    mistake_rate = 0.12

    def bet(self, obs, legal, rng) -> Action:
        return pick_bet(legal, obs.min_bet * rng.choice((1, 2, 3, 5, 8)))

    def bank(self, obs, legal, rng) -> Action:
        hand = obs.seats[obs.banker].hands[0]
        total, _ = total_of_points(card_points(c) for c in hand.cards if c is not None)
        return Hit() if total < 17 else Stand()

    def play(self, obs, legal, rng) -> Action:
        sit = player_situation(obs)
        total, soft = sit["total"], sit["soft"]
        if rng.random() < self.mistake_rate:
            simple = [a for a in legal if isinstance(a, (Hit, Stand))]
            return rng.choice(simple)
        if Split() in legal and sit["pair"] in (1, 8):
            return Split()
        if DoubleDown() in legal and sit["cards"] == 2 and not soft and total in (10, 11):
            return DoubleDown()
        return Hit() if total < (18 if soft else 17) else Stand()
