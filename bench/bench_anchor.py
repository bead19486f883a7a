"""斗地主 against well-known public engines, measured in the same run: legal leads and play-outs.

Two anchors, neither a dependency of the game or its tests:

- **legal leads** against DouZero's move generator (``douzero.env.move_generator.MovesGener``);
- **random play-outs** against RLCard's 斗地主 game (``rlcard.games.doudizhu.DoudizhuGame``):
  whole hands dealt and played to the end with a uniformly random legal action at every
  turn, theirs through ``init_game``/``step``, ours through the shared
  :class:`~engine.climbing.round.Round` the hard players' search plays out (deal 20/17/17,
  the landlord leads), both per CPU second, dealing included.

Both are measured in ``--rounds`` interleaved rounds (ours, theirs, ours, theirs …) so that
load on a shared machine falls on both alike; each figure is the median of the rounds and
each ratio the median of the per-round ratios. Install the anchors for this benchmark only,
without their heavy dependencies (torch), as the README says::

    python -m pip install --no-deps -r requirements-bench.txt

DouZero's package ``__init__`` imports numpy for the learning environment, which the
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
import statistics
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
    """Enumerations per CPU second over fresh hands (a new generator: an empty cache)."""
    generator = MoveGenerator(DOUDIZHU)
    packed = [DOUDIZHU_ORDER.pack(hand) for hand in hands]
    generator.leads(packed[0])  # the move tables, built once per program
    start = time.process_time()
    moves = sum(len(generator.leads(hand)) for hand in packed[1:])
    return (len(packed) - 1) / (time.process_time() - start), moves


def theirs(hands, moves_gener) -> tuple[float, int]:
    lists = [sorted(_DOUZERO_RANK[c.rank] for c in hand) for hand in hands]
    start = time.process_time()
    moves = sum(len(moves_gener(cards).gen_moves()) for cards in lists[1:])
    return (len(lists) - 1) / (time.process_time() - start), moves


def our_playouts(count: int, seed: int) -> float:
    """Random play-outs per CPU second through the shared Round (deal 20/17/17, landlord leads)."""
    from engine.climbing.moves import generator
    from engine.climbing.round import Round

    rng = random.Random(seed)
    deck = full_deck()
    source = generator(DOUDIZHU)
    pack = DOUDIZHU_ORDER.pack
    start = time.process_time()
    for _ in range(count):
        rng.shuffle(deck)
        position = Round([pack(deck[:20]), pack(deck[20:37]), pack(deck[37:])], 0, source)
        while position.winner is None:
            moves = position.moves()
            pick = rng.randrange(len(moves) + position.can_pass)
            if pick == len(moves):
                position.pass_turn()
            else:
                position.play(moves[pick])
    return count / (time.process_time() - start)


def rlcard_game():
    """RLCard's DoudizhuGame class, or None when rlcard is not installed."""
    if importlib.util.find_spec("rlcard") is None:
        return None
    from rlcard.games.doudizhu.game import DoudizhuGame

    return DoudizhuGame


def their_playouts(game_class, count: int, seed: int) -> float:
    """RLCard's game: random legal actions to the hand's end, per CPU second (its own deal)."""
    import numpy as np

    rng = random.Random(seed)
    game = game_class()
    game.np_random = np.random.RandomState(seed)
    start = time.process_time()
    for _ in range(count):
        state, _ = game.init_game()
        while not game.is_over():
            actions = state["actions"]
            state, _ = game.step(actions[rng.randrange(len(actions))])
    return count / (time.process_time() - start)


def interleaved(rounds: int, measure_ours, measure_theirs) -> dict:
    """Each round measures ours then theirs; medians of the speeds and of the per-round ratios."""
    ours_speeds, their_speeds = [], []
    for number in range(rounds):
        ours_speeds.append(measure_ours(number))
        their_speeds.append(measure_theirs(number))
    ratios = [a / b for a, b in zip(ours_speeds, their_speeds)]
    return {"ours": statistics.median(ours_speeds), "theirs": statistics.median(their_speeds),
            "ratio": statistics.median(ratios), "ratios": ratios}


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
    parser.add_argument("--hands", type=int, default=4000, help="random 17-card hands per generator and round")
    parser.add_argument("--playouts", type=int, default=1500, help="our random play-outs per round "
                        "(RLCard's: a tenth of it)")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds per anchor")
    parser.add_argument("--growth", type=int, default=80000, help="hands for the cache-growth figure (0: skip)")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures: dict = {}
    moves_gener = douzero_generator()
    hands = [random_hands(args.hands, args.seed + 100 * k) for k in range(args.rounds)]  # new hands each round
    counted: dict = {}

    def our_leads(k: int) -> float:
        speed, counted["ours"] = ours(hands[k])
        return speed

    if moves_gener is not None:
        def their_leads(k: int) -> float:
            speed, counted["theirs"] = theirs(hands[k], moves_gener)
            return speed

        figures["leads"] = interleaved(args.rounds, our_leads, their_leads)
        figures["leads"]["moves_per_hand"] = (counted["ours"] / (args.hands - 1),
                                              counted["theirs"] / (args.hands - 1))
    else:
        figures["leads"] = {"ours": statistics.median(our_leads(k) for k in range(args.rounds))}
    our_playouts(50, args.seed - 1)  # the move tables, built once per program, untimed
    game_class = rlcard_game()
    if game_class is not None:
        figures["playouts"] = interleaved(
            args.rounds, lambda k: our_playouts(args.playouts, args.seed + k),
            lambda k: their_playouts(game_class, max(1, args.playouts // 10), args.seed + k))
    else:
        figures["playouts"] = {"ours": statistics.median(our_playouts(args.playouts, args.seed + k)
                                                        for k in range(args.rounds))}
    if args.growth:
        figures["growth"] = cache_growth(args.growth, args.seed + 1)
    if args.json:
        print(json.dumps(figures))
        return 0
    print_figures(figures, args.rounds, moves_gener is not None, game_class is not None)
    return 0


def print_figures(figures: dict, rounds: int, douzero: bool, rlcard: bool) -> None:
    leads, playouts = figures["leads"], figures["playouts"]
    print(f"legal leads, random 17-card hands, cold: ours {leads['ours']:,.0f} hands/s "
          f"(median of {rounds} rounds)")
    if not douzero:
        print("  DouZero not installed: python -m pip install --no-deps -r requirements-bench.txt")
    else:
        per_ours, per_theirs = leads["moves_per_hand"]
        print(f"  DouZero's MovesGener {leads['theirs']:,.0f} hands/s  →  ours is "
              f"{leads['ratio']:.1f}× (median of per-round ratios {_spread(leads['ratios'])}; target ≥ 4×); "
              f"moves per hand {per_ours:.1f} vs {per_theirs:.1f}"
              " (DouZero lists each kicker choice and bomb reading separately)")
    print(f"random play-outs, whole hands per CPU second: ours (Round) {playouts['ours']:,.0f}")
    if not rlcard:
        print("  RLCard not installed: python -m pip install --no-deps -r requirements-bench.txt")
    else:
        print(f"  RLCard's DoudizhuGame {playouts['theirs']:,.1f} hands/s  →  ours is {playouts['ratio']:.1f}× "
              f"(median of per-round ratios {_spread(playouts['ratios'])}; target ≥ 18×)")
    for cached, speed in figures.get("growth", ()):
        print(f"  with {cached:>6,} hands cached: {speed:,.0f} hands/s")


def _spread(ratios) -> str:
    return "[" + ", ".join(f"{r:.1f}" for r in sorted(ratios)) + "]"


if __name__ == "__main__":
    raise SystemExit(main())
