"""The settings screen: every preference as a row of choices, applied at once.

No "apply" button: a change takes effect immediately (the language of this very
screen, the sound, the window, the interface scale of every screen on the stack)
and is saved, so leaving by Esc, by the button or by closing the window never
loses it. Pushed from the main menu and from a table's pause menu alike.

At a large interface scale the rows may not all fit the window: the list then
scrolls (the arrow keys keep the chosen row in sight, the wheel scrolls, small
arrows say there is more above or below) rather than shrinking the text the
player asked to be larger.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import pygame

from engine.cards import Suit

from . import intents as it
from . import theme
from .cardart import suit_icon
from .scene import Scene
from .settings import ANIMATIONS, BOT_DELAYS, CARD_BACKS, CARD_SIZES, LANGUAGES, TILE_BACKS, UI_SCALES
from .widgets import (Button, Segmented, draw_panel, draw_paragraph, draw_text, line_height, rounded_rect,
                      wrap_lines)


@dataclass
class SettingRow:
    field: str
    label_key: str
    values: tuple[Any, ...]
    label_of: Callable[[Any], str]
    control: Segmented | None = None


class SettingsScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.rows: list[SettingRow] = []
        self.focus = 0
        self.first = 0              # the first row in sight (the list scrolls when rows do not fit)
        self.visible = 0            # how many rows are in sight
        self.pitch = 0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.done = Button(pygame.Rect(0, 0, 0, 0), "", action="done", primary=True)

    def _row_specs(self) -> list[SettingRow]:
        tr = self.app.tr
        on_off = lambda value: tr("settings.on" if value else "settings.off")  # noqa: E731
        return [
            SettingRow("language", "settings.language", LANGUAGES, lambda v: tr(f"settings.lang.{v}")),
            SettingRow("animation", "settings.animation", ANIMATIONS, lambda v: tr(f"settings.anim.{v}")),
            SettingRow("sound", "settings.sound", (True, False), on_off),
            SettingRow("fullscreen", "settings.fullscreen", (True, False), on_off),
            SettingRow("bot_delay", "settings.bot_delay", BOT_DELAYS,
                       lambda v: tr("settings.seconds", value=f"{v:g}")),
            SettingRow("card_back", "settings.card_back", CARD_BACKS, lambda v: tr(f"settings.back.{v}")),
            SettingRow("tile_back", "settings.tile_back", TILE_BACKS, lambda v: tr(f"settings.back.{v}")),
            SettingRow("card_size", "settings.card_size", CARD_SIZES, lambda v: tr(f"settings.size.{v}")),
            SettingRow("ui_scale", "settings.ui_scale", UI_SCALES, lambda v: tr("settings.percent", value=v)),
            SettingRow("four_colour", "settings.four_colour", (False, True),
                       lambda v: tr("settings.four_colour.on" if v else "settings.four_colour.off")),
            SettingRow("tracker", "settings.tracker", (False, True), on_off),
        ]

    # layout -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        w, h = size
        s = theme.sizes(h)
        rows = self._row_specs()
        pitch = s.row_h + s.pad
        width = min(w - 6 * s.pad, 48 * s.body)
        title_room = s.pad * 3 + int(s.title * 1.6)
        foot_room = s.pad * 2 + s.button_h + s.pad + line_height(s.small) + s.pad
        visible = max(1, min(len(rows), (h - title_room - foot_room - s.pad * 3) // pitch))
        height = s.pad * 3 + visible * pitch
        top = max(title_room, (h - height - s.button_h - s.line * 2) // 2)
        self.panel = pygame.Rect((w - width) // 2, top, width, height)
        self.pitch, self.visible = pitch, visible
        control_w = int(width * 0.58)
        settings = self.app.settings
        for row in rows:
            rect = pygame.Rect(self.panel.right - s.pad * 2 - control_w, 0, control_w, s.row_h)
            row.control = Segmented(rect, [row.label_of(v) for v in row.values],
                                    _index_of(row.values, getattr(settings, row.field)))
        self.rows = rows
        self.focus = min(self.focus, len(rows) - 1)
        self._scroll_to(self.focus)
        bw = max(9 * s.body, width // 4)
        self.done = Button(pygame.Rect(self.panel.right - bw, self.panel.bottom + s.pad * 2, bw, s.button_h),
                           self.app.tr("settings.done"), action="done", primary=True, hotkey="Esc")

    def _scroll_to(self, index: int) -> None:
        """Scroll so that row ``index`` is in sight, and place the rows in sight."""
        if index < self.first:
            self.first = index
        elif index >= self.first + self.visible:
            self.first = index - self.visible + 1
        self._place(self.first)

    def _place(self, first: int) -> None:
        self.first = max(0, min(first, max(0, len(self.rows) - self.visible)))
        s = theme.sizes(self.app.size[1]) if self.app is not None else None
        pad = s.pad if s is not None else 8
        for i, row in enumerate(self.rows):
            row.control.rect.y = self.panel.y + pad * 2 + (i - self.first) * self.pitch

    def in_sight(self) -> range:
        """The indices of the rows drawn (and clickable) now."""
        return range(self.first, min(len(self.rows), self.first + self.visible))

    # input ------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None:
            return False
        kind = intent.kind
        if kind == it.MOVE:
            for i in self.in_sight():
                self.rows[i].control.on_move(intent.pos)
            self.done.on_move(intent.pos)
        elif kind == it.WHEEL and self.rows:
            self._place(self.first - int(getattr(intent, "amount", 0) or 0))
        elif kind == it.PRESS:
            for i in self.in_sight():
                choice = self.rows[i].control.hit(intent.pos)
                if choice is not None:
                    self.focus = i
                    self.choose(i, choice)
                    return True
            if self.done.hit(intent.pos):
                self.close()
        elif kind in (it.UP, it.DOWN) and self.rows:
            self.focus = (self.focus + (-1 if kind == it.UP else 1)) % len(self.rows)
            self._scroll_to(self.focus)
        elif kind in (it.LEFT, it.RIGHT) and self.rows:
            row = self.rows[self.focus]
            self.choose(self.focus, row.control.index + (-1 if kind == it.LEFT else 1))
        elif kind in (it.BACK, it.CONFIRM, it.ALT_PRESS):
            self.close()
        else:
            return False
        return True

    def choose(self, row_index: int, choice: int) -> None:
        """Set one preference, apply it to the running application, and save."""
        row = self.rows[row_index]
        choice = max(0, min(len(row.values) - 1, choice))
        value = row.values[choice]
        settings = self.app.settings
        if getattr(settings, row.field) == value:
            return
        setattr(settings, row.field, value)
        if row.field == "fullscreen":
            self.app.set_fullscreen(bool(value))
        self.app.apply_settings()
        if row.field in ("card_size", "ui_scale"):
            self.app.stack.layout(self.app.size)   # every screen below makes room for the new size
        if row.field == "sound" and value:
            self.app.audio.play("click")
        self.layout(self.app.size)  # labels change with the language

    def close(self) -> None:
        self.app.stack.remove(self)

    # drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = surface.get_size()
        s = theme.sizes(h)
        surface.blit(theme.felt((w, h)), (0, 0))
        draw_text(surface, tr("settings.title"), (w // 2, max(s.pad, self.panel.y - int(s.title * 1.9))),
                  int(s.title * 1.2), theme.TEXT, bold=True, anchor="midtop")
        draw_panel(surface, self.panel, radius=s.radius * 2)
        for i in self.in_sight():
            row = self.rows[i]
            focused = i == self.focus
            control = row.control.rect
            label_area = pygame.Rect(self.panel.x + s.pad * 2, control.y,
                                     control.x - self.panel.x - s.pad * 3, control.height)
            if focused:
                marker = pygame.Rect(self.panel.x + s.pad // 2, control.y + 4, 4, control.height - 8)
                rounded_rect(surface, marker, theme.ACCENT, 2)
            if row.field == "card_back":
                label_area.width -= self._draw_back_preview(surface, s, label_area)
            elif row.field == "tile_back":
                label_area.width -= self._draw_tile_back_preview(surface, s, label_area)
            elif row.field == "four_colour":
                label_area.width -= self._draw_suits_preview(surface, s, label_area)
            label = tr(row.label_key)
            note = self._scale_note() if row.field == "ui_scale" else ""
            if note:
                label_area.height -= line_height(s.small)
                draw_text(surface, note, (label_area.x, label_area.bottom), s.small, theme.TEXT_DIM)
            draw_paragraph(surface, label, label_area, s.body,
                           theme.ACCENT if focused else theme.TEXT, valign="center")
            row.control.draw(surface, focused)
        self._draw_more_marks(surface, s)
        self.done.draw(surface)
        # the data folder can be a long path: wrapped (a path breaks anywhere), never cut, so a
        # player can read where settings and saves are kept
        folder = tr("settings.data_folder", path=str(self.app.storage.folder))
        width = self.done.rect.x - self.panel.x - s.pad
        lines = wrap_lines(folder, s.small, width)
        top = self.done.rect.centery - len(lines) * line_height(s.small) // 2
        for i, line in enumerate(lines):
            draw_text(surface, line, (self.panel.x, top + i * line_height(s.small)), s.small, theme.TEXT_DIM)
        draw_text(surface, tr("settings.keys"), (w // 2, h - s.pad), s.small, theme.TEXT_DIM, anchor="midbottom")

    def _scale_note(self) -> str:
        """"This window has room for 125 %" when it is too low for the scale chosen, else ""."""
        chosen = self.app.settings.ui_scale
        in_force = theme.ui_scale_for(self.app.size[1], chosen)
        return "" if in_force == chosen else self.app.tr("settings.ui_scale.capped", value=in_force)

    def _draw_more_marks(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        """Small triangles at the panel's right edge when rows lie above or below the ones in sight."""
        x, half = self.panel.right - s.pad, max(4, s.pad // 2)
        if self.first > 0:
            y = self.panel.y + s.pad
            pygame.draw.polygon(surface, theme.TEXT_DIM, [(x - half, y + half), (x + half, y + half), (x, y)])
        if self.first + self.visible < len(self.rows):
            y = self.panel.bottom - s.pad
            pygame.draw.polygon(surface, theme.TEXT_DIM, [(x - half, y - half), (x + half, y - half), (x, y)])

    def _draw_back_preview(self, surface: pygame.Surface, s: theme.Sizes, area: pygame.Rect) -> int:
        """A small card back in the chosen colour at the right of the label; returns its width."""
        height = area.height + s.pad // 2
        width = max(16, int(height / 1.4))
        try:
            image = self.app.art.back(width, self.app.settings.card_back)
        except Exception:  # noqa: BLE001 - the preview is decoration only
            return 0
        rect = image.get_rect(midright=(area.right, area.centery))
        surface.blit(image, rect)
        return rect.width + s.pad

    def _draw_tile_back_preview(self, surface: pygame.Surface, s: theme.Sizes, area: pygame.Rect) -> int:
        """A small mahjong tile back in the chosen colour; returns its width."""
        from .tileart import TileArt

        width = max(14, int((area.height + s.pad // 2) / 1.6))
        image = _TILES.setdefault("art", TileArt()).back_standing(width, self.app.settings.tile_back, "top")
        rect = image.get_rect(midright=(area.right, area.centery))
        surface.blit(image, rect)
        return rect.width + s.pad


    def _draw_suits_preview(self, surface: pygame.Surface, s: theme.Sizes, area: pygame.Rect) -> int:
        """♠♥♣♦ on a small card-white strip in the colours now chosen; returns its width."""
        icon = max(10, round(s.body * 0.95))
        gap = max(2, icon // 4)
        strip = pygame.Rect(0, 0, 4 * icon + 5 * gap, icon + 2 * gap)
        strip.midright = (area.right, area.centery)
        rounded_rect(surface, strip, (253, 253, 250), max(3, gap))
        for i, suit in enumerate((Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)):
            surface.blit(suit_icon(suit, icon, theme.suit_colour(suit)),
                         (strip.x + gap + i * (icon + gap), strip.y + gap))
        return strip.width + s.pad


_TILES: dict = {}   # one TileArt for the preview, made on first use


def _index_of(values: tuple[Any, ...], value: Any) -> int:
    for i, candidate in enumerate(values):
        if candidate == value and type(candidate) is type(value):
            return i
    if isinstance(value, float):  # a bot delay between the offered steps: the nearest one
        return min(range(len(values)), key=lambda i: abs(float(values[i]) - value))
    return 0
