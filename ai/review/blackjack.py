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

That is the table with the casino banker only. Without that rule (the default) the banker hits or
stands freely, for the most he expects from every 闲家 hand he sees (the hard banker also reads
the hidden cards from the play), and the exact figures are not what the moves are worth: a 闲家
who stands on 13 showing a 3 has told him the total is small, and he draws until he beats it.
The exact flags gained nothing on the real deals there (issue 29: +2.5 ± 2.5 chips a flag). So
with the free banker each allowed move is worth its exact value plus what the banker's freedom
changes of it, measured on worlds sampled from the seat's observation and finished by the
table's own players (:mod:`.blackjack_worlds`): the move's result with the banker as he plays
less its result on the same world with the banker drawing to 16. Where he plays as the rule
would, the two are equal, so the noise comes only from the worlds where his freedom matters; a
move is flagged when the best gains at least :data:`LEAST_COST` of the bet on average and more
than :data:`NOISE` standard errors of those paired differences, and the figures shown are the
values so corrected.

Measured (tests/reliability/review_honesty, 2,000 fresh hands, seeds 200000–201999, seat 0 easy,
the others normal): free banker +8.83 ± 2.96 chips a flag (3.0 SE; 17 % of hands flagged, 349
flags, 60 % did not gain; review p95 2.6 s of processor time); casino banker (the exact path)
+5.68 ± 2.62 (2.2 SE; 30 %, 685 flags, 64 %; p95 0.4 s).
"""
from __future__ import annotations

import random
import time
from typing import Callable

from ai.blackjack.bots import as_action, player_situation
from ai.blackjack.counting import unseen_counts
from ai.blackjack.exact import ExactSolver
from ai.blackjack.strategy import DOUBLE, HIT, SPLIT, STAND, ranked_moves, tables_for
from engine.actions import Action
from engine.blackjack.actions import DoubleDown, Hit, Split, Stand
from engine.match import Match

from .blackjack_worlds import table_players, weigh
from .flags import Flag, Review
from .paired import paired

#: A move is flagged when it gives up at least this share of the hand's bet on average …
LEAST_COST = 0.01
#: … and the tables' values are trusted when it trails by more than this (else: the exact recursion).
CLOSE = 0.03
#: Free banker: flagged above this many standard errors of the paired differences …
NOISE = 2.0
#: … on up to this many worlds, played in batches of :data:`BATCH` (a decision that cannot be
#: flagged, or is clearly, stops early) …
WORLDS = 400
BATCH = 40
#: … and never fewer than this many, however far behind the review runs.
LEAST_WORLDS = 80
#: Free banker: a move the exact strategy puts this far (of the bet) below the one played is
#: not played out — no way of the banker's makes up that much.
HOPELESS = 0.5
#: Free banker: with this many decks or fewer the moves' values are the exact recursion's (with
#: more, the composition tables', as close and far quicker).
EXACT_DECKS = 2
#: A hand's review keeps to about this much processor time (the free banker's worlds) unless
#: told otherwise (:func:`ai.review.review_hand` passes the table's knobs to the other games only).
BUDGET = 3.0

_MOVES = {Hit: HIT, Stand: STAND, DoubleDown: DOUBLE, Split: SPLIT}


def review_hand(record: dict, start: int, end: int, seats, *, seed: int = 0, budget: float | None = BUDGET,
                worlds: int = WORLDS, progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] = lambda: False, **_knobs) -> Review:
    """The person's (``seats``') playing decisions in the hand of ``record`` between ``start``
    and ``end``, each valued for what that seat could not see (``seed``: the free banker's
    worlds; ``budget``: processor seconds for the whole hand)."""
    match = Match.from_json(record, upto=start)
    steps = [(int(seat), Action.from_json(data)) for seat, data in record["actions"][start:end]]
    mine = {i for i, (seat, action) in enumerate(steps) if seat in seats and type(action) in _MOVES}
    began = time.process_time()
    flags, done = [], 0
    for index, (seat, action) in enumerate(steps):
        if index in mine:
            if cancelled():
                return Review(tuple(flags), done, cancelled=True)
            if match.state.casino_banker:
                flag = look(match, seat, action, start + index)
            else:
                share = None if budget is None else max(0.0, budget - (time.process_time() - began)) / (len(mine) - done)
                rng = random.Random(seed * 1_000_003 + start + index)
                flag = look_free(match, seat, action, start + index, table_players(record, seat), rng, worlds,
                                 share)
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


def look_free(match: Match, seat: int, played: Action, position: int, players, rng: random.Random,
              worlds: int = WORLDS, seconds: float | None = None) -> Flag | None:
    """The flag of one decision against the free banker, or None.

    Each allowed move (but the hopeless ones) is worth its exact value (the banker drawing to
    16) plus what the free banker's play changes: the mean, over the same sampled worlds, of
    the move's result with the banker as he plays less its result with the banker drawing to 16
    (same cards, same players). Where the banker plays as the rule would, the two are equal, so
    only the worlds where his freedom matters carry noise; the best move is flagged against the
    one played when it gains more than :data:`NOISE` standard errors and :data:`LEAST_COST`."""
    state = match.state
    obs = state.observe(seat)
    if obs.phase != "play" or obs.active is None or obs.active[0] != seat:
        return None
    legal = [a for a in state.legal_actions(seat) if type(a) in _MOVES]
    if len(legal) < 2 or played not in legal:
        return None
    exact = {move: value for value, move in values(obs, legal, exact=obs.decks <= EXACT_DECKS)}
    mark = exact.get(_MOVES[type(played)])
    if mark is None:
        return None
    moves = [played] + [a for a in legal if a != played and exact.get(_MOVES[type(a)], -9.0) > mark - HOPELESS]
    if len(moves) < 2:
        return None
    bet = obs.seats[seat].hands[obs.active[1]].bet
    base = [exact[_MOVES[type(m)]] * bet for m in moves]
    stop = None if seconds is None else time.process_time() + seconds
    outcomes: list = []
    verdict = None
    while len(outcomes) < worlds:
        batch = weigh(state, seat, moves, players, rng, min(BATCH, worlds - len(outcomes)))
        if not batch:
            break
        outcomes += batch
        verdict = _verdict(outcomes, base, bet)
        if verdict is None or verdict[2] != "open":
            break
        if stop is not None and len(outcomes) >= LEAST_WORLDS and time.process_time() > stop:
            break
    if verdict is None or verdict[2] == "none" or not _clear(verdict[1], bet):
        return None
    return _flag(position, seat, played, moves, verdict[0], outcomes, base, bet)


def _shift(outcome, index: int) -> float:
    """What the free banker changed of move ``index``'s result on one world."""
    return outcome.free[index] - outcome.fixed[index]


