"""The main menu of game families, a family's variants and the continue list, as a player sees
them: every family in sight at 1024×640 and 1920×1080 in both languages with no word cut,
every family and variant reachable by keyboard, games registered later appearing by
registering."""
from __future__ import annotations

import pygame
import pytest

from scenes import intents as it
from scenes.intents import Intent

NINE = {"doudizhu", "shengji", "sichuan-mahjong", "big2", "shuangkou", "gandengyan", "chicangying", "dapie",
        "blackjack"}


def send(app, *kinds):
    for kind in kinds:
        app.send(Intent(kind))


def frame(app):
    app.step(0.016, [])


@pytest.fixture
def cuts(monkeypatch):
    """Every text ``fit_text`` had to shorten with "…" while drawing."""
    from scenes import widgets

    real = widgets.fit_text
    shortened: list[str] = []

    def watching(text, size, width, bold=False):
        result = real(text, size, width, bold)
        if result != widgets.drawable(text):
            shortened.append(text)
        return result

    monkeypatch.setattr(widgets, "fit_text", watching)
    return shortened


def resize(app, size):
    app.screen = pygame.display.set_mode(size)
    app.stack.layout(size)


def some_saves_and_history(app):
    """Three unfinished matches and a history, so the marks and 继续 are drawn too."""
    from engine.match import Match, SeatPlayer
    from scenes.recent_games import note_played
    from scenes.saved_match import save_match

    for variant, seats in (("mj-deyang-qdg", 4), ("gandengyan-winner", 6), ("shengji-3", 4)):
        players = (SeatPlayer("human"),) + tuple(SeatPlayer() for _ in range(seats - 1))
        save_match(app.storage, Match.new(variant, None, seed=1, players=players))
    for variant in ("dapie-noace", "chicangying", "blackjack"):
        note_played(app.storage, variant)


def open_menu(app):
    from scenes.menu import MainMenu

    menu = MainMenu()
    app.stack.push(menu)
    frame(app)
    return menu


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("language", ["zh", "en"])
def test_every_family_in_sight_with_nothing_cut(app, cuts, size, language):
    from scenes.continue_scene import ContinueScene
    from scenes.family_scene import FamilyScene

    app.settings.language = language
    app.apply_settings()
    some_saves_and_history(app)
    resize(app, size)
    menu = open_menu(app)
    window = pygame.Rect((0, 0), size)
    assert {fam.group for fam in menu.families} == NINE
    assert len(menu.tiles) == 9
    for i, tile in enumerate(menu.tiles):
        assert window.contains(tile), (menu.families[i].group, tile)
        assert not any(tile.colliderect(other) for other in menu.tiles[i + 1:])
    for button in menu.buttons:
        assert window.contains(button.rect) and not any(button.rect.colliderect(t) for t in menu.tiles)
    assert window.contains(menu.continue_rect) and menu.continue_rect.width > 0
    assert not cuts, cuts
    # each family's variants, and the continue list
    for family in menu.families:
        if len(family.specs) > 1:
            scene = FamilyScene(family)
            app.stack.push(scene)
            frame(app)
            assert all(window.contains(card) for card in scene.cards)
            assert all(window.contains(b.rect) for b in scene.buttons)
            assert not any(card.colliderect(b.rect) for card in scene.cards for b in scene.buttons)
            app.stack.pop()
    app.stack.push(ContinueScene())
    frame(app)
    assert not cuts, cuts


def test_keyboard_reaches_every_family_and_variant(app):
    from engine.registry import all_specs
    from scenes.family_scene import FamilyScene
    from scenes.setup import SetupScene

    menu = open_menu(app)
    seen_groups = []
    for _ in range(9):
        entry = menu.entries[menu.focus]
        assert entry.kind == "family"
        seen_groups.append(entry.family.group)
        send(app, it.RIGHT)
    assert set(seen_groups) == NINE
    opened = set()
    for _ in range(9):
        family = menu.entries[menu.focus].family
        send(app, it.CONFIRM)
        if len(family.specs) == 1:
            assert isinstance(app.stack.top, SetupScene)
            opened.add(app.stack.top.spec.id)
            send(app, it.BACK)
        else:
            scene = app.stack.top
            assert isinstance(scene, FamilyScene) and scene.family is family
            for index in range(len(family.specs)):
                assert scene.focus == index
                send(app, it.CONFIRM)
                assert isinstance(app.stack.top, SetupScene)
                opened.add(app.stack.top.spec.id)
                send(app, it.BACK)
                assert app.stack.top is scene
                send(app, it.DOWN)
            send(app, it.BACK)
        assert app.stack.top is menu
        send(app, it.RIGHT)
    assert opened == {spec.id for spec in all_specs()}


