"""Issue 32, items 1-2: people with names and avatars, as a family at one computer checks them.

Seen before: seats came out 玩家1, 玩家2, 玩家4 with no 玩家3; a 家人 row showed a red "?" with no
name; after a relative was added the next game seated "Mama" at the bottom instead of the person
at the computer; the marker's text spilled out of its circle. Checked here: made-up names count
the people (no gap) and a reloaded match shows the same names; setup seats "me" at the bottom of a
game never played; the avatar is drawn inside its ring at every size; the people file is written
whole and a damaged or newer one is moved aside with a message; each person's statistics.
"""
from __future__ import annotations

import json
import math

import pygame
import pytest

from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.avatar import COLOURS, KINDS, RING, Avatar, avatar_for_name, draw_avatar, ring_width, use_avatars

BOT = SeatPlayer("bot", "normal")
FELT = (20, 60, 50)


@pytest.fixture(autouse=True)
def forget_avatars():
    """Chosen avatars are told to the drawing module: start and end each test with none."""
    use_avatars({})
    yield
    use_avatars({})


def open_setup(app, variant: str):
    from engine.registry import get_spec
    from scenes.setup import SetupScene

    scene = SetupScene(get_spec(variant))
    app.stack.push(scene)
    app.step(1 / 60, [])
    return scene


def make_person(app, scene, seat: int) -> None:
    row = next(r for r in scene.rows if r.kind == "seat" and r.seat == seat)
    app.send(it.Intent(it.PRESS, row.control.segment_rects()[-1].center))     # 家人


def type_name(app, scene, seat: int, text: str) -> None:
    scene.focus = next(i for i, r in enumerate(scene.rows) if r.seat == seat and r.kind in ("you", "seat"))
    for ch in text:
        app.send(it.Intent(it.TEXT, text=ch))


# --- names ----------------------------------------------------------------------------------------

def test_made_up_names_count_the_people_not_the_seats(app):
    """Three unnamed people round 锄大地 with a computer at seat 2: 玩家1, 玩家2, 玩家3 (was 玩家4)."""
    scene = open_setup(app, "big2")
    for seat in (1, 3):
        make_person(app, scene, seat)
    assert [p.name for p in scene.players()] == ["玩家1", "玩家2", "", "玩家3"]
    app.settings.language = app.tr.language = "en"
    assert [p.name for p in scene.players() if p.kind == "human"] == ["Player 1", "Player 2", "Player 3"]


def test_an_unnamed_persons_row_shows_the_name_the_table_will_use(app):
    """No red "?": the row of a person nobody named carries their made-up name, as the table will."""
    scene = open_setup(app, "doudizhu")
    make_person(app, scene, 2)
    row = next(r for r in scene.rows if r.kind == "seat" and r.seat == 2)
    assert row.control.labels[-1] == "玩家2"
    you = next(r for r in scene.rows if r.kind == "you")
    assert you.control.labels == ["玩家1"]
    type_name(app, scene, 0, "奶奶")
    assert [p.name for p in scene.players()] == ["奶奶", "", "玩家2"]     # the others keep their number


def test_names_are_the_same_after_the_match_is_saved_and_loaded(app):
    from scenes.saved_match import load_match
    from scenes.tables import open_table

    scene = open_setup(app, "big2")
    make_person(app, scene, 2)
    make_person(app, scene, 3)
    type_name(app, scene, 3, "爷爷")
    scene.start_match()
    table = app.stack.top
    before = [table.name_of(seat) for seat in range(4)]
    assert before == ["玩家1", "电脑1", "玩家2", "爷爷"]
    while len(app.stack):
        app.stack.pop()
    match, notice = load_match(app.storage, "big2")
    assert notice is None and match is not None
    open_table(app, match)
    assert [app.stack.top.name_of(seat) for seat in range(4)] == before


