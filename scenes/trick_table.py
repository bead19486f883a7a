"""The four-seat trick table scene (升级 / 拖拉机 / 三副牌 and 打撇): a thin coordinator.

How a frame flows: intents change only the viewer's working state (selection,
cursor, the 上一墩 view) or go to the controller as engine actions; events feed
the animation queue, sounds and log (the game's feed); the model is rebuilt from
the viewer's observation after every move and painted by :mod:`scenes.trick.painter`.
Drawing never changes anything.

What differs between the games — their phases, words, top bar, result — comes from
the game's overlay (:mod:`scenes.trick.overlay`; 升级 in :mod:`scenes.trick.shengji`,
打撇 in :mod:`scenes.trick.dapie`), chosen by the variant id; the table never asks
which game it plays.

A deal phase is paced by the table (:mod:`scenes.trick.deal`): one card per short
step, computer players asked whether to declare between cards, the viewer's
declare buttons live all along. After the deal the controller moves the
computer players as at every table; they wait for the animations, so each play
can be followed, and a finished trick stays on the table until the next lead
(which first sweeps it to its winner).
"""
from __future__ import annotations

import pygame

from engine.actions import Action, Pass
from engine.errors import RuleError
from engine.match import Match

from . import intents as it
from .table.action_bar import HINT
from .table.card_table import CardTable
from .table.hint_note import reason_text as hint_sentence
from .table.hints import HintCycle
from .trick import game_for
from .trick import layout as trick_layout
from .trick.controls import reason_text
from .trick.deal import DEAL_STEP, DealDriver
from .trick.painter import TrickPicture, badge_rect, draw_table
from .widgets import Button

NOTE_SECONDS = 2.6


