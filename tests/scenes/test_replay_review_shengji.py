"""复盘 of 升级 (issue 29, item 3): the person's card plays looked at again.

What a player would check: the person's plays, declarations and bury are looked at (the calls
have their own tests: test_replay_review_shengji_calls.py); each flag of a play names a legal play
other than the one made, with a cost above the noise in its
side's points; the worlds come from that seat's own observation; one seed gives one review;
the viewer gives 升级 mahjong's time and its words say "your side's points" in both languages.
"""
from __future__ import annotations

import random

import pytest

from ai.registry import make_bot
from ai.review import BUDGET, budget_for, review_hand, reviewable
from ai.review.shengji import LEAST_COST, NOISE, _same
from ai.review.shengji_calls import is_call
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


def test_shengji_is_reviewed_with_its_own_time():
    for variant in ("shengji-1", "shengji-2", "shengji-3"):
        assert reviewable(variant) and BUDGET < budget_for(variant) <= 10


@pytest.mark.parametrize("variant,seed", [("shengji-1", 7002), ("shengji-2", 7003)])
def test_flags_name_a_legal_other_play_above_the_noise(variant, seed):
    match, start, end = _hand(variant, seed)
    record = match.to_json()
    review = review_hand(record, start, end, {0}, seed=1, worlds=16, think=0.05)
    plays = [a for s, a in match.actions[start:end] if s == 0 and isinstance(a, Play)]
    replay, calls = Match.from_json(record, upto=start), 0
    for seat, action in match.actions[start:end]:
        calls += seat == 0 and is_call(replay.state, seat, action)
        replay.apply(seat, action)
    assert review.decisions == len(plays) + calls and not review.cancelled
    decks = match.state.observe(0).decks
    for flag in review.flags:
        if flag.phase != "trick":
            continue
        assert flag.seat == 0 and match.actions[flag.position] == (0, flag.played)
        at = Match.from_json(record, upto=flag.position)
        assert not _same(flag.better, flag.played) and at.state.validate(0, flag.better) is None
        assert flag.cost > NOISE * flag.error and flag.cost >= LEAST_COST * decks


def test_the_worlds_come_from_the_seats_own_observation(monkeypatch):
    import engine.shengji.sample as sample_module

    seen = []
    real = sample_module.sample_world

    def watched(obs, rng):
        seen.append(obs)
        return real(obs, rng)

    monkeypatch.setattr(sample_module, "sample_world", watched)
    match, start, end = _hand("shengji-1", 7000)
    first = review_hand(match.to_json(), start, end, {0}, seed=3, worlds=8, think=0.05)
    assert seen and all(type(obs).__name__ == "ShengjiObservation" and obs.seat == 0 for obs in seen)
    again = review_hand(match.to_json(), start, end, {0}, seed=3, worlds=8, think=0.05)
    assert [(f.position, round(f.cost, 6)) for f in first.flags] == [(f.position, round(f.cost, 6)) for f in again.flags]


@pytest.mark.parametrize("language", ["zh", "en"])
def test_a_shengji_flag_speaks_of_the_sides_points(app, language):
    from ai.review import Flag
    from scenes.replay.review_note import flag_text

    app.settings.language = language
    app.apply_settings()
    match, start, end = _hand("shengji-1", 7002)
    review = review_hand(match.to_json(), start, end, {0}, seed=1, worlds=16, think=0.05)
    flag = review.flags[0] if review.flags else Flag(start + 40, 0, Play(()), Play(()), 6.0, 1.0, 0, 0, 16,
                                                      phase="trick")
    text = flag_text(flag, app.tr)
    assert f"{flag.cost:.1f}" in text and "%" not in text
