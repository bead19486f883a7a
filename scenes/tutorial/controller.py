"""The controller of a lesson: the live table controller, held to the lesson's line.

Why a subclass and not a copy: everything a table asks of its controller (observations, the
pause before a computer move, submitting a person's move) works as in a real match. Three
things differ: the computer seats play the line's moves (after the usual pause), the person is
offered only the line's next move (``legal_actions``, ``check``, ``submit``, the 提示 button),
and nothing is saved — a lesson is practice, never written over a real match's save or kept
among the finished hands (the live table's autosave does both).
"""
from __future__ import annotations

from engine.actions import Action
from engine.errors import RuleError
from engine.game import TABLE

from ..controller import TableController
from .lesson import Lesson, same_action


class TutorialController(TableController):
    def __init__(self, lesson: Lesson, match, *, threaded: bool = True, bot_delay: float = 0.6) -> None:
        super().__init__(match, save=None, bot_delay=bot_delay, threaded=threaded)
        self.lesson = lesson
        #: the refusal of a move off the lesson's line (the step shown sets it)
        self.refusal = "follow"

    def expected(self, seat: int) -> Action | None:
        """The line's next move when it is ``seat``'s (None: not this seat's, or the line is over)."""
        step = self.lesson.expected(len(self.match.actions))
        return step[1] if step is not None and step[0] == seat else None

    def legal_actions(self, seat: int):
        """The person is offered the lesson's move alone; computer seats keep the rules' list."""
        if seat != self.lesson.person:
            return super().legal_actions(seat)
        move = self.expected(seat)
        return [move] if move is not None and seat in self.to_act() else []

    def check(self, seat: int, action: Action) -> RuleError | None:
        error = super().check(seat, action)
        if error is not None or seat != self.lesson.person:
            return error
        move = self.expected(seat)
        return None if move is not None and same_action(move, action) else RuleError(f"tutorial.{self.refusal}")

    def submit(self, seat: int, action: Action) -> list:
        if seat != TABLE:
            error = self.check(seat, action)
            if error is not None:
                raise error
            action = self.expected(seat) or action      # the line's own form of it (card order)
        return super().submit(seat, action)

    def poll(self) -> list:
        """As the live controller, but only the seat whose move is next on the line is asked: where
        several decide at once (飘 or not), the computer must not answer before the person."""
        step = self.lesson.expected(len(self.match.actions))
        if self._pending is not None or step is None:
            return super().poll()
        seat = step[0]
        if seat == TABLE or self.is_human(seat) or seat not in self.state.to_act():
            return []
        self._start_bot(seat)
        return self.poll() if not self._threaded else []

    def hint(self, seat: int) -> Action | None:
        """提示 raises the lesson's move."""
        return self.expected(seat)

    def bot_for(self, seat: int, level: str | None = None):
        """A computer seat's player is the line: whoever asks it (the controller's own loop, 升级's
        deal driver) gets the line's move; off the line (never, with a valid lesson) the real one."""
        return _LineBot(self, seat, super().bot_for(seat, level))


class _LineBot:
    def __init__(self, controller: TutorialController, seat: int, fallback) -> None:
        self.controller, self.seat, self.fallback = controller, seat, fallback

    def choose(self, observation, legal, rng):
        move = self.controller.expected(self.seat)
        return move if move is not None else self.fallback.choose(observation, legal, rng)
