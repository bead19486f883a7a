"""The shipped puzzles grouped as the list shows them: 斗地主 in three bands, then 锄大地, 干瞪眼.

Pure data (no pygame): a :class:`PuzzleSet` is a key for its name (``menu.puzzles.set.*``)
and its puzzles in order; the list and the board both walk the same sets, so "next puzzle"
on the board is the next tile of the list.
"""
from __future__ import annotations

import sys
import traceback
from dataclasses import dataclass

from ai.endgame.puzzles import ALL, BANDS, Puzzle, load_all


@dataclass(frozen=True)
class PuzzleSet:
    game: str
    band: str
    puzzles: tuple[Puzzle, ...]

    @property
    def name_key(self) -> str:
        return f"menu.puzzles.set.{self.game}.{self.band}"


def puzzle_sets() -> tuple[PuzzleSet, ...]:
    """Every set with at least one puzzle; none when the data cannot be read (reported on
    stderr: a broken shipped file is a bug, but the program must not stop for it)."""
    try:
        by_game = load_all()
    except Exception:  # noqa: BLE001 - the list shows "no puzzles" instead of crashing
        traceback.print_exc(file=sys.stderr)
        return ()
    found = []
    for band in BANDS:
        found.append(PuzzleSet("doudizhu", band, tuple(p for p in by_game.get("doudizhu", ()) if p.band == band)))
    for game in ("big2", "gandengyan"):
        found.append(PuzzleSet(game, ALL, tuple(by_game.get(game, ()))))
    return tuple(found_set for found_set in found if found_set.puzzles)
