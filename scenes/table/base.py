"""The one table lifecycle: what every card or tile table does the same way.

Each family's table (climbing cards, the trick table of 升级 and 打撇, 四川麻将, 21点)
has its own layout, drawing and controls, but entering, following the engine's events,
handing the computer between people, knowing whose turn it is on this screen, rebuilding
the view from the observation, counting a finished hand, opening the result panel, the
next hand, 托管 and the pause menu are the same everywhere — so they live here once, and
a feature of every table is written here, once.

A family declares these hooks (the defaults below say what they mean):

- :meth:`make_feed` — its :class:`~scenes.table.feed.TableFeed` (engine events → animations);
- :meth:`rebuild` — its view of the new observation (``self.obs``);
- :meth:`forget_viewer` — what belongs to the person who was shown (a selection …);
- :meth:`viewer_to_act` — whether the observation asks the viewer now (default ``to_act``);
- :meth:`result_panel_for` — the result panel of a finished hand;
- :meth:`layout` and :meth:`draw`, its controls (``handle_intent``) and :meth:`on_enter`,
  :meth:`on_next_hand` for what a family sets up around them.

What a table shows comes from the observation of the seat on screen (``self.obs``),
never from the engine's state: the only way to the engine is the controller
(:meth:`legal_actions`, :meth:`check`, ``controller.submit``).
"""
from __future__ import annotations

from abc import ABCMeta, abstractmethod
from typing import Any, Callable

from engine.errors import RuleError
from engine.match import Match

from .. import intents as it
from ..scene import Scene
from .animation import AnimationQueue
from .feed import FeedResult
from .hotseat import HandOffOverlay, HotSeat
from .hint_note import reason_text
from .key_focus import KeyFocus
from .side_panel import LOG, TRACKER, SidePanel

FINISHED = ("hand_over", "match_over")