def _error(outcomes, best: int) -> float:
    """The standard error of the best move's gain over the one played (index 0): the exact
    values carry none, so it is that of how much more the free banker's play changed the best
    move's result than the played one's, world by world (the review's paired verdict)."""
    return paired([(_shift(o, 0), _shift(o, best)) for o in outcomes]).error


def _clear(stats, bet: int) -> bool:
    mean, error = stats
    return mean >= LEAST_COST * bet and mean > NOISE * error


def _worth(outcomes, base, index: int) -> float:
    """Move ``index``'s chips on average: its exact value, and the free banker's change."""
    return base[index] + sum(_shift(o, index) for o in outcomes) / len(outcomes)


def _verdict(outcomes, base, bet: int):
    """(the best move's index, (mean, error) of its gain over the one played (index 0), "flag" /
    "none" / "open"), or None (too few worlds). "none": the one played is best, or the best
    cannot get clear in the worlds left (its gain short of the least cost by three standard
    errors); "flag": clear by twice the noise on at least :data:`LEAST_WORLDS`, no need of more."""
    if len(outcomes) < 2:
        return None
    worth = [_worth(outcomes, base, i) for i in range(len(base))]
    best = max(range(len(base)), key=lambda i: worth[i])
    if best == 0:
        return 0, (0.0, 0.0), "none"
    mean, error = stats = (worth[best] - worth[0], _error(outcomes, best))
    if mean + 3 * error < LEAST_COST * bet:
        return best, stats, "none"
    if mean >= LEAST_COST * bet and mean > 2 * NOISE * error and len(outcomes) >= LEAST_WORLDS:
        return best, stats, "flag"
    return best, stats, "open"


def _flag(position: int, seat: int, played: Action, moves, best: int, outcomes, base, bet: int) -> Flag:
    n = len(outcomes)
    worth_played, worth_better = _worth(outcomes, base, 0), _worth(outcomes, base, best)
    return Flag(position, seat, played, moves[best], worth_better - worth_played, _error(outcomes, best),
                sum(o.free[0] > 0 for o in outcomes) / n, sum(o.free[best] > 0 for o in outcomes) / n, n,
                shoe=True, value_played=worth_played / bet, value_better=worth_better / bet)
