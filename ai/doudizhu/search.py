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
tie-break (:func:`value`). Over the partner's play a farmer compares only
letting it stand, the policy's choice and finishing moves (:func:`team_candidates`).

The loop is the shared :func:`ai.climbing.search.search` (same worlds for every
candidate; stops at the play-out cap, the time budget or a clear winner). One
setting is this game's own: a move other than the policy's is played only when
it beats the policy's move world by world by more than a standard error
(``confidence``). With some sixty worlds the best of four noisy means is often
just the luckiest; against RLCard's landlord this rule cut the hard farmers'
losses (``bench/bench_rlcard.py --hard-confidence``). A forced move or a single
candidate is returned without searching.
"""
from __future__ import annotations

import random

from ai.climbing.search import SearchSettings, play_out, search
from ai.reason import Reason

from .counting import TableView, view_of_position
from .decompose import Move, decompose
from .inference import pass_clues, sample_consistent
from .leaf import landlord_chance
from .policy import choose_play, explain_play, ranked_plays

#: The hard player's search: 240 play-outs over 4 candidates, and a move other than the
#: policy's only when it wins by a standard error (measured: bench/bench_rlcard.py).
SETTINGS = SearchSettings(iterations=240, width=4, min_worlds=12, confidence=1.0)

#: Where a play-out stops: at this many trick starts after the candidate, judged there by the
#: leaf model (:mod:`.leaf`); 0 plays every world out to the end of the hand. Off because it
#: measured worse: RLCard's landlord against hard farmers on the same 900 deals (seeds
#: 400000–400899) won 0.123 with 3 trick starts and 960 play-outs against 0.107 ± 0.010 with
#: full play-outs (paired difference +0.017 ± 0.011 SE, the wrong way).
LEAF_TRICKS = 0

#: A play-out's value is the hand won (+1) or lost (-1) plus this much per point of the
#: seat's score: winning comes first, the stake breaks ties between moves that win as often.
SCORE_WEIGHT = 0.02


def search_play(observation, view: TableView, rng: random.Random,
                settings: SearchSettings = SETTINGS) -> Move | None:
    """The move with the best average outcome over sampled worlds (None: pass)."""
    return explain_search_play(observation, view, rng, settings)[0]


def explain_search_play(observation, view: TableView, rng: random.Random,
                        settings: SearchSettings = SETTINGS,
                        leaf_tricks: int = LEAF_TRICKS) -> tuple[Move | None, Reason]:
    """:func:`search_play` and why: the worlds it played out (a forced move: the policy's own
    reason, nothing was searched)."""
    candidates = team_candidates(view, ranked_plays(view, settings.width))
    if len(candidates) == 1:
        return candidates[0], explain_play(view)[1]
    clues = pass_clues(observation)
    me = view.seat

    def sample(rng: random.Random):
        world = sample_consistent(observation, clues, rng)
        return world, world.position()

    def evaluate(sampled, move: Move | None) -> float:
        world, root = sampled
        if leaf_tricks:
            return leaf_value(root.copy(), move, world, view.landlord, me, leaf_tricks)
        return value(playout(root.copy(), move, world, view.landlord)[me])

    outcome = search(candidates, sample, evaluate, rng, settings)
    if not outcome.worlds:
        return candidates[outcome.best], explain_play(view)[1]
    return candidates[outcome.best], Reason.of("ddz.searched", worlds=outcome.worlds)


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


def leaf_value(position, first: Move | None, world, landlord: int, me: int, tricks: int) -> float:
    """Play ``first``, then the normal policy up to the ``tricks``-th trick start after it, and
    judge the position there by the leaf model (a hand that ends before: its real outcome).

    On the scale of :func:`value`: the chance of winning p counts as 2p − 1."""
    _play(position, first)
    policy = round_policy(landlord)
    started = 0
    while position.winner is None:
        if position.lead is None:
            started += 1
            if started >= tricks:
                chance = landlord_chance(position.hands, position.to_act, landlord)
                return 2.0 * (chance if me == landlord else 1.0 - chance) - 1.0
        _play(position, policy(position))
    return value(world.score_position(position).deltas[me])


def _play(position, move: Move | None) -> None:
    if move is None:
        position.pass_turn()
    else:
        position.play(move)
