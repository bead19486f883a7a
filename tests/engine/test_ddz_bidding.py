"""斗地主 bidding, 倒/踢回 and the phase flow (rules/climbing.md)."""
import random
from dataclasses import dataclass

import pytest

from engine.actions import Action, Bid, Double, NextHand, Pass, Play
from engine.errors import RuleError
from engine.game import TABLE
from engine.match import Match
from tests.engine.ddz_helpers import fresh, next_hand, play_random_hand


def reason(state, seat, action):
    with pytest.raises(RuleError) as caught:
        state.validate(seat, action)
    return caught.value


@pytest.mark.parametrize("seed", range(8))
def test_face_up_card_holder_bids_first(seed):
    state = fresh(seed)
    first = state.initial_events[0]
    assert first.kind == "hand_started"
    assert state.face_up_card in state.hands[state.face_up_seat]
    assert state.to_act() == (state.face_up_seat,)
    assert first.data["first_bidder"] == first.data["face_up_seat"] == state.face_up_seat
    assert state.face_up_card not in state.kitty
    assert [len(h) for h in state.hands] == [17, 17, 17] and len(state.kitty) == 3


def test_bid_must_be_higher_and_in_range():
    state = fresh(3)
    first = state.turn
    state.apply(first, Bid(2))
    second = state.turn
    assert second == (first + 1) % 3
    assert state.legal_actions(second) == [Pass(), Bid(3)]
    err = reason(state, second, Bid(2))
    assert err.reason == "bid_not_higher" and err.params == {"current": 2}
    assert reason(state, second, Bid(1)).reason == "bid_not_higher"
    assert reason(state, second, Bid(4)).reason == "bid_out_of_range"
    assert reason(state, second, Bid(0)).reason == "bid_out_of_range"
    assert reason(state, first, Bid(3)).reason == "not_your_turn"


def test_a_bid_of_three_ends_the_bidding_at_once():
    state = fresh(4)
    first = state.turn
    events = state.apply(first, Bid(3))
    assert [e.kind for e in events] == ["bid", "landlord"]
    assert state.landlord == first and state.phase == "double"
    assert len(state.hands[first]) == 20
    assert events[1].data["base"] == 3 and len(events[1].data["kitty"]) == 3
    assert set(state.observe((first + 1) % 3).kitty) == set(state.kitty)


def test_each_seat_bids_once_and_the_highest_bidder_is_landlord():
    state = fresh(5)
    a = state.turn
    b, c = (a + 1) % 3, (a + 2) % 3
    state.apply(a, Bid(1))
    state.apply(b, Pass())
    state.apply(c, Bid(2))
    assert state.landlord == c and state.observe(a).base == 2
    assert state.observe(a).bids == ((a, 1), (b, 0), (c, 2))
    state = fresh(5)
    state.apply(a, Bid(2))
    state.apply(b, Pass())
    state.apply(c, Pass())
    assert state.landlord == a


def test_all_pass_redeals_with_a_new_face_up_card():
    state = fresh(6)
    old_hands = [set(h) for h in state.hands]
    events = []
    for _ in range(3):
        events += state.apply(state.turn, Pass())
    kinds = [e.kind for e in events]
    assert kinds[:4] == ["bid", "bid", "bid", "redeal"]
    assert kinds[4] == "hand_started" and kinds.count("dealt") == 3
    assert state.phase == "bid" and state.hand_no == 1 and state.bids == []
    assert state.hands != old_hands
    assert state.turn == state.face_up_seat and state.face_up_card in state.hands[state.face_up_seat]
    assert events[4].data["face_up_card"] == state.face_up_card


def test_redeal_replays_exactly():
    match = Match.new("doudizhu", seed=11)
    for _ in range(3):
        match.apply(match.state.turn, Pass())
    again = Match.from_json(match.to_json())
    for seat in (0, 1, 2, None):
        assert again.state.observe(seat) == match.state.observe(seat)


def landlord_state(seed=7, bid=3, **options):
    state = fresh(seed, **options)
    landlord = state.turn
    state.apply(landlord, Bid(bid))
    return state, landlord


def test_doubling_runs_from_the_landlords_next_seat_and_redouble_only_if_doubled():
    state, landlord = landlord_state()
    f1, f2 = (landlord + 1) % 3, (landlord + 2) % 3
    assert state.to_act() == (f1,) and state.legal_actions(f1) == [Double(False), Double(True)]
    assert reason(state, f2, Double(True)).reason == "not_your_turn"
    state.apply(f1, Double(False))
    state.apply(f2, Double(False))
    assert state.phase == "play" and state.to_act() == (landlord,)
    assert state.redoubled is None

    state, landlord = landlord_state()
    f1, f2 = (landlord + 1) % 3, (landlord + 2) % 3
    state.apply(f1, Double(False))
    state.apply(f2, Double(True))
    assert state.phase == "redouble" and state.to_act() == (landlord,)
    events = state.apply(landlord, Double(True))
    assert [e.kind for e in events] == ["redoubled", "new_round"]
    assert state.phase == "play" and state.observe(f1).doubled[f2] is True
    assert state.observe(f1).multiplier == 1 + 4  # f1 stays ×1, f2 ×2 ×2


def test_without_doubling_option_play_starts_at_once():
    state, landlord = landlord_state(doubling=False)
    assert state.phase == "play" and state.to_act() == (landlord,)
    assert state.observe(0).multiplier == 2


def test_phase_and_turn_refusals():
    state = fresh(8)
    seat = state.turn
    assert reason(state, seat, Double(True)).reason == "wrong_phase"
    assert reason(state, seat, Play(tuple(state.hands[seat])[:1])).reason == "wrong_phase"
    assert reason(state, TABLE, NextHand()).reason == "hand_not_over"

    @dataclass(frozen=True)
    class Wink(Action):
        pass

    assert reason(state, seat, Wink()).reason == "unknown_action"
    state.apply(seat, Bid(3))
    for farmer in ((seat + 1) % 3, (seat + 2) % 3):
        state.apply(farmer, Double(False))
    assert reason(state, seat, Pass()).reason == "cannot_pass_on_lead"
    assert reason(state, seat, Play(())).reason == "empty_play"
    assert reason(state, seat, Bid(1)).reason == "wrong_phase"


def test_match_ends_after_match_hands_and_later_hands_follow_the_face_up_rule():
    state = fresh(9, match_hands=6)
    rng = random.Random(2)
    for hand in range(1, 7):
        assert state.hand_no == hand and state.turn == state.face_up_seat
        play_random_hand(state, rng)
        assert sum(state.scores) == 0
        if hand < 6:
            assert state.phase == "hand_over" and state.to_act() == ()
            assert state.legal_actions(TABLE) == [NextHand()]
            next_hand(state)
    assert state.phase == "match_over" and state.is_match_over
    assert reason(state, TABLE, NextHand()).reason == "match_over"
    assert state.observe(0).result is not None
