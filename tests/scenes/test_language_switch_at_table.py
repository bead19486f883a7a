"""Choosing English in 设置 during a match changes every word on the screen at once (issue 35).

A player opened the pause menu over the result panel, chose English and closed 设置: the
panel and the top bar changed, but the seat names (对家, 上家, 你) and the buttons (上一墩, 取消托管,
菜单, 理牌) stayed Chinese until the next hand. Here each family's table is taken to a person's
turn and to a finished hand with its result panel open; settings is opened on top, English
chosen, settings closed, and the very next frame — drawn as the App draws it, without laying
anything out again — must hold no Chinese character outside the card and tile faces.
"""
from __future__ import annotations

import re

import pytest

from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from scenes.tables import table_for

from tests.scenes.layout_probe import TEXT, recording

SIZE = (1024, 640)
CJK = re.compile(r"[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]")
VARIANTS = ("doudizhu", "shengji-2", "dapie", "mj-mianyang-bloody", "blackjack", "chicangying")


def _app():
    from scenes.app import App

    app = App(SIZE)
    app.settings.language = app.tr.language = "zh"
    app.settings.animation = "off"
    app.settings.bot_delay = 0.0
    app.audio.set_enabled(False)
    return app


def _table(app, variant: str):
    spec = get_spec(variant)
    players = (SeatPlayer("human", name=""),) + tuple(SeatPlayer("bot", "normal")
                                                      for _ in range(spec.seat_count() - 1))
    match = Match.new(variant, {}, seed=5, players=players)
    table = table_for(match)
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    table.controller._save = lambda match: None
    return table


def _run_until(app, table, done, steps: int = 20000) -> None:
    for _ in range(steps):
        if done():
            return
        table.update(1 / 20)
    pytest.fail("the table never got there")


def _switch_to_english(app) -> None:
    """Open 设置 over whatever is on top, choose English, close it — as a player does."""
    from scenes.settings_scene import SettingsScene

    settings = SettingsScene()
    app.stack.push(settings)
    row = next(i for i, r in enumerate(settings.rows) if r.field == "language")
    settings.choose(row, settings.rows[row].values.index("en"))
    settings.close()


def _chinese_on_screen(app) -> list[str]:
    """The words of the next frame that still hold Chinese (the App's own draw, no re-layout)."""
    with recording() as rec:
        probe = rec.probe(SIZE)
        screen = app.screen
        app.screen = probe
        try:
            app.draw()
        finally:
            app.screen = screen
    return sorted({b.text for b in probe.blits if b.kind == TEXT and CJK.search(b.text)})


@pytest.mark.parametrize("variant", VARIANTS)
def test_english_chosen_at_a_persons_turn_shows_at_once(data_dir, variant):
    app = _app()
    table = _table(app, variant)
    _run_until(app, table, lambda: table.my_turn() and not table.anims.busy)
    table.toggle_side("log")                     # the play log too: its lines were written in Chinese
    assert _chinese_on_screen(app), "the table should show Chinese before the switch"
    _switch_to_english(app)
    assert _chinese_on_screen(app) == []


@pytest.mark.parametrize("variant", VARIANTS)
def test_english_chosen_over_the_result_panel_shows_at_once(data_dir, variant):
    app = _app()
    table = _table(app, variant)
    table.toggle_autoplay()
    _run_until(app, table, lambda: table.result_panel is not None and app.stack.top is table.result_panel)
    _switch_to_english(app)
    assert _chinese_on_screen(app) == []
