"""Per-game statistics of the person at the table, and of each named person, kept as JSON.

Only human seats are counted (a computer-only game records nothing): the
game's totals follow the table's first person (as before hot-seat), and every
person with a name also gets their own totals per game under ``people`` (the
family playing hot-seat, :mod:`scenes.people`). Only totals are kept: hands,
hands won (as the hand's score sheet says, :mod:`engine.score_sheet`), points,
matches finished and matches won, and hints used (the decisions at which the person asked
for a hint, 提示, from the match's record ``Match.hints``: pressing 提示 several times on the
same decision counts once). Derived figures (win rate, points per hand) are
computed when shown, so the file stays small and a damaged or hand-edited number
cannot spread.
Damage handling: a non-JSON file (or one of a newer format, ``version`` above
:data:`VERSION`) is moved aside with a notice; a file with bad entries (a wrong type,
an impossible or absurdly large number, a name with control characters) is moved
aside too — kept for a repair — and its good entries are written back at once, with
a notice that says so. Unknown fields are ignored; a file without ``version`` is
read as version 1 (the first format), and an entry without ``hints`` (written before
hints were counted) as none used.

Counting survives a kill (issue 15): the table autosaves the match *before* it
records the hand, so a kill in between used to lose the hand. Now each count is
written with a ledger entry (``counted``: per match, the action count at which its
last counted hand ended and whether its end was counted), and a match loaded at a
hand's end (:func:`catch_up`, called by ``load_match``) counts what the ledger lacks.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from engine.game import TABLE
from engine.score_sheet import WON, ScoreSheet, sheet_by_deltas

from .storage import Storage

FILE_NAME = "stats.json"
VERSION = 1
_COUNTERS = ("hands", "wins", "points", "matches", "match_wins", "hints")
#: No real total comes near this; a larger number is damage (and would overflow a float).
COUNTER_LIMIT = 10 ** 15
NAME_LIMIT = 32
LEDGER_LIMIT = 8          # matches remembered in the ledger


@dataclass(frozen=True)
class GameStats:
    variant: str
    hands: int = 0
    wins: int = 0
    points: int = 0
    matches: int = 0
    match_wins: int = 0
    #: decisions at which the person asked for a hint (提示), over the hands counted
    hints: int = 0

    @property
    def win_rate(self) -> float:
        """Share of hands won, 0..1 (0 when nothing was played)."""
        return self.wins / self.hands if self.hands else 0.0

    @property
    def points_per_hand(self) -> float:
        return self.points / self.hands if self.hands else 0.0


@dataclass
class _File:
    games: dict[str, GameStats]
    people: dict[str, dict[str, GameStats]]
    ledger: dict[str, dict[str, Any]]
    notice: str | None


def load_statistics(storage: Storage) -> tuple[dict[str, GameStats], str | None]:
    """Every game with a record, by variant id, and a notice if the file was damaged."""
    found = _read(storage)
    return found.games, found.notice


def load_person_statistics(storage: Storage) -> dict[str, dict[str, GameStats]]:
    """Each named person's totals: {name: {variant: GameStats}} (damaged entries dropped)."""
    return _read(storage).people


def merge_people(people: dict[str, dict[str, GameStats]],
                 shown: Callable[[str], str]) -> dict[str, dict[str, GameStats]]:
    """The totals by the name each person is shown under: names shown alike are one person, their
    figures added up. A made-up name was written in the language of the day (Player 1 in English,
    玩家1 in Chinese, for the same unnamed seat 1) and both now show as the interface's one; the
    file keeps what was written, so nothing recorded is lost or rewritten."""
    merged: dict[str, dict[str, GameStats]] = {}
    for name, games in people.items():
        mine = merged.setdefault(shown(name), {})
        for variant, stats in games.items():
            mine[variant] = _add(mine[variant], _counters(stats)) if variant in mine else stats
    return merged


