"""A row of choices whose labels are never cut: they wrap, or stack when they must.

Why not :class:`scenes.widgets.Segmented`: that control is one line high and
shortens a label with "…" when the row is narrow, which is right for short
settings but hides what a rule option means ("大花色对子可反小花…"). The setup
screen asks this control how tall it must be for its labels at a given width
(:func:`plan`), gives it that height, and every label is then drawn whole:

- side by side on one line when they fit;
- side by side, each wrapped onto two lines, when that is enough;
- otherwise one under the other, each across the whole width (wrapped as needed).

The choice, hover and keyboard behaviour are Segmented's (a subclass), so the
scene treats both alike.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import pygame

from . import theme
from .assets import font
from .widgets import Segmented, render, rounded_rect, wrap_lines


@dataclass(frozen=True)
class Plan:
    """How the labels sit: ``stacked`` or side by side, each label's width and lines."""

    stacked: bool
    widths: tuple[int, ...]
    lines: tuple[tuple[str, ...], ...]
    height: int
    #: The room kept left and right of each label inside its segment.
    pad: int = 0


def inset(size: int) -> int:
    """Room left and right of a label inside its segment."""
    return size // 2 + 4


def line_step(size: int) -> int:
    """Distance between the wrapped lines of one label (tighter than body text: one item)."""
    return round(size * 1.3)


def _fits_words(label: str, size: int, width: int) -> bool:
    """No single word of ``label`` is wider than ``width`` (a word is never broken)."""
    fnt = font(size, True)
    return all(fnt.size(word)[0] <= width for word in label.split())


def plan(labels: Sequence[str], width: int, size: int, min_height: int) -> Plan:
    """The arrangement of ``labels`` in a control ``width`` wide, text ``size`` px (bold measured:
    the chosen label is drawn bold), never lower than ``min_height``."""
    labels = list(labels) or [""]
    fnt = font(size, True)
    step = line_step(size)
    text = [fnt.size(label)[0] for label in labels]
    for pad in (inset(size), max(4, size // 4)):       # roomy, else tighter: still one line
        natural = [t + 2 * pad for t in text]
        if sum(natural) <= width:
            spare = (width - sum(natural)) / len(labels)
            widths = _rounded([n + spare for n in natural], width)
            return Plan(False, widths, tuple((label,) for label in labels), min_height, pad)
    # side by side, wrapped onto two lines: each label's longest word fits its segment, the rest of
    # the room goes where the labels are longest
    pad = inset(size)
    least = [max([fnt.size(word)[0] for word in label.split()] or [0]) + 2 * pad for label in labels]
    natural = [t + 2 * pad for t in text]
    if sum(least) <= width:
        excess = [n - m for n, m in zip(natural, least)]
        share = (width - sum(least)) / (sum(excess) or 1)
        widths = _rounded([m + e * share for m, e in zip(least, excess)], width)
        lines = [tuple(wrap_lines(label, size, max(1, w - 2 * pad), True)) for label, w in zip(labels, widths)]
        if max(len(ls) for ls in lines) <= 2 and all(
                _fits_words(label, size, w - 2 * pad) for label, w in zip(labels, widths)):
            height = max(min_height, 2 * step + size // 2 + 4)
            return Plan(False, widths, tuple(lines), height, pad)
    # one under the other, each across the whole width
    lines = [tuple(wrap_lines(label, size, max(1, width - 2 * pad), True)) for label in labels]
    height = sum(max(min_height * 3 // 4, len(ls) * step + size // 2 + 6) for ls in lines)
    return Plan(True, tuple([width] * len(labels)), tuple(lines), height, pad)


def _rounded(widths: list[float], total: int) -> tuple[int, ...]:
    """Whole-pixel widths that add up to ``total`` exactly."""
    out, x = [], 0.0
    for w in widths:
        left, x = round(x), x + w
        out.append(round(x) - left)
    out[-1] += total - sum(out)
    return tuple(out)


@dataclass
class WrapChoices(Segmented):
    """Segmented choices drawn from a :class:`Plan` (labels wrap, or the choices stack)."""

    text_size: int = 15
    min_height: int = 36
    _plan: tuple | None = field(default=None, repr=False, compare=False)

    def font_size(self) -> int:
        return self.text_size

    def layout_plan(self) -> Plan:
        key = (tuple(self.labels), self.rect.width, self.text_size, self.min_height)
        if self._plan is None or self._plan[0] != key:
            self._plan = (key, plan(self.labels, self.rect.width, self.text_size, self.min_height))
        return self._plan[1]

    def segment_rects(self) -> list[pygame.Rect]:
        p = self.layout_plan()
        rects: list[pygame.Rect] = []
        if p.stacked:
            y, step = self.rect.y, line_step(self.text_size)
            for i, lines in enumerate(p.lines):
                h = max(self.min_height * 3 // 4, len(lines) * step + self.text_size // 2 + 6)
                if i == len(p.lines) - 1:
                    h = self.rect.bottom - y
                rects.append(pygame.Rect(self.rect.x, y, self.rect.width, h))
                y += h
            return rects
        x = self.rect.x
        for w in p.widths:
            rects.append(pygame.Rect(x, self.rect.y, w, self.rect.height))
            x += w
        return rects

    def label_lines(self) -> list[tuple[pygame.Rect, tuple[str, ...]]]:
        """Each segment's rect and the lines drawn in it (for the drawing and the layout tests)."""
        return list(zip(self.segment_rects(), self.layout_plan().lines))

    def draw(self, surface: pygame.Surface, focused: bool = False) -> None:
        radius = max(6, min(self.rect.height, self.min_height) // 4)
        rounded_rect(surface, self.rect, theme.CONTROL, radius, theme.CONTROL_BORDER)
        size, step = self.text_size, line_step(self.text_size)
        for i, (rect, lines) in enumerate(self.label_lines()):
            colour = self.paint_segment(surface, i, rect, radius)
            top = rect.centery - len(lines) * step // 2
            for n, line in enumerate(lines):
                image = render(line, size, colour, i == self.index)
                centre = (rect.centerx, top + n * step + step // 2)
                surface.blit(image, image.get_rect(center=centre))
        if focused:
            pygame.draw.rect(surface, theme.ACCENT, self.rect.inflate(6, 6), width=2, border_radius=radius + 3)
