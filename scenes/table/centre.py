"""The top centre of the table: a game's cards and numbers, a featured card, and the bomb flash.

Why here: what everyone keeps glancing at sits alone at the top centre — in
斗地主 the kitty (底牌), as three backs during the bidding and face up once shown
(turning over when the landlord takes it), and the current base/multiplier; in
another game a short note or nothing. What to show comes from the game's
overlay as a :class:`~scenes.table.view_model.Centre`. The face-up card of the
deal is shown large while the bidding runs, with its holder's name, since its
holder bids first.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from engine.cards import Card

from .. import theme
from ..cardart import CardArt
from ..widgets import render, rounded_rect
from .animation import ease_out


def draw_kitty(surface: pygame.Surface, kitty: tuple[Card, ...], hidden: int, rect: pygame.Rect,
               art: CardArt, card_w: int, back_colour: str, flip: float | None) -> None:
    """Three cards at the top centre; ``flip`` (0..1) turns them face up when the kitty is shown."""
    count = len(kitty) or hidden
    if count <= 0:
        return
    gap = round(card_w * 0.12)
    total = count * card_w + (count - 1) * gap
    x = rect.centerx - total // 2
    card_h = CardArt.size(card_w)[1]
    for i in range(count):
        face_up = bool(kitty)
        image = art.face(kitty[i], card_w) if face_up else art.back(card_w, back_colour)
        pos = (x + i * (card_w + gap), rect.y)
        if flip is not None and face_up and flip < 1:
            # a card turning over: the back narrows to an edge, then the face widens
            if flip < 0.5:
                image = art.back(card_w, back_colour)
                scale = 1 - flip * 2
            else:
                scale = (flip - 0.5) * 2
            width = max(1, round(card_w * scale))
            image = pygame.transform.smoothscale(image, (width, card_h))
            pos = (pos[0] + (card_w - width) // 2, pos[1])
        else:
            dx, dy = art.shadow_offset(card_w)
            surface.blit(art.shadow(card_w), (pos[0] + dx, pos[1] + dy))
        surface.blit(image, pos)


def draw_pills(surface: pygame.Surface, rect: pygame.Rect, pills, s: theme.Sizes, tr,
               room: pygame.Rect | None = None) -> pygame.Rect:
    """The overlay's label/value pairs (:class:`~scenes.table.view_model.Pill`) as one pill,
    kept to ``room`` (:func:`draw_pairs`)."""
    parts = []
    for pill in pills:
        value = tr(pill.value_key, value=pill.value) if pill.value_key else str(pill.value)
        parts.append((tr(pill.label_key), value))
    return draw_pairs(surface, rect, parts, s, room)


def draw_note(surface: pygame.Surface, rect: pygame.Rect, text: str, s: theme.Sizes) -> pygame.Rect:
    """A short sentence in a slim pill at the top of ``rect`` (a game's note, e.g. "♦3 先出")."""
    if not text:
        return pygame.Rect(rect.midtop, (0, 0))
    image = render(text, s.small, theme.TEXT)
    box = image.get_rect().inflate(2 * s.pad, round(s.small * 0.6))
    box.midtop = rect.midtop
    rounded_rect(surface, box, (8, 26, 24, 150), box.height // 2, theme.PANEL_BORDER)
    surface.blit(image, image.get_rect(center=box.center))
    return box


def draw_pairs(surface: pygame.Surface, rect: pygame.Rect, parts: list[tuple[str, str]], s: theme.Sizes,
               room: pygame.Rect | None = None) -> pygame.Rect:
    """Label/value pairs in a slim pill at the top of ``rect``: big numbers, small words.

    Centred on ``rect``; a pill wider than ``rect`` starts at its left edge and reaches into
    ``room`` (which starts there too) instead of spreading back over what lies left of ``rect``
    (吃苍蝇's turned card); one wider than ``room`` closes its gaps (to half), brings its numbers
    down to the words' size, then both down to the smallest legible text (``theme.MIN_FONT_PX``:
    at 150 % in English, 上混 · 下混 · 叫牌 at 1280×800).
    Returns the pill's box (empty at ``rect``'s top when there is nothing to show)."""
    if not parts:
        return pygame.Rect(rect.midtop, (0, 0))
    room = rect if room is None else room
    word, number, gap = s.small, round(s.body * 1.2), s.pad
    pieces, box = _pair_pieces(parts, word, number, gap)
    while box.width > room.width and (gap > s.pad // 2 or number > theme.MIN_FONT_PX):
        if gap > s.pad // 2:
            gap -= 1
        elif number > word:
            number -= 1
        else:
            word = number = number - 1
        pieces, box = _pair_pieces(parts, word, number, gap)
    box.midtop = rect.midtop
    box.left = max(box.left, room.left)
    rounded_rect(surface, box, (8, 26, 24, 150), box.height // 2, theme.PANEL_BORDER)
    x = box.x + gap
    for label, value in pieces:
        surface.blit(label, label.get_rect(midleft=(x, box.centery + 1)))
        x += label.get_width() + gap // 2
        surface.blit(value, value.get_rect(midleft=(x, box.centery)))
        x += value.get_width() + gap * 2
    return box


def _pair_pieces(parts: list[tuple[str, str]], word: int, number: int, gap: int):
    """The rendered words and numbers of :func:`draw_pairs` at these sizes, and the pill round them."""
    pieces = [(render(label, word, theme.TEXT_DIM), render(value, number, theme.ACCENT, True))
              for label, value in parts]
    width = sum(a.get_width() + b.get_width() + gap // 2 for a, b in pieces) + gap * 2 * (len(pieces) - 1)
    height = max(round(number * 1.45), max(a.get_height() for a, _b in pieces) + 2)
    return pieces, pygame.Rect(0, 0, width + 2 * gap, height)


@lru_cache(maxsize=4)
def _glow(width: int, height: int) -> pygame.Surface:
    """A soft warm radial light (concentric ellipses, faint at the rim), cached per size."""
    image = pygame.Surface((max(2, width), max(2, height)), pygame.SRCALPHA)
    steps = 14
    for i in range(steps):
        t = i / steps
        rect = pygame.Rect(0, 0, round(width * (1 - t)), round(height * (1 - t)))
        rect.center = (width // 2, height // 2)
        pygame.draw.ellipse(image, (255, 150, 60, round(10 + 10 * t)), rect)
    return image


def draw_face_up(surface: pygame.Surface, card: Card, holder: str, centre: tuple[int, int],
                 art: CardArt, card_w: int, s: theme.Sizes, tr, label_key: str = "table.face_up") -> None:
    """明牌 of this deal and who holds it (that seat bid first)."""
    card_h = CardArt.size(card_w)[1]
    label = f"{tr(label_key)} · {holder}"
    image = render(label, s.small, theme.TEXT)
    box = pygame.Rect(0, 0, max(card_w, image.get_width()) + 2 * s.pad, card_h + image.get_height() + 3 * s.pad // 2 + s.pad)
    box.center = centre
    rounded_rect(surface, box, (8, 26, 24, 120), s.radius * 2, theme.PANEL_BORDER)
    pos = (box.centerx - card_w // 2, box.y + s.pad)
    dx, dy = art.shadow_offset(card_w)
    surface.blit(art.shadow(card_w), (pos[0] + dx, pos[1] + dy))
    surface.blit(art.face(card, card_w, mark="star"), pos)
    surface.blit(image, image.get_rect(midtop=(box.centerx, pos[1] + card_h + s.pad // 2)))


def draw_bomb_flash(surface: pygame.Surface, text: str, multiplier: int | None, progress: float,
                    s: theme.Sizes, tr) -> None:
    """A big word over the table, growing in and fading out, with the new multiplier."""
    line = tr("table.multiplier_value", value=multiplier) if multiplier else ""
    draw_flash(surface, text, line, progress, s)


def draw_flash(surface: pygame.Surface, text: str, line: str, progress: float, s: theme.Sizes,
               keep_clear=()) -> pygame.Rect | None:
    """A big word over the table, growing in and fading out, with a line under it — or over it,
    where the line would cover a play or a bubble (``keep_clear``: what lies on the table); where
    both would, the line is left out (the play log keeps it). Returns where the line went."""
    w, h = surface.get_size()
    grow = ease_out(min(1.0, progress * 3))
    fade = 1.0 if progress < 0.7 else max(0.0, 1 - (progress - 0.7) / 0.3)
    size = max(s.big, round(h * 0.11 * (0.6 + 0.4 * grow)))
    word = render(text, size, theme.ACCENT, True)
    glow = _glow(round(word.get_width() * 2.0), round(word.get_height() * 2.2)).copy()
    glow.set_alpha(int(255 * fade))
    centre = (w // 2, round(h * 0.4))
    surface.blit(glow, glow.get_rect(center=centre))
    shadow = render(text, size, (40, 10, 4), True)
    shadow.set_alpha(int(200 * fade))
    surface.blit(shadow, shadow.get_rect(center=(centre[0] + 3, centre[1] + 4)))
    image = word.copy()
    image.set_alpha(int(255 * fade))
    surface.blit(image, image.get_rect(center=centre))
    placed = None
    if line:
        small = render(line, s.title, theme.TEXT, True).copy()
        small.set_alpha(int(255 * fade))
        full = round(h * 0.11)          # the word's full size: the line does not move as it grows
        below = small.get_rect(midtop=(centre[0], centre[1] + full // 2 + s.pad))
        above = small.get_rect(midbottom=(centre[0], centre[1] - full // 2 - s.pad))
        placed = next((r for r in (below, above) if r.collidelist(list(keep_clear)) < 0), None)
        if placed is not None:
            surface.blit(small, placed)
    # a few sparks around the word
    for i in range(10):
        angle = i * math.tau / 10
        dist = size * (0.9 + 1.4 * grow)
        px = centre[0] + math.cos(angle) * dist * 1.3
        py = centre[1] + math.sin(angle) * dist * 0.6
        pygame.draw.circle(surface, (255, 200, 90), (round(px), round(py)), max(2, round(size * 0.05 * fade)))
    return placed
