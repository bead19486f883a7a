"""A lesson on the family's real table: the table class with :class:`TutorialTable` in front.

Why a mixin, as the replay viewer does it: the lesson must look and answer exactly like the game
the person is learning — the same cards, buttons, keys, refusals and result — so each family's
own table class runs it, given a :class:`~scenes.tutorial.controller.TutorialController` instead
of the live one. What the lesson adds or takes away:

- the box of words and the pointer (:mod:`scenes.tutorial.callout`) for the step up now
  (:mod:`scenes.tutorial.guide`); a ``wait`` step holds the computer players (and the result)
  until 知道了 (Enter or its button), and takes no other input but the corner buttons;
- the person's moves are held to the lesson's line by the controller, which refuses anything
  else with the step's short reason, and 提示 raises the lesson's move;
- practice, not a match: nothing counted in the statistics (``count_finished``), nothing saved
  over a real match and no finished hand kept for 牌局回放 (the controller has no autosave), no
  托管; the result's button reads 完成 and leads back to where the lesson was opened;
- the score, once the hand is over, explained line by line (:mod:`scenes.tutorial.score`)
  before the family's own result panel opens, without the hints count (its 提示 is the lesson's);
- one hand, not a match: where the family's table says which hand of the match this is (第 1/12
  局 in the corner, 麻将's middle, 21点's corner, 打撇's chip) it says 新手教学 (:class:`LessonWords`).
"""
from __future__ import annotations

from typing import Any

import pygame

from engine.registry import get_spec

from .. import intents as it
from .. import theme
from . import callout as callout_mod
from .controller import TutorialController
from .guide import Guide
from .lesson import END, Lesson, load_lesson
from .score import explain_score
from .targets import keep_clear, target_parts, target_rect

FINISHED = ("hand_over", "match_over")


