"""斗地主 legal leads against a well-known public move generator, measured in the same run.

The anchor is DouZero's move generator (``douzero.env.move_generator.MovesGener``,
the package on PyPI). It is not a dependency of the game or its tests: install it
for this benchmark only, without its heavy dependencies (torch, numpy), as the
README says::

    python -m pip install --no-deps -r requirements-bench.txt

Its package ``__init__`` imports numpy for the learning environment, which the
move generator does not need, so the module is loaded on its own here.

Both generators get the same random 17-card hands, each hand new to our cache
(a cold enumeration, the cost a bot pays for a hand it has not seen). The second
figure shows our speed as the lead cache fills (5,000 → 80,000 hands), which an
earlier measurement found halving as the collector walked the cached lists.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import random
import sys
import time
import types

from engine.cards import BIG_JOKER, SMALL_JOKER, full_deck
from engine.climbing.moves import MoveGenerator
from engine.climbing.ranks import DOUDIZHU_ORDER
from engine.climbing.tables import DOUDIZHU

#: Our natural ranks in DouZero's numbering (3..14, the 2 is 17, jokers 20 and 30).
_DOUZERO_RANK = {**{r: r for r in range(3, 15)}, 2: 17, SMALL_JOKER: 20, BIG_JOKER: 30}


def douzero_generator():
    """DouZero's MovesGener class, or None when the package is not installed."""
    spec = importlib.util.find_spec("douzero")
    if spec is None or not spec.submodule_search_locations:
        return None
    root = list(spec.submodule_search_locations)[0]
    for name, path in (("douzero", root), ("douzero.env", f"{root}/env")):
        if name not in sys.modules:
            package = types.ModuleType(name)
            package.__path__ = [path]
            sys.modules[name] = package
    from douzero.env.move_generator import MovesGener

    return MovesGener


def random_hands(count: int, seed: int) -> list[list]:
    rng = random.Random(seed)
    deck = full_deck()
    return [rng.sample(deck, 17) for _ in range(count)]


def ours(hands) -> tuple[float, int]:
    """Enumerations per second over fresh hands (a new generator: an empty cache)."""
    generator = MoveGenerator(DOUDIZHU)
    packed = [DOUDIZHU_ORDER.pack(hand) for hand in hands]
    generator.leads(packed[0])  # the move tables, built once per program
    start = time.perf_counter()
    moves = sum(len(generator.leads(hand)) for hand in packed[1:])
    return (len(packed) - 1) / (time.perf_counter() - start), moves


def theirs(hands, moves_gener) -> tuple[float, int]:
    lists = [sorted(_DOUZERO_RANK[c.rank] for c in hand) for hand in hands]
    start = time.perf_counter()
    moves = sum(len(moves_gener(cards).gen_moves()) for cards in lists[1:])
    return (len(lists) - 1) / (time.perf_counter() - start), moves


def cache_growth(total: int, seed: int, block: int = 5000) -> list[tuple[int, float]]:
    """(hands cached before the block, enumerations per second in the block) as the cache fills."""
    generator = MoveGenerator(DOUDIZHU)
    packed = [DOUDIZHU_ORDER.pack(hand) for hand in random_hands(total, seed)]
    found = []
    for start in range(0, total, block):
        began = time.perf_counter()
        for hand in packed[start:start + block]:
            generator.leads(hand)
        found.append((start, block / (time.perf_counter() - began)))
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4000, help="random 17-card hands per generator")
    parser.add_argument("--growth", type=int, default=80000, help="hands for the cache-growth figure (0: skip)")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    hands = random_hands(args.hands, args.seed)
    figures: dict = {}
    figures["ours_per_s"], ours_moves = ours(hands)
    moves_gener = douzero_generator()
    if moves_gener is not None:
        figures["douzero_per_s"], their_moves = theirs(hands, moves_gener)
        figures["ratio"] = figures["ours_per_s"] / figures["douzero_per_s"]
        figures["moves_per_hand"] = (ours_moves / (len(hands) - 1), their_moves / (len(hands) - 1))
    if args.growth:
        figures["growth"] = cache_growth(args.growth, args.seed + 1)
    if args.json:
        print(json.dumps(figures))
        return 0
    print(f"legal leads, random 17-card hands, cold: ours {figures['ours_per_s']:,.0f} hands/s")
    if moves_gener is None:
        print("  DouZero not installed: python -m pip install --no-deps -r requirements-bench.txt")
    else:
        per_ours, per_theirs = figures["moves_per_hand"]
        print(f"  DouZero's MovesGener {figures['douzero_per_s']:,.0f} hands/s  →  ours is "
              f"{figures['ratio']:.1f}× (target ≥ 4×); moves per hand {per_ours:.1f} vs {per_theirs:.1f}"
              " (DouZero lists each kicker choice and bomb reading separately)")
    for cached, speed in figures.get("growth", ()):
        print(f"  with {cached:>6,} hands cached: {speed:,.0f} hands/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
