"""升级 declaring in turn after the deal (``declare_timing`` "after", the hot-seat form).

What a family at one computer would check: nobody can declare while cards arrive; after the
last card every seat is asked in deal order, whatever it holds; a pass is a real answer; the
round ends when, after the last declaration, the other three have passed (all four when
nobody declared); the ladder is the normal one; the first hand with no declaration is redealt.
"""
import random

import pytest

from engine.actions import Pass
from engine.errors import RuleError
from engine.game import TABLE
from engine.shengji.actions import DealNext, Declare
from engine.shengji.state import ShengjiState

AFTER = {"declare_timing": "after"}


def dealt(seed: int = 3, decks: int = 2, **options) -> ShengjiState:
    """A first hand with every card dealt (the review just begun)."""
    state = ShengjiState({**AFTER, **options}, random.Random(seed), decks)
    while not state.reviewing:
        assert state.to_act() == (TABLE,)
        for seat in range(4):
            assert state.legal_actions(seat) == []
        state.apply(TABLE, DealNext())
    return state


def test_nobody_may_declare_while_the_cards_are_dealt():
    state = ShengjiState(AFTER, random.Random(3), 2)
    for _ in range(60):
        state.apply(TABLE, DealNext())
    assert state.to_act() == (TABLE,)
    seat = next(s for s in range(4) if any(c.rank == 2 for c in state.hands[s]))
    two = next(c for c in state.hands[seat] if c.rank == 2)
    with pytest.raises(RuleError) as refused:
        state.apply(seat, Declare((two,)))
    assert refused.value.reason == "declare_in_turn"
    with pytest.raises(RuleError):
        state.apply(seat, Pass())


def test_every_seat_is_asked_in_deal_order_whatever_it_holds():
    state = dealt()
    asked = []
    while state.phase == "deal":
        seat = state.to_act()[0]
        assert state.to_act() == (seat,)
        legal = state.legal_actions(seat)
        assert legal[0] == Pass()           # asked even with nothing to show
        assert state.observe(seat).review_seat == seat
        asked.append(seat)
        events = state.apply(seat, Pass())
        if state.phase == "deal" and not state.reviewing:
            break   # the first hand was redealt
    assert asked[:4] == [0, 1, 2, 3]


def test_a_declaration_closes_after_the_other_three_pass():
    state = dealt(seed=11)
    asked = []
    declared = None
    while state.reviewing:
        seat = state.review_seat
        asked.append(seat)
        options = [a for a in state.legal_actions(seat) if isinstance(a, Declare)]
        if declared is None and options:
            declared = seat
            state.apply(seat, options[0])
        else:
            state.apply(seat, Pass())
    assert declared is not None
    start = asked.index(declared)
    assert asked[start + 1:] == [(declared + k) % 4 for k in (1, 2, 3)]
    assert state.phase == "bury" and state.dealer == declared
    assert state.ctx.trump_suit == state.standing.suit


def test_overturning_in_turn_uses_the_ladder():
    state = dealt(seed=11)
    first = None
    while state.reviewing:
        seat = state.review_seat
        options = [a for a in state.legal_actions(seat) if isinstance(a, Declare)]
        if first is None and options:
            single = [a for a in options if len(a.cards) == 1]
            first = seat
            state.apply(seat, (single or options)[0])
            continue
        if first is not None and seat != first:
            for action in options:
                assert state.standing is not None
                state.validate(seat, action)   # every offered declaration is higher
        state.apply(seat, Pass())
    assert first is not None


def test_first_hand_with_no_declaration_is_redealt_after_the_round():
    state = dealt(seed=5)
    hand_no = state.hand_no
    for seat in (0, 1, 2, 3):
        assert state.review_seat == seat
        events = state.apply(seat, Pass())
    assert any(e.kind == "redeal" for e in events)
    assert state.phase == "deal" and not state.reviewing and state.dealt == 0
    assert state.hand_no == hand_no


def test_later_hands_start_the_round_at_the_dealer_and_take_the_kitty_card():
    state = dealt(seed=5)
    state.dealer = 2          # as after a first hand
    state.levels = [3, 3]
    state._shuffle([])
    while not state.reviewing:
        state.apply(TABLE, DealNext())
    assert state.review_seat == 2
    for seat in (2, 3, 0, 1):
        assert state.review_seat == seat
        state.apply(seat, Pass())
    assert state.phase == "bury" and state.turn == 2


def test_the_table_cannot_deal_during_the_round():
    state = dealt()
    with pytest.raises(RuleError):
        state.apply(TABLE, DealNext())
    assert state.legal_actions(TABLE) == []
    other = (state.review_seat + 1) % 4
    with pytest.raises(RuleError) as refused:
        state.apply(other, Pass())
    assert refused.value.reason == "not_your_turn"


def test_deal_timing_is_unchanged_by_default():
    state = ShengjiState({}, random.Random(3), 2)
    assert state.options["declare_timing"] == "deal"
    while state.dealt < 4 * state.hand_size:
        state.apply(TABLE, DealNext())
    assert not state.reviewing and TABLE in state.to_act()
