"""Where everything of the 四川麻将 table goes: the classic square, from the window size.

Screen positions are *places* 0..3: 0 you (bottom), 1 your 下家 (right), 2 opposite (top),
3 your 上家 (left) — the order of play is counter-clockwise, as at a real table. Each place
has a hand line along its edge, a discard pond (a 6-wide grid in front of its owner) around
the centre square, and a name badge. Tile widths follow the window so that 1024×640 and
1920×1080 both keep every tile on screen: the pond width ``pond_w`` is solved from the height
left between the top hand and your own hand (four pond rows above and below the centre
square), your standing tiles from the width of a full hand with four melds.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from ..tileart import TileArt, side_depth
from ..widgets import line_height

POND_COLUMNS = 6
POND_ROWS = 3           # rows budgeted; a longer pond uses smaller tiles in the same box (:func:`pond_shape`)
#: (most discards, columns, tile scale): each step fills the same 6 × 3 box with smaller tiles
POND_STEPS = ((18, 6, 1.0), (32, 8, 0.75), (50, 10, 0.6), (108, 12, 0.5))
HAND_UNITS = 14 + 0.6   # own concealed tiles + the gap before the drawn tile
MELD_SCALE = 0.78       # your melds are lying tiles a little smaller than your standing ones
#: Large tiles: the widest your row really gets (14 tiles with the drawn one apart, or fewer with up
#: to four melds of which any may be a kong), in standing-tile widths.
LARGE_HAND_UNITS = 17


@dataclass(frozen=True)
class MahjongLayout:
    size: tuple[int, int]
    sizes: theme.Sizes
    hand_w: int                 # your standing tiles
    meld_w: int                 # your melds (lying)
    back_w: int                 # the others' standing backs and their melds / shown hands
    pond_w: int                 # every pond tile (lying)
    centre: pygame.Rect         # the square in the middle: wall count, dealer, hand number
    hand_rect: pygame.Rect      # your hand's row (standing tiles, drawn tile, melds)
    top_line: pygame.Rect       # the opposite seat's hand line
    left_line: pygame.Rect      # your 上家's column
    right_line: pygame.Rect     # your 下家's column
    bar_rect: pygame.Rect       # claim / choice buttons, above your hand on the right
    hint_rect: pygame.Rect      # the 听牌 panel, bottom left above your hand
    status_rect: pygame.Rect    # the status pill above your pond
    badges: tuple[pygame.Rect, ...]   # per place: the name/score badge
    menu_rect: pygame.Rect
    autoplay_rect: pygame.Rect
    keys_pos: tuple[int, int]
    orders_rect: pygame.Rect    # hot-seat: the shown person's standing order for claims
    bar_room: pygame.Rect       # how far left the bar's buttons may reach when their words need it

    @property
    def pond_face(self) -> tuple[int, int]:
        return TileArt.face_size(self.pond_w)


def pond_shape(count: int) -> tuple[int, float]:
    """(columns, tile scale) for ``count`` discards: 6 wide in three rows; a longer pond (late in
    bloody play) keeps to the same box with smaller tiles, so it never reaches a hand."""
    for most, columns, scale in POND_STEPS:
        if count <= most:
            return columns, scale
    return POND_STEPS[-1][1], POND_STEPS[-1][2]


def compute(size: tuple[int, int], card_scale: float | None = None) -> MahjongLayout:
    """The table; ``card_scale``: large tiles (None: the player's setting, theme.card_scale())."""
    scale = theme.card_scale() if card_scale is None else card_scale
    w, h = int(size[0]), int(size[1])
    s = theme.sizes(h)
    pad = s.pad
    # corner buttons (top right)
    menu_w = max(s.button_h * 2, round(s.body * 4.2))
    menu_rect = pygame.Rect(w - pad - menu_w, pad, menu_w, s.button_h)
    autoplay_w = max(s.button_h * 2, round(s.body * 5.6))
    autoplay_rect = pygame.Rect(menu_rect.left - pad - autoplay_w, pad, autoplay_w, s.button_h)
    orders_w = max(s.button_h * 3, round(s.body * 8.4))
    orders_rect = pygame.Rect(autoplay_rect.left - pad - orders_w, pad, orders_w, s.button_h)
    keys_h = round(s.small * 1.4)
    keys_pos = (w // 2, h - 2)
    # your hand: as wide as 14.6 standing tiles plus four melds of three lying tiles
    units = HAND_UNITS + 4 * 3 * MELD_SCALE + 4 * 0.25
    hand_w = max(24, min(round(h * 0.072), int((w - 2 * pad) / units)))
    if scale > 1:   # large tiles: budget the row's true width instead
        hand_w = max(hand_w, min(round(h * 0.072 * scale), int((w - 2 * pad) / LARGE_HAND_UNITS)))
    meld_w = max(16, round(hand_w * MELD_SCALE))
    hand_h = TileArt.standing_size(hand_w)[1] + round(hand_w * 0.3)   # room to raise a tile
    hand_rect = pygame.Rect(pad, h - keys_h - pad // 2 - hand_h, w - 2 * pad, hand_h)
    # the action bar sits between your pond and your hand
    bar_h = s.button_h
    bar_top = hand_rect.top - pad // 2 - bar_h
    # badges: the opposite seat's top left, the side seats' above their columns, yours above your hand
    badge_w = max(round(s.body * 9), round(w * 0.17))
    badge_h = line_height(s.body) + round(line_height(s.small) * 1.15) + pad // 2
    back_w = max(14, round(h * 0.036))
    top_h = TileArt.back_standing_size(back_w, "top")[1]
    top_line = pygame.Rect(pad, pad + s.button_h + pad // 2, w - 2 * pad, top_h)
    own_badge = pygame.Rect(pad, hand_rect.top - pad // 2 - badge_h, badge_w, badge_h)
    badges = (
        own_badge,
        pygame.Rect(w - pad - badge_w, top_line.bottom + pad // 2, badge_w, badge_h),
        pygame.Rect(pad, pad, badge_w, badge_h),
        pygame.Rect(pad, top_line.bottom + pad // 2, badge_w, badge_h),
    )
    # side columns between the side badges and yours: a full hand with melds is about 15 tiles long
    col_top = badges[3].bottom + pad // 2
    col_h = own_badge.top - pad // 2 - col_top
    back_w = max(12, min(back_w, int(col_h / 15.4)))
    left_line = pygame.Rect(pad, col_top, side_depth(back_w) + round(back_w * 1.4), col_h)
    right_line = pygame.Rect(w - pad - left_line.width, col_top, left_line.width, col_h)
    # the ponds and the centre square fill the height between the top hand and the bar
    span = bar_top - pad // 2 - (top_line.bottom + pad)
    fh_ratio = TileArt.face_size(100)[1] / 100
    units = 2 * POND_ROWS * fh_ratio + POND_COLUMNS + 0.6
    pond_w = max(12, int(span / units))
    # ... and must leave the side hands room in the width
    side_room = left_line.width + 2 * pad
    pond_w = min(pond_w, int((w - 2 * side_room - 2 * pad) / units))
    fw, fh = TileArt.face_size(pond_w)
    centre_side = POND_COLUMNS * fw + round(pond_w * 0.6)
    cy = top_line.bottom + pad + POND_ROWS * fh + centre_side // 2 + (span - (2 * POND_ROWS * fh + centre_side)) // 2
    centre = pygame.Rect(0, 0, centre_side, centre_side)
    centre.center = (w // 2, cy)
    pond_half = POND_COLUMNS * fw // 2
    # the bar: right of your pond; the status pill in the same row, under your pond
    bar_rect = pygame.Rect(centre.centerx + pond_half + pad, bar_top,
                           right_line.left - pad - (centre.centerx + pond_half + pad), bar_h)
    status_h = round(s.body * 1.8)
    status_rect = pygame.Rect(0, 0, 2 * pond_half + 2 * pad, status_h)
    status_rect.center = (w // 2, bar_top + bar_h // 2)
    if bar_rect.width < 8 * s.button_h:      # a narrow window: the bar spans the middle, the status above
        bar_rect = pygame.Rect(w // 4, bar_top, w // 2, bar_h)
        status_rect.midbottom = (w // 2, bar_top - 2)
    # the 听牌 panel: left of your pond, right of your badge
    hint_left = max(left_line.right, own_badge.right) + pad
    hint_rect = pygame.Rect(hint_left, centre.bottom + pad // 2, centre.centerx - pond_half - pad - hint_left,
                            bar_top + bar_h - centre.bottom - pad // 2)
    # the buttons may reach left along the bar's row as far as your badge (the status pill then moves
    # above the bar: :func:`scenes.mahjong.painter._status_room`), and, where the bar spans only the
    # middle (a narrow window, 150 %), on to its right as far as 下家's column
    room_right = max(bar_rect.right, right_line.left - pad)
    bar_room = pygame.Rect(own_badge.right + pad, bar_top, room_right - own_badge.right - pad, bar_h)
    return MahjongLayout((w, h), s, hand_w, meld_w, back_w, pond_w, centre, hand_rect, top_line, left_line,
                         right_line, bar_rect, hint_rect, status_rect, badges, menu_rect, autoplay_rect, keys_pos,
                         orders_rect, bar_room)


def bar_room_beside(L: MahjongLayout, badge: pygame.Rect) -> pygame.Rect:
    """How far left the bar's buttons may reach, given your badge as drawn: ``L.bar_room`` is
    measured from the layout's badge, but the painter widens the badge for its tags (庄, 缺
    Missing Bamboo, 飘 …), so in the bar's row the room starts after the badge's drawn right edge.
    A badge drawn elsewhere (left of your hand row) leaves the layout's room as it is."""
    room = L.bar_room
    if badge.bottom <= room.top or badge.top >= room.bottom:
        return room
    left = max(room.left, badge.right + L.sizes.pad)
    return pygame.Rect(left, room.y, max(0, room.right - left), room.height)


def place_of(seat: int, viewer: int | None) -> int:
    """Screen place of ``seat``: 0 bottom for the viewer (seat 0 for a spectator), then counter-clockwise."""
    base = viewer if viewer is not None else 0
    return (seat - base) % 4


def seat_at(place: int, viewer: int | None) -> int:
    base = viewer if viewer is not None else 0
    return (base + place) % 4


def display_hand(hand, drawn, missing: str | None) -> list:
    """Your concealed tiles as shown: by suit (the missing suit last, at the right end, where it
    is discarded from first), and the drawn tile, if any, set apart at the very end."""
    tiles = list(hand)
    if drawn is not None and drawn in tiles:
        tiles.remove(drawn)
    order = {suit: i for i, suit in enumerate("mps")}
    if missing is not None:
        order[missing] = 3
    tiles.sort(key=lambda t: (order[t.suit], t.rank))
    if drawn is not None:
        tiles.append(drawn)
    return tiles


def hand_slots(L: MahjongLayout, count: int, has_drawn: bool, melds: int) -> tuple[list[pygame.Rect], int]:
    """Rects of your standing tiles (left to right; the drawn one apart) and the x where your
    melds start; the whole row is centred."""
    w = L.hand_w
    gap = round(w * 0.6)
    meld_fw = TileArt.face_size(L.meld_w)[0]
    meld_gap = round(L.meld_w * 0.25)
    melds_w = melds * (3 * meld_fw + meld_gap)
    total = count * w + (gap if has_drawn else 0) + (gap + melds_w if melds else 0)
    x = L.hand_rect.centerx - total // 2
    top = L.hand_rect.bottom - TileArt.standing_size(w)[1]
    rects = []
    for i in range(count):
        if has_drawn and i == count - 1:
            x += gap
        rects.append(pygame.Rect(x, top, w, TileArt.standing_size(w)[1]))
        x += w
    return rects, x + gap
