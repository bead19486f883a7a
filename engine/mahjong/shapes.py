"""Winning shapes, readings, shanten (向听) and waits (听牌), fast.

A concealed hand is a *packed* int: 3 bits per kind, kind ``i`` (``Tile.index``) at bit
``3*i``, so adding a tile is ``hand + UNIT[i]`` and each suit is a 27-bit *suit key*
``(hand >> 27*s) & SUIT_MASK``. Everything here works suit by suit on tables, then
combines the three suits — the counts of one suit decide what that suit can be:

* ``_COMPLETE[key]`` — 0 when the suit splits into sets only, 1 when into sets + one pair
  (absent: neither). Built once at import from the ≤ 4845 multisets of sets (< 0.1 s).
* ``_PAIRS[key]`` — pairs of a suit made only of pairs (four identical = two pairs), for 七对.
* shanten *profiles*, computed lazily per suit key and cached: for "no pair yet" and
  "pair found", the most partial sets (搭子) possible with exactly m complete sets. Two
  profiles combine into one (cached again), so a random hand costs a few dict look-ups.

Why not the textbook recursion over the whole hand: it is ~30× slower, and bots ask
shanten and waits thousands of times per decision.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement, product
from typing import Iterable, NamedTuple

from .tiles import NUM_KINDS, Tile, counts_of, parse

SUIT_BITS = 27
SUIT_MASK = (1 << SUIT_BITS) - 1
UNIT: tuple[int, ...] = tuple(1 << (3 * i) for i in range(NUM_KINDS))
_NO = 9  # "not complete" marker in look-ups


def pack_counts(counts: Iterable[int]) -> int:
    """27 counts → packed hand."""
    h = 0
    for i, n in enumerate(counts):
        h |= n << (3 * i)
    return h


def unpack(h: int) -> list[int]:
    """Packed hand → 27 counts."""
    return [(h >> (3 * i)) & 7 for i in range(NUM_KINDS)]


def pack_tiles(tiles: Iterable[Tile]) -> int:
    h = 0
    for t in tiles:
        h += UNIT[t.index]
    return h


def pack(text: str) -> int:
    """Compact notation → packed hand: ``pack("123m 11p")``."""
    return pack_tiles(parse(text))


def count(h: int, index: int) -> int:
    return (h >> (3 * index)) & 7


def tile_total(h: int) -> int:
    return sum(unpack(h))


# --- per-suit tables -------------------------------------------------------------------------

#: The 16 sets of one suit: (rank0, is_run); pongs first.
_SUIT_SETS = tuple((r, False) for r in range(9)) + tuple((r, True) for r in range(7))


def _counts_key(combo: tuple[int, ...], pair: int | None) -> int | None:
    """The suit key of these sets (and pair), or None if a rank would exceed four tiles.
    Counted in a list first: adding packed keys would carry a count of 8+ into the next rank."""
    counts = [0] * 9
    for c in combo:
        r, run = _SUIT_SETS[c]
        for k in ((r, r + 1, r + 2) if run else (r, r, r)):
            counts[k] += 1
    if pair is not None:
        counts[pair] += 2
    if max(counts) > 4:
        return None
    return sum(n << 3 * r for r, n in enumerate(counts))


def _build_complete() -> tuple[dict[int, int], dict[int, list]]:
    complete: dict[int, int] = {}
    decomp: dict[int, set] = {}
    for n in range(5):
        for combo in combinations_with_replacement(range(len(_SUIT_SETS)), n):
            sets = tuple(_SUIT_SETS[c] for c in combo)
            for pr in (None,) + tuple(range(9)):
                key = _counts_key(combo, pr)
                if key is not None:
                    complete[key] = 0 if pr is None else 1
                    decomp.setdefault(key, set()).add((pr, sets))
    return complete, {k: sorted(v, key=repr) for k, v in decomp.items()}


_COMPLETE, _DECOMP = _build_complete()


def _build_pairs() -> dict[int, int]:
    pairs = {}
    for digits in product((0, 2, 4), repeat=9):
        pairs[sum(d << 3 * r for r, d in enumerate(digits))] = sum(digits) // 2
    return pairs


_PAIRS = _build_pairs()


# --- win detection ---------------------------------------------------------------------------

def is_standard_win(h: int) -> bool:
    """Sets + exactly one pair (any number of sets: melds are outside ``h``)."""
    g = _COMPLETE.get
    return g(h & SUIT_MASK, _NO) + g((h >> 27) & SUIT_MASK, _NO) + g(h >> 54, _NO) == 1


def is_seven_pairs(h: int) -> bool:
    """七对: 14 concealed tiles in seven pairs, four identical counting as two."""
    g = _PAIRS.get
    return g(h & SUIT_MASK, -99) + g((h >> 27) & SUIT_MASK, -99) + g(h >> 54, -99) == 7


def is_win(h: int) -> bool:
    """A winning concealed part: sets + a pair, or 七对 (which needs no melds: 14 tiles)."""
    g = _COMPLETE.get
    if g(h & SUIT_MASK, _NO) + g((h >> 27) & SUIT_MASK, _NO) + g(h >> 54, _NO) == 1:
        return True
    g = _PAIRS.get
    return g(h & SUIT_MASK, -99) + g((h >> 27) & SUIT_MASK, -99) + g(h >> 54, -99) == 7


def waits(h: int, used: int = 0) -> tuple[int, ...]:
    """Kind indices that complete ``h`` (one tile short of a win). ``used``: own meld tiles,
    so a kind whose four copies are all in the player's own hand and melds is no wait."""
    out = []
    both = h + used
    for i in range(NUM_KINDS):
        if (both >> (3 * i)) & 7 < 4 and is_win(h + UNIT[i]):
            out.append(i)
    return tuple(out)


