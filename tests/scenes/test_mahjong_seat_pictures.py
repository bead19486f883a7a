"""The mahjong table's seats carry the same pictures as the card tables' (issue 32): a person's
avatar beside their name, and each computer player's robot, fixed by its seat.

Before, the mahjong badges showed a picture only for the people of a hot-seat game; a person
playing alone and every computer seat had none. Checked on a real table as drawn: which picture
lands inside which seat's badge.
"""
from __future__ import annotations

import pygame

from engine.match import Match, SeatPlayer
from scenes.avatar import computer_avatar
from scenes.mahjong.layout import seat_at
from scenes.mahjong.painter import badge_rects
from scenes.mahjong_table import MahjongTable
from scenes.people import avatar_of
from tests.scenes import drawn_pictures

BOT = SeatPlayer("bot", "normal")


def _open(app, players) -> MahjongTable:
    app.settings.animation = "off"
    table = MahjongTable(Match.new("mj-mianyang-dingque", None, seed=5, players=players), threaded=False, bot_delay=0)
    app.stack.push(table)
    table.controller._save = lambda match: None
    app.step(1 / 60, [])
    return table


_pictures = drawn_pictures.pictures


def _badges(app, table) -> dict[int, pygame.Rect]:
    """Each seat's badge as the painter places it this frame."""
    pic = table.picture()
    rects = badge_rects(table.art, table.layout_, pic, app.tr)
    return {seat_at(place, table.viewer): rect for place, rect in rects.items()}


def test_alone_at_the_mahjong_table_my_badge_shows_my_avatar_and_each_computer_its_robot(app, monkeypatch):
    table = _open(app, (SeatPlayer("human", name="奶奶"), BOT, BOT, BOT))
    drawn = _pictures(app, monkeypatch)
    badges = _badges(app, table)
    assert any(a == avatar_of("奶奶") and badges[0].contains(r) for a, r in drawn), "no avatar on my badge"
    for seat in (1, 2, 3):
        assert any(a == computer_avatar(seat) and badges[seat].contains(r) for a, r in drawn), \
            f"no robot on {table.name_of(seat)}'s badge"


def test_at_a_hot_seat_mahjong_table_each_person_has_their_avatar_and_the_computers_their_robots(app, monkeypatch):
    table = _open(app, (SeatPlayer("human", name="奶奶"), BOT, SeatPlayer("human", name="Mama"), BOT))
    for _ in range(50):             # past the first hand-off, to a person's own view of the table
        if table.hotseat.handing_to is None and table.viewer is not None:
            break
        if table.hotseat.handing_to is not None:
            table.confirm_handoff()
        table.update(1 / 20)
    drawn = _pictures(app, monkeypatch)
    badges = _badges(app, table)
    for seat, name in ((0, "奶奶"), (2, "Mama")):
        assert any(a == avatar_of(name) and badges[seat].contains(r) for a, r in drawn), f"no avatar for {name}"
    for seat in (1, 3):
        assert any(a == computer_avatar(seat) and badges[seat].contains(r) for a, r in drawn), \
            f"no robot on {table.name_of(seat)}'s badge"
        assert not any(a == computer_avatar(seat) and badges[other].contains(r)
                       for a, r in drawn for other in (0, 2)), "a person's badge shows a robot"
