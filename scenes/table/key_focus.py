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

The key hint on a button (Enter 出牌, Space 不出, H 提示 …) names the key that presses it *now*
(:func:`key_hint`, the one place that decides): with a button focused by Tab, Enter and Space press
that one, and while the keys pick cards Space raises the card under the cursor — a hint naming
Space on 不出 then would be false, so it is left off.

The same ring serves the overlays over a table (:class:`ButtonRing`: a result panel's 看牌 / 下一局
/ 回放, the corner buttons beside it): Tab and Shift+Tab walk their buttons, Enter or Space press
the focused one exactly as a click would.
"""
from __future__ import annotations

import weakref
from typing import Any, Callable, Sequence

from engine.actions import Play

from .. import intents as it

#: The keys that press the focused button.
ENTER, SPACE = "Enter", "Space"


def key_hint(own: str, *, focused: bool, focus_on_button: bool, space_on_cards: bool) -> str:
    """The hint a button shows: its own key (``own``), unless another control has that key now.

    - a button has the focus (Tab): Enter and Space press it — its hint says Enter (where it has
      one), and no other button's says Enter or Space;
    - the keys pick cards (the cursor on the hand): Space raises the card under it — no button's
      hint says Space (不出 is reached with Tab then).
    """
    if focus_on_button:
        if focused:
            return ENTER if own else ""
        return "" if own in (ENTER, SPACE) else own
    if space_on_cards and own == SPACE:
        return ""
    return own


#: Each button's own key hint (the one it was made with), by id, with a weak reference to the button
#: (a button made again after a move is new; one folded away for a while keeps its own). One memory
#: for every focus: a table's corner buttons are also walked by the result panel's ring over it.
_OWN_KEYS: dict[int, tuple[weakref.ref, str]] = {}


def _own_key(button) -> str:
    known = _OWN_KEYS.get(id(button))
    if known is not None and known[0]() is button:
        return known[1]
    for key in [k for k, (ref, _) in _OWN_KEYS.items() if ref() is None]:     # buttons no longer in use
        del _OWN_KEYS[key]
    _OWN_KEYS[id(button)] = (weakref.ref(button), button.hotkey)
    return button.hotkey


class KeyFocus:
    def __init__(self, key: Callable[[Any], Any] | None = None) -> None:
        #: whether the keyboard has been used since the last click (the focus is drawn only then)
        self.shown = False
        #: the action of the focused button; None: the focus is on the hand (or the table's default)
        self.target: Any = None
        #: what names a button across its rebuilds (buttons are made again after every move)
        self.key: Callable[[Any], Any] = key or (lambda button: button.action)

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
        exact = next((b for b in live if self.key(b) == self.target), None)
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
        self.target = None if chosen is None else self.key(chosen)

    def paint(self, buttons: Sequence, resting: Any = None) -> None:
        """Mark the focused button (``Button.focused`` draws its ring): the target, or with the
        focus on the hand ``resting`` — the button Enter presses then, where the table shows it.
        A target whose button has gone gives the focus back to the hand."""
        target = self.find(buttons)
        focused = target
        if focused is None:
            self.target = None
            focused = resting
        for button in buttons:
            button.focused = button is focused
        self.label_keys(buttons, target)

    def space_on_cards(self, buttons: Sequence) -> bool:
        """Space raises the card under the cursor now, not 不出: the keyboard is in use, the focus is
        on the hand, and the decision is a play of cards (出牌 is among the buttons) — the card
        tables' rule (CardTable._space_on_card)."""
        return self.shown and self.target is None and any(isinstance(b.action, Play) for b in buttons)

    def label_keys(self, buttons: Sequence, target=None) -> None:
        """Every button's hint set to the key that presses it now (:func:`key_hint`), from the key
        it was made with."""
        on_cards = self.space_on_cards(buttons)
        for button in buttons:
            button.hotkey = key_hint(_own_key(button), focused=button is target,
                                     focus_on_button=target is not None, space_on_cards=on_cards)


def _ring_key(button) -> Any:
    """An overlay's button by its action, or by its words where it has none (下一局)."""
    return button.action if button.action is not None else ("text", button.text)


class ButtonRing:
    """The keyboard focus among the buttons of an overlay (a result panel, its 看牌 strip), mixed
    into its scene before the scene's class: ``focus_buttons`` lists them in Tab order,
    ``resting_focus`` is the one marked while no key has moved the focus (the default, Enter's).
    Tab / Shift+Tab walk them (the default is where the first Tab starts from), ←/→ too once one
    has the focus; Enter or Space press the focused one as a click at its centre would — the
    scene's own click handling does the rest, so the ring knows nothing of what a button does. A
    click hides the ring. A scene whose class defines ``handle_intent`` or ``draw`` itself calls
    :meth:`focus_intent` first and :meth:`draw_ring` last."""

    def focus_buttons(self) -> list:
        return []

    def resting_focus(self):
        return None

    @property
    def ring(self) -> KeyFocus:
        ring = self.__dict__.get("_ring")
        if ring is None:
            ring = self.__dict__["_ring"] = KeyFocus(key=_ring_key)
        return ring

    def _live_buttons(self) -> list:
        return [b for b in self.focus_buttons() if b is not None and b.enabled and b.rect.width > 0]

    def handle_intent(self, intent) -> bool:
        if self.focus_intent(intent):
            return True
        return super().handle_intent(intent)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.paint_ring()

    def draw(self, surface) -> None:
        super().draw(surface)
        self.draw_ring(surface)

    def focus_intent(self, intent) -> bool:
        """Tab, Shift+Tab, and Enter / Space / ←/→ while a button has the focus. True: consumed."""
        ring, kind = self.ring, intent.kind
        buttons = self._live_buttons()
        if kind == it.PRESS:
            ring.hide()
            ring.to_hand()
            return False
        if kind in (it.FOCUS_NEXT, it.FOCUS_PREV):
            resting = self.resting_focus()
            if ring.find(buttons) is None and resting is not None and any(b is resting for b in buttons):
                ring.target = ring.key(resting)     # the default already wears the ring: go on from it
            ring.step(buttons, 1 if kind == it.FOCUS_NEXT else -1, hand=False)
            self.paint_ring()
            return True
        button = ring.find(buttons) if ring.shown else None
        if button is None:
            return False
        if kind in (it.CONFIRM, it.PASS):
            target = ring.target
            self.handle_intent(it.Intent(it.PRESS, button.rect.center))
            ring.target, ring.shown = target, True    # a key pressed it: the focus stays in sight
            self.paint_ring()
            return True
        if kind in (it.LEFT, it.RIGHT):
            ring.step(buttons, -1 if kind == it.LEFT else 1, hand=False)
            self.paint_ring()
            return True
        return False

    def focused_button(self):
        """The button the keys have the focus on (None: none, or the ring is not shown)."""
        return self.ring.find(self._live_buttons()) if self.ring.shown else None

    def paint_ring(self) -> None:
        """The focused button's ring (else the default's) and every hint set to the key that
        presses it now."""
        self.ring.paint(self._live_buttons(), self.resting_focus())

    def draw_ring(self, surface) -> None:
        """The focus ring over the focused button, after the scene has drawn (a button the scene
        makes afresh as it draws, such as 回放, is ringed too)."""
        from ..widgets import draw_focus_ring

        button = self.focused_button()
        if button is not None:
            draw_focus_ring(surface, button.rect, max(6, button.rect.height // 4))
