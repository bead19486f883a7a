"""癞子斗地主 (``doudizhu-wild``): the leads of a hand with wild 3s, built fast.

The wild lead lists are most of a 癞子斗地主 play-out: a 20-card hand with two 3s leads
about a thousand plays. :class:`LeadBuilder` meets the candidates :class:`~.wild_plays.PlayBuilder`
would, in the same order, and keeps the same moves, but settles each candidate once for
every later hand (:data:`_LEAD_ENTRY`), makes the plays it can tell without reading them
(chains and planes whose stand-ins fill the main part), keeps chains per run of ranks and
plans a plane's wings once for all its bodies. :func:`wild_leads` is its one entry.
"""
from __future__ import annotations

from ..combos import Combo, combo
from ..ranks import UNIT, rank_masks
from ..tables import (
    BOMB, CHAIN_OF_UNIT, FOUR_TWO_SINGLES, KIND_ORDER, PAIR, PAIR_STRAIGHT, PLANE, PLANE_PAIRS,
    PLANE_SINGLES, SINGLE, SOFT_BOMB, STRAIGHT, TRIPLE, TRIPLE_PAIR, TRIPLE_SINGLE,
)
from .wild_plays import PlayBuilder, multisets, neutral_ranks
from .wild_readings import CACHE_LIMIT, KIND_RANK, WILD_TABLE, WildMove, plain_combos, wild_combos

__all__ = ["LeadBuilder", "wild_leads"]

_ORDER = WILD_TABLE.order
_SMALL, _BIG = _ORDER.joker_indices()
_TOP = _ORDER.chain_top
_PLAIN_RANKS = range(1, _SMALL)
#: bit 3 of every rank's count: with it set, a hand less a play keeps every such bit exactly
#: when the play is inside the hand (no rank is held more than 4 times)
GUARD = sum(8 << 4 * i for i in range(_ORDER.size))


def wild_leads(hand: int) -> tuple[tuple[WildMove, ...], ...]:
    """The leads of ``hand`` with a stand-in, one tuple per kind (by ``KIND_RANK``), in list order."""
    built = LeadBuilder(hand)
    for size in (2, 3, 4):
        built.groups(size)
    built.joker_bombs()
    built.plain_chains(1)
    built.plain_chains(2)
    built.all_planes()
    built.triple_singles()
    built.triple_pairs()
    built.fours()
    return built.lists()


class LeadBuilder(PlayBuilder):
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
        """As :meth:`PlayBuilder.triple_singles`, the kickers of each triple added in one go."""
        c, k = self.c, self.k
        held = [i for i in range(1, _ORDER.size) if c[i]]
        for top, a, v, used, s in self.triples(above):
            if s:
                self.add_keys(a << 64 | v, [UNIT[i] << 64 | UNIT[i] for i in held if i != top])
                if used < k:
                    self.add(a + 1, v + 1)

    def triple_pairs(self, above: int = -1) -> None:
        """As :meth:`PlayBuilder.triple_pairs`, the kicker pairs of each triple added in one go."""
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
        """As :meth:`PlayBuilder.fours`, its kicker pairs listed in order without sorting a set.

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
            bodies = self.group_bodies(four, 4)
            if not bodies:
                continue
            v = 4 * UNIT[four]
            neutral = neutral_ranks(v, 2, 1)
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
        moves = _LEAD_CHAINS.get(key)
        if moves is None:
            if len(_LEAD_CHAINS) > CACHE_LIMIT:
                _LEAD_CHAINS.clear()
            moves = _LEAD_CHAINS[key] = _chain_moves(self, unit)
        # Kept as they come, none looked up among the plays met: a straight (pair straight)
        # is met nowhere else (every other shape holds a rank at least three times, or is
        # one rank), and :func:`_run_moves` meets each once.
        self.by_kind[KIND_RANK[CHAIN_OF_UNIT[unit]]] += moves

    def all_planes(self) -> None:
        """As :meth:`PlayBuilder.planes` of every kind of plane, each plane's wings planned once.

        Every body of one plane stands for the same ranks, so what its wings make (their
        cards, what they stand for, how many 3s they take, whether they need a stand-in in
        the body) is worked out once per plane, and each body only adds its own cards.
        """
        c, k = self.c, self.k
        for top, size, bodies in self.chains(3):
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
                    if s:
                        self.add_known(base, singles[threes][0], with_cards, v)
                    else:
                        self.add_keys(base, singles[threes][1])
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


def _chain_moves(built: LeadBuilder, unit: int) -> tuple:
    """The moves of every chain of ``unit`` with a stand-in in ``built``'s hand, in order.

    Chain by chain (low end, then top), each chain's from :data:`_CHAIN_RUNS`: the plays of
    one run of ranks depend on the hand's counts there (up to ``unit``) and its 3s only.
    """
    c, k = built.c, built.k
    kind = CHAIN_OF_UNIT[unit]
    least = max(2, WILD_TABLE.chain_min(kind))
    once, twice = rank_masks(built.hand)[:2]
    if unit == 1:
        twice = 0
    moves: list = []
    for low in range(_TOP + 1):
        short = 0  # cards the run lacks, which 3s must stand in for (the 3s' own rank: all)
        bodies, reached = [(0, 0, 0, 0)], low - 1  # the run's bodies up to ``reached``, when needed
        for top in range(low, _TOP + 1):
            short += unit if top == 0 else unit - min(c[top], unit)
            if short > k:
                break
            if top - low + 1 >= least:
                bits = (1 << top + 1) - (1 << low)
                key = (unit, k, low, top, once & bits, twice & bits)
                run = _CHAIN_RUNS.get(key)
                if run is None:
                    for index in range(reached + 1, top + 1):
                        bodies = built.extend(bodies, index, unit)
                    reached = top
                    if len(_CHAIN_RUNS) > CACHE_LIMIT:
                        _CHAIN_RUNS.clear()
                    run = _CHAIN_RUNS[key] = _run_moves(bodies, kind, unit, low, top)
                moves += run
    return tuple(moves)


def _run_moves(bodies: list, kind: str, unit: int, low: int, top: int) -> tuple:
    """The plays of the chain ``low`` … ``top`` with a stand-in, as :meth:`PlayBuilder.chains` meets them.

    Each is made without reading it: ranks once (twice) each in a row read as that straight
    (pair straight) only, and cards with a stand-in in them are no plain play of it; each
    has other cards, so none is listed twice.
    """
    read = combo(kind, top, top - low + 1, unit * (top - low + 1))
    return tuple((a, read, v) for a, v, _, s in bodies if s)


def _single_wing_plans(v: int, size: int, outside, most: int) -> list:
    """Per number of 3s among ``size`` single wings: the keys added to a body's ``actual << 64``.

    ``plans[threes]`` (up to ``most``) is ``(with a stand-in in the body, without one)``; the
    wings are cards of ranks outside the plane and 3s read as 3s or as ranks found nowhere in
    the play (see :meth:`PlayBuilder.single_wings`, whose order this keeps).
    """
    plans = []
    for threes in range(most + 1):
        with_s, without = [], []
        for wings in multisets(outside, size - threes):
            body = v + wings
            if not threes:
                with_s.append(wings << 64 | body)
                continue
            for as_three in range(threes + 1):
                neutral = neutral_ranks(body, threes - as_three, 1)
                if neutral is not None:
                    key = (wings + threes) << 64 | body + as_three + neutral
                    with_s.append(key)
                    if neutral:
                        without.append(key)
        plans.append((with_s, without))
    return plans


def _pair_wing_plans(v: int, size: int, low: int, outside, budget: int) -> list:
    """``(3s needed, needs a stand-in in the body, plan)`` of every set of ``size`` pair wings.

    As :meth:`PlayBuilder.pair_wings`, in its order: a body with ``left`` 3s to spare takes the
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
        neutral = neutral_ranks(body, doubles - as_three, 2)
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
#: ``(unit, 3s, ranks held once, ranks held twice)`` -> the moves of the chains with a stand-in
_LEAD_CHAINS: dict[tuple, tuple] = {}
#: ``(unit, 3s, low, top, ranks there held once, twice)`` -> the moves of that chain's plays
_CHAIN_RUNS: dict[tuple, tuple] = {}

