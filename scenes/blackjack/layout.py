"""Where everything of the 21点 table goes, from the window size and the number of 闲家 slots.

The banker sits at the top centre with the shoe to his right; the 闲家 sit in a
shallow arc along the bottom (edges higher, the viewer in the middle slot); the
control bar (chips or 要牌/停牌/加倍/分牌) runs along the very bottom. When the person
at the computer holds the bank (``banker_view``) his controls and key line come right
under his cards instead, so what he decides on and where he decides are together.
Card widths follow the window height so 1024×640 and 1920×1080 both read well.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from ..cardart import CardArt
from ..widgets import line_height


@dataclass(frozen=True)
class BlackjackLayout:
    size: tuple[int, int]
    sizes: theme.Sizes
    card_w: int
    banker_rect: pygame.Rect       # the banker's cards and label block (top centre)
    shoe_rect: pygame.Rect         # the shoe, right of the banker
    info_rect: pygame.Rect         # top-left: round number and table limits
    status_rect: pygame.Rect       # the status line in the middle of the felt
    slots: tuple[pygame.Rect, ...]  # one rectangle per 闲家 slot, left to right
    bar_rect: pygame.Rect          # bottom row of controls
    keys_pos: tuple[int, int]      # midbottom of the keyboard hint line
    menu_rect: pygame.Rect
    autoplay_rect: pygame.Rect
    banker_label_h: int            # the banker's name and chips lines above his cards

    @property
    def card_h(self) -> int:
        return CardArt.size(self.card_w)[1]


def compute(size: tuple[int, int], slot_count: int, centre_slot: int | None = None,
            card_scale: float | None = None, banker_view: bool = False) -> BlackjackLayout:
    """``centre_slot``: the slot to put at the exact bottom centre (the viewer's), else a symmetric arc;
    ``card_scale``: large cards (None: the player's setting, theme.card_scale()), as large as the
    slots keep their full height for the cards and the lines under them; ``banker_view``: the
    viewer holds the bank — his bar and key line sit under his cards."""
    scale = theme.card_scale() if card_scale is None else card_scale
    layout = _compute(size, slot_count, centre_slot, scale, banker_view)
    while scale > 1 and layout.slots and layout.slots[0].height < round(layout.card_h * 1.1 + 6.2 * layout.sizes.body):
        scale = max(1.0, scale - 0.05)
        layout = _compute(size, slot_count, centre_slot, scale, banker_view)
    return layout


def _compute(size: tuple[int, int], slot_count: int, centre_slot: int | None, scale: float,
             banker_view: bool = False) -> BlackjackLayout:
    w, h = int(size[0]), int(size[1])
    s = theme.sizes(h)
    pad = s.pad
    card_w = max(40, round(h * 0.088 * scale))
    card_h = CardArt.size(card_w)[1]
    # corner buttons
    menu_w = max(s.button_h * 2, round(s.body * 4.2))
    menu_rect = pygame.Rect(w - pad - menu_w, pad, menu_w, s.button_h)
    autoplay_w = max(s.button_h * 2, round(s.body * 5.6))
    autoplay_rect = pygame.Rect(menu_rect.left - pad - autoplay_w, pad, autoplay_w, s.button_h)
    # banker block: label line, cards, total line
    banker_w = max(round(w * 0.3), card_w * 4)
    banker_label_h = line_height(s.body) + line_height(s.small) + pad // 3
    banker_h = banker_label_h + card_h + round(s.body * 1.8)
    banker_rect = pygame.Rect((w - banker_w) // 2, pad, banker_w, banker_h)
    shoe_rect = pygame.Rect(banker_rect.right + pad, pad + banker_label_h, round(card_w * 1.25), card_h)
    info_rect = pygame.Rect(pad, pad, banker_rect.left - 2 * pad, 4 * s.line)
    keys_h = round(s.small * 1.5)
    if banker_view:
        # the banker's bar and key line under his cards, then the status line; the arc below
        bar_rect = pygame.Rect(0, banker_rect.bottom + pad // 2, w, s.button_h)
        keys_pos = (w // 2, bar_rect.bottom + pad // 3 + keys_h)
        status_rect = pygame.Rect(w // 4, keys_pos[1] + pad // 2, w // 2, round(s.body * 1.9))
        bottom = h - pad
    else:
        status_rect = pygame.Rect(w // 4, banker_rect.bottom + pad // 2, w // 2, round(s.body * 1.9))
        # control bar and key hints at the bottom
        bar_rect = pygame.Rect(0, h - pad - keys_h - s.button_h, w, s.button_h)
        keys_pos = (w // 2, h - pad // 2)
        bottom = bar_rect.top - pad
    # the arc of slots between the status line and the bar
    count = max(1, slot_count)
    top = status_rect.bottom + pad
    slot_h = min(bottom - top, round(card_h * 1.1 + 6.2 * s.body))
    middle = (count - 1) / 2 if centre_slot is None else centre_slot
    side = max(middle, count - 1 - middle)
    slot_w = min(round((w - 2 * pad) / (2 * side + 1)), round(w * 0.34))
    arc = max(0, (bottom - top) - slot_h)
    slots = []
    for i in range(count):
        offset = (i - middle) / side if side else 0.0
        cx = round(w / 2 + (i - middle) * slot_w)
        y = bottom - slot_h - round(arc * offset * offset)
        slots.append(pygame.Rect(cx - slot_w // 2 + pad // 2, y, slot_w - pad, slot_h))
    return BlackjackLayout((w, h), s, card_w, banker_rect, shoe_rect, info_rect, status_rect,
                           tuple(slots), bar_rect, keys_pos, menu_rect, autoplay_rect, banker_label_h)


def slot_order(num_seats: int, banker: int, viewer: int | None) -> list[int]:
    """The 闲家 seats left to right: in seat order, rotated so the viewer is in the middle slot."""
    players = [(banker + i) % num_seats for i in range(1, num_seats)]
    if viewer is None or viewer not in players:
        return players
    middle = len(players) // 2
    shift = players.index(viewer) - middle
    return players[shift:] + players[:shift]
