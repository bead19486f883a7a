"""The setup screen of one game: who sits where, the rule options, start.

Everything is preselected (the spec's defaults, computer players on 普通), so
Enter right away starts a standard game; each choice is a row of segments
because the options of these games are short lists that read best side by
side. Players on the left, rules on the right. No text is ever cut: a choice
whose words do not fit wraps onto two lines or the choices stack
(:mod:`scenes.choice_control`), option names wrap, and when the rows are taller
than the window allows, the panel shows as many whole rows as fit and scrolls
(wheel, or moving the focus; :mod:`scenes.setup_rows`). The focused or pointed-at row's full explanation
is shown under the panels, in a box tall enough for the longest one.

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
"""
from __future__ import annotations

import sys
import traceback
from typing import Any

import pygame

from engine.match import BOT_LEVELS, Match, SeatPlayer

from . import intents as it
from . import theme
from .choice_control import WrapChoices, inset
from .assets import font
from .avatar import Avatar, avatar_for_name, draw_avatar
from .people import (NAME_LIMIT, clean_name, fill_names, is_default_name, load_family, next_avatar,
                     remember_seating)
from .saved_match import has_saved_match, save_match, saved_match_summary
from .scene import Scene
from .setup_rows import OPTIONS, PLAYERS, Row, RowPanels
from .widgets import (Button, Segmented, draw_panel, draw_paragraph, draw_text, line_height, rounded_rect,
                      wrap_lines)

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
        self.seat_count = spec.seat_count()
        self.levels: list[str] = ["normal"] * high
        from .tables import HOTSEAT

        #: Several people may sit at this game's table (else seat 0 is the one person).
        self.hotseat = spec.family in HOTSEAT
        self.kinds: list[str] = ["human"] + ["bot"] * (high - 1)
        self.names: list[str] = [""] * high
        #: Seats whose name was picked or remembered, not typed: the first key typed replaces it.
        self.suggested: set[int] = set()
        self.family: list[str] = []
        #: The family's default player ("" until they give a name) and the avatars people chose.
        self.me = ""
        self.chosen: dict[str, Avatar] = {}
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
        self.summary_lines: list[str] = []

    def enter(self) -> None:
        """Seat the family as they sat last time at this game."""
        if not self.hotseat or self.app is None:
            return
        family, notice = load_family(self.app.storage)
        self.family, seating, self.me = family.names, family.seating, family.me
        self.chosen = {p.name: p.chosen for p in family.people if p.chosen is not None}
        if notice:  # a damaged people file was moved aside: say so, as for the other files
            self.app.notices.append(notice)
            self.app.show_notices()
        last = seating.get(self.spec.id)
        if last and len(last) in self.seat_counts and last[0].kind == "human":
            self.seat_count = len(last)
            for seat, player in enumerate(last):
                name = "" if is_default_name(player.name) else player.name
                self.kinds[seat], self.levels[seat], self.names[seat] = player.kind, player.level, name
                if name:
                    self.suggested.add(seat)
        elif self.me:
            self.names[0] = self.me
            self.suggested.add(0)
        self.layout(self.app.size)

    # choices -----------------------------------------------------------------------------
    def players(self) -> tuple[SeatPlayer, ...]:
        if not self.hotseat:
            return (SeatPlayer("human", "normal"),) + tuple(
                SeatPlayer("bot", self.levels[seat]) for seat in range(1, self.seat_count))
        names = self.table_names()
        return tuple(SeatPlayer(self.kinds[seat], self.levels[seat], names.get(seat, ""))
                     for seat in range(self.seat_count))

    def table_names(self) -> dict[int, str]:
        """Each person's name as the match will keep it. With several people (told apart by name at
        the hand-off: no blank, no name twice) a seat nobody named gets a made-up name, 玩家1,
        玩家2 … counted over those seats only; the person alone may stay unnamed (你)."""
        people = [seat for seat in range(self.seat_count) if self.kinds[seat] == "human"]
        names = [clean_name(self.names[seat]) for seat in people]
        if len(people) > 1:
            made_up = (lambda n: self.app.tr("table.hotseat.default_name", n=n)) if self.app else (lambda n: f"P{n}")
            names = fill_names(names, made_up)
        return dict(zip(people, names))

    def avatar(self, name: str) -> Avatar:
        """A person's avatar as chosen here or before, else the one their name gives."""
        return self.chosen.get(name) or avatar_for_name(name)

    def _next_avatar(self, seat: int) -> bool:
        """A click on a named person's avatar: the next one of the set (made-up names keep theirs)."""
        name = clean_name(self.names[seat])
        if not name or is_default_name(name):
            return False
        self.chosen[name] = next_avatar(self.avatar(name))
        return True

    def _next_family_name(self, seat: int) -> None:
        """A click on a person's name: the next family name nobody else at the table has."""
        taken = {self.names[s] for s in range(self.seat_count) if s != seat and self.kinds[s] == "human"}
        free = [name for name in self.family if name not in taken]
        if not free:
            return
        current = self.names[seat]
        index = free.index(current) + 1 if current in free else 0
        self.names[seat] = free[index % len(free)]
        self.suggested.add(seat)

    def _type(self, seat: int, text: str | None) -> None:
        """Typing edits the focused person's name (None: delete the last character). A picked
        name is selected, as in a text field: typing replaces it and Backspace clears it."""
        name = "" if seat in self.suggested else self.names[seat]
        self.suggested.discard(seat)
        typed = "".join(ch for ch in text or "" if ch.isprintable())
        name = name[:-1] if text is None else (name + typed).lstrip()[:NAME_LIMIT]
        self.names[seat] = name
        if self.app is not None:
            self.layout(self.app.size)

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
        """Measure every text at this size, then place: title, the two panels (rows as tall as
        their wrapped texts), the explanation box, the buttons and the key line."""
        if self.app is None:
            return
        tr = self.app.tr
        w, h = size
        s = theme.sizes(h)
        self._show_forced()
        text_size = max(14, int(s.row_h * 0.42))
        total_w = min(w - 6 * s.pad, 70 * s.body)
        left = (w - total_w) // 2
        gap = 2 * s.pad
        title_size = int(s.title * 1.2)
        self.summary_lines = wrap_lines(tr.game_summary(self.spec), s.body, w - 4 * s.pad)
        title_h = int(title_size * 1.45) + len(self.summary_lines) * line_height(s.body) + s.pad
        keys_h = line_height(s.small) + s.pad
        help_h = self._help_height(s, total_w)
        header = s.pad + s.line + s.pad          # the panel's title, above its first row
        row_gap = max(5, s.pad // 2 + 1)

        # the rows and their texts, before any position is known
        old = self._focus_key()
        self.panels.rows = self._build_rows(tr)
        # without hot-seat the person's row is shown but not chosen (seat 0 is always 你)
        self.rows = [row for row in self._all_rows if row.kind != "you" or self.hotseat]
        labels = [self._row_label(row) for row in self._all_rows]
        label_font = font(s.body)
        natural_label = {panel: max([label_font.size(text)[0] for row, text in zip(self._all_rows, labels)
                                     if row.panel == panel] or [0]) + 2 for panel in (PLAYERS, OPTIONS)}
        if self.hotseat and any(row.kind == "seat" and self.kinds[row.seat] == "human" for row in self._all_rows):
            natural_label[PLAYERS] += self._marker_room(s)      # a person's marker after the position
        # the rules' names keep one column while rows come and go with the choices (卡心五 with 血战)
        natural_label[OPTIONS] = max([natural_label[OPTIONS]] + [
            label_font.size(tr.option_name(opt))[0] + 2 for opt in self.spec.options if opt.on_setup])

        def choices_need(panel: str) -> int:
            fnt = font(text_size, True)
            return max([sum(fnt.size(text)[0] + 2 * inset(text_size) for text in row.control.labels)
                        for row in self._all_rows if row.panel == panel and row.kind != "you"] or [0])

        # widths: each panel what it needs; spare room shared, a shortfall taken from the rules
        # (their names and choices wrap)
        frame = 4 * s.pad + s.pad
        need = {panel: frame + natural_label[panel] + max(choices_need(panel), 8 * s.body)
                for panel in (PLAYERS, OPTIONS)}
        room = total_w - gap
        if need[PLAYERS] + need[OPTIONS] <= room:
            player_w = max(need[PLAYERS], min(room // 2, room - need[OPTIONS]))
        else:
            player_w = min(need[PLAYERS], room * 9 // 20)
        columns = {PLAYERS: pygame.Rect(left, 0, player_w, 0),
                   OPTIONS: pygame.Rect(left + player_w + gap, 0, room - player_w, 0)}
        # a panel short of room gives its choices what they need and wraps the row names, which
        # keep at least a quarter of it
        label_w = {}
        for panel, col in columns.items():
            inner = col.width - frame
            spare = inner - max(choices_need(panel), 8 * s.body)
            label_w[panel] = min(natural_label[panel], max(spare, inner // 4))

        for row, text in zip(self._all_rows, labels):
            col = columns[row.panel]
            x = col.x + 2 * s.pad + label_w[row.panel] + s.pad
            width = col.right - 2 * s.pad - x
            if row.kind == "you":
                row.control.rect = pygame.Rect(x, 0, width, s.row_h)
            else:
                row.control = WrapChoices(pygame.Rect(x, 0, width, s.row_h), row.control.labels,
                                          row.control.index, text_size=text_size, min_height=s.row_h)
                row.control.rect.height = row.control.layout_plan().height
            marker_room = self._marker_room(s) if row.kind == "seat" and self.kinds[row.seat] == "human" else 0
            label_lines = len(wrap_lines(text, s.body, label_w[row.panel] - marker_room))
            row.height = max(row.control.rect.height, label_lines * line_height(s.body))
            row.label = pygame.Rect(col.x + 2 * s.pad, 0, label_w[row.panel], row.height)

        content = {panel: sum(row.height + row_gap for row in self._all_rows if row.panel == panel) - row_gap
                   for panel in columns}
        panel_of = {panel: header + content[panel] + s.pad * 3 // 2 for panel in columns}
        fixed = title_h + s.pad + s.button_h + keys_h
        room_h = h - 2 * s.pad - fixed - s.pad
        # The explanation sits under the players when the left column has room for it there
        # (the rules then get the whole height); otherwise across the screen under both panels.
        side_help = self._help_height(s, columns[PLAYERS].width - 4 * s.pad) + 2 * s.pad
        self.help_beside = panel_of[PLAYERS] + s.pad + side_help <= room_h
        if self.help_beside:
            panel_h = max(panel_of[OPTIONS], panel_of[PLAYERS] + s.pad + side_help)
            panel_h = min(panel_h, room_h)
        else:
            fixed += help_h + s.pad
            panel_h = max(header + s.row_h + s.pad, min(max(panel_of.values()), room_h - help_h - s.pad))
        self.title_y = max(s.pad, (h - fixed - panel_h) // 2)
        top = self.title_y + title_h
        players_h = panel_of[PLAYERS] if self.help_beside else panel_h
        self.player_panel = pygame.Rect(columns[PLAYERS].x, top, columns[PLAYERS].width, players_h)
        self.option_panel = pygame.Rect(columns[OPTIONS].x, top, columns[OPTIONS].width, panel_h)
        for panel, rect in ((PLAYERS, self.player_panel), (OPTIONS, self.option_panel)):
            self.viewports[panel] = pygame.Rect(rect.x, rect.y + header - row_gap // 2, rect.width,
                                                rect.height - header - s.pad + row_gap // 2)
        self.panels.gap = row_gap
        self.focus = 0
        for i, row in enumerate(self.rows):
            if self._row_key(row) == old:
                self.focus = i
        self._place()
        if self.help_beside:
            self.help_box = pygame.Rect(self.player_panel.x, self.player_panel.bottom + s.pad,
                                        self.player_panel.width, top + panel_h - self.player_panel.bottom - s.pad)
            self.help_rect = self.help_box.inflate(-4 * s.pad, -2 * s.pad)
        else:
            self.help_box = pygame.Rect(0, 0, 0, 0)
            self.help_rect = pygame.Rect(left, top + panel_h + s.pad, total_w, help_h)
        by = top + panel_h + s.pad + (0 if self.help_beside else help_h + s.pad)
        bw = max(9 * s.body, total_w // 5)
        self.buttons = [
            Button(pygame.Rect(left + total_w - 2 * bw - s.pad, by, bw, s.button_h), tr("setup.back"),
                   action="back", hotkey="Esc"),
            Button(pygame.Rect(left + total_w - bw, by, bw, s.button_h), tr("setup.start"),
                   action="start", primary=True, hotkey="Enter"),
        ]
        # the rules book, for this variant and these options
        self.buttons.insert(0, Button(pygame.Rect(left, by, bw, s.button_h), tr("setup.rules"), action="rules"))

    def _build_rows(self, tr) -> list[Row]:
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
            person = self.kinds[seat] == "human"
            chosen = len(BOT_LEVELS) if person else BOT_LEVELS.index(self.levels[seat])
            labels = level_labels[:-1] + [self.table_names().get(seat) or level_labels[-1]] if person else level_labels
            rows.append(Row("seat", Segmented(pygame.Rect(0, 0, 0, 0), labels, chosen), seat=seat))
        for opt in self.offered_options():
            labels = [tr.choice_name(choice) for choice in opt.choices]
            rows.append(Row("option", Segmented(pygame.Rect(0, 0, 0, 0), labels, self.option_values[opt.key]),
                            option=opt, panel=OPTIONS))
        return rows

    def _help_height(self, s: theme.Sizes, width: int) -> int:
        """Room for the longest explanation this screen can show, so none is ever cut (every option
        this game may offer: the box keeps its height while rows come and go with the choices)."""
        texts = [self.app.tr.option_help(opt) for opt in self.spec.options if opt.on_setup]
        texts += [self.app.tr(f"setup.hotseat_fixed.{key}") for key in self.forced_options()
                  if self.app.tr.has(f"setup.hotseat_fixed.{key}")]
        if self.hotseat:
            from .tables import hotseat_options

            texts += [self.app.tr(f"setup.hotseat_fixed.{key}") for key in hotseat_options(self.spec)
                      if self.app.tr.has(f"setup.hotseat_fixed.{key}")]
            form = f"setup.hotseat_help.{self.spec.family}"
            texts += [self.app.tr("setup.name_help"),
                      self.app.tr(form if self.app.tr.has(form) else "setup.hotseat_help")]
        else:
            texts.append(self.app.tr("setup.one_person"))
        if len(self.seat_counts) > 1:
            texts.append(self.app.tr("setup.seat_count_help"))
        lines = max([len(wrap_lines(text, s.body, width)) for text in texts if text] or [1])
        return max(2, lines) * line_height(s.body)

    @property
    def _all_rows(self) -> list[Row]:
        return self.panels.rows

    @property
    def viewports(self) -> dict[str, pygame.Rect]:
        return self.panels.viewports

    def _place(self) -> None:
        self.panels.place()
        you = next((row for row in self.panels.of(PLAYERS) if row.kind == "you"), None)
        self.you_rect = you.control.rect if you is not None else pygame.Rect(0, 0, 0, 0)

    def _scrollable(self, panel: str) -> bool:
        return self.panels.scrollable(panel)

    def _reveal(self, index: int) -> None:
        """Scroll the focused row's panel until that row shows whole."""
        if 0 <= index < len(self.rows):
            self.panels.reveal(self.rows[index])

    def _focus_key(self) -> tuple | None:
        if 0 <= self.focus < len(self.rows):
            return self._row_key(self.rows[self.focus])
        return None

    @staticmethod
    def _row_key(row: Row) -> tuple:
        return (row.kind, row.seat, getattr(row.option, "key", None))

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
            pictured = self._avatar_hit(intent.pos)
            if pictured is not None and self._next_avatar(pictured.seat):
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
            remember_seating(self.app.storage, self.spec.id, match.players, avatars=dict(self.chosen),
                             me=self._me_after(match.players))
        if not save_match(self.app.storage, match):
            print("paiyou: the new match could not be saved", file=sys.stderr)
        from .recent_games import note_played

        note_played(self.app.storage, self.spec.id)
        from .tables import open_table

        open_table(self.app, match, replace=True)

    def _me_after(self, players) -> str:
        """Who "me" is once this match starts: the bottom seat's person when they gave a name that
        is new to the family (or nobody was "me" yet); picking another family member there for
        one game leaves "me" as it was."""
        bottom = players[0] if players else None
        name = clean_name(getattr(bottom, "name", "")) if bottom is not None and bottom.kind == "human" else ""
        if name and not is_default_name(name) and (not self.me or name not in self.family):
            return name
        return self.me

    def _avatar_spot(self, row: Row, s: theme.Sizes) -> tuple[tuple[int, int], int] | None:
        """Where a person's avatar is drawn in their row (centre, radius), None for other rows."""
        if not self.hotseat:
            return None
        if row.kind == "you":
            you = row.control.rect
            radius = you.height * 2 // 5      # an avatar big enough to tell apart
            return (you.x + s.pad + radius, you.centery), radius
        if row.kind == "seat" and self.kinds[row.seat] == "human":
            radius = self._marker_radius(s)
            return (row.label.right - radius - s.pad // 4, row.label.centery), radius
        return None

    def _avatar_hit(self, pos) -> Row | None:
        """The shown row whose person's avatar is at ``pos``."""
        if pos is None or self.app is None:
            return None
        s = theme.sizes(self.app.size[1])
        for row in self.rows:
            spot = self._avatar_spot(row, s) if row.visible else None
            if spot is not None:
                (x, y), radius = spot
                if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (radius + 2) ** 2:
                    return row
        return None

    # drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = surface.get_size()
        s = theme.sizes(h)
        surface.blit(theme.felt((w, h)), (0, 0))
        title_size = int(s.title * 1.2)
        draw_text(surface, tr("setup.title", game=tr.game_name(self.spec)), (w // 2, self.title_y),
                  title_size, theme.TEXT, bold=True, anchor="midtop", max_width=w - 4 * s.pad)
        y = self.title_y + int(title_size * 1.45)
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
        for i, row in enumerate(self._all_rows):
            if not row.visible:
                continue
            focused = row in self.rows and self.rows.index(row) == self.focus
            if row.kind == "you":
                self._draw_you(surface, s, row, focused)
            elif row.kind == "seat" and self.kinds[row.seat] == "human":
                self._draw_person(surface, s, row, focused)
                row.control.draw(surface, focused)
                if focused:
                    self._draw_suggestion(surface, row)
            else:
                self._draw_label(surface, s, row, self._row_label(row), focused)
                row.control.draw(surface, focused)
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

    def _draw_you(self, surface: pygame.Surface, s: theme.Sizes, row: Row, focused: bool) -> None:
        """Seat 0, the person at the screen: their name (or 你, or the made-up name the table will
        use, both dimmed: typing gives them a real one) and avatar; a picked name shows selected
        while typing would replace it."""
        tr = self.app.tr
        self._draw_label(surface, s, row, tr("setup.pos.bottom"), focused)
        you = row.control.rect
        rounded_rect(surface, you, theme.PANEL_LIGHT, max(6, you.height // 4),
                     border=theme.ACCENT if focused else None, width=2)
        name = self.table_names().get(0) if self.hotseat else ""
        name = name or tr("setup.you")
        size = max(14, int(you.height * 0.42))
        spot = self._avatar_spot(row, s)
        if spot is not None:
            draw_avatar(surface, self.avatar(name), *spot)
        if focused and 0 in self.suggested and self.names[0]:
            width = font(size, True).size(name)[0]
            mark = pygame.Rect(0, 0, width + 8, int(size * 1.4))
            mark.center = you.center
            rounded_rect(surface, mark, theme.ACCENT_SOFT, 4)
        made_up = not clean_name(self.names[0])             # 你 or 玩家1: typing gives the real name
        draw_text(surface, name, you.center, size, theme.TEXT_DIM if made_up else theme.TEXT,
                  bold=True, anchor="center", max_width=you.width - 4 * s.pad)

    def _row_label(self, row: Row) -> str:
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

    @staticmethod
    def _marker_radius(s: theme.Sizes) -> int:
        return max(7, s.row_h * 2 // 5)

    def _marker_room(self, s: theme.Sizes) -> int:
        """Width a person's marker takes at the right end of their row's name."""
        return 2 * self._marker_radius(s) + s.pad

    def _draw_person(self, surface: pygame.Surface, s: theme.Sizes, row: Row, focused: bool) -> None:
        """A person's seat: the position (wrapped if need be) and their marker; the name is in the
        control, marked while it is a suggestion that typing replaces."""
        if focused:
            marker = pygame.Rect(self.player_panel.x + s.pad // 2, row.label.y + 4, 4, row.label.height - 8)
            rounded_rect(surface, marker, theme.ACCENT, 2)
        area = row.label.copy()
        area.width -= self._marker_room(s)
        draw_paragraph(surface, self._row_label(row), area, s.body, theme.ACCENT if focused else theme.TEXT,
                       valign="center")
        name = self.table_names().get(row.seat, "")        # typed, picked, or the made-up one
        draw_avatar(surface, self.avatar(name), *self._avatar_spot(row, s))

    def _draw_suggestion(self, surface: pygame.Surface, row: Row) -> None:
        """A picked name that typing will replace is framed, as selected text in a text field."""
        if not (row.seat in self.suggested and self.names[row.seat]):
            return
        (segment, lines), = row.control.label_lines()[-1:]
        fnt = font(row.control.text_size, True)
        width = max(fnt.size(line)[0] for line in lines) + 8
        height = len(lines) * round(row.control.text_size * 1.3) + 4
        frame = pygame.Rect(0, 0, min(width, segment.width - 4), min(height, segment.height - 4))
        frame.center = segment.center
        pygame.draw.rect(surface, theme.TEXT_DARK, frame, width=1, border_radius=3)

    def _focused_person(self) -> int | None:
        if not self.hotseat or not 0 <= self.focus < len(self.rows):
            return None
        row = self.rows[self.focus]
        if row.kind == "you" or (row.kind == "seat" and self.kinds[row.seat] == "human"):
            return row.seat
        return None

    def _draw_label(self, surface: pygame.Surface, s: theme.Sizes, row: Row, text: str, focused: bool) -> None:
        if focused:
            panel = self.player_panel if row.panel == PLAYERS else self.option_panel
            marker = pygame.Rect(panel.x + s.pad // 2, row.label.y + 4, 4, row.label.height - 8)
            rounded_rect(surface, marker, theme.ACCENT, 2)
        draw_paragraph(surface, text, row.label, s.body, theme.ACCENT if focused else theme.TEXT, valign="center")

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
        if not 0 <= index < len(self.rows):
            return ""
        row = self.rows[index]
        if row.kind == "option":
            if row.option.key in self.forced_options():
                return self.app.tr(f"setup.hotseat_fixed.{row.option.key}")
            return self.app.tr.option_help(row.option)
        if self.hotseat and (row.kind == "you" or (row.kind == "seat" and self.kinds[row.seat] == "human")):
            return self.app.tr("setup.name_help")
        if row.kind == "seat":
            if not self.hotseat:
                return self.app.tr("setup.one_person")
            form = f"setup.hotseat_help.{self.spec.family}"
            return self.app.tr(form if self.app.tr.has(form) else "setup.hotseat_help")
        if row.kind == "count":
            return self.app.tr("setup.seat_count_help")
        return ""


def _default_index(option: Any) -> int:
    for i, choice in enumerate(option.choices):
        if choice.value == option.default:
            return i
    return 0
