"""干瞪眼 as a whole match: the deal, plays with readings, refusals, the draws of both variants,
the end of a hand, both scorings, the dealer of the next hand, the observation and the sampler.

Each test quotes the line of ``shared/rules/climbing.md`` § 干瞪眼 it checks.
"""
import random
from collections import Counter

import pytest

from engine.actions import NextHand, Pass, Play
from engine.cards import Card
from engine.climbing.round import Round
from engine.climbing.variants.gandengyan import (
    FAMILY_DRAW, SPEC, WINNER_DRAW, WINNER_SPEC, GandengyanObservation, sample_world,
)
from engine.climbing.variants.gandengyan_moves import GANDENGYAN_ORDER, MOVES
from engine.errors import RuleError
from engine.game import TABLE
from engine.registry import get_spec

PACK = GANDENGYAN_ORDER.pack


def fresh(spec=SPEC, seats=4, seed=1, **options):
    return spec.new_state(spec.resolved_options(options), random.Random(seed), seats)


def of(text):
    return tuple(Card.from_code(code) for code in text.split())


def rig(state, hands, stock="", dealer=0):
    """Put these hands and this stock (drawn from the left) in place of the deal; ``dealer`` leads."""
    state.hands = [set(of(text)) for text in hands]
    state.piles = [state.encoding.piles(h) for h in state.hands]
    state.stock = list(of(stock))
    state.round = Round([PACK(h) for h in state.hands], dealer, MOVES, state.round_rules,
                        stock=[PACK((c,)) for c in state.stock])
    state.dealer = dealer
    state.round_plays, state.history, state.history_readings = [], [], []
    return state


def refusal(state, seat, action):
    before = (state.observe(seat), [set(h) for h in state.hands], state.round.stock_next)
    with pytest.raises(RuleError) as caught:
        state.apply(seat, action)
    assert (state.observe(seat), [set(h) for h in state.hands], state.round.stock_next) == before
    return caught.value


# --- the deal --------------------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_dealer_gets_six_others_five_the_rest_is_the_stock_and_the_dealer_leads(seats):
    """"The dealer gets 6 cards, the others 5; the rest is the stock. The dealer leads.\""""
    state = fresh(seats=seats, seed=seats)
    dealer = state.dealer
    assert [len(h) for h in state.hands] == [6 if s == dealer else 5 for s in range(seats)]
    assert len(state.stock) == 54 - 6 - 5 * (seats - 1)
    assert state.to_act() == (dealer,)
    obs = state.observe(dealer)
    assert obs.stock_count == len(state.stock) and obs.dealer == dealer
    assert refusal(state, dealer, Pass()).reason == "cannot_pass_on_lead"
    started = [e for e in state.initial_events if e.kind == "hand_started"][0]
    assert started.data["dealer"] == dealer


def test_two_to_six_players():
    """"2 to 6 players"."""
    assert SPEC.seats == WINNER_SPEC.seats == (2, 6) and SPEC.default_seats == 4
    with pytest.raises(ValueError):
        fresh(seats=7)
    with pytest.raises(ValueError):
        fresh(seats=1)
    assert get_spec("gandengyan") is SPEC and get_spec("gandengyan-winner") is WINNER_SPEC


# --- plays, readings and refusals ---------------------------------------------------------------------


def test_a_play_with_a_joker_carries_its_reading():
    """"Jokers (王) are wild (听用): each stands for any card the player names" — the reading is
    part of the recorded action."""
    state = rig(fresh(), ["S3 S4 BJ S9 SK", "H6 H7", "D8 D9", "CT CJ"])
    legal = state.legal_actions(0)
    chosen = [a for a in legal if a.cards == of("S3 S4 BJ") and a.reading == (5,)]
    assert chosen, "3 4 王 read as 3 4 5 is listed"
    events = state.apply(0, chosen[0])
    played = [e for e in events if e.kind == "played"][0]
    assert played.data["reading"] == (5,) and played.data["kind"] == "straight"
    assert state.observe(1).history_readings == ((5,),)
    assert state.round.lead.key == GANDENGYAN_ORDER.index(5)


def test_jokers_alone_only_as_the_last_cards():
    """"**Decision** a joker may be played alone only as a player's last card(s)."""
    state = rig(fresh(), ["BJ S5 S9", "H6 H7", "D8 D9", "RJ"])
    error = refusal(state, 0, Play(of("BJ"), (5,)))
    assert error.reason == "joker_alone_not_last"
    state.apply(0, Play(of("S5")))
    state.apply(1, Play(of("H6")))
    state.apply(2, Pass())
    events = state.apply(3, Play(of("RJ"), (7,)))      # the last card: a joker alone, read as 7
    assert state.result is not None and state.result.winner == 3
    assert [e for e in events if e.kind == "hand_over"]


