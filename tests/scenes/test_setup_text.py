"""The setup screen of every variant shows every text whole, in both languages, at 1024×640 and
1920×1080: option names, every choice, every explanation, names of people; nothing is shortened
with "…", no wrapped line is dropped, no word is broken, everything lies inside the window, a
row that does not fit is reached by scrolling (never cut by the panel), and no wording speaks of
files or seeds.
"""
from __future__ import annotations

import re

import pygame
import pytest

import scenes.choice_control as choice_control
import scenes.setup as setup_screen
import scenes.setup_draw as setup_draw
import scenes.widgets as widgets
from engine.registry import all_specs
from scenes import intents as it
from scenes.assets import font
from scenes.choice_control import WrapChoices
from scenes.setup import SetupScene

SIZES = ((1024, 640), (1920, 1080))
#: Words that speak of the program's files or of the rule sources (种子) rather than of the game.
FORBIDDEN = re.compile(r"种子|文件|seed|\bfiles?\b|\.py\b|\.json\b", re.IGNORECASE)


def latin_words(text: str) -> list[str]:
    """The words that must not be broken across lines (Chinese may break between any characters)."""
    return re.findall(r"[^\s\u2e80-\uffff]+", text)


class Recorder:
    """Every text drawn, and every text shortened or dropped, while the screen draws."""

    def __init__(self, monkeypatch) -> None:
        self.drawn: list[str] = []
        self.paragraphs: list[str] = []
        self.cut: list[str] = []
        original_fit, original_render = widgets.fit_text, widgets.render
        original_paragraph = setup_screen.draw_paragraph

        def fit_text(text, size, width, bold=False):
            out = original_fit(text, size, width, bold)
            if out != widgets.drawable(text):
                self.cut.append(text)
            return out

        def render(text, size, colour=widgets.theme.TEXT, bold=False):
            self.drawn.append(text)
            return original_render(text, size, colour, bold)

        def draw_paragraph(surface, text, rect, size, colour=widgets.theme.TEXT, *, bold=False, align="left",
                           valign="top"):
            self.paragraphs.append(text)
            lines = widgets.wrap_lines(text, size, rect.width, bold)
            step = widgets.line_height(size)
            y = rect.top if valign != "center" else rect.centery - len(lines) * step // 2
            for n in range(len(lines)):          # draw_paragraph's own rule for dropping a line
                if y + step > rect.bottom + step // 3 and y > rect.top:
                    self.cut.append(text)
                    break
                y += step
            if any(font(size, bold).size(word)[0] > rect.width for word in latin_words(text)):
                self.cut.append(text)               # a word broken across lines
            return original_paragraph(surface, text, rect, size, colour, bold=bold, align=align, valign=valign)

        monkeypatch.setattr(widgets, "fit_text", fit_text)
        monkeypatch.setattr(widgets, "render", render)
        monkeypatch.setattr(choice_control, "render", render)
        monkeypatch.setattr(setup_screen, "draw_paragraph", draw_paragraph)
        monkeypatch.setattr(setup_draw, "draw_paragraph", draw_paragraph)    # the rows' names


def open_setup(size, language, spec, monkeypatch, family=()):
    from scenes.app import App
    from scenes.people import remember_seating

    app = App(size)
    app.settings.language = app.tr.language = language
    if family:
        remember_seating(app.storage, spec.id, family)
    scene = SetupScene(spec)
    app.stack.push(scene)
    app.step(1 / 60, [])
    return app, scene


def check_choices(scene: SetupScene, row) -> None:
    """Each choice's lines fit its segment, and together they are the whole label, words unbroken."""
    control = row.control
    assert isinstance(control, WrapChoices)
    fnt = font(control.text_size, True)
    pad = control.layout_plan().pad
    assert pad >= 4
    for (rect, lines), label in zip(control.label_lines(), control.labels):
        for line in lines:
            assert fnt.size(line)[0] <= rect.width - 2 * pad + 1, (label, line, rect)
        assert "".join(lines).replace(" ", "") == label.replace(" ", ""), (label, lines)
        words = latin_words(label)
        assert all(word in words for line in lines for word in latin_words(line)), (label, lines)
        assert len(lines) * choice_control.line_step(control.text_size) <= rect.height, (label, lines, rect)
    assert control.rect.union(row.label).height <= row.height + 1


