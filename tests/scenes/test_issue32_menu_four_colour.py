"""The four-colour deck reaches the main menu's game pictures at once (issue 32, item 4).

A player who turns on 四色牌 in 设置 and goes back to the menu must see ♣ green and ♦ blue in
the pictures there and then, exactly as the menu shows them after a restart; before, the menu
kept the pictures it had drawn in two colours until the program was started again.
"""
from __future__ import annotations

import hashlib

import pygame

from scenes import theme
from scenes.menu import MainMenu, tile_layout
from scenes.settings_scene import SettingsScene


def _frame(app):
    app.step(0.016, [])


def _picture_pixels(app, menu, group: str) -> str:
    """The pixels of one family's picture as the window shows it now (a digest of them)."""
    index = next(i for i, fam in enumerate(menu.families) if fam.group == group)
    rect = tile_layout(menu.tiles[index], theme.sizes(app.size[1]), menu.picture_share).picture
    return hashlib.sha1(pygame.image.tobytes(app.screen.subsurface(rect), "RGB")).hexdigest()


def _set_four_colour(app, on: bool) -> None:
    settings = SettingsScene()
    app.stack.push(settings)
    row = next(i for i, row in enumerate(settings.rows) if row.field == "four_colour")
    settings.choose(row, settings.rows[row].values.index(on))
    settings.close()


def test_turning_on_four_colours_redraws_the_menu_pictures_at_once(app):
    menu = MainMenu()
    app.stack.push(menu)
    _frame(app)
    two_colours = _picture_pixels(app, menu, "big2")       # ♦3 and ♣K: the suits that change

    _set_four_colour(app, True)
    _frame(app)
    after_change = _picture_pixels(app, menu, "big2")

    app.stack.pop()                     # as after a restart: a new menu with the setting on
    fresh = MainMenu()
    app.stack.push(fresh)
    _frame(app)
    after_restart = _picture_pixels(app, fresh, "big2")

    assert after_change != two_colours, "the menu still shows the two-colour pictures"
    assert after_change == after_restart


def test_turning_four_colours_off_again_gives_back_the_two_colour_pictures(app):
    menu = MainMenu()
    app.stack.push(menu)
    _frame(app)
    two_colours = _picture_pixels(app, menu, "gandengyan")
    _set_four_colour(app, True)
    _frame(app)
    _set_four_colour(app, False)
    _frame(app)
    assert _picture_pixels(app, menu, "gandengyan") == two_colours
