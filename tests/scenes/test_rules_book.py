"""The rules book: a page for every variant, every example checked by the engine, every page
readable in both languages at the smallest and a large window, reachable from the pause menu."""
from __future__ import annotations

import pygame
import pytest

from engine.cards import Card
from engine.match import Match, SeatPlayer
from engine.registry import all_specs, get_spec
from scenes import intents as it
from scenes.intents import Intent
from scenes.rules_book.content import all_pages, page_for
from scenes.rules_book.model import CardsExample

SIZES = ((1024, 640), (1920, 1080))
LANGUAGES = ("zh", "en")


def _examples():
    found = []
    for variant, page in sorted(all_pages().items()):
        for index, example in enumerate(page.examples()):
            found.append(pytest.param(example, id=f"{variant}-{index}"))
    return found


# --- the pages ------------------------------------------------------------------------------

@pytest.mark.parametrize("variant", [spec.id for spec in all_specs()])
def test_every_registered_variant_has_a_page(variant):
    page = page_for(variant)
    assert page is not None, f"no rules page for {variant}"
    assert page.variant == variant
    assert page.sections and all(section.blocks for section in page.sections)
    assert page.examples(), f"the {variant} page shows no example"


def test_no_page_for_an_unknown_variant():
    ids = {spec.id for spec in all_specs()}
    assert set(all_pages()) <= ids


@pytest.mark.parametrize("example", _examples())
def test_every_example_is_what_its_caption_says(example):
    example.check()  # raises AssertionError when the engine disagrees


@pytest.mark.parametrize("example", _examples())
def test_every_card_and_tile_in_an_example_is_real(example):
    assert example.caption.zh and example.caption.en
    assert len(example.group_labels) in (0, len(example.groups))
    if isinstance(example, CardsExample):
        codes = [code for group in example.groups for code in group]
        assert codes
        for code in codes:
            card = Card.from_code(code)  # raises ValueError on a card that does not exist
            assert card.deck in (0, 1, 2)
        from scenes.cardart import MARKS

        for code, mark in example.marks:
            assert code in codes and mark in MARKS
    else:
        from engine.mahjong.tiles import parse

        assert all(parse(group) for group in example.groups)


def test_the_checks_can_fail():
    """A wrong example is caught: a beat that does not hold, a wrong kind, a play that is none,
    a wrong score."""
    from scenes.rules_book import examples as ex
    from scenes.rules_book.model import T

    caption = T("错", "wrong")
    wrong = [
        ex.beat_example("doudizhu", caption, ("S2",), ("HA",)),                       # an A on a 2
        ex.beat_example("gandengyan", caption, ("S4",), ("H6",)),                     # two higher
        ex.beat_example("big2", caption, ("S2",), ("H2",)),                           # ♥2 on ♠2
        ex.beat_example("shuangkou", caption, ("S4", "H4", "C4", "D4", "S4#1"), ("S2", "H2", "C2", "D2")),
        ex.beat_example("gandengyan", caption, ("S4",), ("H5",), beats=False),        # it does beat
        ex.kind_example("doudizhu", caption, ("S3", "H4", "C5", "D6", "S7"), "bomb"),
        ex.kind_example("doudizhu-wild", caption, ("S4", "H5", "C6", "D3", "S8"), "straight", reading=(9,)),
        ex.beat_example("chicangying", caption, ("C8", "H8#1", "D8"), ("RJ", "BJ", "BJ#1"), turned=7),
        ex.no_play_example("doudizhu", caption, ("S3", "H4", "C5", "D6", "S7")),
        ex.checked(caption, (("S2",),), lambda: ex.expect(1 + 1, 3, "a sum")),
    ]
    for example in wrong:
        with pytest.raises(AssertionError):
            example.check()


# --- the scene ------------------------------------------------------------------------------

