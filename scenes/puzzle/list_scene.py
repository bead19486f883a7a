"""The 残局 list: the sets (斗地主 入门 / 进阶 / 高手, 锄大地, 干瞪眼) and each puzzle's stars.

A row of set names on top (click, or PgUp / PgDn), the set's progress under it, then the
puzzles as numbered tiles with the stars each has earned (a solved tile in the accent's
colour); Enter or a click opens one on the board (:mod:`.board_scene`). Coming back from
the board re-reads the progress file, so a solve shows at once. The progress file's notices
(a damaged file moved aside) are shown as the statistics screen shows its own.
"""
from __future__ import annotations

import math

import pygame

from .. import intents as it
from .. import theme
from ..scene import Scene
from ..widgets import Button, Segmented, draw_text, line_height, rounded_rect
from .catalogue import PuzzleSet, puzzle_sets
from .progress import MAX_STARS, PuzzleRecord, load_progress

#: Most tiles in a row.
COLUMNS = 8


class PuzzleListScene(Scene):
    def __init__(self, set_index: int = 0) -> None:
        super().__init__()
        self.sets: tuple[PuzzleSet, ...] = ()
        self.records: dict[str, PuzzleRecord] = {}
        self.set_index = set_index
        self.focus = 0                        # tile index in the set
        self.hover: int | None = None
        self.segments = Segmented(pygame.Rect(0, 0, 0, 0), [])
        self.tiles: list[pygame.Rect] = []
        self.columns = COLUMNS
        self.buttons: list[Button] = []
        self.title_y = 0
        self.progress_y = 0

    # lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        self.sets = puzzle_sets()
        self.set_index = max(0, min(self.set_index, len(self.sets) - 1))
        self.reload()

    def resume(self) -> None:
        self.reload()

    def reload(self) -> None:
        self.records, notice = load_progress(self.app.storage)
        self.layout(self.app.size)
        if notice:
            self.app.notices.append(notice)
            self.app.show_notices()

    @property
    def current(self) -> PuzzleSet | None:
        return self.sets[self.set_index] if self.sets else None

    # layout ---------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        w, h = size
        s = theme.sizes(h)
        tr = self.app.tr
        width = min(w - 6 * s.pad, 70 * s.body)
        left = (w - width) // 2
        self.title_y = 2 * s.pad
        top = self.title_y + line_height(int(s.title * 1.2)) + line_height(s.body) + s.pad
        self.segments = Segmented(pygame.Rect(left, top, width, s.button_h),
                                  [tr(item.name_key) for item in self.sets], self.set_index)
        self.progress_y = self.segments.rect.bottom + s.pad
        bar_y = h - 2 * s.pad - line_height(s.small) - s.button_h
        bw = max(9 * s.body, width // 6)
        self.buttons = [
            Button(pygame.Rect(left, bar_y, bw, s.button_h), tr("menu.puzzles.back"), action="back", hotkey="Esc"),
            Button(pygame.Rect(left + width - bw, bar_y, bw, s.button_h), tr("menu.puzzles.start"),
                   action="start", primary=True, hotkey="Enter", enabled=bool(self.sets)),
        ]
        grid_top = self.progress_y + line_height(s.body) + s.pad
        self._layout_tiles(pygame.Rect(left, grid_top, width, bar_y - 2 * s.pad - grid_top), s)

    def _layout_tiles(self, area: pygame.Rect, s: theme.Sizes) -> None:
        count = len(self.current.puzzles) if self.current else 0
        self.tiles = []
        if not count:
            return
        gap = s.pad
        self.columns = min(COLUMNS, count)
        rows = math.ceil(count / self.columns)
        tile_w = (area.width - gap * (self.columns - 1)) // self.columns
        tile_h = min((area.height - gap * (rows - 1)) // rows, int(tile_w * 0.8))
        top = area.y + max(0, (area.height - rows * tile_h - (rows - 1) * gap) // 2)
        for i in range(count):
            r, c = divmod(i, self.columns)
            self.tiles.append(pygame.Rect(area.x + c * (tile_w + gap), top + r * (tile_h + gap), tile_w, tile_h))
        self.focus = max(0, min(self.focus, count - 1))

    # input ----------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None:
            return False
        kind = intent.kind
        if kind == it.MOVE:
            self.hover = self._tile_at(intent.pos)
            self.segments.on_move(intent.pos)
            for button in self.buttons:
                button.on_move(intent.pos)
        elif kind == it.PRESS:
            self._press(intent.pos)
        elif kind in (it.PAGE_UP, it.PAGE_DOWN):
            self._choose_set(self.set_index + (1 if kind == it.PAGE_DOWN else -1))
        elif kind in (it.LEFT, it.RIGHT, it.UP, it.DOWN):
            self._step(kind)
        elif kind == it.CONFIRM:
            self.open(self.focus)
        elif kind in (it.BACK, it.ALT_PRESS):
            self.app.stack.remove(self)
        else:
            return False
        return True

    def _press(self, pos) -> None:
        segment = self.segments.hit(pos)
        if segment is not None:
            self._choose_set(segment)
            return
        tile = self._tile_at(pos)
        if tile is not None:
            self.focus = tile
            self.open(tile)
            return
        for button in self.buttons:
            if button.hit(pos):
                if button.action == "back":
                    self.app.stack.remove(self)
                else:
                    self.open(self.focus)

    def _step(self, kind: str) -> None:
        count = len(self.tiles)
        if not count:
            return
        delta = {it.LEFT: -1, it.RIGHT: 1, it.UP: -self.columns, it.DOWN: self.columns}[kind]
        self.focus = max(0, min(count - 1, self.focus + delta))
        self.hover = None

    def _choose_set(self, index: int) -> None:
        if not self.sets:
            return
        self.set_index = index % len(self.sets)
        self.focus = 0
        self.hover = None
        self.layout(self.app.size)

    def _tile_at(self, pos) -> int | None:
        if pos is None:
            return None
        return next((i for i, rect in enumerate(self.tiles) if rect.collidepoint(pos)), None)

    def open(self, index: int) -> None:
        """The board for puzzle ``index`` of the current set."""
        if self.current is None or not 0 <= index < len(self.current.puzzles):
            return
        from .board_scene import PuzzleBoard

        self.app.stack.push(PuzzleBoard(self.sets, self.set_index, index))

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = surface.get_size()
        s = theme.sizes(h)
        surface.blit(theme.felt((w, h)), (0, 0))
        title = int(s.title * 1.2)
        draw_text(surface, tr("menu.puzzles.title"), (w // 2, self.title_y), title, theme.TEXT, bold=True,
                  anchor="midtop")
        draw_text(surface, tr("menu.puzzles.subtitle"), (w // 2, self.title_y + line_height(title)), s.body,
                  theme.TEXT_DIM, anchor="midtop", max_width=w - 4 * s.pad)
        if not self.sets:
            draw_text(surface, tr("menu.puzzles.none"), (w // 2, h // 2), s.body, theme.WARNING, anchor="center")
        else:
            self.segments.draw(surface)
            self._draw_progress(surface, s)
            for index, rect in enumerate(self.tiles):
                self._draw_tile(surface, s, index, rect)
        for button in self.buttons:
            button.draw(surface)
        draw_text(surface, tr("menu.puzzles.keys"), (w // 2, h - s.pad), s.small, theme.TEXT_DIM,
                  anchor="midbottom", max_width=w - 2 * s.pad)

    def _draw_progress(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        puzzles = self.current.puzzles
        records = [self.records.get(p.id, PuzzleRecord()) for p in puzzles]
        text = self.app.tr("menu.puzzles.progress", solved=sum(r.solved for r in records), total=len(puzzles),
                           stars=sum(r.stars for r in records))
        draw_text(surface, text, (self.segments.rect.centerx, self.progress_y), s.body, theme.TEXT_DIM,
                  anchor="midtop", max_width=self.segments.rect.width)

    def _draw_tile(self, surface: pygame.Surface, s: theme.Sizes, index: int, rect: pygame.Rect) -> None:
        tr = self.app.tr
        puzzle = self.current.puzzles[index]
        record = self.records.get(puzzle.id, PuzzleRecord())
        focused, hovered = index == self.focus, index == self.hover
        fill = theme.CONTROL_HOVER if (focused or hovered) else theme.CONTROL
        border = theme.ACCENT if focused or record.solved else theme.CONTROL_BORDER
        rounded_rect(surface, rect, fill, s.radius, border, 2 if focused else 1)
        size = s.body if rect.height >= 3 * line_height(s.small) + s.pad else s.small
        block = line_height(size) + line_height(s.small) + line_height(size)
        y = rect.centery - block // 2
        draw_text(surface, tr("menu.puzzles.number", n=index + 1), (rect.centerx, y + line_height(size) // 2),
                  size, theme.ACCENT if focused else theme.TEXT, bold=True, anchor="center",
                  max_width=rect.width - s.pad)
        y += line_height(size)
        draw_text(surface, tr("menu.puzzles.players", count=puzzle.seats), (rect.centerx, y + line_height(s.small) // 2),
                  s.small, theme.TEXT_DIM, anchor="center", max_width=rect.width - s.pad)
        y += line_height(s.small)
        stars = "★" * record.stars + "☆" * (MAX_STARS - record.stars)
        draw_text(surface, stars, (rect.centerx, y + line_height(size) // 2), size,
                  theme.ACCENT if record.stars else theme.TEXT_DIM, anchor="center")
