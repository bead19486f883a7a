"""What one seat of a 升级 table may see, and the result of a hand.

The observation holds only public facts plus the seat's own hand; the kitty
appears only for the dealer who took and buried it (and for everyone once the
hand is over, in the result). Voids are derived from public plays: a seat that
did not follow the led suit class with all it was asked for has none left.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import Card, Suit
from ..score_sheet import ScoreSheet, sheet_by_teams
from .levels import SEATS, team_of
from .trump import TrumpContext

from ..tricks.points import PlayRecord, TrickRecord  # noqa: F401 - shared with 打撇


@dataclass(frozen=True)
class HandResult:
    """The end of a hand. ``total`` = trick points + kitty bonus + throw penalties (never
    below 0); ``multiplier``: the 抠底 factor (0 when the defenders won the last trick);
    ``take_over``: the attackers become dealers; ``rise``: the levels the result table grants
    the team that deals next (``levels_after`` shows them capped at A); ``winner``: the team
    that won the match with this hand, else None."""

    dealer: int
    dealer_team: int
    level_rank: int
    trick_points: int
    penalty_points: int
    kitty: tuple[Card, ...]
    kitty_points: int
    multiplier: int
    kitty_bonus: int
    total: int
    take_over: bool
    rise: int
    levels_before: tuple[int, int]
    levels_after: tuple[int, int]
    next_dealer: int
    winner: int | None

    @property
    def hand_won_by(self) -> int:
        """The team that won this hand: the attackers when they take over (上台, also with no level
        to gain), else the dealers who held."""
        return 1 - self.dealer_team if self.take_over else self.dealer_team

    @property
    def rises(self) -> tuple[int, int]:
        """The levels each team went up in this hand (as the score sheet shows them)."""
        return tuple(after - before for before, after in zip(self.levels_before, self.levels_after))

    def level_lead(self, seat: int) -> int:
        """The levels ``seat``'s team went up less the other team's: what a hand is worth to a
        side (the hard player's search, the review and the benchmarks weigh hands by it)."""
        mine = team_of(seat)
        return self.rises[mine] - self.rises[1 - mine]

    @property
    def sheet(self) -> ScoreSheet:
        """The hand's score sheet: no itemised lines (the panel tells the points itself); each
        seat's delta is the levels its team went up; the team that won the hand won."""
        teams = tuple(team_of(seat) for seat in range(SEATS))
        rises = self.rises
        return sheet_by_teams((), [rises[team] for team in teams], teams, self.hand_won_by)


@dataclass(frozen=True)
class ShengjiObservation:
    """One seat's view (``seat`` None: a spectator, who sees no hand).

    ``levels``: per team (0: seats 0+2, 1: seats 1+3). ``level_rank``: this hand's 级牌.
    ``dealer``: None until known (first hand). ``trump_fixed``: the deal is over and
    ``trump_suit`` is final (None then means 无主); during the deal ``trump_suit`` is the
    standing declaration's. ``declarations``: every declaration shown, in order;
    ``standing``: the one standing now. ``cards_dealt``/``cards_to_deal``: deal progress.
    ``kitty``: the cards this seat took and buried (dealer only, else ()).
    ``trick``: plays of the trick in progress; ``tricks``: finished tricks.
    ``attacker_points`` and ``point_cards``: what the attackers took. ``failed_throws``:
    (seat, tried, forced) for every failed throw of this hand (public). ``voids``: per seat,
    the suit classes ('T' trump, 'S' 'H' 'C' 'D') it is known to have none of.
    ``options``: the match options (sorted pairs, public; the sampler needs them).
    ``review_seat``: with ``declare_timing`` "after", the seat asked now whether to declare
    (all cards are out); None otherwise.
    """

    seat: int | None
    phase: str
    hand_no: int
    to_act: tuple[int, ...]
    hand: tuple[Card, ...]
    card_counts: tuple[int, ...]
    decks: int
    levels: tuple[int, int]
    level_rank: int
    twos_trump: bool
    dealer: int | None
    trump_suit: Suit | None
    trump_fixed: bool
    declarations: tuple[PlayRecord, ...]
    standing: PlayRecord | None
    cards_dealt: int
    cards_to_deal: int
    kitty_size: int
    kitty: tuple[Card, ...]
    leader: int | None
    trick: tuple[PlayRecord, ...]
    tricks: tuple[TrickRecord, ...]
    attacker_points: int
    point_cards: tuple[Card, ...]
    penalty_points: int
    failed_throws: tuple[tuple[int, tuple[Card, ...], tuple[Card, ...]], ...]
    voids: tuple[frozenset[str], ...]
    result: HandResult | None
    scores: tuple[int, ...]
    options: tuple[tuple[str, Any], ...]
    review_seat: int | None = None

    @property
    def context(self) -> TrumpContext:
        """The trump context of this hand as far as known now."""
        from .trump import context
        return context(self.level_rank, self.trump_suit, self.twos_trump)
