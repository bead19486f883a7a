"""Listing the plays a hand can make: every lead, and every answer to a lead.

A *move* is ``(play, combo)``: the packed rank counts of the cards to put down
(see :mod:`.ranks`) and the :class:`~.combos.Combo` they stand for. There is one
move per distinct multiset of ranks; which physical cards to use is the
table's business (suits never matter here).

Lists are sorted by kind (:data:`~.tables.KIND_ORDER`), chain length, rank, then
packed value (四带两对 keeps the order of its pair combinations). Most kinds are
looked up whole in the precomputed :mod:`.movetables` by the hand's presence
masks; only planes with wings and 四带二 are built per hand (they are rare and
their kicker sets large). Answers are generated only for the kind being
answered (plus bombs and the rocket), so following a single never looks at
planes. Both lists are cached by packed hand, so a search bot that replays the
same position pays once.
"""
from __future__ import annotations

import gc
from itertools import combinations

from .combos import Combo, beats, combo
from .movetables import LOW_BITS, LOW_MASK, Move, MoveTables, move_tables
from .ranks import INDICES, SHIFTS, UNIT, counts, rank_masks
from .tables import (
    BOMB, CHAIN_OF_UNIT, FOUR_TWO_PAIRS, FOUR_TWO_SINGLES, PAIR, PAIR_STRAIGHT,
    PLANE, PLANE_PAIRS, PLANE_SINGLES, ROCKET, SINGLE, SOFT_BOMB, STRAIGHT, TRIPLE, TRIPLE_PAIR,
    TRIPLE_SINGLE, ClimbingTable,
)

_CACHE_LIMIT = 300_000
#: Cached lists live long and hold tracked objects, so every full collection of the garbage
#: collector walked all of them: listing a new hand's leads ran at a third of its speed with
#: 80,000 hands cached. Each time the caches double (from this size on), what they hold is
#: moved to the collector's permanent generation (``gc.freeze``), never walked again and still
#: freed by reference counting when the cache is cleared. Freezing also keeps whatever else is
#: alive at that moment out of later collections: a few doublings per cache cycle, a bounded cost.
_FIRST_FREEZE = 4096
_CHAIN_UNIT = {kind: unit for unit, kind in CHAIN_OF_UNIT.items()}


def _above(key: int) -> int:
    """Mask of the order indices strictly above ``key`` (key -1: all of them)."""
    return ~((2 << key) - 1) if key >= 0 else -1


