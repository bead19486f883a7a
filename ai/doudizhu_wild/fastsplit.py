"""The score of the 斗地主 split, fast: the planner's inner loop.

The planner (:mod:`.plan`) scores many virtual hands for every real one — each
way of reading the 3s — and keeps one; only that one is split into groups
(:func:`ai.doudizhu.decompose.decompose`). This module computes the same number
as :func:`ai.doudizhu.decompose.split_score` (the tests compare them on many
hands) with the same search — every set of chains, then the rest as singles,
pairs and triples with kickers — written with plain loops and no generators,
which makes it about twice as fast in CPython.
"""
from __future__ import annotations

from ai.doudizhu.decompose import TURN_COST
from engine.climbing.ranks import counts

ACE, TWO, SMALL_JOKER, BIG_JOKER = 11, 12, 13, 14
_CHAIN_MIN = ((1, 5), (2, 3), (3, 2))  # (unit, shortest chain), pairs and planes first below
_CACHE_LIMIT = 200_000
_CACHE: dict[int, float] = {}


def split_score(hand: int) -> float:
    """``decompose(hand).score`` (cached): Σ group values − 7 per play of the best split."""
    found = _CACHE.get(hand)
    if found is None:
        if len(_CACHE) > _CACHE_LIMIT:
            _CACHE.clear()
        found = _CACHE[hand] = _score(hand)
    return found


def _score(hand: int) -> float:
    c = counts(hand)
    fixed = 0.0
    if c[SMALL_JOKER] and c[BIG_JOKER]:
        fixed += 20.0 - TURN_COST
        c[SMALL_JOKER] = c[BIG_JOKER] = 0
    for i in range(TWO + 1):
        if c[i] == 4:
            fixed += 10.0 + i / 2 - TURN_COST
            c[i] = 0
    candidates = []
    for unit in (3, 2, 1):
        least = 5 if unit == 1 else (3 if unit == 2 else 2)
        for low in range(ACE + 1):
            length = 0
            while low + length <= ACE and c[low + length] >= unit:
                length += 1
                if length >= least:
                    top = low + length - 1
                    value = (top + 1) / 2 if unit == 3 else top - 6.0
                    candidates.append((unit, low, low + length, length, value - TURN_COST))
    if not candidates:
        return fixed + _rest(c, ())
    best = [float("-inf")]
    planes: list[int] = []
    n = len(candidates)

    def search(start: int, chain_value: float) -> None:
        score = chain_value + _rest(c, planes)
        if score > best[0]:
            best[0] = score
        for j in range(start, n):
            unit, low, end, length, value = candidates[j]
            i = low
            while i < end and c[i] >= unit:
                i += 1
            if i < end:
                continue
            for i in range(low, end):
                c[i] -= unit
            if unit == 3:
                planes.append(length)
                search(j, chain_value + value)
                planes.pop()
            else:
                search(j, chain_value + value)
            for i in range(low, end):
                c[i] += unit

    search(0, 0.0)
    return fixed + best[0]


def _rest(c: list[int], planes) -> float:
    """What the chains leave, as singles, pairs and triples; planes and triples take kickers."""
    score = 0.0
    singles = []
    pairs = []
    triples = 0
    for i in range(BIG_JOKER + 1):
        n = c[i]
        if n:
            score += i - 14
            if n == 1:
                if i <= ACE:
                    singles.append(i)
            elif n == 2:
                if i <= ACE:
                    pairs.append(i)
            elif n == 3:
                triples += 1
    if not (triples or planes):
        return score
    s = 0  # next unused single / pair (both lists are low to high)
    p = 0
    if planes:
        for width in sorted(planes, reverse=True):
            if len(singles) - s >= width:
                for k in range(s, s + width):
                    score -= singles[k] - 14
                s += width
            elif len(pairs) - p >= width:
                for k in range(p, p + width):
                    score -= pairs[k] - 14
                p += width
    for _ in range(triples):
        if s < len(singles) and (p >= len(pairs) or singles[s] < pairs[p]):
            score -= singles[s] - 14
            s += 1
        elif p < len(pairs):
            score -= pairs[p] - 14
            p += 1
        else:
            break
    return score
