"""The family: people (names and avatars), who is "me", the last seating of each game, and each
person's standing orders and winning runs.

Why here (not in the engine): who sits where is no rule matter (``SeatPlayer``
carries kind, level and name); the program only remembers, between sessions,
the people the family typed and how they sat last time at each game, so that
Enter on the setup screen seats everybody as before — and a game never played
seats "me", the family's default player, at the bottom.

The file (people.json) has the save files' guarantees: written atomically
(:meth:`Storage.save_json`); a non-JSON file, a bad ``version`` or a newer
program's file is moved aside with a notice; a bad name, seat, avatar or run is
dropped and unknown fields are ignored; a version-1 file (names only) still
reads. A person's marker is their avatar (:mod:`scenes.avatar`), drawn by code;
one never chosen follows from the name alone, so the same person looks the same
at every table and on every screen. Made-up names (玩家2) are never kept here:
:func:`fill_names` makes them, counting the people, not the seats.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any, Sequence

import pygame

from engine.match import BOT_LEVELS, SEAT_KINDS, SeatPlayer

from .avatar import COLOURS, KINDS, RING, Avatar, avatar_for_name, avatar_of, draw_avatar, use_avatars
from .avatar import ring_width
from .storage import Storage

#: avatar_of and ring_width (scenes/avatar.py) are re-exported: the screens and tests know a
#: person's avatar and the marker's ring from here.
__all__ = [
    "CLAIM_ORDERS", "FAMILY_LIMIT", "FILE_NAME", "Family", "MARKER_COLOURS", "MARKER_INK", "MARKER_RING",
    "NAME_LIMIT", "Person", "STREAK_LIMIT", "Streak", "VERSION", "avatar_of", "clean_name", "draw_marker",
    "fill_names", "is_default_name", "load_claim_orders", "load_family", "load_people", "load_streaks",
    "marker_colour", "next_avatar", "note_hand", "peek_avatars", "remember_claim_order", "remember_seating",
    "ring_width", "save_family", "shown_name",
]

FILE_NAME = "people.json"
VERSION = 2             # 2: people with avatars, "me", winning runs (1: names only)
NAME_LIMIT = 8          # characters: a name must fit a seat panel and a result line
FAMILY_LIMIT = 12       # names remembered

#: The avatars' disc colours (the markers' colours before avatars).
MARKER_COLOURS = COLOURS


def clean_name(text: Any) -> str:
    """A name as stored: printable, trimmed, at most NAME_LIMIT characters ("" if none)."""
    if not isinstance(text, str):
        return ""
    kept = "".join(ch for ch in text if ch.isprintable())
    return kept.strip()[:NAME_LIMIT]


#: A name the program made up for a person nobody named (玩家2 / Player 2), in either language.
_DEFAULT_NAME = re.compile(r"^(?:玩家|Player ?)(\d{1,2})$")


def is_default_name(name: Any) -> bool:
    """True for a made-up name ("玩家2", "Player 2"): not a family member's, never remembered."""
    return isinstance(name, str) and _DEFAULT_NAME.match(name.strip()) is not None


def shown_name(name: str, tr: Any) -> str:
    """A person's name as the interface shows it: a made-up name in the interface's language
    (a match started in English says 玩家2 once the interface is Chinese), any other as typed."""
    found = _DEFAULT_NAME.match(name.strip()) if isinstance(name, str) else None
    if found is None:
        return name
    return tr("table.hotseat.default_name", n=int(found.group(1)))


def marker_colour(name: str) -> tuple[int, int, int]:
    """The disc colour of ``name``'s avatar."""
    return avatar_of(name).fill


MARKER_RING = RING
MARKER_INK = (255, 255, 255)


