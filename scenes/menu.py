"""The main menu: every game family at a glance, continue, settings, statistics, quit.

Why a grid of families: with eighteen variants a list has to scroll and nobody scrolls it; the
variants group into nine families (``GameSpec.group``), which fit on one screen at 1024×640
as tiles, each with a picture in the game's own card or tile art, its player count and one
line. A family with several variants opens its variant view (:mod:`scenes.family_scene`);
one with a single variant opens its setup screen at once. The game played last is marked
and has the focus when the menu opens (or 继续, when there are unfinished matches, which
opens the continue list, :mod:`scenes.continue_scene`).

Every entry is reachable by keyboard (arrows move through the grid, down from the last row
reaches the buttons, Enter opens) and mouse; the pointer moves the keyboard focus too, so
the two never disagree about what Enter will open. Notices about damaged files found at
start-up are shown once, as a message, on entering.
"""
from __future__ import annotations

import math
import sys
import traceback
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from engine.cards import ACE, BIG_JOKER, KING, QUEEN, Card, Suit

from . import intents as it
from . import theme
from . import widgets
from .family_scene import open_rules
from .menu_families import Family, PictureMaker, families, seat_text
from .menu_widgets import draw_lines, draw_pill, pill_size, wrapped
from .recent_games import recent_games
from .saved_match import SavedSummary, saved_matches
from .scene import Scene
from .widgets import Button, draw_text, line_height, rounded_rect

if TYPE_CHECKING:
    from .app import App

#: How many of the families played last are marked 最近玩过.
RECENT_MARKED = 2
#: Most lines of a family's one-line description inside its tile.
DESCRIPTION_LINES = 3
#: How much of a tile's width its picture may take, the roomiest first.
PICTURE_SHARES = (0.36, 0.3, 0.24, 0.0)


@dataclass
class Entry:
    kind: str  # "continue" | "family" | "puzzles" | "tutorials" | "settings" | "stats" | "replays" | "rules" | "about"
    #           | "quit"
    family: Family | None = None


