"""Recognising and comparing climbing combinations.

:func:`readings` lists every way a multiset of ranks can be read as a
combination under a variant table; :func:`classify` picks the reading a play
stands for (the one that beats the current lead if there is one, otherwise the
preferred reading of :data:`~.tables.READING_PREFERENCE`); :func:`beats` is the
one comparison the whole family shares. Results are cached by packed counts,
since the same few shapes recur throughout a game. Every function takes the
variant's table without a default: a forgotten table is an error, never 斗地主's
rules applied to another game.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .ranks import UNIT, counts
from .tables import (
    BOMB, BOMB_KINDS, CHAIN_OF_UNIT, FOUR_TWO_PAIRS, FOUR_TWO_SINGLES, PAIR, PLANE, PLANE_PAIRS,
    PLANE_SINGLES, READING_RANK, ROCKET, SINGLE, SOFT_BOMB, TRIPLE, TRIPLE_PAIR, TRIPLE_SINGLE,
    ClimbingTable,
)


@dataclass(frozen=True, slots=True)
class Combo:
    """One combination as the rules see it.

    ``kind``: a kind name of :mod:`.tables` (also the i18n key ``combo.<kind>``).
    ``key``: order index of the part that is compared — the rank of a single,
    pair, triple or four, the *top* rank of a chain or plane.
    ``chain``: how many consecutive ranks the main part spans (1 unless a chain).
    ``size``: the number of cards, kickers included.
    Suits and kickers never matter for comparison, so they are not part of it.
    """

    kind: str
    key: int
    chain: int
    size: int

    @property
    def is_bomb(self) -> bool:
        """Bombs (hard or soft) and the rocket: the plays that beat other kinds."""
        return self.kind in BOMB_KINDS


_INTERNED: dict[tuple[str, int, int, int], Combo] = {}


def combo(kind: str, key: int, chain: int, size: int) -> Combo:
    """The shared Combo value for these fields (interned: move lists reuse them)."""
    fields = (kind, key, chain, size)
    found = _INTERNED.get(fields)
    if found is None:
        found = _INTERNED[fields] = Combo(kind, key, chain, size)
    return found


def beats(new: Combo, old: Combo, table: ClimbingTable) -> bool:
    """Whether ``new`` may be played on ``old``.

    The rocket beats everything; a bomb beats every non-bomb and a lower bomb
    on the table's bomb ladder; anything else must be the same kind with the
    same number of cards (so straights of different lengths never compare) and
    a higher key.
    """
    new_kind, old_kind = new.kind, old.kind
    if new_kind == ROCKET:
        return old_kind != ROCKET
    if old_kind == ROCKET:
        return False
    if new_kind == BOMB or new_kind == SOFT_BOMB:
        if old_kind != BOMB and old_kind != SOFT_BOMB:
            return True
        return table.bomb_strength(new) > table.bomb_strength(old)
    if old_kind == BOMB or old_kind == SOFT_BOMB:
        return False
    return (new.kind == old.kind and new.size == old.size and new.chain == old.chain
            and new.key > old.key)


@lru_cache(maxsize=None)
def _jokers(table: ClimbingTable) -> tuple[int, ...]:
    return table.order.joker_indices()


def kickers_allowed(rest: list[int], table: ClimbingTable) -> bool:
    """Whether the per-index counts ``rest`` may serve as kickers on this table."""
    if max(rest) > table.kicker_max_of_rank:
        return False
    if not table.kickers_may_pair_jokers:
        jokers = _jokers(table)
        if len(jokers) == 2 and rest[jokers[0]] and rest[jokers[1]]:
            return False
    return True


def _chain_readings(c, present, table, found) -> None:
    unit = c[present[0]]
    kind = CHAIN_OF_UNIT.get(unit)
    if kind is None or kind not in table.kinds:
        return
    low, high = present[0], present[-1]
    length = len(present)
    if (high - low + 1 == length and high <= table.chain_top and length >= table.chain_min(kind)
            and all(c[i] == unit for i in present)):
        found.append(combo(kind, high, length, unit * length))


def _four_readings(c, present, n, table, found) -> None:
    for four in present:
        if c[four] != 4:
            continue
        rest = list(c)
        rest[four] = 0
        others = [i for i in present if i != four]
        if n == 6 and FOUR_TWO_SINGLES in table.kinds and kickers_allowed(rest, table):
            if len(others) == 2 or (len(others) == 1 and table.pair_as_two_singles):
                found.append(combo(FOUR_TWO_SINGLES, four, 1, 6))
        if n == 8 and FOUR_TWO_PAIRS in table.kinds and len(others) == 2:
            if all(rest[i] == 2 for i in others) and kickers_allowed(rest, table):
                found.append(combo(FOUR_TWO_PAIRS, four, 1, 8))


def _plane_readings(c, n, table, found) -> None:
    """Planes with wings: w consecutive triples + w single wings (4w cards) or w pairs (5w)."""
    top = table.chain_top
    least = max(2, table.chain_min(PLANE))
    triples = 0  # ranks held three times or more, up to the chain top
    for i in range(top + 1):
        if c[i] >= 3:
            triples |= 1 << i
    if not triples & triples >> 1:  # no two adjacent triples: no plane at all
        return
    for per_unit, kind in ((4, PLANE_SINGLES), (5, PLANE_PAIRS)):
        if n % per_unit or kind not in table.kinds:
            continue
        width = n // per_unit
        if width < least:
            continue
        for low in range(0, top - width + 2):
            bits = ((1 << width) - 1) << low
            if triples & bits != bits:
                continue
            plane = range(low, low + width)
            rest = list(c)
            for i in plane:
                rest[i] -= 3
            if not _wings_fit(rest, plane, width, kind, table):
                continue
            found.append(combo(kind, low + width - 1, width, n))


def _wings_fit(rest, plane, width, kind, table) -> bool:
    if table.wings_outside_plane and any(rest[i] for i in plane):
        return False
    if not kickers_allowed(rest, table):
        return False
    if kind == PLANE_PAIRS:
        pairs = [x for x in rest if x]
        return len(pairs) == width and all(x == 2 for x in pairs)
    return table.same_rank_single_wings or max(rest) <= 1


def _compute_readings(packed: int, table: ClimbingTable) -> tuple[Combo, ...]:
    c = counts(packed)
    present = [i for i, x in enumerate(c) if x]
    if not present:
        return ()
    n = sum(c)
    kinds = table.kinds
    found: list[Combo] = []
    jokers = _jokers(table)
    each = table.rocket_jokers // 2  # 斗地主 one of each joker, 双扣's 天王炸弹 two of each
    if (each and ROCKET in kinds and len(jokers) == 2 and n == 2 * each
            and c[jokers[0]] == each and c[jokers[1]] == each):
        found.append(combo(ROCKET, jokers[1], 1, n))
    if len(present) == 1:
        rank = present[0]
        low_bomb, high_bomb = table.bomb_sizes
        simple = {1: SINGLE, 2: PAIR, 3: TRIPLE}.get(n)
        if simple in kinds:
            found.append(combo(simple, rank, 1, n))
        if BOMB in kinds and low_bomb <= n <= high_bomb:
            found.append(combo(BOMB, rank, 1, n))
    elif len(present) >= 2:
        _chain_readings(c, present, table, found)
    if len(present) == 2 and n in (4, 5):
        a, b = present
        main, other = (a, b) if c[a] == 3 else (b, a)
        if c[main] == 3:
            if n == 4 and TRIPLE_SINGLE in kinds:
                found.append(combo(TRIPLE_SINGLE, main, 1, 4))
            elif n == 5 and TRIPLE_PAIR in kinds and c[other] == 2:
                found.append(combo(TRIPLE_PAIR, main, 1, 5))
    if n in (6, 8):
        _four_readings(c, present, n, table, found)
    if n >= 8:
        _plane_readings(c, n, table, found)
    found.sort(key=lambda r: (READING_RANK[r.kind], -r.chain, -r.key))
    return tuple(found)


#: ``id(table) -> (table, {packed: readings})``: keyed by identity, since hashing a frozen
#: table (its fields, frozensets included) on every call cost more than many lookups.
_READINGS: dict[int, tuple[ClimbingTable, dict[int, tuple[Combo, ...]]]] = {}


def readings(packed: int, table: ClimbingTable) -> tuple[Combo, ...]:
    """Every combination the packed ranks can be read as, preferred reading first."""
    entry = _READINGS.get(id(table))
    if entry is not None and entry[0] is table:
        cache = entry[1]
    else:
        cache = {}
        _READINGS[id(table)] = (table, cache)
    found = cache.get(packed)
    if found is None:
        if len(cache) > 500_000:
            cache.clear()
        found = cache[packed] = _compute_readings(packed, table)
    return found


def classify(packed: int, lead: Combo | None, table: ClimbingTable) -> Combo | None:
    """The combination these packed ranks stand for, or None if they are none.

    With a ``lead`` to answer, the reading that beats it wins (a player who puts
    down 333444555666 on a plane of three with wings means that, not a plane of
    four); failing that a reading of the lead's kind and size (so a refusal can
    say "not high enough" rather than "wrong kind"); otherwise the preferred one.
    """
    found = readings(packed, table)
    if not found:
        return None
    if lead is not None and len(found) > 1:
        for reading in found:
            if beats(reading, lead, table):
                return reading
        for reading in found:
            if reading.kind == lead.kind and reading.size == lead.size:
                return reading
    return found[0]


def classify_cards(cards, lead: Combo | None, table: ClimbingTable) -> Combo | None:
    """:func:`classify` for concrete cards (suits ignored)."""
    return classify(table.order.pack(cards), lead, table)


def unit_of(index: int, count: int) -> int:
    """Packed value of ``count`` cards of one order index."""
    return UNIT[index] * count
