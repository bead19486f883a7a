"""Paints the 四川麻将 table from the viewer's observation, the layout and the animations.

Drawing is a pure function of the values handed over. What it may show is exactly what the
observation holds: your own tiles face up, the others' concealed tiles only as backs (their
count), melds (others' 暗杠 as backs), ponds, laid-down and winning hands, the public 飘 /
定缺 / 躺, the wall count and the scores. During a claim window it shows no sign of who is
being asked (the observation does not know either).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from .. import theme
from ..assets import MIN_FONT_PX, font
from ..table.animation import AnimationQueue, ease_out
from ..table.seat_panel import TAG_FILL, marker, marker_radius, tag, turn_ring
from ..tileart import TileArt, edge_px
from ..widgets import Button, draw_panel, draw_text, fit_text, line_height, render, rounded_rect, wrap_lines
from . import tiles_view as tv
from .layout import MahjongLayout, bar_room_beside, display_hand, hand_slots, place_of, seat_at

DEALER_FILL = (214, 64, 52)
PIAO_FILL = (232, 172, 52)
LAY_FILL = (90, 150, 220)
WON_FILL = (214, 64, 52)
QUE_FILL = (245, 241, 230)


@dataclass
class MahjongPicture:
    """Everything one frame shows (references; nothing here is changed by drawing)."""

    obs: object
    layout: MahjongLayout
    names: dict[int, str]
    viewer: int | None
    anims: AnimationQueue
    buttons: list[Button]
    corner: list[Button]
    status: str
    status_mine: bool
    keys: str
    back: str
    clock: float
    selected: int | None = None
    allowed: set = field(default_factory=set)   # tiles you may discard now (others dimmed)
    last_discard: tuple[int, int] | None = None
    waits: tuple = ()                            # (Tile, fans, unseen) for the 听牌 panel
    waits_title: str = ""
    info: str = ""
    claim_tile: object = None                    # the tile you may claim: your matching tiles glow
    bottom: int | None = None                    # the seat at the bottom when there is no viewer (hand-off)
    people: frozenset = frozenset()              # hot-seat: the people's seats, drawn with their markers
    autoplay: frozenset = frozenset()            # seats the computer plays for (托管): a badge on the others'


def _base(pic: MahjongPicture) -> int | None:
    """The seat the table turns to: the viewer, else the person being handed the computer."""
    return pic.viewer if pic.viewer is not None else pic.bottom


def draw_table(surface: pygame.Surface, app, art: TileArt, pic: MahjongPicture) -> None:
    L = pic.layout
    surface.blit(theme.felt(L.size), (0, 0))
    flying = _flying(pic.anims)
    _draw_centre(surface, L, pic, app.tr)
    for place in range(4):
        seat = seat_at(place, _base(pic))
        _draw_pond(surface, art, L, pic, place, seat, flying)
    for place in (2, 3, 1):
        _draw_other(surface, art, L, pic, place, seat_at(place, _base(pic)))
    _draw_own(surface, art, L, pic)
    badges = badge_rects(art, L, pic, app.tr)
    for place in range(4):
        _draw_badge(surface, L, pic, place, seat_at(place, _base(pic)), badges[place], app.tr)
    waits_rect = _draw_waits(surface, art, L, pic, app.tr, badges)
    _draw_flight(surface, art, L, pic, flying)
    _draw_calls(surface, L, pic)
    if pic.status:
        _draw_status(surface, pic.status, pic.status_mine, status_room(L, pic, waits_rect, badges), L.sizes)
    for button in pic.buttons:
        button.draw(surface)
    for button in pic.corner:
        button.draw(surface)
    if pic.keys:
        draw_text(surface, pic.keys, L.keys_pos, L.sizes.small, theme.TEXT_DIM, anchor="midbottom",
                  max_width=L.size[0] - 2 * L.sizes.pad)


# --- the centre ---------------------------------------------------------------------------------

def _draw_centre(surface, L: MahjongLayout, pic: MahjongPicture, tr) -> None:
    s, obs, c = L.sizes, pic.obs, L.centre
    draw_panel(surface, c, radius=s.radius * 2, fill=(8, 30, 26, 236))
    inner = c.inflate(-c.width // 6, -c.height // 6)
    rounded_rect(surface, inner, (255, 255, 255, 10), s.radius, (255, 255, 255, 40))
    # the wall count, large, and the hand number
    big = max(s.body, round(c.height * 0.2))
    draw_text(surface, str(obs.wall_count), (c.centerx, c.centery - round(big * 0.2)), big, theme.ACCENT,
              bold=True, anchor="center")
    draw_text(surface, tr("table.mj.wall_left"), (c.centerx, c.centery + round(big * 0.55)),
              max(12, round(big * 0.36)), theme.TEXT_DIM, anchor="center", max_width=inner.width)
    total = obs.hands_total
    hand = tr("table.mj.hand_of", n=obs.hand_no + (0 if obs.phase in ("hand_over", "match_over") else 1),
              total=total) if total else tr("table.mj.hand_n", n=obs.hand_no + 1)
    draw_text(surface, hand, (c.centerx, inner.top + s.pad // 3), max(12, round(big * 0.34)), theme.TEXT,
              anchor="midtop", max_width=inner.width)
    if pic.info:
        _draw_info(surface, pic.info, inner, max(MIN_FONT_PX, round(big * 0.3)), s)
    # a lamp on each side: the turn (public), never the seats asked in a claim window
    thick = max(3, c.width // 40)
    for place in range(4):
        seat = seat_at(place, _base(pic))
        on = obs.turn == seat and obs.phase == "play"
        glow = 0.6 + 0.4 * math.sin(pic.clock * 4.0) if on else 0.0
        colour = (*theme.ACCENT[:3], int(120 + 135 * glow)) if on else (255, 255, 255, 26)
        rect = {0: pygame.Rect(c.x + c.width // 4, c.bottom - thick - 3, c.width // 2, thick),
                2: pygame.Rect(c.x + c.width // 4, c.top + 3, c.width // 2, thick),
                1: pygame.Rect(c.right - thick - 3, c.y + c.height // 4, thick, c.height // 2),
                3: pygame.Rect(c.x + 3, c.y + c.height // 4, thick, c.height // 2)}[place]
        rounded_rect(surface, rect, colour, thick // 2)


def info_lines(text: str, inner: pygame.Rect, size: int, s) -> tuple[list[str], int]:
    """The variant's name inside the centre's inner frame, a pad clear of it on each side: one
    line at the largest size that fits (down to the smallest font), else wrapped in two — nearer
    the frame where two lines a pad clear would leave a word out (绵阳定缺's "Mianyang Declared
    Missing Suit" at 150 %); only past that is the second line shortened with "…"."""
    room = inner.width - 2 * s.pad
    for px in range(size, MIN_FONT_PX - 1, -1):
        if font(px).size(text)[0] <= room:
            return [text], px
    for margin in (2 * s.pad, s.pad, 2):
        lines = wrap_lines(text, MIN_FONT_PX, inner.width - margin)
        if len(lines) <= 2:
            return lines, MIN_FONT_PX
    return [lines[0], fit_text(" ".join(lines[1:]), MIN_FONT_PX, inner.width - 2)], MIN_FONT_PX


def _draw_info(surface, text: str, inner: pygame.Rect, size: int, s) -> None:
    lines, px = info_lines(text, inner, size, s)
    y = inner.bottom - s.pad // 2 - len(lines) * line_height(px)
    for line in lines:
        draw_text(surface, line, (inner.centerx, y), px, theme.TEXT_DIM, anchor="midtop",
                  max_width=inner.width - 2)
        y += line_height(px)


# --- ponds, hands ---------------------------------------------------------------------------------

def _flying(anims: AnimationQueue) -> dict:
    """{"current": (seat, index, progress) or None, "waiting": {(seat, index)…}}."""
    waiting = set()
    current = None
    for i, item in enumerate(list(anims._items)):
        if item.kind != "discard":
            continue
        key = (item.seat, item.data["index"])
        if i == 0:
            current = (*key, ease_out(item.progress))
        else:
            waiting.add(key)
    return {"current": current, "waiting": waiting}


def _draw_pond(surface, art, L, pic, place: int, seat: int, flying) -> None:
    pond = pic.obs.seats[seat].pond
    hidden = {i for (s_, i) in flying["waiting"] if s_ == seat}
    if flying["current"] is not None and flying["current"][0] == seat:
        hidden.add(flying["current"][1])
    last = pic.last_discard[1] if pic.last_discard and pic.last_discard[0] == seat else None
    for _, (surf, pos) in tv.pond_sprites(art, L, place, pond, pic.back, last, hidden):
        surface.blit(surf, pos)


def _draw_flight(surface, art, L, pic, flying) -> None:
    if flying["current"] is None:
        return
    seat, index, t = flying["current"]
    pond = pic.obs.seats[seat].pond
    if index >= len(pond):
        return
    place = place_of(seat, _base(pic))
    target = tv.pond_slot(L, place, pond, index)
    start = {0: L.hand_rect.midtop, 2: L.top_line.midbottom, 1: L.right_line.midleft,
             3: L.left_line.midright}[place]
    surf = art.lying(pond[index][0], tv.pond_width(L, sum(1 for _, st in pond if st != "claimed")),
                     tv.ROTATION[place], pic.back)
    x = round(start[0] + (target[0] - start[0]) * t)
    y = round(start[1] + (target[1] - start[1]) * t)
    shadow = art.shadow(surf.get_size())
    off = TileArt.shadow_offset(surf.get_size())
    surface.blit(shadow, (x + off[0], y + off[1]))
    surface.blit(surf, (x, y))


def _win_record(obs, seat: int):
    recs = [w for w in obs.winners if w.seat == seat]
    return recs[-1] if recs else None


def _other_sprites(art, L, pic, place: int, seat: int) -> list:
    sv = pic.obs.seats[seat]
    rec = _win_record(pic.obs, seat)
    shown = rec.hand if rec is not None else sv.shown
    win_tile = rec.tile if rec is not None else None
    return tv.other_hand_sprites(art, L, place, sv.concealed_count, sv.melds, shown, pic.back, win_tile)


def _draw_other(surface, art, L, pic, place: int, seat: int) -> None:
    for surf, pos in _other_sprites(art, L, pic, place, seat):
        surface.blit(surf, pos)


def badge_rects(art, L: MahjongLayout, pic: MahjongPicture, tr) -> dict[int, pygame.Rect]:
    """Each place's name badge, by its hand: the opposite seat's left of its hand line (right of
    it when the line is too long, the corner when neither fits), a side seat's right above its
    column's first tile (never higher than the layout's place under the opposite hand), yours
    above the left end of your hand row."""
    s, w = L.sizes, L.size[0]
    homes = {}
    for place in (1, 2, 3):
        home = L.badges[place].copy()
        home.width = _badge_width(L, pic, seat_at(place, _base(pic)), tr)
        if place == 1:
            home.right = L.badges[1].right
        homes[place] = home
    out = {0: own_badge(L, pic, tr)}
    for place in (1, 2, 3):
        home = homes[place]
        sprites = _other_sprites(art, L, pic, place, seat_at(place, _base(pic)))
        extent = tv.bounds(sprites)
        if extent is None:
            out[place] = home
            continue
        rect = home.copy()
        if place == 2:
            rect.centery = max(home.height // 2 + s.pad // 2, L.top_line.centery)
            rect.right = extent.left - s.pad
            if rect.left < s.pad:
                rect.left = extent.right + s.pad
                if rect.right > w - s.pad:
                    rect = home
        else:
            rect.bottom = max(home.bottom, extent.top - s.pad // 2)
        out[place] = rect
    return out


def own_badge(L: MahjongLayout, pic: MahjongPicture, tr) -> pygame.Rect:
    """Your badge as drawn: as wide as its name, score and tags need (:func:`_badge_width`), left
    of your hand row when there is room, else at the layout's place above its left end."""
    s = L.sizes
    home = L.badges[0].copy()
    home.width = _badge_width(L, pic, seat_at(0, _base(pic)), tr)
    rects = own_rects(pic) if pic.viewer is not None else _bottom_slots(L, pic)[0]
    if rects:
        rect = home.copy()
        rect.right, rect.centery = min(r.left for r in rects) - s.pad * 3 // 2, L.hand_rect.bottom - max(r.height for r in rects) // 2
        if rect.left >= s.pad:
            return rect
    return home


def bar_room(L: MahjongLayout, pic: MahjongPicture, tr) -> pygame.Rect:
    """The room the bar's buttons may reach into: their row right of your badge as drawn (the
    table builds the buttons with it, this module draws the badge: one measure for both)."""
    return bar_room_beside(L, own_badge(L, pic, tr))


def own_tiles(pic: MahjongPicture) -> list:
    obs = pic.obs
    if pic.viewer is None or not obs.hand:
        return []
    rec = _win_record(obs, pic.viewer)
    if rec is not None:   # your winning hand, the winning tile set apart at the right
        return display_hand(rec.hand, rec.tile, obs.seats[pic.viewer].missing)
    return display_hand(obs.hand, obs.drawn, obs.seats[pic.viewer].missing)


def own_rects(pic: MahjongPicture) -> list[pygame.Rect]:
    """Where your standing tiles are (the raised one included): for the painter and for clicks."""
    tiles = own_tiles(pic)
    has_drawn = pic.obs.drawn is not None or _win_record(pic.obs, pic.viewer) is not None
    melds = pic.obs.seats[pic.viewer].melds if pic.viewer is not None else ()
    rects, _ = hand_slots(pic.layout, len(tiles), has_drawn, len(melds))
    raise_by = round(pic.layout.hand_w * 0.3)
    return [r.move(0, -raise_by) if i == pic.selected else r for i, r in enumerate(rects)]


def _draw_own(surface, art, L, pic) -> None:
    obs = pic.obs
    if pic.viewer is None:   # a spectator sees seat 0 like the others: backs
        _draw_other_bottom(surface, art, L, pic)
        return
    sv = obs.seats[pic.viewer]
    tiles = own_tiles(pic)
    rects = own_rects(pic)
    missing = sv.missing if obs.rules.missing == "declared" or sv.missing else None
    rec = _win_record(obs, pic.viewer)
    for i, (tile, rect) in enumerate(zip(tiles, rects)):
        dim = bool(pic.allowed) and tile not in pic.allowed
        mark = "missing" if missing is not None and tile.suit == missing else None
        glow = (i == pic.selected or tile == pic.claim_tile
                or (rec is not None and i == len(tiles) - 1 and tile == rec.tile))
        surf = art.standing(tile, L.hand_w, pic.back, highlight=glow, dim=dim, mark=mark)
        shadow = art.shadow(surf.get_size())
        off = TileArt.shadow_offset(surf.get_size())
        surface.blit(shadow, (rect.x + off[0], rect.y + off[1]))
        surface.blit(surf, rect.topleft)
    _, meld_x = hand_slots(L, len(tiles), obs.drawn is not None or rec is not None, len(sv.melds))
    for surf, pos in tv.own_meld_sprites(art, L, sv.melds, meld_x, pic.back):
        surface.blit(surf, pos)


def _bottom_slots(L, pic) -> tuple[list[pygame.Rect], int, list]:
    """A spectator's bottom seat: where its tiles stand, where its melds start, its shown tiles."""
    sv = pic.obs.seats[seat_at(0, _base(pic))]
    rec = _win_record(pic.obs, seat_at(0, _base(pic)))
    shown = list(rec.hand) if rec is not None else list(sv.shown)
    count = len(shown) if shown else sv.concealed_count
    rects, meld_x = hand_slots(L, count, False, len(sv.melds))
    return rects, meld_x, shown


def _draw_other_bottom(surface, art, L, pic) -> None:
    sv = pic.obs.seats[seat_at(0, _base(pic))]
    rects, meld_x, shown = _bottom_slots(L, pic)
    for i, rect in enumerate(rects):
        surf = art.standing(shown[i], L.hand_w, pic.back) if shown else art.back_standing(L.hand_w, pic.back, "top")
        surface.blit(surf, rect.topleft)
    for surf, pos in tv.own_meld_sprites(art, L, sv.melds, meld_x, pic.back, own=False):
        surface.blit(surf, pos)


# --- badges, the 听牌 panel, calls, status ------------------------------------------------------

def _draw_badge(surface, L, pic, place: int, seat: int, rect: pygame.Rect, tr) -> None:
    s, obs = L.sizes, pic.obs
    draw_panel(surface, rect, radius=s.radius, fill=theme.PANEL)
    if obs.turn == seat and obs.phase == "play":
        turn_ring(surface, rect, pic.clock, s.radius)
    if seat == pic.viewer:
        pygame.draw.rect(surface, theme.ACCENT, rect, width=2, border_radius=s.radius)
    x = rect.x + s.pad // 2
    top_y = rect.y + s.pad // 4 + line_height(s.body) // 2
    radius = marker_radius(s)
    marker(surface, seat, pic.names[seat], _is_person(pic, seat), (x + radius, top_y), radius)
    x += 2 * radius + s.pad // 3
    score = obs.scores[seat]
    score_text = _score_text(score)
    score_w = font(s.body, True).size(score_text)[0]
    draw_text(surface, pic.names[seat], (x, top_y), s.body, theme.TEXT, bold=seat == pic.viewer,
              anchor="midleft", max_width=rect.right - s.pad - score_w - x)
    draw_text(surface, score_text, (rect.right - s.pad // 2, top_y), s.body,
              theme.ACCENT if score > 0 else (150, 186, 214) if score < 0 else theme.TEXT, bold=True,
              anchor="midright")
    # tags on the second line
    upper = s.pad // 4 + line_height(s.body)
    y = rect.y + upper + (rect.height - upper) // 2
    tx = x
    for text, fill, colour in _tags(obs, seat, tr, seat in pic.autoplay and seat != pic.viewer):
        r = tag(surface, text, (tx, y), _tag_size(s), fill, colour)
        tx = r.right + s.pad // 3


def _is_person(pic: MahjongPicture, seat: int) -> bool:
    """A person sits there (their avatar is drawn), not a computer player (its robot): one of the
    people at the computer, or the one the table is shown to."""
    return seat in pic.people or seat == pic.viewer or (pic.viewer is None and seat == pic.bottom)


def _score_text(score: int) -> str:
    return f"{score:+d}" if score else "0"


def _tag_size(s) -> int:
    return max(12, round(s.small * 0.9))


def _tags(obs, seat: int, tr, autoplay: bool = False) -> list[tuple[str, tuple, tuple]]:
    """(text, fill, colour) of a seat's tags: 庄, 缺, 飘, 躺, 第n胡, and 托管 (``autoplay``: a person's
    seat the computer plays for, shown to the others as on the card tables)."""
    sv = obs.seats[seat]
    tags = []
    if seat == obs.dealer:
        tags.append((tr("table.mj.dealer"), DEALER_FILL, theme.TEXT))
    if sv.missing:
        tags.append((tr("table.mj.que_tag", suit=tr(f"table.mj.suit_short.{sv.missing}")), QUE_FILL, theme.TEXT_DARK))
    if sv.piao:
        tags.append((tr("table.mj.piao"), PIAO_FILL, theme.TEXT_DARK))
    if sv.laid_down:
        tags.append((tr("table.mj.lay_down"), LAY_FILL, theme.TEXT))
    if sv.won:
        rec = _win_record(obs, seat)
        label = tr("table.mj.won_tag", n=rec.order) if rec is not None else tr("table.mj.win")
        tags.append((label, WON_FILL, theme.TEXT))
    if autoplay:
        tags.append((tr("table.autoplay"), TAG_FILL, theme.TEXT))
    return tags


def _badge_width(L, pic, seat: int, tr) -> int:
    """The layout's badge width, or wider when the seat's name and score or its tags need it
    (a name is never cut, a tag never runs out): both rows start after the seat's picture."""
    s = L.sizes
    size = _tag_size(s)
    tags = _tags(pic.obs, seat, tr, seat in pic.autoplay and seat != pic.viewer)
    lead = s.pad // 2 + 2 * marker_radius(s) + s.pad // 3
    tags_w = sum(font(size, True).size(text)[0] + int(size * 0.7) + s.pad // 3 for text, _, _ in tags)
    name_w = (font(s.body, seat == pic.viewer).size(pic.names.get(seat, ""))[0] + s.pad
              + font(s.body, True).size(_score_text(pic.obs.scores[seat]))[0] + s.pad // 2)
    return max(L.badges[0].width, lead + max(tags_w + s.pad // 2, name_w))


def _waits_grid(L: MahjongLayout) -> tuple[int, int, int]:
    """(tile width, item width, row height) of the 听牌 panel."""
    s = L.sizes
    w = max(14, round(L.pond_w * 0.9))
    fw, fh = TileArt.face_size(w)
    item_w = fw + round(s.small * 3.6)
    row_h = max(fh + edge_px(w), 2 * line_height(round(s.small * 0.9)))
    return w, item_w, row_h


def _waits_place(L: MahjongLayout, pic: MahjongPicture, badge: pygame.Rect,
                 others=()) -> tuple[pygame.Rect, int] | None:
    """(the 听牌 panel, its waits per row). At the bottom of its place left of your pond, above
    what is drawn in the bar's row within its columns — your badge as drawn (``badge``, grown for
    庄, 缺 and 飘 past the layout's badge) and the bar's buttons — but never over a seat's
    discards, another seat's badge (``others``, as drawn) or hand: three rows of waits at 150 % rose into the left
    seat's pond and hid it. So the panel takes the fewest rows that fit: at its place, or further
    left, under the left seat's pond and right of its hand, where more waits fit a row (the
    panel never crosses the centre's edge on the right); where no shape fits (a window too small for it) it keeps its
    own place, the widest shape, rising over the discards as before."""
    if not pic.waits:
        return None
    s = L.sizes
    _, item_w, row_h = _waits_grid(L)
    below = [badge] + [b.rect for b in pic.buttons]           # the panel rises above these
    keep_off = _pond_boxes(L, pic) + [L.left_line, L.top_line, L.centre]
    keep_off += list(others)
    right, n = L.hint_rect.right, len(pic.waits)
    for rows in range(1, n + 1):                # the fewest rows (the lowest panel) first …
        per_row = -(-n // rows)
        if rows > 1 and -(-n // (per_row + 1)) == rows:
            continue                            # (no new shape: the same rows, a wider panel)
        for left in (L.hint_rect.x, L.left_line.right + s.pad):     # … at its own place first
            if left + per_row * item_w + s.pad > right:
                continue
            panel = _waits_panel(L, pic, left, per_row, below)
            if panel.top >= 0 and not any(panel.colliderect(r) for r in keep_off):
                return panel, per_row
    per_row = max(1, (L.hint_rect.width - s.pad) // item_w)
    return _waits_panel(L, pic, L.hint_rect.x, per_row, below), per_row


def _waits_panel(L: MahjongLayout, pic: MahjongPicture, left: int, per_row: int, below) -> pygame.Rect:
    """The panel with ``per_row`` waits a row from ``left``, raised above what it would cover in
    the bar's row."""
    s = L.sizes
    _, item_w, row_h = _waits_grid(L)
    rows = -(-len(pic.waits) // per_row)
    height = line_height(s.small) + rows * (row_h + s.pad // 3) + s.pad
    width = min(len(pic.waits), per_row) * item_w + s.pad
    width = max(width, font(s.small, True).size(pic.waits_title)[0] + s.pad)
    panel = pygame.Rect(left, L.hint_rect.bottom - height, min(width, L.hint_rect.right - left), height)
    for thing in sorted(below, key=lambda r: -r.top):
        if panel.colliderect(thing):
            panel.bottom = thing.top - s.pad // 2
    return panel


def _pond_boxes(L: MahjongLayout, pic: MahjongPicture) -> list[pygame.Rect]:
    """The room each seat's discards take: its pond's box for three full rows (a longer pond
    keeps to it with smaller tiles), or the tiles' own extent where they reach further."""
    out = []
    for place in range(4):
        pond = pic.obs.seats[seat_at(place, _base(pic))].pond
        count = max(len(pond), 18)
        width = tv.pond_width(L, count)
        size = TileArt.lying_size(width, tv.ROTATION[place])
        rects = [pygame.Rect(pos, size) for pos in tv.pond_positions(L, place, count)]
        out.append(rects[0].unionall(rects[1:]))
    return out


def _draw_waits(surface, art, L, pic, tr, badges: dict[int, pygame.Rect]) -> pygame.Rect | None:
    place = _waits_place(L, pic, badges[0], [badges[p] for p in (1, 2, 3)])
    if place is None:
        return None
    panel, per_row = place
    s = L.sizes
    w, item_w, row_h = _waits_grid(L)
    fw = TileArt.face_size(w)[0]
    title_h = line_height(s.small)
    draw_panel(surface, panel, radius=s.radius, fill=theme.PANEL)
    draw_text(surface, pic.waits_title, (panel.x + s.pad // 2, panel.y + s.pad // 3), s.small, theme.ACCENT,
              bold=True, max_width=panel.width - s.pad)
    small = max(12, round(s.small * 0.9))
    for k, (tile, fans, unseen) in enumerate(pic.waits):
        row, col = divmod(k, per_row)
        x = panel.x + s.pad // 2 + col * item_w
        y = panel.y + title_h + s.pad // 2 + row * (row_h + s.pad // 3)
        surface.blit(art.lying(tile, w, 0, pic.back, dim=unseen == 0), (x, y))
        tx = x + fw + s.pad // 3
        draw_text(surface, tr("table.mj.fans_n", n=fans, count=fans), (tx, y), small, theme.TEXT, bold=True)
        draw_text(surface, tr("table.mj.left_n", n=unseen), (tx, y + line_height(small)), small,
                  theme.TEXT_DIM if unseen else theme.WARNING)
    return panel


def status_room(L: MahjongLayout, pic: MahjongPicture, waits_rect, badges: dict[int, pygame.Rect]) -> pygame.Rect:
    """Where the status pill goes: its usual room (:func:`_status_room`) when the pill drawn there
    covers nothing a player must see; else the nearest free spot. With 18 discards your pond's
    third row reaches into the bar's row and the pill centred under it hid those tiles (1280×800,
    100–150 %). So the pill keeps clear of every seat's pond box (sized for 18, as the 听牌 panel's),
    the badges as drawn, the buttons, the 听牌 panel, the hands and the centre: it first stays in the
    bar's row — beside your pond, towards the buttons, then towards the 听牌 panel, then in the small
    text — since that row is where a player looks for what to do; only where the row is full does it
    rise beside your pond (left of it, under the left seat's pond). Nothing free: the usual room."""
    usual = _status_room(L, pic, waits_rect, badges[0])
    ponds = _pond_boxes(L, pic)
    keep_off = _status_keep_off(L, pic, waits_rect, badges, ponds)
    if not _covers(_pill_rect(pic.status, usual, L.sizes)[0], keep_off, L):
        return usual
    s, mine = L.sizes, ponds[0]
    widths = {size: font(size, True).size(pic.status)[0] + 3 * s.pad for size in (s.body, s.small)}
    bar_y = L.bar_rect.centery
    rows = [bar_y] + list(range(bar_y - s.pad // 2, L.centre.centery, -(s.pad // 2 or 1)))
    for y in rows:
        for size in ((s.body, s.small) if y == bar_y else (s.body,)):
            width, height = widths[size], round(size * 1.8)
            xs = [mine.right + s.pad, mine.left - s.pad - width]
            if waits_rect is not None:
                xs.append(waits_rect.right + s.pad)
            for x in xs:
                pill = pygame.Rect(x, 0, width, height)
                pill.centery = y
                if not _covers(pill.inflate(s.pad // 2, s.pad // 2), keep_off, L):   # a little air around it
                    return pill
    return usual


def _status_keep_off(L: MahjongLayout, pic: MahjongPicture, waits_rect, badges, ponds) -> list[pygame.Rect]:
    """What the status pill must never lie over (``ponds``: every seat's :func:`_pond_boxes`)."""
    out = list(ponds) + list(badges.values()) + [b.rect for b in list(pic.buttons) + list(pic.corner)]
    out += [L.centre, L.left_line, L.right_line, L.top_line, L.hand_rect]
    return out + ([waits_rect] if waits_rect is not None else [])


def _covers(pill: pygame.Rect, keep_off, L: MahjongLayout) -> bool:
    return not pygame.Rect(0, 0, *L.size).contains(pill) or any(pill.colliderect(r) for r in keep_off)


def _status_room(L: MahjongLayout, pic: MahjongPicture, waits_rect, badge: pygame.Rect) -> pygame.Rect:
    """The status pill's room: in the bar row, centred under your pond between the 听牌 panel (or
    its place) and the leftmost button — or, where the buttons leave it too little room for its
    words (定缺's three suits, a larger interface) or the window is narrow, the row above the bar.
    It starts after your badge as drawn (``badge``) where that shares its row."""
    rect, s = L.status_rect, L.sizes
    above = _status_above(L)
    if rect.bottom <= L.bar_rect.top:      # a narrow window: the pill sits above the bar
        return above
    need = font(s.small, True).size(pic.status)[0] + 3 * s.pad
    cx, pad = rect.centerx, s.pad
    left = (waits_rect.right if waits_rect is not None else L.hint_rect.left) + pad
    if badge.top < rect.bottom and badge.bottom > rect.top:     # your badge as drawn, grown for its tags
        left = max(left, badge.right + pad)
    right = min([b.rect.left for b in pic.buttons] + [L.bar_rect.right]) - pad
    half = min(cx - left, right - cx)
    if 2 * half >= max(need, rect.width) or (not pic.buttons and 2 * half >= need):
        return pygame.Rect(cx - half, rect.y, 2 * half, rect.height)
    if right - left >= need:
        return pygame.Rect(left, rect.y, right - left, rect.height)
    return above


def _status_above(L: MahjongLayout) -> pygame.Rect:
    """The row just above the bar, between the side hands: the status pill's room when the bar's
    own row has none."""
    x = L.left_line.right + L.sizes.pad
    height = L.status_rect.height
    return pygame.Rect(x, L.bar_rect.top - 2 - height, L.size[0] - 2 * x, height)


def _draw_calls(surface, L, pic) -> None:
    current = pic.anims.current
    if current is None or current.kind != "call":
        return
    place = place_of(current.seat, _base(pic))
    c = L.centre
    anchor = {0: (c.centerx, L.hand_rect.top - L.sizes.pad * 2), 2: (c.centerx, L.top_line.bottom + L.sizes.pad * 3),
              1: (L.right_line.left - L.sizes.pad * 5, c.centery), 3: (L.left_line.right + L.sizes.pad * 5, c.centery)}[place]
    t = current.progress
    size = round(L.sizes.big * (1.0 + 0.25 * (1 - ease_out(min(1.0, t * 3)))))
    alpha = 255 if t < 0.7 else int(255 * (1 - (t - 0.7) / 0.3))
    text = current.data.get("text", "")
    image = render(text, size, theme.ACCENT, True)
    rect = image.get_rect(center=anchor)
    bubble = pygame.Surface(rect.inflate(size, size // 2).size, pygame.SRCALPHA)
    radius = bubble.get_height() // 2
    pygame.draw.rect(bubble, (60, 16, 12, 220), bubble.get_rect(), border_radius=radius)
    pygame.draw.rect(bubble, theme.ACCENT, bubble.get_rect(), width=max(2, size // 16), border_radius=radius)
    bubble.blit(image, image.get_rect(center=bubble.get_rect().center))
    bubble.set_alpha(alpha)
    surface.blit(bubble, bubble.get_rect(center=anchor))


def _pill_rect(text: str, rect: pygame.Rect, s) -> tuple[pygame.Rect, int]:
    """(the pill, its text size) drawn in ``rect``: the body text when it fits, else the small."""
    size = s.body if font(s.body, True).size(text)[0] + 3 * s.pad <= rect.width else s.small
    width = min(rect.width, font(size, True).size(text)[0] + 3 * s.pad)
    pill = pygame.Rect(0, 0, width, rect.height)
    pill.center = rect.center
    return pill, size


def _draw_status(surface, text: str, mine: bool, rect: pygame.Rect, s) -> None:
    pill, size = _pill_rect(text, rect, s)
    width = pill.width
    rounded_rect(surface, pill, theme.ACCENT_SOFT if mine else theme.PANEL, rect.height // 2,
                 theme.ACCENT if mine else None)
    draw_text(surface, text, pill.center, size, theme.ACCENT if mine else theme.TEXT, bold=mine,
              anchor="center", max_width=width - 2 * s.pad)
