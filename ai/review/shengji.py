"""复盘 of 升级: each card play a person made, looked at again.

The same measure as the other games: the hard player (:mod:`ai.shengji.search`) decides again
from the seat's observation at the time; where it would have played otherwise, both plays are
made on the same worlds — the unseen cards dealt by the engine's ``sample_world`` from that
observation (counts, shown voids, declarations: no hindsight) — and the hand is finished by
the normal player at every seat (:func:`ai.shengji.playout.play_out`, the hard player's own
play-out). The measure is the points of the seat's side: the attackers' total with the kitty's
bonus, counted against the dealer's side. Flagged above :data:`NOISE` standard errors and at
least :data:`LEAST_COST` points a deck. The declarations and the bury are looked at the same way
(:mod:`.shengji_calls`).

A hand holds 12-25 plays of the person's with one deck, up to 39 with three; with a
processor-time ``budget`` the review thinks less and plays out fewer worlds (at least
:data:`LEAST_WORLDS`) once it runs behind.
"""
from __future__ import annotations

import math
import random
import time
from typing import Callable

from engine.actions import Action, Play
from engine.match import Match

from .flags import Flag, Review
from .shengji_calls import is_call, worlds_for
from .shengji_calls import look as look_call

NOISE = 2.0
#: Points a deck the play must cost on average to be flagged (a 5 is 5 points).
LEAST_COST = 3.0
WORLDS = 24
LEAST_WORLDS = 8
THINK = 0.2
#: The viewer's review of a hand keeps to about this much processor time (issue 29: p95 ≤ 10 s).
BUDGET = 7.0
#: Tricks of a play-out played by the normal player (the easy one finishes), per deck count.
CAREFUL = {1: 99, 2: 4, 3: 3}


def review_hand(record: dict, start: int, end: int, seats, *, seed: int = 0, worlds: int = WORLDS,
                think: float = THINK, budget: float | None = None,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] = lambda: False) -> Review:
    """The person's (``seats``') card plays in the hand of ``record`` between ``start`` and ``end``."""
    from ai.shengji.search import HardBot, SearchSettings

    match = Match.from_json(record, upto=start)
    steps = [(int(seat), Action.from_json(data)) for seat, data in record["actions"][start:end]]
    mine = _decisions(record, start, steps, seats)
    if budget is not None and mine:
        think = min(think, 0.3 * budget / len(mine))
    bot = HardBot(SearchSettings(time_budget=think))
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
                decks = max(1, int(getattr(match.state, "decks", 1)))
                flag = look_call(match, seat, action, start + index, rng,
                                 worlds_for(match.state.phase, count),
                                 CAREFUL.get(decks, 3), LEAST_COST * decks, NOISE)
            if flag is not None:
                flags.append(flag)
            done += 1
            if progress is not None:
                progress(done, len(mine))
        match.apply(seat, action)
    return Review(tuple(flags), done)


def _decisions(record: dict, start: int, steps, seats) -> set[int]:
    """The indexes in ``steps`` of the person's plays, declarations and bury (a pass is one only
    in some moments of the deal, so the hand is stepped through once to know them)."""
    match = Match.from_json(record, upto=start)
    found = set()
    for index, (seat, action) in enumerate(steps):
        if seat in seats and (isinstance(action, Play) or is_call(match.state, seat, action)):
            found.add(index)
        match.apply(seat, action)
    return found


def _worlds_now(worlds: int, budget: float | None, began: float, done: int, total: int) -> int:
    if budget is None:
        return worlds
    left = budget - (time.process_time() - began)
    share, pace = left / max(1, total - done), budget / max(1, total)
    return max(LEAST_WORLDS, min(worlds, int(worlds * share / pace))) if share < pace else worlds


def _same(a: Action, b: Action) -> bool:
    return sorted(map(repr, getattr(a, "cards", ()))) == sorted(map(repr, getattr(b, "cards", ())))


def look(match: Match, seat: int, played: Action, position: int, bot, rng: random.Random,
         worlds: int) -> Flag | None:
    """The flag of one play, or None (forced, the hard player's own, or not costly)."""
    from ai.shengji.playout import play_out
    from engine.shengji.sample import sample_world

    state = match.state
    if state.phase != "play":
        return None
    obs = state.observe(seat)
    legal = state.legal_actions(seat)
    if len(obs.hand) <= 1:
        return None
    better = bot.choose(obs, legal, random.Random(rng.random()))
    if _same(better, played):
        return None
    decks = max(1, int(getattr(obs, "decks", 1)))
    careful = CAREFUL.get(decks, 3)
    diffs: list[float] = []
    wins = [0, 0]
    for _ in range(worlds):
        try:
            world = sample_world(obs, rng)
        except ValueError:
            continue
        values = []
        for move in (played, better):
            twin = world.clone()
            twin.apply(seat, move)
            values.append(play_out(twin, seat, careful) if twin.phase == "play" else _result(twin, seat))
        wins[0] += values[0] > 0
        wins[1] += values[1] > 0
        diffs.append(values[1] - values[0])
    n = len(diffs)
    if n < 2:
        return None
    mean = sum(diffs) / n
    error = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
    if mean < LEAST_COST * decks or mean <= NOISE * error:
        return None
    return Flag(position, seat, played, better, mean, error, wins[0] / n, wins[1] / n, n, phase="trick")


def _result(state, seat: int) -> float:
    """The seat's side's points once the hand is over (the play just made ended it)."""
    from ai.shengji.playout import team_of

    total = state.result.total
    return -total if team_of(state.result.dealer) == team_of(seat) else float(total)
