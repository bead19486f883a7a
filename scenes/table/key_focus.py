"""The keyboard focus of a table: which control Enter and Space press, and how it is shown.

Why one small object in the framework: every table — the card tables, 四川麻将, 21点 — has the
same three kinds of controls: a hand to pick from (cards or tiles; not at 21点), the buttons of
the decision asked now, and the corner buttons (菜单, 记录, 托管, 理牌, 上一墩 …). Tab walks them
in that order, Shift+Tab back, the same way at every table (``TableScene.focus_intent``):

- the focus on the hand (``target`` None): ←/→ move the cursor over the cards or tiles, Space
  raises the card under it, Enter presses the decision's primary button (出牌, the prompt's
  default) — the keys every table already had;
- the focus on a button (``target`` is its action): Enter or Space presses it exactly as a click
  would, ←/→ step to the neighbouring button, Esc brings the focus back to the hand.

A button is known by its action, not by its place, because the buttons are made again after
every move: the focus stays on 菜单 while the computer players move, and goes back to the hand
when the button it was on is gone (a bid made, a prompt answered). 出牌 keeps the focus while the
cards raised change (its action holds them).

Shown only once the keyboard is used: ``shown`` turns on with the first arrow, Space on a card or
Tab, and off with the next click — a mouse player sees nothing new; a keyboard player always sees
where the focus is (a ring round the button, or the cursor's ring on a card or tile).
"""
from __future__ import annotations

from typing import Any, Sequence

from engine.actions import Play


class KeyFocus:
    def __init__(self) -> None:
        #: whether the keyboard has been used since the last click (the focus is drawn only then)
        self.shown = False
        #: the action of the focused button; None: the focus is on the hand (or the table's default)
        self.target: Any = None

    def hide(self) -> None:
        """A click: the pointer is in use, the focus is not drawn until a key is pressed again."""
        self.shown = False

    def to_hand(self) -> None:
        self.target = None

    def find(self, buttons: Sequence) -> Any:
        """The focused button among ``buttons`` (None: the focus is on the hand, or its button is gone)."""
        if self.target is None:
            return None
        live = [b for b in buttons if b.enabled]
        exact = next((b for b in live if b.action == self.target), None)
        if exact is None and isinstance(self.target, Play):      # 出牌 with other cards raised
            exact = next((b for b in live if isinstance(b.action, Play)), None)
        return exact

    def step(self, buttons: Sequence, delta: int, hand: bool) -> None:
        """Tab (``delta`` 1) or Shift+Tab (-1) through the ring: the hand (when ``hand``: the
        viewer picks from it now), then every enabled button in ``buttons``."""
        stops: list = ([None] if hand else []) + [b for b in buttons if b.enabled]
        self.shown = True
        if not stops:
            self.target = None
            return
        current = self.find(buttons)
        at = next((i for i, stop in enumerate(stops) if stop is current and stop is not None), None)
        if at is None:
            at = 0 if hand else (-1 if delta > 0 else 0)
        chosen = stops[(at + delta) % len(stops)]
        self.target = None if chosen is None else chosen.action

    def paint(self, buttons: Sequence, resting: Any = None) -> None:
        """Mark the focused button (``Button.focused`` draws its ring): the target, or with the
        focus on the hand ``resting`` — the button Enter presses then, where the table shows it.
        A target whose button has gone gives the focus back to the hand."""
        focused = self.find(buttons)
        if focused is None:
            self.target = None
            focused = resting
        for button in buttons:
            button.focused = button is focused
