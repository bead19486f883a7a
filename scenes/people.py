"""The family: people's names, their markers, and the last seating of each game.

Why here (not in the engine): who sits where is no rule matter (``SeatPlayer``
carries kind, level and name); the program only remembers, between sessions,
the names the family typed and how they sat last time at each game, so that
Enter on the setup screen seats everybody as before.

The file follows the settings' damage handling: a non-JSON file is moved aside
(the notice is returned), a bad name or seat is dropped, unknown fields are
ignored. A marker is drawn by code — a coloured disc with the name's first
character — and its colour follows from the name alone, so the same person has
the same marker at every table and on every screen without storing a colour.
"""
from __future__ import annotations

import re
import zlib
from functools import lru_cache
from typing import Any, Sequence

import pygame

from engine.match import BOT_LEVELS, SEAT_KINDS, SeatPlayer

from .storage import Storage

FILE_NAME = "people.json"
VERSION = 1
NAME_LIMIT = 8          # characters: a name must fit a seat panel and a result line
FAMILY_LIMIT = 12       # names remembered

#: Marker colours: distinct on the green felt and under white text.
MARKER_COLOURS = (
    (200, 70, 60), (60, 110, 200), (215, 140, 30), (140, 80, 180),
    (30, 150, 140), (190, 70, 140), (110, 140, 40), (90, 90, 110),
)


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
    return MARKER_COLOURS[zlib.crc32(name.encode("utf-8")) % len(MARKER_COLOURS)]


def initial(name: str) -> str:
    name = name.strip()
    return name[:1].upper() if name else "?"


MARKER_RING = (250, 246, 232)
MARKER_INK = (255, 255, 255)


def ring_width(radius: int) -> int:
    """The light ring round a marker of ``radius``."""
    return max(1, radius // 6)


@lru_cache(maxsize=256)
def _initial_glyph(char: str, radius: int) -> tuple[pygame.Surface, pygame.Rect] | None:
    """The initial at the largest size (up to 1.15 × the radius) whose ink fits inside the ring,
    with its ink's box; None when even the smallest size does not fit (the colour alone tells).

    Measured on the ink, not the font's line box: the text font never goes under 14 px, which
    overflowed a marker beside a 15 px name, and a Chinese glyph does not sit in the middle of
    its line box."""
    from .assets import small_font

    room = radius - ring_width(radius) - 0.5
    for size in range(max(6, int(radius * 1.15)), 5, -1):
        glyph = small_font(size, bold=True).render(char, True, MARKER_INK)
        ink = glyph.get_bounding_rect()
        if (ink.width / 2) ** 2 + (ink.height / 2) ** 2 <= room ** 2:
            return glyph, ink
    return None


def draw_marker(surface: pygame.Surface, name: str, centre: tuple[int, int], radius: int) -> pygame.Rect:
    """The person's marker (a disc in their colour with their initial inside its ring); returns its rect."""
    radius = max(6, int(radius))
    colour = marker_colour(name)
    rect = pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, MARKER_RING, centre, radius, ring_width(radius))
    fitted = _initial_glyph(initial(name), radius)
    if fitted is not None:
        glyph, ink = fitted
        surface.blit(glyph, (centre[0] - ink.centerx, centre[1] - ink.centery))
    return rect


# --- remembering ------------------------------------------------------------------------------

def load_people(storage: Storage) -> tuple[list[str], dict[str, tuple[SeatPlayer, ...]], str | None]:
    """(family names, last seating by variant, notice if the file was damaged)."""
    data, notice = storage.load_json(FILE_NAME)
    names: list[str] = []
    seating: dict[str, tuple[SeatPlayer, ...]] = {}
    if isinstance(data, dict):
        for raw in data.get("names", ()) if isinstance(data.get("names"), list) else ():
            name = clean_name(raw)
            if name and name not in names and not is_default_name(name):   # an older file's 玩家2
                names.append(name)
        raw_seating = data.get("seating")
        if isinstance(raw_seating, dict):
            for variant, seats in raw_seating.items():
                players = _players(seats)
                if isinstance(variant, str) and players:
                    seating[variant] = players
    return names[:FAMILY_LIMIT], seating, notice


def remember_seating(storage: Storage, variant: str, players: Sequence[SeatPlayer]) -> bool:
    """Keep this game's seating and put its people's names first in the family list."""
    names, seating, _notice = load_people(storage)
    # made-up names (玩家2) are not the family's: the next setup makes them up again, in its language
    players = tuple(SeatPlayer(p.kind, p.level, "" if is_default_name(p.name) else p.name) for p in players)
    seating[variant] = players
    for player in reversed(players):
        name = clean_name(player.name)
        if player.kind == "human" and name:
            if name in names:
                names.remove(name)
            names.insert(0, name)
    return storage.save_json(FILE_NAME, {
        "version": VERSION,
        "names": names[:FAMILY_LIMIT],
        "seating": {v: [p.to_json() for p in ps] for v, ps in seating.items()},
        "claim_orders": load_claim_orders(storage),
    })


#: A person's standing order for mahjong claims: the computer answers for them, or they are asked.
CLAIM_ORDERS = ("auto", "ask")


def load_claim_orders(storage: Storage) -> dict[str, str]:
    """Each person's standing order for mahjong claims, by name (unknown entries dropped)."""
    data, _notice = storage.load_json(FILE_NAME)
    raw = data.get("claim_orders") if isinstance(data, dict) else None
    if not isinstance(raw, dict):
        return {}
    return {clean_name(name): order for name, order in raw.items()
            if isinstance(name, str) and clean_name(name) and order in CLAIM_ORDERS}


def remember_claim_order(storage: Storage, name: str, order: str) -> bool:
    """Keep a person's standing order for the next match (the rest of the file unchanged)."""
    data, _notice = storage.load_json(FILE_NAME)
    data = dict(data) if isinstance(data, dict) else {"version": VERSION}
    orders = load_claim_orders(storage)
    orders[clean_name(name)] = order
    data["claim_orders"] = orders
    return storage.save_json(FILE_NAME, data)


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
