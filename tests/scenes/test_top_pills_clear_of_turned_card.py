"""吃苍蝇's top pills (上混 5 · 下混 3 · 叫牌 大王) keep clear of the turned card beside them.

The turned card and the pill share the top strip: the layout puts the card (``kitty_rect``) and,
to its right, the room for the game's numbers (``info_rect``). The pill was centred on that room
whatever its width, so a pill wider than the room spread left over the card — "High wild 5 · Low
wild 3" by a few pixels at 1024×640, far more at 150 % (the Chinese too, once the named card
joins). Checked as a player looks, on the drawn frame: the pill's fill and words lie clear of the
turned card, inside the window, clear of the corner buttons, and its words are all there.
"""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from engine.cards import BIG_JOKER, Card, Suit
from scenes.table.view_model import Pill

from tests.scenes.layout_probe import ART, PANEL, TEXT, draw_frame, recording
from tests.scenes.test_issue32_viewer_badge_row import _table_at_my_turn

SIZES = ((1024, 640), (1280, 800), (1366, 768), (1920, 1080))
SCALES = (100, 125, 150)


def _with_named_card(table) -> None:
    """The widest pill the table shows: 上混, 下混 and the card the dealer named."""
    centre = table.model.centre
    pills = centre.pills + (Pill("table.ccy.named", str(Card(BIG_JOKER, Suit.JOKER))),)
    table.model = replace(table.model, centre=replace(centre, pills=pills))


@pytest.mark.parametrize("language", ["en", "zh"])
def test_the_pill_keeps_clear_of_the_turned_card(data_dir, language):
    from scenes import theme

    app, table = _table_at_my_turn("chicangying", 100, (1024, 640), language)
    try:
        _with_named_card(table)
        labels = [app.tr(key) for key in ("table.ccy.upper", "table.ccy.lower", "table.ccy.named")]
        for size in SIZES:
            for scale in SCALES:
                app.settings.ui_scale = scale
                theme.use_look(app.settings)
                with recording() as rec:
                    probe = draw_frame(app, size, rec)
                table.layout(size)          # the frame's layout (draw_frame puts the window's back)
                L = table.layout_
                where = f"{size} {scale}% {language}"
                card = next(b.rect for b in probe.blits if b.kind == ART and b.rect.colliderect(L.kitty_rect))
                words = [b.rect for b in probe.blits_(TEXT) if b.text in labels]
                assert len(words) == 3, f"{where}: the pill's words {labels} are not all drawn"
                pill = next((b.rect for b in probe.blits if b.kind == PANEL and b.rect.contains(words[0])), None)
                assert pill is not None, f"{where}: no pill round {words[0]}"
                assert all(pill.contains(r) for r in words), f"{where}: words outside the pill {pill}"
                assert not pill.colliderect(card), f"{where}: the pill {pill} runs over the turned card {card}"
                assert pygame.Rect(0, 0, *size).contains(pill), f"{where}: the pill {pill} leaves the window"
                for name, button in table.corner.items():
                    assert not pill.colliderect(button.rect), f"{where}: the pill {pill} lies under {name}"
                assert not pill.colliderect(L.hand_info_rect), f"{where}: the pill {pill} over the hand's info"
    finally:
        while len(app.stack):
            app.stack.pop()
        theme.use_look(type(app.settings)())
