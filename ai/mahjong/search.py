"""The hard player's search: determinised Monte-Carlo over sampled worlds.

Every decision the hard player searches is a choice between a few candidate actions, the
normal player's choice first. World after world (hidden hands and wall order sampled from
its observation with ``sample_world``, then re-dealt to agree with what the table has shown,
:mod:`.worlds`), each candidate is taken in a copy of that same
world and the hand is played on by the quick rollout player (:mod:`.rollout`). A
candidate's worth in a world is its score change, plus what its hand is still worth when a
short rollout stops; every candidate meets the same worlds (common random numbers), so the
comparison is fair even with few of them. Rollout results are noisy (one win is worth many
points), so the search overrides the normal player's choice only when a candidate beats it,
world by world, by more than ``confidence`` standard errors of the paired difference.

Which decisions are searched, and with which candidates, is :mod:`.hard`'s business.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Sequence

from engine.actions import Action
from engine.mahjong.observe import sample_world, void_suits

from engine.mahjong.rules import MISSING_DECLARED
from engine.mahjong.winning import winning_waits

from .efficiency import plan_shanten
from .rollout import _plan, play_out
from .worlds import hidden_seats, redeal

#: What a hand still in play is worth when a short rollout stops, by shanten (0, 1, 2, 3+),
#: in points (a win is worth about 2–4 from each payer). A ready hand of 13 tiles is valued
#: by its waits instead (:func:`_ready_worth`).
HAND_WORTH = (2.0, 0.8, 0.3, 0.1)
#: A win collects from more than one seat when self-drawn: its worth per win, in win values.
PAYERS = 1.5
#: The chance to finish a ready hand is never taken for more than this.
MAX_CHANCE = 0.85
#: A rollout this long always reaches the end of the hand (the wall holds 108 tiles).
WHOLE_HAND = 200
#: Worlds searched before the search may stop early because every alternative is clearly
#: worse, and the fewest on which it may override the normal player.
MIN_WORLDS = 12


@dataclass(frozen=True)
class SearchSettings:
    time_budget: float = 1.0   # seconds; the search stops at whichever comes first
    iterations: int = 24       # sampled worlds for a discard (the benchmark's setting)
    candidates: int = 4        # discards searched
    horizon: int = 12          # wall draws per discard rollout
    stake_worlds: int = 40     # sampled worlds for a decision with stakes (whole-hand rollouts)
    confidence: float = 1.5    # standard errors an alternative must win by


def _worth(state, me: int, start: int) -> float:
    value = state.scores[me] - start
    if state.phase == "play" and state.won[me] is None:
        h, melds = state.conc[me], state.melds[me]
        sh = plan_shanten(h, len(melds), _plan(state, me))
        if sh == 0 and (sum((h >> (3 * i)) & 7 for i in range(27)) + 3 * len(melds)) % 3 == 1:
            value += _ready_worth(state, me)
        else:
            value += HAND_WORTH[min(max(sh, 0), 3)]
    return value


def _ready_worth(state, me: int) -> float:
    """A ready hand's worth in the world the rollout reached: the chance its winning tiles come
    (the copies left in that world's wall, over the draws still to come, doubled for the
    discards of others) times what the win pays (its fans, capped) — so a discard that keeps
    the bigger hand, or the waits with more tiles left, is seen as worth more."""
    declared = state.missing[me] if state.rules.missing == MISSING_DECLARED else None
    waits = winning_waits(state.rules, state.conc[me], state.melds[me], declared)
    wall = len(state.wall)
    if not waits or not wall:
        return 0.0
    left = state.wall.remaining_kinds()
    live = {i: left.count(i) for i, _ in waits}
    n = sum(live.values())
    if not n:
        return 0.0
    in_hand = sum(1 for s in range(len(state.won)) if state.won[s] is None)
    draws = max(1, 2 * wall // max(in_hand, 1))
    chance = min(MAX_CHANCE, 1 - (1 - n / wall) ** draws)
    value = sum(live[i] * state.rules.win_value(r.total) for i, r in waits) / n
    return chance * value * PAYERS


def compare(obs, candidates: Sequence[Action], rng: random.Random, worlds: int, horizon: int,
            deadline: float, confidence: float) -> int:
    """Index of the candidate to play: 0 (the normal player's choice, listed first) unless
    another beats it by more than ``confidence`` standard errors over the same worlds."""
    me = obs.seat
    start = obs.scores[me]
    diffs: list[list[float]] = [[] for _ in candidates]   # each candidate minus the first, per world
    voids = void_suits(obs)
    hidden = hidden_seats(obs)
    for _ in range(worlds):
        world = sample_world(obs, rng)
        redeal(world, me, hidden, voids, rng)
        if me not in world.to_act():
            continue           # a world the table rules out (the sampler could not match it)
        values = []
        for action in candidates:
            state = world.clone()
            state.apply(me, action)
            play_out(state, horizon, me)
            values.append(_worth(state, me, start))
        for c, v in enumerate(values):
            diffs[c].append(v - values[0])
        if time.perf_counter() > deadline:
            break
        seen = len(diffs[0])
        if seen >= MIN_WORLDS and seen % 4 == 0 and \
                all(_upper(diffs[c], confidence) < 0 for c in range(1, len(candidates))):
            break      # every alternative is clearly worse: no need to look further
    best, best_gain = 0, 0.0
    for c in range(1, len(candidates)):
        gain = _confident_gain(diffs[c], confidence)
        if gain > best_gain:
            best, best_gain = c, gain
    return best


def _mean_se(diffs: list[float]) -> tuple[float, float]:
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def _upper(diffs: list[float], confidence: float) -> float:
    mean, se = _mean_se(diffs)
    return mean + confidence * se if se > 0 else mean


def _confident_gain(diffs: list[float], confidence: float) -> float:
    """The mean gain over the first candidate, if it exceeds ``confidence`` standard errors
    over at least ``MIN_WORLDS`` worlds (fewer say too little about the spread: one lucky
    world would decide)."""
    if len(diffs) < MIN_WORLDS:
        return 0.0
    mean, se = _mean_se(diffs)
    return mean if mean > confidence * se else 0.0


def deadline_for(settings: SearchSettings) -> float:
    return time.perf_counter() + settings.time_budget
