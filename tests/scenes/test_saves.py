"""A saved match per game: several unfinished games coexist and resume, the old single save is
carried over, a damaged save of one game leaves the others, starting a new match of a saved
game asks, the continue list resumes and abandons, and the hand shown is the one to play."""
from __future__ import annotations

import datetime
import random
import time

import pytest

from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.intents import Intent
from scenes.saved_match import (OLD_FILE_NAME, carry_over_old_save, clear_saved_match, has_saved_match,
                                load_match, save_match, saved_match_summary, saved_matches, settle_saved_match,
                                slot_name)
from scenes.storage import Storage


def send(app, *kinds):
    for kind in kinds:
        app.send(Intent(kind))


def frame(app):
    app.step(0.016, [])


def played(variant: str, seats: int, moves: int, seed: int = 3) -> Match:
    """A real match, ``moves`` legal actions in (chosen at random, seeded)."""
    match = Match.new(variant, None, seed=seed, players=(SeatPlayer("human"),) + (SeatPlayer(),) * (seats - 1))
    rng = random.Random(seed)
    for _ in range(moves):
        if match.state.phase in ("hand_over", "match_over"):
            break
        seat = match.state.to_act()[0]
        legal = match.state.legal_actions(seat)
        match.apply(seat, legal[rng.randrange(len(legal))])
    return match


def to_hand_end(storage: Storage) -> Match:
    """A 斗地主 match played to its first hand's end, autosaved after every action."""
    match = Match.new("doudizhu", seed=4, players=(SeatPlayer("human"), SeatPlayer(), SeatPlayer()))
    rng = random.Random(1)
    while match.state.phase not in ("hand_over", "match_over"):
        seat = match.state.to_act()[0]
        legal = match.state.legal_actions(seat)
        match.apply(seat, legal[rng.randrange(len(legal))])
        save_match(storage, match)
        assert saved_match_summary(storage, "doudizhu").hand == 1 or match.state.phase == "hand_over"
    return match


def test_saves_of_several_games_coexist_and_resume(tmp_path):
    storage = Storage(tmp_path)
    games = {"doudizhu": played("doudizhu", 3, 6), "mj-mianyang": played("mj-mianyang", 4, 9),
             "big2": played("big2", 4, 5)}
    for match in games.values():
        assert save_match(storage, match)
        time.sleep(0.002)
    assert sorted(s.variant for s in saved_matches(storage)) == sorted(games)
    assert saved_matches(storage)[0].variant == "big2"          # the latest first
    for variant, match in games.items():
        loaded, notice = load_match(storage, variant)
        assert notice is None and loaded.to_json() == match.to_json()
        assert loaded.state.to_act() == match.state.to_act()
    clear_saved_match(storage, "doudizhu")                      # finished or abandoned: only that one
    assert not has_saved_match(storage, "doudizhu")
    assert has_saved_match(storage, "big2") and has_saved_match(storage, "mj-mianyang")
    assert load_match(storage, "doudizhu") == (None, None)


def test_two_unfinished_games_continue_one_after_the_other(app):
    """Done means: two unfinished games can be continued one after the other (through the menu)."""
    from scenes.climbing_table import ClimbingTable
    from scenes.continue_scene import ContinueScene
    from scenes.mahjong_table import MahjongTable
    from scenes.menu import MainMenu, back_to_menu

    first, second = played("doudizhu", 3, 4), played("mj-mianyang-bloody", 4, 6)
    save_match(app.storage, first)
    time.sleep(0.002)
    save_match(app.storage, second)
    menu = MainMenu()
    app.stack.push(menu)
    frame(app)
    assert menu.entries[menu.focus].kind == "continue"
    send(app, it.CONFIRM)
    listing = app.stack.top
    assert isinstance(listing, ContinueScene)
    assert [s.variant for s in listing.saves] == ["mj-mianyang-bloody", "doudizhu"]
    frame(app)
    send(app, it.CONFIRM)
    table = app.stack.top
    assert isinstance(table, MahjongTable) and table.match.to_json()["actions"] == second.to_json()["actions"]
    frame(app)
    back_to_menu(app)
    assert app.stack.top is menu and len(menu.saves) == 2
    send(app, it.CONFIRM)
    send(app, it.DOWN)       # the second row
    frame(app)
    send(app, it.CONFIRM)
    table = app.stack.top
    assert isinstance(table, ClimbingTable) and table.match.to_json()["actions"] == first.to_json()["actions"]
    frame(app)
    back_to_menu(app)
    assert {s.variant for s in saved_matches(app.storage)} == {"doudizhu", "mj-mianyang-bloody"}


