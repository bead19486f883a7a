"""Hot-seat: several people at one computer, each seeing only their own cards.

Why in the table layer: every table has a *viewer* (the seat whose observation
it draws). With one person the viewer is that person for the whole match. With
several, :class:`HotSeat` decides the viewer: it is the person whose private
decision is next; whenever that is a different person from the one whose cards
are showing, the viewer becomes ``None`` (the table draws ``observe(None)``,
the public state only) and the table shows the hand-off overlay until that
person confirms. A table calls :meth:`HotSeat.follow` *before* it feeds a
move's events to its animations, so the events are filtered for the viewer
who will be on screen, and nothing private reaches a frame or an animation.

The rule is mechanical on purpose: a person is handed the computer whenever
the engine asks them (``to_act``), whatever they hold, so the sequence of
hand-offs says nothing the engine's public order of asking does not say.
A person in 托管 is never handed the computer (their seat plays by the
computer from that seat's observation, in the controller).

The table turns to whoever holds the computer, so 上家 is somebody else on each screen: the
hand-off shows a small compass (:class:`Compass`) of the table as the person taking the computer
will see it — each seat's picture (its panel's avatar or robot) where it will sit, with its name
and its place for them (下家 / 对家 / 上家) — and :func:`draw_compass` draws the same in any rectangle a table gives it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

import pygame

from .. import theme
from ..people import draw_marker
from .seat_panel import marker
from ..assets import font
from ..widgets import Button, draw_panel, draw_text, fit_text, line_height, rounded_rect, wrap_lines

#: Where each seat sits round the table seen from the bottom seat, by (seat - viewer) % seats: the
#: next seat is on the right (下家), as every square table lays them out.
PLACES = {
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
    5: ("bottom", "right", "top_right", "top_left", "left"),
    6: ("bottom", "right", "top_right", "top", "top_left", "left"),
}
_DIRECTIONS = {"bottom": (0.0, 1.0), "right": (1.0, 0.0), "top": (0.0, -1.0), "left": (-1.0, 0.0),
               "top_right": (0.62, -0.8), "top_left": (-0.62, -0.8)}
#: The seat's place for the one at the bottom, where the game has a word for it.
_PLACE_WORDS = {"right": "table.seat.right", "top": "table.seat.top", "left": "table.seat.left"}


class HotSeat:
    def __init__(self, players: Sequence) -> None:
        self.people = tuple(i for i, p in enumerate(players) if getattr(p, "kind", "") == "human")
        self.names = {i: getattr(players[i], "name", "") for i in self.people}
        #: Several people share the computer (else the single person is always shown).
        self.active = len(self.people) > 1
        self.shown: int | None = self.people[0] if self.people and not self.active else None
        self.handing_to: int | None = None

    @property
    def first_person(self) -> int | None:
        """The seat whose results are the game's totals in the statistics (as with one person)."""
        return self.people[0] if self.people else None

    @property
    def viewer(self) -> int | None:
        """The seat whose private cards may be drawn now (None while handing off)."""
        return None if self.handing_to is not None else self.shown

    def next_person(self, to_act: Iterable[int], autoplay: Iterable[int]) -> int | None:
        away = set(autoplay)
        return next((s for s in to_act if s in self.people and s not in away), None)

    def follow(self, to_act: Iterable[int], autoplay: Iterable[int]) -> bool:
        """Look at who must decide next; True when the viewer changed (the table re-lays out)."""
        if not self.active:
            return False
        before = (self.shown, self.handing_to)
        person = self.next_person(to_act, autoplay)
        if person is not None and person != self.shown and person != self.handing_to:
            self.shown, self.handing_to = None, person
        elif person is not None and person == self.handing_to:
            self.shown = None
        return (self.shown, self.handing_to) != before

    def hide(self) -> bool:
        """A moment nobody's cards may show (the 升级 deal when declaring in turn after it):
        the public table, no overlay; True when a person's cards were showing."""
        if not self.active or self.shown is None:
            return False
        self.shown = None
        return True

    def confirm(self) -> bool:
        """The person handed to has the computer now: their cards may show."""
        if self.handing_to is None:
            return False
        self.shown, self.handing_to = self.handing_to, None
        return True

    def compass(self, seats: int, name_of: Callable[[int], str]) -> "Compass | None":
        """The table as the person on screen (or the one being handed the computer) sees it;
        None with one person (the table never turns)."""
        bottom = self.handing_to if self.handing_to is not None else self.shown
        if not self.active or bottom is None:
            return None
        return Compass.of(seats, bottom, self.people, name_of)


