"""The settlement of a 21点 round: every hand's line, each seat's change and chip stack.

A :class:`~scenes.table.result_panel.ResultPanel` (the table stays visible, dimmed,
underneath; Enter is the big button), drawn for this game: the left column lists
the itemised lines of the RoundResult (hand by hand), the right column each
seat's change this round and chips now. Buttons: 看牌 (Space: fold the panel into a
strip so every hand on the table can be read, 看结果 opens it again), 下一局 and 离桌
— 离桌 ends the match, so it asks first. When the viewer can no longer cover the
minimum bet, or the table has closed, the one button leaves (nothing left to lose:
no question).
"""
from __future__ import annotations

from typing import Callable

import pygame

from .. import intents as it
from .. import theme
from ..assets import font
from ..people import draw_marker
from ..table.result_panel import LOSS_COLOUR, WIN_COLOUR, ResultPanel, SeatLine
from ..widgets import Button, draw_text, line_height, rounded_rect


class BlackjackResultPanel(ResultPanel):
    def __init__(self, hand_no: int, result, seats: list[SeatLine], viewer: int | None, match_over: bool,
                 can_continue: bool, name_of: Callable[[int], str], on_next: Callable[[], None],
                 on_leave: Callable[[], None], on_menu: Callable[[], None],
                 on_back: Callable[[], None] | None = None) -> None:
        super().__init__(hand_no, result, seats, viewer, match_over, name_of, on_next, on_menu, on_back,
                         viewable=True)
        self.can_continue = can_continue and not match_over
        self.on_leave = on_leave
        self.leave_button = Button(pygame.Rect(0, 0, 0, 0), "", action="leave")

    def line_texts(self) -> list[str]:
        tr = self.app.tr
        texts = []
        for key, params, amount in self.result.lines:
            hand = tr("table.bj.hand_n", n=params["hand"]) if self._split(params["seat"]) else ""
            values = dict(params, amount=abs(amount), name=self.name_of(params["seat"]),
                          hand=(" " + hand) if hand else "")
            texts.append(tr(f"line.bj_{key}", **values))
        return texts

    def _split(self, seat: int) -> bool:
        return sum(1 for _, params, _ in self.result.lines if params["seat"] == seat) > 1

    def headline(self) -> tuple[str, str, bool]:
        tr = self.app.tr
        r = self.result
        banker_points = tr("table.bj.status.blackjack") if r.banker_natural else (
            tr("table.bj.result.banker_bust", points=r.banker_points) if r.banker_points > 21 else str(r.banker_points))
        subtitle = (tr("table.bj.result.title", hand=self.hand_no) + " · "
                    + tr("table.bj.result.banker_line", name=self.name_of(r.banker), points=banker_points))
        if self.match_over:
            return tr("table.bj.result.match_over"), subtitle, True
        if self.viewer is None:
            return tr("table.bj.result.watch"), subtitle, True
        delta = r.deltas[self.viewer]
        if not self.can_continue:
            return tr("table.bj.result.cannot_bet"), subtitle, False
        if delta > 0:
            return tr("table.bj.result.win", amount=delta), subtitle, True
        if delta < 0:
            return tr("table.bj.result.lose", amount=-delta), subtitle, False
        return tr("table.bj.result.even"), subtitle, True

    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = size
        s = theme.sizes(h)
        width = min(w - 4 * s.pad, max(round(w * 0.72), 44 * s.body))
        rows = max(len(self.result.lines), len(self.seats) + 1)
        column_h = rows * max(line_height(s.body), round(s.small * 2.2))
        height = (3 * s.pad + line_height(s.big) + line_height(s.body) + 2 * s.pad + column_h
                  + 2 * s.pad + round(s.button_h * 1.25) + 2 * s.pad)
        # clear of the table's live corner buttons (托管, 菜单 drawn over it), as every result panel
        self.panel = self.clear_of_corner(pygame.Rect(0, 0, width, min(height, h - 2 * s.pad)), size, s)
        width = self.panel.width
        bh = round(s.button_h * 1.25)
        count = 3 if self.can_continue else 2
        bw = min(max(10 * s.body, width // 4), (width - 4 * s.pad - (count - 1) * 2 * s.pad) // count)
        y = self.panel.bottom - 2 * s.pad - bh
        x = self.panel.centerx - (count * bw + (count - 1) * 2 * s.pad) // 2
        spots = [pygame.Rect(x + i * (bw + 2 * s.pad), y, bw, bh) for i in range(count)]
        self.view_button = Button(spots[0], tr("result.view_table"), action="view", hotkey="Space")
        if self.can_continue:
            text = tr("table.bj.next_round")
            self.button = Button(spots[1], text, primary=True, hotkey="Enter", focused=True)
            self.leave_button = Button(spots[2], tr("table.bj.leave"), action="leave")
        else:
            text = tr("table.bj.to_menu" if self.match_over else "table.bj.leave")
            self.button = Button(spots[1], text, primary=True, hotkey="Enter", focused=True)
            self.leave_button = Button(pygame.Rect(0, 0, 0, 0), "", action="leave", enabled=False)
        self._layout_strip(size, s, text)

    def extra_buttons(self) -> list:
        """离桌 right of 下一局 (Tab reaches it)."""
        return [self.leave_button]

    def handle_intent(self, intent: it.Intent) -> bool:
        if self.closed or self.focus_intent(intent) or self._corner_press(intent):   # the table's 菜单, 托管
            return True                                                              # work over the result
        buttons = self.strip_buttons if self.viewing else [self.button, self.leave_button, self.view_button]
        pressed = next((b for b in buttons if b is not None and intent.kind == it.PRESS and b.hit(intent.pos)), None)
        if intent.kind == it.MOVE:
            for button in buttons:
                if button is not None:
                    button.on_move(intent.pos)
        elif intent.kind == it.PASS or (pressed is not None and pressed.action == "view"):
            self.toggle_view()
        elif pressed is not None and pressed is self.leave_button:
            self.ask_leave()
        elif intent.kind == it.CONFIRM or pressed is not None:
            if self.match_over:
                self._close(self.on_menu)
            elif self.can_continue:
                self._close(self.on_next)
            else:
                self._close(self.on_leave)
        elif intent.kind == it.BACK and self.on_back is not None:
            self.on_back()
        return True

    def ask_leave(self) -> None:
        """离桌 ends the match: a confirmation first (no: the result stays open)."""
        from ..dialog import ConfirmDialog

        if self.app is None:
            return
        self.app.stack.push(ConfirmDialog("table.bj.leave_confirm", lambda: self._close(self.on_leave),
                                          yes_key="table.bj.leave", no_key="dialog.stay"))

    def _close(self, then: Callable[[], None]) -> None:
        self.closed = True
        if self.app is not None:
            self.app.stack.remove(self)
        then()

    def draw_panel(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        tr = self.app.tr
        panel = self.panel
        y = self._draw_header(surface, s)
        inner = panel.inflate(-4 * s.pad, 0)
        left_w = round(inner.width * 0.58)
        bottom = self.button.rect.top - s.pad
        self._draw_item_lines(surface, pygame.Rect(inner.x, y, left_w, bottom - y), s)
        right = pygame.Rect(inner.x + left_w + 2 * s.pad, y, inner.width - left_w - 2 * s.pad, bottom - y)
        self._draw_seats(surface, right, s, tr)
        self.button.draw(surface)
        if self.leave_button.enabled:
            self.leave_button.draw(surface)
        if self.view_button is not None:
            self.view_button.draw(surface)

    def _draw_item_lines(self, surface, rect: pygame.Rect, s) -> None:
        step = line_height(s.body)
        y = rect.y
        for text, (_, _, amount) in zip(self.line_texts(), self.result.lines):
            if y + step > rect.bottom + 2:
                break
            colour = WIN_COLOUR if amount > 0 else LOSS_COLOUR if amount < 0 else theme.TEXT
            rounded_rect(surface, pygame.Rect(rect.x, y + step // 2 - 3, 6, 6), colour, 3)
            draw_text(surface, text, (rect.x + s.pad, y + step // 2), s.body, theme.TEXT, anchor="midleft",
                      max_width=rect.width - s.pad)
            y += step

    def _draw_seats(self, surface, rect: pygame.Rect, s, tr) -> None:
        step = max(line_height(s.body), round(s.small * 2.2))
        cols = (rect.x, rect.x + round(rect.width * 0.68), rect.right)
        y = rect.y
        draw_text(surface, tr("result.player"), (cols[0], y + step // 2), s.small, theme.TEXT_DIM, anchor="midleft")
        draw_text(surface, tr("result.this_hand"), (cols[1], y + step // 2), s.small, theme.TEXT_DIM,
                  anchor="midright")
        draw_text(surface, tr("table.bj.result.chips"), (cols[2], y + step // 2), s.small, theme.TEXT_DIM,
                  anchor="midright")
        y += step
        for line in self.seats:
            if y + step > rect.bottom + 2:
                break
            row = pygame.Rect(rect.x - s.pad // 2, y + 2, rect.width + s.pad, step - 4)
            if line.is_viewer:
                rounded_rect(surface, row, theme.PANEL_LIGHT, s.radius)
            x = cols[0]
            if line.person:
                radius = max(7, step * 3 // 10)
                draw_marker(surface, line.name, (x + radius, y + step // 2), radius)
                x += 2 * radius + s.pad // 2
            name = draw_text(surface, line.name, (x, y + step // 2), s.body, theme.TEXT, bold=line.is_viewer,
                             anchor="midleft", max_width=round(rect.width * 0.4))
            if line.role == "banker":
                label = tr("table.bj.banker_tag")
                badge = pygame.Rect(0, 0, font(round(s.small * 0.85), True).size(label)[0] + s.small,
                                    round(s.small * 1.4))
                badge.midleft = (name.right + s.pad // 2, y + step // 2)
                rounded_rect(surface, badge, theme.ACCENT, badge.height // 2)
                draw_text(surface, label, badge.center, round(s.small * 0.85), theme.TEXT_DARK,
                          bold=True, anchor="center")
            colour = WIN_COLOUR if line.delta > 0 else LOSS_COLOUR if line.delta < 0 else theme.TEXT
            draw_text(surface, f"{line.delta:+d}", (cols[1], y + step // 2), s.body, colour, bold=True,
                      anchor="midright")
            draw_text(surface, str(line.total), (cols[2], y + step // 2), s.body, theme.TEXT, bold=True,
                      anchor="midright")
            y += step