def test_the_old_single_save_is_carried_over_once(tmp_path):
    storage = Storage(tmp_path)
    match = played("shuangkou", 4, 7)
    storage.save_json(OLD_FILE_NAME, match.to_json())           # what an older version left
    settle_saved_match(storage)                                 # at start-up
    assert not storage.exists(OLD_FILE_NAME)
    assert has_saved_match(storage, "shuangkou")
    loaded, notice = load_match(storage, "shuangkou")
    assert notice is None and loaded.to_json() == match.to_json()
    assert saved_match_summary(storage, "shuangkou").saved_at is not None
    before = storage.path(slot_name("shuangkou")).read_bytes()
    settle_saved_match(storage)                                 # the next start: nothing more to do
    assert storage.path(slot_name("shuangkou")).read_bytes() == before
    assert storage.take_notices() == []


def test_an_old_save_never_overwrites_a_newer_one(tmp_path):
    storage = Storage(tmp_path)
    newer = played("big2", 4, 8)
    save_match(storage, newer)
    storage.save_json(OLD_FILE_NAME, played("big2", 4, 2, seed=9).to_json())
    assert carry_over_old_save(storage) is None
    assert load_match(storage, "big2")[0].to_json() == newer.to_json()
    assert not storage.exists(OLD_FILE_NAME) and storage.exists(f"{OLD_FILE_NAME}.old")


def test_a_damaged_old_save_is_moved_aside_with_a_notice(tmp_path):
    storage = Storage(tmp_path)
    storage.path(OLD_FILE_NAME).write_text('{"variant": 12, "actions": "')
    settle_saved_match(storage)
    assert storage.damaged_copies(OLD_FILE_NAME) and storage.take_notices() == ["notice.damaged_match"]
    assert not has_saved_match(storage)


def test_an_old_save_is_carried_over_when_the_program_starts(app):
    from scenes.menu import MainMenu

    match = played("doudizhu", 3, 5)
    app.storage.save_json(OLD_FILE_NAME, match.to_json())
    menu = MainMenu()
    app.stack.push(menu)
    frame(app)
    assert [s.variant for s in menu.saves] == ["doudizhu"] and menu.entries[0].kind == "continue"
    assert not app.storage.exists(OLD_FILE_NAME)


@pytest.mark.parametrize("damage", ["]]]", "", '{"format": "paiyou-match", "version": 1, "variant": "doudizhu"}',
                                    '{"format": "paiyou-match", "version": 1, "variant": "big2", "options": {}, '
                                    '"seed": 1, "players": [], "actions": []}',
                                    '{"format": "paiyou-match", "version": 1, "variant": "doudizhu", "options": {}, '
                                    '"seed": 1, "players": [{"kind": "human"}], "actions": [[0, {"type": "no-such"}]]}'])
def test_a_damaged_save_of_one_game_leaves_the_others(app, damage):
    from scenes.dialog import MessageDialog
    from scenes.menu import MainMenu

    good = played("big2", 4, 6)
    save_match(app.storage, good)
    good_bytes = app.storage.path(slot_name("big2")).read_bytes()
    app.storage.path(slot_name("doudizhu")).write_text(damage)
    menu = MainMenu()
    app.stack.push(menu)
    frame(app)
    if isinstance(app.stack.top, MessageDialog):      # moved aside at start: the player is told
        assert app.stack.top.text == "notice.damaged_match"
        send(app, it.CONFIRM)
    else:                                             # looks fine until replayed: told on continuing
        assert menu._continue("doudizhu") is False
        assert isinstance(app.stack.top, MessageDialog) and app.stack.top.text == "notice.damaged_match"
        send(app, it.CONFIRM)
    assert app.stack.top is menu
    assert app.storage.damaged_copies(slot_name("doudizhu"))
    assert not has_saved_match(app.storage, "doudizhu")
    assert app.storage.path(slot_name("big2")).read_bytes() == good_bytes
    assert [s.variant for s in menu.saves] == ["big2"]
    assert load_match(app.storage, "big2")[0].to_json() == good.to_json()


