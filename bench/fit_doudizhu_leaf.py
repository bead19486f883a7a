"""Fit the 斗地主 search-leaf model (:mod:`ai.doudizhu.leaf`) on seeded normal self-play.

Every deal is 17/17/17 with the kitty to the landlord, fixed by seat (``seed % 3``, no
bidding: DouZero's protocol, as :mod:`bench.bench_rlcard`); the normal policy plays all
three seats to the end. Every trick start of every hand is one row — the leaf model's
features then — labelled with whether the landlord won that hand. A logistic regression
(Newton's method with a small ridge, numpy: a benchmark-only dependency; the game ships
only the weights) is fitted on the training seeds and judged on held-out seeds: Brier
score, log loss and accuracy against the constant rate, and a calibration table.

Run on purpose::

    nice python -m bench.fit_doudizhu_leaf                 # fit and report, 30,000 + 10,000 deals
    nice python -m bench.fit_doudizhu_leaf --write         # ... and write ai/doudizhu/leaf_model.py

Refit when the normal policy's play changes much (the leaves stand for its play-outs).
"""
from __future__ import annotations

import argparse
import datetime
import random
import time
from pathlib import Path
from typing import Sequence

from ai.doudizhu.leaf import features
from ai.doudizhu.search import round_policy
from bench.logistic import calibration_table
from engine.actions import Bid, Pass
from engine.climbing.variants.doudizhu import new_state

OPTIONS = {"doubling": False, "reverse_spring": False, "match_hands": 0}
MODEL = Path(__file__).resolve().parent.parent / "ai" / "doudizhu" / "leaf_model.py"
NAMES = ("landlord cards", "landlord plays", "landlord split score/10", "landlord bombs",
         "next farmer cards", "next farmer plays", "next farmer split score/10", "next farmer bombs",
         "other farmer cards", "other farmer plays", "other farmer split score/10", "other farmer bombs",
         "next farmer leads", "other farmer leads", "fewest farmer plays",
         "landlord leads one play from out", "a farmer leads one play from out")


def hand_rows(seed: int) -> tuple[list[tuple[float, ...]], int]:
    """Every trick start's features of the seeded deal played out by the normal policy, and
    whether the landlord won (1) or not (0)."""
    state = new_state(OPTIONS, random.Random(seed))
    landlord = seed % 3
    while state.phase == "bid":
        seat = state.to_act()[0]
        state.apply(seat, Bid(3) if seat == landlord else Pass())
    position = state.position()
    policy = round_policy(landlord)
    rows = []
    while position.winner is None:
        if position.lead is None:
            rows.append(features(position.hands, position.to_act, landlord))
        move = policy(position)
        if move is None:
            position.pass_turn()
        else:
            position.play(move)
    return rows, int(position.winner == landlord)


def dataset(first: int, deals: int):
    import numpy

    rows: list[tuple[float, ...]] = []
    wins: list[int] = []
    for seed in range(first, first + deals):
        found, won = hand_rows(seed)
        rows += found
        wins += [won] * len(found)
    return numpy.array(rows, dtype=float), numpy.array(wins, dtype=float)


def fit(x, y, ridge: float = 1e-3, rounds: int = 25):
    """Logistic weights, intercept first."""
    import numpy

    design = numpy.hstack([numpy.ones((len(x), 1)), x])
    w = numpy.zeros(design.shape[1])
    for _ in range(rounds):
        p = 1.0 / (1.0 + numpy.exp(-design @ w))
        gradient = design.T @ (y - p) - ridge * w
        hessian = (design * (p * (1 - p))[:, None]).T @ design + ridge * numpy.eye(len(w))
        w = w + numpy.linalg.solve(hessian, gradient)
    return w


def chances(w, x):
    import numpy

    return 1.0 / (1.0 + numpy.exp(-(w[0] + x @ w[1:])))


def report(w, x, y) -> list[str]:
    import numpy

    p = chances(w, x)
    rate = float(y.mean())
    brier, base = float(numpy.mean((p - y) ** 2)), float(numpy.mean((rate - y) ** 2))
    loss = float(-numpy.mean(y * numpy.log(p + 1e-12) + (1 - y) * numpy.log(1 - p + 1e-12)))
    accuracy = float(numpy.mean((p > 0.5) == (y > 0.5)))
    lines = [f"held out: {len(y)} trick starts, landlord won {rate:.3f}; Brier {brier:.4f} "
             f"(constant rate {base:.4f}), log loss {loss:.4f}, accuracy {accuracy:.3f}"]
    lines += calibration_table(list(zip(p.tolist(), y.astype(int).tolist())), "held-out calibration")
    return lines


def write(w, train: tuple[int, int], rows: int) -> None:
    weights = ",\n    ".join(f"{value: .4f},  # {name}" for value, name in zip(w, ("intercept",) + NAMES))
    MODEL.write_text(f'''"""The fitted weights of the 斗地主 search-leaf model (plain data, read by :mod:`.leaf`).

A logistic regression of "the landlord wins" on :func:`.leaf.features` at every trick start
of normal self-play. Produced {datetime.date.today().isoformat()} by
``nice python -m bench.fit_doudizhu_leaf --write`` from {train[1]:,} deals (seeds {train[0]}…{train[0] + train[1] - 1},
{rows:,} trick starts); the same command reports the fit on held-out seeds.
"""

#: intercept, then one weight per feature of :func:`.leaf.features`, in its order
WEIGHTS = (
    {weights}
)
''', encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=int, default=30000, help="training deals (default 30,000)")
    parser.add_argument("--held-out", type=int, default=10000, help="held-out deals (default 10,000)")
    parser.add_argument("--seed", type=int, default=1_000_000, help="first training seed")
    parser.add_argument("--write", action="store_true", help="write ai/doudizhu/leaf_model.py")
    args = parser.parse_args(argv)
    start = time.process_time()
    x, y = dataset(args.seed, args.train)
    held_x, held_y = dataset(args.seed + 100_000, args.held_out)
    w = fit(x, y)
    print(f"fitted on {len(y)} trick starts of {args.train} deals (seeds {args.seed}…"
          f"{args.seed + args.train - 1}); held out seeds {args.seed + 100_000}…"
          f"{args.seed + 100_000 + args.held_out - 1}; {time.process_time() - start:.0f} s processor time")
    for value, name in zip(w, ("intercept",) + NAMES):
        print(f"  {value: .4f}  {name}")
    for line in report(w, held_x, held_y):
        print(line)
    if args.write:
        write(w, (args.seed, args.train), len(y))
        print(f"written: {MODEL}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
