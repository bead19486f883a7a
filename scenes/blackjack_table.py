"""The 21点 table scene: a thin coordinator of input, controller, observation and animations.

The viewer is the person at the table (with several people, hot-seat: the one
whose turn is next, after a hand-off; None: a spectator, e.g. the smoke run, or
the public table under the hand-off overlay); what is drawn comes only from the
viewer's observation, so another seat's hole card
can never be painted. The controller moves the match (bots in a worker thread,
autosave after each action, NextHand); computer players move only when the card
animations are done, so every card can be followed. Between rounds the result
panel offers 下一局, 看牌 (fold it away to see every hand) or 离桌 (the Leave action
ends the match, after a confirmation); a viewer who cannot cover the minimum bet any
more can only leave. Keys: → 要牌, S or Space 停牌, ↑ 加倍, ↓ 分牌, H 提示 (as at every
other table: the suggested button is marked; in betting the suggested bet is filled in).
A person holding the bank has his buttons right under his cards at the top.
"""
from __future__ import annotations

import pygame

from engine.actions import Action
from engine.blackjack.actions import Bet, DoubleDown, Hit, Leave, Split, Stand
from engine.errors import RuleError
from engine.game import TABLE
from engine.match import Match

from . import intents as it
from .blackjack import controls
from .blackjack.feed import BlackjackFeed
from .blackjack.layout import compute, slot_order
from .blackjack.painter import BlackjackPicture, draw_table
from .blackjack.result_panel import BlackjackResultPanel
from .table.base import TableScene
from .table.result_panel import SeatLine

NOTE_SECONDS = 2.4


