"""One place that finds and caches bundled files (fonts, sounds).

Paths are resolved from ``sys._MEIPASS`` when running inside a PyInstaller
bundle (``build.spec`` copies ``assets/`` there) and from the repository root
otherwise, so no scene ever builds a path of its own and breaks in the package.
Fonts are cached per pixel size because opening the ~1 MB CJK font costs a few
milliseconds and screens re-ask for the same sizes every frame.
"""
from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

import pygame

#: Text smaller than this is unreadable with CJK strokes (UI guide: never below 14 px).
MIN_FONT_PX = 14
FONT_FILE = ("fonts", "PaiyouSans-Regular.otf")


def asset_root() -> Path:
    """The ``assets`` folder: inside the bundle if frozen, else beside the sources."""
    base = getattr(sys, "_MEIPASS", None)
    root = Path(base) if base else Path(__file__).resolve().parent.parent
    return root / "assets"


def asset_path(*parts: str) -> Path:
    """Absolute path of a bundled file, e.g. ``asset_path("sounds", "deal.wav")``."""
    return asset_root().joinpath(*parts)


def font_path() -> Path:
    return asset_path(*FONT_FILE)


def font(size_px: int, bold: bool = False) -> pygame.font.Font:
    """The bundled CJK font at ``size_px`` pixels (at least :data:`MIN_FONT_PX`).

    Cached: callers share one object per (size, bold), so they must not change
    its style flags. Bold is pygame's synthetic emboldening of the one face
    (the bundle ships a single weight so both always cover the same text).
    """
    return _font(max(MIN_FONT_PX, int(round(size_px))), bool(bold))


def small_font(size_px: int, bold: bool = False) -> pygame.font.Font:
    """Like :func:`font` but without the 14 px floor, for drawn art (card corners at 40 px)."""
    return _font(max(6, int(round(size_px))), bool(bold))


@lru_cache(maxsize=128)
def _font(size_px: int, bold: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    result = pygame.font.Font(str(font_path()), size_px)
    result.bold = bold
    return result


def clear_cache() -> None:
    """Forget cached fonts (needed after ``pygame.quit()``, which invalidates them)."""
    _font.cache_clear()
