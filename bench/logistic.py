"""Logistic fits and calibration tables in pure Python, for the benchmark's fitted estimates.

The game ships only the fitted numbers (:mod:`ai.doudizhu.bid_model`); fitting them needs no
numerical library either, so the benchmark does not grow a dependency for a few Newton steps.
"""
from __future__ import annotations

import math

def fit_logistic(rows: list[tuple[float, ...]], wins: list[int], offsets: list[float] | None = None,
                 ridge: float = 1e-3, rounds: int = 30) -> list[float]:
    """Weights (intercept first) of a logistic regression by Newton's method, pure Python.

    ``offsets``: a fixed term added to each row's logit (not fitted). A small ridge keeps
    the Hessian invertible when a feature barely varies (four 2s, two bombs).
    """
    k = len(rows[0]) + 1
    w = [0.0] * k
    for _ in range(rounds):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for n, (row, won) in enumerate(zip(rows, wins)):
            xs = (1.0,) + tuple(row)
            z = (offsets[n] if offsets else 0.0) + sum(a * b for a, b in zip(w, xs))
            p = 1.0 / (1.0 + math.exp(-z)) if z > -30 else 0.0
            r = p * (1 - p)
            d = won - p
            for i in range(k):
                grad[i] += d * xs[i]
                ri = r * xs[i]
                line = hess[i]
                for j in range(i, k):
                    line[j] += ri * xs[j]
        for i in range(k):
            grad[i] -= ridge * w[i]
            hess[i][i] += ridge
            for j in range(i):
                hess[i][j] = hess[j][i]
        step = _solve(hess, grad)
        w = [a + b for a, b in zip(w, step)]
        if max(abs(s) for s in step) < 1e-8:
            break
    return w


def fit_offset(logits: list[float], wins: list[int], rounds: int = 30) -> float:
    """The one constant that, added to every logit, fits ``wins`` best (Newton in one variable)."""
    c = 0.0
    for _ in range(rounds):
        grad = hess = 0.0
        for z, won in zip(logits, wins):
            p = 1.0 / (1.0 + math.exp(-(z + c)))
            grad += won - p
            hess += p * (1 - p)
        step = grad / max(hess, 1e-9)
        c += step
        if abs(step) < 1e-9:
            break
    return c


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a·x = b (Gaussian elimination with partial pivoting; a is small)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for i in range(n):
        pivot = max(range(i, n), key=lambda r: abs(m[r][i]))
        m[i], m[pivot] = m[pivot], m[i]
        for r in range(i + 1, n):
            f = m[r][i] / m[i][i]
            for c in range(i, n + 1):
                m[r][c] -= f * m[i][c]
    x = [0.0] * n
    for i in reversed(range(n)):
        x[i] = (m[i][n] - sum(m[i][j] * x[j] for j in range(i + 1, n))) / m[i][i]
    return x


def logit_of(weights, features, offset: float = 0.0) -> float:
    return weights[0] + offset + sum(w * x for w, x in zip(weights[1:], features))


def sigmoid(z: float) -> float:
    return 0.0 if z < -30 else 1.0 / (1.0 + math.exp(-z))


def calibration_table(pairs: list[tuple[float, int]], title: str, bins: int = 10) -> list[str]:
    """Predicted-probability bins: n, mean prediction, observed rate ± SE; and the Brier score
    against always predicting the base rate."""
    lines = [title, "  bin          n    predicted  observed ± SE"]
    for b in range(bins):
        low, high = b / bins, (b + 1) / bins
        inside = [(p, w) for p, w in pairs if low <= p < high or (b == bins - 1 and p == 1.0)]
        if not inside:
            continue
        n = len(inside)
        pred = sum(p for p, _ in inside) / n
        obs = sum(w for _, w in inside) / n
        se = math.sqrt(max(obs * (1 - obs), 1e-9) / n)
        lines.append(f"  {low:.1f}–{high:.1f}  {n:>7}   {pred:.3f}     {obs:.3f} ± {se:.3f}")
    n = len(pairs)
    base = sum(w for _, w in pairs) / n
    brier = sum((p - w) ** 2 for p, w in pairs) / n
    lines.append(f"  n = {n}, observed {base:.3f}; Brier {brier:.4f} (base rate alone "
                 f"{base * (1 - base):.4f}, skill {1 - brier / (base * (1 - base)):.3f})")
    return lines


def brier(pairs) -> float:
    return sum((p - w) ** 2 for p, w in pairs) / len(pairs)
