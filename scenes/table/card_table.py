"""What the card tables add to the table lifecycle: a hand to pick cards from and an action bar.

The climbing table (斗地主 and every climbing game) and the trick table (升级, 打撇) take
cards from a hand the same way — hover, press, drag-select, ↑/↓/Space along the cursor —
and answer the corner buttons the same way, so those live here once. A card table has
``hand`` (:class:`~scenes.table.hand_view.HandView`), ``bar`` (an action bar) and writes
:meth:`_sync_bar` (the bar follows the selection) and :meth:`_press` (a click's meaning).

Whole plays are picked in one gesture here too (:mod:`scenes.table.smart_select`): a
double-click on a card (or G on the cursor's card) raises the best legal play through it, a
drag across the hand raises the run it passed (climbing games). A refusal in the status line
goes as soon as the cards raised change or the turn passes, and 理牌 names the order it is in.
"""
from __future__ import annotations

from .. import intents as it
from .base import TableScene
from .smart_select import TRICK_RULES, PickRules, play_through, run_within

#: Two presses on one card this close together (seconds of the table's clock) are a double-click.
DOUBLE_CLICK_SECONDS = 0.4
#: The decisions made by raising cards (the hand is then a stop of the keyboard's focus ring):
#: a play, 升级's 扣底, 打撇's 换底.
CARD_PHASES = ("play", "bury", "put_back")


