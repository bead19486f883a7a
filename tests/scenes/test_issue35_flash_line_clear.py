"""A flash's line (吃苍蝇's "下家和你一伙") never covers a seat's play or 不出 bubble (issue 35,
item 7): it goes under the big word, or over it where a play lies there, or is left out."""
from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.table import layout as table_layout
from scenes.table import play_area
from scenes.table.centre import draw_flash


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_line_keeps_clear_of_every_bubble_and_play(app, size):
    L = table_layout.compute(size, 4, max_hand=27)
    s = theme.sizes(size[1])
    surface = pygame.Surface(size)
    bubbles = [play_area.draw_words(surface, app.tr("table.passed"), L.play_rects[p], p, round(s.body * 1.3))
               for p in L.play_rects]
    plays = [play_area.play_rect(3, L.play_card_w, L.play_rects[p], p) for p in L.play_rects]
    for on_table in (bubbles, plays, bubbles[:1], []):
        for progress in (0.1, 0.5, 0.9):
            line = draw_flash(surface, "搭档", "下家和你一伙", progress, s, keep_clear=on_table)
            if line is not None:
                assert line.collidelist(on_table) < 0
        if not on_table:
            assert line is not None       # nothing on the table: the line shows


def test_the_line_moves_over_the_word_when_a_bubble_lies_under_it(app):
    size = (1024, 640)
    s = theme.sizes(size[1])
    surface = pygame.Surface(size)
    free = draw_flash(surface, "搭档", "下家和你一伙", 0.5, s)
    moved = draw_flash(surface, "搭档", "下家和你一伙", 0.5, s, keep_clear=[free.inflate(-4, -4)])
    assert moved is not None and moved.bottom < free.top