class TableScene(Scene, metaclass=ABCMeta):
    #: How long a note stays in the status line (seconds).
    NOTE_SECONDS = 2.4
    #: Whether the feed's news waits for the animations of its move (mahjong, 21点: no spoilers
    #: before the tiles or cards land) or shows at once (the card tables).
    NOTE_WHEN_SETTLED = False
    #: Whether the table has 出牌记录 / 记牌器 beside it (21点 has neither: a round is short, all
    #: its cards lie face up, and a counter of the shoe would only be a cheat sheet).
    SIDE_PANEL = True

    def __init__(self, match: Match, *, threaded: bool = True, bot_delay: float | None = None,
                 handoff_key: str = "table.hotseat.ready") -> None:
        super().__init__()
        self.match = match
        self.hotseat = HotSeat(match.players)
        # at a hand-off, where each person sits round the table from the one taking the computer
        compass = ((lambda: self.hotseat.compass(len(match.players), self.name_of))
                   if self.SEAT_POSITION_NAMES else None)
        self.handoff = HandOffOverlay(handoff_key, compass=compass)
        self.viewer: int | None = self.hotseat.viewer
        self.threaded, self.bot_delay = threaded, bot_delay
        self.controller = None          # a TableController once the table is entered
        self.anims = AnimationQueue()
        self.feed: Any = None
        #: The observation of the seat on screen (the viewer's; a spectator's when None).
        self.obs: Any = None
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
        #: 出牌记录 and 记牌器, beside the table (L, J, the 记录 button)
        self.side = SidePanel()
        self._handling = False          # a move's events are being shown (see _handle)
        self._log_stale = False         # the log is to be made again once they are
        #: which control Enter and Space press (Tab walks them; scenes/table/key_focus.py)
        self.key_focus = KeyFocus()

    def start_controller(self):
        """The controller of this table's match (bots, autosave after every action); made in ``enter``."""
        from ..controller import TableController

        app = self.app
        self.controller = TableController(self.match, save=lambda m: autosave(app.storage, m),
                                          threaded=self.threaded, bot_delay=self._bot_delay())
        return self.controller

    # the lifecycle -------------------------------------------------------------------------
    def enter(self) -> None:
        """The table opens (a new match or a saved one): the controller, the feed, whose cards
        show, the first deal's events, the view, and a result still to show if the match was
        saved at a hand's end."""
        self.start_controller()
        self.anims.factor = self.app.settings.animation_factor
        self.feed = self.make_feed()
        self.on_enter()
        self._follow()
        self.refresh(force=True)
        self.feed.start_from(self.obs)
        if self.app.settings.tracker and self.SIDE_PANEL:
            self.side.tab = TRACKER
        if self.match.actions:
            self.rebuild_log()              # a saved match: its hand so far, as this seat saw it
        else:
            self.feed.log.clear()           # the first deal is written as it is shown
            self._handle(self.controller.initial_events())
        if self.obs.phase in FINISHED and self.obs.result is not None:
            self._result_due = FeedResult(hand_over=True, match_over=self.obs.phase == "match_over")

    @abstractmethod
    def make_feed(self):
        """Hook: the family's feed of engine events (animations, sounds, the log)."""

    def on_enter(self) -> None:
        """Hook: what a family sets up once the controller exists (mahjong's standing orders)."""

    def refresh(self, force: bool = False) -> None:
        """Re-read the viewer's observation after a move (or when forced) and rebuild the view."""
        count = len(self.match.actions)
        if not force and count == self._seen and self.obs is not None:
            return
        moved = count != self._seen
        self._seen = count
        self.obs = self.controller.observe(self.viewer)
        self.rebuild(self.obs, moved)

    def rebuild(self, obs, moved: bool) -> None:
        """Hook: the family's view of ``obs`` (``moved``: the match moved since the last one)."""

    def viewer_to_act(self) -> bool:
        """Hook: the observation asks the viewer to decide now."""
        return self.viewer in self.obs.to_act

    def my_turn(self) -> bool:
        """The person shown must decide now (not a spectator, not 托管)."""
        return (self.obs is not None and self.viewer is not None and self.controller is not None
                and self.viewer_to_act() and self.controller.is_human(self.viewer))

    def legal_actions(self) -> list:
        """The viewer's legal actions now (none when it is not their turn)."""
        return list(self.controller.legal_actions(self.viewer)) if self.my_turn() else []

    def check(self, action) -> RuleError | None:
        """Why the rules refuse ``action`` of the viewer now, None when they accept it."""
        return self.controller.check(self.viewer, action)

    def next_hand(self) -> None:
        """下一局 (the result panel): the table deals again."""
        self.result_panel = None
        self.fold_side()
        self.on_next_hand()
        try:
            events = self.controller.next_hand()
        except RuleError:
            return
        self._handle(events)

    def on_next_hand(self) -> None:
        """Hook: what a family clears before the next deal (升级: 上一墩, the deal's pace)."""

    def _handle(self, events) -> None:
        """The events of a move: hand off if another person decides next, animate them, count a
        finished hand (:meth:`count_finished`) and re-read the view."""
        self._handling = True
        try:
            self._follow()
            result = self.feed.handle(events)
        finally:
            self._handling = False
        if self._log_stale:
            self._log_stale = False
            self.rebuild_log()
        if result.note:
            if self.NOTE_WHEN_SETTLED:
                self._pending_note = result.note
            else:
                self.show_note(result.note, urgent=False)
        self.refresh(force=True)
        if result.hand_over and self.obs.result is not None:
            self._result_due = result
        if result.match_over and self._result_due is not None:
            self._result_due.match_over = True
        self.count_finished(result)

    def count_finished(self, result: FeedResult) -> None:
        """Hook: a hand (and perhaps the match) ended — the statistics count it (here and nowhere
        else) and a finished match's save goes. A replay (scenes/replay) shows hands already
        counted: it counts nothing and keeps the save."""
        from ..saved_match import clear_saved_match
        from ..people import note_hand
        from ..statistics import record_hand, record_match

        storage, match, first = self.app.storage, self.match, self.hotseat.first_person
        if result.hand_over and self.obs.result is not None:
            record_hand(storage, match.variant, match.players, self.obs.result.sheet, first,
                        hints=self.controller.hints_used())
            note_hand(storage, match.variant, match.players, self.obs.result.sheet.outcomes)
        if result.match_over:
            clear_saved_match(storage, match.variant)
            record_match(storage, match.variant, match.players, self.controller.scores(), first)

    def _open_result(self, due: FeedResult) -> None:
        """The result panel of the hand that ended, once its last animation has finished."""
        self._result_due = None
        self.result_panel = self.result_panel_for(self.obs.result, due.match_over or self.obs.phase == "match_over")
        self.app.stack.push(self.result_panel)

    @abstractmethod
    def result_panel_for(self, result, match_over: bool):
        """Hook: the family's result panel for ``result`` (the observation's)."""

    def to_menu(self) -> None:
        """菜单 on a result panel: back to the main menu (the match is saved or over)."""
        from ..menu import back_to_menu

        back_to_menu(self.app)

    def headline_seat(self) -> int | None:
        """Whose outcome a result panel's title speaks of: the one person's, none with several."""
        return None if self.hotseat.active else self.viewer

    def people_shown(self) -> frozenset:
        """The seats of the people at the computer, as panels mark them (none with one person)."""
        return frozenset(self.hotseat.people) if self.hotseat.active else frozenset()

    def autoplay_seats(self) -> frozenset:
        return frozenset(self.controller.autoplay) if self.controller is not None else frozenset()

    def viewer_on_autoplay(self) -> bool:
        return self.viewer is not None and self.controller is not None and self.viewer in self.controller.autoplay

    def corner_buttons(self, L, *, sort: bool = False) -> dict:
        """菜单 always; 托管 (and 理牌 where hands sort) for the person shown, not under a hand-off."""
        from .. import theme
        from ..widgets import Button

        tr = self.app.tr
        below_menu = L.menu_rect.move(0, L.menu_rect.height + theme.sizes(L.size[1]).pad // 2)
        corner = {"menu": Button(L.menu_rect, tr("table.menu"), action="menu", hotkey="Esc")}
        if self.SIDE_PANEL:
            corner["log"] = Button(below_menu, tr("table.side.button"), action="log", hotkey="L",
                                   primary=self.side.open)
        if self.viewer is not None and self.hotseat.handing_to is None:
            on = self.viewer_on_autoplay()
            corner["autoplay"] = Button(L.autoplay_rect, tr("table.autoplay_cancel" if on else "table.autoplay"),
                                        action="autoplay", primary=on)
            if sort:
                corner["sort"] = Button(L.sort_rect, tr("table.sort"), action="sort", hotkey="T")
        return corner

    def press_corner(self, pos) -> bool:
        """A click on a corner button (菜单, 托管 …) does what it says — also while the result panel
        is open over the table, which passes such clicks down: every control shown is live."""
        button = next((b for b in self.corner.values() if b.hit(pos)), None) if isinstance(self.corner, dict) else None
        return button is not None and self.corner_action(button.action)

    def corner_action(self, action: str) -> bool:
        """菜单 and 托管; a family adds its own corner buttons (理牌, 上一墩 …). False: not one."""
        if action == "menu":
            self.open_menu()
        elif action == "autoplay":
            self.toggle_autoplay()
        elif action == "log":
            self.toggle_side(LOG)
        else:
            return False
        return True

    def resume(self) -> None:
        """Back from the menu or settings: the language, the animations or the card back may have changed."""
        if self.app is not None:
            self.anims.factor = self.app.settings.animation_factor
            self.layout(self.app.size)
            self.refresh(force=True)

    def retranslate(self) -> None:
        """The language changed, perhaps over the result panel: the buttons (made in ``layout``)
        and the seat names and calls of the view (made from the observation) are made again. The
        note in the status line is a moment's news in the old language: it goes."""
        self.note, self._pending_note = "", ""
        self.rebuild_log()
        self.resume()

    def pause(self) -> None:
        """Something opened over the table (the pause menu, settings, a dialog): the table is not
        updated meanwhile, so what is moving is finished now — a kitty turning over or a play
        sliding in is drawn in its final place behind the menu, never frozen half-way."""
        self.anims.skip()

    def show_note(self, text: str, urgent: bool = True) -> None:
        """A sentence in the status line for a moment; news (not urgent) never hides "your turn".

        An urgent note — a hint's reason, a refusal: what the person asked or must read — keeps
        the status line for its moment: news arriving meanwhile (the computer players' bets at
        21点, who played what) does not replace it; that news is in the log (记录) all the same.
        Once the person on screen has moved, the note no longer applies and news shows again."""
        moves = len(self.match.actions) if self.match is not None else 0
        if not urgent and self.note and self.note_urgent and self.clock < self.note_until \
                and not self._moved_since(getattr(self, "_note_moves", 0)):
            return
        self.note, self.note_until, self.note_urgent = text, self.clock + self.NOTE_SECONDS, urgent
        self._note_moves = moves

    def _moved_since(self, moves: int) -> bool:
        """Whether the person on screen has made a move since the match's ``moves``-th."""
        actions = self.match.actions[moves:] if self.match is not None else ()
        return any(seat == self.viewer for seat, _ in actions)

    def hint_with_reason(self) -> tuple[Any, str | None]:
        """The viewer's hint and, in the viewer's language, the computer player's own reason for
        it (None when its policy gave none) — one place for every family's 提示."""
        get = getattr(self.controller, "hint_decision", None)
        if get is None:
            return self.controller.hint(self.viewer), None
        decision = get(self.viewer)
        if decision is None:
            return None, None
        return decision.action, reason_text(decision.reason, self.app.tr)

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
        self.paint_focus()
        if self._result_due is not None and not self.anims.busy:
            self._open_result(self._result_due)
        mine = self.my_turn()
        if mine and not self._was_my_turn:
            self.app.audio.play("turn")
        self._was_my_turn = mine

    def _move_on(self, dt: float) -> list:
        """The match's next move, if one is ready (the 升级 table paces its deal here)."""
        return self.controller.poll()

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

    # the keyboard focus (scenes/table/key_focus.py) -----------------------------------------
    def decision_buttons(self) -> list:
        """Hook: the buttons of the decision the viewer is asked now (the action bar's …)."""
        return []

    def hand_takes_keys(self) -> bool:
        """Hook: the viewer picks cards or tiles from the hand now (the hand is a stop of the ring)."""
        return False

    def focus_on_hand(self) -> None:
        """Hook: the focus has come to the hand (Tab, Esc): a cursor on a card, so it shows."""

    def focus_buttons(self) -> list:
        """Every button Tab reaches, in its order: the decision's, then the corner's."""
        corner = list(self.corner.values()) if isinstance(self.corner, dict) else []
        return [*self.decision_buttons(), *corner]

    def resting_button(self):
        """The button marked while the focus is on the table: with no hand to pick from, the one
        Enter presses (the decision's primary), once the keyboard is in use."""
        if not self.key_focus.shown or self.hand_takes_keys():
            return None
        return next((b for b in self.decision_buttons() if b.primary and b.enabled), None)

    def paint_focus(self) -> None:
        """After every frame's changes: the focus ring goes on the focused button."""
        self.key_focus.paint(self.focus_buttons(), self.resting_button())

    def focus_intent(self, intent: it.Intent) -> bool:
        """Tab / Shift+Tab, and Enter, Space, ←/→ and Esc while a button has the focus — the same
        at every table, before the family's own keys (scenes/table/key_focus.py). A click hides
        the focus. True: consumed."""
        focus, kind = self.key_focus, intent.kind
        if kind == it.PRESS:
            focus.hide()
            return False
        if kind in (it.FOCUS_NEXT, it.FOCUS_PREV):
            focus.step(self.focus_buttons(), 1 if kind == it.FOCUS_NEXT else -1, self.hand_takes_keys())
            if focus.target is None:
                self.focus_on_hand()
        elif (button := focus.find(self.focus_buttons())) is None:
            if kind in (it.LEFT, it.RIGHT, it.UP, it.DOWN, it.SELECT):
                focus.shown = True          # the keyboard is in use: the cursor shows
            return False
        elif kind in (it.CONFIRM, it.PASS):
            self.anims.skip()               # as a click does
            self._press(button.rect.center)
        elif kind == it.BACK:
            focus.to_hand()
            self.focus_on_hand()
        elif kind in (it.LEFT, it.RIGHT):
            focus.step(self.focus_buttons(), -1 if kind == it.LEFT else 1, hand=False)
        else:
            return False
        self.paint_focus()
        return True

    def _press(self, pos) -> None:
        """Hook: a click at ``pos`` (a family's: its corner buttons first, then its own controls)."""
        self.press_corner(pos)

    # hot-seat (tables with ``hotseat``, ``handoff`` and ``_set_viewer``) -----------------------
    def bottom_seat(self) -> int | None:
        """The seat drawn at the bottom: the viewer, or the person being handed the computer
        (so the table does not turn round when they confirm)."""
        return self.viewer if self.viewer is not None else self.hotseat.handing_to

    def _follow(self) -> None:
        """Before anything of a move is shown: hand off if another person decides next."""
        if self.controller is None or not self.hotseat.follow(self.controller.to_act(), self.controller.away()):
            return
        self._set_viewer(self.hotseat.viewer)

    def _set_viewer(self, viewer: int | None) -> None:
        """The person shown changes (a hand-off, or nobody while the computer is passed on)."""
        self.viewer = viewer
        if self.feed is not None:
            self.feed.viewer = viewer
        self.key_focus.to_hand()
        self.forget_viewer()
        self.obs = None
        self.refresh(force=True)
        if self._handling:
            self._log_stale = True          # the move being shown is in the history already
        else:
            self.rebuild_log()
        self.layout(self.app.size)

    def forget_viewer(self) -> None:
        """Hook: drop what belonged to the person shown before (their selection, their view)."""

    # the play log and the card tracker ----------------------------------------------------
    def rebuild_log(self) -> None:
        """Write the play log again from the hand's history as the seat on screen saw it: after a
        hand-off (the next person must not read the last one's private lines), a change of
        language, or a saved match opened again. The family's own feed writes it, silently."""
        if self.controller is None or self.feed is None:
            return
        silent = self.make_feed()
        silent.queue, silent.play_sound, silent.viewer = AnimationQueue(), lambda name: None, self.viewer
        silent.handle(self.controller.hand_events(self.viewer))
        self.feed.log = silent.log

    def tracker(self):
        """The 记牌器 of the seat on screen, counted from its observation alone (None: nobody's)."""
        from engine.tracker import track

        return track(self.match.variant, self.obs) if self.obs is not None and self.viewer is not None else None

    #: The narrowest table the open side panel may leave, as width ÷ height (and never under 1024
    #: pixels): the tables are drawn for 16:10 and wider, and stay whole down to 3:2. In a window
    #: with room beyond that the panel stands beside the table, which is laid out in the room left;
    #: in a narrower one the panel lies over the table's right side.
    DOCKED_TABLE_ASPECT = 1.5

    def docked_width(self, size) -> int:
        """How much of the window's width the open side panel takes from the table (0: none)."""
        from .. import theme

        if not (self.SIDE_PANEL and self.side.open):
            return 0
        room = min(size[0] - max(1024, round(size[1] * self.DOCKED_TABLE_ASPECT)), round(size[0] * 0.3))
        return room if room >= 12 * theme.sizes(size[1]).body else 0

    def table_size(self, size) -> tuple[int, int]:
        """The size a family lays its table out in: the window less a docked side panel."""
        self._window = tuple(size)
        return (size[0] - self.docked_width(size), size[1])

    def side_area(self):
        """Where 出牌记录 / 记牌器 open: docked at the window's right edge beside the table when the
        window is wide enough, else over the right side of the table — below the corner buttons,
        above the player's own hand and buttons, which it never covers."""
        import pygame

        from .. import theme

        L, size = self.layout_, getattr(self, "_window", self.app.size)
        s = theme.sizes(size[1])
        docked = self.docked_width(size)
        if docked:
            return pygame.Rect(size[0] - docked, s.pad, docked - s.pad, size[1] - 2 * s.pad)
        bottoms = [r.top for r in (getattr(L, "bar_rect", None), getattr(L, "hand_rect", None)) if r is not None]
        top = (self.corner["log"].rect.bottom if "log" in self.corner else L.menu_rect.bottom) + s.pad // 2
        width = min(max(round(L.size[0] * 0.3), 18 * s.body), L.size[0] // 2)
        area = pygame.Rect(L.menu_rect.right - width, top, width, max(4 * s.body, min(bottoms) - s.pad - top))
        return self.clear_of_buttons(area, s)

    def clear_of_buttons(self, area, s):
        """The side panel lying over the table, kept off every button the table shows now (the
        decision's and the corner's: what Tab reaches). The action bar's row is below it already,
        but a decision may stack more rows above it (打撇's 13 bids in two rows at 1024×640): the
        panel's foot rises above a button in its lower half, its head drops below one in its upper
        half — a control on screen is never covered, nor are clicks on it swallowed by the panel."""
        area = area.copy()
        least = 4 * s.body
        for button in self.focus_buttons():
            rect = getattr(button, "rect", None)
            if rect is None or not rect.colliderect(area):
                continue
            if rect.centery >= area.centery:
                area.height = max(least, rect.top - s.pad // 2 - area.top)
            else:
                bottom = area.bottom
                area.top = min(rect.bottom + s.pad // 2, bottom - least)
                area.height = bottom - area.top
        return area

    def fold_side(self) -> None:
        """A new hand: a side panel lying over the table (a window too narrow to dock it) goes back
        to how the table opened — closed, or the 记牌器 with that setting. The log and the tracker
        start afresh with the hand, so an open log would show nothing yet while it hides the right
        seat's panel and play at the deal; a docked panel takes none of the table and stays."""
        if not self.SIDE_PANEL or not self.side.open or self.app is None or self.docked_width(self.app.size):
            return
        tab = TRACKER if self.app.settings.tracker else None
        if self.side.tab != tab:
            self.side.tab, self.side.scroll = tab, 0
            self.layout(self.app.size)

    def toggle_side(self, tab: str) -> None:
        self.side.toggle(tab)
        if self.app is not None:
            self.layout(self.app.size)      # the button lights up; a docked panel takes its room

    def side_intent(self, intent: it.Intent) -> bool:
        """L and J, clicks on the open panel (its tabs), and the wheel while it is open (it scrolls
        the log wherever the pointer is: see SidePanel.wheel): handled here the same way at every
        table, before the family's own controls. True: consumed."""
        if not self.SIDE_PANEL:
            return False
        if intent.kind == it.LOG:
            self.toggle_side(LOG)
        elif intent.kind == it.TRACKER:
            self.toggle_side(TRACKER)
        elif intent.kind == it.WHEEL:
            return self.side.wheel(intent.pos, intent.amount)
        elif intent.kind == it.PRESS and self.hotseat.handing_to is None:
            return self.side.press(intent.pos)
        else:
            return False
        return True

    def draw_side(self, surface) -> None:
        """The open panel, over the table — not while the computer is being handed on."""
        if not self.side.open or self.layout_ is None or self.hotseat.handing_to is not None:
            return
        from .. import theme

        self.side.draw(surface, self.side_area(), self.feed.log,
                       self.tracker() if self.side.tab == TRACKER else None, theme.sizes(self.layout_.size[1]),
                       self.app.tr)

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


def autosave(storage, match: Match) -> None:
    """After every action: the match into its save slot, and a hand that has just ended into the
    finished hands kept for 牌局回放 (issue 29, scenes/replays_store.py)."""
    from ..replays_store import keep_finished_hand
    from ..saved_match import save_match

    save_match(storage, match)
    keep_finished_hand(storage, match)
