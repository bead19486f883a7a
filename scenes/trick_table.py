"""The 升级 / 拖拉机 table scene (family "trick"): a thin coordinator, like the 斗地主 table.

How a frame flows: intents change only the viewer's working state (selection,
cursor, the 上一墩 view) or go to the controller as engine actions; events feed
the animation queue, sounds and log (:mod:`scenes.trick.feed`); the model is
rebuilt from the viewer's observation after every move (:mod:`scenes.trick.model`)
and painted by :mod:`scenes.trick.painter`. Drawing never changes anything.

The deal is paced by the table (:mod:`scenes.trick.deal`): one card per short
step, computer players asked whether to declare between cards, the viewer's
declare buttons live all along. After the deal the controller moves the
computer players as at every table; they wait for the animations, so each play,
each finished trick and its gathering to the winner can be followed.
"""
from __future__ import annotations

import pygame

from engine.actions import Action, Pass, Play
from engine.errors import RuleError
from engine.match import Match
from engine.dapie.actions import PutBack
from engine.shengji.actions import Bury, Declare

from . import intents as it
from .saved_match import clear_saved_match
from .table.base import TableScene
from .statistics import record_hand, record_match
from .table.action_bar import HINT
from .table.feed import FeedResult
from .table.hints import HintCycle
from .trick import layout as trick_layout
from .trick import game_for
from .trick.controls import TrickBar, decide, reason_text
from .trick.deal import DEAL_STEP, DealDriver
from .trick.feed import TrickFeed, suit_name
from .trick.hand import TrickHand
from .trick.model import TrickModel, build
from .trick.painter import TrickPicture, draw_table
from .trick.result_panel import ShengjiResultPanel
from .widgets import Button

NOTE_SECONDS = 2.6