def draw_marker(surface: pygame.Surface, name: str, centre: tuple[int, int], radius: int) -> pygame.Rect:
    """The person's marker: their avatar (chosen, else the one their name gives) on a disc in its
    colour inside a light ring; returns its rect. Every screen draws people through this one
    function, so a chosen avatar shows at every table, in setup, results and statistics."""
    return draw_avatar(surface, avatar_of(name), centre, radius)


# --- made-up names ------------------------------------------------------------------------------

def fill_names(names: Sequence[str], made_up: Any) -> list[str]:
    """The people's names in seat order, every blank filled with a made-up one, ``made_up(n)``
    (玩家n) where n is the person's place among the people (1, 2, 3 … never the seat's number,
    which skipped the computers: 玩家1, 玩家2, 玩家4 without a 玩家3). A made-up name already kept
    in a match record stays as it is (the match shows the same names after a reload); a number
    someone already has, or a name given twice, moves on to the next free number."""
    cleaned = [clean_name(name) for name in names]
    numbers = {int(found.group(1)) for found in map(_DEFAULT_NAME.match, cleaned) if found}
    typed = {name for name in cleaned if name and not is_default_name(name)}
    filled: list[str] = []
    for place, name in enumerate(cleaned, start=1):
        if name and name not in filled:
            filled.append(name)
            continue
        n = place
        while n in numbers or made_up(n) in typed or made_up(n) in filled:
            n += 1
        numbers.add(n)
        filled.append(made_up(n))
    return filled


# --- the family file ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Person:
    """A member of the family: a name and, once chosen, an avatar (else the one the name gives)."""

    name: str
    chosen: Avatar | None = None

    @property
    def avatar(self) -> Avatar:
        return self.chosen or avatar_for_name(self.name)


@dataclass(frozen=True)
class Streak:
    """A person's hands won in a row at one game: the run going on and the best run."""

    run: int = 0
    best: int = 0


@dataclass(frozen=True)
class Family:
    """What the people file keeps: the family (most recently seated first), which of them is "me"
    (the default player at the bottom seat), the last seating of each game, each person's
    standing order for mahjong claims and their winning streaks by game."""

    people: tuple[Person, ...] = ()
    me: str = ""
    seating: dict = field(default_factory=dict)          # variant -> tuple[SeatPlayer, ...]
    claim_orders: dict = field(default_factory=dict)     # name -> "auto" | "ask"
    streaks: dict = field(default_factory=dict)          # name -> {variant: Streak}

    @property
    def names(self) -> list[str]:
        return [person.name for person in self.people]

    def person(self, name: str) -> Person | None:
        return next((person for person in self.people if person.name == name), None)


#: Longest winning run kept (a larger number in the file is damage).
STREAK_LIMIT = 10 ** 6


def load_family(storage: Storage) -> tuple[Family, str | None]:
    """The family as the file keeps it, and a notice if the file was moved aside.

    A file that is not JSON, whose ``version`` is not a number, or that comes from a newer
    program is moved aside (never misread, never overwritten) and the family starts afresh; a
    bad entry (a name, seat, avatar or streak) is dropped and the rest kept. A version-1 file
    (names only) reads as people whose avatars come from their names."""
    data, notice = storage.load_json(FILE_NAME)
    if data is None:
        return _used(Family()), notice
    version = data.get("version", 1)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        return _used(Family()), storage.move_aside(FILE_NAME)
    if version > VERSION:
        return _used(Family()), storage.move_aside(FILE_NAME, "notice.people_newer")
    people: list[Person] = []
    raw_people = data.get("people")
    for entry in raw_people if isinstance(raw_people, list) else ():
        name = clean_name(entry.get("name")) if isinstance(entry, dict) else ""
        if name and not is_default_name(name) and name not in [p.name for p in people]:
            people.append(Person(name, Avatar.from_json(entry.get("avatar"))))
    raw_names = data.get("names")
    for raw in raw_names if isinstance(raw_names, list) else ():
        name = clean_name(raw)
        if name and not is_default_name(name) and name not in [p.name for p in people]:
            people.append(Person(name))                  # an older file: names only
    people = people[:FAMILY_LIMIT]
    me = clean_name(data.get("me"))
    seating: dict[str, tuple[SeatPlayer, ...]] = {}
    raw_seating = data.get("seating")
    if isinstance(raw_seating, dict):
        for variant, seats in raw_seating.items():
            players = _players(seats)
            if isinstance(variant, str) and players:
                seating[variant] = players
    family = Family(tuple(people), me if me in [p.name for p in people] else "", seating,
                    _claim_orders(data.get("claim_orders")), _streaks(data.get("streaks")))
    return _used(family), None


