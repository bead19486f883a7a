"""An open-hand position and one step of play, by the shared climbing round's rules.

Every game a 残局 can be ends at the first player out (斗地主, 锄大地, 干瞪眼 with the
stock drawn), so while a position is being played every seat still holds cards, and the
round of :class:`engine.climbing.round.Round` comes down to four facts: the hands, whose
turn it is, what is to beat and who played it. Passes in a row need no field of their own:
the seats between the last player to play and the seat to act have all passed, and when the
turn comes back round to him, he leads anew. A move is the engine's move tuple, or
:data:`PASS` (None).

:func:`advance` is that rule once, for the solver and the screens alike; the tests check it
against the engine's :class:`~engine.climbing.round.Round` step by step.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from engine.climbing.combos import Combo

#: Passing (不出), as a move.
PASS = None


@dataclass(frozen=True)
class Position:
    """``hands[s]``: seat ``s``'s hand int (the game's encoding, see :mod:`.rules`);
    ``to_act``: the seat to play; ``lead``: the combination to beat (None: ``to_act`` leads);
    ``lead_seat``: who played it (``to_act`` when leading)."""

    hands: tuple[int, ...]
    to_act: int
    lead: Combo | None = None
    lead_seat: int | None = None

    def __post_init__(self) -> None:
        if self.lead_seat is None:
            object.__setattr__(self, "lead_seat", self.to_act)
        if not all(self.hands):
            raise ValueError("every seat of a position holds cards")
        if self.lead is None and self.lead_seat != self.to_act:
            raise ValueError("only the seat to act may lead")

    @property
    def seats(self) -> int:
        return len(self.hands)

    def next_seat(self, seat: int) -> int:
        """The next seat counter-clockwise (all seats are still in)."""
        return (seat + 1) % len(self.hands)

    def moves(self, source) -> tuple:
        """The plays of the seat to act (passing not included)."""
        hand = self.hands[self.to_act]
        return source.leads(hand) if self.lead is None else source.responses(hand, self.lead)

    @property
    def can_pass(self) -> bool:
        return self.lead is not None


def advance(position: Position, move) -> tuple[Position | None, int | None]:
    """The position after the seat to act plays ``move`` (or passes: :data:`PASS`).

    Returns ``(next position, None)``, or ``(None, seat)`` when that play emptied the seat's
    hand: the hand is over and ``seat`` went out first.
    """
    seat = position.to_act
    following = position.next_seat(seat)
    if move is PASS:
        if position.lead is None:
            raise ValueError("cannot pass on the lead")
        if following == position.lead_seat:   # everyone else passed: he leads anew
            return Position(position.hands, following), None
        return replace(position, to_act=following), None
    hands = list(position.hands)
    hands[seat] -= move[0]
    if not hands[seat]:
        return None, seat
    return Position(tuple(hands), following, move[1], seat), None
