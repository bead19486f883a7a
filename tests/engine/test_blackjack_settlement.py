"""Settlement tables: every outcome, pushes, both BlackJack payouts, rotating bank, chip stacks."""
import pytest

from engine.actions import NextHand
from engine.blackjack import Bet, Stand
from engine.blackjack.settle import LOSE, PUSH, WIN, settle_one
from engine.game import TABLE

from tests.engine.bj_helpers import bet_all, deal, new_state, rig


@pytest.mark.parametrize("player, natural, banker, banker_natural, expected", [
    (20, False, 19, False, ("win", WIN, 10)),
    (18, False, 19, False, ("lose", LOSE, -10)),
    (19, False, 19, False, ("push", PUSH, 0)),
    (21, False, 21, True, ("banker_blackjack", LOSE, -10)),   # BlackJack beats another 21
    (21, True, 21, False, ("blackjack", WIN, 10)),
    (21, True, 21, True, ("push", PUSH, 0)),                   # BlackJack against BlackJack
    (22, False, 25, False, ("bust", LOSE, -10)),               # the 闲家's bust comes first
    (12, False, 23, False, ("banker_bust", WIN, 10)),
])
def test_one_hand_at_one_to_one(player, natural, banker, banker_natural, expected):
    assert settle_one(player, natural, 10, banker, banker_natural, three_to_two=False) == expected


def test_blackjack_pays_three_to_two_only_with_the_option_and_only_to_the_player():
    assert settle_one(21, True, 20, 18, False, three_to_two=True) == ("blackjack", WIN, 30)
    assert settle_one(21, True, 20, 18, False, three_to_two=False) == ("blackjack", WIN, 20)
    assert settle_one(18, False, 20, 21, True, three_to_two=True) == ("banker_blackjack", LOSE, -20)


def test_a_doubled_bet_counts_double():
    state = deal(2, "S6 S9 H5 H8 DK")   # 闲家 6+5 doubles, K → 21; banker 9+8 = 17
    from engine.blackjack import DoubleDown
    state.apply(0, DoubleDown())
    state.apply(1, Stand())
    assert state.result.lines[0][2] == 20 and state.result.deltas == (20, -20)


def test_blackjack_round_with_three_to_two_moves_the_chips():
    state = deal(2, "SA S9 HK H8", amount=100, blackjack_pays="3:2")
    state.apply(1, Stand())
    assert state.result.lines[0][0] == "blackjack"
    assert state.stacks == [1150, 850]


def test_rotating_bank_passes_to_the_next_seat_each_round():
    state = deal(3, "S5 S6 S9 HT HT HT", rotate_bank=True)
    bankers = [state.banker]
    for _ in range(3):
        while state.phase in ("play", "banker"):
            state.apply(state.to_act()[0], Stand())
        state.apply(TABLE, NextHand())
        bankers.append(state.banker)
        bet_all(state)
    assert bankers == [1, 2, 0, 1]


def test_fixed_bank_stays_and_chips_carry_over():
    state = deal(2, "S5 S9 H6 HT")
    state.apply(0, Stand())
    state.apply(1, Stand())
    assert state.stacks == [990, 1010] and sum(state.result.deltas) == 0
    state.apply(TABLE, NextHand())
    assert state.banker == 1 and state.hand_no == 2 and state.stacks == [990, 1010]


def test_a_player_who_cannot_cover_the_minimum_sits_out_and_a_dead_table_ends():
    state = new_state(3)
    state.stacks = [5, 1000, 1000]   # seat 0 cannot bet 10
    state.apply(2, Bet(10))          # seat 2 bets first (after the banker, seat 1)
    assert 0 in state.sitting_out and 0 not in state.hands and state.phase == "play"
    assert not state.observe(0).seats[0].hands
    state = new_state(2)
    rig(state, "S5 S9 H6 HT")
    state.stacks = [10, 1990]
    bet_all(state, 10)
    state.apply(0, Stand())
    state.apply(1, Stand())
    assert state.stacks == [0, 2000] and state.phase == "match_over"
