"""Shared hands (issue 29, item 5): a hand exported as a file, and opened again.

What a person would check: 导出这手牌 in the replay's menu writes one readable file into the data
folder's exports/ and says where; the 牌局回放 list's 打开文件 lists it, and opening it — or
dropping it on the window — shows the very same hand (every seat saw what it saw in the
original, step by step); a damaged, foreign, newer or hand-edited file is refused with a message
in the player's language, moved aside when it lies in exports/ (left alone when dropped from
elsewhere), and nothing else in the data folder changes.
"""
from __future__ import annotations

import json

import pygame
import pytest

from ai.registry import make_bot
from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from scenes import intents as it
from scenes.dialog import MessageDialog
from scenes.replay.list_scene import FILES, ReplayListScene
from scenes.replay.share import FOLDER, SharedFile, open_shared, shared_files
from scenes.replay.table import ReplayTable, open_replay
from scenes.replays_store import HandToReplay, kept_from
from tests.playing import play_hands


def _kept(variant: str, hands: int = 2, seed: int = 8) -> HandToReplay:
    count = get_spec(variant).seat_count()
    players = (SeatPlayer("human", name="奶奶"),) + tuple(SeatPlayer("bot", "normal") for _ in range(count - 1))
    match = Match.new(variant, seed=seed, players=players)
    play_hands(match, [make_bot(variant, "easy") for _ in players], hands, listed=False)
    return HandToReplay(kept_from(match, len(match.actions)), match.to_json(), match.players)


def _files(folder):
    if not folder.exists():
        return {}
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def _export(app, variant: str = "doudizhu") -> tuple[ReplayTable, str]:
    app.settings.animation = "off"
    replay = open_replay(app, _kept(variant))
    replay.review.stop()
    name = replay.export()
    dialog = app.stack.top
    assert isinstance(dialog, MessageDialog) and name in dialog.body_text()
    app.stack.pop()
    return replay, name


def _same_hand(original: ReplayTable, opened: ReplayTable) -> None:
    """Every seat's observation at every step of the hand is the original's."""
    a, b = original.replay, opened.replay
    assert (a.start, a.end) == (b.start, b.end)
    for position in range(a.start, a.end + 1):
        a.seek(position)
        b.seek(position)
        for seat in range(len(original.match.players)):
            assert a.seat_observation(seat) == b.seat_observation(seat), (position, seat)


@pytest.mark.parametrize("variant", ["doudizhu", "shengji-2", "mj-mianyang", "blackjack"])
def test_an_exported_hand_opens_as_the_same_hand(app, variant):
    replay, name = _export(app, variant)
    folder = app.storage.folder / FOLDER
    assert name.startswith(f"{variant}-") and name.endswith(".json") and (folder / name).is_file()
    data = json.loads((folder / name).read_text(encoding="utf-8"))
    assert data["format"] == "paiyou-hand" and data["record"]["format"] == "paiyou-match"
    assert replay.export() == name and len(list(folder.iterdir())) == 1      # once, however often
    app.stack.pop()
    before = _files(app.storage.folder)
    replay.leave_replay()
    scene = ReplayListScene()
    app.stack.push(scene)
    scene.game = scene.games.index(FILES)
    scene._filter()
    assert [f.name for f in scene.hands] == [name] and scene.hands[0].hand.hand_no == 2
    app.draw()
    assert scene.watch(0)
    opened = app.stack.top
    assert isinstance(opened, ReplayTable) and opened is not replay
    _same_hand(replay, opened)
    assert _files(app.storage.folder) == before                               # opening writes nothing


def test_a_file_dropped_on_the_window_opens_and_joins_the_list(app, tmp_path):
    replay, name = _export(app)
    replay.leave_replay()
    sent = tmp_path / "from-grandma.json"
    sent.write_bytes((app.storage.folder / FOLDER / name).read_bytes())
    (app.storage.folder / FOLDER / name).unlink()
    app.handle_event(pygame.event.Event(pygame.DROPFILE, file=str(sent)))
    opened = app.stack.top
    assert isinstance(opened, ReplayTable)
    _same_hand(replay, opened)
    assert [f.name for f in shared_files(app.storage)] == [name]               # copied into exports/
    assert sent.read_bytes() == (app.storage.folder / FOLDER / name).read_bytes()


def _edited(data: dict, how: str) -> bytes | None:
    record = data["record"]
    if how == "truncated":
        return json.dumps(data).encode()[:300]
    if how == "not_json":
        return b"\x89PNG\r\n\x1a\n not a hand"
    if how == "foreign":
        return json.dumps({"name": "a shopping list", "eggs": 12}).encode()
    if how == "save_file":                       # a whole match save, not a hand
        return json.dumps(record).encode()
    if how == "newer":
        data["version"] = 2
    elif how == "newer_record":
        record["version"] = 9
    elif how == "unknown_game":
        data["variant"] = record["variant"] = "no-such-game"
    elif how == "impossible_action":
        record["actions"][data["hand"]["start"] + 3] = [0, {"type": "play", "cards": ["S3", "S3", "S3"]}]
    elif how == "cut_short":                     # the hand made to end before it did
        data["hand"]["end"] -= 2
    elif how == "other_seed":
        record["seed"] += 1
    elif how == "bad_seat":
        record["players"][1]["kind"] = "wizard"
    elif how == "huge":
        data["padding"] = "长" * 3_000_000
    elif how == "directory":
        return None
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


