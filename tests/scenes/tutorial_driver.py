"""Playing a lesson as a person would: look at what the table points at and press it.

Shared by the tutorial tests and the screenshot walk-through: each frame, a waiting step's 知道了
is pressed, else the pointed card (one at a time, where a person clicks a card) or button, else
the frame passes while the computer players move. ``on_frame`` sees the table before each press.
"""
from __future__ import annotations

from typing import Callable

from scenes import intents as it


def frame(app, *intents: it.Intent) -> None:
    for intent in intents:
        app.send(intent)
    app.step(1 / 60, [])


def press(app, pos) -> None:
    frame(app, it.Intent(it.MOVE, pos), it.Intent(it.PRESS, pos), it.Intent(it.RELEASE, pos))


def pointed_press(table):
    """Where a person following the pointer clicks now (None: nothing to press, just watch)."""
    callout = table.callout
    if callout is None:
        return None
    if callout.button is not None:
        return callout.button.rect.center
    target = callout.target
    if target is None or not table.my_turn():
        return None
    buttons = [b.rect for b in getattr(getattr(table, "bar", None), "buttons", [])]
    buttons += [b.rect for b in getattr(table, "buttons", [])]
    if any(target == rect for rect in buttons):
        return target.center
    part = callout.parts[0] if callout.parts else target     # a card: its visible strip, near the top
    return (part.centerx, part.y + min(part.height // 3, 40))


def play_lesson(app, table, on_frame: Callable | None = None, limit: int = 3000) -> int:
    """Follow the pointer until the lesson's table has left the stack; returns the presses made."""
    presses = 0
    for _ in range(limit):
        if table not in list(app.stack):
            return presses
        top = app.stack.top
        if top is not table:                     # the result panel: its button says 完成
            top.layout(app.size)
            press(app, top.button.rect.center)
            presses += 1
            continue
        point = pointed_press(table)
        if point is None:
            frame(app)
            continue
        if on_frame is not None:
            on_frame(table)                      # what the person sees as they press
        press(app, point)
        presses += 1
    raise AssertionError(f"the lesson did not end: {len(table.match.actions)} actions, step {table.step_up()}")
