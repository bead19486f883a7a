"""Shared hands: one finished hand as a small file, to send to someone and open on their computer.

Why this shape:

- The file is the match record (``engine/match.py``: variant, options, seed, players, actions —
  the save file's own form) cut at the hand's end, with where the hand lies in it and what the
  list shows (``hand``): every hand of a match rebuilds from its record, and nothing else is
  needed. Plain JSON, so the file is readable and is the bug report too; a few kB to 80 kB (a
  long 三副牌 升级 match).
- Written into ``exports/`` in the data folder, named so a person can tell files apart in their
  file manager: ``<game>-<date>-<time>-hand<n>.json`` (ASCII: the name survives mail and zip
  files). Written as every file there is (:meth:`Storage.save_json`: atomic).
- Opened from the 牌局回放 list (its 打开文件 view lists the folder) or dropped on the window. A
  file is checked as the saves are — JSON, this format, a version this program reads, a game it
  knows, a record that replays to the end of a hand that really ended there — and anything else
  is refused with a message in the player's language, never a crash: a file in ``exports/`` is
  moved aside (``<name>.damaged-<time>``), a dropped file from elsewhere is left where it is
  (it is the sender's, not ours). A good dropped file is copied into ``exports/`` first, so it
  is in the list afterwards. Opening changes nothing else: no statistics, no saved match, no
  kept hand (the replay viewer reads only).
"""
from __future__ import annotations

import json
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engine.match import RECORD_VERSION, DamagedRecord

from ..replays_store import HandToReplay, KeptHand, _good_record, _hand, hand_end, hand_start, kept_from
from ..storage import Storage

FOLDER = "exports"
FORMAT = "paiyou-hand"
VERSION = 1
SUFFIX = ".json"
#: No shared hand comes near this; a bigger file is not read (it is not one).
SIZE_LIMIT = 8_000_000
_KEY = "shared"
#: A dropped file's notice: the same words as the folder's, but it was not moved (it is not ours).
_DROPPED = {"notice.shared_damaged": "notice.dropped_damaged", "notice.shared_foreign": "notice.dropped_foreign",
            "notice.shared_newer": "notice.dropped_newer"}


@dataclass(frozen=True)
class SharedFile:
    """A file of ``exports/`` as the list shows it: its name and, when it reads, its hand."""

    name: str
    hand: KeptHand | None


def exports(storage: Storage) -> Storage:
    """The storage of ``exports/`` (its own notices are handed to the data folder's)."""
    return Storage(storage.folder / FOLDER)


# --- writing -----------------------------------------------------------------------------------

def file_name(hand: KeptHand) -> str:
    """``doudizhu-20261206-1432-hand3.json``: the game, when the hand ended, its number."""
    when = time.strftime("%Y%m%d-%H%M", time.localtime(hand.finished_at))
    return f"{hand.variant}-{when}-hand{hand.hand_no}{SUFFIX}"


def content(hand: HandToReplay) -> dict[str, Any]:
    """The file's JSON: the record cut at the hand's end, and the hand in it."""
    record = dict(hand.record)
    record["actions"] = list(record["actions"][:hand.hand.end])
    entry = hand.hand.to_json()
    entry["match"] = _KEY
    return {"format": FORMAT, "version": VERSION, "variant": hand.hand.variant, "hand": entry, "record": record}


def export_hand(storage: Storage, hand: HandToReplay) -> str | None:
    """Write ``hand`` into ``exports/``; its file name, None when the disk refused (a notice says
    so). The same hand exported again is the same file; another hand never overwrites one."""
    folder = exports(storage)
    data = content(hand)
    name = file_name(hand.hand)
    stem, counter = name[:-len(SUFFIX)], 2
    while folder.exists(name) and _peek_json(folder.path(name)) != data:
        name = f"{stem}-{counter}{SUFFIX}"
        counter += 1
    saved = folder.save_json(name, data)
    storage.notices.extend(folder.take_notices())
    return name if saved else None


# --- listing and reading -------------------------------------------------------------------------

def shared_files(storage: Storage) -> list[SharedFile]:
    """The files of ``exports/``, the most recently written first, each with its hand when its
    fields read (whether it replays is found on opening). Nothing is moved here; an export a
    killed program left half-written (a temporary file, never the file itself) is swept away."""
    folder = storage.folder / FOLDER
    if folder.is_dir():
        exports(storage).sweep_temporary_files()
    try:
        paths = [p for p in folder.glob(f"*{SUFFIX}") if p.is_file() and not p.name.startswith(".")]
    except OSError:
        return []
    found = []
    for path in paths:
        try:
            stamp = path.stat().st_mtime
        except OSError:
            continue
        data = _peek_json(path)
        checked = _check(data) if isinstance(data, dict) else None
        found.append((stamp, SharedFile(path.name, checked[0] if isinstance(checked, tuple) else None)))
    return [item for _stamp, item in sorted(found, key=lambda pair: (-pair[0], pair[1].name))]


