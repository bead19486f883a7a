"""Per-game statistics of the person at the table, and of each named person, kept as JSON.

Only human seats are counted (a computer-only game records nothing): the
game's totals follow the table's first person (as before hot-seat), and every
person with a name also gets their own totals per game under ``people`` (the
family playing hot-seat, :mod:`scenes.people`). Only totals are kept: hands,
only totals are kept: hands, hands won, points, matches finished and matches
won. Derived figures (win rate, points per hand) are computed when shown, so
the file stays small and a damaged or hand-edited number cannot spread.
Damage handling follows the settings: a non-JSON file is moved aside with a
notice, a bad entry is dropped, an unknown field is ignored.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .storage import Storage

FILE_NAME = "stats.json"
VERSION = 1
_COUNTERS = ("hands", "wins", "points", "matches", "match_wins")


@dataclass(frozen=True)
class GameStats:
    variant: str
    hands: int = 0
    wins: int = 0
    points: int = 0
    matches: int = 0
    match_wins: int = 0

    @property
    def win_rate(self) -> float:
        """Share of hands won, 0..1 (0 when nothing was played)."""
        return self.wins / self.hands if self.hands else 0.0

    @property
    def points_per_hand(self) -> float:
        return self.points / self.hands if self.hands else 0.0


def load_statistics(storage: Storage) -> tuple[dict[str, GameStats], str | None]:
    """Every game with a record, by variant id, and a notice if the file was damaged."""
    data, notice = storage.load_json(FILE_NAME)
    games = data.get("games") if isinstance(data, dict) else None
    result: dict[str, GameStats] = {}
    if isinstance(games, dict):
        for variant, entry in games.items():
            stats = _entry(variant, entry)
            if stats is not None:
                result[variant] = stats
    return result, notice


def load_person_statistics(storage: Storage) -> dict[str, dict[str, GameStats]]:
    """Each named person's totals: {name: {variant: GameStats}} (damaged entries dropped)."""
    data, _notice = storage.load_json(FILE_NAME)
    people = data.get("people") if isinstance(data, dict) else None
    result: dict[str, dict[str, GameStats]] = {}
    if isinstance(people, dict):
        for name, games in people.items():
            if not isinstance(name, str) or not name or not isinstance(games, dict):
                continue
            kept = {v: st for v, st in ((v, _entry(v, e)) for v, e in games.items()) if st is not None}
            if kept:
                result[name] = kept
    return result


def record_hand(storage: Storage, variant: str, seat_players: Sequence[Any],
                deltas: Sequence[int], human_seat: int | None) -> GameStats | None:
    """Count one finished hand for the human seat and for every named person at the table."""
    def hand(seat: int) -> dict[str, int]:
        delta = int(deltas[seat])
        return {"hands": 1, "wins": 1 if delta > 0 else 0, "points": delta}

    return _record(storage, variant, seat_players, len(deltas), human_seat, hand)


def record_match(storage: Storage, variant: str, seat_players: Sequence[Any],
                 scores: Sequence[int], human_seat: int | None) -> GameStats | None:
    """Count one finished match; it is "won" by a seat with the top score (ties count)."""
    top = max((int(s) for s in scores), default=0)

    def match(seat: int) -> dict[str, int]:
        return {"matches": 1, "match_wins": 1 if int(scores[seat]) >= top else 0}

    return _record(storage, variant, seat_players, len(scores), human_seat, match)


def reset_statistics(storage: Storage) -> None:
    storage.delete(FILE_NAME)


def _record(storage: Storage, variant: str, seat_players: Sequence[Any], seats: int,
            human_seat: int | None, increments) -> GameStats | None:
    """One read and one write: the game's totals (``human_seat``) and each named person's."""
    named = {}
    for seat, player in enumerate(seat_players):
        name = getattr(player, "name", "")
        if seat < seats and getattr(player, "kind", None) == "human" and name and name not in named:
            named[name] = seat
    counted = _is_human(seat_players, human_seat) and human_seat < seats
    if not counted and not named:
        return None
    games, _notice = load_statistics(storage)
    people = load_person_statistics(storage)
    if counted:
        games[variant] = _add(games.get(variant, GameStats(variant)), increments(human_seat))
    for name, seat in named.items():
        mine = people.setdefault(name, {})
        mine[variant] = _add(mine.get(variant, GameStats(variant)), increments(seat))
    storage.save_json(FILE_NAME, {
        "version": VERSION,
        "games": {vid: _counters(st) for vid, st in games.items()},
        "people": {name: {vid: _counters(st) for vid, st in mine.items()} for name, mine in people.items()},
    })
    return games.get(variant) if counted else None


def _add(old: GameStats, increments: dict[str, int]) -> GameStats:
    return GameStats(old.variant, **{name: getattr(old, name) + increments.get(name, 0) for name in _COUNTERS})


def _counters(stats: GameStats) -> dict[str, int]:
    return {name: getattr(stats, name) for name in _COUNTERS}


def _entry(variant: Any, entry: Any) -> GameStats | None:
    if not isinstance(variant, str) or not isinstance(entry, dict):
        return None
    values = {}
    for name in _COUNTERS:
        value = entry.get(name, 0)
        if isinstance(value, bool) or not isinstance(value, int):
            return None
        values[name] = value
    if min(values["hands"], values["wins"], values["matches"], values["match_wins"]) < 0:
        return None
    if values["wins"] > values["hands"] or values["match_wins"] > values["matches"]:
        return None
    return GameStats(variant, **values)


def _is_human(seat_players: Sequence[Any], seat: int | None) -> bool:
    if seat is None or not 0 <= seat < len(seat_players):
        return False
    return getattr(seat_players[seat], "kind", None) == "human"
