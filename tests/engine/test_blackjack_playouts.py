"""Whole matches under several option sets: chip stacks never go below zero.

The generic invariants (cards conserved, hole cards never in another seat's view, chips
zero-sum, the record replays) are checked for every variant by tests/conformance."""
import random

import pytest

from ai.base import RandomBot
from ai.blackjack import NormalBot
from engine.actions import NextHand
from engine.blackjack import SPEC
from engine.game import TABLE

OPTION_SETS = [
    {},
    {"blackjack_pays": "3:2", "casino_banker": True},
    {"rotate_bank": True, "decks": 2, "banker": 0},
    {"decks": 6, "min_bet": 50, "max_bet": 1000, "stack": 5000},
]


def play(state, rounds: int, rng: random.Random, bot, on_action=None) -> None:
    while state.phase != "match_over" and state.hand_no <= rounds:
        if state.phase == "hand_over":
            if state.hand_no == rounds:
                return
            state.apply(TABLE, NextHand())
            continue
        seat = state.to_act()[0]
        action = bot.choose(state.observe(seat), state.legal_actions(seat), rng)
        events = state.apply(seat, action)
        if on_action:
            on_action(state, seat, events)


@pytest.mark.parametrize("options", OPTION_SETS)
def test_random_playouts_never_overdraw_a_stack(options):
    """Bets, doubles and splits are covered by both sides' free chips (rules: the Decision on
    covering bets), so no stack ever goes negative, whatever the players do."""
    for seed in range(6):
        seats = 2 + seed % 5
        state = SPEC.new_state(SPEC.resolved_options(options), random.Random(seed), seats)
        rng = random.Random(seed)

        def check(state, seat, events):
            assert min(state.stacks) >= 0

        play(state, 60, rng, RandomBot() if seed % 2 else NormalBot(), check)
