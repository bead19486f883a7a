"""Defence: which opponents are evidently ready, and how dangerous each tile is to throw.

A laid-down (躺) hand is open, so its winning tiles are known exactly. Of the others only
evident signs count — a 清一色 look (two or more melds, all in one suit, hardly a discard of
it) or three melds — more so late in the wall; the tile's danger then reads the revealed
定缺 suit, tiles already thrown (现物) and tiles whose other copies are all in sight. Sichuan rules have no 振听, so
a thrown tile is only *safer*, not safe.

Why so little: in self-play (``bench/bench_mahjong_ai.py``-style A/B runs of 800 bloody
hands) guarding against merely *possible* readiness (one or two melds, a late wall) cost the
normal player 3–9 points a hand against the same player without it — bloody play rewards
speed, and every hand that folds still pays 查叫 — while these guards cost nothing.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.mahjong import missing_suit as MS
from engine.mahjong.rules import MISSING_DECLARED
from engine.mahjong.shapes import UNIT, pack_tiles, waits as shape_waits
from engine.mahjong.tiles import SUITS
from engine.mahjong.view import CLAIMED
from engine.mahjong.winning import total_counts, winning_waits

#: A laid-down player's winning tile: a certain loss, far worse than any shape loss.
CERTAIN = 3.0
#: Melds from which a player counts as probably ready (three melds leave four tiles in hand).
MANY_MELDS = 3
_RANK_DANGER = (0.5, 0.75, 1.0, 1.0, 1.0, 1.0, 1.0, 0.75, 0.5)


@dataclass(frozen=True)
class Threat:
    seat: int
    level: float                       # 0..1: how likely he is ready (1: laid down, 0: no sign)
    waits: frozenset[int] | None       # known winning kinds (laid down), else None
    missing: int | None                # suit he cannot win with (revealed 定缺), else None
    flush: int | None                  # suit of an evident 清一色, else None
    thrown: frozenset[int]             # kinds he has discarded (现物)


def threats(obs) -> list[Threat]:
    """One entry per opponent still in the hand."""
    out = []
    rules = obs.rules
    late = max(0.0, (30 - obs.wall_count) / 100)
    for s, sv in enumerate(obs.seats):
        if s == obs.seat or sv.won:
            continue
        declared = SUITS.index(sv.missing) if rules.missing == MISSING_DECLARED and sv.missing else None
        thrown = frozenset(t.index for t, status in sv.pond if status != CLAIMED)
        if sv.laid_down and sv.shown:
            out.append(Threat(s, 1.0, laid_down_waits(rules, sv, declared), declared, None, thrown))
            continue
        known = [m for m in sv.melds if not m.face_down]   # a face-down 暗杠 shows no suit
        meld_suits = {m.tile.suit_index for m in known}
        flush = None
        if len(known) >= 2 and len(meld_suits) == 1:
            suit = next(iter(meld_suits))
            if sum(1 for t, _ in sv.pond if t.suit_index == suit) <= 1:
                flush = suit
        if flush is not None:
            level = 0.3 + late
        elif len(sv.melds) >= MANY_MELDS:
            level = 0.2 + late
        else:
            level = 0.0
        out.append(Threat(s, level, None, declared, flush, thrown))
    return out


def laid_down_waits(rules, sv, declared: int | None) -> frozenset[int]:
    """The winning kinds of a laid-down hand. With a face-down 暗杠 among its melds the kong's
    kind is unknown, and with it some fans (Deyang's need for one) and part of the missing-suit
    test, so on the safe side every shape wait of the shown tiles counts that the known tiles
    alone let win (a kong only adds tiles: it can break that test, never mend it)."""
    h = pack_tiles(sv.shown)
    known = [m for m in sv.melds if not m.face_down]
    if len(known) == len(sv.melds):
        return frozenset(i for i, _ in winning_waits(rules, h, sv.melds, declared))
    used = sum(UNIT[m.tile.index] * m.size for m in known)
    return frozenset(i for i in shape_waits(h, used)
                     if MS.may_win_with(rules.missing, declared, total_counts(h + UNIT[i], known)))


def tile_danger(i: int, threat: Threat, unseen) -> float:
    """How likely throwing kind ``i`` deals into this opponent, if he is ready (0..CERTAIN)."""
    if threat.waits is not None:
        return CERTAIN if i in threat.waits else 0.0
    suit = i // 9
    if threat.missing == suit:
        return 0.0
    d = _RANK_DANGER[i % 9]
    if threat.flush is not None:
        d *= 1.3 if suit == threat.flush else 0.15
    if i in threat.thrown:
        d *= 0.4
    if unseen[i] == 0:
        d *= 0.4       # he holds none: only a run can still want it
    elif unseen[i] == 1:
        d *= 0.75
    return d


def danger(i: int, found: list[Threat], unseen) -> float:
    """Expected danger of throwing kind ``i``: each opponent's readiness × the tile's danger."""
    return sum(t.level * tile_danger(i, t, unseen) for t in found)


def highest_threat(found: list[Threat]) -> float:
    return max((t.level for t in found), default=0.0)
