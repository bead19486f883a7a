"""吃苍蝇's card knowledge: the hand as plays of one rank (拆牌), and what could beat a play (记牌).

Hands are packed rank counts of the hand's own order (:func:`~engine.climbing.variants.
chicangying_cards.hand_order`: 0..10 the plain ranks low to high, 11 下混, 12 上混, 13 小王,
14 大王), so one split and one cache serve every hand whatever card was turned.

A play is 1 to 8 cards of one rank, answered only by as many of a higher rank, so the
natural plan is one play per rank held; the jokers may also go together as a joker group
(两大王 + 小王, 大王 + 两小王, two of each), kept when that scores better. A split is scored
like the other climbing games': the groups' values minus :data:`TURN_COST` per play.
"""
from __future__ import annotations

from engine.climbing.combos import Combo
from engine.climbing.ranks import UNIT, counts
from engine.climbing.variants.chicangying_cards import (
    BIG, JOKER_GROUP, JOKER_GROUPS, MOVES, SMALL, UPPER_HUN, classify,
)

from ai.climbing.teams import CardSense, Decomposition, Move

TURN_COST = 7.0
#: 8 of every plain and 混 rank, two of each joker
FULL_DECK = sum(8 * UNIT[i] for i in range(UPPER_HUN + 1)) + 2 * UNIT[SMALL] + 2 * UNIT[BIG]
_CACHE_LIMIT = 200_000


def group_value(found: Combo) -> float:
    """Low ranks must be got rid of, high ones win leads; bigger groups are answered less."""
    index = found.key / 2
    return index - 7.0 + 0.6 * (found.size - 1)


_CACHE: dict[int, Decomposition] = {}


def decompose(hand: int) -> Decomposition:
    found = _CACHE.get(hand)
    if found is None:
        if len(_CACHE) > _CACHE_LIMIT:
            _CACHE.clear()
        found = _CACHE[hand] = _solve(hand)
    return found


def _group(packed: int) -> Move:
    return packed, classify(packed)


def _solve(hand: int) -> Decomposition:
    c = counts(hand)
    groups = [_group(c[i] * UNIT[i]) for i in range(SMALL) if c[i]]
    small, big = c[SMALL], c[BIG]
    options = [[_group(n * UNIT[i]) for i, n in ((SMALL, small), (BIG, big)) if n]]
    for (s, b) in JOKER_GROUPS:
        if small >= s and big >= b:
            option = [_group(s * UNIT[SMALL] + b * UNIT[BIG])]
            option += [_group(n * UNIT[i]) for i, n in ((SMALL, small - s), (BIG, big - b)) if n]
            options.append(option)
    best = max(options, key=lambda o: sum(group_value(g[1]) for g in o) - TURN_COST * len(o))
    groups += best
    groups.sort(key=lambda g: (group_value(g[1]), -g[1].size))
    value = sum(group_value(g[1]) for g in groups)
    return Decomposition(tuple(groups), len(groups), value, value - TURN_COST * len(groups))


def whole(hand: int) -> Move | None:
    found = classify(hand)
    return (hand, found) if found is not None else None


def can_beat(pool: int, found: Combo, max_cards: int, bombs: bool = True) -> bool:
    """Whether cards of ``pool`` could answer ``found`` with one play of at most ``max_cards``
    (吃苍蝇 has no bombs: only as many cards, higher)."""
    size = found.size
    if size > max_cards:
        return False
    c = counts(pool)
    key = found.key
    for i in range(BIG, -1, -1):
        if 2 * i <= key:
            break
        if c[i] >= size:
            return True
    for (s, b), (group_size, group_key) in JOKER_GROUPS.items():
        if group_size == size and group_key > key and c[SMALL] >= s and c[BIG] >= b:
            return True
    return False


SENSE = CardSense(moves=MOVES, decompose=decompose, can_beat=can_beat, whole=whole,
                  group_value=group_value, danger=4, follow_limit=10.0, partner_next_discount=3.0)

__all__ = ["SENSE", "decompose", "can_beat", "whole", "group_value", "FULL_DECK", "JOKER_GROUP"]
