"""The settings screen: every preference as a row of choices, applied at once.

No "apply" button: a change takes effect immediately (the language of this very
screen, the sound, the window) and is saved, so leaving by Esc, by the button
or by closing the window never loses it. Pushed from the main menu and from a
table's pause menu alike.
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
from .settings import ANIMATIONS, BOT_DELAYS, CARD_BACKS, CARD_SIZES, LANGUAGES, TILE_BACKS
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
        height = s.pad * 3 + len(rows) * pitch
        top = max(s.pad * 3 + int(s.title * 1.6), (h - height - s.button_h - s.line * 2) // 2)
        self.panel = pygame.Rect((w - width) // 2, top, width, height)
        control_w = int(width * 0.58)
        settings = self.app.settings
        for i, row in enumerate(rows):
            y = self.panel.y + s.pad * 2 + i * pitch
            rect = pygame.Rect(self.panel.right - s.pad * 2 - control_w, y, control_w, s.row_h)
            row.control = Segmented(rect, [row.label_of(v) for v in row.values],
                                    _index_of(row.values, getattr(settings, row.field)))
        self.rows = rows
        self.focus = min(self.focus, len(rows) - 1)
        bw = max(9 * s.body, width // 4)
        self.done = Button(pygame.Rect(self.panel.right - bw, self.panel.bottom + s.pad * 2, bw, s.button_h),
                           self.app.tr("settings.done"), action="done", primary=True, hotkey="Esc")

    # input ------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None:
            return False
        kind = intent.kind
        if kind == it.MOVE:
            for row in self.rows:
                row.control.on_move(intent.pos)
            self.done.on_move(intent.pos)
        elif kind == it.PRESS:
            for i, row in enumerate(self.rows):
                choice = row.control.hit(intent.pos)
                if choice is not None:
                    self.focus = i
                    self.choose(i, choice)
                    return True
            if self.done.hit(intent.pos):
                self.close()
        elif kind in (it.UP, it.DOWN) and self.rows:
            self.focus = (self.focus + (-1 if kind == it.UP else 1)) % len(self.rows)
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
        if row.field == "card_size":
            self.app.stack.layout(self.app.size)   # the table below makes room for the new size
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
        for i, row in enumerate(self.rows):
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
            draw_paragraph(surface, tr(row.label_key), label_area, s.body,
                           theme.ACCENT if focused else theme.TEXT, valign="center")
            row.control.draw(surface, focused)
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
