"""A legal-action list for climbing plays that builds each Play only when asked.

A 17-card hand can lead hundreds of rank multisets. Turning all of them into
:class:`~engine.actions.Play` values (concrete cards, sorted) on every turn
would dominate a bot's play-out, while a bot usually looks at one or a few. So
the list holds the ``(packed play, Combo)`` moves and makes the Play for index
``i`` on demand; it otherwise behaves like an immutable list (len, indexing,
slicing, iteration, ``in``, equality with a list).

Concrete cards are chosen deterministically: for each rank, the cards with
the lowest card ids.
"""
from __future__ import annotations

from collections.abc import Sequence

from ..actions import Pass, Play
from .combos import Combo
from .moves import Move
from .ranks import BITS_PER_RANK, MAX_RANKS, RankOrder

PASS = Pass()


class LegalPlays(Sequence):
    """``[Pass()]`` (when passing is allowed) followed by one Play per move, in move order."""

    __slots__ = ("moves", "pass_allowed", "_piles", "_order", "_built", "_where")

    def __init__(self, moves: tuple[Move, ...], piles, order: RankOrder, pass_allowed: bool) -> None:
        """``piles[i]``: the hand's cards of order index ``i``, lowest card id first."""
        self.moves = moves
        self.pass_allowed = pass_allowed
        self._piles = piles
        self._order = order
        self._built: dict[int, Play] = {}
        self._where: dict[int, int] | None = None

    def __len__(self) -> int:
        return len(self.moves) + self.pass_allowed

    def move_at(self, index: int) -> Move | None:
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

    def __getitem__(self, index):
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        index = self._normal(index)
        if self.pass_allowed:
            if index == 0:
                return PASS
            index -= 1
        built = self._built.get(index)
        if built is None:
            built = self._built[index] = Play(self._cards_for(self.moves[index][0]))
        return built

    def __contains__(self, action) -> bool:
        if isinstance(action, Pass):
            return self.pass_allowed
        if not isinstance(action, Play):
            return False
        if self._where is None:
            self._where = {play: i for i, (play, _) in enumerate(self.moves)}
        i = self._where.get(self._order.pack(action.cards))
        return i is not None and self[i + self.pass_allowed] == action

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

    def _cards_for(self, play: int) -> list:
        chosen = []
        index = 0
        while play:
            n = play & 15
            if n:
                chosen.extend(self._piles[index][:n])
            play >>= BITS_PER_RANK
            index += 1
        return chosen


def piles_of(cards, order: RankOrder) -> list[list]:
    """The cards grouped by order index, each group lowest card id first (see LegalPlays)."""
    piles: list[list] = [[] for _ in range(MAX_RANKS)]
    index = order.index
    for card in sorted(cards, key=lambda c: c.id):
        piles[index(card.rank)].append(card)
    return piles
