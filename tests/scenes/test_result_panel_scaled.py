"""The result panel at a larger interface scale (issue 32, item 4): nothing lies over its words.

At 150 % in 1280×800 the panel had grown to the window's width and height, so the table's corner
buttons, which stay live (and are drawn) above it — 出牌记录 / Log, 理牌 / Sort, 托管, 碰杠胡 — sat
over its numbers, and the 回放 button over the end of its headline. Checked on a real table at
the end of a hand, as drawn: no corner button meets the panel, the headline stays clear of 回放,
and no line of the panel was shortened with "…".
"""
from __future__ import annotations

import pygame
import pytest

from tests.scenes.finished_hand import finished_on_autoplay
from tests.scenes.layout_probe import TEXT, draw_frame, recording

CASES = [(150, (1280, 800), "gandengyan"), (150, (1280, 800), "shuangkou"),
         (150, (1280, 800), "mj-mianyang-dingque"), (125, (1024, 640), "mj-mianyang-dingque")]


def _result_at(scale: int, size, variant: str):
    """A hand of ``variant`` played to its end (the person's seat on 托管), in English at ``scale``."""
    app, table = finished_on_autoplay(size, variant, scale=scale, language="en")
    return app, table.result_panel


@pytest.mark.parametrize("scale, size, variant", CASES, ids=[f"{c[0]}-{c[2]}" for c in CASES])
def test_no_corner_button_lies_over_the_result_and_the_headline_clears_replay(data_dir, scale, size, variant):
    from scenes import theme

    app, panel = _result_at(scale, size, variant)
    try:
        with recording() as rec:
            probe = draw_frame(app, size, rec)
            panel.layout(size)          # as drawn (draw_frame lays the stack out again afterwards)
            s = theme.sizes(size[1])
            title = panel.headline()[0]
            replay = panel.replay_button(s)
        assert panel.corner_buttons(), "the table shows no corner buttons to check against"
        for button in panel.corner_buttons():
            assert not button.rect.colliderect(panel.panel), f"{button.text!r} lies over the result panel"
        assert replay is not None
        heads = [b.rect for b in probe.blits if b.kind == TEXT and b.text == title]
        assert heads, "the headline was not drawn"
        assert not any(rect.colliderect(replay.rect) for rect in heads), "the headline runs under 回放"
        assert not probe.shortened, f"cut: {probe.shortened}"
        assert pygame.Rect(0, 0, *size).contains(panel.panel)
    finally:
        while len(app.stack):
            app.stack.pop()
        theme.use_look(type(app.settings)())


@pytest.mark.parametrize("scale, size", [(150, (1280, 800)), (125, (1024, 640))])
def test_the_mahjong_look_at_the_table_strip_leaves_your_badge_in_view(data_dir, scale, size):
    """看牌 folds the panel into a strip over the bar's row; your badge (name, score, 庄, 第1胡)
    stays in view beside it rather than under it."""
    from scenes import theme
    from scenes.mahjong.painter import badge_rects

    app, panel = _result_at(scale, size, "mj-deyang-qdg")
    try:
        table = panel._table()
        app.stack.layout(size)
        panel.toggle_view()
        badge = badge_rects(table.art, table.layout_, table.picture(), app.tr)[0]
        assert not panel.strip.colliderect(badge), f"the strip {panel.strip} lies over your badge {badge}"
        assert pygame.Rect(0, 0, *size).contains(panel.strip)
    finally:
        while len(app.stack):
            app.stack.pop()
        theme.use_look(type(app.settings)())