def save_family(storage: Storage, family: Family) -> bool:
    """Write the family atomically (``names`` too, which an older program reads)."""
    _used(family)
    return storage.save_json(FILE_NAME, {
        "version": VERSION,
        "me": family.me,
        "people": [{"name": p.name, **({"avatar": p.chosen.to_json()} if p.chosen else {})}
                   for p in family.people[:FAMILY_LIMIT]],
        "names": family.names[:FAMILY_LIMIT],
        "seating": {v: [p.to_json() for p in ps] for v, ps in family.seating.items()},
        "claim_orders": dict(family.claim_orders),
        "streaks": {name: {v: {"run": s.run, "best": s.best} for v, s in games.items()}
                    for name, games in family.streaks.items()},
    })


def _used(family: Family) -> Family:
    """Tell the avatar drawing what the family chose (every screen draws people by name)."""
    use_avatars({p.name: p.chosen for p in family.people if p.chosen is not None})
    return family


def load_people(storage: Storage) -> tuple[list[str], dict[str, tuple[SeatPlayer, ...]], str | None]:
    """(family names, last seating by variant, notice if the file was damaged)."""
    family, notice = load_family(storage)
    return family.names, dict(family.seating), notice


def remember_seating(storage: Storage, variant: str, players: Sequence[SeatPlayer],
                     avatars: dict[str, Avatar] | None = None, me: str | None = None) -> bool:
    """Keep this game's seating, put its people first in the family list (with the avatars they
    chose, ``avatars`` by name) and who "me" is: ``me`` when given, else as before, else the
    person at the bottom seat (the first to give a name there)."""
    family, _notice = load_family(storage)
    # made-up names (玩家2) are not the family's: the next setup makes them up again, in its language
    players = tuple(SeatPlayer(p.kind, p.level, "" if is_default_name(p.name) else p.name) for p in players)
    seating = dict(family.seating)
    seating[variant] = players
    people = list(family.people)
    for player in reversed(players):
        name = clean_name(player.name)
        if player.kind == "human" and name:
            known = family.person(name)
            people = [p for p in people if p.name != name]
            people.insert(0, Person(name, (avatars or {}).get(name) or (known.chosen if known else None)))
    for name, avatar in (avatars or {}).items():        # a change of avatar for someone not seated
        people = [Person(p.name, avatar) if p.name == name else p for p in people]
    bottom = players[0].name if players and players[0].kind == "human" else ""
    chosen_me = (family.me or clean_name(bottom)) if me is None else clean_name(me)
    return save_family(storage, Family(tuple(people[:FAMILY_LIMIT]), chosen_me, seating,
                                       family.claim_orders, family.streaks))


#: A person's standing order for mahjong claims: the computer answers for them, or they are asked.
CLAIM_ORDERS = ("auto", "ask")


def load_claim_orders(storage: Storage) -> dict[str, str]:
    """Each person's standing order for mahjong claims, by name (unknown entries dropped)."""
    return dict(load_family(storage)[0].claim_orders)


def remember_claim_order(storage: Storage, name: str, order: str) -> bool:
    """Keep a person's standing order for the next match (the rest of the file unchanged)."""
    family, _notice = load_family(storage)
    orders = dict(family.claim_orders)
    orders[clean_name(name)] = order
    return save_family(storage, Family(family.people, family.me, family.seating, orders, family.streaks))


