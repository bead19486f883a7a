"""Per-variant move tables: every move of a kind made once, then looked up by presence mask.

Why this exists: a 17-card hand leads about forty-five rank multisets, and
building each one (a packed int, a Combo, the tuple holding them) for every new
hand was most of the cost of move generation. Which moves of a kind a hand has
depends only on *which ranks it holds* often enough (singles: the ranks held
at least once; pairs: at least twice; a triple's kickers: the other ranks held
once or twice; chains: the runs in those masks), so each of those lists is made
once per variant and a hand's share is a table lookup by presence mask (see
:func:`.ranks.rank_masks`). The lookups return shared tuples of shared moves,
already in list order, which the generator only concatenates.

Fifteen-bit masks would mean 32768 entries per kind, so rank masks are split
into a *low* byte (order indices 0..7) and a *high* part (8..14): the moves
for mask ``m`` are ``low[m & 255] + high[m >> 8]``. Both halves list moves by
ascending rank, so the concatenation is in order too. Chains never reach above
``chain_top`` (斗地主: the A, index 11) and get one table of ``2**(top+1)``
entries each.
"""
from __future__ import annotations

import gc

from .combos import Combo, combo
from .ranks import MAX_RANKS, UNIT
from .tables import (
    BOMB, CHAIN_OF_UNIT, PAIR, ROCKET, SINGLE, TRIPLE, TRIPLE_PAIR, TRIPLE_SINGLE, ClimbingTable,
)

Move = tuple[int, Combo]
MoveList = tuple[Move, ...]
#: ``(low, high)``: moves by the low byte and by the high bits of a presence mask.
SplitTable = tuple[tuple[MoveList, ...], tuple[MoveList, ...]]

#: Bits of a presence mask in the low half of a :data:`SplitTable`.
LOW_BITS = 8
LOW_MASK = (1 << LOW_BITS) - 1
_HIGH_BITS = MAX_RANKS - LOW_BITS


def split_table(by_index) -> SplitTable:
    """A :data:`SplitTable` from ``by_index[i]``, the move of order index ``i`` (or None)."""

    def half(first: int, bits: int) -> tuple[MoveList, ...]:
        moves = [by_index[first + i] for i in range(bits)]
        return tuple(tuple(moves[i] for i in range(bits) if mask >> i & 1 and moves[i] is not None)
                     for mask in range(1 << bits))

    return half(0, LOW_BITS), half(LOW_BITS, _HIGH_BITS)


def _empty_split() -> SplitTable:
    return ((),) * (1 << LOW_BITS), ((),) * (1 << _HIGH_BITS)


def _runs(unit: int, kind: str, least: int, top: int) -> list[tuple[int, Move]]:
    """Every chain of ``unit``-card units as ``(rank bits, move)``, in list order (length, top)."""
    found = []
    for length in range(least, top + 2):
        for high in range(length - 1, top + 1):
            low = high - length + 1
            bits = ((1 << length) - 1) << low
            body = sum(unit * UNIT[i] for i in range(low, high + 1))
            found.append((bits, (body, combo(kind, high, length, unit * length))))
    return found


def chain_table(unit: int, kind: str, least: int, top: int) -> tuple[MoveList, ...]:
    """``table[mask]``: the chains inside a presence mask limited to indices 0..top.

    Built by handing each chain to every mask that contains it (its supersets),
    chains taken in list order, so each entry comes out sorted; about 30 000
    appends in all for 斗地主's three chain kinds.
    """
    full = (1 << (top + 1)) - 1
    lists: list[list[Move]] = [[] for _ in range(full + 1)]
    for bits, move in _runs(unit, kind, least, top):
        free = full & ~bits
        extra = free
        while True:
            lists[bits | extra].append(move)
            if not extra:
                break
            extra = (extra - 1) & free
    return tuple(tuple(moves) if moves else () for moves in lists)


