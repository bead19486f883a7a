"""The 听牌 panel never covers a seat's discards.

With six waits the panel holds three rows at the larger interface sizes; kept above your badge
and the bar's buttons it grew upwards into the left seat's pond and hid its discards (1280×800 at
150 %, in English and in Chinese). The panel takes a shape that fits its room instead — more
columns, or further left under the left seat's pond, clear of its hand — before it covers
anybody's tiles. Checked with full-ish ponds (12–18 discards a seat) at your turn, at a claim and
while others play, both languages, three window sizes, three interface sizes; the panel still
keeps clear of your badge and the buttons (test_mahjong_waits_clear_of_badge).
"""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from engine.mahjong.tiles import parse
from scenes.mahjong import tiles_view as tv
from scenes.mahjong.layout import place_of
from tests.scenes.test_mahjong_bar_clear_of_badge import _frames
from tests.scenes.test_mahjong_waits_clear_of_badge import STATES, WAITS, _panel

PONDS = (12, 18, 14, 16)      # discards of seats 0–3
DISCARDS = parse("1p 2p 3p 4p 5p 6p 7p 8p 9p 1s 2s 3s 4s 5s 6s 7s 8s 9s")


def _full_ponds(table) -> None:
    obs = table.obs
    seats = tuple(dataclasses.replace(sv, pond=tuple((t, "") for t in DISCARDS[:PONDS[i]]))
                  for i, sv in enumerate(obs.seats))
    table.obs = dataclasses.replace(obs, seats=seats)


def _discards(table) -> list[pygame.Rect]:
    L, pic = table.layout_, table.picture()
    out = []
    for seat, sv in enumerate(pic.obs.seats):
        place = place_of(seat, pic.viewer)
        for _, (surf, pos) in tv.pond_sprites(table.art, L, place, sv.pond, pic.back, None):
            out.append(pygame.Rect(pos, surf.get_size()))
    return out


@pytest.mark.parametrize("language", ["en", "zh"])
@STATES
def test_the_waits_panel_leaves_every_discard_in_sight(app, monkeypatch, language, decision, legal):
    from scenes.mahjong_table import MahjongTable

    monkeypatch.setattr(MahjongTable, "_waits", lambda self: (WAITS, self.app.tr("table.mj.waits")))
    for where, table, badge, probe in _frames(app, monkeypatch, language, decision, legal, dress=_full_ponds):
        panel = _panel(probe, app.tr("table.mj.waits"))
        tiles = _discards(table)
        assert len(tiles) == sum(PONDS), where
        covered = [r for r in tiles if r.colliderect(panel)]
        assert not covered, f"{where}: the 听牌 panel {panel} covers {len(covered)} discards, e.g. {covered[0]}"
        assert not panel.colliderect(badge), f"{where}: the panel {panel} over your badge {badge}"
        for button in table.buttons:
            assert not panel.colliderect(button.rect), f"{where}: {button.text!r} over the panel {panel}"