def draw_every_row(app, scene: SetupScene, window: pygame.Rect) -> None:
    """Focus each row in turn (its explanation shows), scrolling it into view, and draw."""
    for index in range(len(scene.rows)):
        scene.focus = index
        scene._reveal(index)
        row = scene.rows[index]
        assert row.visible, (scene.spec.id, row.kind, getattr(row.option, "key", None))
        for shown in scene._all_rows:
            if shown.visible:
                assert window.contains(shown.area()), (shown.kind, shown.area())
                view = scene.viewports[shown.panel]
                assert view.contains(shown.area()), (shown.kind, shown.area(), view)
                if shown.kind != "you":
                    check_choices(scene, shown)
        app.draw()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["zh", "en"])
def test_every_setup_screen_shows_every_text_whole(data_dir, monkeypatch, size, language):
    window = pygame.Rect((0, 0), size)
    for spec in all_specs():
        recorder = Recorder(monkeypatch)
        app, scene = open_setup(size, language, spec, monkeypatch)
        draw_every_row(app, scene, window)
        for rect in [scene.player_panel, scene.option_panel, scene.help_rect,
                     *(button.rect for button in scene.buttons)]:
            assert window.contains(rect), (spec.id, rect)
        assert not recorder.cut, (spec.id, language, size, recorder.cut)
        bad = [text for text in recorder.drawn if FORBIDDEN.search(text)]
        assert not bad, (spec.id, bad)
        # every offered option's explanation was shown, whole
        helps = {app.tr.option_help(opt) for opt in scene.offered_options()}
        assert all(helps), spec.id
        assert helps <= set(recorder.paragraphs), (spec.id, helps - set(recorder.paragraphs))
        while len(app.stack):
            app.stack.pop()


@pytest.mark.parametrize("language", ["zh", "en"])
def test_several_people_with_long_names_show_whole(data_dir, monkeypatch, language):
    from engine.match import SeatPlayer
    from engine.registry import get_spec

    recorder = Recorder(monkeypatch)
    names = ("奶奶奶奶奶奶奶奶", "WWWWWWWW", "Grandpa")
    for vid in ("shengji-3", "mj-deyang-qdg", "blackjack", "gandengyan"):
        spec = get_spec(vid)
        seats = spec.seats[1] if vid in ("blackjack", "gandengyan") else spec.seats[0]
        family = tuple(SeatPlayer("human", "normal", names[i % 3]) if i % 2 == 0 else SeatPlayer("bot", "hard")
                       for i in range(seats))
        app, scene = open_setup((1024, 640), language, spec, monkeypatch, family=family)
        assert scene.seat_count == seats
        draw_every_row(app, scene, pygame.Rect(0, 0, 1024, 640))
        assert not recorder.cut, (vid, recorder.cut)
        assert {name for name in names} & set(recorder.drawn)


def test_every_offered_option_has_an_explanation_in_both_languages():
    for spec in all_specs():
        for option in spec.options:
            if option.on_setup:
                assert len(option.help_zh) >= 10 and len(option.help_en) >= 20, (spec.id, option.key)
                assert not FORBIDDEN.search(option.help_zh + option.help_en), (spec.id, option.key)
                for choice in option.choices:
                    assert not FORBIDDEN.search(choice.name_zh + choice.name_en), (spec.id, option.key)


