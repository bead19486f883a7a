"""Each puzzle's progress (solved, best stars, the run so far), kept as ``puzzles.json``.

Why a file of its own: the puzzles are a mode of their own, and a damaged progress file must
never touch the settings, statistics or saved matches (nor they it). It follows the
statistics' rules exactly (:mod:`scenes.statistics`, :mod:`scenes.storage`): atomic writes;
a file that is not JSON, or of a format version this program does not know (a newer one
refused, never misread or overwritten) is moved aside with a notice; a file with bad entries
(a wrong type, an impossible number, a strange id) is moved aside too — kept for a repair —
and its good entries are written back at once, with a notice that says so. Unknown fields are
ignored and an id of a puzzle this version does not ship is kept as it is (a newer version's).

An entry: ``solved``, ``stars`` (the best, 0–3), and the counters of the run towards the
first solve — ``fails`` (tries that ended lost), ``hints`` (hints taken), ``seen`` (the
solution was shown) — which the stars of that solve are counted from; a replay of a solved
puzzle starts its own run.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import Any

from ..storage import Storage

FILE_NAME = "puzzles.json"
VERSION = 1
MAX_STARS = 3
#: No real count comes near this; a larger number is damage.
COUNTER_LIMIT = 10 ** 9
ID_LIMIT = 40


@dataclass(frozen=True)
class PuzzleRecord:
    solved: bool = False
    stars: int = 0
    fails: int = 0
    hints: int = 0
    seen: bool = False


def stars_for(fails: int, hints: int, seen: bool) -> int:
    """Three for a solve at the first try without help; two with at most two tries or hints
    lost on the way; one otherwise, and one at most after the solution was shown."""
    if seen:
        return 1
    if fails == 0 and hints == 0:
        return MAX_STARS
    return 2 if fails + hints <= 2 else 1


def load_progress(storage: Storage) -> tuple[dict[str, PuzzleRecord], str | None]:
    """Every puzzle with a record, by id, and a notice if the file was damaged."""
    data, notice = storage.load_json(FILE_NAME)
    if data is None:
        return {}, notice
    version = data.get("version", 1)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        return {}, storage.move_aside(FILE_NAME)
    if version > VERSION:
        return {}, storage.move_aside(FILE_NAME, "notice.puzzles_newer")
    raw = data.get("puzzles", {})
    records: dict[str, PuzzleRecord] = {}
    damaged = not isinstance(raw, dict)
    for puzzle_id, entry in (raw.items() if isinstance(raw, dict) else ()):
        record = _record(puzzle_id, entry)
        if record is None:
            damaged = True
        else:
            records[puzzle_id] = record
    if damaged:
        notice = storage.move_aside(FILE_NAME, "notice.repaired_puzzles")
        _write(storage, records)
    return records, notice


def save_record(storage: Storage, puzzle_id: str, record: PuzzleRecord) -> bool:
    """Keep one puzzle's record (read, change, write: the others stay as they are)."""
    records, _notice = load_progress(storage)
    old = records.get(puzzle_id)
    if old is not None and old.solved:   # what was won stays won, the best stars stay
        record = replace(record, solved=True, stars=max(old.stars, record.stars))
    records[puzzle_id] = record
    return _write(storage, records)


def _write(storage: Storage, records: dict[str, PuzzleRecord]) -> bool:
    return storage.save_json(FILE_NAME, {"version": VERSION,
                                         "puzzles": {key: asdict(value) for key, value in records.items()}})


def _record(puzzle_id: Any, entry: Any) -> PuzzleRecord | None:
    if not isinstance(puzzle_id, str) or not 0 < len(puzzle_id) <= ID_LIMIT or not puzzle_id.isprintable():
        return None
    if not isinstance(entry, dict):
        return None
    solved, seen = entry.get("solved", False), entry.get("seen", False)
    if not isinstance(solved, bool) or not isinstance(seen, bool):
        return None
    numbers = {}
    for name, most in (("stars", MAX_STARS), ("fails", COUNTER_LIMIT), ("hints", COUNTER_LIMIT)):
        value = entry.get(name, 0)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            return None
        numbers[name] = value
    if numbers["stars"] and not solved:
        return None
    return PuzzleRecord(solved=solved, seen=seen, **numbers)
