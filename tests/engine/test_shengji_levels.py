"""升级 levels: the result table for 1, 2 and 3 decks, A, and the next dealer (shengji.md)."""
import pytest

from engine.shengji.levels import Outcome, apply_outcome, next_dealer, outcome


@pytest.mark.parametrize("decks", [1, 2, 3])
@pytest.mark.parametrize("fifths, take_over, dealer_rise, attacker_rise", [
    (None, False, 3, 0),   # 0 points: 大光
    (0, False, 2, 0),      # 1 … s-1: 小光
    (1, False, 1, 0),      # s … 2s-1
    (2, True, 0, 0),       # 2s … 3s-1: 上台
    (3, True, 0, 1),       # 3s … 4s-1
    (4, True, 0, 2),
    (5, True, 0, 3),
])
def test_result_table_at_every_threshold(decks, fifths, take_over, dealer_rise, attacker_rise):
    s = 20 * decks
    if fifths is None:
        points = [0]
    else:
        low = max(1, fifths * s)
        points = [low, (fifths + 1) * s - 5]
    for p in points:
        assert outcome(p, s) == Outcome(take_over, dealer_rise, attacker_rise), p


def test_two_deck_table_matches_the_seed():
    assert outcome(35, 40).dealer_rise == 2
    assert outcome(40, 40).dealer_rise == 1
    assert outcome(75, 40).dealer_rise == 1
    assert outcome(80, 40).take_over and outcome(80, 40).attacker_rise == 0
    assert outcome(120, 40).attacker_rise == 1
    assert outcome(160, 40).attacker_rise == 2


def test_three_deck_table_matches_the_seed():
    assert outcome(120, 60).take_over and outcome(120, 60).attacker_rise == 0
    assert outcome(180, 60).attacker_rise == 1
    assert outcome(240, 60).attacker_rise == 2
    assert outcome(115, 60) == Outcome(False, 1, 0)


def test_dealer_rises():
    change = apply_outcome((5, 3), 0, Outcome(False, 2, 0))
    assert change.levels == (7, 3) and change.dealer_team == 0 and change.winner is None


def test_attackers_take_over_and_rise():
    change = apply_outcome((5, 3), 0, Outcome(True, 0, 2))
    assert change.levels == (5, 5) and change.dealer_team == 1 and change.winner is None


def test_attackers_rise_stops_at_a():
    change = apply_outcome((5, 13), 0, Outcome(True, 0, 3))
    assert change.levels == (5, 14) and change.winner is None


def test_dealer_at_a_wins_the_match_with_any_rise():
    change = apply_outcome((14, 9), 0, Outcome(False, 1, 0))
    assert change.winner == 0 and change.levels == (14, 9)


def test_dealer_promoted_past_a_wins():
    change = apply_outcome((12, 9), 0, Outcome(False, 3, 0))
    assert change.winner == 0


def test_dealer_reaching_a_exactly_plays_on():
    change = apply_outcome((12, 9), 0, Outcome(False, 2, 0))
    assert change.winner is None and change.levels == (14, 9)


def test_dealer_at_a_losing_does_not_win():
    change = apply_outcome((14, 9), 0, Outcome(True, 0, 0))
    assert change.winner is None and change.dealer_team == 1


HOLD = Outcome(False, 1, 0)
TAKE = Outcome(True, 0, 0)


@pytest.mark.parametrize("rule", ["000", "004"])
def test_next_dealer_when_dealers_hold_is_the_partner(rule):
    assert next_dealer(1, HOLD, 2, rule) == 3


def test_next_dealer_000_take_over_is_the_next_seat():
    assert next_dealer(1, TAKE, 0, "000") == 2


def test_next_dealer_004_take_over_is_the_attacker_who_won_the_last_trick():
    assert next_dealer(1, TAKE, 0, "004") == 0
    assert next_dealer(1, TAKE, 3, "004") == 2  # the defenders won it: the seat after the dealer


@pytest.mark.parametrize("rule", ["000", "004"])
@pytest.mark.parametrize("dealer", range(4))
def test_nobody_deals_twice_in_a_row(rule, dealer):
    for result in (HOLD, TAKE):
        for last in range(4):
            assert next_dealer(dealer, result, last, rule) != dealer
