"""Main menu, setup, settings, statistics and dialogs, driven by intents like a player would."""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes import intents as it
from scenes.intents import Intent

ROOT = Path(__file__).resolve().parents[2]


def send(app, *kinds):
    for kind in kinds:
        app.send(Intent(kind))


def frame(app):
    app.step(0.016, [])


def open_menu(app):
    from scenes.menu import MainMenu

    menu = MainMenu()
    app.stack.push(menu)
    frame(app)
    return menu


def kinds(menu):
    return [entry.kind for entry in menu.entries]


@pytest.fixture
def fake_tables(monkeypatch):
    """table_for builds a plain scene that remembers its match."""
    from scenes import tables
    from scenes.scene import Scene

    class FakeTableScene(Scene):
        def __init__(self, match):
            super().__init__()
            self.match = match

    monkeypatch.setattr(tables, "table_for", lambda match: FakeTableScene(match))
    return FakeTableScene


def save_fake_match(app, spec, hands=1):
    from engine.actions import NextHand
    from engine.game import TABLE
    from engine.match import Match, SeatPlayer
    from scenes.saved_match import save_match

    match = Match.new(spec.id, None, seed=2, players=(SeatPlayer("human"), SeatPlayer(), SeatPlayer()))
    for _ in range(hands - 1):
        match.apply(TABLE, NextHand())
    save_match(app.storage, match)
    return match


# --- main menu ----------------------------------------------------------------------------

def test_menu_lists_registered_games(app):
    from engine.registry import all_specs

    menu = open_menu(app)
    listed = [spec for e in menu.entries if e.kind == "family" for spec in e.family.specs]
    assert sorted(s.id for s in listed) == sorted(s.id for s in all_specs())   # each once, by family
    assert [k for k in kinds(menu) if k != "rules"][-7:] == ["puzzles", "replays", "tutorials", "settings",
                                                              "stats", "about", "quit"]
    assert "continue" not in kinds(menu)


def test_menu_keyboard_navigation_opens_setup(app, fake_spec):
    from scenes.setup import SetupScene

    menu = open_menu(app)
    buttons = [k for k in kinds(menu) if k != "family"]
    assert kinds(menu) == ["family"] + buttons and buttons[0] == "puzzles"
    assert menu.focus == 0
    send(app, it.DOWN, it.RIGHT)          # the grid's last row goes down to the buttons
    assert menu.entries[menu.focus].kind == "replays"
    send(app, it.LEFT, it.LEFT)           # the buttons go round
    assert menu.entries[menu.focus].kind == "quit"
    send(app, it.UP)                      # back up into the grid
    assert menu.entries[menu.focus].kind == "family"
    send(app, it.CONFIRM)                 # a family of one variant opens its setup at once
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.spec is fake_spec
    send(app, it.BACK)
    assert app.stack.top is menu


def test_menu_mouse_hover_moves_focus_and_click_opens(app, fake_spec):
    from scenes.settings_scene import SettingsScene

    menu = open_menu(app)
    settings_button = next(b for b in menu.buttons if b.action == "settings")
    app.send(Intent(it.MOVE, settings_button.rect.center))
    assert menu.entries[menu.focus].kind == "settings"
    app.send(Intent(it.PRESS, settings_button.rect.center))
    assert isinstance(app.stack.top, SettingsScene)


def test_continue_entry_only_with_saved_match(app, fake_spec, fake_tables):
    from scenes.continue_scene import ContinueScene

    menu = open_menu(app)
    assert "continue" not in kinds(menu)
    app.stack.pop()
    match = save_fake_match(app, fake_spec, hands=3)
    menu = open_menu(app)
    assert kinds(menu)[:2] == ["continue", "family"]
    assert menu.saved.variant == "fake" and menu.saved.hand == 3
    assert menu.focus == 0  # continuing is the likely choice, so it has the focus
    send(app, it.CONFIRM)
    assert isinstance(app.stack.top, ContinueScene)
    frame(app)
    send(app, it.CONFIRM)   # the first row's 继续
    top = app.stack.top
    assert isinstance(top, fake_tables)
    assert top.match.to_json() == match.to_json()
    app.stack.pop()
    assert app.stack.top is menu and kinds(menu)[0] == "continue"
    from scenes.saved_match import clear_saved_match

    clear_saved_match(app.storage, "fake")
    menu.refresh()  # what resume() does when the table is left after the match ended
    assert "continue" not in kinds(menu)


