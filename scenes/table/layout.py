"""Where everything of the three-seat card table goes, computed from the window size only.

Why one place: every piece (hand, seat panels, play areas, kitty, action bar,
status line, corner buttons) must fit together at 1024×640 and at 4K without
overlapping, so their rectangles are derived together from one set of sizes
here, and the pieces only draw inside the rectangles they are given. Card
widths follow the window height (the hand's cards ≈ 12 % of it) and shrink
only when the window is too narrow for a full 20-card hand.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from ..cardart import CardArt

#: Positions on screen, in the order of the seats after the viewer (counter-clockwise).
BOTTOM, RIGHT, LEFT = "bottom", "right", "left"
POSITIONS = (BOTTOM, RIGHT, LEFT)
#: The largest hand a 斗地主 seat can hold (17 + the 3 kitty cards).
MAX_HAND = 20
#: Shown part of each card in a fanned hand, as a share of the card width.
HAND_STEP = 0.56
PLAY_STEP = 0.36


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    sizes: theme.Sizes
    hand_card_w: int
    play_card_w: int
    small_card_w: int
    lift: int
    hand_rect: pygame.Rect          # the band the fanned hand is centred in (unraised cards)
    bar_rect: pygame.Rect           # the action bar row just above the raised cards
    reason_pos: tuple[int, int]     # midtop of the short reason under the play button
    seat_rects: dict[str, pygame.Rect]   # opponents' panels (RIGHT, LEFT) and the viewer's badge row
    play_rects: dict[str, pygame.Rect]   # where each seat's last play lies, per position
    kitty_rect: pygame.Rect         # top centre: the three kitty cards
    info_rect: pygame.Rect          # under the kitty: base and multiplier
    status_rect: pygame.Rect        # the thin status line
    menu_rect: pygame.Rect          # top-right corner button
    autoplay_rect: pygame.Rect      # 托管, beside the menu button
    sort_rect: pygame.Rect          # 理牌 toggle, bottom-left above the hand
    hand_info_rect: pygame.Rect     # top-left: hand number and running totals

    @property
    def hand_card_h(self) -> int:
        return CardArt.size(self.hand_card_w)[1]

    @property
    def play_card_h(self) -> int:
        return CardArt.size(self.play_card_w)[1]


def compute(size: tuple[int, int]) -> TableLayout:
    w, h = int(size[0]), int(size[1])
    s = theme.sizes(h)
    pad = s.pad
    # the hand: ≈ 12 % of the height wide, narrower only if 20 cards would not fit
    card_w = max(40, round(h * 0.12))
    room = w - 2 * pad
    while card_w > 40 and card_w + (MAX_HAND - 1) * card_w * HAND_STEP > room:
        card_w -= 1
    card_h = CardArt.size(card_w)[1]
    lift = round(card_h * 0.22)
    hand_rect = pygame.Rect(pad, h - pad - card_h, w - 2 * pad, card_h)
    # the reason line sits between the raised cards and the buttons
    reason_h = round(s.small * 1.5)
    bar_bottom = hand_rect.top - lift - reason_h - pad // 2
    bar_rect = pygame.Rect(0, bar_bottom - s.button_h, w, s.button_h)
    reason_pos = (w // 2, bar_rect.bottom + pad // 3)

    play_w = max(36, round(card_w * 0.66))
    play_h = CardArt.size(play_w)[1]
    small_w = max(30, round(card_w * 0.46))
    small_h = CardArt.size(small_w)[1]

    # top strip: hand info left, kitty centre, buttons right
    corner_h = s.button_h
    menu_w = max(corner_h * 2, round(s.body * 4.2))
    menu_rect = pygame.Rect(w - pad - menu_w, pad, menu_w, corner_h)
    autoplay_w = max(corner_h * 2, round(s.body * 5.6))
    autoplay_rect = pygame.Rect(menu_rect.left - pad - autoplay_w, pad, autoplay_w, corner_h)
    kitty_w = 3 * small_w + 2 * round(small_w * 0.12)
    kitty_rect = pygame.Rect((w - kitty_w) // 2, pad, kitty_w, small_h)
    info_rect = pygame.Rect(w // 2 - 9 * s.body, kitty_rect.bottom + pad // 2, 18 * s.body, round(s.body * 1.6))
    hand_info_rect = pygame.Rect(pad, pad, kitty_rect.left - 3 * pad, 3 * s.line)
    status_rect = pygame.Rect(w // 4, info_rect.bottom + pad // 2, w // 2, round(s.body * 1.9))

    # opponents: panels at the edges, centred in the band between the top strip and the bar
    stack_w = play_w
    panel_w = max(round(w * 0.115), round(stack_w * 2.3))
    panel_h = (2 * pad + round(s.body * 1.5) + round(s.small * 2.4) + CardArt.size(stack_w)[1]
               + round(s.small * 1.8) + pad)
    top = max(hand_info_rect.bottom, status_rect.bottom) + pad
    band = bar_rect.top - pad - top
    panel_y = top + max(0, (band - panel_h) * 2 // 5)
    left_panel = pygame.Rect(pad, panel_y, panel_w, min(panel_h, band))
    right_panel = pygame.Rect(w - pad - panel_w, panel_y, panel_w, min(panel_h, band))
    bottom_badge = pygame.Rect(pad, bar_rect.y, round(panel_w * 1.6), s.button_h)
    seat_rects = {LEFT: left_panel, RIGHT: right_panel, BOTTOM: bottom_badge}

    # plays: in front of each seat
    side_w = (w - 2 * panel_w - 4 * pad) // 2 - pad
    side_y = left_panel.centery - play_h // 2
    play_rects = {
        LEFT: pygame.Rect(left_panel.right + pad, side_y, side_w, play_h),
        RIGHT: pygame.Rect(right_panel.left - pad - side_w, side_y, side_w, play_h),
    }
    bottom_play_h = play_h
    bottom_y = bar_rect.top - pad - bottom_play_h
    bottom_y = max(bottom_y, play_rects[LEFT].bottom + pad)
    play_rects[BOTTOM] = pygame.Rect(w // 2 - round(w * 0.3), bottom_y, round(w * 0.6), bottom_play_h)
    sort_rect = pygame.Rect(w - pad - menu_w, bar_rect.top, menu_w, s.button_h)
    return TableLayout(
        size=(w, h), sizes=s, hand_card_w=card_w, play_card_w=play_w, small_card_w=small_w,
        lift=lift, hand_rect=hand_rect, bar_rect=bar_rect, reason_pos=reason_pos,
        seat_rects=seat_rects, play_rects=play_rects, kitty_rect=kitty_rect, info_rect=info_rect,
        status_rect=status_rect, menu_rect=menu_rect, autoplay_rect=autoplay_rect,
        sort_rect=sort_rect, hand_info_rect=hand_info_rect,
    )


def fan_positions(count: int, width: int, area: pygame.Rect, step_share: float) -> list[int]:
    """Left x of each of ``count`` overlapping cards of ``width``, centred in ``area``.

    The step is ``step_share`` of a card, smaller when the cards would not fit.
    """
    if count <= 0:
        return []
    step = width * step_share
    if count > 1:
        step = min(step, (area.width - width) / (count - 1))
    total = width + step * (count - 1)
    left = area.centerx - total / 2
    return [round(left + i * step) for i in range(count)]