class MainMenu(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.specs: tuple[Any, ...] = ()
        self.families: list[Family] = []
        self.saves: list[SavedSummary] = []
        self.recent: list[str] = []           # family groups, played last first
        self.entries: list[Entry] = []
        self.focus = 0
        self.hover: int | None = None
        self.columns = 3
        self.picture_share = PICTURE_SHARES[0]
        self.tiles: list[pygame.Rect] = []
        self.continue_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []
        self.header = pygame.Rect(0, 0, 0, 0)
        self.logo: pygame.Surface | None = None
        self.logo_rect = pygame.Rect(0, 0, 0, 0)
        self.pictures: PictureMaker | None = None
        self._focused_once = False
        self.tile_words: dict[str, TileWords] = {}   # group -> where its words were drawn

    @property
    def has_saved(self) -> bool:
        return bool(self.saves)

    @property
    def saved(self) -> SavedSummary | None:
        """The most recently saved unfinished match (what 继续 shows first)."""
        return self.saves[0] if self.saves else None

    # lifecycle --------------------------------------------------------------------------
    def enter(self) -> None:
        if not getattr(self.app, "saved_match_settled", False):
            self.app.saved_match_settled = True
            _settle_saved_match(self.app)
        self.specs = _load_specs()
        self.families = families(self.specs)
        self.pictures = PictureMaker(self.app.art)
        self.refresh()
        self._show_notices()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Re-read what may have changed while another screen was open (saves, language)."""
        if self.app is None:
            return
        self.saves = saved_matches(self.app.storage)
        group_of = {spec.id: fam.group for fam in self.families for spec in fam.specs}
        self.recent = []
        for variant in recent_games(self.app.storage):
            group = group_of.get(variant)
            if group is not None and group not in self.recent:
                self.recent.append(group)
        focused = self.entries[self.focus] if 0 <= self.focus < len(self.entries) else None
        self.entries = [Entry("continue")] if self.saves else []
        self.entries += [Entry("family", fam) for fam in self.families]
        self.entries += [Entry(kind) for kind, _key in self._button_kinds()]
        self.focus = 0
        if focused is not None and self._focused_once:
            self.focus = self._index_of(focused.kind, focused.family) or 0
            if focused.kind == "continue" and not self.saves:
                self.focus = self._first_family_index()
        elif not self.saves and self.recent:   # the game played last has the focus
            self.focus = next((i for i, e in enumerate(self.entries)
                               if e.family is not None and e.family.group == self.recent[0]), 0)
        self._focused_once = True
        self.layout(self.app.size)

    def _button_kinds(self) -> list[tuple[str, str]]:
        """Ways to play first (残局, 牌局回放, 新手教学), then the program's own screens, 退出 last."""
        return [("puzzles", "menu.puzzles"), ("replays", "menu.replays"), ("tutorials", "menu.tutorials"),
                ("settings", "menu.settings"),
                ("stats", "menu.stats"), ("rules", "menu.rules"), ("about", "menu.about"),
                ("quit", "menu.quit")]

    def _show_notices(self) -> None:
        self.app.show_notices()

    # layout -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        w, h = size
        s = theme.sizes(h)
        tr = self.app.tr
        margin = max(3 * s.pad, int(w * 0.03))
        content_w = min(w - 2 * margin, int(h * 1.9))
        left = (w - content_w) // 2
        # header: the emblem and title on the left, 继续 on the right
        head_h = max(int(h * 0.1), line_height(int(s.title * 1.2)) + line_height(s.body))
        self.header = pygame.Rect(left, s.pad * 2, content_w, head_h)
        card_w = max(16, int(head_h * 1.1 / (1.4 * 2.3 * 0.78)))
        self.logo = _build_logo(self.app, card_w)
        self.logo_rect = self.logo.get_rect(midleft=(left - card_w // 3, self.header.centery))
        self.logo_rect.left = max(s.pad // 2, self.logo_rect.left)
        cont_w = min(int(content_w * 0.5), 32 * s.body)
        self.continue_rect = (pygame.Rect(self.header.right - cont_w, self.header.y, cont_w, head_h)
                              if self.saves else pygame.Rect(0, 0, 0, 0))
        # footer: the buttons above the key line
        by = h - s.pad - line_height(s.small) - s.pad - s.button_h
        kinds = self._button_kinds()
        widths = [max(8 * s.body, _text_w(tr(key), s.body) + 4 * s.pad) for _kind, key in kinds]
        gap = s.pad * 2
        if sum(widths) + gap * (len(widths) - 1) > w - 2 * s.pad:    # a narrow window: as wide as the words
            widths = [_text_w(tr(key), s.body) + 3 * s.pad for _kind, key in kinds]
            gap = s.pad
        if sum(widths) + gap * (len(widths) - 1) > w - 2 * s.pad:    # and at a large interface scale
            widths = [_text_w(tr(key), s.body) + 2 * s.pad for _kind, key in kinds]
            gap = s.pad // 2
        x = (w - (sum(widths) + gap * (len(widths) - 1))) // 2
        self.buttons = []
        for (kind, key), bw in zip(kinds, widths):
            self.buttons.append(Button(pygame.Rect(x, by, bw, s.button_h), tr(key), action=kind))
            x += bw + gap
        # the grid of families between them
        top = self.header.bottom + 2 * s.pad
        bottom = by - 2 * s.pad
        n = max(1, len(self.families))
        gap = max(s.pad, int(s.pad * 1.3))
        self.columns, self.picture_share = _grid(self.families, tr, content_w, bottom - top, gap, s)
        rows = math.ceil(n / self.columns)
        tile_w, tile_h = _tile_size(n, self.columns, content_w, bottom - top, gap)
        grid_h = rows * tile_h + (rows - 1) * gap
        top += max(0, (bottom - top - grid_h) // 2)
        self.tiles = []
        for i in range(len(self.families)):
            r, c = divmod(i, self.columns)
            self.tiles.append(pygame.Rect(left + c * (tile_w + gap), top + r * (tile_h + gap), tile_w, tile_h))
        self._sync_focus()

    def _sync_focus(self) -> None:
        entry = self.entries[self.focus] if 0 <= self.focus < len(self.entries) else None
        hover = self.entries[self.hover] if self.hover is not None and self.hover < len(self.entries) else None
        for button in self.buttons:
            button.focused = entry is not None and entry.kind == button.action
            button.hover = hover is not None and hover.kind == button.action

    # hit testing ------------------------------------------------------------------------
    def entry_at(self, pos: tuple[int, int] | None) -> int | None:
        if pos is None:
            return None
        if self.saves and self.continue_rect.collidepoint(pos):
            return self._index_of("continue")
        for fam, rect in zip(self.families, self.tiles):
            if rect.collidepoint(pos):
                return self._index_of("family", fam)
        for button in self.buttons:
            if button.hit(pos):
                return self._index_of(button.action)
        return None

    def _index_of(self, kind: str, family: Family | None = None) -> int | None:
        for i, entry in enumerate(self.entries):
            if entry.kind == kind and (family is None or entry.family is family
                                       or (entry.family is not None and entry.family.group == family.group)):
                return i
        return None

    def _first_family_index(self) -> int:
        return next((i for i, e in enumerate(self.entries) if e.kind == "family"), 0)

    # input ------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None:
            return False
        kind = intent.kind
        if kind == it.MOVE:
            self.hover = self.entry_at(intent.pos)
            if self.hover is not None:
                self.focus = self.hover
            self._sync_focus()
            return True
        if kind == it.PRESS:
            index = self.entry_at(intent.pos)
            if index is not None:
                self.focus = index
                self._sync_focus()
                self.activate(index)
            return True
        if kind in (it.UP, it.LEFT, it.DOWN, it.RIGHT) and self.entries:
            self.focus = self._step(kind)
            self.hover = None
            self._sync_focus()
            return True
        if kind == it.CONFIRM:
            self.activate(self.focus)
            return True
        if kind == it.BACK:
            from .dialog import ConfirmDialog

            self.app.stack.push(ConfirmDialog("dialog.quit_confirm", self.app.request_quit,
                                              yes_key="menu.quit"))
            return True
        return False

    def _step(self, kind: str) -> int:
        """Where an arrow key moves the focus: through the grid by rows and columns, from its
        top row up to 继续, from its bottom row down to the buttons (and around)."""
        entry = self.entries[self.focus] if 0 <= self.focus < len(self.entries) else self.entries[0]
        fams = [i for i, e in enumerate(self.entries) if e.kind == "family"]
        buttons = [i for i, e in enumerate(self.entries) if e.kind not in ("family", "continue")]
        cont = self._index_of("continue")
        cols = max(1, self.columns)
        if entry.kind == "family":
            f = fams.index(self.focus)
            if kind in (it.LEFT, it.RIGHT):
                return fams[(f + (1 if kind == it.RIGHT else -1)) % len(fams)]
            if kind == it.UP:
                if f >= cols:
                    return fams[f - cols]
                return cont if cont is not None else buttons[min(len(buttons) - 1, f * len(buttons) // cols)]
            if f + cols < len(fams):
                return fams[f + cols]
            if f // cols < (len(fams) - 1) // cols:   # a short last row below: its last tile
                return fams[-1]
            return buttons[min(len(buttons) - 1, (f % cols) * len(buttons) // cols)]
        if entry.kind == "continue":
            if kind == it.DOWN and fams:
                return fams[min(len(fams) - 1, cols - 1)]
            if kind == it.UP:
                return buttons[-1]
            return self.focus
        b = buttons.index(self.focus)
        if kind in (it.LEFT, it.RIGHT):
            return buttons[(b + (1 if kind == it.RIGHT else -1)) % len(buttons)]
        if kind == it.UP and fams:
            last_row = (len(fams) - 1) // cols * cols
            col = min(cols - 1, b * cols // len(buttons))
            return fams[min(len(fams) - 1, last_row + col)]
        if kind == it.DOWN:
            return cont if cont is not None else (fams[min(len(fams) - 1, b * cols // len(buttons))] if fams
                                                  else self.focus)
        return self.focus

    def activate(self, index: int) -> None:
        if not 0 <= index < len(self.entries):
            return
        entry = self.entries[index]
        app = self.app
        if entry.kind == "family" and entry.family is not None:
            if len(entry.family.specs) == 1:
                from .setup import SetupScene

                app.stack.push(SetupScene(entry.family.specs[0]))
            else:
                from .family_scene import FamilyScene

                app.stack.push(FamilyScene(entry.family))
        elif entry.kind == "continue":
            from .continue_scene import ContinueScene

            app.stack.push(ContinueScene())
        elif entry.kind == "settings":
            from .settings_scene import SettingsScene

            app.stack.push(SettingsScene())
        elif entry.kind == "stats":
            from .stats_scene import StatsScene

            app.stack.push(StatsScene())
        elif entry.kind == "rules":
            self.open_rules()
        elif entry.kind == "replays":
            from .replay.list_scene import ReplayListScene

            app.stack.push(ReplayListScene())
        elif entry.kind == "tutorials":
            from .tutorial.list_scene import TutorialListScene

            app.stack.push(TutorialListScene())
        elif entry.kind == "puzzles":
            from .puzzle.list_scene import PuzzleListScene

            app.stack.push(PuzzleListScene())
        elif entry.kind == "about":
            from .about_scene import AboutScene

            app.stack.push(AboutScene())
        elif entry.kind == "quit":
            app.request_quit()

    def open_rules(self) -> bool:
        """The rules book, at the focused family's variant played last (else its first)."""
        entry = self.entries[self.focus] if 0 <= self.focus < len(self.entries) else None
        variant = None
        if entry is not None and entry.family is not None:
            ids = [spec.id for spec in entry.family.specs]
            variant = next((v for v in recent_games(self.app.storage) if v in ids), ids[0])
        return open_rules(self.app, variant)

    def _continue(self, variant: str | None = None) -> bool:
        """Resume ``variant``'s saved match (None: the most recent) at once, without the list."""
        from .continue_scene import resume_saved

        opened = resume_saved(self.app, variant)
        if not opened:
            self.refresh()
        return opened

    # drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = surface.get_size()
        s = theme.sizes(h)
        surface.blit(theme.felt((w, h)), (0, 0))
        focus = self.entries[self.focus] if 0 <= self.focus < len(self.entries) else None
        hover = self.entries[self.hover] if self.hover is not None and self.hover < len(self.entries) else None
        self._draw_header(surface, s, focus is not None and focus.kind == "continue")
        if not self.families:
            draw_text(surface, tr("menu.no_games"), (w // 2, h // 2), s.body, theme.WARNING, anchor="center",
                      max_width=w - 4 * s.pad)
        for fam, rect in zip(self.families, self.tiles):
            self._draw_tile(surface, s, fam, rect, focus is not None and focus.family is fam,
                            hover is not None and hover.family is fam)
        for button in self.buttons:
            button.draw(surface)
        draw_text(surface, tr("menu.grid_keys"), (w // 2, h - s.pad), s.small, theme.TEXT_DIM, anchor="midbottom",
                  max_width=w - 2 * s.pad)

    def _draw_header(self, surface: pygame.Surface, s: theme.Sizes, continue_focused: bool) -> None:
        tr = self.app.tr
        if self.logo is not None:
            surface.blit(self.logo, self.logo_rect)
        x = self.logo_rect.right - self.logo_rect.width // 10 + s.pad // 2
        title = int(s.title * 1.2)
        room = (self.continue_rect.x if self.saves else self.header.right) - x - 2 * s.pad
        size, lines = subtitle_lines(tr("app.subtitle"), s, room)
        block = line_height(title) + len(lines) * line_height(size)
        y = self.header.centery - block // 2
        draw_text(surface, tr("app.title"), (x, y + line_height(title) // 2), title, theme.TEXT, bold=True,
                  anchor="midleft", max_width=room)
        draw_lines(surface, lines, (x, y + line_height(title)), size, theme.TEXT_DIM, width=room)
        if self.saves:
            self._draw_continue(surface, s, continue_focused)

    def _draw_continue(self, surface: pygame.Surface, s: theme.Sizes, focused: bool) -> None:
        tr = self.app.tr
        rect = self.continue_rect
        hovered = self.hover is not None and self.entries[self.hover].kind == "continue"
        fill = (245, 190, 80, 80) if (focused or hovered) else theme.ACCENT_SOFT
        rounded_rect(surface, rect, fill, s.radius * 2, theme.ACCENT, 2 if focused else 1)
        icon_r = max(8, int(rect.height * 0.26))
        centre = (rect.x + s.pad * 2 + icon_r, rect.centery)
        pygame.draw.circle(surface, theme.ACCENT, centre, icon_r)
        _draw_play_icon(surface, (centre[0] + icon_r // 8, centre[1]), icon_r, theme.TEXT_DARK)
        x = centre[0] + icon_r + s.pad * 2
        width = rect.right - s.pad * 2 - x
        newest = self.saves[0]
        detail = tr("menu.continue_one", game=self._game_name(newest.variant), hand=newest.hand)
        head = int(s.body * 1.3)
        lines = wrapped(detail, s.body, width, 1)
        block = line_height(head) + line_height(s.body)
        y = rect.centery - block // 2
        label = draw_text(surface, tr("menu.continue_count"), (x, y + line_height(head) // 2), head, theme.ACCENT,
                          bold=True, anchor="midleft", max_width=width)
        if len(self.saves) > 1:   # how many games wait: the list shows them all
            draw_pill(surface, tr("menu.unfinished_count", count=len(self.saves)),
                      (label.right + s.pad, label.centery), s.small, colour=theme.TEXT_DARK, fill=theme.ACCENT,
                      border=None, anchor="midleft")
        draw_lines(surface, lines, (x, y + line_height(head)), s.body, theme.TEXT, width=width)

    def _game_name(self, variant: str) -> str:
        spec = next((spec for spec in self.specs if spec.id == variant), None)
        return self.app.tr.game_name(spec) if spec is not None else variant

    def _draw_tile(self, surface: pygame.Surface, s: theme.Sizes, fam: Family, rect: pygame.Rect,
                   focused: bool, hovered: bool) -> None:
        tr = self.app.tr
        fill = theme.CONTROL_HOVER if (focused or hovered) else theme.CONTROL
        rounded_rect(surface, rect, fill, s.radius * 2, theme.ACCENT if focused else theme.CONTROL_BORDER,
                     2 if focused else 1)
        layout = tile_layout(rect, s, self.picture_share)
        if self.pictures is not None and layout.picture.width > 0:
            image = self.pictures.picture(fam.picture, layout.picture.size)
            surface.blit(image, layout.picture)
        x, width = layout.text_x, layout.text_w
        name_size = layout.name_size
        if widgets.render(fam.name(tr), name_size, theme.TEXT, True).get_width() > width:
            name_size = s.body      # a long name in a narrow tile: the body size, never cut
        meta = _meta(fam, tr)
        desc_size = layout.desc_size
        text = fam.description(tr)
        if desc_size > s.small and len(widgets.wrap_lines(text, desc_size, width)) > layout.desc_lines:
            desc_size = s.small       # a long line in a small tile: the smaller size, never cut
        if s.scale > 100 and len(widgets.wrap_lines(text, desc_size, width)) > layout.desc_lines:
            desc = []     # larger text: the line is left out rather than cut (the family's view shows it)
        else:
            desc = wrapped(text, desc_size, width, layout.desc_lines)
        block = line_height(name_size) + line_height(s.small) + len(desc) * line_height(desc_size) + s.pad // 2
        y = rect.centery - block // 2
        mark = self._mark(fam)
        mark_size = max(14, s.small - 2)
        badge = None
        if mark is not None:
            badge = mark_place(rect, s, pill_size(mark[0], mark_size), pygame.Rect(x, y, width, block))
            y = max(y, min(badge.bottom + s.pad // 4, rect.bottom - block))   # the words clear of it
        name_rect = draw_text(surface, fam.name(tr), (x, y + line_height(name_size) // 2), name_size,
                              theme.ACCENT if focused else theme.TEXT, bold=True, anchor="midleft",
                              max_width=width)
        y += line_height(name_size)
        meta_rect = draw_text(surface, meta, (x, y + line_height(s.small) // 2), s.small, theme.TEXT_DIM,
                              anchor="midleft", max_width=width)
        y += line_height(s.small) + s.pad // 2
        draw_lines(surface, desc, (x, y), desc_size, theme.TEXT, width=width)
        if mark is not None and badge is not None:
            text, colour, fill_colour, border = mark
            badge = draw_pill(surface, text, badge.topleft, mark_size, colour=colour, fill=fill_colour,
                              border=border, anchor="topleft")
        self.tile_words[fam.group] = TileWords(name_rect, meta_rect, badge)

    def _mark(self, fam: Family) -> tuple | None:
        """A tile's mark: an unfinished match of this family, or played last (text, colours)."""
        tr = self.app.tr
        variants = {spec.id for spec in fam.specs}
        if any(saved.variant in variants for saved in self.saves):
            return (tr("menu.mark.saved"), theme.TEXT_DARK, theme.ACCENT, None)
        if fam.group in self.recent[:RECENT_MARKED]:
            return (tr("menu.mark.recent"), theme.TEXT_DARK, (220, 228, 214), None)
        return None


@dataclass(frozen=True)
class TileWords:
    """Where a tile's name, player count and mark were drawn (what a test checks for overlap)."""

    name: pygame.Rect
    meta: pygame.Rect
    mark: pygame.Rect | None


def mark_place(tile: pygame.Rect, s: theme.Sizes, size: tuple[int, int], words: pygame.Rect) -> pygame.Rect:
    """Where a tile's mark (未完成, 最近玩过) goes: in its top-left corner, over the picture, when
    that is clear of the words; else riding on the tile's top edge like a tab (half in the gap
    above), so a large interface scale, where the words fill the tile, never hides the name."""
    corner = pygame.Rect((tile.x + s.pad // 2, tile.y + s.pad // 2), size)
    if not corner.colliderect(words):
        return corner
    return pygame.Rect((tile.x + s.pad // 2, tile.top - size[1] // 2), size)


def subtitle_lines(text: str, s: theme.Sizes, room: int) -> tuple[int, list[str]]:
    """The header's one line under 牌友: at the body size, else the small one, else in two small
    lines — never cut (at 150 % in English it is wider than the room beside 继续)."""
    for size in (s.body, s.small):
        if widgets.render(text, size, theme.TEXT).get_width() <= room:
            return size, [text]
    return s.small, wrapped(text, s.small, room, 2)


@dataclass(frozen=True)
class TileLayout:
    picture: pygame.Rect
    text_x: int
    text_w: int
    name_size: int
    desc_size: int
    desc_lines: int


def tile_layout(rect: pygame.Rect, s: theme.Sizes, picture_share: float = PICTURE_SHARES[0]) -> TileLayout:
    """Where a family tile puts its picture and its words (the picture left, the words right)."""
    pic_h = rect.height - 2 * s.pad
    pic_w = min(int(pic_h * 1.0), int(rect.width * picture_share))
    picture = pygame.Rect(rect.x + s.pad, rect.y + s.pad, pic_w, pic_h)
    text_x = picture.right + s.pad if pic_w else rect.x + s.pad * 2   # 0: too crowded for pictures
    text_w = rect.right - s.pad * 3 // 2 - text_x
    name_size = max(s.body, int(s.body * 1.3))
    room = rect.height - 2 * s.pad - line_height(name_size) - line_height(s.small) - s.pad // 2
    desc_size = s.body if room // line_height(s.body) >= 2 else s.small
    desc_lines = max(1, min(DESCRIPTION_LINES, room // line_height(desc_size)))
    return TileLayout(picture, text_x, text_w, name_size, desc_size, desc_lines)


def _tile_size(n: int, cols: int, width: int, height: int, gap: int) -> tuple[int, int]:
    rows = math.ceil(n / cols)
    tile_w = (width - gap * (cols - 1)) // cols
    return tile_w, min((height - gap * (rows - 1)) // rows, int(tile_w * 0.62))


def _grid(fams: list[Family], tr: Any, width: int, height: int, gap: int, s: theme.Sizes) -> tuple[int, float]:
    """Columns and picture share for the tiles: the fewest columns (three for nine families) and
    the largest picture with which every family's words fit whole; with too many families for
    that, the most columns whose rows are still tall enough to read."""
    n = max(1, len(fams))
    for cols in range(min(n, 3), n + 1):
        tile_w, tile_h = _tile_size(n, cols, width, height, gap)
        if tile_h < 4 * s.body or tile_w < 12 * s.body:
            continue
        for share in PICTURE_SHARES:
            layout = tile_layout(pygame.Rect(0, 0, tile_w, tile_h), s, share)
            if all(_fits(fam, tr, layout, s) for fam in fams):
                return cols, share
    cols = min(n, 3)
    while cols < n and _tile_size(n, cols, width, height, gap)[1] < 4 * s.body:
        cols += 1     # (a large interface scale: wide tiles with less room for words cut more of them)
    return cols, PICTURE_SHARES[-1]


def _meta(fam: Family, tr: Any) -> str:
    """A tile's second line: its player count, and how many variants when more than one."""
    parts = [tr("menu.players", count=seat_text(fam.seats))]
    if len(fam.specs) > 1:
        parts.append(tr("menu.variants", count=len(fam.specs)))
    return " · ".join(parts)


def _fits(fam: Family, tr: Any, layout: TileLayout, s: theme.Sizes) -> bool:
    """Whether a family's name, player count and line fit a tile laid out so, uncut."""
    from .assets import font

    width = layout.text_w
    if font(min(layout.name_size, s.body), True).size(fam.name(tr))[0] > width:
        return False
    if font(s.small).size(_meta(fam, tr))[0] > width:
        return False
    # as _draw_tile does it: the tile's text size, else the small one, in the same lines
    return any(len(widgets.wrap_lines(fam.description(tr), size, width)) <= layout.desc_lines
               for size in (layout.desc_size, s.small))


def back_to_menu(app: "App") -> None:
    """Leave whatever is open and show the main menu (used by the tables' "返回菜单")."""
    if any(isinstance(scene, MainMenu) for scene in app.stack):
        while not isinstance(app.stack.top, MainMenu):
            app.stack.pop()
    else:
        app.stack.reset(MainMenu())


def _load_specs() -> tuple[Any, ...]:
    try:
        from engine.registry import all_specs

        return tuple(all_specs())
    except Exception:  # noqa: BLE001 - a broken game module must not hide the menu
        traceback.print_exc(file=sys.stderr)
        return ()


def _text_w(text: str, size: int) -> int:
    from .widgets import render

    return render(text, size, theme.TEXT).get_width()


def _draw_play_icon(surface: pygame.Surface, centre: tuple[int, int], size: int, colour: tuple) -> None:
    cx, cy = centre
    r = size // 2
    pygame.draw.polygon(surface, colour, [(cx - r // 2, cy - r), (cx - r // 2, cy + r), (cx + r, cy)])


def _build_logo(app: "App", card_w: int) -> pygame.Surface:
    """A fan of four cards (大王, ♠A, ♥K, ♦Q) over a soft halo: the collection's emblem."""
    cards = (Card(QUEEN, Suit.DIAMONDS), Card(KING, Suit.HEARTS), Card(ACE, Suit.SPADES),
             Card(BIG_JOKER, Suit.JOKER))
    angles = (30, 10, -10, -30)
    card_h = int(card_w * 1.4)
    size = int(card_h * 2.3)
    logo = pygame.Surface((size, int(size * 0.78)), pygame.SRCALPHA)
    halo_r = int(size * 0.42)
    halo = pygame.Surface((halo_r * 2, halo_r * 2), pygame.SRCALPHA)
    for i in range(32, 0, -1):
        pygame.draw.circle(halo, (255, 244, 210, 3), (halo_r, halo_r), int(halo_r * i / 32))
    logo.blit(halo, halo.get_rect(center=(size // 2, int(logo.get_height() * 0.52))))
    pivot = (size // 2, int(logo.get_height() * 0.5 + card_h * 0.75))
    for card, angle in zip(cards, angles):
        try:
            face = app.art.face(card, card_w)
        except Exception:  # noqa: BLE001 - a missing emblem must not stop the menu
            face = pygame.Surface((card_w, card_h), pygame.SRCALPHA)
            rounded_rect(face, face.get_rect(), (250, 250, 246), card_w // 10)
        turned = pygame.transform.rotozoom(face, angle, 1.0)
        # rotate the card's centre around a pivot below the fan so the cards spread like a hand
        rad = math.radians(angle)
        dx, dy = 0, -card_h * 0.8
        cx = pivot[0] + dx * math.cos(rad) + dy * math.sin(rad)
        cy = pivot[1] - dx * math.sin(rad) + dy * math.cos(rad)
        shadow = pygame.transform.rotozoom(_card_shadow(card_w, card_h), angle, 1.0)
        logo.blit(shadow, shadow.get_rect(center=(int(cx) + 3, int(cy) + 5)))
        logo.blit(turned, turned.get_rect(center=(int(cx), int(cy))))
    return logo


def _card_shadow(width: int, height: int) -> pygame.Surface:
    image = pygame.Surface((width + 8, height + 8), pygame.SRCALPHA)
    pygame.draw.rect(image, (0, 0, 0, 70), image.get_rect().inflate(-4, -4), border_radius=width // 10)
    return image


def _settle_saved_match(app: "App") -> None:
    """Once per run, before the menu first shows: the old single save is carried over into its
    game's slot, and a match autosaved at a hand's end whose count a kill interrupted is counted
    now (see ``saved_match.settle_saved_match``)."""
    from .saved_match import settle_saved_match

    try:
        settle_saved_match(app.storage)
    except Exception:  # noqa: BLE001 - the menu must open whatever the record holds
        traceback.print_exc()
