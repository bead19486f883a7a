"""The hard player's discard search: determinised Monte-Carlo over sampled worlds.

For its discard the hard player takes the normal player's best few candidates, then,
world after world (hidden hands and wall order sampled from its observation with
``sample_world``), throws each candidate in a copy of that same world and plays on with
the quick rollout player for a few rounds of draws. A candidate's worth is the average of
its score change plus what its hand is still worth when the rollout stops; every
candidate meets the same worlds, so the comparison is fair even with few of them. Rollout
results are noisy (one win is worth many points), so the search overrides the normal
player's first choice only when a candidate beats it, world by world, by more than
``CONFIDENCE`` standard errors of the paired difference.
Everything but the discard (飘, 定缺, claims, kongs, 躺, wins) is the normal player's.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Sequence

from engine.actions import Action
from engine.mahjong.actions import Discard
from engine.mahjong.observe import sample_world
from engine.mahjong.tiles import KINDS

from .efficiency import plan_shanten
from .knowledge import knowledge_of
from .policy import normal_action, rank_discards
from .rollout import _plan, play_out

#: What a hand still in play is worth when a rollout stops, by shanten (0, 1, 2, 3+),
#: in points (a win is worth about 2–4 from each payer).
HAND_WORTH = (2.0, 0.8, 0.3, 0.1)
#: Candidates more than this much worse than the best (in the normal player's score) are
#: not searched: they are a step of shanten worse and no safer.
CANDIDATE_GAP = 1.0
#: Standard errors by which a candidate must beat the normal player's choice to replace it.
CONFIDENCE = 2.0


@dataclass(frozen=True)
class SearchSettings:
    time_budget: float = 1.0   # seconds; the search stops at whichever comes first
    iterations: int = 64       # sampled worlds
    candidates: int = 4
    horizon: int = 12          # wall draws per rollout


def _worth(state, me: int, start: int) -> float:
    value = state.scores[me] - start
    if state.phase == "play" and state.won[me] is None:
        sh = plan_shanten(state.conc[me], len(state.melds[me]), _plan(state, me))
        value += HAND_WORTH[min(max(sh, 0), 3)]
    return value


def search_action(obs, legal: Sequence[Action], rng: random.Random, settings: SearchSettings) -> Action:
    action = normal_action(obs, legal)
    if not isinstance(action, Discard):
        return action
    k = knowledge_of(obs)
    kinds = sorted({a.tile.index for a in legal if isinstance(a, Discard)})
    ranked = rank_discards(obs, k, kinds)
    top = ranked[0].score
    cands = [r.tile for r in ranked[:settings.candidates] if r.score >= top - CANDIDATE_GAP]
    if len(cands) < 2:
        return action
    me = obs.seat
    start = obs.scores[me]
    diffs: list[list[float]] = [[] for _ in cands]   # each candidate minus the first, per world
    deadline = time.perf_counter() + settings.time_budget
    for _ in range(settings.iterations):
        world = sample_world(obs, rng)
        values = []
        for tile in cands:
            state = world.clone()
            state.apply(me, Discard(KINDS[tile]))
            play_out(state, settings.horizon)
            values.append(_worth(state, me, start))
        for n, v in enumerate(values):
            diffs[n].append(v - values[0])
        if time.perf_counter() > deadline:
            break
    best, best_gain = 0, 0.0
    for n in range(1, len(cands)):
        gain = _confident_gain(diffs[n])
        if gain > best_gain:
            best, best_gain = n, gain
    return Discard(KINDS[cands[best]])


def _confident_gain(diffs: list[float]) -> float:
    """The mean gain over the first candidate, if it exceeds ``CONFIDENCE`` standard errors."""
    n = len(diffs)
    if n < 2:
        return 0.0
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean if mean > CONFIDENCE * math.sqrt(var / n) else 0.0
