"""斗地主 bot benchmarks: decision time per level, and win rates between levels.

Run on purpose, not as a timed test::

    nice python -m bench.bench_ai --quick          # a few minutes
    nice python -m bench.bench_ai                  # 1,000 hands per pairing

Win rates are measured with **forced roles**: in every hand the seat
``hand_no % 3`` becomes the landlord with a bid of 3 (the others pass), so the
landlord side plays every kind of hand, not only the ones it would have bid on.
Landlord win rates are therefore lower than at a real table, and a level is
judged against the normal-vs-normal baseline on the *same* deals (same seeds):
"hard beats normal as landlord" means hard's landlord win rate over normal
farmers is above normal's own, and likewise for the farmers. Doubling is left to
the bots. Every pairing reports hands, wins, the landlord's win rate ± its standard
error (SE) and the landlord's mean score per hand.

The hard bot's search has both a time and an iteration budget; the benchmark
runs it with the settings given on the command line (printed with the results)
so that a thousand hands stay feasible on a shared machine.
"""
from __future__ import annotations

import argparse
import math
import random
import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from ai.doudizhu import EasyBot, HardBot, NormalBot
from bench.common import HardSettings, level_maker, percentiles
from engine.actions import Bid, Pass
from engine.climbing.variants.doudizhu import new_state

OPTIONS = {"doubling": True, "reverse_spring": False, "match_hands": 0}

HARD = HardSettings(time_budget=1.0, iterations=240, width=4)
make_level = level_maker(EasyBot, NormalBot, HardBot, HARD)


@dataclass
class HandOutcome:
    landlord: int
    landlord_won: bool
    landlord_delta: int
    times: dict[int, list[float]] = field(default_factory=dict)


def play_hand(seed: int, bots: Sequence, landlord: int | None = None) -> HandOutcome:
    """One hand from a deal seeded by ``seed``; ``landlord`` forces who takes the kitty.

    With ``landlord`` None the bots bid for themselves (redeals included).
    Returns who was landlord, whether the landlord won, the landlord's score
    and the seconds each seat spent per decision.
    """
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


@dataclass
class Duel:
    """Landlord level against two farmers of another level, over many hands."""

    landlord_level: str
    farmer_level: str
    hands: int = 0
    landlord_wins: int = 0
    landlord_score: int = 0
    seconds: float = 0.0
    results: list[tuple[bool, int]] = field(default_factory=list, repr=False)

    def first(self, hands: int) -> "Duel":
        """The same duel cut to its first ``hands`` deals (to compare with a shorter run)."""
        cut = Duel(self.landlord_level, self.farmer_level)
        for won, score in self.results[:hands]:
            cut.add(won, score)
        cut.seconds = self.seconds * cut.hands / max(1, self.hands)
        return cut

    def add(self, won: bool, score: int) -> None:
        self.hands += 1
        self.landlord_wins += won
        self.landlord_score += score
        self.results.append((won, score))

    @property
    def win_rate(self) -> float:
        return self.landlord_wins / self.hands if self.hands else 0.0

    @property
    def interval(self) -> float:
        """The standard error of the win rate (every benchmark prints mean ± SE)."""
        if not self.hands:
            return 0.0
        p = self.win_rate
        return math.sqrt(p * (1 - p) / self.hands)

    def line(self) -> str:
        mean = self.landlord_score / self.hands if self.hands else 0.0
        return (f"{self.landlord_level:>6} landlord vs {self.farmer_level:>6} farmers: "
                f"{self.hands} hands, landlord wins {self.landlord_wins} = "
                f"{self.win_rate:.3f} ± {self.interval:.3f} SE, landlord mean score {mean:+.2f}, "
                f"{self.seconds:.0f} s")


