"""打撇 computer players: always a listed action, 摆撇 only when it cannot fail, sane decisions."""
from __future__ import annotations

import random

import pytest

from ai.dapie import EasyBot, HardBot, NormalBot
from ai.dapie.choices import answer_from, bid_for, sure_claim
from ai.dapie.estimate import WEIGHTS, chance_above
from ai.dapie.hands import FEATURES
from ai.registry import make_bot
from engine.actions import Bid, Double, Pass
from engine.dapie.actions import Concede, LayDown
from engine.dapie.rules import RULES
from engine.dapie.state import DapieState
from engine.game import TABLE
from tests.search_clock import CAP_BINDS


def play_match(variant, make, seed, hands=2):
    state = DapieState({"match_hands": hands}, random.Random(seed), RULES[variant])
    bots = [make() for _ in range(4)]
    rng = random.Random(seed)
    while not state.is_match_over:
        seat = state.to_act()[0] if state.to_act() else TABLE
        legal = state.legal_actions(seat)
        if seat == TABLE:
            state.apply(seat, legal[0])
            continue
        action = bots[seat].choose(state.observe(seat), legal, rng)
        assert action in legal, (state.phase, action)
        state.apply(seat, action)
    return state


@pytest.mark.parametrize("variant", ["dapie", "dapie-noace"])
@pytest.mark.parametrize("make", [EasyBot, NormalBot, lambda: HardBot(time_budget=CAP_BINDS, iterations=4)],
                         ids=["easy", "normal", "hard"])
def test_bots_play_whole_matches_with_listed_actions(variant, make):
    play_match(variant, make, seed=3)


def test_registry_knows_both_kinds():
    assert isinstance(make_bot("dapie", "normal"), NormalBot)
    assert isinstance(make_bot("dapie-noace", "hard"), HardBot)


def test_estimate_weights_fit_the_features():
    assert all(len(w) == len(FEATURES) for w in WEIGHTS.values())
    assert chance_above(80, 50, RULES["dapie"]) > 0.9 > 0.1 > chance_above(30, 60, RULES["dapie"])


def test_lay_down_is_claimed_only_when_it_cannot_fail():
    """Wherever the normal declarer would lay down, three random 撇家 never stop it — across many
    deals in which the normal players bid, and each claim played out many times."""
    claims = 0
    for seed in range(400):
        state = DapieState({}, random.Random(seed), RULES["dapie" if seed % 2 else "dapie-noace"])
        bots = [NormalBot() for _ in range(4)]
        rng = random.Random(seed)
        while state.phase not in ("play", "hand_over") and state.phase != "match_over":
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state.observe(seat), state.legal_actions(seat), rng))
        if state.phase != "play":
            continue
        declarer = state.declarer
        if not sure_claim(state.observe(declarer)):
            continue
        claims += 1
        for trial in range(20):
            world = state.clone()
            world.apply(declarer, LayDown())
            while world.phase == "play":
                seat = world.to_act()[0]
                legal = world.legal_actions(seat)
                world.apply(seat, legal[rng.randrange(len(legal))])
            assert world.result.outcome == "win", seed
    assert claims > 0  # about 2 % of these deals


def test_no_claim_with_a_losing_card():
    from tests.engine.dapie.helpers import DEAL_A, KITTY_A, new_state, rig, to_play

    state = to_play(rig(new_state(), DEAL_A, KITTY_A, dealer=3), declarer=0, trump="S",
                    put_back="D7 D6 HA CA")  # keeps C5 and D5: losers
    assert not sure_claim(state.observe(0))


def test_bids_and_answers():
    from tests.engine.dapie.helpers import new_state

    obs = new_state(seed=2).observe(0)
    assert bid_for(39, obs) == Pass()
    assert bid_for(63, obs) == Bid(60)
    assert answer_from(0.95, _doubled_obs()) == Double(True)
    assert answer_from(0.55, _doubled_obs()) == Double(False)
    assert answer_from(0.02, _doubled_obs()) == Concede()


def _doubled_obs():
    from tests.engine.dapie.helpers import DEAL_A, KITTY_A, new_state, rig, to_play

    state = to_play(rig(new_state(), DEAL_A, KITTY_A, dealer=0), declarer=1, contract=80,
                    doubles=(True, True, True))
    return state.observe(1)
