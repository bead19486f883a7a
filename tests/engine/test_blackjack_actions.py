"""Every action's limits: what the rules allow, what they refuse (and that a refusal changes nothing)."""
import pytest

from engine.actions import NextHand
from engine.blackjack import Bet, DoubleDown, Hit, Leave, Split, Stand
from engine.errors import RuleError
from engine.game import TABLE

from tests.engine.bj_helpers import bet_all, deal, new_state, rig

# two seats: seat 0 is the 闲家, seat 1 the banker (the default banker option)


def refused(state, seat, action) -> str:
    before = state.observe(None)
    with pytest.raises(RuleError) as caught:
        state.apply(seat, action)
    assert state.observe(None) == before
    return caught.value.reason


def test_the_round_goes_bet_play_banker_hand_over():
    state = new_state(2)
    assert state.phase == "bet" and state.to_act() == (0,)
    rig(state, "S5 S9 H6 HT")  # 闲家 5+6, banker 9+10
    bet_all(state, 20)
    assert state.phase == "play" and state.to_act() == (0,)
    state.apply(0, Stand())
    assert state.phase == "banker" and state.to_act() == (1,)
    state.apply(1, Stand())
    assert state.phase == "hand_over"
    assert state.result.deltas == (-20, 20)
    assert state.legal_actions(TABLE) == [NextHand(), Leave()]


def test_bets_are_limited_by_table_limits_chips_and_unit():
    state = new_state(2, min_bet=10, max_bet=100)
    assert refused(state, 0, Bet(5)) == "bj_bet_unit"
    assert refused(state, 0, Bet(0)) == "bj_bet_too_low"
    assert refused(state, 0, Bet(110)) == "bj_bet_too_high"
    assert refused(state, 1, Bet(10)) == "not_your_turn"
    assert refused(state, 0, Hit()) == "wrong_phase"
    assert Bet(100) in state.legal_actions(0) and Bet(110) not in state.legal_actions(0)


def test_double_after_hits_is_allowed_below_21_and_takes_exactly_one_card():
    state = deal(2, "S2 S9 H3 HT D4 C5 D2")  # 闲家 2+3, hits 4 → 9; doubles and gets 5 → 14
    state.apply(0, Hit())
    assert DoubleDown() in state.legal_actions(0)
    state.apply(0, DoubleDown())
    hand = state.hands[0][0]
    assert len(hand.cards) == 4 and hand.doubled and hand.done and hand.stake == 20
    assert state.phase == "banker"


def test_twenty_one_stands_automatically_and_cannot_double():
    state = deal(2, "S5 S9 H6 HT DK")  # 闲家 5+6 = 11, hits K → 21
    state.apply(0, Hit())
    assert state.hands[0][0].done and state.phase == "banker"
    assert refused(state, 0, DoubleDown()) in ("not_your_turn", "wrong_phase")


def test_when_every_hand_busted_the_round_is_settled_without_the_banker():
    state = deal(2, "SK S9 H6 H5 D8 C9")  # 闲家 K+6 hits 8 → 24 bust
    state.apply(0, Hit())
    assert state.hands[0][0].status == "bust"
    assert state.phase == "hand_over"
    assert state.result.lines[0][0] == "bust" and state.result.deltas == (-10, 10)


def test_bust_loses_even_when_the_banker_busts_later():
    # turn order: seat 2, seat 0, then the banker (seat 1); hole cards first, then face-up cards
    state = deal(3, "SK SQ S9 H6 H9 H5 D8 C2 C9")
    state.apply(2, Stand())           # seat 2: K+6 = 16
    state.apply(0, Hit())             # seat 0: Q+9 = 19, hits 8 → 27 bust
    assert state.hands[0][0].status == "bust"
    state.apply(1, Hit())             # banker 9+5 = 14, hits 2 → 16
    state.apply(1, Hit())             # hits 9 → 25: the banker busts too
    r = state.result
    outcome = {params["seat"]: key for key, params, _ in r.lines}
    assert outcome == {2: "banker_bust", 0: "bust"}
    assert r.deltas == (-10, 0, 10)


def test_split_equal_points_no_double_no_resplit_and_a_split_blackjack_is_plain_21():
    state = deal(2, "SK S9 HQ H7 DA C8 D3", amount=50)  # 闲家 K+Q (equal points) splits
    assert Split() in state.legal_actions(0)
    state.apply(0, Split())
    first, second = state.hands[0]
    assert [c.code() for c in first.cards] == ["SK", "DA"] and first.points == 21
    assert not first.natural and first.status == "twenty_one"     # plain 21, not BlackJack
    assert state.active_hand == 1 and second.from_split
    assert DoubleDown() not in state.legal_actions(0)
    assert refused(state, 0, DoubleDown()) == "bj_no_double_after_split"
    state.apply(0, Stand())            # Q+8 = 18
    state.apply(1, Stand())            # banker 9+7 = 16
    keys = [key for key, _, _ in state.result.lines]
    assert keys == ["win", "win"] and state.result.deltas == (100, -100)


def test_no_resplit_and_split_needs_a_pair():
    state = deal(2, "S8 S9 H8 H7 D8 C8")
    state.apply(0, Split())            # 8 | 8; hand one gets D8 → a pair again
    assert state.hands[0][0].points == 16
    assert refused(state, 0, Split()) == "bj_no_resplit"
    state = deal(2, "S8 S9 H7 H7")
    assert refused(state, 0, Split()) == "bj_split_needs_pair"


def test_blackjack_stands_at_once_and_is_shown():
    state = deal(2, "SA S9 HK H8")
    hand = state.hands[0][0]
    assert hand.status == "blackjack" and not hand.hole_hidden
    assert state.phase == "banker"


def test_double_and_split_need_the_chips_of_both_sides():
    state = new_state(2, stack=500, max_bet=500)
    rig(state, "S5 S9 H6 HT")
    bet_all(state, 300)  # 300 of 500: no second 300 for the 闲家
    assert DoubleDown() not in state.legal_actions(0)
    assert refused(state, 0, DoubleDown()) == "bj_not_covered"


def test_the_bank_caps_bets_and_a_player_sits_out_when_it_is_full():
    state = new_state(3, stack=500, max_bet=500)
    state.stacks = [500, 500, 500]
    state.stacks[1] = 100  # the banker can cover only 100
    state.bettors, state.hands = [], {}
    assert state.bet_range(2) == (10, 100)
    state.apply(2, Bet(100))
    assert state.phase == "play" and 0 in state.sitting_out


def test_leave_ends_the_match_only_between_rounds():
    state = deal(2, "S5 S9 H6 HT")
    assert refused(state, TABLE, Leave()) == "hand_not_over"
    state.apply(0, Stand())
    state.apply(1, Stand())
    state.apply(TABLE, Leave())
    assert state.phase == "match_over" and state.is_match_over
    assert refused(state, 0, Bet(10)) == "match_over"


def test_casino_banker_hits_to_16_and_stands_on_17():
    state = deal(2, "ST S6 H9 HQ D2 C5", casino_banker=True)  # banker 6+Q = 16 → 2 → 18
    state.apply(0, Stand())
    assert state.phase == "hand_over" and state.banker_hand.points == 18
    state = deal(2, "ST SA H9 H6 D2", casino_banker=True)     # banker A+6 = soft 17 stands
    state.apply(0, Stand())
    assert state.banker_hand.points == 17 and len(state.banker_hand.cards) == 2
