"""Seat names, as a family at one computer would check them.

A computer seat keeps its name whoever holds the computer (it was "下家" for one person and "上家"
for the next, and the result table named it from whoever happened to be shown); the names are
the same in every table family; a person nobody named is 玩家n in the Chinese interface (not
"Player n"), also in a match started while the interface was English; one person alone is 你 at
every table, the computers round them 下家 / 对家 / 上家.
"""
from __future__ import annotations

import pytest

from engine.match import Match, SeatPlayer
from scenes.blackjack_table import BlackjackTable
from scenes.climbing_table import ClimbingTable
from scenes.mahjong_table import MahjongTable
from scenes.trick_table import TrickTable

MUM, DAD = SeatPlayer("human", name="妈妈"), SeatPlayer("human", name="爸爸")
NOBODY = SeatPlayer("human")
BOT = SeatPlayer("bot", "normal")

#: (table class, variant, options) for each table family
FAMILIES = {
    "climbing": (ClimbingTable, "doudizhu", None),
    "climbing-4": (ClimbingTable, "big2", None),
    "trick": (TrickTable, "shengji-1", {"declare_timing": "after"}),
    "mahjong": (MahjongTable, "mj-mianyang", {"claim_asking": "everyone"}),
    "blackjack": (BlackjackTable, "blackjack", None),
}


def open_table(app, family: str, players):
    cls, variant, options = FAMILIES[family]
    app.settings.animation = "fast"
    table = cls(Match.new(variant, options, seed=3, players=players), threaded=False, bot_delay=0)
    app.stack.push(table)
    app.step(1 / 60, [])
    return table


def show(table, seat: int | None, handing_to: int | None = None) -> None:
    """Put the table in the state of a hand-off: ``seat``'s cards shown, or handing to someone."""
    table.hotseat.shown, table.hotseat.handing_to = seat, handing_to
    table._set_viewer(table.hotseat.viewer)


def seating(family: str):
    """Two people and computers between them (three seats at 斗地主)."""
    return (MUM, BOT, DAD) if family == "climbing" else (MUM, BOT, DAD, BOT)


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_computer_names_do_not_change_with_the_person_at_the_computer(app, family):
    players = seating(family)
    table = open_table(app, family, players)
    computers = [seat for seat, player in enumerate(players) if player.kind == "bot"]
    seen = []
    for viewer, handing_to in ((0, None), (None, 2), (2, None), (None, 0)):
        show(table, viewer, handing_to)
        seen.append({seat: table.name_of(seat) for seat in range(len(players))})
    assert all(names == seen[0] for names in seen), seen
    assert [seen[0][seat] for seat in computers] == [f"电脑{n}" for n in range(1, len(computers) + 1)]
    assert (seen[0][0], seen[0][2]) == ("妈妈", "爸爸")
    app.settings.language = app.tr.language = "en"
    assert [table.name_of(seat) for seat in computers] == [f"Computer {n}" for n in range(1, len(computers) + 1)]


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_unnamed_people_are_named_in_the_interface_language(app, family):
    players = tuple(NOBODY if p.kind == "human" else p for p in seating(family))
    table = open_table(app, family, players)
    # counted by people, not seats: no 玩家3 for the second person (issue 32: 玩家1, 玩家2, 玩家4)
    assert (table.name_of(0), table.name_of(2)) == ("玩家1", "玩家2")
    app.settings.language = app.tr.language = "en"
    assert (table.name_of(0), table.name_of(2)) == ("Player 1", "Player 2")


def test_a_name_made_up_in_english_reads_chinese_in_the_chinese_interface(app):
    table = open_table(app, "trick", (SeatPlayer("human", name="Player 1"), BOT,
                                      SeatPlayer("human", name="Player 3"), BOT))
    assert (table.name_of(0), table.name_of(2)) == ("玩家1", "玩家3")
    assert table.hotseat.active


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_one_person_is_you_at_every_table(app, family):
    players = (NOBODY,) + tuple(BOT for _ in seating(family)[1:])
    table = open_table(app, family, players)
    names = [table.name_of(seat) for seat in range(len(players))]
    assert names[0] == "你"
    if family == "blackjack":     # seats in an arc: computers numbered (玩家n is a person's made-up name)
        assert names[1:] == ["电脑1", "电脑2", "电脑3"]
    elif len(players) == 3:
        assert names[1:] == ["下家", "上家"]
    else:
        assert names[1:] == ["下家", "对家", "上家"]


