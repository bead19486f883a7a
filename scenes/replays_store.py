"""The finished hands kept for 牌局回放 (replays): the last :data:`LIMIT` of each game.

Why this shape:

- A match record (variant + options + seed + players + actions, ``engine/match.py``) rebuilds
  every hand of its match exactly, so a kept hand is a *reference* into a record — the match's
  id and the actions where the hand starts and ends — plus what the list shows without
  replaying (when, the hand's number, each seat's change and outcome). A hand cannot be
  rebuilt from its own actions alone (the deal comes from the match's generator after the
  hands before it), so each file holds the records of the matches its hands belong to, once
  per match however many of its hands are kept, cut at the last kept hand's end, packed
  (:func:`_compact`: a tenth of the room of the indented form).
- One file per game, ``replays-<variant>.json``: a damaged one costs that game's hands, not
  every game's, and each game's hands roll off on their own (:data:`LIMIT`).
- Written as every file of the data folder is (:mod:`scenes.storage`): JSON, atomic. It is
  written with the autosave at a hand's end (:func:`keep_finished_hand`, called by the table's
  save), so a hand finished is a hand kept. A file that is not JSON, not this format, or of a
  newer version is moved aside with a notice and never overwritten unread; one with bad
  entries is moved aside too and its good hands written back at once, with a notice.

Nothing here touches the statistics or the saved match: a replay only reads this file.
"""
from __future__ import annotations

import base64
import json
import time
import zlib
from dataclasses import dataclass, field, replace
from typing import Any, Iterable

from engine.actions import NextHand
from engine.game import TABLE
from engine.match import RECORD_VERSION

from .storage import Storage

PREFIX = "replays-"
SUFFIX = ".json"
FORMAT = "paiyou-replays"
VERSION = 1
#: Finished hands kept per game; the oldest roll off.
LIMIT = 50
_ID_LIMIT = 64
_OUTCOMES = ("won", "drew", "lost")
_SCORE_LIMIT = 10 ** 9


@dataclass(frozen=True)
class KeptHand:
    """One finished hand: which game, which match (its key in the file) and where in its record
    the hand lies (``start``: the actions before its deal; ``end``: the actions once it was
    over), its number in the match, when it ended, and each seat's change and outcome."""

    variant: str
    match: str
    start: int
    end: int
    hand_no: int
    finished_at: float
    deltas: tuple[int, ...]
    outcomes: tuple[str, ...]
    #: who sat where (from the match's record; not written with the hand)
    players: tuple[Any, ...] = field(default=(), compare=False)

    def to_json(self) -> dict[str, Any]:
        return {"match": self.match, "start": self.start, "end": self.end, "hand": self.hand_no,
                "at": self.finished_at, "deltas": list(self.deltas), "outcomes": list(self.outcomes)}


@dataclass(frozen=True)
class HandToReplay:
    """A kept hand with its match record (what the replay viewer opens)."""

    hand: KeptHand
    record: dict[str, Any]
    players: tuple[Any, ...]


def file_name(variant: str) -> str:
    """The file of ``variant``'s hands (ValueError for an id no game could have)."""
    if (not isinstance(variant, str) or not variant or len(variant) > _ID_LIMIT
            or not all(ch.isascii() and (ch.isalnum() or ch in "-_") for ch in variant)):
        raise ValueError(f"not a variant id: {variant!r}")
    return f"{PREFIX}{variant}{SUFFIX}"


# --- what a finished hand is -------------------------------------------------------------------

def hand_end(match: Any) -> int | None:
    """The action count at which the hand just finished ended, None when no hand has just ended
    (as the statistics read it: the last action, unless it was the table's — 21点's 离桌)."""
    from .statistics import hand_end_at

    return hand_end_at(match)


