"""The endgame solver against a plain brute-force search, and its step of play against the engine.

The solver (ai/endgame/solver.py) is exact or it is nothing: on 1,000 small random positions
per game — two or three seats, one to five cards each, a play on the table to beat four
times in ten, a random side — it must name the same winner as a brute-force search over the
engine's own Round (tests/endgame/brute.py: no memo, no ordering, no shortcut) and the same
winning choices, in the same order.
"""
from __future__ import annotations

import random

import pytest

from ai.endgame.position import PASS, Position, advance
from ai.endgame.rules import RULES
from ai.endgame.solver import Solver, TooHard
from engine.cards import full_deck

from tests.endgame.brute import round_of, side_wins, winning_choices

GAMES = ("doudizhu", "big2", "gandengyan")
POSITIONS = 1000


def small_position(game: str, rng: random.Random) -> tuple[Position, frozenset]:
    """A random position of two or three seats with one to five cards each, and a random side."""
    rules = RULES[game]
    seats = rng.randint(2, 3)
    deck = full_deck(jokers=game != "big2")
    rng.shuffle(deck)
    most = 5 if seats == 2 else 4
    hands = []
    for _ in range(seats):
        size = rng.randint(1, most)
        hands.append(rules.pack(deck[:size]))
        deck = deck[size:]
    to_act = rng.randrange(seats)
    side = frozenset(rng.sample(range(seats), rng.randint(1, seats - 1)))
    if rng.random() < 0.4:   # a play on the table, made by another seat out of other cards
        lead_seat = rng.choice([s for s in range(seats) if s != to_act])
        lead = rng.choice(rules.source.leads(rules.pack(deck[:rng.randint(1, 5)])))[1]
        return Position(tuple(hands), to_act, lead, lead_seat), side
    return Position(tuple(hands), to_act), side


@pytest.mark.parametrize("game", GAMES)
def test_solver_agrees_with_brute_force_on_small_positions(game):
    rng = random.Random(f"agree-{game}")
    rules = RULES[game]
    wins = 0
    for number in range(POSITIONS):
        position, side = small_position(game, rng)
        solver = Solver(rules, side, position.seats)
        rnd = round_of(position, rules.source)
        expected = side_wins(rnd, side)
        assert solver.wins(position) == expected, (number, position, side)
        assert solver.winning_moves(position) == winning_choices(rnd, side), (number, position, side)
        wins += expected
    # both outcomes were really put to the test
    assert POSITIONS * 0.3 < wins < POSITIONS * 0.7


@pytest.mark.parametrize("game", GAMES)
def test_a_step_of_play_is_the_engine_round_step(game):
    """advance() follows Round.play / pass_turn: the same hands, turn, lead and leader, and the
    same seat going out, over random play-outs."""
    rng = random.Random(f"steps-{game}")
    rules = RULES[game]
    for _ in range(200):
        position, _side = small_position(game, rng)
        rnd = round_of(position, rules.source)
        while position is not None:
            choices = list(position.moves(rules.source)) + ([PASS] if position.can_pass else [])
            assert choices == list(rnd.moves()) + ([None] if rnd.can_pass else [])
            move = rng.choice(choices)
            position, out = advance(position, move)
            rnd.pass_turn() if move is PASS else rnd.play(move)
            if position is None:
                assert rnd.over and rnd.winner == out
            else:
                assert (list(position.hands), position.to_act, position.lead) == (rnd.hands, rnd.to_act, rnd.lead)
                assert position.lead is None or position.lead_seat == rnd.lead_seat


def test_the_side_is_a_proper_part_of_the_table():
    rules = RULES["doudizhu"]
    with pytest.raises(ValueError):
        Solver(rules, {0, 1}, 2)
    with pytest.raises(ValueError):
        Solver(rules, (), 2)


def test_a_node_limit_stops_a_big_search():
    rng = random.Random(4)
    rules = RULES["doudizhu"]
    deck = full_deck()
    rng.shuffle(deck)
    position = Position((rules.pack(deck[:14]), rules.pack(deck[14:28]), rules.pack(deck[28:40])), 0)
    with pytest.raises(TooHard):
        Solver(rules, {0}, 3, node_limit=50).wins(position)


def test_leading_the_pair_into_a_higher_pair_is_the_one_losing_try():
    """A case worked by hand: the landlord holds 小王 大王 5 5, the farmer K K. Any single keeps
    the jokers for control (a 5 answered by a K is met by the rocket) and so does the rocket
    itself; only the pair of 5s loses, to the farmer's pair of Ks, which is his last play."""
    from engine.cards import cards_from_codes

    rules = RULES["doudizhu"]
    landlord = rules.pack(cards_from_codes(["BJ", "RJ", "S5", "H5"]))
    farmer = rules.pack(cards_from_codes(["SK", "HK"]))
    position = Position((landlord, farmer), 0)
    solver = Solver(rules, {0}, 2)
    assert solver.wins(position)
    losing = [move for move in solver.choices(position) if move not in solver.winning_moves(position)]
    assert [(move[1].kind, move[0]) for move in losing] == [("pair", rules.pack(cards_from_codes(["S5", "H5"])))]
