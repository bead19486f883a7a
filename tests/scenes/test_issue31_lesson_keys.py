"""A lesson followed by keys alone (issue 31, found walking the lessons under Xvfb): where the
lesson's move is 不出 the table rings the 不出 button "so Enter makes it", yet Enter at a climbing
table means 出牌 and only said 请先选择要出的牌 — a learner pressing H then Enter was stuck."""
from __future__ import annotations

import pytest

from engine.actions import Pass
from scenes import intents as it
from tests.scenes.test_tutorial import _walk_to, open_quiet
from tests.scenes.tutorial_driver import frame


@pytest.mark.parametrize("lesson_id", ["shuangkou", "big2", "gandengyan", "doudizhu"])
def test_enter_makes_the_lessons_pass(app, lesson_id):
    table = open_quiet(app, lesson_id)
    person = table.lesson.person
    moment = next(i for i, (seat, action) in enumerate(table.lesson.script)
                  if seat == person and isinstance(action, Pass))
    _walk_to(app, table, moment)
    frame(app, it.Intent(it.HINT))
    frame(app, it.Intent(it.CONFIRM))
    assert len(table.match.actions) > moment and table.match.actions[moment] == (person, Pass())


def test_enter_still_plays_the_raised_cards(app):
    table = open_quiet(app, "big2")
    person = table.lesson.person
    moment = next(i for i, (seat, action) in enumerate(table.lesson.script)
                  if seat == person and not isinstance(action, Pass))
    _walk_to(app, table, moment)
    frame(app, it.Intent(it.HINT))
    frame(app, it.Intent(it.CONFIRM))
    assert table.match.actions[moment] == table.lesson.script[moment]