def hand_start(actions: Iterable[tuple[int, Any]], end: int) -> int:
    """Where the hand ending at ``end`` began: just after the last 下一局 before it (0: the
    match's first hand)."""
    start = 0
    for index, (seat, action) in enumerate(actions):
        if index >= end:
            break
        if seat == TABLE and isinstance(action, NextHand):
            start = index + 1
    return start


def kept_from(match: Any, end: int, now: float | None = None) -> KeptHand | None:
    """The list entry of ``match``'s hand ending at ``end`` (its state must be at that end)."""
    result = getattr(match.state, "result", None)
    sheet = getattr(result, "sheet", None)
    if sheet is None:
        return None
    start = hand_start(match.actions, end)
    hand_no = 1 + sum(1 for seat, action in match.actions[:start] if seat == TABLE and isinstance(action, NextHand))
    return KeptHand(match.variant, match_key(match), start, end, hand_no,
                    round(time.time() if now is None else now, 3),
                    tuple(int(d) for d in sheet.deltas), tuple(str(o) for o in sheet.outcomes),
                    tuple(match.players))


def match_key(match: Any) -> str:
    """The match's name in the file: its random id (older records without one: seed and seating)."""
    uid = getattr(match, "uid", "")
    if isinstance(uid, str) and uid.isalnum() and 0 < len(uid) <= _ID_LIMIT:
        return uid
    return f"s{int(match.seed) & 0xFFFFFFFF:x}n{len(match.players)}"


# --- writing -------------------------------------------------------------------------------------

def keep_finished_hand(storage: Storage, match: Any, now: float | None = None) -> bool:
    """Called with every autosave: at a hand's end, keep that hand (once — the save after 21点's
    离桌 finds it kept). True when the file was written."""
    end = hand_end(match)
    if end is None:
        return False
    try:
        file_name(match.variant)            # an id no file can be named after: nothing is kept
    except ValueError:
        return False
    entry = kept_from(match, end, now)
    if entry is None:
        return False
    found = _read(storage, match.variant)
    if found is None:           # a newer version's file: left alone, nothing added to it
        return False
    hands, records = found
    if any(h.match == entry.match and h.end == entry.end for h in hands):
        return False
    record = match.to_json()
    record["actions"] = record["actions"][:end]
    old = records.get(entry.match)
    if old is not None and old.get("actions") != record["actions"][:len(old.get("actions", []))]:
        # the same id with another history (cannot happen in play): keep both apart
        entry = replace(entry, match=f"{entry.match}x{len(hands)}")
    records[entry.match] = record
    hands = [*hands, entry][-LIMIT:]
    return _write(storage, match.variant, hands, records)


def forget_hand(storage: Storage, hand: KeptHand) -> bool:
    """Drop one hand from its game's file (a hand this version can no longer replay)."""
    found = _read(storage, hand.variant)
    if found is None:
        return False
    hands, records = found
    left = [h for h in hands if h != hand]
    return len(left) != len(hands) and _write(storage, hand.variant, left, records)


def _write(storage: Storage, variant: str, hands: list[KeptHand], records: dict[str, dict]) -> bool:
    """The file with ``hands`` and only the records they need, each cut at its last hand's end."""
    needed: dict[str, int] = {}
    for hand in hands:
        needed[hand.match] = max(needed.get(hand.match, 0), hand.end)
    kept = {}
    for key, end in needed.items():
        record = dict(records[key])
        record["actions"] = list(record["actions"][:end])
        kept[key] = _compact(record)
    return storage.save_json(file_name(variant), {
        "format": FORMAT, "version": VERSION, "variant": variant,
        "matches": kept, "hands": [hand.to_json() for hand in hands]})


# --- reading -------------------------------------------------------------------------------------

def kept_variants(storage: Storage) -> list[str]:
    """The games that have a file of kept hands (nothing is read)."""
    try:
        paths = list(storage.folder.glob(f"{PREFIX}*{SUFFIX}"))
    except OSError:
        return []
    found = []
    for path in paths:
        variant = path.name[len(PREFIX):-len(SUFFIX)]
        try:
            file_name(variant)
        except ValueError:
            continue
        if path.is_file():
            found.append(variant)
    return sorted(found)


