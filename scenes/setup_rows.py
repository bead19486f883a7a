"""The setup screen's rows and its two panels (players, rules): which rows show, and scrolling.

Kept apart from :mod:`scenes.setup` because it is one job — fitting rows of measured heights
into a panel without ever cutting one by the panel's edge — and the screen's other jobs
(the seating, the options, input and drawing) do not need to see how.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from . import theme
from .widgets import Segmented, rounded_rect

PLAYERS, OPTIONS = "players", "options"


@dataclass(eq=False)
class Row:
    kind: str  # "count" | "you" | "seat" | "option"
    control: Segmented | None
    seat: int = 0
    option: Any = None
    panel: str = PLAYERS
    #: The row's height (the taller of its wrapped name and its choices).
    height: int = field(default=0, compare=False)
    #: Where the row's name is drawn (set when the row is placed).
    label: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0), compare=False)
    #: False while the row is scrolled out of its panel (not drawn, not clickable).
    visible: bool = field(default=True, compare=False)
    #: The name on its own line above the choices (a panel too narrow for both side by side).
    above: bool = field(default=False, compare=False)

    def __eq__(self, other: object) -> bool:
        """A row is what it chooses (the same seat or option after the screen is laid out again)."""
        if not isinstance(other, Row):
            return NotImplemented
        return (self.kind, self.seat, getattr(self.option, "key", None)) == (
            other.kind, other.seat, getattr(other.option, "key", None))

    __hash__ = None  # type: ignore[assignment]  # mutable: not a dict key

    def area(self) -> pygame.Rect:
        """The whole row: its name and its choices (for the pointer)."""
        return self.label.union(self.control.rect) if self.control is not None else self.label


class RowPanels:
    """Every row drawn on the setup screen, the viewport of each panel, and each panel's first
    shown row (a panel with more rows than fit scrolls by whole rows)."""

    def __init__(self) -> None:
        self.rows: list[Row] = []
        self.first = {PLAYERS: 0, OPTIONS: 0}
        self.viewports = {PLAYERS: pygame.Rect(0, 0, 0, 0), OPTIONS: pygame.Rect(0, 0, 0, 0)}
        self.gap = 6

    def of(self, panel: str) -> list[Row]:
        return [row for row in self.rows if row.panel == panel]

    def place(self) -> None:
        """Put each panel's rows from its first shown row down; rows that do not fit whole are
        hidden (the panel scrolls), so no row is ever cut by the panel's edge."""
        for panel, view in self.viewports.items():
            rows = self.of(panel)
            first = max(0, min(self.first[panel], len(rows) - 1))
            self.first[panel] = first
            y = view.y + self.gap // 2
            for i, row in enumerate(rows):
                shown = i >= first and y + row.height <= view.bottom - self.gap // 2 + 1
                if i >= first and not shown:
                    y = view.bottom + 10 ** 5           # every later row is hidden too
                row.visible = shown
                top = y if shown else -10 ** 5
                if row.above:
                    row.control.rect.y = top + row.label.height
                else:
                    row.control.rect.y = top + (row.height - row.control.rect.height) // 2
                row.label.y = top
                if shown:
                    y += row.height + self.gap

    def scrollable(self, panel: str) -> bool:
        return self.first[panel] > 0 or any(not row.visible for row in self.of(panel))

    def scroll(self, panel: str, delta: int) -> None:
        """Move a panel's first shown row by ``delta`` (no further than its last row shows)."""
        rows = self.of(panel)
        if not rows or (delta > 0 and rows[-1].visible):
            return
        self.first[panel] = max(0, min(len(rows) - 1, self.first[panel] + delta))
        self.place()

    def reveal(self, row: Row) -> None:
        """Scroll ``row``'s panel until that row shows whole."""
        position = self.of(row.panel).index(row)
        if position < self.first[row.panel]:
            self.first[row.panel] = position
            self.place()
        while not row.visible and self.first[row.panel] < position:
            self.first[row.panel] += 1
            self.place()

    def draw_scrollbar(self, surface: pygame.Surface, s: theme.Sizes, panel: str) -> None:
        """A thin track at the panel's right edge: where the shown rows are among all of them."""
        rows = self.of(panel)
        view = self.viewports[panel]
        track = pygame.Rect(view.right - s.pad + 1, view.y + s.pad // 2, 4, view.height - s.pad)
        rounded_rect(surface, track, theme.PANEL_LIGHT, 2)
        shown = [i for i, row in enumerate(rows) if row.visible] or [0]
        top = track.y + track.height * shown[0] // len(rows)
        bottom = track.y + track.height * (shown[-1] + 1) // len(rows)
        rounded_rect(surface, pygame.Rect(track.x, top, 4, max(8, bottom - top)), theme.TEXT_DIM, 2)