class TutorialTable:
    """Mixed before a family's table class (:func:`tutorial_table`)."""

    lesson: Lesson
    guide: Guide
    callout: Any = None

    def setup_lesson(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.guide = Guide(lesson)
        self.family = get_spec(lesson.variant).family
        self.callout = None
        self.finished_lesson = False

    # where the lesson is ------------------------------------------------------------------------
    def _moment(self) -> tuple[int, bool]:
        over = self.obs is not None and self.obs.phase in FINISHED
        return len(self.match.actions), over

    def step_up(self):
        """The lesson's step shown now (None: none)."""
        return self.guide.current(*self._moment()) if self.controller is not None else None

    def person_move(self):
        """The person's next move on the lesson's line, when it is theirs now."""
        return self.controller.expected(self.lesson.person) if self.controller is not None else None

    # the lifecycle's hooks (scenes/table/base.py) --------------------------------------------------
    def start_controller(self):
        self.controller = TutorialController(self.lesson, self.match, threaded=self.threaded,
                                             bot_delay=self._bot_delay())
        return self.controller

    def count_finished(self, result) -> None:
        """A lesson is practice: nothing goes into the statistics, and there is no save to clear."""

    def _move_on(self, dt: float) -> list:
        if self.guide.holds(*self._moment()):
            return []
        return super()._move_on(dt)

    def _open_result(self, due) -> None:
        """The family's result opens once the score has been explained (its 知道了 given)."""
        if self.guide.finished(True):
            super()._open_result(due)

    def corner_buttons(self, L, *, sort: bool = False) -> dict:
        corner = super().corner_buttons(L, sort=sort)
        corner.pop("autoplay", None)
        return corner

    def toggle_autoplay(self) -> None:
        """No 托管 in a lesson: the person plays it."""

    def corner_action(self, action: str) -> bool:
        if action == "autoplay":
            return True
        return super().corner_action(action)

    def open_menu(self) -> None:
        """Esc or 菜单: back to the lesson, the rules, settings, start it again, or leave it."""
        from ..dialog import MenuDialog
        from ..rules_book.scene import open_rules
        from ..settings_scene import SettingsScene

        app = self.app
        app.stack.push(MenuDialog("table.tutorial.menu.title", [
            ("table.tutorial.menu.resume", None),
            ("table.rules", lambda: open_rules(app, self.match.variant, self.match.options)),
            ("table.settings", lambda: app.stack.push(SettingsScene())),
            ("table.tutorial.menu.restart", self.restart),
            ("table.tutorial.menu.leave", self.leave_lesson),
        ]))

    def leave_lesson(self) -> None:
        if self.app is not None and self in list(self.app.stack):
            self.app.stack.remove(self)

    def restart(self) -> None:
        """The lesson from its first step, on a new table in this one's place."""
        app = self.app
        if app is None:
            return
        table = make_table(self.lesson, threaded=self.threaded, bot_delay=self.bot_delay)
        self.leave_lesson()
        app.stack.push(table)

    # the result at the end ------------------------------------------------------------------------
    def result_panel_for(self, result, match_over: bool):
        panel = super().result_panel_for(result, False)
        return as_lesson_result(panel, self.app.tr, self.finish)

    def finish(self) -> None:
        """完成 on the result: the lesson is over, back to where it was opened."""
        self.result_panel = None
        self.finished_lesson = True
        self.leave_lesson()

    # input ----------------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None or self.layout_ is None or self.controller is None:
            return False
        step = self.step_up()
        if step is not None and step.wait:
            return self._waiting_intent(intent)
        handled = super().handle_intent(self._enter_makes_the_move(intent))
        self._sync_callout()
        return handled

    def _enter_makes_the_move(self, intent: it.Intent) -> it.Intent:
        """Enter when the lesson's move is 不出 and no card is raised: 不出. The table rings the
        不出 button for it (``_focus_lesson_move``), but Enter at a climbing table means 出牌, and a
        learner who pressed H and Enter was told to pick cards first, and stuck."""
        from engine.actions import Pass

        if intent.kind != it.CONFIRM or not self.my_turn() or not isinstance(self.person_move(), Pass):
            return intent
        if getattr(getattr(self, "hand", None), "selection", None):
            return intent
        return it.Intent(it.PASS)

    def _waiting_intent(self, intent: it.Intent) -> bool:
        """While a step waits for 知道了: that (Enter, Space, its button), the corner buttons and
        the side panel; nothing else moves the table."""
        kind, button = intent.kind, self.callout.button if self.callout is not None else None
        if kind == it.MOVE:
            if button is not None:
                button.on_move(intent.pos)
            for corner in self.corner.values():
                corner.on_move(intent.pos)
        elif kind in (it.CONFIRM, it.SELECT, it.PASS):
            self.acknowledge()
        elif kind == it.PRESS:
            self.anims.skip()
            if button is not None and button.hit(intent.pos):
                self.acknowledge()
            elif not self.press_corner(intent.pos):
                self.side_intent(intent)
        elif kind == it.BACK:
            self.open_menu()
        else:
            self.side_intent(intent)
        return True

    def acknowledge(self) -> None:
        """知道了: the next step (or the move the table waited for)."""
        if self.guide.acknowledge(*self._moment()):
            self._sync_callout()

    # the box and the pointer ----------------------------------------------------------------------
    def layout(self, size) -> None:
        super().layout(size)
        self._sync_callout()

    def update(self, dt: float) -> None:
        super().update(dt)
        self._focus_lesson_move()
        self._sync_callout()

    def _focus_lesson_move(self) -> None:
        """The lesson's move is the focused button of the action row, so Enter makes it."""
        bar, move = getattr(self, "bar", None), self.person_move() if self.my_turn() else None
        if bar is None or move is None or not bar.buttons:
            return
        from engine.actions import Action

        from .lesson import same_action

        for index, button in enumerate(bar.buttons):
            if (isinstance(button.action, Action) and button.enabled and same_action(button.action, move)
                    and bar.focus != index):
                bar.focus = index
                bar._apply_focus()

    def step_words(self, step) -> list[str]:
        """The step's sentences: one paragraph, or the score's lines after the last one."""
        tr = self.app.tr
        words = [tr(self.lesson.key(step.say))]
        if step.at == END and self.obs is not None and self.obs.result is not None:
            words += explain_score(self.lesson, self.obs.result, tr, self.name_of)
        return words

    def _sync_callout(self) -> None:
        """The box for the step up now, placed for the table as it is laid out now."""
        if self.app is None or self.layout_ is None or self.controller is None or self.obs is None:
            self.callout = None
            return
        step = self.step_up()
        self.controller.refusal = step.refuse if step is not None else "follow"
        if step is None or (step.at != END and self.anims.busy and not step.wait):
            self.callout = None
            return
        tr, s = self.app.tr, theme.sizes(self.layout_.size[1])
        move = self.person_move() if self.my_turn() else None
        wanted = step.point != "next" or move is not None
        target = target_rect(self, step.point, move) if wanted else None
        parts = target_parts(self, step.point, move) if wanted else []
        area = pygame.Rect((0, 0), self.layout_.size)
        title = tr("table.tutorial.callout.title", name=tr(f"table.tutorial.name.{self.lesson.id}"),
                   n=self.guide.number(step), total=len(self.lesson.steps))
        self.callout = callout_mod.build(self.app.size, area, s, title, self.step_words(step), target,
                                         keep_clear(self, step), tr("table.tutorial.ok") if step.wait else None, parts)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        if app is not None:
            words = app.tr
            app.tr = LessonWords(words)
            try:
                super().draw(surface)
            finally:
                app.tr = words
        else:
            super().draw(surface)
        if self.app is None or self.layout_ is None or self.callout is None:
            return
        if getattr(self, "result_panel", None) is not None:
            return
        callout_mod.draw(surface, self.callout, theme.sizes(self.layout_.size[1]), self.clock)


#: The words by which the families' tables tell which hand of the match is played.
MATCH_COUNT_KEYS = frozenset(("table.hand_no", "table.hand_of", "table.mj.hand_of", "table.mj.hand_n",
                              "table.bj.round_no", "table.dp.hand_of"))


class LessonWords:
    """The player's words, as the lesson's table draws itself: a lesson is one prepared hand, not
    a match, so where a family's table says which hand of the match this is (第 1/12 局) it says
    新手教学. Why words and not each family's painter: the count is drawn in a different place by
    each family (the corner, the middle, a chip), all of them through these keys; the lesson's
    table lends the painters these words while it draws, and gives the real ones back after."""

    def __init__(self, tr: Any) -> None:
        self._tr = tr

    def __call__(self, key: str, **params: Any) -> str:
        if key in MATCH_COUNT_KEYS:
            return self._tr("table.tutorial.corner")
        return self._tr(key, **params)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._tr, name)


