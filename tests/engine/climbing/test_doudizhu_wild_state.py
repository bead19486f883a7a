"""癞子斗地主 as a whole game: no 倒/踢回, plays with their readings, bombs that double, replay.

Each test quotes ``shared/rules/climbing.md`` § 癞子斗地主.
"""
import random

import pytest

from engine.actions import Bid, Pass, Play
from engine.cards import Card
from engine.climbing.tables import SOFT_BOMB, STRAIGHT
from engine.climbing.variants.doudizhu_wild import SPEC, WildDoudizhuState, new_state
from engine.errors import RuleError
from engine.match import Match
from tests.notation import Dealer


def rigged(hands, kitty="", face_up_seat=0, seed=1):
    state = new_state(SPEC.resolved_options({}), random.Random(seed))
    dealer = Dealer()
    state.hands = [set(dealer.cards(text)) for text in hands]
    state.kitty = dealer.cards(kitty)
    state.face_up_seat = face_up_seat
    state.face_up_card = min(state.hands[face_up_seat])
    state._turn = face_up_seat
    state._counted = None  # the landlord's kitty recounts every hand from these
    return state


def cards(state, seat, text):
    from tests.engine.ddz_helpers import cards_in

    return cards_in(state, seat, text)


def landlord_zero(state):
    """Seat 0 bids 3 and becomes the landlord."""
    return state.apply(0, Bid(3))


def test_bidding_makes_the_landlord_at_once_and_there_is_no_doubling():
    """"Bidding 1 / 2 / 3; a bid of 3 makes the landlord at once. No 倒 / 踢回 in this variant.\""""
    state = rigged(["3 4 5 6 7 9", "8 8 J", "Q K A"], kitty="10 10 10")
    events = landlord_zero(state)
    assert state.phase == "play" and state.to_act() == (0,)
    assert not any(e.kind == "doubled" for e in events)
    assert all(value is None for value in state.observe(1).doubled)


def test_a_three_with_other_cards_is_played_with_the_reading_the_player_chose():
    """"A 3 played together with other cards may stand for any card … or for itself. When a play
    with 3s can be read more than one way the player chooses the reading.\""""
    state = rigged(["3 4 5 6 7 9", "8 8 J", "Q K A"], kitty="2 2 2")
    landlord_zero(state)
    run = cards(state, 0, "3 4 5 6 7")
    readings = state.readings(0, run)
    assert [(r, c.kind, c.key) for r, c in readings] == [((), STRAIGHT, 4), ((8,), STRAIGHT, 5)]
    events = state.apply(0, Play(run, (8,)))
    played = events[0]
    assert played.data["reading"] == (8,) and state.round.lead.key == 5  # 45678: the top is the 8
    assert state.observe(1).lead.key == 5


def test_a_reading_is_part_of_the_record_and_replays_exactly():
    match = Match.new("doudizhu-wild", seed=11) if _registered() else None
    state = rigged(["3 4 5 6 7 9", "8 8 J", "Q K A"], kitty="2 2 2")
    landlord_zero(state)
    action = Play(cards(state, 0, "3 4 5 6 7"), (8,))
    assert Play.from_json(action.to_json()) == action and action.to_json()["reading"] == [8]
    if match is not None:
        seat = match.state.to_act()[0]
        match.apply(seat, match.state.legal_actions(seat)[0])
        assert Match.from_json(match.to_json()).state.observe(0) == match.state.observe(0)


def test_a_bad_reading_is_refused_and_changes_nothing():
    """"A 3 played alone, or a play made only of 3s, is read as 3s.\""""
    state = rigged(["3 3 4 5 6 7", "8 8 J", "Q K A"], kitty="2 2 2")
    landlord_zero(state)
    before = state.observe(0)
    with pytest.raises(RuleError) as caught:
        state.apply(0, Play(cards(state, 0, "3 3"), (9, 9)))
    assert caught.value.reason == "not_a_combination"
    with pytest.raises(RuleError):
        state.apply(0, Play(cards(state, 0, "3 4 5 6 7"), (14, 14)))  # one 3, two readings
    assert state.observe(0) == before


def test_a_soft_bomb_doubles_the_score_like_a_bomb():
    """"Bombs: … three of a rank + a 3 (soft bomb)"; the score doubles per bomb as in 斗地主."""
    state = rigged(["3 8 8 8 5", "9 J", "Q K"], kitty="")
    landlord_zero(state)
    events = state.apply(0, Play(cards(state, 0, "3 8 8 8"), (8,)))
    assert state.round.lead.kind == SOFT_BOMB
    assert any(e.kind == "bomb" for e in events)
    state.apply(1, Pass())
    state.apply(2, Pass())
    events = state.apply(0, Play(cards(state, 0, "5")))
    result = events[-1].data["result"]
    assert result.landlord_won and ("bombs", {"count": 1}, 2) in result.lines


def test_four_with_a_pair_is_no_combination_here():
    """"四带二 takes two singles only, never pairs.\""""
    state = rigged(["8 8 8 8 5 5 6", "9 J", "Q K"], kitty="")
    landlord_zero(state)
    with pytest.raises(RuleError) as caught:
        state.apply(0, Play(cards(state, 0, "8 8 8 8 5 5")))
    assert caught.value.reason == "not_a_combination"
    state.apply(0, Play(cards(state, 0, "8 8 8 8 5 6")))


def test_the_legal_list_carries_each_reading():
    state = rigged(["3 4 5 6 7 9", "8 8 J", "Q K A"], kitty="2 2 2")
    landlord_zero(state)
    legal = state.legal_actions(0)
    run = cards(state, 0, "3 4 5 6 7")
    assert Play(run) in legal and Play(run, (8,)) in legal
    for action in legal:
        state.validate(0, action)
    assert isinstance(state, WildDoudizhuState)


def _registered():
    from engine.registry import all_specs

    return any(spec.id == "doudizhu-wild" for spec in all_specs())
