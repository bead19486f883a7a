"""What every card or tile table does the same way: the frame, 托管, the pause menu, hot-seat.

Each family's table (climbing cards, 升级, 四川麻将, 21点) has its own layout and
controls, but stepping away and leaving must behave identically everywhere,
so they live here once, with the frame's update and the hot-seat hand-off steps.

A table subclasses :class:`TableScene` and calls its constructor with the match
(``super().__init__(match, threaded=..., bot_delay=...)``), which sets what every
table has: ``match``, ``hotseat``/``handoff``/``viewer``, ``threaded``/``bot_delay``,
``controller`` (made in ``enter`` by :meth:`start_controller`), ``anims``, ``feed``,
``layout_``, ``corner``, ``clock``, the status note, ``result_panel``/``_result_due``
and the frame bookkeeping. The table itself provides ``refresh(force=...)``,
``layout(size)``, ``my_turn()``, ``_handle(events)``, ``_open_result(due)`` and
``_set_viewer(viewer)``.
"""
from __future__ import annotations

from typing import Any, Callable

from engine.match import Match

from .. import intents as it
from ..scene import Scene
from .animation import AnimationQueue
from .hotseat import HandOffOverlay, HotSeat


class TableScene(Scene):
    #: How long a note stays in the status line (seconds).
    NOTE_SECONDS = 2.4

    def __init__(self, match: Match, *, threaded: bool = True, bot_delay: float | None = None,
                 handoff_key: str = "table.hotseat.ready") -> None:
        super().__init__()
        self.match = match
        self.hotseat = HotSeat(match.players)
        self.handoff = HandOffOverlay(handoff_key)
        self.viewer: int | None = self.hotseat.viewer
        self.threaded, self.bot_delay = threaded, bot_delay
        self.controller = None          # a TableController once the table is entered
        self.anims = AnimationQueue()
        self.feed: Any = None
        self.layout_: Any = None
        self.corner: dict = {}
        self.clock = 0.0
        self.note, self.note_until, self.note_urgent = "", 0.0, True
        self.result_panel: Any = None
        self._result_due: Any = None
        self._seen = -1                 # the number of actions the model was built at
        #: A note to show once the animations of the move that caused it have finished.
        self._pending_note = ""
        self._was_my_turn = False

    def start_controller(self):
        """The controller of this table's match (bots, autosave after every action); made in ``enter``."""
        from ..controller import TableController
        from ..saved_match import save_match

        app = self.app
        self.controller = TableController(self.match, save=lambda m: save_match(app.storage, m),
                                          threaded=self.threaded, bot_delay=self._bot_delay())
        return self.controller

    def resume(self) -> None:
        """Back from the menu or settings: the language, the animations or the card back may have changed."""
        if self.app is not None:
            self.anims.factor = self.app.settings.animation_factor
            self.layout(self.app.size)
            self.refresh(force=True)

    def pause(self) -> None:
        """Something opened over the table (the pause menu, settings, a dialog): the table is not
        updated meanwhile, so what is moving is finished now — a kitty turning over or a play
        sliding in is drawn in its final place behind the menu, never frozen half-way."""
        self.anims.skip()

    def show_note(self, text: str, urgent: bool = True) -> None:
        """A sentence in the status line for a moment; news (not urgent) never hides "your turn"."""
        self.note, self.note_until, self.note_urgent = text, self.clock + self.NOTE_SECONDS, urgent

    def update(self, dt: float) -> None:
        """One frame: animations run; when nothing is being shown the match moves on (a computer
        player's move, once ready); the result opens after the last animation; a chime marks the
        moment a person must decide."""
        if self.controller is None:
            return
        self.clock += dt
        self.controller.bot_delay = self._bot_delay()
        self.anims.factor = self.app.settings.animation_factor
        self.anims.update(dt)
        if self._pending_note and not self.anims.busy:
            self.show_note(self._pending_note, urgent=False)
            self._pending_note = ""
        if not self.anims.busy and self._result_due is None and self.result_panel is None:
            events = self._move_on(dt)
            if events:
                self._handle(events)
        self.refresh()
        if self._result_due is not None and not self.anims.busy:
            self._open_result(self._result_due)
        mine = self.my_turn()
        if mine and not self._was_my_turn:
            self.app.audio.play("turn")
        self._was_my_turn = mine

    def _move_on(self, dt: float) -> list:
        """The match's next move, if one is ready (the 升级 table paces its deal here)."""
        return self.controller.poll()

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

    #: Whether, with one person, computer seats are named by where they sit for that person
    #: (下家 / 对家 / 上家 round a table of three or four); False where seats sit in an arc (21点).
    SEAT_POSITION_NAMES = True

    def name_of(self, seat: int) -> str:
        """A seat's name, the same all match for everyone (scenes.table.seat_names): the person's
        name, else 你 for a sole person; computers 电脑n with several people, else by position."""
        from .seat_names import seat_name, square_position

        players = self.match.players
        position = square_position(len(players)) if self.SEAT_POSITION_NAMES else None
        return seat_name(self.app.tr, players, seat, position)

    def _bot_delay(self) -> float:
        """The computer players' pause: the table's own (tests, smoke) or the player's setting."""
        return self.bot_delay if self.bot_delay is not None else float(self.app.settings.bot_delay)

    def exit(self) -> None:
        """Leaving the table: stop any computer player still thinking (the match is saved)."""
        if self.controller is not None:
            self.controller.close()

    def toggle_autoplay(self) -> None:
        """托管 on or off for the person whose cards are showing."""
        if self.viewer is None or self.controller is None:
            return
        self.controller.set_autoplay(self.viewer, self.viewer not in self.controller.autoplay)
        self.layout(self.app.size)
        self.refresh(force=True)

    def come_back_items(self) -> list[tuple[str, Callable[[], None]]]:
        """Hot-seat tables: each person in 托管, other than the one shown, can take their seat back."""
        hotseat = getattr(self, "hotseat", None)
        if hotseat is None or not hotseat.active:
            return []
        return [(self.app.tr("table.hotseat.come_back", name=self.name_of(seat)),
                 lambda seat=seat: self.come_back(seat))
                for seat in hotseat.people if seat in self.controller.autoplay and seat != self.viewer]

    def open_menu(self) -> None:
        """Esc or the 菜单 button: resume, the rules of the game in play (with its options),
        settings, or back to the main menu after a confirmation."""
        from ..dialog import ConfirmDialog, MenuDialog
        from ..menu import back_to_menu
        from ..rules_book.scene import open_rules
        from ..settings_scene import SettingsScene

        app = self.app

        def leave() -> None:
            app.stack.push(ConfirmDialog("dialog.leave_confirm", lambda: back_to_menu(app),
                                         yes_key="dialog.leave", no_key="dialog.stay"))

        app.stack.push(MenuDialog("table.pause_title", [
            ("table.resume", None),
            *self.come_back_items(),
            ("table.rules", lambda: open_rules(app, self.match.variant, self.match.options)),
            ("table.settings", lambda: app.stack.push(SettingsScene())),
            ("table.to_menu", leave),
        ]))

    # hot-seat (tables with ``hotseat``, ``handoff`` and ``_set_viewer``) -----------------------
    def bottom_seat(self) -> int | None:
        """The seat drawn at the bottom: the viewer, or the person being handed the computer
        (so the table does not turn round when they confirm)."""
        return self.viewer if self.viewer is not None else self.hotseat.handing_to

    def _follow(self) -> None:
        """Before anything of a move is shown: hand off if another person decides next."""
        if self.controller is None or not self.hotseat.follow(self.match.state.to_act(), self.controller.away()):
            return
        self._set_viewer(self.hotseat.viewer)

    def confirm_handoff(self) -> bool:
        """The person handed to has the computer: show their cards (click or Enter)."""
        if not self.hotseat.confirm():
            return False
        self._set_viewer(self.hotseat.viewer)
        return True

    def come_back(self, seat: int) -> None:
        """A person in 托管 takes their seat back (from the pause menu)."""
        self.controller.set_autoplay(seat, False)
        self._follow()
        self.layout(self.app.size)
        self.refresh(force=True)

    def _handoff_intent(self, intent: it.Intent) -> bool:
        """Under the hand-off overlay only confirming (click, Enter) and the menu (Esc, or the
        菜单 button, which works in every state of the table) work."""
        menu = self.corner.get("menu") if isinstance(self.corner, dict) else None
        if intent.kind == it.PRESS:
            self.anims.skip()
            if menu is not None and menu.hit(intent.pos):
                self.open_menu()
            elif self.handoff.hit(intent.pos):
                self.confirm_handoff()
        elif intent.kind == it.CONFIRM:
            self.confirm_handoff()
        elif intent.kind == it.BACK:
            self.open_menu()
        elif intent.kind == it.MOVE and self.handoff.button is not None:
            self.handoff.button.on_move(intent.pos)
        return True
