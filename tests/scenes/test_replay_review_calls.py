"""复盘 of 斗地主's calls (issue 29, item 3): 叫分, 倒 and 踢回 looked at again.

What a player would check: a seat that never bids with a hand the hard player would bid 3 on is
flagged at that call, with the bid as the better call and a cost above the noise; the worlds the
call is weighed on keep exactly what the seat could see (its own cards, the face-up card in its
owner's hand, the kitty in the landlord's once shown) and deal everything else again; the
flag's words name the calls as the table's buttons do, in both languages.
"""
from __future__ import annotations

import random

import pytest

from ai.doudizhu.bidding import bid_target
from ai.doudizhu.packing import pack
from ai.registry import make_bot
from ai.review import review_hand
from ai.review.climbing import NOISE
from ai.review.doudizhu_calls import _world
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


class NeverBids:
    """The normal player, except that it never bids."""

    def __init__(self) -> None:
        self.normal = make_bot("doudizhu", "normal")

    def choose(self, obs, legal, rng):
        if obs.phase == "bid" and Pass() in legal:
            return Pass()
        return self.normal.choose(obs, legal, rng)


def _hand(seed: int, person):
    players = (SeatPlayer("human"), SeatPlayer("bot"), SeatPlayer("bot"))
    match = Match.new("doudizhu", seed=seed, players=players)
    normal = make_bot("doudizhu", "normal")
    rng = random.Random(seed)
    strong = None
    while match.state.phase not in ("hand_over", "match_over"):
        seat = match.state.to_act()[0]
        obs = match.state.observe(seat)
        if seat == 0 and obs.phase == "bid" and bid_target(pack(obs.hand)) == 3:
            strong = len(match.actions)
        match.apply(seat, (person if seat == 0 else normal).choose(obs, list(match.state.legal_actions(seat)), rng))
    end = len(match.actions)
    return match, hand_start(match.actions, end), end, strong


def test_passing_with_a_hand_worth_three_is_flagged():
    found = 0
    for seed in range(60):
        match, start, end, strong = _hand(seed, NeverBids())
        if strong is None or strong < start:
            continue
        review = review_hand(match.to_json(), start, end, {0}, seed=seed, worlds=120, think=0.02)
        flag = next((f for f in review.flags if f.position == strong), None)
        assert flag is not None, seed
        assert flag.phase == "bid" and flag.played == Pass() and flag.better == Bid(3)
        assert flag.cost > NOISE * flag.error and flag.won_better > flag.won_played
        found += 1
        if found >= 3:
            break
    assert found >= 3


def test_a_calls_worlds_keep_what_the_seat_saw():
    match, start, end, _strong = _hand(3, make_bot("doudizhu", "normal"))
    replay = Match.from_json(match.to_json(), upto=start)
    while replay.state.phase != "double":
        seat = replay.state.to_act()[0]
        replay.apply(seat, match.actions[len(replay.actions)][1])
    state = replay.state
    seat = state.to_act()[0]
    rng = random.Random(1)
    others = set()
    for _ in range(30):
        world = _world(state, seat, rng)
        assert world.hands[seat] == state.hands[seat]
        assert set(state.kitty) <= world.hands[state.landlord]
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        everything = set().union(*world.hands)
        assert everything == set().union(*state.hands)
        if state.face_up_seat != seat:
            assert state.face_up_card in world.hands[state.face_up_seat]
        others.add(frozenset(world.hands[(seat + 1) % 3]))
        assert world.observe(seat) == state.observe(seat)       # the seat cannot tell the worlds apart
    assert len(others) > 20                                      # the rest is dealt again


@pytest.mark.parametrize("language", ["zh", "en"])
def test_a_call_flag_names_the_calls(app, language):
    from ai.review import Flag
    from scenes.replay.review_note import flag_text

    app.settings.language = language
    app.apply_settings()
    text = flag_text(Flag(5, 0, Pass(), Bid(3), 3.2, 0.8, 0.3, 0.6, 40, phase="bid"), app.tr)
    assert app.tr("table.no_bid") in text and app.tr("table.bid_3") in text
    from engine.actions import Double
    text = flag_text(Flag(9, 0, Double(True), Double(False), 2.0, 0.5, 0.3, 0.5, 40, phase="redouble"), app.tr)
    assert app.tr("table.redouble") in text and app.tr("table.no_redouble") in text


def test_a_redeal_in_a_world_deals_cards_nobody_knew():
    """After three passes the cards are dealt again: a world deals its own, never the real deal's
    next cards (the engine's generator would give them away)."""
    from ai.review.doudizhu_calls import _finish

    for seed in range(40):
        match, start, end, _strong = _hand(seed, NeverBids())
        at = Match.from_json(match.to_json(), upto=start)
        if at.state.to_act() == (0,):
            break
    else:
        pytest.skip("no hand where seat 0 bids first")
    state = Match.from_json(match.to_json(), upto=start).state
    rng = random.Random(5)
    deals = set()
    for _ in range(12):
        world = _world(state, 0, rng)
        for seat in (0, 1, 2):
            world.apply(world.to_act()[0], Pass())
        assert world.phase == "bid" and world.bids == []            # dealt again
        deals.add(frozenset(world.hands[0]))
    assert len(deals) == 12
