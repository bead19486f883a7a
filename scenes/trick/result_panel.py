"""The result of a 升级 hand: points, the kitty (抠底), each team's level change, the match score.

A :class:`~scenes.table.result_panel.ResultPanel` (the table stays visible underneath,
Enter is the big button) drawn for this game. The left column tells the hand:
the attackers' trick points, throw penalties, the kitty turned face up with its
points × the multiplier, the total against the step table and what it means. The
right column is the match score: both teams' levels before and after.
"""
from __future__ import annotations

import pygame

from engine.shengji.levels import team_of
from engine.shengji.view import HandResult

from .. import theme
from ..cardart import CardArt
from ..table.result_panel import LOSS_COLOUR, WIN_COLOUR, ResultPanel
from ..widgets import Button, draw_text, line_height, render, rounded_rect, wrap_lines
from .top_bar import level_label, team_label


class ShengjiResultPanel(ResultPanel):
    """``seats`` is unused by this panel (teams, not seats, score); the result names everything.
    ``viewable``: 看牌 (Space) folds the panel into the shared strip, to look at the table — the last
    trick (抠底), the kitty and the attackers' point cards turned face up where the hand was."""

    def __init__(self, hand_no: int, result: HandResult, viewer, match_over: bool, name_of, on_next, on_menu,
                 on_back=None, art=None, viewable: bool = False) -> None:
        super().__init__(hand_no, result, [], viewer, match_over, name_of, on_next, on_menu, on_back,
                         viewable=viewable)
        self.art = art

    # what it says ----------------------------------------------------------------------
    def effect_text(self) -> str:
        tr, r = self.app.tr, self.result
        if r.take_over:
            return tr("table.sj.res.take_over_up", rise=r.rise) if r.rise else tr("table.sj.res.take_over")
        key = {3: "table.sj.res.big_shutout", 2: "table.sj.res.small_shutout"}.get(r.rise, "table.sj.res.hold")
        return tr(key, rise=r.rise)

    def line_texts(self) -> list[str]:
        tr, r = self.app.tr, self.result
        lines = [tr("table.sj.res.trick_points", points=r.trick_points)]
        if r.penalty_points:
            lines.append(tr("table.sj.res.penalty", points=r.penalty_points))
        if r.multiplier:
            lines.append(tr("table.sj.res.kitty_bonus", points=r.kitty_points, mult=r.multiplier, bonus=r.kitty_bonus))
        else:
            lines.append(tr("table.sj.res.kitty_kept", points=r.kitty_points))
        lines.append(tr("table.sj.res.total", total=r.total))
        lines.append(self.effect_text())
        if not self.match_over:
            lines.append(tr("table.sj.res.next_dealer", name=self.name_of(r.next_dealer)))
        return lines

    def headline(self) -> tuple[str, str, bool]:
        tr, r = self.app.tr, self.result
        subtitle = tr("table.sj.res.subtitle", hand=self.hand_no, name=self.name_of(r.dealer),
                      rank=level_label(r.level_rank))
        winner_team = (1 - r.dealer_team) if r.take_over else r.dealer_team
        if self.match_over:
            won = r.winner
            if self.viewer is None:
                return tr("table.sj.res.match_won_by", team=team_label(won, None, tr)), subtitle, True
            good = won == team_of(self.viewer)
            return tr("table.sj.res.match_win" if good else "table.sj.res.match_lose"), subtitle, good
        if self.viewer is None:
            return tr("table.sj.res.hand_won_by", team=team_label(winner_team, None, tr)), subtitle, True
        good = winner_team == team_of(self.viewer)
        return tr("table.sj.res.we_won" if good else "table.sj.res.they_won"), subtitle, good

    # layout ------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        w, h = size
        s = theme.sizes(h)
        width = min(w - 4 * s.pad, max(round(w * 0.66), 42 * s.body))
        # clear of the table's live corner buttons (理牌, 记录 … drawn over it) where the panel can
        # be without cutting its subtitle or the teams' names; else as wide as they need, centred
        panel = self.clear_of_corner(pygame.Rect(0, 0, width, self._panel_height(width, h, s)), size, s)
        if panel.width < min(width, self._least_width(s)):
            panel = pygame.Rect(0, 0, width, self._panel_height(width, h, s))
            panel.center = (w // 2, h // 2)
        self.panel = panel
        width = panel.width
        bw, bh = max(12 * s.body, width // 3), round(s.button_h * 1.25)
        rect = pygame.Rect(0, 0, bw, bh)
        rect.midbottom = (self.panel.centerx, self.panel.bottom - 2 * s.pad)
        text = self.app.tr("result.to_menu" if self.match_over else "result.next_hand")
        if self.viewable:           # 看牌 left of 下一局, as on every result panel
            bw = min(bw, (width - 5 * s.pad) // 2)
            rect = pygame.Rect(0, 0, bw, bh)
            rect.bottomleft = (self.panel.centerx + s.pad // 2, self.panel.bottom - 2 * s.pad)
            view = pygame.Rect(0, 0, bw, bh)
            view.bottomright = (self.panel.centerx - s.pad // 2, rect.bottom)
            self.view_button = Button(view, self.app.tr("result.view_table"), action="view", hotkey="Space")
        self.button = Button(rect, text, primary=True, hotkey="Enter", focused=True)
        self._layout_strip(size, s, text)

    def _panel_height(self, width: int, h: int, s: theme.Sizes) -> int:
        """As tall as the taller column: the hand's lines (with room for the kitty's cards), or the
        levels' — header, two teams, and 先打过A的一方获胜 while nobody has won, which at 1024×640 ran
        into the buttons when the panel was measured by the hand's column alone."""
        lines = len(self._hand_rows(self._left_width(width, s), s)) + 3
        column = max(lines * line_height(s.body), self._levels_height(width, s) + s.pad)
        height = (3 * s.pad + line_height(s.big) + line_height(s.body) + 2 * s.pad + column
                  + 2 * s.pad + round(s.button_h * 1.25) + 2 * s.pad)
        return min(height, h - 2 * s.pad)

    def _levels_height(self, width: int, s: theme.Sizes) -> int:
        """The levels' column as :meth:`_draw_levels` draws it in a panel ``width`` wide."""
        step = max(line_height(s.body), round(s.small * 2.4))
        height = step + 4 * step
        if self.result.winner is None:
            inner = width - 4 * s.pad
            right = inner - round(inner * 0.55) - 2 * s.pad
            height += len(wrap_lines(self.app.tr("table.sj.res.goal"), s.small, right)) * line_height(s.small)
        return height

    def _least_width(self, s: theme.Sizes) -> int:
        """The narrowest panel showing the whole subtitle (with the hints used) and both teams' names."""
        _title, subtitle, _good = self.headline()
        subtitle = " · ".join(part for part in (subtitle, self.hint_words()) if part)
        names = max(render(" · ".join(self.name_of(seat) for seat in (team, team + 2)), s.small).get_width()
                    for team in (0, 1))
        levels = round(names / 0.45) + round(s.body * 6)        # the levels' column is 45 % of the inside
        return max(render(subtitle, s.body).get_width(), levels) + 4 * s.pad

    @staticmethod
    def _left_width(width: int, s: theme.Sizes) -> int:
        """The hand's column: 55 % inside the panel's margins."""
        return round((width - 4 * s.pad) * 0.55)

    def _hand_rows(self, width: int, s: theme.Sizes) -> list[tuple[int, str]]:
        """The hand's lines as drawn in a column ``width`` wide: (index of the line, words of one row),
        a line too long for the column wrapped onto the next row."""
        texts = self.line_texts()
        rows = []
        for i, text in enumerate(texts):
            bold = i == self._bold_line(len(texts))
            rows.extend((i, row) for row in (wrap_lines(text, s.body, width, bold) or [text]))
        return rows

    def _bold_line(self, count: int) -> int:
        """The line that says what the hand means (the effect) is bold."""
        return count - (1 if self.match_over else 2)

    # drawing -----------------------------------------------------------------------------
    def draw_panel(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        tr = self.app.tr
        panel = self.panel
        y = self._draw_header(surface, s)
        inner = panel.inflate(-4 * s.pad, 0)
        left_w = round(inner.width * 0.55)
        left = pygame.Rect(inner.x, y, left_w, self.button.rect.top - s.pad - y)
        right = pygame.Rect(inner.x + left_w + 2 * s.pad, y, inner.width - left_w - 2 * s.pad, left.height)
        self._draw_hand(surface, left, s)
        self._draw_levels(surface, right, s, tr)
        self.button.draw(surface)
        if self.view_button is not None:
            self.view_button.draw(surface)

    def _draw_hand(self, surface: pygame.Surface, rect: pygame.Rect, s: theme.Sizes) -> None:
        step = line_height(s.body)
        y = rect.y
        bold_line = self._bold_line(len(self.line_texts()))
        kitty_line = 2 if self.result.penalty_points else 1
        rows = self._hand_rows(rect.width, s)
        for k, (i, text) in enumerate(rows):
            bold = i == bold_line
            draw_text(surface, text, (rect.x, y + step // 2), s.body, theme.ACCENT if bold else theme.TEXT,
                      bold=bold, anchor="midleft", max_width=rect.width)
            y += step
            last_row = k + 1 == len(rows) or rows[k + 1][0] != i
            if i == kitty_line and last_row and self.art is not None and self.result.kitty:
                y = self._draw_kitty(surface, rect.x, y, rect.width, s)

    def _draw_kitty(self, surface, x: int, y: int, width: int, s: theme.Sizes) -> int:
        cards = self.result.kitty
        w = max(26, round(s.body * 2.5))
        h = CardArt.size(w)[1]
        step = min(round(w * 0.62), (width - w) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
        for i, card in enumerate(cards):
            surface.blit(self.art.face(card, w), (x + s.pad + i * step, y))
        return y + h + s.pad // 2

    def _draw_levels(self, surface, rect: pygame.Rect, s: theme.Sizes, tr) -> None:
        r = self.result
        step = max(line_height(s.body), round(s.small * 2.4))
        y = rect.y
        draw_text(surface, tr("table.sj.res.levels"), (rect.x, y + step // 2), s.small, theme.TEXT_DIM,
                  anchor="midleft")
        y += step
        teams = (0, 1) if self.viewer is None else (team_of(self.viewer), 1 - team_of(self.viewer))
        for team in teams:
            row = pygame.Rect(rect.x - s.pad // 2, y + 2, rect.width + s.pad, step * 2 - 4)
            mine = self.viewer is not None and team == team_of(self.viewer)
            if mine:
                rounded_rect(surface, row, theme.PANEL_LIGHT, s.radius)
            names = " · ".join(self.name_of(seat) for seat in (team, team + 2))
            draw_text(surface, team_label(team, self.viewer, tr), (rect.x, y + step // 2), s.body, theme.TEXT,
                      bold=True, anchor="midleft")
            before, after = r.levels_before[team], r.levels_after[team]
            change = after - before
            colour = WIN_COLOUR if change > 0 else theme.TEXT
            draw_text(surface, f"{level_label(before)} → {level_label(after)}", (rect.right, y + step // 2),
                      round(s.body * 1.2), colour, bold=True, anchor="midright")
            note = tr("table.sj.res.match_winner") if r.winner == team else (
                tr("table.sj.res.up", n=change) if change else "")
            # the players' names take the row up to the note beside them (whole names, not "Comput…")
            note_w = render(note, s.small, bold=r.winner == team).get_width() + s.pad if note else 0
            draw_text(surface, names, (rect.x, y + step + step // 3), s.small, theme.TEXT_DIM, anchor="midleft",
                      max_width=rect.width - note_w)
            if note:
                draw_text(surface, note, (rect.right, y + step + step // 3), s.small, WIN_COLOUR, bold=r.winner == team,
                          anchor="midright")
            y += 2 * step
        if r.winner is None:
            for row in wrap_lines(tr("table.sj.res.goal"), s.small, rect.width):
                draw_text(surface, row, (rect.x, y + step // 2), s.small, LOSS_COLOUR, anchor="midleft",
                          max_width=rect.width)
                y += line_height(s.small)
