"""The rules book: every variant's page, readable before playing and during play.

Left, the contents: the games, each with its variants (a click, or ←/→, turns to
another page). Right, the page on ivory paper: the title, the match's settings when
the book was opened from a table or a setup screen (each option's chosen value and
what it does), then the sections with their examples drawn by the program's own
card and tile art. The wheel, ↑/↓, PgUp/PgDn, Space, Home/End scroll; Esc, a right
click or the button closes the book and returns to whatever opened it (the menu,
the setup screen, the paused table), which is still below it on the stack.

Everything on the page is laid out by :mod:`.typeset` when the page, the language or
the window changes; ``draw`` only blits, so it never changes state.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping

import pygame

from engine.registry import all_specs, get_spec

from .. import intents as it
from .. import theme
from ..scene import Scene
from ..tileart import TileArt
from ..widgets import Button, draw_panel, line_height, render, rounded_rect, wrap_lines
from .content import groups, page_for
from .typeset import PAPER, PAPER_EDGE, CardRun, Metrics, Plate, TextLine, TileRun, Typeset, typeset


@dataclass(frozen=True)
class ContentsRow:
    """One row of the contents: a game's name (``variant`` None) or one of its variants."""

    variant: str | None
    lines: tuple[str, ...]
    size: int
    y: int          # from the top of the contents list, before its scroll
    height: int


def book_order() -> list[tuple[str, list[str]]]:
    """``(game, variant ids)`` in the registry's (the menu's) order; variants of a game in
    registry order too. Variants registered without a page still appear (their page says so)."""
    order = {spec.id: i for i, spec in enumerate(all_specs())}
    found: list[tuple[str, list[str]]] = []
    seen: set[str] = set()
    for game, variants in groups():
        known = sorted((v for v in variants if v in order), key=order.__getitem__)
        if known:
            found.append((game, known))
            seen.update(known)
    missing = [spec.id for spec in all_specs() if spec.id not in seen]
    if missing:
        found.append(("", missing))
    found.sort(key=lambda item: order[item[1][0]])
    return found


@lru_cache(maxsize=None)
def family_lesson(variant: str) -> str | None:
    """The 新手教学 a page offers: the variant's own lesson, else its game's (癞子斗地主's page offers
    斗地主's, 血战到底's the 四川麻将 one) — a variant plays like its game, so the game's first hand
    teaches it too. None when the game has no lesson."""
    from ..tutorial.lesson import available, load_lesson, lesson_for

    own = lesson_for(variant)
    if own is not None:
        return own
    try:
        group = get_spec(variant).group
    except (KeyError, ValueError):
        return None
    for name in available():
        try:
            if get_spec(load_lesson(name).variant).group == group:
                return name
        except (OSError, ValueError, KeyError):
            continue
    return None