def duel(landlord_level: str, farmer_level: str, hands: int, first_seed: int = 1,
         hard: HardSettings = HARD, progress: Callable[[Duel], None] | None = None) -> Duel:
    """Seat ``seed % 3`` is the landlord of level ``landlord_level``; the others play ``farmer_level``."""
    record = Duel(landlord_level, farmer_level)
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + hands):
        landlord = seed % 3
        bots = [make_level(landlord_level if s == landlord else farmer_level, hard) for s in range(3)]
        outcome = play_hand(seed, bots, landlord)
        record.add(outcome.landlord_won, outcome.landlord_delta)
        if progress is not None and record.hands % 100 == 0:
            record.seconds = time.perf_counter() - start
            progress(record)
    record.seconds = time.perf_counter() - start
    return record


def decision_times(level: str, hands: int, first_seed: int = 10_000,
                   hard: HardSettings = HARD) -> list[float]:
    """Seconds per decision of ``level`` in seat 0 (the others play normal), bids included."""
    found: list[float] = []
    for seed in range(first_seed, first_seed + hands):
        bots = [make_level(level, hard), NormalBot(), NormalBot()]
        found += play_hand(seed, bots, landlord=None).times[0]
    return found


def main(argv: Sequence[str] | bool | None = None) -> None:
    """Command line; ``main(True)`` / ``main(False)`` is the quick / full run of ``python -m bench``."""
    if isinstance(argv, bool):
        argv = ["--quick"] if argv else []
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="100 hands per pairing, 40 for hard")
    parser.add_argument("--hands", type=int, default=1000, help="hands per pairing (default 1000)")
    parser.add_argument("--hard-hands", type=int, default=None, help="hands per hard pairing")
    parser.add_argument("--latency-hands", type=int, default=None, help="hands per latency run")
    parser.add_argument("--hard-time", type=float, default=1.0, help="hard time budget, seconds")
    parser.add_argument("--hard-iterations", type=int, default=240, help="hard play-outs per decision")
    parser.add_argument("--hard-width", type=int, default=4, help="hard candidate moves")
    parser.add_argument("--skip-hard", action="store_true", help="leave out the hard pairings")
    parser.add_argument("--only", default="",
                        help="comma list of parts: latency,random,easy,baseline,hard")
    args = parser.parse_args(argv)
    hands = 100 if args.quick else args.hands
    hard_hands = args.hard_hands or (40 if args.quick else hands)
    latency_hands = args.latency_hands or (20 if args.quick else 100)
    hard = HardSettings(args.hard_time, args.hard_iterations, args.hard_width)
    parts = (set(args.only.split(",")) if args.only
             else {"latency", "random", "easy", "baseline", "hard"})
    if args.skip_hard:
        parts.discard("hard")
    print(f"hard search: time budget {hard.time_budget} s, {hard.iterations} play-outs, "
          f"{hard.width} candidates", flush=True)

    if "latency" in parts:
        for level in ("easy", "normal") + (("hard",) if "hard" in parts else ()):
            n = latency_hands if level != "hard" else max(5, latency_hands // 5)
            found = decision_times(level, n, hard=hard)
            p50, p95, worst = percentiles(found)
            print(f"latency {level:>6}: {len(found)} decisions over {n} hands, "
                  f"p50 {p50:.2f} ms, p95 {p95:.2f} ms, max {worst:.1f} ms", flush=True)

    def show(record: Duel) -> None:
        print("   …", record.line(), flush=True)

    pairings = []
    if "random" in parts:
        pairings += [("normal", "random", hands), ("random", "normal", hands)]
    if "easy" in parts:
        pairings += [("easy", "normal", hands), ("normal", "easy", hands)]
    if "baseline" in parts or "hard" in parts:
        pairings += [("normal", "normal", max(hands, hard_hands))]
    if "hard" in parts:
        pairings += [("hard", "normal", hard_hands), ("normal", "hard", hard_hands)]
    baseline = None
    for landlord_level, farmer_level, n in pairings:
        record = duel(landlord_level, farmer_level, n, hard=hard, progress=show)
        print(record.line(), flush=True)
        if landlord_level == farmer_level == "normal":
            baseline = record
    if baseline is not None and "hard" in parts and hard_hands < baseline.hands:
        print("baseline on the hard deals:", baseline.first(hard_hands).line(), flush=True)


if __name__ == "__main__":
    main()
