"""One visit to a puzzle: the tries, the computer's replies, hints, the solution, the stars.

Why apart from the screen: what happens in a 残局 is rules and solver work — which moves the
player may make, what the computer answers, whether a try has already gone wrong, what a hint
shows, how many stars a solve earns — and a test should check all of it without drawing a
frame. The screen (:mod:`.board_scene`) only shows the session and passes the player's
choices in. Nothing here imports pygame.

The computer answers with the solver's best reply: along the stored solution line it plays
that line's move (the longest resistance the generator found); anywhere else the defence
holds out as long as it can while the player's side wins, and refutes the quickest way it
knows once a try has gone wrong; a partner (斗地主 with the player a farmer) plays its
side's winning move. The solver's memo lives as long as the session, so after the first
solve every answer is a look-up or a small search.
"""
from __future__ import annotations

from dataclasses import dataclass

from ai.endgame.line import Analysis
from ai.endgame.position import PASS, Position, advance
from ai.endgame.puzzles import Puzzle, Step, find_move, step_of
from ai.endgame.solver import Solver, TooHard

from .progress import PuzzleRecord, stars_for

PLAYER = Puzzle.PLAYER
#: The most positions the computer's reply may add to its analysis before it settles for the
#: solver's first good move (a screen must not stall).
REPLY_LIMIT = 150_000
PLAYING, WON, LOST = "playing", "won", "lost"


@dataclass(frozen=True)
class Played:
    """One choice made at the table: its seat's step and whether it was the player's mistake."""

    step: Step
    mistake: bool = False


