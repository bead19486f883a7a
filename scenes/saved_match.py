"""The one unfinished match, kept so that closing the window never loses a game.

The save file is the match record itself (variant + options + seed + actions,
see ``engine/match.py``), written atomically after every action by the table.
Loading replays it; a record that no longer replays (edited, truncated, from an
incompatible version) is moved aside with a notice instead of crashing.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any

from engine.match import RECORD_VERSION, DamagedRecord, Match

from .storage import Storage

FILE_NAME = "match.json"


@dataclass(frozen=True)
class SavedSummary:
    """What the main menu shows about the saved match without replaying it."""

    variant: str
    hand: int


def save_match(storage: Storage, match: Match) -> bool:
    """Autosave (after every action). At a hand's end the record says so (``hand_end``, read
    at start-up by :func:`settle_saved_match`) and the statistics learn which hand their next
    count belongs to (their ledger: a hand is counted once, even across a kill)."""
    from .statistics import hand_end_at, note_hand_end

    data = match.to_json()
    at = hand_end_at(match)
    if at is not None:
        data["hand_end"] = at
    saved = storage.save_json(FILE_NAME, data)
    note_hand_end(storage, match)
    return saved


def has_saved_match(storage: Storage) -> bool:
    return storage.exists(FILE_NAME)


def clear_saved_match(storage: Storage) -> None:
    storage.delete(FILE_NAME)


def load_match(storage: Storage) -> tuple[Match | None, str | None]:
    """``(match, None)``, ``(None, None)`` when there is none, ``(None, notice)`` when damaged."""
    data, notice = storage.load_json(FILE_NAME)
    if data is None:
        return None, notice
    version = data.get("version")
    if data.get("format") == "paiyou-match" and version != RECORD_VERSION:
        # another version's record: refused with a message that says so, never misread
        newer = isinstance(version, int) and not isinstance(version, bool) and version > RECORD_VERSION
        return None, storage.move_aside(FILE_NAME, "notice.match_newer" if newer else "notice.match_older")
    try:
        match = Match.from_json(data)
    except DamagedRecord:
        return None, storage.move_aside(FILE_NAME)
    except Exception as exc:  # noqa: BLE001 - an engine bug must not cost the player the file
        print(f"paiyou: saved match cannot be replayed: {exc!r}", file=sys.stderr)
        return None, storage.move_aside(FILE_NAME)
    if isinstance(data.get("hand_end"), int):
        # saved at a hand's end: count it if a kill came between the save and the count
        from .statistics import catch_up

        catch_up(storage, match)
    if match.state.is_match_over:
        # A finished match is nothing to continue; keep the folder tidy.
        clear_saved_match(storage)
        return None, None
    return match, None


def settle_saved_match(storage: Storage) -> None:
    """At start-up: a match saved at a hand's end may hold a count the statistics missed (the
    program was killed in between); replay it once and count (a finished one is then removed)."""
    data, _notice = _peek(storage)
    if isinstance(data, dict) and isinstance(data.get("hand_end"), int):
        load_match(storage)


def saved_match_summary(storage: Storage) -> SavedSummary | None:
    """Game and hand number read straight from the record (cheap: no replay).

    Returns None when there is no usable-looking record; a record that looks
    fine here but does not replay is caught by :func:`load_match`.
    """
    data, _notice = _peek(storage)
    if not isinstance(data, dict) or not isinstance(data.get("variant"), str):
        return None
    actions = data.get("actions")
    if not isinstance(actions, list):
        return None
    next_hands = sum(1 for item in actions if _is_next_hand(item))
    return SavedSummary(data["variant"], next_hands + 1)


def _peek(storage: Storage) -> tuple[Any, str | None]:
    """Read without moving anything aside: only :func:`load_match` decides a record is damaged."""
    import json

    try:
        return json.loads(storage.path(FILE_NAME).read_text(encoding="utf-8")), None
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None, None


def _is_next_hand(item: Any) -> bool:
    return (isinstance(item, list) and len(item) == 2 and isinstance(item[1], dict)
            and item[1].get("type") == "next_hand")
