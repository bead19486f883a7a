"""癞子斗地主 (``doudizhu-wild``): listing the plays a hand with wild 3s can make.

Reading one play (what a 3 stands for, which combination that makes, what beats what) is
:mod:`.wild_readings`' job; the names it exports are imported here too, for the callers
that know this module only.

:class:`WildMoves` lists every play of a hand as ``(actual, combo, virtual)``. Plays with no
stand-in come from the shared generator of :data:`WILD_TABLE`; plays with stand-ins are
built kind by kind: a *body* (same-rank group or chain) in which each rank takes its cards
from the hand or from 3s, then kickers. A 3 used as a kicker never needs a particular
rank: it is read as itself or, where a 3 may not be a kicker (a plane through the 3s,
four 3s among the kickers), as a rank found nowhere else in the play; any other rank
would give the same cards the same combination.
"""
from __future__ import annotations

from collections import deque
from itertools import combinations

from ..combos import Combo, combo
from ..movecache import CachedMoves
from ..moves import generator
from ..ranks import UNIT, counts, rank_masks
from ..tables import (
    BOMB, BOMB_KINDS, CHAIN_OF_UNIT, FOUR_TWO_SINGLES, KIND_ORDER, PAIR, PAIR_STRAIGHT, PLANE,
    PLANE_PAIRS, PLANE_SINGLES, ROCKET, SINGLE, SOFT_BOMB, STRAIGHT, TRIPLE, TRIPLE_PAIR,
    TRIPLE_SINGLE,
)
from .wild_readings import (
    CACHE_LIMIT, KIND_RANK, WILD_TABLE, WildMove, choose, plain_combos, read_play, reading_of,
    readings_of, virtual_of, wild_beats, wild_combos,
)

__all__ = [
    "SOFT_BOMB", "WILD_TABLE", "WildMove", "WildMoves", "read_play", "reading_of",
    "readings_of", "virtual_of", "wild_beats", "wild_moves",
]

_ORDER = WILD_TABLE.order
_SMALL, _BIG = _ORDER.joker_indices()
_TOP = _ORDER.chain_top  # the A: chains stop there, stand-ins included
_PLAIN_RANKS = range(1, _SMALL)  # 4 … A, 2: the ranks a stand-in may complete a group of
#: bit 3 of every rank's count: with it set, a hand less a play keeps every such bit exactly
#: when the play is inside the hand (no rank is held more than 4 times)
_GUARD = sum(8 << 4 * i for i in range(_ORDER.size))
#: hands whose lead lists stay at hand to filter the next, smaller hands' lists from
_RECENT_HANDS = 16


# --- listing moves --------------------------------------------------------------------------

