"""斗地主 at 150 % in 1280×800 (issue 32, item 4): your bid row and the folded result leave your
badge and 理牌 whole.

Four bid buttons (No bid, 1 point, 2 points, 3 points) are too wide in English to move right of
your badge as they are, so "No bid" lay over your panel and hid your score; the buttons now draw
tighter (their words keep their size) and start after the badge. After the hand, the 看牌 strip
ran under the left edge of 理牌. Checked on the drawn frame, as a player looks at it.
"""
from __future__ import annotations

import pygame
import pytest

from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from scenes.table.layout import BOTTOM

from tests.scenes.layout_probe import ART, PANEL, draw_frame, recording

SIZE = (1280, 800)


def _table_at_my_bid(language: str):
    """A hot-seat 斗地主 table of two people and a computer at 150 %, at the first person's bid."""
    from scenes import theme
    from scenes.app import App
    from scenes.tables import hotseat_options, table_for

    app = App(SIZE)
    app.settings.ui_scale = 150
    app.settings.language = app.tr.language = language
    app.settings.animation = "off"
    theme.use_look(app.settings)
    players = (SeatPlayer("human", name=""), SeatPlayer("human", name=""), SeatPlayer("bot", "normal"))
    table = table_for(Match.new("doudizhu", hotseat_options(get_spec("doudizhu")), seed=3, players=players))
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    table.controller._save = lambda match: None
    for _ in range(2000):
        if table.hotseat.handing_to is not None:
            table.confirm_handoff()
        elif table.my_turn() and not table.anims.busy and table.model.phase == "bid":
            return app, table
        table.update(1 / 20)
    raise AssertionError("never the viewer's turn to bid")


def _close(app):
    from scenes import theme

    while len(app.stack):
        app.stack.pop()
    theme.use_look(type(app.settings)())


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_bid_buttons_leave_your_badge_and_score_in_view(data_dir, language):
    app, table = _table_at_my_bid(language)
    try:
        with recording() as rec:
            probe = draw_frame(app, SIZE, rec)
        badge = table.viewer_badge()
        buttons = [b.rect for b in table.bar.buttons]
        assert len(buttons) == 4, [b.text for b in table.bar.buttons]
        sort = table.corner["sort"].rect
        for rect in buttons:
            assert not rect.colliderect(badge), f"a bid button {rect} lies over your badge {badge}"
            assert pygame.Rect((0, 0), SIZE).contains(rect) and not rect.colliderect(sort)
        seat = table.model.seat_at(BOTTOM)
        for word in (seat.name, str(seat.score)):
            drawn = [i for i, blit in enumerate(probe.blits) if blit.text == word and badge.contains(blit.rect)]
            assert drawn, f"{word!r} is not on your badge"
            inner = probe.blits[drawn[-1]].rect.inflate(-4, -4)
            over = [b.rect for b in probe.blits[drawn[-1] + 1:] if b.kind in (PANEL, ART) and b.rect.colliderect(inner)]
            assert not over, f"{word!r} is covered by {over[0]}"
        assert not probe.shortened, probe.shortened
    finally:
        _close(app)


def test_the_folded_result_leaves_your_badge_and_sort_whole(data_dir):
    from tests.scenes.test_result_panel_scaled import _result_at

    app, panel = _result_at(150, SIZE, "doudizhu")
    try:
        table = panel._table()
        panel.toggle_view()
        with recording() as rec:
            probe = draw_frame(app, SIZE, rec)
        badge = table.viewer_badge()
        assert not panel.strip.colliderect(badge), f"the strip {panel.strip} lies over your badge {badge}"
        assert not panel.strip.colliderect(table.corner["sort"].rect), "the strip runs under 理牌"
        assert pygame.Rect((0, 0), SIZE).contains(panel.strip)
        assert all(panel.strip.contains(b.rect) for b in panel.strip_buttons)
        assert not probe.shortened, probe.shortened
    finally:
        _close(app)
