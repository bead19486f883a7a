"""斗地主 play patterns the computer players used to get wrong (issue 18, lost hands against RLCard).

Each test sets up a position where the earlier normal or hard player chose badly
and asserts the better choice: the landlord stops a farmer who is getting short,
the landlord's 上家 makes the landlord spend a big card over the partner's low
single (顶牌), a hard farmer lets his partner's play stand, and the hard player's sampled worlds
believe the table's passes.
"""
from __future__ import annotations

import random

import pytest

from ai.doudizhu import HardBot, NormalBot
from ai.doudizhu.inference import likelihood, pass_clues, sample_consistent
from engine.actions import Pass, Play
from engine.climbing.variants.doudizhu import sample_world
from tests.engine.ddz_helpers import cards_in, choose, landlord_is, rig
from tests.search_clock import CAP_BINDS




def play(state, seat, text):
    state.apply(seat, Play(cards_in(state, seat, text)))


# --- the normal landlord against a farmer getting short -----------------------------------------


def farmer_leads_a_pair(farmer_rest):
    """The landlord (seat 1) leads a 3, farmer seat 2 wins it with a 2 and leads 6 6;
    his partner passes. The landlord's only pairs are the pair chain 7 7 8 8 9 9."""
    state = rig(["4 5 6 8 J Q K", "3 7 7 8 8 9 9 J Q A", "2 6 6 " + farmer_rest], face_up_seat=1)
    landlord_is(state, 1)
    play(state, 1, "3")
    play(state, 2, "2")
    state.apply(0, Pass())
    state.apply(1, Pass())
    play(state, 2, "6 6")
    state.apply(0, Pass())
    assert state.turn == 1
    return state


def test_landlord_answers_a_farmer_down_to_five_cards_even_breaking_a_pair_chain():
    state = farmer_leads_a_pair("4 5 10 K K")
    assert len(state.hands[2]) == 5
    action = choose(NormalBot(), state, 1)
    assert isinstance(action, Play) and len(action.cards) == 2, action


def test_landlord_does_not_let_a_farmer_shed_pair_after_pair_to_keep_his_chain():
    state = farmer_leads_a_pair("4 5 10 J K K Q")
    assert len(state.hands[2]) == 7
    action = choose(NormalBot(), state, 1)
    assert isinstance(action, Play) and len(action.cards) == 2, action


def test_landlord_still_keeps_his_chain_against_a_long_hand():
    """The pressure grows as the farmer gets short: with many cards left the chain stays whole."""
    state = farmer_leads_a_pair("4 5 10 J K K Q Q 3 3 4 5")
    assert len(state.hands[2]) == 12
    assert choose(NormalBot(), state, 1) == Pass()


# --- the landlord's 上家 presses him (顶牌) -------------------------------------------------------


def partner_leads_a_low_single(mine):
    """Farmer seat 2 leads a 5 (after winning the lead with a 2); seat 0, his partner, plays
    next and then the landlord (seat 1), who holds many cards and could beat the 5 cheaply."""
    state = rig([mine, "3 4 6 8 10 Q Q 8 9 9 J", "2 5 7 7 9 10"], face_up_seat=1)
    landlord_is(state, 1)
    play(state, 1, "3")
    play(state, 2, "2")
    state.apply(0, Pass())
    state.apply(1, Pass())
    play(state, 2, "5")
    assert state.turn == 0
    return state


def test_landlords_upper_seat_covers_the_partners_low_single_with_a_loose_high_one():
    state = partner_leads_a_low_single("4 6 6 8 8 K")
    assert choose(NormalBot(), state, 0) == Play(cards_in(state, 0, "K"))


def test_no_press_when_it_would_break_the_hand():
    """Only a cheap high single presses: the K of a K K K triple stays home."""
    state = partner_leads_a_low_single("4 6 6 8 8 K K K")
    assert choose(NormalBot(), state, 0) == Pass()


# --- the hard farmer and his partner -----------------------------------------------------------------


def partner_leads_his_second_last_card(mine, partner, lead):
    """Farmer seat 2 leads ``lead`` and keeps one card; seat 0, his partner, holds the 大王;
    the landlord (seat 1) plays after seat 0 and holds many cards."""
    state = rig([mine, "3 6 6 8 J J A 2 9 10 10 Q K", partner], face_up_seat=1)
    landlord_is(state, 1)
    play(state, 1, "3")
    play(state, 2, "5")
    state.apply(0, Pass())
    state.apply(1, Pass())
    play(state, 2, lead)
    assert state.turn == 0 and len(state.hands[2]) == 2
    return state


@pytest.mark.parametrize("mine, partner, lead", [
    ("RJ 4 5 7 9 10 Q 3 3", "4 K 5 7", "K"),
    ("RJ 2 4 5 6 7 9 10", "4 Q 5 7", "Q"),
])
def test_hard_farmer_never_plays_the_big_joker_over_his_partners_high_single(mine, partner, lead):
    """The earlier hard player, guessing the partner's cards at random, overtook here with
    the 大王 for some seeds (the partner keeps the lead and may go out)."""
    state = partner_leads_his_second_last_card(mine, partner, lead)
    for seed in range(4):
        bot = HardBot(time_budget=CAP_BINDS, iterations=160, width=4, min_worlds=8)
        assert choose(bot, state, 0, seed=seed) == Pass()


# --- sampled worlds believe the passes ------------------------------------------------------------------


def landlord_single_passed_by_both():
    """The landlord (seat 1) leads a 10 and both farmers pass: neither showed a single above it."""
    state = rig(["3 4 5 6 7", "10 3 5 8", "4 6 7 9 9"], face_up_seat=1)
    landlord_is(state, 1)
    play(state, 1, "10")
    state.apply(2, Pass())
    state.apply(0, Pass())
    assert state.turn == 1 and state.lead is None
    return state


def test_a_pass_on_the_landlords_single_is_a_clue_about_each_farmer():
    state = landlord_single_passed_by_both()
    clues = pass_clues(state.observe(1))
    assert sorted(clue.seat for clue in clues) == [0, 2]
    assert all(clue.lead.kind == "single" for clue in clues)
    # a seat's own pass tells it nothing it does not know
    farmer_clues = pass_clues(state.observe(0))
    assert [clue.seat for clue in farmer_clues] == [2]


def test_sampled_worlds_give_a_farmer_who_passed_fewer_high_singles():
    """Dealt at random, both farmers (five unseen cards each) nearly always hold a single above
    the 10 they passed; the believed worlds make that markedly rarer."""
    state = landlord_single_passed_by_both()
    observation = state.observe(1)
    clues = pass_clues(observation)
    plain = believed = 0.0
    for seed in range(200):
        plain += likelihood(clues, sample_world(observation, random.Random(seed)).round.hands)
        world = sample_consistent(observation, clues, random.Random(seed))
        believed += likelihood(clues, world.round.hands)
    assert believed > 1.5 * plain, (believed, plain)