class _Builder:
    """The plays of one hand in which at least one 3 stands in for another rank.

    ``found`` maps ``(actual, combo)`` to the move, so two readings giving the same cards the
    same combination are listed once, and a play the plain list already has is left out.
    """

    def __init__(self, hand: int, lead: Combo | None) -> None:
        self.hand = hand
        self.c = counts(hand)
        self.k = self.c[0]
        self.lead = lead
        self.found: dict[tuple[int, int], WildMove] = {}

    def add(self, actual: int, virtual: int) -> None:
        """Keep ``actual`` read as ``virtual`` (stand-ins in it) if it is a new, beating play.

        (A joker bomb comes through :meth:`joker_bombs`.)
        """
        if actual < 16:  # 3s only
            return
        found = wild_combos(virtual)
        if not found:
            return
        lead = self.lead
        if lead is None:
            read = found[0]
        else:
            read = choose(found, lead)
            if not wild_beats(read, lead):
                return
        key = (actual, id(read))  # Combos are interned
        if key in self.found:
            return
        plain = plain_combos(actual)
        if plain and (plain[0] if lead is None else choose(plain, lead)) is read:
            return  # the plain list has it
        self.found[key] = (actual, read, virtual)

    def add_each(self, actual: int, virtual: int, extras) -> None:
        """:meth:`add` of ``actual + extra`` read as ``virtual + extra`` for each extra, in order."""
        for extra in extras:
            self.add(actual + extra, virtual + extra)

    # bodies -----------------------------------------------------------------------------

    def extend(self, partial: list, index: int, unit: int) -> list:
        """Bodies ``(actual, virtual, 3s used, stand-ins)`` grown by ``unit`` cards of ``index``.

        Each rank takes any number of its own cards and the rest from 3s (a 3 may stand in
        for a card the hand holds: that keeps different cards); the 3 itself only as 3s.
        """
        k, out = self.k, []
        if index == 0:
            return [(a + unit, v + unit, used + unit, s) for a, v, used, s in partial if used + unit <= k]
        unit_card, own = UNIT[index], min(self.c[index], unit)
        for a, v, used, s in partial:
            for mine in range(own, -1, -1):
                extra = unit - mine
                if used + extra > k:
                    break
                out.append((a + mine * unit_card + extra, v + unit * unit_card, used + extra, s + extra))
        return out

    def chains(self, unit: int, length: int = 0, above: int = -1):
        """``(top, length, bodies)`` of every chain of ``unit`` (one length if given, top above)."""
        least = max(2, WILD_TABLE.chain_min(CHAIN_OF_UNIT[unit]))
        for low in range(_TOP + 1):
            partial = [(0, 0, 0, 0)]
            for top in range(low, _TOP + 1):
                partial = self.extend(partial, top, unit)
                size = top - low + 1
                if not partial or (length and size > length):
                    break
                if size >= least and (not length or size == length) and top > above:
                    yield top, size, partial

    # kinds --------------------------------------------------------------------------------

    def groups(self, size: int, above: int = -1) -> None:
        """Pairs, triples and soft bombs: some cards of a rank and 3s for the rest."""
        for index in _PLAIN_RANKS:
            own = self.c[index]
            if index <= above or not own:
                continue
            for mine in range(min(own, size - 1), 0, -1):
                if size - mine > self.k:
                    break
                self.add(mine * UNIT[index] + size - mine, size * UNIT[index])

    def joker_bombs(self) -> None:
        """A joker + a 3: that joker's soft bomb (never a plain play)."""
        if self.k:
            for joker in (_SMALL, _BIG):
                read = combo(SOFT_BOMB, joker, 1, 2)
                if self.c[joker] and (self.lead is None or wild_beats(read, self.lead)):
                    self.found[(UNIT[joker] + 1, id(read))] = (UNIT[joker] + 1, read, 2 * UNIT[joker])

    def plain_chains(self, unit: int, length: int = 0, above: int = -1) -> None:
        for _, _, bodies in self.chains(unit, length, above):
            for a, v, _, s in bodies:
                if s:
                    self.add(a, v)

    def triples(self, above: int = -1):
        """Triples (bodies) of every rank above ``above``: ``(rank, actual, virtual, 3s used, stand-ins)``."""
        for top in range(above + 1, _SMALL):
            for a, v, used, s in self.extend([(0, 0, 0, 0)], top, 3):
                yield top, a, v, used, s

    def triple_singles(self, above: int = -1) -> None:
        """三带一 whose triple has a stand-in; the kicker is a card or a 3 as itself.

        (A 3 kicker read as another rank gives the same cards the same combination.)
        """
        c, k = self.c, self.k
        for top, a, v, used, s in self.triples(above):
            if s:
                for kick in range(1, _ORDER.size):
                    if c[kick] and kick != top:
                        self.add(a + UNIT[kick], v + UNIT[kick])
                if used < k:
                    self.add(a + 1, v + 1)

    def triple_pairs(self, above: int = -1) -> None:
        """三带二 whose triple or pair has a stand-in: the pair a rank's two cards, one + a 3, or 33."""
        c, k = self.c, self.k
        for top, a, v, used, s in self.triples(above):
            for kick in _PLAIN_RANKS:
                if kick == top or not c[kick]:
                    continue
                if s and c[kick] >= 2:
                    self.add(a + 2 * UNIT[kick], v + 2 * UNIT[kick])
                if used < k:
                    self.add(a + UNIT[kick] + 1, v + 2 * UNIT[kick])
            if s and used + 2 <= k:
                self.add(a + 2, v + 2)

    def fours(self, above: int = -1) -> None:
        """四带二 (two singles) whose four has stand-ins; the kickers are cards or 3s as 3s.

        (A 3 kicker read as another rank gives the same cards the same combination.)
        """
        c = self.c
        for four in range(max(1, above + 1), _SMALL):
            cards = [i for i in range(1, _ORDER.size) if c[i] and i != four for _ in range(min(c[i], 2))]
            for a, v, used, s in self.extend([(0, 0, 0, 0)], four, 4):
                pool = [0] * min(self.k - used, 2) + cards
                for x, y in sorted(set(combinations(pool, 2))):
                    kick = UNIT[x] + UNIT[y]
                    if x == y == 0 and not WILD_TABLE.pair_as_two_singles:
                        # two 3s taken along are a pair as themselves: they stand for two other
                        # ranks, which makes them two singles (also on a four without stand-ins)
                        neutral = _neutral(v, 2, 1)
                        if neutral is not None:
                            self.add(a + kick, v + neutral)
                    elif s:
                        self.add(a + kick, v + kick)

    def planes(self, kinds, width: int = 0, above: int = -1) -> None:
        """Planes (plain, with single or with pair wings, as ``kinds`` asks) using a stand-in."""
        for top, size, bodies in self.chains(3, width, above):
            low = top - size + 1
            outside = [i for i in range(1, _ORDER.size) if self.c[i] and not low <= i <= top]
            wing_sets: dict[int, list[int]] = {}
            for a, v, used, s in bodies:
                left = self.k - used
                if PLANE in kinds and s:
                    self.add(a, v)
                if PLANE_SINGLES in kinds:
                    self.single_wings(a, v, s, left, size, outside, wing_sets)
                if PLANE_PAIRS in kinds:
                    self.pair_wings(a, v, s, left, size, low, outside)

    def single_wings(self, a, v, s, left, size, outside, wing_sets) -> None:
        """``size`` single wings: cards of ranks outside the plane, then 3s as 3s or neutral.

        Both readings of a 3 wing are tried: as itself it may make a plane of 3s (another
        reading of the same cards), and where it may not be a wing the neutral one is valid.
        """
        for threes in range(min(left, size) + 1):
            if not threes:  # wings of cards only: the plane's stand-ins make them wild plays
                if s:
                    naturals = wing_sets.get(size)
                    if naturals is None:
                        naturals = wing_sets[size] = _multisets(
                            [(i, min(self.c[i], 3)) for i in outside], size)
                    self.add_each(a, v, naturals)
                continue
            naturals = wing_sets.get(size - threes)
            if naturals is None:
                naturals = wing_sets[size - threes] = _multisets(
                    [(i, min(self.c[i], 3)) for i in outside], size - threes)
            for wings in naturals:
                body = v + wings
                for as_three in range(threes + 1):
                    neutral = _neutral(body, threes - as_three, 1)
                    if (s or neutral) and neutral is not None:
                        self.add(a + wings + threes, body + as_three + neutral)

    def pair_wings(self, a, v, s, left, size, low, outside) -> None:
        """``size`` pair wings: a rank's pair, one card + a 3, or two 3s.

        Two 3s are a pair of 3s where they may be (not in a plane through the 3s, and one
        such pair at most: four 3s never serve as kickers), else a neutral pair.
        """
        options = []  # (actual, virtual, 3s used, stand-ins) of one wing, a rank's options together
        for i in outside:
            if i < _SMALL:
                if self.c[i] >= 2:
                    options.append((2 * UNIT[i], 2 * UNIT[i], 0, 0))
                options.append((UNIT[i] + 1, 2 * UNIT[i], 1, 1))
        for chosen in _choose_wings(options, size, left):
            used = sum(o[2] for o in chosen)
            doubles = size - len(chosen)
            if 2 * doubles > left - used:
                continue
            as_three = 1 if doubles and low > 0 else 0
            body = v + sum(o[1] for o in chosen)
            neutral = _neutral(body, doubles - as_three, 2)
            if neutral is not None and (s or used or neutral):
                self.add(a + sum(o[0] for o in chosen) + 2 * doubles, body + 2 * as_three + neutral)


