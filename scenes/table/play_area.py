"""Each seat's last play, laid in front of it, and what it said (不出, 2分, 倒 …).

Why in front of the seat: the round reads like a real table — the left
opponent's cards lie to the right of its panel, the right opponent's to the
left of its panel, a top seat's below its panel, yours above your hand — so
whose cards are whose needs no label. The words a seat says in a game's own
decision phases (叫分, 倒 …) come from that game's overlay. A wild card shows what it stood for
(a gold edge and "→J" low on the card, as in the reading chooser). A play that has just been made
slides in from its seat (the animation's progress is passed in; the cards' final place never
depends on it), only as far as it can without passing over a seat's panel. Once the hand is
over each seat's cards left lie face up in the same place.
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable

import pygame

from engine.cards import Card

from .. import theme
from ..cardart import CardArt
from ..widgets import render, rounded_rect
from .animation import ease_out
from .layout import BOTTOM, LEFT, PLAY_STEP, RIGHT
from .readings import rank_label


def main_part_first(cards: Iterable[Card], order) -> tuple[Card, ...]:
    """A play as players lay it down: the main part first, then the kickers — 444 33, not 33 444;
    a plane's triples, then its wings; 4444 5 6. Ranks held more often in the play come first,
    each part low to high in the game's ``order`` (a :class:`~scenes.table.hand_view.CardOrder`),
    equal ranks ♠ ♥ ♣ ♦ from the left as in the hand. Straights and pair chains (every rank the
    same count) read low to high."""
    cards = tuple(cards)
    rank, suit = order.rank, order.suit
    counts = Counter(rank(c) for c in cards)
    return tuple(sorted(cards, key=lambda c: (-counts[rank(c)], rank(c), -suit(c))))


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


def play_rect(count: int, card_w: int, area: pygame.Rect, position: str) -> pygame.Rect:
    """Where a laid play of ``count`` cards lies (shadows aside): inside ``area`` whatever the count."""
    xs = card_positions(count, card_w, area, position)
    card_h = CardArt.size(card_w)[1]
    if not xs:
        return pygame.Rect(area.centerx, area.centery, 0, 0)
    return pygame.Rect(xs[0], area.centery - card_h // 2, xs[-1] + card_w - xs[0], card_h)


#: How much of the flight a play may keep when the full path would cross a panel (largest first).
_FLIGHT_SHARES = (1.0, 0.75, 0.5, 0.3, 0.15)


def flight_shift(rect: pygame.Rect, origin: tuple[int, int], progress: float | None,
                 keep_clear=(), bounds: pygame.Rect | None = None) -> tuple[int, int]:
    """How far from its place a play still is while it slides in from ``origin`` (its seat).

    The slide is shortened so the cards never pass over a rect of ``keep_clear`` (the seats'
    panels: a play must never hide a name, a count or a badge, not even for a moment) nor out of
    ``bounds``; a long play with no room to slide simply appears in place."""
    if progress is None or progress >= 1:
        return 0, 0
    t = 1 - ease_out(progress)
    full = ((origin[0] - rect.centerx) * t, (origin[1] - rect.centery) * t)
    for share in _FLIGHT_SHARES:
        dx, dy = round(full[0] * share), round(full[1] * share)
        moved = rect.move(dx, dy)
        if any(moved.colliderect(other) for other in keep_clear):
            continue
        if bounds is not None and not bounds.contains(moved):
            continue
        return dx, dy
    return 0, 0


def draw_play(surface: pygame.Surface, cards: tuple[Card, ...], area: pygame.Rect, position: str,
              art: CardArt, card_w: int, origin: tuple[int, int], progress: float | None,
              keep_clear=()) -> None:
    """The cards of one play; ``progress`` < 1 while it is still sliding in from ``origin``, never
    over a rect of ``keep_clear``."""
    xs = card_positions(len(cards), card_w, area, position)
    card_h = CardArt.size(card_w)[1]
    y = area.centery - card_h // 2
    shift = flight_shift(play_rect(len(cards), card_w, area, position), origin, progress, keep_clear,
                         surface.get_rect())
    shadow = art.shadow(card_w)
    dx, dy = art.shadow_offset(card_w)
    read = dict(getattr(cards, "stand_ins", ()))
    edge = max(2, card_w // 20)
    for x, card in zip(xs, cards):
        pos = (x + shift[0], y + shift[1])
        surface.blit(shadow, (pos[0] + dx, pos[1] + dy))
        surface.blit(art.face(card, card_w), pos)
        if card in read:        # a wild card: the reading chooser's gold edge
            pygame.draw.rect(surface, theme.ACCENT, pygame.Rect(pos, (card_w, card_h)), edge,
                             border_radius=max(3, card_w // 12))
    step = xs[1] - xs[0] if len(xs) > 1 else card_w
    for x, card in zip(xs, cards):
        if card in read:
            draw_stand_in(surface, read[card], pygame.Rect(x + shift[0], y + shift[1], card_w, card_h),
                          min(step, card_w))


def draw_stand_in(surface: pygame.Surface, natural: int, card: pygame.Rect, shown_w: int) -> pygame.Rect:
    """The "→J" mark on a played wild card: a gold pill low on the part of the card that shows
    (``shown_w`` px from its left), where no corner index lies; its box."""
    px = max(11, round(card.width * 0.26))
    image = render("→" + rank_label(natural), px, theme.TEXT_DARK, True)
    box = image.get_rect().inflate(px // 2, 2)
    box.center = (card.x + shown_w // 2, card.y + round(card.height * 0.7))
    box.left = max(box.left, card.x + 1)
    rounded_rect(surface, box, theme.ACCENT, box.height // 2, theme.TEXT_DARK)
    surface.blit(image, image.get_rect(center=box.center))
    return box


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
