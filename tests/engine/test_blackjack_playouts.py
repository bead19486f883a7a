"""Whole matches: hidden cards never leak, a record replays to the same state, chips are conserved."""
import random

import pytest

from ai.base import RandomBot
from ai.blackjack import NormalBot
from engine.actions import NextHand, visible_events
from engine.blackjack import SPEC
from engine.game import TABLE
from engine.match import Match, SeatPlayer

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


def _hidden_cards(state, viewer):
    """The hole cards that ``viewer`` may not see right now, from the state itself."""
    hidden = []
    for seat, hands in list(state.hands.items()) + [(state.banker, [state.banker_hand])]:
        for hand in hands:
            if seat != viewer and hand.hole_hidden and hand.cards:
                hidden.append(hand.cards[0])
    return hidden


@pytest.mark.parametrize("options", OPTION_SETS)
def test_random_playouts_conserve_chips(options):
    for seed in range(6):
        seats = 2 + seed % 5
        state = SPEC.new_state(SPEC.resolved_options(options), random.Random(seed), seats)
        total = sum(state.stacks)
        rng = random.Random(seed)

        def check(state, seat, events):
            assert sum(state.stacks) == total and min(state.stacks) >= 0
            if state.result is not None and events and events[-1].kind in ("hand_over", "match_over"):
                assert sum(state.result.deltas) == 0

        play(state, 60, rng, RandomBot() if seed % 2 else NormalBot(), check)
        assert sum(state.stacks) == total


def test_hole_cards_never_leak_into_another_seats_view():
    for seed in range(12):
        seats = 2 + seed % 5
        state = SPEC.new_state(SPEC.resolved_options({"decks": 2}), random.Random(seed), seats)
        rng = random.Random(seed)

        def check(state, actor, events):
            for viewer in list(range(seats)) + [None]:
                hidden = _hidden_cards(state, viewer)
                obs = state.observe(viewer)
                shown = [c for s in obs.seats for h in s.hands for c in h.cards]
                for card in hidden:
                    # the same card id can exist twice with 2 decks; the Card carries its deck
                    assert card not in shown
                for event in visible_events(events, viewer):
                    assert event.kind != "hole_card" or event.private_to == viewer

        play(state, 15, rng, NormalBot(), check)


def test_a_replayed_record_gives_the_same_state():
    players = tuple(SeatPlayer("bot") for _ in range(4))
    match = Match.new("blackjack", {"rotate_bank": True}, seed=11, players=players)
    rng = random.Random(2)
    bot = NormalBot()
    while match.state.hand_no <= 8 and not match.state.is_match_over:
        state = match.state
        if state.phase == "hand_over":
            match.apply(TABLE, NextHand())
            continue
        seat = state.to_act()[0]
        match.apply(seat, bot.choose(state.observe(seat), state.legal_actions(seat), rng))
    again = Match.from_json(match.to_json())
    for seat in (None, 0, 1, 2, 3):
        assert again.state.observe(seat) == match.state.observe(seat)
    assert again.state.shoe.cards == match.state.shoe.cards
