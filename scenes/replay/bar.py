"""The replay's controls: the transport buttons, the view switches and the time line.

Why in the action row: nobody acts in a replay, so the row where a table asks its person to
decide (``layout.bar_rect`` at every table) is free; the controls sit there, between the
viewer's badge and the table's own buttons of that row, and the time line lies just above
them. What the bar shows is handed to it as a :class:`BarState` each time; it holds only its
buttons' rectangles (made in :meth:`ReplayBar.layout`), so drawing changes nothing.

The transport, left to right: to the hand's start; to the start of this round or trick (again:
the one before); one action back; play or pause; one action on; to the next round or trick; to
the end. Their icons are drawn shapes (triangles and bars), not characters of the font.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme
from ..widgets import Button, draw_text, label_size, render, rounded_rect

TRANSPORT = ("start", "prev_round", "back", "play", "forward", "next_round", "end")
#: Flag colours on the time line (the review's marks: a costly decision, a won endgame missed).
FLAG_COLOUR = (226, 92, 70)


@dataclass(frozen=True)
class BarState:
    """What the bar shows: where the replay is (``position`` between ``start`` and ``end``), the
    rounds' starts, playing or not, face up or one seat's view and whose, and the review's flags
    (positions of decisions flagged)."""

    position: int
    start: int
    end: int
    chapters: tuple[int, ...]
    playing: bool
    face_up: bool
    seat_name: str
    flags: tuple[int, ...] = ()
    review: str = ""            # the review's progress or finding (drawn over the row, scenes/replay/review_note)


class ReplayBar:
    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.track = pygame.Rect(0, 0, 0, 0)
        self.label_rect = pygame.Rect(0, 0, 0, 0)
        self.row = pygame.Rect(0, 0, 0, 0)

    # layout --------------------------------------------------------------------------------
    @staticmethod
    def width_needed(s: theme.Sizes, tr, state: BarState) -> int:
        """The narrowest row that holds every control whole and a usable time line."""
        return _transport_width(s) + 2 * s.pad + _track_least(s, tr, state) + 2 * s.pad + _switch_width(s, tr, state)

    def layout(self, row: pygame.Rect, s: theme.Sizes, tr, state: BarState) -> None:
        """The transport at the left of ``row``, the switches at its right, the time line (with the
        step count over it) between them taking the room left, up to a comfortable length."""
        self.row = row
        icon, gap = s.button_h, s.pad // 2
        track_w = max(_track_least(s, tr, state),
                      min(30 * s.body, row.width - _transport_width(s) - _switch_width(s, tr, state) - 4 * s.pad))
        total = _transport_width(s) + 2 * s.pad + track_w + 2 * s.pad + _switch_width(s, tr, state)
        x = row.centerx - total // 2
        y = row.centery - icon // 2
        self.buttons = []
        for action in TRANSPORT:
            self.buttons.append(Button(pygame.Rect(x, y, icon, icon), "", action=action,
                                       primary=action == "play"))
            x += icon + gap
        x += 2 * s.pad - gap
        thick = max(6, s.pad // 2)
        label_h = round(s.small * 1.25)
        top = row.centery - (label_h + thick) // 2
        self.label_rect = pygame.Rect(x, top, track_w, label_h)
        self.track = pygame.Rect(x, top + label_h, track_w, thick)
        x += track_w + 2 * s.pad
        open_w, seat_w = _switch_parts(s, tr, state)
        self.buttons.append(Button(pygame.Rect(x, y, open_w, icon), tr("table.replay.face_up"), action="face_up",
                                   hotkey="H", primary=False))
        self.buttons.append(Button(pygame.Rect(x + open_w + gap, y, seat_w, icon), tr("table.replay.seat"),
                                   action="seat", hotkey="S"))
        self.sync(state)

    def sync(self, state: BarState) -> None:
        """Buttons lit, greyed or relabelled as the replay moved (no new rectangles)."""
        for button in self.buttons:
            if button.action in ("start", "prev_round", "back"):
                button.enabled = state.position > state.start
            elif button.action in ("forward", "next_round", "end"):
                button.enabled = state.position < state.end
            elif button.action == "play":
                button.enabled = state.playing or state.position < state.end
            elif button.action == "face_up":
                button.primary = state.face_up

    # input ---------------------------------------------------------------------------------
    def action_at(self, pos) -> str | None:
        button = next((b for b in self.buttons if b.hit(pos)), None)
        return button.action if button is not None else None

    def contains(self, pos) -> bool:
        return pos is not None and (any(b.rect.collidepoint(pos) for b in self.buttons)
                                    or self.track.inflate(0, 2 * self.track.height + 8).collidepoint(pos))

    def position_at(self, pos, state: BarState) -> int | None:
        """The position a click on the time line asks for (None: not on it)."""
        if pos is None or state.end <= state.start:
            return None
        zone = self.track.inflate(0, 2 * self.track.height + 8)
        if not zone.collidepoint(pos):
            return None
        share = (pos[0] - self.track.left) / max(1, self.track.width)
        return state.start + round(max(0.0, min(1.0, share)) * (state.end - state.start))

    def flag_at(self, pos, state: BarState) -> int | None:
        """A flagged decision whose mark on the time line is under ``pos`` (None: none)."""
        if pos is None or state.end <= state.start:
            return None
        span = state.end - state.start
        near = [f for f in state.flags
                if abs(self.track.left + (f - state.start) / span * self.track.width - pos[0]) <= 2 * self.track.height]
        return min(near, key=lambda f: abs(f - state.position)) if near else None

    def on_move(self, pos) -> None:
        for button in self.buttons:
            button.on_move(pos)

    # drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, s: theme.Sizes, tr, state: BarState) -> None:
        self._draw_track(surface, s, tr, state)
        for button in self.buttons:
            button.draw(surface)
            if button.action in TRANSPORT:
                colour = (theme.TEXT_DARK if button.primary else theme.TEXT) if button.enabled else theme.DISABLED_TEXT
                _icon(surface, "pause" if button.action == "play" and state.playing else button.action,
                      button.rect, colour)

    def _draw_track(self, surface, s, tr, state: BarState) -> None:
        track = self.track
        span = max(1, state.end - state.start)

        def x_of(position: int) -> int:
            return track.left + round((position - state.start) / span * track.width)

        rounded_rect(surface, track, (0, 0, 0, 90), track.height // 2)
        done = pygame.Rect(track.left, track.top, x_of(state.position) - track.left, track.height)
        if done.width > 0:
            rounded_rect(surface, done, theme.ACCENT, track.height // 2)
        for mark in state.chapters:
            x = x_of(mark)
            pygame.draw.line(surface, theme.TEXT_DIM, (x, track.top - 2), (x, track.bottom + 1))
        for flag in state.flags:
            x = x_of(flag)
            pygame.draw.polygon(surface, FLAG_COLOUR, [(x, track.bottom), (x - track.height, track.bottom + track.height + 1),
                                                       (x + track.height, track.bottom + track.height + 1)])
        knob = (x_of(state.position), track.centery)
        pygame.draw.circle(surface, theme.TEXT, knob, track.height)
        text = tr("table.replay.position", n=state.position - state.start, total=state.end - state.start)
        draw_text(surface, text, (self.label_rect.centerx, self.label_rect.centery), s.small, theme.TEXT_DIM,
                  anchor="center", max_width=self.label_rect.width)


def _transport_width(s: theme.Sizes) -> int:
    return len(TRANSPORT) * s.button_h + (len(TRANSPORT) - 1) * (s.pad // 2)


def _track_least(s: theme.Sizes, tr, state: BarState) -> int:
    """The time line is at least as wide as its step count (its longest: the last step)."""
    text = tr("table.replay.position", n=state.end - state.start, total=state.end - state.start)
    return max(6 * s.body, render(text, s.small).get_width() + s.pad)


def _switch_parts(s: theme.Sizes, tr, state: BarState) -> tuple[int, int]:
    """Widths of 明牌 and 换视角, each holding its words and its key as the button draws them."""
    return (button_width(tr("table.replay.face_up"), s.button_h, "H", bold=state.face_up),
            button_width(tr("table.replay.seat"), s.button_h, "S"))


def button_width(label: str, height: int, hotkey: str, bold: bool = True) -> int:
    """The width at which :class:`~scenes.widgets.Button` shows ``label`` whole with its key."""
    from ..assets import font

    size = label_size(height)
    hint = render(hotkey, max(14, int(size * 0.7))).get_width()
    return font(size, True).size(label)[0] + hint + 3 * size + 2


def _switch_width(s: theme.Sizes, tr, state: BarState) -> int:
    open_w, seat_w = _switch_parts(s, tr, state)
    return open_w + s.pad // 2 + seat_w


def _icon(surface: pygame.Surface, kind: str, rect: pygame.Rect, colour) -> None:
    """The transport's symbols as shapes: triangles and bars."""
    cx, cy = rect.center
    r = max(4, rect.height // 5)

    def left(x):
        pygame.draw.polygon(surface, colour, [(x + r, cy - r), (x + r, cy + r), (x - r // 2, cy)])

    def right(x):
        pygame.draw.polygon(surface, colour, [(x - r, cy - r), (x - r, cy + r), (x + r // 2, cy)])

    def bar(x):
        pygame.draw.rect(surface, colour, (x - max(1, r // 4), cy - r, max(2, r // 2), 2 * r))

    if kind == "start":
        bar(cx - r)
        left(cx)
    elif kind == "prev_round":
        left(cx - r // 2)
        left(cx + r)
    elif kind == "back":
        left(cx)
    elif kind == "play":
        right(cx + r // 4)
    elif kind == "pause":
        bar(cx - r // 2)
        bar(cx + r // 2)
    elif kind == "forward":
        right(cx)
    elif kind == "next_round":
        right(cx - r)
        right(cx + r // 2)
    elif kind == "end":
        right(cx)
        bar(cx + r)
