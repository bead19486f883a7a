"""新手教学: every shipped lesson played to its end as a person would, by following the pointer,
on the family's real table; what it may and may not do (practice: no statistics, no save, no
kept hand; only the lesson's move); and its words and pointer on screen at every step."""
from __future__ import annotations

import pygame
import pytest

from engine.actions import Bid
from engine.match import Match
from scenes import intents as it
from scenes.i18n import STRINGS
from scenes.replays_store import kept_variants
from scenes.saved_match import has_saved_match
from scenes.statistics import load_statistics
from scenes.tutorial.lesson import END, available, load_lesson, same_action
from scenes.tutorial.table import TutorialTable, open_lesson
from scenes.tutorial.targets import target_rect

from tests.scenes.tutorial_driver import frame, play_lesson, press

LESSONS = available()


def open_quiet(app, lesson_id: str, size=(1024, 640), language: str = "zh"):
    app.settings.animation = "off"
    app.tr.language = language
    if tuple(app.size) != tuple(size):
        app.screen = pygame.display.set_mode(size)
        app.stack.layout(size)
    table = open_lesson(app, lesson_id, threaded=False, bot_delay=0)
    frame(app)
    return table


def test_the_first_lessons_are_shipped():
    """The brief's order: 斗地主 and 21点 come first, and each lesson teaches its own family."""
    assert LESSONS[:2] == ("doudizhu", "blackjack")
    assert [load_lesson(name).variant for name in LESSONS[:2]] == ["doudizhu", "blackjack"]


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_lesson_line_is_a_real_hand_and_every_turn_is_guided(lesson_id):
    """The line plays through the rules to the hand's end; at each of the person's turns a step
    points at the move; every sentence exists in both languages; the score is explained."""
    lesson = load_lesson(lesson_id)
    match = lesson.new_match()
    for seat, action in lesson.script:
        assert seat in match.state.to_act()
        match.apply(seat, action)
    assert match.state.phase in ("hand_over", "match_over")
    person_turns = [i for i, (seat, _) in enumerate(lesson.script) if seat == lesson.person]
    pointed = {step.at for step in lesson.steps if step.point == "next" and not step.wait}
    assert set(person_turns) <= pointed
    assert lesson.steps[-1].at == END and lesson.steps[-1].wait
    for step in lesson.steps:
        assert lesson.key(step.say) in STRINGS, step.say
        assert f"reason.tutorial.{step.refuse}" in STRINGS
    result = match.state.observe(lesson.person).result
    for key, _params, _factor in getattr(result, "lines", ()):
        assert f"table.tutorial.score.{lesson.variant}.{key}" in STRINGS, key


@pytest.mark.parametrize("lesson_id", LESSONS)
@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_score_is_explained_line_by_line(lesson_id, language):
    """The score step says one sentence per line of the hand's result, each from the lesson's own
    words (no key shown raw, no line left to the panel's shorthand)."""
    from scenes.i18n import Translator
    from scenes.tutorial.score import explain_score

    lesson = load_lesson(lesson_id)
    match = lesson.new_match()
    for seat, action in lesson.script:
        match.apply(seat, action)
    result = match.state.observe(lesson.person).result
    tr = Translator(language)
    lines = explain_score(lesson, result, tr, lambda seat: f"<{seat}>")
    assert len(lines) >= max(2, len(getattr(result, "lines", ())))
    assert all(line.strip(" ·") and "table.tutorial." not in line and "{" not in line for line in lines)


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_lesson_plays_to_its_end_by_following_the_pointer(app, data_dir, lesson_id):
    """Pressing what the table points at (知道了, the cards, the buttons, 完成) finishes the lesson
    on the lesson's line, every step shown once; and it was practice: no statistics, no save over
    a real match, no hand kept for 牌局回放."""
    lesson = load_lesson(lesson_id)
    table = open_quiet(app, lesson_id)
    seen = []

    def note(table):
        step = table.step_up()
        if step is not None and (not seen or seen[-1] is not step):
            seen.append(step)

    presses = play_lesson(app, table, note)
    assert table.finished_lesson and table not in list(app.stack)
    assert [(seat, a) for seat, a in table.match.actions] and all(
        seat == s and same_action(a, b) for (seat, a), (s, b) in zip(table.match.actions, lesson.script))
    assert len(table.match.actions) == len(lesson.script)
    assert [s for s in lesson.steps if s not in seen] == []
    assert presses >= len(lesson.steps)
    assert not has_saved_match(app.storage)
    assert load_statistics(app.storage)[0] == {} or not any(load_statistics(app.storage)[0].values())
    assert kept_variants(app.storage) == []


def test_a_real_match_saved_before_is_kept(app, data_dir):
    """A lesson of 斗地主 leaves a saved 斗地主 match as it was."""
    from scenes.saved_match import load_match, save_match

    real = Match.new("doudizhu", None, seed=11)
    save_match(app.storage, real)
    play_lesson(app, open_quiet(app, "doudizhu"))
    kept, _notice = load_match(app.storage, "doudizhu")
    assert kept is not None and kept.seed == 11 and kept.uid == real.uid


def _walk_to(app, table, moment: int) -> None:
    """Follow the pointer until the hand has had ``moment`` actions and the person is to act."""
    from tests.scenes.tutorial_driver import pointed_press

    for _ in range(500):
        if len(table.match.actions) == moment and table.my_turn() and not table.guide.holds(moment, False):
            return
        point = pointed_press(table)
        if point is None:
            frame(app)
        else:
            press(app, point)
    raise AssertionError("the lesson did not reach that moment")


