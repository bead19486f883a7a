"""The 四川麻将 table scene: a thin coordinator of input, controller, observation and animations.

The viewer is the one person, or with several people at the computer (hot-seat) the person
whose decision it is, after a hand-off (None: a spectator, e.g. the smoke run); everything
drawn comes from the viewer's observation, so a hidden tile can never be painted and, in a
claim window, nobody else's being asked can never be shown. With several people every
discard asks every other seat (the rule ``claim_asking``); each person's *standing order*
says whether they are handed the computer for it (问我) or the computer answers for them
from their own observation, claiming when it helps (代答) — either way, whatever they hold. The controller moves the match
(bots in a worker thread, autosave after each action, NextHand). A discard is made by
clicking a tile (it rises), then clicking it again or pressing Enter; a double click does
both. Keys: H 胡/自摸 (else 提示: raises the suggested discard), P 碰, K 杠, Space 过 / 不飘,
T 躺 with the raised tile (绵阳 only), ←/→ move the raised tile, Enter the discard or the primary button.
"""
from __future__ import annotations

import dataclasses

import pygame

from engine.actions import Action
from engine.errors import RuleError
from engine.match import Match
from engine.mahjong.actions import Discard, Kong, LayDown, PassClaim, Piao, Pong, Win
from engine.mahjong.spec import SPECS_BY_ID
from engine.mahjong.winning import ready_tiles

from . import intents as it
from .mahjong import controls
from .mahjong.feed import MahjongFeed
from .mahjong.layout import compute
from .mahjong.painter import MahjongPicture, bar_room, draw_table, own_rects, own_tiles
from .mahjong.result_panel import MahjongResultPanel
from .people import load_claim_orders, remember_claim_order
from .table.base import TableScene
from .table.result_panel import SeatLine
from .tileart import TileArt
from .widgets import Button, draw_focus_ring

NOTE_SECONDS = 2.4
_ART = TileArt()   # shared by every mahjong table (a cache of tile sprites per width)