class MoveGenerator:
    """Lead and answer lists for one variant table, with their caches."""

    def __init__(self, table: ClimbingTable) -> None:
        self.table = table
        self.kinds = table.kinds
        self.chain_mask = (1 << (table.chain_top + 1)) - 1
        jokers = table.order.joker_indices()
        self.joker_pair = (jokers[0], jokers[1]) if len(jokers) == 2 else None
        #: two single kickers may be one rank twice (how :meth:`_wing_sets` caps two wings)
        self._pairs_as_singles = table.pair_as_two_singles and table.kicker_max_of_rank >= 2
        #: the move tables, fetched on the first list generated (so importing the engine,
        #: e.g. at program start, does not build them): see :meth:`_load_tables`
        self.tables: MoveTables | None = None
        self._lead_simple: tuple = ()
        self._simple_tables: dict = {}
        self._answer_emitters = {
            TRIPLE_SINGLE: self._kicker_answers, TRIPLE_PAIR: self._kicker_answers,
            STRAIGHT: self._chain_answers, PAIR_STRAIGHT: self._chain_answers, PLANE: self._chain_answers,
            PLANE_SINGLES: self._wing_answers, PLANE_PAIRS: self._wing_answers,
            FOUR_TWO_SINGLES: self._four_answers, FOUR_TWO_PAIRS: self._four_answers,
        }
        self._chains: dict[tuple[int, int], tuple[tuple[int, int, int], ...]] = {}
        self._leads: dict[int, tuple[Move, ...]] = {}
        #: ``id(lead) -> (lead, {hand: answers})``, see :meth:`responses`
        self._answers: dict[int, tuple[Combo, dict[int, tuple[Move, ...]]]] = {}
        self._answer_count = 0
        self._freeze_at = _FIRST_FREEZE

    def _load_tables(self) -> MoveTables:
        t = self.tables = move_tables(self.table)
        #: the split tables the lead path reads, unpacked once
        self._lead_simple = (*t.singles, *t.pairs, *t.triples)
        #: singles, pairs and triples answer from one table each (see _answer_moves)
        self._simple_tables = {SINGLE: (t.singles, 0), PAIR: (t.pairs, 1), TRIPLE: (t.triples, 2)}
        return t

    # --- public ------------------------------------------------------------------------

    def leads(self, hand: int) -> tuple[Move, ...]:
        """Every combination the hand can lead, one per rank multiset, sorted by kind, length, rank."""
        found = self._leads.get(hand)
        if found is None:
            cached = len(self._leads)
            if cached > _CACHE_LIMIT:
                self._leads.clear()
                self._freeze_at = _FIRST_FREEZE
            elif cached >= self._freeze_at:
                self._settle(cached)
            found = self._leads[hand] = self._lead_moves(hand)
        return found

    def _settle(self, cached: int) -> None:
        """Take what the caches hold out of the collector's walks (see :data:`_FIRST_FREEZE`)."""
        gc.freeze()
        self._freeze_at = 2 * cached

    def responses(self, hand: int, lead: Combo) -> tuple[Move, ...]:
        """Every play of the hand that beats ``lead`` (passing not included), sorted as :meth:`leads`.

        Cached per lead *object*, then per hand: hashing a Combo (a dataclass) on
        every call cost more than a typical answer list. Leads are the shared
        interned Combos of the engine, so an equal Combo made elsewhere merely gets
        its own entry; the entry holds the lead, so its id is never reused.
        """
        entry = self._answers.get(id(lead))
        if entry is None or entry[0] is not lead:
            if self._answer_count > _CACHE_LIMIT:
                self._answers.clear()
                self._answer_count = 0
            entry = self._answers[id(lead)] = (lead, {})
        found = entry[1].get(hand)
        if found is None:
            count = self._answer_count = self._answer_count + 1
            if count >= self._freeze_at:
                self._settle(count)
            found = entry[1][hand] = self._answer_moves(hand, lead)
        return found

    # --- leads ---------------------------------------------------------------------------

    def _lead_moves(self, hand: int) -> tuple[Move, ...]:
        """The lead list, kind by kind in KIND_ORDER; the common kinds are pure table lookups."""
        tables = self.tables or self._load_tables()
        m1, m2, m3, m4 = rank_masks(hand)
        lo1, hi1, lo2, hi2 = m1 & LOW_MASK, m1 >> LOW_BITS, m2 & LOW_MASK, m2 >> LOW_BITS
        s_lo, s_hi, p_lo, p_hi, t_lo, t_hi = self._lead_simple
        out = [*s_lo[lo1], *s_hi[hi1], *p_lo[lo2], *p_hi[hi2],
               *t_lo[m3 & LOW_MASK], *t_hi[m3 >> LOW_BITS]]
        if m3:
            triples = INDICES[m3]
            for t in triples:
                low, high = tables.triple_singles[t]
                out += low[lo1]
                out += high[hi1]
            for t in triples:
                low, high = tables.triple_pairs[t]
                out += low[lo2]
                out += high[hi2]
        chain = self.chain_mask
        out += tables.chains[1][m1 & chain]
        out += tables.chains[2][m2 & chain]
        m3c = m3 & chain
        if m3c & m3c >> 1:  # two adjacent triples: planes, maybe with wings
            out += tables.chains[3][m3c]
            self._planes_with_wings(PLANE_SINGLES, hand, m1, m2, m3c, None, out)
            self._planes_with_wings(PLANE_PAIRS, hand, m1, m2, m3c, None, out)
        if m4:
            self._fours(FOUR_TWO_SINGLES, hand, m1, m2, m4, None, out)
            self._fours(FOUR_TWO_PAIRS, hand, m1, m2, m4, None, out)
        if m4 or tables.bombs is None:
            self._bombs(hand, m1, m4, None, out)
        if (m2 if tables.rocket_lane else m1) & tables.rocket_bits == tables.rocket_bits:
            out.append(tables.rocket)
        return tuple(out)

    # --- answers -------------------------------------------------------------------------

    def _answer_moves(self, hand: int, lead: Combo) -> tuple[Move, ...]:
        """The answer list: plays of the lead's kind that beat it, then bombs, then the rocket."""
        kind = lead.kind
        if kind == ROCKET:
            return ()
        tables = self.tables or self._load_tables()
        masks = rank_masks(hand)
        simple = self._simple_tables.get(kind)
        if simple is not None:
            # singles, pairs, triples (most answers): the table entry of the ranks held
            # that often above the lead's key, returned as is when no bomb can follow
            (low, high), lane = simple
            mask = masks[lane] & _above(lead.key)
            found = low[mask & LOW_MASK] + high[mask >> LOW_BITS]
            no_bomb = not masks[3] and tables.bombs is not None
            if no_bomb and masks[tables.rocket_lane] & tables.rocket_bits != tables.rocket_bits:
                return found
            out = list(found)
        else:
            out = []
            emit = self._answer_emitters.get(kind)
            if emit is not None and kind != BOMB:
                emit(hand, masks, lead, out)
        if masks[3] or tables.bombs is None:
            self._bombs(hand, masks[0], masks[3], lead, out)
        if masks[tables.rocket_lane] & tables.rocket_bits == tables.rocket_bits:
            out.append(tables.rocket)
        return tuple(out)

    def _kicker_answers(self, hand, masks, lead, out) -> None:
        """三带一 / 三带二: every higher triple with each kicker the table lists for it."""
        singles = lead.kind == TRIPLE_SINGLE
        per_triple = self.tables.triple_singles if singles else self.tables.triple_pairs
        kick = masks[0] if singles else masks[1]
        lo, hi = kick & LOW_MASK, kick >> LOW_BITS
        for t in INDICES[masks[2] & _above(lead.key)]:
            low, high = per_triple[t]
            out += low[lo]
            out += high[hi]

    def _chain_answers(self, hand, masks, lead, out) -> None:
        """Chains of the lead's unit and length with a higher top."""
        unit = _CHAIN_UNIT[lead.kind]
        key, length = lead.key, lead.chain
        for move in self.tables.chains[unit][masks[unit - 1] & self.chain_mask]:
            found = move[1]
            if found.chain == length and found.key > key:
                out.append(move)

    def _wing_answers(self, hand, masks, lead, out) -> None:
        m3c = masks[2] & self.chain_mask
        if m3c & m3c >> 1:
            self._planes_with_wings(lead.kind, hand, masks[0], masks[1], m3c, lead, out)

    def _four_answers(self, hand, masks, lead, out) -> None:
        if masks[3]:
            self._fours(lead.kind, hand, masks[0], masks[1], masks[3], lead, out)

    # --- the kinds built per hand ----------------------------------------------------------

    def _bombs(self, hand: int, m1: int, m4: int, lead: Combo | None, out: list[Move]) -> None:
        """Bombs (all of them on a lead or against a non-bomb; else only those that beat it)."""
        table = self.tables.bombs
        if table is not None:
            found = table[0][m4 & LOW_MASK] + table[1][m4 >> LOW_BITS]
        elif BOMB in self.kinds:  # bombs of several sizes (双扣 4..8): one per size the rank allows
            low, high = self.table.bomb_sizes
            found = [(size * UNIT[i], combo(BOMB, i, 1, size)) for i in INDICES[m4 if low == 4 else m1]
                     for size in range(low, min((hand >> SHIFTS[i]) & 15, high) + 1)]
        else:
            return
        if lead is None or (lead.kind != BOMB and lead.kind != SOFT_BOMB):
            out += found
        else:
            out.extend(move for move in found if beats(move[1], lead, self.table))

    def _fours(self, kind: str, hand: int, m1: int, m2: int, m4: int, lead, out) -> None:
        """四带二 of ``kind`` on each rank held exactly four times (above the lead's key)."""
        if kind not in self.kinds:
            return
        for f in INDICES[m4 & _above(-1 if lead is None else lead.key)]:
            if (hand >> SHIFTS[f]) & 15 != 4:
                continue
            base, bit = 4 * UNIT[f], 1 << f
            found = combo(kind, f, 1, 6 if kind == FOUR_TWO_SINGLES else 8)
            if kind == FOUR_TWO_SINGLES:
                out += [(base + kick, found) for kick in self._two_singles(m1 & ~bit, m2 & ~bit)]
            else:
                out += [(base + 2 * UNIT[a] + 2 * UNIT[b], found)
                        for a, b in combinations(INDICES[m2 & ~bit], 2)]

    def _two_singles(self, m1: int, m2: int) -> list[int]:
        """Packed pairs of single kickers from the ranks of ``m1``, ascending.

        Two ranks ``a < b`` give ``UNIT[a] + UNIT[b]``; one rank held twice gives
        ``2 * UNIT[b]`` when the table lets a pair serve as two singles, and sorts
        after every ``UNIT[a] + UNIT[b]`` and before anything with a higher rank,
        so walking ``b`` upwards yields the list already sorted. Both jokers
        together are left out unless the table allows them as kickers.
        """
        table = self.table
        doubles = m2 if self._pairs_as_singles else 0
        below: list[int] = []
        kicks: list[int] = []
        for b in INDICES[m1]:
            unit = UNIT[b]
            kicks += [low + unit for low in below]
            if doubles >> b & 1:
                kicks.append(2 * unit)
            below.append(unit)
        pair = self.joker_pair
        if pair and not table.kickers_may_pair_jokers and m1 >> pair[0] & 1 and m1 >> pair[1] & 1:
            kicks.remove(UNIT[pair[0]] + UNIT[pair[1]])
        return kicks

    def _planes_with_wings(self, kind, hand, m1, m2, m3c, lead, out) -> None:
        """Planes + wings above ``lead`` (any, when leading), sorted by width, top, packed.

        Each play is listed once, under the reading :func:`~.combos.classify` gives
        it, worked out here rather than by calling it (that was most of the cost of a
        hand with a plane). Only single wings on a plane of three or more can make a
        play readable several ways (333444555+777 is also 555666777's neighbour …;
        333444555+666 is a plain plane of four, listed with those): such plays go
        through :meth:`_ambiguous_wings`. Every other body's plays are distinct and
        simply listed body by body (bodies come by width, then top).
        """
        if kind not in self.kinds:
            return
        singles = kind == PLANE_SINGLES
        above = -1 if lead is None else lead.key
        width = 0 if lead is None else lead.chain
        per_unit = 4 if singles else 5
        bodies = self.tables.plane_bodies[m3c]
        for number, (body, plane) in enumerate(bodies):
            key, length = plane.key, plane.chain
            if key <= above or (width and length != width):
                continue
            if singles and length > 2:
                self._ambiguous_wings(hand, bodies[number:], above, width, lead, out)
                return
            plane_bits = ((1 << length) - 1) << (key - length + 1)
            if singles:  # two wings: already ascending
                wing_sets = self._two_singles(m1 & ~plane_bits, m2 & ~plane_bits)
            else:
                wing_sets = sorted([sum(2 * UNIT[i] for i in chosen)
                                    for chosen in combinations(INDICES[m2 & ~plane_bits], length)])
            reading = combo(kind, key, length, length * per_unit)
            out += [(body + wings, reading) for wings in wing_sets]

    def _ambiguous_wings(self, hand, bodies, above, width, lead, out) -> None:
        """Planes of three or more with single wings, from ``bodies`` (list order) on.

        Every body whose leftover cards fit as wings is a reading of the play; the
        one with the highest top wins, and bodies come by ascending top, so the last
        body seen for a play is its reading; sorting by (body number, play) then
        gives list order. Plays that are plain planes are left to those.
        """
        c = counts(hand)
        found: dict[int, int] = {}
        for number, (body, plane) in enumerate(bodies):
            key, length = plane.key, plane.chain
            if key <= above or (width and length != width):
                continue
            plane_bits = ((1 << length) - 1) << (key - length + 1)
            for wings in self._wing_sets(c, plane_bits, length):
                found[body + wings] = number
        if lead is None and PLANE in self.kinds:
            for play, _ in bodies:
                found.pop(play, None)
        readings = [combo(PLANE_SINGLES, plane.key, plane.chain, plane.chain * 4) for _, plane in bodies]
        out += [(play, readings[number]) for number, play in sorted(
            [(number, play) for play, number in found.items()])]

    def _wing_sets(self, c, excluded_bits: int, n: int) -> list[int]:
        """Packed sets of ``n`` single kickers from ranks outside ``excluded_bits``.

        Follows the table: at most ``kicker_max_of_rank`` of one rank, a rank may
        repeat only if the table lets singles pair up, never both jokers.
        """
        table = self.table
        cap = table.kicker_max_of_rank if n > 2 or table.pair_as_two_singles else 1
        if n > 2 and not table.same_rank_single_wings:
            cap = 1
        avail = [(i, min(c[i], cap)) for i in range(len(c)) if c[i] and not excluded_bits >> i & 1]
        results: list[int] = []

        def extend(start: int, left: int, acc: int) -> None:
            if left == 0:
                results.append(acc)
                return
            for pos in range(start, len(avail)):
                i, most = avail[pos]
                unit = UNIT[i]
                for take in range(1, min(most, left) + 1):
                    extend(pos + 1, left - take, acc + take * unit)

        extend(0, n, 0)
        pair = self.joker_pair
        if pair and not table.kickers_may_pair_jokers:
            small, big = 15 * UNIT[pair[0]], 15 * UNIT[pair[1]]
            results = [r for r in results if not (r & small and r & big)]
        return results

    def chains(self, unit: int, mask: int) -> tuple[tuple[int, int, int], ...]:
        """``(packed body, top index, length)`` of every chain (two units or more) of
        ``unit``-card units in ``mask``, sorted by length then top. Memoised by mask.

        Move generation reads :mod:`.movetables` instead; this stays for callers
        that want chain bodies regardless of the kinds' minimum lengths.
        """
        cache_key = (unit, mask)
        found = self._chains.get(cache_key)
        if found is None:
            top = self.table.chain_top
            result = []
            for low in range(top + 1):
                body = 0
                for high in range(low, top + 1):
                    if not mask >> high & 1:
                        break
                    body += unit * UNIT[high]
                    if high > low:
                        result.append((body, high, high - low + 1))
            result.sort(key=lambda entry: (entry[2], entry[1]))
            found = self._chains[cache_key] = tuple(result)
        return found


_GENERATORS: dict[ClimbingTable, MoveGenerator] = {}


def generator(table: ClimbingTable) -> MoveGenerator:
    """The shared (cached) move generator of a variant table."""
    found = _GENERATORS.get(table)
    if found is None:
        found = _GENERATORS[table] = MoveGenerator(table)
    return found


def leads(hand: int, table: ClimbingTable) -> tuple[Move, ...]:
    """Every lead of a packed hand (see :meth:`MoveGenerator.leads`)."""
    return generator(table).leads(hand)


def responses(hand: int, lead: Combo, table: ClimbingTable) -> tuple[Move, ...]:
    """Every play of a packed hand that beats ``lead`` (see :meth:`MoveGenerator.responses`)."""
    return generator(table).responses(hand, lead)
