"""The statistics screen at every interface scale (issue 32, item 4): every column's header reads
whole — wrapped between words, never inside one (at 150 % in a 1280×800 window "Matches" showed
as "Matche / s") — in both languages, at each window size that scale allows.
"""
from __future__ import annotations

import re

import pytest

from scenes import theme
from scenes.settings import Settings
from scenes.widgets import wrap_lines

SCALES = ((100, (1024, 640)), (125, (1024, 640)), (125, (1280, 800)), (150, (1280, 800)), (150, (1920, 1080)))


@pytest.fixture(autouse=True)
def standard_look():
    yield
    theme.use_look(Settings())


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("scale,size", SCALES, ids=[f"{p}%-{w}x{h}" for p, (w, h) in SCALES])
def test_every_column_header_reads_whole(data_dir, scale, size, language):
    from scenes.app import App
    from scenes.stats_scene import StatsScene

    app = App(size)
    app.settings.language = app.tr.language = language
    app.settings.ui_scale = scale
    app.apply_settings()
    scene = StatsScene()
    app.stack.push(scene)
    app.step(1 / 60, [])
    s = theme.sizes(size[1])
    assert s.scale == scale
    for key, _attr, rect in scene.columns:
        header = app.tr(key)
        area = rect.inflate(-s.pad // 2, 0)
        lines = wrap_lines(header, s.small, area.width)
        words = re.findall(r"[^\s\u2e80-\uffff]+", header)
        assert all(word in words for line in lines for word in re.findall(r"[^\s\u2e80-\uffff]+", line)), (
            header, lines)
        assert len(lines) <= 2, (header, lines)
    assert sum(rect.width for _key, _attr, rect in scene.columns) <= scene.panel.width
    while len(app.stack):
        app.stack.pop()


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("scale,size", SCALES, ids=[f"{p}%-{w}x{h}" for p, (w, h) in SCALES])
def test_a_persons_game_names_are_never_shortened(data_dir, monkeypatch, scale, size, language):
    """A person's rows (their avatar beside the game's name) name every game whole: at 150 %
    "Dou Dizhu (Fight the Landlord)" showed as "Dou Dizhu (Fight the Lan…"."""
    import scenes.stats_scene as stats_screen
    from engine.match import SeatPlayer
    from engine.registry import all_specs
    from scenes.app import App
    from scenes.statistics import record_hand

    app = App(size)
    app.settings.language = app.tr.language = language
    app.settings.ui_scale = scale
    app.apply_settings()
    family = (SeatPlayer("human", "normal", "Grandma"), SeatPlayer("human", "normal", "Grandpa"),
              SeatPlayer("human", "normal", "Mama"), SeatPlayer("human", "normal", "Lily"))
    for spec in all_specs():
        seats = spec.seat_count()
        record_hand(app.storage, spec.id, family[:seats] + tuple(SeatPlayer("bot", "normal") for _ in range(seats - 4)),
                    (1,) + (0,) * (seats - 1), 0)
    shortened = []
    original = stats_screen.fit_text

    def fit_text(text, size, width, bold=False):
        out = original(text, size, width, bold)
        if out != text:
            shortened.append(text)
        return out

    monkeypatch.setattr(stats_screen, "fit_text", fit_text)
    scene = stats_screen.StatsScene()
    app.stack.push(scene)
    app.step(1 / 60, [])
    for who in [None] + scene.people:
        scene.showing = who
        scene.reload()
        for index in range(len(scene.rows)):       # every row scrolled into sight and drawn
            scene.table.ensure_visible(index)
            app.draw()
    assert scene.people and not shortened, shortened


def test_the_chips_stay_under_the_pointer_when_one_is_chosen(data_dir):
    """Choosing a person shows fewer rows; the chips (and the panel) keep their place, so the next
    chip is where it was a moment ago."""
    from engine.match import SeatPlayer
    from scenes import intents as it
    from scenes.app import App
    from scenes.statistics import record_hand
    from scenes.stats_scene import StatsScene

    app = App((1280, 800))
    app.settings.ui_scale = 150
    app.apply_settings()
    grandma, grandpa, mama, lily = (SeatPlayer("human", "normal", name) for name in ("Grandma", "Grandpa", "Mama", "Lily"))
    record_hand(app.storage, "doudizhu", (grandma, grandpa, mama), (2, -1, -1), 0)
    record_hand(app.storage, "dapie", (grandma, grandpa, mama, lily), (-3, 1, 1, 1), 0)
    scene = StatsScene()
    app.stack.push(scene)
    app.step(1 / 60, [])
    before = list(scene.chips)
    for person, rect in before[1:]:
        app.send(it.Intent(it.PRESS, rect.center))
        assert scene.showing == person and scene.chips == before, (person, scene.chips, before)
