"""What lies in the row of your badge keeps clear of it as it is drawn (issue 32, item 4).

Your badge grows to the right (up to twice the layout's width) for its badges — 报单 "2 cards",
a place, a role — most of all at 150 % in English. The action bar's centred buttons were placed
for the layout's badge, so 不出 / Pass lay over "2 cards" in 干瞪眼 and 吃苍蝇 at 1280×800.
Checked as a player looks: on the drawn frame, no panel or button drawn later covers the badge's
words, and the buttons stay inside the window, clear of 理牌.
"""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from scenes.table.layout import BOTTOM
from scenes.table.view_model import Badge

from tests.scenes.layout_probe import PANEL, ART, draw_frame, recording


def _table_at_my_turn(variant: str, scale: int, size, language: str):
    """A hot-seat table of two people and computers in a window of ``size``, at the first person's
    first turn to play."""
    from scenes import theme
    from scenes.app import App
    from scenes.tables import hotseat_options, table_for

    app = App(size)
    app.settings.ui_scale = scale
    app.settings.language = app.tr.language = language
    app.settings.animation = "off"
    theme.use_look(app.settings)
    spec = get_spec(variant)
    players = (SeatPlayer("human", name=""), SeatPlayer("human", name="")) + tuple(
        SeatPlayer("bot", "normal") for _ in range(spec.seat_count() - 2))
    table = table_for(Match.new(variant, hotseat_options(spec), seed=3, players=players))
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    table.controller._save = lambda match: None
    for _ in range(2000):
        if table.hotseat.handing_to is not None:
            table.confirm_handoff()
        elif table.my_turn() and not table.anims.busy:
            if table.model.phase == "play":
                return app, table
            table.act(table.controller.hint(table.viewer))      # 吃苍蝇 declares first
        table.update(1 / 20)
    raise AssertionError(f"{variant}: never the viewer's turn to play")


def _with_badges(table, *keys: str) -> None:
    """Your seat wearing ``keys`` (报单 "2 cards", a place …) besides its own, and the bar rebuilt."""
    model = table.model
    seats = tuple(replace(seat, badges=seat.badges + tuple(Badge(key, "red") for key in keys))
                  if seat.position == BOTTOM else seat for seat in model.seats)
    table.model = replace(model, seats=seats)
    table._sync_bar()


@pytest.mark.parametrize("variant", ["gandengyan", "chicangying"])
@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_bar_leaves_your_grown_badge_in_view(data_dir, variant, language):
    from scenes import theme

    size = (1280, 800)
    app, table = _table_at_my_turn(variant, 150, size, language)
    try:
        _with_badges(table, "table.last.two", "table.autoplay")
        words = [Badge(key).text(app.tr) for key in ("table.last.two", "table.autoplay")]
        with recording() as rec:
            probe = draw_frame(app, size, rec)
        buttons = [b.rect for b in table.bar.buttons]
        assert buttons, "no buttons at your turn"
        sort = table.corner["sort"].rect
        assert all(pygame.Rect(0, 0, *size).contains(r) and not r.colliderect(sort) for r in buttons), \
            f"the bar {buttons} runs out of the window or under 理牌 {sort}"
        for word in words:
            drawn = [i for i, blit in enumerate(probe.blits) if blit.text == word]
            assert drawn, f"{word!r} is not on your badge"
            for i in drawn:
                inner = probe.blits[i].rect.inflate(-4, -4)
                over = [b.rect for b in probe.blits[i + 1:] if b.kind in (PANEL, ART) and b.rect.colliderect(inner)]
                assert not over, f"{word!r} at {probe.blits[i].rect} is covered by {over[0]}"
    finally:
        while len(app.stack):
            app.stack.pop()
        theme.use_look(type(app.settings)())


@pytest.mark.parametrize("variant", ["chicangying", "gandengyan"])
def test_the_look_at_the_table_strip_leaves_your_grown_badge_in_view(data_dir, variant):
    """看牌 folds the result into a strip over the bar's row: it starts after your badge as drawn
    (2nd out and a role widen it), inside the window and clear of 理牌."""
    from scenes import theme

    from tests.scenes.test_result_panel_scaled import _result_at

    size = (1280, 800)
    app, panel = _result_at(150, size, variant)
    try:
        table = panel._table()
        _with_badges(table, "table.ccy.place2", "table.ccy.partner")
        panel.toggle_view()
        with recording() as rec:
            probe = draw_frame(app, size, rec)
        badge = table.viewer_badge()
        assert not panel.strip.colliderect(badge), f"the strip {panel.strip} lies over your badge {badge}"
        assert pygame.Rect(0, 0, *size).contains(panel.strip)
        assert not panel.strip.colliderect(table.corner["sort"].rect)
        assert all(panel.strip.contains(b.rect) for b in panel.strip_buttons)
        place = Badge("table.ccy.place2").text(app.tr)
        drawn = [i for i, blit in enumerate(probe.blits) if blit.text == place]
        assert drawn, f"{place!r} is not on your badge"
        inner = probe.blits[drawn[-1]].rect.inflate(-4, -4)
        assert not [b for b in probe.blits[drawn[-1] + 1:] if b.kind in (PANEL, ART) and b.rect.colliderect(inner)]
        assert not probe.shortened, probe.shortened
    finally:
        while len(app.stack):
            app.stack.pop()
        theme.use_look(type(app.settings)())
