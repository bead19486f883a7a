"""Seeded random 升级 playouts checking the rules' own invariants, 200 hands per deck count.

Every hand: trick points plus kitty points make 100 per deck, the result adds up (kitty
points, the total of trick points + kitty bonus + penalties, the points the attackers took),
and each seat's observation shows its own hand. The generic invariants (cards conserved,
listed actions validate, no hidden card in any view, zero-sum, replay, sampled worlds) are
checked for every variant by tests/conformance.
"""
import random

import pytest

from engine.shengji.state import ShengjiState
from engine.shengji.trick import card_points
from tests.engine.shengji_helpers import random_step

HANDS = 200
OPTION_SETS = [
    {},
    {"twos_trump": True, "overcall": "000", "self_overturn": True, "no_declaration": "no_trump",
     "throw_penalty": 10, "kitty_multiplier": "literal", "next_dealer": "004"},
    {"declare_timing": "after", "overcall": "000", "self_overturn": True},
]


def check_hand_result(state, decks):
    total = sum(t.points for t in state.tricks) + card_points(state.kitty)
    assert total == 100 * decks
    result = state.result
    assert result.kitty_points == card_points(state.kitty)
    assert result.total == max(0, result.trick_points + result.kitty_bonus + result.penalty_points)
    points_taken = sum(t.points for t in state.tricks if t.winner % 2 != result.dealer_team)
    assert result.trick_points == points_taken


def run(decks, options, seed, hands):
    rng = random.Random(seed)
    state = ShengjiState(options, random.Random(seed), decks)
    done = 0
    steps = 0
    while done < hands:
        if state.phase == "match_over":
            state = ShengjiState(options, random.Random(rng.randrange(10**6)), decks)
            continue
        phase = state.phase
        random_step(state, rng)
        steps += 1
        if steps % 7 == 0:
            for seat in range(4):
                assert set(state.observe(seat).hand) == state.hands[seat]
        if state.phase in ("hand_over", "match_over") and phase == "play":
            done += 1
            check_hand_result(state, decks)
    return steps


@pytest.mark.slow
@pytest.mark.parametrize("decks", [1, 2, 3])
@pytest.mark.parametrize("variant", range(len(OPTION_SETS)))
def test_random_playouts(decks, variant):
    run(decks, OPTION_SETS[variant], 1000 * decks + variant, HANDS // len(OPTION_SETS))


def _snapshot(state):
    return (state.phase, state.turn, [frozenset(h) for h in state.hands], tuple(state.trick),
            len(state.tricks), state.attacker_points, state.penalty_points, tuple(state.declarations),
            state.dealt, state.kitty)


@pytest.mark.parametrize("decks", [2, 3])
def test_random_selections_are_refused_cleanly_or_accepted(decks):
    """What a person might click: random card sets from the hand (and random declarations).
    validate and apply agree; a refusal is a RuleError that changes nothing."""
    from engine.actions import Play
    from engine.errors import RuleError
    from engine.shengji.actions import Declare

    rng = random.Random(decks)
    state = ShengjiState({}, random.Random(decks), decks)
    tried = accepted = 0
    while state.phase != "hand_over" and tried < 400:
        seat = state.turn if state.phase == "play" else rng.randrange(4)
        hand = sorted(state.hands[seat]) if seat is not None else []
        if hand and state.phase in ("play", "deal"):
            size = rng.randint(1, min(len(hand), 6))
            picked = tuple(rng.sample(hand, size))
            action = Play(picked) if state.phase == "play" else Declare(picked)
            before = _snapshot(state)
            try:
                state.validate(seat, action)
            except RuleError as exc:
                with pytest.raises(RuleError) as again:
                    state.apply(seat, action)
                assert again.value.reason == exc.reason
                assert _snapshot(state) == before
            else:
                state.apply(seat, action)
                accepted += 1
            tried += 1
            if state.phase == "hand_over":
                break
        random_step(state, rng)
    assert accepted > 0 and tried > 50