# --- readings (decompositions) ---------------------------------------------------------------

class Reading(NamedTuple):
    """One way to read a standard winning hand: the pair's kind and the concealed sets.

    ``sets`` holds ``(kind_index, is_run)``; a run's kind is its lowest tile."""

    pair: int
    sets: tuple[tuple[int, bool], ...]


@lru_cache(maxsize=None)
def _suit_readings(key: int, suit: int) -> tuple:
    off = suit * 9
    return tuple((None if pr is None else pr + off, tuple((r + off, run) for r, run in sets))
                 for pr, sets in _DECOMP.get(key, ()))


def readings(h: int) -> list[Reading]:
    """Every standard reading of a winning concealed part (empty if it is no standard win)."""
    if not is_standard_win(h):
        return []
    parts = [_suit_readings((h >> (27 * s)) & SUIT_MASK, s) for s in range(3)]
    out = []
    for a, b, c in product(*parts):
        pair = next(p for p, _ in (a, b, c) if p is not None)
        out.append(Reading(pair, a[1] + b[1] + c[1]))
    return out


# --- shanten ---------------------------------------------------------------------------------

_NEG = -1
_profiles: list[tuple] = []          # id → (g0, g1, half_pairs)
_profile_ids: dict[tuple, int] = {}
_key_profile: dict[int, int] = {}
_pair_cache: dict[int, int] = {}
_final_cache: dict[int, int] = {}


@lru_cache(maxsize=None)
def _suit_states(key: int) -> frozenset:
    """Reachable (sets, has_pair, partials) for one suit's counts, partials capped at 4."""
    if key == 0:
        return frozenset({(0, 0, 0)})
    i = 0
    while not (key >> (3 * i)) & 7:
        i += 1
    c = (key >> (3 * i)) & 7
    out = set()

    def add(sub: int, m: int, p: int, t: int) -> None:
        for sm, sp, st in _suit_states(sub):
            if sm + m <= 4 and not (sp and p):
                out.add((sm + m, sp | p, min(st + t, 4)))

    one = 1 << (3 * i)
    add(key - one, 0, 0, 0)                              # isolated tile
    if c >= 3:
        add(key - 3 * one, 1, 0, 0)                      # pong
    if c >= 2:
        add(key - 2 * one, 0, 1, 0)                      # the pair
        add(key - 2 * one, 0, 0, 1)                      # a pair as a partial set
    c1 = (key >> (3 * i + 3)) & 7 if i <= 7 else 0
    c2 = (key >> (3 * i + 6)) & 7 if i <= 6 else 0
    if c1 and c2:
        add(key - one - (one << 3) - (one << 6), 1, 0, 0)  # run
    if c1:
        add(key - one - (one << 3), 0, 0, 1)             # two in a row
    if c2:
        add(key - one - (one << 6), 0, 0, 1)             # gap
    return frozenset(out)


