"""The speed-ups of the 斗地主 play path behave exactly like the plain checks.

- a Play that ``legal_actions`` built is applied without re-checking, but only
  while the seat still holds the same hand against the same lead: anything
  else (an equal Play made elsewhere, a stale one, the wrong seat) is checked in
  full and, when refused, changes nothing;
- built Plays are in card order and equal to ``Play(cards)``;
- events keep their dataclass behaviour (a fresh ``data`` dict each).
"""
import random

import pytest

from engine.actions import Event, Pass, Play
from engine.errors import RuleError
from tests.engine.ddz_helpers import fresh


def to_play_phase(state, rng):
    while state.phase != "play":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])


def snapshot(state):
    return [state.observe(s) for s in (0, 1, 2, None)], state.to_act(), state.packed, state.piles


def refused(state, seat, action):
    before = snapshot(state)
    with pytest.raises(RuleError) as caught:
        state.apply(seat, action)
    assert snapshot(state) == before
    return caught.value.reason


def test_built_plays_are_in_card_order_and_equal_to_a_plain_play():
    rng = random.Random(4)
    for seed in range(30):
        state = fresh(seed)
        to_play_phase(state, rng)
        while state.phase == "play":
            seat = state.turn
            legal = state.legal_actions(seat)
            for i in range(len(legal)):
                action = legal[i]
                if isinstance(action, Play):
                    assert action.cards == tuple(sorted(action.cards))
                    assert action == Play(list(reversed(action.cards)))
            state.apply(seat, legal[rng.randrange(len(legal))])


def test_equal_plays_from_elsewhere_take_the_full_path_with_the_same_result():
    rng = random.Random(5)
    for seed in range(30):
        state, twin = fresh(seed), fresh(seed)
        to_play_phase(state, random.Random(seed))
        to_play_phase(twin, random.Random(seed))
        while state.phase == "play":
            seat = state.turn
            legal = state.legal_actions(seat)
            pick = legal[rng.randrange(len(legal))]
            copy = Pass() if isinstance(pick, Pass) else Play(pick.cards)
            assert state.apply(seat, pick) == twin.apply(seat, copy)
            assert snapshot(state) == snapshot(twin)


def test_stale_or_misdirected_offered_plays_are_checked_in_full():
    rng = random.Random(6)
    checked = 0
    for seed in range(40):
        state = fresh(seed)
        to_play_phase(state, rng)
        while state.phase == "play":
            seat = state.turn
            legal = state.legal_actions(seat)
            plays = [legal[i] for i in range(len(legal)) if isinstance(legal[i], Play)]
            if plays:
                assert refused(state, (seat + 1) % 3, plays[-1]) == "not_your_turn"
            pick = legal[rng.randrange(len(legal))]
            state.apply(seat, pick)
            if isinstance(pick, Play) and state.phase == "play":
                # the same object again: the seat no longer holds those cards
                assert refused(state, state.turn, pick) in ("cards_not_in_hand", "not_your_turn")
                checked += 1
                if state.turn != seat:
                    assert refused(state, seat, pick) == "not_your_turn"
    assert checked > 100


def test_an_offered_play_still_counts_after_a_refused_action():
    state = fresh(8)
    to_play_phase(state, random.Random(8))
    seat = state.turn
    legal = state.legal_actions(seat)
    assert refused(state, seat, Pass()) == "cannot_pass_on_lead"
    events = state.apply(seat, legal[len(legal) - 1])
    assert events[0].kind == "played" and state.history[-1][0] == seat


def test_events_keep_their_defaults():
    first, second = Event("passed", 1), Event("passed", 1)
    assert first == second and first.data == {} and first.data is not second.data
    assert Event("x", data=None).data is None and Event("x").private_to is None
    assert Event(kind="dealt", seat=2, data={"a": 1}, private_to=2).private_to == 2
    with pytest.raises(AttributeError):
        first.kind = "other"