def test_a_match_record_without_names_loads_with_names_and_no_gap(app):
    """A record from before names were made up at setup (blank people): it loads, 玩家1 and 玩家2."""
    from scenes.saved_match import load_match, save_match
    from scenes.tables import open_table

    old = Match.new("big2", seed=4, players=(SeatPlayer("human"), BOT, SeatPlayer("human"), BOT))
    record = old.to_json()
    for player in record["players"]:
        player.pop("name", None)
    restored = Match.from_json(record)
    assert save_match(app.storage, restored)
    match, notice = load_match(app.storage, "big2")
    assert notice is None
    open_table(app, match)
    assert [app.stack.top.name_of(seat) for seat in (0, 2)] == ["玩家1", "玩家2"]


# --- setup seating --------------------------------------------------------------------------------

def test_a_game_never_played_seats_me_at_the_bottom_not_the_last_relative(app):
    from scenes.people import load_family

    scene = open_setup(app, "doudizhu")
    type_name(app, scene, 0, "小明")
    make_person(app, scene, 1)
    type_name(app, scene, 1, "妈妈")
    scene.start_match()
    family, _notice = load_family(app.storage)
    assert family.me == "小明" and set(family.names) == {"小明", "妈妈"}
    while len(app.stack):
        app.stack.pop()
    other = open_setup(app, "big2")                   # never played: 小明 at the bottom, alone
    assert other.names[0] == "小明" and [p.kind for p in other.players()] == ["human", "bot", "bot", "bot"]
    again = open_setup(app, "doudizhu")               # played: seated as last time
    assert [p.name for p in again.players()] == ["小明", "妈妈", ""]


def test_picking_someone_else_at_the_bottom_keeps_me(app):
    from scenes.people import load_family, remember_seating

    remember_seating(app.storage, "big2", (SeatPlayer("human", name="小明"), SeatPlayer("human", name="妈妈"),
                                           BOT, BOT))
    scene = open_setup(app, "doudizhu")
    you = next(r for r in scene.rows if r.kind == "you")
    app.send(it.Intent(it.PRESS, (you.control.rect.right - 8, you.control.rect.centery)))        # the next family name: 妈妈
    assert scene.names[0] == "妈妈"
    scene.start_match()
    assert load_family(app.storage)[0].me == "小明"


def test_a_click_on_the_avatar_picks_the_next_one_and_it_is_remembered(app):
    from scenes.avatar import avatar_of
    from scenes.people import load_family, next_avatar

    scene = open_setup(app, "doudizhu")
    make_person(app, scene, 1)
    type_name(app, scene, 1, "奶奶")
    app.step(1 / 60, [])
    row = next(r for r in scene.rows if r.kind == "seat" and r.seat == 1)
    (x, y), _radius = scene._avatar_spot(row, __import__("scenes.theme", fromlist=["sizes"]).sizes(app.size[1]))
    app.send(it.Intent(it.PRESS, (x, y)))
    app.send(it.Intent(it.PRESS, (x, y)))
    expected = next_avatar(next_avatar(avatar_for_name("奶奶")))
    assert scene.avatar("奶奶") == expected and scene.names[1] == "奶奶"
    scene.start_match()
    family, _notice = load_family(app.storage)
    assert family.person("奶奶").avatar == expected
    assert avatar_of("奶奶") == expected             # every table draws her so


