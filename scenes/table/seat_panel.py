"""The seats around the table: the opponents' panels and the viewer's badge.

Why these pieces: at a glance a player wants to know, for each opponent, how
many cards are left (the number that decides the hand, so it is drawn large),
who the landlord is, and whose turn it is. The turn is an accent ring with a
soft pulse; the landlord badge is gold, the farmer badge a calm green.
Drawing reads only the :class:`SeatView` and a clock value from the table.
"""
from __future__ import annotations

import math

import pygame

from .. import theme
from ..cardart import CardArt
from ..people import draw_marker
from ..widgets import draw_panel, draw_text, render, rounded_rect
from .view_model import SeatView

LANDLORD_FILL = (232, 172, 52)
FARMER_FILL = (70, 150, 112)
BADGE_TEXT = (28, 30, 26)
TAG_FILL = (200, 70, 56)


def role_badge(surface: pygame.Surface, role: str | None, midleft: tuple[int, int], size: int, tr) -> pygame.Rect:
    """地主 / 农民 as a small pill; returns its rect (empty before the bidding ends)."""
    if role is None:
        return pygame.Rect(midleft, (0, 0))
    text = tr("table.landlord" if role == "landlord" else "table.farmer")
    image = render(text, size, BADGE_TEXT, True)
    rect = image.get_rect().inflate(size, size // 4)
    rect.midleft = midleft
    rounded_rect(surface, rect, LANDLORD_FILL if role == "landlord" else FARMER_FILL, rect.height // 2)
    surface.blit(image, image.get_rect(center=rect.center))
    return rect


def tag(surface: pygame.Surface, text: str, midleft: tuple[int, int], size: int,
        fill=TAG_FILL, colour=theme.TEXT) -> pygame.Rect:
    image = render(text, size, colour, True)
    rect = image.get_rect().inflate(size * 0.7, size // 4)
    rect.midleft = midleft
    rounded_rect(surface, rect, fill, rect.height // 2)
    surface.blit(image, image.get_rect(center=rect.center))
    return rect


def turn_ring(surface: pygame.Surface, rect: pygame.Rect, clock: float, radius: int) -> None:
    """The "this seat is deciding" marker: an accent outline breathing gently."""
    glow = 0.5 + 0.5 * math.sin(clock * 4.0)
    outer = rect.inflate(8, 8)
    halo = pygame.Surface(outer.inflate(12, 12).size, pygame.SRCALPHA)
    pygame.draw.rect(halo, (*theme.ACCENT[:3], int(40 + 50 * glow)), halo.get_rect(),
                     border_radius=radius + 8)
    surface.blit(halo, outer.inflate(12, 12).topleft)
    pygame.draw.rect(surface, theme.ACCENT, outer, width=3, border_radius=radius + 4)


def draw_opponent(surface: pygame.Surface, seat: SeatView, rect: pygame.Rect, art: CardArt,
                  back_colour: str, card_w: int, count_shown: int, clock: float, tr,
                  s: theme.Sizes) -> None:
    """One opponent: name, role, a stack of backs with the cards-left count, score, turn ring."""
    if seat.acting:
        turn_ring(surface, rect, clock, s.radius * 2)
    draw_panel(surface, rect, radius=s.radius * 2)
    pad = s.pad
    y = rect.y + pad
    name = draw_text(surface, seat.name, (rect.centerx, y), s.body, theme.ACCENT if seat.acting else theme.TEXT,
                     bold=True, anchor="midtop", max_width=rect.width - pad)
    if seat.person:
        radius = max(6, s.body * 11 // 20)
        draw_marker(surface, seat.name, (name.x - pad // 3 - radius, name.centery), radius)
    y += round(s.body * 1.5)
    badges = []
    if seat.role is not None:
        badges.append(("role", seat.role))
    if seat.doubled:
        badges.append(("tag", tr("table.double")))
    if seat.autoplay:
        badges.append(("tag", tr("table.autoplay")))
    if badges:
        widths = [_badge_width(kind, value, s.small, tr) for kind, value in badges]
        gap = pad // 2
        x = rect.centerx - (sum(widths) + gap * (len(widths) - 1)) // 2
        centre_y = y + s.small
        for (kind, value), width in zip(badges, widths):
            if kind == "role":
                role_badge(surface, value, (x, centre_y), s.small, tr)
            else:
                tag(surface, value, (x, centre_y), s.small)
            x += width + gap
    y += round(s.small * 2.4)
    # the stack of backs with the big count on top
    card_h = CardArt.size(card_w)[1]
    score_h = round(s.small * 1.8)
    room = rect.bottom - pad - score_h - y
    stack_top = y + max(0, (room - card_h - 8) // 2)
    if count_shown > 0:
        layers = min(3, count_shown)
        for i in range(layers):
            off = (layers - 1 - i) * max(2, card_w // 14)
            pos = (rect.centerx - card_w // 2 + off, stack_top + off)
            if i == layers - 1:
                dx, dy = art.shadow_offset(card_w)
                surface.blit(art.shadow(card_w), (pos[0] + dx, pos[1] + dy))
            surface.blit(art.back(card_w, back_colour), pos)
        centre = (rect.centerx, stack_top + card_h // 2)
        number = str(count_shown)
        size = max(s.title, round(card_w * 0.62))
        _outlined(surface, number, centre, size, theme.ACCENT if count_shown <= 2 else theme.TEXT)
    # score at the bottom
    draw_text(surface, f"{seat.score:+d}" if seat.score else "0", (rect.centerx, rect.bottom - pad),
              s.small, theme.TEXT_DIM, anchor="midbottom")


def draw_viewer_badge(surface: pygame.Surface, seat: SeatView, rect: pygame.Rect, tr,
                      s: theme.Sizes) -> None:
    """The viewer's own name, role and score in a slim panel above the hand's left end."""
    draw_panel(surface, rect, radius=rect.height // 2, shadow=False)
    x = rect.x + s.pad
    if seat.person:
        radius = max(6, rect.height * 3 // 10)
        draw_marker(surface, seat.name, (x + radius, rect.centery), radius)
        x += 2 * radius + s.pad // 3
    name_rect = draw_text(surface, seat.name, (x, rect.centery), s.body, theme.TEXT, bold=True,
                          anchor="midleft", max_width=rect.width // 3)
    x = name_rect.right + s.pad // 2
    if seat.role is not None:
        x = role_badge(surface, seat.role, (x, rect.centery), s.small, tr).right + s.pad // 2
    if seat.doubled:
        x = tag(surface, tr("table.double"), (x, rect.centery), s.small).right + s.pad // 2
    score = f"{seat.score:+d}" if seat.score else "0"
    draw_text(surface, score, (rect.right - s.pad, rect.centery), s.small, theme.TEXT_DIM, anchor="midright")


def _badge_width(kind: str, value: str, size: int, tr) -> int:
    text = tr("table.landlord" if value == "landlord" else "table.farmer") if kind == "role" else value
    image = render(text, size, BADGE_TEXT, True)
    return image.get_width() + (size if kind == "role" else round(size * 0.7))


def _outlined(surface: pygame.Surface, text: str, centre: tuple[int, int], size: int, colour) -> None:
    """Big digits with a dark outline, readable on any card back."""
    dark = render(text, size, (10, 20, 24), True)
    rect = dark.get_rect(center=centre)
    step = max(1, size // 18)
    for dx, dy in ((-step, 0), (step, 0), (0, -step), (0, step), (-step, -step), (step, step),
                   (-step, step), (step, -step)):
        surface.blit(dark, rect.move(dx, dy))
    surface.blit(render(text, size, colour, True), rect)
