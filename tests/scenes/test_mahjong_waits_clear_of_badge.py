"""The 听牌 panel keeps clear of your badge as drawn, of the bar's buttons and of the prompt.

The panel's place (``hint_rect``) was measured from the layout's badge, but your badge is drawn
wider for its tags: with 庄 Dealer, 缺 Missing Chars and 飘 Float in English it reaches into the
panel's columns, and the panel lay over "Missing Chars" and "Float" (1024×640 to 1920×1080, 100 %
and 150 %). The bar's buttons, which may reach left along their row as far as the badge, lay over
the panel's last row of waits ("Self-draw" over "1 left"). Checked with six waits (three rows at
the larger interface sizes) at your turn (自摸, two 暗杠, 躺), at a claim (胡 杠 碰 过) and while
another seat plays, in both languages, at three window sizes and three interface sizes.
"""
from __future__ import annotations

import pytest

from engine.mahjong.tiles import parse
from tests.scenes.layout_probe import PANEL, TEXT
from tests.scenes.test_mahjong_bar_clear_of_badge import CLAIM_ROW, TURN_ROW, _frames

WAITS = tuple(zip(parse("1m 2m 4m 5m 7m 8m"), (1, 2, 0, 3, 1, 2), (3, 2, 4, 0, 1, 2)))   # (tile, fans, unseen)

STATES = pytest.mark.parametrize("decision, legal", [("turn", TURN_ROW), ("claim", CLAIM_ROW), (None, [])],
                                 ids=["turn", "claim", "others-play"])


def _panel(probe, title: str):
    """The 听牌 panel as drawn: the smallest panel fill holding its title."""
    words = [b.rect for b in probe.blits_(TEXT) if b.text == title]
    assert words, f"the panel's title {title!r} is not drawn"
    fills = [b.rect for b in probe.blits_(PANEL) if b.rect.contains(words[0])]
    assert fills, "the 听牌 panel is not drawn"
    return min(fills, key=lambda r: r.width * r.height)


@pytest.mark.parametrize("language", ["en", "zh"])
@STATES
def test_the_waits_panel_keeps_clear_of_your_badge_the_buttons_and_the_prompt(app, monkeypatch, language,
                                                                               decision, legal):
    from scenes.mahjong_table import MahjongTable

    monkeypatch.setattr(MahjongTable, "_waits", lambda self: (WAITS, self.app.tr("table.mj.waits")))
    for where, table, badge, probe in _frames(app, monkeypatch, language, decision, legal):
        panel = _panel(probe, app.tr("table.mj.waits"))
        assert not panel.colliderect(badge), f"{where}: the 听牌 panel {panel} lies over your badge {badge}"
        for button in table.buttons:
            assert not panel.colliderect(button.rect), f"{where}: {button.text!r} at {button.rect} over the panel {panel}"
        status = table.status()[0]
        words = [b.rect for b in probe.blits_(TEXT) if b.text == status]
        assert not any(r.colliderect(panel) for r in words), f"{where}: {status!r} {words} over the panel {panel}"
        assert panel.top >= 0, f"{where}: the panel {panel} leaves the window"
