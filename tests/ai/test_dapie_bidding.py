"""打撇's normal player bids, 倒 and answers for points (issue 30): by the expected payment of the
hand with the rule file's factors, not by the safety of the contract."""
from __future__ import annotations

import random

from ai.dapie import NormalBot
from ai.dapie.bidding import choose_answer, choose_bid, contract_value
from ai.dapie.bid_model import MODELS
from ai.dapie.choices import old_bid
from engine.actions import Double
from engine.dapie.actions import Concede
from tests.engine.dapie.helpers import new_state, rig, to_play

#: Seat 3 deals and must bid on the third deal: two small trumps (♠7 ♠6) and no point card.
FORCED_DEAL = ["SA SK SJ S9 HA HK HQ CA CK",
               "SQ ST HJ HT CQ CJ CT DA DK",
               "S8 S5 H9 H5 C9 C5 DQ DT D5",
               "S7 S6 H8 H7 H6 C8 C7 C6 D6"]
FORCED_KITTY = "D7 D8 D9 DJ"


def _forced_to_forty():
    state = new_state(seed=4)
    state.redeals = 2  # the third deal: the dealer must bid if the others pass
    return to_play(rig(state, FORCED_DEAL, FORCED_KITTY, dealer=3), declarer=3, contract=40, trump="S",
                   doubles=())


def test_a_weak_declarer_forced_to_forty_is_doubled_and_concedes():
    """The 撇家 with four trumps and the side As doubles (the old margin never did: his hand is no
    declarer's for 72 points); the declarer, seeing he cannot make it, pays 认输's 2 rather than more."""
    state = _forced_to_forty()
    first = state.to_act()[0]
    obs, legal = state.observe(first), state.legal_actions(first)
    assert NormalBot().choose(obs, legal, random.Random(0)) == Double(True)
    assert NormalBot(bidding="safety").choose(obs, legal, random.Random(0)) == Double(False)
    while state.phase == "double":
        seat = state.to_act()[0]
        state.apply(seat, NormalBot().choose(state.observe(seat), state.legal_actions(seat), random.Random(0)))
    assert state.phase == "answer"
    assert NormalBot().choose(state.observe(3), state.legal_actions(3), random.Random(0)) == Concede()


def test_a_hand_a_little_above_forty_bids_where_the_old_margin_passed():
    estimate = 42.0
    assert choose_bid(estimate, "dapie", high=0, must_bid=False, dealer=False, redeals=0).bid == 40
    assert old_bid(estimate, 0, False) == 0


def test_a_weak_hand_passes_and_a_forced_one_bids_the_least_costly():
    assert choose_bid(20.0, "dapie", 0, False, False, 0).bid == 0
    assert choose_bid(20.0, "dapie", 0, True, True, 2).bid == 40


def test_a_strong_hand_bids_sixty_for_the_doubled_stake():
    """翻坎 doubles the payment from 60: a hand likely to take 75 or more gains more at 60 than at 40."""
    choice = choose_bid(69.0, "dapie", 0, False, False, 0)
    assert choice.bid == 60
    model = MODELS["dapie"]
    mean = model.bid_line[0] + model.bid_line[1] * 69.0
    assert contract_value(mean, model.bid_line[2], 60) > contract_value(mean, model.bid_line[2], 40)


def test_the_dealer_bids_more_readily_than_the_others_on_the_second_redeal():
    """Passing costs the dealer most: on the third deal he would have to bid whatever he holds."""
    assert any(choose_bid(e / 2, "dapie", 0, False, True, 1).bid
               and not choose_bid(e / 2, "dapie", 0, False, False, 1).bid for e in range(60, 100))


def test_the_declarer_kicks_back_a_likely_contract_and_plays_on_a_doubtful_one():
    """踢回 doubles what he wins and loses against the doubler: worth it when winning is likelier than
    losing; a doubtful hand plays on when the expected loss is below 认输's 2."""
    doubled = (None, True, False, False)
    assert choose_answer(95.0, "dapie", 40, doubled, 0).answer == "redouble"
    doubtful = choose_answer(30.0, "dapie", 40, doubled, 0)
    assert doubtful.win < 0.5
    assert doubtful.answer == "play_on" and doubtful.values["play_on"] > doubtful.values["concede"]
