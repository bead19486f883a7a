"""Where everything of the 残局 board goes, from the window size and the seat count.

Why not the card table's layout: in a 残局 every hand lies face up, so the others' hands are
rows of faces, not a stack of backs with a count; they go along the top in the table's seat
order read from left to right (上家 on the left, 对家 in the middle, 下家 on the right), each
with its name, role and cards left above its fan and its play of the round below it. The
player's play lies above the status line, the action bar above his hand at the bottom, and
the title, the goal and the board's own buttons (选关, 重来, 看解法) in a top bar. Card
widths follow the window height and shrink only when a row of faces would not fit its column.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from ..cardart import CardArt
from ..widgets import line_height

#: Seats after the player (counter-clockwise: 1 is 下家 on the right), placed left to right.
COLUMNS_BY_SEATS = {2: (1,), 3: (2, 1), 4: (3, 2, 1)}
#: Shown share of each card in the others' fans and in the plays; in the player's hand.
FAN_STEP = 0.42
PLAY_STEP = 0.36
HAND_STEP = 0.56
#: Card widths as shares of the window height, before a row too long for its room shrinks them.
HAND_SHARE, FAN_SHARE, PLAY_SHARE = 0.125, 0.095, 0.085


@dataclass(frozen=True)
class SeatArea:
    label: pygame.Rect        # name · role · cards left
    fan: pygame.Rect          # the face-up hand
    play: pygame.Rect         # its play of the round (or 不出)


@dataclass(frozen=True)
class BoardLayout:
    size: tuple[int, int]
    sizes: theme.Sizes
    title: pygame.Rect        # the title and the goal under it
    corner: tuple[pygame.Rect, ...]   # 选关, 重来, 看解法 (right to left)
    seats: dict[int, SeatArea]
    fan_w: int                # card width of the others' hands
    play_w: int               # card width of the plays
    player_play: pygame.Rect
    status: pygame.Rect
    bar: pygame.Rect          # the action buttons' row
    player_label: pygame.Rect
    hand: pygame.Rect         # the player's hand band (unraised cards)
    hand_w: int
    lift: int
    panel: pygame.Rect        # the result panel


def corner_width(texts, s: theme.Sizes, font_width) -> int:
    """One width for the corner buttons: the longest label with room around it."""
    return max(7 * s.body, max(font_width(text) for text in texts) + 3 * s.pad)


def compute(size: tuple[int, int], seats: int, corner_w: int, hand_cards: int, fan_cards: int) -> BoardLayout:
    """The board for ``seats`` seats whose longest hands are the player's ``hand_cards`` and
    another seat's ``fan_cards``."""
    w, h = size
    s = theme.sizes(h)
    pad = s.pad
    # the top bar: the title (two lines: the title and the goal) and the corner buttons
    corner = []
    x = w - pad
    for _ in range(3):
        corner.append(pygame.Rect(x - corner_w, pad, corner_w, s.button_h))
        x -= corner_w + pad
    title_h = max(s.button_h, line_height(s.title) + line_height(s.body))
    title = pygame.Rect(2 * pad, pad, x - 2 * pad, title_h)
    top = title.bottom + pad
    # the player's hand at the bottom, the bar and the status line above it
    hand_w = min(round(h * HAND_SHARE), int((w - 4 * pad) / (1 + HAND_STEP * (max(hand_cards, 1) - 1))))
    hand_h = CardArt.size(hand_w)[1]
    lift = round(hand_h * 0.2)
    hand = pygame.Rect(2 * pad, h - pad - hand_h, w - 4 * pad, hand_h)
    bar = pygame.Rect(2 * pad, hand.top - lift - pad // 2 - s.button_h, w - 4 * pad, s.button_h)
    status = pygame.Rect(2 * pad, bar.top - pad // 2 - line_height(s.body), w - 4 * pad, line_height(s.body))
    play_w = round(h * PLAY_SHARE)
    play_h = CardArt.size(play_w)[1]
    player_play = pygame.Rect(w // 4, status.top - pad // 2 - play_h, w // 2, play_h)
    # the others along the top, in columns
    order = COLUMNS_BY_SEATS[seats]
    gap = 2 * pad
    col_w = (w - 4 * pad - gap * (len(order) - 1)) // len(order)
    fan_w = min(round(h * FAN_SHARE), int(col_w / (1 + FAN_STEP * (max(fan_cards, 1) - 1))))
    fan_h = CardArt.size(fan_w)[1]
    room = player_play.top - pad - top
    label_h = line_height(s.body)
    spare = max(0, room - label_h - fan_h - pad // 2 - play_h)
    seat_areas = {}
    for column, seat in enumerate(order):
        x = 2 * pad + column * (col_w + gap)
        label = pygame.Rect(x, top + spare // 4, col_w, label_h)
        fan = pygame.Rect(x, label.bottom, col_w, fan_h)
        play = pygame.Rect(x, fan.bottom + pad // 2 + spare // 3, col_w, play_h)
        seat_areas[seat] = SeatArea(label, fan, play)
    player_label = pygame.Rect(2 * pad, bar.y, w // 4, bar.height)
    panel_w = min(w - 8 * pad, 34 * s.body)
    panel_h = min(h - 8 * pad, 4 * line_height(s.body) + line_height(s.title) + s.button_h + 5 * pad)
    panel = pygame.Rect((w - panel_w) // 2, (h - panel_h) // 2 - pad, panel_w, panel_h)
    return BoardLayout(size, s, title, tuple(corner), seat_areas, fan_w, play_w, player_play, status, bar,
                       player_label, hand, hand_w, lift, panel)


def fan_positions(count: int, card_w: int, area: pygame.Rect, step_share: float) -> list[int]:
    """Left x of each of ``count`` overlapping cards, centred in ``area`` (closer when needed)."""
    if count <= 0:
        return []
    step = card_w * step_share
    if count > 1:
        step = min(step, (area.width - card_w) / (count - 1))
    total = card_w + step * (count - 1)
    left = area.centerx - total / 2
    return [round(left + i * step) for i in range(count)]
