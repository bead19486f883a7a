"""The status pill never covers a seat's discards.

The pill ("Your discard", 请出牌, "Left is playing" …) sat in the bar's row centred under your pond;
with 18 discards your pond's third row reaches into that row and the pill hid it (1280×800 at
150 %, English). A player must see every discard, so the pill keeps clear of every seat's pond
box (sized for 18, as the 听牌 panel's), of the badges as drawn, of the buttons and of the 听牌
panel. Checked with 18 discards a seat and six waits at your turn, at a claim and while others
play, both languages, three window sizes, three interface sizes.
"""
from __future__ import annotations

import dataclasses

import pytest

from scenes.mahjong.painter import badge_rects
from tests.scenes.layout_probe import PANEL, TEXT
from tests.scenes.test_mahjong_bar_clear_of_badge import _frames
from tests.scenes.test_mahjong_waits_clear_of_badge import STATES, WAITS, _panel
from tests.scenes.test_mahjong_waits_clear_of_ponds import DISCARDS, _discards


def _full_ponds(table) -> None:
    """Every seat with 18 discards: three full rows, the most a pond holds at full size."""
    obs = table.obs
    seats = tuple(dataclasses.replace(sv, pond=tuple((t, "") for t in DISCARDS[:18])) for sv in obs.seats)
    table.obs = dataclasses.replace(obs, seats=seats)


def _pill(probe, status: str):
    """The status pill as drawn: the smallest fill holding the status words."""
    words = [b.rect for b in probe.blits_(TEXT) if b.text == status]
    assert words, f"the status {status!r} is not drawn"
    fills = [b.rect for b in probe.blits_(PANEL) if b.rect.contains(words[0])]
    assert fills, f"the pill of {status!r} is not drawn"
    return min(fills, key=lambda r: r.width * r.height)


@pytest.mark.parametrize("language", ["en", "zh"])
@STATES
def test_the_status_pill_leaves_every_discard_in_sight(app, monkeypatch, language, decision, legal):
    from scenes.mahjong_table import MahjongTable

    monkeypatch.setattr(MahjongTable, "_waits", lambda self: (WAITS, self.app.tr("table.mj.waits")))
    for where, table, _badge, probe in _frames(app, monkeypatch, language, decision, legal, dress=_full_ponds):
        status = table.status()[0]
        pill = _pill(probe, status)
        tiles = _discards(table)
        assert len(tiles) == 4 * 18, where
        covered = [r for r in tiles if r.colliderect(pill)]
        assert not covered, f"{where}: the pill {status!r} {pill} covers {len(covered)} discards, e.g. {covered[0]}"
        badges = badge_rects(table.art, table.layout_, table.picture(), app.tr)
        for place, badge in badges.items():
            assert not pill.colliderect(badge), f"{where}: the pill {pill} over the badge of place {place} {badge}"
        for button in table.buttons + list(table.picture().corner):
            assert not pill.colliderect(button.rect), f"{where}: {button.text!r} over the pill {pill}"
        waits = _panel(probe, app.tr("table.mj.waits"))
        assert not pill.colliderect(waits), f"{where}: the pill {pill} over the 听牌 panel {waits}"
        assert 0 <= pill.left and pill.right <= table.layout_.size[0], f"{where}: the pill {pill} leaves the window"
