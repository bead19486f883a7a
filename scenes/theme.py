"""Colours, sizes and the felt background shared by every screen.

Why here: one calm palette (deep teal felt, ivory text, one warm accent for
"your turn" and the primary action, red only for warnings) keeps all screens
consistent, and sizes derived from the window height keep text readable at
1024×640 and crisp at 1920×1080. The felt is drawn once per window size and
cached, since scaling a full-screen background every frame costs milliseconds.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from .assets import MIN_FONT_PX

Colour = tuple[int, ...]

# felt
FELT_CENTRE: Colour = (38, 118, 96)
FELT_EDGE: Colour = (9, 48, 42)
# text
TEXT: Colour = (244, 241, 230)
TEXT_DIM: Colour = (184, 208, 196)
TEXT_DARK: Colour = (28, 34, 30)
# the one accent: your turn, primary buttons, focus rings, selected choices
ACCENT: Colour = (245, 190, 80)
ACCENT_HOVER: Colour = (255, 210, 112)
ACCENT_SOFT: Colour = (245, 190, 80, 60)
# warnings only
WARNING: Colour = (222, 78, 64)
WARNING_HOVER: Colour = (240, 104, 88)
# panels and secondary controls (with alpha)
PANEL: Colour = (10, 34, 30, 228)
DIALOG: Colour = (16, 44, 38, 252)
PANEL_BORDER: Colour = (255, 255, 255, 34)
PANEL_LIGHT: Colour = (255, 255, 255, 22)
CONTROL: Colour = (255, 255, 255, 30)
CONTROL_HOVER: Colour = (255, 255, 255, 58)
CONTROL_BORDER: Colour = (255, 255, 255, 70)
DISABLED: Colour = (255, 255, 255, 16)
DISABLED_TEXT: Colour = (128, 150, 140)
SHADOW: Colour = (0, 0, 0, 90)
DIM_OVERLAY: Colour = (0, 0, 0, 110)

# suits: ink on a card face (or any light ground) and on the dark felt and panels, by suit letter.
# The four-colour deck keeps ♠ black and ♥ red and gives ♣ a green and ♦ a blue far apart in hue
# and lightness from the red (each ≥ 5:1 against the card face; the light versions ≥ 7:1 against the
# panels), so the four suits differ by colour as well as by shape.
SUIT_INK_TWO: dict[str, Colour] = {"S": (24, 24, 30), "H": (200, 28, 44), "C": (24, 24, 30), "D": (200, 28, 44)}
SUIT_INK_FOUR: dict[str, Colour] = {"S": (24, 24, 30), "H": (200, 28, 44), "C": (0, 132, 58), "D": (22, 78, 206)}
SUIT_LIGHT_TWO: dict[str, Colour] = {"S": TEXT[:3], "H": (255, 112, 100), "C": TEXT[:3], "D": (255, 112, 100)}
SUIT_LIGHT_FOUR: dict[str, Colour] = {"S": TEXT[:3], "H": (255, 112, 100), "C": (112, 226, 124),
                                      "D": (122, 180, 255)}
#: The suit signs that may appear in a text (the black and the white forms).
SUIT_SIGNS: dict[str, str] = {"♠": "S", "♤": "S", "♥": "H", "♡": "H", "♣": "C", "♧": "C", "♦": "D", "♢": "D"}

#: 牌面大小 (Settings.card_size) -> how much larger the hand, the plays and the tiles are drawn.
CARD_SCALES: dict[str, float] = {"standard": 1.0, "large": 1.25, "larger": 1.5}

#: 界面大小 (Settings.ui_scale, in per cent) -> the smallest window height that scale is used in.
#: Text, buttons, bars, panels and margins all come from :func:`sizes`, so one factor there makes
#: the whole interface larger; a window lower than a scale needs gets the largest scale it has
#: room for (150 % needs the 800 px of a 1280×800 window; 125 % fits the 1024×640 minimum).
UI_SCALE_MIN_HEIGHT: dict[int, int] = {100: 0, 125: 640, 150: 800}


@dataclass(frozen=True)
class Look:
    """The player's display preferences that change how the shared drawing helpers draw.

    Why module state: the card art, the text renderer and the table layouts are plain functions
    used by every screen; threading the App through each of their callers to tell them "four
    colours" or "large cards" would touch every scene. The App sets it from its Settings at start
    and after every change (:func:`use_look`); it is display only, never game state.
    """

    four_colour: bool = False
    card_scale: float = 1.0
    ui_scale: int = 100          # per cent, as chosen (the window may allow less: ui_scale_for)


_current: list[Look] = [Look()]


def look() -> Look:
    """The display preferences in force."""
    return _current[0]


def use_look(settings) -> Look:
    """Take the display preferences from ``settings`` (a scenes.settings.Settings); returns them."""
    scale = getattr(settings, "ui_scale", 100)
    new = Look(four_colour=bool(getattr(settings, "four_colour", False)),
               card_scale=CARD_SCALES.get(getattr(settings, "card_size", "standard"), 1.0),
               ui_scale=scale if scale in UI_SCALE_MIN_HEIGHT else 100)
    _current[0] = new
    return new


def set_look(new: Look) -> Look:
    """Put ``new`` in force and return the one it replaces (tests restore it afterwards)."""
    old, _current[0] = _current[0], new
    return old


def card_scale() -> float:
    """How much larger than standard cards and tiles are drawn (1.0: standard)."""
    return look().card_scale


def ui_scale_for(height: int, chosen: int | None = None) -> int:
    """The interface scale in force (per cent) in a window ``height`` px high: the one chosen
    (None: the player's setting), or the largest smaller one the window has room for."""
    chosen = look().ui_scale if chosen is None else chosen
    allowed = [scale for scale, least in UI_SCALE_MIN_HEIGHT.items() if scale <= chosen and height >= least]
    return max(allowed, default=100)


def suit_colour(suit, on_dark: bool = False, four_colour: bool | None = None) -> tuple[int, int, int]:
    """The colour of a suit's sign for the current setting (``four_colour`` None) or the one given.

    ``suit``: an engine Suit or its letter ("S", "H", "C", "D"); ``on_dark``: the sign sits on the
    felt or a dark panel (black turns ivory there, the colours lighten). Every suit sign the game
    draws, on a card or in the interface, takes its colour from here.
    """
    letter = getattr(suit, "value", suit)
    if four_colour is None:
        four_colour = look().four_colour
    if on_dark:
        table = SUIT_LIGHT_FOUR if four_colour else SUIT_LIGHT_TWO
    else:
        table = SUIT_INK_FOUR if four_colour else SUIT_INK_TWO
    return table.get(letter, TEXT[:3] if on_dark else SUIT_INK_TWO["S"])[:3]  # type: ignore[return-value]


def is_light(colour: Colour) -> bool:
    """True for a colour light enough that it must stand on a dark ground (ivory text, not ink)."""
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b > 128


@dataclass(frozen=True)
class Sizes:
    """Pixel sizes for a window height (UI guide: body ≈ 2.2 %, titles ≈ 4 %, never below 14 px),
    times the interface scale in force (``scale``, per cent: 125 makes every size a quarter larger)."""

    height: int
    body: int
    small: int
    title: int
    big: int
    pad: int
    radius: int
    button_h: int
    row_h: int
    scale: int = 100

    @property
    def line(self) -> int:
        """Distance between two lines of body text."""
        return int(self.body * 1.45)


def sizes(height: int) -> Sizes:
    """The interface's sizes in a window ``height`` px high at the interface scale in force."""
    return _sizes(int(height), ui_scale_for(int(height)))


@lru_cache(maxsize=16)
def _sizes(height: int, scale: int) -> Sizes:
    k = height * scale / 100
    body = max(MIN_FONT_PX, round(k * 0.022))
    small = max(MIN_FONT_PX, round(k * 0.018))
    title = max(22, round(k * 0.04))
    big = max(28, round(k * 0.06))
    pad = max(8, round(k * 0.016))
    return Sizes(
        height=height, body=body, small=small, title=title, big=big, pad=pad,
        radius=max(6, round(k * 0.012)),
        button_h=max(34, round(body * 2.3)),
        row_h=max(36, round(body * 2.6)),
        scale=scale,
    )


def sizes_for(surface_or_size: pygame.Surface | tuple[int, int]) -> Sizes:
    size = surface_or_size.get_size() if isinstance(surface_or_size, pygame.Surface) else surface_or_size
    return sizes(int(size[1]))


def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table background for a window size (cached; do not draw onto the result)."""
    return _felt(int(size[0]), int(size[1]))


@lru_cache(maxsize=4)
def _felt(width: int, height: int) -> pygame.Surface:
    # A small radial gradient, smoothly scaled up: cheap to compute and free of banding.
    small_w, small_h = 96, max(2, round(96 * height / max(width, 1)))
    small = pygame.Surface((small_w, small_h))
    cx, cy = (small_w - 1) / 2, (small_h - 1) * 0.42
    reach = math.hypot(max(cx, small_w - cx), max(cy, small_h - cy))
    for y in range(small_h):
        for x in range(small_w):
            t = min(1.0, math.hypot(x - cx, (y - cy) * 1.15) / reach)
            t = t * t * (3 - 2 * t)  # smoothstep: a soft light, not a spotlight
            small.set_at((x, y), _mix(FELT_CENTRE, FELT_EDGE, t))
    surface = pygame.transform.smoothscale(small, (max(width, 1), max(height, 1)))
    _add_weave(surface)
    return surface


def _add_weave(surface: pygame.Surface) -> None:
    """A barely visible diagonal weave so large areas read as cloth rather than plastic."""
    width, height = surface.get_size()
    tile = pygame.Surface((8, 8), pygame.SRCALPHA)
    for i in range(8):
        tile.set_at((i, i), (255, 255, 255, 7))
        tile.set_at((i, (i + 4) % 8), (0, 0, 0, 9))
    for y in range(0, height, 8):
        for x in range(0, width, 8):
            surface.blit(tile, (x, y))


def _mix(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def lighten(colour: Colour, amount: float = 0.15) -> Colour:
    rgb = tuple(min(255, round(c + (255 - c) * amount)) for c in colour[:3])
    return rgb + tuple(colour[3:])


def clear_caches() -> None:
    """Forget cached surfaces (after ``pygame.quit()``)."""
    _felt.cache_clear()