def test_a_joker_needs_a_reading_and_a_reading_needs_a_joker():
    state = rig(fresh(), ["BJ S5 S9", "H6 H7", "D8 D9", "CT"])
    assert refusal(state, 0, Play(of("BJ S5"))).reason == "joker_reading"
    assert refusal(state, 0, Play(of("BJ S5"), (5, 5))).reason == "joker_reading"
    assert refusal(state, 0, Play(of("S5"), (5,))).reason == "joker_reading"
    assert refusal(state, 0, Play(of("BJ S5"), (9,))).reason == "not_a_combination"
    state.apply(0, Play(of("BJ S5"), (5,)))
    assert state.round.lead.kind == "pair"


def test_refusals_name_the_rule_and_change_nothing():
    """Illegal moves give a RuleError with a reason and change nothing."""
    state = rig(fresh(), ["S4 H4 S9 SK", "S6 H6 S5 S2 H5", "D8 D9 DT", "CT CJ C3"])
    state.apply(0, Play(of("S4")))
    error = refusal(state, 1, Play(of("S6")))
    assert error.reason == "not_one_higher" and error.params == {"rank": "5"}
    assert refusal(state, 1, Play(of("S5 H5"))).reason == "kind_mismatch"
    assert refusal(state, 1, Play(of("S5 S6"))).reason == "not_a_combination"
    assert refusal(state, 1, Play(of("D8"))).reason == "cards_not_in_hand"
    assert refusal(state, 1, Play(())).reason == "empty_play"
    assert refusal(state, 2, Play(of("D8"))).reason == "not_your_turn"
    state.apply(1, Play(of("S2")))                     # "or by a 2 … over any non-2"
    assert refusal(state, 2, Play(of("D8"))).reason == "cannot_beat"


def test_a_straight_needs_the_same_length_one_higher():
    """"a straight … only by the same kind and length starting exactly one rank higher (4567 → 5678)"."""
    state = rig(fresh(), ["S4 S5 S6 S7 SK", "H5 H6 H7 H8 H9 HK", "D8 D9", "CT CJ"])
    state.apply(0, Play(of("S4 S5 S6 S7")))
    error = refusal(state, 1, Play(of("H6 H7 H8 H9")))
    assert error.reason == "not_one_higher_chain" and error.params == {"rank": "5"}
    assert refusal(state, 1, Play(of("H5 H6 H7 H8 H9"))).reason == "kind_mismatch"
    state.apply(1, Play(of("H5 H6 H7 H8")))


def test_a_bomb_beats_anything_and_a_bigger_bomb_beats_it():
    """"or by a bomb"; "a bomb by a higher bomb (盖炸) … JJJ beats 555"."""
    state = rig(fresh(), ["S2 S9 SK", "S5 H5 D5 S6", "SJ HJ DJ D9", "CT CJ C3"])
    state.apply(0, Play(of("S2")))
    events = state.apply(1, Play(of("S5 H5 D5")))
    bomb = [e for e in events if e.kind == "bomb"][0]
    assert bomb.data["multiplier"] == 2 and bomb.data["size"] == 3
    state.apply(2, Play(of("SJ HJ DJ")))
    obs = state.observe(3)
    assert obs.doublings == 2 and obs.card_value == 4 and len(obs.bombs) == 2


# --- rounds and draws ----------------------------------------------------------------------------


def test_everyone_draws_from_the_round_winner_on_in_family_draw():
    """"A round ends when everyone else passes after a play by player A. Then cards are drawn
    from the stock while it lasts, and A leads: `gandengyan` (家家摸牌): every player draws one
    card, starting with A, in turn order.\""""
    state = rig(fresh(), ["S3 S9 SK", "H4 H9", "D8 DT", "CT CJ"], stock="S5 H5 D5 C5 S6 H6", dealer=0)
    state.apply(0, Play(of("S3")))
    state.apply(1, Play(of("H4")))
    state.apply(2, Pass())
    state.apply(3, Pass())
    events = state.apply(0, Pass())
    draws = [e for e in events if e.kind in ("new_round", "drew")]
    assert [(e.kind, e.seat) for e in draws] == [("new_round", 1), ("drew", 1), ("drew", 2), ("drew", 3),
                                                ("drew", 0)]
    private = [e for e in events if e.kind == "drew_card"]
    assert [(e.seat, e.private_to, e.data["card"]) for e in private] == [
        (1, 1, Card.from_code("S5")), (2, 2, Card.from_code("H5")), (3, 3, Card.from_code("D5")),
        (0, 0, Card.from_code("C5"))]
    assert state.to_act() == (1,) and state.observe(1).stock_count == 2
    assert Card.from_code("S5") in state.observe(1).hand


def test_only_the_round_winner_draws_in_winner_draw():
    """"`gandengyan-winner` (赢家摸牌): only A draws one.\""""
    state = rig(fresh(WINNER_SPEC), ["S3 S9 SK", "H4 H9", "D8 DT", "CT CJ"], stock="S5 H5", dealer=0)
    state.apply(0, Play(of("S3")))
    state.apply(1, Play(of("H4")))
    state.apply(2, Pass())
    state.apply(3, Pass())
    events = state.apply(0, Pass())
    assert [(e.kind, e.seat) for e in events if e.kind in ("drew", "drew_card")] == [("drew", 1), ("drew_card", 1)]
    assert [len(h) for h in state.hands] == [2, 2, 2, 2]


