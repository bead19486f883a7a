"""The climbing table scene (斗地主 and every climbing game, 2–6 seats): a thin coordinator.

How a frame flows (DESIGN.md, scenes/): intents change only the viewer's
working state (selection, cursor, focus) or go to the controller as engine
actions; the controller's events feed the animation queue, sounds and log
(:mod:`scenes.table.feed`); the model is rebuilt from the viewer's observation
after every move (:mod:`scenes.table.view_model`) and painted by
:mod:`scenes.table.painter`. Drawing never changes anything.

What differs between the climbing games — roles, the top-centre info, the
decision phases before the play (斗地主's bidding and 倒/踢回) and their words —
comes from the game's overlay (:func:`scenes.climbing.overlay_for`, chosen by
the variant id); the layout follows the seat count (:mod:`scenes.table.layout`).

The viewer is the person at the table; with several people (hot-seat,
:mod:`scenes.table.hotseat`) it is the person whose decision is next, and
between two people the table shows only the public state under the hand-off
overlay. With no human seat (the smoke run, a demo) the table shows the
spectator's observation, so hidden cards can never be drawn in any case. Computer players move only when the animations are
done, so the table can be followed play by play; a click skips animations.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from engine.actions import Action, Pass, Play
from engine.errors import RuleError
from engine.match import Match

from . import intents as it
from .climbing import overlay_for
from .climbing.cleared_round import as_on_table, cleared_round
from .climbing.last_cards import LastCardsWatch, warning_badge
from .climbing.reading_chooser import ReadingChooser
from .table.card_table import CardTable
from .table import layout as table_layout
from .table.action_bar import HINT, ActionBar, Decision
from .table.feed import EventFeed
from .table.hand_view import HandView
from .table.hint_note import reason_text as hint_sentence
from .table.hints import HintCycle
from .table.painter import TablePicture, draw_table
from .table import seat_panel
from .table.result_panel import ResultPanel, SeatLine
from .table.status_line import status_text
from .table.readings import heard_readings
from .table.smart_select import PickRules
from .table.view_model import TableModel, build

NOTE_SECONDS = 2.4
#: The least time a round that has cleared stays before the next lead (× the animation speed);
#: it stays until that lead in any case (scenes/climbing/cleared_round.py).
ROUND_LINGER = 0.8
#: The sound of 报单 / 报双 (scenes/audio.py's set): the short click of a call at the table.
LAST_CARDS_SOUND = "click"
#: Seat names by position (the top seats of five or six are "Player n").
_POSITION_NAMES = {table_layout.RIGHT: "table.seat.right", table_layout.LEFT: "table.seat.left",
                   table_layout.TOP: "table.seat.top"}


class ClimbingTable(CardTable):
    NOTE_SECONDS = NOTE_SECONDS

    def __init__(self, match: Match, *, threaded: bool = True, bot_delay: float | None = None) -> None:
        super().__init__(match, threaded=threaded, bot_delay=bot_delay)
        self.overlay = overlay_for(match.variant)
        self.seats = len(match.players)
        self.hand = HandView(self.overlay.card_order, self.overlay.sort_modes)
        self.bar = ActionBar(self.overlay.bar_specs)
        self.hints = HintCycle(keep_groups=True)
        self.chooser = ReadingChooser()
        self.model: TableModel | None = None
        self.note_urgent = False
        self.last_cards = LastCardsWatch()

    # the lifecycle's hooks (scenes/table/base.py) ---------------------------------------------
    def make_feed(self) -> EventFeed:
        app = self.app
        return EventFeed(self.viewer, self.anims, app.tr, self.name_of, app.audio.play, overlay=self.overlay)

    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        overlay = self.overlay
        size = self.table_size(size)
        L = self.layout_ = table_layout.compute(size, self.seats, max_hand=overlay.max_hand,
                                                centre_cards=overlay.centre_cards)
        self.hand.layout(L.hand_rect, L.hand_card_w, L.lift, L.row_offset)
        self.chooser.layout(L)
        self.corner = self.corner_buttons(L, sort=True)
        if self.model is not None:
            self._sync_bar()

    # names --------------------------------------------------------------------------------
    def name_of(self, seat: int) -> str:
        """The seat's name for the whole match (scenes.table.seat_names): the person's, else 你;
        computers 电脑n with several people, else 下家 / 对家 / 上家 from the one person (玩家n for
        the upper seats of five or six)."""
        from .table.seat_names import seat_name

        players = self.match.players

        def position(seat: int, person: int) -> str | None:
            return _POSITION_NAMES.get(table_layout.position_of(seat, person, len(players)))
        return seat_name(self.app.tr, players, seat, position)

    # hot-seat ---------------------------------------------------------------------------------
    def forget_viewer(self) -> None:
        self.hand.clear()
        self.hand.set_cards((), None)
        self.chooser.close()
        self.model = None

    # the model ------------------------------------------------------------------------------
    def rebuild(self, obs, moved: bool) -> None:
        """The view of the viewer's new observation: a round that has just cleared stays laid out
        until the next lead (scenes/climbing/cleared_round.py); a seat down to one or two cards
        wears 报单 / 报双 and is announced once (scenes/climbing/last_cards.py)."""
        for news in self.last_cards.news(obs):
            self.show_note(news.text(self.app.tr, self.name_of))
            self.app.audio.play(LAST_CARDS_SOUND)
        model = build(as_on_table(obs), self.viewer, self.name_of, self.autoplay_seats(), overlay=self.overlay,
                      bottom=self.bottom_seat(), people=self.people_shown(),
                      heard=heard_readings(self.controller.hand_events(self.viewer)))
        self.model = replace(model, seats=tuple(self._warned(seat, obs) for seat in model.seats))
        self.hand.set_order(self.overlay.hand_order(obs))
        self.hand.set_cards(obs.hand, self.overlay.marked_card(obs, self.viewer),
                            self.overlay.hand_marks(obs, self.viewer))
        self.hand.set_wild(c for c in obs.hand if self.overlay.is_wild(c))
        self.hints.reset()
        self.chooser.close()
        self._sync_bar()

    @staticmethod
    def _warned(seat, obs):
        """The seat with 报单 / 报双 after its role (so a narrow panel never leaves it out)."""
        warning = warning_badge(obs, seat.seat)
        if warning is None:
            return seat
        roles = sum(1 for b in seat.badges if b.role)
        return replace(seat, badges=seat.badges[:roles] + (warning,) + seat.badges[roles:])

    def viewer_to_act(self) -> bool:
        return self.model is not None and self.model.viewer_to_act

    def _handle(self, events) -> None:
        """A round that clears holds the computer players a moment, to be read before the next lead."""
        super()._handle(events)
        if any(e.kind == "new_round" for e in events):
            self.anims.push("linger", ROUND_LINGER)

    # picking whole plays (scenes/table/card_table.py) ------------------------------------------
    def pick_rules(self) -> PickRules:
        return PickRules(strength=self.hand.order.rank, wild=self.overlay.is_wild)

    def lead_size(self) -> int | None:
        return self.model.lead_size if self.model is not None and self.model.lead_kind is not None else None

    def accepts(self, play) -> bool:
        """Also a play of wild cards that some reading makes legal (the chooser asks which)."""
        return self.check(play) is None or bool(self.overlay.readings(self, tuple(play.cards)))

    def decision(self) -> Decision | None:
        """What the viewer is asked now (None: nothing, the action bar is empty)."""
        if not self.my_turn() or self.model.phase not in self.overlay.decision_phases:
            return None
        note = self.overlay.note(self.model, self.app.tr)
        if self.model.phase != "play":
            decision = self.overlay.decision(self.model)
            return replace(decision, note=note) if decision is not None and note and not decision.note else decision
        selection = self.hand.selection
        can_pass = self.model.lead_kind is not None
        if not selection:
            return Decision("play", can_pass=can_pass, note=note)
        error = self.check(Play(selection))
        if error is not None:
            if self.overlay.readings(self, selection):   # wild cards: legal when read another way
                return Decision("play", can_pass=can_pass, play_ok=True, selection=selection, note=note)
            error = self._wild_refusal(selection) or error
            return Decision("play", can_pass=can_pass, reason=self._reason(error, len(selection)), selection=selection,
                            note=note)
        return Decision("play", can_pass=can_pass, play_ok=True, selection=selection, note=note)

    def _reason(self, error: RuleError, played: int | None = None) -> str:
        """A refusal in the players' words, combinations named the way this game names them
        (``played``: how many cards the refused play had, when known)."""
        tr = self.app.tr
        if error.reason == "kind_mismatch":
            params = error.params or {}
            text = self.overlay.need_text(params.get("expected"), params.get("size"), played, tr)
            if text:
                return text
        return tr.reason(error, lambda kind, size: self.overlay.combo_text(kind, size, tr))

    def _wild_refusal(self, cards) -> RuleError | None:
        """Why wild cards cannot be played however they are read (the overlay's ``reading_refusal``,
        where it has one), rather than the engine's "name the wild cards"."""
        refusal = getattr(self.overlay, "reading_refusal", None)
        return refusal(self, tuple(cards)) if refusal is not None else None

    def _sync_bar(self) -> None:
        if self.layout_ is None or self.app is None:
            return
        L = self.layout_
        decision, tr, body = self.decision(), self.app.tr, L.sizes.body
        self.bar.rebuild(decision, L.bar_rect, L.reason_pos, tr, body)
        unit = body     # the width unit of the buttons' padding and gaps (their words keep their size)
        while self._bar_fit()[1] > 0 and unit > body * 2 // 3:
            unit -= 1   # too wide to move right of your badge (斗地主's four bids at 150 %): tighter
            self.bar.rebuild(decision, L.bar_rect, L.reason_pos, tr, unit)
        shift = self._bar_fit()[0]
        if shift:       # the centred buttons would lie over your badge: the row moves right of it
            reason = (L.reason_pos[0] + shift, L.reason_pos[1])
            self.bar.rebuild(decision, L.bar_rect.move(shift, 0), reason, tr, unit)

    def viewer_badge(self) -> pygame.Rect | None:
        """Where your badge is drawn now (grown for its 报单, place or role badges), or None."""
        if self.layout_ is None or self.model is None or self.app is None:
            return None
        L = self.layout_
        return seat_panel.viewer_badge_rect(self.model.seat_at(table_layout.BOTTOM),
                                            L.seat_rects[table_layout.BOTTOM], self.app.tr, L.sizes)

    def _bar_fit(self) -> tuple[int, int]:
        """(how far right the bar's buttons must move to start after your badge, how many pixels
        the row lacks between your badge and 理牌 for them); (0, 0) when they lie clear of it."""
        badge = self.viewer_badge()
        if badge is None or not self.bar.buttons:
            return 0, 0
        pad = self.layout_.sizes.pad
        first, last = self.bar.buttons[0].rect, self.bar.buttons[-1].rect
        start = badge.right + pad
        if first.left >= start:
            return 0, 0
        sort = self.corner["sort"].rect if "sort" in self.corner else self.layout_.sort_rect
        end = sort.left - pad
        return max(0, min(start - first.left, end - last.right)), (last.right - first.left) - (end - start)

    # input ---------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None or self.model is None:
            return False
        kind = intent.kind
        if self.hotseat.handing_to is not None:
            return self._handoff_intent(intent)
        if self.chooser.active and self._chooser_intent(intent):
            return True
        if self.side_intent(intent):
            return True
        if self._card_pointer(intent):
            return True
        if kind in (it.ALT_PRESS, it.CLEAR):
            self.hand.release()
            if self.hand.clear():
                self._sync_bar()
        elif kind == it.CONFIRM:
            self._confirm()
        elif kind == it.PASS:
            self._pass()
        elif kind == it.HINT:
            self._hint()
        elif kind == it.BACK:
            self.open_menu()
        elif kind in (it.LEFT, it.RIGHT):
            step = -1 if kind == it.LEFT else 1
            if self.model.phase == "play" or not self.bar.buttons:
                self.hand.move_cursor(step)
            else:
                self.bar.step_focus(step)
        elif kind in (it.SELECT, it.UP, it.DOWN):
            self._cursor_select(kind)
        elif kind == it.SORT:
            self.hand.toggle_sort()
        else:
            return False
        return True

    def _chooser_intent(self, intent: it.Intent) -> bool:
        """While the readings of a wild play are offered: pick one (click, ←/→ + Enter) or cancel
        (Esc, right-click, a click elsewhere). False: not the chooser's business."""
        kind = intent.kind
        if kind == it.MOVE:
            self.chooser.move(intent.pos)
            return False
        if kind == it.PRESS:
            payload = self.chooser.payload_at(intent.pos)
            if payload is not None:
                self.chooser.close()
                self.act(payload, chosen=True)
                return True
            self.chooser.close()
            return False
        if kind in (it.LEFT, it.RIGHT):
            self.chooser.step_focus(-1 if kind == it.LEFT else 1)
        elif kind == it.CONFIRM:
            payload = self.chooser.focused_payload()
            self.chooser.close()
            if payload is not None:
                self.act(payload, chosen=True)
        elif kind in (it.BACK, it.ALT_PRESS, it.CLEAR):
            self.chooser.close()
        else:
            return False
        return True

    def offer_readings(self, readings) -> bool:
        """Show the reading chooser for a wild play: ``readings`` = [(label_cards, payload[, title])…],
        the payload being the action to take (``Play(cards, reading)``). False when there is no choice."""
        if len(readings) < 2:
            return False
        return self.open_chooser(readings, self.app.tr("table.choose_reading"))

    def open_chooser(self, options, caption: str) -> bool:
        """Offer ``options`` ([(label_cards, payload[, title])…]) in the chooser over the hand; the
        chosen one's payload is acted on (a wild play's reading, 吃苍蝇's named card)."""
        if not options or self.layout_ is None:
            return False
        self.chooser.open(options, caption)
        self.chooser.layout(self.layout_)
        return True

    def _press(self, pos) -> None:
        if self.press_corner(pos):
            return
        action = self.bar.action_at(pos)
        if action is not None:
            self.act(action)
            return
        if self.bar.contains(pos):
            return  # a disabled button: nothing happens, and the cards below stay as they are
        if self.model.viewer is not None and self.hand.press(pos):
            self._sync_bar()

    def _confirm(self) -> None:
        if self.model.phase == "play" and self.my_turn():
            self.act(Play(self.hand.selection))
        elif self.my_turn():
            action = self.bar.focused_action()
            if action is not None:
                self.act(action)
        elif self.viewer is not None and self.model.phase in self.overlay.decision_phases:
            self.show_note(self.app.tr("reason.not_your_turn"))

    def _pass(self) -> None:
        if not self.my_turn():
            return
        self.act(self.overlay.pass_action(self.model.phase))

    def _hint(self) -> None:
        if not self.my_turn():
            return
        suggestion = self.hints.next(self.controller, self.viewer, len(self.match.actions))
        why = hint_sentence(self.hints.reason, self.app.tr)
        if isinstance(suggestion, Play):
            self.hand.set_selection(suggestion.cards)
        elif suggestion is not None and self.model.phase != "play":
            for i, button in enumerate(self.bar.buttons):
                if button.action == suggestion and button.enabled:
                    self.bar.focus = i
                    self.bar._apply_focus()
        elif isinstance(suggestion, Pass) and self.bar.enabled(suggestion):
            self.hand.clear()                  # the computer would pass though it could beat
            why = why or self.app.tr("table.hint.pass")
        else:
            self.hand.clear()
            why = self.app.tr("table.no_beat")
        if why:
            self.show_note(why)                # in one line, why (issue 31)
        self._sync_bar()

    def act(self, action: Action | str, *, chosen: bool = False) -> bool:
        """The viewer's decision (a button, a key, a test). Refusals show the reason; nothing changes.

        A play of wild cards that reads several ways opens the reading chooser instead (the
        overlay lists the readings); choosing one acts with its payload (``chosen``). A Play that
        already carries its reading (a hint, a test) is played as it is."""
        if action == HINT:
            self._hint()
            return False
        if not self.my_turn():
            return False
        if not isinstance(action, Action) and self.overlay.ui_action(self, action):
            return False
        if isinstance(action, Play) and action.cards and not chosen and not action.reading:
            readings = self.overlay.readings(self, tuple(action.cards)) or []
            if len(readings) == 1:
                action = readings[0][1]          # one way to read them: play it
            elif readings and self.offer_readings(readings):
                return False
        try:
            events = self.controller.submit(self.viewer, action)
        except RuleError as error:
            if isinstance(action, Play) and not chosen and not action.reading:
                error = self._wild_refusal(action.cards) or error
            self.show_note(self._reason(error, len(action.cards) if isinstance(action, Play) else None))
            self._sync_bar()
            return False
        if isinstance(action, (Play, Pass)):
            self.hand.clear()           # the cards raised were for this turn: none stay up
        self._handle(events)
        return True

    # the result ------------------------------------------------------------------------------
    def result_panel_for(self, result, match_over: bool) -> ResultPanel:
        model = self.model
        people = self.hotseat.people
        lines = [SeatLine(s.seat, s.name, s.role_badge, result.deltas[s.seat], s.score, s.is_viewer,
                          person=self.hotseat.active and s.seat in people) for s in model.seats]
        return ResultPanel(model.hand_no, result, lines, self.headline_seat(), match_over, self.name_of,
                                   self.next_hand, self.to_menu, on_back=self.open_menu, overlay=self.overlay,
                                   viewable=True)

    # drawing -----------------------------------------------------------------------------
    def picture(self) -> TablePicture:
        text, mine = status_text(self.model, self.app.tr, self.viewer_on_autoplay(), self.overlay)
        if self.note and self.clock < self.note_until and (self.note_urgent or not mine):
            text, mine = self.note, False
        show_bar = self.bar.decision is not None
        return TablePicture(
            model=self.model, layout=self.layout_, hand=self.hand, bar=self.bar, anims=self.anims,
            corner_buttons=list(self.corner.values()), status=text, status_mine=mine, clock=self.clock,
            back_colour=self.app.settings.card_back, show_bar=show_bar, overlay=self.overlay, chooser=self.chooser,
            round_cleared=bool(cleared_round(self.obs)) if self.obs is not None else False)

    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None or self.model is None or self.layout_ is None:
            return
        draw_table(surface, self.app, self.picture())
        self.draw_side(surface)
        if self.hotseat.handing_to is not None:
            self.handoff.draw(surface, self.app.tr, self.name_of(self.hotseat.handing_to))
            if "menu" in self.corner:       # 菜单 works under the hand-off too: drawn over its veil
                self.corner["menu"].draw(surface)