#: ``actual << 64 | virtual`` -> ``(mark, move, kind rank)``, or ``()`` for no new lead; the
#: mark (:func:`_mark`) tells two readings of the same cards as the same combination apart
_LEAD_ENTRY: dict[int, tuple] = {}
_LOW_64 = (1 << 64) - 1
#: ``id(combo)`` -> a small number (Combos are interned, never freed: an id stays theirs)
_SERIAL: dict[int, int] = {}


def _mark(actual: int, read: Combo) -> int:
    """One int per pair of cards and combination (a set of ints hashes faster than of pairs).

    The combination's number goes above the cards (not below them): an int's hash keeps its
    low bits, and with the number there the plays of one list, most of them of a few
    combinations, fell on few places of the set that keeps each play once.
    """
    return _serial(read) << 64 | actual


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
    the plane with pairs; single wings (cards, 3s as 3s, 3s as ranks found nowhere in the
    play) the plane with single wings if none is of a plane rank (the 3s' own, for a plane
    through the 3s) and :func:`_plain_wings`. The play is then that plane, and no plain
    play (its cards lack a card of the plane), so it needs no reading; other wings are read
    as any candidate is.
    """
    actual, virtual = key >> 64, key & _LOW_64
    if read.kind == PLANE_SINGLES:
        wings = virtual - v
        if not _plain_wings(wings) or wings & (((v + 7 * _ONES) & _TOPS) >> 3) * 15:
            return _lead_entry(key)
    found = (_mark(actual, read), (actual, read, virtual), KIND_RANK[read.kind])
    if len(_LEAD_ENTRY) > CACHE_LIMIT:
        _LEAD_ENTRY.clear()
    _LEAD_ENTRY[key] = found
    return found


def _lead_entry(key: int) -> tuple:
    """What :meth:`PlayBuilder.add` decides for a lead candidate, memoised (see :class:`LeadBuilder`)."""
    actual, virtual = key >> 64, key & _LOW_64
    found: tuple = ()
    if actual >= 16:
        readings_found = wild_combos(virtual)
        if readings_found:
            read = readings_found[0]
            main = _MAIN.get(id(read))
            if main is None:
                main = _main_part(read)
            if main < 0 or ((actual | GUARD) - main) & GUARD != GUARD:
                plain = ()  # the cards as themselves lack the combination's main part
            else:
                plain = plain_combos(actual)
            if not (plain and plain[0] is read):
                found = (_mark(actual, read), (actual, read, virtual), KIND_RANK[read.kind])
    if len(_LEAD_ENTRY) > CACHE_LIMIT:
        _LEAD_ENTRY.clear()
    _LEAD_ENTRY[key] = found
    return found