@dataclass(frozen=True)
class CompassSeat:
    seat: int
    name: str
    person: bool
    place: str          # "bottom", "right", "top" … as the bottom person sees the table


@dataclass(frozen=True)
class Compass:
    """Who sits where for the person at the bottom (``viewer``)."""

    viewer: int
    seats: tuple[CompassSeat, ...]

    @staticmethod
    def of(count: int, viewer: int, people: Iterable[int], name_of: Callable[[int], str]) -> "Compass":
        places = PLACES.get(count) or tuple(f"arc{i}" for i in range(count))
        people = set(people)
        return Compass(viewer, tuple(CompassSeat(seat, name_of(seat), seat in people,
                                                 places[(seat - viewer) % count]) for seat in range(count)))

    def place_word(self, seat: CompassSeat, tr) -> str:
        """下家 / 对家 / 上家 for the bottom person (你 for themselves, "" where no word fits)."""
        if seat.seat == self.viewer:
            return tr("table.hotseat.compass.you")
        key = _PLACE_WORDS.get(seat.place)
        return tr(key) if key else ""


def _direction(place: str, count: int) -> tuple[float, float]:
    if count == 3 and place in ("right", "left"):      # a triangle: the two others up the sides
        return (1.0 if place == "right" else -1.0), -0.45
    if place in _DIRECTIONS:
        return _DIRECTIONS[place]
    import math

    i = int(place[3:])                      # seats in an arc (no square table): round the circle
    angle = math.pi / 2 + 2 * math.pi * i / max(1, count)
    return math.cos(angle), math.sin(angle)


