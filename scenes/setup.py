"""The setup screen of one game: who sits where, the rule options, start.

Everything is preselected (the spec's defaults, computer players on 普通), so
Enter right away starts a standard game; each choice is a row of segments
because the options of these games are short lists that read best side by
side. Players on the left, rules on the right. No text is ever cut: a choice
whose words do not fit wraps onto two lines or the choices stack
(:mod:`scenes.choice_control`), option names wrap, and when the rows are taller
than the window allows, the panel shows as many whole rows as fit and scrolls
(wheel, or moving the focus; :mod:`scenes.setup_rows`). The focused or pointed-at row's full explanation
is shown under the panels, in a box tall enough for the longest one (:mod:`scenes.setup_help`).

At a table that supports hot-seat (``scenes.tables.HOTSEAT``) every seat can be
a person: the seat's control gets a 家人 choice, which then shows the person's
name (their marker is drawn next to the seat); clicking it again picks the next
of the family's names, and typing edits it. A name that was picked rather than
typed counts as selected, as in a text field: the first key typed replaces it
(no "妈妈爸爸"), Backspace clears it. The seating is remembered per game
(:mod:`scenes.people`) and comes back the next time; a game played for the first time seats
"me" (the family's default player) at the bottom, never whoever played last. A person nobody
named shows, already here, the made-up name the table will use (玩家1, 玩家2 … over the unnamed
people only, no gaps). A click on a person's avatar picks the next one of the set.

This module is the screen's choices and input; who sits where and the naming rules are
:mod:`scenes.setup_seating`, the sizes and places :mod:`scenes.setup_layout`, the drawing of the
rows :mod:`scenes.setup_draw`.
"""
from __future__ import annotations

import sys
import traceback
from typing import Any

import pygame

from engine.match import BOT_LEVELS, Match, SeatPlayer

from . import intents as it
from . import theme
from .people import load_family, remember_seating
from .saved_match import has_saved_match, save_match, saved_match_summary
from .scene import Scene
from .setup_draw import avatar_hit, avatar_spot, draw_rows
from .setup_help import row_help
from .setup_layout import lay_out
from .setup_rows import OPTIONS, PLAYERS, Row, RowPanels
from .setup_seating import Seating
from .widgets import Button, Segmented, draw_panel, draw_paragraph, draw_text, line_height

_POSITIONS = {
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
    5: ("bottom", "right", "top_right", "top_left", "left"),
    6: ("bottom", "right", "top_right", "top", "top_left", "left"),
}


