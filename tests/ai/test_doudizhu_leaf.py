"""The 斗地主 search-leaf model (ai/doudizhu/leaf.py): a trick start judged as a player would.

The weights are fitted (bench/fit_doudizhu_leaf.py); these tests ask what any 斗地主 player
would say of the positions, so a refit that learned something absurd fails them.
"""
import random

from ai.doudizhu import leaf_model
from ai.doudizhu.leaf import features, landlord_chance
from ai.doudizhu.packing import from_labels
from ai.doudizhu.search import leaf_value, value
from engine.actions import Bid, Pass
from engine.climbing.variants.doudizhu import new_state

LANDLORD = 0
STRONG = from_labels("RJ BJ 2 2 A A K K Q Q J J 10 10 9 9 8 8 7 7")
WEAK = from_labels("3 4 5 7 8 10 Q 3 4 6 9 J 5 6 8 9 K")
MIDDLE = from_labels("3 4 5 6 7 9 9 10 J J Q K A 2 6 7 8")


def test_there_is_one_weight_per_feature_and_an_intercept():
    hands = (STRONG, WEAK, MIDDLE)
    assert len(leaf_model.WEIGHTS) == len(features(hands, LANDLORD, LANDLORD)) + 1


def test_a_leader_one_play_from_out_wins():
    """Whoever leads with a hand that goes in one play wins: the landlord, or a farmer."""
    landlord_out = (from_labels("8 8 8 9 9 9 3 4"), WEAK, MIDDLE)
    assert landlord_chance(landlord_out, 0, LANDLORD) > 0.95
    farmer_out = (STRONG, from_labels("5 6 7 8 9 10"), MIDDLE)
    assert landlord_chance(farmer_out, 1, LANDLORD) < 0.05


def test_a_strong_landlord_against_ragged_farmers_is_favoured_and_the_reverse_is_not():
    assert landlord_chance((STRONG, WEAK, WEAK), 0, LANDLORD) > 0.8
    assert landlord_chance((WEAK + from_labels("3 3 3"), STRONG - from_labels("7 7 8"), MIDDLE), 1, LANDLORD) < 0.2


def test_loose_low_cards_and_losing_the_lead_lower_the_landlords_chance():
    with_junk = STRONG - from_labels("7 7 8 8") + from_labels("3 4 5 6")
    assert landlord_chance((with_junk, MIDDLE, WEAK), 0, LANDLORD) < landlord_chance((STRONG, MIDDLE, WEAK), 0, LANDLORD)
    hands = (MIDDLE + from_labels("3"), MIDDLE, WEAK)
    assert landlord_chance(hands, 1, LANDLORD) < landlord_chance(hands, 0, LANDLORD)


def _play_phase(seed: int):
    state = new_state({"doubling": False, "reverse_spring": False, "match_hands": 0}, random.Random(seed))
    while state.phase == "bid":
        seat = state.to_act()[0]
        state.apply(seat, Bid(3) if seat == LANDLORD else Pass())
    return state


def test_a_hand_that_ends_before_the_leaf_counts_its_real_outcome():
    """Going out with the whole hand is scored as the finished hand, not by the model."""
    state = _play_phase(3)
    position = state.position()
    position.hands = list(position.hands)
    position.hands[LANDLORD] = from_labels("8 8 8 9")
    whole = next(move for move in position.moves() if move is not None and move[0] == position.hands[LANDLORD])
    outcome = leaf_value(position.copy(), whole, state, LANDLORD, LANDLORD, tricks=2)
    finished = position.copy()
    finished.play(whole)
    assert outcome == value(state.score_position(finished).deltas[LANDLORD]) > 1.0


def test_a_leaf_value_is_the_models_chance_on_the_searching_seats_side():
    state = _play_phase(5)
    position = state.position()
    lead = position.moves()[0]
    after = position.copy()
    after.play(lead)
    for me in range(3):
        outcome = leaf_value(position.copy(), lead, state, LANDLORD, me, tricks=1)
        assert -1.0 <= outcome <= 1.0
    assert leaf_value(position.copy(), lead, state, LANDLORD, 1, tricks=1) == -leaf_value(
        position.copy(), lead, state, LANDLORD, LANDLORD, tricks=1)
