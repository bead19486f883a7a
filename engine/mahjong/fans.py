"""Fans (番): the two fan tables of ``shared/rules/mahjong.md`` as data, and the best reading.

Each :class:`Pattern` is one line of a table: a key (translated as ``fan.<key>``), its value,
the patterns it excludes ("a pattern adds nothing when a pattern that implies it is also
present"), and a test on the hand's :class:`Features`. A hand is read every standard way
(and as 七对 where it can be); the reading worth most is the score. The cap is applied
later, by the payments, to the sum.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from .melds import PONG, Meld
from .shapes import UNIT, Reading, is_seven_pairs, readings, unpack, waits

TABLE_D = "D"
TABLE_M = "M"


@dataclass(frozen=True)
class Features:
    """What the patterns look at, for one reading of one winning hand."""

    suits: int               # suits in the whole hand (concealed + melds)
    has_terminal: bool       # a 1 or 9 anywhere
    seven_pairs: bool        # this reading is 七对
    fours: int               # kinds held four times in the final hand, konged or not (根)
    concealed_fours: int     # four identical tiles in the concealed part (not konged)
    all_pongs: bool          # standard reading with only pongs/kongs
    terminal_sets: bool      # every set and the pair hold a 1 or 9 (standard reading)
    all_258: bool            # every set and the pair of 2, 5 or 8, all pongs/kongs
    single_wait: bool        # 单调 / 金钩钓: four melds, waiting on the pair's single tile
    kasinwu: bool            # 卡心五: the only wait was a 5 between its 4 and 6
    exposed_pong_fourth: bool  # 明四归一: won on the fourth tile of an own exposed pong
    self_draw: bool
    kong_flower: bool        # 杠上花
    kong_discard: bool       # 杠上炮
    robbed_kong: bool        # 抢杠


@dataclass(frozen=True)
class Pattern:
    key: str
    fans: int
    test: Callable[[Features], int] = lambda f: 0
    excludes: tuple[str, ...] = ()
    per_count: bool = False   # worth ``fans`` per count (根, 暗四归一)


def _b(fn: Callable[[Features], bool]) -> Callable[[Features], int]:
    return lambda f: int(bool(fn(f)))


#: Table D (德阳, rule 10 of 缺断龟). 根 adds one per four identical tiles.
TABLE_D_PATTERNS: tuple[Pattern, ...] = (
    Pattern("queyimen", 1, _b(lambda f: f.suits == 2)),
    Pattern("duanyaojiu", 1, _b(lambda f: not f.has_terminal)),
    Pattern("daduizi", 1, _b(lambda f: f.all_pongs)),
    Pattern("qianggang", 1, _b(lambda f: f.robbed_kong)),
    Pattern("qingyise", 2, _b(lambda f: f.suits == 1)),
    Pattern("qidui", 2, _b(lambda f: f.seven_pairs)),
    Pattern("yaojiu", 2, _b(lambda f: f.terminal_sets)),
    Pattern("gangshanghua", 2, _b(lambda f: f.kong_flower)),
    Pattern("gangshangpao", 2, _b(lambda f: f.kong_discard)),
    Pattern("jiangdui", 3, _b(lambda f: f.all_258), excludes=("daduizi", "duanyaojiu")),
    Pattern("gen", 1, lambda f: f.fours, per_count=True),
)

#: Table M (the 番数 list). No separate 根.
TABLE_M_PATTERNS: tuple[Pattern, ...] = (
    Pattern("qiaoqidui", 2, _b(lambda f: f.seven_pairs)),
    Pattern("longqidui", 3, _b(lambda f: f.seven_pairs and f.concealed_fours == 1),
            excludes=("qiaoqidui", "ansigui")),
    Pattern("shuanglongdui", 4, _b(lambda f: f.seven_pairs and f.concealed_fours >= 2),
            excludes=("qiaoqidui", "ansigui")),
    Pattern("jiangdui", 2, _b(lambda f: f.all_258), excludes=("dadui",)),
    Pattern("yaojiu", 3, _b(lambda f: f.terminal_sets)),
    Pattern("qingyise", 3, _b(lambda f: f.suits == 1)),
    Pattern("dadui", 2, _b(lambda f: f.all_pongs)),
    Pattern("dandiao", 4, _b(lambda f: f.single_wait), excludes=("dadui",)),
    Pattern("qingyisedandiao", 4, _b(lambda f: f.single_wait and f.suits == 1),
            excludes=("qingyise", "dandiao")),
    Pattern("kaxinwu", 2, _b(lambda f: f.kasinwu)),
    Pattern("mingsigui", 2, _b(lambda f: f.exposed_pong_fourth)),
    Pattern("ansigui", 2, lambda f: f.concealed_fours, per_count=True),
    Pattern("gangshanghua", 1, _b(lambda f: f.kong_flower)),
    Pattern("gangshangpao", 1, _b(lambda f: f.kong_discard)),
    Pattern("qianggang", 1, _b(lambda f: f.robbed_kong)),
)

TABLES = {TABLE_D: TABLE_D_PATTERNS, TABLE_M: TABLE_M_PATTERNS}

#: Chinese and English names of every fan key (the result screen's lines).


@dataclass(frozen=True)
class FanResult:
    """The best reading's score: ``lines`` = (key, fans) that scored (fans already × count),
    ``excluded`` = keys present but implied by a bigger pattern; ``total`` before the cap.
    ``nongzhuanfei``: the win is allowed only by 农转非 (Deyang's need for a fan)."""

    total: int
    lines: tuple[tuple[str, int], ...]
    excluded: tuple[str, ...]
    nongzhuanfei: bool = False


@dataclass(frozen=True)
class WinContext:
    """A winning hand as the fan tables see it. ``concealed`` is packed and includes the
    winning tile (``win_index``)."""

    concealed: int
    melds: tuple[Meld, ...]
    win_index: int
    self_draw: bool = False
    kong_flower: bool = False
    kong_discard: bool = False
    robbed_kong: bool = False


def _meld_counts(melds: Sequence[Meld]) -> list[int]:
    counts = [0] * 27
    for m in melds:
        counts[m.tile.index] += m.size
    return counts


def _features(ctx: WinContext, reading: Reading | None, kasinwu_on: bool) -> Features:
    conc = unpack(ctx.concealed)
    total = [a + b for a, b in zip(conc, _meld_counts(ctx.melds))]
    suits = sum(1 for s in range(3) if any(total[s * 9:s * 9 + 9]))
    terminal = any(total[s * 9] or total[s * 9 + 8] for s in range(3))
    meld_kinds = [m.tile.index for m in ctx.melds]
    if reading is None:  # 七对
        all_pongs = terminal_sets = all_258 = kx = False
    else:
        pongs = [k for k, run in reading.sets if not run] + meld_kinds
        all_pongs = all(not run for _, run in reading.sets)
        rank = lambda k: k % 9 + 1
        terminal_sets = (rank(reading.pair) in (1, 9)
                         and all((rank(k) in (1, 7)) if run else rank(k) in (1, 9) for k, run in reading.sets)
                         and all(rank(k) in (1, 9) for k in meld_kinds))
        all_258 = all_pongs and all(rank(k) in (2, 5, 8) for k in pongs + [reading.pair])
        w = ctx.win_index
        kx = (kasinwu_on and rank(w) == 5 and (w - 1, True) in reading.sets
              and waits(ctx.concealed - UNIT[w]) == (w,))
    return Features(
        suits=suits, has_terminal=terminal, seven_pairs=reading is None,
        fours=sum(1 for n in total if n == 4), concealed_fours=sum(1 for n in conc if n == 4),
        all_pongs=all_pongs, terminal_sets=terminal_sets, all_258=all_258,
        single_wait=len(ctx.melds) == 4, kasinwu=kx,
        exposed_pong_fourth=any(m.kind == PONG and m.tile.index == ctx.win_index for m in ctx.melds),
        self_draw=ctx.self_draw, kong_flower=ctx.kong_flower, kong_discard=ctx.kong_discard,
        robbed_kong=ctx.robbed_kong)


def score_features(f: Features, table: str) -> FanResult:
    """Add up one reading: every present pattern, minus those a present pattern excludes."""
    present = []
    for p in TABLES[table]:
        n = p.test(f)
        if n:
            present.append((p, n))
    keys = {p.key for p, _ in present}
    excluded = {k for p, _ in present for k in p.excludes if k in keys}
    lines = tuple((p.key, p.fans * n) for p, n in present if p.key not in excluded)
    return FanResult(sum(v for _, v in lines), lines, tuple(sorted(excluded)))


def score_win(ctx: WinContext, table: str, kasinwu: bool = True) -> FanResult | None:
    """The best reading of a winning hand (None if ``ctx.concealed`` is no winning shape)."""
    options = [(r, _features(ctx, r, kasinwu)) for r in readings(ctx.concealed)]
    if not ctx.melds and is_seven_pairs(ctx.concealed):
        options.append((None, _features(ctx, None, kasinwu)))
    if not options:
        return None
    return max((score_features(f, table) for _, f in options), key=lambda r: (r.total, r.lines))


def with_fan_requirement(result: FanResult, ctx: WinContext, table: str) -> FanResult | None:
    """Deyang's "必须有番才能胡" with 农转非: None when the hand may not win.

    Table D: 根 is a fan, so a hand whose only fans are 根 wins (marked 农转非).
    Table M: a no-fan hand holding four identical tiles (konged or not) wins with no fan."""
    if table == TABLE_D:
        if result.total == 0:
            return None
        if all(k == "gen" for k, _ in result.lines):
            return FanResult(result.total, result.lines + (("nongzhuanfei", 0),), result.excluded, True)
        return result
    if result.total > 0:
        return result
    conc = unpack(ctx.concealed)
    if any(n == 4 for n in conc) or any(m.is_kong for m in ctx.melds):
        return FanResult(0, (("nongzhuanfei", 0),), result.excluded, True)
    return None
