"""Hint counts (issue 31, item 3): the decisions at which a person asked for a hint (提示), counted
once per decision however often 提示 was pressed, kept in the match's record (so a continued match
keeps them, an old save without them still loads), said on every family's result panel and counted
in the statistics per game and per person (old statistics files without them still load); lessons
count nothing."""
from __future__ import annotations

import json
import random

import pytest

from engine.actions import NextHand
from engine.game import TABLE
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.controller import TableController
from scenes.saved_match import load_match, save_match
from scenes.statistics import (GameStats, catch_up, load_person_statistics, load_statistics, record_hand,
                               record_match)
from scenes.storage import Storage

HAND_ENDS = ("hand_over", "match_over")


def _person_first(variant: str, seed: int = 3, name: str = "") -> Match:
    from engine.registry import get_spec

    count = get_spec(variant).seat_count()
    players = (SeatPlayer("human", name=name),) + tuple(SeatPlayer("bot") for _ in range(count - 1))
    return Match.new(variant, seed=seed, players=players)


def _to_persons_turn(match: Match, rng: random.Random) -> bool:
    """Random legal moves by everyone until seat 0 must decide; False at the hand's end."""
    while match.state.phase not in HAND_ENDS:
        acting = match.state.to_act()
        if 0 in acting:
            return True
        seat = acting[0]
        legal = match.state.legal_actions(seat)
        match.apply(seat, legal[rng.randrange(len(legal))])
    return False


def _move(match: Match, rng: random.Random) -> None:
    legal = match.state.legal_actions(0)
    match.apply(0, legal[rng.randrange(len(legal))])


# --- the record -----------------------------------------------------------------------------------

def test_pressing_hint_again_on_the_same_decision_counts_once_and_only_a_persons():
    match = _person_first("doudizhu")
    saves = []
    controller = TableController(match, save=lambda m: saves.append(len(m.actions)), threaded=False)
    rng = random.Random(1)
    assert _to_persons_turn(match, rng)
    for _ in range(3):
        assert controller.hint_decision(0) is not None
    assert controller.hint(0) is not None
    at = len(match.actions)
    assert match.hints == [(0, at)] and controller.hints_used() == {0: 1}
    assert saves == [at]                          # saved once, at the first press: leaving now keeps it
    _move(match, rng)
    bot = next(s for s in match.state.to_act() if s != TABLE) if match.state.phase not in HAND_ENDS else None
    if bot is not None and bot != 0:
        controller.hint_decision(bot)             # a computer seat is nobody's hint
    assert controller.hints_used() == {0: 1}
    assert _to_persons_turn(match, rng)
    controller.hint(0)
    assert controller.hints_used() == {0: 2}


def test_hints_survive_save_and_continue_and_old_saves_load(tmp_path):
    storage = Storage(tmp_path)
    match = _person_first("doudizhu")
    controller = TableController(match, save=lambda m: save_match(storage, m), threaded=False)
    rng = random.Random(2)
    for _ in range(2):
        assert _to_persons_turn(match, rng)
        controller.hint(0)
        _move(match, rng)
    assert _to_persons_turn(match, rng)
    controller.hint(0)                            # asked, then the match was left before the move
    loaded, notice = load_match(storage, "doudizhu")
    assert notice is None and loaded.hints == match.hints and len(loaded.hints) == 3
    again = TableController(loaded, threaded=False)
    assert again.hints_used() == {0: 3}
    again.hint(0)                                 # the same decision, asked again after continuing
    assert again.hints_used() == {0: 3}
    record = match.to_json()
    assert Match.from_json(record, upto=len(match.actions) - 1).hints == match.hints[:2]
    del record["hints"]                           # a save written before hints were counted
    old = Match.from_json(record)
    assert old.hints == [] and old.state.to_act() == match.state.to_act()


@pytest.mark.parametrize("bad", ["x", {"0": 1}, [[0]], [[0, "1"]], [[True, 1]], [[9, 1]], [[0, -1]],
                                 [[0, 10 ** 9]], [[0, 1.5]], [None, [0, 0]]])
def test_a_damaged_hints_field_is_dropped_and_the_match_loads(bad):
    match = _person_first("doudizhu")
    rng = random.Random(3)
    _to_persons_turn(match, rng)
    record = match.to_json()
    record["hints"] = bad
    loaded = Match.from_json(record)
    assert loaded.to_json()["actions"] == record["actions"]
    assert all(0 <= at <= len(loaded.actions) and seat == 0 for seat, at in loaded.hints)