class _LeadBuilder(_Builder):
    """The builder of a lead list: every candidate's verdict comes from one memo lookup.

    On an empty table a candidate's fate depends on its cards and its virtual ranks alone
    (its preferred reading, and whether the plain list already has the cards under it), so
    :func:`_lead_entry` settles it once per ``(actual, virtual)`` for every later hand: the
    wild lead lists were most of a 癞子斗地主 play-out, and this check most of each list.
    Candidates are keys ``actual << 64 | virtual``, so a body's kickers are one addition
    each; the moves go straight into one list per kind, ``seen`` keeping each play once.
    """

    def __init__(self, hand: int) -> None:
        super().__init__(hand, None)
        self.seen: set[int] = set()
        self.by_kind: list[list[WildMove]] = [[] for _ in KIND_ORDER]

    def lists(self) -> tuple[tuple[WildMove, ...], ...]:
        return tuple(map(tuple, self.by_kind))

    def add(self, actual: int, virtual: int) -> None:
        key = actual << 64 | virtual
        entry = _LEAD_ENTRY.get(key)
        if entry is None:
            entry = _lead_entry(key)
        if entry and entry[0] not in self.seen:
            self.seen.add(entry[0])
            self.by_kind[entry[2]].append(entry[1])

    def add_keys(self, base: int, extras) -> None:
        """Keep the candidates ``base + extra`` (keys as in :data:`_LEAD_ENTRY`), in order."""
        memo, seen, by_kind = _LEAD_ENTRY, self.seen, self.by_kind
        for extra in extras:
            key = base + extra
            entry = memo.get(key)
            if entry is None:
                entry = _lead_entry(key)
            if entry and entry[0] not in seen:
                seen.add(entry[0])
                by_kind[entry[2]].append(entry[1])

    def add_entries(self, entries) -> None:
        seen, by_kind = self.seen, self.by_kind
        for entry in entries:
            if entry[0] not in seen:
                seen.add(entry[0])
                by_kind[entry[2]].append(entry[1])

    def joker_bombs(self) -> None:
        if self.k:
            for joker in (_SMALL, _BIG):
                if self.c[joker]:
                    read = combo(SOFT_BOMB, joker, 1, 2)
                    actual = UNIT[joker] + 1
                    self.add_entries(((_mark(actual, read), (actual, read, 2 * UNIT[joker]),
                                       KIND_RANK[SOFT_BOMB]),))

    def triple_singles(self, above: int = -1) -> None:
        """As :meth:`_Builder.triple_singles`, the kickers of each triple added in one go."""
        c, k = self.c, self.k
        held = [i for i in range(1, _ORDER.size) if c[i]]
        for top, a, v, used, s in self.triples(above):
            if s:
                self.add_keys(a << 64 | v, [UNIT[i] << 64 | UNIT[i] for i in held if i != top])
                if used < k:
                    self.add(a + 1, v + 1)

    def triple_pairs(self, above: int = -1) -> None:
        """As :meth:`_Builder.triple_pairs`, the kicker pairs of each triple added in one go."""
        c, k = self.c, self.k
        kicks = [(kick, 2 * (UNIT[kick] << 64 | UNIT[kick]) if c[kick] >= 2 else 0,
                  (UNIT[kick] + 1) << 64 | 2 * UNIT[kick]) for kick in _PLAIN_RANKS if c[kick]]
        two_threes = 2 << 64 | 2
        for top, a, v, used, s in self.triples(above):
            extras = []
            for kick, pair, with_three in kicks:
                if kick != top:
                    if s and pair:
                        extras.append(pair)
                    if used < k:
                        extras.append(with_three)
            if s and used + 2 <= k:
                extras.append(two_threes)
            self.add_keys(a << 64 | v, extras)

    def fours(self, above: int = -1) -> None:
        """As :meth:`_Builder.fours`, its kicker pairs listed in order without sorting a set.

        Two kickers ``(x, y)`` come in ascending order with 3s (index 0) first: two 3s (a
        neutral pair), a 3 with each card, then each rank's pair before it with higher ranks.
        """
        c, k = self.c, self.k
        ranks = [i for i in range(1, _ORDER.size) if c[i]]
        every_pair = []  # (x, y, key of x + y), in the order above
        for n, x in enumerate(ranks):
            if c[x] >= 2:
                every_pair.append((x, x, 2 * (UNIT[x] << 64 | UNIT[x])))
            every_pair += [(x, y, (UNIT[x] + UNIT[y]) << 64 | UNIT[x] + UNIT[y]) for y in ranks[n + 1:]]
        for four in range(max(1, above + 1), _SMALL):
            bodies = self.extend([(0, 0, 0, 0)], four, 4)
            if not bodies:
                continue
            v = 4 * UNIT[four]
            neutral = _neutral(v, 2, 1)
            pairs = with_three = None
            for a, _, used, s in bodies:
                threes = k - used
                if threes >= 2 and neutral is not None:
                    self.add(a + 2, v + neutral)
                if s:
                    if pairs is None:
                        pairs = [key for x, y, key in every_pair if x != four and y != four]
                        with_three = [(1 + UNIT[y]) << 64 | UNIT[y] + 1 for y in ranks if y != four]
                    if threes:
                        self.add_keys(a << 64 | v, with_three)
                    self.add_keys(a << 64 | v, pairs)

    def plain_chains(self, unit: int, length: int = 0, above: int = -1) -> None:
        """Every chain of ``unit`` with a stand-in, from the memo of the ranks in reach.

        Such a chain takes at most ``unit`` cards of each rank up to the A and 3s for the rest,
        so the hand's ranks held once (and twice) up to the A and its number of 3s decide them.
        """
        masks = rank_masks(self.hand)
        key = (unit, self.k, masks[0] & _CHAIN_BITS, masks[1] & _CHAIN_BITS if unit > 1 else 0)
        entries = _LEAD_CHAINS.get(key)
        if entries is None:
            if len(_LEAD_CHAINS) > CACHE_LIMIT:
                _LEAD_CHAINS.clear()
            entries = _LEAD_CHAINS[key] = _chain_entries(self, unit)
        self.add_entries(entries)

    def planes(self, kinds=None, width: int = 0, above: int = -1) -> None:
        """As :meth:`_Builder.planes` for every kind of plane, each plane's wings planned once.

        Every body of one plane stands for the same ranks, so what its wings make (their
        cards, what they stand for, how many 3s they take, whether they need a stand-in in
        the body) is worked out once per plane, and each body only adds its own cards.
        """
        c, k = self.c, self.k
        for top, size, bodies in self.chains(3, width, above):
            low = top - size + 1
            v = bodies[0][1]  # every body of the plane stands for the same ranks
            outside = [(i, min(c[i], 3)) for i in range(1, _ORDER.size) if c[i] and not low <= i <= top]
            spare = k - min(body[2] for body in bodies)  # the most 3s a body leaves for wings
            singles = _single_wing_plans(v, size, outside, min(spare, size))
            pairs = _pair_wing_plans(v, size, low, outside, spare)
            with_cards = combo(PLANE_SINGLES, top, size, 4 * size)
            with_pairs = combo(PLANE_PAIRS, top, size, 5 * size)
            for a, _, used, s in bodies:
                left = k - used
                base = a << 64
                if s:
                    self.add_keys(base, (v,))
                    self.add_known(base, singles[0][0], with_cards, v)
                for threes in range(1, min(left, size) + 1):
                    self.add_keys(base, singles[threes][0 if s else 1])
                if s:
                    self.add_known(base, [key for need, _, key in pairs if need <= left], with_pairs, v)
                else:
                    self.add_keys(base, [key for need, needs_s, key in pairs if need <= left and not needs_s])

    def add_known(self, base: int, extras, read: Combo, v: int) -> None:
        """:meth:`add_keys` of a plane body with a stand-in in it, reading ``v``, and its wings.

        A new candidate whose wings can only make the plane ``read`` (:func:`_plane_entry`)
        is made without reading it: the costliest part of a lead list whose plays are new.
        """
        seen, memo, by_kind = self.seen, _LEAD_ENTRY, self.by_kind
        for extra in extras:
            key = base + extra
            entry = memo.get(key)
            if entry is None:
                entry = _plane_entry(key, read, v)
            if entry and entry[0] not in seen:
                seen.add(entry[0])
                by_kind[entry[2]].append(entry[1])


