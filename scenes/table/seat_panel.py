"""The seats around the table: the opponents' panels and the viewer's badge.

Why these pieces: at a glance a player wants to know, for each opponent, how
many cards are left (the number that decides the hand, so it is drawn large and
no play ever covers it), the seat's role (地主/农民, a team, a place), and whose
turn it is. The turn is an accent ring with a soft pulse; role badges are calm
pills (the landlord's gold, a farmer's green), tags such as 倒 or 托管 red.
Seats at the left and right edges get a tall panel, seats along the top a
compact one (:func:`draw_compact`): name and badges beside the stack of backs.
Every seat carries a picture beside its name (:func:`seat_marker`): a person's avatar — the
viewer's own too, also when one person plays alone — and a computer player's robot, fixed by
its seat for the whole match. Drawing reads only the :class:`SeatView` and a clock value from
the table.
"""
from __future__ import annotations

import math

import pygame

from .. import theme
from ..cardart import CardArt
from ..avatar import computer_avatar, draw_avatar
from ..people import draw_marker
from ..widgets import draw_panel, draw_text, fit_text, render, rounded_rect
from .layout import top_panel_height
from .view_model import Badge, SeatView

LANDLORD_FILL = (232, 172, 52)
FARMER_FILL = (70, 150, 112)
BADGE_TEXT = (28, 30, 26)
TAG_FILL = (200, 70, 56)
#: Badge fills by style name (the overlays choose a style, never a colour).
FILLS = {
    "gold": LANDLORD_FILL, "green": FARMER_FILL, "red": TAG_FILL,
    "blue": (84, 140, 214), "violet": (150, 110, 200), "grey": (120, 132, 128),
}
#: The 斗地主 role words, for callers that still pass a role name.
_ROLE_BADGES = {"landlord": Badge("table.landlord", "gold", role=True),
                "farmer": Badge("table.farmer", "green", role=True)}


def as_badge(role) -> Badge | None:
    """A :class:`Badge` for ``role``: a Badge as it is, "landlord"/"farmer" as 地主/农民, else None."""
    if role is None or isinstance(role, Badge):
        return role
    return _ROLE_BADGES.get(role, _ROLE_BADGES["farmer"])


