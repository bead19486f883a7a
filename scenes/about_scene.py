"""The About screen: the version, and the licences of everything inside the program.

Why a screen and not only a file: the downloaded program bundles Python,
pygame-ce (LGPL 2.1, whose library files the player may replace), SDL and its
libraries, platformdirs and the font, and their licences ask that the player can
read them. The texts are the files in ``assets/licenses/`` (and the font's
``assets/fonts/OFL.txt``), found through :mod:`scenes.assets` so they are read
the same way from the sources and from the bundle.

Left: the components, one per row (↑/↓ or a click chooses). Right: the chosen
licence, wrapped to the panel and scrolled by the wheel or Space (a page at a
time, back to the top after the end). Esc, a right click or the button leaves.
"""
from __future__ import annotations

import platform
from dataclasses import dataclass
from typing import Callable

import pygame

from version import VERSION

from . import intents as it
from . import theme
from .assets import asset_path
from .scene import Scene
from .widgets import Button, ScrollList, draw_panel, draw_text, line_height, render, rounded_rect, wrap_lines


@dataclass(frozen=True)
class Component:
    """One bundled piece of software: its name, its licence, the files with the full text."""

    name_key: str
    licence_key: str
    files: tuple[tuple[str, ...], ...]
    version: Callable[[], str] = lambda: ""
    note_key: str = ""


def _pygame_version() -> str:
    return pygame.version.ver


def _sdl_version() -> str:
    return ".".join(str(part) for part in pygame.get_sdl_version())


def _platformdirs_version() -> str:
    try:
        import platformdirs

        return platformdirs.__version__
    except (ImportError, AttributeError):
        return ""


COMPONENTS: tuple[Component, ...] = (
    Component("about.item.python", "about.lic.psf", (("licenses", "PYTHON.txt"),), platform.python_version),
    Component("about.item.pygame", "about.lic.lgpl",
              (("licenses", "PYGAME-CE.txt"), ("licenses", "LGPL-2.1.txt")), _pygame_version,
              note_key="about.note.pygame"),
    Component("about.item.sdl", "about.lic.zlib", (("licenses", "SDL2.txt"),), _sdl_version),
    Component("about.item.libs", "about.lic.various", (("licenses", "THIRD-PARTY.txt"),)),
    Component("about.item.platformdirs", "about.lic.mit", (("licenses", "PLATFORMDIRS.txt"),),
              _platformdirs_version),
    Component("about.item.font", "about.lic.ofl", (("fonts", "OFL.txt"),), note_key="about.note.font"),
)


def licence_text(component: Component) -> str | None:
    """The full text of a component's licence files, or None when one is missing."""
    parts = []
    for parts_of_path in component.files:
        try:
            parts.append(asset_path(*parts_of_path).read_text(encoding="utf-8").replace("\f", ""))
        except OSError:
            return None
    return "\n\n".join(part.rstrip() for part in parts)


