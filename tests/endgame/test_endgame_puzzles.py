"""Every shipped 残局 is re-solved: it is won, its stored solution wins against every defence,
each stored wrong first move loses, and the set is as large as promised (issue 33)."""
from __future__ import annotations

from collections import Counter

import pytest

from ai.endgame.position import PASS, advance
from ai.endgame.puzzles import ALL, BANDS, find_move, load_all
from ai.endgame.solver import Solver

SHIPPED = load_all()
PUZZLES = [puzzle for game in SHIPPED.values() for puzzle in game]


def test_the_set_is_complete():
    games = {game: len(found) for game, found in SHIPPED.items()}
    assert games.get("doudizhu", 0) >= 60 and games.get("big2", 0) >= 30 and games.get("gandengyan", 0) >= 30
    bands = Counter(p.band for p in SHIPPED["doudizhu"])
    assert set(bands) == set(BANDS) and min(bands.values()) >= 20
    assert {p.band for game in ("big2", "gandengyan") for p in SHIPPED[game]} == {ALL}
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)


def test_the_set_has_both_roles_and_both_table_sizes_of_dou_dizhu():
    kinds = Counter((p.seats, p.landlord == 0, p.partner is not None) for p in SHIPPED["doudizhu"])
    assert kinds[(2, True, False)] and kinds[(2, False, False)]     # landlord / farmer, one against one
    assert kinds[(3, True, False)] and kinds[(3, False, True)]      # landlord alone / farmers together


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_stored_solution_wins_against_every_defence(puzzle):
    """Along the stored line: each of the side's choices keeps the win, every other choice of
    each defender at each of its turns leaves the side winning too, and the line ends with one of
    the side's seats out first. The first move is also one of the few that win."""
    rules = puzzle.rules
    solver = Solver(rules, puzzle.side, puzzle.seats)
    position = puzzle.position()
    assert solver.wins(position)
    first = solver.winning_moves(position)
    assert 1 <= len(first) <= 2 and len(solver.choices(position)) - len(first) >= 2
    winner = None
    for number, step in enumerate(puzzle.solution):
        assert position is not None, f"{puzzle.id}: the line goes on after the hand ended"
        assert step.seat == position.to_act
        move = find_move(rules, position.moves(rules.source), step)
        assert move is not None or (step.is_pass and position.can_pass), f"{puzzle.id}: step {number} is no move"
        if solver.is_ours(step.seat):
            assert solver.wins_after(position, move), f"{puzzle.id}: step {number} throws the win away"
        else:
            for defence in solver.choices(position):
                assert solver.wins_after(position, defence), f"{puzzle.id}: step {number} has a refutation"
        position, winner = advance(position, move)
    assert position is None and winner in puzzle.side


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_each_stored_wrong_first_move_loses(puzzle):
    rules = puzzle.rules
    solver = Solver(rules, puzzle.side, puzzle.seats)
    position = puzzle.position()
    assert puzzle.wrong, f"{puzzle.id}: no tempting wrong move stored"
    for step in puzzle.wrong:
        move = find_move(rules, position.moves(rules.source), step)
        assert move is not None or (step.is_pass and position.can_pass)
        assert move is not PASS or position.can_pass
        assert not solver.wins_after(position, move), f"{puzzle.id}: {step} does not lose"
