"""The setup screen at every interface scale (issue 32, item 4), as a family checks it before a
game: at 100 %, 125 % and 150 %, in every window size that scale allows, in both languages, for
a 3-seat (斗地主), a 4-seat (打撇) and the 6-seat tables (干瞪眼, 21点), with computers or with a
person in every seat, each seat's name (下家, Previous (left) …) reads whole — no word broken,
nothing shortened, at most two lines (a Chinese one on one line) — and every row, brought into
sight by the keys, shows whole in its panel. At 150 % in a 1280×800 window the seats' rows of 打撇
used to be taller than their panel (never shown) and "Previous (left)" broke as "Previou / s".
"""
from __future__ import annotations

import re

import pygame
import pytest

from engine.match import SeatPlayer
from engine.registry import get_spec
from scenes import theme
from scenes.settings import Settings
from scenes.setup_draw import marker_room
from scenes.widgets import wrap_lines
from tests.scenes.test_setup_text import Recorder, draw_every_row

#: (interface scale, window size): the smallest window each scale is used in, and a larger one.
SCALES = ((100, (1024, 640)), (125, (1024, 640)), (125, (1280, 800)), (150, (1280, 800)), (150, (1920, 1080)))
#: variant -> seats
TABLES = {"doudizhu": 3, "dapie": 4, "gandengyan": 6, "blackjack": 6}
NAMES = ("Grandma", "Grandpa", "Mama", "Papa", "WWWWWWWW", "奶奶奶奶奶奶奶奶")


@pytest.fixture(autouse=True)
def standard_look():
    yield
    theme.use_look(Settings())


def open_setup(size, scale, language, variant, people):
    from scenes.app import App
    from scenes.people import remember_seating
    from scenes.setup import SetupScene

    app = App(size)
    app.settings.language = app.tr.language = language
    app.settings.ui_scale = scale
    app.apply_settings()
    spec = get_spec(variant)
    seats = TABLES[variant]
    seating = tuple(SeatPlayer("human", "normal", NAMES[seat]) if people or seat == 0 else SeatPlayer("bot", "hard")
                    for seat in range(seats))
    remember_seating(app.storage, spec.id, seating)
    scene = SetupScene(spec)
    app.stack.push(scene)
    app.step(1 / 60, [])
    assert scene.seat_count == seats and theme.sizes(size[1]).scale == scale
    return app, scene


@pytest.mark.parametrize("people", [False, True], ids=["computers", "family"])
@pytest.mark.parametrize("variant", list(TABLES))
@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("scale,size", SCALES, ids=[f"{p}%-{w}x{h}" for p, (w, h) in SCALES])
def test_every_seat_reads_whole_and_every_row_shows_at_every_scale(data_dir, monkeypatch, scale, size, language,
                                                                  variant, people):
    recorder = Recorder(monkeypatch)
    app, scene = open_setup(size, scale, language, variant, people)
    s = theme.sizes(size[1])
    draw_every_row(app, scene, pygame.Rect((0, 0), size))     # each row, focused, shows whole
    assert not recorder.cut, recorder.cut
    for row in scene._all_rows:
        if row.kind not in ("you", "seat", "count"):
            continue
        text = scene.row_label(row)
        person = scene.hotseat and row.kind == "seat" and scene.seating.is_person(row.seat)
        lines = wrap_lines(text, s.body, row.label.width - (marker_room(s) if person else 0))
        most = 1 if re.search(r"[\u4e00-\u9fff]", text) else 2
        assert len(lines) <= most, (text, lines)
        assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (text, lines)
        assert row.label.height >= len(lines) * s.line * 0.9, (text, row.label)


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("scale,size", SCALES, ids=[f"{p}%-{w}x{h}" for p, (w, h) in SCALES])
def test_the_choices_stay_under_the_pointer_when_a_seat_becomes_a_person(data_dir, monkeypatch, scale, size,
                                                                        language):
    """Clicking 家人 on one seat must not move the other seats' choices: the next click of a family
    setting up the table lands on the seat it was aimed at (at 150 % the columns moved and the
    click meant for 上家's 家人 chose 困难)."""
    from scenes import intents as it

    app, scene = open_setup(size, scale, language, "doudizhu", people=False)
    seats = [row for row in scene.rows if row.kind == "seat"]
    before = {row.seat: row.control.rect.x for row in seats}
    first = seats[0]
    app.send(it.Intent(it.PRESS, first.control.segment_rects()[-1].center))     # 家人
    assert scene.seating.is_person(first.seat)
    after = {row.seat: row.control.rect.x for row in scene.rows if row.kind == "seat"}
    assert after == before
