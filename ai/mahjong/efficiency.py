"""Tile efficiency under the missing-suit rule: shanten (向听) and useful tiles (进张).

``plan_shanten`` is the shanten of a hand that must also empty one suit (打缺 / 定缺):
for a suit to give up, the tiles of that suit are dead weight that only a draw can
replace, so the hand is at least that many steps away, and the other suits at least
their own shanten — the larger of the two, best over the suits it may give up.

``useful_tiles`` (进张, ukeire) counts the unseen copies of every kind that would lower it.
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple, Sequence

from engine.mahjong.shapes import SUIT_MASK, UNIT, shanten

from .knowledge import Plan


@lru_cache(maxsize=None)
def _suit_size(key: int) -> int:
    return sum((key >> (3 * r)) & 7 for r in range(9))


def hand_size(h: int) -> int:
    return _suit_size(h & SUIT_MASK) + _suit_size((h >> 27) & SUIT_MASK) + _suit_size(h >> 54)


def plan_shanten(h: int, melds: int, plan: Plan) -> int:
    """Shanten of ``h`` (13- or 14-type) given the suits it may give up (see module doc)."""
    extra = 1 if (hand_size(h) + 3 * melds) % 3 == 2 else 0
    best = shanten(h, melds) + plan.plain_penalty if plan.plain else 99
    for s in plan.drops:
        key = (h >> (27 * s)) & SUIT_MASK
        if key == 0:
            v = shanten(h, melds)
        else:
            v = max(shanten(h - (key << (27 * s)), melds), _suit_size(key) - extra)
        if v < best:
            best = v
    return best


def flush_shanten(h: int, melds: int, suit: int) -> int:
    """Shanten towards 清一色 in ``suit``: every tile of the other two suits must go."""
    extra = 1 if (hand_size(h) + 3 * melds) % 3 == 2 else 0
    key = (h >> (27 * suit)) & SUIT_MASK
    off = hand_size(h) - _suit_size(key)
    own = shanten(key << (27 * suit), melds)
    return max(own, off - extra) if off else own


def useful_tiles(h13: int, melds: int, plan: Plan, unseen: Sequence[int], base: int | None = None) -> int:
    """进张: unseen copies of the kinds that, drawn into the 13-type ``h13``, lower its shanten."""
    if base is None:
        base = plan_shanten(h13, melds, plan)
    total = 0
    for i in range(27):
        n = unseen[i]
        if n and (h13 >> (3 * i)) & 7 < 4 and plan_shanten(h13 + UNIT[i], melds, plan) < base:
            total += n
    return total


class DiscardChoice(NamedTuple):
    tile: int        # kind index
    shanten: int     # of the hand after this discard
    useful: int      # its 进张 (-1: not worked out, the discard is clearly worse)


def discard_choices(h: int, melds: int, plan: Plan, unseen: Sequence[int], kinds: Sequence[int],
                    slack: int = 0) -> list[DiscardChoice]:
    """Every discard of ``kinds`` with the shanten left; 进张 only for those within
    ``slack`` of the best (the others are not worth the time)."""
    sh = {i: plan_shanten(h - UNIT[i], melds, plan) for i in kinds}
    best = min(sh.values())
    return [DiscardChoice(i, s, useful_tiles(h - UNIT[i], melds, plan, unseen, s) if s <= best + slack else -1)
            for i, s in sh.items()]


def isolation(h: int, i: int) -> int:
    """How many own tiles of the same suit lie within two ranks of kind ``i`` (itself
    excluded): a lone tile is the first to go among equally good discards."""
    r, base = i % 9, i - i % 9
    n = -1
    for j in range(max(0, r - 2), min(8, r + 2) + 1):
        n += (h >> (3 * (base + j))) & 7
    return n


def suit_size(h: int, s: int) -> int:
    return _suit_size((h >> (27 * s)) & SUIT_MASK)