def _chain_entries(built: _LeadBuilder, unit: int) -> tuple:
    """The entries of every chain of ``unit`` with a stand-in in ``built``'s hand, in order.

    Chain by chain (low end, then top), each chain's from :data:`_CHAIN_RUNS`: the plays of
    one run of ranks depend on the hand's counts there (up to ``unit``) and its 3s only.
    """
    c, k = built.c, built.k
    kind = CHAIN_OF_UNIT[unit]
    least = max(2, WILD_TABLE.chain_min(kind))
    once, twice = rank_masks(built.hand)[:2]
    if unit == 1:
        twice = 0
    entries: list = []
    for low in range(_TOP + 1):
        short = 0  # cards the run lacks, which 3s must stand in for (the 3s' own rank: all)
        for top in range(low, _TOP + 1):
            short += unit if top == 0 else unit - min(c[top], unit)
            if short > k:
                break
            if top - low + 1 >= least:
                bits = (1 << top + 1) - (1 << low)
                key = (unit, k, low, top, once & bits, twice & bits)
                run = _CHAIN_RUNS.get(key)
                if run is None:
                    if len(_CHAIN_RUNS) > CACHE_LIMIT:
                        _CHAIN_RUNS.clear()
                    run = _CHAIN_RUNS[key] = _run_entries(built, kind, unit, low, top)
                entries += run
    return tuple(entries)


