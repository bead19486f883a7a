"""复盘 of 21点: each hit, stand, double or split a person chose, against the exact strategy.

Why exact, not sampled: a 21点 decision has a value that can be worked out — the seat's
expected result for each move, drawing its cards and the banker's from the cards it had not
seen (its observation at the time: the shoe's face-up cards since the shuffle, its own hole
card; no hindsight), the banker drawing to 16 and standing on 17 (:mod:`ai.blackjack.exact`,
the hard player's yardstick). The composition tables (:func:`ai.blackjack.strategy.ranked_moves`
for the cards unseen) value every move at once (where the two best are within :data:`CLOSE`, the
exact recursion without replacement decides, as for the hard player); a move played that is not
the best is valued again by the exact recursion, and flagged when it gives up at least
:data:`LEAST_COST` of the bet on average — there is no noise to allow for, and the figures shown
are the exact ones (a split is valued as two hands drawing from the same cards less the other's). Bets are not reviewed (a bet's size is a matter of taste, not of the rules' odds).
"""
from __future__ import annotations

from typing import Callable

from ai.blackjack.bots import as_action, player_situation
from ai.blackjack.counting import unseen_counts
from ai.blackjack.exact import ExactSolver
from ai.blackjack.strategy import DOUBLE, HIT, SPLIT, STAND, ranked_moves, tables_for
from engine.actions import Action
from engine.blackjack.actions import DoubleDown, Hit, Split, Stand
from engine.match import Match

from .flags import Flag, Review

#: A move is flagged when it gives up at least this share of the hand's bet on average …
LEAST_COST = 0.01
#: … and the tables' values are trusted when it trails by more than this (else: the exact recursion).
CLOSE = 0.03

_MOVES = {Hit: HIT, Stand: STAND, DoubleDown: DOUBLE, Split: SPLIT}


def review_hand(record: dict, start: int, end: int, seats, *,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] = lambda: False) -> Review:
    """The person's (``seats``') playing decisions in the hand of ``record`` between ``start``
    and ``end``, each valued for what that seat could not see."""
    match = Match.from_json(record, upto=start)
    steps = [(int(seat), Action.from_json(data)) for seat, data in record["actions"][start:end]]
    mine = {i for i, (seat, action) in enumerate(steps) if seat in seats and type(action) in _MOVES}
    flags, done = [], 0
    for index, (seat, action) in enumerate(steps):
        if index in mine:
            if cancelled():
                return Review(tuple(flags), done, cancelled=True)
            flag = look(match, seat, action, start + index)
            if flag is not None:
                flags.append(flag)
            done += 1
            if progress is not None:
                progress(done, len(mine))
        match.apply(seat, action)
    return Review(tuple(flags), done)


def values(obs, legal, exact: bool = False) -> list[tuple[float, str]]:
    """(expected result per chip bet, move) of every move allowed now, best first, for the cards
    ``obs``'s seat has not seen: the composition tables' values, or (``exact``, and where the two
    best are within :data:`CLOSE`) the exact recursion's."""
    sit = player_situation(obs)
    counts = tuple(int(round(c)) for c in unseen_counts(obs))
    allowed = {"can_double": DoubleDown() in legal, "pair": sit["pair"], "can_split": Split() in legal,
               "from_split": sit["from_split"]}
    tables, probs = tables_for(counts, sit["up"])
    ranked = ranked_moves(sit["total"], sit["soft"], sit["up"], tables=tables, probs=probs, **allowed)
    close = len(ranked) > 1 and ranked[0][0] - ranked[1][0] <= CLOSE
    if (exact or close) and sum(counts) > 0:
        ranked = ExactSolver(sit["up"]).moves(sit["total"], sit["soft"], counts, **allowed)
    return ranked


def look(match: Match, seat: int, played: Action, position: int) -> Flag | None:
    """The flag of one decision, or None (forced, the best, or too close to matter)."""
    state = match.state
    obs = state.observe(seat)
    if obs.phase != "play" or obs.active is None or obs.active[0] != seat:
        return None
    legal = list(state.legal_actions(seat))
    if len([a for a in legal if type(a) in _MOVES]) < 2:
        return None
    ranked = values(obs, legal)
    if _MOVES[type(played)] == ranked[0][1]:
        return None
    ranked = values(obs, legal, exact=True)          # a candidate: its figures, exactly
    by_move = {move: value for value, move in ranked}
    played_value = by_move.get(_MOVES[type(played)])
    best_value, best_move = ranked[0]
    better = as_action(best_move, legal)
    if played_value is None or better == played or best_value - played_value < LEAST_COST:
        return None
    hand = obs.seats[seat].hands[obs.active[1]]
    cost = (best_value - played_value) * hand.bet
    return Flag(position, seat, played, better, cost, 0.0, 0.0, 0.0, 0, shoe=True,
                value_played=played_value, value_better=best_value)
