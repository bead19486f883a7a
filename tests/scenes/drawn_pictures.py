"""Which seat pictures (avatars, robots) a table draws in one frame, and where — for the tests that
check every seat wears its picture (issue 32), whatever the table family."""
from __future__ import annotations

import pygame

from scenes import avatar as avatar_module


def pictures(app, monkeypatch) -> list[tuple[object, pygame.Rect]]:
    """Every avatar drawn in one frame and where."""
    drawn: list[tuple[object, pygame.Rect]] = []
    real = avatar_module.draw_avatar

    def spy(surface, avatar, centre, radius):
        rect = real(surface, avatar, centre, radius)
        drawn.append((avatar, rect))
        return rect

    from scenes import people
    from scenes.table import seat_panel
    monkeypatch.setattr(people, "draw_avatar", spy)
    monkeypatch.setattr(seat_panel, "draw_avatar", spy)
    app.step(1 / 60, [])
    monkeypatch.undo()
    return drawn


def inside(rect: pygame.Rect, drawn, avatar) -> bool:
    """Whether ``avatar`` was drawn wholly inside ``rect``."""
    return any(a == avatar and rect.contains(r) for a, r in drawn)