class MahjongTable(TableScene):
    NOTE_SECONDS = NOTE_SECONDS

    def __init__(self, match: Match, *, threaded: bool = True, bot_delay: float | None = None) -> None:
        super().__init__(match, threaded=threaded, bot_delay=bot_delay, handoff_key="table.hotseat.ready_tiles")
        #: hot-seat standing orders per person: "auto" (the computer answers claims) or "ask"
        self.claim_orders: dict[int, str] = {seat: "auto" for seat in self.hotseat.people}
        self.art = _ART
        self.obs = None
        self.buttons: list[Button] = []
        self.selected: int | None = None
        self._waits_cache = None
        #: the answer 提示 marked as the primary button, kept while the same prompt stands (the
        #: computer players' 飘 and 定缺 rebuild the buttons meanwhile)
        self._hinted = None

    # the lifecycle's hooks (scenes/table/base.py) ---------------------------------------------
    NOTE_WHEN_SETTLED = True

    def make_feed(self) -> MahjongFeed:
        return MahjongFeed(self.viewer, self.anims, self.app.tr, self.name_of, self.app.audio.play)

    def on_enter(self) -> None:
        """Claim answers are instant; hot-seat people's standing orders come back from last time."""
        self.controller.instant = _claim_window_open
        if self.hotseat.active:
            remembered = load_claim_orders(self.app.storage)
            for seat in self.hotseat.people:
                self.claim_orders[seat] = remembered.get(self.match.players[seat].name, "auto")
            self.controller.delegate_when = _claim_window_open
            self.controller.delegated = {s for s, order in self.claim_orders.items() if order == "auto"}

    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        self.layout_ = compute(self.table_size(size))
        L, tr = self.layout_, self.app.tr
        self.corner = self.corner_buttons(L)
        if self.viewer is not None and self.hotseat.handing_to is None:
            if self.hotseat.active:
                order = self.claim_orders.get(self.viewer, "auto")
                self.corner["orders"] = Button(L.orders_rect, tr(f"table.mj.orders.{order}"), action="orders")
        self._sync_buttons()

    # hot-seat ---------------------------------------------------------------------------------
    def forget_viewer(self) -> None:
        self.selected = None
        self._waits_cache = None

    def toggle_orders(self) -> None:
        """The shown person's standing order for claims: asked on every discard, or answered for."""
        seat = self.viewer
        if seat is None or not self.hotseat.active:
            return
        order = "ask" if self.claim_orders.get(seat, "auto") == "auto" else "auto"
        self.claim_orders[seat] = order
        remember_claim_order(self.app.storage, self.match.players[seat].name, order)
        if order == "auto":
            self.controller.delegated.add(seat)
        else:
            self.controller.delegated.discard(seat)
        self.show_note(self.app.tr(f"table.mj.orders.note_{order}"), urgent=False)
        self.layout(self.app.size)

    # the model ---------------------------------------------------------------------------------
    def rebuild(self, obs, moved: bool) -> None:
        """A move drops the raised tile; the buttons follow the new observation."""
        if moved:
            self.selected = None
        if self.app is not None and self.layout_ is None:
            self.layout(self.app.size)
        self._sync_buttons()

    def decision(self) -> str | None:
        """What the viewer must decide now: "piao", "dingque", "claim", "turn" or None."""
        if not self.my_turn():
            return None
        if self.obs.phase in ("piao", "dingque"):
            return self.obs.phase
        return "claim" if self.obs.window is not None else "turn"

    def selected_tile(self):
        tiles = own_tiles(self._picture_stub())
        return tiles[self.selected] if self.selected is not None and self.selected < len(tiles) else None

    def _sync_buttons(self) -> None:
        if self.layout_ is None or self.app is None or self.obs is None:
            return
        L, tr, s = self.layout_, self.app.tr, self.layout_.sizes
        kind = self.decision()
        legal = self.legal_actions()
        room = bar_room(L, self._picture_stub(), tr)     # right of your badge as drawn, grown for its tags
        if kind == "piao":
            self.buttons = controls.piao_buttons(L.bar_rect, s, tr, room)
        elif kind == "dingque":
            self.buttons = controls.missing_buttons(L.bar_rect, s, tr, self.obs.hand, room)
        elif kind == "claim":
            self.buttons = controls.claim_buttons(L.bar_rect, s, tr, legal, room)
        elif kind == "turn":
            self.buttons = controls.turn_buttons(L.bar_rect, s, tr, legal, room)
        else:
            self.buttons = []
        if any(b.action == self._hinted for b in self.buttons):
            for b in self.buttons:
                b.primary = b.action == self._hinted

    # input -----------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None or self.obs is None:
            return False
        kind = intent.kind
        if self.hotseat.handing_to is not None:
            return self._handoff_intent(intent)
        if self.side_intent(intent) or self.focus_intent(intent):
            return True
        if kind == it.MOVE:
            for button in self.buttons + list(self.corner.values()):
                button.on_move(intent.pos)
        elif kind == it.PRESS:
            self.anims.skip()
            self._press(intent.pos)
        elif kind == it.BACK:
            self.open_menu()
        elif kind in (it.LEFT, it.RIGHT):
            self._move_selection(-1 if kind == it.LEFT else 1)
        elif kind == it.CONFIRM:
            self._confirm()
        elif kind == it.PASS:
            self._by_type((PassClaim,)) or self._by_type((Piao,), lambda a: not a.yes)
        elif kind == it.HINT:
            if not self._by_type((Win,)):
                self._hint()
        elif kind == it.PONG:
            self._by_type((Pong,))
        elif kind == it.KONG:
            self._kong_key()
        elif kind == it.SORT:
            if self.obs.rules.piao_lay:       # 躺 exists only in the 绵阳 variants
                self._command(controls.LAY_DOWN)
        elif kind in (it.CLEAR, it.ALT_PRESS):
            self.selected = None
            self._sync_buttons()
        else:
            return kind in (it.DRAG, it.RELEASE)
        return True

    # the keyboard focus (scenes/table/key_focus.py) -----------------------------------------
    def decision_buttons(self) -> list:
        return list(self.buttons)

    def hand_takes_keys(self) -> bool:
        """On the viewer's turn the tiles are a stop of the ring (←/→ raise one, Enter discards it)."""
        return self.decision() == "turn"

    def paint_focus(self) -> None:
        """… and while the keyboard picks the discard, a tile is always raised (the one just drawn
        at first), so the focus on the tiles is never invisible."""
        if self.key_focus.shown and self.key_focus.target is None:
            self.focus_on_hand()
        super().paint_focus()

    def focus_on_hand(self) -> None:
        """The focus comes to the tiles: the one just drawn is raised (a tile the keys can move)."""
        if self.selected is None and self.hand_takes_keys():
            self._move_selection(-1)

    def corner_action(self, action: str) -> bool:
        """The mahjong table's corner adds the standing orders (自动过 …) to 菜单 and 托管."""
        if action == "orders":
            self.toggle_orders()
            return True
        return super().corner_action(action)

    def _press(self, pos) -> None:
        if self.press_corner(pos):
            return
        for button in self.buttons:
            if button.hit(pos):
                self._command(button.action)
                return
        if self.viewer is None:
            return
        for i, rect in enumerate(own_rects(self._picture_stub())):
            if rect.collidepoint(pos):
                self.click_tile(i)
                return

    def click_tile(self, index: int) -> None:
        """Click once to raise a tile, again (or a double click) to discard it."""
        if self.decision() != "turn":
            return
        if self.selected == index:
            self.discard_selected()
            return
        self.selected = index
        self._sync_buttons()

    def discard_selected(self) -> bool:
        tile = self.selected_tile()
        if tile is None:
            return False
        return self.act(Discard(tile))

    def _move_selection(self, step: int) -> None:
        if self.decision() != "turn":
            return
        count = len(own_tiles(self._picture_stub()))
        if not count:
            return
        self.selected = (count - 1 if step < 0 else 0) if self.selected is None else (self.selected + step) % count
        self._sync_buttons()

    def _confirm(self) -> None:
        if self.decision() == "turn" and self.selected is not None:
            self.discard_selected()
            return
        primary = next((b for b in self.buttons if b.primary and b.enabled), None)
        if primary is not None:
            self._command(primary.action)
        elif self.decision() == "turn":
            self._hint()

    def _by_type(self, types: tuple, accept=lambda a: True) -> bool:
        action = next((a for a in self.legal_actions() if isinstance(a, types) and accept(a)), None)
        if action is None:
            return False
        self.act(action)
        return True

    def _kong_key(self) -> None:
        kongs = [a for a in self.legal_actions() if isinstance(a, Kong)]
        tile = self.selected_tile()
        chosen = next((a for a in kongs if a.tile == tile), kongs[0] if kongs else None)
        if chosen is not None:
            self.act(chosen)

    def _hint(self) -> None:
        """提示: raise the tile the computer would discard (or press its choice's button); at a
        prompt of buttons (飘, 定缺, a claim: 碰/杠/过), mark its answer as the primary button and say why."""
        kind = self.decision()
        if kind not in ("turn", "claim", "piao", "dingque"):
            return
        try:
            suggestion, why = self.hint_with_reason()
        except (KeyError, ValueError):
            return
        if kind != "turn":
            self._mark_claim_hint(suggestion, why)
            return
        tile = getattr(suggestion, "tile", None)
        tiles = own_tiles(self._picture_stub())
        if isinstance(suggestion, (Discard, LayDown)) and tile in tiles:
            self.selected = len(tiles) - 1 - tiles[::-1].index(tile)
            self._sync_buttons()
            if why:
                self.show_note(why, urgent=True)     # the raised tile and, in one line, why
        elif suggestion is not None:
            self.act(suggestion)

    def _mark_claim_hint(self, suggestion, why: str | None) -> None:
        """The hinted answer (to a discard, or 飘 / 定缺) becomes the primary button (Enter takes it,
        nothing is done for the person) and the status line gives the computer player's reason.
        A hinted 飘 takes Enter too: the person asked, and the sentence says what Enter does now."""
        if not any(b.action == suggestion for b in self.buttons):
            return
        self._hinted = suggestion
        for b in self.buttons:
            b.primary = b.action == suggestion
        if why:
            self.show_note(why, urgent=True)

    def _command(self, command) -> None:
        if not self.my_turn():
            return
        if isinstance(command, Action):
            self.act(command)
        elif command == controls.LAY_DOWN:
            tile = self.selected_tile()
            if tile is None:
                self.show_note(self.app.tr("table.mj.note.pick_lay_down"))
            else:
                self.act(LayDown(tile))

    def act(self, action: Action) -> bool:
        """The viewer's decision (a button, a key, a click, a test). Refusals show the reason; nothing changes."""
        if not self.my_turn():
            return False
        try:
            events = self.controller.submit(self.viewer, action)
        except RuleError as error:
            self.show_note(self.app.tr.reason(error))
            return False
        self.selected = None
        self._hinted = None
        self.note = ""          # a hint or a refusal no longer applies: the news may show again
        self._handle(events)
        return True

    # the result ------------------------------------------------------------------------------
    def result_panel_for(self, result, match_over: bool) -> MahjongResultPanel:
        obs = self.obs
        people = self.people_shown()
        lines = [SeatLine(s, self.name_of(s), None, result.deltas[s], obs.scores[s], s == self.viewer,
                          person=s in people) for s in range(len(obs.seats))]
        return MahjongResultPanel(
            obs.hand_no, result, lines, self.headline_seat(), match_over, self.name_of, self.next_hand,
            self.to_menu, on_back=self.open_menu, art=self.art, back=self.app.settings.tile_back,
            hands=obs.seats, viewable=True)

    # drawing ---------------------------------------------------------------------------------
    def status(self) -> tuple[str, bool]:
        tr, obs = self.app.tr, self.obs
        if self.note and self.clock < self.note_until and (self.note_urgent or not self.my_turn()):
            return self.note, False
        if self.viewer_on_autoplay():
            return tr("table.status.autoplay"), False
        kind = self.decision()
        if kind == "piao":
            return tr("table.mj.status.piao"), True
        if kind == "dingque":
            return tr("table.mj.status.dingque"), True
        if kind == "claim" and not obs.my_claims:
            return tr("table.mj.status.claim_none", tile=controls.tile_name(tr, obs.window.tile)), True
        if kind == "claim":
            options = tr("table.mj.or").join(tr(f"table.mj.{claim}") for claim in obs.my_claims)
            return tr("table.mj.status.claim", tile=controls.tile_name(tr, obs.window.tile), options=options), True
        if kind == "turn":
            return tr("table.mj.status.discard"), True
        if obs.phase in ("piao", "dingque"):
            return tr(f"table.mj.status.waiting_{obs.phase}"), False
        if obs.phase == "play":
            if obs.window is not None:
                return tr("table.mj.status.window"), False   # never who is being asked
            if obs.turn is not None:
                return tr("table.mj.status.playing", name=self.name_of(obs.turn)), False
        if obs.phase in ("hand_over", "match_over"):
            return tr("table.mj.status.hand_over"), False
        return "", False

    def _allowed(self) -> set:
        if self.decision() != "turn":
            return set()
        return {a.tile for a in self.legal_actions() if isinstance(a, Discard)}

    def _waits(self) -> tuple[tuple, str]:
        """The 听牌 panel (computed once per position and raised tile, not every frame)."""
        key = (self._seen, self.selected, self.app.tr.language, id(self.obs))
        if self._waits_cache is None or self._waits_cache[0] != key:
            self._waits_cache = (key, self._compute_waits())
        return self._waits_cache[1]

    def _compute_waits(self) -> tuple[tuple, str]:
        """Your waits now, or — holding the extra tile with one raised — after discarding it."""
        obs, tr = self.obs, self.app.tr
        if self.viewer is None or not obs.hand or obs.seats[self.viewer].won or obs.phase != "play":
            return (), ""
        if len(obs.hand) % 3 == 1:
            waits = ready_tiles(obs)
            return waits, tr("table.mj.waits")
        tile = self.selected_tile()
        if tile is None:
            return (), ""
        hand = list(obs.hand)
        hand.remove(tile)
        waits = ready_tiles(dataclasses.replace(obs, hand=tuple(hand)))
        # the discarded tile will be in the pond, seen: one copy fewer unseen
        waits = tuple((t, fans, unseen - (1 if t == tile else 0)) for t, fans, unseen in waits)
        return waits, tr("table.mj.waits_after", tile=controls.tile_name(tr, tile))

    def _picture_stub(self) -> MahjongPicture:
        """The few fields the hand geometry and your badge's width need (hit tests and the bar's
        room use exactly what is drawn)."""
        return MahjongPicture(obs=self.obs, layout=self.layout_, names={s: self.name_of(s) for s in range(4)},
                              viewer=self.viewer, bottom=self.bottom_seat(), anims=self.anims,
                              autoplay=self.autoplay_seats(),
                              buttons=[], corner=[], status="", status_mine=False, keys="", back="", clock=0.0,
                              selected=self.selected)

    def picture(self) -> MahjongPicture:
        tr, obs = self.app.tr, self.obs
        text, mine = self.status()
        kind = self.decision()
        keys = claim_keys(tr, self.legal_actions()) if kind == "claim" else tr(key_line(kind, obs.rules)) if kind else ""
        waits, title = self._waits()
        spec = SPECS_BY_ID.get(self.match.variant)
        spec_name = "" if spec is None else spec.name_en if tr.language == "en" else spec.name_zh
        return MahjongPicture(
            obs=obs, layout=self.layout_, names={s: self.name_of(s) for s in range(4)}, viewer=self.viewer,
            bottom=self.bottom_seat(), people=self.people_shown(),
            autoplay=self.autoplay_seats(),
            anims=self.anims, buttons=self.buttons, corner=list(self.corner.values()), status=text,
            status_mine=mine, keys=keys, back=self.app.settings.tile_back, clock=self.clock, selected=self.selected,
            allowed=self._allowed(), last_discard=self.feed.last_discard if self.feed else None, waits=waits,
            waits_title=title, info=spec_name,
            claim_tile=obs.window.tile if kind == "claim" and obs.window is not None else None)

    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None or self.obs is None or self.layout_ is None:
            return
        draw_table(surface, self.app, self.art, self.picture())
        self._draw_tile_focus(surface)
        self.draw_side(surface)
        if self.hotseat.handing_to is not None:
            self.handoff.draw(surface, self.app.tr, self.name_of(self.hotseat.handing_to))


    def _draw_tile_focus(self, surface: pygame.Surface) -> None:
        """The keyboard's ring round the raised tile, while the keys pick the discard."""
        focus = self.key_focus
        if not (focus.shown and focus.target is None and self.selected is not None and self.hand_takes_keys()):
            return
        rects = own_rects(self._picture_stub())
        if self.selected < len(rects):
            draw_focus_ring(surface, rects[self.selected], max(4, rects[self.selected].width // 8))


def key_line(decision: str, rules) -> str:
    """The key line's string for a decision, naming only what the variant has: 躺 (T) exists
    only where the rules have 飘 and 躺 (绵阳)."""
    if decision == "turn" and not rules.piao_lay:
        return "table.mj.keys.turn_no_lay"
    return f"table.mj.keys.{decision}"


def claim_keys(tr, legal) -> str:
    """The claim prompt's key line naming only what is offered: 胡 / 杠 / 碰 when legal (H is the
    hint when 胡 is not offered), and 过."""
    kinds = {type(action) for action in legal}
    pieces = ["win" if Win in kinds else "hint"]
    pieces += [name for name, kind in (("kong", Kong), ("pong", Pong)) if kind in kinds]
    pieces.append("pass")
    return " · ".join(tr(f"table.mj.keys.claim.{piece}") for piece in pieces)


def _claim_window_open(state) -> bool:
    return getattr(state, "window", None) is not None
