"""Who wins an open-hand endgame with best play: exact, memoised, with move ordering.

The question is always one side's: can ``side`` (the player; in 斗地主 the landlord alone or
both farmers together) make one of its seats go out first, whatever everyone else does? The
others are taken as one team that plays against it — the rules' own teams in 斗地主, and in
锄大地 and 干瞪眼 "against any defence", which is what a puzzle's solution must survive.
That makes every position a win or a loss for the side, and the search an AND/OR search:
at a seat of the side one winning move is enough, at any other seat one refutation is.

What makes it fast enough for puzzles of twenty to thirty cards:

- **memo**: a position is its hands, the seat to act, the combination to beat and who
  played it (see :mod:`.position`); its value is kept in a dictionary for the whole life
  of the solver, so the screens asking again and again after each move pay once;
- **going out first**: a seat that can put down its whole hand does so (nothing is better),
  so such a position is decided without looking at anything else;
- **move ordering**: plays nobody against the mover can answer come first (the mover keeps
  the lead), bigger plays before smaller; when the mover's partner made the play to beat,
  passing comes first (the partner's play stands), otherwise last.

The game graph has no cycles (every round ends with a lead, and every lead puts cards
down), so plain recursion with the memo is exact.
"""
from __future__ import annotations

from typing import Iterable

from .position import PASS, Position, advance
from .rules import EndgameRules


class TooHard(Exception):
    """The search looked at more positions than its ``node_limit`` allowed."""


class Solver:
    """The endgame solver of one game for one side (a set of seats) at a table of ``seats``.

    ``nodes`` counts the positions searched (not found in the memo) since it was made.
    """

    def __init__(self, rules: EndgameRules, side: Iterable[int], seats: int,
                 node_limit: int | None = None) -> None:
        side = frozenset(side)
        if not side or not side <= set(range(seats)) or len(side) == seats:
            raise ValueError("the side must be some of the seats, not all of them")
        self.rules = rules
        self.source = rules.source
        self.seats = seats
        self.side = side
        self.ours = tuple(seat in side for seat in range(seats))
        self.node_limit = node_limit
        self.nodes = 0
        self._memo: dict[tuple, bool] = {}

    # --- asking ------------------------------------------------------------------------

    def wins(self, position: Position) -> bool:
        """True when the side wins from ``position`` with best play by everyone."""
        self._check(position)
        return self._win(position.hands, position.to_act, position.lead, position.lead_seat)

    def wins_after(self, position: Position, move) -> bool:
        """True when the side wins once the seat to act has played ``move`` (or passed)."""
        following, winner = advance(position, move)
        if following is None:
            return self.ours[winner]
        return self.wins(following)

    def choices(self, position: Position) -> list:
        """Every choice of the seat to act: its plays, then :data:`PASS` when it may pass."""
        found = list(position.moves(self.source))
        if position.can_pass:
            found.append(PASS)
        return found

    def winning_moves(self, position: Position) -> list:
        """The choices after which the *mover's* side wins (its own side's when the mover is of
        the side, the defence's otherwise), in list order."""
        mine = self.ours[position.to_act]
        return [move for move in self.choices(position) if self.wins_after(position, move) == mine]

    def ordered_choices(self, position: Position) -> list:
        """The choices of the seat to act in the order the search tries them."""
        hand = position.hands[position.to_act]
        moves = position.moves(self.source)
        outs = [move for move in moves if move[0] == hand]
        if outs:
            return outs
        mine = self.ours[position.to_act]
        found = self._ordered(moves, position.hands, mine)
        if position.can_pass:
            led_by_partner = position.lead_seat != position.to_act and self.ours[position.lead_seat] == mine
            found = [PASS] + found if led_by_partner else found + [PASS]
        return found

    def first_win(self, position: Position):
        """The first choice in search order after which the mover's side wins; None when there
        is none (then the mover's side has lost: every choice is as bad). Passing is PASS (also
        None): ask :meth:`wins` first to tell the two apart."""
        mine = self.ours[position.to_act]
        for move in self.ordered_choices(position):
            if self.wins_after(position, move) == mine:
                return move
        return None

    def is_ours(self, seat: int) -> bool:
        return self.ours[seat]

    def _check(self, position: Position) -> None:
        if position.seats != self.seats:
            raise ValueError(f"a position of {position.seats} seats for a solver of {self.seats}")

    # --- the search ----------------------------------------------------------------------

    def _win(self, hands: tuple, to_act: int, lead, lead_seat: int) -> bool:
        """The side's value of the position (the fields of :class:`Position`, unpacked)."""
        key = (hands, to_act, id(lead), lead_seat)
        memo = self._memo
        found = memo.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise TooHard(self.nodes)
        ours = self.ours
        mine = ours[to_act]
        hand = hands[to_act]
        source = self.source
        moves = source.leads(hand) if lead is None else source.responses(hand, lead)
        for move in moves:
            if move[0] == hand:           # the whole hand at once: out first
                memo[key] = mine
                return mine
        following = to_act + 1
        if following == len(hands):
            following = 0
        result = not mine
        pass_first = lead is not None and lead_seat != to_act and ours[lead_seat] == mine
        if pass_first and self._pass(hands, following, lead, lead_seat) == mine:
            memo[key] = mine
            return mine
        for move in self._ordered(moves, hands, mine):
            rest = list(hands)
            rest[to_act] = hand - move[0]
            if self._win(tuple(rest), following, move[1], to_act) == mine:
                result = mine
                break
        else:
            if lead is not None and not pass_first and self._pass(hands, following, lead, lead_seat) == mine:
                result = mine
        memo[key] = result
        return result

    def _pass(self, hands: tuple, following: int, lead, lead_seat: int) -> bool:
        if following == lead_seat:
            return self._win(hands, following, None, following)
        return self._win(hands, following, lead, lead_seat)

    def _ordered(self, moves: tuple, hands: tuple, mine: bool) -> list:
        """Plays nobody of the other side can answer first, then by size, bigger first."""
        if len(moves) < 2:
            return list(moves)
        source = self.source
        ours = self.ours
        others = [hands[s] for s in range(len(hands)) if ours[s] != mine]
        keyed = []
        for index, move in enumerate(moves):
            found = move[1]
            answered = False
            for other in others:
                if source.responses(other, found):
                    answered = True
                    break
            keyed.append((answered, -found.size, index))
        keyed.sort()
        return [moves[index] for _, _, index in keyed]
