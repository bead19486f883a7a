"""Listing the plays a hand can make: every lead, and every answer to a lead.

A *move* is ``(play, combo)``: the packed rank counts of the cards to put down
(see :mod:`.ranks`) and the :class:`~.combos.Combo` they stand for. There is one
move per distinct multiset of ranks; which physical cards to use is the
table's business (suits never matter here).

Answers are generated only for the kind being answered (plus bombs and the
rocket), so following a single never looks at planes. Chains come from tables
indexed by which ranks are present, kicker sets are built directly from the
presence masks, and both lists are cached by packed hand, so a search bot that
replays the same position pays once.
"""
from __future__ import annotations

from itertools import combinations

from .combos import Combo, beats, classify, combo
from .ranks import SHIFTS, INDICES, MAX_RANKS, UNIT, presence_masks
from .tables import (
    BOMB, CHAIN_OF_UNIT, DOUDIZHU, FOUR_TWO_PAIRS, FOUR_TWO_SINGLES, KIND_INDEX, KIND_ORDER, PAIR, PLANE,
    PLANE_PAIRS, PLANE_SINGLES, ROCKET, SINGLE, STRAIGHT, PAIR_STRAIGHT, TRIPLE, TRIPLE_PAIR, TRIPLE_SINGLE,
    ClimbingTable,
)

Move = tuple[int, Combo]

_CHAIN_UNIT = {kind: unit for unit, kind in CHAIN_OF_UNIT.items()}


def _move_order(move: Move):
    """Sort key of move lists: kind, chain length, rank, then the packed ranks."""
    found = move[1]
    return (KIND_INDEX[found.kind], found.chain, found.key, move[0])

_CACHE_LIMIT = 300_000


def _above(mask: int, key: int) -> int:
    """The part of a presence mask strictly above order index ``key`` (key -1: all of it)."""
    return mask >> (key + 1) << (key + 1)