def badge(surface: pygame.Surface, item: Badge, midleft: tuple[int, int], size: int, tr) -> pygame.Rect:
    """One badge as a pill; returns its rect. Roles have dark words, tags light ones."""
    fill = FILLS.get(item.style, TAG_FILL)
    if item.role:
        image = render(item.text(tr), size, BADGE_TEXT, True)
        rect = image.get_rect().inflate(size, size // 4)
    else:
        image = render(item.text(tr), size, theme.TEXT, True)
        rect = image.get_rect().inflate(size * 0.7, size // 4)
    rect.midleft = midleft
    rounded_rect(surface, rect, fill, rect.height // 2)
    surface.blit(image, image.get_rect(center=rect.center))
    return rect


def badge_rows(badges: list, width: int, gap: int, size: int, tr, measure=None) -> list[list]:
    """``badges`` in rows no wider than ``width``, in order (a badge wider than a row gets its own).
    ``measure(item)``: the width of one item that is not a :class:`Badge` (a table's own pill)."""
    rows: list[list] = []
    used = 0
    for item in badges:
        w = badge_width(item, size, tr) if measure is None else measure(item)
        if rows and used + gap + w <= width:
            rows[-1].append(item)
            used += gap + w
        else:
            rows.append([item])
            used = w
    return rows


def badge_width(item: Badge, size: int, tr) -> int:
    image = render(item.text(tr), size, BADGE_TEXT if item.role else theme.TEXT, True)
    return image.get_width() + (size if item.role else round(size * 0.7))


def role_badge(surface: pygame.Surface, role, midleft: tuple[int, int], size: int, tr) -> pygame.Rect:
    """A role (a :class:`Badge`, or "landlord"/"farmer") as a small pill; an empty rect for None."""
    item = as_badge(role)
    if item is None:
        return pygame.Rect(midleft, (0, 0))
    return badge(surface, item, midleft, size, tr)


def tag(surface: pygame.Surface, text: str, midleft: tuple[int, int], size: int,
        fill=TAG_FILL, colour=theme.TEXT) -> pygame.Rect:
    image = render(text, size, colour, True)
    rect = image.get_rect().inflate(size * 0.7, size // 4)
    rect.midleft = midleft
    rounded_rect(surface, rect, fill, rect.height // 2)
    surface.blit(image, image.get_rect(center=rect.center))
    return rect


def turn_ring(surface: pygame.Surface, rect: pygame.Rect, clock: float, radius: int) -> None:
    """The "this seat is deciding" marker: an accent outline breathing gently."""
    glow = 0.5 + 0.5 * math.sin(clock * 4.0)
    outer = rect.inflate(8, 8)
    halo = pygame.Surface(outer.inflate(12, 12).size, pygame.SRCALPHA)
    pygame.draw.rect(halo, (*theme.ACCENT[:3], int(40 + 50 * glow)), halo.get_rect(),
                     border_radius=radius + 8)
    surface.blit(halo, outer.inflate(12, 12).topleft)
    pygame.draw.rect(surface, theme.ACCENT, outer, width=3, border_radius=radius + 4)


def seat_marker(surface: pygame.Surface, seat: SeatView, centre: tuple[int, int], radius: int) -> pygame.Rect:
    """The picture beside a seat's name: the person's avatar (one of several people, or the viewer,
    who is always a person), else the computer player's robot for that seat."""
    return marker(surface, seat.seat, seat.name, seat.person or seat.is_viewer, centre, radius)


def marker(surface: pygame.Surface, seat: int, name: str, person: bool, centre: tuple[int, int],
           radius: int) -> pygame.Rect:
    """The same picture for a table without :class:`SeatView` (the mahjong table): ``person``,
    the avatar of the one called ``name``; else the robot of the computer player in ``seat``."""
    if person:
        return draw_marker(surface, name, centre, radius)
    return draw_avatar(surface, computer_avatar(seat), centre, radius)


def marker_radius(s: theme.Sizes) -> int:
    """The radius of the picture beside a name in body text."""
    return max(6, s.body * 11 // 20)


def panel_badges(seat: SeatView, with_autoplay: bool = True) -> list[Badge]:
    """The badges a seat's panel shows: the game's (role first, then tags), then 托管."""
    badges = list(seat.badges)
    if with_autoplay and seat.autoplay:
        badges.append(Badge("table.autoplay"))
    return badges


def draw_opponent(surface: pygame.Surface, seat: SeatView, rect: pygame.Rect, art: CardArt,
                  back_colour: str, card_w: int, count_shown: int, clock: float, tr,
                  s: theme.Sizes) -> None:
    """One opponent at an edge: name, badges, a stack of backs with the cards-left count, score, turn ring."""
    if seat.acting:
        turn_ring(surface, rect, clock, s.radius * 2)
    draw_panel(surface, rect, radius=s.radius * 2)
    pad = s.pad
    y = rect.y + pad
    # the picture and the name side by side, centred together; the name keeps the room left
    radius = marker_radius(s)
    lead = 2 * radius + pad // 3
    shown = fit_text(seat.name, s.body, max(10, rect.width - pad - lead), True)
    name_w = render(shown, s.body, theme.TEXT, True).get_width()
    left = rect.centerx - (lead + name_w) // 2
    name = draw_text(surface, seat.name, (left + lead, y), s.body, theme.ACCENT if seat.acting else theme.TEXT,
                     bold=True, anchor="topleft", max_width=max(10, rect.width - pad - lead))
    seat_marker(surface, seat, (left + radius, name.centery), radius)
    y += round(s.body * 1.5)
    rows = badge_rows(panel_badges(seat), rect.width - pad, pad // 2, s.small, tr)
    row_h = round(s.small * 2.4)
    for row in rows:                # every badge is shown: a row that is full wraps onto the next
        widths = [badge_width(item, s.small, tr) for item in row]
        x = rect.centerx - (sum(widths) + pad // 2 * (len(widths) - 1)) // 2
        for item, width in zip(row, widths):
            badge(surface, item, (x, y + s.small), s.small, tr)
            x += width + pad // 2
        y += row_h
    if not rows:
        y += row_h
    # the stack of backs with the big count on top (smaller when the badges took a second row)
    score_h = round(s.small * 1.8)
    room = rect.bottom - pad - score_h - y
    card_w = min(card_w, CardArt.width_for_height(max(1, room - 8)))
    card_h = CardArt.size(card_w)[1]
    stack_top = y + max(0, (room - card_h - 8) // 2)
    draw_stack(surface, art, back_colour, card_w, (rect.centerx, stack_top), count_shown, s)
    # score at the bottom
    draw_text(surface, _score_text(seat.score), (rect.centerx, rect.bottom - pad),
              s.small, theme.TEXT_DIM, anchor="midbottom")


def draw_compact(surface: pygame.Surface, seat: SeatView, rect: pygame.Rect, art: CardArt,
                 back_colour: str, count_shown: int, clock: float, tr, s: theme.Sizes) -> None:
    """One opponent along the top: name and score, the badges below (in rows, as the panel's
    height allows), the stack with the count on the right."""
    if seat.acting:
        turn_ring(surface, rect, clock, s.radius * 2)
    draw_panel(surface, rect, radius=s.radius * 2)
    pad = s.pad
    # the stack as tall as in a panel with one row of badges, however many rows this one has
    card_w = CardArt.width_for_height((min(rect.height, top_panel_height(s)) - pad) * 0.88)
    spread = 2 * max(2, card_w // 14)          # the stack's lower layers peek out by this much
    card_h = CardArt.size(card_w)[1]
    stack_x = rect.right - pad // 2 - card_w - spread
    stack_y = rect.y + (rect.height - card_h - spread) // 2
    draw_stack(surface, art, back_colour, card_w, (stack_x + card_w // 2, stack_y), count_shown, s)
    left = rect.x + pad
    width = stack_x - pad // 2 - left
    x = left
    name_y = rect.y + pad + round(s.body * 0.75)
    radius = marker_radius(s)
    seat_marker(surface, seat, (x + radius, name_y), radius)
    x += 2 * radius + pad // 3
    score = render(_score_text(seat.score), s.small, theme.TEXT_DIM)
    room = max(10, left + width - x - score.get_width() - pad // 2)
    draw_text(surface, seat.name, (x, name_y), s.body, theme.ACCENT if seat.acting else theme.TEXT,
              bold=True, anchor="midleft", max_width=room)
    surface.blit(score, score.get_rect(midright=(left + width, name_y)))
    # the badges in as many rows as the panel has room for under the name (one along the top;
    # two for a seat at an edge that joined the top row), the last row at the bottom
    row_h = round(s.small * 1.8)
    room = 1 + max(0, rect.height - top_panel_height(s)) // row_h
    rows = badge_rows(panel_badges(seat), width, pad // 2, s.small, tr)[:room]
    centre_y = rect.bottom - pad - round(s.small * 0.9) - (len(rows) - 1) * row_h
    for row in rows:
        x = left
        for item in row:
            if x + badge_width(item, s.small, tr) > left + width:
                break
            x = badge(surface, item, (x, centre_y), s.small, tr).right + pad // 2
        centre_y += row_h


def draw_stack(surface: pygame.Surface, art: CardArt, back_colour: str, card_w: int,
               midtop: tuple[int, int], count: int, s: theme.Sizes) -> None:
    """Up to three backs with the cards-left count over them, large (accent when 2 or fewer)."""
    if count <= 0:
        return
    card_h = CardArt.size(card_w)[1]
    layers = min(3, count)
    for i in range(layers):
        off = (layers - 1 - i) * max(2, card_w // 14)
        pos = (midtop[0] - card_w // 2 + off, midtop[1] + off)
        if i == layers - 1:
            dx, dy = art.shadow_offset(card_w)
            surface.blit(art.shadow(card_w), (pos[0] + dx, pos[1] + dy))
        surface.blit(art.back(card_w, back_colour), pos)
    centre = (midtop[0], midtop[1] + card_h // 2)
    size = max(s.title, round(card_w * 0.62))
    _outlined(surface, str(count), centre, size, theme.ACCENT if count <= 2 else theme.TEXT)


def viewer_badge_rect(seat: SeatView, rect: pygame.Rect, tr, s: theme.Sizes) -> pygame.Rect:
    """Where the viewer's badge is drawn: the layout's ``rect``, grown to the right (up to twice its
    width) when the name, the badges (报单, a place, 地主 …) and the score need it. Whatever lies in
    that row (the action bar, the 看牌 strip) keeps clear of this rect, not of the layout's."""
    need = _viewer_badge_need(seat, rect, tr, s)[0]
    if need > rect.width:
        return pygame.Rect(rect.x, rect.y, min(need, 2 * rect.width), rect.height)
    return pygame.Rect(rect)


def _viewer_badge_need(seat: SeatView, rect: pygame.Rect, tr, s: theme.Sizes) -> tuple[int, int, int]:
    """(the width the whole badge needs, the name's width, the name's room in the layout's rect)."""
    radius = _viewer_marker_radius(rect)
    name_room = rect.width // 3 if s.scale <= 100 else rect.width // 2     # larger words need more of it
    name_w = render(fit_text(seat.name, s.body, name_room, True), s.body, theme.TEXT, True).get_width()
    score_w = render(_score_text(seat.score), s.small, theme.TEXT_DIM).get_width()
    need = (s.pad + 2 * radius + s.pad // 3 + name_w + s.pad // 2
            + sum(badge_width(item, s.small, tr) + s.pad // 2 for item in seat.badges) + score_w + 2 * s.pad)
    return need, name_w, name_room


def _viewer_marker_radius(rect: pygame.Rect) -> int:
    return max(6, rect.height * 3 // 10)


def draw_viewer_badge(surface: pygame.Surface, seat: SeatView, rect: pygame.Rect, tr,
                      s: theme.Sizes) -> None:
    """The viewer's own name, badges and score in a slim panel above the hand's left end. The panel
    grows to the right (:func:`viewer_badge_rect`) rather than leave a badge out: a role such as
    地主 / Landlord and the stake beside it are what the viewer checks."""
    need, name_w, name_room = _viewer_badge_need(seat, rect, tr, s)
    radius = _viewer_marker_radius(rect)
    rect = viewer_badge_rect(seat, rect, tr, s)
    score = _score_text(seat.score)
    score_w = render(score, s.small, theme.TEXT_DIM).get_width()
    draw_panel(surface, rect, radius=rect.height // 2, shadow=False)
    x = rect.x + s.pad
    seat_marker(surface, seat, (x + radius, rect.centery), radius)      # the viewer: always a person
    x += 2 * radius + s.pad // 3
    name_rect = draw_text(surface, seat.name, (x, rect.centery), s.body, theme.TEXT, bold=True,
                          anchor="midleft", max_width=name_room if need <= rect.width else name_w)
    x = name_rect.right + s.pad // 2
    for item in seat.badges:
        if x + badge_width(item, s.small, tr) > rect.right - s.pad - score_w - s.pad // 2:
            break
        x = badge(surface, item, (x, rect.centery), s.small, tr).right + s.pad // 2
    draw_text(surface, score, (rect.right - s.pad, rect.centery), s.small, theme.TEXT_DIM, anchor="midright")


def _score_text(score: int) -> str:
    return f"{score:+d}" if score else "0"


def _outlined(surface: pygame.Surface, text: str, centre: tuple[int, int], size: int, colour) -> None:
    """Big digits with a dark outline, readable on any card back."""
    dark = render(text, size, (10, 20, 24), True)
    rect = dark.get_rect(center=centre)
    step = max(1, size // 18)
    for dx, dy in ((-step, 0), (step, 0), (0, -step), (0, step), (-step, -step), (step, step),
                   (-step, step), (step, -step)):
        surface.blit(dark, rect.move(dx, dy))
    surface.blit(render(text, size, colour, True), rect)
