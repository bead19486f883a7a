"""Which games were played last, so the main menu can mark them and put the focus there.

A small file of its own (``recent.json``: the variant ids, the latest first) rather than a
setting: it is a record of what happened, not a preference, and a damaged one costs nothing
(it is read quietly — no notice about a list of names — and the next game played writes a
good one). Before the file exists (an older version was used) the statistics ledger, which
remembers the last matches counted, stands in for it.
"""
from __future__ import annotations

from typing import Iterable

from .storage import Storage

FILE_NAME = "recent.json"
VERSION = 1
#: How many games are remembered (more than the menu marks: a game that disappears from the
#: registry must not empty the list).
LIMIT = 12


def recent_games(storage: Storage) -> list[str]:
    """Variant ids played most recently, latest first (at most :data:`LIMIT`, no repeats)."""
    data, _notice = _peek(storage, FILE_NAME)
    if isinstance(data, dict):
        raw = data.get("variants")
        if isinstance(raw, list):
            return _clean(raw)
    return _from_ledger(storage)


def note_played(storage: Storage, variant: str) -> bool:
    """``variant`` was just started or continued: it goes to the front of the list."""
    if not isinstance(variant, str) or not variant:
        return False
    variants = _clean([variant, *recent_games(storage)])
    return storage.save_json(FILE_NAME, {"version": VERSION, "variants": variants})


def _clean(raw: Iterable) -> list[str]:
    seen: list[str] = []
    for item in raw:
        if isinstance(item, str) and 0 < len(item) <= 64 and item.isprintable() and item not in seen:
            seen.append(item)
        if len(seen) >= LIMIT:
            break
    return seen


def _from_ledger(storage: Storage) -> list[str]:
    """The statistics ledger's matches (keys ``variant:seed:seats``, oldest first), latest first."""
    from .statistics import FILE_NAME as STATS

    data, _notice = _peek(storage, STATS)
    ledger = data.get("counted") if isinstance(data, dict) else None
    if not isinstance(ledger, dict):
        return []
    variants = [key.split(":", 1)[0] for key in ledger if isinstance(key, str)]
    return _clean(reversed(variants))


def _peek(storage: Storage, name: str):
    """Read without moving anything aside (the statistics decide about their own file)."""
    import json

    try:
        return json.loads(storage.path(name).read_text(encoding="utf-8-sig")), None
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None, None
