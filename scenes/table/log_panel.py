"""The play log as a side panel (L): what happened this hand, newest at the bottom.

Why a panel on request: the table itself shows only each seat's last play;
a player who looked away, or wants to count the cards gone, opens the log.
It covers the right side of the table and is purely a reading aid.
"""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets import draw_panel, draw_text, line_height, wrap_lines


def draw_log(surface: pygame.Surface, lines: list[str], rect: pygame.Rect, s: theme.Sizes, tr) -> None:
    draw_panel(surface, rect, radius=s.radius * 2, fill=theme.DIALOG)
    draw_text(surface, tr("table.log"), (rect.x + s.pad, rect.y + s.pad), s.body, theme.ACCENT, bold=True)
    inner = pygame.Rect(rect.x + s.pad, rect.y + s.pad + line_height(s.body), rect.width - 2 * s.pad,
                        rect.height - 2 * s.pad - line_height(s.body))
    if not lines:
        draw_text(surface, tr("table.log_empty"), inner.topleft, s.small, theme.TEXT_DIM)
        return
    step = line_height(s.small)
    wrapped: list[str] = []
    for line in lines:
        wrapped.extend(wrap_lines(line, s.small, inner.width))
    visible = wrapped[-max(1, inner.height // step):]
    y = inner.y
    for text in visible:
        draw_text(surface, text, (inner.x, y), s.small, theme.TEXT)
        y += step
