"""The hard player's card play: determinised Monte-Carlo search.

For a decision in the play phase: take the few moves the normal policy rates
best (:func:`.policy.ranked_plays`), then repeatedly deal the unseen cards at
random in a way consistent with what this seat has seen (the engine's
:func:`~engine.climbing.variants.doudizhu.sample_world`) and believable given the
other seats' passes (:mod:`.inference`), and in each such world play every
candidate and then the rest of the hand to the end with the normal policy on
packed counts (the engine's fast :class:`~engine.climbing.position.Position`).
A move scores whether this seat wins the hand in that world, with what it would
win or lose (stakes, bombs and spring, the engine's own scoring) as a small
tie-break (:func:`value`); the best average wins. Over the partner's play a
farmer compares only letting it stand, the policy's choice and finishing moves
(:func:`team_candidates`).

Every candidate is played out in the same worlds (common random numbers), so
the comparison is fair even with few samples. The search stops at the first of:
the iteration budget (play-outs in total), the time budget, or one move being
clearly ahead (its mean beats the runner-up by more than three standard errors
after a minimum number of worlds). A forced move or a single candidate is
returned without searching.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from ai.climbing.search import play_out

from .counting import TableView, view_of_position
from .decompose import Move, decompose
from .inference import pass_clues, sample_consistent
from .policy import choose_play, ranked_plays


@dataclass(frozen=True)
class SearchSettings:
    """How hard the search thinks.

    ``time_budget`` seconds and ``iterations`` play-outs (candidates × worlds)
    both cap a decision; ``width`` candidate moves are compared; a clear
    winner may stop the search after ``min_worlds`` worlds.
    """

    time_budget: float = 1.0
    iterations: int = 240
    width: int = 4
    min_worlds: int = 12


#: A play-out's value is the hand won (+1) or lost (-1) plus this much per point of the
#: seat's score: winning comes first, the stake breaks ties between moves that win as often.
SCORE_WEIGHT = 0.02


def search_play(observation, view: TableView, rng: random.Random,
                settings: SearchSettings = SearchSettings()) -> Move | None:
    """The move with the best average outcome over sampled worlds (None: pass)."""
    candidates = team_candidates(view, ranked_plays(view, settings.width))
    if len(candidates) == 1:
        return candidates[0]
    clues = pass_clues(observation)
    start = time.perf_counter()
    deadline = start + settings.time_budget
    me = view.seat
    totals = [0.0] * len(candidates)
    squares = [0.0] * len(candidates)
    worlds = 0
    spent = 0
    while spent + len(candidates) <= settings.iterations:
        world = sample_consistent(observation, clues, rng)
        root = world.position()
        for k, move in enumerate(candidates):
            outcome = value(playout(root.copy(), move, world, view.landlord)[me])
            totals[k] += outcome
            squares[k] += outcome * outcome
        worlds += 1
        spent += len(candidates)
        if time.perf_counter() >= deadline:
            break
        if worlds >= settings.min_worlds and _clear_winner(totals, squares, worlds):
            break
    best = max(range(len(candidates)), key=lambda k: (totals[k], -k))
    return candidates[best]


def value(delta: int) -> float:
    """What a play-out is worth to the searching seat (see :data:`SCORE_WEIGHT`)."""
    won = 1.0 if delta > 0 else -1.0 if delta < 0 else 0.0
    return won + SCORE_WEIGHT * delta


def team_candidates(view: TableView, candidates: list[Move | None]) -> list[Move | None]:
    """Over the partner's play, only letting it stand, the policy's choice, or finishing.

    In a sampled world the partner's cards are a guess, so a play-out cannot tell
    that the partner was about to go out: overtaking him with a 大王 may look as
    good as passing there. A farmer overtakes his partner only when the policy
    says so (the landlord next, about to go out) or when the move leaves his own
    hand one play from the end.
    """
    partner = view.partner
    if view.lead is None or partner is None or view.lead_seat != partner:
        return candidates
    first = candidates[0]
    kept = [first] if first is None else [first, None]
    for move in candidates[1:]:
        if move is not None and move not in kept:
            rest = view.hand - move[0]
            if not rest or decompose(rest).plays <= 1:
                kept.append(move)
    return kept


def round_policy(landlord: int):
    """The normal policy for whichever seat is to act in a play-out
    :class:`~engine.climbing.round.Round` (``landlord``: the landlord's seat)."""
    def policy(position) -> Move | None:
        return choose_play(view_of_position(position.hands, position.to_act, landlord,
                                            position.lead, position.lead_seat))
    return policy


def playout(position, first: Move | None, world, landlord: int) -> tuple[int, ...]:
    """Play ``first`` for the seat to act, then the normal policy for everyone to the end.

    Returns the score deltas of the finished hand.
    """
    return world.score_position(play_out(position, first, round_policy(landlord))).deltas


def _clear_winner(totals, squares, n: int) -> bool:
    """Whether the best mean is more than three standard errors above the runner-up's."""
    means = [t / n for t in totals]
    order = sorted(range(len(means)), key=lambda k: -means[k])
    best, second = order[0], order[1]
    spread = 0.0
    for k in (best, second):
        variance = max(0.0, squares[k] / n - means[k] ** 2)
        spread += variance / n
    return means[best] - means[second] > 3 * math.sqrt(spread) + 1e-9
