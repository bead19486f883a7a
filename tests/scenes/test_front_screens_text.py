"""The settings, statistics and About screens at the smallest and a large window, in both languages.

Issue 17 asks that every screen of the front door shows its text whole: the menu, setup, the
rules book and the continue list have their own tests; this one covers the three screens left,
drawn through the same recording probe as the table layout test (every line ``fit_text`` had
to shorten, every text and image that lands outside the window).
"""
from __future__ import annotations

import pygame
import pytest

from tests.scenes.layout_probe import TEXT, ART, draw_frame, recording

SIZES = [(1024, 640), (1920, 1080)]


def _with_history(app):
    """Statistics with a long family name and several games, so the table has full rows."""
    from engine.match import SeatPlayer
    from scenes.statistics import record_hand

    people = (SeatPlayer("human", name="外婆王秀英的小孙女"), SeatPlayer("human", name="Grandmother Li"))
    for variant, deltas in (("doudizhu", (2, -1, -1)), ("mj-deyang-qdg", (-4, 8, -2, -2)),
                            ("shengji-3", (1, -1, 1, -1)), ("gandengyan-winner", (6, -3, -3))):
        seats = people + tuple(SeatPlayer() for _ in range(len(deltas) - 2))
        record_hand(app.storage, variant, seats, deltas, 0)


def _screens():
    from scenes.about_scene import AboutScene
    from scenes.settings_scene import SettingsScene
    from scenes.stats_scene import StatsScene

    return [("settings", SettingsScene), ("stats", StatsScene), ("about", AboutScene)]


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_front_screens_show_their_text_whole(app, language, size):
    app.settings.language = language
    app.apply_settings()
    _with_history(app)
    window = pygame.Rect((0, 0), size)
    from scenes.statistics import load_statistics
    assert any(st.hands for st in load_statistics(app.storage)[0].values())   # the table has rows
    for name, make in _screens():
        with recording() as rec:
            app.stack.push(make())
            probe = draw_frame(app, size, rec)
            app.stack.pop()
        assert not probe.shortened, (name, probe.shortened)
        outside = [b for b in probe.blits if b.kind in (TEXT, ART) and not window.contains(b.rect)]
        # the About screen scrolls its licences: lines below the fold are clipped by its view
        if name == "about":
            outside = [b for b in outside if b.rect.top < window.bottom and b.rect.bottom > 0
                       and (b.rect.left < 0 or b.rect.right > window.right)]
        assert not outside, (name, [(b.text, tuple(b.rect)) for b in outside[:5]])
