"""锄大地 as a whole match: who leads, the ♦3 rule, following, the end of a hand and the totals.

Each test quotes the line of ``shared/rules/climbing.md`` § 锄大地 it checks.
"""
import random

import pytest

from engine.actions import NextHand, Pass, Play
from engine.cards import Card
from engine.climbing.variants import big2_cards as cards
from engine.climbing.variants.big2 import SPEC, new_state, sample_world
from engine.errors import RuleError
from engine.game import TABLE


def fresh(seed=1, **options):
    return new_state(SPEC.resolved_options(options), random.Random(seed))


def of(text):
    return tuple(Card.from_code(code) for code in text.split())


def rig(state, hands, leader=None):
    """Put these hands in place of the deal (first hand: ♦3's holder leads, with ♦3)."""
    state.hands = [set(of(text)) for text in hands]
    state.round.hands = [cards.pack(h) for h in state.hands]
    if leader is None:
        leader = next(s for s, h in enumerate(state.round.hands) if h & cards.DIAMOND_THREE)
    state.round.to_act = state.round.lead_seat = leader
    return state


def refusal(state, seat, action):
    with pytest.raises(RuleError) as caught:
        state.apply(seat, action)
    return caught.value.reason


def test_deal_thirteen_each_and_the_holder_of_the_three_of_diamonds_leads():
    """"Deal 13 each." "The first hand of a match: the holder of ♦3 leads"."""
    state = fresh(5)
    assert [len(h) for h in state.hands] == [13] * 4
    leader = state.to_act()[0]
    assert Card.from_code("D3") in state.hands[leader]
    assert state.observe(leader).must_lead == Card.from_code("D3")


def test_the_first_lead_must_contain_the_three_of_diamonds():
    """"…and the lead must contain ♦3"; passing on a lead is never allowed."""
    state = rig(fresh(), ["D3 C4 H5 S6 D7 CA", "C3 D4", "H3 S4", "S3 H4"])
    assert refusal(state, 0, Play(of("C4"))) == "must_lead_with"
    assert refusal(state, 0, Pass()) == "cannot_pass_on_lead"
    legal = state.legal_actions(0)
    assert legal and all(Card.from_code("D3") in action.cards for action in legal)
    state.apply(0, Play(of("D3 C4 H5 S6 D7")))
    assert state.observe(1).must_lead is None


def test_only_the_same_number_of_cards_follows_and_suits_break_ties():
    """"Only the same number of cards may follow." Pairs compare "by rank, then by their highest suit"."""
    state = rig(fresh(), ["D3 C3 DA", "H3 S3 C9 D9", "HK SK", "CQ DQ"])
    state.apply(0, Play(of("D3 C3")))
    assert refusal(state, 1, Play(of("C9"))) == "kind_mismatch"
    state.apply(1, Play(of("H3 S3")))   # the same rank with a higher suit beats
    assert refusal(state, 2, Play(of("HK"))) == "kind_mismatch"
    state.apply(2, Play(of("HK SK")))


def test_passing_does_not_stop_a_player_from_playing_later_and_three_passes_give_the_lead():
    """"Passing does not stop a player from playing later in the round. Three passes in a row
    → the last player leads anything.\""""
    state = rig(fresh(), ["D3 C8 DA", "C3 H9 SA", "H3 DT", "S3 DJ"])
    state.apply(0, Play(of("D3")))
    state.apply(1, Pass())
    state.apply(2, Play(of("H3")))
    state.apply(3, Play(of("S3")))
    state.apply(0, Play(of("C8")))
    state.apply(1, Play(of("H9")))        # seat 1 passed earlier in this round and still plays
    for seat in (2, 3, 0):
        state.apply(seat, Pass())
    assert state.to_act() == (1,) and state.round.lead is None


def test_the_seeds_worked_example_through_the_engine():
    """Seed example: left 5/8/0/12, nobody holding ♠2 → points 5/16/0/36 → gains 37, −7, 57, −87."""
    hands = ["C4 C5 C6 C7 C8",                                   # 5 cards
             "D4 D5 D6 D7 D8 D9 DT DJ",                          # 8 cards
             "D3",                                               # goes out with ♦3
             "H4 H5 H6 H7 H8 H9 HT HJ HQ HK HA S5"]              # 12 cards
    state = rig(fresh(), hands)
    events = state.apply(2, Play(of("D3")))
    result = events[-1].data["result"]
    assert state.phase == "hand_over" and result.winner == 2
    assert result.left == (5, 8, 0, 12) and result.points == (5, 16, 0, 36)
    assert result.deltas == (37, -7, 57, -87) and state.scores == (37, -7, 57, -87)


def test_the_spade_two_doubles_a_big_hand():
    """"×2 more if n ≥ 8 and the hand holds ♠2"."""
    hands = ["C4 C5 C6 C7 C8 C9 CT S2", "D4 D5 D6 D7 D8 D9 DT H2", "D3", "H4"]
    state = rig(fresh(), hands)
    result = state.apply(2, Play(of("D3")))[-1].data["result"]
    assert result.points == (32, 16, 0, 1)
    line = result.point_lines[0]
    assert line.factor == 2 and line.spade_two_doubled


def test_later_hands_are_led_freely_by_the_last_winner():
    """"Later hands: the previous winner leads freely.\""""
    state = rig(fresh(), ["C4", "D4", "D3", "H4"])
    state.apply(2, Play(of("D3")))
    state.apply(TABLE, NextHand())
    assert state.to_act() == (2,) and state.observe(2).must_lead is None
    legal = state.legal_actions(2)
    assert len(legal) > 13  # any combination, not only those with ♦3


def test_a_match_of_many_hands_keeps_running_totals_and_ends():
    state = fresh(9, match_hands=8)
    rng = random.Random(2)
    totals = [0, 0, 0, 0]
    while not state.is_match_over:
        if state.phase == "hand_over":
            state.apply(TABLE, NextHand())
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        for event in state.apply(seat, legal[rng.randrange(len(legal))]):
            if event.kind == "hand_over":
                totals = [t + d for t, d in zip(totals, event.data["result"].deltas)]
    assert state.hand_no == 8 and list(state.scores) == totals and sum(totals) == 0


def test_sampled_worlds_agree_with_the_observation():
    """A search bot's world keeps every public fact and the observer's own cards."""
    state = fresh(4)
    rng = random.Random(1)
    for _ in range(30):
        seat = state.to_act()[0]
        obs = state.observe(seat)
        world = sample_world(obs, rng)
        assert world.observe(seat) == obs
        assert sorted(c.code() for c in world.inventory()) == sorted(c.code() for c in state.inventory())
        legal = state.legal_actions(seat)
        assert list(world.legal_actions(seat)) == list(legal)
        state.apply(seat, legal[rng.randrange(len(legal))])
        if state.phase != "play":
            break