def kept_hands(storage: Storage, variant: str | None = None) -> list[KeptHand]:
    """The kept hands of ``variant`` (None: of every game), the most recently finished first.
    Damaged files are moved aside here (their notices wait on the storage)."""
    variants = [variant] if variant is not None else kept_variants(storage)
    hands: list[KeptHand] = []
    for game in variants:
        found = _read(storage, game)
        if found is not None:
            hands.extend(found[0])
    return sorted(hands, key=lambda h: (-h.finished_at, h.variant, -h.end))


def hand_to_replay(storage: Storage, hand: KeptHand) -> HandToReplay | None:
    """The record of ``hand``'s match as kept, None when it is gone (the file changed since)."""
    found = _read(storage, hand.variant)
    if found is None:
        return None
    hands, records = found
    if hand not in hands or hand.match not in records:
        return None
    record = records[hand.match]
    return HandToReplay(hand, record, _players(record))


def live_hand(match: Any) -> HandToReplay | None:
    """The hand ``match`` has just finished, straight from the match (the result panel's 回放:
    the same hand the file keeps, without reading it back)."""
    end = hand_end(match)
    entry = kept_from(match, end) if end is not None else None
    if entry is None:
        return None
    record = match.to_json()
    record["actions"] = record["actions"][:end]
    return HandToReplay(entry, record, tuple(match.players))


def _read(storage: Storage, variant: str) -> tuple[list[KeptHand], dict[str, dict]] | None:
    """``(hands oldest first, records by key)``; empty when there is no file; None for a newer
    version's file (moved aside, with a notice, never written over)."""
    try:
        name = file_name(variant)
    except ValueError:
        return [], {}
    data, notice = storage.load_json(name)
    if notice == "notice.damaged_file":         # not JSON: the storage moved it aside already
        storage.notices[:] = ["notice.damaged_replays" if n == notice else n for n in storage.notices]
    if data is None:
        return [], {}
    version = data.get("version")
    if data.get("format") != FORMAT or isinstance(version, bool) or not isinstance(version, int) or version < 1:
        storage.move_aside(name, "notice.damaged_replays")
        return [], {}
    if version > VERSION:
        storage.move_aside(name, "notice.replays_newer")
        return None
    hands, records, damaged = _entries(data, variant)
    if damaged:
        storage.move_aside(name, "notice.repaired_replays")
        _write(storage, variant, hands, records)
    return hands, records


def _entries(data: dict, variant: str) -> tuple[list[KeptHand], dict[str, dict], bool]:
    """The good hands and records of a file, and whether anything in it was bad."""
    damaged = data.get("variant") != variant
    raw_matches = data.get("matches")
    records: dict[str, dict] = {}
    if not isinstance(raw_matches, dict):
        damaged, raw_matches = True, {}
    for key, text in raw_matches.items():
        record = _uncompact(text)
        if _good_key(key) and _good_record(record, variant):
            records[key] = record
        else:
            damaged = True
    raw_hands = data.get("hands")
    if not isinstance(raw_hands, list):
        damaged, raw_hands = True, []
    hands: list[KeptHand] = []
    for item in raw_hands[-LIMIT:]:
        hand = _hand(item, variant, records)
        if hand is None:
            damaged = True
        elif not any(h.match == hand.match and h.end == hand.end for h in hands):
            hands.append(hand)
    if len(raw_hands) > LIMIT:
        damaged = True
    return hands, records, damaged


#: A record written compressed starts so (after it: base64 of zlib of its JSON text).
_PACKED = "z:"
#: No record of a hand comes near this once unpacked; a bigger one is damage, not unpacked.
_RECORD_LIMIT = 20_000_000


