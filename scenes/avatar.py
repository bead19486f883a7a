"""A person's avatar: a face or an animal on a disc of their colour, drawn by code.

Why drawn rather than shipped as pictures: an avatar is shown from 12 px (beside a name in a
seat panel) to 60 px (the hand-off screen), on every table and screen; primitives scale to
each size crisply, need no image files or licences, and every shape is kept inside the disc's
light ring (a test checks every pixel), where the initial used to spill out.

An avatar is a :class:`Avatar` — one of :data:`KINDS` in one of :data:`COLOURS`. A person who
never chose one gets one picked from their name, so the same name has the same avatar on every
screen without storing anything; a chosen one is kept in the people file (:mod:`scenes.people`)
and told to this module by :func:`use_avatars`.
"""
from __future__ import annotations

import zlib
from dataclasses import dataclass
from functools import lru_cache
from typing import Mapping

import pygame

#: Disc colours: distinct on the green felt and under the light ring and features.
COLOURS = (
    (200, 70, 60), (60, 110, 200), (215, 140, 30), (140, 80, 180),
    (30, 150, 140), (190, 70, 140), (110, 140, 40), (90, 90, 110),
)
#: The avatars a person chooses from: four faces, six animals.
KINDS = ("smile", "glasses", "bun", "beard", "cat", "dog", "rabbit", "bear", "panda", "fox")
#: The computer players' picture: a robot's head, never offered to a person, so a computer seat is
#: told from a person's at a glance.
ROBOT = "robot"
METAL = (214, 222, 228)
LAMP = (120, 230, 255)

RING = (250, 246, 232)
SKIN = (246, 214, 180)
FUR = (250, 240, 222)
INK = (40, 32, 30)
BROWN = (120, 78, 50)
PINK = (236, 150, 160)
ORANGE = (232, 128, 52)
GREY_HAIR = (200, 200, 206)


@dataclass(frozen=True)
class Avatar:
    kind: str
    colour: int      # index into COLOURS

    @property
    def fill(self) -> tuple[int, int, int]:
        return COLOURS[self.colour % len(COLOURS)]

    def to_json(self) -> dict:
        return {"kind": self.kind, "colour": self.colour}

    @staticmethod
    def from_json(data: object) -> "Avatar | None":
        """An avatar as stored, or None for anything that is not one (a hand-edited file)."""
        if not isinstance(data, dict):
            return None
        kind, colour = data.get("kind"), data.get("colour")
        if kind not in KINDS or isinstance(colour, bool) or not isinstance(colour, int) \
                or not 0 <= colour < len(COLOURS):
            return None
        return Avatar(kind, colour)


def avatar_for_name(name: str) -> Avatar:
    """The avatar of a person who chose none: from their name (the colour the marker always had)."""
    crc = zlib.crc32(name.encode("utf-8", "surrogatepass"))
    return Avatar(KINDS[(crc >> 8) % len(KINDS)], crc % len(COLOURS))


def computer_avatar(seat: int) -> Avatar:
    """The picture of the computer player in ``seat``: the robot in a colour fixed by the seat, so
    it is the same all match long (and in either language, unlike the seat's name)."""
    return Avatar(ROBOT, (int(seat) * 3 + 1) % len(COLOURS))


# --- the people's choices -------------------------------------------------------------------

_chosen: dict[str, Avatar] = {}
_loaded = False


def use_avatars(chosen: Mapping[str, Avatar]) -> None:
    """The avatars the family chose, by name (called whenever the people file is read or written)."""
    global _loaded
    _chosen.clear()
    _chosen.update(chosen)
    _loaded = True


def avatar_of(name: str) -> Avatar:
    """``name``'s avatar: the one chosen, else the one their name gives."""
    if not _loaded:
        _load_default()
    return _chosen.get(name) or avatar_for_name(name)


def _load_default() -> None:
    """The first avatar drawn before any screen read the people file (a match continued at
    start): peek at the user's file once — read only, a damaged one is left for the screens
    that report it — so a chosen avatar shows there too."""
    global _loaded
    _loaded = True
    try:
        from .people import FILE_NAME, peek_avatars
        from .storage import Storage

        _chosen.update(peek_avatars(Storage.default().path(FILE_NAME)))
    except Exception:  # noqa: BLE001 - a marker must draw whatever the file holds
        pass


# --- drawing -------------------------------------------------------------------------------

