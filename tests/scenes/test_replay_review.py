"""复盘: each decision a person made, decided again by the hard player from what that seat knew.

What a player would check: the review looks at every play the person made (not the computer's),
flags only moves the alternative beats by more than the noise of the sampled deals, names a legal
alternative that differs from the move played, stops when asked, leaves the hidden cards alone
(the worlds come from the seat's observation: the same review whatever the others really held),
and shows a flagged decision on the replay: a mark on the time line and, at that moment, the better
move with its reason — in both languages, inside the window.
"""
from __future__ import annotations

import random

import pygame
import pytest

from ai.registry import make_bot
from engine.actions import Bid, Double, Pass, Play
from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from ai.review import review_hand
from ai.review.climbing import NOISE, REVIEWERS
from ai.review.doudizhu_calls import VARIANTS as CALLS
from scenes.replays_store import HandToReplay, hand_start, kept_from
from tests.playing import play_hands
from tests.scenes.layout_probe import ART, TEXT, draw_frame, recording
from tests.search_clock import REVIEW_TICK, every_clock_made_up


@pytest.fixture(autouse=True)
def _clocks_made_up(monkeypatch):
    """The hard player the review asks, and the review's sharing of its processor-time budget,
    read made-up clocks (tests/search_clock.py), so what the review says does not depend on how
    loaded the machine is."""
    every_clock_made_up(monkeypatch, tick=REVIEW_TICK)


def _hand(variant: str, seed: int):
    count = get_spec(variant).seat_count()
    players = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(count - 1))
    match = Match.new(variant, seed=seed, players=players)
    bots = [make_bot(variant, "easy")] + [make_bot(variant, "normal") for _ in range(count - 1)]
    play_hands(match, bots, 1, rng=random.Random(seed), listed=False)
    end = len(match.actions)
    return match, hand_start(match.actions, end), end


@pytest.mark.parametrize("variant", sorted(REVIEWERS))
def test_flags_name_a_legal_better_move_above_the_noise(variant):
    match, start, end = _hand(variant, 102)
    record = match.to_json()
    review = review_hand(record, start, end, {0}, seed=1, worlds=24, think=0.05)
    decided = (Play, Pass, Bid, Double) if variant in CALLS else (Play, Pass)      # 斗地主's calls too
    plays = [i for i, (seat, action) in enumerate(match.actions[start:end]) if seat == 0
             and isinstance(action, decided)]
    assert review.decisions == len(plays) and not review.cancelled
    for flag in review.flags:
        assert flag.seat == 0 and start <= flag.position < end and flag.better != flag.played
        assert match.actions[flag.position] == (0, flag.played)
        at = Match.from_json(record, upto=flag.position)
        assert at.state.legal_actions(0) and at.state.validate(0, flag.better) is None
        if not flag.exact:
            assert flag.cost > NOISE * flag.error and flag.worlds == 24


def test_the_worlds_come_from_the_seats_own_observation(monkeypatch):
    """Every sampled world is dealt from seat 0's observation (never the state), and the review
    is the same each time for one seed."""
    from ai.review import climbing as review_module

    seen = []
    real = review_module.REVIEWERS["big2"]

    def watched():
        reviewer = real()
        return review_module.Reviewer(lambda obs, rng: seen.append(obs) or reviewer.sample(obs, rng),
                                      reviewer.policy, None)

    monkeypatch.setitem(review_module.REVIEWERS, "big2", watched)
    for seed in range(100, 120):            # a hand where the hard player would have played otherwise
        match, start, end = _hand("big2", seed)
        record = match.to_json()
        first = review_hand(record, start, end, {0}, seed=3, worlds=16, think=0.05)
        if seen:
            break
    assert seen and all(type(obs).__name__.endswith("Observation") and obs.seat == 0 for obs in seen)
    again = review_hand(record, start, end, {0}, seed=3, worlds=16, think=0.05)
    assert [(f.position, f.better, round(f.cost, 6)) for f in first.flags] == \
        [(f.position, f.better, round(f.cost, 6)) for f in again.flags]