def _run_entries(built: _LeadBuilder, kind: str, unit: int, low: int, top: int) -> tuple:
    """The plays of the chain ``low`` … ``top`` with a stand-in, as :meth:`_Builder.chains` meets them.

    Each is made without reading it: ranks once (twice) each in a row read as that straight
    (pair straight) only, and cards with a stand-in in them are no plain play of it; each
    has other cards, so none is listed twice.
    """
    partial = [(0, 0, 0, 0)]
    for index in range(low, top + 1):
        partial = built.extend(partial, index, unit)
    read = combo(kind, top, top - low + 1, unit * (top - low + 1))
    serial, rank = _serial(read), KIND_RANK[kind]
    return tuple((a << 20 | serial, (a, read, v), rank) for a, v, _, s in partial if s)


def _single_wing_plans(v: int, size: int, outside, most: int) -> list:
    """Per number of 3s among ``size`` single wings: the keys added to a body's ``actual << 64``.

    ``plans[threes]`` (up to ``most``) is ``(with a stand-in in the body, without one)``; the
    wings are cards of ranks outside the plane and 3s read as 3s or as ranks found nowhere in
    the play (see :meth:`_Builder.single_wings`, whose order this keeps).
    """
    plans = []
    for threes in range(most + 1):
        with_s, without = [], []
        for wings in _multisets(outside, size - threes):
            body = v + wings
            if not threes:
                with_s.append(wings << 64 | body)
                continue
            for as_three in range(threes + 1):
                neutral = _neutral(body, threes - as_three, 1)
                if neutral is not None:
                    key = (wings + threes) << 64 | body + as_three + neutral
                    with_s.append(key)
                    if neutral:
                        without.append(key)
        plans.append((with_s, without))
    return plans


