"""Issue 35, item 7: a person's marker keeps its initial inside its circle.

The "玩家1" marker's 玩 spilled over its ring and out of the disc: the text font never goes under
14 px, larger than a marker drawn beside a 15 px name, and a Chinese glyph does not sit in the
middle of its line box. Every pixel of the initial must lie inside the ring, at every size the
screens draw a marker (the seat panels, the viewer's badge, the setup rows, the result rows, the
hand-off screen, the statistics).
"""
from __future__ import annotations

import math

import pygame
import pytest

from scenes.people import MARKER_RING, draw_marker, marker_colour, ring_width

FELT = (20, 60, 50)
NAMES = ("玩家1", "Player 1", "妈妈", "W", "@home", "Ωmega")


def initial_pixels(name: str, radius: int) -> list[tuple[float, int, int, int]]:
    """(distance from the centre, x, y, ...) of every pixel the initial coloured."""
    side = 4 * radius + 8
    surface = pygame.Surface((side, side))
    surface.fill(FELT)
    centre = (side // 2, side // 2)
    draw_marker(surface, name, centre, radius)
    plain = {FELT, marker_colour(name), MARKER_RING}
    found = []
    for y in range(side):
        for x in range(side):
            if tuple(surface.get_at((x, y)))[:3] not in plain:
                found.append((math.hypot(x - centre[0], y - centre[1]), x, y))
    return found


@pytest.mark.parametrize("radius", [6, 7, 8, 9, 10, 11, 12, 14, 17, 20, 26, 32])
@pytest.mark.parametrize("name", NAMES)
def test_the_initial_stays_inside_the_ring(name, radius):
    inside = radius - ring_width(radius)
    spilled = [(round(d, 1), x, y) for d, x, y in initial_pixels(name, radius) if d > inside - 0.5]
    assert not spilled, (name, radius, spilled[:5])


@pytest.mark.parametrize("name", NAMES)
def test_the_initial_shows_where_there_is_room(name):
    """Shrunk to fit, not dropped: from the size beside a name upwards the initial is drawn."""
    for radius in (9, 10, 12, 20, 32):
        assert len(initial_pixels(name, radius)) >= radius, (name, radius)
