"""The main menu at a large interface scale (issue 32, item 4), as a player reads it: with
unfinished matches (未完成) and games played last (最近玩过), every family's name and player count
and the line under 牌友 read whole, and no mark covers a name. At 150 % in 1280×800 the
"Unfinished" mark sat on "Dou Dizhu" and "Dapie", and the English subtitle was cut to
"Chinese card and mahjong gam…"."""
from __future__ import annotations

import pygame
import pytest

from tests.scenes.test_menu_families import cuts, open_menu, resize  # noqa: F401 - the fixture


def _saves_and_history(app):
    from engine.match import Match, SeatPlayer
    from scenes.recent_games import note_played
    from scenes.saved_match import save_match

    for variant, seats in (("doudizhu", 3), ("dapie", 4)):
        players = (SeatPlayer("human"),) + tuple(SeatPlayer() for _ in range(seats - 1))
        save_match(app.storage, Match.new(variant, None, seed=1, players=players))
    for variant in ("big2", "gandengyan-winner"):
        note_played(app.storage, variant)


@pytest.mark.parametrize("size, scale", [((1280, 800), 150), ((1024, 640), 125)])
@pytest.mark.parametrize("language", ["en", "zh"])
def test_marks_and_words_read_whole_at_a_large_scale(app, cuts, size, scale, language):  # noqa: F811
    app.settings.language = language
    app.settings.ui_scale = scale
    app.apply_settings()
    _saves_and_history(app)
    resize(app, size)
    menu = open_menu(app)
    window = pygame.Rect((0, 0), size)

    assert not cuts, cuts               # names, player counts and the subtitle: none shortened
    marked = {group for group, words in menu.tile_words.items() if words.mark is not None}
    assert {"doudizhu", "dapie", "big2", "gandengyan"} <= marked
    for fam, tile in zip(menu.families, menu.tiles):
        words = menu.tile_words[fam.group]
        assert tile.contains(words.name) and tile.contains(words.meta), fam.group
        if words.mark is None:
            continue
        mark = words.mark
        assert not mark.colliderect(words.name) and not mark.colliderect(words.meta), (fam.group, mark)
        assert window.contains(mark) and not mark.colliderect(menu.continue_rect), fam.group
        assert not any(mark.colliderect(other) for other in menu.tiles if other != tile), fam.group
