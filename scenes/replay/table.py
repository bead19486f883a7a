"""The replay viewer: a finished hand on the real table of its family, stepped through.

Why the real table: a replay should look exactly like the hand did — the same cards, plays,
calls, animations, 出牌记录 and 记牌器 — so each family's own table class is used, mixed with
:class:`ReplayTable`, which gives it a :class:`~scenes.replay.controller.ReplayController`
instead of the live one and takes the controls over:

- the transport (:mod:`scenes.replay.bar`) in the action row, which nobody needs in a replay;
- play/pause at the table's pace: each recorded action waits for the animations of the last one
  and the player's 电脑出牌速度, as the live table waits for a computer player;
- 明牌 (every hand face up, :mod:`scenes.replay.open_view`) or exactly what one seat saw, and
  whose seat is at the bottom (视角);
- no statistics (``count_finished`` counts nothing), no save (the controller has no autosave),
  no 托管, no hand-offs; the result panel at the end goes back to the replay;
- its own key line where the live table writes its keys;
- 练习 (:mod:`scenes.replay.practice`): P or 从这里接着打 plays the hand on from the moment
  shown, 从这里试试 from a flagged decision, 重打这手 its deal again.

The table's own input (cards, action buttons) is never reached: the replay takes every intent
but the side panel's (L, J, its tabs) and the table's corner buttons (菜单, 记录, 理牌, 上一墩).
"""
from __future__ import annotations

from typing import Any

import pygame

from engine.registry import get_spec

from .. import intents as it
from .. import theme
from ..widgets import draw_text
from .bar import BarState, ReplayBar
from .controller import ReplayController
from .open_view import open_model, opener_for
from .review_run import ReviewRun

#: The shortest pause between two actions while playing (seconds), whatever the player's setting.
MIN_PAUSE = 0.25


