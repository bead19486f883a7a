"""21点 computer players: legal choices in both roles, the computed strategy, the banker's choice, bet sizing."""
import dataclasses
import random

import pytest

from ai.blackjack import EasyBot, HardBot, NormalBot
from ai.blackjack.banker import should_hit
from ai.blackjack.counting import true_count
from ai.blackjack.reading import play_likelihood
from ai.blackjack.exact import ExactSolver, exact_move
from ai.blackjack.strategy import (DOUBLE, HIT, SPLIT, STAND, best_move, dealer_outcomes, ranked_moves,
                                   round_value, table)
from engine.actions import NextHand
from engine.blackjack import Bet, Hit, Split, Stand
from engine.blackjack.points import card_points
from engine.game import TABLE
from tests.engine.bj_helpers import deal, new_state


@pytest.mark.parametrize("bot_class", [EasyBot, NormalBot, HardBot])
def test_every_bot_plays_only_legal_actions_in_both_roles(bot_class):
    bot = bot_class()
    for seed in range(8):
        state = new_state(2 + seed % 5, seed=seed, rotate_bank=True, decks=2)
        rng = random.Random(seed)
        roles = set()
        while state.phase != "match_over" and state.hand_no <= 25:
            if state.phase == "hand_over":
                state.apply(TABLE, NextHand())
                continue
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            action = bot.choose(state.observe(seat), legal, rng)
            assert action in legal
            roles.add("banker" if seat == state.banker else "player")
            state.apply(seat, action)
        assert roles == {"banker", "player"}


def test_the_banker_model_distribution_sums_to_one():
    for up in range(1, 11):
        assert sum(dealer_outcomes(up).values()) == pytest.approx(1.0)


def test_strategy_basics():
    assert best_move(17, False, 10, can_double=True) == STAND
    assert best_move(20, False, 1, can_double=True) == STAND
    assert best_move(8, False, 6, can_double=True) == HIT
    assert best_move(16, False, 10, can_double=True) == HIT
    assert best_move(13, False, 4, can_double=True) == STAND
    assert best_move(11, False, 6, can_double=True) == DOUBLE
    assert best_move(12, True, 6, can_double=True, pair=1, can_split=True) == SPLIT   # A A
    assert best_move(20, False, 6, can_double=True, pair=10, can_split=True) == STAND  # never split tens


def test_doubling_after_hits_uses_the_same_expectations():
    # a three-card 11 (e.g. 2 4 5) against a 6: double, as with two cards
    assert best_move(11, False, 6, can_double=True) == DOUBLE
    # after a split doubling is not offered: hit instead
    assert best_move(11, False, 6, can_double=False, from_split=True) == HIT


def test_no_peek_rules_make_doubling_against_a_ten_worse():
    t = table()
    # the banker's later BlackJack takes the doubled stake too, so 11 v 10 is only hit here
    assert t.best_full[(10, 11, False)] == HIT
    assert t.full[(6, 11, False)] > t.full[(10, 11, False)]


def test_normal_player_bets_flat_and_hard_player_bets_up_with_a_good_count():
    state = new_state(2, seed=1, decks=6)
    obs, legal = state.observe(0), state.legal_actions(0)
    normal = NormalBot().choose(obs, legal, random.Random(0))
    low_count = HardBot().choose(obs, legal, random.Random(0))
    rich = dataclasses.replace(obs, seen=(0, 20, 20, 20, 20, 20, 0, 0, 0, 0), shoe_left=104)
    high_count = HardBot().choose(rich, legal, random.Random(0))
    assert isinstance(normal, Bet) and normal == NormalBot().choose(rich, legal, random.Random(0))
    assert high_count.amount > low_count.amount


def test_hard_player_stakes_the_minimum_until_the_count_favours_the_player():
    # a fresh shoe: the 闲家 is behind a banker who sees the face-up cards (BlackJack pays 1:1)
    state = new_state(2, seed=1)
    obs, legal = state.observe(0), state.legal_actions(0)
    assert HardBot().choose(obs, legal, random.Random(0)) == Bet(obs.min_bet)
    assert NormalBot().choose(obs, legal, random.Random(0)).amount > obs.min_bet


def test_hard_player_ignores_the_count_of_a_shoe_about_to_be_reshuffled():
    # 40 low cards seen and only 12 left: the next deal comes from a fresh shoe, not from this one
    state = new_state(2, seed=1)
    obs, legal = state.observe(0), state.legal_actions(0)
    rich = dataclasses.replace(obs, seen=(0, 4, 4, 4, 4, 4, 4, 4, 4, 8), shoe_left=12)
    assert true_count(rich) == 0
    assert HardBot().choose(rich, legal, random.Random(0)) == Bet(obs.min_bet)
    deep = dataclasses.replace(rich, shoe_left=14)
    assert true_count(deep) > 2 and HardBot().choose(deep, legal, random.Random(0)).amount > obs.min_bet


def _banker_obs(text: str, *moves, **options):
    state = deal(2, text, **options)
    for move in moves or (Stand(),):
        state.apply(0, move)
    assert state.phase == "banker"
    return state, state.observe(state.banker)


def test_banker_hits_a_17_when_it_is_behind_and_stands_when_it_is_ahead():
    # the 闲家 split K K into 20 and 19 (all cards face up); the banker holds 7+K = 17: behind, hit
    _, obs = _banker_obs("SK S7 HK HK DQ D9", Split(), Stand(), Stand())
    assert should_hit(obs)
    # the 闲家 split 2 2 into 12 and 11 and stood: the banker's 17 is ahead, stand
    _, obs = _banker_obs("S2 S7 H2 HK DQ D9", Split(), Stand(), Stand())
    assert not should_hit(obs)


