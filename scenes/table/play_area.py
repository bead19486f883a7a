"""Each seat's last play, laid in front of it, and what it said (不出, 2分, 倒 …).

Why in front of the seat: the round reads like a real table — the left
opponent's cards lie to the right of its panel, the right opponent's to the
left of its panel, a top seat's below its panel, yours above your hand — so
whose cards are whose needs no label. The words a seat says in a game's own
decision phases (叫分, 倒 …) come from that game's overlay. A play that has just been made slides in from its seat (the animation's
progress is passed in; the cards' final place never depends on it).
"""
from __future__ import annotations

import pygame

from engine.cards import Card

from .. import theme
from ..cardart import CardArt
from ..widgets import render, rounded_rect
from .animation import ease_out
from .layout import BOTTOM, LEFT, PLAY_STEP, RIGHT


def card_positions(count: int, width: int, area: pygame.Rect, position: str) -> list[int]:
    """Left x of each card of a play: towards the centre of the table from its seat."""
    if count <= 0:
        return []
    step = width * PLAY_STEP
    if count > 1:
        step = min(step, (area.width - width) / (count - 1))
    total = width + step * (count - 1)
    if position == LEFT:
        left = area.left
    elif position == RIGHT:
        left = area.right - total
    else:
        left = area.centerx - total / 2
    return [round(left + i * step) for i in range(count)]


def draw_play(surface: pygame.Surface, cards: tuple[Card, ...], area: pygame.Rect, position: str,
              art: CardArt, card_w: int, origin: tuple[int, int], progress: float | None) -> None:
    """The cards of one play; ``progress`` < 1 while it is still flying in from ``origin``."""
    xs = card_positions(len(cards), card_w, area, position)
    card_h = CardArt.size(card_w)[1]
    y = area.centery - card_h // 2
    shift = (0.0, 0.0)
    if progress is not None and progress < 1:
        t = 1 - ease_out(progress)
        mid_x = (xs[0] + xs[-1] + card_w) / 2 if xs else area.centerx
        shift = ((origin[0] - mid_x) * t, (origin[1] - (y + card_h / 2)) * t)
    shadow = art.shadow(card_w)
    dx, dy = art.shadow_offset(card_w)
    for x, card in zip(xs, cards):
        pos = (round(x + shift[0]), round(y + shift[1]))
        surface.blit(shadow, (pos[0] + dx, pos[1] + dy))
        surface.blit(art.face(card, card_w), pos)


def draw_words(surface: pygame.Surface, text: str, area: pygame.Rect, position: str, size: int,
               positive: bool = False, progress: float | None = None) -> pygame.Rect:
    """A speech bubble such as 不出 or 3分 where that seat's cards would lie."""
    scale = 1.0 if progress is None else 0.6 + 0.4 * ease_out(progress)
    px = max(14, round(size * scale))
    colour = theme.TEXT_DARK if positive else theme.TEXT
    image = render(text, px, colour, True)
    box = image.get_rect().inflate(px * 1.4, px * 0.6)
    if position == LEFT:
        box.midleft = (area.left, area.centery)
    elif position == RIGHT:
        box.midright = (area.right, area.centery)
    else:
        box.center = area.center
    fill = theme.ACCENT if positive else (12, 30, 28, 190)
    rounded_rect(surface, box, fill, box.height // 2, None if positive else theme.CONTROL_BORDER)
    surface.blit(image, image.get_rect(center=box.center))
    return box


def origin_for(position: str, seat_rects: dict[str, pygame.Rect], hand_rect: pygame.Rect) -> tuple[int, int]:
    """Where a play starts its flight: the seat's panel, or the middle of the viewer's hand."""
    if position == BOTTOM:
        return hand_rect.center
    return seat_rects[position].center