# --- the avatar -----------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_the_avatar_is_drawn_inside_its_ring(kind):
    for colour in (0, 5):
        avatar = Avatar(kind, colour)
        for radius in (6, 7, 9, 11, 14, 20, 32, 48):
            side = 2 * radius + 12
            surface = pygame.Surface((side, side))
            surface.fill(FELT)
            centre = (side // 2, side // 2)
            draw_avatar(surface, avatar, centre, radius)
            inside = radius - ring_width(radius)
            picture = 0
            for y in range(side):
                for x in range(side):
                    colour_at = tuple(surface.get_at((x, y)))[:3]
                    distance = math.hypot(x - centre[0], y - centre[1])
                    if colour_at == FELT:
                        assert distance >= radius - 1, (kind, radius, x, y)      # the disc is whole
                    elif colour_at not in (RING, COLOURS[colour]):
                        picture += 1
                        assert distance < inside - 0.5, (kind, radius, x, y, colour_at)
            assert picture >= radius, (kind, radius)          # the face or animal shows


def test_every_avatar_is_told_apart_by_kind_and_colour():
    assert len({(a.kind, a.colour) for a in (Avatar(k, c) for k in KINDS for c in range(len(COLOURS)))}) \
        == len(KINDS) * len(COLOURS)
    assert avatar_for_name("妈妈") == avatar_for_name("妈妈")


# --- the people file ------------------------------------------------------------------------------

def test_an_older_names_only_file_reads_and_is_written_in_the_new_form(app):
    from scenes.people import FILE_NAME, VERSION, load_family, remember_claim_order

    app.storage.folder.mkdir(parents=True, exist_ok=True)
    app.storage.path(FILE_NAME).write_text(json.dumps(
        {"version": 1, "names": ["妈妈", "奶奶", "玩家2"], "claim_orders": {"奶奶": "ask"}}), encoding="utf-8")
    family, notice = load_family(app.storage)
    assert notice is None and family.names == ["妈妈", "奶奶"] and family.me == ""
    assert remember_claim_order(app.storage, "妈妈", "auto")
    data = json.loads(app.storage.path(FILE_NAME).read_text(encoding="utf-8"))
    assert data["version"] == VERSION and [p["name"] for p in data["people"]] == ["妈妈", "奶奶"]
    assert data["names"] == ["妈妈", "奶奶"]                   # what an older program reads
    assert data["claim_orders"] == {"奶奶": "ask", "妈妈": "auto"}
    assert not list(app.storage.folder.glob(".*.tmp"))        # written whole, nothing left over


@pytest.mark.parametrize("content, notice", [
    ("{\"version\": 99, \"people\": []}", "notice.people_newer"),
    ("{\"version\": \"2\"}", "notice.damaged_people"),
    ("[1, 2]", "notice.damaged_people"),
    ("{\"people\": [", "notice.damaged_people"),
])
def test_a_damaged_or_newer_file_is_moved_aside_with_a_message(app, content, notice):
    from scenes.people import FILE_NAME, load_family
    from scenes.dialog import MessageDialog

    app.storage.folder.mkdir(parents=True, exist_ok=True)
    app.storage.path(FILE_NAME).write_text(content, encoding="utf-8")
    family, found = load_family(app.storage)
    assert found == notice and family.names == []
    assert app.storage.damaged_copies(FILE_NAME) and not app.storage.exists(FILE_NAME)
    app.storage.path(FILE_NAME).write_text(content, encoding="utf-8")
    open_setup(app, "doudizhu")
    assert isinstance(app.stack.top, MessageDialog) and app.stack.top.text == notice


def test_bad_entries_are_dropped_and_the_rest_kept(app):
    from scenes.people import FILE_NAME, load_family

    app.storage.folder.mkdir(parents=True, exist_ok=True)
    app.storage.path(FILE_NAME).write_text(json.dumps({
        "version": 2, "me": "不在名单",
        "people": [{"name": "妈妈", "avatar": {"kind": "cat", "colour": 3}},
                   {"name": "爸爸", "avatar": {"kind": "dragon", "colour": 1}},
                   {"name": 7}, "奶奶", {"name": "\x00"}],
        "streaks": {"妈妈": {"doudizhu": {"run": 5, "best": 2}, "big2": {"run": 1, "best": 3}}},
    }), encoding="utf-8")
    family, notice = load_family(app.storage)
    assert notice is None and family.names == ["妈妈", "爸爸"] and family.me == ""
    assert family.person("妈妈").chosen == Avatar("cat", 3) and family.person("爸爸").chosen is None
    assert set(family.streaks["妈妈"]) == {"big2"}



# --- each person's statistics --------------------------------------------------------------------

MUM, GRAN = SeatPlayer("human", name="妈妈"), SeatPlayer("human", name="奶奶")


def test_winning_runs_per_person_and_game(app):
    from engine.score_sheet import LOST, WON
    from scenes.people import load_streaks, note_hand

    players = (MUM, BOT, GRAN)
    for outcomes in ((WON, LOST, LOST), (WON, LOST, LOST), (LOST, WON, WON), (WON, LOST, WON)):
        note_hand(app.storage, "doudizhu", players, outcomes)
    streaks = load_streaks(app.storage)
    assert (streaks["妈妈"]["doudizhu"].run, streaks["妈妈"]["doudizhu"].best) == (1, 2)
    assert (streaks["奶奶"]["doudizhu"].run, streaks["奶奶"]["doudizhu"].best) == (2, 2)
    assert set(streaks) == {"妈妈", "奶奶"}                  # computers have none
    assert not note_hand(app.storage, "doudizhu", (BOT, BOT, BOT), (WON, LOST, LOST))


def test_the_statistics_screen_shows_each_person_per_game_me_first(app):
    from engine.score_sheet import LOST, WON
    from scenes.people import note_hand, remember_seating
    from scenes.statistics import record_hand
    from scenes.stats_scene import StatsScene

    remember_seating(app.storage, "doudizhu", (GRAN, BOT, MUM), me="奶奶")
    players = (MUM, BOT, GRAN)
    for deltas in ((4, -2, -2), (4, -2, -2), (-4, 2, 2)):
        record_hand(app.storage, "doudizhu", players, deltas, 0)
        note_hand(app.storage, "doudizhu", players, [WON if d > 0 else LOST for d in deltas])
    scene = StatsScene()
    app.stack.push(scene)
    app.step(1 / 60, [])
    people = [scene.person_of[i] for i in sorted(scene.person_of)]
    assert people == ["奶奶", "妈妈"]                        # me first
    rows = {scene.person_of[i]: (scene.rows[i][1], scene.streak_of.get(i)) for i in scene.person_of}
    assert (rows["妈妈"][0].hands, rows["妈妈"][0].wins, rows["妈妈"][1]) == (3, 2, 2)
    assert (rows["奶奶"][0].hands, rows["奶奶"][0].wins, rows["奶奶"][1]) == (3, 1, 1)


# --- the compass ----------------------------------------------------------------------------------

def test_the_compass_names_each_seat_from_the_one_taking_the_computer(app):
    from scenes.table.hotseat import Compass, HotSeat

    players = (MUM, BOT, GRAN, BOT)
    hotseat = HotSeat(players)
    names = {0: "妈妈", 1: "电脑1", 2: "奶奶", 3: "电脑2"}
    words = {}
    for person in (0, 2):
        hotseat.shown, hotseat.handing_to = None, person
        compass = hotseat.compass(4, names.__getitem__)
        assert compass.viewer == person
        words[person] = {seat.name: (seat.place, compass.place_word(seat, app.tr)) for seat in compass.seats}
    assert words[0]["电脑2"] == ("left", "上家") and words[0]["奶奶"] == ("top", "对家")
    assert words[2]["电脑1"] == ("left", "上家") and words[2]["妈妈"] == ("top", "对家")
    assert words[2]["奶奶"] == ("bottom", "你")
    assert HotSeat((MUM, BOT, BOT)).compass(3, names.__getitem__) is None      # one person: no turning
    assert isinstance(Compass.of(3, 1, (1,), str), Compass)


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_hand_off_shows_the_compass_inside_its_panel(app, language, size):
    from scenes.table.hotseat import HandOffOverlay, HotSeat

    app.settings.language = app.tr.language = language
    hotseat = HotSeat((MUM, BOT, GRAN, BOT))
    hotseat.handing_to = 2
    overlay = HandOffOverlay(compass=lambda: hotseat.compass(4, {0: "妈妈", 1: "C1", 2: "奶奶", 3: "C2"}.get))
    surface = pygame.Surface(size)
    overlay.draw(surface, app.tr, "奶奶")
    panel = overlay.layout(size, app.tr, "奶奶")
    compass = overlay.compass_rect
    assert compass.height > 0 and panel.contains(compass)
    assert compass.bottom <= overlay.button.rect.y
    without = HandOffOverlay()
    assert without.layout(size, app.tr, "奶奶").height < panel.height


def test_the_damage_tool_mutates_a_people_file_of_the_current_form(app):
    from scenes.people import FILE_NAME, VERSION, load_family
    from tools.damage import good_files

    raw = good_files()[FILE_NAME]
    assert json.loads(raw)["version"] == VERSION
    app.storage.folder.mkdir(parents=True, exist_ok=True)
    app.storage.path(FILE_NAME).write_bytes(raw)
    family, notice = load_family(app.storage)
    assert notice is None and family.me == "妈妈" and family.person("妈妈").chosen == Avatar("cat", 3)
    assert family.streaks["奶奶"]["doudizhu"].best == 3


@pytest.mark.parametrize("language", ["zh", "en"])
def test_a_persons_chip_shows_only_their_games_each_row_whole(app, language):
    from scenes.statistics import record_hand
    from scenes.stats_scene import StatsScene

    app.settings.language = app.tr.language = language
    record_hand(app.storage, "doudizhu", (MUM, BOT, GRAN), (4, -2, -2), 0)
    record_hand(app.storage, "big2", (GRAN, BOT, BOT, BOT), (3, -1, -1, -1), 0)
    scene = StatsScene()
    app.stack.push(scene)
    app.step(1 / 60, [])
    assert [person for person, _rect in scene.chips] == [None, "奶奶", "妈妈"]
    chip = next(rect for person, rect in scene.chips if person == "奶奶")
    app.send(it.Intent(it.PRESS, chip.center))
    assert scene.showing == "奶奶" and [vid for vid, _st in scene.rows] == ["doudizhu", "big2"]
    assert set(scene.person_of.values()) == {"奶奶"}
    assert scene.table.max_offset == 0                     # two rows: no scrolling, none cut
    everyone = scene.chips[0][1]
    app.send(it.Intent(it.PRESS, everyone.center))
    assert scene.showing is None and len(scene.rows) > 18
    for _person, rect in scene.chips:
        assert scene.panel.x <= rect.x and rect.right <= scene.panel.right and rect.bottom <= scene.panel.y


def test_two_people_in_hot_seat_each_find_their_own_figures(app):
    """A whole 斗地主 hand played by 妈妈 and 奶奶 at one computer, hand-offs and all: each has
    the hand under their own name, with the points the result gave their seat, and their chip
    on the statistics screen shows it."""
    from scenes.statistics import load_person_statistics
    from scenes.stats_scene import StatsScene
    from tests.scenes.test_hotseat import open_climbing, play_climbing_hand

    table = open_climbing(app, (MUM, BOT, GRAN), seed=11)
    handoffs, _decisions = play_climbing_hand(app, table)
    assert {seat for seat, _phase in handoffs} == {0, 2}
    deltas = table.obs.result.sheet.deltas
    people = load_person_statistics(app.storage)
    assert people["妈妈"]["doudizhu"].hands == people["奶奶"]["doudizhu"].hands == 1
    assert (people["妈妈"]["doudizhu"].points, people["奶奶"]["doudizhu"].points) == (deltas[0], deltas[2])
    while len(app.stack):
        app.stack.pop()
    scene = StatsScene()
    app.stack.push(scene)
    app.step(1 / 60, [])
    for name, seat in (("妈妈", 0), ("奶奶", 2)):
        chip = next(rect for person, rect in scene.chips if person == name)
        app.send(it.Intent(it.PRESS, chip.center))
        assert [(vid, st.hands, st.points) for vid, st in scene.rows] == [("doudizhu", 1, deltas[seat])]
