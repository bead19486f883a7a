"""升级 hard player: a play-out is valued in levels, as the match scores the hand.

A hand of 升级 is won in levels (the result table: a step every 20 points a deck, 大光 at 0, the
kitty's multiplier when the attackers take the last trick), not in card points. The search
compares plays by the levels the seat's team goes up less the other team's, with a small share
of the points to tell apart worlds ending on the same level; measured with the points alone,
hard played level with normal.
"""
import random
from types import SimpleNamespace

import pytest

from ai.shengji import search
from engine.shengji.levels import apply_outcome, outcome, team_of
from engine.shengji.view import HandResult

from tests.ai.test_shengji_search import first_trick_state
from tests.search_clock import CAP_BINDS


def finished(attacker_points: int, dealer_team: int = 0, decks: int = 1):
    """A finished hand as the search reads it: the result table applied to levels (2, 2)."""
    step = 20 * decks
    change = apply_outcome((2, 2), dealer_team, outcome(attacker_points, step))
    result = SimpleNamespace(levels_before=(2, 2), levels_after=change.levels)
    result.rises = HandResult.rises.fget(result)                    # the engine's own reading of it
    result.level_lead = lambda seat: HandResult.level_lead(result, seat)
    return SimpleNamespace(result=result, step=step)


def value(attacker_points: int, seat: int, dealer_team: int = 0, decks: int = 1) -> float:
    signed = -attacker_points if team_of(seat) == dealer_team else attacker_points
    return search._hand_value(finished(attacker_points, dealer_team, decks), seat, signed)


@pytest.mark.parametrize("decks", [1, 2])
def test_a_threshold_of_the_result_table_outweighs_the_points_within_a_step(decks):
    """The dealer's side holding at 39 points a deck (up one level) against the attackers
    taking over at 40 (nobody goes up): one point, a whole level apart."""
    s = decks
    assert value(39 * s, seat=0) - value(40 * s, seat=0) > 0.9
    assert value(40 * s, seat=1) - value(39 * s, seat=1) > 0.9
    assert value(0, seat=0) - value(5 * s, seat=0) > 0.9             # 大光: +3 against +2


def test_within_one_level_the_points_still_tell_the_plays_apart():
    assert value(45, seat=0) > value(55, seat=0)    # both take-overs without a rise
    assert value(55, seat=1) > value(45, seat=1)
    assert value(45, seat=0) - value(55, seat=0) < 0.5


@pytest.mark.parametrize("decks,seed", [(1, 8), (1, 9), (2, 10)])
def test_a_play_out_is_worth_the_levels_the_team_gains_less_the_other_teams(decks, seed):
    """On a real deal played out: the value of each team is the other's negated, and its whole
    part is the levels the match moved (the share of points is less than one level)."""
    state = first_trick_state(decks, seed)
    dealer = state.dealer
    values = {}
    for me in (dealer, (dealer + 1) % 4):
        twin = state.clone()
        values[me] = search._play_out(twin, me, 99)
        before, after = twin.result.levels_before, twin.result.levels_after
        mine = team_of(me)
        levels = (after[mine] - before[mine]) - (after[1 - mine] - before[1 - mine])
        assert abs(values[me] - levels) <= search.POINTS_SHARE * twin.result.total / twin.step + 1e-9
    assert values[dealer] == pytest.approx(-values[(dealer + 1) % 4])


def test_the_search_is_reproducible_from_its_rng():
    """Two hard players given the same seed choose the same plays through a hand."""
    from ai.shengji import HardBot
    from ai.shengji.search import SearchSettings

    state = first_trick_state(1, 4)
    bots = [HardBot(SearchSettings(time_budget=CAP_BINDS, max_worlds=3)) for _ in range(2)]
    for _ in range(12):
        seat = state.turn
        obs, legal = state.observe(seat), state.legal_actions(seat)
        first, second = (bot.choose(obs, legal, random.Random(seat)) for bot in bots)
        assert first == second
        state.apply(seat, first)
