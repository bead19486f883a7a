"""The unfinished matches, one per game, kept so that closing the window never loses a game.

Each variant has its own slot, ``match-<variant>.json`` in the data folder, so starting
another game never throws an unfinished one away; a slot is removed when its match ends or
the player abandons it. A slot file is the match record itself (variant + options + seed +
actions, see ``engine/match.py``) plus ``saved_at`` (when, for the 继续 list) and, at a hand's
end, ``hand_end``; it is written atomically after every action by the table. Loading replays
it; a record that no longer replays (edited, truncated, from an incompatible version) is moved
aside with a notice instead of crashing, and the other games' slots are never touched.

Before per-game slots there was one file, ``match.json``: at start-up (:func:`settle_saved_match`)
it is carried over once into its variant's slot.

Functions that take ``variant=None`` mean "any game" (:func:`has_saved_match`) or "the most
recently saved one" (:func:`load_match`, :func:`saved_match_summary`): what the one slot used
to be, which keeps a caller that plays one game at a time simple.
"""
from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import dataclass
from typing import Any

from engine.match import RECORD_VERSION, DamagedRecord, Match

from .storage import Storage

#: The single slot of older versions, carried over at start-up.
OLD_FILE_NAME = "match.json"
#: The name of variant ``v``'s slot is ``PREFIX + v + SUFFIX``.
PREFIX = "match-"
SUFFIX = ".json"
#: Longest variant id a slot name is made for (anything longer is not a registered game).
_ID_LIMIT = 64


@dataclass(frozen=True)
class SavedSummary:
    """What the menus show about a saved match without replaying it.

    ``hand`` is the hand the player will play on continuing: a match saved at a hand's end
    (its result shown, 下一局 not yet pressed) continues with the next hand.
    ``saved_at``: seconds since the epoch, None when unknown.
    """

    variant: str
    hand: int
    saved_at: float | None = None


def slot_name(variant: str) -> str:
    """The file name of ``variant``'s slot (ValueError for an id no game could have)."""
    if (not isinstance(variant, str) or not variant or len(variant) > _ID_LIMIT
            or not all(ch.isascii() and (ch.isalnum() or ch in "-_") for ch in variant)):
        raise ValueError(f"not a variant id: {variant!r}")
    return f"{PREFIX}{variant}{SUFFIX}"


def _variant_of(name: str) -> str | None:
    if not (name.startswith(PREFIX) and name.endswith(SUFFIX)):
        return None
    variant = name[len(PREFIX):-len(SUFFIX)]
    try:
        slot_name(variant)
    except ValueError:
        return None
    return variant


def saved_variants(storage: Storage) -> list[str]:
    """The variants that have a slot file (unsorted; nothing is read or moved)."""
    try:
        paths = list(storage.folder.glob(f"{PREFIX}*{SUFFIX}"))
    except OSError:
        return []
    found = []
    for path in paths:
        variant = _variant_of(path.name)
        if variant is not None and path.is_file():
            found.append(variant)
    return sorted(found)


# --- writing ----------------------------------------------------------------------------------

def save_match(storage: Storage, match: Match) -> bool:
    """Autosave (after every action) into the match's own slot. At a hand's end the record says
    so (``hand_end``, read at start-up by :func:`settle_saved_match`) and the statistics learn
    which hand their next count belongs to (their ledger: a hand is counted once, even across a
    kill)."""
    from .statistics import hand_end_at, note_hand_end

    data = match.to_json()
    at = hand_end_at(match)
    if at is not None:
        data["hand_end"] = at
    data["saved_at"] = round(time.time(), 3)
    try:
        name = slot_name(match.variant)
    except ValueError:
        print(f"paiyou: cannot save a match of {match.variant!r}", file=sys.stderr)
        return False
    saved = storage.save_json(name, data)
    note_hand_end(storage, match)
    return saved


def clear_saved_match(storage: Storage, variant: str) -> None:
    """Remove ``variant``'s slot: its match ended, or the player abandoned it."""
    try:
        storage.delete(slot_name(variant))
    except ValueError:
        pass


# --- reading ----------------------------------------------------------------------------------

def has_saved_match(storage: Storage, variant: str | None = None) -> bool:
    """Whether ``variant`` (or, with None, any game) has a slot file."""
    if variant is None:
        return bool(saved_variants(storage))
    try:
        return storage.exists(slot_name(variant))
    except ValueError:
        return False


def saved_matches(storage: Storage) -> list[SavedSummary]:
    """A summary of every slot that looks usable, the most recently saved first (cheap: the
    records are read, not replayed; one that only looks fine is caught by :func:`load_match`)."""
    found = [summary for summary in (_summary(storage, v) for v in saved_variants(storage)) if summary]
    return sorted(found, key=lambda s: (-(s.saved_at or 0.0), s.variant))


def saved_match_summary(storage: Storage, variant: str | None = None) -> SavedSummary | None:
    """``variant``'s summary (with None: the most recently saved match's), or None."""
    if variant is None:
        every = saved_matches(storage)
        return every[0] if every else None
    return _summary(storage, variant)


