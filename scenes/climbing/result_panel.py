"""The climbing tables' result panel: its 看牌 strip leaves your badge in view.

Why its own: the strip folds over the action bar's row, from the end of your badge as the layout
gives it. Your badge grows to the right for its badges (a place such as 2nd out, 报单, a role:
:func:`scenes.table.seat_panel.viewer_badge_rect`) — at 150 % in English past where the strip
began. Here the strip starts after the badge as the table draws it (the table's
``viewer_badge``), its headline and buttons sharing the room left up to 理牌; where that leaves
the buttons too narrow for their words, the strip sits just above the row instead.
"""
from __future__ import annotations

import pygame

from .. import theme
from ..assets import font
from ..table.result_panel import ResultPanel


class ClimbingResultPanel(ResultPanel):
    def _layout_strip(self, size: tuple[int, int], s: theme.Sizes, next_text: str) -> None:
        super()._layout_strip(size, s, next_text)
        badge = self._own_badge()
        if len(self.strip_buttons) != 2 or badge is None:
            return
        if not self.strip.colliderect(badge) and self.strip.right <= self._row_end(size, s):
            return      # clear of your badge and of 理牌 (斗地主 at 150 %: it ran under 理牌's edge)
        back, go = (button.rect for button in self.strip_buttons)
        left, right = badge.right + s.pad, self._row_end(size, s)
        bw = min(back.width, (right - left - 4 * s.pad) // 3)
        if bw >= self._buttons_need(back.height):       # beside your badge, narrower
            self.strip = pygame.Rect(left, self.strip.y, right - left, self.strip.height)
            go_rect = pygame.Rect(right - s.pad - bw, go.y, bw, go.height)
            self.strip_buttons[1].rect = go_rect
            self.strip_buttons[0].rect = pygame.Rect(go_rect.x - s.pad - bw, back.y, bw, back.height)
            return
        dy = badge.top - s.pad // 2 - self.strip.bottom         # just above the row, as wide as it was
        self.strip = self.strip.move(0, dy)
        for button in self.strip_buttons:
            button.rect = button.rect.move(0, dy)

    def _buttons_need(self, height: int) -> int:
        """The width the strip's buttons need for their words whole (as a Button draws them)."""
        size = max(14, int(height * 0.42))
        return max(font(size, b.primary).size(b.text)[0] + size + 4 for b in self.strip_buttons)

    def _row_end(self, size: tuple[int, int], s: theme.Sizes) -> int:
        """Where the strip must end: before 理牌 at the row's right end, else the window's margin."""
        corner = getattr(self._table(), "corner", None)
        sort = corner.get("sort") if isinstance(corner, dict) else None
        return sort.rect.left - s.pad if sort is not None else size[0] - s.pad

    def _own_badge(self) -> pygame.Rect | None:
        """Your badge as the table draws it now, or None (no table, or one without a badge)."""
        badge = getattr(self._table(), "viewer_badge", None)
        return badge() if callable(badge) else None
