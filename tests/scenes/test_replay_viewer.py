"""The replay viewer on the real table: from the result panel, through the hand and back.

What a person would check (issue 29, items 1-2): the result panel of the hand just played has
回放; it opens that hand on the same table, at its deal; → and ← step through every action, Space
plays it at the table's pace, ↑/↓ jump between rounds; the play log always says what the seat on
screen had seen by then; 明牌 shows every hand, the seat switch shows exactly one seat's view and
nothing more; the hand's own result panel closes back into the replay; and none of it writes the
statistics, the saved match or the kept hands.
"""
from __future__ import annotations

import pytest

from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from scenes import intents as it
from scenes.replay.table import ReplayTable
from scenes.tables import table_for

FRAME = 1 / 20


def _play_hand_at_table(app, variant: str, seed: int = 4):
    """One hand on the real table, a person in seat 0 playing the hints; returns the table once
    its result panel is open."""
    app.settings.animation = "off"
    app.settings.bot_delay = 0.0
    count = get_spec(variant).seat_count()
    players = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(count - 1))
    table = table_for(Match.new(variant, seed=seed, players=players))
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    for _ in range(20000):
        if app.stack.top is not table:
            return table
        viewer = table.viewer
        if viewer is not None and viewer in table.match.state.to_act() and table.controller.is_human(viewer) \
                and not table.anims.busy:
            table.act(table.controller.hint(viewer))
        table.update(FRAME)
    raise AssertionError("the hand did not end")


def _files(storage):
    return {path.name: path.read_bytes() for path in storage.folder.iterdir() if path.is_file()}


def _open_from_result(app):
    panel = app.stack.top
    button = panel.replay_button()
    assert button is not None and button.text == app.tr("result.replay")
    app.send(it.Intent(it.PRESS, button.rect.center))
    replay = app.stack.top
    assert isinstance(replay, ReplayTable)
    return panel, replay


@pytest.mark.parametrize("variant", ["doudizhu", "dapie", "mj-mianyang", "blackjack"])
def test_watching_a_hand_touches_no_file(app, variant):
    table = _play_hand_at_table(app, variant)
    before = _files(app.storage)
    assert any(name.startswith("replays-") for name in before)      # the hand was kept
    panel, replay = _open_from_result(app)
    assert replay.replay.position == replay.replay.start and replay.match is not table.match
    replay.set_view(replay.viewer, False)
    app.send(it.Intent(it.PASS))                                    # play …
    for _ in range(20000):
        if app.stack.top is not replay:
            break
        app.step(FRAME, [])
    result = app.stack.top
    assert result is not replay and replay.replay.at_end            # … to the end: the hand's result
    assert result.button.text == app.tr("table.replay.result_close") and not result.replayable
    app.send(it.Intent(it.CONFIRM))                                 # 返回回放
    assert app.stack.top is replay and replay.result_panel is None
    for key in (it.HOME, it.DOWN, it.RIGHT, it.LEFT, it.END, it.UP, it.SELECT, it.HINT):
        app.send(it.Intent(key))
        app.step(FRAME, [])
    replay.leave_replay()
    assert app.stack.top is panel                                   # back on the result just played
    assert _files(app.storage) == before                            # statistics, save, kept hands


def test_the_viewer_steps_and_jumps(app):
    _play_hand_at_table(app, "doudizhu")
    _panel, replay = _open_from_result(app)
    start, end = replay.replay.start, replay.replay.end
    app.send(it.Intent(it.RIGHT))
    app.send(it.Intent(it.RIGHT))
    assert replay.replay.position == start + 2
    app.send(it.Intent(it.LEFT))
    assert replay.replay.position == start + 1
    app.send(it.Intent(it.END))
    assert replay.replay.position == end
    app.send(it.Intent(it.UP))
    assert replay.replay.position == replay.replay.chapters[-1]
    app.send(it.Intent(it.HOME))
    assert replay.replay.position == start
    app.send(it.Intent(it.DOWN))
    assert replay.replay.position == replay.replay.chapters[1]
    track = replay.replay_bar.track                                 # a click on the time line
    app.send(it.Intent(it.PRESS, (track.right - 1, track.centery)))
    assert replay.replay.position >= end - 1
    app.send(it.Intent(it.PASS))
    assert not replay.replay.playing                                # nothing left to play at the end


def test_the_log_says_what_the_seat_had_seen_at_every_step(app):
    _play_hand_at_table(app, "doudizhu")
    _panel, replay = _open_from_result(app)
    stepped = []
    while not replay.replay.at_end:
        stepped.append(list(replay.feed.log))
        replay.step_forward()
    for offset in range(len(stepped) - 1, -1, -3):                  # jumping back gives the same lines
        replay.seek(replay.replay.start + offset)
        assert list(replay.feed.log) == stepped[offset]


def _drawn_cards(app, replay, monkeypatch):
    drawn = set()
    original = type(app.art).face

    def face(self, card, width, *args, **kwargs):
        drawn.add(card)
        return original(self, card, width, *args, **kwargs)

    monkeypatch.setattr(type(app.art), "face", face)
    import pygame

    replay.draw(pygame.Surface(app.size))
    monkeypatch.setattr(type(app.art), "face", original)
    return drawn


def test_one_seats_view_shows_nothing_it_did_not_see_and_face_up_shows_every_hand(app, monkeypatch):
    _play_hand_at_table(app, "doudizhu")
    _panel, replay = _open_from_result(app)
    for _ in range(8):
        replay.step_forward()
    replay.anims.skip()
    seats = len(replay.match.players)
    for seat in range(seats):
        replay.set_view(seat, False)
        assert replay.obs == replay.replay.seat_observation(seat)
        kitty = set(getattr(replay.obs, "kitty", ()) or ())
        others = {c for s in range(seats) if s != seat for c in replay.replay.seat_observation(s).hand} - kitty
        assert not _drawn_cards(app, replay, monkeypatch) & others, seat
        replay.set_view(seat, True)
        assert others <= _drawn_cards(app, replay, monkeypatch), seat
