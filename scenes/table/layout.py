"""Where everything of a climbing card table goes, from the window size and the seat count.

Why one place: every piece (hand, seat panels, play areas, the top-centre info,
action bar, status line, corner buttons) must fit together at 1024×640 and at
4K, for two to six seats, without overlapping, so their rectangles are derived
together from one set of sizes here, and the pieces only draw inside the
rectangles they are given. Card widths follow the window height (the hand's
cards ≈ 12 % of it) and shrink only when the window is too narrow for the
game's largest hand.

Seats go round counter-clockwise from the viewer at the bottom: bottom → right
→ top → left (the next player sits on the right, rules/README.md):

- 2 seats: the opponent at the top;
- 3 seats (斗地主): right and left, the top centre keeps the kitty, the stake and
  the status line (this is the layout the 斗地主 table always had);
- 4 seats: right, top (the partner in team games), left;
- 5 seats: right, top-right, top-left, left;
- 6 seats: right, top-right, top, top-left, left.

The seats at the left and right edges get a tall panel (name, badges, a stack of
backs with the cards-left count drawn large, the score) with their play lying
towards the centre; the seats along the top get a compact panel (name and badges
beside the stack) with their play below it. Play areas never cover a panel, so a
long play can never hide a count or a badge (tests check every seat count). Where the height
left between the top row and the action bar is short of a tall panel (four seats holding 27
cards in two rows at 150 %), the seats at the edges join the top row: left, top, right.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from ..cardart import CardArt

#: Positions on screen.
BOTTOM, RIGHT, TOP_RIGHT, TOP, TOP_LEFT, LEFT = "bottom", "right", "top_right", "top", "top_left", "left"
#: The positions of the seats after the viewer (counter-clockwise), per seat count.
POSITIONS_BY_COUNT: dict[int, tuple[str, ...]] = {
    2: (BOTTOM, TOP),
    3: (BOTTOM, RIGHT, LEFT),
    4: (BOTTOM, RIGHT, TOP, LEFT),
    5: (BOTTOM, RIGHT, TOP_RIGHT, TOP_LEFT, LEFT),
    6: (BOTTOM, RIGHT, TOP_RIGHT, TOP, TOP_LEFT, LEFT),
}
#: The three-seat order, kept under its old name.
POSITIONS = POSITIONS_BY_COUNT[3]
#: Panels at the left and right edges (tall) and along the top (compact), left to right for the top.
SIDE_POSITIONS = (RIGHT, LEFT)
TOP_POSITIONS = (TOP_LEFT, TOP, TOP_RIGHT)
#: The largest hand a 斗地主 seat can hold (17 + the 3 kitty cards); the default ``max_hand``.
MAX_HAND = 20
#: Shown part of each card in a fanned hand, as a share of the card width.
HAND_STEP = 0.56
#: A hand that would show less than HAND_STEP of each card in one row (双扣's and 吃苍蝇's 27
#: cards) takes two rows; the lower row lies this share of a card's height below the upper one,
#: so the upper row shows its whole corner index (rank, suit and a mark under them).
ROW_OFFSET = 0.56
PLAY_STEP = 0.36
#: Large cards: the least shown share of each card in one row, and the most of the window's height
#: the hand (both rows) may take.
LARGE_HAND_STEP = 0.42
LARGE_HAND_SHARE = 0.34


def rows_for(count: int, card_w: int, width: int, min_step: float = HAND_STEP) -> int:
    """1 or 2: the rows a hand of ``count`` cards needs to show at least ``min_step`` of each card."""
    if count <= 1:
        return 1
    per_row = int((width - card_w) / (card_w * min_step)) + 1
    return 1 if count <= per_row else 2


def positions_for(seats: int) -> tuple[str, ...]:
    """Screen positions counted counter-clockwise from the bottom, for 2 to 6 seats."""
    try:
        return POSITIONS_BY_COUNT[seats]
    except KeyError:
        raise ValueError(f"a climbing table seats 2 to 6, not {seats}") from None


def position_of(seat: int, bottom: int | None, seats: int = 3) -> str:
    """The screen position of ``seat`` when ``bottom`` sits at the bottom (None: seat 0 does)."""
    base = bottom if bottom is not None else 0
    return positions_for(seats)[(seat - base) % seats]


@dataclass(frozen=True)
class TableLayout:
    size: tuple[int, int]
    sizes: theme.Sizes
    hand_card_w: int
    play_card_w: int
    small_card_w: int
    lift: int
    hand_rect: pygame.Rect          # the band of the hand's upper row (unraised cards; one row: the
                                    # hand sits row_offset lower)
    bar_rect: pygame.Rect           # the action bar row just above the raised cards
    reason_pos: tuple[int, int]     # midtop of the short reason under the play button
    seat_rects: dict[str, pygame.Rect]   # every opponent's panel by position, and the viewer's badge row
    play_rects: dict[str, pygame.Rect]   # where each seat's last play lies, per position
    kitty_rect: pygame.Rect         # top centre: the cards shown there (斗地主's kitty)
    info_rect: pygame.Rect          # top centre: the stake, or the game's note
    status_rect: pygame.Rect        # the thin status line
    menu_rect: pygame.Rect          # top-right corner button
    autoplay_rect: pygame.Rect      # 托管, beside the menu button
    sort_rect: pygame.Rect          # 理牌 toggle, right end of the action bar's row
    hand_info_rect: pygame.Rect     # top-left: hand number and the keys
    seats: int = 3
    positions: tuple[str, ...] = POSITIONS
    centre_card_w: int = 0          # width of the cards at the top centre (0: as small_card_w)
    featured_pos: tuple[int, int] = (0, 0)   # centre of a card shown large for a while (明牌)
    max_hand: int = MAX_HAND
    row_offset: int = 0             # the lower row's offset below hand_rect (0: the hand has one row)
    side_style: str = "side"        # the seats at the edges: "side" (tall) or "top" (compact, when short)
    #: where the game's numbers may reach when wider than ``info_rect``: from its left edge (they
    #: never spread back over the cards beside it) to short of the corner buttons; None: info_rect
    info_room: pygame.Rect | None = None

    @property
    def pill_room(self) -> pygame.Rect:
        """The span the top pill keeps to (:func:`scenes.table.centre.draw_pairs`)."""
        return self.info_room if self.info_room is not None else self.info_rect

    @property
    def hand_card_h(self) -> int:
        return CardArt.size(self.hand_card_w)[1]

    @property
    def play_card_h(self) -> int:
        return CardArt.size(self.play_card_w)[1]

    def panel_style(self, position: str) -> str:
        """"side" (a tall panel at an edge) or "top" (a compact one: along the top, and at the edges
        too where the height left between the top row and the action bar is short of a tall one)."""
        return "top" if position in TOP_POSITIONS else self.side_style

    @property
    def opponents(self) -> tuple[str, ...]:
        return self.positions[1:]


def _hand_card_width(w: int, h: int, pad: int, max_hand: int, scale: float = 1.0) -> tuple[int, int]:
    """(card width, rows): ≈ 12 % of the height wide, in two rows when the largest hand would show
    less than HAND_STEP of each card in one, narrower only if a row would still not fit.
    Large cards (``scale`` > 1, theme.card_scale) are that much wider, show a little less of each
    card (their index is larger), and keep the hand to LARGE_HAND_SHARE of the height."""
    card_w = max(40, round(h * 0.12 * scale))
    step = HAND_STEP if scale <= 1 else LARGE_HAND_STEP
    room = w - 2 * pad
    rows = rows_for(max_hand, card_w, room, step)
    one_row = int(room / (1 + (max(1, max_hand) - 1) * step))
    if scale > 1 and rows > 1 and one_row >= round(h * 0.12):
        # larger than standard in one row: better than two rows, which leave the plays no room
        card_w, rows = one_row, 1
    per_row = -(-max_hand // rows)
    while card_w > 40 and card_w + (per_row - 1) * card_w * step > room:
        card_w -= 1
    while scale > 1 and card_w > 40 and (CardArt.size(card_w)[1] * (1 + (ROW_OFFSET if rows > 1 else 0))
                                         > h * LARGE_HAND_SHARE):
        card_w -= 1
    return card_w, rows


def compute(size: tuple[int, int], seats: int = 3, *, max_hand: int = MAX_HAND,
            centre_cards: int = 3, card_scale: float | None = None) -> TableLayout:
    """The table for ``seats`` seats (2–6); ``max_hand`` is the game's largest hand, ``centre_cards``
    how many cards it shows at the top centre (斗地主's kitty: 3); ``card_scale``: large cards
    (None: the player's setting, theme.card_scale())."""
    positions = positions_for(seats)
    scale = theme.card_scale() if card_scale is None else card_scale

    def at(scale: float) -> TableLayout:
        if seats == 3:
            return _three_seats(size, max_hand, centre_cards, scale)
        return _with_top_seats(size, seats, positions, max_hand, centre_cards, scale)

    layout = at(scale)
    if scale > 1:
        # large cards: the hand grows only as far as the plays (which share the height) grow too
        standard = at(1.0)
        while scale > 1 and layout.play_card_w <= standard.play_card_w:
            scale = max(1.0, scale - 0.05)
            layout = at(scale)
    return layout


def _common(size: tuple[int, int], max_hand: int, scale: float = 1.0):
    """The bottom of the table (hand, bar) and the corner buttons: the same for every seat count."""
    w, h = int(size[0]), int(size[1])
    s = theme.sizes(h)
    pad = s.pad
    card_w, rows = _hand_card_width(w, h, pad, max_hand, scale)
    card_h = CardArt.size(card_w)[1]
    lift = round(card_h * 0.22)
    row_offset = round(card_h * ROW_OFFSET) if rows > 1 else 0
    hand_rect = pygame.Rect(pad, h - pad - card_h - row_offset, w - 2 * pad, card_h)
    # the reason line sits between the raised cards and the buttons
    reason_h = round(s.small * 1.5)
    bar_bottom = hand_rect.top - lift - reason_h - pad // 2
    bar_rect = pygame.Rect(0, bar_bottom - s.button_h, w, s.button_h)
    reason_pos = (w // 2, bar_rect.bottom + pad // 3)
    corner_h = s.button_h
    menu_w = max(corner_h * 2, round(s.body * 4.2))
    menu_rect = pygame.Rect(w - pad - menu_w, pad, menu_w, corner_h)
    autoplay_w = max(corner_h * 2, round(s.body * 5.6))
    autoplay_rect = pygame.Rect(menu_rect.left - pad - autoplay_w, pad, autoplay_w, corner_h)
    sort_rect = pygame.Rect(w - pad - menu_w, bar_rect.top, menu_w, s.button_h)
    return w, h, s, card_w, lift, hand_rect, bar_rect, reason_pos, menu_rect, autoplay_rect, sort_rect, row_offset


def _side_panel_size(w: int, s: theme.Sizes, stack_w: int) -> tuple[int, int]:
    """A tall panel at an edge: name (with the seat's picture), badges, a stack of backs with the
    count, the score; wide enough for a name such as "Computer 1" at the interface scale in force."""
    pad = s.pad
    panel_w = max(round(w * 0.115), round(stack_w * 2.3),
                  round(s.body * (9.5 if s.scale > 100 else 8.4)))     # "Computer 1" whole beside its picture
    panel_h = (2 * pad + round(s.body * 1.5) + round(s.small * 2.4) + CardArt.size(stack_w)[1]
               + round(s.small * 1.8) + pad)
    return panel_w, panel_h


def _tall_panel_least(s: theme.Sizes) -> int:
    """The least height of a tall panel that reads whole: name, a row of badges, the cards-left
    count in its large figures (on however small a stack) and the score, each on its own line."""
    return 2 * s.pad + round(s.body * 1.5) + round(s.small * 2.4) + s.title + 8 + round(s.small * 1.8)


def _three_seats(size: tuple[int, int], max_hand: int, centre_cards: int, scale: float = 1.0) -> TableLayout:
    """斗地主's table: the opponents at the edges, the kitty, stake and status at the top centre."""
    w, h, s, card_w, lift, hand_rect, bar_rect, reason_pos, menu_rect, autoplay_rect, sort_rect, row_offset = \
        _common(size, max_hand, scale)
    pad = s.pad
    play_w = max(36, round(card_w * 0.66))
    play_h = CardArt.size(play_w)[1]
    small_w = max(30, round(card_w * 0.46))
    small_h = CardArt.size(small_w)[1]

    # top strip: hand info left, kitty centre, buttons right
    gap = round(small_w * 0.12)
    kitty_w = centre_cards * small_w + max(0, centre_cards - 1) * gap
    kitty_rect = pygame.Rect((w - kitty_w) // 2, pad, kitty_w, small_h if centre_cards else 0)
    info_top = kitty_rect.bottom + pad // 2 if centre_cards else pad
    info_rect = pygame.Rect(w // 2 - 9 * s.body, info_top, 18 * s.body, round(s.body * 1.6))
    hand_info_rect = pygame.Rect(pad, pad, min(kitty_rect.left, info_rect.left) - 3 * pad
                                 if not centre_cards else kitty_rect.left - 3 * pad, 3 * s.line)
    status_rect = pygame.Rect(w // 4, info_rect.bottom + pad // 2, w // 2, round(s.body * 1.9))

    # opponents: panels at the edges, centred in the band between the top strip and the bar
    panel_w, panel_h = _side_panel_size(w, s, play_w)
    top = max(hand_info_rect.bottom, status_rect.bottom) + pad
    band = bar_rect.top - pad - top
    panel_y = top + max(0, (band - panel_h) * 2 // 5)
    left_panel = pygame.Rect(pad, panel_y, panel_w, min(panel_h, band))
    right_panel = pygame.Rect(w - pad - panel_w, panel_y, panel_w, min(panel_h, band))
    bottom_badge = pygame.Rect(pad, bar_rect.y, viewer_badge_width(w, panel_w), s.button_h)
    seat_rects = {LEFT: left_panel, RIGHT: right_panel, BOTTOM: bottom_badge}

    # plays: in front of each seat
    side_w = (w - 2 * panel_w - 4 * pad) // 2 - pad
    side_y = left_panel.centery - play_h // 2
    play_rects = {
        LEFT: pygame.Rect(left_panel.right + pad, side_y, side_w, play_h),
        RIGHT: pygame.Rect(right_panel.left - pad - side_w, side_y, side_w, play_h),
    }
    bottom_y = bar_rect.top - pad - play_h
    bottom_y = max(bottom_y, play_rects[LEFT].bottom + pad)
    bottom_play = pygame.Rect(w // 2 - round(w * 0.3), bottom_y, round(w * 0.6), play_h)
    if bottom_play.colliderect(left_panel) or bottom_play.colliderect(right_panel):
        # a window so low that the panels reach down to your play: keep it between them
        bottom_play = pygame.Rect(left_panel.right + pad, bottom_y, right_panel.left - left_panel.right - 2 * pad,
                                  play_h)
    play_rects[BOTTOM] = bottom_play
    featured = (w // 2, (status_rect.bottom + bottom_play.top) // 2)
    return TableLayout(
        size=(w, h), sizes=s, hand_card_w=card_w, play_card_w=play_w, small_card_w=small_w,
        lift=lift, hand_rect=hand_rect, bar_rect=bar_rect, reason_pos=reason_pos,
        seat_rects=seat_rects, play_rects=play_rects, kitty_rect=kitty_rect, info_rect=info_rect,
        status_rect=status_rect, menu_rect=menu_rect, autoplay_rect=autoplay_rect,
        sort_rect=sort_rect, hand_info_rect=hand_info_rect, seats=3, positions=POSITIONS,
        centre_card_w=small_w, featured_pos=featured, max_hand=max_hand, row_offset=row_offset,
    )


def viewer_badge_width(w: int, panel_w: int) -> int:
    """The viewer's badge left of the action bar: room for a name, a badge or two and the score
    (a person's marker and an English name with 搭档/Partner), short of the centred buttons."""
    return min(round(panel_w * 2.0), round(w * 0.24))


def top_panel_height(s: theme.Sizes, badge_rows: int = 1) -> int:
    """A compact panel along the top: a name row and ``badge_rows`` rows of badges beside the stack
    of backs."""
    return 2 * s.pad + round(s.body * 1.5) + badge_rows * round(s.small * 1.8)


@dataclass(frozen=True)
class _PlayRows:
    play_w: int
    status_rect: pygame.Rect
    top_play_y: int
    bottom_play_y: int


def _play_rows(w: int, s: theme.Sizes, card_w: int, bar_rect: pygame.Rect, top_y: int, top_h: int,
               rows: int) -> _PlayRows:
    """Under the top row (from ``top_y``, ``top_h`` high): the status line, then ``rows`` rows of
    plays (the top seats', the side seats' if any, yours), the cards as large as the height allows."""
    pad = s.pad
    status_h = round(s.body * 1.9)
    play_w = max(36, round(card_w * 0.66))
    fixed = top_y + top_h + pad // 3 + status_h + pad // 2
    room = bar_rect.top - pad - fixed - pad * (rows - 1)
    while play_w > 24 and rows * CardArt.size(play_w)[1] > room:
        play_w -= 1
    status_rect = pygame.Rect(w // 4, top_y + top_h + pad // 3, w // 2, status_h)
    if s.scale > 100:   # larger words: the status line takes more of the width it has to itself
        status_rect.width = min(w - 2 * pad, round(w * s.scale / 200))
        status_rect.centerx = w // 2
    return _PlayRows(play_w, status_rect, status_rect.bottom + pad // 2,
                     bar_rect.top - pad - CardArt.size(play_w)[1])


def _with_top_seats(size: tuple[int, int], seats: int, positions: tuple[str, ...], max_hand: int,
                    centre_cards: int, scale: float = 1.0) -> TableLayout:
    """2, 4, 5 or 6 seats: compact panels along the top, tall ones at the edges.

    From the top: the corner strip (hand info, the game's info at the centre, the
    buttons), the row of top panels, the status line, the top seats' plays, the
    side seats' plays (level with the side panels), your play, the action bar, the hand.
    Four seats with too little height for tall panels at the edges: left, top and right in
    the top row (``side_style`` "top"), each play below its panel.
    """
    w, h, s, card_w, lift, hand_rect, bar_rect, reason_pos, menu_rect, autoplay_rect, sort_rect, row_offset = \
        _common(size, max_hand, scale)
    pad = s.pad
    small_w = max(30, round(card_w * 0.46))

    # the corner strip
    strip_h = max(s.button_h, 2 * s.line)
    hand_info_rect = pygame.Rect(pad, pad, round(w * 0.3 * max(1.0, s.scale / 115)), strip_h)
    centre_h = strip_h - pad // 2
    centre_w = max(16, CardArt.width_for_height(centre_h)) if centre_cards else 0
    gap = round(centre_w * 0.12)
    kitty_w = centre_cards * centre_w + max(0, centre_cards - 1) * gap
    between = pad if kitty_w else 0
    info_w = min(18 * s.body, autoplay_rect.left - hand_info_rect.right - 2 * pad - kitty_w - between)
    total = kitty_w + between + info_w
    # centred, but never over the keys line's end (at 150 % it reaches past the middle's left)
    kitty_left = min(max(w // 2 - total // 2, hand_info_rect.right + pad), autoplay_rect.left - pad - total)
    kitty_rect = pygame.Rect(kitty_left, pad, kitty_w, centre_h if centre_cards else 0)
    info_left = kitty_rect.right + (pad if kitty_w else 0)
    info_rect = pygame.Rect(info_left, pad + max(0, (centre_h - round(s.body * 1.75)) // 2), info_w,
                            round(s.body * 1.6))
    # a pill wider than info_rect (吃苍蝇's 上混 · 下混 · 叫牌 in English, or at 150 %) takes the
    # strip to its right rather than spreading left over the turned card
    info_room = pygame.Rect(info_left, info_rect.y, max(info_w, autoplay_rect.left - pad - info_left),
                            info_rect.height)
    strip_bottom = pad + strip_h

    # rows from the top down, the plays as large as the height allows
    top_seats = [p for p in TOP_POSITIONS if p in positions]
    sides = [p for p in SIDE_POSITIONS if p in positions]
    top_y = strip_bottom + pad // 2
    top_h = top_panel_height(s)
    rows = _play_rows(w, s, card_w, bar_rect, top_y, top_h, 3 if sides else 2)
    panel_w, panel_h = _side_panel_size(w, s, rows.play_w)
    side_style = "side"
    if sides and bar_rect.top - pad - rows.top_play_y < _tall_panel_least(s) and len(positions) <= 4:
        # a hand of 27 in two rows at 150 %: a tall panel at an edge would put the count on its
        # score and badges, so the seats at the edges join the top row (left, top, right), in
        # the compact look with room for two rows of badges; the plays then take two rows
        top_seats, sides, side_style = [p for p in (LEFT, TOP, RIGHT) if p in positions], [], "top"
        top_h = top_panel_height(s, badge_rows=2)
        rows = _play_rows(w, s, card_w, bar_rect, top_y, top_h, 2)
    play_w, play_h = rows.play_w, CardArt.size(rows.play_w)[1]
    status_rect, top_play_y, bottom_play_y = rows.status_rect, rows.top_play_y, rows.bottom_play_y

    # side panels (tall) and their plays, level with each other
    seat_rects: dict[str, pygame.Rect] = {}
    play_rects: dict[str, pygame.Rect] = {}
    inner_left, inner_right = pad, w - pad
    if sides:
        middle = (top_play_y + play_h + bottom_play_y) // 2
        band_top = top_play_y
        band_bottom = bar_rect.top - pad
        panel_h = min(panel_h, band_bottom - band_top)
        panel_y = max(band_top, min(middle - panel_h // 2, band_bottom - panel_h))
        left_panel = pygame.Rect(pad, panel_y, panel_w, panel_h)
        right_panel = pygame.Rect(w - pad - panel_w, panel_y, panel_w, panel_h)
        seat_rects[LEFT], seat_rects[RIGHT] = left_panel, right_panel
        inner_left, inner_right = left_panel.right + pad, right_panel.left - pad
        lane_w = (inner_right - inner_left - pad) // 2
        side_y = middle - play_h // 2
        play_rects[LEFT] = pygame.Rect(inner_left, side_y, lane_w, play_h)
        play_rects[RIGHT] = pygame.Rect(inner_right - lane_w, side_y, lane_w, play_h)

    # compact panels along the top, evenly spread; each play right below its panel
    count = len(top_seats)
    top_w = max(round(w * 0.22), round(s.body * 14))     # room for two badges (a place and a team)
    top_w = min(top_w, (w - 2 * pad) // max(1, count) - pad)
    lanes = inner_right - inner_left
    lane_w = min(round(w * 0.6), (lanes - pad * (count - 1)) // max(1, count))
    if count > 1:   # neighbours' plays must not meet: each keeps to its share of the width
        lane_w = min(lane_w, w // (count + 1) - pad)
    centres = [round(w * (i + 1) / (count + 1)) for i in range(count)]
    right = menu_rect.left - pad
    crowded = count > 1 and (top_w + pad > centres[1] - centres[0] or centres[-1] + top_w // 2 > right)
    if side_style == "top" or crowded:
        # the row reaches the edges, short of the button under 菜单 (出牌记录): the seats at the
        # edges that joined it, or three seats along the top of six at 150 % (they overlapped)
        top_w = min(top_w, (right - pad - pad * (count - 1)) // count)
        step = (right - pad - top_w) / max(1, count - 1)
        centres = [round(pad + top_w / 2 + i * step) for i in range(count)]
        lane_w = min(lane_w, round(step) - pad)
    lanes_at = centres          # each play right below its panel …
    if crowded and sides:       # … or, past the side panels, the room between them shared in order
        lane_w = min(lane_w, (inner_right - inner_left - pad * (count - 1)) // count)
        lanes_at = [inner_left + lane_w // 2 + i * (lane_w + pad) for i in range(count)]
    for position, centre_x, lane_x in zip(top_seats, centres, lanes_at):
        panel = pygame.Rect(0, top_y, top_w, top_h)
        panel.centerx = centre_x
        seat_rects[position] = panel
        play = pygame.Rect(0, top_play_y, lane_w, play_h)
        play.centerx = lane_x
        play.left = max(play.left, inner_left)
        play.right = min(play.right, inner_right)
        play_rects[position] = play

    bottom_badge = pygame.Rect(pad, bar_rect.y, viewer_badge_width(w, panel_w), s.button_h)
    seat_rects[BOTTOM] = bottom_badge
    bottom_w = min(round(w * 0.6), inner_right - inner_left)
    bottom_play = pygame.Rect(0, bottom_play_y, bottom_w, play_h)
    bottom_play.centerx = w // 2
    play_rects[BOTTOM] = bottom_play
    if sides:
        featured = (w // 2, play_rects[LEFT].centery)
    else:
        featured = (w // 2, (top_play_y + play_h + bottom_play_y) // 2)
    return TableLayout(
        size=(w, h), sizes=s, hand_card_w=card_w, play_card_w=play_w, small_card_w=small_w,
        lift=lift, hand_rect=hand_rect, bar_rect=bar_rect, reason_pos=reason_pos,
        seat_rects=seat_rects, play_rects=play_rects, kitty_rect=kitty_rect, info_rect=info_rect,
        status_rect=status_rect, menu_rect=menu_rect, autoplay_rect=autoplay_rect,
        sort_rect=sort_rect, hand_info_rect=hand_info_rect, seats=seats, positions=positions,
        centre_card_w=centre_w or small_w, featured_pos=featured, max_hand=max_hand, row_offset=row_offset,
        side_style=side_style, info_room=info_room,
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
