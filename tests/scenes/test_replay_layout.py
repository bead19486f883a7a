"""The replay screens read whole at every window size, in both languages (issue 29).

Drawn through the same recording probe as every table's layout test: in the 牌局回放 list and on
the replay viewer of every registered game (half-way through a kept hand, face up and as one seat
saw it) no line is shortened and nothing lies outside the window; the replay's controls keep to
their row — clear of each other, of the table's corner buttons, of the viewer's badge and hand —
and 明牌's open hands at a climbing table keep inside the window, off the plays.
"""
from __future__ import annotations

import pygame
import pytest

from ai.registry import make_bot
from engine.match import Match, SeatPlayer
from engine.registry import all_specs, get_spec
from scenes.replays_store import HandToReplay, kept_from
from tests.playing import play_hands
from tests.scenes.layout_probe import ART, TEXT, draw_frame, recording

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
VARIANTS = [spec.id for spec in all_specs()]


def _kept(variant: str, name: str = "") -> HandToReplay:
    """One finished hand of ``variant`` (a person in seat 0), as the list would open it. (The
    tables' own layout test seats unnamed people: a long name is the tables' to fit.)"""
    count = get_spec(variant).seat_count()
    players = (SeatPlayer("human", name=name),) + tuple(SeatPlayer("bot", "easy") for _ in range(count - 1))
    match = Match.new(variant, seed=8, players=players)
    play_hands(match, [make_bot(variant, "easy") for _ in players], 1, listed=False)
    end = len(match.actions)
    record = match.to_json()
    return HandToReplay(kept_from(match, end), record, match.players)


def _check(probe, size, label):
    window = pygame.Rect((0, 0), size)
    assert not probe.shortened, (label, probe.shortened[:4])
    outside = [b for b in probe.blits if b.kind in (TEXT, ART) and not window.contains(b.rect)]
    assert not outside, (label, [(b.text, tuple(b.rect)) for b in outside[:4]])


def _controls_clear(replay, label):
    bar = replay.replay_bar
    rects = [b.rect for b in bar.buttons] + [bar.track, bar.label_rect]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (label, a, b)
    L = replay.layout_
    others = [b.rect for b in replay.corner.values()]
    badge = L.seat_rects.get("bottom") if isinstance(getattr(L, "seat_rects", None), dict) else None
    others += [r for r in (badge, getattr(L, "hand_rect", None), getattr(L, "status_rect", None)) if r is not None]
    for rect in rects:
        assert pygame.Rect((0, 0), L.size).contains(rect), (label, rect)
        for other in others:
            assert not rect.colliderect(other), (label, rect, other)


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_replay_viewer_reads_whole(app, variant):
    from scenes.replay.table import open_replay

    hand = _kept(variant)
    app.settings.animation = "off"
    replay = open_replay(app, hand)
    middle = (replay.replay.start + replay.replay.end) // 2
    replay.seek(middle)
    for language in ("zh", "en"):
        app.settings.language = language
        app.apply_settings()
        for face_up in (True, False):
            replay.set_view(replay.viewer, face_up)
            for size in SIZES:
                with recording() as rec:
                    probe = draw_frame(app, size, rec)
                label = (variant, language, face_up, size)
                _check(probe, size, label)
                replay.layout(size)
                _controls_clear(replay, label)
                replay.layout(app.size)


def _with_hands(app):
    from scenes.replays_store import keep_finished_hand

    for variant in ("doudizhu", "mj-deyang-qdg", "shengji-2", "blackjack", "chicangying"):
        hand = _kept(variant, "外婆王秀英的小孙女")
        match = Match.from_json(hand.record)
        keep_finished_hand(app.storage, match)


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_list_reads_whole(app, language):
    from scenes.replay.list_scene import ReplayListScene

    app.settings.language = language
    app.apply_settings()
    _with_hands(app)
    scene = ReplayListScene()
    app.stack.push(scene)
    assert len(scene.hands) == 5
    for game in range(len(scene.games)):
        scene.game = game
        scene._filter()
        for size in SIZES:
            with recording() as rec:
                probe = draw_frame(app, size, rec)
            _check(probe, size, (language, game, size))
    app.stack.pop()
    app.stack.push(ReplayListScene())                       # and with nothing kept
    app.stack.top.every = app.stack.top.hands = []
    app.stack.top.layout(app.size)
    for size in SIZES:
        with recording() as rec:
            probe = draw_frame(app, size, rec)
        _check(probe, size, (language, "empty", size))
