"""Paints the 21点 table from the observation, the layout and the running card animation.

Drawing is a pure function of the values handed over (it never changes the game).
A card still waiting in the animation queue is not drawn yet; the card in flight
is drawn between the shoe and its place, so the deal and every hit can be followed.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from ..assets import font
from ..cardart import CardArt
from ..table.animation import AnimationQueue, ease_out
from ..table.seat_panel import marker_radius, seat_marker, tag
from ..table.status_line import draw_status
from ..widgets import Button, draw_panel, draw_text, fit_text, render, rounded_rect
from .layout import BlackjackLayout

CARD_STEP = 0.34          # shown share of an overlapped card in a hand
VIEWER_SCALE = 1.25       # the person's own cards are drawn larger (the slot has room above)
CHIP_COLOURS = ((500, (120, 72, 170)), (100, (30, 30, 34)), (50, (40, 110, 200)), (10, (210, 70, 60)))
WIN, LOSE = theme.ACCENT, (150, 186, 214)


@dataclass
class BlackjackPicture:
    """Everything one frame shows (references; nothing here is changed by drawing)."""

    obs: object
    layout: BlackjackLayout
    slots: list[int]
    names: dict[int, str]
    viewer: int | None
    anims: AnimationQueue
    buttons: list[Button]
    corner: list[Button]
    status: str
    status_mine: bool
    keys: str
    info: list[str]
    back_colour: str
    clock: float
    pending_bet: int
    table_print: list[str]
    people: frozenset[int] = frozenset()   # hot-seat: the people's seats, drawn with their markers
    autoplay: frozenset[int] = frozenset()  # seats the computer plays for (托管): a badge on the others'


@dataclass(frozen=True)
class SeatFace:
    """What the shared seat picture (seat_panel.seat_marker) reads of a 21点 seat: a person's avatar
    (the viewer, or one of the people at a hot-seat table), else the computer player's robot."""

    seat: int
    name: str
    person: bool
    is_viewer: bool


def seat_face(pic: "BlackjackPicture", seat: int) -> SeatFace:
    return SeatFace(seat, pic.names[seat], seat in pic.people, seat == pic.viewer)


def points_text(hand, tr) -> str:
    """"软17" / "soft 17", "19", or "7+?" while a hole card is hidden."""
    if not hand.cards:
        return ""
    if not hand.complete:
        return tr("table.bj.hidden_points", points=hand.points) if hand.points else "?"
    if hand.soft and hand.points < 21:
        return tr("table.bj.soft", points=hand.points)
    return tr("table.bj.points", points=hand.points)


def hand_card_positions(count: int, card_w: int, left: int) -> list[int]:
    return [left + round(i * card_w * CARD_STEP) for i in range(count)]


def hand_width(count: int, card_w: int) -> int:
    return card_w + round(max(0, count - 1) * card_w * CARD_STEP)


