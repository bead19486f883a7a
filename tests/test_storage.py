"""The user's data folder: atomic JSON, damaged files moved aside with a notice, tolerant loading."""
from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from scenes.settings import Settings
from scenes.storage import Storage


# --- Storage ------------------------------------------------------------------------------

def test_roundtrip_and_missing(tmp_path):
    storage = Storage(tmp_path / "new" / "folder")
    assert storage.load_json("x.json") == (None, None)
    assert storage.save_json("x.json", {"a": 1, "名字": "斗地主"})
    assert storage.load_json("x.json") == ({"a": 1, "名字": "斗地主"}, None)
    storage.delete("x.json")
    storage.delete("x.json")  # deleting twice is fine
    assert storage.load_json("x.json") == (None, None)


def test_save_leaves_no_temporary_files(tmp_path):
    storage = Storage(tmp_path)
    for i in range(3):
        storage.save_json("x.json", {"i": i})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json"]


def test_failed_save_keeps_the_old_file(tmp_path, monkeypatch):
    storage = Storage(tmp_path)
    storage.save_json("x.json", {"old": True})

    def refuse(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", refuse)
    assert storage.save_json("x.json", {"old": False}) is False
    monkeypatch.undo()
    assert storage.load_json("x.json") == ({"old": True}, None)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.json"]


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00garbage", b"[1, 2, 3]", b"\"text\"", b""])
def test_damaged_file_is_moved_aside_with_a_notice(tmp_path, content):
    storage = Storage(tmp_path)
    (tmp_path / "stats.json").write_bytes(content)
    data, notice = storage.load_json("stats.json")
    assert data is None
    assert notice == "notice.damaged_stats"
    assert not (tmp_path / "stats.json").exists()
    aside = storage.damaged_copies("stats.json")
    assert len(aside) == 1 and aside[0].read_bytes() == content


def test_two_damaged_files_in_the_same_second_both_kept(tmp_path):
    storage = Storage(tmp_path)
    for text in ("{bad", "{worse"):
        (tmp_path / "other.json").write_text(text)
        assert storage.load_json("other.json") == (None, "notice.damaged_file")
    assert len(storage.damaged_copies("other.json")) == 2


def test_default_folder_honours_environment(data_dir):
    assert Storage.default().folder == Path(data_dir)


def test_default_folder_without_override(monkeypatch):
    monkeypatch.delenv("PAIYOU_DATA_DIR", raising=False)
    assert "Paiyou" in str(Storage.default().folder)


# --- Settings -----------------------------------------------------------------------------

def test_settings_defaults_and_roundtrip(tmp_path):
    storage = Storage(tmp_path)
    settings, notices = Settings.load(storage)
    assert settings == Settings() and notices == []
    assert settings.language == "zh" and settings.bot_delay == 0.6 and settings.card_back == "blue"
    settings.language, settings.animation, settings.sound = "en", "slow", False
    settings.save(storage)
    loaded, notices = Settings.load(storage)
    assert loaded == settings and notices == []
    assert loaded.animation_factor == 1.6


@pytest.mark.parametrize("animation,factor", [("off", 0), ("fast", 0.5), ("normal", 1), ("slow", 1.6)])
def test_animation_factor(animation, factor):
    assert Settings(animation=animation).animation_factor == factor


def test_damaged_settings_moved_aside_defaults_used(tmp_path):
    storage = Storage(tmp_path)
    (tmp_path / "settings.json").write_text("{\"language\": \"en\",")  # truncated
    settings, notices = Settings.load(storage)
    assert settings == Settings()
    assert notices == ["notice.damaged_settings"]
    assert storage.damaged_copies("settings.json")


def test_unknown_fields_ignored_and_bad_values_defaulted(tmp_path):
    storage = Storage(tmp_path)
    storage.save_json("settings.json", {
        "language": "fr", "animation": "fast", "sound": "yes", "fullscreen": True,
        "bot_delay": 9, "card_back": 3, "future_option": {"x": 1},
    })
    settings, notices = Settings.load(storage)
    assert notices == []
    assert settings.language == "zh"          # unknown language → default
    assert settings.animation == "fast"       # good value kept
    assert settings.sound is True             # not a bool → default
    assert settings.fullscreen is True
    assert settings.bot_delay == 1.2          # clamped into range
    assert settings.card_back == "blue"
    assert not storage.damaged_copies("settings.json")  # a readable file is not moved


@pytest.mark.parametrize("value,expected", [(0, 0.2), (0.8, 0.8), (True, 0.6), ("1", 0.6), (float("nan"), 0.6)])
def test_bot_delay_values(tmp_path, value, expected):
    assert Settings.from_json({"bot_delay": value}).bot_delay == expected


def test_app_starts_with_damaged_settings(data_dir):
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_text("\x00\x01 not json")
    from scenes.app import App

    app = App((1024, 640))
    assert app.notices == ["notice.damaged_settings"]
    assert app.settings == Settings()


