"""Card points and totals: aces count 11 unless that busts; BlackJack; pairs of equal points."""
from engine.blackjack.points import add_points, hand_total, is_natural, is_pair_of_points, total_of_points

from tests.engine.bj_helpers import cards


def test_the_seeds_examples():
    assert hand_total(cards("SA S8")) == (19, True)        # (A, 8) is 19
    assert hand_total(cards("SA S7 SJ")) == (18, False)    # (A, 7, J) is 18


def test_aces_drop_to_one_only_when_needed():
    assert hand_total(cards("SA HA")) == (12, True)
    assert hand_total(cards("SA HA DA C9")) == (12, False)
    assert hand_total(cards("SA HA DA C8")) == (21, True)
    assert hand_total(cards("SK SQ")) == (20, False)
    assert hand_total(cards("SK SQ S2")) == (22, False)


def test_adding_a_card_matches_counting_from_scratch():
    for points in ([1, 6], [1, 6, 9], [10, 1], [5, 1, 1], [1, 1, 1, 1, 1, 6]):
        total, soft = 0, False
        for p in points:
            total, soft = add_points(total, soft, p)
        assert (total, soft) == total_of_points(points)


def test_blackjack_is_ace_and_ten_value_as_the_first_two_cards_only():
    assert is_natural(cards("SA HK"), from_split=False)
    assert is_natural(cards("ST HA"), from_split=False)
    assert not is_natural(cards("SA HK"), from_split=True)   # after a split: a plain 21
    assert not is_natural(cards("S7 H4 DK"), from_split=False)


def test_equal_points_make_a_pair_so_ten_and_king_split():
    assert is_pair_of_points(cards("ST HK"))
    assert is_pair_of_points(cards("S8 H8"))
    assert not is_pair_of_points(cards("S9 HK"))