class SetupScene(Scene):
    def __init__(self, spec: Any) -> None:
        super().__init__()
        self.spec = spec
        low, high = spec.seats
        self.seat_counts = tuple(range(low, high + 1))
        from .tables import HOTSEAT

        #: Several people may sit at this game's table (else seat 0 is the one person).
        self.hotseat = spec.family in HOTSEAT
        self.seating = Seating(self.seat_counts, spec.seat_count())
        self.option_values: dict[str, int] = {
            opt.key: _default_index(opt) for opt in spec.options}
        #: The rows the focus moves over (the person's own row only at a hot-seat table); every row
        #: drawn, and how they fit the panels, is ``panels``.
        self.rows: list[Row] = []
        self.panels = RowPanels()
        self.focus = 0
        self.hover_row: int | None = None
        self.pointer: tuple[int, int] | None = None
        self.buttons: list[Button] = []
        self.player_panel = pygame.Rect(0, 0, 0, 0)
        self.option_panel = pygame.Rect(0, 0, 0, 0)
        self.you_rect = pygame.Rect(0, 0, 0, 0)
        self.help_rect = pygame.Rect(0, 0, 0, 0)
        #: The explanation's own box under the players (``help_beside``), else empty.
        self.help_box = pygame.Rect(0, 0, 0, 0)
        self.help_beside = False
        self.title_y = 0
        self.title_size = 22
        self.summary_lines: list[str] = []

    @property
    def seat_count(self) -> int:
        return self.seating.count

    @seat_count.setter
    def seat_count(self, count: int) -> None:
        self.seating.count = count

    @property
    def names(self) -> list[str]:
        """Each seat's name as typed or picked ("" where none)."""
        return self.seating.names

    def enter(self) -> None:
        """Seat the family as they sat last time at this game."""
        if not self.hotseat or self.app is None:
            return
        family, notice = load_family(self.app.storage)
        if notice:  # a damaged people file was moved aside: say so, as for the other files
            self.app.notices.append(notice)
            self.app.show_notices()
        self.seating.seat_as_before(family, self.spec.id)
        self.layout(self.app.size)

    # choices -----------------------------------------------------------------------------
    def players(self) -> tuple[SeatPlayer, ...]:
        return self.seating.players(self.hotseat, self._made_up)

    def table_names(self) -> dict[int, str]:
        """Each person's name as the match will keep it (see Seating.table_names)."""
        return self.seating.table_names(self._made_up)

    def avatar(self, name: str):
        """A person's avatar as chosen here or before, else the one their name gives."""
        return self.seating.avatar(name)

    def _made_up(self, n: int) -> str:
        """The made-up name of the n-th person nobody named (玩家n), in the interface's language."""
        return self.app.tr("table.hotseat.default_name", n=n) if self.app else f"P{n}"

    def options(self) -> dict[str, Any]:
        chosen = {opt.key: opt.choices[self.option_values[opt.key]].value for opt in self.spec.options}
        return {**chosen, **self.forced_options()}

    def offered_options(self) -> list:
        """The options the players choose here: those that change the game as the other options
        now stand (德阳's 卡心五 shows once 血战 brings the bloody fan table; the others are fixed
        by how the table is played)."""
        chosen = self.options()
        return [opt for opt in self.spec.options if opt.on_setup and self.spec.applies(opt.key, chosen)]

    def forced_options(self) -> dict[str, Any]:
        """Options the hot-seat form fixes while several people sit (升级: declaring in turn)."""
        from .tables import hotseat_options

        if not self.hotseat or len(self.seating.people()) < 2:
            return {}
        return hotseat_options(self.spec)

    def _show_forced(self) -> None:
        """The option rows show what several people will play with (and cannot be changed)."""
        for opt in self.spec.options:
            forced = self.forced_options()
            if opt.key in forced:
                self.option_values[opt.key] = next(
                    i for i, choice in enumerate(opt.choices) if choice.value == forced[opt.key])

    # rows and layout ----------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """Measure and place everything at this window size (:func:`scenes.setup_layout.lay_out`)."""
        if self.app is None:
            return
        self._show_forced()
        lay_out(self, size)

    def build_rows(self, tr) -> list[Row]:
        """The rows in order: the player count, the person at the screen, the other seats, the rules."""
        rows: list[Row] = []
        if len(self.seat_counts) > 1:
            labels = [tr("setup.seat_count_value", count=n) for n in self.seat_counts]
            rows.append(Row("count", Segmented(pygame.Rect(0, 0, 0, 0), labels,
                                               self.seat_counts.index(self.seat_count))))
        you = self.table_names().get(0) or tr("setup.you")
        rows.append(Row("you", Segmented(pygame.Rect(0, 0, 0, 0), [you], 0), seat=0))
        level_labels = [tr(f"setup.level.{level}") for level in BOT_LEVELS]
        if self.hotseat:
            level_labels.append(tr("setup.person"))
        for seat in range(1, self.seat_count):
            person = self.seating.is_person(seat)
            labels = level_labels[:-1] + [self.table_names().get(seat) or level_labels[-1]] if person else level_labels
            rows.append(Row("seat", Segmented(pygame.Rect(0, 0, 0, 0), labels, self.seating.seat_choice(seat)),
                            seat=seat))
        for opt in self.offered_options():
            labels = [tr.choice_name(choice) for choice in opt.choices]
            rows.append(Row("option", Segmented(pygame.Rect(0, 0, 0, 0), labels, self.option_values[opt.key]),
                            option=opt, panel=OPTIONS))
        return rows

    def row_label(self, row: Row) -> str:
        """A row's name: the seat's position at the table (or 座位n), the count, or the rule."""
        tr = self.app.tr
        if row.kind == "you":
            return tr("setup.pos.bottom")
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

    @property
    def _all_rows(self) -> list[Row]:
        return self.panels.rows

    @property
    def viewports(self) -> dict[str, pygame.Rect]:
        return self.panels.viewports

    def place(self) -> None:
        """Fit the rows into their panels (from each panel's first shown row)."""
        self.panels.place()
        you = next((row for row in self.panels.of(PLAYERS) if row.kind == "you"), None)
        self.you_rect = you.control.rect if you is not None else pygame.Rect(0, 0, 0, 0)

    def _scrollable(self, panel: str) -> bool:
        return self.panels.scrollable(panel)

    def _reveal(self, index: int) -> None:
        """Scroll the focused row's panel until that row shows whole."""
        if 0 <= index < len(self.rows):
            self.panels.reveal(self.rows[index])

    def focus_key(self) -> tuple | None:
        if 0 <= self.focus < len(self.rows):
            return self.row_key(self.rows[self.focus])
        return None

    @staticmethod
    def row_key(row: Row) -> tuple:
        return (row.kind, row.seat, getattr(row.option, "key", None))

    def _avatar_spot(self, row: Row, s: theme.Sizes) -> tuple[tuple[int, int], int] | None:
        """Where a person's avatar is drawn in their row (centre, radius), None for other rows."""
        return avatar_spot(self, row, s)

    # input ------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None:
            return False
        kind = intent.kind
        if kind == it.MOVE:
            self.pointer = intent.pos
            self.hover_row = next((i for i, row in enumerate(self.rows)
                                   if row.visible and intent.pos is not None and row.area().collidepoint(intent.pos)),
                                  None)
            for row in self.rows:
                if row.visible:
                    row.control.on_move(intent.pos)
            for button in self.buttons:
                button.on_move(intent.pos)
            return True
        if kind == it.PRESS:
            pictured = avatar_hit(self, intent.pos, theme.sizes(self.app.size[1]))
            if pictured is not None and self.seating.next_avatar(pictured.seat):
                self.focus = self.rows.index(pictured)
                return True
            for i, row in enumerate(self.rows):
                if not row.visible:
                    continue
                choice = row.control.hit(intent.pos)
                if choice is not None:
                    self.focus = i
                    self._set(row, choice)
                    return True
                if intent.pos is not None and row.label.collidepoint(intent.pos):
                    self.focus = i          # a click on an option's name shows its explanation
                    return True
            for button in self.buttons:
                if button.hit(intent.pos):
                    if button.action == "rules":
                        self._open_rules()
                    else:
                        self._act(button.action)
                    return True
            return True
        if kind == it.WHEEL:
            panel = OPTIONS
            if self.pointer is not None and self.player_panel.collidepoint(self.pointer):
                panel = PLAYERS
            self.panels.scroll(panel, -1 if intent.amount > 0 else 1)
            return True
        if kind in (it.UP, it.DOWN) and self.rows:
            self.focus = (self.focus + (-1 if kind == it.UP else 1)) % len(self.rows)
            self._reveal(self.focus)
            return True
        person = self._focused_person()
        if kind == it.TEXT and person is not None:
            self._type(person, intent.text)
            return True
        if kind in (it.CLEAR, it.DELETE) and person is not None:
            self._type(person, None)
            return True
        if kind in (it.LEFT, it.RIGHT) and self.rows and self.rows[self.focus].kind == "you":
            self.seating.next_family_name(0)
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

    def _type(self, seat: int, text: str | None) -> None:
        """Typing edits the focused person's name (None: delete the last character)."""
        self.seating.type(seat, text)
        if self.app is not None:
            self.layout(self.app.size)

    def _set(self, row: Row, index: int) -> None:
        index = max(0, min(len(row.control.labels) - 1, index))
        row.control.index = index
        if row.kind == "count":
            self.seat_count = self.seat_counts[index]
            self.layout(self.app.size)
        elif row.kind == "you":
            self.seating.next_family_name(0)
            self.layout(self.app.size)
        elif row.kind == "seat" and index == len(BOT_LEVELS):
            self.seating.make_person(row.seat)
            self.layout(self.app.size)
        elif row.kind == "seat":
            self.seating.make_computer(row.seat, BOT_LEVELS[index])
            self.layout(self.app.size)
        elif row.option.key in self.forced_options():
            self.layout(self.app.size)   # fixed while several people sit: the help line says why
        else:
            offered = self.offered_options()
            self.option_values[row.option.key] = index
            if self.offered_options() != offered:    # a row that now applies shows, one that no longer does goes
                self.layout(self.app.size)
        self._reveal(self.focus)

    def _open_rules(self) -> None:
        from .family_scene import open_rules

        open_rules(self.app, self.spec.id, self.options())

    def _act(self, action: str) -> None:
        if action == "back":
            self.app.stack.pop()
        elif action == "start":
            self.start_match()   # it asks first when this game has an unfinished match

    def start_match(self, confirmed: bool = False) -> None:
        """Build the match, save it at once (so it survives a crash), and open its table.

        Each game keeps one unfinished match: when this game has one, ask first (the new match
        replaces it; the other games' saved matches are not touched)."""
        if not confirmed and has_saved_match(self.app.storage, self.spec.id):
            from .dialog import ConfirmDialog

            saved = saved_match_summary(self.app.storage, self.spec.id)
            self.app.stack.push(ConfirmDialog(
                "menu.replace_saved", lambda: self.start_match(confirmed=True),
                params={"game": self.app.tr.game_name(self.spec), "hand": saved.hand if saved else 1},
                yes_key="setup.start"))
            return
        try:
            match = Match.new(self.spec.id, self.options(), seed=None, players=self.players())
        except Exception:  # noqa: BLE001 - a broken variant must not close the window
            traceback.print_exc(file=sys.stderr)
            from .dialog import MessageDialog

            self.app.stack.push(MessageDialog("notice.table_failed"))
            return
        if self.hotseat:
            remember_seating(self.app.storage, self.spec.id, match.players, avatars=dict(self.seating.chosen),
                             me=self.seating.me_after(match.players))
        if not save_match(self.app.storage, match):
            print("paiyou: the new match could not be saved", file=sys.stderr)
        from .recent_games import note_played

        note_played(self.app.storage, self.spec.id)
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
                  self.title_size, theme.TEXT, bold=True, anchor="midtop", max_width=w - 4 * s.pad)
        y = self.title_y + int(self.title_size * 1.45)
        for line in self.summary_lines:
            draw_text(surface, line, (w // 2, y), s.body, theme.TEXT_DIM, anchor="midtop")
            y += line_height(s.body)
        for panel, key, name in ((self.player_panel, "setup.players", PLAYERS),
                                 (self.option_panel, "setup.options", OPTIONS)):
            draw_panel(surface, panel, radius=s.radius * 2)
            draw_text(surface, tr(key), (panel.x + s.pad * 2, panel.y + s.pad), s.body, theme.ACCENT, bold=True,
                      max_width=panel.width - 4 * s.pad)
            if self._scrollable(name):
                self.panels.draw_scrollbar(surface, s, name)
        draw_rows(self, surface, s)
        if not self.offered_options():
            area = self.viewports[OPTIONS].inflate(-4 * s.pad, 0)
            draw_paragraph(surface, tr("setup.no_options"), area, s.body, theme.TEXT_DIM)
        help_text = self._shown_help()
        if self.help_beside:
            draw_panel(surface, self.help_box, radius=s.radius * 2, fill=theme.PANEL_LIGHT, shadow=False)
        if help_text:
            draw_paragraph(surface, help_text, self.help_rect, s.body, theme.TEXT_DIM,
                           align="left" if self.help_beside else "center")
        for button in self.buttons:
            button.draw(surface)
        draw_text(surface, tr("setup.keys"), (w // 2, h - s.pad), s.small, theme.TEXT_DIM, anchor="midbottom",
                  max_width=w - 2 * s.pad)

    def _focused_person(self) -> int | None:
        if not self.hotseat or not 0 <= self.focus < len(self.rows):
            return None
        row = self.rows[self.focus]
        if row.kind == "you" or (row.kind == "seat" and self.seating.is_person(row.seat)):
            return row.seat
        return None

    def _shown_help(self) -> str:
        """The explanation of the row under the pointer, else of the focused row."""
        if self.hover_row is not None and 0 <= self.hover_row < len(self.rows):
            text = self._help_of(self.hover_row)
            if text:
                return text
        return self._focused_help()

    def _focused_help(self) -> str:
        return self._help_of(self.focus)

    def _help_of(self, index: int) -> str:
        return row_help(self, self.rows[index]) if 0 <= index < len(self.rows) else ""


def _default_index(option: Any) -> int:
    for i, choice in enumerate(option.choices):
        if choice.value == option.default:
            return i
    return 0
