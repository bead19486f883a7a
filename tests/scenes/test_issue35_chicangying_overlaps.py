"""Issue 35, item 7: on the 吃苍蝇 table the hidden partner's reminder never covers his own play.

The reminder (你是庄家的暗搭档：你第一次出 7 时必须带上♣7 …) is a box over the buttons, which is
where the viewer's own play lies: it covered the cards he had just played, or his 不出. Every
frame of a hand played as the hidden partner is checked: whenever the box shows, it keeps clear
of what the viewer has on the table; and it does show (when his place on the table is empty).
"""
from __future__ import annotations

import pygame
import pytest

from scenes.table import play_area
from scenes.table.layout import BOTTOM
from tests.scenes.partnership_helpers import open_table, play_hand, with_bots

PARTNER_AT_0 = 20          # seat 0 holds the twin of the turned card: the dealer's secret partner


@pytest.fixture
def bots(monkeypatch):
    with_bots(monkeypatch, "chicangying")


def own_play_rect(table) -> pygame.Rect | None:
    """Where the viewer's own play (or word) is drawn now, None when nothing of his is there."""
    L, model = table.layout_, table.model
    me = model.seat_at(BOTTOM)
    area = L.play_rects[BOTTOM]
    if me.play:
        return play_area.play_rect(len(me.play), L.play_card_w, area, BOTTOM)
    if me.play == () or me.call:
        scratch = pygame.Surface(L.size, pygame.SRCALPHA)
        return play_area.draw_words(scratch, table.app.tr("table.passed"), area, BOTTOM, round(L.sizes.body * 1.3))
    return None


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_reminder_keeps_clear_of_the_viewers_play(app, bots, language):
    app.tr.language = language
    table = open_table(app, "chicangying", seed=PARTNER_AT_0)
    shown, checked = [], []

    def watch(t):
        note = t.bar.note if t.bar.decision is not None else ""
        if t.model.phase != "play" or not note or t.model.game.revealed:
            return
        shown.append(note)
        box, _lines = t.bar.note_layout(t.layout_.sizes.small)
        mine = own_play_rect(t)
        if mine is not None:
            checked.append(mine)
            assert not box.colliderect(mine), (note, box, mine)

    play_hand(app, table, on_frame=watch, choose=lambda legal: legal[-1])
    assert shown and all("♣" in text or "♠" in text or "♥" in text or "♦" in text for text in shown)
