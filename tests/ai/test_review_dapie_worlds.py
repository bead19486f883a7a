"""The worlds 打撇's review weighs a call on agree with the other seats' calls (issue 29).

What a player would check: after another seat bid, every world drawn for me gives that seat a
hand on which the normal player (whose bidding the hard one shares) would make that bid — read
with the sampler's slack — where worlds dealt at random often do not; after the declarer's bid
and trump, the worlds give him more of his trump than random ones; nothing is drawn from what
the seat could not see (the real hands are not read).
"""
from __future__ import annotations

import random

from ai.dapie.bidding import choose_bid
from ai.dapie.estimate import best_trump
from ai.registry import make_bot
from ai.review.dapie_worlds import _NODES, SLACK, calls_of, conditioned_worlds
from engine.dapie.sample import sample_world
from engine.match import Match


def _play_until(seed: int, stop) -> Match | None:
    """A deal bid by normal players up to the first moment ``stop(state)`` holds (None: never)."""
    match = Match.new("dapie", seed=seed)
    normal = make_bot("dapie", "normal")
    rng = random.Random(seed)
    while match.state.phase not in ("hand_over", "match_over"):
        if stop(match.state):
            return match
        seat = match.state.to_act()[0]
        match.apply(seat, normal.choose(match.state.observe(seat), match.state.legal_actions(seat), rng))
    return None


def _after_a_bid(state) -> bool:
    return state.phase == "bid" and any(value for _, value in state.auction.bids)


def _could_bid(hand, call, rules) -> bool:
    """The normal player, reading ``hand`` within the slack, makes ``call``'s bid."""
    value = best_trump(hand, rules, "bid")[1]
    return any(choose_bid(value + SLACK * z, rules.variant, call.high, call.must_bid, call.dealer,
                          call.redeals).bid == call.value for z, _ in _NODES)


def test_worlds_after_a_bid_give_the_bidder_a_hand_that_bids_it():
    checked = 0
    plain_misses = 0
    for seed in range(60):
        match = _play_until(seed, _after_a_bid)
        if match is None:
            continue
        state = match.state
        me = state.to_act()[0]
        obs = state.observe(me)
        calls = calls_of(obs)
        bid = next(call for call in calls.bids if call.value)
        worlds = conditioned_worlds(obs, random.Random(seed), 12, tries=3000)
        assert len(worlds) == 12
        for world in worlds:
            assert sorted(map(repr, world.pos.hands[me])) == sorted(map(repr, state.pos.hands[me]))  # mine as it is
            assert _could_bid(list(world.pos.hands[bid.seat]), bid, obs.rules)
        plain = [sample_world(obs, random.Random(seed + k)) for k in range(12)]
        plain_misses += sum(not _could_bid(list(w.pos.hands[bid.seat]), bid, obs.rules) for w in plain)
        checked += 1
        if checked >= 4:
            break
    assert checked >= 4
    assert plain_misses > 0        # random worlds do break the bid: the check above can fail


def test_worlds_at_a_double_give_the_declarer_his_trumps():
    more = 0
    looked = 0
    for seed in range(80):
        match = _play_until(seed, lambda state: state.phase == "double")
        if match is None:
            continue
        state = match.state
        obs = state.observe(state.to_act()[0])
        declarer, trump = obs.declarer, obs.trump_suit

        def trumps(world):
            held = list(world.pos.hands[declarer]) + list(world.put_back_cards)
            return sum(1 for c in held if c.suit == trump)

        conditioned = conditioned_worlds(obs, random.Random(seed), 24)
        plain = [sample_world(obs, random.Random(1000 + seed + k)) for k in range(24)]
        more += sum(map(trumps, conditioned)) / len(conditioned) > sum(map(trumps, plain)) / len(plain)
        looked += 1
        if looked >= 6:
            break
    assert looked >= 6 and more >= 5


def test_a_seat_learns_nothing_from_its_own_calls():
    match = next(m for m in (_play_until(s, lambda state: state.phase == "double") for s in range(20)) if m)
    state = match.state
    declarer = state.declarer
    calls = calls_of(state.observe(declarer))
    assert calls.bids and all(call.seat != declarer for call in calls.bids) and calls.trump is None


def test_the_review_weighs_a_bid_on_worlds_that_agree_with_the_bids_before(monkeypatch):
    import ai.review.dapie_calls as calls_module
    from ai.review.dapie_calls import look
    from engine.actions import Bid

    drawn = []
    real = calls_module.conditioned_worlds

    def watched(obs, rng, count, tries=None):
        worlds = real(obs, rng, count, tries=count * 200)
        drawn.append((obs, worlds))
        return worlds

    monkeypatch.setattr(calls_module, "conditioned_worlds", watched)
    for seed in range(60):
        match = _play_until(seed, _after_a_bid)
        if match is None or Bid(100) not in match.state.legal_actions(match.state.to_act()[0]):
            continue
        look(match, match.state.to_act()[0], Bid(100), len(match.actions), random.Random(seed), 6)
        if drawn:
            break
    assert drawn
    obs, worlds = drawn[0]
    bid = next(call for call in calls_of(obs).bids if call.value)
    assert worlds and all(_could_bid(list(w.pos.hands[bid.seat]), bid, obs.rules) for w in worlds)