def _pair_wing_plans(v: int, size: int, low: int, outside, budget: int) -> list:
    """``(3s needed, needs a stand-in in the body, plan)`` of every set of ``size`` pair wings.

    As :meth:`_Builder.pair_wings`, in its order: a body with ``left`` 3s to spare takes the
    plans needing at most ``left``.
    """
    options = []
    for i, most in outside:
        if i < _SMALL:
            if most >= 2:
                options.append((2 * UNIT[i], 2 * UNIT[i], 0))
            options.append((UNIT[i] + 1, 2 * UNIT[i], 1))
    plans = []
    for chosen, used, actual, virtual in _wing_choices(options, size, budget):
        doubles = size - chosen
        as_three = 1 if doubles and low > 0 else 0
        body = v + virtual
        neutral = _neutral(body, doubles - as_three, 2)
        if neutral is not None and used + 2 * doubles <= budget:
            plans.append((used + 2 * doubles, not (used or neutral),
                          (actual + 2 * doubles) << 64 | body + 2 * as_three + neutral))
    return plans


#: one card of every rank; the top bit of every rank's count
_ONES = sum(UNIT)
_TOPS = 8 * _ONES
_BOTH_JOKERS = UNIT[_SMALL] + UNIT[_BIG]


def _plain_wings(wings: int) -> bool:
    """Whether single wings ``wings`` (cards outside the plane) can only make the plane itself.

    They can when no rank among them is held three times (no second plane, no longer one)
    and they are not both jokers (never kickers together): the virtual ranks then read as
    that plane with single wings and nothing else, whatever the plane.
    """
    return not (wings + 5 * _ONES) & _TOPS and wings & _BOTH_JOKERS != _BOTH_JOKERS


def _wing_choices(options: list, size: int, budget: int) -> list:
    """``(wings, 3s used, actual, virtual)`` of the sets :func:`_choose_wings` yields, in its order."""
    found = []

    def extend(start: int, chosen: int, used: int, actual: int, virtual: int, last_rank: int) -> None:
        found.append((chosen, used, actual, virtual))
        if chosen == size:
            return
        for pos in range(start, len(options)):
            wing_actual, wing_virtual, threes = options[pos]
            if wing_virtual == last_rank or used + threes > budget:
                continue
            extend(pos + 1, chosen + 1, used + threes, actual + wing_actual, virtual + wing_virtual,
                   wing_virtual)

    extend(0, 0, 0, 0, 0, 0)
    return found


_CHAIN_BITS = (1 << _TOP + 1) - 1
#: ``(unit, 3s, ranks held once, ranks held twice)`` -> the entries of the chains with a stand-in
_LEAD_CHAINS: dict[tuple, tuple] = {}
#: ``(unit, 3s, low, top, ranks there held once, twice)`` -> the entries of that chain's plays
_CHAIN_RUNS: dict[tuple, tuple] = {}

#: ``actual << 64 | virtual`` -> ``(mark, move, kind rank)``, or ``()`` for no new lead; the
#: mark (:func:`_mark`) tells two readings of the same cards as the same combination apart
_LEAD_ENTRY: dict[int, tuple] = {}
_LOW_64 = (1 << 64) - 1
#: ``id(combo)`` -> a small number (Combos are interned, never freed: an id stays theirs)
_SERIAL: dict[int, int] = {}


def _mark(actual: int, read: Combo) -> int:
    """One int per pair of cards and combination (a set of ints hashes faster than of pairs)."""
    return actual << 20 | _serial(read)


def _serial(read: Combo) -> int:
    serial = _SERIAL.get(id(read))
    if serial is None:
        serial = _SERIAL[id(read)] = len(_SERIAL)
    return serial


