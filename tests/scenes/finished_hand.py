"""A table whose hand has been played to its end with the person's seat on 托管, its result panel
open — for the tests that look at a result panel as drawn (sizes, scales, corner buttons)."""
from __future__ import annotations

import pytest

from engine.match import Match, SeatPlayer
from engine.registry import get_spec


def finished_on_autoplay(size, variant: str, *, scale: int = 100, language: str = "zh", seed: int = 3):
    """(app, table) at ``size``, interface ``scale`` and ``language``, the hand of ``variant`` over
    and its result panel on top; the person alone with normal computer players."""
    from scenes import theme
    from scenes.app import App
    from scenes.tables import table_for

    app = App(size)
    app.settings.ui_scale = scale
    theme.use_look(app.settings)
    app.settings.language = app.tr.language = language
    app.settings.animation = "off"
    app.settings.bot_delay = 0.0
    app.audio.set_enabled(False)
    others = get_spec(variant).seat_count() - 1
    players = (SeatPlayer("human", name=""),) + tuple(SeatPlayer("bot", "normal") for _ in range(others))
    table = table_for(Match.new(variant, {}, seed=seed, players=players))
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    table.controller._save = lambda match: None
    table.toggle_autoplay()
    for _ in range(20000):
        if table.result_panel is not None and app.stack.top is table.result_panel:
            return app, table
        table.update(1 / 20)
    pytest.fail("the hand never ended")
