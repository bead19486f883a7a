"""复盘 of 癞子斗地主's 叫分 (issue 29, item 3): measured as 斗地主's calls, played out by the wild game's
own play-out policy.

What a player would check: a seat that never bids with a hand worth 3 is
flagged at that call, with that bid as the better call and a cost above the noise; the review
counts the person's bids among its decisions; a call's worlds keep what the seat saw.
"""
from __future__ import annotations

import random

import pytest

from ai.doudizhu.packing import pack
from ai.doudizhu_wild.bidding import bid_target
from ai.registry import make_bot
from ai.review import review_hand
from ai.review.climbing import LEAST_COST, NOISE
from ai.review.doudizhu_calls import VARIANTS, _world, look
from engine.actions import Bid, Pass
from engine.match import Match, SeatPlayer
from scenes.replays_store import hand_start
from tests.search_clock import REVIEW_TICK, every_clock_made_up


@pytest.fixture(autouse=True)
def _clocks_made_up(monkeypatch):
    """The hard player the review asks, and the review's sharing of its processor-time budget,
    read made-up clocks (tests/search_clock.py), so what the review says does not depend on how
    loaded the machine is."""
    every_clock_made_up(monkeypatch, tick=REVIEW_TICK)


WILD = "doudizhu-wild"


class NeverBids:
    def __init__(self) -> None:
        self.normal = make_bot(WILD, "normal")

    def choose(self, obs, legal, rng):
        if obs.phase == "bid" and Pass() in legal:
            return Pass()
        return self.normal.choose(obs, legal, rng)


def _hand(seed: int, whole: bool = True):
    players = (SeatPlayer("human"), SeatPlayer("bot"), SeatPlayer("bot"))
    match = Match.new(WILD, seed=seed, players=players)
    normal, person = make_bot(WILD, "normal"), NeverBids()
    rng = random.Random(seed)
    strong = None
    while match.state.phase not in ("hand_over", "match_over") and (whole or match.state.phase == "bid"):
        seat = match.state.to_act()[0]
        obs = match.state.observe(seat)
        if seat == 0 and obs.phase == "bid" and bid_target(pack(obs.hand)) == 3 and strong is None:
            strong = len(match.actions)
        match.apply(seat, (person if seat == 0 else normal).choose(obs, list(match.state.legal_actions(seat)), rng))
    end = len(match.actions)
    return match, hand_start(match.actions, end), end, strong


def test_the_wild_games_bids_are_reviewed():
    assert WILD in VARIANTS


def test_passing_with_a_hand_worth_a_bid_is_flagged():
    found = 0
    for seed in range(40):
        match, start, end, strong = _hand(seed, whole=False)
        if strong is None or strong < start:
            continue
        at = Match.from_json(match.to_json(), upto=strong)
        flag = look(at, 0, Pass(), strong, random.Random(seed), 60, NOISE, LEAST_COST)
        if flag is None:
            continue
        assert flag.phase == "bid" and flag.played == Pass() and isinstance(flag.better, Bid)
        assert flag.cost > NOISE * flag.error
        found += 1
        if found >= 2:
            break
    assert found >= 2


def test_the_review_counts_the_bids():
    match, start, end, _strong = _hand(5)
    review = review_hand(match.to_json(), start, end, {0}, seed=1, worlds=4, think=0.01)
    assert review.decisions == sum(1 for s, _a in match.actions[start:end] if s == 0)


def test_a_wild_calls_worlds_keep_what_the_seat_saw():
    match, start, _end, _strong = _hand(3)
    replay = Match.from_json(match.to_json(), upto=start)
    state = replay.state
    seat = state.to_act()[0]
    rng = random.Random(1)
    others = set()
    for _ in range(20):
        world = _world(state, seat, rng)
        assert type(world) is type(state) and world.observe(seat) == state.observe(seat)
        others.add(frozenset(world.hands[(seat + 1) % 3]))
    assert len(others) == 20