def open_shared(storage: Storage, name: str) -> HandToReplay | None:
    """The hand of ``exports/<name>``, ready for the replay viewer; None after refusing it: the
    file is moved aside with a notice (on the data folder's storage) saying why."""
    folder = exports(storage)
    if Path(name).name != name or not name.endswith(SUFFIX):
        return None
    data, notice = _load(folder, name)
    hand = None
    if data is not None:
        hand, notice = read(data)
    if hand is None and notice is not None and folder.path(name).exists():
        folder.move_aside(name, notice)
    elif notice is not None:
        folder.notices.append(notice)
    storage.notices.extend(folder.take_notices())
    return hand


def open_dropped(storage: Storage, path: str | Path) -> HandToReplay | None:
    """A file dropped on the window: read, checked, copied into ``exports/`` and returned; None
    after refusing it with a notice (a dropped file from elsewhere is never moved or changed)."""
    path = Path(path)
    folder = storage.folder / FOLDER
    try:
        inside = path.resolve().parent == folder.resolve()
    except OSError:
        inside = False
    if inside:
        return open_shared(storage, path.name)
    data, notice = _read_outside(path)
    hand = None
    if data is not None:
        hand, notice = read(data)
    if hand is None:                                 # the same words, without "moved aside"
        storage.notices.append(_DROPPED.get(notice or "", "notice.dropped_damaged") if notice != "notice.unreadable"
                               else notice)
        return None
    export_hand(storage, hand)                       # now in the list too (the same file once)
    return hand


def read(data: Any) -> tuple[HandToReplay | None, str | None]:
    """A file's JSON as a hand that replays, or (None, the notice saying why not)."""
    checked = _check(data)
    if not isinstance(checked, tuple):
        return None, checked
    hand, record = checked
    try:
        from .controller import ReplayController

        replay = ReplayController(record, hand.start, hand.end, hand.players)
        replay.seek(hand.end)
        if hand_end(replay.match) != hand.end or hand_start(replay.match.actions, hand.end) != hand.start:
            return None, "notice.shared_damaged"     # not where a hand of that match began and ended
        truth = kept_from(replay.match, hand.end)
    except DamagedRecord:
        return None, "notice.shared_damaged"
    except Exception:  # noqa: BLE001 - a file that breaks the rules engine is refused, not fatal
        import sys
        import traceback

        traceback.print_exc(file=sys.stderr)
        return None, "notice.shared_damaged"
    if truth is None:
        return None, "notice.shared_damaged"
    # the list's fields as the record says (an edited score in the file changes nothing)
    kept = replace(truth, match=_KEY, finished_at=hand.finished_at)
    return HandToReplay(kept, record, hand.players), None


def _check(data: Any) -> tuple[KeptHand, dict] | str:
    """The hand and record of a file's JSON when its fields are sound (not yet replayed), else
    the notice: foreign (not this format), newer (a later version), damaged (anything else)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return "notice.shared_foreign"
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        return "notice.shared_damaged"
    record = data.get("record")
    record_version = record.get("version") if isinstance(record, dict) else None
    if version > VERSION or (isinstance(record_version, int) and not isinstance(record_version, bool)
                             and record_version > RECORD_VERSION):
        return "notice.shared_newer"
    variant = data.get("variant")
    if not _known(variant) or not _good_record(record, variant):
        return "notice.shared_damaged"
    hand = _hand(data.get("hand"), variant, {_KEY: record})
    if hand is None or data["hand"].get("match") != _KEY:
        return "notice.shared_damaged"
    return hand, record


def _known(variant: Any) -> bool:
    from engine.registry import get_spec

    if not isinstance(variant, str) or len(variant) > 64:
        return False
    try:
        get_spec(variant)
    except (KeyError, ValueError):
        return False
    return True


def _load(folder: Storage, name: str) -> tuple[Any, str | None]:
    """``Storage.load_json`` with a size limit; its notice for a file that is not JSON is ours."""
    try:
        if folder.path(name).stat().st_size > SIZE_LIMIT:
            return None, "notice.shared_damaged"
    except FileNotFoundError:
        return None, "notice.shared_gone"
    except OSError:
        return None, "notice.unreadable"
    data, notice = folder.load_json(name)
    if notice == "notice.damaged_file":
        folder.notices[:] = ["notice.shared_damaged" if n == notice else n for n in folder.notices]
        notice = None                  # moved aside already, its notice queued
    return data, notice


def _read_outside(path: Path) -> tuple[Any, str | None]:
    try:
        if not path.is_file():
            return None, "notice.shared_foreign"
        if path.stat().st_size > SIZE_LIMIT:
            return None, "notice.shared_foreign"
        raw = path.read_bytes()
    except OSError:
        return None, "notice.unreadable"
    try:
        return json.loads(raw.decode("utf-8-sig")), None
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None, "notice.shared_foreign"


def _peek_json(path: Path) -> Any:
    try:
        if path.stat().st_size > SIZE_LIMIT:
            return None
        return json.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None
