"""练习 from the replay (issue 29, item 4): play a finished hand on from one of its moments, or its
deal again (重打这手).

What a person would check: from the replay, P (or 从这里接着打 in its menu) opens the real table at
that very moment — every seat's cards and the play so far as they were — with the person to play
and a 练习 badge on it; 重打这手 deals the same cards again, also for a hand after the first; the
practice is played to its end, its result leads back to the replay; and nothing of it is written:
not the statistics, not the game's saved match in progress, not the kept hands. At the hand's end
there is nothing to play on, and the person is told.
"""
from __future__ import annotations

import pytest

from ai.registry import make_bot
from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from scenes import intents as it
from scenes.replay.practice import PracticeTable
from scenes.replay.table import ReplayTable, open_replay
from scenes.replays_store import HandToReplay, kept_from
from tests.playing import play_hands

FRAME = 1 / 20


def _kept(variant: str, hands: int = 1, seed: int = 8) -> HandToReplay:
    """The ``hands``-th hand of a match (a person in seat 0, played here by the easy player)."""
    count = get_spec(variant).seat_count()
    players = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(count - 1))
    match = Match.new(variant, seed=seed, players=players)
    play_hands(match, [make_bot(variant, "easy") for _ in players], hands, listed=False)
    return HandToReplay(kept_from(match, len(match.actions)), match.to_json(), match.players)


def _files(storage):
    if not storage.folder.exists():
        return {}
    return {path.name: path.read_bytes() for path in storage.folder.iterdir() if path.is_file()}


def _replay(app, variant: str, hands: int = 1) -> ReplayTable:
    app.settings.animation = "off"
    app.settings.bot_delay = 0.0
    replay = open_replay(app, _kept(variant, hands))
    replay.review.stop()
    replay.practice_threaded = False
    return replay


def _a_decision_of_the_person(replay) -> int:
    middle = (replay.replay.start + replay.replay.end) // 2
    return next(p for p in range(middle, replay.replay.end) if replay.replay.person_decides_at(p))


def _play_to_the_end(app, table) -> None:
    """The person plays the hints until the practice's result panel opens."""
    for _ in range(20000):
        if app.stack.top is not table:
            return
        viewer = table.viewer
        if viewer is not None and table.my_turn() and not table.anims.busy:
            table.act(table.controller.hint(viewer))
        table.update(FRAME)
    raise AssertionError("the practice hand did not end")


def _with_a_saved_match(app, variant: str) -> None:
    """The game has a match in progress (its save slot) and statistics: a practice must keep both."""
    from scenes.saved_match import save_match
    from scenes.statistics import record_hand

    count = get_spec(variant).seat_count()
    live = Match.new(variant, seed=99, players=(SeatPlayer("human"),) + (SeatPlayer(),) * (count - 1))
    save_match(app.storage, live)
    finished = _kept(variant, seed=5)
    match = Match.from_json(finished.record)
    record_hand(app.storage, variant, match.players, match.state.result.sheet, 0)


@pytest.mark.parametrize("variant", ["doudizhu", "shengji-2", "mj-mianyang", "blackjack"])
def test_playing_on_from_a_decision_writes_nothing(app, variant):
    _with_a_saved_match(app, variant)
    replay = _replay(app, variant)
    before = _files(app.storage)
    position = _a_decision_of_the_person(replay)
    replay.seek(position)
    app.send(it.Intent(it.PONG))                                   # P: play on from here
    practice = app.stack.top
    assert isinstance(practice, PracticeTable) and practice.source is replay
    assert practice.match is not replay.match and practice.match.uid != replay.match.uid
    assert len(practice.match.actions) == position
    for seat in range(len(practice.match.players)):                # the hand exactly as it was there
        assert practice.match.state.observe(seat) == replay.replay.seat_observation(seat)
    assert practice.my_turn()                                      # the person decides first
    assert all(practice.controller.is_human(s) == (s == 0) for s in range(len(practice.match.players)))
    _play_to_the_end(app, practice)
    result = app.stack.top
    assert result is practice.result_panel and not result.replayable
    assert result.button.text == app.tr("table.replay.result_close")
    app.send(it.Intent(it.CONFIRM))                                # 返回回放
    assert app.stack.top is replay and practice not in list(app.stack)
    assert _files(app.storage) == before                           # no statistics, no save, no kept hand


