"""癞子斗地主 bot benchmarks: self-play speed, decision time per level, strength.

Run on purpose, not as a timed test::

    nice python -m bench.bench_doudizhu_wild_ai --quick        # a few minutes
    nice python -m bench.bench_doudizhu_wild_ai --hands 400 --hard-hands 100

Parts (``--only`` picks some):

- ``speed``: random players through the full state (bidding, redeals, play),
  hands per second.
- ``latency``: seconds per decision of each level in seat 0 (the others play
  normal), bids included; p50, p95 and the worst.
- ``random``: a normal landlord against two random farmers, **forced roles**
  (seat ``seed % 3`` takes the kitty with a bid of 3, so the landlord plays
  every kind of hand, not only the ones it would have bid on).
- ``hard``: hard against normal on **paired deals**: every deal is played twice
  with forced roles, once with hard in the tested role (the landlord, or both
  farmers) and once with normal there; the others play normal both times. The
  per-deal difference of the tested side's result (a win counts 1; the score is
  the side's coins) cancels the luck of the deal; its mean is reported with its
  standard error, and how many standard errors it is from zero.

The hard bot's search runs with the settings given on the command line
(printed with the results), so that a run stays feasible on a shared machine.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from dataclasses import dataclass, field
from typing import Sequence

from ai.base import RandomBot
from ai.doudizhu_wild import EasyBot, HardBot, NormalBot
from bench.common import HardSettings, level_maker, percentiles
from engine.actions import Bid, Pass
from engine.climbing.variants.doudizhu_wild import SPEC, new_state

OPTIONS = SPEC.resolved_options({"reverse_spring": False, "match_hands": 0})

HARD = HardSettings(time_budget=1.0, iterations=400, width=4)
make_level = level_maker(EasyBot, NormalBot, HardBot, HARD)


@dataclass
class HandOutcome:
    landlord: int
    landlord_won: bool
    landlord_delta: int
    times: dict[int, list[float]] = field(default_factory=dict)


def play_hand(seed: int, bots: Sequence, landlord: int | None = None) -> HandOutcome:
    """One hand from the deal seeded by ``seed``; ``landlord`` forces who takes the kitty."""
    state = new_state(OPTIONS, random.Random(seed))
    rng = random.Random(seed * 7919 + 1)
    times: dict[int, list[float]] = {0: [], 1: [], 2: []}
    while state.phase not in ("hand_over", "match_over"):
        seat = state.to_act()[0]
        if state.phase == "bid" and landlord is not None:
            action = Bid(3) if seat == landlord else Pass()
        else:
            observation = state.observe(seat)
            legal = state.legal_actions(seat)
            start = time.perf_counter()
            action = bots[seat].choose(observation, legal, rng)
            times[seat].append(time.perf_counter() - start)
        state.apply(seat, action)
    result = state.result
    return HandOutcome(state.landlord, result.landlord_won, result.deltas[state.landlord], times)


def self_play_speed(hands: int, first_seed: int = 1) -> tuple[float, int]:
    """Random players through the full state: hands per second, and decisions made."""
    bots = [RandomBot() for _ in range(3)]
    decisions = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + hands):
        outcome = play_hand(seed, bots)
        decisions += sum(len(t) for t in outcome.times.values())
    return hands / (time.perf_counter() - start), decisions


def decision_times(level: str, hands: int, first_seed: int = 10_000,
                   hard: HardSettings = HARD) -> list[float]:
    found: list[float] = []
    for seed in range(first_seed, first_seed + hands):
        bots = [make_level(level, hard), NormalBot(), NormalBot()]
        found += play_hand(seed, bots).times[0]
    return found


def landlord_duel(landlord_level: str, farmer_level: str, hands: int, first_seed: int = 1,
                  hard: HardSettings = HARD) -> str:
    wins = 0
    score = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + hands):
        landlord = seed % 3
        bots = [make_level(landlord_level if s == landlord else farmer_level, hard) for s in range(3)]
        outcome = play_hand(seed, bots, landlord)
        wins += outcome.landlord_won
        score += outcome.landlord_delta
    p = wins / hands
    error = math.sqrt(p * (1 - p) / hands)
    return (f"{landlord_level} landlord vs {farmer_level} farmers: {hands} hands, landlord wins "
            f"{wins} = {p:.3f} ± {error:.3f} SE, landlord mean score {score / hands:+.2f}, "
            f"{time.perf_counter() - start:.0f} s")


@dataclass
class Paired:
    """Per-deal differences (hard − normal in the tested role) of wins and scores."""

    role: str
    wins: list[int] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    hard_wins: int = 0
    normal_wins: int = 0

    @staticmethod
    def _summary(values: list[float]) -> tuple[float, float]:
        n = len(values)
        mean = sum(values) / n
        if n < 2:
            return mean, float("inf")
        return mean, statistics.stdev(values) / math.sqrt(n)

    def line(self) -> str:
        n = len(self.wins)
        win_mean, win_se = self._summary(self.wins)
        score_mean, score_se = self._summary(self.scores)
        z_win = win_mean / win_se if win_se else float("inf")
        z_score = score_mean / score_se if score_se else float("inf")
        return (f"hard vs normal as {self.role}: {n} paired deals; win rate hard {self.hard_wins / n:.3f}, "
                f"normal {self.normal_wins / n:.3f}; difference {win_mean:+.3f} ± {win_se:.3f} SE "
                f"({z_win:+.1f} SE); score difference {score_mean:+.2f} ± {score_se:.2f} SE "
                f"({z_score:+.1f} SE) per hand")


def paired_duel(role: str, hands: int, first_seed: int = 20_000,
                hard: HardSettings = HARD, progress: bool = True) -> Paired:
    """Hard against normal in ``role`` (``landlord`` or ``farmers``) on the same deals."""
    record = Paired(role)
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + hands):
        landlord = seed % 3
        tested = {landlord} if role == "landlord" else {s for s in range(3) if s != landlord}
        results = []
        for level in ("hard", "normal"):
            bots = [make_level(level, hard) if s in tested else NormalBot() for s in range(3)]
            outcome = play_hand(seed, bots, landlord)
            side_won = outcome.landlord_won if role == "landlord" else not outcome.landlord_won
            side_score = outcome.landlord_delta if role == "landlord" else -outcome.landlord_delta
            results.append((int(side_won), side_score))
        (hard_won, hard_score), (normal_won, normal_score) = results
        record.hard_wins += hard_won
        record.normal_wins += normal_won
        record.wins.append(hard_won - normal_won)
        record.scores.append(hard_score - normal_score)
        if progress and len(record.wins) % 20 == 0:
            print(f"   … {record.line()}, {time.perf_counter() - start:.0f} s", flush=True)
    return record


def main(argv: Sequence[str] | bool | None = None) -> None:
    if isinstance(argv, bool):
        argv = ["--quick"] if argv else []
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="100 hands per pairing, 20 paired deals per hard role")
    parser.add_argument("--hands", type=int, default=400, help="hands for speed and win rates")
    parser.add_argument("--hard-hands", type=int, default=None, help="paired deals per hard role")
    parser.add_argument("--latency-hands", type=int, default=None, help="hands per latency run")
    parser.add_argument("--hard-time", type=float, default=1.0, help="hard time budget, seconds")
    parser.add_argument("--hard-iterations", type=int, default=400, help="hard play-outs per decision")
    parser.add_argument("--hard-width", type=int, default=4, help="hard candidate moves")
    parser.add_argument("--roles", default="landlord,farmers", help="hard roles to test")
    parser.add_argument("--only", default="", help="comma list of parts: speed,latency,random,hard")
    args = parser.parse_args(argv)
    hands = 100 if args.quick else args.hands
    hard_hands = args.hard_hands or (20 if args.quick else 100)
    latency_hands = args.latency_hands or (20 if args.quick else 60)
    hard = HardSettings(args.hard_time, args.hard_iterations, args.hard_width)
    parts = set(args.only.split(",")) if args.only else {"speed", "latency", "random", "hard"}
    print(f"hard search: time budget {hard.time_budget} s, {hard.iterations} play-outs, "
          f"{hard.width} candidates", flush=True)

    if "speed" in parts:
        rate, decisions = self_play_speed(hands)
        print(f"self-play (random players, full state): {hands} hands, {rate:.1f} hands/s, "
              f"{decisions} decisions", flush=True)
    if "latency" in parts:
        for level in ("easy", "normal", "hard"):
            n = latency_hands if level != "hard" else max(3, latency_hands // 6)
            found = decision_times(level, n, hard=hard)
            p50, p95, worst = percentiles(found)
            print(f"latency {level:>6}: {len(found)} decisions over {n} hands, "
                  f"p50 {p50:.2f} ms, p95 {p95:.2f} ms, max {worst:.1f} ms", flush=True)
    if "random" in parts:
        print(landlord_duel("normal", "random", hands), flush=True)
    if "hard" in parts:
        for role in args.roles.split(","):
            print(paired_duel(role, hard_hands, hard=hard).line(), flush=True)


if __name__ == "__main__":
    main()
