"""The hand-off compass shows each seat by the picture its panel carries (issue 32): a person's
avatar, and for a computer player the same robot its seat shows at the table — before, the
compass drew computers as a small monitor while their panels showed robots."""
from __future__ import annotations

import pygame

from scenes import theme
from scenes.avatar import computer_avatar
from scenes.table import hotseat
from scenes.table import seat_panel


def test_every_computer_on_the_compass_is_its_seats_robot(app, monkeypatch):
    drawn = []
    real = seat_panel.draw_avatar

    def spy(surface, avatar, centre, radius):
        drawn.append(avatar)
        return real(surface, avatar, centre, radius)

    monkeypatch.setattr(seat_panel, "draw_avatar", spy)
    names = {0: "奶奶", 1: "电脑1", 2: "妈妈", 3: "电脑2"}
    compass = hotseat.Compass.of(4, 2, people=(0, 2), name_of=names.__getitem__)
    surface = pygame.Surface((400, 300))
    hotseat.draw_compass(surface, compass, pygame.Rect(0, 0, 400, 300), app.tr, theme.sizes(640))
    assert computer_avatar(1) in drawn and computer_avatar(3) in drawn, drawn
    assert computer_avatar(0) not in drawn and computer_avatar(2) not in drawn     # the people: their own
