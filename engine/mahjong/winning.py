"""May this hand win, and for how many fans? The one place that joins shape, missing suit,
fan table and Deyang's need for a fan — used by the state, the 查叫, the 躺 check and the
table's 听牌 hint (:func:`ready_tiles` on an observation)."""
from __future__ import annotations

from typing import Sequence

from . import missing_suit as MS
from .fans import FanResult, WinContext, score_win, with_fan_requirement
from .melds import Meld
from .rules import Rules
from .shapes import UNIT, is_win, unpack, waits
from .tiles import KINDS, SUITS, Tile


def total_counts(h: int, melds: Sequence[Meld]) -> list[int]:
    counts = unpack(h)
    for m in melds:
        counts[m.tile.index] += m.size
    return counts


def win_fans(rules: Rules, h: int, melds: Sequence[Meld], declared: int | None, tile: int,
             self_draw: bool = False, kong_flower: bool = False, kong_discard: bool = False,
             robbed: bool = False) -> FanResult | None:
    """The fans if ``h`` (packed, ``tile`` included) may win under ``rules``, else None."""
    if not is_win(h):
        return None
    if not MS.may_win_with(rules.missing, declared, total_counts(h, melds)):
        return None
    ctx = WinContext(h, tuple(melds), tile, self_draw, kong_flower, kong_discard, robbed)
    result = score_win(ctx, rules.fan_table, rules.kasinwu)
    if result is not None and rules.need_fan:
        result = with_fan_requirement(result, ctx, rules.fan_table)
    return result


def winning_waits(rules: Rules, h: int, melds: Sequence[Meld], declared: int | None) -> list[tuple[int, FanResult]]:
    """Kinds a one-short hand may win on (as a discard win), with the fans of each."""
    used = sum(UNIT[m.tile.index] * m.size for m in melds)
    out = []
    for i in waits(h, used):
        r = win_fans(rules, h + UNIT[i], melds, declared, i)
        if r is not None:
            out.append((i, r))
    return out


def ready_tiles(obs) -> tuple[tuple[Tile, int, int], ...]:
    """听牌 hint for the observing seat: (tile, fans, copies still unseen) per winning tile of
    its 13-tile hand (empty when not ready, or when holding the extra tile)."""
    from .observe import unseen_counts
    from .shapes import pack_tiles
    me = obs.seats[obs.seat]
    if len(obs.hand) % 3 != 1:
        return ()
    declared = SUITS.index(me.missing) if obs.rules.missing == "declared" and me.missing else None
    unseen = unseen_counts(obs)
    return tuple((KINDS[i], r.total, unseen[i])
                 for i, r in winning_waits(obs.rules, pack_tiles(obs.hand), me.melds, declared))
