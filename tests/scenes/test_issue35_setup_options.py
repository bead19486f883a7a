"""Issue 35, item 4: the setup screen offers an option only where it changes the game.

德阳缺断龟 and 德阳鼓缺 score with their own fan table (Table D) unless 血战到底 is on, and
卡心五 is a line of the bloody table (Table M) only, so their setup showed 卡心五 as if it
mattered. Likewise 非血战刮风下雨 decides nothing once the play is bloody (bloody play always
pays kong money). Each mahjong option is checked against what the rules then do: a 卡心五 hand's
fans, whether kongs pay, and every other field of the rules the engine reads.
"""
from __future__ import annotations

import dataclasses
import itertools

import pygame
import pytest

from engine.mahjong.fans import WinContext, score_win
from engine.mahjong.rules import rules_from_options
from engine.mahjong.shapes import pack
from engine.mahjong.spec import PRESETS_BY_ID, SPECS
from engine.mahjong.tiles import Tile
from scenes import intents as it
from scenes.app import App
from scenes.setup import SetupScene

#: Winning on 5筒 between 4筒 and 6筒, its only wait: 卡心五 on the bloody table.
MIDDLE_FIVE = WinContext(pack("123m 456m 789m 11p 456p"), (), Tile("p", 5).index)


def what_it_plays(spec, options: dict) -> tuple:
    """What the engine does with these options: the rules it reads (卡心五 and the kong-money
    switch taken out, they count by their effect), whether kongs pay, and a 卡心五 hand's fans."""
    rules = rules_from_options(PRESETS_BY_ID[spec.id], options)
    fans = score_win(MIDDLE_FIVE, rules.fan_table, rules.kasinwu).total
    return dataclasses.replace(rules, kasinwu=True, kong_money=False), rules.pays_kong_money, fans


def shown_keys(scene: SetupScene) -> set[str]:
    return {opt.key for opt in scene.offered_options()}


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_every_mahjong_option_shown_changes_the_game_and_no_other_is_shown(spec):
    """For every combination of choices: an option is on the screen exactly when switching it
    (the others as they are) changes what the engine plays."""
    scene = SetupScene(spec)
    setup = [opt for opt in spec.options if opt.on_setup]
    for values in itertools.product(*(range(len(opt.choices)) for opt in setup)):
        scene.option_values.update({opt.key: index for opt, index in zip(setup, values)})
        chosen = scene.options()
        changes = set()
        for opt in setup:
            plays = {what_it_plays(spec, {**chosen, opt.key: choice.value}) for choice in opt.choices}
            if len(plays) > 1:
                changes.add(opt.key)
        assert shown_keys(scene) == changes, (spec.id, chosen)


def test_the_options_of_other_games_all_show():
    """Only the mahjong options depend on others; every other game offers all of its own."""
    from engine.registry import all_specs

    for spec in all_specs():
        if spec.family != "mahjong":
            scene = SetupScene(spec)
            assert shown_keys(scene) == {opt.key for opt in spec.options if opt.on_setup}, spec.id


def open_setup(variant: str, language: str = "zh") -> tuple[App, SetupScene]:
    from engine.registry import get_spec

    app = App((1024, 640))
    app.settings.language = app.tr.language = language
    scene = SetupScene(get_spec(variant))
    app.stack.push(scene)
    app.step(1 / 60, [])
    app.draw()
    return app, scene


def rows(scene: SetupScene) -> dict[str, object]:
    return {row.option.key: row for row in scene.panels.rows if row.kind == "option"}


def choose(app, scene: SetupScene, key: str, value) -> None:
    """Click the choice ``value`` of option ``key`` on the screen."""
    row = rows(scene)[key]
    index = next(i for i, choice in enumerate(row.option.choices) if choice.value == value)
    app.send(it.Intent(it.PRESS, pos=row.control.segment_rects()[index].center))
    app.draw()


@pytest.mark.parametrize("variant", ["mj-deyang-qdg", "mj-deyang-guque"])
def test_deyang_shows_middle_five_only_when_it_plays_the_bloody_table(data_dir, variant):
    app, scene = open_setup(variant)
    assert "kasinwu" not in rows(scene) and "kong_money" in rows(scene)
    column = {row.control.rect.x for row in rows(scene).values()}
    choose(app, scene, "bloody", True)              # 血战到底: the bloody table, kong money always
    assert "kasinwu" in rows(scene) and "kong_money" not in rows(scene)
    assert {row.control.rect.x for row in rows(scene).values()} == column    # the choices stay put
    assert all(row.visible for row in rows(scene).values())
    choose(app, scene, "kasinwu", False)             # the new row works
    assert scene.options()["kasinwu"] is False
    choose(app, scene, "bloody", False)
    assert "kasinwu" not in rows(scene)
    choose(app, scene, "fan_table", "M")             # the bloody table chosen outright
    assert "kasinwu" in rows(scene)
    labels = {app.tr.option_name(row.option) for row in rows(scene).values()}
    assert "卡心五" in labels
    screen = pygame.Rect(0, 0, 1024, 640)
    assert all(screen.contains(row.area()) for row in rows(scene).values())


def test_mianyang_hides_middle_five_with_the_deyang_table(data_dir):
    app, scene = open_setup("mj-mianyang", "en")
    assert "kasinwu" in rows(scene)
    choose(app, scene, "fan_table", "D")
    assert "kasinwu" not in rows(scene)
    assert scene.options()["kasinwu"] is True         # still in the match's options, deciding nothing
