"""打撇's bidding: the action bar's note never covers the middle panel's lines (issue 32). At 150 %
in 1280×800 the bids take two rows of buttons, which lift the note over them into the middle
panel's second line (叫 40 到 100 分，每档 5 分 …); the panel now stands clear of it. Checked as
drawn, at the person's bid, both languages, at each interface scale's smallest window."""
from __future__ import annotations

import pytest

from engine.match import Match, SeatPlayer
from scenes.trick_table import TrickTable

from tests.scenes.layout_probe import TEXT, draw_frame, recording

CASES = [(100, (1024, 640)), (125, (1024, 640)), (150, (1280, 800))]


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("scale, size", CASES, ids=[f"{c[0]}-{c[1][0]}x{c[1][1]}" for c in CASES])
def test_the_bid_note_leaves_the_middle_panel_readable(data_dir, scale, size, language):
    from scenes import theme
    from scenes.app import App

    app = App(size)
    app.settings.ui_scale = scale
    theme.use_look(app.settings)
    app.settings.language = app.tr.language = language
    app.settings.animation = "off"
    app.audio.set_enabled(False)
    players = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))
    table = TrickTable(Match.new("dapie", None, seed=3, players=players), threaded=False, bot_delay=0)
    app.stack.push(table)
    try:
        for _ in range(3000):
            if table.my_turn() and table.match.state.phase == "bid":
                break
            app.step(1 / 60, [])
        assert table.match.state.phase == "bid" and table.bar.note
        with recording() as rec:
            probe = draw_frame(app, size, rec)
            table.layout(size)
        note, _lines = table.bar.note_layout(table.layout_.sizes.small)
        middle = [app.tr("table.dp.middle.no_bid"), app.tr("table.dp.middle.range")]
        drawn = [b for b in probe.blits if b.kind == TEXT and b.text in middle]
        assert len(drawn) == 2, "the middle panel's lines were not drawn"
        assert [b.text for b in drawn if b.rect.colliderect(note)] == []
    finally:
        while len(app.stack):
            app.stack.pop()
        theme.use_look(type(app.settings)())