def test_starting_a_new_match_of_a_saved_game_asks_and_another_game_does_not(app, monkeypatch):
    from scenes import tables
    from scenes.dialog import ConfirmDialog
    from scenes.menu import MainMenu
    from scenes.scene import Scene
    from scenes.setup import SetupScene
    from engine.registry import get_spec

    class FakeTable(Scene):
        def __init__(self, match):
            super().__init__()
            self.match = match

    monkeypatch.setattr(tables, "table_for", lambda match: FakeTable(match))
    old = played("doudizhu", 3, 5)
    save_match(app.storage, old)
    app.stack.push(MainMenu())
    app.stack.push(setup := SetupScene(get_spec("big2")))
    frame(app)
    send(app, it.CONFIRM)                            # another game: no question, both kept
    assert isinstance(app.stack.top, FakeTable)
    assert {s.variant for s in saved_matches(app.storage)} == {"doudizhu", "big2"}
    app.stack.pop()
    app.stack.push(setup := SetupScene(get_spec("doudizhu")))
    frame(app)
    send(app, it.CONFIRM)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog) and "斗地主" in dialog.body_text() and "第 1 局" in dialog.body_text()
    send(app, it.BACK)                               # no: the old match stays
    assert app.stack.top is setup
    assert load_match(app.storage, "doudizhu")[0].to_json() == old.to_json()
    send(app, it.CONFIRM, it.CONFIRM)                # yes: the new one takes the game's place
    assert isinstance(app.stack.top, FakeTable)
    assert load_match(app.storage, "doudizhu")[0].seed == app.stack.top.match.seed
    assert has_saved_match(app.storage, "big2")


def test_the_hand_shown_is_the_hand_to_play(tmp_path):
    storage = Storage(tmp_path)
    match = to_hand_end(storage)
    assert match.state.phase in ("hand_over", "match_over")
    if match.state.phase == "hand_over":
        assert saved_match_summary(storage, "doudizhu").hand == 2     # hand 1 is over: 继续 plays hand 2
        from engine.game import TABLE

        match.apply(TABLE, match.state.legal_actions(TABLE)[0])      # 下一局
        save_match(storage, match)
        assert saved_match_summary(storage, "doudizhu").hand == 2


def test_the_continue_list_abandons_after_asking(app):
    from scenes.continue_scene import ContinueScene
    from scenes.dialog import ConfirmDialog
    from scenes.menu import MainMenu

    save_match(app.storage, played("gandengyan", 4, 3))
    time.sleep(0.002)
    save_match(app.storage, played("dapie", 4, 3))
    menu = MainMenu()
    app.stack.push(menu)
    frame(app)
    send(app, it.CONFIRM)
    listing = app.stack.top
    assert isinstance(listing, ContinueScene) and [s.variant for s in listing.saves] == ["dapie", "gandengyan"]
    frame(app)
    send(app, it.RIGHT, it.CONFIRM)                  # 放弃 on 打撇
    assert isinstance(app.stack.top, ConfirmDialog) and "打撇" in app.stack.top.body_text()
    send(app, it.BACK)                               # no
    assert app.stack.top is listing and has_saved_match(app.storage, "dapie")
    abandon = listing.rows[0][2]
    app.send(Intent(it.PRESS, abandon.rect.center))
    send(app, it.CONFIRM)                            # yes
    assert not has_saved_match(app.storage, "dapie") and has_saved_match(app.storage, "gandengyan")
    assert app.stack.top is listing and [s.variant for s in listing.saves] == ["gandengyan"]
    send(app, it.CLEAR, it.CONFIRM)                  # Backspace abandons too; the last one closes the list
    assert not has_saved_match(app.storage)
    assert app.stack.top is menu and "continue" not in [e.kind for e in menu.entries]


def test_when_a_match_was_saved_reads_as_a_person_says_it():
    from scenes.i18n import Translator
    from scenes.menu_widgets import format_when

    now = datetime.datetime(2026, 12, 2, 15, 0).timestamp()
    at = datetime.datetime(2026, 12, 2, 14, 32).timestamp()
    zh, en = Translator("zh"), Translator("en")
    assert format_when(zh, at, now) == "今天 14:32" and format_when(en, at, now) == "Today 14:32"
    yesterday = datetime.datetime(2026, 12, 1, 9, 5).timestamp()
    assert format_when(zh, yesterday, now) == "昨天 09:05" and format_when(en, yesterday, now) == "Yesterday 09:05"
    earlier = datetime.datetime(2026, 11, 3, 20, 1).timestamp()
    assert format_when(zh, earlier, now) == "11月3日 20:01" and format_when(en, earlier, now) == "Nov 3, 20:01"
    last_year = datetime.datetime(2025, 5, 7, 8, 0).timestamp()
    assert format_when(zh, last_year, now) == "2025年5月7日" and format_when(en, last_year, now) == "May 7, 2025"
    assert format_when(zh, None, now) == ""
