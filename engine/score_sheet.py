"""One score sheet for every game's hand result: the lines, each seat's change, who won.

Why: every game ends a hand with its own result type (斗地主's landlord and farmers, 升级's
levels, 麻将's payments, 21点's hands against the banker), and the table-wide features —
statistics, the result panel's title, the win sound — used to guess "won" from ``delta > 0``.
That guess is wrong where the game's own terms say otherwise: a 上台 that gains no level is
still a win for the attackers, a 0–0 平扣 is a draw, not a defeat. Each result therefore
says once, as a :class:`ScoreSheet`, what its hand gave each seat and how each seat fared,
and everything else reads that.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Sequence

#: How one seat fared in a hand, in that game's terms.
WON, DREW, LOST = "won", "drew", "lost"


@dataclass(frozen=True)
class ScoreSheet:
    """``lines``: the itemised lines exactly as the game's result carries them (their shape is the
    game's: the result panels read them unchanged). ``deltas[s]``: what the hand gave seat ``s``
    (match points; in 升级 the levels its team went up). ``outcomes[s]``: :data:`WON`,
    :data:`DREW` or :data:`LOST`."""

    lines: tuple[Any, ...]
    deltas: tuple[int, ...]
    outcomes: tuple[str, ...]

    def outcome(self, seat: int | None) -> str | None:
        """How ``seat`` fared; None for a spectator or a seat not at this table."""
        if seat is None or not 0 <= seat < len(self.outcomes):
            return None
        return self.outcomes[seat]

    def won(self, seat: int | None) -> bool:
        return self.outcome(seat) == WON


def by_sign(delta: int) -> str:
    """The usual reading: gaining is winning, paying is losing, neither is a draw."""
    return WON if delta > 0 else LOST if delta < 0 else DREW


def sheet_by_deltas(lines: Iterable[Any], deltas: Sequence[int], winners: Iterable[int] = ()) -> ScoreSheet:
    """The sheet of a game that settles in points: each seat by the sign of its delta, except the
    ``winners`` (the game names them: 干瞪眼's first out, a 胡 in 麻将), who won whatever they
    collected."""
    counted = tuple(int(d) for d in deltas)
    named = set(winners)
    outcomes = tuple(WON if seat in named else by_sign(d) for seat, d in enumerate(counted))
    return ScoreSheet(tuple(lines), counted, outcomes)


def sheet_by_teams(lines: Iterable[Any], deltas: Sequence[int], teams: Sequence[int],
                   winning_team: int) -> ScoreSheet:
    """The sheet of a game won by a team whatever its gain (升级: a 上台 with no level rise)."""
    outcomes = tuple(WON if team == winning_team else LOST for team in teams)
    return ScoreSheet(tuple(lines), tuple(int(d) for d in deltas), outcomes)
