"""提示 (H): the first press suggests what the computer would play, later presses cycle.

Why a cycle: a player who does not like the first suggestion presses H again,
as on the big platforms, and sees the other legal plays one by one (for a
follow: every way to beat the lead, the smallest first). The list is taken
afresh for every new decision, from the viewer's own legal actions only.
"""
from __future__ import annotations

from typing import Any

from engine.actions import Action, Pass, Play

#: Enough alternatives to browse; a lead can have hundreds, nobody presses H that often.
MAX_CHOICES = 60


class HintCycle:
    def __init__(self) -> None:
        self._key: int | None = None
        self._choices: list[Action] = []
        self._index = -1

    def reset(self) -> None:
        self._key = None

    def next(self, controller: Any, state: Any, seat: int, key: int) -> Action | None:
        """The next suggestion for ``seat`` at move number ``key`` (None: nothing to suggest)."""
        if self._key != key:
            self._key, self._index = key, -1
            self._choices = self._collect(controller, state, seat)
        if not self._choices:
            return None
        self._index = (self._index + 1) % len(self._choices)
        return self._choices[self._index]

    @staticmethod
    def _collect(controller: Any, state: Any, seat: int) -> list[Action]:
        first = controller.hint(seat)
        legal = state.legal_actions(seat)
        plays: list[Action] = []
        if first is not None and not isinstance(first, Pass):
            plays.append(first)
        for i in range(len(legal)):
            if len(plays) >= MAX_CHOICES:
                break
            action = legal[i]
            if isinstance(action, Play) and action not in plays:
                plays.append(action)
        if plays or first is None:
            return plays
        return [first]   # a pass (or a bid decision): suggest it as the one choice
