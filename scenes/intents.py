"""Raw pygame events become player intents here, and only here.

Mouse, keyboard and tests all drive the game through the same small vocabulary,
so a test can play a hand by sending intents, and a key press and a click on
the matching button take exactly the same path.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

# Intent kinds. Pointer intents carry ``pos``; the rest are commands.
PRESS = "press"          # left button down
DRAG = "drag"            # pointer moved with the left button held
RELEASE = "release"      # left button up
ALT_PRESS = "alt_press"  # right click: clear the selection, or go back in a menu
MOVE = "move"            # pointer moved (hover)
WHEEL = "wheel"          # scroll, ``amount`` > 0 is up; ``pos``: where the pointer is (None: unknown)
CONFIRM = "confirm"      # Enter: play / the default button
PASS = "pass"            # Space: pass / 不出 / 不要 (or toggle the focused card, see SELECT)
HINT = "hint"            # H: 提示
BACK = "back"            # Esc: open the menu / close a dialog
LEFT, RIGHT, UP, DOWN = "left", "right", "up", "down"
SELECT = "select"        # S: raise or lower the card under the keyboard cursor
CLEAR = "clear"          # C or Backspace: lower every selected card
SORT = "sort"            # T: change how the hand is sorted
PICK = "pick"            # G: raise the best play through the card under the cursor (as a double-click)
LOG = "log"              # L: show or hide the play log (出牌记录)
TRACKER = "tracker"      # J: show or hide the card tracker (记牌器)
PONG = "pong"            # P: 碰 (mahjong)
KONG = "kong"            # K: 杠 (mahjong)
TEXT = "text"            # typed text (names), ``text`` holds it
DELETE = "delete"        # Backspace while typing
PAGE_UP, PAGE_DOWN = "page_up", "page_down"  # PgUp / PgDn: a screenful (the rules book)
HOME, END = "home", "end"                    # Home / End: the top or the bottom (the rules book)
FOCUS_NEXT = "focus_next"  # Tab: the keyboard focus to the next control (a table's hand, its buttons)
FOCUS_PREV = "focus_prev"  # Shift+Tab: … to the previous one

_KEY_INTENTS = {
    pygame.K_RETURN: CONFIRM,
    pygame.K_KP_ENTER: CONFIRM,
    pygame.K_SPACE: PASS,
    pygame.K_h: HINT,
    pygame.K_ESCAPE: BACK,
    pygame.K_LEFT: LEFT,
    pygame.K_RIGHT: RIGHT,
    pygame.K_UP: UP,
    pygame.K_DOWN: DOWN,
    pygame.K_s: SELECT,
    pygame.K_c: CLEAR,
    pygame.K_BACKSPACE: CLEAR,
    pygame.K_t: SORT,
    pygame.K_g: PICK,
    pygame.K_l: LOG,
    pygame.K_j: TRACKER,
    pygame.K_p: PONG,
    pygame.K_k: KONG,
    pygame.K_PAGEUP: PAGE_UP,
    pygame.K_PAGEDOWN: PAGE_DOWN,
    pygame.K_HOME: HOME,
    pygame.K_END: END,
}


@dataclass(frozen=True)
class Intent:
    kind: str
    pos: tuple[int, int] | None = None
    amount: int = 0
    text: str = ""


def _pointer() -> tuple[int, int] | None:
    """Where the pointer is now, in the window's coordinates (None without a window)."""
    try:
        return tuple(pygame.mouse.get_pos())
    except pygame.error:
        return None


def intents_from_event(event: pygame.event.Event, left_held: bool) -> list[Intent]:
    """Translate one pygame event; most events give nothing."""
    if event.type == pygame.MOUSEBUTTONDOWN:
        if event.button == 1:
            return [Intent(PRESS, tuple(event.pos))]
        if event.button == 3:
            return [Intent(ALT_PRESS, tuple(event.pos))]
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        return [Intent(RELEASE, tuple(event.pos))]
    elif event.type == pygame.MOUSEMOTION:
        return [Intent(DRAG if left_held else MOVE, tuple(event.pos))]
    elif event.type == pygame.MOUSEWHEEL:
        # SDL's wheel event says nothing of where the pointer is, yet what scrolls is what lies
        # under it (the table's 出牌记录): the App gives the pointer as ``pos`` (in the layout's
        # coordinates); else it is read here
        pos = getattr(event, "pos", None)
        if pos is None:
            pos = _pointer()
        return [Intent(WHEEL, tuple(pos) if pos is not None else None, amount=int(event.y))]
    elif event.type == pygame.KEYDOWN:
        if event.key == pygame.K_TAB:
            return [Intent(FOCUS_PREV if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else FOCUS_NEXT)]
        kind = _KEY_INTENTS.get(event.key)
        return [Intent(kind)] if kind else []
    elif event.type == pygame.TEXTINPUT:
        return [Intent(TEXT, text=event.text)]
    return []
