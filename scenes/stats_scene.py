"""The statistics screen: the player's totals per game, and a way to reset them.

Every registered game gets a row (a dash where nothing was played yet) so the
table does not jump around as games are tried; games no longer registered but
still in the file are listed by id rather than hidden. Below them, each person
of the family who played (hot-seat, :mod:`scenes.people`) gets a row per game
they played, marked with their avatar, "me" (the family's default player) first, with their best
winning run at that game (kept in the people file, :func:`scenes.people.note_hand`). The last
column, 提示, is how many decisions the player asked a hint for (one a decision, however often
提示 was pressed on it). Above the
table, one chip per person (avatar and name) and 全部: a click on a person shows only their games,
so a grandparent finds their own figures without scrolling past every game. Reset asks first.
"""
from __future__ import annotations

from typing import Any

import pygame

from . import intents as it
from . import theme
from .scene import Scene
from .people import draw_marker, load_family, shown_name
from .statistics import GameStats, load_person_statistics, load_statistics, merge_people, reset_statistics
from .assets import font
from .widgets import Button, ScrollList, draw_panel, draw_paragraph, draw_text, fit_text, rounded_rect, wrap_lines

#: (header key, how to show a GameStats, relative column width)
_COLUMNS = (
    ("stats.game", None, 3.3),
    ("stats.hands", "hands", 1.0),
    ("stats.wins", "wins", 1.0),
    ("stats.win_rate", "win_rate", 1.0),
    ("stats.per_hand", "points_per_hand", 1.1),
    ("stats.points", "points", 1.1),
    ("stats.matches", "matches", 1.1),
    ("stats.match_wins", "match_wins", 1.1),
    ("stats.streak", "best_streak", 1.1),
    ("stats.hints", "hints", 1.0),
)


#: The buttons under the table (返回 focused first); on screen 牌局回放 stands left of 重置.
RESET, BACK, REPLAYS = 0, 1, 2


class StatsScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[str, GameStats]] = []  # (display name source id, stats)
        self.names: dict[str, Any] = {}
        self.person_of: dict[int, str] = {}  # row index -> the person whose row it is
        self.streak_of: dict[int, int] = {}  # row index -> that person's best run at that game
        #: The people with figures ("me" first), the one whose games alone are shown (None: all),
        #: and the chips that choose: (person or None, rect).
        self.people: list[str] = []
        self.showing: str | None = None
        self.chips: list[tuple[str | None, pygame.Rect]] = []
        self.anything = False
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.marker_radius = 7
        self.all_rows = 0
        self.name_most = 2
        self.table = ScrollList(pygame.Rect(0, 0, 0, 0), 1)
        self.columns: list[tuple[str, str | None, pygame.Rect]] = []
        self.buttons: list[Button] = []
        self.focus = BACK
        self.title_y = 0

    def enter(self) -> None:
        self.reload()

    def reload(self) -> None:
        stats, notice = load_statistics(self.app.storage)
        try:
            from engine.registry import all_specs

            specs = tuple(all_specs())
        except Exception:  # noqa: BLE001 - the statistics stay readable without the games
            specs = ()
        self.names = {spec.id: spec for spec in specs}
        order = [spec.id for spec in specs] + sorted(v for v in stats if v not in self.names)
        self.rows = [(vid, stats.get(vid, GameStats(vid))) for vid in order]
        self.person_of = {}
        tr = self.app.tr
        self.streak_of = {}
        people = merge_people(load_person_statistics(self.app.storage), lambda name: shown_name(name, tr))
        family, _notice = load_family(self.app.storage)      # a damaged file says so on its own screens
        best: dict[tuple[str, str], int] = {}
        for name, games in family.streaks.items():
            for vid, streak in games.items():
                key = (shown_name(name, tr), vid)
                best[key] = max(best.get(key, 0), streak.best)
        ordered = sorted(people.items(), key=lambda item: (item[0] != family.me, item[0]))
        self.people = [person for person, _games in ordered]
        if self.showing not in self.people:
            self.showing = None
        self.anything = any(st.hands or st.matches for _vid, st in self.rows) or bool(people)
        #: rows of the whole table: the panel keeps its place and size whoever's chip is chosen
        #: (the chips moved under the pointer when one person's fewer rows shrank the panel)
        self.all_rows = len(self.rows) + sum(len(games) for _person, games in ordered)
        if self.showing is not None:
            self.rows = []
        for person, games in ordered:
            if self.showing not in (None, person):
                continue
            for vid in [v for v in order if v in games] + sorted(v for v in games if v not in order):
                self.person_of[len(self.rows)] = person
                if (person, vid) in best:
                    self.streak_of[len(self.rows)] = best[(person, vid)]
                self.rows.append((vid, games[vid]))
        self.layout(self.app.size)
        if notice:
            self.app.notices.append(notice)
            self.app.show_notices()

    # layout -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        w, h = size
        s = theme.sizes(h)
        tr = self.app.tr
        width = min(w - 6 * s.pad, 62 * s.body)
        row_h = max(s.row_h, 2 * round(s.body * 1.2) + 4)   # room for a name on two lines
        # (the rows' own height: measured by s.row_h, two rows of a person overflowed their panel)
        # a game's name wraps onto more lines where two would cut it (a person's name and avatar
        # beside it at 150 %), the rows then that much higher
        self.marker_radius = max(7, row_h * 3 // 10)
        widths = column_widths(tr, s, width - 4 * s.pad - 8)      # (the last figure clear of the scroll bar)
        self.columns = [(key, attr, pygame.Rect(0, 0, col_w, s.line * 2))
                        for (key, attr, _share), col_w in zip(_COLUMNS, widths)]
        self.name_most = min(4, max([2] + [len(self._name_lines(s, index, most=4)) for index in range(len(self.rows))]))
        row_h = max(row_h, self.name_most * round(s.body * 1.2) + 6)
        rows_h = max(max(len(self.rows), self.all_rows) * row_h + (s.line * 3 + s.pad if not self.anything else 0), s.row_h * 2)
        wanted = s.pad * 2 + s.line * 2 + s.pad // 2 + rows_h
        title_h = int(s.title * 1.9)
        chips_h = s.row_h + s.pad if self.people else 0
        title_h += chips_h
        limit = h - s.pad * 7 - title_h - s.button_h - s.line
        height = min(wanted, limit)
        self.title_y = max(s.pad * 2, (h - s.line - (title_h + height + s.pad * 2 + s.button_h)) // 2)
        self.panel = pygame.Rect((w - width) // 2, self.title_y + title_h, width, height)
        self._place_chips(s, pygame.Rect(self.panel.x, self.panel.y - chips_h, width, s.row_h))
        inner = self.panel.inflate(-4 * s.pad, -2 * s.pad)
        x = inner.x
        self.columns = []
        for (key, attr, _share), col_w in zip(_COLUMNS, widths):
            self.columns.append((key, attr, pygame.Rect(x, inner.y, col_w, s.line * 2)))
            x += col_w
        list_top = inner.y + s.line * 2 + s.pad // 2
        self.table = ScrollList(pygame.Rect(inner.x, list_top, inner.width, inner.bottom - list_top),
                                row_h, len(self.rows))
        bw = max(9 * s.body, width // 5)
        y = self.panel.bottom + s.pad * 2
        self.buttons = [
            Button(pygame.Rect(self.panel.right - 2 * bw - s.pad, y, bw, s.button_h), tr("stats.reset"),
                   action="reset", enabled=self.anything),
            Button(pygame.Rect(self.panel.right - bw, y, bw, s.button_h), tr("stats.back"),
                   action="back", primary=True, hotkey="Esc"),
            Button(pygame.Rect(self.panel.right - 3 * bw - 2 * s.pad, y, bw, s.button_h), tr("stats.replays"),
                   action="replays"),
        ]
        if not self.anything and self.focus == RESET:
            self.focus = BACK
        self._apply_focus()

    def _place_chips(self, s: theme.Sizes, row: pygame.Rect) -> None:
        """全部 and one chip per person (avatar and name), left to right; names are shortened only
        when the chips would not fit the row at their natural widths."""
        self.chips = []
        if not self.people:
            return
        names = [self.app.tr("stats.everyone")] + self.people
        radius = row.height * 3 // 10
        fnt = font(s.body, True)
        natural = [fnt.size(name)[0] + 2 * s.pad + (2 * radius + s.pad // 2 if i else 0)
                   for i, name in enumerate(names)]
        gap = s.pad // 2
        scale = min(1.0, (row.width - gap * (len(names) - 1)) / max(1, sum(natural)))
        x = row.x
        for i, width in enumerate(natural):
            rect = pygame.Rect(x, row.y, max(row.height, int(width * scale)), row.height)
            self.chips.append((None if i == 0 else self.people[i - 1], rect))
            x = rect.right + gap

    def _apply_focus(self) -> None:
        for i, button in enumerate(self.buttons):
            button.focused = i == self.focus

    # input ------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None:
            return False
        kind = intent.kind
        if kind == it.MOVE:
            for button in self.buttons:
                button.on_move(intent.pos)
        elif kind == it.PRESS and any(rect.collidepoint(intent.pos) for _p, rect in self.chips):
            self.showing = next(person for person, rect in self.chips if rect.collidepoint(intent.pos))
            self.reload()
        elif kind == it.PRESS:
            for button in self.buttons:
                if button.hit(intent.pos):
                    self._act(button.action)
                    break
        elif kind == it.WHEEL:
            self.table.scroll(intent.amount)
        elif kind in (it.LEFT, it.RIGHT):
            enabled = [i for i, b in enumerate(self.buttons) if b.enabled]
            if enabled:
                pos = enabled.index(self.focus) if self.focus in enabled else 0
                self.focus = enabled[(pos + (1 if kind == it.RIGHT else -1)) % len(enabled)]
                self._apply_focus()
        elif kind in (it.UP, it.DOWN):
            self.table.scroll(1 if kind == it.UP else -1)
        elif kind == it.CONFIRM:
            if 0 <= self.focus < len(self.buttons) and self.buttons[self.focus].enabled:
                self._act(self.buttons[self.focus].action)
        elif kind in (it.BACK, it.ALT_PRESS):
            self._act("back")
        else:
            return False
        return True

    def _act(self, action: str) -> None:
        if action == "back":
            self.app.stack.remove(self)
        elif action == "replays":
            from .replay.list_scene import ReplayListScene

            self.app.stack.push(ReplayListScene())
        elif action == "reset" and self.anything:
            from .dialog import ConfirmDialog

            self.app.stack.push(ConfirmDialog("stats.reset_confirm", self._reset, yes_key="stats.reset"))

    def _reset(self) -> None:
        reset_statistics(self.app.storage)
        self.focus = 1
        self.reload()

    # drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = surface.get_size()
        s = theme.sizes(h)
        surface.blit(theme.felt((w, h)), (0, 0))
        draw_text(surface, tr("stats.title"), (w // 2, self.title_y), int(s.title * 1.2), theme.TEXT,
                  bold=True, anchor="midtop")
        self._draw_chips(surface, s)
        draw_panel(surface, self.panel, radius=s.radius * 2)
        for i, (key, _attr, rect) in enumerate(self.columns):
            area = rect.inflate(-s.pad // 2, 0)
            draw_paragraph(surface, tr(key), area, s.small, theme.TEXT_DIM,
                           align="left" if i == 0 else "right", valign="center")
        line_y = self.table.rect.y - s.pad // 4
        pygame.draw.line(surface, (90, 120, 108), (self.table.rect.x, line_y), (self.table.rect.right, line_y))
        if self.anything:
            self.table.draw(surface, lambda target, index, rect: self._draw_row(target, s, index, rect))
        else:
            # eighteen rows of zeros would push the one useful line out of the window
            draw_paragraph(surface, tr("stats.empty"), self.table.rect, s.body, theme.TEXT_DIM, align="center",
                           valign="center")
        draw_text(surface, tr("stats.note"), (self.panel.x, self.buttons[0].rect.centery), s.small,
                  theme.TEXT_DIM, anchor="midleft",
                  max_width=min(b.rect.x for b in self.buttons) - self.panel.x - s.pad)
        for button in self.buttons:
            button.draw(surface)

    def _draw_chips(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        tr = self.app.tr
        for person, rect in self.chips:
            chosen = person == self.showing
            rounded_rect(surface, rect, theme.ACCENT if chosen else theme.PANEL_LIGHT, rect.height // 2)
            colour = theme.TEXT_DARK if chosen else theme.TEXT
            x = rect.x + s.pad
            if person is not None:
                radius = rect.height * 3 // 10
                draw_marker(surface, person, (x + radius, rect.centery), radius)
                x += 2 * radius + s.pad // 2
            label = tr("stats.everyone") if person is None else person
            draw_text(surface, label, (x, rect.centery), s.body, colour, bold=True, anchor="midleft",
                      max_width=rect.right - s.pad // 2 - x)

    def _name_lines(self, s: theme.Sizes, index: int, most: int) -> list[str]:
        """The lines of row ``index``'s name cell: the game, after the person's name when all
        people's rows are shown (a chosen person's chip says who)."""
        tr = self.app.tr
        vid, _stats = self.rows[index]
        spec = self.names.get(vid)
        person = self.person_of.get(index)
        col = self.columns[0][2]
        width = col.width - s.pad // 2 - (2 * self.marker_radius + s.pad // 2 if person is not None else 0)
        named = person is not None and self.showing is None
        return name_lines(width, s.body, tr.game_name(spec) if spec else vid,
                          shown_name(person, tr) if named else None, most)

    def _draw_row(self, surface: pygame.Surface, s: theme.Sizes, index: int, rect: pygame.Rect) -> None:
        tr = self.app.tr
        vid, stats = self.rows[index]
        if index % 2 == 0:
            rounded_rect(surface, rect.inflate(s.pad, -2), theme.PANEL_LIGHT, s.radius)
        for i, (_key, attr, col) in enumerate(self.columns):
            cell = pygame.Rect(col.x + s.pad // 4, rect.y, col.width - s.pad // 2, rect.height)
            if attr is None:
                person = self.person_of.get(index)
                if person is not None:
                    radius = self.marker_radius
                    draw_marker(surface, person, (cell.x + radius, cell.centery), radius)
                    cell = pygame.Rect(cell.x + 2 * radius + s.pad // 2, cell.y,
                                       cell.width - 2 * radius - s.pad // 2, cell.height)
                _draw_lines(surface, cell, s.body, self._name_lines(s, index, self.name_most))
                continue
            elif attr == "best_streak":
                streak = self.streak_of.get(index)
                text, colour = ("—", theme.TEXT_DIM) if streak is None else (str(streak), theme.TEXT)
                anchor, pos = "midright", cell.midright
            else:
                text, colour = _cell(tr, stats, attr)
                anchor, pos = "midright", cell.midright
            draw_text(surface, text, pos, s.body, colour, anchor=anchor, max_width=cell.width)


def column_widths(tr: Any, s: theme.Sizes, width: int) -> list[int]:
    """Each column's width: its share of ``width``, but never so narrow that a word of its header
    breaks ("Matche / s" at 150 %) or a figure is cut; the room comes first from the figure
    columns with more than they need, then from the game's column, whose names wrap."""
    total = sum(c[2] for c in _COLUMNS)
    widths = [int(width * share / total) for _key, _attr, share in _COLUMNS]
    header, figures = font(s.small), font(s.body)
    least = [0] + [max([header.size(word)[0] for word in tr(key).split()] + [figures.size("-888.8")[0]])
                   + s.pad // 2 + 2 for key, _attr, _share in _COLUMNS[1:]]
    short = sum(max(0, need - have) for need, have in zip(least[1:], widths[1:]))
    widths = [widths[0]] + [max(need, have) for need, have in zip(least[1:], widths[1:])]
    for i in range(1, len(widths)):
        give = min(short, widths[i] - least[i])
        widths[i] -= give
        short -= give
    widths[0] -= short
    return widths


def name_lines(cell_width: int, size: int, game: str, person: str | None, most: int = 2) -> list[str]:
    """The game column's text in one font size: one line when it fits, else wrapped — a person's
    name on a line of its own above the game's unless that takes more lines — never smaller type.
    Only a text that needs more than ``most`` lines is shortened, at the end of its last line."""
    fnt = font(size, True)
    whole = f"{person} · {game}" if person else game
    if fnt.size(whole)[0] <= cell_width:
        return [whole]
    lines = wrap_lines(whole, size, cell_width, True)
    if person and fnt.size(person)[0] <= cell_width:
        own = [person] + wrap_lines(game, size, cell_width, True)       # the person's name on a line of its own
        lines = own if len(own) <= len(lines) else lines
    if len(lines) > most:
        lines = lines[:most - 1] + [fit_text(" ".join(lines[most - 1:]), size, cell_width, True)]
    return lines


def _draw_lines(surface: pygame.Surface, cell: pygame.Rect, size: int, lines: list[str]) -> None:
    step = round(size * 1.2)
    top = cell.centery - step * len(lines) // 2
    for n, line in enumerate(lines):
        draw_text(surface, line, (cell.x, top + n * step + step // 2), size, theme.TEXT, anchor="midleft",
                  bold=True)


def _cell(tr: Any, stats: GameStats, attr: str) -> tuple[str, tuple]:
    played = stats.hands if attr in ("hands", "wins", "win_rate", "points", "points_per_hand", "hints") else stats.matches
    if not played:
        return "—", theme.TEXT_DIM
    value = getattr(stats, attr)
    if attr == "win_rate":
        return tr("stats.percent", value=round(value * 100)), theme.TEXT
    if attr == "points_per_hand":
        return f"{value:+.1f}", theme.TEXT
    if attr == "points":
        return f"{value:+d}", theme.TEXT
    return str(value), theme.TEXT
