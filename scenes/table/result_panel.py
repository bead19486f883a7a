"""The result of a hand: who won, every scoring line, each seat's change, the totals.

Why an overlay scene: the finished table stays visible (dimmed) underneath,
input goes only to the panel, and the one big button (下一局, or 返回菜单 when
the match is over) is both the click target and Enter. The panel reads only
what the table hands it — the public HandResult and totals of the viewer's
observation — and closes itself before calling back, so the callback may open
the next hand or leave the table. How a climbing game's result reads (斗地主: 地主胜 ·
春天; its lines' words) comes from the game's overlay (``summary``, ``line_text``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from .. import intents as it
from .. import theme
from ..people import draw_marker
from ..scene import Scene
from ..widgets import Button, draw_panel, draw_text, line_height, rounded_rect
from .seat_panel import role_badge

WIN_COLOUR = theme.ACCENT
LOSS_COLOUR = (150, 186, 214)


@dataclass(frozen=True)
class SeatLine:
    seat: int
    name: str
    role: Any                  # a role Badge (or "landlord"/"farmer"), None for no badge
    delta: int
    total: int
    is_viewer: bool
    person: bool = False       # a person at the table (hot-seat): the name gets their marker


def _row_step(s: theme.Sizes) -> int:
    """Seat rows hold a role badge, so they are a little taller than text lines."""
    return max(line_height(s.body), round(s.small * 2.2))


class ResultPanel(Scene):
    is_overlay = True

    def __init__(self, hand_no: int, result: Any, seats: list[SeatLine], viewer: int | None,
                 match_over: bool, name_of: Callable[[int], str], on_next: Callable[[], None],
                 on_menu: Callable[[], None], on_back: Callable[[], None] | None = None,
                 overlay: Any = None) -> None:
        super().__init__()
        self.hand_no, self.result, self.seats, self.viewer = hand_no, result, seats, viewer
        self.match_over = match_over
        self.name_of = name_of
        #: the climbing game's overlay: how the hand ended in words, how its lines read
        self.overlay = overlay
        self.on_next, self.on_menu, self.on_back = on_next, on_menu, on_back
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.button = Button(pygame.Rect(0, 0, 0, 0), "", primary=True, hotkey="Enter")
        self.closed = False

    # what it says ----------------------------------------------------------------------
    def line_texts(self) -> list[str]:
        """Every line of the HandResult, translated, seat names filled in."""
        tr = self.app.tr
        texts = []
        for key, params, factor in self.result.lines:
            if self.overlay is not None:
                texts.append(self.overlay.line_text(key, params, factor, tr, self.name_of))
                continue
            extra = {}
            if isinstance(params, dict) and "seat" in params:
                extra["name"] = self.name_of(params["seat"])
            texts.append(tr.line(key, params, factor, **extra))
        return texts

    def summary(self) -> list[str]:
        """How the hand ended, in a few words (斗地主: 地主胜 · 春天); the first is the main one."""
        if self.overlay is None:
            return []
        return list(self.overlay.result_summary(self.result, self.app.tr, self.name_of))

    def headline(self) -> tuple[str, str, bool]:
        """(big title, subtitle, good news for the viewer?)."""
        tr = self.app.tr
        extras = self.summary()
        subtitle = " · ".join([tr("result.title", hand=self.hand_no), *extras])
        if self.match_over:
            return tr("result.match_over"), subtitle, True
        if self.viewer is None:
            if not extras:
                return tr("result.title", hand=self.hand_no), "", True
            return extras[0], tr("result.title", hand=self.hand_no), True
        won = self.result.deltas[self.viewer] > 0
        return tr("result.win" if won else "result.lose"), subtitle, won

    # layout ------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        w, h = size
        s = theme.sizes(h)
        width = min(w - 4 * s.pad, max(round(w * 0.62), 40 * s.body))
        lines = len(self.result.lines)
        column_h = max(lines * line_height(s.body), (len(self.seats) + 1) * _row_step(s))
        height = (3 * s.pad + line_height(s.big) + line_height(s.body) + 2 * s.pad + column_h
                  + 2 * s.pad + round(s.button_h * 1.25) + 2 * s.pad)
        height = min(height, h - 2 * s.pad)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (w // 2, h // 2)
        bw = max(12 * s.body, width // 3)
        bh = round(s.button_h * 1.25)
        rect = pygame.Rect(0, 0, bw, bh)
        rect.midbottom = (self.panel.centerx, self.panel.bottom - 2 * s.pad)
        text = self.app.tr("result.to_menu" if self.match_over else "result.next_hand")
        self.button = Button(rect, text, primary=True, hotkey="Enter", focused=True)

    # input ---------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.closed:
            return True
        if intent.kind == it.MOVE:
            self.button.on_move(intent.pos)
        elif intent.kind == it.CONFIRM or (intent.kind == it.PRESS and self.button.hit(intent.pos)):
            self._go()
        elif intent.kind == it.BACK and self.on_back is not None:
            self.on_back()
        return True

    def _go(self) -> None:
        self.closed = True
        if self.app is not None:
            self.app.stack.remove(self)
        (self.on_menu if self.match_over else self.on_next)()

    # drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        s = theme.sizes_for(surface)
        panel = self.panel
        y = self._draw_header(surface, s)
        inner = panel.inflate(-4 * s.pad, 0)
        left_w = round(inner.width * 0.42)
        left = pygame.Rect(inner.x, y, left_w, self.button.rect.top - s.pad - y)
        right = pygame.Rect(inner.x + left_w + 2 * s.pad, y, inner.width - left_w - 2 * s.pad, left.height)
        self._draw_lines(surface, left, s)
        self._draw_seats(surface, right, s, tr)
        self.button.draw(surface)

    def _draw_header(self, surface: pygame.Surface, s: theme.Sizes) -> int:
        """The panel, the headline (won / lost), its subtitle and a rule; returns the y below them.

        Shared by every game's result panel so they all open the same way."""
        panel = self.panel
        draw_panel(surface, panel, radius=s.radius * 2, fill=theme.DIALOG)
        title, subtitle, good = self.headline()
        y = panel.y + 2 * s.pad
        draw_text(surface, title, (panel.centerx, y), s.big, WIN_COLOUR if good else LOSS_COLOUR,
                  bold=True, anchor="midtop", max_width=panel.width - 4 * s.pad)
        y += line_height(s.big)
        draw_text(surface, subtitle, (panel.centerx, y), s.body, theme.TEXT_DIM, anchor="midtop",
                  max_width=panel.width - 4 * s.pad)
        y += line_height(s.body) + s.pad
        pygame.draw.line(surface, theme.PANEL_BORDER[:3], (panel.x + 2 * s.pad, y), (panel.right - 2 * s.pad, y))
        return y + s.pad

    def _draw_lines(self, surface: pygame.Surface, rect: pygame.Rect, s: theme.Sizes) -> None:
        step = line_height(s.body)
        y = rect.y
        for text in self.line_texts():
            if y + step > rect.bottom + 2:
                break
            draw_text(surface, text, (rect.x, y + step // 2), s.body, theme.TEXT, anchor="midleft",
                      max_width=rect.width)
            y += step

    def _draw_seats(self, surface: pygame.Surface, rect: pygame.Rect, s: theme.Sizes, tr) -> None:
        step = _row_step(s)
        cols = (rect.x, rect.x + round(rect.width * 0.52), rect.right)
        y = rect.y
        draw_text(surface, tr("result.player"), (cols[0], y + step // 2), s.small, theme.TEXT_DIM, anchor="midleft")
        draw_text(surface, tr("result.this_hand"), (cols[1] + round(rect.width * 0.16), y + step // 2), s.small,
                  theme.TEXT_DIM, anchor="midright")
        draw_text(surface, tr("result.match_total"), (cols[2], y + step // 2), s.small, theme.TEXT_DIM,
                  anchor="midright")
        y += step
        for line in self.seats:
            row = pygame.Rect(rect.x - s.pad // 2, y + 2, rect.width + s.pad, step - 4)
            if line.is_viewer:
                rounded_rect(surface, row, theme.PANEL_LIGHT, s.radius)
                marker = pygame.Rect(row.x - 5, row.y + 3, 3, row.height - 6)
                rounded_rect(surface, marker, theme.ACCENT, 1)
            x = cols[0]
            if line.person:
                radius = max(7, step * 3 // 10)
                draw_marker(surface, line.name, (x + radius, y + step // 2), radius)
                x += 2 * radius + s.pad // 2
            name = draw_text(surface, line.name, (x, y + step // 2), s.body, theme.TEXT, bold=line.is_viewer,
                             anchor="midleft", max_width=round(rect.width * 0.3))
            role_badge(surface, line.role, (name.right + s.pad // 2, y + step // 2), s.small, tr)
            colour = WIN_COLOUR if line.delta > 0 else LOSS_COLOUR if line.delta < 0 else theme.TEXT
            draw_text(surface, f"{line.delta:+d}", (cols[1] + round(rect.width * 0.16), y + step // 2),
                      round(s.body * 1.15), colour, bold=True, anchor="midright")
            draw_text(surface, str(line.total), (cols[2], y + step // 2), round(s.body * 1.15), theme.TEXT,
                      bold=True, anchor="midright")
            y += step