def test_a_move_off_the_line_is_refused_with_the_lessons_reason(app):
    """At the bid the lesson offers 3 分 alone: 1 分 is refused with the step's reason, nothing moves."""
    table = open_quiet(app, "doudizhu")
    lesson = table.lesson
    bid_at = next(i for i, (seat, a) in enumerate(lesson.script) if isinstance(a, Bid))
    _walk_to(app, table, bid_at)
    assert table.controller.legal_actions(lesson.person) == [Bid(3)]
    assert not table.act(Bid(1))
    assert len(table.match.actions) == bid_at
    assert table.note == app.tr("reason.tutorial.bid")
    assert table.act(Bid(3))


def test_hint_raises_the_lessons_move(app):
    table = open_quiet(app, "doudizhu")
    first_play = next(i for i, (seat, a) in enumerate(table.lesson.script) if seat == 0 and hasattr(a, "cards"))
    _walk_to(app, table, first_play)
    frame(app, it.Intent(it.HINT))
    assert sorted(table.hand.selection) == sorted(table.lesson.script[first_play][1].cards)


def test_no_autoplay_button_in_a_lesson(app):
    table = open_quiet(app, "doudizhu")
    assert "autoplay" not in table.corner and isinstance(table, TutorialTable)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("lesson_id", LESSONS)
def test_every_step_reads_inside_the_window_and_spares_the_hand_and_buttons(app, lesson_id, size, language):
    """At every step: the box and the pointer's target inside the window; the box covers neither
    the target nor the person's hand and buttons (the action row, the corner buttons); its lines
    fit its width."""
    table = open_quiet(app, lesson_id, size, language)
    checked = set()

    def look(table):
        callout = table.callout
        if callout is None:
            return
        key = (len(table.match.actions), table.step_up(), callout.target and tuple(callout.target))
        if key in checked:
            return
        checked.add(key)
        window = pygame.Rect((0, 0), size)
        assert window.contains(callout.box), (key, callout.box)
        if callout.target is not None:
            assert window.contains(callout.target), key
            assert not callout.box.colliderect(callout.target), key
        for keep in callout.keep_clear:
            assert not callout.box.colliderect(keep), (key, keep, callout.box)
        for name in table.step_up().about:          # what the sentence speaks of stays in sight
            about = target_rect(table, name, None)
            assert about is not None and not callout.box.colliderect(about), (key, name, about, callout.box)
        if callout.button is not None:
            assert callout.box.contains(callout.button.rect)
        from scenes.assets import font

        s_body = max(1, callout.box.width)
        for line in callout.lines:
            assert font(__import__("scenes.theme", fromlist=["sizes"]).sizes(size[1]).body, False).size(line)[0] <= s_body
    look(table)
    play_lesson(app, table, look)
    assert len(checked) >= len(table.lesson.steps)


def test_menu_lists_the_lessons_and_opens_one(app):
    from scenes.menu import MainMenu
    from scenes.tutorial.list_scene import TutorialListScene

    app.settings.animation = "off"
    menu = MainMenu()
    app.stack.push(menu)
    frame(app)
    button = next(b for b in menu.buttons if b.action == "tutorials")
    assert button.text == app.tr("menu.tutorials")
    assert pygame.Rect((0, 0), app.size).contains(button.rect)
    press(app, button.rect.center)
    listing = app.stack.top
    assert isinstance(listing, TutorialListScene) and listing.lessons == LESSONS
    frame(app, it.Intent(it.DOWN), it.Intent(it.CONFIRM))
    assert isinstance(app.stack.top, TutorialTable) and app.stack.top.lesson.id == LESSONS[1]
    app.stack.top.leave_lesson()
    assert app.stack.top is listing
    frame(app, it.Intent(it.BACK))
    assert app.stack.top is menu


def test_rules_book_opens_the_games_lesson(app):
    from scenes.rules_book.scene import open_rules

    book = open_rules(app, "doudizhu")
    frame(app)
    assert book.lesson_button is not None and book.lesson_button.text == app.tr("rules.tutorial")
    press(app, book.lesson_button.rect.center)
    assert isinstance(app.stack.top, TutorialTable) and app.stack.top.lesson.variant == "doudizhu"
    app.stack.top.leave_lesson()
    book.turn_to("doudizhu-wild")
    assert book.lesson_button is not None and book.lesson_button.action == "doudizhu"   # the game's lesson


def test_pause_menu_leaves_or_restarts_the_lesson(app):
    from scenes.dialog import MenuDialog

    table = open_quiet(app, "blackjack")
    frame(app, it.Intent(it.BACK))
    assert isinstance(app.stack.top, MenuDialog)
    app.stack.pop()
    table.restart()
    again = app.stack.top
    assert isinstance(again, TutorialTable) and again is not table and table not in list(app.stack)
    assert again.step_up() is again.lesson.steps[0]


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_list_of_lessons_fits_the_window(app, size, language):
    """Every lesson's row inside the window, apart from the others and above 返回; its words inside it."""
    from scenes.tutorial.list_scene import TutorialListScene

    app.tr.language = language
    app.screen = pygame.display.set_mode(size)
    listing = TutorialListScene()
    app.stack.push(listing)
    app.stack.layout(size)
    frame(app)
    window = pygame.Rect((0, 0), size)
    assert len(listing.rows) == len(LESSONS)
    for index, row in enumerate(listing.rows):
        assert window.contains(row) and row.bottom < listing.back.rect.top
        assert row.collidelist(listing.rows[:index]) == -1
