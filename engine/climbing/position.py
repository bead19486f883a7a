"""The fast play-out API: a climbing position in packed rank counts.

Search bots sample the hidden hands, then play many games out to the end.
Doing that through the full state (cards, events, observations) would be far
too slow, so this is the same round logic — lead, beat or pass, a new round when
everyone else has passed — on packed counts only. It shares the rules with the
real state through :mod:`.moves` and :mod:`.combos`, so a play-out can never
make a move the table would refuse.
"""
from __future__ import annotations

from .combos import Combo
from .moves import Move, generator
from .tables import BOMB, DOUDIZHU, ROCKET, ClimbingTable


class Position:
    """Whose turn it is, what is to beat, and every seat's packed hand.

    ``hands[s]``: packed rank counts of seat ``s``. ``lead``: the Combo to beat,
    None when ``to_act`` leads. ``passes``: passes in a row since ``lead_seat``
    played. ``bombs`` / ``rockets``: bombs and rockets played so far (each doubles the stakes). ``plays[s]``: how many
    times seat ``s`` has put down cards (spring needs it). ``winner``: the seat
    that went out, or None while the hand goes on.
    """

    __slots__ = ("hands", "to_act", "lead", "lead_seat", "passes", "bombs", "rockets", "plays",
                 "winner", "_gen")

    def __init__(self, hands, to_act: int, lead: Combo | None = None, lead_seat: int | None = None,
                 passes: int = 0, bombs: int = 0, plays=None, table: ClimbingTable = DOUDIZHU,
                 rockets: int = 0) -> None:
        self.hands = list(hands)
        self.to_act = to_act
        self.lead = lead
        self.lead_seat = to_act if lead_seat is None else lead_seat
        self.passes = passes
        self.bombs = bombs
        self.rockets = rockets
        self.plays = list(plays) if plays is not None else [0] * len(self.hands)
        self.winner: int | None = None
        self._gen = generator(table)

    def copy(self) -> "Position":
        twin = Position.__new__(Position)
        twin.hands = list(self.hands)
        twin.to_act = self.to_act
        twin.lead = self.lead
        twin.lead_seat = self.lead_seat
        twin.passes = self.passes
        twin.bombs = self.bombs
        twin.rockets = self.rockets
        twin.plays = list(self.plays)
        twin.winner = self.winner
        twin._gen = self._gen
        return twin

    @property
    def can_pass(self) -> bool:
        """Passing is allowed except when leading."""
        return self.lead is not None

    def moves(self) -> tuple[Move, ...]:
        """The ``(packed play, Combo)`` moves of the seat to act (passing not included)."""
        hand = self.hands[self.to_act]
        if self.lead is None:
            return self._gen.leads(hand)
        return self._gen.responses(hand, self.lead)

    def play(self, move: Move) -> None:
        """Put down a move from :meth:`moves` for the seat to act."""
        play, found = move
        seat = self.to_act
        self.hands[seat] -= play
        self.plays[seat] += 1
        if found.kind == BOMB:
            self.bombs += 1
        elif found.kind == ROCKET:
            self.rockets += 1
        self.lead = found
        self.lead_seat = seat
        self.passes = 0
        if self.hands[seat] == 0:
            self.winner = seat
            return
        self.to_act = (seat + 1) % len(self.hands)

    def pass_turn(self) -> None:
        """不出: when everyone else has passed, the last player to play leads anew."""
        self.passes += 1
        if self.passes >= len(self.hands) - 1:
            self.lead = None
            self.passes = 0
            self.to_act = self.lead_seat
        else:
            self.to_act = (self.to_act + 1) % len(self.hands)
