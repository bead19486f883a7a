"""四川麻将 engine speed: win checks, shanten, and random self-play (figures, never asserted).

    python -m bench.bench_mahjong [--quick]

* win checks/s on random suited 14-tile hands (packed counts, ``shapes.is_win``);
* shanten/s on random 13- and 14-tile hands (``shapes.shanten``): first on fresh hands while
  the lazily built per-suit profiles fill, then warm, as in a running game;
* hands/s of random self-play per variant: every seat picks a uniformly random legal
  action from the real :class:`MahjongState` (draws, claim windows, 查叫 and payments
  included), one hand after another.
"""
from __future__ import annotations

import random
import sys
import time

from engine.game import TABLE
from engine.mahjong.shapes import UNIT, is_win, shanten, waits
from engine.mahjong.spec import SPECS, new_match_state


def random_hands(count: int, size: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    return [sum(UNIT[i // 4] for i in rng.sample(range(108), size)) for _ in range(count)]


def rate(fn, hands: list[int]) -> float:
    start = time.perf_counter()
    for h in hands:
        fn(h)
    return len(hands) / (time.perf_counter() - start)


def self_play(variant: str, hands: int, seed: int = 1) -> float:
    state = new_match_state(variant, {"match_hands": 0}, seed)
    rng = random.Random(seed)
    done = 0
    start = time.perf_counter()
    while done < hands:
        if state.phase == "hand_over":
            done += 1
            state.apply(TABLE, state.legal_actions(TABLE)[0])
            continue
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return hands / (time.perf_counter() - start)


def main(quick: bool = False) -> None:
    n = 50_000 if quick else 300_000
    h14, h13 = random_hands(n, 14, 1), random_hands(n, 13, 2)
    print(f"win checks/s (14 tiles):   {rate(is_win, h14):12,.0f}")
    cold = random_hands(n // 5, 13, 3)
    print(f"shanten/s, first use:      {rate(shanten, cold):12,.0f}  (per-suit profiles built lazily)")
    print(f"shanten/s (13 tiles):      {rate(shanten, h13):12,.0f}")
    print(f"shanten/s (14 tiles):      {rate(shanten, h14):12,.0f}")
    print(f"waits/s (13 tiles):        {rate(waits, h13[: n // 10]):12,.0f}")
    hands = 40 if quick else 300
    for spec in SPECS:
        print(f"random self-play {spec.id:<22} {self_play(spec.id, hands):8,.1f} hands/s")


if __name__ == "__main__":
    main("--quick" in sys.argv)