def test_a_review_stops_when_asked():
    match, start, end = _hand("doudizhu", 5)
    calls = []
    review = review_hand(match.to_json(), start, end, {0}, worlds=8, think=0.02,
                         progress=lambda done, total: calls.append((done, total)),
                         cancelled=lambda: len(calls) >= 2)
    assert review.cancelled and review.decisions == 2 and calls[-1][0] == 2


def test_computer_seats_are_not_reviewed():
    match, start, end = _hand("gandengyan", 4)
    review = review_hand(match.to_json(), start, end, set(), worlds=8, think=0.02)
    assert review.decisions == 0 and review.flags == ()


@pytest.mark.parametrize("language", ["zh", "en"])
def test_a_flag_shows_on_the_replay(app, language):
    from scenes.replay.table import open_replay
    from scenes.replay.review_note import flag_text

    app.settings.language = language
    app.apply_settings()
    app.settings.animation = "off"
    match, _start, _end = None, None, None
    for seed in range(100, 130):                   # a hand the easy player made a costly move in
        match, start, end = _hand("doudizhu", seed)
        if review_hand(match.to_json(), start, end, {0}, seed=0, worlds=16, think=0.05).flags:
            break
    hand = HandToReplay(kept_from(match, len(match.actions)), match.to_json(), match.players)
    replay = open_replay(app, hand)
    replay.review.wait()
    app.step(0.05, [])
    assert replay.flags and replay.review.words(app.tr)
    flag = replay.review.flag_at(replay.flags[0])
    app.send(__import__("scenes.intents", fromlist=["Intent"]).Intent(
        "press", replay.replay_bar.track.move(0, 0).midleft))         # the time line works as before
    replay.seek(flag.position)
    text = flag_text(flag, app.tr)
    for size in [(1024, 640), (1280, 800), (1920, 1080)]:
        with recording() as rec:
            probe = draw_frame(app, size, rec)
        shown = " ".join(b.text for b in probe.blits if b.kind == TEXT)
        assert text.split("（")[0].split("(")[0][:6] in shown, (size, text)
        window = pygame.Rect((0, 0), size)
        assert not probe.shortened, probe.shortened[:3]
        assert all(window.contains(b.rect) for b in probe.blits if b.kind in (TEXT, ART))
    replay.leave_replay()
    assert not replay.review.running


def test_an_endgame_thrown_away_is_told_exactly():
    """锄大地, seed 4: late in the hand the easy player passed with every card known to make a
    forced win; the review says which play would have won (and the solver agrees: after it the
    person's side wins against any defence, after the pass it does not)."""
    from ai.endgame.position import Position
    from ai.endgame.rules import rules_for
    from ai.endgame.solver import Solver
    from ai.review.climbing import _move_of

    match = Match.new("big2", seed=4)
    play_hands(match, [make_bot("big2", "easy")] + [make_bot("big2", "normal") for _ in range(3)], 1,
               rng=random.Random(4), listed=False)
    end = len(match.actions)
    review = review_hand(match.to_json(), hand_start(match.actions, end), end, {0}, worlds=8, think=0.02)
    exact = [f for f in review.flags if f.exact]
    assert exact
    flag = exact[0]
    at = Match.from_json(match.to_json(), upto=flag.position)
    views = [at.state.observe(s) for s in range(4)]
    rules = rules_for("big2")
    here = Position(tuple(rules.pack(v.hand) for v in views), 0, views[0].lead,
                    views[0].lead_seat if views[0].lead is not None else None)
    solver = Solver(rules, {0}, 4)
    legal = at.state.legal_actions(0)
    assert solver.wins_after(here, _move_of(legal, flag.better))
    assert not solver.wins_after(here, _move_of(legal, flag.played))