def test_banker_reads_the_unknown_hole_card_from_the_unseen_cards():
    # 闲家 stood showing a K (hole unknown): against 16 the banker's stand loses more often than not,
    # but drawing to 16 busts even more: the expectation says stand; with 12 it says hit
    _, obs = _banker_obs("S9 S7 HK H9")
    assert not should_hit(obs)
    _, obs = _banker_obs("S9 S2 HK HK")
    assert should_hit(obs)


def test_hard_banker_reads_the_hole_card_from_how_the_hand_was_played():
    # the 闲家 stood showing an 8 against the banker's K: a player who stands there holds 17 or
    # more (hole 9, 10 or A), so the banker's 17 is behind and the hard banker hits; reading the
    # hole card from the unseen cards alone (the normal banker), 17 beats most of 10..16 and stands
    state, obs = _banker_obs("S9 S7 H8 HK")
    legal = state.legal_actions(state.banker)
    assert NormalBot().choose(obs, legal, random.Random(0)) == Stand()
    assert HardBot().choose(obs, legal, random.Random(0)) == Hit()
    # a stand showing a 5 against a K says nothing a strategy player would do: no reading, stand
    state, obs = _banker_obs("S2 S7 H5 HK")
    assert HardBot().choose(obs, state.legal_actions(state.banker), random.Random(0)) == Stand()


def test_the_reading_weighs_hole_cards_by_the_strategy_play():
    # stood showing an 8 against a 10: only a 9, a 10 or an ace make a standing total
    stood = [play_likelihood(h, [8], 10, "stood", False) for h in range(1, 11)]
    assert {h + 1 for h, w in enumerate(stood) if w > 0.5} == {1, 9, 10}
    # hole, 5, then doubled on a 3 against a 6: the hole made 9, 10 or 11 (or a soft 16)
    doubled = [play_likelihood(h, [5, 3], 6, "doubled", True) for h in range(1, 11)]
    assert {h + 1 for h, w in enumerate(doubled) if w > 0.5} == {1, 4, 5, 6}


def test_banker_bot_answers_with_hit_or_stand_only():
    state, obs = _banker_obs("S9 S5 HK H8")
    action = NormalBot().choose(obs, state.legal_actions(state.banker), random.Random(0))
    assert action in (Hit(), Stand())
    assert Split() not in state.legal_actions(state.banker)


# --- play for the shoe as it is (normal), exact recursion on close calls (hard) -------------------

def _hand_obs(text: str, counts, **options):
    """The 闲家's observation of a dealt hand, with ``seen`` set so that the unseen cards are
    ``counts`` per point class (its own hole card included in what it knows)."""
    state = deal(2, text, **options)
    obs = state.observe(0)
    full = [4 * obs.decks] * 9 + [16 * obs.decks]
    own_hole = obs.seats[0].hands[0].cards[0]
    seen = list(full[i] - counts[i] for i in range(10))
    seen[card_points(own_hole) - 1] -= 1  # the own hole card is known but not in ``seen``
    return dataclasses.replace(obs, seen=tuple(seen)), state.legal_actions(0)


def test_round_value_pays_the_three_to_two_bonus_on_exactly_the_unmatched_blackjacks():
    p_bj = 2 * (1 / 13) * (4 / 13)
    assert round_value(three_to_two=True) - round_value() == pytest.approx(0.5 * p_bj * (1 - p_bj))


def test_exact_recursion_agrees_with_the_tables_for_a_nearly_infinite_shoe():
    counts = tuple([400] * 9 + [1600])
    for total, up in ((16, 10), (12, 4), (11, 6)):
        exact = dict((m, v) for v, m in ExactSolver(up).moves(total, False, counts, can_double=True, pair=None,
                                                               can_split=False, from_split=False))
        tables = dict((m, v) for v, m in ranked_moves(total, False, up, can_double=True))
        for move in exact:
            assert exact[move] == pytest.approx(tables[move], abs=2e-3)


def test_normal_player_stands_on_16_against_a_ten_when_the_small_cards_are_gone():
    # infinite-shoe play hits 16 v 10; with most 2-6 already out a hit busts too often
    counts = [4, 1, 1, 1, 1, 1, 4, 4, 4, 16]
    assert best_move(16, False, 10, can_double=True) == HIT
    obs, legal = _hand_obs("SK S9 H6 S10", counts)   # 闲家 K (hole) 6, banker 9 (hole) 10
    assert NormalBot().choose(obs, legal, random.Random(0)) == Stand()


def test_hard_player_settles_a_close_call_by_the_exact_recursion():
    # 13 against a ten with this shoe: the tables say hit by 0.004, the exact recursion stand by 0.007
    counts = [3, 4, 3, 2, 2, 0, 1, 4, 3, 15]
    assert exact_move(13, False, 10, counts, can_double=False, margin=1.0) == STAND  # always recurse
    assert exact_move(13, False, 10, counts, can_double=False, margin=0.0) == HIT    # tables only
    obs, legal = _hand_obs("S7 S9 H6 S10", counts)   # 闲家 7 (hole) 6 = 13, banker 10 up
    assert NormalBot().choose(obs, legal, random.Random(0)) == Hit()
    assert HardBot().choose(obs, legal, random.Random(0)) == Stand()
