"""Where everything on the setup screen goes at a window size: the title and the game's summary,
the two panels side by side (players on the left, rules on the right) with each row as tall as
its wrapped texts, the explanation box, the buttons and the key line.

Kept apart from :mod:`scenes.setup` because measuring texts and sharing out the window is one
job; the screen gives its rows (their names and choices), this module sizes and places them, and
:mod:`scenes.setup_rows` fits them into each panel's viewport (scrolling when they do not all fit).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

import pygame

from . import theme
from .assets import font
from .choice_control import WrapChoices, inset, plan
from .setup_draw import marker_radius, marker_room
from .setup_help import every_help
from .setup_rows import OPTIONS, PLAYERS
from .widgets import Button, line_height, wrap_lines


def lay_out(scene: Any, size: tuple[int, int]) -> None:
    """Measure every text at this size, then place: title, the two panels (rows as tall as
    their wrapped texts), the explanation box, the buttons and the key line."""
    tr = scene.app.tr
    w, h = size
    s = theme.sizes(h)
    text_size = max(14, int(s.row_h * 0.42))
    total_w = min(w - 6 * s.pad, 70 * s.body)
    left = (w - total_w) // 2
    gap = 2 * s.pad
    title = tr("setup.title", game=tr.game_name(scene.spec))
    title_size = scene.title_size = _title_size(title, s, w - 4 * s.pad)
    summary = wrap_lines(tr.game_summary(scene.spec), s.body, w - 4 * s.pad)
    help_h = help_height(scene, s, total_w)
    header = s.pad + s.line + s.pad          # the panel's title, above its first row
    row_gap = max(5, s.pad // 2 + 1)

    def heights(lines: list[str]) -> "_Heights":
        title_h = int(title_size * 1.45) + len(lines) * line_height(s.body) + s.pad
        return _Heights(s, h, header, help_h, title_h, title_h + s.pad + s.button_h + line_height(s.small) + s.pad)

    # the rows and their texts, before any position is known
    old = scene.focus_key()
    rows = scene.build_rows(tr)
    scene.panels.rows = rows
    # without hot-seat the person's row is shown but not chosen (seat 0 is always 你)
    scene.rows = [row for row in rows if row.kind != "you" or scene.hotseat]
    labels = [scene.row_label(row) for row in rows]
    label_font = font(s.body)
    natural_label = {panel: max([label_font.size(text)[0] for row, text in zip(rows, labels)
                                 if row.panel == panel] or [0]) + 2 for panel in (PLAYERS, OPTIONS)}
    if any(_has_marker_room(scene, row) for row in rows):
        # a person's marker after the position, kept for every seat a person may take, so the
        # columns do not move under the pointer when a computer's seat becomes a person's
        natural_label[PLAYERS] += marker_room(s)
    # the rules' names keep one column while rows come and go with the choices (卡心五 with 血战)
    natural_label[OPTIONS] = max([natural_label[OPTIONS]] + [
        label_font.size(tr.option_name(opt))[0] + 2 for opt in scene.spec.options if opt.on_setup])

    def choices_need(panel: str) -> int:
        fnt = font(text_size, True)
        return max([sum(fnt.size(text)[0] + 2 * inset(text_size) for text in row.control.labels)
                    for row in rows if row.panel == panel and row.kind != "you"] or [0])

    # widths: each panel what it needs, spare room shared; when both do not fit side by side, the
    # split of the width that leaves the taller panel shortest (names wrap, or go above choices)
    frame = 4 * s.pad + s.pad
    need = {panel: frame + natural_label[panel] + max(choices_need(panel), 8 * s.body)
            for panel in (PLAYERS, OPTIONS)}
    room = total_w - gap
    measure = _Measure(scene, s, text_size, rows, labels, row_gap)
    if need[PLAYERS] + need[OPTIONS] <= room:
        player_w = max(need[PLAYERS], min(room // 2, room - need[OPTIONS]))
        fits = {panel: Fit(False, natural_label[panel]) for panel in (PLAYERS, OPTIONS)}
    else:
        # (kept while only a name changes: typing a name does not measure every split again)
        key = (size, s, tr.language, room, tuple(natural_label.items()),
               tuple((row.kind, row.seat, tuple(row.control.labels))
                     for row in rows if row.kind not in ("you", "seat")),
               tuple((row.kind, row.seat) for row in rows))
        memo = getattr(scene, "_split_memo", None)
        if memo is None or memo[0] != key:
            tallest = heights([]).most_rows()          # a row taller than this could never show whole
            memo = scene._split_memo = (key, *measure.best_split(room, natural_label, tallest))
        player_w, fits = memo[1], memo[2]
    columns = {PLAYERS: pygame.Rect(left, 0, player_w, 0),
               OPTIONS: pygame.Rect(left + player_w + gap, 0, room - player_w, 0)}
    for row, text in zip(rows, labels):
        measure.shape(row, text, columns[row.panel], fits[row.panel])

    content = {panel: sum(row.height + row_gap for row in rows if row.panel == panel) - row_gap
               for panel in columns}
    panel_of = {panel: header + content[panel] + s.pad * 3 // 2 for panel in columns}
    side_help = help_height(scene, s, columns[PLAYERS].width - 4 * s.pad) + 2 * s.pad
    v = heights(summary)
    v = v.fit(panel_of, side_help)
    if summary and v.scrolls(panel_of):
        # rows would scroll out of sight: the game's summary (already read on the family's
        # screen) gives its lines to the seats and rules
        summary = []
        v = heights(summary).fit(panel_of, side_help)
    scene.summary_lines = summary
    scene.help_beside, panel_h, fixed, title_h = v.help_beside, v.panel_h, v.fixed, v.title_h
    scene.title_y = max(s.pad, (h - fixed - panel_h) // 2)
    top = scene.title_y + title_h
    players_h = panel_of[PLAYERS] if scene.help_beside else panel_h
    scene.player_panel = pygame.Rect(columns[PLAYERS].x, top, columns[PLAYERS].width, players_h)
    scene.option_panel = pygame.Rect(columns[OPTIONS].x, top, columns[OPTIONS].width, panel_h)
    for panel, rect in ((PLAYERS, scene.player_panel), (OPTIONS, scene.option_panel)):
        scene.panels.viewports[panel] = pygame.Rect(rect.x, rect.y + header - row_gap // 2, rect.width,
                                                    rect.height - header - s.pad + row_gap // 2)
    scene.panels.gap = row_gap
    scene.focus = 0
    for i, row in enumerate(scene.rows):
        if scene.row_key(row) == old:
            scene.focus = i
    scene.place()
    if scene.help_beside:
        scene.help_box = pygame.Rect(scene.player_panel.x, scene.player_panel.bottom + s.pad,
                                     scene.player_panel.width, top + panel_h - scene.player_panel.bottom - s.pad)
        scene.help_rect = scene.help_box.inflate(-4 * s.pad, -2 * s.pad)
    else:
        scene.help_box = pygame.Rect(0, 0, 0, 0)
        scene.help_rect = pygame.Rect(left, top + panel_h + s.pad, total_w, help_h)
    by = top + panel_h + s.pad + (0 if scene.help_beside else help_h + s.pad)
    scene.buttons = _buttons(tr, s, left, total_w, by)


@dataclass(frozen=True)
class _Heights:
    """The screen's heights from top to bottom for a title block ``title_h`` high: where the
    explanation goes and how high the panels may be."""

    s: theme.Sizes
    window_h: int
    header: int
    help_h: int
    title_h: int
    fixed: int                      # title, buttons and key line with their margins
    help_beside: bool = False
    panel_h: int = 0

    @property
    def room_h(self) -> int:
        return self.window_h - 2 * self.s.pad - self.fixed - self.s.pad

    def most_rows(self) -> int:
        """The tallest row a panel can show, the explanation across the screen under both."""
        return self.room_h - self.help_h - self.s.pad - self.header - self.s.pad

    def fit(self, panel_of: dict[str, int], side_help: int) -> "_Heights":
        """The explanation under the players when the left column has room for it there (the
        rules then get the whole height); otherwise across the screen under both panels."""
        s = self.s
        if panel_of[PLAYERS] + s.pad + side_help <= self.room_h:
            panel_h = min(max(panel_of[OPTIONS], panel_of[PLAYERS] + s.pad + side_help), self.room_h)
            return replace(self, help_beside=True, panel_h=panel_h)
        room = self.room_h - self.help_h - s.pad
        panel_h = max(self.header + s.row_h + s.pad, min(max(panel_of.values()), room))
        return replace(self, help_beside=False, panel_h=panel_h, fixed=self.fixed + self.help_h + s.pad)

    def scrolls(self, panel_of: dict[str, int]) -> bool:
        """Some panel's rows do not all fit in it."""
        players = panel_of[PLAYERS] if self.help_beside else self.panel_h
        return panel_of[PLAYERS] > players or panel_of[OPTIONS] > self.panel_h


