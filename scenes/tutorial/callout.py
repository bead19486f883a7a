"""The lesson's box of words and its pointer: where they go and how they are drawn.

Why placed, not fixed: the box must never hide what the person is asked to press (the cards to
raise, the button) nor the hand and the action row, and it should stand near what it talks
about. So it is tried above the target, then below it, beside it, then at the top centre of the
table, and the first place inside the window that covers none of the rectangles to keep clear is
taken. The pointer is a ring round the target and a line from the box to it.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from .. import theme
from ..widgets import Button, draw_text, line_height, rounded_rect, wrap_lines

EDGE = theme.ACCENT
FILL = (12, 40, 34, 242)


@dataclass
class Callout:
    box: pygame.Rect
    title: str
    lines: list[str]                 # wrapped, in order; "" between paragraphs
    target: pygame.Rect | None
    button: Button | None = None     # 知道了 (a wait step)
    keep_clear: list[pygame.Rect] = field(default_factory=list)
    parts: list[pygame.Rect] = field(default_factory=list)   # ringed one by one (the cards to raise)


def build(window: tuple[int, int], area: pygame.Rect, s: theme.Sizes, title: str, paragraphs: list[str],
          target: pygame.Rect | None, keep_clear: list[list[pygame.Rect]], ok_text: str | None,
          parts: list[pygame.Rect] | None = None) -> Callout:
    """The box for ``paragraphs`` in ``area`` (the table, less a docked panel), placed clear of
    ``target`` and of ``keep_clear`` — tiers of rectangles, the first never covered (the hand,
    the buttons), the later ones kept clear while there is room (seats, the plays, the top pills);
    ``ok_text``: the 知道了 button's words (None: no button)."""
    width = min(area.width - 2 * s.pad, max(24 * s.body, min(round(area.width * 0.46), 40 * s.body)))
    inner = width - 2 * s.pad
    lines: list[str] = []
    for index, paragraph in enumerate(paragraphs):
        if index == 1:
            lines.append("")            # after the step's sentence; the score's lines follow close
        lines.extend(wrap_lines(paragraph, s.body, inner))
    step = line_height(s.body)
    height = s.pad + line_height(s.small) + s.pad // 2 + len(lines) * step + s.pad
    if ok_text is not None:
        height += s.button_h + s.pad
    must = [r for r in (keep_clear[0] if keep_clear else []) if r is not None]
    must += [target] if target is not None else []
    tiers = [must + [r for tier in keep_clear[1:i + 1] for r in tier if r is not None]
             for i in range(len(keep_clear) - 1, -1, -1)]
    box = _place(area, (width, height), target, tiers, s)
    button = None
    if ok_text is not None:
        bw = max(7 * s.body, round(len(ok_text) * s.body * 0.8) + 4 * s.body)
        button = Button(pygame.Rect(box.right - s.pad - bw, box.bottom - s.pad - s.button_h, bw, s.button_h),
                        ok_text, action="ok", primary=True, hotkey="Enter")
    return Callout(box, title, lines, target, button, must, list(parts or ([target] if target else [])))


def _place(area: pygame.Rect, size: tuple[int, int], target: pygame.Rect | None,
           tiers: list[list[pygame.Rect]], s: theme.Sizes) -> pygame.Rect:
    """The place nearest the target (else the upper middle of the table) that covers nothing of
    the first tier it can keep clear; past every tier, one that at least spares the target."""
    w, h = size
    inside = area.inflate(-2 * s.pad, -2 * s.pad)
    want = target.center if target is not None else (area.centerx, area.top + round(area.height * 0.3))
    spots = set()
    for y in range(inside.top, inside.bottom - h + 1, max(4, s.pad)):
        for x in (inside.left, area.centerx - w // 2, inside.right - w,
                  (want[0] - w // 2) if target is not None else area.centerx - w // 2):
            spots.add(pygame.Rect(x, y, w, h).clamp(inside).topleft)
    boxes = sorted((pygame.Rect(x, y, w, h) for x, y in spots),
                   key=lambda b: (math.dist(b.center, want), b.y, b.x))
    for clear in tiers:
        for box in boxes:
            if box.collidelist(clear) == -1:
                return box
    spare = [b for b in boxes if target is None or not b.colliderect(target)]
    return (spare or boxes or [pygame.Rect(0, 0, w, h).clamp(inside)])[0]


def draw(surface: pygame.Surface, callout: Callout, s: theme.Sizes, clock: float) -> None:
    if callout.parts:
        _draw_pointer(surface, callout.box, callout.parts, s, clock)
    box = callout.box
    rounded_rect(surface, box, FILL, s.radius, EDGE)
    x, y = box.x + s.pad, box.y + s.pad
    draw_text(surface, callout.title, (x, y + line_height(s.small) // 2), s.small, EDGE, anchor="midleft")
    y += line_height(s.small) + s.pad // 2
    step = line_height(s.body)
    for line in callout.lines:
        if line:
            draw_text(surface, line, (x, y + step // 2), s.body, theme.TEXT, anchor="midleft")
        y += step
    if callout.button is not None:
        callout.button.draw(surface)


def _draw_pointer(surface: pygame.Surface, box: pygame.Rect, parts: list[pygame.Rect], s: theme.Sizes,
                  clock: float) -> None:
    """A pulsing ring round each part of the target and a line to the nearest from the box."""
    grow = round(3 + 3 * (1 + math.sin(clock * 5)) / 2)
    rings = [part.inflate(2 * grow + 4, 2 * grow + 4) for part in parts]
    for ring in rings:
        pygame.draw.rect(surface, EDGE, ring, width=3, border_radius=s.radius)

    def ends(ring):
        start = (min(max(ring.centerx, box.left), box.right), min(max(ring.centery, box.top), box.bottom))
        return start, (min(max(start[0], ring.left), ring.right), min(max(start[1], ring.top), ring.bottom))
    start, end = min((ends(ring) for ring in rings), key=lambda pair: math.dist(*pair))
    if math.dist(start, end) > s.pad:
        pygame.draw.line(surface, EDGE, start, end, 3)
        pygame.draw.circle(surface, EDGE, end, max(4, s.pad // 2))
