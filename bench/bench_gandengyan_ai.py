"""干瞪眼 bot benchmarks: engine speed, decision time per level, scores between levels.

Run on purpose, not as a timed test::

    nice python -m bench.bench_gandengyan_ai --quick      # a few minutes
    nice python -m bench.bench_gandengyan_ai              # 1,000 hands against random, 200 paired hard

Every hand is a fresh match's first hand (the dealer drawn by lot) from a seeded rng, at a
4-player table of ``gandengyan`` (家家摸牌) unless ``--variant`` / ``--seats`` say
otherwise; the tested seat turns round the table (``seed % seats``) so it plays every
position. Scores are the game's own gains per hand (cards left × card value, with the
bomb doublings and the variant's one-card or 关墩墩 rule), which sum to zero, so 0 is par.

- **engine**: random players through the full state (observe, legal list, apply).
- **latency**: seconds per decision of easy, normal and hard in one seat, the others
  normal (hard over a fifth as many hands).
- **random**: the normal player against random players — its mean score per hand ±
  standard error and its share of hands won (a fair share is 1 / seats).
- **easy**: the normal player against easy players, the same way.
- **hard**: paired deals. Each deal is played twice, with the hard player and with the
  normal player in the tested seat, the others normal both times; the mean of the
  per-deal differences ± its standard error says by how much hard beats normal, with the
  luck of the deal taken out.
"""
from __future__ import annotations

import argparse
import random
import time
from functools import partial
from dataclasses import dataclass, field
from typing import Callable, Sequence

from ai.base import RandomBot
from ai.gandengyan import EasyBot, HardBot, NormalBot
from bench.common import (
    HardSettings, Paired, SeatRecord, level_maker, one_seat_against, one_seat_paired, percentiles,
)
from engine.registry import get_spec

HARD = HardSettings(time_budget=0.8, iterations=400, width=4)
make_level = level_maker(EasyBot, NormalBot, HardBot, HARD)


@dataclass(frozen=True)
class Table:
    """Which game at how many seats."""

    variant: str = "gandengyan"
    seats: int = 4

    def new_state(self, seed: int):
        spec = get_spec(self.variant)
        return spec.new_state(spec.resolved_options({"match_hands": 0}), random.Random(seed), self.seats)


@dataclass
class HandOutcome:
    winner: int
    deltas: tuple[int, ...]
    decisions: int
    times: dict[int, list[float]] = field(default_factory=dict)


def play_hand(table: Table, seed: int, bots: Sequence) -> HandOutcome:
    """One hand from the deal seeded by ``seed``; the seconds each seat spent per decision."""
    state = table.new_state(seed)
    rng = random.Random(seed * 7919 + 1)
    times: dict[int, list[float]] = {seat: [] for seat in range(table.seats)}
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


def engine_speed(table: Table, hands: int, first_seed: int = 50_000) -> str:
    bots = [RandomBot() for _ in range(table.seats)]
    start = time.perf_counter()
    decisions = 0
    for seed in range(first_seed, first_seed + hands):
        decisions += play_hand(table, seed, bots).decisions
    seconds = time.perf_counter() - start
    return (f"engine: {hands} random self-play hands in {seconds:.2f} s = {hands / seconds:.0f} hands/s, "
            f"{decisions / seconds:.0f} actions/s ({decisions / hands:.1f} per hand)")


def decision_times(table: Table, level: str, hands: int, first_seed: int = 10_000,
                   hard: HardSettings = HARD) -> list[float]:
    """Seconds per decision of ``level`` in the tested seat, the others normal."""
    found: list[float] = []
    for seed in range(first_seed, first_seed + hands):
        seat = seed % table.seats
        bots = [make_level(level if s == seat else "normal", hard) for s in range(table.seats)]
        found += play_hand(table, seed, bots).times[seat]
    return found


