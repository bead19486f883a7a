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
"""
from __future__ import annotations

from typing import Iterable, Sequence

import pygame

from .. import theme
from ..people import draw_marker
from ..assets import font
from ..widgets import Button, draw_panel, draw_text, line_height, wrap_lines


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


class HandOffOverlay:
    """The hand-off screen over the public table: 请把电脑交给 妈妈, and a confirm button.

    Nothing on it is shortened: the panel widens (up to the window) for a long name or a
    longer language, and the title wraps onto a second line when it still does not fit."""

    def __init__(self, ready_key: str = "table.hotseat.ready") -> None:
        self.button: Button | None = None
        self.ready_key = ready_key      # "show my cards" (or tiles, at the mahjong table)
        self.title_lines: list[str] = []
        self.note_lines: list[str] = []

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
        panel = pygame.Rect(0, 0, width, min(h - 2 * s.pad, height))
        panel.center = (w // 2, h // 2)
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
        self.button.draw(surface)
