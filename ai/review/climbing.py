"""复盘 — "could I have done better?": each play a person made, looked at again (issue 29, item 3).

For every decision a person made in the play phase of a climbing game, the hard computer player
decides again from that seat's observation at the time — its own cards, what had been played,
the others' card counts; no hindsight — and, where it would have played otherwise, the move
played and the hard player's move are both played out on the same worlds: deals of the cards
that seat could not see, made as the hard player makes them (the game's sampler), finished by
the game's own play-out policy and scored by the game's own scoring. The cost of the move played
is the mean of the paired differences in the seat's points; a decision is flagged when that
cost is above zero by more than :data:`NOISE` standard errors (and at least :data:`LEAST_COST`
points), with both moves' shares of worlds won, which the viewer shows as the one-line reason.

Where the hands are small enough to solve with every card known (斗地主 and 锄大地 endgames,
:mod:`ai.endgame`), the decision is also solved exactly with the cards as they lay: a person
who had a forced win and played a move that loses it is told which move would have won — that
one is hindsight, and said so.

Covered: the play decisions of 斗地主, 癞子斗地主, 锄大地, 双扣, 干瞪眼 (both variants) and 吃苍蝇
(:data:`REVIEWERS`), and 斗地主's calls (叫分, 倒, 踢回) and 癞子斗地主's 叫分
(:mod:`ai.review.doudizhu_calls`). The other families have their own modules beside this one
(:mod:`ai.review`).

Pure (no pygame), beside the players it asks; the viewer (scenes/replay/review_run.py) runs it
through :func:`ai.review.review_hand` in a worker thread with progress and can cancel it.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any, Callable

from ai.climbing.search import play_out
from engine.actions import Action, Pass, Play
from engine.match import Match

from .doudizhu_calls import CALL_PHASES, is_call
from .doudizhu_calls import VARIANTS as CALLS
from .doudizhu_calls import look as look_call
from .flags import Flag, Review

#: A decision is flagged when the move played costs more than this many standard errors …
NOISE = 2.0
#: … and at least this many points on average.
LEAST_COST = 0.25
#: Worlds each flagged candidate pair is played out on.
WORLDS = 60
#: The hard player's thinking time per decision while reviewing (its own search, shortened).
THINK = 0.25
#: Fewest worlds a costly-looking move is checked on, however far behind the review runs.
LEAST_WORLDS = 16
#: Cards at the table at most for the exact endgame check.
ENDGAME_CARDS = 14
#: Positions the endgame solver may look at per decision before giving up.
ENDGAME_NODES = 60_000


# --- one game's play-out: how a world is dealt, played to the end and scored ----------------------

@dataclass(frozen=True)
class Reviewer:
    """``sample(obs, rng)``: a world consistent with ``obs``; ``policy(obs)``: the play-out
    policy for a position of that hand; ``endgame``: the :mod:`ai.endgame` game id, if any."""

    sample: Callable[[Any, random.Random], Any]
    policy: Callable[[Any], Callable[[Any], Any]]
    endgame: str | None = None


def _doudizhu() -> Reviewer:
    from ai.doudizhu.inference import pass_clues, sample_consistent
    from ai.doudizhu.search import round_policy

    return Reviewer(lambda obs, rng: sample_consistent(obs, pass_clues(obs), rng),
                    lambda obs: round_policy(obs.landlord), "doudizhu")


def _doudizhu_wild() -> Reviewer:
    from ai.doudizhu_wild.counting import view_of_position
    from ai.doudizhu_wild.policy import PLAYOUT_WIDTH, choose_play
    from engine.climbing.variants.doudizhu_wild import sample_world

    def policy(obs):
        return lambda position: choose_play(view_of_position(position, obs.landlord), PLAYOUT_WIDTH)
    return Reviewer(sample_world, policy)


def _big2() -> Reviewer:
    from ai.big2.search import playout_policy
    from engine.climbing.variants.big2 import sample_world

    return Reviewer(sample_world, lambda obs: playout_policy, "big2")


def _gandengyan() -> Reviewer:
    from ai.gandengyan.knowledge import view_of_observation, view_of_position
    from ai.gandengyan.policy import choose_play
    from engine.climbing.variants.gandengyan import sample_world
    from engine.climbing.variants.gandengyan_moves import MOVES

    def policy(obs):
        everyone = view_of_observation(obs).everyone_draws

        def play(position):
            if position.lead is not None and not MOVES.responses(position.hands[position.to_act], position.lead):
                return None
            return choose_play(view_of_position(position, everyone, obs.dealer))
        return play
    return Reviewer(sample_world, policy)


def _teams(game: str) -> Reviewer:
    import importlib

    from ai.climbing import teams

    cards = importlib.import_module(f"ai.{game}.cards")
    knowledge = importlib.import_module(f"ai.{game}.knowledge")
    engine = importlib.import_module(f"engine.climbing.variants.{game}")

    def policy(obs):
        def play(position):
            if position.lead is not None and not cards.SENSE.moves.responses(position.hands[position.to_act],
                                                                              position.lead):
                return None
            return teams.choose_play(knowledge.view_of_position(position), cards.SENSE)
        return play
    return Reviewer(engine.sample_world, policy)


REVIEWERS: dict[str, Callable[[], Reviewer]] = {
    "doudizhu": _doudizhu, "doudizhu-wild": _doudizhu_wild, "big2": _big2,
    "gandengyan": _gandengyan, "gandengyan-winner": _gandengyan,
    "shuangkou": lambda: _teams("shuangkou"), "chicangying": lambda: _teams("chicangying"),
}


def reviewable(variant: str) -> bool:
    return variant in REVIEWERS


# --- the review of a hand --------------------------------------------------------------------------

def review_hand(record: dict, start: int, end: int, seats, *, seed: int = 0,
                worlds: int = WORLDS, think: float = THINK, budget: float | None = None,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] = lambda: False) -> Review:
    """Review the decisions of ``seats`` (the people) in the hand of ``record`` lying between
    actions ``start`` and ``end``. ``progress(done, total)`` after each decision; a review whose
    ``cancelled()`` turns true stops at the next decision (with what it found so far).

    ``budget``: seconds of processor time for the whole hand (the viewer's: :data:`ai.review.BUDGET`). A hand
    with many decisions (双扣's 27 cards) shares it out: the hard player thinks less per decision
    and each pair of moves is played out on fewer worlds (at least :data:`LEAST_WORLDS`) once the
    review runs behind. None (tests, a given number of worlds): no clock is read."""
    from ai.registry import make_bot

    variant = record["variant"]
    reviewer = REVIEWERS[variant]()
    match = Match.from_json(record, upto=start)
    steps = [(int(seat), Action.from_json(data)) for seat, data in record["actions"][start:end]]
    calls = variant in CALLS
    mine = [i for i, (seat, action) in enumerate(steps) if seat in seats
            and (isinstance(action, (Play, Pass)) or (calls and is_call(action)))]
    bot = make_bot(variant, "hard")
    if budget is not None and mine:
        think = min(think, 0.4 * budget / len(mine))
    bot.time_budget = think
    began = time.process_time()
    flags: list[Flag] = []
    done = 0
    for index, (seat, action) in enumerate(steps):
        if index in mine:
            if cancelled():
                return Review(tuple(flags), done, cancelled=True)
            rng = random.Random(seed * 1_000_003 + start + index)
            count = _worlds_now(worlds, budget, began, done, len(mine))
            if calls and match.state.phase in CALL_PHASES:
                flag = look_call(match, seat, action, start + index, rng, count, NOISE, LEAST_COST)
            else:
                flag = _look(match, seat, action, start + index, reviewer, bot, rng, count)
            if flag is not None:
                flags.append(flag)
            done += 1
            if progress is not None:
                progress(done, len(mine))
        match.apply(seat, action)
    return Review(tuple(flags), done)


def _worlds_now(worlds: int, budget: float | None, began: float, done: int, total: int) -> int:
    """Worlds for the next decision: all of them while the review keeps to its budget's pace,
    fewer (down to :data:`LEAST_WORLDS`) in proportion to what is left once it runs behind."""
    if budget is None:
        return worlds
    left = budget - (time.process_time() - began)
    share = left / max(1, total - done)
    pace = budget / max(1, total)
    return max(LEAST_WORLDS, min(worlds, int(worlds * share / pace))) if share < pace else worlds


def _look(match: Match, seat: int, played: Action, position: int, reviewer: Reviewer, bot,
          rng: random.Random, worlds: int) -> Flag | None:
    """The flag of one decision, or None (forced, the same as the hard player's, or not costly)."""
    state = match.state
    if state.phase != "play":
        return None
    obs = state.observe(seat)
    legal = state.legal_actions(seat)
    if len(legal) < 2:
        return None
    exact = _endgame(match, seat, played, legal, reviewer, position)
    if exact is not None:
        return exact
    better = bot.choose(obs, legal, random.Random(rng.random()))
    if better == played:
        return None
    moves = (_move_of(legal, played), _move_of(legal, better))
    policy = reviewer.policy(obs)
    outcomes: list[tuple[float, float]] = []
    wins = [0, 0]
    for _ in range(worlds):
        world = reviewer.sample(obs, rng)
        root = world.position()
        deltas = []
        for k, move in enumerate(moves):
            end = play_out(root.copy(), move, policy)
            delta = world.score_position(end).deltas[seat]
            wins[k] += delta > 0
            deltas.append(delta)
        outcomes.append((deltas[0], deltas[1]))
    diffs = [b - a for a, b in outcomes]
    mean = sum(diffs) / len(diffs)
    error = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1) / len(diffs))
    if mean < LEAST_COST or mean <= NOISE * error:
        return None
    return Flag(position, seat, played, better, mean, error, wins[0] / worlds, wins[1] / worlds, worlds)


def _move_of(legal, action: Action):
    """The engine's move tuple behind ``action`` in ``legal`` (None: a pass)."""
    if isinstance(action, Pass):
        return None
    offset = int(legal.pass_allowed)
    for i in range(len(legal.moves)):
        if legal[i + offset] == action:
            return legal.moves[i]
    raise ValueError(f"{action!r} is not among the legal plays")


def _endgame(match: Match, seat: int, played: Action, legal, reviewer: Reviewer, position: int) -> Flag | None:
    """With every card known and few left: the side had a forced win and the move played lost it."""
    if reviewer.endgame is None:
        return None
    from ai.endgame.position import Position
    from ai.endgame.rules import rules_for
    from ai.endgame.solver import Solver, TooHard

    state = match.state
    seats = len(match.players)
    views = [state.observe(s) for s in range(seats)]
    if sum(len(v.hand) for v in views) > ENDGAME_CARDS or any(not v.hand for v in views):
        return None
    rules = rules_for(reviewer.endgame)
    obs = views[seat]
    landlord = getattr(obs, "landlord", None)
    side = ({landlord} if seat == landlord else set(range(seats)) - {landlord}) if landlord is not None else {seat}
    try:
        here = Position(tuple(rules.pack(v.hand) for v in views), seat, obs.lead,
                        obs.lead_seat if obs.lead is not None else None)
        solver = Solver(rules, side, seats, node_limit=ENDGAME_NODES)
        if not solver.wins(here) or solver.wins_after(here, _move_of(legal, played)):
            return None
        winning = solver.first_win(here)
    except (TooHard, ValueError):
        return None
    better = _action_of(legal, winning)
    if better is None:
        return None
    return Flag(position, seat, played, better, 0.0, 0.0, 0.0, 1.0, 0, exact=True)


def _action_of(legal, move) -> Action | None:
    """The entry of ``legal`` that makes ``move`` (None: a pass)."""
    if move is None:
        return Pass() if legal.pass_allowed else None
    offset = int(legal.pass_allowed)
    for i, listed in enumerate(legal.moves):
        if listed is move or (listed[0] == move[0] and listed[1:] == move[1:]):
            return legal[i + offset]
    return None
