"""Drawing the setup screen's rows: the person at the screen (name and avatar in one box), a
person's seat (its position, their avatar, their name selected while typing would replace it),
and every other row (its name and its choices); and where a person's avatar sits, which is
also where a click changes it.

Kept apart from :mod:`scenes.setup` because how a row looks is one job; the screen decides
what the rows are and where they go (:mod:`scenes.setup_rows`), this module only paints them.
"""
from __future__ import annotations

from typing import Any

import pygame

from . import theme
from .assets import font
from .avatar import draw_avatar
from .people import clean_name
from .setup_rows import PLAYERS, Row
from .widgets import draw_paragraph, draw_text, label_size, rounded_rect


def marker_radius(s: theme.Sizes) -> int:
    """The radius of a person's avatar at the end of their seat's name."""
    return max(7, s.row_h * 2 // 5)


def marker_room(s: theme.Sizes) -> int:
    """Width a person's avatar takes at the right end of their row's name."""
    return 2 * marker_radius(s) + s.pad


def avatar_spot(scene: Any, row: Row, s: theme.Sizes) -> tuple[tuple[int, int], int] | None:
    """Where a person's avatar is drawn in their row (centre, radius), None for other rows."""
    if not scene.hotseat:
        return None
    if row.kind == "you":
        you = row.control.rect
        radius = you.height * 2 // 5      # an avatar big enough to tell apart
        return (you.x + s.pad + radius, you.centery), radius
    if row.kind == "seat" and scene.seating.is_person(row.seat):
        radius = marker_radius(s)
        return (row.label.right - radius - s.pad // 4, row.label.centery), radius
    return None


def avatar_hit(scene: Any, pos: Any, s: theme.Sizes) -> Row | None:
    """The shown row whose person's avatar is at ``pos``."""
    if pos is None:
        return None
    for row in scene.rows:
        spot = avatar_spot(scene, row, s) if row.visible else None
        if spot is not None:
            (x, y), radius = spot
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (radius + 2) ** 2:
                return row
    return None


def draw_rows(scene: Any, surface: pygame.Surface, s: theme.Sizes) -> None:
    """Every shown row of both panels, the focused one marked."""
    for row in scene.panels.rows:
        if not row.visible:
            continue
        focused = row in scene.rows and scene.rows.index(row) == scene.focus
        if row.kind == "you":
            draw_you(scene, surface, s, row, focused)
        elif row.kind == "seat" and scene.seating.is_person(row.seat):
            draw_person(scene, surface, s, row, focused)
            row.control.draw(surface, focused)
            if focused:
                draw_suggestion(scene, surface, row)
        else:
            draw_label(scene, surface, s, row, scene.row_label(row), focused)
            row.control.draw(surface, focused)


def draw_you(scene: Any, surface: pygame.Surface, s: theme.Sizes, row: Row, focused: bool) -> None:
    """Seat 0, the person at the screen: their name (or 你, or the made-up name the table will
    use, both dimmed: typing gives them a real one) and avatar; a picked name shows selected
    while typing would replace it."""
    tr = scene.app.tr
    draw_label(scene, surface, s, row, scene.row_label(row), focused)
    you = row.control.rect
    rounded_rect(surface, you, theme.PANEL_LIGHT, max(6, you.height // 4),
                 border=theme.ACCENT if focused else None, width=2)
    name = scene.table_names().get(0) if scene.hotseat else ""
    name = name or tr("setup.you")
    size = label_size(you.height)
    spot = avatar_spot(scene, row, s)
    if spot is not None:
        draw_avatar(surface, scene.seating.avatar(name), *spot)
    if focused and 0 in scene.seating.suggested and scene.seating.names[0]:
        width = font(size, True).size(name)[0]
        mark = pygame.Rect(0, 0, width + 8, int(size * 1.4))
        mark.center = you.center
        rounded_rect(surface, mark, theme.ACCENT_SOFT, 4)
    made_up = not clean_name(scene.seating.names[0])             # 你 or 玩家1: typing gives the real name
    draw_text(surface, name, you.center, size, theme.TEXT_DIM if made_up else theme.TEXT,
              bold=True, anchor="center", max_width=you.width - 4 * s.pad)


def draw_person(scene: Any, surface: pygame.Surface, s: theme.Sizes, row: Row, focused: bool) -> None:
    """A person's seat: the position (wrapped if need be) and their avatar; the name is in the
    control, marked while it is a suggestion that typing replaces."""
    if focused:
        _focus_bar(surface, s, scene.player_panel, row)
    area = row.label.copy()
    area.width -= marker_room(s)
    draw_paragraph(surface, scene.row_label(row), area, s.body, theme.ACCENT if focused else theme.TEXT,
                   valign="center")
    name = scene.table_names().get(row.seat, "")        # typed, picked, or the made-up one
    draw_avatar(surface, scene.seating.avatar(name), *avatar_spot(scene, row, s))


def draw_suggestion(scene: Any, surface: pygame.Surface, row: Row) -> None:
    """A picked name that typing will replace is framed, as selected text in a text field."""
    if not (row.seat in scene.seating.suggested and scene.seating.names[row.seat]):
        return
    (segment, lines), = row.control.label_lines()[-1:]
    fnt = font(row.control.text_size, True)
    width = max(fnt.size(line)[0] for line in lines) + 8
    height = len(lines) * round(row.control.text_size * 1.3) + 4
    frame = pygame.Rect(0, 0, min(width, segment.width - 4), min(height, segment.height - 4))
    frame.center = segment.center
    pygame.draw.rect(surface, theme.TEXT_DARK, frame, width=1, border_radius=3)


def draw_label(scene: Any, surface: pygame.Surface, s: theme.Sizes, row: Row, text: str, focused: bool) -> None:
    """A row's name, wrapped within its column; the focused row has a bar at the panel's edge."""
    if focused:
        _focus_bar(surface, s, scene.player_panel if row.panel == PLAYERS else scene.option_panel, row)
    draw_paragraph(surface, text, row.label, s.body, theme.ACCENT if focused else theme.TEXT, valign="center")


def _focus_bar(surface: pygame.Surface, s: theme.Sizes, panel: pygame.Rect, row: Row) -> None:
    """The focused row's bar at its panel's left edge, as tall as the whole row."""
    area = row.area()
    rounded_rect(surface, pygame.Rect(panel.x + s.pad // 2, area.y + 4, 4, area.height - 8), theme.ACCENT, 2)
