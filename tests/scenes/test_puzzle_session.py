"""A visit to a 残局 as the board plays it (no drawing): the computer's replies, a refuted try,
hints, the solution step by step, and the stars."""
from __future__ import annotations

import pytest

from ai.endgame.puzzles import load_all
from scenes.puzzle.progress import PuzzleRecord
from scenes.puzzle.session import LOST, PLAYER, PLAYING, WON, PuzzleSession

SHIPPED = load_all()


def puzzles(game=None):
    return [p for g, found in SHIPPED.items() if game in (None, g) for p in found]


def play_computer(session: PuzzleSession) -> None:
    while session.state == PLAYING and not session.players_turn:
        session.play(session.computer_choice())


def play_hints(session: PuzzleSession) -> None:
    """The player follows the hints to the end (the computer answering in between)."""
    while session.state == PLAYING:
        play_computer(session)
        if session.state == PLAYING:
            session.play(session.hint())


@pytest.mark.parametrize("game", ["doudizhu", "big2", "gandengyan"])
def test_the_solution_moves_win_against_the_computers_replies_with_three_stars(game):
    for puzzle in puzzles(game)[:6]:
        session = PuzzleSession(puzzle)
        while session.state == PLAYING:
            play_computer(session)
            if session.state != PLAYING:
                break
            step = puzzle.solution[len(session.steps)]
            assert session.players_turn and step.seat == PLAYER
            moves = session.moves_for(step.cards)
            move = next(m for m in moves if session.rules.reading_of(m) == step.reading) if moves else None
            session.play(move, step.cards or None)
        play_computer(session)
        assert session.state == WON, puzzle.id
        assert session.on_line          # the computer defended as the stored line does
        assert session.stars() == 3 and session.record() == PuzzleRecord(solved=True, stars=3)


def test_a_wrong_first_move_is_refuted_and_named():
    for puzzle in puzzles("doudizhu")[:8]:
        session = PuzzleSession(puzzle)
        wrong = puzzle.wrong[0]
        moves = session.moves_for(wrong.cards)
        session.play(moves[0] if moves else None)
        assert session.mistake == 0 and session.steps[0].mistake and not session.winning()
        while session.state == PLAYING:      # whatever the player tries from here
            play_computer(session)
            if session.state == PLAYING:
                session.play(session.choices()[0])
        assert session.state == LOST, puzzle.id
        assert session.fails == 1 and session.record().solved is False


def test_hints_are_winning_moves_and_count_once_per_position():
    puzzle = puzzles("big2")[0]
    session = PuzzleSession(puzzle)
    first = session.hint()
    assert session.hint() == first and session.hints == 1
    assert session.solver.wins_after(session.position, first)
    play_hints(session)
    assert session.state == WON and session.hints >= 1 and session.stars() < 3


def test_no_hint_once_the_try_is_lost():
    puzzle = puzzles("doudizhu")[0]
    session = PuzzleSession(puzzle)
    moves = session.moves_for(puzzle.wrong[0].cards)
    session.play(moves[0] if moves else None)
    play_computer(session)
    if session.state == PLAYING:
        assert session.hint() is None and session.hints == 0


def test_restarting_after_a_mistake_counts_a_failed_try_once():
    puzzle = puzzles("gandengyan")[0]
    session = PuzzleSession(puzzle)
    moves = session.moves_for(puzzle.wrong[0].cards)
    session.play(moves[0] if moves else None)
    session.restart()
    assert session.fails == 1 and session.steps == [] and session.mistake is None
    session.restart()                       # nothing went wrong in this try
    assert session.fails == 1 and session.tries == 3


def test_the_solution_step_by_step_is_not_a_solve():
    puzzle = puzzles("doudizhu")[-1]
    session = PuzzleSession(puzzle)
    session.show_solution()
    shown = []
    while (played := session.solution_step()) is not None:
        shown.append(played.step)
    assert session.state == WON and len(shown) == len(puzzle.solution)
    assert session.best == 0 and not session.record().solved and session.record().seen
    session.start()
    play_hints(session)
    assert session.stars() == 1       # solved after looking: one star


def test_a_partner_plays_for_the_players_side():
    partnered = [p for p in puzzles("doudizhu") if p.partner is not None]
    assert partnered
    for puzzle in partnered[:4]:
        session = PuzzleSession(puzzle)
        play_hints(session)
        assert session.state == WON and session.winner in puzzle.side


def test_a_solved_puzzles_replay_starts_a_fresh_run():
    puzzle = puzzles("doudizhu")[0]
    session = PuzzleSession(puzzle, PuzzleRecord(solved=True, stars=1, fails=0, hints=0))
    assert (session.fails, session.hints, session.seen) == (0, 0, False)
    session = PuzzleSession(puzzle, PuzzleRecord(fails=2, hints=1))
    assert (session.fails, session.hints) == (2, 1)
