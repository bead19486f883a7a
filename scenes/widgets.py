"""Small drawing helpers and controls shared by the menus, dialogs and tables.

Why hand-made rather than a GUI toolkit: the screens need only buttons,
segmented choices, a scroll list, panels and wrapped text, drawn in the table's
own look with the bundled CJK font, and a toolkit would cost start-up time and
megabytes (see TECH_NOTES). Controls hold their own small state (hover, focus,
the chosen segment, the scroll offset), which scenes change from intents;
``draw`` methods only read it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Sequence

import pygame

from . import theme
from .assets import font

Colour = tuple[int, ...]


# text -----------------------------------------------------------------------------------
def render(text: str, size: int, colour: Colour = theme.TEXT, bold: bool = False) -> pygame.Surface:
    """One line of text (cached: menus redraw the same labels every frame). With the four-colour
    deck on, suit signs (♠♥♣♦) take their suit's colour (theme.suit_colour)."""
    suited = theme.look().four_colour and any(ch in theme.SUIT_SIGNS for ch in text)
    return _render(text, size, colour, bold, suited)


@lru_cache(maxsize=512)
def _render(text: str, size: int, colour: Colour, bold: bool, suited: bool) -> pygame.Surface:
    fnt = font(size, bold)
    text = drawable(text)
    if not suited:
        return fnt.render(text, True, colour)
    # runs of plain text and single suit signs, each in its colour, set side by side
    on_dark = theme.is_light(colour)
    runs: list[tuple[str, Colour]] = []
    for ch in text:
        letter = theme.SUIT_SIGNS.get(ch)
        ink = tuple(colour) if letter is None else theme.suit_colour(letter, on_dark, four_colour=True)
        if runs and letter is None and theme.SUIT_SIGNS.get(runs[-1][0][-1]) is None:
            runs[-1] = (runs[-1][0] + ch, ink)
        else:
            runs.append((ch, ink))
    images = [fnt.render(run, True, ink) for run, ink in runs]
    xs = [0]
    for run, _ in runs:
        xs.append(xs[-1] + fnt.size(run)[0])
    width = max(x + image.get_width() for x, image in zip(xs, images))
    out = pygame.Surface((width, max(image.get_height() for image in images)), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    for x, image in zip(xs, images):
        out.blit(image, (x, 0))
    return out


def drawable(text: str) -> str:
    """``text`` as the font can take it: a NUL or a lone surrogate (from a damaged file) would
    make pygame raise, so each becomes "?"."""
    if "\x00" in text or any("\ud800" <= ch <= "\udfff" for ch in text):
        return "".join("?" if ch == "\x00" or "\ud800" <= ch <= "\udfff" else ch for ch in text)
    return text


def wrap_lines(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``text`` into lines no wider than ``width``.

    Chinese may break between any two characters; Latin words break at spaces
    (a single word longer than the width is cut). "\\n" starts a new line.
    """
    fnt = font(size, bold)
    text = drawable(text)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for token in _tokens(paragraph):
            candidate = line + token
            if line and fnt.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line.rstrip())
                line = token.lstrip()
            else:  # the paragraph's first token (cut below if it is wider than a line)
                line = candidate
            # (measured on a prefix: no more than ``width`` characters fit in ``width`` pixels,
            # and measuring a very long word whole on every line would be quadratic)
            while len(line) > 1 and fnt.size(line[:max(1, width) + 1])[0] > width:
                cut = _fit_prefix(line[:max(1, width) + 1], fnt, width)
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line.rstrip())
    return lines


def _tokens(text: str) -> list[str]:
    """Words with their leading space for Latin text, single characters for CJK."""
    tokens: list[str] = []
    word = ""
    for ch in text:
        if ord(ch) > 0x2E7F:  # CJK and full-width forms: a break is allowed on both sides
            if word:
                tokens.append(word)
                word = ""
            tokens.append(ch)
        elif ch == " ":
            if word:
                tokens.append(word)
            word = " "
        else:
            word += ch
    if word:
        tokens.append(word)
    return _keep_punctuation(tokens)


_NO_LINE_START = set("，。、；：？！）」』》〉…,.;:?!)%")


def _keep_punctuation(tokens: list[str]) -> list[str]:
    """Glue closing punctuation to the token before it, so no line starts with "，"."""
    result: list[str] = []
    for token in tokens:
        if result and token and token[0] in _NO_LINE_START:
            result[-1] += token
        else:
            result.append(token)
    return result


def _fit_prefix(text: str, fnt: pygame.font.Font, width: int) -> int:
    """The longest prefix length (at least 1) that fits in ``width``: a binary search, so a
    200,000-character name costs a few dozen measurements, not one per character."""
    text = drawable(text)
    if fnt.size(text)[0] <= width:
        return max(1, len(text))
    # no glyph is narrower than a pixel: nothing longer than ``width`` characters can fit
    low, high = 1, min(len(text), max(1, width)) + 1   # fits(low) assumed; high never fits
    while high - low > 1:
        middle = (low + high) // 2
        if fnt.size(text[:middle])[0] <= width:
            low = middle
        else:
            high = middle
    return low


def fit_text(text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` shortened with "…" so that it fits in ``width`` pixels."""
    fnt = font(size, bold)
    text = drawable(text)
    if len(text) <= 4 * max(width, 0) and fnt.size(text)[0] <= width:
        return text
    cut = _fit_prefix(text[:max(1, width) + 1] + "…", fnt, width) - 1
    return text[:max(cut, 0)] + "…"


def draw_text(surface: pygame.Surface, text: str, pos: tuple[int, int], size: int,
              colour: Colour = theme.TEXT, *, bold: bool = False, anchor: str = "topleft",
              max_width: int | None = None) -> pygame.Rect:
    """One line at ``pos`` (``anchor`` is a Rect attribute: "center", "midleft" …)."""
    if max_width is not None:
        text = fit_text(text, size, max_width, bold)
    image = render(text, size, colour, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def text_block_height(text: str, size: int, width: int, bold: bool = False) -> int:
    return len(wrap_lines(text, size, width, bold)) * line_height(size)


def line_height(size: int) -> int:
    return round(size * 1.5)


def draw_paragraph(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int,
                   colour: Colour = theme.TEXT, *, bold: bool = False, align: str = "left",
                   valign: str = "top") -> int:
    """Wrapped text inside ``rect``; returns the height used. Lines past the bottom are dropped."""
    lines = wrap_lines(text, size, rect.width, bold)
    step = line_height(size)
    total = len(lines) * step
    y = rect.top
    if valign == "center":
        y = rect.centery - total // 2
    for line in lines:
        if y + step > rect.bottom + step // 3 and y > rect.top:
            break
        image = render(line, size, colour, bold)
        if align == "center":
            x = rect.centerx - image.get_width() // 2
        elif align == "right":
            x = rect.right - image.get_width()
        else:
            x = rect.left
        surface.blit(image, (x, y + (step - image.get_height()) // 2))
        y += step
    return total


# panels ---------------------------------------------------------------------------------
def draw_panel(surface: pygame.Surface, rect: pygame.Rect, *, radius: int | None = None,
               fill: Colour = theme.PANEL, border: Colour | None = theme.PANEL_BORDER,
               shadow: bool = True) -> None:
    """A rounded, translucent panel with a soft drop shadow."""
    radius = theme.sizes_for(surface).radius if radius is None else radius
    if shadow:
        spread = max(4, radius)
        image = _shadow(rect.width, rect.height, radius, spread)
        surface.blit(image, (rect.x - spread, rect.y - spread + spread // 2))
    surface.blit(_rounded(rect.width, rect.height, radius, fill, border), rect.topleft)


@lru_cache(maxsize=96)
def _rounded(width: int, height: int, radius: int, fill: Colour, border: Colour | None) -> pygame.Surface:
    width, height = max(width, 1), max(height, 1)
    image = pygame.Surface((max(width, 1), max(height, 1)), pygame.SRCALPHA)
    box = image.get_rect()
    pygame.draw.rect(image, fill, box, border_radius=radius)
    if border is not None:
        pygame.draw.rect(image, border, box, width=1, border_radius=radius)
    return image


@lru_cache(maxsize=48)
def _shadow(width: int, height: int, radius: int, spread: int) -> pygame.Surface:
    # a rect squeezed below nothing (a window smaller than the minimum size) still gets a surface
    width, height = max(width, 1), max(height, 1)
    full = (width + 2 * spread, height + 2 * spread)
    # blurred at a quarter of the size, then scaled up: a soft shadow looks the same, and a
    # large panel's blur (a new one at every window size) costs milliseconds, not a tenth of a second
    f = 4 if spread >= 8 else 1
    small = (max(1, full[0] // f), max(1, full[1] // f))
    image = pygame.Surface(small, pygame.SRCALPHA)
    pygame.draw.rect(image, theme.SHADOW, (spread // f, spread // f, max(1, width // f), max(1, height // f)),
                     border_radius=max(0, radius // f))
    try:
        image = pygame.transform.gaussian_blur(image, max(1, spread // (2 * f)))
    except (AttributeError, ValueError, pygame.error):
        pass
    return pygame.transform.smoothscale(image, full) if f > 1 else image


def rounded_rect(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, radius: int,
                 border: Colour | None = None, width: int = 1) -> None:
    """Fill (alpha-aware) and optionally outline a rounded rectangle."""
    surface.blit(_rounded(rect.width, rect.height, radius, colour, None), rect.topleft)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=width, border_radius=radius)


# controls -------------------------------------------------------------------------------
def label_size(height: int) -> int:
    """The text size of a control's label from the control's height (buttons, segments, the
    rows that lay buttons out ahead of drawing them): one rule, so a row measured here is the
    row drawn."""
    return max(14, int(height * 0.42))


@dataclass
class Button:
    """A clickable label. ``action`` is whatever the scene wants back when it is pressed.

    ``primary`` buttons use the accent colour (one per screen: the default
    action, also on Enter); ``danger`` uses the warning red; ``hotkey`` shows a
    small key hint such as "Enter" when there is room. ``font_size`` (0: from the height)
    lets a crowded row show its words a little smaller rather than cut them.
    """

    rect: pygame.Rect
    text: str
    action: Any = None
    primary: bool = False
    enabled: bool = True
    hotkey: str = ""
    danger: bool = False
    hover: bool = False
    focused: bool = False
    font_size: int = 0

    def hit(self, pos: tuple[int, int] | None) -> bool:
        return bool(self.enabled and pos is not None and self.rect.collidepoint(pos))

    def on_move(self, pos: tuple[int, int] | None) -> bool:
        """Update hover from a pointer position; returns True when it changed."""
        hover = self.hit(pos)
        changed = hover != self.hover
        self.hover = hover
        return changed

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        radius = max(6, rect.height // 4)
        if not self.enabled:
            fill, text_colour, border = theme.DISABLED, theme.DISABLED_TEXT, theme.PANEL_BORDER
        elif self.primary:
            fill = theme.ACCENT_HOVER if self.hover else theme.ACCENT
            text_colour, border = theme.TEXT_DARK, None
        elif self.danger:
            fill = theme.WARNING_HOVER if self.hover else theme.WARNING
            text_colour, border = theme.TEXT, None
        else:
            fill = theme.CONTROL_HOVER if self.hover else theme.CONTROL
            text_colour, border = theme.TEXT, theme.CONTROL_BORDER
        if self.enabled:
            shade = rect.move(0, max(2, rect.height // 14))
            rounded_rect(surface, shade, (0, 0, 0, 70), radius)
        rounded_rect(surface, rect, fill, radius, border)
        if self.focused and self.enabled:
            draw_focus_ring(surface, rect, radius)
        size = self.font_size or label_size(rect.height)
        hint_w = 0
        if self.hotkey:
            hint = render(self.hotkey, max(14, int(size * 0.7)), _hint_colour(text_colour))
            label_w = font(size, self.primary).size(self.text)[0]
            if label_w + hint.get_width() + 3 * size <= rect.width:
                hint_w = hint.get_width() + size // 2
                surface.blit(hint, hint.get_rect(midright=(rect.right - size // 2, rect.centery + 1)))
        centre = (rect.centerx - hint_w // 2, rect.centery)
        draw_text(surface, self.text, centre, size, text_colour, bold=self.primary, anchor="center",
                  max_width=rect.width - size - hint_w)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, radius: int) -> None:
    """The keyboard focus round a control: a gold ring on a dark edge, a little outside it, so it
    reads on the gold of a primary button, on a dark one and on the cloth alike."""
    pygame.draw.rect(surface, theme.TEXT_DARK, rect.inflate(12, 12), width=3, border_radius=radius + 6)
    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(8, 8), width=3, border_radius=radius + 4)


def _hint_colour(text_colour: Colour) -> Colour:
    return (90, 70, 30) if text_colour == theme.TEXT_DARK else theme.TEXT_DIM


@dataclass
class Segmented:
    """A row of mutually exclusive choices (one option of a game, one setting)."""

    rect: pygame.Rect
    labels: Sequence[str]
    index: int = 0
    hover: int | None = None
    enabled: bool = True

    def segment_rects(self) -> list[pygame.Rect]:
        """Segments share the width by need: a long label ("24 hands") gets more room."""
        count = max(1, len(self.labels))
        size = self.font_size()
        fnt = font(size, True)
        natural = [fnt.size(label)[0] + size for label in self.labels] or [1]
        spare = self.rect.width - sum(natural)
        if spare >= 0:
            widths = [n + spare / count for n in natural]
        else:
            widths = [n * self.rect.width / sum(natural) for n in natural]
        rects, x = [], float(self.rect.x)
        for width in widths:
            left, x = round(x), x + width
            rects.append(pygame.Rect(left, self.rect.y, round(x) - left, self.rect.height))
        return rects

    def font_size(self) -> int:
        return label_size(self.rect.height)

    def hit(self, pos: tuple[int, int] | None) -> int | None:
        if not self.enabled or pos is None or not self.rect.collidepoint(pos):
            return None
        for i, rect in enumerate(self.segment_rects()):
            if rect.collidepoint(pos):
                return i
        return None

    def on_move(self, pos: tuple[int, int] | None) -> bool:
        hover = self.hit(pos)
        changed = hover != self.hover
        self.hover = hover
        return changed

    def step(self, delta: int) -> bool:
        """Move the choice left/right (keyboard); returns True when it changed."""
        new = max(0, min(len(self.labels) - 1, self.index + delta))
        changed = new != self.index
        self.index = new
        return changed

    def paint_segment(self, surface: pygame.Surface, i: int, rect: pygame.Rect, radius: int) -> Colour:
        """Segment ``i``'s ground (chosen, pointed at, or plain); returns the colour its text takes."""
        inner = rect.inflate(-4, -4)
        if i == self.index:
            rounded_rect(surface, inner, theme.ACCENT, max(4, radius - 2))
            return theme.TEXT_DARK
        if i == self.hover:
            rounded_rect(surface, inner, theme.CONTROL_HOVER, max(4, radius - 2))
        return theme.TEXT if self.enabled else theme.DISABLED_TEXT

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        radius = max(6, self.rect.height // 4)
        rounded_rect(surface, self.rect, theme.CONTROL, radius, theme.CONTROL_BORDER)
        size = self.font_size()
        rects = self.segment_rects()
        for i, (rect, label) in enumerate(zip(rects, self.labels)):
            colour = self.paint_segment(surface, i, rect, radius)
            draw_text(surface, label, rect.center, size, colour, bold=i == self.index,
                      anchor="center", max_width=rect.width - 8)
        if focused:
            pygame.draw.rect(surface, theme.ACCENT, self.rect.inflate(6, 6), width=2,
                             border_radius=radius + 3)


@dataclass
class ScrollList:
    """Rows of equal height inside ``rect`` that scroll with the wheel or the keyboard."""

    rect: pygame.Rect
    row_height: int
    count: int = 0
    offset: int = 0
    selected: int | None = None
    hover: int | None = None
    _drag_origin: Any = field(default=None, repr=False)

    @property
    def max_offset(self) -> int:
        return max(0, self.count * self.row_height - self.rect.height)

    def scroll(self, rows: int) -> None:
        """Scroll by whole rows (wheel amount > 0 scrolls up)."""
        self.offset = max(0, min(self.max_offset, self.offset - rows * self.row_height))

    def ensure_visible(self, index: int) -> None:
        top = index * self.row_height
        if top < self.offset:
            self.offset = top
        elif top + self.row_height > self.offset + self.rect.height:
            self.offset = top + self.row_height - self.rect.height
        self.offset = max(0, min(self.max_offset, self.offset))

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y + index * self.row_height - self.offset,
                           self.rect.width, self.row_height)

    def row_at(self, pos: tuple[int, int] | None) -> int | None:
        if pos is None or not self.rect.collidepoint(pos):
            return None
        index = (pos[1] - self.rect.y + self.offset) // self.row_height
        return index if 0 <= index < self.count else None

    def on_move(self, pos: tuple[int, int] | None) -> bool:
        hover = self.row_at(pos)
        changed = hover != self.hover
        self.hover = hover
        return changed

    def visible_rows(self) -> list[tuple[int, pygame.Rect]]:
        first = self.offset // self.row_height
        last = min(self.count, (self.offset + self.rect.height) // self.row_height + 1)
        return [(i, self.row_rect(i)) for i in range(first, last)]

    def draw(self, surface: pygame.Surface,
             draw_row: Callable[[pygame.Surface, int, pygame.Rect], None]) -> None:
        """Call ``draw_row(surface, index, rect)`` for each visible row, clipped to the list."""
        old_clip = surface.get_clip()
        surface.set_clip(self.rect.clip(old_clip) if old_clip else self.rect)
        for index, rect in self.visible_rows():
            draw_row(surface, index, rect)
        surface.set_clip(old_clip)
        if self.max_offset > 0:
            track = pygame.Rect(self.rect.right - 5, self.rect.y, 4, self.rect.height)
            rounded_rect(surface, track, theme.PANEL_LIGHT, 2)
            visible = self.rect.height / (self.count * self.row_height)
            thumb_h = max(20, int(track.height * visible))
            thumb_y = track.y + int((track.height - thumb_h) * self.offset / self.max_offset)
            rounded_rect(surface, pygame.Rect(track.x, thumb_y, 4, thumb_h), theme.TEXT_DIM, 2)


def clear_caches() -> None:
    """Forget cached surfaces and text (after ``pygame.quit()``)."""
    _render.cache_clear()
    _rounded.cache_clear()
    _shadow.cache_clear()
