"""Where everything on the setup screen goes at a window size: the title and the game's summary,
the two panels side by side (players on the left, rules on the right) with each row as tall as
its wrapped texts, the explanation box, the buttons and the key line.

Kept apart from :mod:`scenes.setup` because measuring texts and sharing out the window is one
job; the screen gives its rows (their names and choices), this module sizes and places them, and
:mod:`scenes.setup_rows` fits them into each panel's viewport (scrolling when they do not all fit).
"""
from __future__ import annotations

from typing import Any

import pygame

from . import theme
from .assets import font
from .choice_control import WrapChoices, inset
from .setup_draw import marker_room
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
    title_size = int(s.title * 1.2)
    scene.summary_lines = wrap_lines(tr.game_summary(scene.spec), s.body, w - 4 * s.pad)
    title_h = int(title_size * 1.45) + len(scene.summary_lines) * line_height(s.body) + s.pad
    keys_h = line_height(s.small) + s.pad
    help_h = help_height(scene, s, total_w)
    header = s.pad + s.line + s.pad          # the panel's title, above its first row
    row_gap = max(5, s.pad // 2 + 1)

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
    if scene.hotseat and any(_is_person_row(scene, row) for row in rows):
        natural_label[PLAYERS] += marker_room(s)      # a person's marker after the position
    # the rules' names keep one column while rows come and go with the choices (卡心五 with 血战)
    natural_label[OPTIONS] = max([natural_label[OPTIONS]] + [
        label_font.size(tr.option_name(opt))[0] + 2 for opt in scene.spec.options if opt.on_setup])

    def choices_need(panel: str) -> int:
        fnt = font(text_size, True)
        return max([sum(fnt.size(text)[0] + 2 * inset(text_size) for text in row.control.labels)
                    for row in rows if row.panel == panel and row.kind != "you"] or [0])

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

    for row, text in zip(rows, labels):
        col = columns[row.panel]
        x = col.x + 2 * s.pad + label_w[row.panel] + s.pad
        width = col.right - 2 * s.pad - x
        if row.kind == "you":
            row.control.rect = pygame.Rect(x, 0, width, s.row_h)
        else:
            row.control = WrapChoices(pygame.Rect(x, 0, width, s.row_h), row.control.labels,
                                      row.control.index, text_size=text_size, min_height=s.row_h)
            row.control.rect.height = row.control.layout_plan().height
        room_for_marker = marker_room(s) if _is_person_row(scene, row) else 0
        label_lines = len(wrap_lines(text, s.body, label_w[row.panel] - room_for_marker))
        row.height = max(row.control.rect.height, label_lines * line_height(s.body))
        row.label = pygame.Rect(col.x + 2 * s.pad, 0, label_w[row.panel], row.height)

    content = {panel: sum(row.height + row_gap for row in rows if row.panel == panel) - row_gap
               for panel in columns}
    panel_of = {panel: header + content[panel] + s.pad * 3 // 2 for panel in columns}
    fixed = title_h + s.pad + s.button_h + keys_h
    room_h = h - 2 * s.pad - fixed - s.pad
    # The explanation sits under the players when the left column has room for it there
    # (the rules then get the whole height); otherwise across the screen under both panels.
    side_help = help_height(scene, s, columns[PLAYERS].width - 4 * s.pad) + 2 * s.pad
    scene.help_beside = panel_of[PLAYERS] + s.pad + side_help <= room_h
    if scene.help_beside:
        panel_h = max(panel_of[OPTIONS], panel_of[PLAYERS] + s.pad + side_help)
        panel_h = min(panel_h, room_h)
    else:
        fixed += help_h + s.pad
        panel_h = max(header + s.row_h + s.pad, min(max(panel_of.values()), room_h - help_h - s.pad))
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


def _is_person_row(scene: Any, row: Any) -> bool:
    return scene.hotseat and row.kind == "seat" and scene.seating.is_person(row.seat)