class RulesBookScene(Scene):
    def __init__(self, variant: str | None = None, options: Mapping[str, Any] | None = None) -> None:
        super().__init__()
        self.order = book_order()
        self.variants = [v for _, vs in self.order for v in vs]
        if variant not in self.variants:
            variant = self.variants[0] if self.variants else None
        self.variant = variant
        #: the variant and options of the match (or setup) that opened the book
        self.opened_with = (variant, dict(options)) if options else None
        self.scroll = 0
        self.contents_scroll = 0
        self.pointer: tuple[int, int] | None = None
        self.hover: str | None = None
        self.back = Button(pygame.Rect(0, 0, 0, 0), "", action="back", primary=True, hotkey="Esc")
        #: 新手教学 of the game on the page, when one is shipped (not from a table: a lesson is
        #: started from the menus, never over a match in play)
        self.lesson_button: Button | None = None
        self.tiles = TileArt()
        self.page_rect = pygame.Rect(0, 0, 0, 0)     # the paper
        self.column = pygame.Rect(0, 0, 0, 0)        # the text column inside it (its visible part)
        self.contents_rect = pygame.Rect(0, 0, 0, 0)
        self.contents_list = pygame.Rect(0, 0, 0, 0)  # the scrolling part of the contents
        self.contents: list[ContentsRow] = []
        self.contents_title: list[TextLine] = []
        self.keys_lines: list[TextLine] = []
        self.book: Typeset = Typeset((), 1, 0)
        self.metrics = Metrics.for_height(640)
        self._set_for: tuple | None = None

    # layout ---------------------------------------------------------------------------
    def enter(self) -> None:
        self.layout(self.app.size)
        self.scroll_to_current()

    def resume(self) -> None:
        if self.app is not None:
            self._set_for = None
            self.layout(self.app.size)

    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        w, h = size
        s = theme.sizes(h)
        m = self.metrics = Metrics.for_height(h)
        tr = self.app.tr
        margin = 2 * s.pad
        bar_top = h - margin - s.button_h
        top = margin
        side_w = max(11 * s.body, min(int(w * 0.22), 17 * s.body))
        self.contents_rect = pygame.Rect(margin, top, side_w, bar_top - s.pad - top)
        self.page_rect = pygame.Rect(self.contents_rect.right + s.pad * 2, top,
                                     w - margin - self.contents_rect.right - s.pad * 2, self.contents_rect.height)
        across = max(2 * s.pad, round(self.page_rect.width * 0.05))
        col_w = min(self.page_rect.width - 2 * across - s.pad, 46 * s.body)
        col_x = self.page_rect.x + (self.page_rect.width - s.pad - col_w) // 2
        self.column = pygame.Rect(col_x, self.page_rect.y + s.pad, col_w, self.page_rect.height - 2 * s.pad)
        # the bottom bar: the keys (wrapped beside the button) and the button
        self.back.text = tr("rules.back")
        bw = max(9 * s.body, w // 8)
        self.back.rect = pygame.Rect(w - margin - bw, bar_top, bw, s.button_h)
        self.lesson_button = self._lesson_button(tr, s, bw, bar_top)
        keys_right = (self.lesson_button or self.back).rect.x
        self.keys_lines = self._lines(tr("rules.keys"), s.small, theme.TEXT_DIM, margin,
                                      keys_right - s.pad * 2 - margin, bar_top, s.button_h)
        self._layout_contents(s)
        key = (self.variant, tr.language, self.column.width, h, self._shows_settings())
        if key != self._set_for:
            spec = self._spec()
            options = self.opened_with[1] if self._shows_settings() else None
            self.book = typeset(page_for(self.variant) if self.variant else None, spec, options,
                                tr.language, tr, self.column.width, m)
            self._set_for = key
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def _lesson_button(self, tr, s: theme.Sizes, bw: int, top: int) -> Button | None:
        lesson = family_lesson(self.variant) if self.variant and self.opened_with is None else None
        if lesson is None:
            return None
        return Button(pygame.Rect(self.back.rect.x - s.pad - bw, top, bw, s.button_h), tr("rules.tutorial"),
                      action=lesson)

    @staticmethod
    def _lines(text: str, size: int, colour, x: int, width: int, top: int, box_h: int) -> list[TextLine]:
        lines = wrap_lines(text, size, max(1, width))
        step = line_height(size)
        y = top + max(0, (box_h - step * len(lines)) // 2)
        return [TextLine(line, size, False, colour, x, y + i * step, width) for i, line in enumerate(lines)]

    def _layout_contents(self, s: theme.Sizes) -> None:
        tr = self.app.tr
        box = self.contents_rect.inflate(-2 * s.pad, -2 * s.pad)
        self.contents_title = self._lines(tr("rules.contents"), s.body, theme.ACCENT, box.x, box.width,
                                          box.y, line_height(s.body))
        list_top = box.y + line_height(s.body) * len(self.contents_title) + s.pad // 2
        self.contents_list = pygame.Rect(box.x, list_top, box.width, box.bottom - list_top)
        rows: list[ContentsRow] = []
        y = 0
        indent = s.body
        for game, variants in self.order:
            if game:
                title = tr(f"rules.game.{game}")
                lines = tuple(wrap_lines(title, s.small, box.width, True))
                gap = s.pad // 2 if rows else 0
                height = line_height(s.small) * len(lines) + gap
                rows.append(ContentsRow(None, lines, s.small, y + gap, height - gap))
                y += height
            for variant in variants:
                lines = tuple(wrap_lines(self._name(variant), s.body, box.width - indent - s.pad // 2))
                height = line_height(s.body) * len(lines) + s.pad // 2
                rows.append(ContentsRow(variant, lines, s.body, y, height))
                y += height
        self.contents = rows
        self.contents_height = y
        self.contents_scroll = max(0, min(self.contents_scroll, self.max_contents_scroll))

    def _name(self, variant: str) -> str:
        try:
            spec = get_spec(variant)
        except KeyError:
            return variant
        return spec.name_zh if self.app.tr.language == "zh" else spec.name_en

    def _spec(self):
        try:
            return get_spec(self.variant) if self.variant else None
        except KeyError:
            return None

    def _shows_settings(self) -> bool:
        return self.opened_with is not None and self.opened_with[0] == self.variant

    # scrolling ------------------------------------------------------------------------
    @property
    def max_scroll(self) -> int:
        return max(0, self.book.height - self.column.height)

    @property
    def max_contents_scroll(self) -> int:
        """The furthest the contents scroll: the first row start that shows the last row whole."""
        low = getattr(self, "contents_height", 0) - self.contents_list.height
        if low <= 0:
            return 0
        return min((row.y for row in self.contents if row.y >= low), default=low)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + pixels))

    def scroll_to_current(self) -> None:
        """Bring the current variant's row into the contents' view."""
        for row in self.contents:
            if row.variant == self.variant:
                if row.y < self.contents_scroll:
                    self.contents_scroll = row.y
                elif row.y + row.height > self.contents_scroll + self.contents_list.height:
                    # the first row start that leaves the whole row in view
                    low = row.y + row.height - self.contents_list.height
                    self.contents_scroll = min(r.y for r in self.contents if r.y >= low)
        self.contents_scroll = max(0, min(self.max_contents_scroll, self.contents_scroll))

    def scroll_contents(self, rows: int) -> None:
        """Move the contents by whole rows (> 0: down), so the top row is never cut."""
        tops = [row.y for row in self.contents]
        if not tops:
            return
        first = next((i for i, y in enumerate(tops) if y >= self.contents_scroll), len(tops) - 1)
        target = tops[max(0, min(len(tops) - 1, first + rows))]
        self.contents_scroll = max(0, min(self.max_contents_scroll, target))

    def turn_to(self, variant: str) -> None:
        """Open another variant's page at its top."""
        if variant not in self.variants or variant == self.variant:
            return
        self.variant = variant
        self.scroll = 0
        self.layout(self.app.size)
        self.scroll_to_current()

    def _row_at(self, pos) -> str | None:
        if pos is None or not self.contents_list.collidepoint(pos):
            return None
        y = pos[1] - self.contents_list.y + self.contents_scroll
        for row in self.contents:
            if row.variant and row.y <= y < row.y + row.height:
                return row.variant
        return None

    # input ------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None:
            return False
        kind = intent.kind
        line = line_height(self.metrics.body)
        page = max(line, self.column.height - 2 * line)
        if kind == it.MOVE:
            self.pointer = intent.pos
            self.back.on_move(intent.pos)
            if self.lesson_button is not None:
                self.lesson_button.on_move(intent.pos)
            self.hover = self._row_at(intent.pos)
        elif kind == it.PRESS:
            if self.back.hit(intent.pos):
                self.close()
                return True
            if self.lesson_button is not None and self.lesson_button.hit(intent.pos):
                from ..tutorial.table import open_lesson

                open_lesson(self.app, self.lesson_button.action)
                return True
            row = self._row_at(intent.pos)
            if row is not None:
                self.turn_to(row)
        elif kind == it.WHEEL:
            if self.pointer is not None and self.contents_rect.collidepoint(self.pointer):
                self.scroll_contents(-2 * intent.amount)
            else:
                self.scroll_by(-intent.amount * 3 * line)
        elif kind in (it.UP, it.DOWN):
            self.scroll_by((-2 if kind == it.UP else 2) * line)
        elif kind in (it.PAGE_UP, it.PAGE_DOWN):
            self.scroll_by(-page if kind == it.PAGE_UP else page)
        elif kind == it.PASS:
            self.scroll = 0 if self.scroll >= self.max_scroll else min(self.max_scroll, self.scroll + page)
        elif kind == it.HOME:
            self.scroll = 0
        elif kind == it.END:
            self.scroll = self.max_scroll
        elif kind in (it.LEFT, it.RIGHT) and self.variants:
            here = self.variants.index(self.variant) if self.variant in self.variants else 0
            self.turn_to(self.variants[(here + (1 if kind == it.RIGHT else -1)) % len(self.variants)])
        elif kind in (it.BACK, it.ALT_PRESS):
            self.close()
        elif kind in (it.CONFIRM, it.DRAG, it.RELEASE):
            pass
        else:
            return False
        return True

    def close(self) -> None:
        self.app.stack.remove(self)

    # what is drawn where (tests read it) ----------------------------------------------------
    def text_boxes(self) -> list[tuple[str, int, bool, pygame.Rect]]:
        """Every text line the screen can show, with the box it was wrapped to, in window
        coordinates (page lines as at scroll 0: they scroll vertically, never sideways)."""
        boxes = []
        for line in self.contents_title + self.keys_lines:
            boxes.append((line.text, line.size, line.bold, pygame.Rect(line.x, line.y, line.width, line.height)))
        for row in self.contents:
            x = self.contents_list.x + (0 if row.variant is None else theme.sizes(self.app.size[1]).body)
            width = self.contents_list.right - x
            for i, text in enumerate(row.lines):
                boxes.append((text, row.size, row.variant is None,
                              pygame.Rect(x, self.contents_list.y + row.y + i * line_height(row.size), width,
                                          line_height(row.size))))
        for piece in self.book.pieces:
            if isinstance(piece, TextLine):
                boxes.append((piece.text, piece.size, piece.bold,
                              pygame.Rect(self.column.x + piece.x, self.column.y + piece.y, piece.width, piece.height)))
        return boxes

    def piece_rects(self) -> list[pygame.Rect]:
        """Every piece of the page (text, plates, card and tile runs) in window coordinates at scroll 0."""
        rects = []
        for piece in self.book.pieces:
            width = piece.width
            height = piece.height
            rects.append(pygame.Rect(self.column.x + piece.x, self.column.y + piece.y, width, height))
        return rects

    # drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        w, h = surface.get_size()
        s = theme.sizes(h)
        surface.blit(theme.felt((w, h)), (0, 0))
        self._draw_contents(surface, s)
        self._draw_page(surface, s)
        for line in self.keys_lines:
            surface.blit(render(line.text, line.size, line.colour), (line.x, line.y))
        self.back.draw(surface)
        if self.lesson_button is not None:
            self.lesson_button.draw(surface)

    def _draw_contents(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        draw_panel(surface, self.contents_rect, radius=s.radius * 2)
        for line in self.contents_title:
            surface.blit(render(line.text, line.size, line.colour, True), (line.x, line.y))
        old_clip = surface.get_clip()
        surface.set_clip(self.contents_list.clip(old_clip))
        box = self.contents_list
        for row in self.contents:
            top = box.y + row.y - self.contents_scroll
            if top < box.y or top + row.height - s.pad // 4 > box.bottom:
                continue  # only whole rows: a name cut in half by the list's edge reads badly
            if row.variant is None:
                colour, x = theme.TEXT_DIM, box.x
            else:
                x = box.x + s.body
                chosen = row.variant == self.variant
                if chosen or row.variant == self.hover:
                    shade = pygame.Rect(x - s.pad // 2, top, box.right - x + s.pad // 2, row.height - s.pad // 4)
                    if chosen:
                        rounded_rect(surface, shade, theme.ACCENT_SOFT, s.radius, theme.ACCENT)
                    else:
                        rounded_rect(surface, shade, theme.PANEL_LIGHT, s.radius)
                colour = theme.ACCENT if chosen else theme.TEXT
            step = line_height(row.size)
            for i, text in enumerate(row.lines):
                surface.blit(render(text, row.size, colour, row.variant is None), (x, top + i * step + s.pad // 8))
        surface.set_clip(old_clip)
        if self.max_contents_scroll > 0:
            self._scrollbar(surface, pygame.Rect(self.contents_rect.right - 6, box.y, 4, box.height),
                            self.contents_scroll, self.max_contents_scroll, box.height / max(1, self.contents_height))

    def _draw_page(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        paper = self.page_rect
        draw_panel(surface, paper, radius=s.radius * 2, fill=PAPER, border=PAPER_EDGE)
        old_clip = surface.get_clip()
        view = self.column.clip(old_clip)
        # plates reach the column's edges; let them show fully by clipping to the paper's width
        surface.set_clip(pygame.Rect(paper.x, view.y, paper.width, view.height).clip(old_clip))
        origin_x, origin_y = self.column.x, self.column.y - self.scroll
        low, high = self.scroll - 4 * self.metrics.card_w, self.scroll + self.column.height
        art = self.app.art
        for piece in self.book.pieces:
            if piece.y > high or piece.y + piece.height < low:
                continue
            x, y = origin_x + piece.x, origin_y + piece.y
            if isinstance(piece, TextLine):
                surface.blit(render(piece.text, piece.size, piece.colour, piece.bold), (x, y))
            elif isinstance(piece, Plate):
                rounded_rect(surface, pygame.Rect(x, y, piece.width, piece.height), piece.fill, piece.radius,
                             piece.border)
            elif isinstance(piece, CardRun):
                self._draw_cards(surface, art, piece, x, y)
            elif isinstance(piece, TileRun):
                self._draw_tiles(surface, piece, x, y)
        # the lines running under the page's top and bottom edges fade into the paper
        fade_h = max(6, line_height(self.metrics.body) // 2)
        if self.scroll > 0:
            surface.blit(_fade(paper.width - 2, fade_h, True), (paper.x + 1, view.y))
        if self.scroll < self.max_scroll:
            surface.blit(_fade(paper.width - 2, fade_h, False), (paper.x + 1, view.bottom - fade_h))
        surface.set_clip(old_clip)
        if self.max_scroll > 0:
            track = pygame.Rect(paper.right - s.pad, paper.y + s.pad, 4, paper.height - 2 * s.pad)
            self._scrollbar(surface, track, self.scroll, self.max_scroll, self.column.height / self.book.height,
                            colours=((0, 0, 0, 26), (120, 104, 80)))

    @staticmethod
    def _draw_cards(surface: pygame.Surface, art, run: CardRun, x: int, y: int) -> None:
        dx, dy = art.shadow_offset(run.card_w)
        for i, (card, mark) in enumerate(zip(run.cards, run.marks)):
            left = x + i * run.step
            surface.blit(art.shadow(run.card_w), (left + dx, y + dy))
            surface.blit(art.face(card, run.card_w, mark=mark), (left, y))

    def _draw_tiles(self, surface: pygame.Surface, run: TileRun, x: int, y: int) -> None:
        size = TileArt.lying_size(run.tile_w)
        shadow = self.tiles.shadow(size)
        dx, dy = TileArt.shadow_offset(size)
        for i, tile in enumerate(run.tiles):
            left = x + i * run.step
            surface.blit(shadow, (left + dx, y + dy))
            surface.blit(self.tiles.lying(tile, run.tile_w), (left, y))

    @staticmethod
    def _scrollbar(surface: pygame.Surface, track: pygame.Rect, offset: int, most: int, visible: float,
                   colours=(theme.PANEL_LIGHT, theme.TEXT_DIM)) -> None:
        rounded_rect(surface, track, colours[0], 2)
        thumb_h = max(20, int(track.height * min(1.0, visible)))
        thumb_y = track.y + int((track.height - thumb_h) * offset / max(1, most))
        rounded_rect(surface, pygame.Rect(track.x, thumb_y, track.width, thumb_h), colours[1], 2)


@lru_cache(maxsize=8)
def _fade(width: int, height: int, top: bool) -> pygame.Surface:
    """Paper-coloured band, opaque at the page's edge and clear towards the text."""
    band = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    for row in range(height):
        t = row / max(1, height - 1)
        alpha = round(255 * ((1 - t) if top else t) ** 1.5)
        band.fill((*PAPER[:3], alpha), pygame.Rect(0, row, width, 1))
    return band


def open_rules(app, variant: str | None = None, options: Mapping[str, Any] | None = None) -> RulesBookScene:
    """Open the rules book on ``variant``'s page (with the match's ``options`` shown when given),
    over whatever is showing; closing it returns there."""
    scene = RulesBookScene(variant, options)
    app.stack.push(scene)
    return scene

