"""The round of every climbing game: lead, beat or pass, a new lead, players going out.

斗地主, 锄大地, 双扣, 干瞪眼 and 吃苍蝇 all go round the table the same way: a
leader puts down a combination, each next player still in beats it or passes,
and when every other player still in has passed, the last player to play leads
anew. What differs is small and is data here (:class:`RoundRules`): whether the
hand ends with the first player out or goes on for places, who takes over the
lead when the last player to play has gone out (接风), partners, and draws from
a stock after each round (干瞪眼).

One class serves both the full game state (which keeps the physical cards beside
it) and the search bots' play-outs, so a play-out can never follow other rules
than the table. Hands are ints — packed rank counts (:mod:`.ranks`) or card bit
masks (锄大地) — so playing is a subtraction and a hand is a cheap cache key; the
game's move source (``leads(hand)`` / ``responses(hand, lead)``) is the only
thing that knows what the int means.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from .combos import Combo
from .tables import BOMB_KINDS, ROCKET

#: ``(hand value of the cards played, Combo)``; wild games add the virtual value as a third item.
Move = tuple


class MoveSource(Protocol):
    """What a game's move generator offers the round (see :mod:`.moves`)."""

    def leads(self, hand: int) -> tuple: ...

    def responses(self, hand: int, lead: Combo) -> tuple: ...


#: When a hand is over: at the first player out, or once one team has every member out
#: (双扣 and 吃苍蝇 two against two: the places that decide the score are then known).
FIRST_OUT, TEAM_OUT = "first_out", "team_out"
#: Who leads when the last player to play went out and all others passed (接风).
PARTNER, NEXT = "partner", "next"
#: Draws from the stock after a round: everyone from the round's winner on, or only him.
EVERYONE, WINNER = "everyone", "winner"


@dataclass(frozen=True)
class RoundRules:
    """How a game's rounds go, beyond which plays beat which.

    ``ends``: :data:`FIRST_OUT` or :data:`TEAM_OUT` (a hand also ends when one
    player is left). ``take_over``: :data:`PARTNER`, :data:`NEXT` or None (the
    hand ends before it can matter). ``draws``: :data:`EVERYONE`, :data:`WINNER` or
    None (no stock).
    """

    ends: str = FIRST_OUT
    take_over: str | None = None
    draws: str | None = None


PLAIN = RoundRules()


