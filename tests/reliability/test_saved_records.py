"""Files an earlier version saved still load: a player's unfinished matches and statistics.

The fixtures in tests/fixtures/records/ were written by the program of commit f5e24d1
(tests/fixtures/make_records.py, run in a worktree of that commit), before the table
lifecycle and score sheet refactor: for every game a match saved a few actions into its
first hand's card play and one saved at its second hand's end, each with what that
program read back from it; and a statistics file over a few hands of four games. Today's
code must read them to the same totals: the same scores, phase and number of actions,
the same hand on the 继续 list, the same statistics.
"""
import json
from pathlib import Path

import pytest

from engine.match import Match
from engine.registry import all_specs
from scenes.saved_match import load_match, saved_match_summary
from scenes.statistics import load_person_statistics, load_statistics
from scenes.storage import Storage

RECORDS = Path(__file__).resolve().parents[1] / "fixtures" / "records"
MADE_AT = "f5e24d1"
COUNTERS = ("hands", "wins", "points", "matches", "match_wins")


def fixture(name: str) -> dict:
    return json.loads((RECORDS / name).read_text(encoding="utf-8"))


def record_names() -> list[str]:
    return sorted(path.name for path in RECORDS.glob("*-*.json"))


def put(storage: Storage, name: str, data: dict) -> None:
    """A file in the data folder as the program writes it (scenes.storage.Storage.save_json)."""
    storage.folder.mkdir(parents=True, exist_ok=True)
    storage.path(name).write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True),
                                  encoding="utf-8")


def totals(stats) -> dict[str, int]:
    return {name: getattr(stats, name) for name in COUNTERS}


def test_every_game_of_that_version_has_a_mid_hand_and_a_hand_end_record():
    names = record_names()
    variants = {spec.id for spec in all_specs()}
    made = {name.rsplit("-", 1)[0] for name in names}
    assert len(made) == 18 and made <= variants
    assert names == sorted(f"{v}-{kind}.json" for v in made for kind in ("mid", "end"))
    assert all(MADE_AT in fixture(name)["made_by"] for name in names)


@pytest.mark.parametrize("name", record_names())
def test_a_saved_match_continues_where_it_was_saved(tmp_path, name):
    saved = fixture(name)
    record, expected = saved["record"], saved["expected"]
    variant = record["variant"]
    storage = Storage(tmp_path)
    put(storage, saved["slot"], record)
    assert saved_match_summary(storage, variant).hand == expected["hand"]
    match, notice = load_match(storage, variant)
    assert notice is None and match is not None
    state = match.state
    assert (list(state.scores), state.phase, len(match.actions)) == \
        (expected["scores"], expected["phase"], expected["actions"])
    assert storage.take_notices() == []
    if "hand_end" in record:   # saved at a hand's end, never counted (as after a kill): counted now
        assert load_statistics(storage)[0][variant].hands == 1


@pytest.mark.parametrize("name", record_names())
def test_a_record_replays_and_saves_back_the_same_actions(name):
    record, expected = fixture(name)["record"], fixture(name)["expected"]
    match = Match.from_json(record)
    assert (list(match.state.scores), match.state.phase) == (expected["scores"], expected["phase"])
    again = match.to_json()
    assert again["actions"] == record["actions"]
    assert (again["players"], again["seed"], again["id"]) == (record["players"], record["seed"], record["id"])


def test_the_statistics_file_reads_to_the_same_totals(tmp_path):
    saved = fixture("stats.json")
    storage = Storage(tmp_path)
    put(storage, saved["file"], saved["stats"])
    games, notice = load_statistics(storage)
    assert notice is None and storage.take_notices() == []
    assert {variant: totals(stats) for variant, stats in games.items()} == saved["expected"]["games"]
    people = load_person_statistics(storage)
    assert {name: {variant: totals(stats) for variant, stats in mine.items()} for name, mine in people.items()} \
        == saved["expected"]["people"]
