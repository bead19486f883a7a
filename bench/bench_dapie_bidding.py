"""打撇's bidding for points against the bidding for safety (issue 30, item 1).

Run on purpose, never as a timed test::

    nice python -m bench.bench_dapie_bidding                  # 1,000 first hands, both kinds
    nice python -m bench.bench_dapie_bidding --hands 200      # quicker

Every hand is the first hand of a fresh match from a seeded rng (the dealer drawn by lot,
the redeals inside it), played through the engine by normal computer players:

- **forced third deals**: four players of one bidding; the share of first hands whose
  third deal's dealer was forced (第三盘庄家必打: nobody bid on two deals nor before him on
  the third) — target for the new bidding ≤ 15 %; also the share that reached a third deal
  at all, and of hands with a 倒, a 认输, a contract made;
- **paired**: each deal is played with all four seats bidding the old way, and again with
  one seat bidding the new way (each seat in turn: the new seat is mirrored over the four
  seats of the same deal); the new seat's gain minus that seat's gain in the all-old play,
  in base stakes per hand, mean ± its standard error (SE) over the deal × seat pairs —
  target: above two standard errors, in both kinds. The pairs of one deal are not
  independent, so the SE is also given over deals (the four seats' differences summed).

Measured 2026-12-06 (seeds 70,000 on, normal players, the old bidding is
``NormalBot(bidding="safety")``):

- 有A, 1,000 first hands: forced third deals 2.6 % (reached a third deal 4.7 %), old 57.6 %
  (66.8 %); 倒 in 28.5 % of hands (old 0 %), 认输 4.6 %; paired +0.350 ± 0.059 SE per hand (5.9 SE);
- 无A: forced 0.0 %, old 2.1 % (3,000 hands); paired on 1,000 deals +0.091 ± 0.047 SE (1.9 SE),
  on 3,000 deals +0.163 ± 0.026 SE (6.2 SE).
"""
from __future__ import annotations

import argparse
import time
from typing import Sequence

from ai.dapie import NormalBot
from bench.bench_dapie_ai import play_hand
from bench.common import mean_and_error

SEATS = 4
SEED0 = 70_000


def new_bot():
    return NormalBot()


def old_bot():
    return NormalBot(bidding="safety")


class Watch:
    """Plays as ``inner``; notes a forced bid, a 倒 and a 认输."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.time_budget = 0.0
        self.forced = self.doubled = self.conceded = False

    def choose(self, observation, legal, rng):
        action = self.inner.choose(observation, legal, rng)
        if observation.phase == "bid" and observation.must_bid:
            self.forced = True
        if observation.phase == "double" and getattr(action, "yes", False):
            self.doubled = True
        if observation.phase == "answer" and type(action).__name__ == "Concede":
            self.conceded = True
        return action


def table(variant: str, make, hands: int) -> str:
    forced = third = doubled = conceded = contracts = 0
    made = 0
    for h in range(hands):
        bots = [Watch(make()) for _ in range(SEATS)]
        state = play_hand(variant, SEED0 + h, bots)
        result = state.result
        forced += any(b.forced for b in bots)
        third += state.deal_no >= 3
        doubled += any(b.doubled for b in bots)
        conceded += result.outcome == "conceded"
        made += result.outcome == "win"
        contracts += result.contract
    return (f"forced third deals {forced}/{hands} = {forced / hands:.1%} (reached the third deal "
            f"{third / hands:.1%}); hands with a 倒 {doubled / hands:.1%}, "
            f"认输 {conceded / hands:.1%}, contracts made {made / hands:.1%}, mean contract {contracts / hands:.1f}")


def paired(variant: str, hands: int) -> str:
    diffs: list[float] = []
    per_deal: list[float] = []
    for h in range(hands):
        base = play_hand(variant, SEED0 + h, [old_bot() for _ in range(SEATS)]).result.deltas
        total = 0.0
        for seat in range(SEATS):
            bots = [new_bot() if s == seat else old_bot() for s in range(SEATS)]
            gain = play_hand(variant, SEED0 + h, bots).result.deltas[seat] - base[seat]
            diffs.append(gain)
            total += gain
        per_deal.append(total / SEATS)
    mean, error = mean_and_error(diffs)
    _, deal_error = mean_and_error(per_deal)
    return (f"one new-bidding seat vs three old, paired on {hands} deals × 4 seats: "
            f"{mean:+.3f} ± {error:.3f} SE points per hand ({mean / error if error else 0:.1f} SE); "
            f"SE over deals {deal_error:.3f} ({mean / deal_error if deal_error else 0:.1f} SE)")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--variant", choices=["dapie", "dapie-noace", "both"], default="both")
    parser.add_argument("--skip-paired", action="store_true")
    args = parser.parse_args(argv)
    variants = ["dapie", "dapie-noace"] if args.variant == "both" else [args.variant]
    for variant in variants:
        start = time.perf_counter()
        print(f"{variant} new bidding, four normal players, {args.hands} first hands: "
              f"{table(variant, new_bot, args.hands)}", flush=True)
        print(f"{variant} old bidding, four normal players, {args.hands} first hands: "
              f"{table(variant, old_bot, args.hands)}", flush=True)
        if not args.skip_paired:
            print(f"{variant} {paired(variant, args.hands)}", flush=True)
        print(f"  ({time.perf_counter() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
