"""The trick tables (升级, 打撇) and the 21点 table show every seat's picture, as the climbing tables
do (issue 32): the person's avatar on their own panel — alone at the table too — and each computer
player's robot on its panel, drawn by the one shared function (scenes/table/seat_panel.seat_marker).

Before, these tables drew an avatar only for the people of a hot-seat table and no picture at all
for a computer player (or for a person playing alone). Checked on the real table as drawn: which
picture lands inside which seat's panel.
"""
from __future__ import annotations

import pytest

from engine.match import Match, SeatPlayer
from scenes.avatar import computer_avatar
from scenes.people import avatar_of
from tests.scenes import drawn_pictures

BOT = SeatPlayer("bot", "normal")
ME = "奶奶"


def _table(app, variant: str, players):
    from scenes.tables import table_for

    table = table_for(Match.new(variant, {}, seed=5, players=players))
    table.threaded, table.bot_delay = False, 0
    app.settings.animation = "off"
    app.stack.push(table)
    table.controller._save = lambda match: None
    for _ in range(3):
        table.update(0.05)
    return table


_pictures = drawn_pictures.pictures


_inside = drawn_pictures.inside


@pytest.mark.parametrize("variant", ["shengji-1", "dapie"])
def test_trick_table_my_avatar_on_my_panel_and_a_robot_on_each_computers(app, monkeypatch, variant):
    from scenes.trick.layout import BOTTOM

    table = _table(app, variant, (SeatPlayer("human", name=ME), BOT, BOT, BOT))
    drawn = _pictures(app, monkeypatch)
    layout = table.layout_
    mine = layout.seat_rects[BOTTOM]
    assert _inside(mine.inflate(mine.width * 2, 0), drawn, avatar_of(ME)), "no avatar on my own panel"
    for seat in table.model.seats:
        if seat.position == BOTTOM:
            continue
        panel = layout.seat_rects[seat.position].inflate(layout.size[0] // 3, 0)    # the top panel may grow
        assert _inside(panel, drawn, computer_avatar(seat.seat)), f"no robot on {seat.name}'s panel"


def test_trick_table_hot_seat_people_have_their_avatars_the_computers_their_robots(app, monkeypatch):
    table = _table(app, "shengji-1", (SeatPlayer("human", name=ME), SeatPlayer("human", name="Mama"), BOT, BOT))
    for _ in range(400):
        if table.hotseat.handing_to is None and table.model is not None and table.model.viewer is not None:
            break
        if table.hotseat.handing_to is not None:
            table.confirm_handoff()
        table.update(0.05)
    drawn = {a for a, _ in _pictures(app, monkeypatch)}
    assert {avatar_of(ME), avatar_of("Mama"), computer_avatar(2), computer_avatar(3)} <= drawn


def test_blackjack_my_avatar_on_my_plate_and_the_computers_robots(app, monkeypatch):
    table = _table(app, "blackjack", (SeatPlayer("human", name=ME), BOT, BOT))
    drawn = _pictures(app, monkeypatch)
    pic = table.picture()
    layout = pic.layout
    places = dict(zip(pic.slots, layout.slots))
    places[pic.obs.banker] = layout.banker_rect
    assert _inside(places[0], drawn, avatar_of(ME)), "no avatar on my own plate"
    for seat in range(1, len(pic.obs.seats)):
        assert _inside(places[seat], drawn, computer_avatar(seat)), f"no robot at seat {seat}"