class BlackjackTable(TableScene):
    NOTE_SECONDS = NOTE_SECONDS
    SEAT_POSITION_NAMES = False     # seats in an arc: 玩家n, not 下家 / 上家

    def __init__(self, match: Match, *, threaded: bool = True, bot_delay: float | None = None) -> None:
        super().__init__(match, threaded=threaded, bot_delay=bot_delay)
        self.obs = None
        self.buttons: list = []
        self.pending_bet = 0
        self._layout_key = None
        #: (number of actions when H was pressed, the suggested action): marks its button until a move
        self.hinted: tuple[int, Action] | None = None

    # the lifecycle's hooks (scenes/table/base.py) ---------------------------------------------
    NOTE_WHEN_SETTLED = True      # news waits until the cards have landed: no spoilers
    SIDE_PANEL = False

    def make_feed(self) -> BlackjackFeed:
        return BlackjackFeed(self.viewer, self.anims, self.app.tr, self.name_of, self.app.audio.play)

    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None or self.obs is None:
            return
        order = slot_order(len(self.obs.seats), self.obs.banker, self.bottom_seat())
        centre = order.index(self.bottom_seat()) if self.bottom_seat() in order else None
        banker_view = self.bottom_seat() is not None and self.bottom_seat() == self.obs.banker
        self.layout_ = compute(size, len(order), centre, banker_view=banker_view)
        self._layout_key = (size, self.obs.banker, self.bottom_seat())
        self.corner = self.corner_buttons(self.layout_)
        self._sync_buttons()

    # hot-seat -----------------------------------------------------------------------------------
    def forget_viewer(self) -> None:
        self.pending_bet = 0
        self._layout_key = None

    # the model ---------------------------------------------------------------------------------
    def rebuild(self, obs, moved: bool) -> None:
        """The bet being made stays within what may be bet; the arc follows the bank."""
        if obs.phase != "bet":
            self.pending_bet = 0
        elif obs.bet_range is not None:
            self.pending_bet = min(self.pending_bet, max(0, obs.bet_range[1]))
        if self.app is not None and (self.layout_ is None
                                     or self._layout_key != (self.app.size, obs.banker, self.bottom_seat())):
            self.layout(self.app.size)  # first time, or the bank moved (轮流坐庄): the arc changes
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        if self.layout_ is None or self.app is None:
            return
        L, tr, s = self.layout_, self.app.tr, self.layout_.sizes
        self.buttons = []
        if not self.my_turn():
            return
        phase = self.obs.phase
        if phase == "bet":
            low, high = self.obs.bet_range
            last = self.obs.seats[self.viewer].last_bet
            self.buttons = controls.bet_buttons(L.bar_rect, s, tr, self.pending_bet, low, high, last)
        hinted = self.hinted[1] if self.hinted is not None and self.hinted[0] == len(self.match.actions) else None
        if phase == "play":
            self.buttons = controls.play_buttons(L.bar_rect, s, tr, self.legal_actions(), hinted)
        elif phase == "banker":
            self.buttons = controls.bank_buttons(L.bar_rect, s, tr, hinted)

    def resting_button(self):
        """The button H suggested keeps its mark while no key has moved the focus elsewhere
        (the framework repaints the focus every frame); otherwise the framework's choice."""
        hinted = self.hinted[1] if self.hinted is not None and self.hinted[0] == len(self.match.actions) else None
        marked = next((b for b in self.buttons if hinted is not None and b.action == hinted), None)
        return marked if marked is not None else super().resting_button()

    # input -----------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None or self.obs is None:
            return False
        kind = intent.kind
        if self.hotseat.handing_to is not None:
            return self._handoff_intent(intent)
        if self.focus_intent(intent):
            return True
        if kind == it.MOVE:
            for button in self.buttons + list(self.corner.values()):
                button.on_move(intent.pos)
        elif kind == it.PRESS:
            self.anims.skip()
            self._press(intent.pos)
        elif kind == it.BACK:
            self.open_menu()
        elif kind == it.HINT:        # H: 提示, as at every table
            self.hint()
        elif self.obs.phase == "bet":
            self._bet_key(kind)
        elif kind == it.RIGHT:       # →: 要牌
            self.act(Hit())
        elif kind in (it.SELECT, it.PASS):  # S or Space: 停牌
            self.act(Stand())
        elif kind == it.UP:          # ↑: 加倍
            self.act(DoubleDown())
        elif kind == it.DOWN:        # ↓: 分牌
            self.act(Split())
        elif kind == it.CONFIRM:
            primary = next((b for b in self.buttons if b.primary and b.enabled), None)
            if primary is not None:
                self._command(primary.action)
        else:
            return kind in (it.DRAG, it.RELEASE, it.ALT_PRESS)
        return True

    def decision_buttons(self) -> list:
        """The bet's chips and 下注, or 要牌 / 停牌 / 加倍 / 分牌: Tab reaches each (scenes/table/key_focus.py)."""
        return list(self.buttons)

    def hint(self) -> None:
        """H: what the computer player would do here — its button is marked and named in the
        status line; in betting its bet is filled in (placing it is still the person's)."""
        if not self.my_turn():
            return
        try:
            suggestion, why = self.hint_with_reason()
        except (KeyError, ValueError):
            return
        if suggestion is None:
            return
        tr = self.app.tr
        if isinstance(suggestion, Bet):
            self.pending_bet = suggestion.amount
            self.show_note(why or tr("table.bj.hint_bet", amount=suggestion.amount), urgent=True)
        else:
            self.hinted = (len(self.match.actions), suggestion)
            label = next((b.text for b in self.buttons if b.action == suggestion), "")
            if label:
                self.show_note(why or tr("table.bj.hint", action=label), urgent=True)
        self._sync_buttons()

    def _bet_key(self, kind: str) -> None:
        if kind == it.CONFIRM:
            self._command(controls.DEAL)
        elif kind == it.PASS:
            self._command(controls.REPEAT)
        elif kind in (it.CLEAR, it.ALT_PRESS):
            self._command(controls.CLEAR)
        elif kind in (it.UP, it.DOWN) and self.my_turn():
            low, high = self.obs.bet_range
            step = self.obs.bet_unit if kind == it.UP else -self.obs.bet_unit
            self.pending_bet = max(0, min(high, self.pending_bet + step))
            self._sync_buttons()

    def _press(self, pos) -> None:
        if self.press_corner(pos):
            return
        for button in self.buttons:
            if button.hit(pos):
                self._command(button.action)
                return

    def _command(self, command) -> None:
        if not self.my_turn():
            return
        if isinstance(command, Action):
            self.act(command)
            return
        low, high = self.obs.bet_range if self.obs.bet_range else (0, 0)
        if isinstance(command, tuple) and command[0] == "chip":
            self.pending_bet = min(high, self.pending_bet + command[1])
        elif command == controls.CLEAR:
            self.pending_bet = 0
        elif command == controls.REPEAT:
            last = self.obs.seats[self.viewer].last_bet
            if low <= last <= high:
                self.act(Bet(last))
                return
        elif command == controls.DEAL:
            if self.pending_bet:
                self.act(Bet(self.pending_bet))
                return
            self.show_note(self.app.tr("reason.bj_bet_too_low", low=low))
        self._sync_buttons()

    def act(self, action: Action) -> bool:
        """The viewer's decision (a button, a key, a test). Refusals show the reason; nothing changes."""
        if not self.my_turn():
            return False
        try:
            events = self.controller.submit(self.viewer, action)
        except RuleError as error:
            self.show_note(self.app.tr.reason(error))
            return False
        self.note = ""          # a hint or a refusal no longer applies: the news may show again
        self._handle(events)
        return True

    # the match moving on -----------------------------------------------------------------------
    def leave_table(self) -> None:
        """离桌 (confirmed on the result panel): the Leave action ends the match; then back to the menu."""
        self.result_panel = None
        if self.obs.phase != "match_over":
            try:
                self._handle(self.controller.submit(TABLE, Leave()))
            except RuleError:
                pass
        self.to_menu()

    def viewer_can_continue(self) -> bool:
        """The person at the table can still cover the minimum bet (or a spectator watches)."""
        stacks = self.obs.stacks
        if self.hotseat.active:  # the family goes on while any of them can still bet
            return any(stacks[p] >= self.obs.min_bet for p in self.hotseat.people)
        if self.viewer is None:
            return True
        return stacks[self.viewer] >= self.obs.min_bet

    def result_panel_for(self, result, match_over: bool) -> BlackjackResultPanel:
        obs = self.obs
        lines = [SeatLine(s.seat, self.name_of(s.seat), "banker" if s.seat == result.banker else None,
                          result.deltas[s.seat], s.stack, s.seat == self.viewer,
                          person=self.hotseat.active and s.seat in self.hotseat.people) for s in obs.seats]
        return BlackjackResultPanel(
            obs.hand_no, result, lines, self.headline_seat(), match_over, self.viewer_can_continue(),
            self.name_of, self.next_hand, self.leave_table, self.to_menu, on_back=self.open_menu)

    # drawing ---------------------------------------------------------------------------------
    def status(self) -> tuple[str, bool]:
        tr, obs = self.app.tr, self.obs
        if self.note and self.clock < self.note_until and (self.note_urgent or not self.my_turn()):
            return self.note, False
        if self.viewer_on_autoplay():
            return tr("table.status.autoplay"), False
        if self.my_turn():
            if obs.phase == "bet":
                low, high = obs.bet_range
                return tr("table.bj.status.your_bet", low=low, high=high), True
            if obs.phase == "banker":
                return tr("table.bj.status.your_bank"), True
            hands = obs.seats[self.viewer].hands
            if len(hands) > 1:
                return tr("table.bj.status.your_hand", n=obs.active[1] + 1), True
            return tr("table.bj.status.your_turn"), True
        if obs.phase in ("hand_over", "match_over"):
            return tr("table.bj.status.round_over" if obs.phase == "hand_over" else "table.bj.status.match_over"), False
        if obs.to_act:
            seat = obs.to_act[0]
            if obs.phase == "bet" and obs.banker == self.viewer:
                return tr("table.bj.status.you_bank"), False
            key = {"bet": "table.bj.status.betting", "play": "table.bj.status.playing", "banker": "table.bj.status.banker"}[obs.phase]
            return tr(key, name=self.name_of(seat)), False
        return "", False

    def picture(self) -> BlackjackPicture:
        tr, obs = self.app.tr, self.obs
        text, mine = self.status()
        info = [tr("table.bj.round_no", hand=obs.hand_no), tr("table.bj.rules_line", low=obs.min_bet, high=obs.max_bet)]
        table_print = [tr("table.bj.pays_3_2" if obs.three_to_two else "table.bj.pays_1_1"),
                       tr("table.bj.casino_rule" if obs.casino_banker else "table.bj.free_rule")]
        keys = ""
        if self.my_turn():
            keys = tr({"bet": "table.bj.keys_bet", "play": "table.bj.keys_play", "banker": "table.bj.keys_bank"}[obs.phase])
        names = {s: self.name_of(s) for s in range(len(obs.seats))}
        return BlackjackPicture(
            obs=obs, layout=self.layout_, slots=slot_order(len(obs.seats), obs.banker, self.bottom_seat()), names=names,
            viewer=self.viewer, anims=self.anims, buttons=self.buttons, corner=list(self.corner.values()),
            status=text, status_mine=mine, keys=keys, info=info, back_colour=self.app.settings.card_back,
            clock=self.clock, pending_bet=self.pending_bet, table_print=table_print,
            people=self.people_shown(), autoplay=self.autoplay_seats())

    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None or self.obs is None or self.layout_ is None:
            return
        draw_table(surface, self.app, self.picture())
        if self.hotseat.handing_to is not None:
            self.handoff.draw(surface, self.app.tr, self.name_of(self.hotseat.handing_to))
