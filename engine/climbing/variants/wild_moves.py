"""癞子斗地主 (``doudizhu-wild``): the move source — every lead and answer of a hand with wild 3s.

Reading one play (what a 3 stands for, which combination that makes, what beats what) is
:mod:`.wild_readings`' job; the names it exports are imported here too, for the callers
that know this module only. The plays with stand-ins are built by :mod:`.wild_plays`
(answers) and :mod:`.wild_leads` (leads).

:class:`WildMoves` lists every play of a hand as ``(actual, combo, virtual)``. Plays with no
stand-in come from the shared generator of :data:`WILD_TABLE`; plays with stand-ins follow,
the whole list grouped by kind.
"""
from __future__ import annotations

from collections import deque

from ..combos import Combo
from ..movecache import CachedMoves
from ..moves import generator
from ..tables import (
    BOMB_KINDS, FOUR_TWO_SINGLES, KIND_ORDER, PAIR, PAIR_STRAIGHT, PLANE, PLANE_PAIRS,
    PLANE_SINGLES, ROCKET, SOFT_BOMB, STRAIGHT, TRIPLE, TRIPLE_PAIR, TRIPLE_SINGLE,
)
from .wild_leads import GUARD, wild_leads
from .wild_plays import PlayBuilder
from .wild_readings import (
    KIND_RANK, WILD_TABLE, WildMove, read_play, reading_of, readings_of, virtual_of, wild_beats,
)

__all__ = [
    "SOFT_BOMB", "WILD_TABLE", "WildMove", "WildMoves", "read_play", "reading_of",
    "readings_of", "virtual_of", "wild_beats", "wild_moves",
]

#: hands whose lead lists stay at hand to filter the next, smaller hands' lists from
_RECENT_HANDS = 16


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
            if ((held | GUARD) - hand) & GUARD == GUARD and (best is None or size < best[2]):
                best = (held, lists, size)
        if best is None:
            lists = wild_leads(hand)
        elif best[0] == hand:
            return best[1]
        else:
            guarded = hand | GUARD
            lists = tuple(tuple(move for move in moves if (guarded - move[0]) & GUARD == GUARD)
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
        built = PlayBuilder(hand, lead)
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