def as_lesson_result(panel: Any, tr: Any, finish) -> Any:
    """The family's result panel whose way on (下一局, 返回菜单, 21点's 离桌) is 完成; it does not
    count hints (the lesson's 提示 only shows its move)."""
    from ..replay.result import _relabel

    panel.match_over = False
    panel.replayable = False
    panel.shows_hints = False
    for name in ("on_next", "on_menu", "on_leave"):
        if hasattr(panel, name):
            setattr(panel, name, finish)
    laid_out = panel.layout

    def layout(size) -> None:
        laid_out(size)
        _relabel(panel, tr("table.tutorial.done"))

    panel.layout = layout
    return panel


_CLASSES: dict[type, type] = {}


def tutorial_table(cls: type) -> type:
    """``cls`` (a family's table class) running a lesson."""
    if cls not in _CLASSES:
        _CLASSES[cls] = type(f"Tutorial{cls.__name__}", (TutorialTable, cls), {"__module__": __name__})
    return _CLASSES[cls]


def make_table(lesson: Lesson, *, threaded: bool = True, bot_delay: float | None = None) -> Any:
    import importlib

    from ..tables import TABLES

    module_name, class_name = TABLES[get_spec(lesson.variant).family]
    cls = getattr(importlib.import_module(module_name), class_name)
    table = tutorial_table(cls)(lesson.new_match(), threaded=threaded, bot_delay=bot_delay)
    table.setup_lesson(lesson)
    return table


def open_lesson(app: Any, lesson_id: str, *, threaded: bool = True, bot_delay: float | None = None) -> Any:
    """Push the lesson ``lesson_id`` on its table and return the table; None (after telling the
    player) when it cannot be opened — a broken shipped lesson is a bug, not a crash."""
    import sys
    import traceback

    from ..dialog import MessageDialog

    try:
        table = make_table(load_lesson(lesson_id), threaded=threaded, bot_delay=bot_delay)
    except Exception:  # noqa: BLE001 - reported on stderr and to the player
        traceback.print_exc(file=sys.stderr)
        app.stack.push(MessageDialog("table.tutorial.broken"))
        return None
    app.stack.push(table)
    return table