def draw_chip(surface: pygame.Surface, centre: tuple[int, int], radius: int, amount: int) -> None:
    colour = next((c for value, c in CHIP_COLOURS if amount >= value), CHIP_COLOURS[-1][1])
    pygame.draw.circle(surface, (0, 0, 0, 90), (centre[0] + 2, centre[1] + 3), radius)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, (240, 236, 225), centre, radius, max(2, radius // 5))
    pygame.draw.circle(surface, theme.lighten(colour, 0.25), centre, round(radius * 0.55), 1)


def _card_key(seat: int, hand: int, index: int) -> tuple[int, int, int]:
    return (seat, hand, index)


def _flight(anims: AnimationQueue) -> tuple[set, tuple | None, float]:
    """(cards still waiting, the card in flight, its progress)."""
    waiting = set()
    current = anims.current
    flying, progress = None, 0.0
    for i, item in enumerate(list(anims._items)):
        if item.kind != "card":
            continue
        key = _card_key(item.seat, item.data["hand"], item.data["index"])
        if i == 0:
            flying, progress = key, ease_out(item.progress)
        else:
            waiting.add(key)
    if current is not None and current.kind != "card":
        flying = None
    return waiting, flying, progress


def _reveals(anims: AnimationQueue) -> dict[tuple[int, int], float]:
    """{(seat, hand): flip progress} of the hole cards still to be turned over (0 while waiting)."""
    out = {}
    for i, item in enumerate(list(anims._items)):
        if item.kind == "reveal":
            out.setdefault((item.seat, item.data.get("hand", 0)), item.progress if i == 0 else 0.0)
    return out


def _landed(seat: int, index: int, hand, waiting, flying, reveals=None) -> bool:
    """Every card of the hand is on the table and face up as the observation has it (its total
    and badge may be shown: no spoilers)."""
    if reveals and (seat, index) in reveals:
        return False
    return not any(_card_key(seat, index, i) in waiting or _card_key(seat, index, i) == flying
                   for i in range(len(hand.cards)))


def draw_table(surface: pygame.Surface, app, pic: BlackjackPicture) -> None:
    L, obs, tr, art = pic.layout, pic.obs, app.tr, app.art
    s = L.sizes
    surface.blit(theme.felt(L.size), (0, 0))
    waiting, flying, progress = _flight(pic.anims)
    reveals = _reveals(pic.anims)
    shoe_centre = L.shoe_rect.center
    # info, corner
    y = L.info_rect.y
    for i, line in enumerate(pic.info):
        draw_text(surface, line, (L.info_rect.x, y), s.body if i == 0 else s.small,
                  theme.TEXT if i == 0 else theme.TEXT_DIM, bold=i == 0, max_width=L.info_rect.width)
        y += s.line if i == 0 else round(s.small * 1.45)
    for button in pic.corner:
        button.draw(surface)
    _draw_shoe(surface, L, obs, art, pic.back_colour, tr)
    _draw_table_print(surface, L, pic.table_print)
    # the banker
    banker = obs.seats[obs.banker]
    _draw_banker(surface, L, banker, pic, art, tr, waiting, flying, progress, shoe_centre, reveals)
    # status line
    if pic.status:
        draw_status(surface, pic.status, pic.status_mine, L.status_rect, s, look="plate",
                    min_height=L.status_rect.height)
    # the 闲家
    for rect, seat in zip(L.slots, pic.slots):
        _draw_slot(surface, rect, obs.seats[seat], pic, art, tr, waiting, flying, progress, shoe_centre, reveals)
    for button in pic.buttons:
        button.draw(surface)
    if pic.keys:
        draw_text(surface, pic.keys, L.keys_pos, s.small, theme.TEXT_DIM, anchor="midbottom",
                  max_width=L.size[0] - 2 * s.pad)


def _draw_table_print(surface, L: BlackjackLayout, lines: list[str]) -> None:
    """The rules printed on the felt, as on a casino table: faint, in the middle."""
    s = L.sizes
    y = L.status_rect.bottom + round((L.slots[0].top - L.status_rect.bottom) * 0.35) if L.slots else L.size[1] // 2
    colour = theme.lighten(theme.FELT_CENTRE, 0.22)
    for i, line in enumerate(lines):
        draw_text(surface, line, (L.size[0] // 2, y), round(s.title * 0.8) if i == 0 else s.body, colour,
                  bold=i == 0, anchor="midtop", max_width=L.size[0] // 2)
        y += round(s.title * 1.2) if i == 0 else s.line


def _draw_shoe(surface, L: BlackjackLayout, obs, art: CardArt, back: str, tr) -> None:
    s = L.sizes
    rect = L.shoe_rect
    box = rect.inflate(s.pad, s.pad // 2)
    rounded_rect(surface, box, (60, 36, 22, 230), s.radius, (0, 0, 0, 120))
    card = art.back(L.card_w, back)
    depth = max(1, min(6, obs.shoe_left // 20))
    for i in range(depth, -1, -1):
        surface.blit(card, card.get_rect(center=(rect.centerx + i * 2, rect.centery - i * 2)))
    draw_text(surface, tr("table.bj.shoe", count=obs.shoe_left), (rect.centerx, box.bottom + s.pad // 3), s.small,
              theme.TEXT_DIM, anchor="midtop")


def _draw_hand_cards(surface, hand, seat: int, index: int, left: int, top: int, card_w: int, art: CardArt,
                     back: str, waiting, flying, progress, shoe_centre, highlight: bool = False,
                     reveals=None) -> None:
    xs = hand_card_positions(len(hand.cards), card_w, left)
    flip = (reveals or {}).get((seat, index))
    for i, (card, x) in enumerate(zip(hand.cards, xs)):
        key = _card_key(seat, index, i)
        if key in waiting:
            continue
        surf = art.face(card, card_w) if card is not None else art.back(card_w, back)
        if i == 0 and flip is not None:      # the hole card turning over: back, then face, squeezed
            surf = art.back(card_w, back) if flip < 0.5 else surf
            squeeze = abs(1 - 2 * flip)
            if squeeze < 1:
                narrow = pygame.transform.smoothscale(surf, (max(1, round(card_w * squeeze)), surf.get_height()))
                surface.blit(narrow, (x + (card_w - narrow.get_width()) // 2, top))
                continue
        if key == flying:
            tx, ty = x, top
            sx, sy = shoe_centre[0] - card_w // 2, shoe_centre[1] - surf.get_height() // 2
            x, y = round(sx + (tx - sx) * progress), round(sy + (ty - sy) * progress)
        else:
            y = top
            shadow = art.shadow(card_w)
            off = CardArt.shadow_offset(card_w)
            surface.blit(shadow, (x + off[0], y + off[1]))
        surface.blit(surf, (x, y))
    if highlight and hand.cards:
        width = hand_width(len(hand.cards), card_w)
        h = CardArt.size(card_w)[1]
        pygame.draw.rect(surface, theme.ACCENT, pygame.Rect(left - 4, top - 4, width + 8, h + 8), width=3,
                         border_radius=8)


def _tag(surface, text: str, centre: tuple[int, int], size: int, fill, colour=theme.TEXT_DARK) -> None:
    w = font(size, True).size(text)[0] + size
    rect = pygame.Rect(0, 0, w, round(size * 1.5))
    rect.center = centre
    rounded_rect(surface, rect, fill, rect.height // 2)
    draw_text(surface, text, rect.center, size, colour, bold=True, anchor="center")


def _autoplay_shown(pic: BlackjackPicture, seat: int) -> bool:
    """托管 is shown on a person's seat the computer plays for, to the others (the viewer's own
    state is on the corner button), as the card tables show it."""
    return seat in pic.autoplay and seat != pic.viewer


def _autoplay_width(size: int, tr) -> int:
    return font(size, True).size(tr("table.autoplay"))[0] + round(size * 0.7)


def _autoplay_tag(surface, midleft: tuple[int, int], size: int, tr) -> None:
    """The 托管 pill, the card tables' red tag."""
    tag(surface, tr("table.autoplay"), midleft, size)


def _hand_label(hand, tr) -> tuple[str, tuple]:
    """The badge under a hand: its outcome once settled, else its status."""
    if hand.outcome is not None:
        text = tr(f"table.bj.outcome.{hand.outcome}")
        if hand.amount:
            text += f" {hand.amount:+d}"
        fill = theme.ACCENT if hand.outcome == "win" else (150, 186, 214) if hand.outcome == "lose" else (210, 210, 200)
        if hand.status in ("bust", "blackjack"):
            text = tr(f"table.bj.status.{hand.status}") + " · " + text
        return text, fill
    if hand.status in ("bust", "blackjack", "doubled", "twenty_one"):
        fill = theme.WARNING if hand.status == "bust" else theme.ACCENT
        return tr(f"table.bj.status.{hand.status}"), fill
    return "", ()


def _draw_banker(surface, L, seat_view, pic, art, tr, waiting, flying, progress, shoe_centre, reveals) -> None:
    s = L.sizes
    rect = L.banker_rect
    name = pic.names[seat_view.seat]
    label = f"{tr('table.bj.banker')} · {name}"
    # the banker's picture and the title, centred together
    radius = marker_radius(s)
    lead = 2 * radius + s.pad // 3
    room = max(10, rect.width - lead)
    width = lead + render(fit_text(label, s.body, room, True), s.body, theme.ACCENT, True).get_width()
    left = rect.centerx - width // 2
    title = draw_text(surface, label, (left + lead, rect.y), s.body, theme.ACCENT, bold=True, anchor="topleft",
                      max_width=room)
    seat_marker(surface, seat_face(pic, seat_view.seat), (left + radius, title.centery), radius)
    chips_text = tr("table.bj.chips", amount=seat_view.stack)
    if _autoplay_shown(pic, seat_view.seat):     # the chips and 托管 centred together
        shift = (s.pad // 2 + _autoplay_width(s.small, tr)) // 2
        chips = draw_text(surface, chips_text, (rect.centerx - shift, title.bottom), s.small, theme.TEXT_DIM,
                          anchor="midtop")
        _autoplay_tag(surface, (chips.right + s.pad // 2, chips.centery), s.small, tr)
    else:
        draw_text(surface, chips_text, (rect.centerx, title.bottom), s.small, theme.TEXT_DIM, anchor="midtop")
    top = rect.y + L.banker_label_h
    if seat_view.hands:
        hand = seat_view.hands[0]
        width = hand_width(len(hand.cards), L.card_w)
        active = pic.obs.phase == "banker"
        _draw_hand_cards(surface, hand, seat_view.seat, 0, rect.centerx - width // 2, top, L.card_w, art,
                         pic.back_colour, waiting, flying, progress, shoe_centre, highlight=active, reveals=reveals)
        below = top + L.card_h + s.pad // 2
        if not _landed(seat_view.seat, 0, hand, waiting, flying, reveals):
            return
        text = points_text(hand, tr)
        badge, fill = _hand_label(hand, tr) if hand.status in ("bust", "blackjack") else ("", ())
        if text:
            _tag(surface, text, (rect.centerx - (round(s.body * 3) if badge else 0), below + s.body // 2 + 2), s.small,
                 (245, 241, 230))
        if badge:
            _tag(surface, badge, (rect.centerx + round(s.body * 3), below + s.body // 2 + 2), s.small, fill)
    else:
        slot = pygame.Rect(0, 0, L.card_w, L.card_h)
        slot.midtop = (rect.centerx, top)
        rounded_rect(surface, slot, (255, 255, 255, 18), s.radius, (255, 255, 255, 50))


def _draw_slot(surface, rect: pygame.Rect, seat_view, pic, art, tr, waiting, flying, progress,
               shoe_centre, reveals=None) -> None:
    L, obs = pic.layout, pic.obs
    s = L.sizes
    is_viewer = seat_view.seat == pic.viewer
    acting = obs.active is not None and obs.active[0] == seat_view.seat or (
        obs.phase == "bet" and seat_view.seat in obs.to_act)
    # name plate at the bottom of the slot
    plate_h = round(s.body * 2.9)
    plate = pygame.Rect(rect.x, rect.bottom - plate_h, rect.width, plate_h)
    draw_panel(surface, plate, radius=s.radius, fill=theme.PANEL)
    if is_viewer:
        pygame.draw.rect(surface, theme.ACCENT, plate, width=2, border_radius=s.radius)
    if acting:
        glow = plate.inflate(6, 6)
        pygame.draw.rect(surface, theme.ACCENT_HOVER, glow, width=2, border_radius=s.radius + 3)
    name = pic.names[seat_view.seat]
    x = plate.x + s.pad
    radius = marker_radius(s)
    seat_marker(surface, seat_face(pic, seat_view.seat), (x + radius, plate.y + plate_h // 3), radius)
    x += 2 * radius + s.pad // 3
    label = draw_text(surface, name, (x, plate.y + plate_h // 3), s.body, theme.TEXT, bold=is_viewer,
                      anchor="midleft", max_width=plate.width // 2)
    chips = draw_text(surface, tr("table.bj.chips", amount=seat_view.stack),
                      (plate.x + s.pad, plate.y + plate_h * 3 // 4), s.small, theme.TEXT_DIM, anchor="midleft",
                      max_width=plate.width - 2 * s.pad)
    # the bet: a chip and the amount, right side of the plate
    bet = sum(h.stake for h in seat_view.hands)
    if not bet and is_viewer and obs.phase == "bet" and pic.pending_bet:
        bet = pic.pending_bet
    if _autoplay_shown(pic, seat_view.seat):     # 托管 after the name, else after the chips, left of the bet
        right = plate.right - s.pad - (2 * round(s.body * 0.75) + s.pad // 2
                                       + font(s.body, True).size(str(bet))[0] if bet else 0)
        size = max(12, round(s.small * 0.9))       # the plate is slim: the mahjong badges' tag size
        width = _autoplay_width(size, tr)
        spot = label if label.right + s.pad // 2 + width <= right else chips
        _autoplay_tag(surface, (spot.right + s.pad // 2, spot.centery), size, tr)
    if bet:
        r = round(s.body * 0.75)
        centre = (plate.right - s.pad - r, plate.y + plate_h // 2)
        draw_chip(surface, centre, r, bet)
        draw_text(surface, str(bet), (centre[0] - r - s.pad // 2, centre[1]), s.body, theme.ACCENT, bold=True,
                  anchor="midright")
    elif seat_view.sitting_out:
        draw_text(surface, tr("table.bj.broke" if seat_view.stack < obs.min_bet else "table.bj.sitting_out"),
                  (plate.right - s.pad, plate.y + plate_h // 2), s.small, theme.TEXT_DIM, anchor="midright")
    # hands above the plate, side by side
    hands = seat_view.hands
    if not hands:
        return
    area = pygame.Rect(rect.x, rect.y, rect.width, plate.top - rect.y - s.pad // 2)
    label_h = round(s.small * 1.7)
    card_w = round(L.card_w * VIEWER_SCALE) if is_viewer else L.card_w
    gap = s.pad
    widths = [hand_width(max(1, len(h.cards)), card_w) for h in hands]
    while card_w > 28 and sum(widths) + gap * (len(hands) - 1) > area.width:
        card_w -= 2
        widths = [hand_width(max(1, len(h.cards)), card_w) for h in hands]
    card_h = CardArt.size(card_w)[1]
    total_w = sum(widths) + gap * (len(hands) - 1)
    x = area.centerx - total_w // 2
    top = area.bottom - label_h - card_h
    for index, (hand, width) in enumerate(zip(hands, widths)):
        active = obs.active == (seat_view.seat, index) and obs.phase == "play"
        _draw_hand_cards(surface, hand, seat_view.seat, index, x, top, card_w, art, pic.back_colour, waiting,
                         flying, progress, shoe_centre, highlight=active and len(hands) > 1, reveals=reveals)
        if not _landed(seat_view.seat, index, hand, waiting, flying, reveals):
            x += width + gap
            continue
        text = points_text(hand, tr)
        badge, fill = _hand_label(hand, tr)
        cy = area.bottom - label_h // 2
        if badge:
            _tag(surface, badge, (x + width // 2, top - round(s.small * 0.9)), s.small, fill)
        if text:
            _tag(surface, text, (x + width // 2, cy), s.small, (245, 241, 230))
        x += width + gap
