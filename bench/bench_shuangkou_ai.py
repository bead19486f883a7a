"""双扣 bot benchmarks: engine speed, decision time per level, sides between levels.

Run on purpose, not as a timed test::

    nice python -m bench.bench_shuangkou_ai --quick     # a few minutes
    nice python -m bench.bench_shuangkou_ai             # 1,000 hands against random, 100 paired hard

Every hand is a fresh match's first hand (the leader drawn by lot) from a seeded rng.
Scores are the game's own gains (双扣 ±4, 单扣 ±2, 平扣 0, times the winning team's
largest bomb). The tested team is seats 0 and 2 on even seeds, 1 and 3 on odd ones.
The parts are described in :mod:`bench.partnership`; in the paired part the tested seats
are a whole team (hard partners against normal opponents, then normal partners).
"""
from __future__ import annotations

import argparse
import random
from typing import Sequence

from ai.shuangkou import EasyBot, HardBot, NormalBot
from bench import partnership as p
from bench.common import HardSettings, level_maker
from engine.climbing.variants.shuangkou import SPEC, new_state

OPTIONS = SPEC.resolved_options({"match_hands": 0})
HARD = HardSettings(time_budget=1.0, iterations=160, width=4)
GAME = p.Game("双扣", lambda seed: new_state(OPTIONS, random.Random(seed)),
              level_maker(EasyBot, NormalBot, HardBot, HARD), lambda state: ((0, 2), (1, 3)))


def main(argv: Sequence[str] | bool | None = None) -> None:
    run(GAME, HARD, __doc__, argv, lambda seed: (seed % 2, seed % 2 + 2), "a whole team")


def run(game, default: HardSettings, doc: str, argv, tested, what: str, extra_parts=None) -> None:
    """The command line both partnership benchmarks share."""
    if isinstance(argv, bool):
        argv = ["--quick"] if argv else []
    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="200 hands against random, 10 paired hard deals, short latency runs")
    parser.add_argument("--hands", type=int, default=1000, help="hands against random (default 1000)")
    parser.add_argument("--hard-hands", type=int, default=None, help="paired hard-vs-normal deals (100)")
    parser.add_argument("--latency-hands", type=int, default=None, help="hands per latency run (40)")
    parser.add_argument("--engine-hands", type=int, default=None, help="random self-play hands (300)")
    parser.add_argument("--hard-time", type=float, default=default.time_budget, help="hard time budget, s")
    parser.add_argument("--hard-iterations", type=int, default=default.iterations, help="hard play-outs")
    parser.add_argument("--hard-width", type=int, default=default.width, help="hard candidate moves")
    parser.add_argument("--seed", type=int, default=0, help="offset added to every deal's seed")
    parser.add_argument("--only", default="",
                        help="comma list of parts: engine,latency,random,easy,hard" +
                             (",declare" if extra_parts else ""))
    args = parser.parse_args(argv)
    hands = 200 if args.quick else args.hands
    hard_hands = args.hard_hands or (10 if args.quick else 100)
    latency_hands = args.latency_hands or (10 if args.quick else 40)
    engine_hands = args.engine_hands or (100 if args.quick else 300)
    hard = HardSettings(args.hard_time, args.hard_iterations, args.hard_width)
    parts = set(args.only.split(",")) if args.only else {"engine", "latency", "random", "easy", "hard"}
    seed = args.seed
    print(f"{game.name}: hard search: time budget {hard.time_budget} s, {hard.iterations} play-outs, "
          f"{hard.width} candidates", flush=True)
    if "engine" in parts:
        print(p.engine_speed(game, engine_hands, 50_000 + seed), flush=True)
    if "latency" in parts:
        for level in ("easy", "normal") + (("hard",) if "hard" in parts else ()):
            n = latency_hands if level != "hard" else max(4, latency_hands // 4)
            print(p.latency_line(level, p.decision_times(game, level, n, 10_000 + seed, hard), n), flush=True)

    def show(record) -> None:
        print("   …", record.line(hard, what) if isinstance(record, p.Paired) else record.line(), flush=True)

    if "random" in parts:
        print(p.side_against(game, "normal", "random", hands, 1 + seed, progress=show).line(), flush=True)
    if "easy" in parts:
        print(p.side_against(game, "normal", "easy", hands, 1 + seed, progress=show).line(), flush=True)
    if extra_parts:
        extra_parts(parts, args)
    if "hard" in parts:
        print(p.paired(game, hard_hands, hard, tested, 20_000 + seed, show).line(hard, what), flush=True)


if __name__ == "__main__":
    main()