EDITS = ["truncated", "not_json", "foreign", "save_file", "newer", "newer_record", "unknown_game",
         "impossible_action", "cut_short", "other_seed", "bad_seat", "huge", "directory"]


@pytest.mark.parametrize("how", EDITS)
def test_a_bad_file_in_exports_is_refused_and_moved_aside(app, how):
    from scenes.replays_store import keep_finished_hand
    from scenes.saved_match import save_match

    replay, name = _export(app)
    replay.leave_replay()
    keep_finished_hand(app.storage, Match.from_json(replay.kept.record))
    save_match(app.storage, Match.new("doudizhu", seed=1))
    path = app.storage.folder / FOLDER / name
    content = _edited(json.loads(path.read_text(encoding="utf-8")), how)
    path.unlink()
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    before = {k: v for k, v in _files(app.storage.folder).items() if not k.startswith(FOLDER)}
    scene = ReplayListScene()
    app.stack.push(scene)
    scene.game = scene.games.index(FILES)
    scene._filter()
    app.draw()
    if how == "directory":
        assert scene.hands == []                 # not a file: not listed, nothing to open
        return
    assert len(scene.hands) == 1
    assert not scene.watch(0)
    dialog = app.stack.top
    assert isinstance(dialog, MessageDialog)
    expected = {"foreign": "notice.shared_foreign", "save_file": "notice.shared_foreign",
                "newer": "notice.shared_newer", "newer_record": "notice.shared_newer"}.get(how, "notice.shared_damaged")
    assert dialog.body_text().startswith(app.tr(expected))
    assert not path.exists() and list(path.parent.glob(f"{name}.damaged-*"))   # moved aside
    app.stack.pop()
    assert scene.hands == []
    assert {k: v for k, v in _files(app.storage.folder).items() if not k.startswith(FOLDER)} == before


@pytest.mark.parametrize("how", ["not_json", "foreign", "newer", "impossible_action", "cut_short"])
def test_a_bad_file_dropped_from_elsewhere_is_refused_and_left_alone(app, tmp_path, how):
    replay, name = _export(app)
    replay.leave_replay()
    data = json.loads((app.storage.folder / FOLDER / name).read_text(encoding="utf-8"))
    sent = tmp_path / "sent.json"
    sent.write_bytes(_edited(data, how))
    before, sent_before = _files(app.storage.folder), sent.read_bytes()
    app.handle_event(pygame.event.Event(pygame.DROPFILE, file=str(sent)))
    dialog = app.stack.top
    assert isinstance(dialog, MessageDialog)
    expected = {"foreign": "notice.dropped_foreign", "not_json": "notice.dropped_foreign",
                "newer": "notice.dropped_newer"}.get(how, "notice.dropped_damaged")
    assert dialog.body_text().startswith(app.tr(expected))
    assert sent.read_bytes() == sent_before and _files(app.storage.folder) == before


def test_an_edited_score_changes_nothing_shown(app):
    """The list's fields come from replaying the record, not from what the file claims."""
    replay, name = _export(app)
    replay.leave_replay()
    path = app.storage.folder / FOLDER / name
    data = json.loads(path.read_text(encoding="utf-8"))
    true_deltas = list(data["hand"]["deltas"])
    data["hand"]["deltas"] = [999, -999, 0]
    path.write_text(json.dumps(data), encoding="utf-8")
    hand = open_shared(app.storage, name)
    assert hand is not None and list(hand.hand.deltas) == true_deltas


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_files_view_reads_whole(app, language):
    from tests.scenes.layout_probe import draw_frame, recording

    app.settings.language = language
    app.apply_settings()
    replay, name = _export(app)
    replay.leave_replay()
    (app.storage.folder / FOLDER / "broken.json").write_text("{", encoding="utf-8")
    scene = ReplayListScene()
    app.stack.push(scene)
    scene.game = scene.games.index(FILES)
    scene._filter()
    assert {f.name for f in scene.hands} == {name, "broken.json"}
    assert any(isinstance(f, SharedFile) and f.hand is None for f in scene.hands)
    for size in [(1024, 640), (1280, 800), (1920, 1080)]:
        with recording() as rec:
            probe = draw_frame(app, size, rec)
        assert not probe.shortened, (size, probe.shortened[:3])
    app.send(it.Intent(it.LEFT))                                    # the filter wraps back to the games
    assert not scene.showing_files()
