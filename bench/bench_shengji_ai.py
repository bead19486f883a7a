"""升级 computer-player benchmarks: decision time per level, and results between levels.

Run on purpose, never as a timed test::

    nice python -m bench.bench_shengji_ai --quick       # a few minutes
    nice python -m bench.bench_shengji_ai               # ≥ 500 hands per pairing

- **decision time**: p50 / p95 / max of every play, bury and declare decision of each
  level in self-play (all four seats the same level), per deck count;
- **normal team against a random team**: every deal is played twice with the teams
  swapped (same seed, so the same cards); each hand is the first hand of a fresh match,
  so the dealer is whoever's declaration stood. Reported: the share of hands the normal
  team won *as the dealer team* (the attackers stayed below 2 steps, 40 / 80 / 120
  points) and as attackers (took over), with the mean attackers' points;
- **hard team against a normal team**: the same mirrored deals. Hard inherits normal's
  declarations, so both mirrors of a deal have the same dealer seat, and each deal
  compares hard and normal in the same role on the same cards: the mean attackers'
  points when hard defends against when normal defends (lower is better for the
  defenders), and when hard attacks against when normal attacks (higher is better); per
  deal, hard attacking minus normal attacking (each against the other defending) is the
  paired difference reported with its standard error.
  The hard search runs with an iteration cap (``--worlds``, ``--candidates``) so the
  figures are reproducible and a long run stays feasible on a shared machine.
"""
from __future__ import annotations

import argparse
import math
import random
import time
from collections import defaultdict

from ai.base import RandomBot
from ai.shengji import EasyBot, HardBot, NormalBot
from ai.shengji.search import CAREFUL_TRICKS, SearchSettings
from ai.shengji.selfplay import play_hand
from engine.shengji.levels import team_of
from engine.shengji.state import ShengjiState


def _percentile(values, q: float) -> float:
    values = sorted(values)
    if not values:
        return 0.0
    return values[min(len(values) - 1, int(q * len(values)))]


def decision_times(level: str, decks: int, hands: int, settings: SearchSettings) -> dict[str, list[float]]:
    """Seconds per decision of ``level`` in self-play, by phase."""
    times: dict[str, list[float]] = defaultdict(list)
    for seed in range(hands):
        bots = [_make(level, settings) for _ in range(4)]
        state = ShengjiState({}, random.Random(1000 + seed), decks)
        play_hand(state, bots, random.Random(seed), timer=lambda seat, phase, t: times[phase].append(t))
    return times


def _make(level: str, settings: SearchSettings):
    if level == "random":
        return RandomBot()
    if level == "hard":
        return HardBot(settings)
    return {"easy": EasyBot, "normal": NormalBot}[level]()


def mirrored(first: str, second: str, decks: int, deals: int, settings: SearchSettings, seed: int = 7):
    """Play each deal twice (``first`` as team 0, then as team 1). Per hand: (first's team
    is the dealer team, attackers' total, attackers took over, deal number)."""
    rows = []
    for deal in range(deals):
        for first_team in (0, 1):
            bots = [_make(first if team_of(s) == first_team else second, settings) for s in range(4)]
            state = ShengjiState({}, random.Random(seed * 100003 + deal), decks)
            play_hand(state, bots, random.Random(deal))
            result = state.result
            rows.append((result.dealer_team == first_team, result.total, result.take_over, deal))
    return rows


def _share(wins: int, n: int) -> str:
    if not n:
        return "   —"
    p = wins / n
    return f"{100 * p:5.1f} % (standard error {100 * math.sqrt(p * (1 - p) / n):3.1f}, n={n})"


def report_vs(first: str, second: str, rows) -> None:
    defending = [r for r in rows if r[0]]
    attacking = [r for r in rows if not r[0]]
    held = sum(1 for r in defending if not r[2])
    took = sum(1 for r in attacking if r[2])
    mean = lambda rs: sum(r[1] for r in rs) / len(rs) if rs else 0.0  # noqa: E731
    print(f"  {first} team as dealers:   held {_share(held, len(defending))}; attackers' mean points "
          f"{mean(defending):6.1f}")
    print(f"  {first} team as attackers: took over {_share(took, len(attacking))}; their mean points "
          f"{mean(attacking):6.1f}")