class TrickTable(CardTable):
    NOTE_SECONDS = NOTE_SECONDS

    def __init__(self, match: Match, *, threaded: bool = True, bot_delay: float | None = None) -> None:
        super().__init__(match, threaded=threaded, bot_delay=bot_delay)
        #: the game's overlay (scenes/trick/overlay.py): 升级, 打撇
        self.game = game_for(match.variant)
        self.hand = self.game.new_hand()
        self.bar = self.game.new_bar()
        self.hints = HintCycle()
        self.dealer = DealDriver(match.seed)
        self.model = None
        self.note_urgent = False
        self.show_last = False
        #: the most cards a hand holds (from what anybody at the table sees)
        self.max_hand = self.game.max_hand(match.observe(None))

    # the lifecycle's hooks (scenes/table/base.py) ---------------------------------------------
    def make_feed(self):
        return self.game.feed_class(self.viewer, self.anims, self.app.tr, self.name_of, self.app.audio.play)

    def on_next_hand(self) -> None:
        self.show_last = False
        self.dealer.reset()

    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        L = self.layout_ = trick_layout.compute(self.table_size(size), self.max_hand)
        self.hand.layout(L.hand_rect, L.hand_card_w, L.lift, L.row_offset)
        corner = self.corner_buttons(L, sort=True)
        self.corner = {"menu": corner.pop("menu"),
                       "last": Button(L.last_rect, self.app.tr("table.sj.last_trick"), action="last",
                                      primary=self.show_last), **corner}
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
        """While the game hides every hand (a hot-seat deal arriving) nobody's hand shows;
        otherwise hand off to the person the engine asks next."""
        if self.hotseat.active and self.controller is not None \
                and self.game.hides_hands(self.controller.observe(None)):
            if self.hotseat.hide():
                self._set_viewer(None)
            return
        super()._follow()

    def forget_viewer(self) -> None:
        self.hand.clear()
        self.show_last = False
        self.model = None

    # the model ------------------------------------------------------------------------------
    def rebuild(self, obs, moved: bool) -> None:
        self.model = self.game.build(obs, self.viewer, self.name_of, self.autoplay_seats(), self.bottom_seat(),
                                     self.people_shown(), self.app.tr)
        self.hand.set_hand(obs.hand, obs.context, self.game.hand_kitty(obs))
        self.hints.reset()
        self._sync_bar()

    def viewer_to_act(self) -> bool:
        """The viewer must decide now: play, bury, bid … or (declaring in turn) declare or pass."""
        return self.model is not None and (self.model.viewer_to_act or self.model.review_seat == self.viewer)

    def _sync_bar(self) -> None:
        if self.layout_ is None or self.app is None:
            return
        L = self.layout_
        # between the viewer's panel (as wide as its name and badges need) and the 理牌 button (as
        # wide as its words need): the buttons never run under either
        badge = L.seat_rects[trick_layout.BOTTOM]
        if self.model is not None:
            badge = badge_rect(self.model.seat_at(trick_layout.BOTTOM), badge, L.sizes, self.app.tr)
        sort = self.corner["sort"].rect if "sort" in getattr(self, "corner", {}) else L.sort_rect
        self.bar.band = (badge.right + L.sizes.pad, sort.left - L.sizes.pad)
        decision = self.game.decide(self)
        self.bar.rebuild(decision, L.bar_rect, L.reason_pos, self.app.tr, L.sizes.body)

    # input ---------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None or self.model is None:
            return False
        kind = intent.kind
        if self.hotseat.handing_to is not None:
            return self._handoff_intent(intent)
        if self.side_intent(intent):
            return True
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
            if self.game.button_phase(self.model.phase) and self.bar.buttons:
                self.bar.step_focus(step)
            else:
                self.hand.move_cursor(step)
        elif kind in (it.SELECT, it.UP, it.DOWN):
            self._cursor_select(kind)
        elif kind == it.SORT:
            self.hand.toggle_sort()
        else:
            return False
        return True

    def _press(self, pos) -> None:
        if self.press_corner(pos):
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

    def corner_action(self, action: str) -> bool:
        if action == "last":
            self.toggle_last()
            return True
        return super().corner_action(action)

    def toggle_last(self) -> None:
        """上一墩: show (or hide) the previous trick; nothing to show before the first one ends."""
        self.show_last = not self.show_last and self.model.last_trick is not None
        if self.app is not None:
            self.layout(self.app.size)

    def _confirm(self) -> None:
        self.game.confirm(self)

    def _hint(self) -> None:
        if not self.my_turn():
            return
        suggestion = self.hints.next(self.controller, self.viewer, len(self.match.actions))
        why = hint_sentence(self.hints.reason, self.app.tr)
        if isinstance(suggestion, self.game.selection_actions):
            self.hand.set_selection(suggestion.cards)
        elif suggestion is None or not self._focus_button(suggestion):
            why = None                         # nothing shown: no sentence about it
        if why:
            self.show_note(why)                # in one line, why (issue 31)
        self._sync_bar()

    def _focus_button(self, action: Action) -> bool:
        """A decision made with buttons (打撇's bid, trump): the hinted one takes the bar's focus —
        Enter presses it, nothing is done for the person. False: no enabled button for it."""
        at = next((i for i, b in enumerate(self.bar.buttons) if b.action == action and b.enabled), None)
        if at is None:
            return False
        self.bar.focus = at
        self.bar._refocus()
        return True

    def act(self, action: Action | str) -> bool:
        """The viewer's decision (a button, a key, a test). Refusals show the reason; nothing changes."""
        if action == HINT:
            self._hint()
            return False
        if self.viewer is None or self.controller is None or not self.controller.is_human(self.viewer):
            return False
        if self.game.intercept(self, action):
            return True
        if not self.game.acts_out_of_turn(action) and not self.my_turn():
            return False
        try:
            events = self.controller.submit(self.viewer, action)
        except RuleError as error:
            self.show_note(reason_text(error, self.app.tr))
            self._sync_bar()
            return False
        if isinstance(action, self.game.selection_actions):
            self.hand.clear()
        self.note = ""          # an old refusal no longer applies
        self._handle(events)
        return True

    def dealer_passes(self) -> None:
        """不亮 at the end of a real-time deal: the deal may close."""
        self.dealer.person_passes(self.controller.state)
        self._sync_bar()

    # the match moving on -----------------------------------------------------------------
    def _move_on(self, dt: float) -> list:
        """During a deal the table paces it (cards, and the computer players' declarations)."""
        if self.obs is not None and self.obs.phase == "deal":
            return self.dealer.advance(self.controller, self.controller.state, dt, self.anims.factor)
        return self.controller.poll()

    def result_panel_for(self, result, match_over: bool):
        return self.game.result_panel(self, result, match_over)

    # drawing -----------------------------------------------------------------------------
    def status(self) -> tuple[str, bool]:
        """The status sentence and whether it asks the viewer to act."""
        text, mine = self.game.status(self)
        if self.note and self.clock < self.note_until and (self.note_urgent or not mine):
            text, mine = self.note, False
        return text, mine

    def picture(self) -> TrickPicture:
        text, mine = self.status()
        return TrickPicture(
            model=self.model, layout=self.layout_, hand=self.hand, bar=self.bar, anims=self.anims,
            corner_buttons=list(self.corner.values()), status=text, status_mine=mine, clock=self.clock,
            back_colour=self.app.settings.card_back, show_bar=self.bar.decision is not None,
            show_last=self.show_last, deal_progress=self._deal_progress(),
            top_bar=self.game.draw_top_bar, extra=self.game.draw_extra)

    def _deal_progress(self) -> float | None:
        """How far the last dealt card has flown (the time since it, over one deal step)."""
        if self.model.phase != "deal" or self.anims.factor <= 0 or self.model.review_seat is not None:
            return None
        return min(1.0, self.dealer.timer / (DEAL_STEP * self.anims.factor))

    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None or self.model is None or self.layout_ is None:
            return
        draw_table(surface, self.app, self.picture())
        self.draw_side(surface)
        if self.hotseat.handing_to is not None:
            self.handoff.draw(surface, self.app.tr, self.name_of(self.hotseat.handing_to))
