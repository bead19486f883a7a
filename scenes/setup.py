"""The setup screen of one game: who sits where, the rule options, start.

Everything is preselected (the spec's defaults, computer players on 普通), so
Enter right away starts a standard game; each choice is a segmented control
because the options of these games are short lists that read best side by
side. Players on the left, rules on the right: both fit at 1024×640 without
scrolling, and the focused row's help text is shown above the buttons.
"""
from __future__ import annotations

import sys
import traceback
from dataclasses import dataclass
from typing import Any

import pygame

from engine.match import BOT_LEVELS, Match, SeatPlayer

from . import intents as it
from . import theme
from .saved_match import has_saved_match, save_match, saved_match_summary
from .scene import Scene
from .widgets import Button, Segmented, draw_panel, draw_paragraph, draw_text, line_height, rounded_rect

_POSITIONS = {
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
}


@dataclass
class Row:
    kind: str  # "count" | "seat" | "option"
    control: Segmented | None
    seat: int = 0
    option: Any = None


class SetupScene(Scene):
    def __init__(self, spec: Any) -> None:
        super().__init__()
        self.spec = spec
        low, high = spec.seats
        self.seat_counts = tuple(range(low, high + 1))
        self.seat_count = spec.seat_count()
        self.levels: list[str] = ["normal"] * high
        self.option_values: dict[str, int] = {
            opt.key: _default_index(opt) for opt in spec.options}
        self.rows: list[Row] = []
        self.focus = 0
        self.buttons: list[Button] = []
        self.player_panel = pygame.Rect(0, 0, 0, 0)
        self.option_panel = pygame.Rect(0, 0, 0, 0)
        self.you_rect = pygame.Rect(0, 0, 0, 0)
        self.help_rect = pygame.Rect(0, 0, 0, 0)
        self.title_y = 0

    # choices -----------------------------------------------------------------------------
    def players(self) -> tuple[SeatPlayer, ...]:
        return (SeatPlayer("human", "normal"),) + tuple(
            SeatPlayer("bot", self.levels[seat]) for seat in range(1, self.seat_count))

    def options(self) -> dict[str, Any]:
        return {opt.key: opt.choices[self.option_values[opt.key]].value for opt in self.spec.options}

    # layout -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = size
        s = theme.sizes(h)
        player_rows = self.seat_count + (1 if len(self.seat_counts) > 1 else 0)
        rows = max(player_rows, len(self.spec.options), 1)
        title_h = int(s.title * 1.2 * 1.45) + line_height(s.body) + s.pad * 2
        below_panels = s.pad + s.line * 2 + s.pad + s.button_h
        # A variant with many options (21点 has eight) must still fit above the key line:
        # rows get closer together rather than pushing the buttons off the bottom.
        room = h - s.small - s.pad * 4 - title_h - below_panels - (s.pad * 3 + s.line)
        pitch = max(min(s.row_h + s.pad, room // rows), s.row_h // 2 + 6)
        row_h = min(s.row_h, pitch - max(4, s.pad // 3))
        panel_h = s.pad * 3 + s.line + rows * pitch
        block_h = title_h + panel_h + below_panels
        self.title_y = max(s.pad * 2, (h - s.small - s.pad - block_h) // 2)
        top = self.title_y + title_h
        bottom = top + panel_h
        total_w = min(w - 6 * s.pad, 70 * s.body)
        gap = 2 * s.pad
        col_w = (total_w - gap) // 2
        left = (w - total_w) // 2
        self.player_panel = pygame.Rect(left, top, col_w, bottom - top)
        self.option_panel = pygame.Rect(left + col_w + gap, top, col_w, bottom - top)
        control_w = int(col_w * 0.62)

        def control_rect(panel: pygame.Rect, index: int) -> pygame.Rect:
            y = panel.y + s.pad + s.line + s.pad + index * pitch
            return pygame.Rect(panel.right - s.pad * 2 - control_w, y, control_w, row_h)

        old_kind = self.rows[self.focus].kind if 0 <= self.focus < len(self.rows) else None
        old_key = (self.rows[self.focus].seat, getattr(self.rows[self.focus].option, "key", None)) if old_kind else None
        self.rows = []
        index = 0
        if len(self.seat_counts) > 1:
            labels = [tr("setup.seat_count_value", count=n) for n in self.seat_counts]
            control = Segmented(control_rect(self.player_panel, index), labels,
                                self.seat_counts.index(self.seat_count))
            self.rows.append(Row("count", control))
            index += 1
        self.you_rect = control_rect(self.player_panel, index)
        index += 1
        level_labels = [tr(f"setup.level.{level}") for level in BOT_LEVELS]
        for seat in range(1, self.seat_count):
            control = Segmented(control_rect(self.player_panel, index), level_labels,
                                BOT_LEVELS.index(self.levels[seat]))
            self.rows.append(Row("seat", control, seat=seat))
            index += 1
        for i, opt in enumerate(self.spec.options):
            labels = [tr.choice_name(choice) for choice in opt.choices]
            control = Segmented(control_rect(self.option_panel, i), labels, self.option_values[opt.key])
            self.rows.append(Row("option", control, option=opt))
        self.focus = 0
        for i, row in enumerate(self.rows):
            if (row.kind, (row.seat, getattr(row.option, "key", None))) == (old_kind, old_key):
                self.focus = i
        self.help_rect = pygame.Rect(left, bottom + s.pad, total_w, s.line * 2)
        bw = max(9 * s.body, total_w // 5)
        by = self.help_rect.bottom + s.pad
        self.buttons = [
            Button(pygame.Rect(left + total_w - 2 * bw - s.pad, by, bw, s.button_h), tr("setup.back"),
                   action="back", hotkey="Esc"),
            Button(pygame.Rect(left + total_w - bw, by, bw, s.button_h), tr("setup.start"),
                   action="start", primary=True, hotkey="Enter"),
        ]

    # input ------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None:
            return False
        kind = intent.kind
        if kind == it.MOVE:
            for row in self.rows:
                row.control.on_move(intent.pos)
            for button in self.buttons:
                button.on_move(intent.pos)
            return True
        if kind == it.PRESS:
            for i, row in enumerate(self.rows):
                choice = row.control.hit(intent.pos)
                if choice is not None:
                    self.focus = i
                    self._set(row, choice)
                    return True
            for button in self.buttons:
                if button.hit(intent.pos):
                    self._act(button.action)
                    return True
            return True
        if kind in (it.UP, it.DOWN) and self.rows:
            self.focus = (self.focus + (-1 if kind == it.UP else 1)) % len(self.rows)
            return True
        if kind in (it.LEFT, it.RIGHT) and self.rows:
            row = self.rows[self.focus]
            self._set(row, row.control.index + (-1 if kind == it.LEFT else 1))
            return True
        if kind == it.CONFIRM:
            self._act("start")
            return True
        if kind in (it.BACK, it.ALT_PRESS):
            self._act("back")
            return True
        return False

    def _set(self, row: Row, index: int) -> None:
        index = max(0, min(len(row.control.labels) - 1, index))
        row.control.index = index
        if row.kind == "count":
            self.seat_count = self.seat_counts[index]
            self.layout(self.app.size)
        elif row.kind == "seat":
            self.levels[row.seat] = BOT_LEVELS[index]
        else:
            self.option_values[row.option.key] = index

    def _act(self, action: str) -> None:
        if action == "back":
            self.app.stack.pop()
        elif action == "start":
            saved = saved_match_summary(self.app.storage)
            if has_saved_match(self.app.storage):
                from .dialog import ConfirmDialog

                game = self._game_name(saved.variant) if saved else ""
                hand = saved.hand if saved else 1
                self.app.stack.push(ConfirmDialog("setup.replace_saved", self.start_match,
                                                  params={"game": game, "hand": hand}, yes_key="setup.start"))
            else:
                self.start_match()

    def _game_name(self, variant: str) -> str:
        try:
            from engine.registry import get_spec

            return self.app.tr.game_name(get_spec(variant))
        except (KeyError, ImportError):
            return variant

    def start_match(self) -> None:
        """Build the match, save it at once (so it survives a crash), and open its table."""
        try:
            match = Match.new(self.spec.id, self.options(), seed=None, players=self.players())
        except Exception:  # noqa: BLE001 - a broken variant must not close the window
            traceback.print_exc(file=sys.stderr)
            from .dialog import MessageDialog

            self.app.stack.push(MessageDialog("notice.table_failed"))
            return
        if not save_match(self.app.storage, match):
            print("paiyou: the new match could not be saved", file=sys.stderr)
        from .tables import open_table

        open_table(self.app, match, replace=True)

    # drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = surface.get_size()
        s = theme.sizes(h)
        surface.blit(theme.felt((w, h)), (0, 0))
        draw_text(surface, tr("setup.title", game=tr.game_name(self.spec)), (w // 2, self.title_y),
                  int(s.title * 1.2), theme.TEXT, bold=True, anchor="midtop", max_width=w - 4 * s.pad)
        draw_text(surface, tr.game_summary(self.spec), (w // 2, self.title_y + int(s.title * 1.2 * 1.45)),
                  s.body, theme.TEXT_DIM, anchor="midtop", max_width=w - 4 * s.pad)
        for panel, key in ((self.player_panel, "setup.players"), (self.option_panel, "setup.options")):
            draw_panel(surface, panel, radius=s.radius * 2)
            draw_text(surface, tr(key), (panel.x + s.pad * 2, panel.y + s.pad), s.body, theme.ACCENT, bold=True)
        # seat 0: the person at the screen
        self._draw_label(surface, s, self.player_panel, self.you_rect, tr("setup.pos.bottom"), False)
        you = self.you_rect
        rounded_rect(surface, you, theme.PANEL_LIGHT, max(6, you.height // 4))
        draw_text(surface, tr("setup.you"), you.center, max(14, int(you.height * 0.42)), theme.TEXT,
                  bold=True, anchor="center")
        for i, row in enumerate(self.rows):
            focused = i == self.focus
            panel = self.option_panel if row.kind == "option" else self.player_panel
            self._draw_label(surface, s, panel, row.control.rect, self._row_label(row), focused)
            row.control.draw(surface, focused)
        if not self.spec.options:
            draw_text(surface, tr("setup.no_options"), (self.option_panel.x + s.pad * 2,
                                                         self.option_panel.y + s.pad * 2 + s.line),
                      s.body, theme.TEXT_DIM, max_width=self.option_panel.width - 4 * s.pad)
        help_text = self._focused_help()
        if help_text:
            draw_paragraph(surface, help_text, self.help_rect, s.body, theme.TEXT_DIM, align="center")
        for button in self.buttons:
            button.draw(surface)
        draw_text(surface, tr("setup.keys"), (w // 2, h - s.pad), s.small, theme.TEXT_DIM, anchor="midbottom")

    def _row_label(self, row: Row) -> str:
        tr = self.app.tr
        if row.kind == "count":
            return tr("setup.seat_count")
        if row.kind == "seat":
            # Compass positions fit tables where seats sit around the square; the 21点 table
            # seats players in an arc and names them 玩家n, so setup uses the same names.
            positions = _POSITIONS.get(self.seat_count) if self.spec.family != "blackjack" else None
            if positions:
                return tr(f"setup.pos.{positions[row.seat]}")
            return tr("table.seat.n", n=row.seat + 1)
        return tr.option_name(row.option)

    def _draw_label(self, surface: pygame.Surface, s: theme.Sizes, panel: pygame.Rect,
                    control: pygame.Rect, text: str, focused: bool) -> None:
        area = pygame.Rect(panel.x + s.pad * 2, control.y - s.pad // 2,
                           control.x - panel.x - s.pad * 3, control.height + s.pad)
        if focused:
            marker = pygame.Rect(panel.x + s.pad // 2, control.y + 4, 4, control.height - 8)
            rounded_rect(surface, marker, theme.ACCENT, 2)
        draw_paragraph(surface, text, area, s.body, theme.ACCENT if focused else theme.TEXT, valign="center")

    def _focused_help(self) -> str:
        if not 0 <= self.focus < len(self.rows):
            return ""
        row = self.rows[self.focus]
        if row.kind == "option":
            return self.app.tr.option_help(row.option)
        return ""


def _default_index(option: Any) -> int:
    for i, choice in enumerate(option.choices):
        if choice.value == option.default:
            return i
    return 0
