"""打撇 benchmarks: engine speed, decision time per level, and results between levels.

Run on purpose, never as a timed test::

    nice python -m bench.bench_dapie_ai --quick        # a few minutes
    nice python -m bench.bench_dapie_ai                # more hands

Every hand is the first hand of a fresh match from a seeded rng (so the dealer is
drawn by lot); redeals happen inside it. Kind A (``dapie``) unless ``--variant``.

- **engine**: random players through the full state (observe, legal list, apply), hands/s;
- **latency**: p50 / p95 / max per decision of a level in the tested seat (``seed % 4``),
  the others normal (targets: normal ≤ 20 ms, hard ≤ 1 s);
- **normal declarer vs three random 撇家**: the random seats pass in the bidding, so the
  normal player declares whenever its hand is worth a bid (or 第三盘 forces it); its
  share of contracts made (target ≥ 0.85), and of 和牌;
- **random declarer vs three normal 撇家**: the normal seats pass, the random player
  bids, names, puts back and plays at random; its share made (target ≤ 0.2);
- **hard vs normal, paired deals**: each deal is played twice, hard then normal in the
  tested seat, the other three normal; the mean per-deal difference of the tested
  seat's gain ± its standard error (target: above two standard errors).
"""
from __future__ import annotations

import argparse
import random
import time
from typing import Callable, Sequence

from ai.base import RandomBot
from ai.dapie import EasyBot, HardBot, NormalBot
from bench.common import HardSettings, level_maker, mean_and_error, percentiles
from engine.actions import Pass
from engine.dapie.rules import RULES
from engine.dapie.state import DapieState

SEATS = 4
HARD = HardSettings(time_budget=1.0, iterations=40, width=0)
make_level = level_maker(EasyBot, NormalBot, HardBot, HARD)


class Passer:
    """Passes in the bidding and otherwise plays as ``inner`` (keeps one seat the declarer)."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.time_budget = 0.0

    def choose(self, observation, legal, rng):
        if observation.phase == "bid" and Pass() in legal:
            return Pass()
        return self.inner.choose(observation, legal, rng)


def play_hand(variant: str, seed: int, bots: Sequence, timer: Callable | None = None) -> DapieState:
    """One hand (the first of a match) from the deal seeded by ``seed``."""
    state = DapieState({"match_hands": 1}, random.Random(seed), RULES[variant])
    rng = random.Random(seed * 7919 + 1)
    while not state.is_match_over:
        seat = state.to_act()[0]
        observation = state.observe(seat)
        legal = state.legal_actions(seat)
        start = time.perf_counter()
        action = bots[seat].choose(observation, legal, rng)
        if timer is not None:
            timer(seat, time.perf_counter() - start)
        state.apply(seat, action)
    return state


def engine_speed(variant: str, hands: int) -> str:
    bots = [RandomBot() for _ in range(SEATS)]
    start = time.perf_counter()
    for seed in range(hands):
        play_hand(variant, 50_000 + seed, bots)
    seconds = time.perf_counter() - start
    return f"engine: {hands} random self-play hands in {seconds:.2f} s = {hands / seconds:.0f} hands/s"


def latency(variant: str, level: str, hands: int, settings: HardSettings) -> str:
    found: list[float] = []
    for seed in range(hands):
        seat = seed % SEATS
        bots = [make_level(level if s == seat else "normal", settings) for s in range(SEATS)]
        play_hand(variant, 10_000 + seed, bots, lambda s, t: found.append(t) if s == seat else None)
    p50, p95, worst = percentiles(found)
    return (f"latency {level:>6}: {len(found)} decisions over {hands} hands, p50 {p50:.2f} ms, "
            f"p95 {p95:.2f} ms, max {worst:.1f} ms")


class Recorder:
    """Plays as ``inner`` and notes whether its bid was forced (第三盘庄家必打)."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.time_budget = 0.0
        self.forced = False

    def choose(self, observation, legal, rng):
        if observation.phase == "bid":
            self.forced = observation.must_bid
        return self.inner.choose(observation, legal, rng)