def against(table: Table, level: str, others: str, hands: int, first_seed: int = 1,
            progress: Callable[[SeatRecord], None] | None = None) -> SeatRecord:
    """``level`` in seat ``seed % seats`` against ``others`` in every other seat."""
    title = f"{table.variant}, {table.seats} seats: {level} vs {table.seats - 1} {others}"
    return one_seat_against(title, table.seats, partial(play_hand, table), make_level, level, others,
                            hands, first_seed, progress)


def paired(table: Table, hands: int, settings: HardSettings, first_seed: int = 20_000,
           progress: Callable[[Paired], None] | None = None) -> Paired:
    return one_seat_paired(table.seats, partial(play_hand, table), make_level, hands, settings,
                           first_seed, progress)


def main(argv: Sequence[str] | bool | None = None) -> None:
    """Command line; ``main(True)`` / ``main(False)`` is the quick / full run of ``python -m bench``."""
    if isinstance(argv, bool):
        argv = ["--quick"] if argv else []
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="200 hands against random, 20 paired hard hands, short latency runs")
    parser.add_argument("--variant", default="gandengyan", choices=("gandengyan", "gandengyan-winner"))
    parser.add_argument("--seats", type=int, default=4, help="players at the table, 2 to 6 (4)")
    parser.add_argument("--hands", type=int, default=1000, help="hands against random (default 1000)")
    parser.add_argument("--hard-hands", type=int, default=None, help="paired hard-vs-normal deals (200)")
    parser.add_argument("--latency-hands", type=int, default=None, help="hands per latency run (100)")
    parser.add_argument("--engine-hands", type=int, default=None, help="random self-play hands (500)")
    parser.add_argument("--hard-time", type=float, default=HARD.time_budget, help="hard time budget, seconds")
    parser.add_argument("--hard-iterations", type=int, default=HARD.iterations, help="hard play-outs per decision")
    parser.add_argument("--hard-width", type=int, default=HARD.width, help="hard candidate moves")
    parser.add_argument("--seed", type=int, default=0, help="offset added to every deal's seed")
    parser.add_argument("--only", default="", help="comma list of parts: engine,latency,random,easy,hard")
    args = parser.parse_args(argv)
    table = Table(args.variant, args.seats)
    hands = 200 if args.quick else args.hands
    hard_hands = args.hard_hands or (20 if args.quick else 200)
    latency_hands = args.latency_hands or (20 if args.quick else 100)
    engine_hands = args.engine_hands or (100 if args.quick else 500)
    hard = HardSettings(args.hard_time, args.hard_iterations, args.hard_width)
    parts = set(args.only.split(",")) if args.only else {"engine", "latency", "random", "easy", "hard"}
    seed = args.seed
    print(f"{table.variant} at {table.seats} seats; hard search: time budget {hard.time_budget} s, "
          f"{hard.iterations} play-outs, {hard.width} candidates", flush=True)

    if "engine" in parts:
        print(engine_speed(table, engine_hands, 50_000 + seed), flush=True)
    if "latency" in parts:
        for level in ("easy", "normal", "hard"):
            n = latency_hands if level != "hard" else max(4, latency_hands // 5)
            found = decision_times(table, level, n, 10_000 + seed, hard)
            p50, p95, worst = percentiles(found)
            print(f"latency {level:>6}: {len(found)} decisions over {n} hands, "
                  f"p50 {p50:.2f} ms, p95 {p95:.2f} ms, max {worst:.1f} ms", flush=True)

    def show(record) -> None:
        print("   …", record.line(hard) if isinstance(record, Paired) else record.line(), flush=True)

    if "random" in parts:
        print(against(table, "normal", "random", hands, 1 + seed, show).line(), flush=True)
    if "easy" in parts:
        print(against(table, "normal", "easy", hands, 1 + seed, show).line(), flush=True)
    if "hard" in parts:
        print(paired(table, hard_hands, hard, 20_000 + seed, show).line(hard), flush=True)


if __name__ == "__main__":
    main()