# --- saved match --------------------------------------------------------------------------

def _fake_match(fake_spec, seed=5):
    from engine.match import Match, SeatPlayer

    return Match.new(fake_spec.id, None, seed=seed,
                     players=(SeatPlayer("human"), SeatPlayer("bot", "easy"), SeatPlayer("bot", "hard")))


def test_saved_match_roundtrip(tmp_path, fake_spec):
    from engine.actions import NextHand, Pass
    from engine.game import TABLE
    from scenes.saved_match import (clear_saved_match, has_saved_match, load_match, save_match,
                                    saved_match_summary)

    storage = Storage(tmp_path)
    assert not has_saved_match(storage) and load_match(storage) == (None, None)
    assert saved_match_summary(storage) is None
    match = _fake_match(fake_spec)
    match.apply(0, Pass())
    match.apply(TABLE, NextHand())
    match.apply(1, Pass())
    assert save_match(storage, match)
    assert has_saved_match(storage)
    summary = saved_match_summary(storage)
    assert summary.variant == "fake" and summary.hand == 2
    loaded, notice = load_match(storage)
    assert notice is None
    assert loaded.to_json() == match.to_json()
    assert loaded.state.turn == match.state.turn
    clear_saved_match(storage, "fake")
    assert not has_saved_match(storage)


@pytest.mark.parametrize("record", [
    {"format": "paiyou-match", "version": 1, "variant": "fake", "options": {}, "seed": 1,
     "players": [{"kind": "human"}, {"kind": "bot"}, {"kind": "bot"}], "actions": [[2, {"type": "pass"}]]},
    {"format": "paiyou-match", "version": 1, "variant": "no_such_game", "options": {}, "seed": 1,
     "players": [], "actions": []},
    {"format": "something else"},
    {"format": "paiyou-match", "version": 1, "variant": "fake", "options": {"bonus": "maybe"}, "seed": 1,
     "players": [{"kind": "human"}, {"kind": "bot"}, {"kind": "bot"}], "actions": []},
])
def test_unreplayable_match_moved_aside(tmp_path, fake_spec, record):
    from scenes.saved_match import has_saved_match, load_match, slot_name

    storage = Storage(tmp_path)
    storage.save_json(slot_name("fake"), record)
    match, notice = load_match(storage)
    assert match is None and notice == "notice.damaged_match"
    assert not has_saved_match(storage)
    assert json.loads(storage.damaged_copies(slot_name("fake"))[0].read_text()) == record


def test_match_file_that_is_not_json(tmp_path, fake_spec):
    from scenes.saved_match import load_match, saved_match_summary, slot_name

    storage = Storage(tmp_path)
    (tmp_path / slot_name("fake")).write_text("]]]")
    assert saved_match_summary(storage) is None  # peeking never moves anything
    assert (tmp_path / slot_name("fake")).exists()
    assert load_match(storage) == (None, "notice.damaged_match")
    assert storage.take_notices() == ["notice.damaged_match"]


# --- statistics ---------------------------------------------------------------------------

def test_statistics_count_only_the_human_seat(tmp_path):
    from engine.match import SeatPlayer
    from scenes.statistics import load_statistics, record_hand, record_match

    storage = Storage(tmp_path)
    people = (SeatPlayer("human"), SeatPlayer("bot"), SeatPlayer("bot"))
    record_hand(storage, "doudizhu", people, (4, -2, -2), 0)
    record_hand(storage, "doudizhu", people, (-6, 3, 3), 0)
    record_hand(storage, "doudizhu", people, (2, -1, -1), 0)
    record_match(storage, "doudizhu", people, (0, -3, 3), 0)
    record_hand(storage, "doudizhu", people, (2, -1, -1), None)  # nobody at the screen
    record_hand(storage, "doudizhu", people, (2, -1, -1), 1)     # seat 1 is a computer
    stats, notice = load_statistics(storage)
    assert notice is None
    game = stats["doudizhu"]
    assert (game.hands, game.wins, game.points, game.matches, game.match_wins) == (3, 2, 0, 1, 0)
    assert game.win_rate == pytest.approx(2 / 3)
    assert game.points_per_hand == 0
    record_match(storage, "doudizhu", people, (5, 5, -10), 0)  # a shared first place counts
    assert load_statistics(storage)[0]["doudizhu"].match_wins == 1


