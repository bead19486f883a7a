"""The solution line of a position and the figures its difficulty is rated by.

The solver says who wins; a puzzle also needs *how*: the line shown step by step, the
reply the computer makes, and why one position is harder than another. All of it comes
from one more number per position, its **distance**: how many more plays and passes the
hand lasts when the winner keeps to the solver's first winning choice (its search order:
going out, plays nobody can answer, bigger plays first — a natural way to win) and the
loser holds out as long as he can. Along the solution line the defence so takes the longest
resistance (a defence that gives up at once would teach nothing); a losing try is refuted
by the same rule from the other side. Following one winning choice keeps the cost of a
distance to the size of the proof the solver already made, not of the whole tree.

The difficulty figures (:class:`Figures`) are the solver's own: how many first choices
there are and how few of them win, how many decisions on the line have a losing
alternative, how long the line is, and how many positions the search had to look at.
"""
from __future__ import annotations

from dataclasses import dataclass

from .position import PASS, Position, advance
from .solver import Solver, TooHard


class Analysis:
    """Distances and solution lines over one :class:`~.solver.Solver` (sharing its memo).

    ``limit``: the most positions whose distance may be worked out (:class:`~.solver.TooHard`
    past it), so a caller with a deadline — the generator, a screen — can give up."""

    def __init__(self, solver: Solver, limit: int | None = None) -> None:
        self.solver = solver
        self.limit = limit
        self._distance: dict[tuple, int] = {}

    @property
    def size(self) -> int:
        """Positions whose distance has been worked out so far."""
        return len(self._distance)

    def distance(self, position: Position) -> int:
        """Plays and passes left when the winner plays the solver's first winning choice and
        the loser holds out as long as he can (see :meth:`best_choice`)."""
        key = (position.hands, position.to_act, id(position.lead), position.lead_seat)
        found = self._distance.get(key)
        if found is not None:
            return found
        if self.limit is not None and len(self._distance) >= self.limit:
            raise TooHard(len(self._distance))
        best = self._choose(position)[1]
        self._distance[key] = best
        return best

    def best_choice(self, position: Position):
        """The move the seat to act makes in the solution: the solver's first winning choice
        when its side wins, the longest resistance when it loses (ties: the solver's order)."""
        return self._choose(position)[0]

    def _choose(self, position: Position) -> tuple:
        """(choice, plays and passes left after it, that one included)."""
        solver = self.solver
        side_wins = solver.wins(position)
        if solver.is_ours(position.to_act) == side_wins:
            move = solver.first_win(position)
            return move, self._after(position, move)
        best, best_steps = None, -1
        for move in solver.ordered_choices(position):
            steps = self._after(position, move)
            if steps > best_steps:
                best, best_steps = move, steps
        return best, best_steps

    def _after(self, position: Position, move) -> int:
        following, _ = advance(position, move)
        return 1 if following is None else 1 + self.distance(following)

    def line(self, position: Position) -> list:
        """The solution from ``position`` to the hand's end: each seat's choice in turn."""
        moves = []
        while position is not None:
            move = self.best_choice(position)
            moves.append(move)
            position, _ = advance(position, move)
        return moves


@dataclass(frozen=True)
class Figures:
    """What a position's difficulty is rated by.

    ``choices``: the player's first choices; ``winning``: how many of them win;
    ``decisions``: the player's turns on the solution line; ``critical``: those where a
    choice loses; ``plies``: the line's length (plays and passes of everyone); ``nodes``:
    positions a fresh search looked at to prove the win; ``tree``: positions of the winning
    strategy against every defence (the positions whose distance the line needed).
    """

    choices: int
    winning: int
    decisions: int
    critical: int
    plies: int
    nodes: int
    tree: int

    @property
    def losing(self) -> int:
        return self.choices - self.winning

    @property
    def score(self) -> float:
        """One number, higher is harder: few winning first moves among many, decisions that
        matter, a long line, a big search."""
        from math import log2

        share = self.winning / max(1, self.choices)
        return (4.0 * (1.0 - share) + 1.5 * self.critical + 0.15 * self.plies
                + 0.5 * log2(max(2, self.tree)))


def figures(solver: Solver, position: Position, line: list, nodes: int, tree: int,
            player: int = 0) -> Figures:
    """The figures of a position the player's side wins, with its solution ``line``
    (``player``: the seat whose decisions count; a partner's are the computer's)."""
    choices = solver.choices(position)
    winning = solver.winning_moves(position)
    decisions = critical = 0
    current = position
    for move in line:
        if current.to_act == player:
            decisions += 1
            if len(solver.winning_moves(current)) < len(solver.choices(current)):
                critical += 1
        current, _ = advance(current, move)
    return Figures(len(choices), len(winning), decisions, critical, len(line), nodes, tree)


__all__ = ["Analysis", "Figures", "PASS", "figures"]
