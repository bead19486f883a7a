"""Where everything of the four-seat trick table goes, from the window size and the deck count.

Why one place: the viewer's hand (two rows when it is long), the action bar,
four play areas, the partner's panel at the top, the opponents' at the sides and
the top bar must fit together at 1024×640 as at 1920×1080. The hand reserves
room for its largest size (the dealer's hand with the kitty), so nothing moves
when the kitty comes in.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import pygame

from .. import theme
from ..assets import font
from ..cardart import CardArt

BOTTOM, RIGHT, TOP, LEFT = "bottom", "right", "top", "left"
#: Screen position of each seat counted counter-clockwise from the viewer.
POSITIONS = (BOTTOM, RIGHT, TOP, LEFT)
#: Visible share of a card in one row of the hand before a second row is used.
MIN_STEP = 0.40
#: The same for large cards (theme.card_scale): their index fits in a third of the card.
LARGE_MIN_STEP = 0.33
HAND_STEP = 0.56
#: Vertical offset of the hand's second row, as a share of the card height.
ROW_OFFSET = 0.42
PLAY_STEP = 0.30


def rows_for(count: int, card_w: int, width: int) -> int:
    """1 or 2: how many rows a hand of ``count`` cards needs to keep every index readable."""
    if count <= 1:
        return 1
    per_row = int((width - card_w) / (card_w * MIN_STEP)) + 1
    return 1 if count <= per_row else 2


@dataclass(frozen=True)
class TrickLayout:
    size: tuple[int, int]
    sizes: theme.Sizes
    hand_card_w: int
    play_card_w: int
    small_card_w: int
    lift: int
    row_offset: int             # 0 when even the largest hand fits one row
    hand_rect: pygame.Rect      # the band of the hand's first row (two rows reach lower)
    bar_rect: pygame.Rect       # the action bar row
    reason_pos: tuple[int, int]
    top_bar: pygame.Rect        # trump, levels, points, stake
    seat_rects: dict[str, pygame.Rect]   # panels of RIGHT, TOP, LEFT and the viewer's badge (BOTTOM)
    play_rects: dict[str, pygame.Rect]   # where each seat's play of this trick lies
    status_rect: pygame.Rect
    menu_rect: pygame.Rect
    autoplay_rect: pygame.Rect
    last_rect: pygame.Rect      # 上一墩 button
    sort_rect: pygame.Rect      # 理牌 button, right of the action bar
    #: where each other seat's hand lies face up (打撇's 摆撇); only in :func:`laid_open`'s layout
    open_rects: dict[str, pygame.Rect] = field(default_factory=dict)

    @property
    def hand_card_h(self) -> int:
        return CardArt.size(self.hand_card_w)[1]

    @property
    def play_card_h(self) -> int:
        return CardArt.size(self.play_card_w)[1]


def compute(size: tuple[int, int], max_hand: int, card_scale: float | None = None) -> TrickLayout:
    """The table; ``card_scale``: large cards (None: the player's setting, theme.card_scale()).
    Large cards grow only as far as the side seats' plays keep their room between the partner's
    play and yours, as they have at the standard size."""
    scale = theme.card_scale() if card_scale is None else card_scale
    layout = _compute(size, max_hand, scale)
    if scale > 1:
        standard = _compute(size, max_hand, 1.0)
        room = _middle_room(standard)
        while scale > 1 and _middle_room(layout) < min(room, layout.sizes.pad // 2):
            scale = max(1.0, scale - 0.05)
            layout = _compute(size, max_hand, scale)
    return layout


def _middle_room(L: TrickLayout) -> int:
    """Free height between the side plays and the top and bottom plays (negative: they overlap)."""
    return min(L.play_rects[LEFT].top - L.play_rects[TOP].bottom, L.play_rects[BOTTOM].top - L.play_rects[LEFT].bottom)


def _compute(size: tuple[int, int], max_hand: int, scale: float) -> TrickLayout:
    w, h = int(size[0]), int(size[1])
    s = theme.sizes(h)
    pad = s.pad
    card_w = max(40, round(h * 0.12 * scale))
    rows = rows_for(max_hand, card_w, w - 2 * pad)
    one_row = int((w - 2 * pad) / (1 + (max(1, max_hand) - 1) * LARGE_MIN_STEP))
    if scale > 1 and rows > 1 and one_row >= round(h * 0.12):
        # large cards, whose index is larger, in one tighter row: still larger than standard, and
        # the second row's height goes to the plays
        card_w, rows = min(card_w, one_row), 1
    card_h = CardArt.size(card_w)[1]
    lift = round(card_h * 0.2)
    row_offset = round(card_h * ROW_OFFSET) if rows > 1 else 0
    hand_top = h - pad - card_h - (rows - 1) * row_offset
    hand_rect = pygame.Rect(pad, hand_top, w - 2 * pad, card_h)
    reason_h = round(s.small * 1.6)
    bar_bottom = hand_top - lift - reason_h - pad // 2
    bar_rect = pygame.Rect(0, bar_bottom - s.button_h, w, s.button_h)
    reason_pos = (w // 2, bar_rect.bottom + pad // 3)

    # the plays: ≈ 0.74 of a standard hand card, large ones √scale larger (whatever the hand's row took)
    play_w = max(36, round(max(40, round(h * 0.12)) * 0.74 * scale ** 0.5))
    play_h = CardArt.size(play_w)[1]
    small_w = max(22, round(card_w * 0.34))

    # top bar with the corner buttons at its right end
    bar_h = max(s.button_h + pad, round(s.body * 2.9))
    top_bar = pygame.Rect(0, 0, w, bar_h)
    corner_h = s.button_h
    menu_w = max(corner_h * 2, round(s.body * 4.4))
    wide_w = max(corner_h * 2, round(s.body * 5.6))
    cy = (bar_h - corner_h) // 2
    menu_rect = pygame.Rect(w - pad - menu_w, cy, menu_w, corner_h)
    autoplay_rect = pygame.Rect(menu_rect.left - pad // 2 - wide_w, cy, wide_w, corner_h)
    last_rect = pygame.Rect(autoplay_rect.left - pad // 2 - wide_w, cy, wide_w, corner_h)

    # partner at the top centre: a slim panel, its play below it
    panel_h = round(s.body * 2.5)
    top_panel = pygame.Rect(0, 0, max(round(w * 0.3), 20 * s.body), panel_h)
    top_panel.midtop = (w // 2, top_bar.bottom + pad // 2)
    # the status pill has a band of its own between the partner's panel and play: as tall as
    # the pill draw_status draws (bold line + 0.55 body), and a pad below it for the glow round
    # the winning play, so the pill never covers the partner's cards
    pill_h = font(s.body, True).get_height() + round(0.55 * s.body) + 2
    status_rect = pygame.Rect(w // 4, top_panel.bottom + pad // 3, w // 2, pill_h)
    top_play = pygame.Rect(0, status_rect.bottom + pad, round(w * 0.5), play_h)
    top_play.centerx = w // 2

    # your play above the action bar
    bottom_play = pygame.Rect(0, bar_rect.top - pad // 2 - play_h, round(w * 0.5), play_h)
    bottom_play.centerx = w // 2

    # opponents at the edges, their plays between them and the centre
    # wide enough for a picture and 'Computer 1' beside it at every interface scale
    side_w = max(round(w * 0.1), round(s.body * 9))
    side_h = min(bar_rect.top - top_bar.bottom - 2 * pad, round(s.body * 3.2) + CardArt.size(play_w)[1] + 3 * pad)
    middle = (top_play.bottom + bottom_play.top) // 2
    side_y = max(top_bar.bottom + pad, middle - side_h // 2)
    # the side panels end above the row of the viewer's own small cards over the badge (the kitty,
    # the shown put-back: painter.own_row_origin), which they reached down to at the larger scales
    own_row_top = bar_rect.top - CardArt.size(small_w)[1] - pad // 2
    side_h = min(side_h, max(round(s.body * 6), own_row_top - pad // 4 - side_y))
    left_panel = pygame.Rect(pad, side_y, side_w, side_h)
    right_panel = pygame.Rect(w - pad - side_w, side_y, side_w, side_h)
    lane_w = (w // 2) - side_w - 3 * pad - round(w * 0.02)
    left_play = pygame.Rect(left_panel.right + pad, middle - play_h // 2, lane_w, play_h)
    right_play = pygame.Rect(right_panel.left - pad - lane_w, middle - play_h // 2, lane_w, play_h)

    badge = pygame.Rect(pad, bar_rect.y, max(round(w * 0.2), 13 * s.body), s.button_h)
    sort_rect = pygame.Rect(w - pad - menu_w, bar_rect.y, menu_w, s.button_h)
    return TrickLayout(
        size=(w, h), sizes=s, hand_card_w=card_w, play_card_w=play_w, small_card_w=small_w, lift=lift,
        row_offset=row_offset, hand_rect=hand_rect, bar_rect=bar_rect, reason_pos=reason_pos,
        top_bar=top_bar,
        seat_rects={LEFT: left_panel, RIGHT: right_panel, TOP: top_panel, BOTTOM: badge},
        play_rects={LEFT: left_play, RIGHT: right_play, TOP: top_play, BOTTOM: bottom_play},
        status_rect=status_rect, menu_rect=menu_rect, autoplay_rect=autoplay_rect, last_rect=last_rect,
        sort_rect=sort_rect)


def laid_open(L: TrickLayout) -> TrickLayout:
    """The table while every hand lies face up (打撇's 摆撇, where a play is one card).

    Why its own arrangement: an open hand squeezed into a seat's panel is too small to read, and
    one beside the partner's panel ends up in a corner under the buttons. Here each open hand
    lies in front of its seat at about the plays' size: the partner's right under its panel
    (the status pill and the partner's play move down below it), the side seats' in their
    lanes from their panel towards the middle; the four plays of the trick close in round the
    centre (one card each), so the trick reads as one cross and no hand lies over another's."""
    s = L.sizes
    pad = s.pad
    w = L.size[0]
    play_w, play_h = L.play_card_w, L.play_card_h
    top_panel = L.seat_rects[TOP]
    top_hand = pygame.Rect(top_panel.x, top_panel.bottom + pad // 2, top_panel.width, play_h)
    status = L.status_rect.copy()
    status.top = top_hand.bottom + pad // 3
    top_play = L.play_rects[TOP].copy()
    top_play.top = status.bottom + pad
    bottom_play = L.play_rects[BOTTOM]
    middle = (top_play.bottom + bottom_play.top) // 2
    # the side plays sit half a card and a pad beside the top and bottom plays' column
    reach = play_w // 2 + pad + play_w // 2
    left_play = pygame.Rect(w // 2 - reach - play_w, middle - play_h // 2, play_w, play_h)
    right_play = pygame.Rect(w // 2 + reach, middle - play_h // 2, play_w, play_h)
    left_panel, right_panel = L.seat_rects[LEFT], L.seat_rects[RIGHT]
    # two pads between a side hand and its play: the card just played does not read as one of the hand
    left_hand = pygame.Rect(left_panel.right + pad, left_play.y, left_play.left - 2 * pad - left_panel.right - pad,
                            play_h)
    right_hand = pygame.Rect(right_play.right + 2 * pad, right_play.y,
                             right_panel.left - pad - right_play.right - 2 * pad, play_h)
    return replace(L, status_rect=status,
                   play_rects={LEFT: left_play, RIGHT: right_play, TOP: top_play, BOTTOM: bottom_play},
                   open_rects={TOP: top_hand, LEFT: left_hand, RIGHT: right_hand})


def position_of(seat: int, viewer: int | None) -> str:
    """The screen position of ``seat`` for ``viewer`` (a spectator sits where seat 0 is)."""
    base = viewer if viewer is not None else 0
    return POSITIONS[(seat - base) % 4]