def test_a_named_person_alone_keeps_their_name(app):
    table = open_table(app, "mahjong", (MUM, BOT, BOT, BOT))
    assert [table.name_of(seat) for seat in range(4)] == ["妈妈", "下家", "对家", "上家"]


def test_result_panel_names_computers_as_the_table_does(app):
    """A whole hot-seat hand with its hand-offs: the result table lists the same names as the
    table, whoever holds the computer at the end (not "Right" from that person's seat)."""
    from tests.scenes.test_hotseat import open_climbing, play_climbing_hand

    table = open_climbing(app, (MUM, BOT, DAD), seed=11)
    handoffs, _decisions = play_climbing_hand(app, table)
    assert {seat for seat, _phase in handoffs} == {0, 2}
    panel = app.stack.top
    assert [line.name for line in panel.seats] == ["妈妈", "电脑1", "爸爸"]


# --- 家人 at setup ---------------------------------------------------------------------------------

def open_setup(app, variant: str):
    from engine.registry import get_spec
    from scenes.setup import SetupScene

    scene = SetupScene(get_spec(variant))
    app.stack.push(scene)
    app.step(1 / 60, [])
    return scene


def type_text(app, text: str) -> None:
    from scenes import intents as it

    for ch in text:
        app.send(it.Intent(it.TEXT, text=ch))


def test_typing_after_picking_a_family_name_replaces_it(app):
    """Picking 家人 suggests a name, selected as in a text field: typing replaces it (no "MomDad")."""
    from scenes import intents as it
    from scenes.people import remember_seating

    remember_seating(app.storage, "big2", (SeatPlayer("human", name="Mom"), BOT, SeatPlayer("human", name="Dad"), BOT))
    scene = open_setup(app, "doudizhu")
    assert scene.names[0] == "Mom"                       # the last person to play sits down again
    scene.focus = next(i for i, row in enumerate(scene.rows) if row.kind == "you")
    type_text(app, "Gran")
    assert scene.names[0] == "Gran"
    seat_row = next(r for r in scene.rows if r.kind == "seat" and r.seat == 1)
    app.send(it.Intent(it.PRESS, seat_row.control.segment_rects()[-1].center))   # 家人
    assert scene.names[1] == "Mom"                       # a suggestion: the first free family name
    scene.focus = scene.rows.index(seat_row)
    type_text(app, "Tom")
    assert scene.names[1] == "Tom"
    type_text(app, "my")
    assert scene.names[1] == "Tommy"                     # typed text is kept and extended
    app.send(it.Intent(it.DELETE))
    assert scene.names[1] == "Tomm"
    seat_row = scene.rows[scene.focus]
    app.send(it.Intent(it.PRESS, seat_row.control.segment_rects()[-1].center))   # the next family name
    assert scene.names[1] == "Mom"
    app.send(it.Intent(it.DELETE))                       # Backspace on a suggestion clears it
    assert scene.names[1] == ""
    players = scene.players()
    assert (players[0].name, players[1].name) == ("Gran", "玩家2")


def test_made_up_names_are_not_remembered_as_family(app):
    from scenes.people import load_people

    scene = open_setup(app, "doudizhu")
    from scenes import intents as it

    for seat in (1, 2):
        row = next(r for r in scene.rows if r.kind == "seat" and r.seat == seat)
        app.send(it.Intent(it.PRESS, row.control.segment_rects()[-1].center))
    assert [p.name for p in scene.players()] == ["玩家1", "玩家2", "玩家3"]
    scene.start_match()
    family, seating, _notice = load_people(app.storage)
    assert family == [] and [p.name for p in seating["doudizhu"]] == ["", "", ""]
    while len(app.stack):
        app.stack.pop()
    app.settings.language = app.tr.language = "en"
    again = open_setup(app, "doudizhu")
    assert [p.name for p in again.players()] == ["Player 1", "Player 2", "Player 3"]