class PuzzleSession:
    """A puzzle being tried. ``record``: its saved progress (the run towards the first solve
    goes on from it; a solved puzzle's replay starts a fresh run)."""

    def __init__(self, puzzle: Puzzle, record: PuzzleRecord | None = None) -> None:
        self.puzzle = puzzle
        self.rules = puzzle.rules
        self.solver = Solver(self.rules, puzzle.side, puzzle.seats)
        self.analysis = Analysis(self.solver)
        record = record or PuzzleRecord()
        self.solved_before = record.solved
        self.fails = 0 if record.solved else record.fails
        self.hints = 0 if record.solved else record.hints
        self.seen = False if record.solved else record.seen
        self.best = record.stars
        self.tries = 0
        self.start()

    # --- a try ------------------------------------------------------------------------------

    def start(self) -> None:
        """A new try from the puzzle's start (the previous try, if it went wrong, counted)."""
        puzzle = self.puzzle
        self.position: Position | None = puzzle.position()
        self.cards = [list(hand) for hand in puzzle.hands]
        self.steps: list[Played] = []
        #: the plays of the round on the table (the puzzle's opening play first, if any)
        self.table: list[Played] = [Played(puzzle.lead)] if puzzle.lead is not None else []
        self.winner: int | None = None
        self.mistake: int | None = None     # index in ``steps`` of the player's losing choice
        self._hinted: Position | None = None
        #: the stored solution is being shown (:meth:`show_solution`), not tried
        self.replaying = False
        self.tries += 1

    def restart(self) -> None:
        """Start again: a try abandoned after a mistake counts as failed (once)."""
        if self.mistake is not None and self.winner is None and not self.replaying:
            self.fails += 1
        self.start()

    @property
    def state(self) -> str:
        if self.winner is None:
            return PLAYING
        return WON if self.winner in self.puzzle.side else LOST

    @property
    def to_act(self) -> int | None:
        return None if self.position is None else self.position.to_act

    @property
    def players_turn(self) -> bool:
        return self.position is not None and self.position.to_act == PLAYER

    @property
    def on_line(self) -> bool:
        """Every choice so far is the stored solution's."""
        line = self.puzzle.solution
        return len(self.steps) <= len(line) and all(
            self._same(done.step, stored) for done, stored in zip(self.steps, line))

    def _same(self, a: Step, b: Step) -> bool:
        pack = self.rules.pack
        return a.seat == b.seat and pack(a.cards) == pack(b.cards) and tuple(a.reading) == tuple(b.reading)

    # --- choices ------------------------------------------------------------------------------

    def choices(self) -> list:
        """The seat to act's choices: the engine's moves, then PASS when passing is allowed."""
        return [] if self.position is None else self.solver.choices(self.position)

    def moves_for(self, cards) -> list:
        """The moves that put down exactly these cards (several: 干瞪眼's jokers read different ways)."""
        if self.position is None or not cards:
            return []
        packed = self.rules.pack(cards)
        return [move for move in self.position.moves(self.rules.source) if move[0] == packed]

    def play(self, move, cards=None) -> Played:
        """The seat to act makes ``move`` (or passes: PASS); ``cards`` are the physical cards the
        player chose (else the engine's choice of them). Returns what the table shows."""
        position = self.position
        if position is None:
            raise ValueError("the hand is over")
        if move is not PASS and move not in position.moves(self.rules.source):
            raise ValueError("not a move of the seat to act")
        seat = position.to_act
        mistake = False
        if seat == PLAYER and self.mistake is None and not self.solver.wins_after(position, move):
            mistake = True
            self.mistake = len(self.steps)
        step = step_of(self.rules, seat, move, self.cards[seat])
        if cards is not None and move is not PASS:
            if self.rules.pack(cards) != move[0] or not set(cards) <= set(self.cards[seat]):
                raise ValueError("the cards are not the move's")
            step = Step(seat, tuple(cards), step.reading)
        for card in step.cards:
            self.cards[seat].remove(card)
        played = Played(step, mistake)
        if move is not PASS and position.lead is None:
            self.table = []          # a new round: the last one's plays are cleared
        self.table.append(played)
        self.steps.append(played)
        self.position, out = advance(position, move)
        if out is not None:
            self.winner = out
            self._finish()
        return played

    def _finish(self) -> None:
        """A try has ended: a loss counts as failed, a win earns its stars (watching the
        solution to its end is neither)."""
        if self.replaying:
            return
        if self.state == LOST:
            self.fails += 1
        else:
            self.best = max(self.best, self.stars())

    # --- the computer ---------------------------------------------------------------------------

    def computer_choice(self):
        """The move the computer makes for the seat to act (never the player's seat)."""
        position = self.position
        if position is None or position.to_act == PLAYER:
            raise ValueError("not the computer's turn")
        if self.on_line and len(self.steps) < len(self.puzzle.solution):
            stored = self.puzzle.solution[len(self.steps)]
            move = find_move(self.rules, position.moves(self.rules.source), stored)
            if stored.seat == position.to_act and (move is not None or stored.is_pass):
                return move
        limit = self.analysis.size + REPLY_LIMIT
        self.analysis.limit = limit
        try:
            return self.analysis.best_choice(position)
        except TooHard:
            return self.solver.first_win(position) if self._mover_wins() else self.solver.ordered_choices(position)[0]
        finally:
            self.analysis.limit = None

    def _mover_wins(self) -> bool:
        return self.solver.is_ours(self.position.to_act) == self.solver.wins(self.position)

    # --- help -------------------------------------------------------------------------------------

    def winning(self) -> bool:
        """The player's side can still win from here."""
        return self.position is not None and self.solver.wins(self.position)

    def hint(self):
        """A winning move for the player (the solution's when on its line), counted once per
        position; None when the try has already gone wrong (or it is not his turn)."""
        position = self.position
        if not self.players_turn or not self.winning():
            return None
        if self._hinted != position:
            self._hinted = position
            self.hints += 1
        if self.on_line and len(self.steps) < len(self.puzzle.solution):
            stored = self.puzzle.solution[len(self.steps)]
            move = find_move(self.rules, position.moves(self.rules.source), stored)
            if move is not None or (stored.is_pass and position.can_pass):
                return move
        return self.solver.first_win(position)

    def stars(self) -> int:
        """The stars this run earns when solved now."""
        return stars_for(self.fails, self.hints, self.seen)

    def record(self) -> PuzzleRecord:
        """The progress to save now."""
        solved = self.solved_before or self.best > 0
        return PuzzleRecord(solved=solved, stars=self.best, fails=self.fails, hints=self.hints, seen=self.seen)

    # --- the solution, step by step ------------------------------------------------------------

    def show_solution(self) -> None:
        """Back to the start, to step through the stored solution (:meth:`solution_step`)."""
        self.seen = True
        self.start()
        self.replaying = True
        self.tries -= 1   # watching is not a try

    def solution_step(self) -> Played | None:
        """The solution's next choice, made on the table; None at its end."""
        line = self.puzzle.solution
        if self.position is None or len(self.steps) >= len(line):
            return None
        stored = line[len(self.steps)]
        move = find_move(self.rules, self.position.moves(self.rules.source), stored)
        if move is None and not stored.is_pass:
            raise ValueError(f"{self.puzzle.id}: the stored solution does not fit")
        return self.play(move, stored.cards if not stored.is_pass else None)
