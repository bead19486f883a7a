"""The main menu: pick a game, continue the saved match, settings, statistics, quit.

The logo and the games sit side by side so the window never feels empty with
one game and still holds many (the game list scrolls). Every entry is reachable
by keyboard (↑/↓ and Enter) and mouse; the pointer moves the keyboard focus too,
so the two never disagree about what Enter will open. Notices about damaged
files found at start-up are shown once, as a message, on entering.
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
from .saved_match import SavedSummary, has_saved_match, load_match, saved_match_summary
from .scene import Scene
from .widgets import Button, ScrollList, draw_text, fit_text, line_height, rounded_rect, wrap_lines

if TYPE_CHECKING:
    from .app import App


@dataclass
class Entry:
    kind: str  # "continue" | "game" | "settings" | "stats" | "about" | "quit"
    spec: Any = None


class MainMenu(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.specs: tuple[Any, ...] = ()
        self.saved: SavedSummary | None = None
        self.has_saved = False
        self.entries: list[Entry] = []
        self.focus = 0
        self.hover: int | None = None
        self.games = ScrollList(pygame.Rect(0, 0, 0, 0), 1)
        self.continue_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []
        self.logo: pygame.Surface | None = None
        self.logo_rect = pygame.Rect(0, 0, 0, 0)
        self.label_pos = (0, 0)
        self._size = (0, 0)

    # lifecycle --------------------------------------------------------------------------
    def enter(self) -> None:
        if not getattr(self.app, "saved_match_settled", False):
            self.app.saved_match_settled = True
            _settle_saved_match(self.app)
        self.specs = _load_specs()
        self.refresh()
        self._show_notices()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Re-read what may have changed while another screen was open (saved match, language)."""
        if self.app is None:
            return
        self.has_saved = has_saved_match(self.app.storage)
        self.saved = saved_match_summary(self.app.storage) if self.has_saved else None
        focused = self.entries[self.focus] if 0 <= self.focus < len(self.entries) else None
        self.entries = ([Entry("continue")] if self.has_saved else [])
        self.entries += [Entry("game", spec) for spec in self.specs]
        self.entries += [Entry("settings"), Entry("stats"), Entry("about"), Entry("quit")]
        self.focus = 0
        if focused is not None:
            for i, entry in enumerate(self.entries):
                if entry.kind == focused.kind and entry.spec is focused.spec:
                    self.focus = i
        self.layout(self.app.size)

    def _show_notices(self) -> None:
        self.app.show_notices()

    # layout -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        self._size = size
        w, h = size
        s = theme.sizes(h)
        tr = self.app.tr
        # left: the logo
        fan_w = max(64, int(min(w * 0.085, h * 0.13)))
        self.logo = _build_logo(self.app, fan_w)
        self.logo_rect = self.logo.get_rect(center=(int(w * 0.25), int(h * 0.40)))
        # right: continue, games, buttons
        col_w = min(int(w * 0.46), 44 * s.body)
        col_x = int(w * 0.5) + max(0, (int(w * 0.46) - col_w) // 2)
        row_h = int(s.body * 1.35 * 1.4 + 2 * s.small * 1.5 + 2.2 * s.pad)
        cont_h = int(s.body * 4.3) if self.has_saved else 0
        label_h = s.line + s.pad // 2
        gap = s.pad
        buttons_h = s.button_h
        available = h - 2 * s.title - cont_h - label_h - buttons_h - 4 * gap - s.line
        list_h = max(row_h, min(max(1, len(self.specs)) * (row_h + gap), available // (row_h + gap) * (row_h + gap)))
        total = (cont_h + gap if cont_h else 0) + label_h + list_h + gap + buttons_h
        y = max(s.title, (h - s.line - total) // 2)
        self.continue_rect = pygame.Rect(col_x, y, col_w, cont_h)
        if cont_h:
            y += cont_h + gap
        self.label_pos = (col_x, y)
        y += label_h
        self.games = ScrollList(pygame.Rect(col_x, y, col_w, list_h), row_h + gap, len(self.specs),
                                offset=0)
        y += list_h + gap
        labels = (("settings", "menu.settings"), ("stats", "menu.stats"), ("about", "menu.about"),
                  ("quit", "menu.quit"))
        bw = (col_w - (len(labels) - 1) * gap) // len(labels)
        self.buttons = [Button(pygame.Rect(col_x + i * (bw + gap), y, bw, buttons_h), tr(key), action=kind)
                        for i, (kind, key) in enumerate(labels)]
        self._sync_focus()

    def _sync_focus(self) -> None:
        entry = self.entries[self.focus] if 0 <= self.focus < len(self.entries) else None
        for button in self.buttons:
            button.focused = entry is not None and entry.kind == button.action
            button.hover = (self.hover is not None and self.hover < len(self.entries)
                            and self.entries[self.hover].kind == button.action)
        if entry is not None and entry.kind == "game":
            self.games.ensure_visible(self.specs.index(entry.spec))

    # hit testing ------------------------------------------------------------------------
    def entry_at(self, pos: tuple[int, int] | None) -> int | None:
        if pos is None:
            return None
        if self.has_saved and self.continue_rect.collidepoint(pos):
            return 0
        row = self.games.row_at(pos)
        if row is not None and self.games.row_rect(row).inflate(0, -2 * (self.games.row_height // 12)).collidepoint(pos):
            return self._index_of("game", self.specs[row])
        for button in self.buttons:
            if button.hit(pos):
                return self._index_of(button.action)
        return None

    def _index_of(self, kind: str, spec: Any = None) -> int | None:
        for i, entry in enumerate(self.entries):
            if entry.kind == kind and entry.spec is spec:
                return i
        return None

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
                self.activate(index)
            return True
        if kind == it.WHEEL:
            self.games.scroll(intent.amount)
            return True
        if kind in (it.UP, it.LEFT, it.DOWN, it.RIGHT) and self.entries:
            step = -1 if kind in (it.UP, it.LEFT) else 1
            self.focus = (self.focus + step) % len(self.entries)
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

    def activate(self, index: int) -> None:
        if not 0 <= index < len(self.entries):
            return
        entry = self.entries[index]
        app = self.app
        if entry.kind == "game":
            from .setup import SetupScene

            app.stack.push(SetupScene(entry.spec))
        elif entry.kind == "continue":
            self._continue()
        elif entry.kind == "settings":
            from .settings_scene import SettingsScene

            app.stack.push(SettingsScene())
        elif entry.kind == "stats":
            from .stats_scene import StatsScene

            app.stack.push(StatsScene())
        elif entry.kind == "about":
            from .about_scene import AboutScene

            app.stack.push(AboutScene())
        elif entry.kind == "quit":
            app.request_quit()

    def _continue(self) -> None:
        match, notice = load_match(self.app.storage)
        if match is None:
            self.refresh()
            if notice:
                self.app.notices.append(notice)
                self.app.show_notices()
            return
        from .tables import open_table

        open_table(self.app, match, replace=False)

    # drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = surface.get_size()
        s = theme.sizes(h)
        surface.blit(theme.felt((w, h)), (0, 0))
        # logo and title
        if self.logo is not None:
            surface.blit(self.logo, self.logo_rect)
        title_y = self.logo_rect.bottom + s.pad
        draw_text(surface, tr("app.title"), (self.logo_rect.centerx, title_y), int(s.big * 1.5),
                  theme.TEXT, bold=True, anchor="midtop")
        draw_text(surface, tr("app.subtitle"), (self.logo_rect.centerx, title_y + int(s.big * 1.5 * 1.5)),
                  s.body, theme.TEXT_DIM, anchor="midtop", max_width=int(w * 0.44))
        focus_entry = self.entries[self.focus] if 0 <= self.focus < len(self.entries) else None
        # continue
        if self.has_saved:
            self._draw_continue(surface, s, focus_entry is not None and focus_entry.kind == "continue")
        # games
        draw_text(surface, tr("menu.games"), self.label_pos, s.body, theme.TEXT_DIM)
        if not self.specs:
            draw_text(surface, tr("menu.no_games"), self.games.rect.topleft, s.body, theme.WARNING)
        focus_spec = focus_entry.spec if focus_entry is not None and focus_entry.kind == "game" else None
        hover_entry = self.entries[self.hover] if self.hover is not None and self.hover < len(self.entries) else None

        def draw_row(target: pygame.Surface, index: int, rect: pygame.Rect) -> None:
            spec = self.specs[index]
            hovered = hover_entry is not None and hover_entry.spec is spec
            self._draw_game(target, s, spec, rect, spec is focus_spec, hovered)

        self.games.draw(surface, draw_row)
        for button in self.buttons:
            button.draw(surface)
        draw_text(surface, tr("menu.keys"), (w // 2, h - s.pad), s.small, theme.TEXT_DIM, anchor="midbottom")

    def _draw_continue(self, surface: pygame.Surface, s: theme.Sizes, focused: bool) -> None:
        tr = self.app.tr
        rect = self.continue_rect
        fill = (245, 190, 80, 70) if focused else theme.ACCENT_SOFT
        rounded_rect(surface, rect, fill, s.radius, theme.ACCENT, 2 if focused else 1)
        x = rect.x + s.pad * 2
        _draw_play_icon(surface, (rect.right - s.pad * 2 - s.body // 2, rect.centery), s.body, theme.ACCENT)
        detail = ""
        if self.saved is not None:
            game = next((tr.game_name(spec) for spec in self.specs if spec.id == self.saved.variant),
                        self.saved.variant)
            detail = tr("menu.continue_detail", game=game, hand=self.saved.hand)
        head = int(s.body * 1.25)
        total = line_height(head) + (line_height(s.body) if detail else 0)
        y = rect.centery - total // 2
        draw_text(surface, tr("menu.continue"), (x, y + line_height(head) // 2), head,
                  theme.ACCENT, bold=True, anchor="midleft")
        if detail:
            draw_text(surface, detail, (x, y + line_height(head) + line_height(s.body) // 2), s.body,
                      theme.TEXT, anchor="midleft", max_width=rect.width - 6 * s.pad)

    def _draw_game(self, surface: pygame.Surface, s: theme.Sizes, spec: Any, row: pygame.Rect,
                   focused: bool, hovered: bool) -> None:
        tr = self.app.tr
        gap = s.pad
        rect = pygame.Rect(row.x, row.y, row.width, row.height - gap)
        fill = theme.CONTROL_HOVER if (hovered or focused) else theme.CONTROL
        rounded_rect(surface, rect, fill, s.radius, theme.ACCENT if focused else theme.CONTROL_BORDER,
                     2 if focused else 1)
        x = rect.x + s.pad * 2
        name_size = int(s.body * 1.35)
        pill = tr("menu.players", count=_seat_text(spec))
        pill_w = _draw_pill(surface, pill, (rect.right - s.pad * 2, rect.y + rect.height // 2), s.small)
        text_w = rect.width - 5 * s.pad - pill_w
        y = rect.y + s.pad
        draw_text(surface, tr.game_name(spec), (x, y), name_size,
                  theme.ACCENT if focused else theme.TEXT, bold=True, max_width=text_w)
        y += int(name_size * 1.4)
        lines = wrap_lines(tr.game_summary(spec), s.small, text_w)
        if len(lines) > 2:
            lines = [lines[0], fit_text(lines[1] + " " + lines[2] + "…", s.small, text_w)]
        for line in lines:
            draw_text(surface, line, (x, y), s.small, theme.TEXT_DIM)
            y += line_height(s.small)


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


def _seat_text(spec: Any) -> str:
    low, high = spec.seats
    return str(low) if low == high else f"{low}–{high}"


def _draw_pill(surface: pygame.Surface, text: str, midright: tuple[int, int], size: int) -> int:
    from .widgets import render

    image = render(text, size, theme.TEXT_DIM)
    rect = image.get_rect(midright=midright).inflate(size, size // 3)
    rect.midright = midright
    rounded_rect(surface, rect, theme.PANEL_LIGHT, rect.height // 2, theme.CONTROL_BORDER)
    surface.blit(image, image.get_rect(center=rect.center))
    return rect.width


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
    """Once per run, before the menu first shows: a match autosaved at a hand's end whose count
    a kill interrupted is counted now (see ``saved_match.settle_saved_match``)."""
    from .saved_match import settle_saved_match

    try:
        settle_saved_match(app.storage)
    except Exception:  # noqa: BLE001 - the menu must open whatever the record holds
        traceback.print_exc()
