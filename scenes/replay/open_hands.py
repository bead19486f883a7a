"""明牌 at the climbing table: every other seat's cards face up at its panel.

Why at the panel: a climbing table shows another seat's hand only once the hand is over (in
its play area, where the plays lie while it is played), so a replay that keeps every hand face
up needs a place of its own that covers no play: the seat's panel. The stack of backs in the
panel (what the replay makes visible) gives way to the cards themselves, small and overlapped
so that each card's index shows, in as many rows as the panel needs; the seat's name and role
above them and its score below stay. A seat along the top (four seats) whose compact panel is
too small for its hand gets the free band beside the panel, towards the window's side.

Drawing reads only the table's layout and model and each seat's own observation (its hand).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from .. import theme
from ..cardart import CardArt
from ..table import layout as table_layout
from ..widgets import rounded_rect

#: How much of a card's width shows before the next covers it (its index must show).
STEP_SHARE = 0.36
#: How much of a card's height shows above the next row.
ROW_SHARE = 0.46
MIN_CARD_W = 22
#: A seat panel's colour as it looks over the felt (theme.PANEL is translucent).
PANEL_FILL = (12, 40, 35)


@dataclass(frozen=True)
class Fan:
    """Cards laid in rows in a box: card width, cards per row, the steps across and down."""

    card_w: int
    per_row: int
    step_x: int
    step_y: int
    rows: int

    def size(self, count: int) -> tuple[int, int]:
        card_h = CardArt.size(self.card_w)[1]
        across = min(count, self.per_row)
        return (across - 1) * self.step_x + self.card_w, (self.rows - 1) * self.step_y + card_h


def fit(count: int, box: pygame.Rect, largest: int) -> Fan | None:
    """The largest cards (up to ``largest`` wide) that lay ``count`` cards in ``box``, every
    index showing; None when even the smallest do not fit."""
    if count <= 0 or box.width <= 0 or box.height <= 0:
        return None
    for card_w in range(min(largest, box.width), MIN_CARD_W - 1, -1):
        card_h = CardArt.size(card_w)[1]
        least_x, step_y = max(1, math.ceil(card_w * STEP_SHARE)), max(1, math.ceil(card_h * ROW_SHARE))
        rows_room = 1 + max(0, (box.height - card_h) // step_y) if card_h <= box.height else 0
        for rows in range(1, rows_room + 1):
            per_row = math.ceil(count / rows)
            step_x = card_w if per_row <= 1 else min(card_w + 2, (box.width - card_w) // (per_row - 1))
            if step_x >= least_x:
                return Fan(card_w, per_row, step_x, step_y, rows)
    return None


def boxes(L, position: str) -> list[pygame.Rect]:
    """Where a seat's open hand may lie, the first that fits wins: in its panel, where the stack
    of backs is drawn; then (a seat along the top) the band beside its panel."""
    s = L.sizes
    panel = L.seat_rects[position]
    found = []
    if position in table_layout.SIDE_POSITIONS:
        top = panel.y + s.pad + round(s.body * 1.5) + round(s.small * 2.4)
        bottom = panel.bottom - s.pad - round(s.small * 1.8)
        found.append(pygame.Rect(panel.x + s.pad // 2, top, panel.width - s.pad, bottom - top))
    else:
        found.append(_beside(L, panel))
        stack = pygame.Rect(panel.centerx, panel.y + s.pad // 2, panel.width // 2 - s.pad // 2,
                            panel.height - s.pad)
        found.append(stack)
    return [box for box in found if box.width > 0 and box.height > 0]


def _beside(L, panel: pygame.Rect) -> pygame.Rect:
    """The free band beside a top panel, towards the nearer side of the window (between the
    corner texts and buttons and the neighbouring panel)."""
    s = L.sizes
    others = [r for p, r in L.seat_rects.items() if p in table_layout.TOP_POSITIONS and r is not panel]
    left_limit = max([L.hand_info_rect.right + s.pad, *(r.right + s.pad for r in others if r.right <= panel.left)])
    right_limit = min([L.autoplay_rect.left - s.pad, L.menu_rect.left - s.pad,
                       *(r.left - s.pad for r in others if r.left >= panel.right)])
    left = pygame.Rect(left_limit, panel.y, panel.left - s.pad - left_limit, panel.height)
    right = pygame.Rect(panel.right + s.pad, panel.y, right_limit - panel.right - s.pad, panel.height)
    # the status line's words and the kitty sit in the middle of the top strip: keep clear of them
    return max(left, right, key=lambda r: r.width)


def draw_open_hands(surface: pygame.Surface, table, everyone: tuple, s: theme.Sizes) -> None:
    """Every seat's hand but the bottom one's, face up at its panel (nothing once the hand is
    over: the table lays the hands out itself then)."""
    model, L = table.model, table.layout_
    if model is None or L is None or model.hands_shown:
        return
    art = table.app.art
    for position in L.opponents:
        seat = model.seat_at(position)
        cards = tuple(reversed(everyone[seat.seat].hand))
        for box in boxes(L, position):
            fan = fit(len(cards), box, L.play_card_w)
            if fan is not None:
                if position in table_layout.SIDE_POSITIONS or box.colliderect(L.seat_rects[position]):
                    rounded_rect(surface, box, PANEL_FILL, s.radius)   # the stack of backs gives way
                _draw_fan(surface, art, cards, box, fan, position, s)
                break


def _draw_fan(surface, art, cards, box: pygame.Rect, fan: Fan, position: str, s: theme.Sizes) -> None:
    width, height = fan.size(len(cards))
    x0 = box.centerx - width // 2
    y0 = box.centery - height // 2
    for i, card in enumerate(cards):
        row, col = divmod(i, fan.per_row)
        surface.blit(art.face(card, fan.card_w), (x0 + col * fan.step_x, y0 + row * fan.step_y))
