"""The hint says why on screen (issue 31): after 提示 the status line is the computer player's own
reason for the raised tile / marked action, in the viewer's language."""
from __future__ import annotations

import pytest

from scenes import intents as it
from scenes.table.hint_note import reason_text
from tests.scenes.test_mahjong_table import choose_start, frame, new_match, open_table, wait


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_mahjong_hint_raises_a_tile_and_says_why(app, language):
    app.tr.language = language
    table = open_table(app, new_match())
    choose_start(app, table)
    wait(app, table, "turn")
    decision = table.controller.hint_decision(table.viewer)
    frame(app, it.Intent(it.HINT))
    if table.selected is None:
        pytest.skip("the first turn's hint was not a discard")
    why = reason_text(decision.reason, app.tr)
    assert why and table.status()[0] == why
