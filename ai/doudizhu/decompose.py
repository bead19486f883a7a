"""拆牌: split a hand into the plays it will take to get rid of it.

A good 斗地主 player looks at a hand as a short list of plays — a straight, a
pair straight, a triple with its kicker, a bomb kept for the end — and judges
it by how many turns those plays need and how many of them are strong enough
to win the lead back. This module finds that list.

How: the rocket and every four-of-a-rank are kept whole (breaking a bomb is
almost never worth it). Then every set of chains (straights, pair straights,
planes) the rest can hold is tried; what the chains leave falls apart into
singles, pairs and triples by count, and triples and planes take the lowest
singles or pairs as kickers. Each split is scored with the classic
"hand value": the sum of the group values (a low single is a liability, a 2 or
a joker an asset) minus 7 per play, so fewer plays win and, among splits with
as many plays, the one with the stronger groups. The best split is cached by
the packed hand, because the same hands come back all the time (every
follow the policy weighs, every step of a search play-out).
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.climbing.combos import Combo, classify
from engine.climbing.tables import BOMB, DOUDIZHU, PAIR_STRAIGHT, PLANE, PLANE_PAIRS, PLANE_SINGLES, ROCKET, STRAIGHT

from .packing import ACE, BIG_JOKER, ROCKET_PACKED, SMALL_JOKER, TWO, UNIT, counts

Move = tuple[int, Combo]

#: What one extra play costs in hand value ("7 per turn" of the classic evaluation).
TURN_COST = 7
#: Kickers come only from ranks up to the A: a 2 or a joker is worth more as a play of its own.
KICKER_TOP = ACE
_CHAIN_MIN = {1: 5, 2: 3, 3: 2}
_CACHE_LIMIT = 200_000


def rank_value(key: int) -> int:
    """Value of a single, pair or triple by its rank: 3 is -7 … A is 4, 2 is 5, 大王 7."""
    return key - 7


def group_value(found: Combo) -> float:
    """How much a group helps the hand: high groups win leads, low ones must be got rid of."""
    kind = found.kind
    if kind == ROCKET:
        return 20.0
    if kind == BOMB:
        return 10.0 + found.key / 2
    if kind in (STRAIGHT, PAIR_STRAIGHT):
        return found.key - 6.0
    if kind in (PLANE, PLANE_SINGLES, PLANE_PAIRS):
        return (found.key + 1) / 2
    return float(rank_value(found.key))


@dataclass(frozen=True)
class Decomposition:
    """The best split of a hand: its groups (as moves), number of plays and hand value.

    ``score`` = value − 7 × plays is what the split was chosen by; comparing the
    score of a hand before and after a play tells how much that play costs.
    """

    groups: tuple[Move, ...]
    plays: int
    value: float

    @property
    def score(self) -> float:
        return self.value - TURN_COST * self.plays


_CACHE: dict[int, Decomposition] = {}


def decompose(hand: int) -> Decomposition:
    """The best split of a packed hand (cached)."""
    found = _CACHE.get(hand)
    if found is None:
        if len(_CACHE) > _CACHE_LIMIT:
            _CACHE.clear()
        found = _CACHE[hand] = _solve(hand)
    return found


def plays_needed(hand: int) -> int:
    """How many plays the hand needs at best (0 for an empty hand)."""
    return decompose(hand).plays if hand else 0


# --- the search -------------------------------------------------------------------------


def chain_candidates(c: list[int], chain_min: dict[int, int]) -> list[tuple[int, int, int]]:
    """Every (unit, low, length) chain within 3…A the counts could hold, in a fixed order;
    ``chain_min[unit]``: the shortest chain of units of 1, 2 and 3 cards (双扣's differ)."""
    found = []
    for unit in (3, 2, 1):
        least = chain_min[unit]
        for low in range(ACE + 1):
            length = 0
            while low + length <= ACE and c[low + length] >= unit:
                length += 1
                if length >= least:
                    found.append((unit, low, length))
    return found


def _chain_value(unit: int, low: int, length: int) -> float:
    top = low + length - 1
    if unit == 3:
        return (top + 1) / 2
    return top - 6.0


class _Leaf:
    """The best split seen so far while searching: score and the chains it used."""

    __slots__ = ("score", "chains")

    def __init__(self) -> None:
        self.score = float("-inf")
        self.chains: tuple[tuple[int, int, int], ...] = ()


def _solve(hand: int) -> Decomposition:
    c = counts(hand)
    fixed: list[int] = []
    if c[SMALL_JOKER] and c[BIG_JOKER]:
        fixed.append(ROCKET_PACKED)
        c[SMALL_JOKER] = c[BIG_JOKER] = 0
    for i in range(TWO + 1):
        if c[i] == 4:
            fixed.append(4 * UNIT[i])
            c[i] = 0
    candidates = chain_candidates(c, _CHAIN_MIN)
    best = _Leaf()
    chosen: list[tuple[int, int, int]] = []

    def search(start: int, chain_value: float) -> None:
        score = chain_value + _rest_score(c, chosen)
        if score > best.score:
            best.score = score
            best.chains = tuple(chosen)
        for j in range(start, len(candidates)):
            unit, low, length = candidates[j]
            span = range(low, low + length)
            if all(c[i] >= unit for i in span):
                for i in span:
                    c[i] -= unit
                chosen.append(candidates[j])
                search(j, chain_value + _chain_value(unit, low, length) - TURN_COST)
                chosen.pop()
                for i in span:
                    c[i] += unit

    search(0, 0.0)
    for unit, low, length in best.chains:
        for i in range(low, low + length):
            c[i] -= unit
    groups = [(packed, classify(packed, None, DOUDIZHU)) for packed in fixed]
    groups += _rest_groups(c, best.chains)
    groups.sort(key=lambda g: (g[1].is_bomb, group_value(g[1]), -g[1].size))
    value = sum(group_value(found) for _, found in groups)
    return Decomposition(tuple(groups), len(groups), value)


def _rest_score(c: list[int], chains) -> float:
    """Score of what the chains leave: singles, pairs and triples, kickers attached."""
    score = 0.0
    singles: list[int] = []
    pairs: list[int] = []
    triples = 0
    for i in range(BIG_JOKER + 1):
        n = c[i]
        if n:
            score += i - 7 - TURN_COST
            if n == 1:
                if i <= KICKER_TOP:
                    singles.append(i)
            elif n == 2:
                if i <= KICKER_TOP:
                    pairs.append(i)
            elif n == 3:
                triples += 1
    planes = sorted((length for unit, _, length in chains if unit == 3), reverse=True)
    if not (triples or planes):
        return score
    for ranks in _kickers(singles, pairs, planes, triples):
        for kicker in ranks:
            score -= kicker - 7 - TURN_COST
    return score


def _kickers(singles: list[int], pairs: list[int], planes: list[int], triples: int) -> list[list[int]]:
    """The kicker ranks of each plane (widest first) and then each triple (lowest first).

    Planes take all-singles or all-pairs wings; each triple then takes the
    lowest single or pair left. A body that finds nothing gets an empty list.
    """
    singles = list(singles)
    pairs = list(pairs)
    found: list[list[int]] = []
    for width in planes:
        if len(singles) >= width:
            found.append(singles[:width])
            del singles[:width]
        elif len(pairs) >= width:
            found.append(pairs[:width])
            del pairs[:width]
        else:
            found.append([])
    for _ in range(triples):
        if singles and (not pairs or singles[0] < pairs[0]):
            found.append([singles.pop(0)])
        elif pairs:
            found.append([pairs.pop(0)])
        else:
            found.append([])
    return found


def _rest_groups(c: list[int], chains) -> list[Move]:
    """The groups of the best split, kickers attached, as legal lead moves."""
    singles = [i for i in range(BIG_JOKER + 1) if c[i] == 1]
    pairs = [i for i in range(BIG_JOKER + 1) if c[i] == 2]
    triples = [i for i in range(BIG_JOKER + 1) if c[i] == 3]
    planes: list[tuple[int, int]] = []  # (packed body, width)
    groups: list[Move] = []
    for unit, low, length in chains:
        body = sum(unit * UNIT[i] for i in range(low, low + length))
        if unit == 3:
            planes.append((body, length))
        else:
            groups.append(_move(body))
    planes.sort(key=lambda p: -p[1])
    bodies = [body for body, _ in planes] + [3 * UNIT[i] for i in triples]
    kickers = _kickers([i for i in singles if i <= KICKER_TOP], [i for i in pairs if i <= KICKER_TOP],
                       [width for _, width in planes], len(triples))
    used: set[int] = set()
    for body, ranks in zip(bodies, kickers):
        used.update(ranks)
        groups.append(_move(body + sum(c[i] * UNIT[i] for i in ranks)))
    groups += [_move(UNIT[i]) for i in singles if i not in used]
    groups += [_move(2 * UNIT[i]) for i in pairs if i not in used]
    return groups


def _move(packed: int) -> Move:
    found = classify(packed, None, DOUDIZHU)
    if found is None:
        raise AssertionError("a decomposition group is not a combination")
    return packed, found