@pytest.fixture(params=SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def sized_app(request, data_dir):
    from scenes.app import App

    application = App(request.param)
    yield application
    while len(application.stack):
        application.stack.pop()


def _open(app, variant=None, options=None):
    from scenes.rules_book.scene import open_rules

    scene = open_rules(app, variant, options)
    app.step(1 / 60, [])
    return scene


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_renders_with_no_text_cut_and_inside_the_window(sized_app, language, monkeypatch):
    import scenes.widgets as widgets

    shortened = []
    real_fit = widgets.fit_text

    def recording_fit(text, size, width, bold=False):
        result = real_fit(text, size, width, bold)
        if result != widgets.drawable(text):
            shortened.append(text)
        return result

    monkeypatch.setattr(widgets, "fit_text", recording_fit)
    app = sized_app
    app.tr.language = language
    w, h = app.size
    from scenes.assets import font

    for spec in all_specs():
        options = spec.resolved_options()
        scene = _open(app, spec.id, options)
        assert scene.variant == spec.id and scene.book.height > 0
        # every line was wrapped to its box, and every box is inside the window, beside the contents
        for text, size, bold, rect in scene.text_boxes():
            assert font(size, bold).size(text)[0] <= rect.width, (spec.id, text)
            assert 0 <= rect.left and rect.right <= w, (spec.id, text)
        for rect in scene.piece_rects():
            assert scene.column.left <= rect.left and rect.right <= scene.column.right, spec.id
            assert scene.page_rect.left <= rect.left and rect.right <= scene.page_rect.right
        assert scene.page_rect.right <= w and scene.page_rect.bottom <= h
        assert scene.contents_rect.left >= 0 and scene.contents_rect.bottom <= h
        assert scene.back.rect.right <= w and scene.back.rect.bottom <= h
        for line in scene.keys_lines:
            assert line.y + line.height <= h
        # the last line can be scrolled into view
        assert scene.book.height - scene.max_scroll <= scene.column.height
        # every part of the page is drawn once, top to bottom
        scene.scroll = 0
        while True:
            app.draw()
            if scene.scroll >= scene.max_scroll:
                break
            scene.scroll_by(scene.column.height)
        app.stack.remove(scene)
    assert not shortened, f"text shortened with …: {shortened[:5]}"


def test_the_settings_of_the_match_are_shown_with_their_meaning(app):
    options = get_spec("doudizhu").resolved_options({"doubling": False, "match_hands": 24})
    scene = _open(app, "doudizhu", options)
    texts = [text for text, *_ in scene.text_boxes()]
    joined = "".join(texts)
    assert app.tr("rules.settings") in texts
    assert "倒 / 踢回：关" in texts and "局数：24 局" in texts
    assert "反春：关" in texts
    # the explanation of each option is there (wrapped: its first characters open a line)
    spec = get_spec("doudizhu")
    for option in spec.options:
        assert option.help_zh[:8] in joined
    # another game's page has no settings (they belong to the match that opened the book)
    app.send(Intent(it.RIGHT))
    assert scene.variant == "doudizhu-wild"
    assert app.tr("rules.settings") not in [text for text, *_ in scene.text_boxes()]
    app.send(Intent(it.LEFT))
    assert app.tr("rules.settings") in [text for text, *_ in scene.text_boxes()]


def test_without_options_there_is_no_settings_section(app):
    scene = _open(app, "big2")
    assert app.tr("rules.settings") not in [text for text, *_ in scene.text_boxes()]


def test_scrolling_keys_and_wheel(app):
    scene = _open(app, "doudizhu")
    assert scene.max_scroll > 0 and scene.scroll == 0
    app.send(Intent(it.DOWN))
    after_down = scene.scroll
    assert after_down > 0
    app.send(Intent(it.PAGE_DOWN))
    assert scene.scroll > after_down + scene.column.height // 2
    app.send(Intent(it.END))
    assert scene.scroll == scene.max_scroll
    app.send(Intent(it.PAGE_DOWN))
    assert scene.scroll == scene.max_scroll
    app.send(Intent(it.HOME))
    assert scene.scroll == 0
    app.send(Intent(it.PAGE_UP))
    assert scene.scroll == 0
    app.send(Intent(it.MOVE, scene.column.center))
    app.send(Intent(it.WHEEL, amount=-2))
    assert scene.scroll > 0
    app.send(Intent(it.WHEEL, amount=5))
    assert scene.scroll == 0


def test_the_keys_reach_the_scene_from_real_key_presses(app):
    scene = _open(app, "doudizhu")
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0)])
    assert scene.scroll == scene.max_scroll
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0)])
    assert scene.scroll == 0