def test_draws_stop_when_the_stock_is_empty():
    """"cards are drawn from the stock while it lasts"."""
    state = rig(fresh(), ["S3 S9 SK", "H4 H9", "D8 DT", "CT CJ"], stock="S5", dealer=0)
    state.apply(0, Play(of("S3")))
    for seat in (1, 2, 3):
        state.apply(seat, Pass())
    assert [len(h) for h in state.hands] == [3, 2, 2, 2] and state.observe(0).stock_count == 0
    state.apply(0, Play(of("S9")))
    for seat in (1, 2, 3):
        events = state.apply(seat, Pass())
    assert not [e for e in events if e.kind == "drew"]


# --- the end of a hand and the score ---------------------------------------------------------------


def test_first_out_wins_and_losers_pay_cards_left_times_value():
    """"The first player with no cards wins the hand." "Each loser pays (cards left × card value)
    and the winner collects the sum." "`gandengyan`: a loser left with exactly one card pays nothing.\""""
    state = rig(fresh(base=2), ["S3 H3 D3", "H4", "D8 DT", "CT CJ CQ"], dealer=0)
    events = state.apply(0, Play(of("S3 H3 D3")))        # a bomb that also goes out
    assert state.phase == "hand_over" and state.result.winner == 0
    result = state.result
    assert result.card_value == 4                          # base 2 × 2^1
    assert result.deltas == (4 * 2 + 4 * 3, 0, -8, -12)
    assert ("gdy_one_card", {"seat": 1}, 0) in result.lines
    assert [e.kind for e in events][-1] == "hand_over"
    assert state.scores == result.deltas


def test_shut_out_pays_double_and_the_dealer_counts_after_his_opening_lead():
    """"`gandengyan-winner`: a loser who never played a card (关墩墩; the dealer counts as one if he
    played nothing after his opening lead) pays double.\""""
    state = rig(fresh(WINNER_SPEC), ["S3 S9 SK", "H4 H5", "D8 DT", "CT CJ"], dealer=0)
    state.apply(0, Play(of("S3")))
    state.apply(1, Play(of("H4")))
    for seat in (2, 3, 0):
        state.apply(seat, Pass())
    assert state.observe(2).shut_out == (True, False, True, True)
    state.apply(1, Play(of("H5")))
    result = state.result
    assert result.winner == 1 and result.card_value == 1
    assert result.deltas == (-4, 4 + 4 + 4, -4, -4)
    assert ("gdy_shut_out", {"seat": 0, "left": 2, "value": 1, "amount": 4}, 4) in result.lines


def test_the_winner_deals_the_next_hand_and_the_match_keeps_totals():
    """**Decision**: the first dealer by lot, then the last hand's winner deals (赢家坐庄)."""
    state = fresh(match_hands=6)
    rng = random.Random(3)
    totals = [0] * 4
    for _ in range(3):
        while state.phase == "play":
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
        totals = [a + b for a, b in zip(totals, state.result.deltas)]
        assert list(state.scores) == totals
        winner = state.result.winner
        state.apply(TABLE, NextHand())
        assert state.dealer == winner and state.to_act() == (winner,)
        assert len(state.hands[winner]) == 6


def test_match_over_after_the_set_number_of_hands():
    state = fresh(match_hands=6)
    rng = random.Random(4)
    hands = 0
    while state.phase != "match_over":
        if state.phase == "hand_over":
            state.apply(TABLE, NextHand())
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        events = state.apply(seat, legal[rng.randrange(len(legal))])
        hands += any(e.kind == "hand_over" for e in events)
    assert hands == 6 and sum(state.scores) == 0


# --- observation and sampler --------------------------------------------------------------------------


def test_the_observation_shows_public_facts_only():
    """Drawn cards are private to the drawer; the stock shows as a count."""
    state = fresh(seats=5, seed=9)
    obs = state.observe(2)
    assert isinstance(obs, GandengyanObservation)
    assert set(obs.hand) == state.hands[2]
    assert obs.card_counts == tuple(len(h) for h in state.hands)
    assert obs.rules is FAMILY_DRAW and fresh(WINNER_SPEC).observe(0).rules is WINNER_DRAW
    hidden = state.secrets(2)
    assert set(state.stock) <= hidden and not hidden & set(obs.hand)


@pytest.mark.parametrize("spec", [SPEC, WINNER_SPEC], ids=["family", "winner"])
@pytest.mark.parametrize("seats", [2, 6])
def test_sampled_worlds_agree_with_the_observation(spec, seats):
    state = fresh(spec, seats=seats, seed=seats + 10)
    rng = random.Random(5)
    checked = 0
    while state.phase == "play":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        obs = state.observe(seat)
        world = sample_world(obs, rng)
        assert world.observe(seat) == obs
        assert Counter(world.inventory()) == Counter(state.inventory())
        assert len(world.legal_actions(seat)) == len(legal)
        assert world.hands[seat] == state.hands[seat]
        checked += 1
        state.apply(seat, legal[rng.randrange(len(legal))])
    assert checked > 5