class CardTable(TableScene):
    hand = None
    bar = None
    _last_press: tuple = (None, -1.0)    # (the card pressed, when), for telling a double-click
    _note_selection: tuple | None = None  # the cards raised when a refusal was shown
    _note_turn = False

    # picking whole plays ------------------------------------------------------------------
    def pick_rules(self) -> PickRules:
        """Hook: how this table's plays read (default: the trick games', a pair is two identical cards)."""
        return TRICK_RULES

    def lead_size(self) -> int | None:
        """Hook: the cards in the play the viewer answers (None: the viewer leads). Default: the
        trick in progress (the trick games' ``obs.trick``)."""
        trick = getattr(self.obs, "trick", None)
        return len(trick[0][1]) if trick else None

    def accepts(self, play) -> bool:
        """Whether the rules take ``play`` from the viewer now."""
        return self.check(play) is None

    def pick_through(self, index: int) -> bool:
        """Raise the best legal play through card ``index`` (a double-click, G); False when no
        legal play holds it (or it is not the viewer's turn)."""
        if not self.my_turn() or not 0 <= index < len(self.hand.cards):
            return False
        card = self.hand.cards[index]
        cards = play_through(card, self.hand.cards, self.legal_actions(), self.lead_size(), self.pick_rules(),
                             self.accepts)
        if cards is None:
            return False
        self.hand.set_selection(cards)
        self.hand.cursor = index
        self._sync_bar()
        return True

    def _tidy_run(self, dragged) -> None:
        """A drag that raised several ranks: keep the run it passed (3 3 4 5 5 6 7 → 3 4 5 6 7)."""
        if len(dragged) < 3 or not self.my_turn():
            return
        run = run_within(dragged, self.hand.cards, self.legal_actions(), self.pick_rules(), self.accepts)
        if run is not None:
            self.hand.set_selection((set(self.hand.selected) - set(dragged)) | set(run))
            self._sync_bar()

    def _double_click(self, pos) -> bool:
        """A press on the card pressed a moment ago picks the play through it (see pick_through)."""
        index = self.hand.index_at(pos) if self.hand.cards else None
        card = self.hand.cards[index] if index is not None else None
        last, when = self._last_press
        self._last_press = (card, self.clock)
        if card is None or card != last or self.clock - when > DOUBLE_CLICK_SECONDS:
            return False
        if self.bar.contains(pos) or any(b.hit(pos) for b in self.corner.values()):
            return False
        self._last_press = (None, -1.0)
        self.hand.release()
        return self.pick_through(index)

    def _sync_bar(self) -> None:
        """Hook: the action bar follows the viewer's selection and decision."""

    def _press(self, pos) -> None:
        """Hook: a click (corner buttons first, then the bar, then the hand)."""

    def _card_pointer(self, intent: it.Intent) -> bool:
        """Pointer intents at a card table with a hand and an action bar (斗地主, 升级): hover,
        press (which skips the running animation), drag-select and release; and the keyboard's
        focus (Tab, a focused button, Space on the cursor's card). False: neither."""
        if self.focus_intent(intent) or self._space_on_card(intent):
            return True
        kind = intent.kind
        if kind == it.MOVE:
            self.bar.move(intent.pos)
            for button in self.corner.values():
                button.on_move(intent.pos)
            self.hand.move(intent.pos)
        elif kind == it.PRESS:
            self.anims.skip()
            if not self._double_click(intent.pos):
                self._press(intent.pos)
        elif kind == it.DRAG:
            if self.hand.drag(intent.pos):
                self._sync_bar()
        elif kind == it.RELEASE:
            self._tidy_run(self.hand.release())
        elif kind == it.PICK:
            index = self.hand.cursor if self.hand.cursor is not None else self.hand.hover
            if index is not None:
                self.pick_through(index)
        else:
            return False
        return True

    # the keyboard focus (scenes/table/key_focus.py) ---------------------------------------
    def decision_buttons(self) -> list:
        return list(self.bar.buttons) if self.bar is not None else []

    def hand_takes_keys(self) -> bool:
        decision = self.bar.decision if self.bar is not None else None
        return (decision is not None and decision.phase in CARD_PHASES and self.hand is not None
                and bool(self.hand.cards) and self.my_turn())

    def focus_on_hand(self) -> None:
        if self.hand is not None and self.hand.cursor is None and self.hand_takes_keys():
            self.hand.move_cursor(1)

    def resting_button(self):
        """The bar's own focus in a phase of buttons (a bid: Enter presses it), always shown as
        before; else as every table."""
        return self.bar.resting() if self.bar is not None and self.bar.resting() else super().resting_button()

    def paint_focus(self) -> None:
        """… and the cursor's ring on a card, while the keyboard has the focus on the hand."""
        super().paint_focus()
        if self.hand is not None:
            self.hand.show_cursor = (self.key_focus.shown and self.key_focus.target is None
                                     and self.hand_takes_keys())

    def _space_on_card(self, intent: it.Intent) -> bool:
        """Space raises or lowers the card under the cursor once the keyboard is picking cards
        (the cursor shows); before that, and with the pointer, Space is 不出 as it always was."""
        if intent.kind != it.PASS or self.hand is None or self.hand.cursor is None:
            return False
        if not (self.key_focus.shown and self.key_focus.target is None and self.hand_takes_keys()):
            return False
        self._cursor_select(it.SELECT)
        return True

    # the status line's refusal, the sort button ---------------------------------------------
    def show_note(self, text: str, urgent: bool = True) -> None:
        """As every table; a refusal (an urgent note) is tied to the cards raised and the turn."""
        super().show_note(text, urgent)
        self._note_selection = self.hand.selection if urgent and self.hand is not None else None
        self._note_turn = self.my_turn()

    def update(self, dt: float) -> None:
        super().update(dt)
        self._expire_refusal()
        if isinstance(self.corner, dict) and "sort" in self.corner:
            self._label_sort(self.corner["sort"])

    def _expire_refusal(self) -> None:
        """A refusal goes once the cards raised change or the viewer's turn has passed."""
        if self._note_selection is None or self.hand is None:
            return
        if self.hand.selection != self._note_selection or (self._note_turn and not self.my_turn()):
            self.note, self.note_until, self._note_selection = "", 0.0, None

    def corner_buttons(self, L, *, sort: bool = False) -> dict:
        corner = super().corner_buttons(L, sort=sort)
        if "sort" in corner:
            self._label_sort(corner["sort"])
        return corner

    def _label_sort(self, button) -> None:
        """理牌 says the order the hand is in (理牌·点数 / Sort: rank), widened to the left as the
        words need."""
        from ..assets import font
        from ..widgets import label_size

        tr = self.app.tr
        key = f"table.sort.{self.hand.sort_mode}"
        text = tr(key) if tr.has(key) else tr("table.sort")
        if button.text == text:
            return
        button.text = text
        size = label_size(button.rect.height)
        need = font(size, False).size(text)[0] + 2 * size
        if need > button.rect.width:
            button.rect = button.rect.__class__(button.rect.right - need, button.rect.y, need, button.rect.height)

    def corner_action(self, action: str) -> bool:
        """The card tables' corner buttons add 理牌 to 菜单 and 托管."""
        if action == "sort":
            self.hand.toggle_sort()
            self._label_sort(self.corner["sort"])
            return True
        return super().corner_action(action)

    def _cursor_select(self, kind: str) -> None:
        """Space toggles the card under the cursor; ↑ raises it, ↓ lowers it."""
        index = self.hand.cursor
        if kind == it.SELECT or index is None:
            self.hand.toggle_cursor()
        else:
            card = self.hand.cards[index]
            if (card in self.hand.selected) != (kind == it.UP):
                self.hand.toggle(index)
        self._sync_bar()
