"""四川麻将 computer players: decision time per level, and win shares in bloody play.

Run on purpose, not as a timed test::

    nice python -m bench.bench_mahjong_ai --quick      # a few minutes
    nice python -m bench.bench_mahjong_ai              # 500 hands per pairing

* **Decision time**: every turn decision with a choice of discard (the shanten-based part
  of the player), timed around ``Bot.choose`` in self-play of 绵阳血战: p50, p95 and max
  per level. The hard player runs with the iteration cap given on the command line.
* **Win shares** in 绵阳血战 (bloody play, several wins per hand): one tested player
  against three others; the tested seat moves round the table hand by hand
  (``hand_no % 4``) so no seat order favours it. Reported: hands, the tested seat's share
  of all wins (a fair share is 25 %) ± its standard error (SE), and its mean points per hand
  against the others' mean.
* **Paired** (``--paired DEALS [--variant V ...]``): the same deals played twice, once with
  the hard player in the tested seat and once with the normal player there (the other seats
  normal both times, the same bot random stream; the tested seat moves round the table deal
  by deal), so the deal's luck cancels — for each variant asked, all five by default.
  Reported per variant: n, the mean of (hard's points − normal's points) per deal ± its
  standard error and how many standard errors that is, and the hard player's decision times
  (every call with a choice, p50 / p95 / max). The hard player is capped by worlds
  (``--iterations`` for discards, ``--stake-worlds`` for claims, wins, kongs and 躺), and its
  time budget (``--budget``) is set high enough never to bind, so results do not depend on the
  machine's load.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from typing import Callable

from ai.base import RandomBot
from ai.mahjong import EasyBot, HardBot, NormalBot
from engine.game import TABLE
from engine.mahjong.actions import Discard
from engine.mahjong.spec import SPECS, new_match_state

VARIANT = "mj-mianyang-bloody"


def decision_times(make: Callable[[], object], hands: int, seed: int) -> list[float]:
    """Seconds per discard decision of ``make()`` bots in self-play of ``hands`` hands."""
    state = new_match_state(VARIANT, {"match_hands": 0}, seed)
    bots = [make() for _ in range(4)]
    rng = random.Random(seed)
    times: list[float] = []
    done = 0
    while done < hands:
        if state.phase == "hand_over":
            done += 1
            state.apply(TABLE, state.legal_actions(TABLE)[0])
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        obs = state.observe(seat)
        start = time.perf_counter()
        action = bots[seat].choose(obs, legal, rng)
        spent = time.perf_counter() - start
        if state.window is None and len({a.tile for a in legal if isinstance(a, Discard)}) > 1:
            times.append(spent)
        state.apply(seat, action)
    return times


def win_shares(make_tested: Callable[[], object], make_other: Callable[[], object], hands: int,
               seed: int) -> dict:
    """Play ``hands`` bloody hands, the tested player at seat ``hand_no % 4``."""
    state = new_match_state(VARIANT, {"match_hands": 0}, seed)
    rng = random.Random(seed)
    wins = tested_wins = 0
    tested_points = other_points = 0
    for hand in range(hands):
        tested = hand % 4
        bots = [make_tested() if s == tested else make_other() for s in range(4)]
        while state.phase != "hand_over":
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state.observe(seat), state.legal_actions(seat), rng))
        result = state.result
        wins += len(result.winners)
        tested_wins += sum(1 for w in result.winners if w.seat == tested)
        tested_points += result.deltas[tested]
        other_points += sum(result.deltas) - result.deltas[tested]
        state.apply(TABLE, state.legal_actions(TABLE)[0])
    share = tested_wins / wins if wins else 0.0
    error = math.sqrt(share * (1 - share) / wins) if wins else 0.0
    return {"hands": hands, "wins": wins, "tested_wins": tested_wins, "share": share, "error": error,
            "points": tested_points / hands, "other_points": other_points / (3 * hands)}


def _play_hand(tested_bot, tested: int, seed: int, times: list[float] | None, variant: str = VARIANT) -> int:
    """Points of seat ``tested`` in one hand of ``variant`` dealt from ``seed``, others normal."""
    state = new_match_state(variant, {"match_hands": 0}, seed)
    rng = random.Random(seed)
    bots = [tested_bot if s == tested else NormalBot() for s in range(4)]
    while state.phase != "hand_over":
        seat = state.to_act()[0]
        obs, legal = state.observe(seat), state.legal_actions(seat)
        start = time.perf_counter()
        action = bots[seat].choose(obs, legal, rng)
        if times is not None and seat == tested and len(legal) > 1:
            times.append(time.perf_counter() - start)
        state.apply(seat, action)
    return state.result.deltas[tested]


def paired(deals: int, iterations: int, budget: float, seed: int = 7000, variant: str = VARIANT,
           stake_worlds: int = 40, every: int = 50) -> dict:
    """Hard minus normal in the same seat of the same deals of ``variant``: mean ± standard
    error. The tested seat moves round the table deal by deal (``deal % 4``). Points are
    zero-sum, so the tested seat's points against the table's mean are its own × 4/3 — no
    less noisy; the pairing is what removes the deal's luck."""
    diffs: list[int] = []
    times: list[float] = []
    hard_total = normal_total = 0
    started = time.perf_counter()
    for d in range(deals):
        tested = d % 4
        bot = HardBot(time_budget=budget, iterations=iterations, stake_worlds=stake_worlds)
        h = _play_hand(bot, tested, seed + d, times, variant)
        n = _play_hand(NormalBot(), tested, seed + d, None, variant)
        hard_total, normal_total = hard_total + h, normal_total + n
        diffs.append(h - n)
        if (d + 1) % every == 0 or d + 1 == deals:
            mean, se = _mean_se(diffs)
            changed = sum(1 for x in diffs if x)
            print(f"  {variant} {d + 1:4d} deals: hard {hard_total / (d + 1):+6.2f}  normal "
                  f"{normal_total / (d + 1):+6.2f} points/hand  diff {mean:+6.3f} ± {se:5.3f} SE  "
                  f"deals that differ {changed}  [{time.perf_counter() - started:6.0f} s]", flush=True)
    mean, se = _mean_se(diffs)
    z = mean / se if se else 0.0
    print(f"{variant}: n={deals} deals (seeds {seed}..{seed + deals - 1}), hard - normal "
          f"{mean:+.3f} ± {se:.3f} points/hand = {z:+.2f} SE; hard decisions n={len(times)} p50 "
          f"{1000 * statistics.median(times):.0f} ms p95 {1000 * _pct(times, 0.95):.0f} ms max "
          f"{1000 * max(times):.0f} ms", flush=True)
    return {"variant": variant, "n": deals, "mean": mean, "se": se, "z": z, "times": times}