def test_contents_choose_a_page_and_a_variant_none_opens_the_first(app):
    scene = _open(app)
    assert scene.variant == all_specs()[0].id
    target = next(row for row in scene.contents if row.variant == "gandengyan-winner")
    scene.contents_scroll = 0
    pos = (scene.contents_list.x + scene.contents_list.width // 2,
           scene.contents_list.y + target.y + target.height // 2 - scene.contents_scroll)
    assert scene.contents_list.collidepoint(pos)
    app.send(Intent(it.PRESS, pos))
    assert scene.variant == "gandengyan-winner" and scene.scroll == 0
    # the page's title is the variant's name
    titles = [text for text, size, bold, _ in scene.text_boxes() if bold]
    assert get_spec("gandengyan-winner").name_zh in titles


def test_drawing_changes_nothing(app):
    scene = _open(app, "chicangying", get_spec("chicangying").resolved_options())
    scene.scroll_by(500)
    before = (scene.variant, scene.scroll, scene.contents_scroll, scene.book, list(scene.contents))
    for _ in range(3):
        app.draw()
    assert (scene.variant, scene.scroll, scene.contents_scroll, scene.book, list(scene.contents)) == before


def test_esc_and_the_button_return_to_where_the_book_was_opened(app):
    from scenes.menu import MainMenu

    menu = MainMenu()
    app.stack.push(menu)
    scene = _open(app, "shuangkou")
    assert app.stack.top is scene
    app.send(Intent(it.BACK))
    assert app.stack.top is menu
    scene = _open(app, "shuangkou")
    app.send(Intent(it.PRESS, scene.back.rect.center))
    assert app.stack.top is menu


def test_the_pause_menu_opens_the_rules_of_the_match_in_play(app):
    from scenes.climbing_table import ClimbingTable
    from scenes.dialog import MenuDialog
    from scenes.rules_book.scene import RulesBookScene

    players = (SeatPlayer("human"), SeatPlayer("bot", "normal"), SeatPlayer("bot", "normal"))
    match = Match.new("doudizhu-wild", {"reverse_spring": True}, seed=3, players=players)
    app.settings.animation = "off"
    table = ClimbingTable(match, threaded=False, bot_delay=0)
    app.stack.push(table)
    app.step(1 / 60, [])
    app.send(Intent(it.BACK))
    app.step(1 / 60, [])
    menu = app.stack.top
    assert isinstance(menu, MenuDialog)
    rules = next(b for b in menu.buttons if b.text == app.tr("table.rules"))
    app.send(Intent(it.PRESS, rules.rect.center))
    app.step(1 / 60, [])
    book = app.stack.top
    assert isinstance(book, RulesBookScene)
    assert book.variant == "doudizhu-wild" and book.opened_with == ("doudizhu-wild", match.options)
    assert "反春：开" in [text for text, *_ in book.text_boxes()]
    app.send(Intent(it.BACK))
    app.step(1 / 60, [])
    assert app.stack.top is table


def test_every_text_of_every_page_is_written_in_both_languages():
    from scenes.rules_book.model import Bullets, Paragraph

    for variant, page in all_pages().items():
        texts = []
        for section in page.sections:
            texts.append(section.heading)
            for block in section.blocks:
                if isinstance(block, Paragraph):
                    texts.append(block.text)
                elif isinstance(block, Bullets):
                    texts.extend(block.items)
                else:
                    texts.append(block.caption)
                    texts.extend(block.group_labels)
        for text in texts:
            assert text.zh.strip() and text.en.strip(), (variant, text)


def test_bad_input_opens_a_readable_book(app):
    scene = _open(app, "no-such-game", {"doubling": "weird", "unknown": 1})
    assert scene.variant == all_specs()[0].id and scene.opened_with is not None
    scene = _open(app, "doudizhu", {"doubling": "weird", "unknown": 1})
    texts = [text for text, *_ in scene.text_boxes()]
    assert "倒 / 踢回：weird" in texts  # a value from a damaged save is shown as it is, never a crash
    app.draw()