class AboutScene(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.selected = 0
        self.list = ScrollList(pygame.Rect(0, 0, 0, 0), 1, len(COMPONENTS))
        self.text_rect = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.lines: list[str] = []
        self.text_top = 0  # first visible line of the licence
        self.back = Button(pygame.Rect(0, 0, 0, 0), "", action="back", primary=True, hotkey="Esc")
        self.pointer: tuple[int, int] | None = None
        self.title_y = 0
        self._wrapped_for: tuple[int, int, str] | None = None

    # layout -----------------------------------------------------------------------------
    def enter(self) -> None:
        self.layout(self.app.size)

    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        w, h = size
        s = theme.sizes(h)
        self.title_y = s.pad * 2
        top = self.title_y + int(s.title * 1.6) + 2 * line_height(s.small) + s.pad
        width = min(w - 4 * s.pad, 72 * s.body)
        self.panel = pygame.Rect((w - width) // 2, top, width, h - top - s.button_h - 4 * s.pad)
        inner = self.panel.inflate(-2 * s.pad, -2 * s.pad)
        list_w = min(int(inner.width * 0.36), 22 * s.body)
        row_h = int(line_height(s.body) + line_height(s.small) + s.pad)
        self.list = ScrollList(pygame.Rect(inner.x, inner.y, list_w, inner.height), row_h, len(COMPONENTS))
        self.list.selected = self.selected
        self.list.ensure_visible(self.selected)
        self.text_rect = pygame.Rect(inner.x + list_w + 2 * s.pad, inner.y,
                                     inner.right - inner.x - list_w - 2 * s.pad, inner.height)
        self.back.text = self.app.tr("about.back")
        bw = max(9 * s.body, width // 6)
        self.back.rect = pygame.Rect(self.panel.right - bw, self.panel.bottom + 2 * s.pad, bw, s.button_h)
        self._wrap()

    def _wrap(self) -> None:
        """Wrap the chosen licence (and its note) to the text area: done on a change, not per frame."""
        s = theme.sizes(self.app.size[1])
        key = (self.selected, self.text_rect.width, self.app.tr.language)
        if key == self._wrapped_for:
            return
        component = COMPONENTS[self.selected]
        text = licence_text(component)
        if text is None:
            path = "/".join(component.files[0])
            text = self.app.tr("about.missing", path=path)
        lines = []
        if component.note_key:
            lines += wrap_lines(self.app.tr(component.note_key), s.small, self.text_rect.width) + [""]
        self.lines = lines + wrap_lines(text.expandtabs(4), s.small, self.text_rect.width)
        self.text_top = 0
        self._wrapped_for = key

    @property
    def page(self) -> int:
        """How many lines of the licence fit in the text area."""
        return max(1, self.text_rect.height // line_height(theme.sizes(self.app.size[1]).small))

    @property
    def last_top(self) -> int:
        return max(0, len(self.lines) - self.page)

    # input ------------------------------------------------------------------------------
    def choose(self, index: int) -> None:
        self.selected = index % len(COMPONENTS)
        self.list.selected = self.selected
        self.list.ensure_visible(self.selected)
        self._wrap()

    def scroll_text(self, lines: int) -> None:
        self.text_top = max(0, min(self.last_top, self.text_top + lines))

    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None:
            return False
        kind = intent.kind
        if kind == it.MOVE:
            self.pointer = intent.pos
            self.back.on_move(intent.pos)
            self.list.on_move(intent.pos)
        elif kind == it.PRESS:
            if self.back.hit(intent.pos):
                self.app.stack.remove(self)
                return True
            row = self.list.row_at(intent.pos)
            if row is not None:
                self.choose(row)
        elif kind == it.WHEEL:
            if self.pointer is not None and self.list.rect.collidepoint(self.pointer):
                self.list.scroll(intent.amount)
            else:
                self.scroll_text(-3 * intent.amount)
        elif kind in (it.UP, it.DOWN):
            self.choose(self.selected + (-1 if kind == it.UP else 1))
        elif kind == it.PASS:
            self.text_top = 0 if self.text_top >= self.last_top else min(self.last_top,
                                                                         self.text_top + self.page - 2)
        elif kind in (it.BACK, it.ALT_PRESS, it.CONFIRM):
            self.app.stack.remove(self)
        else:
            return False
        return True

    # drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = surface.get_size()
        s = theme.sizes(h)
        surface.blit(theme.felt((w, h)), (0, 0))
        y = self.title_y
        draw_text(surface, tr("about.title"), (w // 2, y), int(s.title * 1.2), theme.TEXT,
                  bold=True, anchor="midtop")
        y += int(s.title * 1.6)
        draw_text(surface, tr("about.version", version=VERSION), (w // 2, y), s.small, theme.ACCENT,
                  anchor="midtop")
        y += line_height(s.small)
        draw_text(surface, tr("about.intro"), (w // 2, y), s.small, theme.TEXT_DIM, anchor="midtop",
                  max_width=self.panel.width)
        draw_panel(surface, self.panel, radius=s.radius * 2)
        self.list.draw(surface, lambda target, index, rect: self._draw_row(target, s, index, rect))
        divider_x = self.text_rect.x - s.pad
        pygame.draw.line(surface, theme.PANEL_BORDER, (divider_x, self.text_rect.y),
                         (divider_x, self.text_rect.bottom))
        self._draw_text(surface, s)
        draw_text(surface, tr("about.keys"), (self.panel.x, self.back.rect.centery), s.small,
                  theme.TEXT_DIM, anchor="midleft", max_width=self.back.rect.x - self.panel.x - s.pad)
        self.back.draw(surface)

    def _draw_row(self, surface: pygame.Surface, s: theme.Sizes, index: int, rect: pygame.Rect) -> None:
        component = COMPONENTS[index]
        tr = self.app.tr
        chosen = index == self.selected
        box = rect.inflate(-2, -s.pad // 3)
        if chosen:
            rounded_rect(surface, box, theme.ACCENT_SOFT, s.radius, theme.ACCENT)
        elif index == self.list.hover:
            rounded_rect(surface, box, theme.PANEL_LIGHT, s.radius)
        x, y = box.x + s.pad // 2, box.y + s.pad // 3
        width = box.width - s.pad
        draw_text(surface, tr(component.name_key, version=component.version()), (x, y), s.body,
                  theme.ACCENT if chosen else theme.TEXT, bold=True, max_width=width)
        draw_text(surface, tr(component.licence_key), (x, y + line_height(s.body)), s.small,
                  theme.TEXT_DIM, max_width=width)

    def _draw_text(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        step = line_height(s.small)
        note_lines = 0
        if COMPONENTS[self.selected].note_key:
            note_lines = len(wrap_lines(self.app.tr(COMPONENTS[self.selected].note_key), s.small,
                                        self.text_rect.width))
        y = self.text_rect.y
        for number in range(self.text_top, min(len(self.lines), self.text_top + self.page)):
            line = self.lines[number]
            if line:
                colour = theme.ACCENT if number < note_lines else theme.TEXT
                surface.blit(render(line, s.small, colour), (self.text_rect.x, y))
            y += step
        if self.last_top > 0:
            track = pygame.Rect(self.text_rect.right + s.pad // 2, self.text_rect.y, 4, self.text_rect.height)
            rounded_rect(surface, track, theme.PANEL_LIGHT, 2)
            thumb_h = max(20, int(track.height * self.page / len(self.lines)))
            thumb_y = track.y + int((track.height - thumb_h) * self.text_top / self.last_top)
            rounded_rect(surface, pygame.Rect(track.x, thumb_y, 4, thumb_h), theme.TEXT_DIM, 2)

