"""The contract every game's state machine fulfils.

The scenes, the bots, the match record and the tests talk to every game only
through these methods, in the spirit of OpenSpiel: a static description
(:class:`~engine.spec.GameSpec`) kept apart from the mutable state, legal actions,
per-seat observations, and randomness drawn from one seeded generator that the
state owns so that a match replays exactly.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Iterable, Sequence

from .actions import Action, Event
from .errors import RuleError

#: The "seat" that performs table actions such as NextHand (no player decides those).
TABLE = -1


class GameState(ABC):
    """A whole match of one variant: the hands, and what outlives a hand (scores, dealer …)."""

    num_seats: int

    @property
    @abstractmethod
    def phase(self) -> str:
        """Name of the current phase (deal, bid, double, play, hand_over, match_over …)."""

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """Seats whose decision is pending now (empty between hands and at the end)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> Sequence[Action]:
        """Every action ``seat`` may take now, in a deterministic order."""

    @abstractmethod
    def validate(self, seat: int, action: Action) -> None:
        """Raise :class:`RuleError` with a reason key when ``action`` is not allowed; else return."""

    @abstractmethod
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Validate, then change the state; returns the events. Changes nothing on refusal."""

    @abstractmethod
    def observe(self, seat: int | None) -> Any:
        """A frozen view with exactly what a person in ``seat`` may know (None: a spectator)."""

    @property
    @abstractmethod
    def scores(self) -> tuple[int, ...]:
        """Running match totals per seat."""

    @property
    def is_match_over(self) -> bool:
        return self.phase == "match_over"

    # --- what the conformance test checks (tests/conformance/) ---------------------------

    @abstractmethod
    def inventory(self) -> list:
        """Every physical card or tile of the match, wherever it lies now (hands, kitty, stock,
        the table, discards): the conformance test checks that none appears or vanishes."""

    @abstractmethod
    def secrets(self, seat: int | None) -> set:
        """The cards or tiles (as they appear in observations) that a person in ``seat`` may not
        see now; ``seat`` None is a spectator. No observation of ``seat`` may hold one of them."""

    def is_legal(self, seat: int, action: Action) -> bool:
        try:
            self.validate(seat, action)
        except RuleError:
            return False
        return True


def first_legal(state: GameState, seat: int, actions: Iterable[Action]) -> Action | None:
    for action in actions:
        if state.is_legal(seat, action):
            return action
    return None
