"""The bar's buttons shrink their words before they cut them.

At 1280×800 with the interface at 150 % in English your turn's row (自摸, two 暗杠, 躺) did not
fit beside your badge, and the row squeezed the buttons to share the room, cutting every label:
"Self···", "Concealed kong 8···", "Lay ···". A label a slightly smaller font would show whole
must be shown whole: the row first lowers its label size (no lower than the table's small
text), then takes the short words it has ("Kong 8 Chars"), and only then cuts — the longest
labels, so that a short one ("Self-draw", "Lay down") is never cut while a longer one beside it
is cut less than it could be; and two buttons never read alike (the two 暗杠 were both cut to
"Concealed kong…" at 1280×800, 150 %). Checked with the longest rows the rules allow, in both
languages, at three window sizes and three interface sizes.
"""
from __future__ import annotations

import pytest

from tests.scenes.layout_probe import TEXT
from tests.scenes.test_mahjong_bar_clear_of_badge import CLAIM_ROW, TURN_ROW, _frames


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("decision, legal", [("turn", TURN_ROW), ("claim", CLAIM_ROW)], ids=["turn", "claim"])
def test_every_button_shows_its_whole_label(app, monkeypatch, language, decision, legal):
    for where, table, _badge, probe in _frames(app, monkeypatch, language, decision, legal):
        words = probe.blits_(TEXT)
        small = table.layout_.sizes.small
        labels = [[w.text for w in words if b.rect.contains(w.rect)] for b in table.buttons]
        assert len({tuple(shown) for shown in labels}) == len(labels), f"{where}: two buttons read alike: {labels}"
        cut = [b for b in table.buttons if b.text not in [w.text for w in words if b.rect.contains(w.rect)]]
        for button in cut:
            size = button.font_size or max(14, int(button.rect.height * 0.42))
            assert size <= small, f"{where}: {button.text!r} cut at {size} px, above the small text's {small} px"
            whole = [b for b in table.buttons if b not in cut]
            assert all(b.rect.width < button.rect.width for b in whole) or not whole, \
                f"{where}: {button.text!r} cut to {button.rect.width} px beside wider whole labels"
