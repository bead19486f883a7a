"""Two leftovers of 新手教学 (issue 31): every variant's page of the rules book offers its game's
lesson (癞子斗地主's page the 斗地主 one), and a lesson's table never says which hand of a match it
is (第 1/12 局): a lesson is one prepared hand."""
from __future__ import annotations

import re

import pytest

from engine.registry import all_specs, get_spec
from scenes.tutorial.lesson import available, load_lesson
from scenes.tutorial.table import TutorialTable, open_lesson

from tests.scenes.tutorial_driver import frame, press

TAUGHT = {get_spec(load_lesson(name).variant).group for name in available()}
VARIANTS = [spec.id for spec in all_specs() if spec.group in TAUGHT]
#: The words by which a table says which hand of the match is played, in both languages.
MATCH_COUNT = re.compile(r"第 ?\d+(/\d+)? ?局|\b(Hand|Round) \d+")


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_variants_page_offers_its_games_lesson(app, variant):
    from scenes.rules_book.scene import open_rules

    book = open_rules(app, variant)
    frame(app)
    assert book.lesson_button is not None and book.lesson_button.text == app.tr("rules.tutorial")
    press(app, book.lesson_button.rect.center)
    table = app.stack.top
    assert isinstance(table, TutorialTable)
    assert get_spec(table.lesson.variant).group == get_spec(variant).group
    if variant in {load_lesson(name).variant for name in available()}:
        assert table.lesson.variant == variant            # a variant with its own lesson gets that one
    table.leave_lesson()
    assert app.stack.top is book


class _Words:
    """The player's words, each one remembered as the screens ask for it."""

    def __init__(self, tr) -> None:
        self.tr, self.said = tr, []

    def __call__(self, key, **params):
        text = self.tr(key, **params)
        self.said.append(text)
        return text

    def __getattr__(self, name):
        return getattr(self.tr, name)


def _words_drawn(app, scene) -> list[str]:
    import pygame

    words = _Words(app.tr)
    app.tr = words
    try:
        scene.draw(pygame.Surface(app.size))
    finally:
        app.tr = words.tr
    return words.said


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("lesson_id", available())
def test_a_lessons_table_shows_no_match_count(app, lesson_id, language):
    import importlib

    from scenes.tables import TABLES

    app.settings.animation = "off"
    app.tr.language = language
    table = open_lesson(app, lesson_id, threaded=False, bot_delay=0)
    for _ in range(3):
        frame(app)
    said = _words_drawn(app, table)
    assert not [text for text in said if MATCH_COUNT.search(text)]
    assert app.tr("table.tutorial.corner") in said or lesson_id == "shengji"   # 升级's bar shows levels only
    # the same hand on the family's own table does say it (so the test can fail)
    module_name, class_name = TABLES[get_spec(table.lesson.variant).family]
    family_table = getattr(importlib.import_module(module_name), class_name)
    plain = family_table(table.lesson.new_match(), threaded=False, bot_delay=0)
    table.leave_lesson()
    app.stack.push(plain)
    frame(app)
    if lesson_id != "shengji":
        assert [text for text in _words_drawn(app, plain) if MATCH_COUNT.search(text)]