def test_continue_with_damaged_record_shows_notice(app, fake_spec):
    from scenes.continue_scene import ContinueScene
    from scenes.dialog import MessageDialog
    from scenes.saved_match import slot_name

    app.storage.save_json(slot_name("fake"), {"format": "paiyou-match", "version": 1, "variant": "fake",
                                              "options": {}, "seed": 1, "players": [{"kind": "human"}],
                                              "actions": [[0, {"type": "no-such-action"}]]})
    menu = open_menu(app)
    assert kinds(menu)[0] == "continue"
    menu.focus = 0
    send(app, it.CONFIRM)
    assert isinstance(app.stack.top, ContinueScene)
    send(app, it.CONFIRM)
    dialog = app.stack.top
    assert isinstance(dialog, MessageDialog) and dialog.text == "notice.damaged_match"
    frame(app)
    send(app, it.CONFIRM)
    assert app.stack.top is menu and "continue" not in kinds(menu)   # nothing left: the list closed
    assert app.storage.damaged_copies(slot_name("fake"))


def test_startup_notices_shown_once(app, fake_spec):
    from scenes.dialog import MessageDialog

    app.notices.append("notice.damaged_settings")
    menu = open_menu(app)
    assert isinstance(app.stack.top, MessageDialog)
    assert "设置文件已损坏" in app.stack.top.body_text()
    send(app, it.BACK)
    assert app.stack.top is menu and app.notices == []


def test_escape_in_menu_asks_before_quitting(app, fake_spec):
    from scenes.dialog import ConfirmDialog

    menu = open_menu(app)
    send(app, it.BACK)
    assert isinstance(app.stack.top, ConfirmDialog)
    send(app, it.BACK)  # no
    assert app.stack.top is menu and app.running
    send(app, it.BACK, it.CONFIRM)  # yes
    assert not app.running and len(app.stack) == 0


def test_menu_in_english_and_small_and_large_windows(app, fake_spec):
    app.settings.language = "en"
    app.apply_settings()
    menu = open_menu(app)
    for size in ((1024, 640), (1920, 1080), (1024, 640)):
        app.screen = pygame.display.set_mode(size)
        app.stack.layout(size)
        frame(app)
    assert [b.text for b in menu.buttons][:4] == ["Puzzles", "Replays", "Tutorials", "Settings"]


# --- setup --------------------------------------------------------------------------------

def open_setup(app, spec):
    from scenes.setup import SetupScene

    open_menu(app)
    scene = SetupScene(spec)
    app.stack.push(scene)
    frame(app)
    return scene


def test_setup_defaults(app, fake_spec):
    scene = open_setup(app, fake_spec)
    assert scene.options() == {"bonus": True, "length": 8}
    players = scene.players()
    assert len(players) == 3  # the spec's default seat count
    assert players[0].kind == "human"
    assert [(p.kind, p.level) for p in players[1:]] == [("bot", "normal"), ("bot", "normal")]
    assert [row.kind for row in scene.rows] == ["count", "seat", "seat", "option", "option"]


def test_setup_seat_levels_and_options_by_keyboard_and_mouse(app, fake_spec):
    scene = open_setup(app, fake_spec)
    send(app, it.DOWN)            # first computer seat
    send(app, it.LEFT, it.LEFT)   # easy (and stays there)
    send(app, it.DOWN, it.RIGHT)  # second computer: hard
    assert [p.level for p in scene.players()[1:]] == ["easy", "hard"]
    option_row = scene.rows[4]
    rect = option_row.control.segment_rects()[2]
    app.send(Intent(it.PRESS, rect.center))
    assert scene.options()["length"] == 0
    assert scene.rows[scene.focus] is option_row


def test_setup_seat_count(app, fake_spec):
    scene = open_setup(app, fake_spec)
    send(app, it.RIGHT)  # the count row has the focus first: 3 → 4 players
    assert len(scene.players()) == 4
    assert [row.kind for row in scene.rows].count("seat") == 3
    send(app, it.LEFT, it.LEFT)
    assert len(scene.players()) == 2
    frame(app)


def test_setup_start_saves_and_opens_table(app, fake_spec, fake_tables):
    from scenes.menu import MainMenu
    from scenes.saved_match import has_saved_match, load_match

    scene = open_setup(app, fake_spec)
    send(app, it.DOWN, it.RIGHT)  # first computer: hard
    send(app, it.CONFIRM)
    table = app.stack.top
    assert isinstance(table, fake_tables)
    assert [type(s) for s in app.stack] == [MainMenu, fake_tables]  # setup was replaced
    assert table.match.players[1].level == "hard"
    assert has_saved_match(app.storage)
    saved, notice = load_match(app.storage)
    assert notice is None and saved.to_json() == table.match.to_json()
    assert scene.app is not None