def _read(storage: Storage) -> _File:
    data, notice = storage.load_json(FILE_NAME)
    if data is None:
        return _File({}, {}, {}, notice)
    version = data.get("version", 1)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        return _File({}, {}, {}, storage.move_aside(FILE_NAME))
    if version > VERSION:  # a newer program's file: refused, never misread or overwritten
        return _File({}, {}, {}, storage.move_aside(FILE_NAME, "notice.stats_newer"))
    damaged = False
    games: dict[str, GameStats] = {}
    raw_games = data.get("games", {})
    if not isinstance(raw_games, dict):
        damaged, raw_games = True, {}
    for variant, entry in raw_games.items():
        stats = _entry(variant, entry)
        if stats is None:
            damaged = True
        else:
            games[variant] = stats
    people: dict[str, dict[str, GameStats]] = {}
    raw_people = data.get("people", {})
    if not isinstance(raw_people, dict):
        damaged, raw_people = True, {}
    for name, entries in raw_people.items():
        if not _good_name(name) or not isinstance(entries, dict):
            damaged = True
            continue
        kept = {}
        for variant, entry in entries.items():
            stats = _entry(variant, entry)
            if stats is None:
                damaged = True
            else:
                kept[variant] = stats
        if kept:
            people[name] = kept
    ledger = _ledger(data.get("counted", {}))
    if ledger is None:
        damaged, ledger = True, {}
    found = _File(games, people, ledger, None)
    if damaged:
        # keep the damaged file for a repair, and the good entries where they were
        found.notice = storage.move_aside(FILE_NAME, "notice.repaired_stats")
        _write(storage, found)
    return found


def _write(storage: Storage, found: _File) -> bool:
    ledger = dict(list(found.ledger.items())[-LEDGER_LIMIT:])
    return storage.save_json(FILE_NAME, {
        "version": VERSION,
        "games": {vid: _counters(st) for vid, st in found.games.items()},
        "people": {name: {vid: _counters(st) for vid, st in mine.items()}
                   for name, mine in found.people.items()},
        "counted": ledger,
    })


def record_hand(storage: Storage, variant: str, seat_players: Sequence[Any],
                sheet: ScoreSheet | Sequence[int], human_seat: int | None,
                hints: Mapping[int, int] | None = None) -> GameStats | None:
    """Count one finished hand, read off its score sheet, for the human seat and for every named
    person at the table: a hand won is one the sheet says the seat won (a 上台 with no level to
    gain is a win, a 0–0 平扣 a draw, which is simply not a win); the points are its delta.
    Bare deltas are read as a sheet by their signs (what every hand was counted by before).

    When the match was just autosaved at this hand's end (``note_hand_end``), the count is
    entered in the ledger with it, and a hand the ledger already holds is not counted twice.
    ``hints`` ({seat: decisions hinted} in this hand, from the match's own record:
    ``Match.hand_hints``) is passed by whoever counts the hand; None counts none."""
    if not isinstance(sheet, ScoreSheet):
        sheet = sheet_by_deltas((), sheet)
    hints = hints or {}

    def hand(seat: int) -> dict[str, int]:
        return {"hands": 1, "wins": 1 if sheet.outcomes[seat] == WON else 0, "points": sheet.deltas[seat],
                "hints": max(0, int(hints.get(seat, 0)))}

    return _record(storage, variant, seat_players, len(sheet.deltas), human_seat, hand, "at")


def record_match(storage: Storage, variant: str, seat_players: Sequence[Any],
                 scores: Sequence[int], human_seat: int | None) -> GameStats | None:
    """Count one finished match; it is "won" by a seat with the top score (ties count)."""
    top = max((int(s) for s in scores), default=0)

    def match(seat: int) -> dict[str, int]:
        return {"matches": 1, "match_wins": 1 if int(scores[seat]) >= top else 0}

    return _record(storage, variant, seat_players, len(scores), human_seat, match, "match")


def reset_statistics(storage: Storage) -> None:
    storage.delete(FILE_NAME)


# --- the ledger: counting a hand once, even across a kill ---------------------------------------

def match_key(match: Any) -> str:
    """A match's identity in the ledger: its variant, seed and seating."""
    seats = ",".join(f"{p.kind[:1]}{p.level[:1]}" for p in match.players)
    return f"{match.variant}:{match.seed}:{seats}"


def hand_end_at(match: Any) -> int | None:
    """At a hand's end (phase hand_over / match_over): the number of actions at which that hand
    ended — the last one, unless the last was the table's (21点's 离桌, or a 下一局 that found no
    round to play: the hand ended one action before). None elsewhere."""
    if match.state.phase not in ("hand_over", "match_over") or not match.actions:
        return None
    count = len(match.actions)
    return count - 1 if match.actions[-1][0] == TABLE else count


def note_hand_end(storage: Storage, match: Any) -> None:
    """Called by ``save_match`` after each autosave: the counts that follow belong to this
    match's hand ending at this action (held on the storage until counted)."""
    at = hand_end_at(match)
    storage.hand_end = None if at is None else (match.variant, match_key(match), at,
                                                 bool(match.state.is_match_over))


