"""The About screen: reachable from the main menu, shows the version and every bundled licence."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pygame
import pytest

from scenes import intents as it
from scenes.intents import Intent
from version import VERSION

ROOT = Path(__file__).resolve().parents[2]


def frame(app):
    app.step(0.016, [])


def open_about(app):
    from scenes.about_scene import AboutScene
    from scenes.menu import MainMenu

    menu = MainMenu()
    app.stack.push(menu)
    frame(app)
    # down the family grid to the button row, then along it (bounded: a lost entry fails, not hangs)
    for _ in range(40):
        if menu.entries[menu.focus].kind == "about":
            break
        on_buttons = menu.entries[menu.focus].kind in ("puzzles", "replays", "tutorials", "settings", "stats", "rules",
                                                           "quit")
        app.send(Intent(it.RIGHT if on_buttons else it.DOWN))
    assert menu.entries[menu.focus].kind == "about"
    app.send(Intent(it.CONFIRM))
    frame(app)
    assert isinstance(app.stack.top, AboutScene)
    return menu, app.stack.top


def test_about_is_in_the_main_menu_and_esc_returns(app):
    menu, about = open_about(app)
    assert [b.text for b in menu.buttons if b.action == "about"] == [app.tr("menu.about")]
    app.send(Intent(it.BACK))
    assert app.stack.top is menu


def test_about_button_opens_by_mouse(app):
    from scenes.about_scene import AboutScene
    from scenes.menu import MainMenu

    menu = MainMenu()
    app.stack.push(menu)
    frame(app)
    button = next(b for b in menu.buttons if b.action == "about")
    app.send(Intent(it.PRESS, button.rect.center))
    assert isinstance(app.stack.top, AboutScene)
    app.send(Intent(it.PRESS, app.stack.top.back.rect.center))
    assert app.stack.top is menu


def test_version_is_shown_in_both_languages(app):
    _menu, _about = open_about(app)
    for language in ("zh", "en"):
        app.tr.language = language
        assert VERSION in app.tr("about.version", version=VERSION)
        frame(app)


@pytest.mark.parametrize("name_key, marker", [
    ("about.item.python", "PYTHON SOFTWARE FOUNDATION LICENSE"),
    ("about.item.pygame", "GNU LESSER GENERAL PUBLIC LICENSE"),
    ("about.item.sdl", "Sam Lantinga"),
    ("about.item.libs", "The FreeType Project LICENSE"),
    ("about.item.platformdirs", "MIT License"),
    ("about.item.font", "SIL OPEN FONT LICENSE"),
])
def test_every_bundled_component_has_its_licence_text(name_key, marker):
    from scenes.about_scene import COMPONENTS, licence_text

    component = next(c for c in COMPONENTS if c.name_key == name_key)
    text = licence_text(component)
    assert text is not None and marker in text


def test_pygame_entry_says_its_library_files_may_be_replaced(app):
    from scenes.about_scene import COMPONENTS

    _menu, about = open_about(app)
    about.choose(next(i for i, c in enumerate(COMPONENTS) if c.name_key == "about.item.pygame"))
    shown = " ".join(about.lines)
    assert app.tr("about.note.pygame")[:12] in shown
    assert "_internal/pygame" in shown  # where the files are in the download


def test_keys_choose_and_page_through_a_licence(app):
    from scenes.about_scene import COMPONENTS

    _menu, about = open_about(app)
    assert about.selected == 0
    app.send(Intent(it.UP))  # wraps to the last entry
    assert about.selected == len(COMPONENTS) - 1
    app.send(Intent(it.DOWN))
    app.send(Intent(it.DOWN))
    assert about.selected == 1
    assert about.last_top > 0  # the LGPL does not fit on one page
    app.send(Intent(it.PASS))
    assert 0 < about.text_top <= about.page
    presses = 1
    while about.text_top < about.last_top:
        app.send(Intent(it.PASS))
        presses += 1
        assert presses < 500
    frame(app)
    app.send(Intent(it.PASS))  # after the end: back to the top
    assert about.text_top == 0


def test_wheel_scrolls_the_text_and_a_click_chooses_a_row(app):
    _menu, about = open_about(app)
    app.send(Intent(it.MOVE, about.text_rect.center))
    app.send(Intent(it.WHEEL, amount=-2))
    assert about.text_top == 6
    app.send(Intent(it.WHEEL, amount=10))
    assert about.text_top == 0
    app.send(Intent(it.PRESS, about.list.row_rect(3).center))
    assert about.selected == 3 and about.text_top == 0
    frame(app)


def test_a_missing_licence_file_is_reported_not_fatal(app, tmp_path, monkeypatch):
    from scenes import about_scene

    _menu, about = open_about(app)
    broken = about_scene.Component("about.item.libs", "about.lic.various", (("licenses", "GONE.txt"),))
    monkeypatch.setattr(about_scene, "COMPONENTS", (broken,) + about_scene.COMPONENTS[1:])
    about._wrapped_for = None
    about.choose(0)
    frame(app)
    assert any("GONE.txt" in line for line in about.lines)


def test_texts_are_found_inside_a_bundle(app, tmp_path, monkeypatch):
    """Frozen, assets/ lives under sys._MEIPASS: the screen reads the copies there."""
    from scenes.about_scene import COMPONENTS, licence_text

    shutil.copytree(ROOT / "assets" / "licenses", tmp_path / "assets" / "licenses")
    (tmp_path / "assets" / "fonts").mkdir()
    (tmp_path / "assets" / "fonts" / "OFL.txt").write_text("bundled copy", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    font_entry = next(c for c in COMPONENTS if c.name_key == "about.item.font")
    assert licence_text(font_entry) == "bundled copy"


def test_every_character_of_the_licences_is_in_the_bundled_font():
    from fontTools.ttLib import TTFont

    cmap = TTFont(ROOT / "assets" / "fonts" / "PaiyouSans-Regular.otf").getBestCmap()
    files = list((ROOT / "assets" / "licenses").glob("*.txt")) + [ROOT / "assets" / "fonts" / "OFL.txt"]
    missing = {}
    for path in files:
        chars = {ch for ch in path.read_text(encoding="utf-8") if ch not in "\n\r\t\f"}
        absent = sorted(ch for ch in chars if ord(ch) not in cmap)
        if absent:
            missing[path.name] = absent
    assert missing == {}


def test_draws_at_the_smallest_window_without_overlap(app):
    _menu, about = open_about(app)
    app.screen = pygame.display.set_mode((1024, 640))
    about.layout((1024, 640))
    frame(app)
    assert about.panel.bottom < about.back.rect.top
    assert about.list.rect.right < about.text_rect.left
    assert about.text_rect.right <= about.panel.right