class ReplayTable:
    """Mixed before a family's table class (:func:`replay_table`)."""

    replay: ReplayController
    #: the review's flagged positions, shown on the time line (ai/review)
    flags: tuple[int, ...] = ()
    #: whether a practice from this replay thinks in a worker thread (tests: False)
    practice_threaded: bool = True
    #: 从这里试试 over a flagged decision (made as it is drawn, hit by clicks)
    _try_button = None

    def setup_replay(self, controller: ReplayController, seat: int, face_up: bool = True,
                     title: str = "") -> None:
        self.replay = controller
        self.family = get_spec(controller.match.variant).family
        self.face_up = face_up
        self.replay_title = title
        self.replay_bar = ReplayBar()
        self.review = ReviewRun(controller)   # 复盘, started once the table has opened
        self.hotseat.active = False          # one view at a time, chosen by the person watching
        self.hotseat.handing_to = None
        self._show_seat(seat)

    # the lifecycle's hooks (scenes/table/base.py) ---------------------------------------------
    def start_controller(self):
        self.controller = self.replay
        self.replay.opener = opener_for(self.family) if self.face_up else None
        return self.controller

    def enter(self) -> None:
        super().enter()
        self.review.start()

    def exit(self) -> None:
        self.review.stop()
        super().exit()

    def count_finished(self, result) -> None:
        """A replayed hand was counted when it was played: nothing is written."""

    def _move_on(self, dt: float) -> list:
        return self.replay.tick(dt, max(MIN_PAUSE, self._bot_delay()))

    def rebuild(self, obs, moved: bool) -> None:
        super().rebuild(obs, moved)
        if self.face_up and self.family == "trick":
            self.model = open_model(self.model, self._everyone())

    def corner_buttons(self, L, *, sort: bool = False) -> dict:
        corner = super().corner_buttons(L, sort=sort)
        corner.pop("autoplay", None)
        return corner

    def toggle_autoplay(self) -> None:
        """No 托管 in a replay."""

    def layout(self, size) -> None:
        super().layout(size)
        if self.app is None or self.layout_ is None or not hasattr(self, "replay_bar"):
            return
        s = theme.sizes(self.layout_.size[1])
        self.replay_bar.layout(self.replay_row(s), s, self.app.tr, self.bar_state())

    def replay_row(self, s: theme.Sizes) -> pygame.Rect:
        """The action row, between the viewer's badge and the table's buttons of that row."""
        L = self.layout_
        row = L.bar_rect
        left, right = s.pad, L.size[0] - s.pad
        badge = getattr(L, "seat_rects", {}).get("bottom") if isinstance(getattr(L, "seat_rects", None), dict) else None
        if badge is not None and badge.top < row.bottom and badge.bottom > row.top:
            left = max(left, badge.right + s.pad)
        for button in self.corner.values():          # 理牌 (widened to its words) shares the row
            rect = button.rect
            if rect.top < row.bottom and rect.bottom > row.top:
                if rect.centerx > row.centerx:
                    right = min(right, rect.left - s.pad)
                else:
                    left = max(left, rect.right + s.pad)
        row = pygame.Rect(left, row.top, max(0, right - left), max(row.height, s.button_h))
        status = getattr(L, "status_rect", None)
        if status is not None and status.colliderect(row):     # mahjong: the status pill is in that row
            row.bottom = status.top - s.pad // 2
        return row

    def open_menu(self) -> None:
        """Esc or 菜单: back to the replay, the rules, settings, or leave the replay."""
        from ..dialog import MenuDialog
        from ..rules_book.scene import open_rules
        from ..settings_scene import SettingsScene

        app = self.app
        self.replay.set_playing(False)
        app.stack.push(MenuDialog("table.replay.menu_title", [
            ("table.replay.resume", None),
            *([("table.replay.try_here", self.try_from_here)] if not self.replay.at_end else []),
            ("table.replay.redeal", self.replay_deal),
            *([("table.replay.export", self.export)] if getattr(self, "kept", None) is not None else []),
            ("table.rules", lambda: open_rules(app, self.match.variant, self.match.options)),
            ("table.settings", lambda: app.stack.push(SettingsScene())),
            *([("table.replay.review.stop", self.review.stop)] if self.review.running else []),
            ("table.replay.leave", self.leave_replay),
        ]))

    def leave_replay(self) -> None:
        self.review.stop()
        if self.app is not None and self in list(self.app.stack):
            self.app.stack.remove(self)

    # 练习: playing on from here, or the deal again (scenes/replay/practice) ----------------------
    def try_from_here(self):
        """从这里接着打: the hand from this point, the person playing against the same computers."""
        from .practice import FROM_HERE, open_practice

        return open_practice(self.app, self, self.replay.position, FROM_HERE)

    def replay_deal(self):
        """重打这手: the same deal from its start."""
        from .practice import FROM_DEAL, open_practice

        return open_practice(self.app, self, self.replay.start, FROM_DEAL)

    def export(self) -> str | None:
        """导出这手牌: the hand as a file in the data folder's exports/ (scenes/replay/share), and
        where it is; the file's name, None when the disk refused."""
        from ..dialog import MessageDialog
        from .share import FOLDER, export_hand

        app = self.app
        name = export_hand(app.storage, self.kept)
        if name is None:
            app.stack.push(MessageDialog("table.replay.export_failed"))
        else:
            app.stack.push(MessageDialog("table.replay.exported",
                                         params={"name": name, "folder": str(app.storage.folder / FOLDER)}))
        return name

    # the result at the end ------------------------------------------------------------------
    def result_panel_for(self, result, match_over: bool):
        from .result import as_replay_result

        return as_replay_result(super().result_panel_for(result, False), self.app.tr, self._result_closed)

    def _result_closed(self) -> None:
        """返回回放 on the result: the replay stays at the hand's end."""
        self.result_panel = None

    # moving through the hand ------------------------------------------------------------------
    def step_forward(self) -> None:
        self.anims.skip()
        events = self.replay.forward()
        if events:
            self._handle(events)
        self._sync_replay_bar()

    def seek(self, position: int) -> None:
        """Jump to ``position``: the table as it was then, the log as the seat on screen had it."""
        self.replay.set_playing(False)
        self.anims.skip()
        self.replay.seek(position)
        self._result_due = None
        self.feed = self.make_feed()
        self.refresh(force=True)
        self.feed.start_from(self.obs)
        self.rebuild_log()
        self._sync_replay_bar()

    def do_replay(self, action: str) -> bool:
        """One of the bar's actions (a button or its key); False: not one."""
        replay = self.replay
        if action == "play":
            replay.set_playing(not replay.playing)
        elif action == "forward":
            replay.set_playing(False)
            self.step_forward()
        elif action == "back":
            self.seek(replay.position - 1)
        elif action == "start":
            self.seek(replay.start)
        elif action == "end":
            self.seek(replay.end)
        elif action == "prev_round":
            from .timeline import previous_chapter

            self.seek(previous_chapter(replay.chapters, replay.position))
        elif action == "next_round":
            from .timeline import next_chapter

            self.seek(next_chapter(replay.chapters, replay.position, replay.end))
        elif action == "face_up":
            self.set_view(self.viewer, not self.face_up)
        elif action == "seat":
            seats = len(self.match.players)
            self.set_view(((self.viewer if self.viewer is not None else -1) + 1) % seats, self.face_up)
        else:
            return False
        self._sync_replay_bar()
        return True

    def set_view(self, seat: int, face_up: bool) -> None:
        """视角 and 明牌: whose seat is at the bottom, and every hand face up or only what it saw."""
        self.face_up = face_up
        self.replay.opener = opener_for(self.family) if face_up else None
        self._show_seat(seat)
        self.anims.skip()
        self._set_viewer(seat)

    def _show_seat(self, seat: int) -> None:
        self.hotseat.shown = seat
        self.viewer = seat

    def _everyone(self) -> tuple:
        return tuple(self.replay.seat_observation(s) for s in range(len(self.match.players)))

    # input ------------------------------------------------------------------------------------
    _KEYS = {it.LEFT: "back", it.RIGHT: "forward", it.CONFIRM: "forward", it.PASS: "play",
             it.UP: "prev_round", it.PAGE_UP: "prev_round", it.DOWN: "next_round", it.PAGE_DOWN: "next_round",
             it.HOME: "start", it.END: "end", it.HINT: "face_up", it.SELECT: "seat"}

    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None or self.layout_ is None:
            return False
        kind = intent.kind
        if kind == it.BACK:
            self.open_menu()
            return True
        if kind == it.PONG:                     # P: play on from here
            self.try_from_here()
            return True
        if kind in self._KEYS:
            return self.do_replay(self._KEYS[kind]) or True
        if kind == it.MOVE:
            self.replay_bar.on_move(intent.pos)
            if self._try_button is not None:
                self._try_button.on_move(intent.pos)
            for button in self.corner.values():
                button.on_move(intent.pos)
            return True
        if kind == it.PRESS:
            self.anims.skip()
            button = self.flag_button(self.review.flag_at(self.replay.position),
                                      theme.sizes(self.layout_.size[1]))
            if button is not None and button.hit(intent.pos):
                self.try_from_here()
                return True
            action = self.replay_bar.action_at(intent.pos)
            if action is not None:
                return self.do_replay(action)
            position = self.replay_bar.position_at(intent.pos, self.bar_state())
            if position is not None:
                flag = self.replay_bar.flag_at(intent.pos, self.bar_state())
                self.seek(flag if flag is not None else position)
                return True
            if self.press_corner(intent.pos):
                return True
        if self.side_intent(intent):
            return True
        if kind in (it.SORT,):
            return super().handle_intent(intent)
        return True

    def corner_action(self, action: str) -> bool:
        if action == "autoplay":
            return True
        return super().corner_action(action)

    # drawing ----------------------------------------------------------------------------------
    def bar_state(self) -> BarState:
        replay = self.replay
        name = self.name_of(self.viewer) if self.viewer is not None else ""
        return BarState(replay.position, replay.start, replay.end, replay.chapters, replay.playing,
                        self.face_up, name, tuple(self.flags), self.review.words(self.app.tr))

    def _sync_replay_bar(self) -> None:
        if self.app is not None and self.layout_ is not None:
            self.layout(self.app.size)

    def update(self, dt: float) -> None:
        was = (self.replay.position, self.replay.playing)
        super().update(dt)
        if self.review.collect():
            self.flags = self.review.positions()
            self._sync_replay_bar()
        if (self.replay.position, self.replay.playing) != was:
            self.replay_bar.sync(self.bar_state())

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.app is None or self.layout_ is None:
            return
        s = theme.sizes(self.layout_.size[1])
        if self.face_up and self.family == "climbing":
            from .open_hands import draw_open_hands

            draw_open_hands(surface, self, self._everyone(), s)
        self.replay_bar.draw(surface, s, self.app.tr, self.bar_state())
        self.draw_keys(surface, s)
        from .review_note import draw_flag, draw_status

        flag = self.review.flag_at(self.replay.position)
        self._try_button = self.flag_button(flag, s)
        if flag is not None:
            draw_flag(surface, flag, self.replay_bar.row, s, self.app.tr, self._try_button, self.keep_clear())
        elif self.review.words(self.app.tr):
            draw_status(surface, self.review.words(self.app.tr), self.replay_bar.label_rect, s)


    def draw_keys(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        """The replay's own keys where the table writes the live ones: the card tables' line under
        the hand's number (written over: a replay has no 出牌 or 提示), or the key line mahjong and
        21点 show while a person decides (never, in a replay). The trick tables have no key line;
        there the buttons name their keys."""
        from ..widgets import line_height

        L, text = self.layout_, self.app.tr("table.replay.keys")
        info = getattr(L, "hand_info_rect", None)
        if isinstance(info, pygame.Rect):
            line = pygame.Rect(info.x, info.y + s.line, info.width, line_height(s.small))
            surface.blit(theme.felt(L.size), line, area=line)
            draw_text(surface, text, line.topleft, s.small, theme.TEXT_DIM, max_width=line.width)
        elif getattr(L, "keys_pos", None) is not None:
            draw_text(surface, text, L.keys_pos, s.small, theme.TEXT_DIM, anchor="midbottom",
                      max_width=L.size[0] - 2 * s.pad)

    def status(self) -> tuple[str, bool]:
        """The status line says the step shown and who acts next, never asks anyone to act (the
        live table's 轮到你 would ask the viewer of a replay to play)."""
        return self.replay_status(), False

    def picture(self):
        """The family's picture with the replay's status line (the climbing tables make theirs in
        the picture, not through :meth:`status`)."""
        import dataclasses

        pic = super().picture()
        if dataclasses.is_dataclass(pic) and hasattr(pic, "status"):
            pic = dataclasses.replace(pic, status=self.replay_status(), status_mine=False)
        return pic

    def replay_status(self) -> str:
        """第 12 / 80 步：上家：♠7 · 接下来：下家 — the step shown in the play log's own words (the
        family's feed writes them, as the seat on screen saw it), and the seat to act next."""
        tr, replay = self.app.tr, self.replay
        log = getattr(self.feed, "log", None)
        said = log[-1] if log else ""
        step = tr("table.replay.position", n=replay.position - replay.start, total=replay.end - replay.start)
        text = tr("table.replay.status.step_said", step=step, said=said) if said else step
        seats = len(self.match.players)
        acting = [s for s in replay.to_act() if 0 <= s < seats] if not replay.at_end else []
        if acting:
            names = tr("table.replay.status.and").join(self.name_of(s) for s in acting)
            text = tr("table.replay.status.next", text=text, names=names)
        hints = self.hint_words()
        return tr("table.replay.status.hints", text=text, hints=hints) if hints else text

    def hint_words(self) -> str:
        """How many hints the hand's people used, as its record kept them ("" when none): "本局
        提示 3 次" for one person, each by name when several people played it (hot-seat)."""
        tr, counts = self.app.tr, self.replay.recorded_hints()
        if not counts:
            return ""
        people = [seat for seat, player in enumerate(self.match.players) if player.kind == "human"]
        if len(people) < 2:
            return tr("table.replay.hints", count=sum(counts.values()))
        return tr("table.replay.status.and").join(tr("table.replay.hints_of", name=self.name_of(seat), count=n)
                                                  for seat, n in counts.items())

    def keep_clear(self) -> tuple:
        """What a flag's box must not cover: the seats of a table that lays them out as slots
        (21点: each slot ends in the seat's plate, just above the controls)."""
        return tuple(getattr(self.layout_, "slots", ()) or ())

    def flag_button(self, flag, s: theme.Sizes):
        """从这里试试 in the flagged decision's box (None: no flag here), keeping its hover."""
        from .review_note import try_button

        if flag is None:
            return None
        button = try_button(flag, self.replay_bar.row, s, self.app.tr, self.keep_clear())
        old = self._try_button
        button.hover = old is not None and old.rect == button.rect and old.hover
        return button


_CLASSES: dict[type, type] = {}


def replay_table(cls: type) -> type:
    """``cls`` (a family's table class) as a replay viewer: the same class with
    :class:`ReplayTable` in front of it."""
    if cls not in _CLASSES:
        _CLASSES[cls] = type(f"Replay{cls.__name__}", (ReplayTable, cls), {"__module__": __name__})
    return _CLASSES[cls]


def open_replay(app: Any, hand: Any, *, seat: int | None = None, face_up: bool = True) -> Any:
    """Push the replay of ``hand`` (a :class:`~scenes.replays_store.HandToReplay`) and return its
    scene, or None after telling the player it cannot be replayed (and dropping it from the list)."""
    import importlib
    import sys
    import traceback

    from engine.match import DamagedRecord

    from ..dialog import MessageDialog
    from ..tables import TABLES

    try:
        controller = ReplayController(hand.record, hand.hand.start, hand.hand.end, hand.players)
        module_name, class_name = TABLES[get_spec(hand.hand.variant).family]
        cls = getattr(importlib.import_module(module_name), class_name)
    except (DamagedRecord, KeyError) as error:
        print(f"paiyou: a kept hand cannot be replayed: {str(error)[:200]}", file=sys.stderr)
        from ..replays_store import forget_hand

        forget_hand(app.storage, hand.hand)
        app.stack.push(MessageDialog("table.replay.damaged"))
        return None
    except Exception:  # noqa: BLE001 - an engine bug must not close the window
        traceback.print_exc(file=sys.stderr)
        app.stack.push(MessageDialog("table.replay.damaged"))
        return None
    table = replay_table(cls)(controller.match, threaded=False)
    if seat is None:
        people = [i for i, p in enumerate(controller.match.players) if p.kind == "human"]
        seat = people[0] if people else 0
    table.setup_replay(controller, seat, face_up)
    table.kept = hand
    app.stack.push(table)
    return table


def open_dropped_file(app: Any, path: str) -> Any:
    """A file dropped on the window (pygame's DROPFILE): a shared hand opens on the replay viewer
    over whatever is on screen (leaving it comes back there); anything else is refused with a
    message saying why (scenes/replay/share)."""
    from .share import open_dropped

    hand = open_dropped(app.storage, path)
    if hand is None:
        app.show_notices()
        return None
    return open_replay(app, hand)