class Round:
    """Whose turn it is, what is to beat, every seat's hand, and who has gone out.

    ``hands[s]``: seat ``s``'s hand as an int. ``lead``: the Combo to beat (None:
    ``to_act`` leads), played by ``lead_seat``. ``passes``: passes in a row since.
    ``plays[s]``: how often seat ``s`` has put down cards. ``bombs`` / ``rockets``:
    bombs (of any kind) and rockets played; ``bomb_log``: ``(seat, Combo)`` of each.
    ``out``: seats in the order they went out; ``winner``: the first of them once the
    hand is over (None while it goes on). ``teams[s]``: seat ``s``'s team, or None.
    ``stock``: hand values to draw, the next at ``stock_next``; ``drawn``: the
    ``(seat, stock index)`` of the draws that opened the current round.
    ``required``: bits that the next lead must contain (锄大地's first lead: ♦3).
    """

    __slots__ = ("hands", "to_act", "lead", "lead_seat", "passes", "plays", "bombs", "rockets",
                 "bomb_log", "out", "left_in", "winner", "teams", "stock", "stock_next", "drawn",
                 "required", "rules", "source")

    def __init__(self, hands, to_act: int, source: MoveSource, rules: RoundRules = PLAIN, *,
                 lead: Combo | None = None, lead_seat: int | None = None, passes: int = 0,
                 plays=None, bombs: int = 0, rockets: int = 0, teams=None, out=(),
                 stock=(), stock_next: int = 0, required: int = 0) -> None:
        self.hands = list(hands)
        self.to_act = to_act
        self.source = source
        self.rules = rules
        self.lead = lead
        self.lead_seat = to_act if lead_seat is None else lead_seat
        self.passes = passes
        self.plays = list(plays) if plays is not None else [0] * len(self.hands)
        self.bombs = bombs
        self.rockets = rockets
        self.bomb_log: list[tuple[int, Combo]] = []
        self.out = list(out)
        self.left_in = len(self.hands) - len(self.out)
        self.winner: int | None = None
        self.teams = tuple(teams) if teams is not None else None
        self.stock = list(stock)
        self.stock_next = stock_next
        self.drawn: list[tuple[int, int]] = []
        self.required = required

    def copy(self) -> "Round":
        twin = Round.__new__(Round)
        twin.hands = list(self.hands)
        twin.to_act = self.to_act
        twin.source = self.source
        twin.rules = self.rules
        twin.lead = self.lead
        twin.lead_seat = self.lead_seat
        twin.passes = self.passes
        twin.plays = list(self.plays)
        twin.bombs = self.bombs
        twin.rockets = self.rockets
        twin.bomb_log = list(self.bomb_log)
        twin.out = list(self.out)
        twin.left_in = self.left_in
        twin.winner = self.winner
        twin.teams = self.teams
        twin.stock = self.stock  # never changed in place: draws only move stock_next
        twin.stock_next = self.stock_next
        twin.drawn = list(self.drawn)
        twin.required = self.required
        return twin

    # --- asking ---------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def can_pass(self) -> bool:
        """Passing is allowed except when leading."""
        return self.lead is not None

    def moves(self) -> tuple:
        """The moves of the seat to act (passing not included)."""
        hand = self.hands[self.to_act]
        if self.lead is not None:
            return self.source.responses(hand, self.lead)
        found = self.source.leads(hand)
        if self.required:
            required = self.required
            found = tuple(move for move in found if move[0] & required)
        return found

    def next_in(self, seat: int) -> int:
        """The next seat after ``seat`` (counter-clockwise) that still holds cards."""
        hands, n = self.hands, len(self.hands)
        seat = (seat + 1) % n
        while not hands[seat]:
            seat = (seat + 1) % n
        return seat

    def partner_of(self, seat: int) -> int | None:
        if self.teams is None:
            return None
        team = self.teams[seat]
        return next((s for s, t in enumerate(self.teams) if t == team and s != seat), None)

    # --- moving ---------------------------------------------------------------------------

    def play(self, move) -> None:
        """Put down a move from :meth:`moves` for the seat to act."""
        play, found = move[0], move[1]
        seat = self.to_act
        hands = self.hands
        hand = hands[seat] = hands[seat] - play
        self.plays[seat] += 1
        kind = found.kind
        if kind in BOMB_KINDS:
            if kind == ROCKET:
                self.rockets += 1
            else:
                self.bombs += 1
            self.bomb_log.append((seat, found))
        self.lead = found
        self.lead_seat = seat
        self.passes = 0
        self.required = 0
        if not hand:
            self._went_out(seat)
            if self.winner is not None:
                return
        following = seat + 1
        if following == len(hands):
            following = 0
        self.to_act = following if hands[following] else self.next_in(following)

    def pass_turn(self) -> bool:
        """不出. True when that closed the round (every other player still in passed)."""
        self.passes += 1
        hands = self.hands
        needed = self.left_in - (1 if hands[self.lead_seat] else 0)
        if self.passes >= needed:
            self._new_round()
            return True
        following = self.to_act + 1
        if following == len(hands):
            following = 0
        self.to_act = following if hands[following] else self.next_in(following)
        return False

    def _went_out(self, seat: int) -> None:
        self.out.append(seat)
        self.left_in -= 1
        teams = self.teams
        done = self.rules.ends == FIRST_OUT or self.left_in <= 1
        if not done and teams is not None:
            team = teams[seat]
            done = all(not self.hands[s] for s, t in enumerate(teams) if t == team)
        if done:
            if self.left_in <= 1:
                self.out += [s for s, hand in enumerate(self.hands) if hand and s not in self.out]
            self.winner = self.out[0]

    def _new_round(self) -> None:
        """Everyone else passed: the last player to play leads, or 接风 if he went out."""
        leader = self.lead_seat
        if not self.hands[leader]:
            partner = self.partner_of(leader) if self.rules.take_over == PARTNER else None
            leader = partner if partner is not None and self.hands[partner] else self.next_in(leader)
        self.lead = None
        self.passes = 0
        self.lead_seat = self.to_act = leader
        self.drawn = []
        if self.rules.draws is not None and self.stock_next < len(self.stock):
            self._draw(leader)

    def _draw(self, leader: int) -> None:
        """After a round: one card each from the round's winner on (or only him) while it lasts."""
        seats = [leader]
        if self.rules.draws == EVERYONE:
            seat = self.next_in(leader)
            while seat != leader:
                seats.append(seat)
                seat = self.next_in(seat)
        for seat in seats:
            if self.stock_next >= len(self.stock):
                break
            self.hands[seat] += self.stock[self.stock_next]
            self.drawn.append((seat, self.stock_next))
            self.stock_next += 1