def note_hand(storage: Storage, variant: str, players: Sequence[Any], outcomes: Sequence[Any]) -> bool:
    """A finished hand for each named person at the table: their winning run at this game goes on
    (the hand's score sheet says the seat WON: ``sheet.outcomes``) or ends (lost, or drawn), and
    their best run follows it. Made-up names count too (as the statistics do); the screen merges
    them as it shows them. Called where the statistics count a hand (TableScene.count_finished)."""
    from engine.score_sheet import WON as won

    family, _notice = load_family(storage)
    streaks = {name: dict(games) for name, games in family.streaks.items()}
    changed = False
    for seat, player in enumerate(players):
        name = clean_name(getattr(player, "name", ""))
        if getattr(player, "kind", "") != "human" or not name or seat >= len(outcomes):
            continue
        old = streaks.setdefault(name, {}).get(variant, Streak())
        run = min(STREAK_LIMIT, old.run + 1) if outcomes[seat] == won else 0
        streaks[name][variant] = Streak(run, max(old.best, run))
        changed = True
    if not changed:
        return False
    return save_family(storage, Family(family.people, family.me, family.seating, family.claim_orders, streaks))


def load_streaks(storage: Storage) -> dict[str, dict[str, Streak]]:
    """Each person's winning runs by game: {name: {variant: Streak}}."""
    return load_family(storage)[0].streaks


def _claim_orders(raw: Any) -> dict[str, str]:
    if not isinstance(raw, dict):
        return {}
    return {clean_name(name): order for name, order in raw.items()
            if isinstance(name, str) and clean_name(name) and order in CLAIM_ORDERS}


def _streaks(raw: Any) -> dict[str, dict[str, Streak]]:
    out: dict[str, dict[str, Streak]] = {}
    for name, games in raw.items() if isinstance(raw, dict) else ():
        if not isinstance(name, str) or clean_name(name) != name or not name or not isinstance(games, dict):
            continue
        for variant, entry in games.items():
            if not isinstance(variant, str) or not isinstance(entry, dict):
                continue
            run, best = entry.get("run", 0), entry.get("best", 0)
            if all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= STREAK_LIMIT for v in (run, best)) \
                    and run <= best:
                out.setdefault(name, {})[variant] = Streak(run, best)
    return out


def peek_avatars(path: Any) -> dict[str, Avatar]:
    """The avatars a people file holds, read without touching it (no moving aside): for the
    first marker drawn before any screen read the file. Anything unreadable gives none."""
    try:
        with open(path, "rb") as handle:
            data = json.loads(handle.read(1 << 20).decode("utf-8-sig"))
        entries = data.get("people") if isinstance(data, dict) and data.get("version") == VERSION else None
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):
        return {}
    found = {}
    for entry in entries if isinstance(entries, list) else ():
        if isinstance(entry, dict):
            avatar, name = Avatar.from_json(entry.get("avatar")), clean_name(entry.get("name"))
            if avatar is not None and name:
                found[name] = avatar
    return found


def next_avatar(avatar: Avatar) -> Avatar:
    """The avatar after ``avatar`` in the set: the next picture; after the last, the next colour."""
    index = KINDS.index(avatar.kind) + 1
    colour = avatar.colour + index // len(KINDS)
    return Avatar(KINDS[index % len(KINDS)], colour % len(COLOURS))


def _players(seats: Any) -> tuple[SeatPlayer, ...]:
    if not isinstance(seats, list):
        return ()
    players = []
    for entry in seats:
        if not isinstance(entry, dict):
            return ()
        kind, level = entry.get("kind"), entry.get("level", "normal")
        if kind not in SEAT_KINDS or level not in BOT_LEVELS:
            return ()
        players.append(SeatPlayer(kind, level, clean_name(entry.get("name", ""))))
    return tuple(players)
