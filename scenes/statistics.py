"""Per-game statistics of the person at the table, kept as JSON.

Only the human seat is counted (a computer-only game records nothing), and
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


def record_hand(storage: Storage, variant: str, seat_players: Sequence[Any],
                deltas: Sequence[int], human_seat: int | None) -> GameStats | None:
    """Count one finished hand for the human seat; nothing happens without a human seat."""
    if not _is_human(seat_players, human_seat) or human_seat >= len(deltas):
        return None
    delta = int(deltas[human_seat])
    return _update(storage, variant, hands=1, wins=1 if delta > 0 else 0, points=delta)


def record_match(storage: Storage, variant: str, seat_players: Sequence[Any],
                 scores: Sequence[int], human_seat: int | None) -> GameStats | None:
    """Count one finished match; it is "won" when the human seat has the top score (ties count)."""
    if not _is_human(seat_players, human_seat) or human_seat >= len(scores):
        return None
    won = int(scores[human_seat]) >= max(int(s) for s in scores)
    return _update(storage, variant, matches=1, match_wins=1 if won else 0)


def reset_statistics(storage: Storage) -> None:
    storage.delete(FILE_NAME)


def _update(storage: Storage, variant: str, **increments: int) -> GameStats:
    games, _notice = load_statistics(storage)
    old = games.get(variant, GameStats(variant))
    values = {name: getattr(old, name) + increments.get(name, 0) for name in _COUNTERS}
    games[variant] = GameStats(variant, **values)
    storage.save_json(FILE_NAME, {
        "version": VERSION,
        "games": {vid: {name: getattr(s, name) for name in _COUNTERS} for vid, s in games.items()},
    })
    return games[variant]


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