@pytest.mark.parametrize("variant,hands", [("doudizhu", 1), ("doudizhu", 2), ("shengji-2", 2), ("mj-mianyang", 2)])
def test_the_deal_again_deals_the_same_cards(app, variant, hands):
    replay = _replay(app, variant, hands)
    replay.seek(replay.replay.end)
    before = _files(app.storage)
    practice = replay.replay_deal()
    assert isinstance(practice, PracticeTable)
    for _ in range(400):                                           # the deal (升级 deals card by card)
        if len(practice.match.actions) >= replay.replay.start and practice.match.state.observe(0).hand:
            break
        practice.update(FRAME)
    start = replay.replay.start
    recorded = [tuple(x) for x in replay.replay.record["actions"]]
    played = [[seat, action.to_json()] for seat, action in practice.match.actions]
    same = next((i for i, (a, b) in enumerate(zip(played, recorded)) if list(b) != a), min(len(played), len(recorded)))
    assert same >= start                                           # the hands before it, as they were …
    again = Match.from_json(practice.match.to_json(), upto=same)
    replay.seek(same)
    hand = again.state.observe(0).hand
    assert hand and hand == replay.replay.seat_observation(0).hand  # … and the same cards dealt
    practice.leave_practice()
    assert app.stack.top is replay
    assert _files(app.storage) == before


def test_the_practice_menu_tries_again_and_deals_again(app):
    replay = _replay(app, "doudizhu")
    position = _a_decision_of_the_person(replay)
    replay.seek(position)
    practice = replay.try_from_here()
    practice.act(practice.controller.hint(0))
    assert len(practice.match.actions) > position
    again = practice.restart(practice.begin, practice.kind)       # 从同一步再试一次
    assert practice not in list(app.stack) and app.stack.top is again
    assert len(again.match.actions) == position
    deal = again.restart(replay.replay.start, "deal")               # 重打这手
    assert len(deal.match.actions) == replay.replay.start and deal.kind == "deal"
    deal.leave_practice()
    assert app.stack.top is replay


def test_nothing_to_play_on_at_the_hands_end(app):
    replay = _replay(app, "doudizhu")
    replay.seek(replay.replay.end)
    app.send(it.Intent(it.PONG))
    assert app.stack.top is replay
    assert replay.note == app.tr("table.practice.over")


def test_the_badge_and_the_replay_keys_are_drawn_in_both_languages(app):
    replay = _replay(app, "doudizhu")
    replay.seek(_a_decision_of_the_person(replay))
    practice = replay.try_from_here()
    for language in ("zh", "en"):
        app.settings.language = language
        app.apply_settings()
        app.draw()
        badge = practice.badge_rect()
        assert pygame_rect_inside(badge, practice.layout_.size)
        assert not any(b.rect.colliderect(badge) for b in practice.corner.values())
    practice.leave_practice()


def pygame_rect_inside(rect, size) -> bool:
    return rect.left >= 0 and rect.top >= 0 and rect.right <= size[0] and rect.bottom <= size[1]


def test_a_flagged_decision_offers_to_try_from_there(app):
    from ai.review import Flag, Review

    replay = _replay(app, "doudizhu")
    position = _a_decision_of_the_person(replay)
    step = replay.replay.step_at(position)
    replay.review.result = Review((Flag(position, 0, step.action, step.action, 2.0, 0.5, 0.3, 0.6, 60),), 1)
    replay.seek(position)
    app.draw()
    button = replay._try_button
    assert button is not None and button.text == app.tr("table.replay.try_flag")
    assert button.rect.bottom <= replay.replay_bar.row.top             # over the controls, not on them
    app.send(it.Intent(it.PRESS, button.rect.center))
    practice = app.stack.top
    assert isinstance(practice, PracticeTable) and len(practice.match.actions) == position
    practice.leave_practice()
    replay.seek(position + 1)                                          # no flag there: no button
    app.draw()
    assert replay._try_button is None


@pytest.mark.parametrize("variant", ["doudizhu", "mj-mianyang", "blackjack"])
@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_replay_shows_its_own_keys(app, variant, language):
    """Not the live table's 出牌 / 提示 keys, which mean nothing in a replay."""
    from tests.scenes.layout_probe import OTHER, TEXT, draw_frame, recording

    app.settings.language = language
    app.apply_settings()
    replay = _replay(app, variant)
    replay.seek(_a_decision_of_the_person(replay))
    with recording() as rec:
        probe = draw_frame(app, app.size, rec)
    texts = [(i, b) for i, b in enumerate(probe.blits) if b.kind == TEXT]
    assert any(b.text == app.tr("table.replay.keys") for _i, b in texts)
    for index, live in ((i, b) for i, b in texts if b.text == app.tr("table.keys")):
        assert any(later.kind == OTHER and later.rect.contains(live.rect) for later in probe.blits[index + 1:])
