"""Overlay dialogs: a question (yes / no), a message (OK) and a short menu.

Each is a scene pushed over the current one, so the screen below stays visible
(dimmed by the stack) and gets no input until the dialog closes. Texts may be
translation keys or literal strings (a key is looked up when it is one).
A dialog removes itself *before* calling the chosen callback, so the callback
is free to push, replace or reset scenes.

Keys: Enter or Space activates the focused button (the primary one at first), Esc (or a
right click) takes the cancel path, Tab / Shift+Tab, ←/→ or ↑/↓ move the focus. The focused
button always wears the focus ring, and the key hints follow it (scenes/table/key_focus.key_hint):
Enter is written on the button it presses.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from . import intents as it
from . import theme
from .scene import Scene
from .table.key_focus import key_hint
from .widgets import Button, draw_panel, draw_paragraph, draw_text, line_height, wrap_lines

Callback = Callable[[], Any] | None


class _Dialog(Scene):
    """Shared behaviour: a centred panel, a row (or column) of buttons, keyboard focus."""

    is_overlay = True
    vertical = False

    def __init__(self) -> None:
        super().__init__()
        self.buttons: list[Button] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.focus = 0
        self._closed = False
        self._own_keys: list[str] = []      # each button's key hint while it is the default

    # to override ----------------------------------------------------------------------
    def button_specs(self) -> list[tuple[str, bool, Callback]]:
        """(text key, primary?, callback) per button, left to right / top to bottom."""
        return []

    def body_text(self) -> str:
        return ""

    def title_text(self) -> str:
        return ""

    def cancel(self) -> None:
        """Esc / right click."""

    # layout -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        s = theme.sizes(size[1])
        if self.vertical:
            width = min(max(int(size[0] * 0.24), 18 * s.body), size[0] - 4 * s.pad)
        else:
            width = min(max(int(size[0] * 0.42), 26 * s.body), size[0] - 4 * s.pad)
        inner = width - 4 * s.pad
        text_h = len(wrap_lines(self.body_text(), s.body, inner)) * line_height(s.body) if self.body_text() else 0
        title_h = line_height(s.title) + s.pad if self.title_text() else 0
        specs = self.button_specs()
        if self.vertical:
            buttons_h = len(specs) * (s.button_h + s.pad) + s.pad
        else:
            buttons_h = s.button_h + s.pad
        height = 3 * s.pad + title_h + text_h + (s.pad * 2 if text_h else 0) + buttons_h + s.pad
        height = min(height, size[1] - 2 * s.pad)
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        tr = self.app.tr
        old_focus = self.focus
        self.buttons = []
        if self.vertical:
            y = self.panel.bottom - 2 * s.pad - len(specs) * (s.button_h + s.pad) + s.pad
            for key, primary, _cb in specs:
                rect = pygame.Rect(self.panel.x + 2 * s.pad, y, inner, s.button_h)
                self.buttons.append(Button(rect, tr.text(key), primary=primary))
                y += s.button_h + s.pad
        else:
            bw = min(max(8 * s.body, inner // 3), (inner - s.pad * (len(specs) - 1)) // max(1, len(specs)))
            x = self.panel.right - 2 * s.pad - len(specs) * bw - (len(specs) - 1) * s.pad
            for key, primary, _cb in specs:
                rect = pygame.Rect(x, self.panel.bottom - 2 * s.pad - s.button_h + s.pad // 2, bw, s.button_h)
                self.buttons.append(Button(rect, tr.text(key), primary=primary,
                                           hotkey="Enter" if primary else "Esc" if len(specs) > 1 else ""))
                x += bw + s.pad
        self._own_keys = [button.hotkey for button in self.buttons]
        default = next((i for i, (_k, p, _c) in enumerate(specs) if p), 0)
        self.focus = old_focus if 0 < old_focus < len(specs) else default
        self._apply_focus()

    def _apply_focus(self) -> None:
        for i, button in enumerate(self.buttons):
            button.focused = i == self.focus
            if i < len(self._own_keys):
                button.hotkey = key_hint(self._own_keys[i], focused=button.focused, focus_on_button=True,
                                         space_on_cards=False)

    # input ------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self._closed:
            return True
        if intent.kind == it.MOVE:
            for button in self.buttons:
                button.on_move(intent.pos)
        elif intent.kind == it.PRESS:
            for i, button in enumerate(self.buttons):
                if button.hit(intent.pos):
                    self._choose(i)
                    break
        elif intent.kind in (it.CONFIRM, it.PASS):
            if self.buttons:
                self._choose(self.focus)
        elif intent.kind in (it.BACK, it.ALT_PRESS):
            self._close()
            self.cancel()
        elif intent.kind in (it.LEFT, it.UP, it.RIGHT, it.DOWN, it.FOCUS_NEXT, it.FOCUS_PREV) and self.buttons:
            step = -1 if intent.kind in (it.LEFT, it.UP, it.FOCUS_PREV) else 1
            self.focus = (self.focus + step) % len(self.buttons)
            self._apply_focus()
        return True  # a modal dialog swallows everything

    def _choose(self, index: int) -> None:
        specs = self.button_specs()
        if not 0 <= index < len(specs):
            return
        callback = specs[index][2]
        self._close()
        if callback is not None:
            callback()

    def _close(self) -> None:
        self._closed = True
        if self.app is not None:
            self.app.stack.remove(self)

    # drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        s = theme.sizes_for(surface)
        draw_panel(surface, self.panel, radius=s.radius * 2, fill=theme.DIALOG)
        y = self.panel.y + 3 * s.pad
        inner = pygame.Rect(self.panel.x + 2 * s.pad, y, self.panel.width - 4 * s.pad, 0)
        if self.title_text():
            draw_text(surface, self.title_text(), (self.panel.centerx, y), s.title, theme.TEXT,
                      bold=True, anchor="midtop", max_width=inner.width)
            y += line_height(s.title) + s.pad
        if self.body_text():
            top = self.buttons[0].rect.top - s.pad if self.buttons else self.panel.bottom - s.pad
            inner = pygame.Rect(inner.x, y, inner.width, max(0, top - y))
            align = "center" if self.vertical else "left"
            draw_paragraph(surface, self.body_text(), inner, s.body, theme.TEXT, align=align)
        for button in self.buttons:
            button.draw(surface)


class ConfirmDialog(_Dialog):
    """A yes/no question. Enter = yes, Esc = no."""

    def __init__(self, text: str, on_yes: Callback, on_no: Callback = None, *,
                 params: dict[str, Any] | None = None, yes_key: str = "dialog.yes",
                 no_key: str = "dialog.no", title: str = "") -> None:
        super().__init__()
        self.text, self.params, self.title = text, dict(params or {}), title
        self.on_yes, self.on_no = on_yes, on_no
        self.yes_key, self.no_key = yes_key, no_key

    def button_specs(self) -> list[tuple[str, bool, Callback]]:
        return [(self.no_key, False, self.on_no), (self.yes_key, True, self.on_yes)]

    def body_text(self) -> str:
        return self.app.tr.text(self.text, **self.params) if self.app else self.text

    def title_text(self) -> str:
        return self.app.tr.text(self.title) if self.app and self.title else ""

    def cancel(self) -> None:
        if self.on_no is not None:
            self.on_no()


class MessageDialog(_Dialog):
    """Information with one OK button. Enter and Esc both close it."""

    def __init__(self, text: str, on_close: Callback = None, *, params: dict[str, Any] | None = None,
                 detail: str = "", ok_key: str = "dialog.ok", title: str = "") -> None:
        super().__init__()
        self.text, self.params, self.detail, self.title = text, dict(params or {}), detail, title
        self.on_close, self.ok_key = on_close, ok_key

    def button_specs(self) -> list[tuple[str, bool, Callback]]:
        return [(self.ok_key, True, self.on_close)]

    def body_text(self) -> str:
        if self.app is None:
            return self.text
        text = self.app.tr.text(self.text, **self.params)
        return f"{text}\n{self.detail}" if self.detail else text

    def title_text(self) -> str:
        return self.app.tr.text(self.title) if self.app and self.title else ""

    def cancel(self) -> None:
        if self.on_close is not None:
            self.on_close()


class MenuDialog(_Dialog):
    """A short list of choices, one per line (the table's pause menu: 继续 / 设置 / 返回菜单).

    ``items`` are (text key, callback); the first is the primary one. Esc closes the
    menu and calls ``on_back`` (usually "resume").
    """

    vertical = True

    def __init__(self, title: str, items: Sequence[tuple[str, Callback]], on_back: Callback = None) -> None:
        super().__init__()
        self.title, self.items, self.on_back = title, list(items), on_back

    def button_specs(self) -> list[tuple[str, bool, Callback]]:
        return [(key, i == 0, cb) for i, (key, cb) in enumerate(self.items)]

    def title_text(self) -> str:
        return self.app.tr.text(self.title) if self.app else self.title

    def cancel(self) -> None:
        if self.on_back is not None:
            self.on_back()
