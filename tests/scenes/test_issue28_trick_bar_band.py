"""The trick table's action bar keeps clear of the sort button, which grows to the left to name
the order that is on (理牌・主在左, "Sort: trumps left")."""
from __future__ import annotations

import pytest

from engine.match import Match, SeatPlayer
from scenes.trick_table import TrickTable

HUMAN = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_bar_band_ends_before_the_sort_button(app, language, size):
    app.tr.language = app.settings.language = language
    app.settings.animation = "off"
    table = TrickTable(Match.new("shengji-2", None, seed=2, players=HUMAN), threaded=False, bot_delay=0)
    app.stack.push(table)
    app.step(1 / 60, [])
    table.layout(size)
    assert table.bar.band[1] < table.corner["sort"].rect.left
