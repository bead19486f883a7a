"""21点 simulation: the banker's edge with the normal 闲家 (run on purpose, never asserted in tests).

    python -m bench.bench_blackjack [--rounds 200000] [--quick]

Heads-up table (one 闲家, one banker), default rules (1 deck, BlackJack pays 1:1),
the normal 闲家 (computed strategy, flat bets) against

- the normal banker bot (hit or stand by expectation, from what it can see), and
- the casino banker option (hit to 16, stand on 17).

It runs the real :class:`engine.blackjack.BlackjackState` and the real bots (each
given only its observation), so the figures are those of the game as played; the
stacks are made large enough that nobody goes broke. Printed: the banker's edge
per unit bet (banker's gain ÷ chips bet, in %), its standard error from the
per-round spread, and rounds per second.
"""
from __future__ import annotations

import argparse
import math
import random
import time

from ai.blackjack import NormalBot
from engine.actions import NextHand
from engine.blackjack.state import BlackjackState
from engine.game import TABLE

BIG_STACK = 10 ** 12


def simulate(rounds: int, casino: bool, seed: int = 1, three_to_two: bool = False) -> dict[str, float]:
    options = {"casino_banker": casino, "stack": BIG_STACK, "max_bet": 1000,
               "blackjack_pays": "3:2" if three_to_two else "1:1"}
    state = BlackjackState(options, random.Random(seed), 2)
    player, banker = NormalBot(), NormalBot()
    rng = random.Random(seed + 1)
    bank_seat = state.banker
    next_hand = NextHand()
    total = total_sq = bet_total = 0.0
    started = time.perf_counter()
    done = 0
    while done < rounds:
        phase = state.phase
        if phase == "hand_over":
            result = state.result
            gain = result.deltas[bank_seat]
            bet = sum(params["bet"] for _, params, _ in result.lines if params["hand"] == 1)
            per_unit = gain / bet
            total += gain
            total_sq += per_unit * per_unit
            bet_total += bet
            done += 1
            state.apply(TABLE, next_hand)
            continue
        seat = state.to_act()[0]
        bot = banker if seat == bank_seat else player
        state.apply(seat, bot.choose(state.observe(seat), state.legal_actions(seat), rng))
    elapsed = time.perf_counter() - started
    mean = total / bet_total  # flat bets: the mean per unit is also the mean of the per-round figures
    variance = max(0.0, total_sq / done - mean ** 2)
    return {"edge": mean, "stderr": math.sqrt(variance / done), "rounds": done,
            "rate": done / elapsed, "seconds": elapsed}


def main(quick: bool = False, rounds: int | None = None) -> None:
    rounds = rounds or (20_000 if quick else 200_000)
    for label, casino in (("normal banker bot", False), ("casino banker (hit 16, stand 17)", True)):
        r = simulate(rounds, casino)
        print(f"21点 normal 闲家 vs {label}: banker edge {100 * r['edge']:+.2f}% ± {100 * r['stderr']:.2f}% "
              f"per unit bet over {r['rounds']:,} rounds; {r['rate']:,.0f} rounds/s ({r['seconds']:.0f} s)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=None)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    main(args.quick, args.rounds)
