"""The finished hands kept for 牌局回放: written with the autosave, bounded, and safe to damage.

What a player would check: a hand finished at the table is in the list (once, however often the
match is saved afterwards), with its number, when it ended, who played and how it went; it replays
to the same result; only the last 50 of a game are kept; a damaged, half-damaged or newer file is
moved aside with a message, never crashes the list and never costs the other games' hands.
"""
from __future__ import annotations

import json

import pytest

from ai.registry import make_bot
from engine.actions import NextHand
from engine.game import TABLE
from engine.match import Match, SeatPlayer
from scenes import replays_store as store
from scenes.storage import Storage
from scenes.table.base import autosave
from tests.playing import play_hands


def _finish(storage, variant: str, hands: int, seed: int = 3) -> Match:
    """``hands`` hands of ``variant`` (a person in seat 0, played by the easy bot), autosaved
    after every action as the table does."""
    from engine.registry import get_spec

    others = get_spec(variant).seat_count() - 1
    players = (SeatPlayer("human", name="小明"),) + tuple(SeatPlayer("bot", "easy") for _ in range(others))
    match = Match.new(variant, seed=seed, players=players)
    bots = [make_bot(variant, "easy") for _ in players]
    original = match.apply

    def apply(seat, action):
        events = original(seat, action)
        autosave(storage, match)
        return events

    match.apply = apply
    play_hands(match, bots, hands, listed=False)
    return match


def test_a_finished_hand_is_kept_once_with_what_the_list_shows(tmp_path):
    storage = Storage(tmp_path)
    match = _finish(storage, "doudizhu", 2)
    kept = store.kept_hands(storage)
    assert [h.hand_no for h in kept] == [2, 1]                      # the latest first
    latest = kept[0]
    assert latest.variant == "doudizhu" and latest.end == len(match.actions)
    assert latest.start == max(i + 1 for i, (s, a) in enumerate(match.actions) if isinstance(a, NextHand))
    assert latest.deltas == tuple(match.state.result.sheet.deltas)
    assert latest.outcomes == tuple(match.state.result.sheet.outcomes)
    assert latest.players[0].name == "小明" and latest.players[0].kind == "human"
    autosave(storage, match)                                        # saved again at the same end
    assert len(store.kept_hands(storage)) == 2
    hand = store.hand_to_replay(storage, latest)
    rebuilt = Match.from_json(hand.record)
    assert rebuilt.state.result.sheet == match.state.result.sheet
    data = json.loads(storage.path("replays-doudizhu.json").read_text(encoding="utf-8"))
    assert len(data["matches"]) == 1                                # one record for both hands


def test_only_the_last_hands_of_a_game_are_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(store, "LIMIT", 3)
    storage = Storage(tmp_path)
    first = _finish(storage, "gandengyan", 2, seed=1)
    _finish(storage, "gandengyan", 3, seed=2)
    kept = store.kept_hands(storage)
    assert len(kept) == 3 and {h.match for h in kept} != {store.match_key(first)}
    data = json.loads(storage.path("replays-gandengyan.json").read_text(encoding="utf-8"))
    assert store.match_key(first) not in data["matches"]            # its hands rolled off: its record too


def test_each_game_has_its_own_file(tmp_path):
    storage = Storage(tmp_path)
    _finish(storage, "big2", 1)
    _finish(storage, "gandengyan", 1)
    storage.path("replays-big2.json").write_text("{not json", encoding="utf-8")
    kept = store.kept_hands(storage)
    assert [h.variant for h in kept] == ["gandengyan"]
    assert storage.take_notices() == ["notice.damaged_replays"]
    assert storage.damaged_copies("replays-big2.json")              # kept for a repair, not deleted
    _finish(storage, "big2", 1, seed=9)                             # the next hand starts a new file
    assert {h.variant for h in store.kept_hands(storage)} == {"big2", "gandengyan"}


