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

import pygame
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


SCALED = [pytest.param(scale, size, id=f"{scale}-{size[0]}x{size[1]}")
          for scale, size in ((125, (1024, 640)), (125, (1920, 1080)), (150, (1280, 800)), (150, (1920, 1080)))]


@pytest.mark.parametrize("seats", [2, 4, 5, 6])
@pytest.mark.parametrize("scale, size", SCALED)
def test_at_a_larger_scale_no_panel_meets_another_a_play_or_a_corner_button(scale, size, seats):
    """Every seat count (干瞪眼 seats two to six) with a hand of 27: the panels (along the top, at
    the edges, or joined to the top row) and the plays never meet each other, the status line,
    the corner buttons — 菜单, 托管 and 出牌记录 under 菜单 — or the hand. Three seats along the
    top of six overlapped at 150 % in 1280×800."""
    from scenes import theme
    from scenes.settings import Settings
    from scenes.table import layout as table_layout

    theme.use_look(Settings(ui_scale=scale))
    try:
        L = table_layout.compute(size, seats, max_hand=27, centre_cards=1)
        hand = L.hand_rect.inflate(0, 0)
        hand.top -= L.lift
        below_menu = L.menu_rect.move(0, L.menu_rect.height + L.sizes.pad // 2)
        rects = {**{f"panel {k}": v for k, v in L.seat_rects.items() if k != BOTTOM},
                 **{f"play {k}": v for k, v in L.play_rects.items()},
                 "status": L.status_rect, "centre cards": L.kitty_rect, "hand info": L.hand_info_rect,
                 "menu": L.menu_rect, "log": below_menu, "autoplay": L.autoplay_rect, "bar": L.bar_rect,
                 "hand": hand}
        names = list(rects)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                if rects[a].width and rects[b].width and {a, b} != {"menu", "log"}:
                    assert not rects[a].colliderect(rects[b]), (a, rects[a], b, rects[b])
        window = pygame.Rect(0, 0, *size)
        assert all(window.contains(r) for r in rects.values())
    finally:
        theme.use_look(Settings())