def load_match(storage: Storage, variant: str | None = None) -> tuple[Match | None, str | None]:
    """``(match, None)``, ``(None, None)`` when there is none, ``(None, notice)`` when damaged.

    ``variant=None``: the most recently saved match. A damaged slot is moved aside (with a
    notice) and only that one: the other games' slots stay as they were."""
    if variant is None:
        newest = saved_match_summary(storage)
        if newest is not None:
            variant = newest.variant
        else:  # nothing that looks usable: the first slot there is (a damaged one says so)
            variants = saved_variants(storage)
            if not variants:
                return None, None
            variant = variants[0]
    try:
        name = slot_name(variant)
    except ValueError:
        return None, None
    data, notice = _load(storage, name)
    if data is None:
        return None, notice
    version = data.get("version")
    if data.get("format") == "paiyou-match" and version != RECORD_VERSION:
        # another version's record: refused with a message that says so, never misread
        newer = isinstance(version, int) and not isinstance(version, bool) and version > RECORD_VERSION
        return None, storage.move_aside(name, "notice.match_newer" if newer else "notice.match_older")
    if data.get("variant") != variant:   # a record in another game's slot was edited or mixed up
        return None, storage.move_aside(name, "notice.damaged_match")
    try:
        match = Match.from_json(data)
    except DamagedRecord:
        return None, storage.move_aside(name, "notice.damaged_match")
    except Exception as exc:  # noqa: BLE001 - an engine bug must not cost the player the file
        print(f"paiyou: saved match cannot be replayed: {exc!r}", file=sys.stderr)
        return None, storage.move_aside(name, "notice.damaged_match")
    if isinstance(data.get("hand_end"), int):
        # saved at a hand's end: count it if a kill came between the save and the count
        from .statistics import catch_up

        catch_up(storage, match)
    if match.state.is_match_over:
        # A finished match is nothing to continue; keep the folder tidy.
        clear_saved_match(storage, variant)
        return None, None
    return match, None


def settle_saved_match(storage: Storage) -> None:
    """At start-up: carry the old single slot over (once); move aside (with a notice) each slot
    that is not even a readable record, so that it is not silently left out of the continue list;
    and replay each match saved at a hand's end once, counting what the statistics missed (the
    program was killed between the save and the count; a finished one is then removed)."""
    carry_over_old_save(storage)
    for variant in saved_variants(storage):
        data = _peek(storage, slot_name(variant))
        if _summary(storage, variant) is None:
            load_match(storage, variant)    # not even readable: moved aside now, with a notice
        elif isinstance(data, dict) and isinstance(data.get("hand_end"), int):
            load_match(storage, variant)


def carry_over_old_save(storage: Storage) -> str | None:
    """Move ``match.json`` (the one slot of older versions) into its variant's slot.

    Returns the variant it went to, or None. A file that is not a readable record is moved
    aside with the usual notice. When that game already has a slot (a newer version saved
    it since), the slot is kept and the old file is moved aside as ``match.json.old``."""
    if not storage.exists(OLD_FILE_NAME) and not storage.path(OLD_FILE_NAME).is_dir():
        return None
    data, _notice = _load(storage, OLD_FILE_NAME)
    if data is None:
        return None
    variant = data.get("variant")
    try:
        name = slot_name(variant)
    except ValueError:
        storage.move_aside(OLD_FILE_NAME, "notice.damaged_match")
        return None
    try:
        if storage.exists(name):
            os.replace(storage.path(OLD_FILE_NAME), storage.path(f"{OLD_FILE_NAME}.old"))
            return None
        if "saved_at" not in data:
            try:
                data["saved_at"] = round(storage.path(OLD_FILE_NAME).stat().st_mtime, 3)
            except OSError:
                pass
        if not storage.save_json(name, data):
            return None   # the disk refused (a notice says so); the old file stays for next time
        storage.delete(OLD_FILE_NAME)
    except OSError as exc:
        print(f"paiyou: could not carry {OLD_FILE_NAME} over: {exc}", file=sys.stderr)
        return None
    return variant


# --- helpers ----------------------------------------------------------------------------------

def _summary(storage: Storage, variant: str) -> SavedSummary | None:
    try:
        name = slot_name(variant)
    except ValueError:
        return None
    data = _peek(storage, name)
    if not isinstance(data, dict) or data.get("variant") != variant:
        return None
    actions = data.get("actions")
    if not isinstance(actions, list):
        return None
    hand_end = data.get("hand_end")
    if isinstance(hand_end, int) and not isinstance(hand_end, bool) and 0 < hand_end <= len(actions):
        # saved at a hand's end: that hand is over, continuing plays the next one
        hand = sum(1 for item in actions[:hand_end] if _is_next_hand(item)) + 2
    else:
        hand = sum(1 for item in actions if _is_next_hand(item)) + 1
    saved_at = data.get("saved_at")
    if isinstance(saved_at, bool) or not isinstance(saved_at, (int, float)) or not 0 < saved_at < 1e11:
        try:
            saved_at = storage.path(name).stat().st_mtime
        except OSError:
            saved_at = None
    return SavedSummary(variant, hand, float(saved_at) if saved_at is not None else None)


def _load(storage: Storage, name: str) -> tuple[Any, str | None]:
    """``Storage.load_json``, with the notice of a damaged slot saying it was a saved match
    (the storage knows its own files' notices by name, not the slots')."""
    data, notice = storage.load_json(name)
    if notice == "notice.damaged_file":
        storage.notices[:] = ["notice.damaged_match" if n == notice else n for n in storage.notices]
        notice = "notice.damaged_match"
    return data, notice


def _peek(storage: Storage, name: str) -> Any:
    """Read without moving anything aside: only :func:`load_match` decides a record is damaged."""
    try:
        return json.loads(storage.path(name).read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None


def _is_next_hand(item: Any) -> bool:
    return (isinstance(item, list) and len(item) == 2 and isinstance(item[1], dict)
            and item[1].get("type") == "next_hand")