def _intern(profile: tuple) -> int:
    pid = _profile_ids.get(profile)
    if pid is None:
        pid = _profile_ids[profile] = len(_profiles)
        _profiles.append(profile)
    return pid


def _profile_of(key: int) -> int:
    pid = _key_profile.get(key)
    if pid is None:
        g = [[_NEG] * 5, [_NEG] * 5]
        for m, p, t in _suit_states(key):
            if t > g[p][m]:
                g[p][m] = t
        half = _PAIRS.get(key)
        if half is None:
            half = sum(((key >> (3 * r)) & 7) // 2 for r in range(9))
        pid = _key_profile[key] = _intern((tuple(g[0]), tuple(g[1]), half))
    return pid


def _conv(a: tuple, b: tuple) -> list[int]:
    out = [_NEG] * 5
    for i, x in enumerate(a):
        if x < 0:
            continue
        for j in range(5 - i):
            y = b[j]
            if y >= 0 and min(x + y, 4) > out[i + j]:
                out[i + j] = min(x + y, 4)
    return out


def _combine(pa: int, pb: int) -> int:
    k = pa * 1_000_003 + pb
    pid = _pair_cache.get(k)
    if pid is None:
        a0, a1, ah = _profiles[pa]
        b0, b1, bh = _profiles[pb]
        g1 = [max(x, y) for x, y in zip(_conv(a1, b0), _conv(a0, b1))]
        pid = _pair_cache[k] = _intern((tuple(_conv(a0, b0)), tuple(g1), ah + bh))
    return pid


def _final(pid: int, melds: int) -> int:
    k = pid * 8 + melds
    s = _final_cache.get(k)
    if s is None:
        g0, g1, half = _profiles[pid]
        n = 4 - melds
        best = 0
        for p, g in ((0, g0), (1, g1)):
            for m in range(n + 1):
                if g[m] >= 0:
                    best = max(best, 2 * m + min(g[m], n - m) + p)
        s = 2 * n - best
        if melds == 0:
            s = min(s, 6 - min(half, 7))
        _final_cache[k] = s
    return s


def shanten(h: int, melds: int = 0) -> int:
    """向听: tiles still to change before the hand is ready (0) or complete (-1).

    ``melds`` is the number of exposed sets (pongs, kongs); ``h`` the concealed part
    (13 − 3·melds or 14 − 3·melds tiles). Standard count of sets, partial sets and a pair,
    and 七对 with no melds. Like every block count it may say 0 for a hand whose only
    waits are already all in the player's hand; :func:`waits` is the exact ready test."""
    kp = _key_profile
    a = kp.get(h & SUIT_MASK)
    if a is None:
        a = _profile_of(h & SUIT_MASK)
    b = kp.get((h >> 27) & SUIT_MASK)
    if b is None:
        b = _profile_of((h >> 27) & SUIT_MASK)
    c = kp.get(h >> 54)
    if c is None:
        c = _profile_of(h >> 54)
    ab = _pair_cache.get(a * 1_000_003 + b)
    if ab is None:
        ab = _combine(a, b)
    abc = _pair_cache.get(ab * 1_000_003 + c)
    if abc is None:
        abc = _combine(ab, c)
    s = _final_cache.get(abc * 8 + melds)
    return _final(abc, melds) if s is None else s


def counts_hand(text: str) -> int:
    """Alias of :func:`pack` for tests written with counts in mind."""
    return pack_counts(counts_of(parse(text)))
