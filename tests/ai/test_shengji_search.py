"""升级 hard player's play-outs: the quick path reads the table exactly as a seat's observation does.

The hard player plays hands out thousands of times per decision. Its play-outs keep each seat's
reading (:class:`ai.shengji.playout.Tracker`) instead of building ``state.observe(seat)`` and
``read_table`` at every step; the engine state still plays and scores every card. These tests
hold the quick reading to the slow one at every step of random hands with one, two and three
decks (and across a failed throw), and the play-out's result to the engine's own.
"""
import dataclasses
import random

import pytest

from ai.shengji import NormalBot
from ai.shengji.counting import read_table
from ai.shengji.easy import easy_follow, easy_lead
from ai.shengji.following import choose_follow
from ai.shengji.leading import choose_lead
from ai.shengji.playout import Tracker, play_out
from engine.actions import Pass, Play
from engine.game import TABLE
from engine.shengji.actions import Declare
from engine.shengji.levels import team_of
from engine.shengji.state import ShengjiState


def first_trick_state(decks: int, seed: int) -> ShengjiState:
    """A real deal (normal bots declare and bury) stopped before the first lead."""
    state = ShengjiState({}, random.Random(seed), decks)
    bots = [NormalBot() for _ in range(4)]
    rng = random.Random(seed)
    while state.phase != "play":
        if state.phase == "deal":
            declared = False
            for seat in state.to_act():
                if seat == TABLE:
                    break
                action = bots[seat].choose(state.observe(seat), state.legal_actions(seat), rng)
                if isinstance(action, Declare):
                    state.apply(seat, action)
                    declared = True
                    break
                assert isinstance(action, Pass)
            if not declared:
                state.apply(TABLE, state.legal_actions(TABLE)[0])
        else:
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state.observe(seat), state.legal_actions(seat), rng))
    return state


def assert_same_reading(tracker: Tracker, state: ShengjiState, seat: int) -> None:
    quick, slow = tracker.view(seat), read_table(state.observe(seat))
    for field in dataclasses.fields(slow):
        if field.name == "_cache":
            continue
        mine, theirs = getattr(quick, field.name), getattr(slow, field.name)
        if field.name == "unseen":  # the same cards, in the same order, class by class
            mine, theirs = list(mine.items()), list(theirs.items())
        assert mine == theirs, field.name


def slow_play_out(state: ShengjiState, me: int, careful_tricks: int) -> float:
    """The play-out as the hard player first did it: observation and reading rebuilt each step."""
    start = len(state.tricks)
    while state.phase == "play":
        seat = state.turn
        view = read_table(state.observe(seat))
        careful = len(state.tricks) - start < careful_tricks
        if view.lead is None:
            cards = choose_lead(view) if careful else easy_lead(view)
        else:
            cards = choose_follow(view) if careful else easy_follow(view)
        state.apply(seat, Play(cards))
    total = state.result.total
    return -total if team_of(state.result.dealer) == team_of(me) else float(total)


@pytest.mark.parametrize("decks,seed", [(1, 3), (1, 4), (2, 5), (3, 6)])
def test_the_quick_reading_matches_the_observation_at_every_step(decks, seed):
    state = first_trick_state(decks, seed)
    tracker = Tracker(state)
    rng = random.Random(seed)
    steps = 0
    while state.phase == "play":
        seat = state.turn
        assert_same_reading(tracker, state, seat)
        for other in range(4):  # every seat's reading stays right, not only the one to play
            if other != seat and rng.random() < 0.3:
                assert_same_reading(tracker, state, other)
        view = tracker.view(seat)
        cards = choose_lead(view) if view.lead is None else choose_follow(view)
        state.apply(seat, Play(cards))
        steps += 1
        if state.phase == "play":
            tracker.played(seat)
    assert state.phase in ("hand_over", "match_over")
    assert steps == 4 * len(state.tricks)  # every play went through the engine


def failed_throw(state: ShengjiState):
    """A throw by the seat to lead that the engine turns down: two single cards of one side
    suit that another seat can beat; None when the hand has none."""
    ctx, seat = state.ctx, state.turn
    for suit_class in "SHCD":
        held = sorted((c for c in state.hands[seat] if ctx.suit_class[c] == suit_class), key=ctx.order.get)
        singles = [c for c in held if sum(1 for d in held if ctx.order[d] == ctx.order[c]) == 1]
        for low in singles:
            for high in singles:
                if ctx.order[high] > ctx.order[low]:
                    twin = state.clone()
                    twin.apply(seat, Play((high, low)))
                    if twin.failed_throws:
                        return high, low
    return None


def test_after_a_failed_throw_the_reading_holds_the_cards_taken_back():
    """A two-deck deal where the first leader throws two singles that another seat can beat:
    only the lower card is played, the other goes back to the hand; every seat's reading still
    matches its observation (the thrower holds the card again, the others count it unseen)."""
    for seed in range(40):
        state = first_trick_state(2, seed)
        throw = failed_throw(state)
        if throw is not None:
            break
    else:
        pytest.fail("no failed throw in 40 deals")
    seat = state.turn
    tracker = Tracker(state)
    state.apply(seat, Play(throw))
    assert state.failed_throws and len(state.trick[0][1]) == 1
    tracker.played(seat)
    for other in range(4):
        assert_same_reading(tracker, state, other)
    kept = next(c for c in throw if c not in state.trick[0][1])
    assert kept in tracker.view(seat).hand


@pytest.mark.parametrize("decks,seed,careful", [(1, 8, 99), (1, 9, 3), (2, 10, 99), (2, 11, 4), (3, 12, 4)])
def test_a_quick_play_out_ends_as_the_engine_scores_the_slow_one(decks, seed, careful):
    """Both paths play the same cards on the same engine state, so the same result — the
    attackers' total (kitty bonus included), negated for the dealer's team."""
    state = first_trick_state(decks, seed)
    for me in (state.dealer, (state.dealer + 1) % 4):
        quick_state, slow_state = state.clone(), state.clone()
        quick = play_out(quick_state, me, careful)
        assert quick == slow_play_out(slow_state, me, careful)
        assert [t.plays for t in quick_state.tricks] == [t.plays for t in slow_state.tricks]
        defending = team_of(me) == team_of(state.dealer)
        assert quick == (-quick_state.result.total if defending else quick_state.result.total)



@pytest.mark.parametrize("decks, seed", [(2, 8), (3, 5)])
def test_with_several_decks_hard_plays_as_normal_until_the_last_tricks(decks, seed):
    """With two and three decks the search waits until a seat holds few cards (SEARCH_HOLDING):
    before that the hard player's play is the normal player's, whatever it would have searched."""
    from ai.shengji import HardBot
    from ai.shengji.search import SEARCH_HOLDING, SearchSettings

    state = first_trick_state(decks, seed)
    hard, normal = HardBot(SearchSettings(time_budget=60.0, max_worlds=4)), NormalBot()
    searched, early = [], 0
    hard._search = lambda observation, shortlist, rng: searched.append(len(observation.hand)) or shortlist[-1]
    while state.phase == "play":
        seat = state.turn
        obs, legal = state.observe(seat), state.legal_actions(seat)
        action = hard.choose(obs, legal, random.Random(1))
        if len(obs.hand) > SEARCH_HOLDING[decks]:
            assert action == normal.choose(obs, legal, random.Random(1))
            early += 1
        state.apply(seat, action)
    assert early and searched and max(searched) <= SEARCH_HOLDING[decks]
