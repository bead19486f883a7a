"""A person nobody named was written into the statistics under the made-up name of the day's
language: Player 1 in an English session, 玩家1 in a Chinese one, for the same seat. The screen
shows made-up names in the interface's language, so the two used to show as two 玩家1 rows of
the same game (one with a "P" marker). Now they are one row with the figures added up, and the
file keeps what was recorded."""
from __future__ import annotations

import pytest

from engine.match import SeatPlayer
from scenes.statistics import load_person_statistics, merge_people, record_hand, record_match
from scenes.stats_scene import StatsScene

BOT = SeatPlayer("bot", "normal")


def person_rows(app, language: str) -> dict[tuple[str, str], object]:
    app.settings.language = app.tr.language = language
    scene = StatsScene()
    app.stack.push(scene)
    app.step(1 / 60, [])
    rows = {(scene.person_of[i], scene.rows[i][0]): scene.rows[i][1] for i in scene.person_of}
    app.stack.pop()
    return rows


@pytest.fixture
def both_languages(app):
    """Seat 1 unnamed in an English session, then in a Chinese one; 妈妈 named in both."""
    english = (SeatPlayer("human", name="Player 1"), BOT, SeatPlayer("human", name="妈妈"))
    chinese = (SeatPlayer("human", name="玩家1"), BOT, SeatPlayer("human", name="妈妈"))
    record_hand(app.storage, "doudizhu", english, (4, -2, -2), 0)
    record_hand(app.storage, "doudizhu", english, (2, -1, -1), 0)
    record_match(app.storage, "doudizhu", english, (6, -3, -3), 0)
    record_hand(app.storage, "doudizhu", chinese, (-4, 2, 2), 0)
    record_hand(app.storage, "blackjack", chinese[:1] + (BOT,), (3, -3), 0)
    return app


@pytest.mark.parametrize("language,name", [("zh", "玩家1"), ("en", "Player 1")])
def test_one_row_per_person_and_game_with_every_figure(both_languages, language, name):
    rows = person_rows(both_languages, language)
    assert sorted(rows) == sorted([(name, "doudizhu"), (name, "blackjack"), ("妈妈", "doudizhu")])
    ddz = rows[(name, "doudizhu")]
    assert (ddz.hands, ddz.wins, ddz.points, ddz.matches, ddz.match_wins) == (3, 2, 2, 1, 1)
    assert rows[(name, "blackjack")].points == 3
    mum = rows[("妈妈", "doudizhu")]
    assert (mum.hands, mum.wins, mum.points) == (3, 1, -1)


def test_the_file_keeps_what_was_recorded(both_languages):
    person_rows(both_languages, "zh")
    people = load_person_statistics(both_languages.storage)
    assert people["Player 1"]["doudizhu"].hands == 2 and people["玩家1"]["doudizhu"].hands == 1


def test_merging_adds_up_and_keeps_names_that_differ():
    from scenes.statistics import GameStats

    people = {"Player 2": {"big2": GameStats("big2", 2, 1, 5, 0, 0)},
              "玩家2": {"big2": GameStats("big2", 1, 0, -3, 1, 0)},
              "Mum": {"big2": GameStats("big2", 4, 4, 9, 1, 1)}}
    merged = merge_people(people, lambda n: "玩家2" if n in ("Player 2", "玩家2") else n)
    assert merged == {"玩家2": {"big2": GameStats("big2", 3, 1, 2, 1, 0)},
                      "Mum": {"big2": GameStats("big2", 4, 4, 9, 1, 1)}}
