"""升级's result panel: no word of it lies under its buttons (issue 31). At 1024×640 the levels'
column — the header, two teams of two rows, and 先打过A的一方获胜 under them while nobody has won —
is taller than the hand's column the panel was measured by, and its last line ran into 看牌 / 下一局
(its words' box touching the buttons, the focused one's ring over them).
Checked on a real hand played to its end, as drawn, both languages, at the window sizes of each
interface scale."""
from __future__ import annotations

import pytest

from tests.scenes.finished_hand import finished_on_autoplay
from tests.scenes.layout_probe import TEXT, draw_frame, recording

CASES = [(100, (1024, 640)), (100, (1280, 800)), (125, (1024, 640)), (150, (1280, 800))]


def _result(scale: int, size, language: str):
    app, table = finished_on_autoplay(size, "shengji-2", scale=scale, language=language)
    return app, table.result_panel


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("scale, size", CASES, ids=[f"{c[0]}-{c[1][0]}x{c[1][1]}" for c in CASES])
def test_no_line_of_the_shengji_result_lies_under_its_buttons(data_dir, scale, size, language):
    from scenes import theme

    app, panel = _result(scale, size, language)
    try:
        goal = app.tr("table.sj.res.goal")
        with recording() as rec:
            probe = draw_frame(app, size, rec)
            panel.layout(size)
        buttons = [b.rect for b in (panel.button, panel.view_button) if b is not None]
        title = panel.headline()[0]
        first = next(i for i, b in enumerate(probe.blits) if b.kind == TEXT and b.text == title)
        words = [b for b in probe.blits[first:] if b.kind == TEXT and panel.panel.contains(b.rect)
                 and not any(r.contains(b.rect) for r in buttons)]   # the panel's own words, not the table's
        assert any(goal.startswith(b.text) or b.text in goal for b in words), "the goal line was not drawn"
        # the columns end a pad above the buttons (the focused button's ring is drawn round it)
        top = min(r.top for r in buttons) - theme.sizes(size[1]).pad
        under = [(b.text, b.rect.bottom, top) for b in words if b.rect.bottom > top]
        assert under == []
    finally:
        while len(app.stack):
            app.stack.pop()
        theme.use_look(type(app.settings)())
