"""Every seat's panel has a picture (issue 32): the person playing alone sees their own avatar on
their own panel, and each computer player has a robot of its own, the same all match long.

Before, a person playing alone had no avatar at all (only several people at one computer got
one) and the computer seats had no picture. Checked on a real climbing table as drawn: what
picture lands inside which seat's panel.
"""
from __future__ import annotations

import math

import pygame
import pytest

from engine.match import Match, SeatPlayer
from scenes.avatar import COLOURS, KINDS, RING, ROBOT, computer_avatar, draw_avatar, ring_width
from scenes.people import avatar_of
from tests.scenes import drawn_pictures

BOT = SeatPlayer("bot", "normal")


def _table(app, variant: str, players):
    from scenes.tables import table_for

    match = Match.new(variant, None, seed=5, players=players)
    table = table_for(match)
    table.threaded, table.bot_delay = False, 0
    app.settings.animation = "off"
    app.stack.push(table)
    table.controller._save = lambda match: None
    return table


_pictures = drawn_pictures.pictures


_inside = drawn_pictures.inside


@pytest.mark.parametrize("variant", ["doudizhu", "big2"])
def test_alone_at_the_table_my_panel_shows_my_avatar_and_each_computer_its_robot(app, monkeypatch, variant):
    count = 3 if variant == "doudizhu" else 4
    table = _table(app, variant, (SeatPlayer("human", name="奶奶"),) + (BOT,) * (count - 1))
    for _ in range(3):
        table.update(0.05)
    drawn = _pictures(app, monkeypatch)
    layout = table.layout_
    bottom = table.model.seats[0]
    mine = next(rect for pos, rect in layout.seat_rects.items() if pos == bottom.position)
    assert _inside(mine.inflate(mine.width * 2, 0), drawn, avatar_of("奶奶")), "no avatar on my own panel"
    for seat in table.model.seats[1:]:
        panel = layout.seat_rects[seat.position]
        assert _inside(panel, drawn, computer_avatar(seat.seat)), f"no robot on {seat.name}'s panel"


def test_a_computer_keeps_its_robot_through_the_match_and_robots_differ_by_seat(app, monkeypatch):
    table = _table(app, "doudizhu", (SeatPlayer("human", name="奶奶"), BOT, BOT))
    first = {a for a, _ in _pictures(app, monkeypatch) if a.kind == ROBOT}
    for _ in range(200):                 # the hand goes on: bids, plays
        if table.my_turn() and not table.anims.busy:
            table.act(table.controller.hint(table.viewer))
        table.update(0.05)
    later = {a for a, _ in _pictures(app, monkeypatch) if a.kind == ROBOT}
    assert first == later == {computer_avatar(1), computer_avatar(2)}
    assert computer_avatar(1) != computer_avatar(2)


def test_the_robot_is_no_persons_choice_and_stays_inside_its_ring():
    FELT = (20, 60, 50)
    assert ROBOT not in KINDS           # a person never looks like a computer
    for seat in range(6):
        avatar = computer_avatar(seat)
        for radius in (6, 9, 14, 32):
            side = 2 * radius + 12
            surface = pygame.Surface((side, side))
            surface.fill(FELT)
            centre = (side // 2, side // 2)
            draw_avatar(surface, avatar, centre, radius)
            inside, picture = radius - ring_width(radius), 0
            for y in range(side):
                for x in range(side):
                    colour = tuple(surface.get_at((x, y)))[:3]
                    distance = math.hypot(x - centre[0], y - centre[1])
                    if colour == FELT:
                        assert distance >= radius - 1
                    elif colour not in (RING, COLOURS[avatar.colour]):
                        picture += 1
                        assert distance < inside - 0.5, (seat, radius, x, y)
            assert picture >= radius
