"""复盘 of 打撇: each card a person played, looked at again.

The hard player's own measure (:mod:`ai.dapie.search`): where it would have played another card
from the seat's observation at the time, both cards are played on the same worlds — the unseen
cards dealt by the engine's ``sample_world`` from that observation (voids shown, put-back cards,
the declarer's kitty: no hindsight) — and the hand finished by the normal rules at every seat,
each playing on what it could count; a play-out is worth the hand's payment per 撇家 stake from
the seat's side (win, 和牌 or loss times 误撇 / 翻撇 / a failed 摆撇). Flagged above :data:`NOISE`
standard errors of the paired differences and at least :data:`LEAST_COST` of a stake. The bid,
the trump, the put-back, 倒 and the answer are looked at in the hand's points
(:mod:`.dapie_calls`).
"""
from __future__ import annotations

import math
import random
import time
from typing import Callable

from engine.actions import Action, Bid, Double, Pass, Play
from engine.dapie.actions import Concede, NameTrump, PutBack
from engine.match import Match

from .dapie_calls import look as look_call
from .flags import Flag, Review

#: The decisions before the cards: 叫分 / 不叫, 叫主, 换底, 倒 / 踢回 / 放弃, 认输.
CALLS = (Bid, Pass, NameTrump, PutBack, Double, Concede)

NOISE = 2.0
#: A stake's share a card must cost on average to be flagged.
LEAST_COST = 0.1
WORLDS = 40
LEAST_WORLDS = 12
THINK = 0.2
#: The viewer's review of a hand keeps to about this much processor time (issue 29: p95 ≤ 10 s).
BUDGET = 7.0


def review_hand(record: dict, start: int, end: int, seats, *, seed: int = 0, worlds: int = WORLDS,
                think: float = THINK, budget: float | None = None,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] = lambda: False) -> Review:
    """The person's (``seats``') card plays in the hand of ``record`` between ``start`` and ``end``."""
    from ai.registry import make_bot

    match = Match.from_json(record, upto=start)
    steps = [(int(seat), Action.from_json(data)) for seat, data in record["actions"][start:end]]
    mine = [i for i, (seat, action) in enumerate(steps) if seat in seats and isinstance(action, (Play, *CALLS))]
    if budget is not None and mine:
        think = min(think, 0.3 * budget / len(mine))
    bot = make_bot(match.variant, "hard")
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
            if isinstance(action, Play):
                flag = look(match, seat, action, start + index, bot, rng, count)
            else:
                flag = look_call(match, seat, action, start + index, rng, count)
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
    """The flag of one card, or None (forced, the hard player's own, or not costly)."""
    from ai.dapie.rollout import play_out
    from ai.dapie.search import COUNTING, payment_score
    from engine.dapie.sample import sample_world

    state = match.state
    if state.phase != "play":
        return None
    obs = state.observe(seat)
    legal = list(state.legal_actions(seat))
    cards = [a for a in legal if isinstance(a, Play)]
    if len(cards) < 2:
        return None
    better = bot.choose(obs, legal, random.Random(rng.random()))
    if not isinstance(better, Play) or better == played:
        return None
    sign = 1.0 if seat == obs.declarer else -1.0
    diffs: list[float] = []
    wins = [0, 0]
    for _ in range(worlds):
        try:
            base = sample_world(obs, rng).position()
        except ValueError:
            continue
        values = []
        for move in (played, better):
            pos = base.copy()
            pos.play(move.cards[0])
            play_out(pos, COUNTING)
            values.append(sign * payment_score(pos, obs.contract))
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
    return Flag(position, seat, played, better, mean, error, wins[0] / n, wins[1] / n, n, phase="stakes")
