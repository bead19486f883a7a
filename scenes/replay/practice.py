"""练习: a finished hand played on from one of its moments, or its deal played again (重打这手).

Why a practice table: "could I have won?" is best answered by trying — from the replay, the
person takes the hand over at any point (从这里接着打, or 从这里试试 at a flagged decision) or
from its deal (重打这手: the same seed and the same actions before it, so the same cards), on
the family's real table against the same computer players (their seats and levels are the
record's). It is the live table mixed with :class:`PracticeTable`, which changes only what a
practice must not do:

- nothing is written: its controller has no autosave, so the match in progress of that game
  (its save slot) is never overwritten, and the practice hand is not kept among the replays
  (a practice is a question asked of a hand already kept, not a hand of its own);
- nothing is counted (``count_finished`` counts nothing, nor clears a save at a match's end);
- it says so: a 练习 badge on the table for as long as it is open, and a note when it starts;
- it is one hand: its result leads back to the replay (返回回放), and its menu offers the same
  point again, the deal again, or the replay.
"""
from __future__ import annotations

from typing import Any

import pygame

from engine.registry import get_spec

from .. import theme
from ..widgets import draw_text, render, rounded_rect

#: The badge's colours: the review's amber, so a practice never looks like a counted hand.
BADGE_FILL = (226, 170, 60)
BADGE_TEXT = (40, 26, 8)

FROM_HERE, FROM_DEAL = "here", "deal"


class PracticeTable:
    """Mixed before a family's table class (:func:`practice_table`)."""

    #: the replay this practice came from, and where in its hand it began
    source: Any = None
    begin: int = 0
    kind: str = FROM_HERE

    def setup_practice(self, source: Any, begin: int, kind: str) -> None:
        self.source, self.begin, self.kind = source, begin, kind

    # the lifecycle's hooks (scenes/table/base.py) ---------------------------------------------
    def start_controller(self):
        """The live controller with the same computer players, but no autosave: the game's save
        slot and the kept hands are never written by a practice."""
        from ..controller import TableController

        self.controller = TableController(self.match, save=None, threaded=self.threaded,
                                          bot_delay=self._bot_delay())
        return self.controller

    def enter(self) -> None:
        super().enter()
        deal_again = self.kind == FROM_DEAL and self.match.actions and self.obs.phase in ("hand_over", "match_over")
        if deal_again:                     # the hand before it has just ended: deal this one as the table does
            self._result_due = None
            self.next_hand()
        note = ("table.practice.started_deal" if self.kind == FROM_DEAL else "table.practice.started_here")
        self.show_note(self.app.tr(note, n=self.begin - self.source.replay.start), urgent=False)

    def count_finished(self, result) -> None:
        """A practice hand is never counted (nor does a match's end clear the game's save)."""

    def result_panel_for(self, result, match_over: bool):
        from .result import as_replay_result

        return as_replay_result(super().result_panel_for(result, False), self.app.tr, self.leave_practice)

    def open_menu(self) -> None:
        """Esc or 菜单: back to the practice, the same point again, the deal again, or the replay."""
        from ..dialog import MenuDialog
        from ..rules_book.scene import open_rules
        from ..settings_scene import SettingsScene

        app = self.app
        app.stack.push(MenuDialog("table.practice.menu_title", [
            ("table.practice.resume", None),
            *self.come_back_items(),
            ("table.practice.again", lambda: self.restart(self.begin, self.kind)),
            ("table.replay.redeal", lambda: self.restart(self.source.replay.start, FROM_DEAL)),
            ("table.rules", lambda: open_rules(app, self.match.variant, self.match.options)),
            ("table.settings", lambda: app.stack.push(SettingsScene())),
            ("table.practice.leave", self.leave_practice),
        ]))

    def restart(self, begin: int, kind: str) -> Any:
        """This practice closes and a new one opens at ``begin`` of the same hand."""
        source, app = self.source, self.app
        self.leave_practice()
        return open_practice(app, source, begin, kind)

    def leave_practice(self) -> None:
        """Back to the replay it came from (the result panel, if open, closes first)."""
        app = self.app
        if app is None:
            return
        if self.result_panel is not None and self.result_panel in list(app.stack):
            app.stack.remove(self.result_panel)
        self.result_panel = None
        if self in list(app.stack):
            app.stack.remove(self)

    # drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.app is not None and self.layout_ is not None:
            draw_badge(surface, self.badge_rect(), self.app.tr("table.practice.badge"),
                       theme.sizes(self.layout_.size[1]))

    def badge_rect(self) -> pygame.Rect:
        """练习, in the corner buttons' second row (菜单's, moved down: where 记录 stands), just left
        of them: the top row is full at some tables (升级's trump, levels and points)."""
        s = theme.sizes(self.layout_.size[1])
        menu = self.layout_.menu_rect
        row = menu.move(0, menu.height + s.pad // 2)
        beside = [b.rect for b in self.corner.values() if b.rect.top < row.bottom and b.rect.bottom > row.top]
        right = min([row.left, *(r.left for r in beside)]) - s.pad
        text = render(self.app.tr("table.practice.badge"), s.body, BADGE_TEXT, True)
        rect = text.get_rect().inflate(2 * s.pad, s.pad // 2)
        rect.height = max(rect.height, row.height - s.pad // 2)
        rect.midright = (right, row.centery)
        return rect


def draw_badge(surface: pygame.Surface, rect: pygame.Rect, text: str, s: theme.Sizes) -> None:
    rounded_rect(surface, rect, BADGE_FILL, rect.height // 2)
    draw_text(surface, text, rect.center, s.body, BADGE_TEXT, bold=True, anchor="center")


_CLASSES: dict[type, type] = {}


def practice_table(cls: type) -> type:
    """``cls`` (a family's table class) as a practice table."""
    if cls not in _CLASSES:
        _CLASSES[cls] = type(f"Practice{cls.__name__}", (PracticeTable, cls), {"__module__": __name__})
    return _CLASSES[cls]


def practice_start(replay: Any, begin: int, kind: str) -> int:
    """The action count the practice match is rebuilt to: ``begin`` itself, or, for the deal again
    of a hand after the first, the moment before its 下一局 (the table then deals it, animated)."""
    if kind == FROM_DEAL and begin > 0:
        return begin - 1
    return begin


def open_practice(app: Any, source: Any, begin: int, kind: str = FROM_HERE, *, threaded: bool = True) -> Any:
    """Push a practice of ``source``'s hand (``source``: the replay table) from ``begin`` (an
    action count inside the hand; the hand's start for the deal again) and return it, or None
    when the hand is over there (the person is told)."""
    import importlib

    from ..tables import TABLES

    replay = source.replay
    if begin >= replay.end:
        source.show_note(app.tr("table.practice.over"))
        return None
    match = replay.match_at(practice_start(replay, begin, kind))
    module_name, class_name = TABLES[get_spec(match.variant).family]
    cls = getattr(importlib.import_module(module_name), class_name)
    table = practice_table(cls)(match, threaded=threaded and getattr(source, "practice_threaded", True))
    table.setup_practice(source, begin, kind)
    replay.set_playing(False)
    app.stack.push(table)
    return table
