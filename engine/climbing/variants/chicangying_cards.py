"""吃苍蝇's cards: the per-hand rank order with its two 混 ranks, the plays and the move lists.

Rules: ``rules/climbing.md`` § 吃苍蝇. A play is 1 to 8 cards of one rank and is
beaten only by as many cards of a higher rank; three joker groups join in
(两大王 + 小王 the top triple, 大王 + 两小王 between three 下混 and three 上混,
two of each the top four). There are no chains and no bombs.

The order changes every hand with the turned card (上混 and 下混 move above the
A), so hands are packed rank counts (:mod:`..ranks`) of *that hand's* order:
order index 0 is the lowest rank, 11 下混, 12 上混, 13 小王, 14 大王. The moves
then never depend on the hand's ranks, and one move source with its caches
serves every hand. A play's ``Combo.key`` is twice its order index, which leaves
room for the two joker groups that sit between or above plain ranks (23: above
three 下混 (22), below three 上混 (24); 29 and 30: above everything of their size).
"""
from __future__ import annotations

from functools import lru_cache

from ...cards import ACE, BIG_JOKER, SMALL_JOKER
from ..combos import Combo, combo
from ..movecache import CachedMoves
from ..ranks import MAX_RANKS, UNIT, RankOrder, counts
from ..tables import PAIR, SINGLE, TRIPLE

#: four to eight cards of one rank (a play of one to three is a single, pair or triple)
SAME_RANK = "same_rank"
#: a play of both kinds of joker (两大王 + 小王, 大王 + 两小王, two of each)
JOKER_GROUP = "joker_group"
KIND_OF_SIZE = {1: SINGLE, 2: PAIR, 3: TRIPLE}

LOWER_HUN, UPPER_HUN, SMALL, BIG = 11, 12, 13, 14  # order indices
#: the ranks around which 上混 and 下混 are counted: 2, 3, …, K, A, then 2 again
CYCLE = tuple(range(2, ACE + 1))

#: (small jokers, big jokers) -> (size, key) of the joker groups
JOKER_GROUPS = {(1, 2): (3, 2 * BIG + 1), (2, 1): (3, 2 * UPPER_HUN - 1), (2, 2): (4, 2 * BIG + 2)}


def hun_ranks(turned_rank: int) -> tuple[int, int]:
    """(上混, 下混): the ranks one above and one below the turned card, counting round 2 … A, 2."""
    i = CYCLE.index(turned_rank)
    return CYCLE[(i + 1) % len(CYCLE)], CYCLE[(i - 1) % len(CYCLE)]


@lru_cache(maxsize=None)
def hand_order(turned_rank: int) -> RankOrder:
    """The hand's order, low to high: 2, 3, …, A without the 混 ranks, 下混, 上混, 小王, 大王."""
    upper, lower = hun_ranks(turned_rank)
    plain = tuple(r for r in CYCLE if r not in (upper, lower))
    return RankOrder(f"chicangying-{turned_rank}", plain + (lower, upper, SMALL_JOKER, BIG_JOKER),
                     chain_top=-1)


def _kind(size: int) -> str:
    return KIND_OF_SIZE.get(size, SAME_RANK)


def classify(packed: int) -> Combo | None:
    """The play these packed cards are, or None (two ranks that are not a joker group)."""
    c = counts(packed)
    present = [i for i in range(MAX_RANKS) if c[i]]
    if len(present) == 1:
        i = present[0]
        return combo(_kind(c[i]), 2 * i, 1, c[i])
    if present == [SMALL, BIG]:
        group = JOKER_GROUPS.get((c[SMALL], c[BIG]))
        if group is not None:
            return combo(JOKER_GROUP, group[1], 1, group[0])
    return None


def beats(new: Combo, old: Combo) -> bool:
    """As many cards, higher (no bombs: a bigger play never beats a smaller one)."""
    return new.size == old.size and new.key > old.key


#: ``_PLAIN_MOVES[i][n]``: the move of ``n`` cards of order index ``i`` (made once, shared)
_PLAIN_MOVES = tuple((None,) + tuple((n * UNIT[i], combo(_kind(n), 2 * i, 1, n)) for n in range(1, 16))
                     for i in range(MAX_RANKS))
#: ``(small jokers, big jokers, size, move)`` of each joker group
_JOKER_MOVES = tuple((small, big, size, (small * UNIT[SMALL] + big * UNIT[BIG], combo(JOKER_GROUP, key, 1, size)))
                     for (small, big), (size, key) in JOKER_GROUPS.items())


def _strength(move) -> tuple[int, int]:
    found = move[1]
    return found.size, found.key


class ChicangyingMoves(CachedMoves):
    """Leads and answers of a packed hand, cached by hand (and by lead for answers)."""

    def _lead_moves(self, hand: int) -> tuple:
        return self._all_moves(hand)

    def _answer_moves(self, hand: int, lead: Combo) -> tuple:
        """The plays of the lead's size with a higher key, weakest first (as in the lead list).

        Read straight off the hand's counts rather than filtered out of its lead list: plain
        keys are 2 × index, so the ranks above the lead's index held that often, with the
        joker groups of that size above its key sorted in.
        """
        size, key = lead.size, lead.key
        c = counts(hand)
        found = [_PLAIN_MOVES[i][size] for i in range(key // 2 + 1, MAX_RANKS) if c[i] >= size]
        if c[SMALL] and c[BIG]:
            jokers = [move for small, big, group, move in _JOKER_MOVES
                      if group == size and move[1].key > key and c[SMALL] >= small and c[BIG] >= big]
            if jokers:
                found += jokers
                found.sort(key=_strength)
        return tuple(found)

    @staticmethod
    def _all_moves(hand: int) -> tuple:
        """Every play, by size then strength (so the weakest of a size comes first).

        Built size by size from the shared move values, ranks ascending, so each size is in
        key order already (plain keys are even, 2 × index); only a joker group among the
        triples (key 23, between 下混 and 上混) needs its size sorted.
        """
        c = counts(hand)
        most = max(c)
        sizes: list[list] = [[] for _ in range(max(most, 4) + 1)]
        for i in range(MAX_RANKS):
            n = c[i]
            if n:
                row = _PLAIN_MOVES[i]
                for k in range(1, n + 1):
                    sizes[k].append(row[k])
        if c[SMALL] and c[BIG]:
            for small, big, size, move in _JOKER_MOVES:
                if c[SMALL] >= small and c[BIG] >= big:
                    sizes[size].append(move)
                    sizes[size].sort(key=_strength)
        moves: list = []
        for found in sizes:
            moves += found
        return tuple(moves)


MOVES = ChicangyingMoves()