# --- statistics ---------------------------------------------------------------------------------

def test_statistics_show_long_names_in_one_size_on_two_lines(app, monkeypatch):
    """A long name is wrapped onto two lines in the table's one size (it was shrunk, so the table
    mixed sizes); nothing of a name that fits two lines is cut."""
    import scenes.stats_scene as stats_scene
    from scenes.statistics import record_hand
    from scenes.stats_scene import StatsScene

    players = (SeatPlayer("human", name="奶奶奶奶奶奶奶奶"), BOT, SeatPlayer("human", name="Player 3"), BOT)
    for variant in ("mj-deyang-guque", "shengji-3", "big2"):
        record_hand(app.storage, variant, players, (2, -4, 2, 0), 0)
    from scenes import theme

    body = theme.sizes(app.size[1]).body
    original = stats_scene.draw_text
    drawn: list[tuple[str, int]] = []

    def draw_text(surface, text, pos, size, *args, **kwargs):
        drawn.append((text, size))
        return original(surface, text, pos, size, *args, **kwargs)

    monkeypatch.setattr(stats_scene, "draw_text", draw_text)
    for language in ("zh", "en"):
        app.settings.language = app.tr.language = language
        drawn.clear()
        scene = StatsScene()
        app.stack.push(scene)
        app.step(1 / 60, [])
        scene.table.offset = scene.table.max_offset       # the people's rows, at the end
        app.draw()
        names = [(text, size) for text, size in drawn if "奶奶" in text or "玩家3" in text or "Player 3" in text]
        assert names and {size for _, size in names} == {body}
        games = [(text, size) for text, size in drawn if text in ("锄大地", "Big Two (Chu Da Di)")]
        assert games and {size for _, size in games} == {body}
        assert any(text == "奶奶奶奶奶奶奶奶" for text, _ in names)        # whole, on its own line
        assert not any("…" in text for text, _ in names)
        assert ("Player 3" in {t for t, _ in names}) == (language == "en")   # made-up names follow the language
        app.stack.pop()


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_hand_off_shows_a_long_name_whole(app, monkeypatch, language):
    """'Pass the computer to Player…' was cut at 1024×640: the title wraps, the button widens."""
    import pygame

    import scenes.widgets as widgets
    from scenes.table.hotseat import HandOffOverlay

    app.settings.language = app.tr.language = language
    cut = []
    original = widgets.fit_text

    def fit_text(text, size, width, bold=False):
        out = original(text, size, width, bold)
        if out != text:
            cut.append(text)
        return out

    monkeypatch.setattr(widgets, "fit_text", fit_text)
    surface = pygame.Surface((1024, 640))
    for name in ("WWWWWWWW", "奶奶奶奶奶奶奶奶", "玩家3"):
        overlay = HandOffOverlay("table.hotseat.ready_tiles")
        overlay.draw(surface, app.tr, name)
        panel = overlay.layout((1024, 640), app.tr, name)
        assert surface.get_rect().contains(panel) and panel.contains(overlay.button.rect)
        assert "".join(overlay.title_lines).replace(" ", "") == app.tr("table.hotseat.pass_to", name=name).replace(" ", "")
    assert not cut


def test_an_older_family_list_holding_made_up_names_does_not_offer_them(app):
    """Earlier versions remembered "Player 1" as a family member: it is not offered any more."""
    from scenes.people import FILE_NAME, load_people

    app.storage.save_json(FILE_NAME, {"version": 1, "names": ["Player 1", "妈妈", "玩家2"],
                                      "seating": {"doudizhu": [{"kind": "human", "name": "Player 1"},
                                                               {"kind": "bot"}, {"kind": "bot"}]}})
    assert load_people(app.storage)[0] == ["妈妈"]
    scene = open_setup(app, "doudizhu")
    assert scene.names[0] == "" and scene.players()[0].name == ""
