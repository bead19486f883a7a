"""The contract every game's state machine fulfils.

The scenes, the bots, the match record and the tests talk to every game only
through these methods, in the spirit of OpenSpiel: a static description
(:class:`~engine.spec.GameSpec`) kept apart from the mutable state, legal actions,
per-seat observations, and randomness drawn from one seeded generator that the
state owns so that a match replays exactly.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar, Iterable, Mapping, Sequence

from .actions import Action, Event, NextHand
from .errors import RuleError

#: The "seat" that performs table actions such as NextHand (no player decides those).
TABLE = -1
#: The phases every game shares: between two hands, and after the last one.
HAND_OVER, MATCH_OVER = "hand_over", "match_over"


class GameState(ABC):
    """A whole match of one variant: the hands, and what outlives a hand (scores, dealer …).

    Every game refuses out-of-turn and out-of-phase actions the same way, through
    :meth:`guard`; it declares only which action types each of its phases accepts
    (``PHASE_ACTIONS``) and which ones the table sends (``TABLE_ACTIONS``).
    """

    num_seats: int
    #: phase -> the action types it accepts; a known type sent in a phase that does not list
    #: it is ``wrong_phase``. The types of ``hand_over`` are the table's between two hands
    #: (NextHand, 21点's Leave): sent while a hand is on, they are ``hand_not_over``.
    PHASE_ACTIONS: ClassVar[Mapping[str, tuple[type, ...]]] = {}
    #: the action types only the table (seat ``TABLE``) sends, never a player
    TABLE_ACTIONS: ClassVar[tuple[type, ...]] = (NextHand,)

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
        """Raise :class:`RuleError` with a reason key when ``action`` is not allowed; else return.

        A game calls :meth:`guard` first and then checks only its own rules."""

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
        return self.phase == MATCH_OVER

    # --- what the conformance test checks (tests/conformance/) ---------------------------

    @abstractmethod
    def inventory(self) -> list:
        """Every physical card or tile of the match, wherever it lies now (hands, kitty, stock,
        the table, discards): the conformance test checks that none appears or vanishes."""

    @abstractmethod
    def secrets(self, seat: int | None) -> set:
        """The cards or tiles (as they appear in observations) that a person in ``seat`` may not
        see now; ``seat`` None is a spectator. No observation of ``seat`` may hold one of them."""

    # --- the turn guard ------------------------------------------------------------------

    def guard(self, seat: int, action: Action) -> None:
        """Refuse an action sent at the wrong moment or by the wrong seat: the first check of
        every game's :meth:`validate`, before the game's own rules.

        The reasons come in one order for every game, so a player (and a test) meets the
        same refusal for the same situation whatever is on the table: ``match_over``; an
        action type the game does not know, ``unknown_action``; a between-hands table action
        while the hand is on, ``hand_not_over``; a type this phase does not accept,
        ``wrong_phase``; a seat that may not send it now (:meth:`may_act`), ``not_your_turn``
        or the game's own word for it (:meth:`out_of_turn`).
        """
        phase = self.phase
        if phase == MATCH_OVER:
            raise RuleError("match_over")
        kind = action.__class__
        if kind not in self.PHASE_ACTIONS.get(phase, ()):
            raise RuleError(self._misplaced(phase, kind))
        if not self.may_act(seat, action):
            raise RuleError(self.out_of_turn(seat, action))

    def _misplaced(self, phase: str, kind: type) -> str:
        """Why an action of a type that ``phase`` does not accept is refused."""
        known = kind in self.TABLE_ACTIONS or any(kind in types for types in self.PHASE_ACTIONS.values())
        if not known:
            return "unknown_action"
        if phase != HAND_OVER and kind in self.PHASE_ACTIONS.get(HAND_OVER, ()):
            return "hand_not_over"
        return "wrong_phase"

    def may_act(self, seat: int, action: Action) -> bool:
        """Whether ``seat`` may send ``action`` now (its type is accepted in this phase).

        The table sends its actions between hands and whenever ``to_act`` lists it (升级's
        deal); a player, when ``to_act`` lists the seat. A game whose rules let a seat act
        outside ``to_act`` says so here (升级: showing a declaration while the cards are dealt).
        """
        if action.__class__ in self.TABLE_ACTIONS:
            return seat == TABLE and (self.phase == HAND_OVER or TABLE in self.to_act())
        return seat != TABLE and seat in self.to_act()

    def out_of_turn(self, seat: int, action: Action) -> str:
        """The reason key for ``seat`` sending ``action`` when it may not act (:meth:`may_act`)."""
        return "not_your_turn"

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
