"""What the card tables add to the table lifecycle: a hand to pick cards from and an action bar.

The climbing table (斗地主 and every climbing game) and the trick table (升级, 打撇) take
cards from a hand the same way — hover, press, drag-select, ↑/↓/Space along the cursor —
and answer the corner buttons the same way, so those live here once. A card table has
``hand`` (:class:`~scenes.table.hand_view.HandView`), ``bar`` (an action bar) and writes
:meth:`_sync_bar` (the bar follows the selection) and :meth:`_press` (a click's meaning).
"""
from __future__ import annotations

from .. import intents as it
from .base import TableScene


class CardTable(TableScene):
    hand = None
    bar = None

    def _sync_bar(self) -> None:
        """Hook: the action bar follows the viewer's selection and decision."""

    def _press(self, pos) -> None:
        """Hook: a click (corner buttons first, then the bar, then the hand)."""

    def _card_pointer(self, intent: it.Intent) -> bool:
        """Pointer intents at a card table with a hand and an action bar (斗地主, 升级): hover,
        press (which skips the running animation), drag-select and release. False: not a pointer."""
        kind = intent.kind
        if kind == it.MOVE:
            self.bar.move(intent.pos)
            for button in self.corner.values():
                button.on_move(intent.pos)
            self.hand.move(intent.pos)
        elif kind == it.PRESS:
            self.anims.skip()
            self._press(intent.pos)
        elif kind == it.DRAG:
            if self.hand.drag(intent.pos):
                self._sync_bar()
        elif kind == it.RELEASE:
            self.hand.release()
        else:
            return False
        return True

    def corner_action(self, action: str) -> bool:
        """The card tables' corner buttons add 理牌 to 菜单 and 托管."""
        if action == "sort":
            self.hand.toggle_sort()
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
