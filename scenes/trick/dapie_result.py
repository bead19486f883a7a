"""The result of a 绵阳打撇 hand: the contract against the points each side took (the kitty's
share said), each factor of the payment, and — where the hand was decided by 摆撇 or a last trick —
the deciding cards under the seats."""
from __future__ import annotations

import pygame

from engine.cards import Card

from .. import theme
from ..cardart import CardArt
from ..table.result_panel import ResultPanel
from ..table.result_panel import _row_step as row_step
from ..widgets import draw_text, line_height
from .feed import cards_label


class DapieResultPanel(ResultPanel):
    """The points of both sides against the contract, the put-back revealed, every factor, the coins.

    ``deciding``: the trick that broke a 摆撇 (a TrickRecord of the observation), shown under the
    seats' rows with each seat's name, the card that took the point marked: the panel covers the
    middle of the table, and that trick is what the result is about."""

    def __init__(self, *args, deciding=None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.deciding = deciding

    def line_texts(self) -> list[str]:
        tr, r = self.app.tr, self.result
        lines = []
        if r.outcome != "conceded":
            kitty_points = sum(_points(c) for c in r.kitty)
            # 含底 0 tells nothing: the kitty's share is named only when it added points
            key = "table.dp.res.points_kitty" if kitty_points else "table.dp.res.points"
            lines.append(tr(key, name=self.name_of(r.declarer), points=r.declarer_points,
                            contract=r.contract, kitty=kitty_points))
            lines.append(tr("table.dp.res.opponents", points=r.opponent_points))
        if r.kitty:
            lines.append(tr("table.dp.res.kitty", cards=cards_label(r.kitty, tr)))
        return lines + super().line_texts()

    def layout(self, size) -> None:
        """The shared panel, taller by the lines of our own (points, kitty) and the deciding trick."""
        super().layout(size)
        if self.app is None:
            return
        s = theme.sizes(size[1])
        seats_h = (len(self.seats) + 1) * row_step(s)
        laid_out = max(len(self.result.lines) * line_height(s.body), seats_h)
        wanted = max(len(self.line_texts()) * line_height(s.body), seats_h + self._deciding_height(s))
        grow = min(wanted - laid_out, size[1] - 2 * s.pad - self.panel.height)
        if grow > 0:
            bottom = self.panel.bottom
            self.panel.height += grow
            self.panel.centery = size[1] // 2
            for button in (self.button, self.view_button):
                if button is not None:
                    button.rect.move_ip(0, self.panel.bottom - bottom)

    # the trick that broke a 摆撇 ------------------------------------------------------------------
    def _deciding_card_w(self, s: theme.Sizes) -> int:
        return max(30, round(s.body * 2.8))

    def _deciding_height(self, s: theme.Sizes) -> int:
        if self.deciding is None:
            return 0
        card_h = CardArt.size(self._deciding_card_w(s))[1]
        return s.pad + line_height(s.small) + s.pad // 2 + card_h + line_height(s.small)

    def _draw_seats(self, surface, rect, s, tr) -> None:
        super()._draw_seats(surface, rect, s, tr)
        if self.deciding is not None:
            self._draw_deciding(surface, rect, s, tr)

    def deciding_rects(self, column: pygame.Rect, s: theme.Sizes) -> list[pygame.Rect]:
        """Where the deciding trick's cards lie under the seats' rows of ``column``, a slot per play."""
        w = self._deciding_card_w(s)
        h = CardArt.size(w)[1]
        y = column.y + (len(self.seats) + 1) * row_step(s) + s.pad + line_height(s.small) + s.pad // 2
        count = len(self.deciding.plays)
        slot = column.width // max(1, count)
        return [pygame.Rect(column.x + i * slot + (slot - w) // 2, y, w, h) for i in range(count)]

    def _draw_deciding(self, surface, column: pygame.Rect, s: theme.Sizes, tr) -> None:
        trick = self.deciding
        y = column.y + (len(self.seats) + 1) * row_step(s) + s.pad
        title = tr("table.dp.res.deciding", name=self.name_of(trick.winner), points=trick.points)
        draw_text(surface, title, (column.x, y + line_height(s.small) // 2), s.small, theme.TEXT_DIM,
                  anchor="midleft", max_width=column.width)
        slot = column.width // max(1, len(trick.plays))
        for rect, (seat, cards) in zip(self.deciding_rects(column, s), trick.plays):
            won = seat == trick.winner
            surface.blit(self.app.art.face(cards[0], rect.width, highlight=won), rect.topleft)
            draw_text(surface, self.name_of(seat), (rect.centerx, rect.bottom + line_height(s.small) // 2), s.small,
                      theme.ACCENT if won else theme.TEXT, bold=won, anchor="center", max_width=slot - s.pad // 2)

    def headline(self) -> tuple[str, str, bool]:
        tr = self.app.tr
        title, subtitle, good = super().headline()
        if not self.match_over and self.viewer is not None and self.result.deltas[self.viewer] == 0:
            return tr("table.dp.res.even"), subtitle, True
        return title, subtitle, good


def _points(card: Card) -> int:
    from engine.tricks.points import card_points

    return card_points((card,))
