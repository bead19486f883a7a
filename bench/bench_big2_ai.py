"""锄大地 bot benchmarks: engine speed, decision time per level, scores between levels.

Run on purpose, not as a timed test::

    nice python -m bench.bench_big2_ai --quick          # a few minutes
    nice python -m bench.bench_big2_ai                  # 1,000 hands against random, 200 paired hard

Every hand is a fresh deal (a match's first hand: the ♦3 holder leads) from a
seeded rng; the tested seat turns round the table (``seed % 4``) so it plays
every position. Scores are the game's own gains per hand (Σ over the others of
their card points − own), which sum to zero at the table, so 0 is par.

- **engine**: random players through the full state (observe, legal list, apply).
- **latency**: seconds per decision of a level in one seat, the others normal.
- **random**: the normal player against three random players — its mean score
  per hand ± standard error and its share of hands won (a fair share is 0.25).
- **hard**: paired deals. Each deal is played twice, with the hard player and
  with the normal player in the tested seat, the other three normal both
  times; the mean of the per-deal differences ± its standard error says by how
  much hard beats normal, with the luck of the deal taken out.

The hard bot's search has both a time and an iteration budget; the benchmark
runs it with the settings given on the command line (printed with the results).
"""
from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from ai.base import RandomBot
from ai.big2 import EasyBot, HardBot, NormalBot
from bench.common import (
    HardSettings, Paired, SeatRecord, level_maker, one_seat_against, one_seat_paired, percentiles,
)
from engine.climbing.variants.big2 import SPEC, new_state

SEATS = 4
OPTIONS = SPEC.resolved_options({"match_hands": 0})

HARD = HardSettings(time_budget=1.0, iterations=800, width=5)
make_level = level_maker(EasyBot, NormalBot, HardBot, HARD)


@dataclass
class HandOutcome:
    winner: int
    deltas: tuple[int, ...]
    decisions: int
    times: dict[int, list[float]] = field(default_factory=dict)


def play_hand(seed: int, bots: Sequence) -> HandOutcome:
    """One hand from the deal seeded by ``seed``; the seconds each seat spent per decision."""
    state = new_state(OPTIONS, random.Random(seed))
    rng = random.Random(seed * 7919 + 1)
    times: dict[int, list[float]] = {seat: [] for seat in range(SEATS)}
    decisions = 0
    while state.phase == "play":
        seat = state.to_act()[0]
        observation = state.observe(seat)
        legal = state.legal_actions(seat)
        start = time.perf_counter()
        action = bots[seat].choose(observation, legal, rng)
        times[seat].append(time.perf_counter() - start)
        state.apply(seat, action)
        decisions += 1
    result = state.result
    return HandOutcome(result.winner, tuple(result.deltas), decisions, times)


# --- the parts ------------------------------------------------------------------------------


def engine_speed(hands: int, first_seed: int = 50_000) -> str:
    bots = [RandomBot() for _ in range(SEATS)]
    start = time.perf_counter()
    decisions = 0
    for seed in range(first_seed, first_seed + hands):
        decisions += play_hand(seed, bots).decisions
    seconds = time.perf_counter() - start
    return (f"engine: {hands} random self-play hands in {seconds:.2f} s = {hands / seconds:.0f} hands/s, "
            f"{decisions / seconds:.0f} actions/s ({decisions / hands:.1f} per hand)")


def decision_times(level: str, hands: int, first_seed: int = 10_000,
                   hard: HardSettings = HARD) -> list[float]:
    """Seconds per decision of ``level`` in the tested seat, the others normal."""
    found: list[float] = []
    for seed in range(first_seed, first_seed + hands):
        seat = seed % SEATS
        bots = [make_level(level if s == seat else "normal", hard) for s in range(SEATS)]
        found += play_hand(seed, bots).times[seat]
    return found


def against(level: str, others: str, hands: int, first_seed: int = 1,
            progress: Callable[[SeatRecord], None] | None = None) -> SeatRecord:
    """``level`` in seat ``seed % 4`` against three ``others``."""
    return one_seat_against(f"{level} vs three {others}", SEATS, play_hand, make_level, level, others,
                            hands, first_seed, progress)


def paired(hands: int, settings: HardSettings, first_seed: int = 20_000,
           progress: Callable[[Paired], None] | None = None) -> Paired:
    return one_seat_paired(SEATS, play_hand, make_level, hands, settings, first_seed, progress)


def main(argv: Sequence[str] | bool | None = None) -> None:
    """Command line; ``main(True)`` / ``main(False)`` is the quick / full run of ``python -m bench``."""
    if isinstance(argv, bool):
        argv = ["--quick"] if argv else []
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="200 hands against random, 20 paired hard hands, short latency runs")
    parser.add_argument("--hands", type=int, default=1000, help="hands against random (default 1000)")
    parser.add_argument("--hard-hands", type=int, default=None, help="paired hard-vs-normal deals (200)")
    parser.add_argument("--latency-hands", type=int, default=None, help="hands per latency run (100)")
    parser.add_argument("--engine-hands", type=int, default=None, help="random self-play hands (500)")
    parser.add_argument("--hard-time", type=float, default=1.0, help="hard time budget, seconds")
    parser.add_argument("--hard-iterations", type=int, default=800, help="hard play-outs per decision")
    parser.add_argument("--hard-width", type=int, default=5, help="hard candidate moves")
    parser.add_argument("--seed", type=int, default=0, help="offset added to every deal's seed")
    parser.add_argument("--only", default="", help="comma list of parts: engine,latency,random,easy,hard")
    args = parser.parse_args(argv)
    hands = 200 if args.quick else args.hands
    hard_hands = args.hard_hands or (20 if args.quick else 200)
    latency_hands = args.latency_hands or (20 if args.quick else 100)
    engine_hands = args.engine_hands or (100 if args.quick else 500)
    hard = HardSettings(args.hard_time, args.hard_iterations, args.hard_width)
    parts = set(args.only.split(",")) if args.only else {"engine", "latency", "random", "easy", "hard"}
    seed = args.seed
    print(f"hard search: time budget {hard.time_budget} s, {hard.iterations} play-outs, "
          f"{hard.width} candidates", flush=True)

    if "engine" in parts:
        print(engine_speed(engine_hands, 50_000 + seed), flush=True)
    if "latency" in parts:
        for level in ("easy", "normal") + (("hard",) if "hard" in parts else ()):
            n = latency_hands if level != "hard" else max(4, latency_hands // 5)
            found = decision_times(level, n, 10_000 + seed, hard)
            p50, p95, worst = percentiles(found)
            print(f"latency {level:>6}: {len(found)} decisions over {n} hands, "
                  f"p50 {p50:.2f} ms, p95 {p95:.2f} ms, max {worst:.1f} ms", flush=True)

    def show(record) -> None:
        print("   …", record.line(hard) if isinstance(record, Paired) else record.line(), flush=True)

    if "random" in parts:
        print(against("normal", "random", hands, 1 + seed, show).line(), flush=True)
    if "easy" in parts:
        print(against("normal", "easy", hands, 1 + seed, show).line(), flush=True)
    if "hard" in parts:
        print(paired(hard_hands, hard, 20_000 + seed, show).line(hard), flush=True)


if __name__ == "__main__":
    main()
