"""斗地主 bidding from the measured chance of winning (ai/doudizhu/bidding.py, bid_model.py).

The estimates are fitted on play-outs (bench/calibrate_doudizhu_bids.py); these tests check
what a player would expect of them whatever the exact fit: strong hands bid 3, weak hands
pass, more high cards never make a hand worth less, and 倒 / 踢回 follow the thresholds.
"""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from ai.doudizhu import bid_model, bidding
from ai.doudizhu.bidding import (
    BID_THRESHOLDS, DOUBLE_AT, REDOUBLE_AT, bid_target, choose_bid, farmer_chance, hand_features,
    landlord_chance, landlord_chance_after_kitty, wants_double, wants_redouble,
)
from ai.doudizhu.decompose import decompose
from ai.doudizhu.packing import BIG_JOKER, SMALL_JOKER, TWO, UNIT, count_at, from_labels
from engine.climbing.tables import SINGLE

ROCKET_AND_BOMBS = from_labels("BJ RJ 2 2 9 9 9 9 3 4 6 7 8 J Q K K")
ROCKET_TWO_BOMBS = from_labels("BJ RJ 2 2 5 5 5 5 Q Q Q Q 3 4 7 8 10")
WEAK = from_labels("3 3 4 5 6 7 7 8 9 9 10 J J Q K K A")
WEAK_TOO = from_labels("3 4 5 5 6 7 8 8 9 10 10 J Q Q K A A")


def random_hands(count: int, size: int = 17, seed: int = 7) -> list[int]:
    """Random hands from a full deck, as packed counts."""
    deck = [i for i in range(13) for _ in range(4)] + [SMALL_JOKER, BIG_JOKER]
    rng = random.Random(seed)
    hands = []
    for _ in range(count):
        hands.append(sum(UNIT[i] for i in rng.sample(deck, size)))
    return hands


# --- the bid -------------------------------------------------------------------------------------


def test_a_rocket_with_bombs_and_twos_bids_three():
    for hand in (ROCKET_AND_BOMBS, ROCKET_TWO_BOMBS):
        assert landlord_chance(hand) >= BID_THRESHOLDS[2]
        assert bid_target(hand) == 3
        assert choose_bid(hand, current_high=2) == 3


def test_a_weak_hand_passes():
    for hand in (WEAK, WEAK_TOO):
        assert landlord_chance(hand) < BID_THRESHOLDS[0]
        assert bid_target(hand) == 0
        assert choose_bid(hand, current_high=0) == 0


def test_a_bid_must_beat_the_high_bid():
    """A hand worth exactly 1 or 2 passes once someone has bid that much."""
    for hand in random_hands(400, seed=3):
        target = bid_target(hand)
        for high in range(4):
            assert choose_bid(hand, high) == (target if target > high else 0)


def test_thresholds_rise_with_the_bid():
    assert 0.0 < BID_THRESHOLDS[0] <= BID_THRESHOLDS[1] <= BID_THRESHOLDS[2] < 1.0


def test_a_two_in_place_of_a_loose_low_card_never_lowers_the_chance():
    """Swap one loose low single (3 … 10 played alone) for a 2: the hand is no worse."""
    checked = 0
    for hand in random_hands(600, seed=11):
        if count_at(hand, TWO) == 4:
            continue
        loose = [found.key for _, found in decompose(hand).groups
                 if found.kind == SINGLE and found.key <= bidding.LOW_TOP]
        if not loose:
            continue
        better = hand - UNIT[loose[0]] + UNIT[TWO]
        assert landlord_chance(better) >= landlord_chance(hand) - 1e-12, (hand, loose[0])
        assert farmer_chance(better, 2) >= farmer_chance(hand, 2) - 1e-12
        checked += 1
    assert checked > 100


def test_a_joker_in_place_of_a_loose_low_card_never_lowers_the_chance():
    checked = 0
    for hand in random_hands(600, seed=12):
        for joker in (SMALL_JOKER, BIG_JOKER):
            if count_at(hand, joker):
                continue
            loose = [found.key for _, found in decompose(hand).groups
                     if found.kind == SINGLE and found.key <= bidding.LOW_TOP]
            if not loose:
                continue
            better = hand - UNIT[loose[0]] + UNIT[joker]
            assert landlord_chance(better) >= landlord_chance(hand) - 1e-12
            checked += 1
    assert checked > 100


def test_the_kitty_helps_and_a_double_warns():
    """The same hand with three more cards is worth more; after a 倒 it is worth less."""
    hand = from_labels("BJ 2 2 A K K Q J 10 9 8 7 6 6 5 4 3")
    with_kitty = hand + from_labels("2 A A")
    undoubled = landlord_chance_after_kitty(with_kitty, doubled=False)
    assert undoubled > landlord_chance(hand)
    assert landlord_chance_after_kitty(with_kitty, doubled=True) < undoubled


def test_a_bid_of_three_means_a_stronger_landlord():
    """Against a 3 the farmers expect less than against a 1 or a 2. (Between 1 and 2 the fit
    may go either way: a low bid that stood means the other two hands were weak too.)"""
    for hand in random_hands(50, seed=5):
        assert farmer_chance(hand, 3) < min(farmer_chance(hand, 1), farmer_chance(hand, 2))


# --- 倒 and 踢回 ---------------------------------------------------------------------------------------


def test_double_and_redouble_follow_their_thresholds():
    for hand in random_hands(300, seed=9):
        for bid in (1, 2, 3):
            assert wants_double(hand, bid) == (farmer_chance(hand, bid) >= DOUBLE_AT)
    for hand in random_hands(300, size=20, seed=10):
        assert wants_redouble(hand) == (landlord_chance_after_kitty(hand, doubled=True) >= REDOUBLE_AT)


def test_a_farmer_with_the_rocket_and_bombs_doubles_and_a_weak_one_does_not():
    assert wants_double(ROCKET_TWO_BOMBS, 3)
    assert not wants_double(WEAK, 1)


def test_a_landlord_with_everything_redoubles_and_a_weak_one_does_not():
    assert wants_redouble(ROCKET_TWO_BOMBS + from_labels("2 A A"))
    assert not wants_redouble(WEAK + from_labels("4 6 8"))


def test_a_doubling_farmer_expects_more_than_even():
    """倒 doubles the farmer's own stake: never from a chance of winning below one half."""
    assert DOUBLE_AT > 0.5
    assert REDOUBLE_AT >= 0.5


# --- the data -------------------------------------------------------------------------------------


def test_the_model_is_plain_data_of_the_right_shape():
    width = len(bid_model.FEATURES) + 1
    assert len(hand_features(WEAK)) == len(bid_model.FEATURES)
    for weights in (bid_model.LANDLORD_BEFORE_KITTY, bid_model.LANDLORD_AFTER_KITTY, bid_model.FARMER):
        assert len(weights) == width
        assert all(isinstance(w, float) for w in weights)
    assert len(bid_model.FARMER_BID_OFFSETS) == 3
    assert isinstance(bid_model.DOUBLED_OFFSET, float)


def test_the_model_loads_and_answers_without_numpy():
    code = ("import sys; sys.modules['numpy'] = None\n"
            "from ai.doudizhu.bidding import landlord_chance, bid_target\n"
            "from ai.doudizhu.packing import from_labels\n"
            "assert bid_target(from_labels('BJ RJ 2 2 9 9 9 9 3 4 6 7 8 J Q K K')) == 3\n")
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root)
    assert done.returncode == 0, done.stderr
