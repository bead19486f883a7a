"""Which step of a lesson is up now: pure bookkeeping, no drawing.

A step is up when the hand has had exactly its ``at`` actions (``END`` ones once the hand is
over) and no later step has been reached. A ``wait`` step stays until 知道了 (``acknowledge``),
and while it is up nobody moves; a step without ``wait`` stays until the move it points at has
been made (the number of actions passes it). Several steps at one moment come one after another.
"""
from __future__ import annotations

from .lesson import END, Lesson, Step


class Guide:
    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self._next = 0                  # the first step not yet acknowledged or passed

    def current(self, played: int, over: bool) -> Step | None:
        """The step up after ``played`` actions (``over``: the hand has ended)."""
        steps = self.lesson.steps
        for index in range(self._next, len(steps)):
            step = steps[index]
            if step.at == END:
                return step if over else None
            if step.at > played:
                return None
            if step.at == played:
                return step
        return None

    def number(self, step: Step) -> int:
        """Where ``step`` stands in the lesson, from 1 (the callout's 3/15)."""
        return self.lesson.steps.index(step) + 1

    def holds(self, played: int, over: bool) -> bool:
        """A ``wait`` step is up: the computer players wait, the result does not open yet."""
        step = self.current(played, over)
        return step is not None and step.wait

    def acknowledge(self, played: int, over: bool) -> bool:
        """知道了 on the step up (only a ``wait`` step has it). False: none was waiting."""
        step = self.current(played, over)
        if step is None or not step.wait:
            return False
        self._next = self.lesson.steps.index(step) + 1
        return True

    def finished(self, over: bool) -> bool:
        """Every step has been seen (the last 知道了 of the score given)."""
        return over and self._next >= len(self.lesson.steps)
