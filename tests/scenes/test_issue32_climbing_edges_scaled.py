"""The climbing tables' edges read whole at 150 % (issue 32, item 4).

- 吃苍蝇 and 双扣 (hands of 27 in two rows) leave the side seats little height at 150 %: their
  tall panels drew the cards-left count (27, in large figures) over the score and against the 托管
  badge. Where a tall panel does not fit, the side seats get the compact look of the top seats.
- At 150 % the top-left keys line ("… · Esc menu") reaches past the middle of the window's left
  half, and the card shown at the top centre (干瞪眼's stock, 吃苍蝇's turned card) lay over its end.

Checked on the drawn frame: inside each opponent's panel no two pieces of text overlap (the count,
the name, the score, each badge), and no card is drawn over the keys line.
"""
from __future__ import annotations

import pytest

from scenes.table.layout import BOTTOM

from tests.scenes.layout_probe import ART, TEXT, draw_frame, recording
from tests.scenes.test_issue32_viewer_badge_row import _table_at_my_turn

CASES = [pytest.param(variant, scale, size, id=f"{variant}-{scale}-{size[0]}x{size[1]}")
         for variant in ("gandengyan", "chicangying")
         for scale, size in ((150, (1280, 800)), (150, (1920, 1080)), (125, (1024, 640)), (100, (1024, 640)))]


def _frame(variant, scale, size, language):
    app, table = _table_at_my_turn(variant, scale, size, language)
    other = next(p for p in table.hotseat.people if p != table.viewer)
    table.controller.autoplay.add(other)        # 托管 on a side seat, as the layout test has it
    table.refresh(force=True)
    with recording() as rec:
        probe = draw_frame(app, size, rec)
    return app, table, probe


def _close(app):
    from scenes import theme

    while len(app.stack):
        app.stack.pop()
    theme.use_look(type(app.settings)())


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("variant, scale, size", CASES)
def test_nothing_in_an_opponents_panel_lies_on_anything_else(data_dir, variant, scale, size, language):
    app, table, probe = _frame(variant, scale, size, language)
    try:
        L = table.layout_
        for position in L.opponents:
            panel = L.seat_rects[position]
            texts = [b for b in probe.blits if b.kind == TEXT and b.text.strip() and panel.contains(b.rect)]
            for i, a in enumerate(texts):
                for b in texts[i + 1:]:
                    if a.text != b.text:        # (the count's outline is its own figures, offset)
                        assert not a.rect.inflate(-4, -4).colliderect(b.rect.inflate(-4, -4)), \
                            f"{position}: {a.text!r} at {a.rect} lies on {b.text!r} at {b.rect}"
    finally:
        _close(app)


@pytest.mark.parametrize("language", ["en", "zh"])
@pytest.mark.parametrize("variant, scale, size", CASES)
def test_no_card_lies_on_the_keys_line(data_dir, variant, scale, size, language):
    app, table, probe = _frame(variant, scale, size, language)
    try:
        keys = app.tr("table.keys")
        drawn = [i for i, b in enumerate(probe.blits) if b.kind == TEXT and b.text == keys]
        assert drawn, "the keys line is not drawn"
        for i in drawn:
            line = probe.blits[i].rect
            over = [b.rect for b in probe.blits if b.kind == ART and b.rect.colliderect(line)]
            assert not over, f"a card at {over[0]} lies on the keys line {line}"
    finally:
        _close(app)