def test_statistics_damage_tolerated(tmp_path):
    from engine.match import SeatPlayer
    from scenes.statistics import load_statistics, record_hand

    storage = Storage(tmp_path)
    storage.save_json("stats.json", {"version": 1, "games": {
        "good": {"hands": 2, "wins": 1, "points": 5, "matches": 0, "match_wins": 0, "extra": 1},
        "bad": {"hands": "many"},
        "worse": [1, 2],
        "impossible": {"hands": 1, "wins": 3},
    }, "unknown": True})
    stats, notice = load_statistics(storage)
    # issue 15: bad entries are not dropped silently; the file is kept aside, the good ones stay
    assert notice == "notice.repaired_stats" and set(stats) == {"good"}
    assert len(storage.damaged_copies("stats.json")) == 1
    assert load_statistics(storage) == (stats, None)
    (tmp_path / "stats.json").write_text("{{{{")
    stats, notice = load_statistics(storage)
    assert stats == {} and notice == "notice.damaged_stats"
    record_hand(storage, "good", (SeatPlayer("human"),), (3,), 0)
    assert load_statistics(storage)[0]["good"].hands == 1


def _taken_over_without_a_rise(seat_of_person: str):
    """A seeded 拖拉机 hand (random legal moves) that the attackers won by 上台 with no level to
    gain, replayed with a person at one seat of the team that took over (``"attackers"``) or of
    the dealers (``"dealers"``); returns that match at the hand's end and the person's seat."""
    from engine.match import Match, SeatPlayer

    bots = tuple(SeatPlayer("bot") for _ in range(4))
    for seed in range(60):
        match = Match.new("shengji-2", seed=seed, players=bots)
        rng = random.Random(seed)
        while match.state.phase not in ("hand_over", "match_over"):
            seat = match.state.to_act()[0]
            legal = match.state.legal_actions(seat)
            match.apply(seat, legal[rng.randrange(len(legal))])
        result = match.state.result
        if not (result.take_over and result.rise == 0):
            continue
        team = 1 - result.dealer_team if seat_of_person == "attackers" else result.dealer_team
        players = tuple(SeatPlayer("human") if s == team else bot for s, bot in enumerate(bots))
        again = Match.new("shengji-2", seed=seed, players=players)
        for seat, action in match.actions:
            again.apply(seat, action)
        assert again.state.result == result
        return again, team
    raise AssertionError("no 上台 without a rise in 60 seeded hands")


def test_a_tuolaji_hand_won_by_taking_over_without_a_rise_counts_as_won(tmp_path):
    """The defect this fixes: the team that took over (上台) gained no level, and the hand was
    counted as lost. It is read off the hand's score sheet, when counted at once or after a kill."""
    from scenes.saved_match import save_match, settle_saved_match
    from scenes.statistics import load_statistics, record_hand

    match, person = _taken_over_without_a_rise("attackers")
    storage = Storage(tmp_path / "now")
    record_hand(storage, "shengji-2", match.players, match.state.result.sheet, person)
    game = load_statistics(storage)[0]["shengji-2"]
    assert (game.hands, game.wins, game.points) == (1, 1, 0)
    # killed between the autosave and the count: the hand is counted at start-up, as a win too
    save_match(Storage(tmp_path / "killed"), match)
    again = Storage(tmp_path / "killed")
    settle_saved_match(again)
    game = load_statistics(again)[0]["shengji-2"]
    assert (game.hands, game.wins, game.points) == (1, 1, 0)


def test_the_dealers_who_lost_the_deal_without_a_level_change_lost(tmp_path):
    from scenes.statistics import load_statistics, record_hand

    match, person = _taken_over_without_a_rise("dealers")
    storage = Storage(tmp_path)
    record_hand(storage, "shengji-2", match.players, match.state.result.sheet, person)
    game = load_statistics(storage)[0]["shengji-2"]
    assert (game.hands, game.wins, game.points) == (1, 0, 0)


def test_a_drawn_hand_is_counted_but_is_no_win(tmp_path):
    """A 0–0 双扣 平扣: a hand played, no win, no points (the file keeps the same counters)."""
    from engine.climbing.variants.shuangkou import score_hand
    from engine.match import SeatPlayer
    from scenes.statistics import load_statistics, record_hand

    storage = Storage(tmp_path)
    people = (SeatPlayer("human"), SeatPlayer("bot"), SeatPlayer("bot"), SeatPlayer("bot"))
    record_hand(storage, "shuangkou", people, score_hand([1, 0, 2], []).sheet, 0)   # 平扣
    record_hand(storage, "shuangkou", people, score_hand([0, 2], []).sheet, 0)      # 双扣, ours
    game = load_statistics(storage)[0]["shuangkou"]
    assert (game.hands, game.wins, game.points) == (2, 1, 4)
    assert set(json.loads((tmp_path / "stats.json").read_text())["games"]["shuangkou"]) == {
        "hands", "wins", "points", "matches", "match_wins", "hints"}


def test_no_pickle_in_scenes():
    """Saves, settings and every file the program or its scripts write are JSON: no pickle
    anywhere in the program, its computer players' fitting scripts or its tools."""
    root = Path(__file__).resolve().parent.parent
    for path in (p for folder in ("scenes", "engine", "ai", "tools", "bench") for p in (root / folder).rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert "import pickle" not in text and "pickle." not in text, path
