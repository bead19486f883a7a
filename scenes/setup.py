"""The setup screen of one game: who sits where, the rule options, start.

Everything is preselected (the spec's defaults, computer players on 普通), so
Enter right away starts a standard game; each choice is a segmented control
because the options of these games are short lists that read best side by
side. Players on the left, rules on the right: both fit at 1024×640 without
scrolling, and the focused row's help text is shown above the buttons.

At a table that supports hot-seat (``scenes.tables.HOTSEAT``) every seat can be
a person: the seat's control gets a 家人 choice, which then shows the person's
name (their marker is drawn next to the seat); clicking it again picks the next
of the family's names, and typing edits it. The seating is remembered per game
(:mod:`scenes.people`) and comes back the next time.
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
from .people import NAME_LIMIT, clean_name, draw_marker, load_people, remember_seating
from .saved_match import has_saved_match, save_match, saved_match_summary
from .scene import Scene
from .widgets import Button, Segmented, draw_panel, draw_paragraph, draw_text, line_height, rounded_rect

_POSITIONS = {
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
    5: ("bottom", "right", "top_right", "top_left", "left"),
    6: ("bottom", "right", "top_right", "top", "top_left", "left"),
}


@dataclass
class Row:
    kind: str  # "count" | "you" | "seat" | "option"
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
        from .tables import HOTSEAT

        #: Several people may sit at this game's table (else seat 0 is the one person).
        self.hotseat = spec.family in HOTSEAT
        self.kinds: list[str] = ["human"] + ["bot"] * (high - 1)
        self.names: list[str] = [""] * high
        self.family: list[str] = []
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

    def enter(self) -> None:
        """Seat the family as they sat last time at this game."""
        if not self.hotseat or self.app is None:
            return
        self.family, seating, notice = load_people(self.app.storage)
        if notice:  # a damaged people file was moved aside: say so, as for the other files
            self.app.notices.append(notice)
            self.app.show_notices()
        last = seating.get(self.spec.id)
        if last and len(last) in self.seat_counts and last[0].kind == "human":
            self.seat_count = len(last)
            for seat, player in enumerate(last):
                self.kinds[seat], self.levels[seat], self.names[seat] = player.kind, player.level, player.name
        elif self.family:
            self.names[0] = self.family[0]
        self.layout(self.app.size)

    # choices -----------------------------------------------------------------------------
    def players(self) -> tuple[SeatPlayer, ...]:
        if not self.hotseat:
            return (SeatPlayer("human", "normal"),) + tuple(
                SeatPlayer("bot", self.levels[seat]) for seat in range(1, self.seat_count))
        seats = range(self.seat_count)
        people = [seat for seat in seats if self.kinds[seat] == "human"]
        names = {seat: clean_name(self.names[seat]) for seat in people}
        if len(people) > 1:  # people are told apart by name at the hand-off: no blank, no twice
            used: set[str] = set()
            for seat in people:
                name, n = names[seat], seat + 1
                while not name or name in used:
                    name = self.app.tr("table.hotseat.default_name", n=n) if self.app else f"P{n}"
                    n += len(self.kinds)
                names[seat] = name
                used.add(name)
        return tuple(SeatPlayer(self.kinds[seat], self.levels[seat], names.get(seat, "")) for seat in seats)

    def _next_family_name(self, seat: int) -> None:
        """A click on a person's name: the next family name nobody else at the table has."""
        taken = {self.names[s] for s in range(self.seat_count) if s != seat and self.kinds[s] == "human"}
        free = [name for name in self.family if name not in taken]
        if not free:
            return
        current = self.names[seat]
        index = free.index(current) + 1 if current in free else 0
        self.names[seat] = free[index % len(free)]

    def _type(self, seat: int, text: str | None) -> None:
        """Typing edits the focused person's name (None: delete the last character)."""
        name = self.names[seat]
        typed = "".join(ch for ch in text or "" if ch.isprintable())
        name = name[:-1] if text is None else (name + typed).lstrip()[:NAME_LIMIT]
        self.names[seat] = name
        if self.app is not None:
            self.layout(self.app.size)

    def options(self) -> dict[str, Any]:
        chosen = {opt.key: opt.choices[self.option_values[opt.key]].value for opt in self.spec.options}
        return {**chosen, **self.forced_options()}

    def offered_options(self) -> list:
        """The options the players choose here (the others are fixed by how the table is played)."""
        return [opt for opt in self.spec.options if opt.on_setup]

    def forced_options(self) -> dict[str, Any]:
        """Options the hot-seat form fixes while several people sit (升级: declaring in turn)."""
        from .tables import hotseat_options

        people = sum(1 for seat in range(self.seat_count) if self.kinds[seat] == "human")
        if not self.hotseat or people < 2:
            return {}
        return hotseat_options(self.spec)

    def _show_forced(self) -> None:
        """The option rows show what several people will play with (and cannot be changed)."""
        for opt in self.spec.options:
            forced = self.forced_options()
            if opt.key in forced:
                self.option_values[opt.key] = next(
                    i for i, choice in enumerate(opt.choices) if choice.value == forced[opt.key])

    # layout -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = size
        s = theme.sizes(h)
        self._show_forced()
        player_rows = self.seat_count + (1 if len(self.seat_counts) > 1 else 0)
        rows = max(player_rows, len(self.offered_options()), 1)
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
        if self.hotseat:
            you = self.names[0] or tr("setup.you")
            self.rows.append(Row("you", Segmented(self.you_rect, [you], 0), seat=0))
        index += 1
        level_labels = [tr(f"setup.level.{level}") for level in BOT_LEVELS]
        if self.hotseat:
            level_labels.append(tr("setup.person"))
        for seat in range(1, self.seat_count):
            person = self.kinds[seat] == "human"
            chosen = len(BOT_LEVELS) if person else BOT_LEVELS.index(self.levels[seat])
            labels = level_labels[:-1] + [self.names[seat] or level_labels[-1]] if person else level_labels
            control = Segmented(control_rect(self.player_panel, index), labels, chosen)
            self.rows.append(Row("seat", control, seat=seat))
            index += 1
        for i, opt in enumerate(self.offered_options()):
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
        person = self._focused_person()
        if kind == it.TEXT and person is not None:
            self._type(person, intent.text)
            return True
        if kind in (it.CLEAR, it.DELETE) and person is not None:
            self._type(person, None)
            return True
        if kind in (it.LEFT, it.RIGHT) and self.rows and self.rows[self.focus].kind == "you":
            self._next_family_name(0)
            self.layout(self.app.size)
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
        elif row.kind == "you":
            self._next_family_name(0)
            self.layout(self.app.size)
        elif row.kind == "seat" and index == len(BOT_LEVELS):
            if self.kinds[row.seat] != "human":
                self.kinds[row.seat], self.names[row.seat] = "human", ""
            self._next_family_name(row.seat)
            self.layout(self.app.size)
        elif row.kind == "seat":
            self.kinds[row.seat] = "bot"
            self.levels[row.seat] = BOT_LEVELS[index]
        elif row.option.key in self.forced_options():
            self.layout(self.app.size)   # fixed while several people sit: the help line says why
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
        if self.hotseat:
            remember_seating(self.app.storage, self.spec.id, match.players)
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
        you_focused = bool(self.rows) and self.rows[self.focus].kind == "you"
        self._draw_label(surface, s, self.player_panel, self.you_rect, tr("setup.pos.bottom"), you_focused)
        you = self.you_rect
        rounded_rect(surface, you, theme.PANEL_LIGHT, max(6, you.height // 4),
                     border=theme.ACCENT if you_focused else None, width=2)
        name = self.names[0] if self.hotseat and self.names[0] else tr("setup.you")
        if self.hotseat:
            radius = you.height * 3 // 10
            draw_marker(surface, name, (you.x + s.pad + radius, you.centery), radius)
        draw_text(surface, name, you.center, max(14, int(you.height * 0.42)), theme.TEXT,
                  bold=True, anchor="center", max_width=you.width - 4 * s.pad)
        for i, row in enumerate(self.rows):
            if row.kind == "you":
                continue
            focused = i == self.focus
            panel = self.option_panel if row.kind == "option" else self.player_panel
            if row.kind == "seat" and self.kinds[row.seat] == "human":
                self._draw_person(surface, s, row, focused)
            else:
                self._draw_label(surface, s, panel, row.control.rect, self._row_label(row), focused)
            row.control.draw(surface, focused)
        if not self.offered_options():
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

    def _draw_person(self, surface: pygame.Surface, s: theme.Sizes, row: Row, focused: bool) -> None:
        """A person's seat: the position and their marker (the name is in the control)."""
        control, panel = row.control.rect, self.player_panel
        if focused:
            marker = pygame.Rect(panel.x + s.pad // 2, control.y + 4, 4, control.height - 8)
            rounded_rect(surface, marker, theme.ACCENT, 2)
        radius = max(7, control.height * 3 // 10)
        label = draw_text(surface, self._row_label(row), (panel.x + s.pad * 2, control.centery), s.body,
                          theme.ACCENT if focused else theme.TEXT, anchor="midleft",
                          max_width=control.x - panel.x - s.pad * 4 - 2 * radius)
        name = self.names[row.seat]
        draw_marker(surface, name or "?", (label.right + s.pad // 2 + radius, control.centery), radius)

    def _focused_person(self) -> int | None:
        if not self.hotseat or not 0 <= self.focus < len(self.rows):
            return None
        row = self.rows[self.focus]
        if row.kind == "you" or (row.kind == "seat" and self.kinds[row.seat] == "human"):
            return row.seat
        return None

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
            if row.option.key in self.forced_options():
                return self.app.tr(f"setup.hotseat_fixed.{row.option.key}")
            return self.app.tr.option_help(row.option)
        if self._focused_person() is not None:
            return self.app.tr("setup.name_help")
        if row.kind == "seat":
            if not self.hotseat:
                return self.app.tr("setup.one_person")
            form = f"setup.hotseat_help.{self.spec.family}"
            return self.app.tr(form if self.app.tr.has(form) else "setup.hotseat_help")
        return ""


def _default_index(option: Any) -> int:
    for i, choice in enumerate(option.choices):
        if choice.value == option.default:
            return i
    return 0
