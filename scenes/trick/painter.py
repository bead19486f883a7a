"""Paints the trick table from the model, the layout and the running animation.

Drawing is a pure function of the values the scene hands over (``TrickPicture``):
the seats, each seat's play of the trick with the winning one highlighted, the
trick flying to its winner, a failed throw (tried → forced) for everyone, the
standing declaration during the deal, the dealer's own kitty, the hand, the bar.
A finished trick stays where it was played, its winner's cards lit, until the next
lead sweeps it to the winner. Hands shown face up to everyone (打撇's 摆撇) lie in front of their seats in the
layout's open arrangement (``layout.laid_open``); once the hand is over its last
trick stays on the table, and where the hand was lie what the end turns face up
(the kitty, the attackers' point cards) — what 看牌 on the result shows.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

import pygame

from .. import theme
from ..cardart import CardArt
from ..table import play_area
from ..table.animation import AnimationQueue, ease_out
from ..table.seat_panel import _outlined, badge_rows, marker_radius, seat_marker, tag, turn_ring
from ..table.status_line import draw_status
from ..widgets import Button, draw_panel, draw_text, fit_text, render, rounded_rect
from .controls import TrickBar
from .feed import cards_label
from .hand import TrickHand
from .layout import BOTTOM, LEFT, MIN_STEP, RIGHT, TOP, TrickLayout, laid_open
from .model import SeatView, TrickModel

DEALER_FILL = (232, 172, 52)
WIN_GLOW = (245, 190, 80, 70)
THROW_FILL = (70, 20, 16, 235)
OPEN_TRAY = (6, 22, 20, 110)


@dataclass
class TrickPicture:
    model: TrickModel
    layout: TrickLayout
    hand: TrickHand
    bar: TrickBar
    anims: AnimationQueue
    corner_buttons: list[Button]
    status: str
    status_mine: bool
    clock: float
    back_colour: str
    show_bar: bool
    show_last: bool        # the 上一墩 overlay
    deal_progress: float | None = None   # 0..1 between two dealt cards (None: no deal animation)
    #: the game's own top bar and middle-of-the-table pieces (its overlay's draw_top_bar / draw_extra)
    top_bar: Callable = lambda surface, app, pic: None
    extra: Callable = lambda surface, app, pic: None


def draw_table(surface: pygame.Surface, app, pic: TrickPicture) -> None:
    if any(seat.open_cards for seat in pic.model.seats):    # 摆撇: every hand face up in front of its seat
        pic = replace(pic, layout=laid_open(pic.layout))
    model, L, tr, art = pic.model, pic.layout, app.tr, app.art
    s = L.sizes
    surface.blit(theme.felt(L.size), (0, 0))
    pic.top_bar(surface, app, pic)
    for position in (TOP, LEFT, RIGHT):
        _draw_seat(surface, model.seat_at(position), L.seat_rects[position], position, art, pic, s, tr)
    if model.phase == "deal":
        _draw_deck(surface, model, L, art, pic.back_colour, s, tr, pic.deal_progress)
    _draw_plays(surface, model, L, art, pic, s, tr)
    pic.extra(surface, app, pic)
    if model.throw is not None and _throw_on_show(model, pic):
        _draw_throw_banner(surface, model, L, art, s, tr)
    status_text = pic.status
    if model.throw is not None and not pic.anims.busy:
        status_text = tr("table.sj.throw_line", name=model.seats[model.throw.seat].name,
                         tried=cards_label(model.throw.tried, tr), forced=cards_label(model.throw.forced, tr))
    draw_status(surface, status_text, pic.status_mine, L.status_rect, s)

    bottom = model.seat_at(BOTTOM)
    badge = L.seat_rects[BOTTOM]
    if bottom.acting and not pic.show_bar:
        turn_ring(surface, badge_rect(bottom, badge, s, tr), pic.clock, badge.height // 2)
    _draw_badge(surface, bottom, model, badge, s, tr)
    if model.kitty and model.phase == "play":
        _draw_own_kitty(surface, model, L, art, s, tr)
    if pic.show_bar:
        pic.bar.draw(surface, s.small)
    _draw_hand_end(surface, model, L, art, s, tr)
    if model.viewer is not None:
        pic.hand.draw(surface, art, active=model.viewer_to_act)
    elif bottom.open_cards:
        _draw_open(surface, bottom.open_cards, L.hand_rect, art, L.hand_card_w)
    else:
        _draw_backs(surface, art, L, bottom.count, pic.back_colour)
    for button in pic.corner_buttons:
        button.draw(surface)
    if pic.show_last and model.last_trick is not None:
        _draw_last_trick(surface, model, L, art, s, tr)


# --- seats -------------------------------------------------------------------------------------

def _badges(seat: SeatView, tr) -> list[tuple[str, tuple]]:
    out = []
    if seat.is_dealer:
        out.append((tr("table.sj.dealer"), DEALER_FILL))
    if seat.autoplay:
        out.append((tr("table.autoplay"), (200, 70, 56)))
    out.extend(seat.tags)
    return out


def _draw_seat(surface, seat: SeatView, rect: pygame.Rect, position: str, art: CardArt, pic: TrickPicture,
               s: theme.Sizes, tr) -> None:
    if position == TOP:
        rect = _top_rect(seat, rect, s, tr, pic.layout.size[0])
    if seat.acting:
        turn_ring(surface, rect, pic.clock, s.radius * 2)
    draw_panel(surface, rect, radius=s.radius * 2)
    colour = theme.ACCENT if seat.acting else theme.TEXT
    if position == TOP:
        count = tr("table.sj.cards_left", count=seat.count)
        count_w = render(count, s.body, theme.TEXT, True).get_width()
        _name_and_badges(surface, seat, rect, rect.right - 2 * s.pad - count_w, colour, s, tr)
        if seat.open_cards:     # right under the panel (layout.laid_open)
            _draw_open(surface, seat.open_cards, pic.layout.open_rects[TOP], art, pic.layout.play_card_w)
        draw_text(surface, count, (rect.right - s.pad, rect.centery), s.body, theme.TEXT, bold=True,
                  anchor="midright")
        return
    y = rect.y + s.pad
    # the picture and the name side by side, centred together, as the climbing tables' seats
    radius = marker_radius(s)
    lead = 2 * radius + s.pad // 3
    room = max(10, rect.width - s.pad - lead)
    name_w = render(fit_text(seat.name, s.body, room, True), s.body, theme.TEXT, True).get_width()
    left = rect.centerx - (lead + name_w) // 2
    label = draw_text(surface, seat.name, (left + lead, y), s.body, colour, bold=True, anchor="topleft",
                      max_width=room)
    seat_marker(surface, seat, (left + radius, label.centery), radius)
    y += round(s.body * 1.5)
    # every badge inside the panel, in rows as the climbing tables' seats have them (a play beside
    # the panel never lies over one, and none runs off the window)
    gap = s.pad // 3
    rows = badge_rows(_badges(seat, tr), rect.width - s.pad, gap, s.small, tr,
                      measure=lambda item: _tag_width(item[0], s.small))
    row_h = round(s.small * 2.2)
    for row in rows:
        widths = [_tag_width(text, s.small) for text, _ in row]
        x = rect.centerx - (sum(widths) + gap * (len(widths) - 1)) // 2
        for (text, fill), width in zip(row, widths):
            tag(surface, text, (x, y + s.small), s.small, fill=fill,
                colour=theme.TEXT_DARK if fill == DEALER_FILL else theme.TEXT)
            x += width + gap
        y += row_h
    if not rows:
        y += row_h
    room = rect.bottom - s.pad - y
    # the stack of backs is smaller when the badges took a second row
    card_w = min(pic.layout.play_card_w, CardArt.width_for_height(max(1, room - 4)))
    card_h = CardArt.size(card_w)[1]
    top = y + max(0, (room - card_h) // 2)
    if seat.open_cards:         # the hand lies face up in the seat's lane (layout.laid_open); here its count
        _draw_open(surface, seat.open_cards, pic.layout.open_rects[position], art, pic.layout.play_card_w)
        _outlined(surface, str(seat.count), (rect.centerx, y + room // 2), max(s.title, round(card_w * 0.55)),
                  theme.TEXT)
    elif seat.count > 0:
        layers = min(3, seat.count)
        for i in range(layers):
            off = (layers - 1 - i) * max(2, card_w // 14)
            surface.blit(art.back(card_w, pic.back_colour), (rect.centerx - card_w // 2 + off, top + off))
        _outlined(surface, str(seat.count), (rect.centerx, top + card_h // 2), max(s.title, round(card_w * 0.55)),
                  theme.TEXT)


def _tag_width(text: str, size: int) -> int:
    """How wide :func:`tag` draws ``text`` (its words and the pill's ends)."""
    return render(text, size, theme.TEXT, True).get_rect().inflate(size * 0.7, size // 4).width


def _draw_open(surface, cards, area: pygame.Rect, art: CardArt, card_w: int) -> None:
    """A hand shown face up to everyone (打撇's 摆撇): overlapping faces, in rows when narrow; the
    cards as large as the area allows (up to ``card_w``), each index left readable."""
    rects = open_card_rects(len(cards), area, card_w)
    if not rects:
        return
    rounded_rect(surface, open_tray(rects, area), OPEN_TRAY, max(4, area.height // 12))
    for card, rect in zip(cards, rects):
        surface.blit(art.face(card, rect.width), rect.topleft)


def open_tray(rects: list[pygame.Rect], area: pygame.Rect) -> pygame.Rect:
    """The dim tray under an open hand's cards (``rects`` in ``area``): it keeps them together as
    one hand, apart from the plays beside them."""
    return rects[0].unionall(rects[1:]).inflate(area.height // 10, area.height // 10)


def open_card_rects(count: int, area: pygame.Rect, card_w: int) -> list[pygame.Rect]:
    """Where the cards of an open hand lie in ``area``: as large as fits (up to ``card_w``) with at
    least MIN_STEP of each card showing (its whole corner index), in one row when it fits."""
    if not count or area.width <= 12 or area.height <= 12:
        return []
    for width in range(min(card_w, area.width), 11, -1):
        card_h = CardArt.size(width)[1]
        step = width * MIN_STEP
        per_row = max(1, int((area.width - width) / step) + 1)
        rows = -(-count // per_row)
        row_step = round(card_h * 0.5)
        if card_h + (rows - 1) * row_step <= area.height:
            break
    per_row = -(-count // rows)
    step = min(width * 0.62, (area.width - width) / max(1, per_row - 1))
    y0 = area.centery - (card_h + row_step * (rows - 1)) // 2
    rects = []
    for i in range(count):
        row, k = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        x0 = area.centerx - round(width + step * (in_row - 1)) // 2
        rects.append(pygame.Rect(round(x0 + k * step), y0 + row * row_step, width, card_h))
    return rects


def _draw_badge(surface, seat: SeatView, model: TrickModel, rect: pygame.Rect, s: theme.Sizes, tr) -> None:
    """The viewer's slim panel above the hand: picture, name, badges, cards left."""
    rect = badge_rect(seat, rect, s, tr)
    count = tr("table.sj.cards_left", count=seat.count)
    count_w = render(count, s.small, theme.TEXT_DIM).get_width()
    draw_panel(surface, rect, radius=rect.height // 2, shadow=False)
    _name_and_badges(surface, seat, rect, rect.right - 2 * s.pad - count_w, theme.TEXT, s, tr)
    draw_text(surface, count, (rect.right - s.pad, rect.centery), s.small, theme.TEXT_DIM, anchor="midright")


def badge_rect(seat: SeatView, rect: pygame.Rect, s: theme.Sizes, tr) -> pygame.Rect:
    """The viewer's panel, grown to the right (up to twice the layout's width) rather than cut the
    name or leave a badge out; the action bar's buttons start after it (TrickTable._sync_bar)."""
    count_w = render(tr("table.sj.cards_left", count=seat.count), s.small, theme.TEXT_DIM).get_width()
    need = _name_and_badges_width(seat, s, tr) + count_w + 3 * s.pad
    return pygame.Rect(rect.x, rect.y, max(rect.width, min(need, 2 * rect.width)), rect.height)


def _top_rect(seat: SeatView, rect: pygame.Rect, s: theme.Sizes, tr, window_w: int) -> pygame.Rect:
    """The partner's panel, wider about its centre when its name, badges and count need it."""
    count_w = render(tr("table.sj.cards_left", count=seat.count), s.body, theme.TEXT, True).get_width()
    need = _name_and_badges_width(seat, s, tr) + count_w + 3 * s.pad
    if need <= rect.width:
        return rect
    return rect.inflate(min(need, round(window_w * 0.6)) - rect.width, 0)


def _name_and_badges_width(seat: SeatView, s: theme.Sizes, tr) -> int:
    """How wide the picture, the whole name and every badge are in a one-line panel."""
    radius = marker_radius(s)
    width = 2 * radius + s.pad // 3 + render(seat.name, s.body, theme.TEXT, True).get_width()
    return width + sum(s.pad // 2 + _tag_width(text, s.small) for text, _ in _badges(seat, tr))


def _name_and_badges(surface, seat: SeatView, rect: pygame.Rect, right: int, colour, s: theme.Sizes, tr) -> None:
    """A one-line panel's left part, up to ``right``: the seat's picture, its name, its badges.
    The name keeps its whole width while the badges fit beside it; it gives way only to them."""
    radius = marker_radius(s)
    x = rect.x + s.pad
    seat_marker(surface, seat, (x + radius, rect.centery), radius)
    x += 2 * radius + s.pad // 3
    badges = _badges(seat, tr)
    badges_w = sum(s.pad // 2 + _tag_width(text, s.small) for text, _ in badges)
    room = max(10, right - x - badges_w)
    name = draw_text(surface, seat.name, (x, rect.centery), s.body, colour, bold=True, anchor="midleft",
                     max_width=room)
    x = name.right + s.pad // 2
    for text, fill in badges:
        x = tag(surface, text, (x, rect.centery), s.small, fill=fill,
                colour=theme.TEXT_DARK if fill == DEALER_FILL else theme.TEXT).right + s.pad // 2


def hand_end_groups(model: TrickModel, tr) -> list[tuple[str, tuple]]:
    """What the end of a hand turns face up, as (label, cards): the kitty (底牌) and the point cards
    the attackers took (升级). Only once the hand is over and the hand's band is empty."""
    if model.result is None or model.hand or any(s.open_cards for s in model.seats if s.position == BOTTOM):
        return []
    groups = [(tr("table.sj.kitty_mine"), tuple(model.result.kitty))]
    if model.point_cards:
        groups.append((tr("table.sj.res.trick_points", points=model.attacker_points), tuple(model.point_cards)))
    return [(label, cards) for label, cards in groups if cards]


def hand_end_rects(groups, L: TrickLayout, gap: int) -> list[list[pygame.Rect]]:
    """The cards of each group in the hand's band, left to right, as large as fits (up to the hand's
    cards) with MIN_STEP of each card showing."""
    area = L.hand_rect
    shares = sum(1 + (len(cards) - 1) * MIN_STEP for _, cards in groups)
    room = area.width - gap * (len(groups) - 1)
    width = max(12, min(L.hand_card_w, int(room / shares) if shares else L.hand_card_w))
    height = CardArt.size(width)[1]
    x = area.x
    out = []
    for _, cards in groups:
        step = round(width * MIN_STEP)
        out.append([pygame.Rect(x + i * step, area.y, width, height) for i in range(len(cards))])
        x += width + step * (len(cards) - 1) + gap
    return out


def _draw_hand_end(surface, model: TrickModel, L: TrickLayout, art: CardArt, s: theme.Sizes, tr) -> None:
    """The kitty turned face up and the attackers' point cards, where the hand was (看牌 shows them)."""
    groups = hand_end_groups(model, tr)
    if not groups:
        return
    for (label, cards), rects in zip(groups, hand_end_rects(groups, L, 3 * s.pad)):
        draw_text(surface, label, (rects[0].x, rects[0].y - s.pad // 3), s.small, theme.TEXT_DIM,
                  anchor="bottomleft", max_width=L.hand_rect.right - rects[0].x)
        for card, rect in zip(cards, rects):
            surface.blit(art.face(card, rect.width), rect.topleft)


def _draw_backs(surface, art: CardArt, L: TrickLayout, count: int, back: str) -> None:
    """A spectator sees the bottom seat's hand as backs."""
    from ..table.layout import HAND_STEP, fan_positions

    image = art.back(L.hand_card_w, back)
    for x in fan_positions(count, L.hand_card_w, L.hand_rect, HAND_STEP):
        surface.blit(image, (x, L.hand_rect.y))


# --- the middle --------------------------------------------------------------------------------

def _draw_deck(surface, model: TrickModel, L: TrickLayout, art: CardArt, back: str, s: theme.Sizes, tr,
               progress: float | None) -> None:
    """The undealt cards in the middle of the table, with how many are left; the last card flying out."""
    left = model.cards_to_deal - model.cards_dealt
    w = round(L.play_card_w * 0.8)
    h = CardArt.size(w)[1]
    cx = L.size[0] // 2
    cy = (L.play_rects[TOP].bottom + L.play_rects[BOTTOM].top) // 2 + s.pad // 2
    if left > 0:
        layers = min(4, 1 + left // 12)
        for i in range(layers):
            surface.blit(art.back(w, back), (cx - w // 2 + i * 2, cy - h // 2 - i * 2))
        _outlined(surface, str(left), (cx + 3, cy - 3), max(s.body, round(w * 0.42)), theme.TEXT)
    label = "table.sj.declaring_in_turn" if model.review_seat is not None else "table.sj.dealing"
    if left > 0 or model.review_seat is not None:      # 发牌中 only while cards are still being dealt
        draw_text(surface, tr(label), (cx, cy + h // 2 + s.pad // 2), s.small, theme.TEXT_DIM, anchor="midtop")
    if progress is not None and 0 < model.cards_dealt <= model.cards_to_deal and progress < 1:
        first = model.dealer if model.dealer is not None else 0
        receiver = model.seats[(first + model.cards_dealt - 1) % 4]
        goal = L.hand_rect.center if receiver.position == BOTTOM else L.seat_rects[receiver.position].center
        t = ease_out(progress)
        x = cx + (goal[0] - cx) * t - w // 2
        y = cy + (goal[1] - cy) * t - h // 2
        surface.blit(art.back(w, back), (round(x), round(y)))


def _draw_plays(surface, model: TrickModel, L: TrickLayout, art: CardArt, pic: TrickPicture, s: theme.Sizes,
                tr) -> None:
    anims = pic.anims
    gather = anims.progress("gather")
    if gather is not None and model.last_trick is not None and not model.trick_seen_done:
        _draw_swept_trick(surface, model, L, art, gather)
    for seat in model.seats:
        area = L.play_rects[seat.position]
        cards = seat.play
        if model.phase == "deal" and seat.declared:
            _draw_declared(surface, seat, area, art, L, s, tr, anims)
            continue
        if not cards:
            continue
        if anims.pending("play", seat.seat):
            continue
        progress = anims.progress("play", seat.seat)
        origin = play_area.origin_for(seat.position, L.seat_rects, L.hand_rect)
        if model.winning_seat == seat.seat and (progress is None or progress >= 1):
            _glow_behind(surface, cards, area, seat.position, L.play_card_w, s)
        play_area.draw_play(surface, cards, area, _align(seat.position), art, L.play_card_w, origin, progress)
        if model.winning_seat == seat.seat and (progress is None or progress >= 1):
            xs = play_area.card_positions(len(cards), L.play_card_w, area, _align(seat.position))
            _play_tag(surface, tr("table.sj.biggest"), xs[-1] + L.play_card_w - s.small, seat.position, area, s)


def _throw_on_show(model: TrickModel, pic: TrickPicture) -> bool:
    """The big 甩牌失败 banner: during its pause, or (animations off) until the next seat plays."""
    seat = model.throw.seat
    if pic.anims.progress("throw", seat) is not None or pic.anims.pending("throw", seat):
        return True
    return pic.anims.factor <= 0 and sum(1 for s in model.seats if s.play) == 1 and not model.trick_seen_done


def _align(position: str) -> str:
    return BOTTOM if position == TOP else position


def _glow_behind(surface, cards, area, position, card_w, s) -> None:
    xs = play_area.card_positions(len(cards), card_w, area, _align(position))
    h = CardArt.size(card_w)[1]
    rect = pygame.Rect(xs[0], area.centery - h // 2, xs[-1] + card_w - xs[0], h).inflate(s.pad, s.pad)
    rounded_rect(surface, rect, WIN_GLOW, s.radius, theme.ACCENT, 2)


def _draw_swept_trick(surface, model: TrickModel, L: TrickLayout, art, progress: float) -> None:
    """The next lead has come: the finished trick (the observation's last) slides to its winner."""
    record = model.last_trick
    target = model.seats[record.winner].position
    for seat, cards in record.plays:
        position = model.seats[seat].position
        _draw_gathering(surface, cards, L.play_rects[position], position, art, L, target, progress)


def _draw_gathering(surface, cards, area, position, art, L: TrickLayout, target: str, progress: float) -> None:
    """The trick slides to its winner and shrinks away."""
    xs = play_area.card_positions(len(cards), L.play_card_w, area, _align(position))
    goal = L.seat_rects[target].center if target != BOTTOM else L.seat_rects[BOTTOM].center
    t = ease_out(progress)
    width = max(12, round(L.play_card_w * (1 - 0.6 * t)))
    h = CardArt.size(L.play_card_w)[1]
    y0 = area.centery - h // 2
    for x, card in zip(xs, cards):
        px = x + (goal[0] - x) * t
        py = y0 + (goal[1] - y0) * t
        surface.blit(art.face(card, width), (round(px), round(py)))


def _draw_declared(surface, seat: SeatView, area, art, L: TrickLayout, s, tr, anims) -> None:
    """The standing declaration lies face up in front of its seat, with 亮主."""
    progress = anims.progress("bubble", seat.seat)
    origin = play_area.origin_for(seat.position, L.seat_rects, L.hand_rect)
    play_area.draw_play(surface, seat.declared, area, _align(seat.position), art, L.play_card_w, origin, progress)
    xs = play_area.card_positions(len(seat.declared), L.play_card_w, area, _align(seat.position))
    _play_tag(surface, tr("table.sj.declared_tag"), xs[0], seat.position, area, s)


def _play_tag(surface, text: str, x: int, position: str, area: pygame.Rect, s: theme.Sizes) -> None:
    """A pill on a play (大, 亮主) from ``x``, kept inside the play's lane: the right seat's play
    lies against its panel, and a pill running on would cover that seat's name."""
    x = min(x, area.right - _tag_width(text, s.small))
    tag(surface, text, (x, _tag_y(position, area, s)), s.small, fill=theme.ACCENT, colour=theme.TEXT_DARK)


def _tag_y(position: str, area: pygame.Rect, s: theme.Sizes) -> int:
    """Tags sit on the cards' edge away from the status line (below the partner's play)."""
    return area.bottom + s.small // 3 if position == TOP else area.top - s.small // 3


def _draw_throw_banner(surface, model: TrickModel, L: TrickLayout, art, s: theme.Sizes, tr) -> None:
    """甩牌失败: the cards tried, and the unit that had to be played instead — large, for everyone."""
    throw = model.throw
    w = L.small_card_w + 4
    h = CardArt.size(w)[1]
    title = tr("table.sj.throw_failed", name=model.seats[throw.seat].name)
    tried_w = w + (len(throw.tried) - 1) * round(w * 0.5)
    forced_w = w + (len(throw.forced) - 1) * round(w * 0.5)
    label_tried, label_forced = tr("table.sj.throw_tried"), tr("table.sj.throw_forced")
    lw = max(render(label_tried, s.small).get_width(), render(label_forced, s.small).get_width())
    width = max(render(title, s.body, bold=True).get_width(), lw + s.pad + max(tried_w, forced_w)) + 3 * s.pad
    height = round(s.body * 1.8) + 2 * h + 3 * s.pad
    box = pygame.Rect(0, 0, width, height)
    box.center = (L.size[0] // 2, (L.play_rects[TOP].bottom + L.play_rects[BOTTOM].top) // 2)
    draw_panel(surface, box, radius=s.radius * 2, fill=THROW_FILL, border=(255, 160, 140, 120))
    draw_text(surface, title, (box.centerx, box.y + s.pad), s.body, (255, 214, 200), bold=True, anchor="midtop")
    y = box.y + s.pad + round(s.body * 1.6)
    for label, cards in ((label_tried, throw.tried), (label_forced, throw.forced)):
        draw_text(surface, label, (box.x + 1.5 * s.pad, y + h // 2), s.small, theme.TEXT_DIM, anchor="midleft")
        x = box.x + 1.5 * s.pad + lw + s.pad
        for card in cards:
            surface.blit(art.face(card, w, highlight=cards is throw.forced), (x, y))
            x += round(w * 0.5)
        y += h + s.pad // 2


def own_row_origin(L: TrickLayout, card_h: int, s: theme.Sizes) -> tuple[int, int]:
    """Where a small row of the viewer's own cards (the kitty, the shown put-back) starts: just
    above the viewer's panel, moved right of the left seat's panel where that panel reaches down
    to it (the side panels are taller at the larger interface scales)."""
    badge, left = L.seat_rects[BOTTOM], L.seat_rects[LEFT]
    y = badge.top - card_h - s.pad // 2
    x = badge.x if left.bottom + s.pad // 4 <= y else left.right + s.pad
    return x, y


def _draw_own_kitty(surface, model: TrickModel, L: TrickLayout, art, s: theme.Sizes, tr) -> None:
    """The dealer's buried cards, for the dealer's eyes only (the model holds them only then)."""
    w = L.small_card_w
    h = CardArt.size(w)[1]
    x, y = own_row_origin(L, h, s)
    label = draw_text(surface, tr("table.sj.kitty_mine"), (x, y + h // 2), s.small, theme.TEXT_DIM, anchor="midleft")
    x = label.right + s.pad // 2
    for card in model.kitty:
        surface.blit(art.face(card, w), (x, y))
        x += round(w * 0.55)


def _draw_last_trick(surface, model: TrickModel, L: TrickLayout, art, s: theme.Sizes, tr) -> None:
    """上一墩: the previous trick's four plays in a panel, the winner's marked."""
    record = model.last_trick
    w, h = L.size
    box = pygame.Rect(0, 0, round(w * 0.62), round(h * 0.56))
    box.center = (w // 2, h // 2 - round(h * 0.06))
    draw_panel(surface, box, radius=s.radius * 2, fill=theme.DIALOG)
    winner = model.seats[record.winner].name
    draw_text(surface, tr("table.sj.last_trick_title", name=winner, points=record.points),
              (box.centerx, box.y + s.pad), s.body, theme.ACCENT, bold=True, anchor="midtop")
    card_w = max(30, round(L.play_card_w * 0.9))
    ch = CardArt.size(card_w)[1]
    nh = round(s.small * 1.4)
    inner = box.inflate(-2 * s.pad, -2 * s.pad)
    inner.top += round(s.body * 1.8)
    inner.height -= round(s.body * 1.8) + nh
    spots = {TOP: pygame.Rect(inner.x + inner.width // 4, inner.y, inner.width // 2, ch),
             BOTTOM: pygame.Rect(inner.x + inner.width // 4, inner.bottom - ch - nh, inner.width // 2, ch),
             LEFT: pygame.Rect(inner.x, inner.centery - ch // 2 - nh // 2, inner.width // 2 - s.pad, ch),
             RIGHT: pygame.Rect(inner.centerx + s.pad, inner.centery - ch // 2 - nh // 2, inner.width // 2 - s.pad,
                                ch)}
    for seat, cards in record.plays:
        position = model.seats[seat].position
        area = spots[position]
        if seat == record.winner:
            _glow_behind(surface, cards, area, position, card_w, s)
        xs = play_area.card_positions(len(cards), card_w, area, _align(position))
        for x, card in zip(xs, cards):
            surface.blit(art.face(card, card_w), (x, area.y))
        middle = (xs[0] + xs[-1] + card_w) // 2
        draw_text(surface, model.seats[seat].name, (middle, area.bottom + s.pad // 2), s.small, theme.TEXT_DIM,
                  anchor="midtop")
    draw_text(surface, tr("table.sj.last_trick_close"), (box.centerx, box.bottom - s.pad // 2), s.small,
              theme.TEXT_DIM, anchor="midbottom")

