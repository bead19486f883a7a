"""新手教学's list: one row per lesson shipped (the family's name and what the hand teaches).

Opened from the main menu's 新手教学 button; Enter or a click starts the focused lesson on its
table (:func:`scenes.tutorial.table.open_lesson`), which comes back here when it is finished or
left. Only complete lessons are shipped, so every row opens a whole hand.
"""
from __future__ import annotations

import pygame

from .. import intents as it
from .. import theme
from ..menu_widgets import draw_lines, wrapped
from ..scene import Scene
from ..widgets import Button, draw_text, line_height, rounded_rect
from .lesson import available


class TutorialListScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.lessons: tuple[str, ...] = ()
        self.rows: list[pygame.Rect] = []
        self.focus = 0
        self.hover: int | None = None
        self.back = Button(pygame.Rect(0, 0, 0, 0), "")
        self.title_y = 0
        self.columns, self.per_column = 1, 1

    def enter(self) -> None:
        self.lessons = available()
        self.layout(self.app.size)

    def layout(self, size: tuple[int, int]) -> None:
        """One column of rows where they fit, else two (nine lessons at 1024×640); each row holds the
        name and up to two lines of what the lesson teaches."""
        if self.app is None:
            return
        w, h = size
        s = theme.sizes(h)
        width = min(w - 6 * s.pad, 70 * s.body)
        left = (w - width) // 2
        self.title_y = 2 * s.pad
        top = self.title_y + line_height(int(s.title * 1.2)) + 2 * line_height(s.body) + s.pad
        bar_y = h - 2 * s.pad - line_height(s.small) - s.button_h
        room = bar_y - s.pad - top
        count = max(1, len(self.lessons))
        row_h = 3 * line_height(s.body) + 2 * s.pad
        self.columns = 1 if count * (row_h + s.pad) <= room else 2
        rows = -(-count // self.columns)
        row_h = min(row_h, room // rows - s.pad)
        col_w = (width - s.pad * (self.columns - 1)) // self.columns
        self.rows = [pygame.Rect(left + (i // rows) * (col_w + s.pad), top + (i % rows) * (row_h + s.pad), col_w, row_h)
                     for i in range(len(self.lessons))]
        self.per_column = rows
        self.back = Button(pygame.Rect(left, bar_y, max(9 * s.body, width // 6), s.button_h),
                           self.app.tr("menu.tutorials.back"), action="back", hotkey="Esc")

    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None:
            return False
        kind = intent.kind
        if kind == it.MOVE:
            self.hover = self._row_at(intent.pos)
            self.back.on_move(intent.pos)
        elif kind == it.PRESS:
            if self.back.hit(intent.pos):
                self.app.stack.remove(self)
            elif self._row_at(intent.pos) is not None:
                self.focus = self._row_at(intent.pos)
                self.open(self.focus)
        elif kind in (it.UP, it.DOWN, it.LEFT, it.RIGHT) and self.lessons:
            step = {it.UP: -1, it.DOWN: 1, it.LEFT: -self.per_column, it.RIGHT: self.per_column}[kind]
            self.focus = (self.focus + step) % len(self.lessons)
        elif kind == it.CONFIRM:
            self.open(self.focus)
        elif kind in (it.BACK, it.ALT_PRESS):
            self.app.stack.remove(self)
        else:
            return False
        return True

    def _row_at(self, pos) -> int | None:
        return next((i for i, rect in enumerate(self.rows) if pos is not None and rect.collidepoint(pos)), None)

    def open(self, index: int):
        """Start lesson ``index`` on its table (returned; None if there is none)."""
        if not 0 <= index < len(self.lessons):
            return None
        from .table import open_lesson

        return open_lesson(self.app, self.lessons[index])

    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = surface.get_size()
        s = theme.sizes(h)
        surface.blit(theme.felt((w, h)), (0, 0))
        title = int(s.title * 1.2)
        draw_text(surface, tr("menu.tutorials.title"), (w // 2, self.title_y), title, theme.TEXT, bold=True,
                  anchor="midtop")
        draw_text(surface, tr("menu.tutorials.subtitle"), (w // 2, self.title_y + line_height(title)), s.body,
                  theme.TEXT_DIM, anchor="midtop", max_width=w - 4 * s.pad)
        if not self.lessons:
            draw_text(surface, tr("menu.tutorials.none"), (w // 2, h // 2), s.body, theme.WARNING, anchor="center")
        for index, (lesson, rect) in enumerate(zip(self.lessons, self.rows)):
            focused = index == self.focus
            fill = theme.CONTROL_HOVER if focused or index == self.hover else theme.CONTROL
            rounded_rect(surface, rect, fill, s.radius, theme.ACCENT if focused else theme.CONTROL_BORDER)
            step = line_height(s.body)
            draw_text(surface, tr(f"table.tutorial.name.{lesson}"), (rect.x + 2 * s.pad, rect.y + s.pad + step // 2),
                      s.body, theme.ACCENT if focused else theme.TEXT, bold=True, anchor="midleft")
            about = wrapped(tr(f"table.tutorial.about.{lesson}"), s.body, rect.width - 4 * s.pad,
                            max(1, (rect.height - s.pad) // step - 1))
            draw_lines(surface, about, (rect.x + 2 * s.pad, rect.y + s.pad + step), s.body, theme.TEXT_DIM,
                       width=rect.width - 4 * s.pad)
        self.back.draw(surface)
        draw_text(surface, tr("menu.tutorials.keys"), (w // 2, h - s.pad), s.small, theme.TEXT_DIM,
                  anchor="midbottom", max_width=w - 2 * s.pad)