class TrickTable(TableScene):
    NOTE_SECONDS = NOTE_SECONDS

    def __init__(self, match: Match, *, threaded: bool = True, bot_delay: float | None = None) -> None:
        super().__init__(match, threaded=threaded, bot_delay=bot_delay)
        #: what a game other than 升级 adds (打撇: scenes/trick/dapie.py); None: 升级 itself
        self.game = game_for(match.variant)
        self.hand = self.game.new_hand() if self.game is not None else TrickHand()
        self.bar = self.game.new_bar() if self.game is not None else TrickBar()
        self.hints = HintCycle()
        self.dealer = DealDriver(match.seed)
        self.model: TrickModel | None = None
        self.note_urgent = False
        self.show_last = False

    # lifecycle ---------------------------------------------------------------------------
    def enter(self) -> None:
        app = self.app
        self.start_controller()
        self.anims.factor = app.settings.animation_factor
        feed_class = self.game.feed_class if self.game is not None else TrickFeed
        self.feed = feed_class(self.viewer, self.anims, app.tr, self.name_of, app.audio.play)
        self._follow()
        if not self.match.actions:
            self._handle(list(getattr(self.match.state, "initial_events", ())))
        self.refresh(force=True)
        if self.model.phase in ("hand_over", "match_over") and self.model.result is not None:
            self._result_due = FeedResult(hand_over=self.model.result, match_over=self.model.phase == "match_over")

    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        state = self.match.state
        max_hand = self.game.max_hand(state) if self.game is not None else state.hand_size + state.kitty_size
        L = self.layout_ = trick_layout.compute(size, max_hand)
        self.hand.layout(L.hand_rect, L.hand_card_w, L.lift, L.row_offset)
        tr = self.app.tr
        self.corner = {
            "menu": Button(L.menu_rect, tr("table.menu"), action="menu", hotkey="Esc"),
            "last": Button(L.last_rect, tr("table.sj.last_trick"), action="last", primary=self.show_last),
        }
        if self.viewer is not None and self.hotseat.handing_to is None:
            on = self.controller is not None and self.viewer in self.controller.autoplay
            self.corner["autoplay"] = Button(L.autoplay_rect, tr("table.autoplay_cancel" if on else "table.autoplay"),
                                             action="autoplay", primary=on)
            self.corner["sort"] = Button(L.sort_rect, tr("table.sort"), action="sort", hotkey="T")
        if self.model is not None:
            self._sync_bar()

    # names ----------------------------------------------------------------------------------
    def name_of(self, seat: int) -> str:
        """The seat's name for the whole match (scenes.table.seat_names): the person's, else 你;
        computers 电脑n with several people, else 下家 / 对家 / 上家 from the one person."""
        from .table.seat_names import seat_name

        words = {trick_layout.RIGHT: "table.seat.right", trick_layout.TOP: "table.seat.top",
                 trick_layout.LEFT: "table.seat.left"}
        return seat_name(self.app.tr, self.match.players, seat,
                         lambda seat, person: words.get(trick_layout.position_of(seat, person)))


    # hot-seat ---------------------------------------------------------------------------------
    def _follow(self) -> None:
        """While the cards of a hot-seat deal arrive nobody's hand shows (everyone declares in
        turn once it is over); otherwise hand off to the person the engine asks next."""
        state = self.match.state
        if self.hotseat.active and state.phase == "deal" and not state.reviewing:
            if self.hotseat.hide():
                self._set_viewer(None)
            return
        super()._follow()

    def _set_viewer(self, viewer: int | None) -> None:
        self.viewer = viewer
        if self.feed is not None:
            self.feed.viewer = viewer
        self.hand.clear()
        self.show_last = False
        self.model = None
        self.refresh(force=True)
        self.layout(self.app.size)

    # the model ------------------------------------------------------------------------------
    def refresh(self, force: bool = False) -> None:
        count = len(self.match.actions)
        if not force and count == self._seen and self.model is not None:
            return
        self._seen = count
        obs = self.match.state.observe(self.viewer)
        autoplay = frozenset(self.controller.autoplay) if self.controller else frozenset()
        people = frozenset(self.hotseat.people) if self.hotseat.active else frozenset()
        if self.game is not None:
            self.model = self.game.build(obs, self.viewer, self.name_of, autoplay, self.bottom_seat(), people,
                                         self.app.tr)
            self.hand.set_hand(obs.hand, obs.context, self.game.hand_kitty(obs))
            self.hints.reset()
            self._sync_bar()
            return
        self.model = build(obs, self.viewer, self.name_of, autoplay, show_finished=True, bottom=self.bottom_seat(),
                           people=people)
        self.hand.set_hand(obs.hand, obs.context, obs.kitty if obs.phase == "bury" else ())
        self.hints.reset()
        self._sync_bar()

    def my_turn(self) -> bool:
        """The viewer must decide now: bury, play, or (declaring in turn) declare or pass."""
        return (self.model is not None and self.viewer is not None
                and (self.model.viewer_to_act or self.model.review_seat == self.viewer)
                and self.controller is not None and self.controller.is_human(self.viewer))

    def _sync_bar(self) -> None:
        if self.layout_ is None or self.app is None:
            return
        L = self.layout_
        self.bar.band = (L.seat_rects[trick_layout.BOTTOM].right + L.sizes.pad, L.sort_rect.left - L.sizes.pad)
        decision = self.game.decide(self) if self.game is not None else decide(self)
        self.bar.rebuild(decision, L.bar_rect, L.reason_pos, self.app.tr, L.sizes.body)

    # input ---------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None or self.model is None:
            return False
        kind = intent.kind
        if self.hotseat.handing_to is not None:
            return self._handoff_intent(intent)
        if self._card_pointer(intent):
            return True
        if kind in (it.ALT_PRESS, it.CLEAR):
            self.hand.release()
            self.show_last = False
            if self.hand.clear():
                self._sync_bar()
        elif kind == it.CONFIRM:
            self._confirm()
        elif kind == it.PASS:
            if self.bar.enabled(Pass()):
                self.act(Pass())
        elif kind == it.HINT:
            self._hint()
        elif kind == it.BACK:
            if self.show_last:
                self.show_last = False
            else:
                self.open_menu()
        elif kind in (it.LEFT, it.RIGHT):
            step = -1 if kind == it.LEFT else 1
            if (self.model.phase == "deal" or self.game is not None and self.game.button_phase(self.model.phase)) \
                    and self.bar.buttons:
                self.bar.step_focus(step)
            else:
                self.hand.move_cursor(step)
        elif kind in (it.SELECT, it.UP, it.DOWN):
            self._cursor_select(kind)
        elif kind == it.SORT:
            self.hand.toggle_sort()
        elif kind == it.LOG:
            self.toggle_last()
        else:
            return False
        return True

    def _press(self, pos) -> None:
        for button in self.corner.values():
            if button.hit(pos):
                self._corner(button.action)
                return
        if self.show_last:
            self.show_last = False
            self.layout(self.app.size)
            return
        action = self.bar.action_at(pos)
        if action is not None:
            self.act(action)
            return
        if self.bar.contains(pos):
            return
        if self.model.viewer is not None and self.hand.press(pos):
            self._sync_bar()

    def _corner(self, action: str) -> None:
        if action == "menu":
            self.open_menu()
        elif action == "autoplay":
            self.toggle_autoplay()
        elif action == "sort":
            self.hand.toggle_sort()
        elif action == "last":
            self.toggle_last()

    def toggle_last(self) -> None:
        """上一墩: show (or hide) the previous trick; nothing to show before the first one ends."""
        self.show_last = not self.show_last and self.model.last_trick is not None
        if self.app is not None:
            self.layout(self.app.size)

    def _cursor_select(self, kind: str) -> None:
        index = self.hand.cursor
        if kind == it.SELECT or index is None:
            self.hand.toggle_cursor()
        else:
            card = self.hand.cards[index]
            if (card in self.hand.selected) != (kind == it.UP):
                self.hand.toggle(index)
        self._sync_bar()

    def _confirm(self) -> None:
        phase = self.model.phase
        if self.game is not None:
            self.game.confirm(self)
            return
        if phase == "play" and self.my_turn():
            self.act(Play(self.hand.selection))
        elif phase == "bury" and self.my_turn():
            self.act(Bury(self.hand.selection))
        elif phase == "deal":
            action = self.bar.focused_action()
            if action is not None:
                self.act(action)
        elif self.viewer is not None and phase == "play":
            self.show_note(self.app.tr("reason.not_your_turn"))

    def _hint(self) -> None:
        if not self.my_turn():
            return
        suggestion = self.hints.next(self.controller, self.match.state, self.viewer, len(self.match.actions))
        if isinstance(suggestion, (Play, Bury, PutBack)):
            self.hand.set_selection(suggestion.cards)
        self._sync_bar()

    def act(self, action: Action | str) -> bool:
        """The viewer's decision (a button, a key, a test). Refusals show the reason; nothing changes."""
        if action == HINT:
            self._hint()
            return False
        if self.viewer is None or self.controller is None or not self.controller.is_human(self.viewer):
            return False
        state = self.match.state
        if isinstance(action, Pass) and self.model.phase == "deal" and not state.reviewing:
            self.dealer.person_passes(state)
            self._sync_bar()
            return True
        if not isinstance(action, Declare) and not self.my_turn():
            return False
        try:
            events = self.controller.submit(self.viewer, action)
        except RuleError as error:
            self.show_note(reason_text(error, self.app.tr))
            self._sync_bar()
            return False
        if isinstance(action, (Play, Bury, PutBack)):
            self.hand.clear()
        self.note = ""          # an old refusal no longer applies
        self._handle(events)
        return True

    # the match moving on -----------------------------------------------------------------
    def next_hand(self) -> None:
        self.result_panel = None
        self.show_last = False
        try:
            events = self.controller.next_hand()
        except RuleError:
            return
        self.dealer.reset()
        self._handle(events)

    def _handle(self, events) -> None:
        self._follow()
        result = self.feed.handle(events)
        if result.note:
            self.show_note(result.note, urgent=False)
        if result.hand_over is not None:
            r = result.hand_over
            if self.game is not None:
                deltas = list(r.deltas)
            else:
                deltas = [r.levels_after[s % 2] - r.levels_before[s % 2] for s in range(4)]
            record_hand(self.app.storage, self.match.variant, self.match.players, deltas,
                        self.hotseat.first_person)
            self._result_due = result
        if result.match_over:
            clear_saved_match(self.app.storage, self.match.variant)
            record_match(self.app.storage, self.match.variant, self.match.players, self.match.state.scores,
                         self.hotseat.first_person)
        self.refresh(force=True)

    def _move_on(self, dt: float) -> list:
        """During the deal the table paces it (cards, and the computer players' declarations)."""
        if self.match.state.phase == "deal":
            return self.dealer.advance(self.controller, self.match.state, dt, self.anims.factor)
        return self.controller.poll()

    def _open_result(self, due: FeedResult) -> None:
        from .menu import back_to_menu

        self._result_due = None
        if self.game is not None:
            self.result_panel = self.game.result_panel(self, due, self.next_hand, lambda: back_to_menu(self.app))
            self.app.stack.push(self.result_panel)
            return
        self.result_panel = ShengjiResultPanel(
            self.model.hand_no, due.hand_over, None if self.hotseat.active else self.viewer, self.model.phase == "match_over", self.name_of,
            self.next_hand, lambda: back_to_menu(self.app), on_back=self.open_menu, art=self.app.art)
        self.app.stack.push(self.result_panel)

    # drawing -----------------------------------------------------------------------------
    def status(self) -> tuple[str, bool]:
        """The status sentence and whether it asks the viewer to act."""
        text, mine = self.game.status(self) if self.game is not None else self._status()
        if self.note and self.clock < self.note_until and (self.note_urgent or not mine):
            text, mine = self.note, False
        return text, mine

    def _status(self) -> tuple[str, bool]:
        """升级's status sentence (without the note)."""
        tr, model = self.app.tr, self.model
        autoplay = self.viewer is not None and self.controller is not None and self.viewer in self.controller.autoplay
        text, mine = "", False
        phase = model.phase
        if phase == "deal":
            if model.review_seat is not None and model.review_seat == self.viewer:
                text, mine = tr("table.sj.status.declare_turn"), True
            elif model.review_seat is not None:
                text = tr("table.sj.status.declare_waiting", name=self.name_of(model.review_seat))
            elif self.bar.decision is not None and self.bar.decision.can_pass:
                text, mine = tr("table.sj.status.declare_last"), True
            elif model.standing is not None:
                text = tr("table.sj.status.standing", name=self.name_of(model.standing[0]),
                          suit=suit_name(model.trump_suit.value if model.trump_suit else None, tr))
            elif self.match.state.declares_after_deal:
                text = tr("table.sj.status.dealing_after")
            else:
                text = tr("table.sj.status.dealing")
        elif phase == "match_over":
            text = tr("table.status.match_over")
        elif phase == "hand_over":
            text = tr("table.status.hand_over")
        else:
            acting = next((s for s in model.seats if s.acting), None)
            if acting is not None:
                if acting.is_viewer and autoplay:
                    text = tr("table.status.autoplay")
                elif acting.is_viewer:
                    mine = True
                    if phase == "bury":
                        text = tr("table.sj.status.your_bury", count=model.kitty_size)
                    elif not any(s.play for s in model.seats) or model.trick_seen_done:
                        text = tr("table.sj.status.your_lead")
                    else:
                        text = tr("table.sj.status.your_follow")
                else:
                    key = "table.sj.status.burying" if phase == "bury" else "table.status.playing"
                    text = tr(key, name=acting.name)
        return text, mine

    def picture(self) -> TrickPicture:
        text, mine = self.status()
        anims = self.anims
        lingering = any(anims.progress(k) is not None or anims.pending(k) for k in ("linger", "gather"))
        show_done = self.model.trick_seen_done and (anims.factor <= 0 or lingering)
        return TrickPicture(
            model=self.model, layout=self.layout_, hand=self.hand, bar=self.bar, anims=anims,
            corner_buttons=list(self.corner.values()), status=text, status_mine=mine, clock=self.clock,
            back_colour=self.app.settings.card_back, show_bar=self.bar.decision is not None,
            show_done=show_done, show_last=self.show_last, deal_progress=self._deal_progress(),
            top_bar=self.game.draw_top_bar if self.game is not None else None,
            extra=self.game.draw_extra if self.game is not None else None)

    def _deal_progress(self) -> float | None:
        """How far the last dealt card has flown (the time since it, over one deal step)."""
        if self.model.phase != "deal" or self.anims.factor <= 0 or self.model.review_seat is not None:
            return None
        return min(1.0, self.dealer.timer / (DEAL_STEP * self.anims.factor))

    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None or self.model is None or self.layout_ is None:
            return
        draw_table(surface, self.app, self.picture())
        if self.hotseat.handing_to is not None:
            self.handoff.draw(surface, self.app.tr, self.name_of(self.hotseat.handing_to))