def declarer_record(variant: str, declarer_level: str, others: str, hands: int) -> str:
    """The tested seat declares (the others pass in the bidding); its share of contracts made,
    apart for the contracts it chose and those 第三盘 forced on it."""
    tally = {False: [0, 0, 0, 0], True: [0, 0, 0, 0]}  # forced → made, 和牌, lost, conceded
    for seed in range(hands):
        seat = seed % SEATS
        tested = Recorder(make_level(declarer_level))
        bots = [tested if s == seat else Passer(make_level(others)) for s in range(SEATS)]
        result = play_hand(variant, 30_000 + seed, bots).result
        if result.declarer != seat:
            continue
        row = tally[tested.forced]
        row[("win", "draw", "loss", "conceded").index(result.outcome)] += 1

    def text(row, label):
        n = sum(row)
        return (f"{label} {n}: made {row[0]} = {row[0] / max(1, n):.3f}, 和牌 {row[1]}, lost {row[2]}, "
                f"conceded {row[3]}")

    both = [a + b for a, b in zip(tally[False], tally[True])]
    return (f"{declarer_level} declarer vs three {others} 撇家 — " + text(tally[False], "contracts bid by choice")
            + "; " + text(tally[True], "forced (第三盘)") + "; " + text(both, "all"))


def paired(variant: str, hands: int, settings: HardSettings) -> str:
    diffs: list[float] = []
    hard_sum = normal_sum = 0.0
    start = time.perf_counter()
    for seed in range(hands):
        seat = seed % SEATS
        gains = []
        for level in ("hard", "normal"):
            bots = [make_level(level if s == seat else "normal", settings) for s in range(SEATS)]
            gains.append(play_hand(variant, 20_000 + seed, bots).result.deltas[seat])
        hard_sum += gains[0]
        normal_sum += gains[1]
        diffs.append(gains[0] - gains[1])
    diff, error = mean_and_error(diffs)
    z = diff / error if error else 0.0
    return (f"hard vs normal, paired deals: {hands} hands, hard {hard_sum / hands:+.3f}, normal "
            f"{normal_sum / hands:+.3f} per hand in the same seat; difference {diff:+.3f} ± {error:.3f} SE "
            f"({z:.1f} standard errors), {time.perf_counter() - start:.0f} s "
            f"[hard: {settings.time_budget} s, {settings.iterations} worlds]")


def main(argv: Sequence[str] | bool | None = None) -> None:
    if isinstance(argv, bool):
        argv = ["--quick"] if argv else []
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands everywhere")
    parser.add_argument("--variant", default="dapie", choices=sorted(RULES))
    parser.add_argument("--hands", type=int, default=1000, help="hands per declarer measure")
    parser.add_argument("--hard-hands", type=int, default=None, help="paired hard-vs-normal deals (300)")
    parser.add_argument("--hard-time", type=float, default=HARD.time_budget)
    parser.add_argument("--hard-iterations", type=int, default=HARD.iterations)
    parser.add_argument("--only", default="", help="comma list: engine,latency,declarer,hard")
    args = parser.parse_args(argv)
    hands = 200 if args.quick else args.hands
    hard_hands = args.hard_hands or (30 if args.quick else 300)
    settings = HardSettings(args.hard_time, args.hard_iterations, 0)
    parts = set(args.only.split(",")) if args.only else {"engine", "latency", "declarer", "hard"}
    variant = args.variant
    print(f"{variant}; hard search: {settings.time_budget} s, {settings.iterations} worlds", flush=True)
    if "engine" in parts:
        print(engine_speed(variant, 100 if args.quick else 1000), flush=True)
    if "latency" in parts:
        for level in ("easy", "normal", "hard"):
            n = (20 if args.quick else 100) if level != "hard" else (4 if args.quick else 20)
            print(latency(variant, level, n, settings), flush=True)
    if "declarer" in parts:
        print(declarer_record(variant, "normal", "random", hands), flush=True)
        print(declarer_record(variant, "random", "normal", hands), flush=True)
    if "hard" in parts:
        print(paired(variant, hard_hands, settings), flush=True)


if __name__ == "__main__":
    main()
