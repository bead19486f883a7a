"""What one seat of a 21点 table may see: the frozen observation.

Built from public facts plus the seat's own hole card: every other seat's hole
card is ``None`` until it is revealed (split, bust, the banker's turn, the
settlement). Bots get exactly this, never the state, so they cannot peek.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import Card
from .points import card_points, total_of_points
from .settle import RoundResult


@dataclass(frozen=True)
class HandView:
    """One hand as the viewer sees it. ``cards``: None for a hole card the viewer may not see.

    ``points``/``soft``: the total of the cards the viewer sees (the full total for the owner
    or once revealed; ``complete`` says whether nothing is hidden). ``status``: playing / stood
    / bust / blackjack / doubled / twenty_one. ``outcome``: win / lose / push once settled.
    """

    cards: tuple[Card | None, ...]
    bet: int
    stake: int
    doubled: bool
    from_split: bool
    status: str
    done: bool
    points: int
    soft: bool
    complete: bool
    outcome: str | None = None
    amount: int | None = None


@dataclass(frozen=True)
class SeatView:
    """One seat: chip stack, role, and its hand(s) this round (() when not in the round)."""

    seat: int
    stack: int
    is_banker: bool
    in_round: bool     # bet (闲家) or banking this round
    sitting_out: bool  # a 闲家 who could not bet (too few chips, or the bank was full)
    hands: tuple[HandView, ...]
    last_bet: int      # the bet of this seat's last round as a 闲家 (0: none), for "repeat"


@dataclass(frozen=True)
class BlackjackObservation:
    """One seat's view (``seat`` None: a spectator).

    ``to_act``: seats whose decision is pending; ``active``: (seat, hand index) being played,
    or None. ``bet_range``: (lowest, highest) bet the seat to bet may place now (highest
    already capped by its chips, the table maximum and what the banker can still cover),
    None outside its betting turn. ``shoe_left``: cards in the shoe; ``decks``; ``seen``:
    face-up cards since the last shuffle per point class (index 0 = ace, 9 = ten-values).
    ``result``: the finished round's RoundResult in phases hand_over / match_over.
    ``options``: the match options as sorted (key, value) pairs (public).
    """

    seat: int | None
    phase: str
    hand_no: int
    to_act: tuple[int, ...]
    banker: int
    seats: tuple[SeatView, ...]
    active: tuple[int, int] | None
    bet_range: tuple[int, int] | None
    min_bet: int
    max_bet: int
    bet_unit: int
    shoe_left: int
    decks: int
    seen: tuple[int, ...]
    casino_banker: bool
    three_to_two: bool
    result: RoundResult | None
    options: tuple[tuple[str, Any], ...]

    @property
    def stacks(self) -> tuple[int, ...]:
        return tuple(s.stack for s in self.seats)

    def hand(self, seat: int, index: int = 0) -> HandView | None:
        hands = self.seats[seat].hands
        return hands[index] if 0 <= index < len(hands) else None


def view_of(hand, owner_view: bool, outcome=None, amount=None) -> HandView:
    """Build a HandView from a state Hand (see engine.blackjack.hands.Hand)."""
    shown = hand.visible_cards(owner_view)
    points, soft = total_of_points(card_points(c) for c in shown if c is not None)
    return HandView(cards=shown, bet=hand.bet, stake=hand.stake, doubled=hand.doubled,
                    from_split=hand.from_split, status=hand.status, done=hand.done, points=points,
                    soft=soft, complete=None not in shown, outcome=outcome, amount=amount)