def _mean_se(values: list[int]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    se = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, se


def _pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def main(quick: bool = False, hands: int | None = None, iterations: int = 24, budget: float = 1.5,
         hard_hands: int | None = None, timing: bool = True) -> None:
    hands = hands or (60 if quick else 500)
    hard_hands = hard_hands if hard_hands is not None else hands
    hard = lambda: HardBot(time_budget=budget, iterations=iterations)
    print(f"hard player: iteration cap {iterations}, time budget {budget} s")
    levels = (("easy", EasyBot, 20), ("normal", NormalBot, 20), ("hard", hard, 6)) if timing else ()
    for name, make, n in levels:
        t = decision_times(make, max(2, n // 4) if quick else n, seed=11)
        print(f"{name:>6} discard decision: n={len(t):5d}  p50 {1000 * statistics.median(t):8.2f} ms  "
              f"p95 {1000 * _pct(t, 0.95):8.2f} ms  max {1000 * max(t):8.2f} ms", flush=True)
    pairings = (("normal vs 3 random", NormalBot, RandomBot, hands),
                ("easy vs 3 random", EasyBot, RandomBot, hands),
                ("normal vs 3 easy", NormalBot, EasyBot, hands),
                ("normal vs 3 normal", NormalBot, NormalBot, hands),
                ("hard vs 3 normal", hard, NormalBot, hard_hands))
    for name, tested, other, n in pairings:
        if not n:
            continue
        start = time.perf_counter()
        r = win_shares(tested, other, n, seed=2024)
        print(f"{name:>20}: {r['hands']} hands, {r['wins']} wins, tested share "
              f"{100 * r['share']:5.1f} % ± {100 * r['error']:4.1f} SE  points/hand {r['points']:+6.2f} "
              f"(others {r['other_points']:+6.2f})  [{time.perf_counter() - start:6.1f} s]", flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--hands", type=int, default=None)
    parser.add_argument("--iterations", type=int, default=24, help="hard player's iteration cap")
    parser.add_argument("--budget", type=float, default=None,
                        help="hard player's time budget (s); default 1.5, or 30 (never binding) with --paired")
    parser.add_argument("--hard-hands", type=int, default=None, help="hands of hard vs normal (0: skip)")
    parser.add_argument("--paired", type=int, default=0, metavar="DEALS",
                        help="only the paired hard-vs-normal comparison over DEALS deals")
    parser.add_argument("--seed", type=int, default=7000,
                        help="first deal of the paired comparison (deals seed, seed+1, ...)")
    parser.add_argument("--no-timing", action="store_true", help="skip the decision times")
    parser.add_argument("--variant", action="append", choices=[s.id for s in SPECS],
                        help="variant of the paired comparison (repeatable; default: all five in turn)")
    parser.add_argument("--stake-worlds", type=int, default=40,
                        help="hard player's worlds for a decision with stakes (claims, wins, kongs, 躺)")
    args = parser.parse_args()
    if args.paired:
        args.budget = 30.0 if args.budget is None else args.budget
        print(f"paired: hard iteration cap {args.iterations} (discards), {args.stake_worlds} worlds "
              f"(decisions with stakes), time budget {args.budget} s, deals from seed {args.seed}")
        for variant in args.variant or [s.id for s in SPECS]:
            paired(args.paired, args.iterations, args.budget, args.seed, variant, args.stake_worlds)
        raise SystemExit
    main(args.quick, args.hands, args.iterations, 1.5 if args.budget is None else args.budget,
         args.hard_hands, not args.no_timing)