def test_setup_start_asks_before_replacing_saved_match(app, fake_spec, fake_tables):
    from scenes.dialog import ConfirmDialog
    from scenes.saved_match import slot_name

    old = save_fake_match(app, fake_spec, hands=2)
    scene = open_setup(app, fake_spec)
    send(app, it.CONFIRM)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    assert "第 2 局" in dialog.body_text()
    send(app, it.BACK)
    assert app.stack.top is scene
    assert app.storage.load_json(slot_name("fake"))[0]["actions"] == old.to_json()["actions"]
    send(app, it.CONFIRM, it.CONFIRM)
    assert isinstance(app.stack.top, fake_tables)
    assert app.storage.load_json(slot_name("fake"))[0]["seed"] == app.stack.top.match.seed


def test_setup_without_a_table_for_the_family_shows_message(app, make_spec, monkeypatch):
    from engine import registry
    from scenes.dialog import MessageDialog

    spec = make_spec(family="no_such_family")
    monkeypatch.setattr(registry, "_SPECS", {spec.id: spec})
    scene = open_setup(app, spec)
    send(app, it.CONFIRM)
    assert isinstance(app.stack.top, MessageDialog)
    send(app, it.CONFIRM)
    assert app.stack.top is scene


def test_real_game_setup_draws(app):
    from engine.registry import all_specs

    for spec in all_specs():
        scene = open_setup(app, spec)
        assert scene.options() == spec.resolved_options()
        frame(app)


# --- settings, statistics -----------------------------------------------------------------

def test_settings_apply_at_once_and_persist(app):
    from scenes.settings import Settings
    from scenes.settings_scene import SettingsScene

    open_menu(app)
    scene = SettingsScene()
    app.stack.push(scene)
    send(app, it.RIGHT)  # language → English
    assert app.settings.language == "en" and app.tr.language == "en"
    assert scene.done.text == "Done"
    send(app, it.DOWN, it.LEFT)  # animation normal → fast
    send(app, it.DOWN, it.RIGHT)  # sound off
    send(app, it.DOWN, it.LEFT)  # fullscreen on (the dummy driver stays windowed)
    send(app, it.DOWN, it.RIGHT)  # bot delay 0.6 → 0.8
    send(app, it.DOWN, it.RIGHT, it.RIGHT)  # card back green
    frame(app)
    saved, notices = Settings.load(app.storage)
    assert notices == []
    assert saved == Settings(language="en", animation="fast", sound=False, fullscreen=True,
                             bot_delay=0.8, card_back="green")
    send(app, it.BACK)
    assert app.stack.top is not scene


def test_stats_scene_shows_and_resets(app, fake_spec):
    from engine.match import SeatPlayer
    from scenes.dialog import ConfirmDialog
    from scenes.statistics import load_statistics, record_hand
    from scenes.stats_scene import StatsScene

    people = (SeatPlayer("human"), SeatPlayer(), SeatPlayer())
    record_hand(app.storage, "fake", people, (2, -1, -1), 0)
    record_hand(app.storage, "gone_game", people, (2, -1, -1), 0)
    open_menu(app)
    scene = StatsScene()
    app.stack.push(scene)
    frame(app)
    assert [vid for vid, _ in scene.rows] == ["fake", "gone_game"]
    assert scene.buttons[0].enabled
    app.send(Intent(it.PRESS, scene.buttons[0].rect.center))
    assert isinstance(app.stack.top, ConfirmDialog)
    send(app, it.CONFIRM)
    assert app.stack.top is scene
    assert load_statistics(app.storage)[0] == {}
    assert not scene.anything and not scene.buttons[0].enabled
    frame(app)


# --- dialogs ------------------------------------------------------------------------------

def test_confirm_dialog_keys_and_clicks(app, fake_spec):
    from scenes.dialog import ConfirmDialog

    menu = open_menu(app)
    calls = []
    app.stack.push(ConfirmDialog("dialog.leave_confirm", lambda: calls.append("yes"), lambda: calls.append("no")))
    send(app, it.CONFIRM)
    assert calls == ["yes"] and app.stack.top is menu
    app.stack.push(ConfirmDialog("A literal question?", lambda: calls.append("yes"), lambda: calls.append("no")))
    send(app, it.BACK)
    assert calls == ["yes", "no"] and app.stack.top is menu
    dialog = ConfirmDialog("dialog.quit_confirm", lambda: calls.append("yes"), lambda: calls.append("no"))
    app.stack.push(dialog)
    frame(app)
    no_button, yes_button = dialog.buttons
    app.send(Intent(it.PRESS, no_button.rect.center))
    assert calls[-1] == "no"
    app.stack.push(dialog := ConfirmDialog("dialog.quit_confirm", lambda: calls.append("yes")))
    send(app, it.LEFT, it.CONFIRM)  # focus moved to "no", which has no callback
    assert calls[-1] == "no" and app.stack.top is menu
    app.stack.push(dialog := ConfirmDialog("dialog.quit_confirm", lambda: calls.append("yes")))
    app.send(Intent(it.PRESS, (1, 1)))  # outside: nothing happens, the dialog stays
    assert app.stack.top is dialog
    app.send(Intent(it.PRESS, dialog.buttons[1].rect.center))
    assert calls[-1] == "yes" and app.stack.top is menu


