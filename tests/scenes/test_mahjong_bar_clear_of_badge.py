"""The mahjong bar's buttons keep clear of your badge as it is drawn.

Your badge grows to the right for its tags (庄 Dealer, 缺 Missing Bamboo, 飘 Float …), most of all
at 150 % in English. The bar's buttons may reach left along their row as far as your badge, but
that room was measured from the layout's badge width: "Concealed kong 8 Characters" lay about
45 px over "Missing Bamboo" at 1280×800, 150 %. Checked at your turn with the longest row the
rules allow (自摸, two 暗杠, 躺) and at a claim (胡 杠 碰 过), in both languages, at three window
sizes and three interface sizes: no button lies over the badge the painter draws, every button
stays in the window, and the prompt's pill in the same row ("Your discard") keeps clear of the
badge too (it lay over 飘 Float at 1024×640).
"""
from __future__ import annotations

import dataclasses
import pygame
import pytest

from engine.mahjong.actions import Kong, LayDown, Piao, Pong, Win
from engine.mahjong.tiles import parse
from engine.match import Match, SeatPlayer
from scenes import intents as it
from tests.scenes.layout_probe import TEXT, draw_frame, recording

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
SCALES = (100, 125, 150)
DEALER_WITH_FOUR = 77       # seat 0 deals, four 6 bamboo in hand: his first turn offers a 暗杠
TURN_ROW = [Win(), Kong(parse("8m")[0], "concealed"), Kong(parse("9m")[0], "concealed"), LayDown(parse("6s")[0])]
CLAIM_ROW = [Win(), Kong(parse("8m")[0], "exposed"), Pong()]


def _table_at_your_turn(app):
    from scenes.mahjong_table import MahjongTable

    players = (SeatPlayer("human", name=""),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))
    table = MahjongTable(Match.new("mj-mianyang-dingque", None, seed=DEALER_WITH_FOUR, players=players),
                         threaded=False, bot_delay=0)
    app.stack.push(table)
    table.controller._save = lambda match: None
    for _ in range(2000):
        decision = table.decision()
        if decision == "turn":
            return table
        if decision == "piao":
            table.act(Piao(False))
        elif decision == "dingque":
            app.send(it.Intent(it.CONFIRM))
        app.step(1 / 60, [])
    raise AssertionError("never your turn")


def _with_float(table) -> None:
    """Your badge wearing 飘 besides 庄 and 缺: its widest row of tags."""
    obs = table.obs
    seats = tuple(dataclasses.replace(sv, piao=True) if i == table.viewer else sv for i, sv in enumerate(obs.seats))
    table.obs = dataclasses.replace(obs, seats=seats)


def _frames(app, monkeypatch, language, decision, legal, dress=None):
    """(where, table, your badge as drawn, the frame) at every window and interface size, the bar
    holding ``legal``'s buttons and your badge wearing 庄, 缺 and 飘 (``dress(table)``, if given,
    changes the table's observation further: full ponds …)."""
    from scenes import theme
    from scenes.mahjong.painter import badge_rects

    app.settings.language = app.tr.language = language
    app.settings.animation = "off"
    table = _table_at_your_turn(app)
    try:
        _with_float(table)
        if dress is not None:
            dress(table)
        monkeypatch.setattr(table, "legal_actions", lambda: list(legal))
        monkeypatch.setattr(table, "decision", lambda: decision)
        if decision == "claim":         # a claim's prompt names the discard on the table
            monkeypatch.setattr(table, "status", lambda: (app.tr("table.mj.status.discard"), True))
        for size in SIZES:
            for scale in SCALES:
                app.settings.ui_scale = scale
                theme.use_look(app.settings)
                with recording() as rec:
                    probe = draw_frame(app, size, rec)
                table.layout(size)          # the frame's layout (draw_frame puts the window's back)
                badge = badge_rects(table.art, table.layout_, table.picture(), app.tr)[0]
                yield f"{size} {scale}% {language} {decision}", table, badge, probe
    finally:
        while len(app.stack):
            app.stack.pop()
        theme.use_look(type(app.settings)())


ROWS = pytest.mark.parametrize("decision, legal", [("turn", TURN_ROW), ("claim", CLAIM_ROW)], ids=["turn", "claim"])


@pytest.mark.parametrize("language", ["en", "zh"])
@ROWS
def test_the_bar_keeps_clear_of_your_badge_as_drawn(app, monkeypatch, language, decision, legal):
    for where, table, badge, _probe in _frames(app, monkeypatch, language, decision, legal):
        assert len(table.buttons) == len(legal) + (decision == "claim"), where
        for button in table.buttons:
            assert not button.rect.colliderect(badge), f"{where}: {button.text!r} at {button.rect} lies over your badge {badge}"
            assert pygame.Rect(0, 0, *table.layout_.size).contains(button.rect), f"{where}: {button.text!r} leaves the window"


@pytest.mark.parametrize("language", ["en", "zh"])
@ROWS
def test_the_prompt_keeps_clear_of_your_badge_as_drawn(app, monkeypatch, language, decision, legal):
    for where, table, badge, probe in _frames(app, monkeypatch, language, decision, legal):
        status = table.status()[0]
        words = [b.rect for b in probe.blits_(TEXT) if b.text == status]
        assert words, f"{where}: the prompt {status!r} is not drawn"
        assert not any(r.colliderect(badge) for r in words), f"{where}: {status!r} {words} over your badge {badge}"
