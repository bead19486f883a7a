"""The missing-suit rules (打缺 / 定缺 / none) as small questions the state asks.

* 打缺 (void): a player may win only when his whole hand (concealed + melds) holds at most
  two suits; still holding three suits when the wall runs out makes him a 花猪.
* 定缺 (declared): each player names a suit at the start; he must discard every tile of it
  before any other tile, may not pong or kong it, and cannot win while holding it; **Decision**
  still holding it when the wall runs out makes him a 花猪 (the Chengdu reading of 花猪).
* none (缺断龟): no rule, no 花猪.
"""
from __future__ import annotations

from typing import Sequence

from .rules import MISSING_DECLARED, MISSING_NONE, MISSING_VOID


def suits_held(counts: Sequence[int]) -> int:
    return sum(1 for s in range(3) if any(counts[s * 9:s * 9 + 9]))


def holds_suit(counts: Sequence[int], suit_index: int) -> bool:
    return any(counts[suit_index * 9:suit_index * 9 + 9])


def may_win_with(missing: str, declared: int | None, counts: Sequence[int]) -> bool:
    """Whether a final hand (27 counts, melds included) meets the missing-suit rule."""
    if missing == MISSING_VOID:
        return suits_held(counts) <= 2
    if missing == MISSING_DECLARED:
        return declared is None or not holds_suit(counts, declared)
    return True


def is_huazhu(missing: str, declared: int | None, counts: Sequence[int]) -> bool:
    """花猪: still breaking the missing-suit rule when the wall runs out."""
    if missing == MISSING_NONE:
        return False
    return not may_win_with(missing, declared, counts)


def must_discard_from(missing: str, declared: int | None, concealed: Sequence[int]) -> int | None:
    """定缺: the suit every discard must come from while any tile of it is held, else None."""
    if missing == MISSING_DECLARED and declared is not None and holds_suit(concealed, declared):
        return declared
    return None


def may_meld(missing: str, declared: int | None, kind_index: int) -> bool:
    """定缺: no pong or kong of the declared suit."""
    return not (missing == MISSING_DECLARED and declared is not None and kind_index // 9 == declared)
