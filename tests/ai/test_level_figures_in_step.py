"""The setup screen's level figures (assets/level_figures.json) are those of the shipped players.

Each row of the data file carries the fingerprint of the two levels it measured
(:mod:`bench.level_fingerprint`: their answers on fixed seeded positions and their shipped
settings). When a player changes, its figures are stale: re-run the benchmark.
"""
from __future__ import annotations

import json
from functools import lru_cache

import pytest

from ai.dapie import NormalBot as DapieNormal
from bench.bench_levels import FIGURES, GAMES, PAIRS
from bench.level_fingerprint import fingerprint

ROWS = json.loads(FIGURES.read_text(encoding="utf-8"))["figures"]


@lru_cache(maxsize=None)
def _current(variant: str) -> dict[str, str]:
    return fingerprint(variant)


def test_every_game_has_its_easy_to_normal_step_measured_on_enough_deals():
    measured = {row["variant"] for row in ROWS if row["pair"] == "easy-normal" and row["n"] >= 300}
    assert set(GAMES) <= measured


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r['variant']}:{r['pair']}")
def test_the_figures_were_measured_with_the_shipped_players(row):
    variant, pair = row["variant"], row["pair"]
    assert pair in PAIRS
    now = _current(variant)
    stale = [level for level in PAIRS[pair] if row["fingerprint"].get(level) != now[level]]
    assert not stale, (f"the {', '.join(stale)} player of {variant} changed since its level figures were "
                       f"measured: re-run python -m bench.bench_levels --game {variant} --pair {pair}")


def test_a_changed_player_changes_its_fingerprint(monkeypatch):
    before = fingerprint("dapie")
    monkeypatch.setattr(DapieNormal, "choose", lambda self, observation, legal, rng: legal[-1])
    after = fingerprint("dapie")
    assert after["normal"] != before["normal"]
    assert after["easy"] == before["easy"]


def test_a_run_started_before_midnight_stops_after_it():
    """``--until 01:15`` given at 23:30 means tonight's 01:15, not this morning's (which had passed:
    the run used to stop before its first deal)."""
    import datetime

    from bench.bench_levels import _clock

    late = datetime.datetime(2026, 12, 6, 23, 30, tzinfo=datetime.timezone.utc)
    assert _clock("01:15", late) == datetime.datetime(2026, 12, 7, 1, 15, tzinfo=datetime.timezone.utc)
    assert _clock("23:45", late) == datetime.datetime(2026, 12, 6, 23, 45, tzinfo=datetime.timezone.utc)
