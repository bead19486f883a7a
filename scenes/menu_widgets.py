"""Small drawing helpers shared by the main menu, a family's variants and the continue list.

Text is drawn through :func:`scenes.widgets.fit_text` whenever it could be too wide, so a
label that does not fit is shortened with "…" (never drawn past its box) — and a test that
watches ``fit_text`` sees it.
"""
from __future__ import annotations

import datetime as _dt
import time
from typing import Any

import pygame

from . import theme
from . import widgets
from .widgets import line_height, render, rounded_rect


def pill_size(text: str, size: int) -> tuple[int, int]:
    image = render(text, size, theme.TEXT)
    return image.get_width() + size, image.get_height() + size // 3


def draw_pill(surface: pygame.Surface, text: str, rect_or_pos: Any, size: int, *,
              colour: tuple = theme.TEXT_DIM, fill: tuple = theme.PANEL_LIGHT,
              border: tuple | None = theme.CONTROL_BORDER, anchor: str = "topright") -> pygame.Rect:
    """A rounded label; ``rect_or_pos`` is a point for ``anchor``. Returns its rectangle."""
    w, h = pill_size(text, size)
    rect = pygame.Rect(0, 0, w, h)
    setattr(rect, anchor, rect_or_pos)
    rounded_rect(surface, rect, fill, h // 2, border)
    image = render(text, size, colour)
    surface.blit(image, image.get_rect(center=rect.center))
    return rect


def wrapped(text: str, size: int, width: int, max_lines: int, bold: bool = False) -> list[str]:
    """``text`` in lines no wider than ``width``; past ``max_lines`` the last line is cut with "…"
    (through ``fit_text``, so a layout that leaves too little room shows in the tests)."""
    lines = widgets.wrap_lines(text, size, max(1, width), bold)
    if len(lines) > max_lines >= 1:
        rest = "".join(lines[max_lines - 1:]) if _is_cjk(text) else " ".join(lines[max_lines - 1:])
        lines = lines[:max_lines - 1] + [widgets.fit_text(rest, size, width, bold)]
    return lines


def draw_lines(surface: pygame.Surface, lines: list[str], pos: tuple[int, int], size: int,
               colour: tuple, *, bold: bool = False, width: int | None = None) -> int:
    """Lines from ``pos`` (top-left) downwards; returns the height used."""
    x, y = pos
    step = line_height(size)
    for line in lines:
        widgets.draw_text(surface, line, (x, y + step // 2), size, colour, bold=bold, anchor="midleft",
                          max_width=width)
        y += step
    return len(lines) * step


def _is_cjk(text: str) -> bool:
    return any(ord(ch) > 0x2E7F for ch in text)


def format_when(tr: Any, saved_at: float | None, now: float | None = None) -> str:
    """When a match was saved, in local time, as a person says it: 今天 14:32 / 昨天 09:05 /
    12月1日 14:32 (a date of another year adds the year)."""
    if saved_at is None:
        return ""
    try:
        when = _dt.datetime.fromtimestamp(saved_at)
        today = _dt.datetime.fromtimestamp(time.time() if now is None else now).date()
    except (OverflowError, OSError, ValueError):
        return ""
    clock = when.strftime("%H:%M")
    days = (today - when.date()).days
    if days == 0:
        return tr("menu.when_today", time=clock)
    if days == 1:
        return tr("menu.when_yesterday", time=clock)
    mon = tr(f"menu.month.{when.month}")
    if when.year != today.year:
        return tr("menu.when_year", year=when.year, mon=mon, day=when.day)
    return tr("menu.when_date", mon=mon, day=when.day, time=clock)