def test_bad_entries_are_moved_aside_and_the_good_ones_kept(tmp_path):
    storage = Storage(tmp_path)
    _finish(storage, "doudizhu", 2)
    path = storage.path("replays-doudizhu.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["hands"][0]["end"] = 10 ** 6                               # points past its record
    data["hands"].append({"match": "nosuchmatch", "start": 0, "end": 3})
    path.write_text(json.dumps(data), encoding="utf-8")
    kept = store.kept_hands(storage)
    assert [h.hand_no for h in kept] == [2]
    assert storage.take_notices() == ["notice.repaired_replays"]
    assert storage.damaged_copies("replays-doudizhu.json")
    assert [h.hand_no for h in store.kept_hands(storage)] == [2]    # written back: no notice again
    assert storage.take_notices() == []


@pytest.mark.parametrize("change", ["newer", "foreign", "list"])
def test_a_file_of_another_kind_is_refused_with_a_message(tmp_path, change):
    storage = Storage(tmp_path)
    _finish(storage, "big2", 1)
    path = storage.path("replays-big2.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    if change == "newer":
        data["version"] = store.VERSION + 1
    elif change == "foreign":
        data["format"] = "something-else"
    path.write_text(json.dumps([data] if change == "list" else data), encoding="utf-8")
    before = path.read_bytes()
    assert store.kept_hands(storage) == []
    notice = "notice.replays_newer" if change == "newer" else "notice.damaged_replays"
    assert storage.take_notices() == [notice]
    [aside] = storage.damaged_copies("replays-big2.json")
    assert aside.read_bytes() == before                              # moved aside unchanged


def test_a_kept_hand_that_no_longer_replays_is_refused_with_a_message(app):
    _finish(app.storage, "gandengyan", 1)
    [kept] = store.kept_hands(app.storage)
    path = app.storage.path("replays-gandengyan.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    record = store._uncompact(data["matches"][kept.match])
    record["actions"][4][0] = (record["actions"][4][0] + 1) % 3        # a move made out of turn
    data["matches"][kept.match] = store._compact(record)
    path.write_text(json.dumps(data), encoding="utf-8")
    from scenes.dialog import MessageDialog
    from scenes.replay.table import open_replay

    hand = store.hand_to_replay(app.storage, store.kept_hands(app.storage)[0])
    assert open_replay(app, hand) is None
    assert isinstance(app.stack.top, MessageDialog) and app.stack.top.text == "table.replay.damaged"
    assert store.kept_hands(app.storage) == []                      # off the list


@pytest.mark.parametrize("damage", ["cut", "not base64", "not zlib", "plain text"])
def test_a_damaged_record_inside_the_file_costs_only_its_hands(tmp_path, damage):
    storage = Storage(tmp_path)
    _finish(storage, "big2", 1, seed=1)
    _finish(storage, "big2", 1, seed=2)
    path = storage.path("replays-big2.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    key, packed = next(iter(data["matches"].items()))
    if damage == "cut":
        packed = packed[: len(packed) // 2]
    elif damage == "not base64":
        packed = "z:%%%" + packed[5:]
    elif damage == "not zlib":
        packed = "z:" + "QUJD" * 40
    else:
        packed = json.dumps(store._uncompact(packed))            # plain JSON text is read as well
    data["matches"][key] = packed
    path.write_text(json.dumps(data), encoding="utf-8")
    kept = store.kept_hands(storage)
    if damage == "plain text":
        assert len(kept) == 2 and storage.take_notices() == []
    else:
        assert len(kept) == 1 and key not in {h.match for h in kept}
        assert storage.take_notices() == ["notice.repaired_replays"]


def test_a_computer_only_hand_or_a_hand_in_play_is_not_kept(tmp_path):
    storage = Storage(tmp_path)
    match = Match.new("big2", seed=2)
    assert not store.keep_finished_hand(storage, match)             # the deal: no hand has ended
    play_hands(match, [make_bot("big2", "easy") for _ in range(4)], 1)
    assert store.keep_finished_hand(storage, match)                 # computer players: kept too
    match.apply(TABLE, NextHand())
    assert not store.keep_finished_hand(storage, match)
