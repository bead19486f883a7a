"""The reading aids beside every table: 出牌记录 (the play log) and 记牌器 (the card tracker).

Why one panel with two tabs: both are things a player glances at between moves, both need the
same room beside the table (never over the player's hand or the buttons they need), and one
button (记录) and two keys (L, J) open them the same way at every table. The table owns what
goes in: the log is the hand as this seat saw it (``PlayLog``), the tracker is counted from
this seat's observation (``engine.tracker``) — the panel only draws, and keeps where it is
scrolled to.
"""
from __future__ import annotations

from typing import Any

import pygame

from engine.cards import BIG_JOKER, SMALL_JOKER
from engine.tracker import TILE_SUITS, Tracker

from .. import theme
from ..widgets import draw_panel, draw_text, line_height, render, rounded_rect, wrap_lines
from .play_log import PlayLog

LOG, TRACKER = "log", "tracker"
TABS = ((LOG, "table.side.log", "L"), (TRACKER, "table.side.tracker", "J"))
SUIT_LETTERS = ("S", "H", "C", "D")
TILE_ROWS = ("m", "s", "p")          # 万, 条, 筒 as players list them


class SidePanel:
    def __init__(self) -> None:
        self.tab: str | None = None          # the open tab, None when the panel is closed
        self.scroll = 0                      # log lines scrolled back from the newest
        self.rect = pygame.Rect(0, 0, 0, 0)  # where it was last drawn (for clicks and the wheel)
        self._tab_rects: dict[str, pygame.Rect] = {}
        self._wrapped: tuple[Any, list[tuple[str, bool]]] = (None, [])

    # state ------------------------------------------------------------------------------
    @property
    def open(self) -> bool:
        return self.tab is not None

    def toggle(self, tab: str) -> None:
        """L / J / the 记录 button: open that tab, or close the panel if it is the one shown."""
        self.tab = None if self.tab == tab else tab
        self.scroll = 0

    def press(self, pos) -> bool:
        """A click inside the panel: a tab switches; elsewhere it is only swallowed. False: outside."""
        if not self.open or not self.rect.collidepoint(pos):
            return False
        for tab, rect in self._tab_rects.items():
            if rect.collidepoint(pos) and tab != self.tab:
                self.tab, self.scroll = tab, 0
        return True

    def wheel(self, pos, amount: int) -> bool:
        """The wheel scrolls the open log (up: older lines) with the pointer over it — and anywhere
        else over the table, or where the pointer is unknown (``pos`` None): nothing else on a
        table scrolls, so a person turning the wheel while the log is open means the log. False:
        the panel is closed (the wheel is not the panel's)."""
        if not self.open:
            return False
        if self.tab == LOG:
            self.scroll = max(0, self.scroll + 3 * amount)
        return True

    # drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect, log: PlayLog, tracker: Tracker | None,
             s: theme.Sizes, tr) -> None:
        self.rect = pygame.Rect(rect)
        draw_panel(surface, rect, radius=s.radius * 2, fill=theme.DIALOG)
        body = self._draw_tabs(surface, rect, s, tr)
        if self.tab == LOG:
            self._draw_log(surface, body, log, s, tr)
        else:
            draw_tracker(surface, body, tracker, s, tr)

    def _draw_tabs(self, surface, rect: pygame.Rect, s: theme.Sizes, tr) -> pygame.Rect:
        """The two tab labels across the top; returns the room below them."""
        height = line_height(s.small) + s.pad // 2
        width = (rect.width - 2 * s.pad) // len(TABS)
        self._tab_rects = {}
        for i, (tab, key, hotkey) in enumerate(TABS):
            tab_rect = pygame.Rect(rect.x + s.pad + i * width, rect.y + s.pad // 2, width, height)
            self._tab_rects[tab] = tab_rect
            active = tab == self.tab
            if active:
                rounded_rect(surface, tab_rect.inflate(-4, 0), theme.ACCENT_SOFT, s.radius)
            draw_text(surface, f"{tr(key)}  {hotkey}", tab_rect.center, s.small,
                      theme.ACCENT if active else theme.TEXT_DIM, bold=active, anchor="center",
                      max_width=tab_rect.width - 6)
        top = rect.y + s.pad // 2 + height + s.pad // 2
        return pygame.Rect(rect.x + s.pad, top, rect.width - 2 * s.pad, rect.bottom - s.pad // 2 - top)

    def _lines(self, log: PlayLog, width: int, s: theme.Sizes) -> list[tuple[str, bool]]:
        """The log wrapped to ``width``: (text, first line of a group), made again only when the
        log, the width or the size changed (not every frame)."""
        groups = log.shown_groups()
        key = (tuple(len(g) for g in groups), groups[-1][-1] if groups else "", groups[0][0] if groups else "",
               width, s.small)
        if self._wrapped[0] != key:
            lines = []
            for group in groups:
                for i, line in enumerate(group):
                    for j, part in enumerate(wrap_lines(line, s.small, width)):
                        lines.append((part, i == 0 and j == 0))
            self._wrapped = (key, lines)
        return self._wrapped[1]

    def _draw_log(self, surface, area: pygame.Rect, log: PlayLog, s: theme.Sizes, tr) -> None:
        """Newest at the bottom, the groups (rounds, tricks) set apart by a rule; scrolled back
        by ``scroll`` lines, with a mark that newer lines are below."""
        lines = self._lines(log, area.width, s)
        if not lines:
            draw_text(surface, tr("table.log_empty"), area.topleft, s.small, theme.TEXT_DIM)
            return
        step = line_height(s.small)
        rows = max(1, area.height // step)
        self.scroll = min(self.scroll, max(0, len(lines) - rows))
        end = len(lines) - self.scroll
        shown = lines[max(0, end - rows):end]
        y = area.bottom - len(shown) * step
        for text, first in shown:
            if first and y > area.y:
                pygame.draw.line(surface, theme.PANEL_BORDER[:3], (area.x, y), (area.right, y))
            draw_text(surface, text, (area.x, y), s.small, theme.TEXT)
            y += step
        if self.scroll:
            draw_text(surface, tr("table.side.newer"), (area.right, area.bottom), s.small, theme.ACCENT,
                      anchor="bottomright")


def draw_tracker(surface, area: pygame.Rect, tracker: Tracker | None, s: theme.Sizes, tr) -> None:
    """The unseen counts as a grid: by rank (jokers and 2s in the accent colour), by suit and rank
    where suits matter, or the 27 mahjong tiles in three rows."""
    if tracker is None:
        draw_text(surface, tr("table.side.no_tracker"), area.topleft, s.small, theme.TEXT_DIM)
        return
    y = area.y
    for line in wrap_lines(tr("table.side.tracker_caption"), s.small, area.width):
        draw_text(surface, line, (area.x, y), s.small, theme.TEXT_DIM)
        y += line_height(s.small)
    grid = pygame.Rect(area.x, y, area.width, area.bottom - y)
    if tracker.tiles:
        _tile_grid(surface, grid, tracker, s, tr)
    elif tracker.by_suit:
        _suit_grid(surface, grid, tracker, s, tr)
    else:
        _rank_grid(surface, grid, tracker, s, tr)


def rank_label(rank: int, tr) -> str:
    if rank == BIG_JOKER:
        return tr("table.side.big_joker")
    if rank == SMALL_JOKER:
        return tr("table.side.small_joker")
    return _RANK_TEXT.get(rank, str(rank))


_RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A"}


def _cell(surface, rect: pygame.Rect, label: str, count: int, total: int, strong: bool, s: theme.Sizes) -> None:
    """One face: its label over the unseen count (gone: dim; all still out: plain; strong faces —
    jokers, 2s — in the accent colour)."""
    colour = theme.DISABLED_TEXT if count == 0 else theme.ACCENT if strong else theme.TEXT
    draw_text(surface, label, (rect.centerx, rect.y), s.small, theme.TEXT_DIM if count else theme.DISABLED_TEXT,
              anchor="midtop", max_width=rect.width)
    draw_text(surface, str(count), (rect.centerx, rect.y + line_height(s.small)), s.body, colour,
              bold=count > 0, anchor="midtop")


def _rank_grid(surface, area: pygame.Rect, tracker: Tracker, s: theme.Sizes, tr) -> None:
    cells = tracker.cards
    height = line_height(s.small) + line_height(s.body)
    widest = max(render(rank_label(c.rank, tr), s.small).get_width() for c in cells)
    columns = max(1, min(len(cells), area.width // (widest + s.pad // 2)))
    width = area.width // columns
    for i, count in enumerate(cells):
        rect = pygame.Rect(area.x + (i % columns) * width, area.y + (i // columns) * (height + 4), width, height)
        if rect.bottom > area.bottom:
            break
        _cell(surface, rect, rank_label(count.rank, tr), count.unseen, count.total,
              count.rank >= SMALL_JOKER or count.rank == 2, s)


def _suit_grid(surface, area: pygame.Rect, tracker: Tracker, s: theme.Sizes, tr) -> None:
    """Rows ♠ ♥ ♣ ♦ (and the jokers), a column per rank, highest first: each cell the unseen count."""
    ranks = list(dict.fromkeys(c.rank for c in tracker.cards if c.rank < SMALL_JOKER))   # the game's order
    head = render("♠", s.small).get_width() + s.pad // 2
    width = max(1, (area.width - head) // max(1, len(ranks)))
    step = line_height(s.small)
    y = area.y
    for i, rank in enumerate(ranks):
        draw_text(surface, _RANK_TEXT.get(rank, str(rank)), (area.x + head + i * width + width // 2, y),
                  s.small, theme.TEXT_DIM, anchor="midtop")
    y += step
    for letter in SUIT_LETTERS:
        if y + step > area.bottom:
            return
        draw_text(surface, tr(f"table.side.suit.{letter}"), (area.x, y), s.small, theme.suit_colour(letter, on_dark=True))
        for i, rank in enumerate(ranks):
            n = sum(c.unseen for c in tracker.cards if c.rank == rank and str(getattr(c.suit, "value", c.suit)) == letter)
            draw_text(surface, str(n), (area.x + head + i * width + width // 2, y), s.small,
                      theme.DISABLED_TEXT if n == 0 else theme.TEXT, bold=n > 0, anchor="midtop")
        y += step
    jokers = [c for c in tracker.cards if c.rank >= SMALL_JOKER]
    if jokers and y + step <= area.bottom:
        text = "   ".join(f"{rank_label(c.rank, tr)} {c.unseen}" for c in jokers)
        draw_text(surface, text, (area.x, y + s.pad // 2), s.small, theme.ACCENT, bold=True, max_width=area.width)


def _tile_grid(surface, area: pygame.Rect, tracker: Tracker, s: theme.Sizes, tr) -> None:
    """万 / 条 / 筒 rows, 1 … 9 across: unseen copies of each tile (4 at most)."""
    head = max(render(tr(f"table.mj.suit_short.{x}"), s.small).get_width() for x in TILE_ROWS) + s.pad // 2
    width = max(1, (area.width - head) // 9)
    step = line_height(s.small)
    y = area.y
    for n in range(9):
        draw_text(surface, str(n + 1), (area.x + head + n * width + width // 2, y), s.small, theme.TEXT_DIM,
                  anchor="midtop")
    y += step
    for suit in TILE_ROWS:
        if y + step > area.bottom:
            return
        draw_text(surface, tr(f"table.mj.suit_short.{suit}"), (area.x, y), s.small, theme.TEXT_DIM)
        base = TILE_SUITS.index(suit) * 9
        for n in range(9):
            count = tracker.tiles[base + n]
            draw_text(surface, str(count), (area.x + head + n * width + width // 2, y), s.small,
                      theme.DISABLED_TEXT if count == 0 else theme.TEXT, bold=count > 0, anchor="midtop")
        y += step
