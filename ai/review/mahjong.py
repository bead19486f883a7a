"""复盘 of 四川麻将: each discard, claim and turn choice a person made, looked at again.

The same measure as the climbing games' plays (:mod:`.climbing`), with mahjong's own parts: the
hard player decides again from the seat's observation at the time (:mod:`ai.mahjong.hard`: its
search where the decision has stakes, the normal player's answer elsewhere); where it would
have chosen otherwise, the choice made and its choice are both taken on the same worlds — the
hidden hands and the wall dealt from that observation as the hard player deals them
(``sample_world``, then :func:`ai.mahjong.worlds.redeal`: no hindsight) — and the hand is played
to its end (or until the seat has won) by the quick rollout player; the seat's score change is
compared world by world. Flagged when the choice made costs more than :data:`NOISE` standard
errors of that paired difference and at least :data:`LEAST_COST` points; 飘 and 定缺 are not
reviewed (the hard player's are the normal player's rules of thumb).

Cost: a hand holds some 10–25 of the person's decisions; with a processor-time ``budget`` (the
viewer's :data:`BUDGET`) the hard player thinks less per decision and each pair of choices is
played out on fewer worlds (at least :data:`LEAST_WORLDS`) once the review runs behind.
"""
from __future__ import annotations

import math
import random
import time
from typing import Callable

from engine.actions import Action
from engine.mahjong.actions import Discard, Kong, LayDown, PassClaim, Pong, Win
from engine.mahjong.observe import sample_world, void_suits
from engine.match import Match

from .flags import Flag, Review

#: Flagged above this many standard errors …
NOISE = 2.0
#: … and at least this many points on average (a win is worth a few points from each payer).
LEAST_COST = 0.5
#: Worlds each pair of choices is played out on.
WORLDS = 40
#: Fewest worlds, however far behind the review runs.
LEAST_WORLDS = 16
#: The hard player's thinking time per decision while reviewing.
THINK = 0.2
#: The viewer's review of a hand keeps to about this much processor time (issue 29: p95 ≤ 10 s).
BUDGET = 7.0
#: A rollout this long always reaches the end of the hand.
WHOLE_HAND = 200

_DECISIONS = (Discard, LayDown, Kong, Pong, Win, PassClaim)


def review_hand(record: dict, start: int, end: int, seats, *, seed: int = 0, worlds: int = WORLDS,
                think: float = THINK, budget: float | None = None,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] = lambda: False) -> Review:
    """The person's (``seats``') decisions in the hand of ``record`` between ``start`` and ``end``."""
    from ai.mahjong.bots import HardBot

    match = Match.from_json(record, upto=start)
    steps = [(int(seat), Action.from_json(data)) for seat, data in record["actions"][start:end]]
    mine = [i for i, (seat, action) in enumerate(steps) if seat in seats and isinstance(action, _DECISIONS)]
    if budget is not None and mine:
        think = min(think, 0.4 * budget / len(mine))
    bot = HardBot(time_budget=think)
    began = time.process_time()
    flags: list[Flag] = []
    done = 0
    for index, (seat, action) in enumerate(steps):
        if index in mine:
            if cancelled():
                return Review(tuple(flags), done, cancelled=True)
            rng = random.Random(seed * 1_000_003 + start + index)
            flag = look(match, seat, action, start + index, bot, rng,
                        _worlds_now(worlds, budget, began, done, len(mine)))
            if flag is not None:
                flags.append(flag)
            done += 1
            if progress is not None:
                progress(done, len(mine))
        match.apply(seat, action)
    return Review(tuple(flags), done)


def _worlds_now(worlds: int, budget: float | None, began: float, done: int, total: int) -> int:
    if budget is None:
        return worlds
    left = budget - (time.process_time() - began)
    share, pace = left / max(1, total - done), budget / max(1, total)
    return max(LEAST_WORLDS, min(worlds, int(worlds * share / pace))) if share < pace else worlds


def look(match: Match, seat: int, played: Action, position: int, bot, rng: random.Random,
         worlds: int) -> Flag | None:
    """The flag of one decision, or None (forced, the hard player's own, or not costly)."""
    from ai.mahjong.rollout import play_out
    from ai.mahjong.worlds import hidden_seats, redeal

    state = match.state
    if state.phase != "play":
        return None
    obs = state.observe(seat)
    legal = list(state.legal_actions(seat))
    if len(legal) < 2:
        return None
    better = bot.choose(obs, legal, random.Random(rng.random()))
    if better == played:
        return None
    start = obs.scores[seat]
    voids, hidden = void_suits(obs), hidden_seats(obs)
    diffs: list[float] = []
    wins = [0, 0]
    for _ in range(worlds):
        world = sample_world(obs, rng)
        redeal(world, seat, hidden, voids, rng)
        if seat not in world.to_act():
            continue            # a world the table rules out (the sampler could not match it)
        values = []
        for move in (played, better):
            twin = world.clone()
            twin.apply(seat, move)
            play_out(twin, WHOLE_HAND, seat)
            values.append(twin.scores[seat] - start)
        wins[0] += values[0] > 0
        wins[1] += values[1] > 0
        diffs.append(values[1] - values[0])
    n = len(diffs)
    if n < 2:
        return None
    mean = sum(diffs) / n
    error = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
    if mean < LEAST_COST or mean <= NOISE * error:
        return None
    return Flag(position, seat, played, better, mean, error, wins[0] / n, wins[1] / n, n)
