"""Issue 15, findings 2–4: lost or silent problems with the files, versions, window sizes."""
import json
import os
import random

import pygame
import pytest

from engine.game import TABLE
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.saved_match import load_match, save_match, settle_saved_match, slot_name
from scenes.statistics import load_statistics, record_hand
from scenes.storage import Storage

PLAYERS = (SeatPlayer("human"), SeatPlayer("bot"), SeatPlayer("bot"))


def _to_hand_end(storage, record_it: bool):
    """A 斗地主 match played (randomly) to its first hand's end, autosaved after every action;
    the hand is counted as the table does it, or not (a kill came in between)."""
    match = Match.new("doudizhu", seed=4, players=PLAYERS)
    rng = random.Random(1)
    while match.state.phase not in ("hand_over", "match_over"):
        seat = match.state.to_act()[0]
        legal = match.state.legal_actions(seat)
        match.apply(seat, legal[rng.randrange(len(legal))])
        save_match(storage, match)
    if record_it:
        record_hand(storage, "doudizhu", PLAYERS, match.state.result.deltas, 0)
    return match


def test_a_kill_between_the_autosave_and_the_count_loses_no_hand(tmp_path):
    _to_hand_end(Storage(tmp_path), record_it=False)
    again = Storage(tmp_path)          # the program started again
    settle_saved_match(again)
    assert load_statistics(again)[0]["doudizhu"].hands == 1
    match, _ = load_match(again)        # 继续: counted once only
    assert match is not None and load_statistics(again)[0]["doudizhu"].hands == 1
    # the resumed table plays on; the next hand counts normally
    events = match.apply(TABLE, match.state.legal_actions(TABLE)[0])
    assert events


def test_a_hand_counted_before_the_kill_is_not_counted_again(tmp_path):
    _to_hand_end(Storage(tmp_path), record_it=True)
    again = Storage(tmp_path)
    settle_saved_match(again)
    load_match(again)
    assert load_statistics(again)[0]["doudizhu"].hands == 1


def test_leftover_temporary_files_are_swept(tmp_path):
    dead = tmp_path / ".match.json.999999999.abc.tmp"
    old = tmp_path / ".stats.json.xyz.tmp"
    mine = tmp_path / f".settings.json.{os.getpid()}.abc.tmp"
    for path in (dead, old, mine):
        path.write_text("{")
    os.utime(old, (1, 1))
    storage = Storage(tmp_path)
    assert storage.sweep_temporary_files() == 2
    assert not dead.exists() and not old.exists() and mine.exists()


def test_a_failed_autosave_is_shown_to_the_player(app, monkeypatch):
    from scenes.dialog import MessageDialog

    from scenes.menu import MainMenu

    app.stack.push(MainMenu())
    app.step(0.0, [])
    monkeypatch.setattr(app.storage, "folder", app.storage.folder / "file-not-folder")
    app.storage.folder.parent.mkdir(parents=True, exist_ok=True)
    app.storage.folder.write_text("x")  # a file where the folder should be: every save fails
    assert not app.storage.save_json("match.json", {"a": 1})
    assert not app.storage.save_json("match.json", {"a": 2})
    app.step(0.0, [])
    top = app.stack.top
    assert isinstance(top, MessageDialog) and top.text == "notice.save_failed"
    app.send(it.Intent(it.CONFIRM))
    app.step(0.0, [])
    assert not isinstance(app.stack.top, MessageDialog)   # once per run of failures


def test_a_damaged_people_file_is_moved_aside_with_the_message(app):
    from engine.registry import get_spec
    from scenes.dialog import MessageDialog
    from scenes.setup import SetupScene

    app.storage.folder.mkdir(parents=True, exist_ok=True)
    (app.storage.folder / "people.json").write_text("[not json")
    app.stack.push(SetupScene(get_spec("doudizhu")))
    app.step(0.0, [])
    assert isinstance(app.stack.top, MessageDialog) and app.stack.top.text == "notice.damaged_people"
    assert app.storage.damaged_copies("people.json")
    assert "家人名单" in app.stack.top.body_text()


@pytest.mark.parametrize("version, notice", [(2, "notice.match_newer"), (0, "notice.match_older"),
                                             (None, "notice.match_older")])
def test_saved_match_of_another_version_is_refused_with_a_clear_message(tmp_path, version, notice):
    storage = Storage(tmp_path)
    record = Match.new("doudizhu", seed=1, players=PLAYERS).to_json()
    record["version"] = version
    storage.save_json(slot_name("doudizhu"), record)
    assert load_match(storage) == (None, notice)
    assert storage.damaged_copies(slot_name("doudizhu")) and storage.take_notices() == [notice]


def test_statistics_versions(tmp_path):
    storage = Storage(tmp_path)
    good = {"hands": 2, "wins": 1, "points": 3, "matches": 0, "match_wins": 0}
    storage.save_json("stats.json", {"games": {"doudizhu": good}})       # no version: the first format
    assert load_statistics(storage) == ({"doudizhu": load_statistics(storage)[0]["doudizhu"]}, None)
    storage.save_json("stats.json", {"version": 9, "games": {"doudizhu": good}})
    assert load_statistics(storage) == ({}, "notice.stats_newer")
    assert storage.damaged_copies("stats.json")       # kept, never overwritten by this version


@pytest.mark.parametrize("value", [10 ** 300, -10 ** 40, 2 ** 63])
def test_huge_numbers_in_the_statistics(app, value):
    from scenes.stats_scene import StatsScene

    storage = app.storage
    storage.save_json("stats.json", {"version": 1, "games": {
        "doudizhu": {"hands": 3, "wins": 1, "points": 5},
        "big2": {"hands": value, "wins": 0, "points": value}},
        "people": {"a\x00b": {"big2": {"hands": 1}}, "\ud800": {}}})
    stats, notice = load_statistics(storage)
    assert notice == "notice.repaired_stats" and set(stats) == {"doudizhu"}
    app.stack.push(StatsScene())
    app.step(0.0, [])


def test_names_with_nul_or_surrogates_in_a_saved_match_continue(app):
    from scenes.menu import MainMenu

    record = Match.new("doudizhu", seed=1, players=PLAYERS).to_json()
    record["players"][0]["name"] = "a\x00\ud800" + "长" * 200_000
    app.storage.save_json("match.json", record)
    menu = MainMenu()
    app.stack.push(menu)
    app.step(0.0, [])
    menu._continue()
    for _ in range(5):
        app.step(0.05, [])
    assert type(app.stack.top).__name__ == "ClimbingTable"


@pytest.mark.parametrize("size", [(1024, 2160), (300, 200), (1, 1), (3840, 2160), (1023, 639)])
def test_shengji_table_while_you_may_declare_at_any_size(app, size):
    from scenes.trick_table import TrickTable

    app.settings.animation = "normal"
    for seed in range(1, 30):
        match = Match.new("shengji-2", seed=seed, players=(SeatPlayer("human"),) + PLAYERS[1:] + (SeatPlayer(),))
        table = TrickTable(match, threaded=False, bot_delay=0)
        app.stack.push(table)
        for _ in range(300):
            app.step(1 / 60, [])
            if match.state.phase == "deal" and match.state.declarations_for(0):
                break
        if match.state.phase == "deal" and match.state.declarations_for(0):
            break
        app.stack.pop()
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step(1 / 60, [])
    assert app.size[0] >= 1024 and app.size[1] >= 640
    # a click in a window below the minimum lands on the canvas' scale
    app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 0), button=1),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(0, 0), button=1)])