def test_each_hand_counts_its_own_hints():
    match = _person_first("doudizhu", seed=5)
    controller = TableController(match, threaded=False)
    rng = random.Random(5)
    while _to_persons_turn(match, rng):
        controller.hint(0)
        _move(match, rng)
    first = len([1 for seat, _at in match.hints])
    assert controller.hints_used() == {0: first} and first > 0   # at the hand's end: that hand's
    match.apply(TABLE, NextHand())
    assert controller.hints_used() == {}                          # the next hand starts at none
    assert _to_persons_turn(match, rng)
    controller.hint(0)
    assert controller.hints_used() == {0: 1}
    assert Match.from_json(match.to_json()).hand_hints() == {0: 1}


# --- the statistics -------------------------------------------------------------------------------

def test_the_statistics_count_the_saved_hands_hints_per_game_and_person(tmp_path):
    storage = Storage(tmp_path)
    match = _person_first("doudizhu", seed=6, name="奶奶")
    controller = TableController(match, save=lambda m: save_match(storage, m), threaded=False)
    rng = random.Random(6)
    hinted = 0
    while True:
        if not _to_persons_turn(match, rng):
            break
        if hinted < 2:
            controller.hint(0)
            controller.hint(0)
            hinted += 1
        legal = match.state.legal_actions(0)
        controller.submit(0, legal[rng.randrange(len(legal))])
    record_hand(storage, "doudizhu", match.players, match.state.result.sheet, 0,
                hints=controller.hints_used())                                 # as the table does
    assert load_statistics(storage)[0]["doudizhu"].hints == 2
    assert load_person_statistics(storage)["奶奶"]["doudizhu"].hints == 2
    record_hand(storage, "doudizhu", match.players, match.state.result.sheet, 0,
                hints=controller.hints_used())                                 # counted once
    stats = load_statistics(storage)[0]["doudizhu"]
    assert stats.hands == 1 and stats.hints == 2


def test_a_hand_missed_by_a_kill_is_counted_with_its_hints(tmp_path):
    storage = Storage(tmp_path)
    match = _person_first("doudizhu", seed=7)
    controller = TableController(match, save=lambda m: save_match(storage, m), threaded=False)
    rng = random.Random(7)
    while _to_persons_turn(match, rng):
        controller.hint(0)
        legal = match.state.legal_actions(0)
        controller.submit(0, legal[rng.randrange(len(legal))])
    used = controller.hints_used()[0]
    storage.hand_end = None                       # killed between the save and the count
    loaded, _notice = load_match(Storage(tmp_path), "doudizhu")
    assert loaded is not None or match.state.is_match_over
    assert load_statistics(storage)[0]["doudizhu"].hints == used
    assert catch_up(storage, Match.from_json(match.to_json())) == 0     # and not twice


def test_an_old_statistics_file_without_hints_loads_and_counts_on(tmp_path):
    storage = Storage(tmp_path)
    old = {"version": 1, "games": {"doudizhu": {"hands": 5, "wins": 2, "points": 7, "matches": 1, "match_wins": 1}},
           "people": {"奶奶": {"doudizhu": {"hands": 5, "wins": 3, "points": 2}}}}
    (tmp_path / "stats.json").write_text(json.dumps(old, ensure_ascii=False), encoding="utf-8")
    games, notice = load_statistics(storage)
    assert notice is None and games["doudizhu"] == GameStats("doudizhu", 5, 2, 7, 1, 1, 0)
    assert load_person_statistics(storage)["奶奶"]["doudizhu"].hints == 0
    players = (SeatPlayer("human", name="奶奶"), SeatPlayer(), SeatPlayer())
    record_hand(storage, "doudizhu", players, (2, -1, -1), 0, hints={0: 3})
    record_match(storage, "doudizhu", players, (2, -1, -1), 0)
    assert load_statistics(storage)[0]["doudizhu"].hints == 3
    assert load_person_statistics(storage)["奶奶"]["doudizhu"].hints == 3
    assert not list(tmp_path.glob("stats.json.damaged-*"))


@pytest.mark.parametrize("bad", [-1, "2", 1.5, True, 10 ** 16])
def test_a_damaged_hints_count_is_moved_aside_and_the_rest_kept(tmp_path, bad):
    storage = Storage(tmp_path)
    data = {"version": 1, "games": {"doudizhu": {"hands": 5, "wins": 2, "hints": bad},
                                    "big2": {"hands": 1, "hints": 4}}}
    (tmp_path / "stats.json").write_text(json.dumps(data), encoding="utf-8")
    games, notice = load_statistics(storage)
    assert notice == "notice.repaired_stats" and "doudizhu" not in games and games["big2"].hints == 4


# --- on screen: every family's table -----------------------------------------------------------------

def _table_for(match: Match):
    """``match`` on its family's real table: the computer players think at once, in this thread."""
    import importlib

    from engine.registry import get_spec
    from scenes.tables import TABLES

    module_name, class_name = TABLES[get_spec(match.variant).family]
    return getattr(importlib.import_module(module_name), class_name)(match, threaded=False, bot_delay=0)