#: ``id(combo)`` -> :func:`_main_part` of it
_MAIN: dict[int, int] = {}
#: cards of each rank of a kind's main part (its kickers are not part of it)
_MAIN_UNIT = {SINGLE: 1, PAIR: 2, TRIPLE: 3, BOMB: 4, TRIPLE_SINGLE: 3, TRIPLE_PAIR: 3, STRAIGHT: 1,
              PAIR_STRAIGHT: 2, PLANE: 3, PLANE_SINGLES: 3, PLANE_PAIRS: 3, FOUR_TWO_SINGLES: 4}


def _main_part(read: Combo) -> int:
    """The packed cards every play read as ``read`` with its 3s as themselves holds; -1 for none.

    A candidate whose cards lack them is no plain play of that combination, so its plain
    readings need not be worked out (most stand-ins fill the main part, where this shows).
    A soft bomb is never a plain reading.
    """
    unit = _MAIN_UNIT.get(read.kind)
    if unit is None:
        main = -1
    else:
        main = sum(unit * UNIT[i] for i in range(read.key - read.chain + 1, read.key + 1))
    _MAIN[id(read)] = main
    return main


def _plane_entry(key: int, read: Combo, v: int) -> tuple:
    """:func:`_lead_entry` of a plane body with a stand-in in it, reading ``v``, and wings.

    Pair wings (a pair each of as many ranks, none a joker, none in the plane) can only make
    the plane with pairs; single wings of cards only, the plane with single wings if
    :func:`_plain_wings`. The play is then that plane, and no plain play (its cards lack a
    card of the plane), so it needs no reading; other wings are read as any candidate is.
    """
    actual, virtual = key >> 64, key & _LOW_64
    if read.kind == PLANE_SINGLES and not _plain_wings(virtual - v):
        return _lead_entry(key)
    found = (_mark(actual, read), (actual, read, virtual), KIND_RANK[read.kind])
    if len(_LEAD_ENTRY) > CACHE_LIMIT:
        _LEAD_ENTRY.clear()
    _LEAD_ENTRY[key] = found
    return found


def _lead_entry(key: int) -> tuple:
    """What :meth:`_Builder.add` decides for a lead candidate, memoised (see :class:`_LeadBuilder`)."""
    actual, virtual = key >> 64, key & _LOW_64
    found: tuple = ()
    if actual >= 16:
        readings_found = wild_combos(virtual)
        if readings_found:
            read = readings_found[0]
            main = _MAIN.get(id(read))
            if main is None:
                main = _main_part(read)
            if main < 0 or ((actual | _GUARD) - main) & _GUARD != _GUARD:
                plain = ()  # the cards as themselves lack the combination's main part
            else:
                plain = plain_combos(actual)
            if not (plain and plain[0] is read):
                found = (_mark(actual, read), (actual, read, virtual), KIND_RANK[read.kind])
    if len(_LEAD_ENTRY) > CACHE_LIMIT:
        _LEAD_ENTRY.clear()
    _LEAD_ENTRY[key] = found
    return found


def _multisets(avail: list[tuple[int, int]], n: int) -> list[int]:
    """Packed multisets of ``n`` cards taking at most ``most`` of each ``(index, most)``."""
    found: list[int] = []

    def extend(start: int, left: int, acc: int) -> None:
        if not left:
            found.append(acc)
            return
        for pos in range(start, len(avail)):
            index, most = avail[pos]
            for take in range(1, min(most, left) + 1):
                extend(pos + 1, left - take, acc + take * UNIT[index])

    extend(0, n, 0)
    return found


def _choose_wings(options: list, size: int, budget: int):
    """Sets of at most ``size`` pair wings, one per rank, using at most ``budget`` 3s."""
    def extend(start: int, chosen: list, used: int, last_rank: int):
        yield chosen
        if len(chosen) == size:
            return
        for pos in range(start, len(options)):
            option = options[pos]
            rank_bits = option[1]
            if rank_bits == last_rank or used + option[2] > budget:
                continue
            yield from extend(pos + 1, chosen + [option], used + option[2], rank_bits)

    # options of one rank are adjacent, so "not the rank just taken" keeps one pair per rank
    return extend(0, [], 0, 0)


def _neutral(virtual: int, n: int, each: int) -> int | None:
    """``n`` ranks of ``each`` cards found nowhere in ``virtual`` (2, A, K … first), packed.

    Such a kicker can neither join nor break a combination, so it stands for every rank
    the 3 could equally be read as. None if the play leaves too few ranks free.
    """
    found = 0
    for index in range(_SMALL - 1, 0, -1):
        if not n:
            break
        if not (virtual >> 4 * index) & 15:
            found += each * UNIT[index]
            n -= 1
    return None if n else found