def test_rules_that_do_not_fit_scroll_whole_rows_at_a_time(data_dir, monkeypatch):
    """A variant with more options than fit (none today; a later game might): the rules panel
    shows whole rows and scrolls, by the wheel and by moving the focus."""
    import dataclasses

    from engine.registry import get_spec
    from scenes.app import App

    recorder = Recorder(monkeypatch)
    base = get_spec("shengji-3")
    extra = tuple(dataclasses.replace(opt, key=opt.key + "_again") for opt in base.options)
    spec = dataclasses.replace(base, options=base.options + extra)
    app = App((1024, 640))
    app.settings.language = app.tr.language = "en"
    scene = SetupScene(spec)
    app.stack.push(scene)
    app.step(1 / 60, [])
    options = [row for row in scene._all_rows if row.panel == "options"]
    assert any(not row.visible for row in options)
    assert scene._scrollable("options")
    view = scene.viewports["options"]
    assert all(view.contains(row.area()) for row in options if row.visible)
    app.send(it.Intent(it.MOVE, pos=scene.option_panel.center))
    for _ in range(len(options)):
        app.send(it.Intent(it.WHEEL, amount=-1))
    assert options[-1].visible and not options[0].visible
    assert all(view.contains(row.area()) for row in options if row.visible)
    for _ in range(len(options)):
        app.send(it.Intent(it.WHEEL, amount=1))
    app.draw()
    assert options[0].visible
    # the keyboard reaches every row, each shown whole when focused
    for _ in range(len(scene.rows)):
        app.send(it.Intent(it.UP))
        app.draw()
        assert scene.rows[scene.focus].visible
    assert not recorder.cut


def test_pointing_at_an_option_shows_its_explanation(data_dir, monkeypatch):
    from engine.registry import get_spec

    app, scene = open_setup((1024, 640), "zh", get_spec("mj-mianyang"), monkeypatch)
    row = next(r for r in scene.rows if r.kind == "option" and r.option.key == "kasinwu")
    app.send(it.Intent(it.MOVE, pos=row.label.center))
    assert scene._shown_help() == row.option.help_zh
    app.send(it.Intent(it.PRESS, pos=row.label.center))
    assert scene.rows[scene.focus] == row


def test_the_rules_button_opens_the_book_on_this_game_with_the_chosen_options(data_dir, monkeypatch):
    from engine.registry import get_spec
    from scenes.rules_book.scene import RulesBookScene

    app, scene = open_setup((1024, 640), "zh", get_spec("shengji-2"), monkeypatch)
    row = next(r for r in scene.rows if r.kind == "option" and r.option.key == "twos_trump")
    app.send(it.Intent(it.PRESS, pos=row.control.segment_rects()[0].center))     # 2为常主: 开
    button = next(b for b in scene.buttons if b.action == "rules")
    assert pygame.Rect(0, 0, 1024, 640).contains(button.rect)
    app.send(it.Intent(it.PRESS, pos=button.rect.center))
    book = app.stack.top
    assert isinstance(book, RulesBookScene)
    assert book.variant == "shengji-2" and book.opened_with[1]["twos_trump"] is True


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("variant", ["doudizhu", "shengji-3", "mj-deyang-guque"])
def test_a_computer_seat_shows_how_strong_its_level_is_as_measured(data_dir, monkeypatch, language, variant):
    """Issue 30, item 3: choosing 困难 for a seat, the explanation says what the step is worth in
    this game's points, from the measured figures (scenes/level_figures.py) — the sentence of the
    level chosen, for the seat focused — and the whole sentence shows at the smallest window, also
    where it is borrowed from another variant of the game and says so (three decks, 德阳鼓缺)."""
    from engine.registry import get_spec
    from scenes.level_figures import level_sentence

    app, scene = open_setup((1024, 640), language, get_spec(variant), monkeypatch)
    index = next(i for i, r in enumerate(scene.rows) if r.kind == "seat")
    row = scene.rows[index]
    scene.focus = index
    for level in ("easy", "normal", "hard"):
        scene.seating.make_computer(row.seat, level)
        wanted = level_sentence(variant, level, app.tr)
        assert wanted, f"no measured figure for {level} in the shipped data file"
        assert wanted in scene._shown_help()
        recorder = Recorder(monkeypatch)
        app.draw()
        assert wanted in recorder.paragraphs[-1] and not recorder.cut, (recorder.paragraphs, recorder.cut)


def test_the_hot_seat_help_of_a_game_speaks_of_that_game(data_dir, monkeypatch):
    """升级's hand-offs (declaring in turn after the deal) are its own: 打撇, a trick game too,
    must not be told about 升级's declaring (it was: the help was chosen by table family)."""
    from engine.registry import get_spec
    from scenes.setup_help import every_help

    for variant, says_shengji in (("dapie", False), ("shengji-1", True)):
        app, scene = open_setup((1024, 640), "zh", get_spec(variant), monkeypatch)
        assert scene.hotseat, variant
        assert any("升级" in text for text in every_help(scene)) == says_shengji, variant