def draw_compass(surface: pygame.Surface, compass: Compass, rect: pygame.Rect, tr, s: theme.Sizes,
                 labels: bool = True) -> None:
    """A small table in ``rect``: every seat's picture (a person's avatar, a computer's robot, the
    same as on the seat's panel: :func:`scenes.table.seat_panel.marker`) where it
    sits for the person at the bottom, that person ringed in the accent colour; with ``labels``
    each seat's name and its place for them (你 / 下家 / 对家 / 上家) beside it."""
    count = len(compass.seats)
    text = s.small
    label_h = 2 * line_height(text) if labels else 0
    radius = max(7, min(rect.width // 10, (rect.height - label_h) // 5))
    label_w = rect.width // 3 if labels else 0         # "Computer 1" whole under its disc
    top_y = rect.y + radius + 2
    bottom_y = rect.bottom - label_h - radius - 2
    left_x = rect.x + max(radius, label_w // 2) + 2
    right_x = rect.right - max(radius, label_w // 2) - 2
    board = pygame.Rect(left_x, top_y, right_x - left_x, bottom_y - top_y)
    rounded_rect(surface, board, theme.FELT_CENTRE, max(4, board.height // 5), border=theme.TEXT_DIM, width=1)
    for seat in compass.seats:
        dx, dy = _direction(seat.place, count)
        centre = (round(board.centerx + dx * board.width / 2), round(board.centery + dy * board.height / 2))
        marker(surface, seat.seat, seat.name, seat.person, centre, radius)     # as on the seat's panel
        if seat.seat == compass.viewer:
            pygame.draw.circle(surface, theme.ACCENT, centre, radius + max(2, radius // 4), max(2, radius // 5))
        if labels:
            _compass_label(surface, compass, seat, centre, radius, label_w, tr, text, beside=dy < -0.9)


def _compass_label(surface: pygame.Surface, compass: Compass, seat: CompassSeat, centre: tuple[int, int],
                   radius: int, width: int, tr, size: int, beside: bool) -> None:
    """A seat's name and place: under its avatar, or beside it for the seat across (the board's
    top edge has the title above it and the board below)."""
    own = seat.seat == compass.viewer
    word = compass.place_word(seat, tr)
    lines = [(fit_text(seat.name, size, width, True), theme.ACCENT if own else theme.TEXT, True)]
    if word:
        lines.append((fit_text(word, size, width), theme.TEXT_DIM, False))
    step = line_height(size)
    if beside:                          # the seat across: room to its right, up to the edge
        x, y = centre[0] + radius + max(3, radius // 3), centre[1] - step * len(lines) // 2
        lines = [(fit_text(seat.name, size, 2 * width, True), lines[0][1], True)] + lines[1:]
        anchor = "topleft"
    else:
        x, y, anchor = centre[0], centre[1] + radius + 2, "midtop"
    for line, colour, bold in lines:
        draw_text(surface, line, (x, y), size, colour, bold=bold, anchor=anchor)
        y += step


class HandOffOverlay:
    """The hand-off screen over the public table: 请把电脑交给 妈妈, and a confirm button.

    Nothing on it is shortened: the panel widens (up to the window) for a long name or a
    longer language, and the title wraps onto a second line when it still does not fit.
    ``compass`` (the table's, e.g. ``lambda: hotseat.compass(seats, name_of)``) adds the
    compass of where everyone will sit for the person taking the computer, where the window
    has room for it."""

    def __init__(self, ready_key: str = "table.hotseat.ready",
                 compass: Callable[[], Compass | None] | None = None) -> None:
        self.button: Button | None = None
        self.ready_key = ready_key      # "show my cards" (or tiles, at the mahjong table)
        self.title_lines: list[str] = []
        self.note_lines: list[str] = []
        self.compass = compass
        self.compass_rect = pygame.Rect(0, 0, 0, 0)

    def _compass_now(self) -> Compass | None:
        return self.compass() if self.compass is not None else None

    def layout(self, size: tuple[int, int], tr, name: str) -> pygame.Rect:
        w, h = size
        s = theme.sizes(h)
        title_size = int(s.title * 1.1)
        label = tr(self.ready_key, name=name)
        button_size = max(14, int(s.button_h * 0.42))
        hint_room = font(max(14, int(button_size * 0.7))).size("Enter")[0] + 3 * button_size
        button_w = max(10 * s.body, font(button_size, True).size(label)[0] + hint_room)
        title = tr("table.hotseat.pass_to", name=name)
        wanted = max(34 * s.body, button_w + 4 * s.pad, font(title_size, True).size(title)[0] + 4 * s.pad)
        width = min(w - 4 * s.pad, wanted)
        inner = width - 4 * s.pad
        self.title_lines = wrap_lines(title, title_size, inner, True)
        self.note_lines = wrap_lines(tr("table.hotseat.others_look_away"), s.body, inner)
        radius = s.line
        height = (s.pad * 3 + radius * 2 + len(self.title_lines) * line_height(title_size)
                  + len(self.note_lines) * line_height(s.body) + s.pad * 2 + s.button_h + s.pad * 2)
        compass_h = min(inner * 3 // 4, 13 * s.small) if self._compass_now() is not None else 0
        if height + compass_h + s.pad > h - 2 * s.pad:
            compass_h = 0                       # a window too low for it: the hand-off alone
        panel = pygame.Rect(0, 0, width, min(h - 2 * s.pad, height + (compass_h + s.pad if compass_h else 0)))
        panel.center = (w // 2, h // 2)
        top = (panel.y + s.pad * 3 + radius * 2 + len(self.title_lines) * line_height(title_size)
               + len(self.note_lines) * line_height(s.body) + s.pad)
        self.compass_rect = pygame.Rect(0, 0, min(inner, compass_h * 3 // 2), compass_h)
        self.compass_rect.midtop = (panel.centerx, top)
        rect = pygame.Rect(0, 0, min(inner, max(button_w, panel.width // 2)), s.button_h)
        rect.midbottom = (panel.centerx, panel.bottom - s.pad * 2)
        self.button = Button(rect, label, action="handoff", primary=True, hotkey="Enter")
        return panel

    def hit(self, pos) -> bool:
        return self.button is not None and self.button.hit(pos)

    def draw(self, surface: pygame.Surface, tr, name: str) -> None:
        w, h = surface.get_size()
        s = theme.sizes(h)
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 130))
        surface.blit(shade, (0, 0))
        panel = self.layout((w, h), tr, name)
        draw_panel(surface, panel, radius=s.radius * 2)
        radius = s.line
        draw_marker(surface, name, (panel.centerx, panel.y + s.pad * 2 + radius), radius)
        y = panel.y + s.pad * 3 + radius * 2
        title_size = int(s.title * 1.1)
        for line in self.title_lines:
            draw_text(surface, line, (panel.centerx, y), title_size, theme.ACCENT, bold=True, anchor="midtop")
            y += line_height(title_size)
        for line in self.note_lines:
            draw_text(surface, line, (panel.centerx, y), s.body, theme.TEXT_DIM, anchor="midtop")
            y += line_height(s.body)
        compass = self._compass_now()
        if compass is not None and self.compass_rect.height:
            draw_compass(surface, compass, self.compass_rect, tr, s)
        self.button.draw(surface)