def report_paired(first: str, second: str, rows) -> None:
    """Deal by deal: the same seat dealt in both mirrors, so each role is compared on equal cards."""
    by_deal: dict[int, dict[bool, tuple]] = defaultdict(dict)
    for first_defends, total, take_over, deal in rows:
        by_deal[deal][first_defends] = (total, take_over)
    paired = [d for d in by_deal.values() if len(d) == 2]
    if not paired:
        print("  (no deal had the same dealer team in both mirrors)")
        return
    when_first_defends = [d[True][0] for d in paired]
    when_first_attacks = [d[False][0] for d in paired]
    # in the "first defends" mirror the second team attacks, and the other way round
    n = len(paired)
    print(f"  {n} mirrored deals; attackers' mean points: {second} attacking {first} "
          f"{sum(when_first_defends) / n:6.1f} vs {first} attacking {second} {sum(when_first_attacks) / n:6.1f}")
    diffs = [d[False][0] - d[True][0] for d in paired]
    mean = sum(diffs) / n
    se = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (n - 1) / n) if n > 1 else 0.0
    print(f"  {first} − {second} per mirrored deal ({first} attacking minus {second} attacking, each against "
          f"the other defending): {mean:+.2f} ± {se:.2f} SE points ({mean / se if se else 0.0:+.1f} SE)")
    better = sum(1 for d in paired if d[False][0] > d[True][0])
    worse = sum(1 for d in paired if d[False][0] < d[True][0])
    print(f"  {first} scored more than {second} on the same cards in {better} deals, less in {worse}, "
          f"equal in {n - better - worse}")
    report_vs(first, second, rows)


def main(quick: bool = False, argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--hands", type=int, default=None, help="hands per pairing (each deal twice)")
    parser.add_argument("--hard-hands", type=int, default=None)
    parser.add_argument("--decks", type=int, nargs="*", default=[1, 2, 3])
    parser.add_argument("--worlds", type=int, default=4, help="hard: worlds per decision (cap)")
    parser.add_argument("--candidates", type=int, default=3, help="hard: plays compared")
    parser.add_argument("--margin", type=float, default=SearchSettings.margin,
                        help="hard: search plays judged within this many points of the best")
    parser.add_argument("--careful", type=int, default=SearchSettings.careful_tricks,
                        help="hard: tricks of each play-out played by the normal player (default: "
                             "the search's own choice for the deck count)")
    parser.add_argument("--skip", nargs="*", default=[], choices=["times", "random", "hard"])
    parser.add_argument("--seed", type=int, default=7,
                        help="deals of the random and hard parts (7: the figures in the notes; another "
                             "value gives an independent set of deals)")
    args = parser.parse_args(argv)
    quick = quick or args.quick
    hands = args.hands or (40 if quick else 500)
    hard_hands = args.hard_hands or (20 if quick else 500)
    capped = SearchSettings(time_budget=60.0, max_worlds=args.worlds, candidates=args.candidates,
                            careful_tricks=args.careful, margin=args.margin)
    default = SearchSettings()

    if "times" not in args.skip:
        print("decision time per level (self-play; hard with its default budget "
              f"{default.time_budget:.1f} s / {default.max_worlds} worlds):")
        for decks in args.decks:
            for level in ("easy", "normal", "hard"):
                n = (2 if quick else 3) if level == "hard" else (10 if quick else 40)
                started = time.perf_counter()
                times = decision_times(level, decks, n, default)
                plays = times["play"]
                every = [t for v in times.values() for t in v]
                print(f"  {decks} deck(s) {level:6s} play p50 {1000 * _percentile(plays, .5):7.1f} ms  "
                      f"p95 {1000 * _percentile(plays, .95):7.1f} ms  max {1000 * max(plays):7.1f} ms  "
                      f"(all decisions p95 {1000 * _percentile(every, .95):6.1f} ms, {len(every)} over {n} hands, "
                      f"{time.perf_counter() - started:.0f} s)")
    if "random" not in args.skip:
        for decks in args.decks:
            print(f"normal team against a random team, {decks} deck(s), {hands} hands:")
            report_vs("normal", "random", mirrored("normal", "random", decks, hands // 2, capped,
                                                     args.seed))
    if "hard" not in args.skip:
        for decks in args.decks:
            careful = capped.careful_tricks
            if careful is None:
                careful = CAREFUL_TRICKS.get(decks, 99)
            print(f"hard team (cap {capped.max_worlds} worlds × {capped.candidates} plays within "
                  f"{capped.margin:g} points, "
                  f"{careful} careful tricks) against a normal "
                  f"team, {decks} deck(s), {hard_hands} hands, seed {args.seed}:")
            started = time.perf_counter()
            report_paired("hard", "normal", mirrored("hard", "normal", decks, hard_hands // 2, capped,
                                                         args.seed))
            print(f"  ({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
