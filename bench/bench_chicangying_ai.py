"""吃苍蝇 bot benchmarks: engine speed, decision time per level, sides between levels, 明独.

Run on purpose, not as a timed test::

    nice python -m bench.bench_chicangying_ai --quick   # a few minutes
    nice python -m bench.bench_chicangying_ai           # 1,000 hands against random, 100 paired hard

Every hand is a fresh match's first hand from a seeded rng. Scores are the game's own
gains (two against two ±4 / ±2 / 0 each; the dealer alone ±12 / ±4 (明独) or ±6 / ±2
(暗独)). The sides are known only once the dealer has chosen: before that the dealer plays
the tested level on the seeds where the tested side is the dealer's (even seeds), and the
bots of the sides are set when the play begins (:mod:`bench.partnership`). In the paired
part the tested seat is ``seed % 4`` alone (the sides change with every deal).

- **declare**: the measurement behind the normal dealer's 明独 threshold
  (:mod:`ai.chicangying.policy`): deals played with the dealer forced to 明独 by normal
  players, the share he went out first by his cards of the four top ranks.
"""
from __future__ import annotations

import random
import time
from collections import defaultdict
from typing import Sequence

from ai.chicangying import EasyBot, HardBot, NormalBot
from ai.chicangying.policy import solo_strength
from bench import partnership as p
from bench.bench_shuangkou_ai import run
from bench.common import HardSettings, level_maker
from engine.climbing.variants.chicangying import SPEC, GoAlone, new_state
from engine.climbing.variants.chicangying_cards import hand_order

OPTIONS = SPEC.resolved_options({"match_hands": 0})
HARD = HardSettings(time_budget=1.0, iterations=160, width=4)


def sides(state):
    dealer_side = tuple(s for s in range(p.SEATS) if state.round.teams[s] == state.round.teams[state.dealer])
    return dealer_side, tuple(s for s in range(p.SEATS) if s not in dealer_side)


GAME = p.Game("吃苍蝇", lambda seed: new_state(OPTIONS, random.Random(seed)),
              level_maker(EasyBot, NormalBot, HardBot, HARD), sides)


def declare_study(hands: int, first_seed: int = 30_000) -> str:
    """The dealer forced to 明独, normal players all round: the share of hands he went out first,
    by his cards of the four top ranks."""
    won: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + hands):
        state = GAME.new_state(seed)
        dealer = state.dealer
        obs = state.observe(dealer)
        strength = solo_strength(hand_order(obs.turned.rank).pack(obs.hand))
        state.apply(dealer, GoAlone(True))
        bots = [NormalBot() for _ in range(p.SEATS)]
        rng = random.Random(seed)
        while state.phase == "play":
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state.observe(seat), state.legal_actions(seat), rng))
        won[strength][0] += state.result.winner == dealer
        won[strength][1] += 1
    cells = ", ".join(f"{k}: {w}/{n} = {w / n:.2f}" for k, (w, n) in sorted(won.items()))
    return f"明独 out first by top cards ({hands} deals, {time.perf_counter() - start:.0f} s): {cells}"


def main(argv: Sequence[str] | bool | None = None) -> None:
    def extra(parts, args) -> None:
        if "declare" in parts:
            print(declare_study(200 if args.quick else 1000), flush=True)

    run(GAME, HARD, __doc__, argv, lambda seed: (seed % p.SEATS,), "one seat", extra)


if __name__ == "__main__":
    main()