class MoveTables:
    """The precomputed moves of one variant table (shared by every generator of it).

    ``singles`` / ``pairs`` / ``triples`` / ``bombs``: :data:`SplitTable` s by the
    masks of ranks held 1+, 2+, 3+ and 4+ times (``bombs`` is None when a bomb may
    be bigger than four cards: those are listed by hand). ``triple_singles[t]`` /
    ``triple_pairs[t]``: the triple of ``t`` with each possible single / pair
    kicker, by the 1+ / 2+ mask (``t`` itself never appears). ``chains[unit]``:
    :func:`chain_table` for straights (1), pair straights (2) and planes (3);
    ``plane_bodies`` is the plane table even when plain planes are not a kind, as
    planes with wings are built on it. ``rocket``: the rocket move, or None; ``rocket_bits``: the presence bits
    it needs (-1, never all present, when there is none) in the mask of lane ``rocket_lane``.
    """

    def __init__(self, table: ClimbingTable) -> None:
        kinds = table.kinds
        self.singles = self._simple(SINGLE, 1, kinds)
        self.pairs = self._simple(PAIR, 2, kinds)
        self.triples = self._simple(TRIPLE, 3, kinds)
        self.triple_singles = self._with_kicker(TRIPLE_SINGLE, 1, kinds)
        self.triple_pairs = self._with_kicker(TRIPLE_PAIR, 2, kinds)
        top = table.chain_top
        self.chains: dict[int, tuple[MoveList, ...]] = {}
        for unit, kind in CHAIN_OF_UNIT.items():
            least = max(2, table.chain_min(kind))
            bodies = chain_table(unit, kind, least, top)
            if unit == 3:
                self.plane_bodies = bodies
            self.chains[unit] = bodies if kind in kinds else ((),) * len(bodies)
        self.bombs = self._simple(BOMB, 4, kinds) if table.bomb_sizes == (4, 4) else None
        jokers = table.order.joker_indices()
        self.rocket: Move | None = None
        self.rocket_bits = -1  # no presence mask holds every bit: no rocket
        #: which presence mask (1+, 2+ …) must hold ``rocket_bits``: 0 for 斗地主's two jokers,
        #: 1 for 双扣's 天王炸弹 (each joker twice)
        self.rocket_lane = 0
        each = table.rocket_jokers // 2
        if ROCKET in kinds and each in (1, 2) and len(jokers) == 2:
            self.rocket = (each * (UNIT[jokers[0]] + UNIT[jokers[1]]),
                           combo(ROCKET, jokers[1], 1, 2 * each))
            self.rocket_bits = 1 << jokers[0] | 1 << jokers[1]
            self.rocket_lane = each - 1

    @staticmethod
    def _simple(kind: str, size: int, kinds) -> SplitTable:
        if kind not in kinds:
            return _empty_split()
        return split_table([(size * UNIT[i], combo(kind, i, 1, size)) for i in range(MAX_RANKS)])

    @staticmethod
    def _with_kicker(kind: str, kicker: int, kinds) -> tuple[SplitTable, ...]:
        if kind not in kinds:
            return (_empty_split(),) * MAX_RANKS
        per_triple = []
        for t in range(MAX_RANKS):
            found = combo(kind, t, 1, 3 + kicker)
            per_triple.append(split_table(
                [None if k == t else (3 * UNIT[t] + kicker * UNIT[k], found) for k in range(MAX_RANKS)]))
        return tuple(per_triple)


_TABLES: dict[ClimbingTable, MoveTables] = {}


def move_tables(table: ClimbingTable) -> MoveTables:
    """The shared :class:`MoveTables` of a variant table, built on first use (a few ms).

    The tables are some 80,000 small tuples that live as long as the program, and every
    full collection of the cyclic garbage collector walked them all: it halved the speed
    of listing a new hand's leads. So once they are built, everything alive is moved to
    the collector's permanent generation (``gc.freeze``), where it is never walked again.
    That happens once per rules table in a process; objects frozen with them that later
    become cyclic garbage are not reclaimed, a bounded cost for the speed of every move list.
    """
    found = _TABLES.get(table)
    if found is None:
        found = _TABLES[table] = MoveTables(table)
        gc.freeze()
    return found