def ring_width(radius: int) -> int:
    """The light ring round an avatar of ``radius``."""
    return max(1, radius // 6)


def draw_avatar(surface: pygame.Surface, avatar: Avatar, centre: tuple[int, int], radius: int) -> pygame.Rect:
    """``avatar`` as a disc of ``radius`` centred at ``centre``; returns the disc's rect."""
    radius = max(6, int(radius))
    image = _image(avatar, radius)
    rect = image.get_rect(center=(int(centre[0]), int(centre[1])))
    # the image is 2r+1 wide with the centre at pixel r
    rect.topleft = (int(centre[0]) - radius, int(centre[1]) - radius)
    surface.blit(image, rect)
    return rect


@lru_cache(maxsize=512)
def _image(avatar: Avatar, radius: int) -> pygame.Surface:
    side = 2 * radius + 1
    image = pygame.Surface((side, side), pygame.SRCALPHA)
    centre = (radius, radius)
    pygame.draw.circle(image, avatar.fill, centre, radius)
    inner = radius - ring_width(radius)
    # the picture on its own layer, cut to the inside of the ring: nothing ever spills over it
    picture = pygame.Surface((side, side), pygame.SRCALPHA)
    _DRAW[avatar.kind](picture, _Pen(centre, max(1.0, inner - 0.5), radius))
    cut = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.circle(cut, (255, 255, 255, 255), centre, max(1, inner - 1))
    picture.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    image.blit(picture, (0, 0))
    pygame.draw.circle(image, RING, centre, radius, ring_width(radius))
    return image


class _Pen:
    """Coordinates in units of the inner radius (-1..1 across the inside of the ring)."""

    def __init__(self, centre: tuple[int, int], unit: float, radius: int) -> None:
        self.cx, self.cy = centre
        self.u = unit
        self.small = radius < 11        # too small for fine features: shapes only

    def p(self, x: float, y: float) -> tuple[int, int]:
        return round(self.cx + x * self.u), round(self.cy + y * self.u)

    def r(self, size: float, least: int = 1) -> int:
        return max(least, round(size * self.u))

    def circle(self, surface, colour, x, y, size, least=1) -> None:
        pygame.draw.circle(surface, colour, self.p(x, y), self.r(size, least))

    def ellipse(self, surface, colour, x, y, w, h) -> None:
        rect = pygame.Rect(0, 0, max(2, round(w * self.u)), max(2, round(h * self.u)))
        rect.center = self.p(x, y)
        pygame.draw.ellipse(surface, colour, rect)

    def polygon(self, surface, colour, points) -> None:
        pygame.draw.polygon(surface, colour, [self.p(x, y) for x, y in points])

    def eyes(self, surface, y: float = -0.08, apart: float = 0.26, size: float = 0.09) -> None:
        for x in (-apart, apart):
            self.circle(surface, INK, x, y, size)

    def smile(self, surface, y: float = 0.2, width: float = 0.5) -> None:
        if self.small:
            return
        rect = pygame.Rect(0, 0, max(3, round(width * self.u)), max(3, round(width * 0.6 * self.u)))
        rect.center = self.p(0, y)
        pygame.draw.arc(surface, INK, rect, 3.4, 6.0, max(1, round(self.u * 0.07)))


def _face(surface, pen: _Pen, skin=SKIN) -> None:
    pen.circle(surface, skin, 0, 0.12, 0.72)


def _smile(surface, pen: _Pen) -> None:
    pen.ellipse(surface, BROWN, 0, -0.35, 1.3, 0.75)        # hair
    _face(surface, pen)
    pen.eyes(surface, 0.05)
    pen.smile(surface, 0.32)


def _glasses(surface, pen: _Pen) -> None:
    pen.ellipse(surface, GREY_HAIR, 0, -0.38, 1.2, 0.6)
    _face(surface, pen)
    pen.eyes(surface, 0.05, size=0.07)
    width = max(1, round(pen.u * 0.07))
    for x in (-0.26, 0.26):
        pygame.draw.circle(surface, INK, pen.p(x, 0.05), pen.r(0.19, 2), width)
    pygame.draw.line(surface, INK, pen.p(-0.08, 0.05), pen.p(0.08, 0.05), width)
    pen.smile(surface, 0.38, 0.4)


def _bun(surface, pen: _Pen) -> None:
    pen.circle(surface, GREY_HAIR, 0, -0.7, 0.24)           # the bun on top
    pen.ellipse(surface, GREY_HAIR, 0, -0.3, 1.25, 0.7)
    _face(surface, pen, SKIN)
    pen.eyes(surface, 0.08)
    pen.circle(surface, PINK, -0.4, 0.3, 0.1)
    pen.circle(surface, PINK, 0.4, 0.3, 0.1)
    pen.smile(surface, 0.36, 0.4)


def _beard(surface, pen: _Pen) -> None:
    _face(surface, pen)
    pen.ellipse(surface, GREY_HAIR, 0, 0.5, 0.95, 0.55)     # the beard
    pen.ellipse(surface, SKIN, 0, 0.32, 0.5, 0.22)
    pen.eyes(surface, -0.05)
    pen.ellipse(surface, GREY_HAIR, -0.26, -0.25, 0.3, 0.1)  # eyebrows
    pen.ellipse(surface, GREY_HAIR, 0.26, -0.25, 0.3, 0.1)


def _cat(surface, pen: _Pen) -> None:
    pen.polygon(surface, FUR, [(-0.62, -0.05), (-0.5, -0.75), (-0.12, -0.42)])
    pen.polygon(surface, FUR, [(0.62, -0.05), (0.5, -0.75), (0.12, -0.42)])
    pen.circle(surface, FUR, 0, 0.12, 0.62)
    pen.eyes(surface, 0.02, 0.24, 0.08)
    pen.polygon(surface, PINK, [(-0.08, 0.2), (0.08, 0.2), (0, 0.3)])
    if not pen.small:
        width = max(1, round(pen.u * 0.04))
        for side in (-1, 1):
            for dy in (-0.04, 0.06):
                pygame.draw.line(surface, INK, pen.p(side * 0.2, 0.3), pen.p(side * 0.62, 0.28 + dy), width)


def _dog(surface, pen: _Pen) -> None:
    pen.circle(surface, FUR, 0, 0.1, 0.6)
    pen.ellipse(surface, BROWN, -0.55, 0.1, 0.34, 0.8)      # ears hanging down
    pen.ellipse(surface, BROWN, 0.55, 0.1, 0.34, 0.8)
    pen.eyes(surface, -0.02, 0.22, 0.08)
    pen.ellipse(surface, INK, 0, 0.28, 0.26, 0.18)
    pen.smile(surface, 0.44, 0.3)


def _rabbit(surface, pen: _Pen) -> None:
    pen.ellipse(surface, FUR, -0.22, -0.5, 0.26, 0.75)
    pen.ellipse(surface, FUR, 0.22, -0.5, 0.26, 0.75)
    if not pen.small:
        pen.ellipse(surface, PINK, -0.22, -0.5, 0.11, 0.5)
        pen.ellipse(surface, PINK, 0.22, -0.5, 0.11, 0.5)
    pen.circle(surface, FUR, 0, 0.3, 0.55)
    pen.eyes(surface, 0.22, 0.22, 0.08)
    pen.circle(surface, PINK, 0, 0.42, 0.07)


def _bear(surface, pen: _Pen) -> None:
    pen.circle(surface, BROWN, -0.5, -0.4, 0.24)
    pen.circle(surface, BROWN, 0.5, -0.4, 0.24)
    pen.circle(surface, BROWN, 0, 0.1, 0.62)
    pen.ellipse(surface, FUR, 0, 0.35, 0.5, 0.36)
    pen.eyes(surface, -0.02, 0.24, 0.08)
    pen.circle(surface, INK, 0, 0.28, 0.08)


def _panda(surface, pen: _Pen) -> None:
    pen.circle(surface, INK, -0.5, -0.42, 0.22)
    pen.circle(surface, INK, 0.5, -0.42, 0.22)
    pen.circle(surface, FUR, 0, 0.1, 0.64)
    pen.ellipse(surface, INK, -0.26, 0.02, 0.3, 0.36)
    pen.ellipse(surface, INK, 0.26, 0.02, 0.3, 0.36)
    if not pen.small:
        pen.circle(surface, FUR, -0.24, 0.0, 0.06)
        pen.circle(surface, FUR, 0.24, 0.0, 0.06)
    pen.circle(surface, INK, 0, 0.36, 0.07)


def _fox(surface, pen: _Pen) -> None:
    pen.polygon(surface, ORANGE, [(-0.7, -0.1), (-0.52, -0.72), (-0.15, -0.38)])
    pen.polygon(surface, ORANGE, [(0.7, -0.1), (0.52, -0.72), (0.15, -0.38)])
    pen.polygon(surface, ORANGE, [(-0.68, -0.2), (0.68, -0.2), (0, 0.72)])
    pen.polygon(surface, FUR, [(-0.4, 0.2), (0.4, 0.2), (0, 0.72)])
    pen.eyes(surface, -0.02, 0.24, 0.08)
    pen.circle(surface, INK, 0, 0.6, 0.08)


def _robot(surface, pen: _Pen) -> None:
    pygame.draw.line(surface, METAL, pen.p(0, -0.5), pen.p(0, -0.78), pen.r(0.07))    # the antenna
    pen.circle(surface, LAMP, 0, -0.8, 0.1, 2)
    head = pygame.Rect(0, 0, pen.r(1.1, 4), pen.r(0.9, 4))
    head.center = pen.p(0, 0.08)
    pygame.draw.rect(surface, METAL, head, border_radius=pen.r(0.2))
    for x in (-0.5, 0.5):                                                                  # the ears
        pen.ellipse(surface, METAL, x * 1.2, 0.08, 0.2, 0.38)
    for x in (-0.25, 0.25):                                                                # square eyes
        eye = pygame.Rect(0, 0, pen.r(0.22, 2), pen.r(0.2, 2))
        eye.center = pen.p(x, -0.04)
        pygame.draw.rect(surface, INK, eye)
        if not pen.small:
            pen.circle(surface, LAMP, x, -0.04, 0.05)
    mouth = pygame.Rect(0, 0, pen.r(0.56, 3), pen.r(0.14, 1))
    mouth.center = pen.p(0, 0.34)
    pygame.draw.rect(surface, INK, mouth)
    if not pen.small:
        for x in (-0.14, 0.0, 0.14):                                                       # the grille
            pygame.draw.line(surface, METAL, pen.p(x, 0.28), pen.p(x, 0.4), max(1, pen.r(0.03)))


_DRAW = {"smile": _smile, "glasses": _glasses, "bun": _bun, "beard": _beard, "cat": _cat, "dog": _dog,
         "rabbit": _rabbit, "bear": _bear, "panda": _panda, "fox": _fox, ROBOT: _robot}
