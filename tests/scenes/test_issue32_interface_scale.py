"""The interface scale, 文字和按钮大小 100 % / 125 % / 150 % (issue 32, item 4), as a player checks it:
the setting is kept and an old or edited settings file still loads; the text and the buttons
of the screen below grow the moment it is chosen (no restart); a window too low for 150 % uses
125 % and the settings screen says so; every row of the settings screen can be reached when the
larger rows no longer fit at once.
"""
from __future__ import annotations

import pygame
import pytest

from scenes import intents as it
from scenes import theme
from scenes.settings import Settings, UI_SCALES
from scenes.settings_scene import SettingsScene
from scenes.storage import Storage


@pytest.fixture(autouse=True)
def standard_look():
    yield
    theme.use_look(Settings())


def test_the_scale_survives_a_restart_and_an_older_file_loads_at_100(tmp_path):
    storage = Storage(tmp_path)
    assert Settings().ui_scale == 100
    for scale in UI_SCALES:
        Settings(ui_scale=scale).save(storage)
        loaded, notices = Settings.load(storage)
        assert (loaded.ui_scale, notices) == (scale, [])
    older = {"language": "en", "card_size": "large"}            # written before the setting existed
    assert Settings.from_json(older).ui_scale == 100 and Settings.from_json(older).language == "en"


@pytest.mark.parametrize("bad", [175, "150", 150.0, True, None, [150]])
def test_a_bad_scale_in_the_file_falls_back_to_100_and_keeps_the_rest(bad):
    loaded = Settings.from_json({"ui_scale": bad, "language": "en"})
    assert (loaded.ui_scale, loaded.language) == (100, "en")


def test_every_size_of_the_interface_grows_with_the_scale():
    theme.use_look(Settings(ui_scale=100))
    standard = theme.sizes(1080)
    theme.use_look(Settings(ui_scale=150))
    large = theme.sizes(1080)
    for field in ("body", "small", "title", "big", "pad", "button_h", "row_h"):
        assert getattr(large, field) >= round(getattr(standard, field) * 1.45), field


def test_a_window_too_low_for_150_uses_125():
    assert theme.ui_scale_for(800, 150) == 150
    assert theme.ui_scale_for(799, 150) == 125
    assert theme.ui_scale_for(640, 150) == 125
    assert theme.ui_scale_for(640, 125) == 125
    theme.use_look(Settings(ui_scale=150))
    assert theme.sizes(640).body == theme._sizes(640, 125).body


def _choose(app, scene: SettingsScene, field: str, value) -> None:
    row = next(i for i, row in enumerate(scene.rows) if row.field == field)
    scene.choose(row, scene.rows[row].values.index(value))


def test_choosing_150_makes_the_menu_below_larger_at_once(app):
    from scenes.menu import MainMenu

    app.screen = pygame.display.set_mode((1280, 800))
    menu = MainMenu()
    app.stack.push(menu)
    app.step(1 / 60, [])
    before = [b.rect.height for b in menu.buttons]
    scene = SettingsScene()
    app.stack.push(scene)
    app.step(1 / 60, [])
    _choose(app, scene, "ui_scale", 150)
    assert Settings.load(app.storage)[0].ui_scale == 150          # saved at once
    after = [b.rect.height for b in menu.buttons]                 # laid out again, no restart
    assert after and all(a >= round(b * 1.4) for a, b in zip(after, before)), (before, after)
    assert scene.done.rect.height >= round(theme._sizes(800, 100).button_h * 1.4)


def test_the_settings_screen_says_when_the_window_is_too_low_for_the_scale(app):
    scene = SettingsScene()
    app.stack.push(scene)
    _choose(app, scene, "ui_scale", 150)          # the fixture's window is 1024×640
    assert scene._scale_note() == app.tr("settings.ui_scale.capped", value=125)
    _choose(app, scene, "ui_scale", 125)
    assert scene._scale_note() == ""


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_every_row_of_the_settings_screen_comes_into_sight_by_keys(app, size):
    app.screen = pygame.display.set_mode(size)
    app.settings.ui_scale = 150
    app.apply_settings()
    scene = SettingsScene()
    app.stack.push(scene)
    app.step(1 / 60, [])
    assert scene.visible < len(scene.rows)        # the larger rows do not all fit: the list scrolls
    seen = set()
    for _ in range(len(scene.rows)):
        row = scene.rows[scene.focus]
        assert scene.focus in scene.in_sight() and scene.panel.contains(row.control.rect), row.field
        seen.add(row.field)
        app.send(it.Intent(it.DOWN))
    assert len(seen) == len(scene.rows)
    # a click reaches a row brought into sight by the wheel
    scene.focus = 0
    scene._scroll_to(0)
    app.send(it.Intent(it.WHEEL, pos=scene.panel.center, amount=-len(scene.rows)))
    last = scene.rows[-1]
    assert len(scene.rows) - 1 in scene.in_sight()
    app.send(it.Intent(it.PRESS, pos=last.control.segment_rects()[1].center))
    assert getattr(app.settings, last.field) == last.values[1]
