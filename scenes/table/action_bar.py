"""The buttons just above the hand, for the decision the viewer faces now.

Why the buttons carry engine actions: a click, the matching key (Enter,
Space, H) and a test all end in the same ``Button.action`` value, which the
table hands to the controller — so there is one path from input to rules.
Only what is allowed is enabled: 不出 not when leading, 出牌 only for a
legal selection, with the rules' reason shown under it when the selection is
not a legal play. The buttons of a game's own decision phases (斗地主: the bids,
倒/踢回) come from its overlay (``phase_specs``), e.g. only higher bids enabled.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from typing import Any, Callable

from engine.actions import Action, Pass, Play

from ..assets import font
from ..widgets import Button, draw_text, label_size, render, rounded_rect, wrap_lines

HINT = "hint"
REASON_COLOUR = (255, 206, 190)
NOTE_COLOUR = (236, 240, 226)
NOTE_EDGE = (214, 170, 80)


@dataclass(frozen=True)
class Decision:
    """What the viewer must decide: the phase and what the rules allow right now."""

    phase: str                  # "play", or a game's own phase ("bid", "double", "redouble" …)
    high_bid: int = 0           # 斗地主's bidding: the highest bid so far
    can_pass: bool = True       # play: False when leading
    play_ok: bool = False       # play: the selection is a legal play
    reason: str = ""            # play: why the selection is not (already translated)
    selection: tuple = ()
    info: Any = None            # what a game's own phase needs to build its buttons
    note: str = ""              # a sentence over the buttons explaining the choice (translated)


#: (label, action, enabled, primary, key hint) of one button.
ButtonSpec = tuple[str, Action | str, bool, bool, str]


class ActionBar:
    def __init__(self, phase_specs: Callable[[Decision, Any], list[ButtonSpec]] | None = None) -> None:
        #: the buttons of phases other than "play" (a game's overlay provides them)
        self.phase_specs = phase_specs
        self.buttons: list[Button] = []
        self.decision: Decision | None = None
        self.focus = 0
        self._marks: list[tuple[bool, str]] = []      # each button's own (primary, key hint)
        self._resting: Button | None = None
        self.reason = ""
        self.reason_pos = (0, 0)
        self.note = ""
        self.row = pygame.Rect(0, 0, 0, 0)

    def rebuild(self, decision: Decision | None, row: pygame.Rect, reason_pos: tuple[int, int],
                tr, body: int) -> None:
        """New buttons for ``decision`` (None: nothing to decide, the bar is empty)."""
        old = self.buttons[self.focus].action if 0 <= self.focus < len(self.buttons) else None
        same_phase = self.decision is not None and decision is not None and self.decision.phase == decision.phase
        self.decision = decision
        self.reason_pos = reason_pos
        self.reason = decision.reason if decision is not None else ""
        self.note = getattr(decision, "note", "") if decision is not None else ""   # other tables' decisions have none
        self.row = pygame.Rect(row)
        specs = self.specs(decision, tr) if decision is not None else []
        height = row.height
        widths = [max(round(body * 6), font(label_size(height), True).size(text)[0] + 3 * body)
                  for text, *_ in specs]
        gap = max(8, body)
        total = sum(widths) + gap * max(0, len(specs) - 1)
        x = row.centerx - total // 2
        self.buttons = []
        for (text, action, enabled, primary, hotkey), width in zip(specs, widths):
            self.buttons.append(Button(pygame.Rect(x, row.y, width, height), text, action=action,
                                       primary=primary, enabled=enabled, hotkey=hotkey))
            x += width + gap
        default = next((i for i, b in enumerate(self.buttons) if b.primary and b.enabled),
                       next((i for i, b in enumerate(self.buttons) if b.enabled), 0))
        self.focus = default
        if same_phase and old is not None:
            for i, button in enumerate(self.buttons):
                if button.action == old and button.enabled:
                    self.focus = i
        self._marks = [(b.primary, b.hotkey) for b in self.buttons]
        self._refocus()

    def specs(self, decision, tr) -> list[ButtonSpec]:
        """(label, action, enabled, primary, key hint) per button; another game's bar overrides this."""
        if decision.phase == "play":
            return play_specs(decision, tr)
        return self.phase_specs(decision, tr) if self.phase_specs is not None else []

    # input ------------------------------------------------------------------------------
    def action_at(self, pos: tuple[int, int] | None):
        for button in self.buttons:
            if button.hit(pos):
                return button.action
        return None

    def contains(self, pos: tuple[int, int] | None) -> bool:
        return pos is not None and any(b.rect.collidepoint(pos) for b in self.buttons)

    def move(self, pos: tuple[int, int] | None) -> None:
        for button in self.buttons:
            button.on_move(pos)

    def step_focus(self, delta: int) -> None:
        enabled = [i for i, b in enumerate(self.buttons) if b.enabled]
        if not enabled:
            return
        if self.focus not in enabled:
            self.focus = enabled[0]
        else:
            self.focus = enabled[(enabled.index(self.focus) + delta) % len(enabled)]
        self._refocus()

    def focused_action(self):
        if 0 <= self.focus < len(self.buttons) and self.buttons[self.focus].enabled:
            return self.buttons[self.focus].action
        return None

    def enabled(self, action) -> bool:
        return any(b.action == action and b.enabled for b in self.buttons)

    def _apply_focus(self) -> None:
        """Hook: mark the bar's own focus (a game's bar says in which phases it keeps one)."""
        keyboard = self.decision is not None and self.decision.phase != "play"
        for i, button in enumerate(self.buttons):
            button.focused = keyboard and i == self.focus

    def _refocus(self) -> None:
        self._apply_focus()
        self._resting = next((b for b in self.buttons if b.focused and b.enabled), None)
        self._mark_enter()

    def _mark_enter(self) -> None:
        """The gold fill (and the "Enter" key hint) is on the button Enter presses. In a phase of
        buttons the focus is that button, and the hint or ←/→ move it: 提示 at 打撇's 倒 left 不倒
        gold while 倒 had the ring, two buttons lit, one of them wrong."""
        marks = self._marks
        if len(marks) != len(self.buttons):
            return
        for button, (primary, hotkey) in zip(self.buttons, marks):
            button.primary, button.hotkey = primary, hotkey
        resting = self._resting
        if resting is None or resting.primary or not any(b.primary for b in self.buttons):
            return
        for button in self.buttons:
            if button.primary:
                button.primary = False
                if button.hotkey == "Enter" and not resting.hotkey:
                    button.hotkey, resting.hotkey = "", "Enter"
        resting.primary = True

    def resting(self) -> Button | None:
        """The button the bar itself keeps the focus on — in a phase of buttons (a bid, 倒 …) the
        one Enter presses, moved by ←/→; None while cards are picked (Enter plays them). The
        table's keyboard focus (scenes/table/key_focus.py) shows it while on the hand."""
        return self._resting if any(b is self._resting for b in self.buttons) else None

    # drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, small: int, note: bool = True) -> None:
        for button in self.buttons:
            button.draw(surface)
        if self.note and note:
            self.draw_note(surface, small)
        if self.reason:
            image = render(self.reason, small, REASON_COLOUR)
            box = image.get_rect(midtop=self.reason_pos).inflate(small, small // 3)
            box.midtop = self.reason_pos
            rounded_rect(surface, box, (60, 16, 12, 170), box.height // 2)
            draw_text(surface, self.reason, box.center, small, REASON_COLOUR, anchor="center")


    def note_layout(self, small: int) -> tuple[pygame.Rect, list[str]]:
        """The note's box over the buttons (at most 72 % of the window wide, ≤ 3 lines) and its lines."""
        width = round(self.row.width * 0.72) - 2 * small
        lines = wrap_lines(self.note, small, width)[:3]
        line_h = round(small * 1.35)
        box = pygame.Rect(0, 0, max(render(t, small).get_width() for t in lines) + 2 * small,
                          line_h * len(lines) + small)
        box.midbottom = (self.row.centerx, self.row.top - max(4, small // 2))
        return box, lines

    def draw_note(self, surface: pygame.Surface, small: int) -> None:
        box, lines = self.note_layout(small)
        rounded_rect(surface, box, (8, 26, 24, 225), small // 2 + 4, NOTE_EDGE)
        line_h = round(small * 1.35)
        y = box.y + small // 2
        for text in lines:
            draw_text(surface, text, (box.centerx, y + line_h // 2), small, NOTE_COLOUR, anchor="center")
            y += line_h


def play_specs(decision: Decision, tr) -> list[ButtonSpec]:
    """不出, 提示, 出牌 (left to right)."""
    return [(tr("table.pass"), Pass(), decision.can_pass, False, "Space"),
            (tr("table.hint"), HINT, True, False, "H"),
            (tr("table.play"), Play(decision.selection) if decision.play_ok else Play(()),
             decision.play_ok, True, "Enter")]