class MoveGenerator:
    """Lead and answer lists for one variant table, with their caches."""

    def __init__(self, table: ClimbingTable) -> None:
        self.table = table
        self.kinds = table.kinds
        self.chain_mask = (1 << (table.chain_top + 1)) - 1
        jokers = table.order.joker_indices()
        self.joker_pair = (jokers[0], jokers[1]) if len(jokers) == 2 else None
        #: shortest chain per unit size (a plane needs two triples even when wings are added)
        self._least = {unit: max(2, table.chain_min(kind)) for unit, kind in CHAIN_OF_UNIT.items()}
        self._simple = {kind: [(size * UNIT[i], combo(kind, i, 1, size)) for i in range(MAX_RANKS)]
                        for kind, size in ((SINGLE, 1), (PAIR, 2), (TRIPLE, 3))}
        self._emitters = {
            SINGLE: self._singles, PAIR: self._pairs, TRIPLE: self._triples,
            TRIPLE_SINGLE: self._triple_singles, TRIPLE_PAIR: self._triple_pairs,
            STRAIGHT: self._chain_emitter(STRAIGHT), PAIR_STRAIGHT: self._chain_emitter(PAIR_STRAIGHT),
            PLANE: self._chain_emitter(PLANE), PLANE_SINGLES: self._plane_singles,
            PLANE_PAIRS: self._plane_pairs, FOUR_TWO_SINGLES: self._four_two_singles,
            FOUR_TWO_PAIRS: self._four_two_pairs, BOMB: self._bombs, ROCKET: self._rocket,
        }
        #: the emitters a lead uses, in list order
        self._lead_emitters = [self._emitters[k] for k in KIND_ORDER if k in table.kinds]
        self._chains: dict[tuple[int, int], tuple[tuple[int, int, int], ...]] = {}
        self._leads: dict[int, tuple[Move, ...]] = {}
        self._answers: dict[tuple[int, Combo], tuple[Move, ...]] = {}

    # --- public ------------------------------------------------------------------------

    def leads(self, hand: int) -> tuple[Move, ...]:
        """Every combination the hand can lead, one per rank multiset, sorted by kind, length, rank."""
        found = self._leads.get(hand)
        if found is None:
            if len(self._leads) > _CACHE_LIMIT:
                self._leads.clear()
            found = self._leads[hand] = self._generate(hand, None)
        return found

    def responses(self, hand: int, lead: Combo) -> tuple[Move, ...]:
        """Every play of the hand that beats ``lead`` (passing not included), sorted as :meth:`leads`."""
        cache_key = (hand, lead)
        found = self._answers.get(cache_key)
        if found is None:
            if len(self._answers) > _CACHE_LIMIT:
                self._answers.clear()
            found = self._answers[cache_key] = self._generate(hand, lead)
        return found

    # --- generation --------------------------------------------------------------------
    #
    # Each emitter appends its kind's moves already in list order (chain length, rank,
    # packed ranks), and kinds are visited in KIND_ORDER, so no final sort is needed.

    def _generate(self, hand: int, lead: Combo | None) -> tuple[Move, ...]:
        c = [(hand >> s) & 15 for s in SHIFTS]
        masks = presence_masks(c)
        out: list[Move] = []
        if lead is None:
            for emit in self._lead_emitters:
                emit(c, masks, None, out)
            return tuple(out)
        if lead.kind == ROCKET:
            return ()
        if lead.kind != BOMB:
            emit = self._emitters.get(lead.kind)
            if emit is not None:
                emit(c, masks, lead, out)
        if BOMB in self.kinds:
            self._bombs(c, masks, lead, out)
        if ROCKET in self.kinds:
            self._rocket(c, masks, None, out)
        return tuple(out)

    def _singles(self, c, masks, lead, out) -> None:
        table = self._simple[SINGLE]
        out.extend(table[i] for i in INDICES[_above(masks[0], -1 if lead is None else lead.key)])

    def _pairs(self, c, masks, lead, out) -> None:
        table = self._simple[PAIR]
        out.extend(table[i] for i in INDICES[_above(masks[1], -1 if lead is None else lead.key)])

    def _triples(self, c, masks, lead, out) -> None:
        table = self._simple[TRIPLE]
        out.extend(table[i] for i in INDICES[_above(masks[2], -1 if lead is None else lead.key)])

    def _chain_emitter(self, kind: str):
        unit = _CHAIN_UNIT[kind]

        def emit(c, masks, lead, out) -> None:
            mask = masks[unit - 1] & self.chain_mask
            if lead is None:
                for play, key, length in self.chains(unit, mask):
                    if length >= self._least[unit]:
                        out.append((play, combo(kind, key, length, unit * length)))
            else:
                for play, key, length in self.chains(unit, mask):
                    if key > lead.key and length == lead.chain:
                        out.append((play, combo(kind, key, length, unit * length)))

        return emit

    def _triple_singles(self, c, masks, lead, out) -> None:
        m1 = masks[0]
        for t in INDICES[_above(masks[2], -1 if lead is None else lead.key)]:
            base = 3 * UNIT[t]
            found = combo(TRIPLE_SINGLE, t, 1, 4)
            out.extend((base + UNIT[k], found) for k in INDICES[m1 & ~(1 << t)])

    def _triple_pairs(self, c, masks, lead, out) -> None:
        m2 = masks[1]
        for t in INDICES[_above(masks[2], -1 if lead is None else lead.key)]:
            base = 3 * UNIT[t]
            found = combo(TRIPLE_PAIR, t, 1, 5)
            out.extend((base + 2 * UNIT[k], found) for k in INDICES[m2 & ~(1 << t)])

    def _four_two_singles(self, c, masks, lead, out) -> None:
        for f in self._fours(c, masks[3], lead):
            base = 4 * UNIT[f]
            found = combo(FOUR_TWO_SINGLES, f, 1, 6)
            out.extend((base + kick, found) for kick in sorted(self._wing_sets(c, 1 << f, 2)))

    def _four_two_pairs(self, c, masks, lead, out) -> None:
        for f in self._fours(c, masks[3], lead):
            base = 4 * UNIT[f]
            found = combo(FOUR_TWO_PAIRS, f, 1, 8)
            out.extend((base + 2 * UNIT[a] + 2 * UNIT[b], found)
                       for a, b in combinations(INDICES[masks[1] & ~(1 << f)], 2))

    def _fours(self, c, m4, lead):
        """Ranks held exactly four times (a 四带二's main part)."""
        return [f for f in INDICES[_above(m4, -1 if lead is None else lead.key)] if c[f] == 4]

    def _bombs(self, c, masks, lead, out) -> None:
        low, high = self.table.bomb_sizes
        for i in INDICES[masks[3] if low == 4 else masks[0]]:
            for size in range(low, min(c[i], high) + 1):
                bomb = combo(BOMB, i, 1, size)
                if lead is None or beats(bomb, lead, self.table):
                    out.append((size * UNIT[i], bomb))

    def _rocket(self, c, masks, lead, out) -> None:
        pair = self.joker_pair
        if pair and self.table.rocket_jokers == 2 and c[pair[0]] and c[pair[1]]:
            out.append((UNIT[pair[0]] + UNIT[pair[1]], combo(ROCKET, pair[1], 1, 2)))

    def _plane_singles(self, c, masks, lead, out) -> None:
        self._planes_with_wings(PLANE_SINGLES, c, masks, lead, out)

    def _plane_pairs(self, c, masks, lead, out) -> None:
        self._planes_with_wings(PLANE_PAIRS, c, masks, lead, out)

    def _planes_with_wings(self, kind, c, masks, lead, out) -> None:
        """Planes + wings. One multiset can read several ways (333444555666 is also a plain
        plane of four), so each play is listed once, under the reading classify gives it."""
        singles = kind == PLANE_SINGLES
        above = -1 if lead is None else lead.key
        width = 0 if lead is None else lead.chain
        found: dict[int, Combo] = {}
        for body, key, length in self.chains(3, masks[2] & self.chain_mask):
            if key <= above or length < self._least[3] or (width and length != width):
                continue
            plane_bits = ((1 << length) - 1) << (key - length + 1)
            if singles:
                wing_sets = self._wing_sets(c, plane_bits, length)
            else:
                wing_sets = [sum(2 * UNIT[i] for i in chosen)
                             for chosen in combinations(INDICES[masks[1] & ~plane_bits], length)]
            for wings in wing_sets:
                found[body + wings] = None
        if not found:
            return
        plain = {play for play, reading in out if reading.kind == PLANE} if lead is None else ()
        moves = [(play, classify(play, lead, self.table)) for play in found if play not in plain]
        moves.sort(key=_move_order)
        out.extend(moves)

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
        """``(packed body, top index, length)`` of every chain of ``unit``-card units in ``mask``.

        Memoised by the presence mask, so each shape of hand is worked out once.
        """
        cache_key = (unit, mask)
        found = self._chains.get(cache_key)
        if found is None:
            least = min(self._least.values())
            result = []
            top = self.table.chain_top
            run_start = None
            for i in range(top + 2):
                inside = i <= top and mask >> i & 1
                if inside and run_start is None:
                    run_start = i
                elif not inside and run_start is not None:
                    for low in range(run_start, i):
                        body = 0
                        for high in range(low, i):
                            body += unit * UNIT[high]
                            if high - low + 1 >= least:
                                result.append((body, high, high - low + 1))
                    run_start = None
            result.sort(key=lambda entry: (entry[2], entry[1]))
            found = self._chains[cache_key] = tuple(result)
        return found


_GENERATORS: dict[ClimbingTable, MoveGenerator] = {}


def generator(table: ClimbingTable = DOUDIZHU) -> MoveGenerator:
    """The shared (cached) move generator of a variant table."""
    found = _GENERATORS.get(table)
    if found is None:
        found = _GENERATORS[table] = MoveGenerator(table)
    return found


def leads(hand: int, table: ClimbingTable = DOUDIZHU) -> tuple[Move, ...]:
    """Every lead of a packed hand (see :meth:`MoveGenerator.leads`)."""
    return generator(table).leads(hand)


def responses(hand: int, lead: Combo, table: ClimbingTable = DOUDIZHU) -> tuple[Move, ...]:
    """Every play of a packed hand that beats ``lead`` (see :meth:`MoveGenerator.responses`)."""
    return generator(table).responses(hand, lead)