def _compact(record: dict) -> str:
    """A match record as the file keeps it: its JSON text, zlib-compressed, in base64.

    Why packed: a record is a few thousand small actions (升级's deal alone is a hundred), and a
    kept hand of a long match carries the hands before it; written as JSON (indented, as every
    file of the data folder is) 50 hands of every game took 6 to 12 MB, packed 0.5 to 1.3 MB
    (issue 29's budget is 5 MB). The file stays JSON and the record inside it is the plain match
    record once unpacked (the save file, the bug report); only the list's fields are plain."""
    text = json.dumps(record, ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode("utf-8")
    return _PACKED + base64.b64encode(zlib.compress(text, 9)).decode("ascii")


def _uncompact(text: Any) -> Any:
    """The record of a file's entry (a packed one, or plain JSON text), None when damaged."""
    if not isinstance(text, str) or len(text) > _RECORD_LIMIT:
        return None
    try:
        if text.startswith(_PACKED):
            unpacker = zlib.decompressobj()
            raw = unpacker.decompress(base64.b64decode(text[len(_PACKED):], validate=True), _RECORD_LIMIT)
            if unpacker.unconsumed_tail:
                return None
            text = raw.decode("utf-8")
        return json.loads(text)
    except (ValueError, RecursionError, zlib.error, UnicodeDecodeError):
        return None


def _good_key(key: Any) -> bool:
    return isinstance(key, str) and 0 < len(key) <= 2 * _ID_LIMIT and key.isalnum()


def _good_record(record: Any, variant: str) -> bool:
    """Looks like a match record of this game and version (whether it replays is found on opening)."""
    if not isinstance(record, dict) or record.get("format") != "paiyou-match":
        return False
    if record.get("version") != RECORD_VERSION or record.get("variant") != variant:
        return False
    return (isinstance(record.get("actions"), list) and isinstance(record.get("players"), list)
            and isinstance(record.get("options"), dict) and _is_int(record.get("seed"))
            and _players(record) is not None)


def _players(record: dict) -> tuple[Any, ...] | None:
    from engine.match import SeatPlayer

    try:
        return tuple(SeatPlayer.from_json(p) for p in record["players"])
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def _hand(item: Any, variant: str, records: dict[str, dict]) -> KeptHand | None:
    if not isinstance(item, dict):
        return None
    key = item.get("match")
    start, end, hand_no, at = item.get("start"), item.get("end"), item.get("hand"), item.get("at")
    deltas, outcomes = item.get("deltas"), item.get("outcomes")
    if key not in records or not all(_is_int(v) for v in (start, end, hand_no)):
        return None
    if not 0 <= start < end <= len(records[key]["actions"]) or not 0 < hand_no <= _SCORE_LIMIT:
        return None
    if isinstance(at, bool) or not isinstance(at, (int, float)) or not 0 <= at < 1e11:
        return None
    seats = len(records[key]["players"])
    if not isinstance(deltas, list) or not isinstance(outcomes, list) or len(deltas) != seats \
            or len(outcomes) != seats:
        return None
    if not all(_is_int(d) and abs(d) <= _SCORE_LIMIT for d in deltas) or not all(o in _OUTCOMES for o in outcomes):
        return None
    return KeptHand(variant, key, start, end, hand_no, float(at), tuple(deltas), tuple(outcomes),
                    _players(records[key]))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def file_size(storage: Storage, variant: str) -> int:
    """Bytes on disk of ``variant``'s file (0 when there is none): the storage budget's measure."""
    try:
        return storage.path(file_name(variant)).stat().st_size
    except (OSError, ValueError):
        return 0


def peek_count(storage: Storage) -> int:
    """How many hands are kept over all games, read quietly (the menus' "any replays?")."""
    count = 0
    for variant in kept_variants(storage):
        try:
            data = json.loads(storage.path(file_name(variant)).read_text(encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError, ValueError, RecursionError):
            continue
        if isinstance(data, dict) and isinstance(data.get("hands"), list):
            count += len(data["hands"])
    return count