@dataclass(frozen=True)
class Fit:
    """How a panel's rows sit: each name beside its choices in a column ``label_w`` wide, or
    (``above``) each name on its own line over choices as wide as the panel."""

    above: bool
    label_w: int


class _Measure:
    """The rows' heights for a panel width and a :class:`Fit`, and the best split of the width."""

    def __init__(self, scene: Any, s: theme.Sizes, text_size: int, rows: list, labels: list[str],
                 gap: int) -> None:
        self.scene, self.s, self.text_size, self.gap = scene, s, text_size, gap
        self.rows = list(zip(rows, labels))
        self.frame = 4 * s.pad + s.pad          # margins, and the gap between a name and its choices
        self._plans: dict = {}
        self._labels: dict = {}

    def control_height(self, row: Any, width: int) -> int:
        if row.kind == "you":
            return self.s.row_h
        key = (tuple(row.control.labels), width)
        if key not in self._plans:
            self._plans[key] = plan(row.control.labels, width, self.text_size, self.s.row_h).height
        return self._plans[key]

    def label_height(self, row: Any, text: str, width: int) -> int | None:
        """The height of a row's name wrapped in ``width`` (a person's avatar at its end), None
        when a word would have to break."""
        person = _has_marker_room(self.scene, row)
        key = (text, width, person)
        if key not in self._labels:
            self._labels[key] = self._label_height(text, width, person)
        return self._labels[key]

    def _label_height(self, text: str, width: int, person: bool) -> int | None:
        s = self.s
        text_w = width - (marker_room(s) if person else 0)
        fnt = font(s.body)
        if text_w <= 0 or any(fnt.size(word)[0] > text_w for word in text.split()):
            return None
        lines = len(wrap_lines(text, s.body, text_w))
        return max(lines * line_height(s.body), 2 * marker_radius(s) + 4 if person else 0)

    def heights(self, panel: str, width: int, fit: Fit) -> list[int] | None:
        """Each row's height in a panel ``width`` wide, None if a name would break a word."""
        out = []
        for row, text in self.rows:
            if row.panel != panel:
                continue
            if fit.above:
                full = width - 4 * self.s.pad
                label = self.label_height(row, text, full)
                control = self.control_height(row, full)
                if label is None:
                    return None
                out.append(label + control)
            else:
                label = self.label_height(row, text, fit.label_w)
                if label is None:
                    return None
                out.append(max(self.control_height(row, width - self.frame - fit.label_w), label))
        return out

    def best_fit(self, panel: str, width: int, natural: int, tallest: int) -> tuple[Fit, tuple[int, int]]:
        """The form of ``panel`` whose rows are lowest in all with none taller than ``tallest`` if
        that can be had (its names beside the choices, on one line or wrapped at the longest
        word, else above them), and its tallest row and total height."""
        two_lines = max([_two_lines_width(text, self.s.body)
                         + (marker_room(self.s) if _has_marker_room(self.scene, row) else 0)
                         for row, text in self.rows if row.panel == panel] or [0]) + 2
        inner = width - self.frame
        candidates = [Fit(False, w) for w in (natural, two_lines) if w <= inner - 4 * self.s.body] + [Fit(True, 0)]
        best: tuple[Fit, tuple[int, int]] | None = None
        for fit in candidates:
            heights = self.heights(panel, width, fit) or [10 ** 6]
            if best is None or (max(heights) > tallest, sum(heights)) < (best[1][0] > tallest, best[1][1]):
                best = (fit, (max(heights), sum(heights)))
        return best

    def best_split(self, room: int, natural: dict[str, int], tallest: int) -> tuple[int, dict[str, Fit]]:
        """The players' panel width (the rules get the rest): no row taller than ``tallest`` (the
        most a panel can show) if that can be had, then every seat in sight at once if that can
        be had (who sits where matters more than the rules, which may scroll), then the taller
        panel lowest."""
        step = max(4, room // 32)
        seats = sum(1 for row, _text in self.rows if row.panel == PLAYERS)
        in_sight = tallest - self.gap - self.gap * max(0, seats - 1)     # the seats' rows' heights together
        best = None
        for player_w in range(room * 3 // 10, room * 7 // 10 + 1, step):
            players = self.best_fit(PLAYERS, player_w, natural[PLAYERS], tallest)
            options = self.best_fit(OPTIONS, room - player_w, natural[OPTIONS], tallest)
            taller = (max(players[1][0], options[1][0]) > tallest, players[1][1] > in_sight,
                      max(players[1][1], options[1][1]))
            if best is None or taller < best[0]:
                best = (taller, player_w, {PLAYERS: players[0], OPTIONS: options[0]})
        return best[1], best[2]

    def shape(self, row: Any, text: str, col: pygame.Rect, fit: Fit) -> None:
        """Size ``row`` in its column: its name's rect, its choices' rect and its height."""
        s = self.s
        if fit.above:
            x, width = col.x + 2 * s.pad, col.width - 4 * s.pad
            label_h = self.label_height(row, text, width) or line_height(s.body)
            person = _has_marker_room(self.scene, row)
            label_w = min(width, font(s.body).size(text)[0] + 2 + (marker_room(s) if person else 0))
        else:
            x = col.x + 2 * s.pad + fit.label_w + s.pad
            width = col.right - 2 * s.pad - x
            label_w = fit.label_w
        if row.kind == "you":
            row.control.rect = pygame.Rect(x, 0, width, s.row_h)
        else:
            row.control = WrapChoices(pygame.Rect(x, 0, width, s.row_h), row.control.labels,
                                      row.control.index, text_size=self.text_size, min_height=s.row_h)
            row.control.rect.height = row.control.layout_plan().height
        row.above = fit.above
        if fit.above:
            row.height = label_h + row.control.rect.height
            row.label = pygame.Rect(col.x + 2 * s.pad, 0, label_w, label_h)
        else:
            room_for_marker = marker_room(s) if _has_marker_room(self.scene, row) else 0
            label_lines = len(wrap_lines(text, s.body, label_w - room_for_marker))
            row.height = max(row.control.rect.height, label_lines * line_height(s.body))
            row.label = pygame.Rect(col.x + 2 * s.pad, 0, label_w, row.height)


def _buttons(tr: Any, s: theme.Sizes, left: int, total_w: int, y: int) -> list[Button]:
    """The rules book (for this variant and these options) at the left; back and start at the right."""
    bw = max(9 * s.body, total_w // 5)
    return [
        Button(pygame.Rect(left, y, bw, s.button_h), tr("setup.rules"), action="rules"),
        Button(pygame.Rect(left + total_w - 2 * bw - s.pad, y, bw, s.button_h), tr("setup.back"),
               action="back", hotkey="Esc"),
        Button(pygame.Rect(left + total_w - bw, y, bw, s.button_h), tr("setup.start"),
               action="start", primary=True, hotkey="Enter"),
    ]


def help_height(scene: Any, s: theme.Sizes, width: int) -> int:
    """Room for the longest explanation this screen can show, so none is ever cut (every option
    this game may offer: the box keeps its height while rows come and go with the choices)."""
    lines = max([len(wrap_lines(text, s.body, width)) for text in every_help(scene)] or [1])
    return max(2, lines) * line_height(s.body)


def _title_size(title: str, s: theme.Sizes, width: int) -> int:
    """The title's size: a fifth larger than a screen title, smaller (not shortened with "…")
    when the game's name is too long for the window at a large interface scale."""
    size = int(s.title * 1.2)
    while size > s.body and font(size, True).size(title)[0] > width:
        size -= 1
    return size


def _two_lines_width(text: str, size: int) -> int:
    """The narrowest column in which ``text`` takes two lines, broken at a space (a name without
    spaces, as a Chinese one, keeps its one line)."""
    fnt = font(size)
    words = text.split(" ")
    splits = [max(fnt.size(" ".join(words[:i]))[0], fnt.size(" ".join(words[i:]))[0]) for i in range(1, len(words))]
    return min(splits or [fnt.size(text)[0]])


def _has_marker_room(scene: Any, row: Any) -> bool:
    """A seat a person may take at a hot-seat table keeps room for their avatar after its name."""
    return scene.hotseat and row.kind == "seat"


def _is_person_row(scene: Any, row: Any) -> bool:
    return scene.hotseat and row.kind == "seat" and scene.seating.is_person(row.seat)