class WildMoves(CachedMoves):
    """Leads and answers of a packed hand in 癞子斗地主, cached per hand (and per lead object).

    Moves are ``(actual, combo, virtual)``, one per distinct pair of cards and combination:
    first the plays with every 3 as itself (the shared generator), then those with
    stand-ins, the whole list grouped by kind in :data:`~..tables.KIND_ORDER`.
    """

    def __init__(self) -> None:
        super().__init__()
        self.base = generator(WILD_TABLE)
        #: ``(hand, leads with stand-ins by kind, how many)`` of the hands listed last
        self._recent: deque = deque(maxlen=_RECENT_HANDS)

    reading_of = staticmethod(reading_of)
    virtual_of = staticmethod(virtual_of)

    def _lead_moves(self, hand: int) -> tuple[WildMove, ...]:
        plain = [(p, c, p) for p, c in self.base.leads(hand)]
        if not hand & 15:
            return tuple(plain)
        wild = self._wild_leads(hand)
        if not any(wild):
            return tuple(plain)
        buckets: list[list[WildMove]] = [[] for _ in KIND_ORDER]
        rank = KIND_RANK
        for move in plain:
            buckets[rank[move[1].kind]].append(move)
        listed: list[WildMove] = []
        for bucket, extra in zip(buckets, wild):
            listed += bucket
            listed += extra
        return tuple(listed)

    def _wild_leads(self, hand: int) -> tuple[tuple[WildMove, ...], ...]:
        """The leads with stand-ins, one tuple per kind (by :data:`KIND_RANK`), in list order.

        A lead's fate and reading depend on its own cards only, and the builder meets the
        candidates of a smaller hand in the order it meets them for a larger one, so the list
        of a hand inside one listed lately is that list less the plays the hand cannot make:
        a play-out's later hands are filtered from its earlier ones instead of built again.
        """
        recent = self._recent
        best = None
        for held, lists, size in recent:
            if ((held | _GUARD) - hand) & _GUARD == _GUARD and (best is None or size < best[2]):
                best = (held, lists, size)
        if best is None:
            built = _LeadBuilder(hand)
            for size in (2, 3, 4):
                built.groups(size)
            built.joker_bombs()
            built.plain_chains(1)
            built.plain_chains(2)
            built.planes((PLANE, PLANE_SINGLES, PLANE_PAIRS))
            built.triple_singles()
            built.triple_pairs()
            built.fours()
            lists = built.lists()
        elif best[0] == hand:
            return best[1]
        else:
            guarded = hand | _GUARD
            lists = tuple(tuple(move for move in moves if (guarded - move[0]) & _GUARD == _GUARD)
                          for moves in best[1])
        recent.append((hand, lists, sum(map(len, lists))))
        return lists

    def _answer_moves(self, hand: int, lead: Combo) -> tuple[WildMove, ...]:
        kind = lead.kind
        if kind == ROCKET:
            return ()
        plain = [(p, c, p) for p, c in self.base.responses(hand, lead)]
        if kind in BOMB_KINDS:  # the shared generator lists every bomb on a soft one
            plain = [move for move in plain if wild_beats(move[1], lead)]
        if not hand & 15:
            return tuple(plain)
        built = _Builder(hand, lead)
        key = lead.key
        if kind == PAIR or kind == TRIPLE:
            built.groups(lead.size, key)
        elif kind == STRAIGHT or kind == PAIR_STRAIGHT:
            built.plain_chains(lead.size // lead.chain, lead.chain, key)
        elif kind in (PLANE, PLANE_SINGLES, PLANE_PAIRS):
            built.planes((kind,), lead.chain, key)
        elif kind == TRIPLE_SINGLE:
            built.triple_singles(key)
        elif kind == TRIPLE_PAIR:
            built.triple_pairs(key)
        elif kind == FOUR_TWO_SINGLES:
            built.fours(key)
        built.groups(4)
        built.joker_bombs()
        return _grouped(plain, built.found)


def _grouped(plain: list[WildMove], wild: dict) -> tuple[WildMove, ...]:
    """Plain moves then wild ones, grouped by kind (what a stable sort by kind gives, by buckets)."""
    if not wild:
        return tuple(plain)
    rank = KIND_RANK
    buckets: list[list[WildMove]] = [[] for _ in KIND_ORDER]
    for move in plain:
        buckets[rank[move[1].kind]].append(move)
    for move in wild.values():
        buckets[rank[move[1].kind]].append(move)
    return tuple(move for bucket in buckets for move in bucket)


_SHARED: list[WildMoves] = []


def wild_moves() -> WildMoves:
    """The shared (cached) move generator of 癞子斗地主."""
    if not _SHARED:
        _SHARED.append(WildMoves())
    return _SHARED[0]
