"""Issue 15, finding 1: what a 升级 seat learns during the deal, and the order of capped follows."""
import random

import pytest

from engine.game import TABLE
from engine.match import Match
from engine.shengji.sample import redeal_others


def _deal_on(match):
    """The next card; once all are out, the first seat able to declare declares (else the
    first hand would be dealt again and again)."""
    state = match.state
    seats = [s for s in state.to_act() if s != TABLE]
    if seats and state.dealt == state.hand_size * 4:
        match.apply(seats[0], state.legal_actions(seats[0])[1])
    match.apply(TABLE, state.legal_actions(TABLE)[0])


@pytest.mark.parametrize("variant", ["shengji-1", "shengji-2", "shengji-3"])
def test_deal_observation_names_no_other_declaring_seat(variant):
    match = Match.new(variant, seed=3)
    state = match.state
    others_seen = 0
    while state.phase == "deal":
        acting = state.to_act()
        for seat in range(4):
            seen = state.observe(seat).to_act
            assert set(seen) <= {seat, TABLE}, (seat, seen, acting)
            assert (seat in seen) == (seat in acting)
        assert state.observe(None).to_act == (TABLE,)
        others_seen += len(acting) > 2
        _deal_on(match)
    assert others_seen, "the deal never had two seats able to declare: pick another seed"


@pytest.mark.parametrize("variant", ["shengji-1", "shengji-2"])
def test_redealing_other_seats_during_the_deal_changes_nothing_a_seat_sees(variant):
    rng = random.Random(5)
    match = Match.new(variant, seed=11)
    state = match.state
    while state.phase == "deal":
        for seat in range(4):
            twin = redeal_others(state, seat, rng)
            assert twin.observe(seat) == state.observe(seat)
            assert list(twin.legal_actions(seat)) == list(state.legal_actions(seat))
        _deal_on(match)


def test_capped_follows_come_in_the_same_order_in_a_rebuilt_state():
    """A clone or sampled world builds its hand index afresh; the list (cut at FOLLOW_LIMIT)
    must not depend on the order in which the live index met the suit classes."""
    compared = 0
    for seed in range(6):
        match = Match.new("shengji-3", seed=seed)
        state, rng = match.state, random.Random(seed)
        while not state.is_match_over and state.hand_no < 2:
            seat = state.to_act()[0] if state.to_act() else TABLE
            legal = state.legal_actions(seat)
            if state.phase == "play" and state.lead is not None:
                twin = state.clone()
                twin._indexes = [None] * 4
                assert [a.cards for a in twin.legal_actions(seat)] == [a.cards for a in legal]
                compared += 1
                legal = state.legal_actions(seat)
            match.apply(seat, legal[rng.randrange(len(legal))])
    assert compared > 100


def test_a_pass_from_a_seat_not_asked_during_the_deal_is_refused():
    """Found by the soak: "not now" from a seat with nothing to declare was accepted (and a
    match would record it)."""
    from engine.actions import Pass
    from engine.errors import RuleError

    match = Match.new("shengji-2", seed=3)
    state = match.state
    while state.phase == "deal":
        acting = state.to_act()
        for seat in range(4):
            if seat in acting:
                state.validate(seat, Pass())
            else:
                with pytest.raises(RuleError):
                    state.validate(seat, Pass())
        _deal_on(match)
