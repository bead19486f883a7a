"""A legal-action list for climbing plays that builds each Play only when asked.

A 17-card hand can lead hundreds of combinations. Turning all of them into
:class:`~engine.actions.Play` values (concrete cards, sorted) on every turn
would dominate a bot's play-out, while a bot usually looks at one or a few. So
the list holds the moves and makes the Play for index ``i`` on demand; it
otherwise behaves like an immutable list (len, indexing, slicing, iteration,
``in``, equality with a list).

Which physical cards a move means is the game's *encoding*: with packed rank
counts (suits never matter) the cards with the lowest ids of each rank
(:class:`RankCounts`), with card bit masks (锄大地) exactly the cards of the bits.
A wild game's move carries a third item, the virtual ranks it stands for, and the
list turns it into the Play's ``reading`` with the game's ``reading_of``.
"""
from __future__ import annotations

from bisect import insort
from collections.abc import Sequence
from operator import attrgetter
from operator import index as operator_index
from typing import Callable

from ..actions import Pass, Play
from .combos import Combo
from .ranks import BITS_PER_RANK, MAX_RANKS, RankOrder

PASS = Pass()
_CARD_ID = attrgetter("id")
#: Card's own order (its dataclass compares rank, suit, deck), as a key compared in C.
_CARD_ORDER = attrgetter("rank", "suit", "deck")


class RankCounts:
    """Hands as packed rank counts of one rank order (every climbing game where suits never matter).

    ``piles`` (see :func:`piles_of`) are a hand's cards grouped by order index,
    lowest id first; a move's cards are taken from the front of each pile, so the
    same hand always puts down the same physical cards for the same ranks.
    """

    def __init__(self, order: RankOrder) -> None:
        self.order = order
        self.pack = order.pack

    def piles(self, cards) -> list[list]:
        return piles_of(cards, self.order)

    def take(self, piles, cards, from_front: bool) -> None:
        """Remove played cards from the piles; ``from_front``: they are each pile's lowest ids."""
        index = self.order.index
        if from_front:
            for card in cards:
                del piles[index(card.rank)][0]
        else:
            for card in cards:
                piles[index(card.rank)].remove(card)

    def add(self, piles, cards) -> None:
        add_to_piles(piles, cards, self.order)

    def cards_for(self, play: int, piles) -> tuple:
        """The cards of a packed play, in card order: the lowest ids of each rank's pile.

        Visits only the ranks present (the lowest set nibble each time) rather than
        every nibble up to the highest: a single 2 would otherwise walk thirteen.
        """
        chosen: list = []
        while play:
            shift = ((play & -play).bit_length() - 1) & ~(BITS_PER_RANK - 1)
            n = (play >> shift) & 15
            chosen += piles[shift // BITS_PER_RANK][:n]
            play -= n << shift
        if len(chosen) > 1:
            chosen.sort(key=_CARD_ORDER)
        return tuple(chosen)


class LegalPlays(Sequence):
    """``[Pass()]`` (when passing is allowed) followed by one Play per move, in move order."""

    __slots__ = ("moves", "pass_allowed", "_piles", "_encoding", "_reading_of", "_built", "_where",
                 "_origin")

    def __init__(self, moves: tuple, piles, encoding, pass_allowed: bool,
                 reading_of: Callable[[tuple], tuple] | None = None) -> None:
        """``piles``: what ``encoding.cards_for`` needs of the hand (rank piles, or None);
        ``reading_of(move)``: the Play's reading of a wild game's move (None: no wild cards)."""
        self.moves = moves
        self.pass_allowed = pass_allowed
        self._piles = piles
        self._encoding = encoding
        self._reading_of = reading_of
        self._built: dict[int, Play] = {}
        self._where: dict[int, int] | None = None
        #: ``id(play) -> move index`` of the Plays built here (kept alive by ``_built``)
        self._origin: dict[int, int] = {}

    def __len__(self) -> int:
        return len(self.moves) + self.pass_allowed

    def move_at(self, index: int) -> tuple | None:
        """The ``(packed play, Combo)`` behind entry ``index``; None for the Pass entry."""
        index = self._normal(index)
        if self.pass_allowed:
            if index == 0:
                return None
            index -= 1
        return self.moves[index]

    def combo_at(self, index: int) -> Combo | None:
        move = self.move_at(index)
        return None if move is None else move[1]

    def built_move(self, action) -> tuple | None:
        """The move behind ``action`` if it *is* (identity) a Play this list built, else None.

        This lets the state skip re-validating a Play it has just offered: the
        object itself proves where it came from, so any other value — even an equal
        Play built elsewhere — still goes through the full check.
        """
        index = self._origin.get(id(action))
        if index is None or self._built[index] is not action:
            return None
        return self.moves[index]

    def __getitem__(self, index):
        if index.__class__ is not int:
            if isinstance(index, slice):
                return [self[i] for i in range(*index.indices(len(self)))]
            index = operator_index(index)
        if index < 0 or index >= len(self.moves) + self.pass_allowed:
            index = self._normal(index)
        if self.pass_allowed:
            if index == 0:
                return PASS
            index -= 1
        built = self._built.get(index)
        if built is None:
            move = self.moves[index]
            cards = self._encoding.cards_for(move[0], self._piles)
            if self._reading_of is None:
                built = Play.from_sorted(cards)
            else:
                built = Play.from_sorted(cards, self._reading_of(move))
            self._built[index] = built
            self._origin[id(built)] = index
        return built

    def __contains__(self, action) -> bool:
        if isinstance(action, Pass):
            return self.pass_allowed
        if not isinstance(action, Play):
            return False
        if self._where is None:
            where: dict = {}
            for i, move in enumerate(self.moves):
                where.setdefault(move[0], []).append(i)
            self._where = where
        offset = self.pass_allowed
        return any(self[i + offset] == action
                   for i in self._where.get(self._encoding.pack(action.cards), ()))

    def __eq__(self, other) -> bool:
        if isinstance(other, (Sequence, list, tuple)) and not isinstance(other, str):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None  # a list, not a value

    def __repr__(self) -> str:
        return f"LegalPlays({list(self)!r})"

    def _normal(self, index: int) -> int:
        size = len(self)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("legal action index out of range")
        return index


def piles_of(cards, order: RankOrder) -> list[list]:
    """The cards grouped by order index, each group lowest card id first (see LegalPlays)."""
    piles: list[list] = [[] for _ in range(MAX_RANKS)]
    index = order.index
    for card in sorted(cards, key=_CARD_ID):
        piles[index(card.rank)].append(card)
    return piles


def add_to_piles(piles: list[list], cards, order: RankOrder) -> None:
    """Put ``cards`` into ``piles`` (from :func:`piles_of`) keeping each pile lowest id first."""
    index = order.index
    for card in cards:
        insort(piles[index(card.rank)], card, key=_CARD_ID)