def catch_up(storage: Storage, match: Any) -> int:
    """A match loaded at a hand's end: count that hand (and the match, if over) when the
    ledger shows they were not counted (a kill between the autosave and the count).
    Returns how many counts were made."""
    at = hand_end_at(match)
    if at is None:
        return 0
    key = match_key(match)
    entry = _read(storage).ledger.get(key, {})
    human = _first_person(match.players)
    state = match.state
    made = 0
    note_hand_end(storage, match)
    if entry.get("at", -1) < at:
        sheet = hand_sheet(state)
        if sheet is not None:
            record_hand(storage, match.variant, match.players, sheet, human, hints=match.hand_hints())
            made += 1
    if state.is_match_over and not entry.get("match", False):
        record_match(storage, match.variant, match.players, state.scores, human)
        made += 1
    storage.hand_end = None
    return made


def hand_sheet(state: Any) -> ScoreSheet | None:
    """The score sheet of the hand the state has just finished (None when it has no result)."""
    result = getattr(state, "result", None)
    return None if result is None else result.sheet


def _first_person(players: Sequence[Any]) -> int | None:
    return next((i for i, p in enumerate(players) if getattr(p, "kind", "") == "human"), None)


def _record(storage: Storage, variant: str, seat_players: Sequence[Any], seats: int,
            human_seat: int | None, increments, what: str) -> GameStats | None:
    """One read and one write: the game's totals (``human_seat``), each named person's, and the
    ledger entry when the match was just saved at a hand's end."""
    named = {}
    for seat, player in enumerate(seat_players):
        name = getattr(player, "name", "")
        if seat < seats and getattr(player, "kind", None) == "human" and name and name not in named:
            named[name] = seat
    counted = _is_human(seat_players, human_seat) and human_seat < seats
    if not counted and not named:
        return None
    found = _read(storage)
    games, people = found.games, found.people
    due = getattr(storage, "hand_end", None)
    if due is not None and due[0] == variant:
        key, at = due[1], due[2]
        entry = dict(found.ledger.pop(key, {}))
        done = entry.get("at", -1) >= at if what == "at" else entry.get("match", False)
        if done:  # counted already (before a kill, or by catch_up)
            found.ledger[key] = entry
            return games.get(variant) if counted else None
        if what == "at":
            entry["at"] = at
        else:
            entry["match"] = True
        found.ledger[key] = entry  # re-inserted: the most recent last
    if counted:
        games[variant] = _add(games.get(variant, GameStats(variant)), increments(human_seat))
    for name, seat in named.items():
        mine = people.setdefault(name, {})
        mine[variant] = _add(mine.get(variant, GameStats(variant)), increments(seat))
    _write(storage, found)
    return games.get(variant) if counted else None


def _add(old: GameStats, increments: dict[str, int]) -> GameStats:
    values = {}
    for name in _COUNTERS:
        value = getattr(old, name) + increments.get(name, 0)
        values[name] = max(-COUNTER_LIMIT, min(COUNTER_LIMIT, value))
    return GameStats(old.variant, **values)


def _counters(stats: GameStats) -> dict[str, int]:
    return {name: getattr(stats, name) for name in _COUNTERS}


def _good_name(name: Any) -> bool:
    return isinstance(name, str) and 0 < len(name) <= NAME_LIMIT and name.isprintable() and name.strip() == name


def _entry(variant: Any, entry: Any) -> GameStats | None:
    if not _good_name(variant) or not isinstance(entry, dict):
        return None
    values = {}
    for name in _COUNTERS:
        value = entry.get(name, 0)
        if isinstance(value, bool) or not isinstance(value, int) or abs(value) > COUNTER_LIMIT:
            return None
        values[name] = value
    if min(values["hands"], values["wins"], values["matches"], values["match_wins"], values["hints"]) < 0:
        return None
    if values["wins"] > values["hands"] or values["match_wins"] > values["matches"]:
        return None
    return GameStats(variant, **values)


def _ledger(raw: Any) -> dict[str, dict[str, Any]] | None:
    if not isinstance(raw, dict):
        return None
    out = {}
    for key, entry in raw.items():
        if not isinstance(key, str) or len(key) > 200 or not isinstance(entry, dict):
            return None
        at, over = entry.get("at", -1), entry.get("match", False)
        if isinstance(at, bool) or not isinstance(at, int) or not isinstance(over, bool) \
                or not -1 <= at <= COUNTER_LIMIT:
            return None
        out[key] = {"at": at, "match": over}
    return out


def _is_human(seat_players: Sequence[Any], seat: int | None) -> bool:
    if seat is None or not 0 <= seat < len(seat_players):
        return False
    return getattr(seat_players[seat], "kind", None) == "human"