def test_message_and_menu_dialogs(app, fake_spec):
    from scenes.dialog import MenuDialog, MessageDialog

    menu = open_menu(app)
    closed = []
    app.stack.push(MessageDialog("notice.save_failed", lambda: closed.append(1), detail="x"))
    frame(app)
    send(app, it.BACK)
    assert closed == [1] and app.stack.top is menu
    chosen = []
    pause = MenuDialog("table.pause_title", [("table.resume", lambda: chosen.append("resume")),
                                             ("table.settings", lambda: chosen.append("settings")),
                                             ("table.to_menu", lambda: chosen.append("menu"))],
                       on_back=lambda: chosen.append("back"))
    app.stack.push(pause)
    frame(app)
    send(app, it.DOWN, it.DOWN, it.CONFIRM)
    assert chosen == ["menu"]
    app.stack.push(pause := MenuDialog("table.pause_title", [("table.resume", None)], on_back=lambda: chosen.append("back")))
    send(app, it.BACK)
    assert chosen[-1] == "back" and app.stack.top is menu


def test_back_to_menu_from_anywhere(app, fake_spec):
    from scenes.dialog import MessageDialog
    from scenes.menu import MainMenu, back_to_menu
    from scenes.scene import Scene

    menu = open_menu(app)
    app.stack.push(Scene())
    app.stack.push(MessageDialog("dialog.ok"))
    back_to_menu(app)
    assert app.stack.top is menu
    app.stack.reset(Scene())
    back_to_menu(app)
    assert isinstance(app.stack.top, MainMenu) and len(app.stack) == 1


# --- robustness ---------------------------------------------------------------------------

def test_random_input_never_crashes(app, fake_spec, fake_tables, monkeypatch):
    """Clicks and keys at any moment, on every screen, are safe."""
    from engine import registry
    from scenes.menu import MainMenu

    # the real games beside the fake one: the rules book reachable from the menu quotes their
    # settings from the registry (alone, the fake registry made its pages fail to build)
    monkeypatch.setattr(registry, "_SPECS", None)
    monkeypatch.setattr(registry, "_SPECS", {**registry._registry(), fake_spec.id: fake_spec})

    rng = random.Random(7)
    keys = [it.CONFIRM, it.PASS, it.HINT, it.LEFT, it.RIGHT, it.UP, it.DOWN, it.SELECT, it.CLEAR, it.SORT,
            it.LOG, it.ALT_PRESS, it.BACK]
    open_menu(app)
    for step in range(1500):
        if not app.running or not len(app.stack) or isinstance(app.stack.top, fake_tables):
            app.running = True
            app.stack.reset(MainMenu())
        roll = rng.random()
        pos = (rng.randrange(1024), rng.randrange(640))
        if roll < 0.45:
            app.send(Intent(rng.choice((it.PRESS, it.MOVE, it.RELEASE, it.DRAG)), pos))
        elif roll < 0.5:
            app.send(Intent(it.WHEEL, amount=rng.choice((-3, -1, 1, 3))))
        else:
            kind = rng.choice(keys)
            if kind == it.BACK and isinstance(app.stack.top, MainMenu):
                kind = it.DOWN  # leaving the application is a separate test
            app.send(Intent(kind))
        if step % 10 == 0:
            frame(app)


# --- main.py ------------------------------------------------------------------------------

def test_list_games_prints_registered_variants():
    from engine.registry import all_specs

    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--list-games"], capture_output=True,
                            text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert lines == [f"{s.id}\t{s.name_zh}\t{s.name_en}" for s in all_specs()]


def test_main_rejects_bad_size():
    import main

    with pytest.raises(SystemExit):
        main.parse_args(["--size", "big"])
    assert main.parse_args(["--size", "1024x640", "--lang", "en"]).size == (1024, 640)
