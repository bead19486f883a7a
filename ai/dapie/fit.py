"""Fit the hand estimate's weights against play-outs (run on purpose, not at start-up)::

    python -m ai.dapie.fit [--deals N]

For random deals, seat 0 is the declarer with each of the four suits as trump: the
features of his 9 (or 8) cards before the kitty (``bid`` model) and after taking it
and putting 4 back (``play`` model), and the points he took when the hand was played
out by the normal rules (:mod:`.rollout`). Least squares on those pairs gives the
weights printed at the end, pasted into :mod:`.estimate` with the fit's error.
"""
from __future__ import annotations

import argparse
import random

from engine.cards import SUITED_SUITS
from engine.dapie.position import Position
from engine.dapie.rules import KIND_A, KIND_B, SEATS

from .hands import FEATURES, choose_put_back, features
from .rollout import declarer_points


def _prior(cards, trump) -> float:
    f = features(cards, trump, _prior.rules)
    return 3 * f[1] + 2 * f[2] + 2 * f[5] + 2 * f[7] + f[8] - f[9]


def samples(rules, deals: int, seed: int):
    rng = random.Random(seed)
    out = []
    deck = list(rules.deck)
    size = rules.hand_size
    _prior.rules = rules
    for _ in range(deals):
        rng.shuffle(deck)
        hands = [deck[s * size:(s + 1) * size] for s in range(SEATS)]
        kitty = deck[SEATS * size:]
        for trump in SUITED_SUITS:
            full = hands[0] + kitty
            back = choose_put_back(full, trump, rules, _prior)
            rest = [c for c in full if c not in back]
            pos = Position(rules.context(trump), 0, [rest] + hands[1:])
            points = declarer_points(pos)
            out.append((features(hands[0], trump, rules), features(rest, trump, rules), points))
    return out


def least_squares(xs, ys) -> tuple[list[float], float]:
    n = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) + (1e-6 if i == j else 0) for j in range(n)] for i in range(n)]
    b = [sum(x[i] * y for x, y in zip(xs, ys)) for i in range(n)]
    for col in range(n):  # Gaussian elimination with partial pivoting
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for r in range(n):
            if r != col and a[col][col]:
                f = a[r][col] / a[col][col]
                a[r] = [u - f * v for u, v in zip(a[r], a[col])]
                b[r] -= f * b[col]
    w = [b[i] / a[i][i] if a[i][i] else 0.0 for i in range(n)]
    errors = [y - sum(wi * xi for wi, xi in zip(w, x)) for x, y in zip(xs, ys)]
    rmse = (sum(e * e for e in errors) / len(errors)) ** 0.5
    return w, rmse


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=1500)
    args = parser.parse_args()
    for rules in (KIND_A, KIND_B):
        data = samples(rules, args.deals, 7)
        ys = [p for _, _, p in data]
        for name, index in (("bid", 0), ("play", 1)):
            w, rmse = least_squares([d[index] for d in data], ys)
            print(f"{rules.variant} {name}: rmse {rmse:.1f} over {len(ys)} play-outs")
            print("  " + ", ".join(f"{k}={v:.2f}" for k, v in zip(FEATURES, w)))
            print("  (" + ", ".join(f"{v:.2f}" for v in w) + ")")


if __name__ == "__main__":
    main()
