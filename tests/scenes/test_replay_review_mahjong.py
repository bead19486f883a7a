"""复盘 of 四川麻将 (issue 29, item 3): discards, claims and turn choices looked at again.

What a player would check: only the person's decisions are looked at (not 飘 or 定缺, not the
computers'); each flag names a legal choice other than the one made, at a moment the person
decided, with a cost above the noise; the worlds it is weighed on come from that seat's own
observation (never the real hidden tiles); the same seed gives the same review; the viewer
gives mahjong its own time (≤ 10 s a hand) and names the choices as the buttons do.
"""
from __future__ import annotations

import random

import pytest

from ai.registry import make_bot
from ai.review import BUDGET, budget_for, review_hand, reviewable
from ai.review.mahjong import NOISE
from engine.mahjong.actions import ChooseMissing, Discard, Kong, LayDown, PassClaim, Piao, Pong, Win
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


DECISIONS = (Discard, LayDown, Kong, Pong, Win, PassClaim)


def _hand(variant: str, seed: int):
    match = Match.new(variant, seed=seed)
    bots = [make_bot(variant, "easy")] + [make_bot(variant, "normal") for _ in range(3)]
    play_hands(match, bots, 1, rng=random.Random(seed), listed=False)
    end = len(match.actions)
    return match, hand_start(match.actions, end), end


def test_every_mahjong_game_is_reviewed_with_its_own_time():
    for variant in ("mj-mianyang", "mj-mianyang-bloody", "mj-deyang-qdg"):
        assert reviewable(variant) and BUDGET < budget_for(variant) <= 10


@pytest.mark.parametrize("variant,seed", [("mj-mianyang", 7002), ("mj-deyang-guque", 7003)])
def test_flags_name_a_legal_other_choice_above_the_noise(variant, seed):
    match, start, end = _hand(variant, seed)
    record = match.to_json()
    review = review_hand(record, start, end, {0}, seed=1, worlds=24, think=0.05)
    mine = [a for s, a in match.actions[start:end] if s == 0 and isinstance(a, DECISIONS)]
    assert review.decisions == len(mine) and not review.cancelled
    assert not any(isinstance(a, (Piao, ChooseMissing)) for a in mine)
    for flag in review.flags:
        assert flag.seat == 0 and match.actions[flag.position] == (0, flag.played)
        at = Match.from_json(record, upto=flag.position)
        assert flag.better != flag.played and flag.better in list(at.state.legal_actions(0))
        assert flag.cost > NOISE * flag.error and 2 <= flag.worlds <= 24


def test_the_worlds_come_from_the_seats_own_observation(monkeypatch):
    from ai.review import mahjong as review_module

    seen = []
    real = review_module.sample_world

    def watched(obs, rng):
        seen.append(obs)
        return real(obs, rng)

    monkeypatch.setattr(review_module, "sample_world", watched)
    for seed in range(7000, 7012):
        match, start, end = _hand("mj-mianyang", seed)
        first = review_hand(match.to_json(), start, end, {0}, seed=3, worlds=12, think=0.05)
        if seen:
            break
    assert seen and all(type(obs).__name__ == "MahjongObservation" and obs.seat == 0 for obs in seen)
    again = review_hand(match.to_json(), start, end, {0}, seed=3, worlds=12, think=0.05)
    assert [(f.position, f.better, round(f.cost, 6)) for f in first.flags] == \
        [(f.position, f.better, round(f.cost, 6)) for f in again.flags]


@pytest.mark.parametrize("language", ["zh", "en"])
def test_a_mahjong_flag_names_the_choices(app, language):
    from ai.review import Flag
    from engine.mahjong.tiles import KINDS
    from scenes.replay.review_note import flag_text

    app.settings.language = language
    app.apply_settings()
    three, one = KINDS[20], KINDS[0]
    text = flag_text(Flag(40, 0, Discard(three), Discard(one), 1.4, 0.6, 0.2, 0.3, 40), app.tr)
    name = (lambda t: t.name_en if language == "en" else t.name_zh)
    assert name(three) in text and name(one) in text
    text = flag_text(Flag(41, 0, PassClaim(), Pong(), 1.1, 0.5, 0.2, 0.3, 40), app.tr)
    assert app.tr("table.mj.pass") in text and app.tr("table.mj.pong") in text
