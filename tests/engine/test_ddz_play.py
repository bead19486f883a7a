"""斗地主 play phase: rounds, refusals that change nothing, legal lists, record and replay."""
import random

import pytest

from engine.actions import Bid, Double, Pass, Play
from engine.errors import RuleError
from engine.match import Match
from tests.engine.ddz_helpers import cards_in, rig


def ready(hands, kitty="", **options):
    """Seat 0 is landlord with bid 1; nobody doubles; seat 0 to lead."""
    state = rig(hands, kitty=kitty, face_up_seat=0, **options)
    state.apply(0, Bid(1))
    state.apply(1, Pass())
    state.apply(2, Pass())
    state.apply(1, Double(False))
    state.apply(2, Double(False))
    return state


def snapshot(state):
    return [state.observe(s) for s in (0, 1, 2, None)], state.to_act(), state.phase


def refused(state, seat, action):
    before = snapshot(state)
    with pytest.raises(RuleError) as caught:
        state.apply(seat, action)
    assert snapshot(state) == before
    return caught.value


def test_refusals_carry_reason_keys_and_change_nothing():
    state = ready(["3 4 5 6 7 9 9 K", "8 8 10 J Q K A", "2 2 BJ"], kitty="A")
    assert refused(state, 0, Pass()).reason == "cannot_pass_on_lead"
    assert refused(state, 0, Play(cards_in(state, 0, "3 4"))).reason == "not_a_combination"
    assert refused(state, 0, Play(cards_in(state, 1, "8"))).reason == "cards_not_in_hand"
    assert refused(state, 1, Play(cards_in(state, 1, "8"))).reason == "not_your_turn"
    three = cards_in(state, 0, "3")
    assert refused(state, 0, Play(three + three)).reason == "cards_not_in_hand"
    state.apply(0, Play(cards_in(state, 0, "3 4 5 6 7")))
    err = refused(state, 1, Play(cards_in(state, 1, "8 8")))
    assert err.reason == "kind_mismatch" and err.params["expected"] == "straight"
    state.validate(1, Play(cards_in(state, 1, "10 J Q K A")))

def test_straight_lengths_and_heights():
    state = ready(["3 4 5 6 7 9", "8 9 10 J Q K", "2 2 BJ"], kitty="A")
    state.apply(0, Play(cards_in(state, 0, "3 4 5 6 7")))
    err = refused(state, 1, Play(cards_in(state, 1, "8 9 10 J Q K")))
    assert err.reason == "kind_mismatch" and err.params == {"expected": "straight", "size": 5}
    state.apply(1, Play(cards_in(state, 1, "9 10 J Q K")))
    assert refused(state, 2, Play(cards_in(state, 2, "2"))).reason == "kind_mismatch"


def test_cannot_beat_and_bombs():
    state = ready(["5 5 9", "4 4 3 3 3 3", "A A BJ RJ"], kitty="K")
    state.apply(0, Play(cards_in(state, 0, "5 5")))
    assert refused(state, 1, Play(cards_in(state, 1, "4 4"))).reason == "cannot_beat"
    state.apply(1, Play(cards_in(state, 1, "3 3 3 3")))
    assert refused(state, 2, Play(cards_in(state, 2, "A A"))).reason == "cannot_beat"
    state.apply(2, Play(cards_in(state, 2, "BJ RJ")))
    assert state.observe(0).bombs_played == 2
    assert state.legal_actions(0) == [Pass()]


def test_round_ends_when_the_other_two_pass():
    state = ready(["3 9", "4 5", "6 7"], kitty="K")
    state.apply(0, Play(cards_in(state, 0, "3")))
    state.apply(1, Play(cards_in(state, 1, "5")))
    state.apply(2, Pass())
    obs = state.observe(2)
    assert obs.round_plays[-1] == (2, ()) and obs.lead.kind == "single" and obs.lead_seat == 1
    state.apply(0, Pass())
    assert state.to_act() == (1,) and state.lead is None
    obs = state.observe(0)
    assert obs.round_plays == () and obs.lead is None and len(obs.history) == 4
    assert Pass() not in state.legal_actions(1)


def test_legal_actions_are_sorted_one_per_rank_multiset_and_all_valid():
    state = ready(["3 3 3 4 4 4 5 5 6 7 8 9 10 BJ RJ 2 2", "4", "5"], kitty="K 2 A")
    legal = state.legal_actions(0)
    assert len(legal) == len(set(legal))
    keys = {tuple(sorted(c.rank for c in a.cards)) for a in legal}
    assert len(keys) == len(legal)
    for action in legal:
        state.validate(0, action)
    kinds = [legal.combo_at(i).kind for i in range(len(legal))]
    assert kinds[0] == "single" and kinds[-1] == "rocket"
    assert legal[5] in legal and legal[-1] == legal[len(legal) - 1]
    assert list(legal[:3]) == [legal[0], legal[1], legal[2]]
    # the representative takes the lowest card ids of each rank
    pair_of_threes = next(a for a in legal if sorted(c.rank for c in a.cards) == [3, 3])
    threes = sorted((c for c in state.hands[0] if c.rank == 3), key=lambda c: c.id)
    assert set(pair_of_threes.cards) == set(threes[:2])


def test_record_replay_gives_the_same_state():
    match = Match.new("doudizhu", {"match_hands": 6}, seed=21)
    rng = random.Random(3)
    while not match.state.is_match_over:
        state = match.state
        seat = state.to_act()[0] if state.to_act() else -1
        legal = state.legal_actions(seat)
        match.apply(seat, legal[rng.randrange(len(legal))])
    data = match.to_json()
    again = Match.from_json(data)
    for seat in (0, 1, 2, None):
        assert again.state.observe(seat) == match.state.observe(seat)
    assert again.state.scores == match.state.scores
    half = len(data["actions"]) // 2
    partial = Match.from_json(data, upto=half)
    assert len(partial.actions) == half
