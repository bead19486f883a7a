"""The one turn guard (``GameState.guard``): in every registered variant the same situation is
refused for the same reason, and the reasons come in one order — ``match_over``, then
``unknown_action``, then ``hand_not_over``, then ``wrong_phase``, then ``not_your_turn`` — so
a seat that is not to act and sends an action of another phase hears ``wrong_phase``, and a
seat sending the table's NextHand mid-hand hears ``hand_not_over``. A refused action changes
nothing anyone can observe.

Each variant plays one seeded match cut short (two hands; 升级 is put on A after the first;
21点's table leaves after one round) twice: the first walk lists which action types each
phase offered and keeps one action of each type; the second walks the same match and, at the
first moment of each phase, sends those actions from the seats the situation needs.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from engine.actions import Action, NextHand
from engine.cards import ACE
from engine.errors import RuleError
from engine.game import TABLE
from engine.registry import all_specs, get_spec
from engine.shengji.state import ShengjiState

SEED = 1
MAX_STEPS = 6000


@dataclass(frozen=True)
class Wink(Action):
    """An action no game knows (never registered: it only has to be refused)."""


def cases():
    out = [pytest.param(spec.id, {}, id=spec.id) for spec in all_specs()]
    # 升级 with declaring in turn after the deal: its own refusal for declaring too early
    out.append(pytest.param("shengji-2", {"declare_timing": "after"}, id="shengji-2-after"))
    return out


def new_match(variant: str, given: dict):
    spec = get_spec(variant)
    options = spec.resolved_options(given)
    if "match_hands" in options:
        options["match_hands"] = 2  # not a menu choice, but the rules take any count
    return spec.new_state(options, random.Random(SEED), spec.seat_count())


def between_hands(state) -> None:
    """The table's move after a hand: leave where it can (21点), else the next hand (升级's
    teams both put on A, so the match ends once the dealer team holds)."""
    legal = state.legal_actions(TABLE)
    leaving = [a for a in legal if not isinstance(a, NextHand)]
    if leaving:
        state.apply(TABLE, leaving[0])
        return
    if isinstance(state, ShengjiState):
        state.levels = [ACE, ACE]
    state.apply(TABLE, NextHand())


def walk(variant: str, given: dict):
    """The state before every step of one seeded match (the same steps every time), the state
    at the match's end last."""
    state = new_match(variant, given)
    rng = random.Random(SEED)
    for _ in range(MAX_STEPS):
        yield state
        if state.phase == "match_over":
            return
        if state.phase == "hand_over":
            between_hands(state)
        else:
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(list(state.legal_actions(seat))))
    raise AssertionError(f"{variant}: the match did not end in {MAX_STEPS} steps")


@dataclass
class Survey:
    """What one walk offered: the action types per phase, one action of each type, the table's
    actions between hands."""

    types: dict
    samples: dict
    between: dict


def survey(variant: str, given: dict) -> Survey:
    found = Survey({}, {}, {})
    for state in walk(variant, given):
        phase = state.phase
        seats = (TABLE,) if phase == "hand_over" else state.to_act()
        for seat in seats:
            for action in state.legal_actions(seat):
                found.types.setdefault(phase, set()).add(type(action))
                found.samples.setdefault(type(action), action)
                if phase == "hand_over":
                    found.between.setdefault(type(action), action)
    return found


def view(state) -> tuple:
    seats = (None, *range(state.num_seats))
    return state.phase, state.to_act(), state.scores, tuple(state.observe(s) for s in seats)


def refused(state, seat: int, action) -> str:
    """The reason ``apply`` refuses with (``validate`` agreeing), checking nothing changed."""
    before = view(state)
    with pytest.raises(RuleError) as validated:
        state.validate(seat, action)
    with pytest.raises(RuleError) as applied:
        state.apply(seat, action)
    assert view(state) == before, f"refusing {action} from seat {seat} changed the state"
    assert applied.value.reason == validated.value.reason
    return applied.value.reason


def expect(state, reason: str, seats, actions, checked: set) -> None:
    for action in actions:
        for seat in seats:
            got = refused(state, seat, action)
            assert got == reason, f"phase {state.phase}: {action} from seat {seat}: {got}, not {reason}"
            checked.add(reason)


@pytest.mark.parametrize("variant, given", cases())
def test_the_same_situation_gives_the_same_reason(variant, given):
    found = survey(variant, given)
    between = list(found.between.values())
    everyone = (TABLE, *range(new_match(variant, given).num_seats))
    checked: set = set()
    phases_seen: set = set()
    turn_seen: set = set()
    for state in walk(variant, given):
        phase = state.phase
        if phase == "match_over":
            expect(state, "match_over", everyone, [*found.samples.values(), Wink()], checked)
            break
        first_visit = phase not in phases_seen
        phases_seen.add(phase)
        if first_visit:
            expect(state, "unknown_action", (TABLE, 0), [Wink()], checked)
        if phase == "hand_over":
            if first_visit:
                seat_actions = [a for t, a in found.samples.items() if t not in found.between]
                expect(state, "wrong_phase", everyone, seat_actions, checked)
                expect(state, "not_your_turn", everyone[1:], between, checked)
            continue
        if first_visit:
            expect(state, "hand_not_over", everyone, between, checked)
            elsewhere = [a for t, a in found.samples.items()
                         if t not in found.types[phase] and t not in found.between]
            expect(state, "wrong_phase", everyone, elsewhere, checked)
        acting = state.to_act()
        if phase not in turn_seen and len(acting) == 1 and acting[0] != TABLE:
            turn_seen.add(phase)
            seat = acting[0]
            others = [s for s in everyone if s != seat]
            expect(state, "not_your_turn", others, state.legal_actions(seat)[:3], checked)
    assert checked == {"match_over", "unknown_action", "hand_not_over", "wrong_phase", "not_your_turn"}
