"""The 残局 progress file keeps the save files' promises: atomic, versioned, a damaged file moved
aside with a notice (its good entries kept when only some are bad), never a crash."""
from __future__ import annotations

import json

import pytest

from scenes.puzzle.progress import FILE_NAME, PuzzleRecord, load_progress, save_record, stars_for
from scenes.storage import Storage


@pytest.fixture
def storage(tmp_path):
    return Storage(tmp_path)


def test_a_record_is_kept_and_read_back(storage):
    record = PuzzleRecord(solved=True, stars=2, fails=1, hints=0)
    assert save_record(storage, "ddz-e01", record)
    records, notice = load_progress(storage)
    assert notice is None and records == {"ddz-e01": record}


def test_a_missing_file_is_no_progress(storage):
    assert load_progress(storage) == ({}, None)


def test_solved_stays_solved_and_the_best_stars_stay(storage):
    save_record(storage, "p", PuzzleRecord(solved=True, stars=3))
    save_record(storage, "p", PuzzleRecord(solved=False, stars=0, fails=2))      # a replay abandoned
    save_record(storage, "q", PuzzleRecord(fails=1, hints=1, seen=True))
    records, _ = load_progress(storage)
    assert records["p"].solved and records["p"].stars == 3
    assert records["q"] == PuzzleRecord(fails=1, hints=1, seen=True)


def test_a_file_that_is_not_json_is_moved_aside_with_a_notice(storage):
    storage.folder.mkdir(exist_ok=True)
    storage.path(FILE_NAME).write_bytes(b"{not json")
    records, notice = load_progress(storage)
    assert records == {} and notice == "notice.damaged_puzzles"
    assert storage.damaged_copies(FILE_NAME) and not storage.exists(FILE_NAME)


def test_a_newer_format_is_refused_and_kept_aside(storage):
    storage.save_json(FILE_NAME, {"version": 2, "puzzles": {"p": {"solved": True, "stars": 3}}})
    records, notice = load_progress(storage)
    assert records == {} and notice == "notice.puzzles_newer" and storage.damaged_copies(FILE_NAME)


@pytest.mark.parametrize("bad", [
    {"solved": "yes"}, {"stars": 4, "solved": True}, {"stars": 2}, {"fails": -1}, {"hints": 10 ** 40},
    {"seen": 1}, [], "x",
])
def test_bad_entries_are_dropped_the_rest_kept_and_the_file_kept_aside(storage, bad):
    good = {"solved": True, "stars": 2, "fails": 0, "hints": 1, "seen": False}
    storage.save_json(FILE_NAME, {"version": 1, "puzzles": {"good": good, "bad": bad}})
    records, notice = load_progress(storage)
    assert notice == "notice.repaired_puzzles"
    assert records == {"good": PuzzleRecord(**good)}
    assert storage.damaged_copies(FILE_NAME)
    written = json.loads(storage.path(FILE_NAME).read_text(encoding="utf-8"))
    assert list(written["puzzles"]) == ["good"]


def test_a_strange_id_is_damage(storage):
    storage.save_json(FILE_NAME, {"version": 1, "puzzles": {"a\x00b": {"solved": False}, "ok": {}}})
    records, notice = load_progress(storage)
    assert notice == "notice.repaired_puzzles" and list(records) == ["ok"]


def test_stars_count_tries_hints_and_the_solution():
    assert stars_for(0, 0, False) == 3
    assert stars_for(1, 0, False) == 2 and stars_for(0, 2, False) == 2 and stars_for(1, 1, False) == 2
    assert stars_for(2, 1, False) == 1
    assert stars_for(0, 0, True) == 1