def test_arrows_move_through_the_grid_and_the_buttons(app):
    menu = open_menu(app)
    assert menu.columns == 3

    def group():
        entry = menu.entries[menu.focus]
        return entry.family.group if entry.family else entry.kind

    assert group() == "doudizhu"
    send(app, it.DOWN)
    assert group() == "big2"
    send(app, it.DOWN, it.RIGHT)
    assert group() == "dapie"
    send(app, it.DOWN)                     # below the last row: the buttons
    assert group() not in NINE
    send(app, it.UP)
    assert group() in {"chicangying", "dapie", "blackjack"}


def test_mouse_opens_a_family_and_its_variant(app, cuts):
    from scenes.family_scene import FamilyScene
    from scenes.setup import SetupScene

    menu = open_menu(app)
    index = next(i for i, fam in enumerate(menu.families) if fam.group == "sichuan-mahjong")
    app.send(Intent(it.MOVE, menu.tiles[index].center))
    assert menu.entries[menu.focus].family.group == "sichuan-mahjong"
    app.send(Intent(it.PRESS, menu.tiles[index].center))
    scene = app.stack.top
    assert isinstance(scene, FamilyScene) and len(scene.specs) == 5
    frame(app)
    app.send(Intent(it.PRESS, scene.cards[3].center))
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.spec.id == "mj-deyang-qdg"
    send(app, it.BACK)
    back = next(b for b in scene.buttons if b.action == "back")
    app.send(Intent(it.PRESS, back.rect.center))
    assert app.stack.top is menu


def test_the_game_played_last_is_marked_and_has_the_focus(app):
    from scenes.family_scene import FamilyScene
    from scenes.recent_games import note_played

    note_played(app.storage, "big2")
    note_played(app.storage, "dapie-noace")
    menu = open_menu(app)
    assert menu.entries[menu.focus].family.group == "dapie"
    assert menu.recent[:2] == ["dapie", "big2"]
    send(app, it.CONFIRM)
    scene = app.stack.top
    assert isinstance(scene, FamilyScene)
    assert scene.specs[scene.focus].id == "dapie-noace" and scene.last_played == "dapie-noace"


def test_recent_games_fall_back_to_the_statistics_ledger(app):
    from engine.match import Match, SeatPlayer
    from scenes.recent_games import recent_games
    from scenes.statistics import match_key

    for variant in ("big2", "shuangkou"):
        match = Match.new(variant, None, seed=1, players=(SeatPlayer("human"),) + (SeatPlayer(),) * 3)
        data = app.storage.load_json("stats.json")[0] or {"version": 1, "games": {}, "counted": {}}
        data["counted"][match_key(match)] = {"at": 5, "match": False}
        app.storage.save_json("stats.json", data)
    assert recent_games(app.storage) == ["shuangkou", "big2"]
    app.storage.path("recent.json").write_text("[not json")
    assert recent_games(app.storage) == ["shuangkou", "big2"]    # a damaged list: quietly the ledger
    assert app.storage.take_notices() == []


def test_a_game_registered_later_appears_by_registering(app, make_spec, monkeypatch, cuts):
    from engine import registry
    from engine.registry import all_specs

    real = list(all_specs())
    newcomer = make_spec(family="climbing")          # no group: a family of its own
    monkeypatch.setattr(registry, "_SPECS", {s.id: s for s in real + [newcomer]})
    menu = open_menu(app)
    assert len(menu.families) == 10 and menu.families[-1].group == "fake"
    assert menu.families[-1].name(app.tr) == "测试牌"
    assert menu.families[-1].description(app.tr) == newcomer.summary_zh
    window = pygame.Rect((0, 0), app.size)
    assert all(window.contains(tile) for tile in menu.tiles)
    assert not cuts, cuts


def test_rules_button_opens_the_book_at_the_chosen_variant(app, monkeypatch):
    from scenes.family_scene import FamilyScene
    from scenes.rules_book import scene as book

    opened = []
    monkeypatch.setattr(book, "open_rules", lambda app_, variant=None, options=None: opened.append(variant))
    menu = open_menu(app)
    family = next(f for f in menu.families if f.group == "shengji")
    scene = FamilyScene(family)
    app.stack.push(scene)
    frame(app)
    send(app, it.DOWN)                     # 拖拉机
    rules = next(b for b in scene.buttons if b.action == "rules")
    app.send(Intent(it.PRESS, rules.rect.center))
    assert opened == ["shengji-2"]


def test_the_real_rules_book_opens_from_a_family(app):
    from scenes.family_scene import FamilyScene

    menu = open_menu(app)
    scene = FamilyScene(next(f for f in menu.families if f.group == "doudizhu"))
    app.stack.push(scene)
    frame(app)
    assert scene.open_rules()
    assert app.stack.top is not scene
    frame(app)