def _table(app, variant: str, name: str = ""):
    app.settings.animation = "off"
    table = _table_for(_person_first(variant, seed=11, name=name))
    app.stack.push(table)
    return table


def _play_pressing_hint(app, table, presses: int = 2, limit: int = 6000) -> int:
    """Play the person's hand to its end, pressing H ``presses`` times at each of their decisions
    (through the table's own 提示), then making a legal move; returns the decisions hinted."""
    from scenes.table.result_panel import ResultPanel

    hinted = 0
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, ResultPanel):
            return hinted
        if top is table and table.my_turn() and not table.anims.busy:
            before, at = len(table.match.hints), len(table.match.actions)
            for _press in range(presses):
                app.send(it.Intent(it.HINT))
            new = len(table.match.hints) - before     # 0 where a family offers no hint (麻将's 飘)
            assert new in (0, 1), "each decision hinted counts once"
            assert table.match.hints[before:] == [(0, at)] * new
            hinted += new
            if len(table.match.actions) == at and table.my_turn():   # (麻将's H may make a win itself)
                legal = table.legal_actions()
                if not table.act(legal[0]):
                    raise AssertionError(f"{legal[0]} refused")
        app.step(1 / 30, [])
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("variant", ["doudizhu", "shengji-1", "dapie", "mj-mianyang", "blackjack"])
def test_every_familys_result_and_statistics_count_the_hints_pressed(app, variant):
    table = _table(app, variant)
    hinted = _play_pressing_hint(app, table)
    panel = app.stack.top
    assert hinted > 0
    assert panel.hint_words() == app.tr("result.hints", count=hinted)
    assert app.tr("result.hints", count=hinted) in ("提示 1 次", f"提示 {hinted} 次")
    assert load_statistics(app.storage)[0][variant].hints == hinted
    app.tr.language = "en"
    assert panel.hint_words() == (f"{hinted} hints" if hinted > 1 else "1 hint")


def test_no_hints_no_words(app):
    from scenes.table.result_panel import ResultPanel

    table = _table(app, "doudizhu")

    for _ in range(6000):
        if isinstance(app.stack.top, ResultPanel):
            break
        if table.my_turn() and not table.anims.busy:
            table.act(table.legal_actions()[0])
        app.step(1 / 30, [])
    assert app.stack.top.hint_words() == "" and table.match.hints == []
    assert load_statistics(app.storage)[0]["doudizhu"].hints == 0


def test_several_people_each_see_their_own_hints_by_name(app):
    from scenes.table.result_panel import ResultPanel

    app.settings.animation = "off"
    players = (SeatPlayer("human", name="妈妈"), SeatPlayer("human", name="奶奶"), SeatPlayer("bot"))
    table = _table_for(Match.new("doudizhu", seed=12, players=players))
    app.stack.push(table)
    hinted = {0: 0, 1: 0}
    for _ in range(8000):
        top = app.stack.top
        if isinstance(top, ResultPanel):
            break
        if top is table and table.hotseat.handing_to is not None:
            table.confirm_handoff()
        elif top is table and table.my_turn() and not table.anims.busy:
            if table.viewer == 0 or hinted[1] == 0:
                app.send(it.Intent(it.HINT))
                hinted[table.viewer] += 1
            table.act(table.legal_actions()[0])
        app.step(1 / 30, [])
    panel = app.stack.top
    assert isinstance(panel, ResultPanel) and hinted[1] == 1
    words = panel.hint_words()
    assert words == " · ".join(app.tr("result.hints_of", name=name, count=hinted[seat])
                               for seat, name in ((0, "妈妈"), (1, "奶奶")))
    assert "奶奶提示 1 次" in words
    people = load_person_statistics(app.storage)
    assert people["妈妈"]["doudizhu"].hints == hinted[0] and people["奶奶"]["doudizhu"].hints == 1


def test_a_lesson_counts_no_hints(app):
    from scenes.tutorial.table import open_lesson
    from tests.scenes.tutorial_driver import frame, pointed_press, press

    app.settings.animation = "off"
    table = open_lesson(app, "doudizhu", threaded=False, bot_delay=0)
    words = None
    for _ in range(3000):
        if table not in list(app.stack):
            break
        top = app.stack.top
        if top is not table:
            top.layout(app.size)
            words = top.hint_words()
            press(app, top.button.rect.center)
            continue
        if table.my_turn():
            app.send(it.Intent(it.HINT))
        point = pointed_press(table)
        if point is None:
            frame(app)
        else:
            press(app, point)
    assert table.match.hints                      # 提示 was pressed in the lesson …
    assert words == ""                            # … and its result says nothing of it
    assert load_statistics(app.storage)[0] == {}
