"""复盘 of 打撇 (issue 29, item 3): the person's cards looked at again.

What a player would check: the person's card plays are looked at (and the decisions before the
cards, tested in test_replay_review_dapie_calls.py); each flag names a legal
card other than the one played, with a cost above the noise in stakes; the worlds come from
that seat's own observation; one seed gives one review; the words speak of stakes.
"""
from __future__ import annotations

import random

import pytest

from ai.registry import make_bot
from ai.review import budget_for, review_hand, reviewable
from ai.review.dapie import CALLS, LEAST_COST, NOISE
from engine.actions import Play
from engine.match import Match
from scenes.replays_store import hand_start
from tests.playing import play_hands
from tests.search_clock import REVIEW_TICK, every_clock_made_up


@pytest.fixture(autouse=True)
def _clocks_made_up(monkeypatch):
    """The hard player the review asks, and the review's sharing of its processor-time budget,
    read made-up clocks (tests/search_clock.py), so what the review says does not depend on how
    loaded the machine is."""
    every_clock_made_up(monkeypatch, tick=REVIEW_TICK)


def _hand(variant: str, seed: int):
    match = Match.new(variant, seed=seed)
    bots = [make_bot(variant, "easy")] + [make_bot(variant, "normal") for _ in range(3)]
    play_hands(match, bots, 1, rng=random.Random(seed), listed=False)
    end = len(match.actions)
    return match, hand_start(match.actions, end), end


@pytest.mark.parametrize("variant,seed", [("dapie", 7003), ("dapie-noace", 7000)])
def test_flags_name_a_legal_other_card_above_the_noise(variant, seed):
    assert reviewable(variant) and budget_for(variant) <= 10
    match, start, end = _hand(variant, seed)
    record = match.to_json()
    review = review_hand(record, start, end, {0}, seed=1, worlds=24, think=0.05)
    plays = [a for s, a in match.actions[start:end] if s == 0 and isinstance(a, Play)]
    calls = [a for s, a in match.actions[start:end] if s == 0 and isinstance(a, CALLS)]
    assert review.decisions == len(plays) + len(calls) and not review.cancelled
    for flag in (f for f in review.flags if f.phase == "stakes"):
        assert flag.seat == 0 and match.actions[flag.position] == (0, flag.played)
        at = Match.from_json(record, upto=flag.position)
        assert flag.better != flag.played and flag.better in list(at.state.legal_actions(0))
        assert flag.cost > NOISE * flag.error and flag.cost >= LEAST_COST


def test_the_worlds_come_from_the_seats_own_observation(monkeypatch):
    import engine.dapie.sample as sample_module

    seen = []
    real = sample_module.sample_world

    def watched(obs, rng):
        seen.append(obs)
        return real(obs, rng)

    monkeypatch.setattr(sample_module, "sample_world", watched)
    match, start, end = _hand("dapie", 7003)
    first = review_hand(match.to_json(), start, end, {0}, seed=3, worlds=8, think=0.05)
    assert seen and all(type(obs).__name__ == "DapieObservation" and obs.seat == 0 for obs in seen)
    again = review_hand(match.to_json(), start, end, {0}, seed=3, worlds=8, think=0.05)
    assert [(f.position, round(f.cost, 6)) for f in first.flags] == [(f.position, round(f.cost, 6)) for f in again.flags]


@pytest.mark.parametrize("language", ["zh", "en"])
def test_a_dapie_flag_speaks_of_stakes(app, language):
    from ai.review import Flag
    from scenes.replay.review_note import flag_text

    app.settings.language = language
    app.apply_settings()
    text = flag_text(Flag(30, 0, Play(()), Play(()), 0.42, 0.1, 0.3, 0.5, 40, phase="stakes"), app.tr)
    assert "0.42" in text and ("注" in text if language == "zh" else "stakes" in text)
