"""癞子斗地主 (``doudizhu-wild``): the plays of a hand in which a wild 3 stands in, kind by kind.

A play with stand-ins is built from a *body* (same-rank group or chain) in which each rank
takes its cards from the hand or from 3s, then kickers. A 3 used as a kicker never needs a
particular rank: it is read as itself or, where a 3 may not be a kicker (a plane through
the 3s, four 3s among the kickers), as a rank found nowhere else in the play
(:func:`neutral_ranks`); any other rank would give the same cards the same combination.

:class:`PlayBuilder` tries each candidate in turn against a lead (the answers of
:class:`~.wild_moves.WildMoves`); :class:`~.wild_leads.LeadBuilder` builds the lead lists
on it, faster. Reading a candidate is :mod:`.wild_readings`' job.
"""
from __future__ import annotations

from itertools import combinations

from ..combos import Combo, combo
from ..ranks import UNIT, counts
from ..tables import CHAIN_OF_UNIT, PLANE, PLANE_PAIRS, PLANE_SINGLES, SOFT_BOMB
from .wild_readings import WILD_TABLE, WildMove, choose, plain_combos, wild_beats, wild_combos

__all__ = ["PlayBuilder", "multisets", "neutral_ranks"]

_ORDER = WILD_TABLE.order
_SMALL, _BIG = _ORDER.joker_indices()
_TOP = _ORDER.chain_top  # the A: chains stop there, stand-ins included
_PLAIN_RANKS = range(1, _SMALL)  # 4 … A, 2: the ranks a stand-in may complete a group of


class PlayBuilder:
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

    def group_bodies(self, index: int, unit: int) -> tuple:
        """:meth:`extend` of the empty body by ``unit`` cards of ``index`` (a triple's, a four's).

        Remembered by what decides them — the rank, how many of it the hand holds (up to
        ``unit``) and its 3s — since every list asks them rank by rank.
        """
        key = (index, unit, min(self.c[index], unit), self.k)
        bodies = _GROUP_BODIES.get(key)
        if bodies is None:
            bodies = _GROUP_BODIES[key] = tuple(self.extend([(0, 0, 0, 0)], index, unit))
        return bodies

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
            for a, v, used, s in self.group_bodies(top, 3):
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
            for a, v, used, s in self.group_bodies(four, 4):
                pool = [0] * min(self.k - used, 2) + cards
                for x, y in sorted(set(combinations(pool, 2))):
                    kick = UNIT[x] + UNIT[y]
                    if x == y == 0 and not WILD_TABLE.pair_as_two_singles:
                        # two 3s taken along are a pair as themselves: they stand for two other
                        # ranks, which makes them two singles (also on a four without stand-ins)
                        neutral = neutral_ranks(v, 2, 1)
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
                        naturals = wing_sets[size] = multisets(
                            [(i, min(self.c[i], 3)) for i in outside], size)
                    self.add_each(a, v, naturals)
                continue
            naturals = wing_sets.get(size - threes)
            if naturals is None:
                naturals = wing_sets[size - threes] = multisets(
                    [(i, min(self.c[i], 3)) for i in outside], size - threes)
            for wings in naturals:
                body = v + wings
                for as_three in range(threes + 1):
                    neutral = neutral_ranks(body, threes - as_three, 1)
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
            neutral = neutral_ranks(body, doubles - as_three, 2)
            if neutral is not None and (s or used or neutral):
                self.add(a + sum(o[0] for o in chosen) + 2 * doubles, body + 2 * as_three + neutral)


#: ``(index, cards, held up to cards, 3s)`` -> :meth:`PlayBuilder.group_bodies` (a few hundred at most)
_GROUP_BODIES: dict[tuple, tuple] = {}


def multisets(avail: list[tuple[int, int]], n: int) -> list[int]:
    """Packed multisets of ``n`` cards taking at most ``most`` of each ``(index, most)``.

    In the order of the recursion below: by the first index, one card of it before two.
    One and two cards (the wings of most planes) are listed directly, in that order.
    """
    if n == 1:
        return [UNIT[index] for index, most in avail if most]
    if n == 2:
        found = []
        held = [UNIT[index] for index, most in avail if most]
        pos = 0
        for index, most in avail:
            if most:
                pos += 1
                card = UNIT[index]
                found += [card + other for other in held[pos:]]
                if most >= 2:
                    found.append(2 * card)
        return found
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


def neutral_ranks(virtual: int, n: int, each: int) -> int | None:
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
