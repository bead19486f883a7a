"""What a seat knows at a trick: its hand, the trick, and who may still hold which card.

Read once per decision, either from an observation (card counting: every card not in
the hand, not played, not among the put-back cards the seat knows, and not in a
suit class the holder has shown empty, may be with any other seat) or from a
sampled world's exact hands (the play-outs of the search and of the estimate). The
play policy asks the same questions of both.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from engine.cards import Card
from engine.dapie.position import Position
from engine.dapie.view import DapieObservation
from engine.tricks.order import TRUMP, SuitTrumpContext
from engine.tricks.winner import single_trick_winner


@dataclass
class Seen:
    """One seat's decision at a trick. ``holdings[s]``: the cards seat s may hold (exact when
    ``exact``); the seat's own entry is its hand."""

    ctx: SuitTrumpContext
    seat: int
    declarer: int
    hand: Sequence[Card]
    legal: Sequence[Card]
    trick: Sequence[tuple[int, Card]]
    holdings: Sequence[Sequence[Card]]
    exact: bool
    laid_down: bool = False

    def team(self, seat: int) -> bool:
        """True for the declarer's side (himself), False for the 撇家."""
        return seat == self.declarer

    def friend(self, seat: int) -> bool:
        return self.team(seat) == self.team(self.seat)

    def later(self) -> list[int]:
        """Seats still to play in this trick after this one."""
        return [(self.seat + k) % 4 for k in range(1, 4 - len(self.trick))]

    def led_class(self) -> str | None:
        return self.ctx.suit_class[self.trick[0][1]] if self.trick else None

    def could_beat(self, seat: int, card: Card, led: str) -> bool:
        """Whether ``seat`` may hold a card that beats ``card`` on a trick led in ``led``."""
        cls, order = self.ctx.suit_class, self.ctx.order
        mine = cls[card]
        held = self.holdings[seat]
        has_led = False
        for c in held:
            kind = cls[c]
            if kind == led:
                has_led = True
                if mine == led and order[c] > order[card]:
                    return True
        if led == TRUMP or (self.exact and has_led):
            return False
        for c in held:
            if cls[c] == TRUMP and (mine != TRUMP or order[c] > order[card]):
                return True
        return False

    def safe(self, card: Card, led: str | None = None) -> bool:
        """No later opponent can beat ``card`` (on lead: no other opponent at all)."""
        led = led if led is not None else (self.led_class() or self.ctx.suit_class[card])
        seats = self.later() if self.trick else [(self.seat + k) % 4 for k in range(1, 4)]
        return not any(not self.friend(s) and self.could_beat(s, card, led) for s in seats)

    def winning(self) -> tuple[int, Card] | None:
        if not self.trick:
            return None
        seat = single_trick_winner(self.trick, self.ctx)
        return seat, dict(self.trick)[seat]


def from_observation(obs: DapieObservation, legal_cards: Sequence[Card]) -> Seen:
    ctx = obs.context
    seat = obs.seat
    if obs.laid_down:
        holdings = [list(h) for h in obs.open_hands]
        return Seen(ctx, seat, obs.declarer, list(obs.hand), list(legal_cards), obs.trick_cards(),
                    holdings, True, True)
    gone = set(obs.hand)
    gone.update(c for _, p in obs.trick for c in p)
    gone.update(c for t in obs.tricks for _, p in t.plays for c in p)
    gone.update(obs.put_back or obs.shown_put_back)
    unseen = [c for c in obs.rules.deck if c not in gone]
    cls = ctx.suit_class
    holdings: list[Sequence[Card]] = []
    for s in range(4):
        if s == seat:
            holdings.append(list(obs.hand))
        elif obs.card_counts[s] == 0:
            holdings.append([])
        else:
            void = obs.voids[s]
            holdings.append([c for c in unseen if cls[c] not in void])
    return Seen(ctx, seat, obs.declarer, list(obs.hand), list(legal_cards), obs.trick_cards(),
                holdings, False)


def from_position(pos: Position) -> Seen:
    """The seat to play in a world whose hands are all known (play-outs)."""
    seat = pos.turn
    return Seen(pos.ctx, seat, pos.declarer, pos.hands[seat], pos.legal(), pos.trick, pos.hands, True,
                pos.laid_down)


def counted_from_position(pos: Position) -> Seen:
    """The seat to play in a world, knowing only what it could count: its own hand, and for
    every other seat the cards still out of the suit classes that seat has not shown empty
    (the put-back cards are out of play and not counted as out; a small optimism)."""
    seat = pos.turn
    if pos.laid_down:
        return from_position(pos)
    cls = pos.ctx.suit_class
    out = [c for s in range(4) if s != seat for c in pos.hands[s]]
    holdings: list[Sequence[Card]] = []
    for s in range(4):
        if s == seat:
            holdings.append(pos.hands[s])
        elif not pos.hands[s]:
            holdings.append([])
        else:
            void = pos.voids[s]
            holdings.append([c for c in out if cls[c] not in void] if void else out)
    return Seen(pos.ctx, seat, pos.declarer, pos.hands[seat], pos.legal(), pos.trick, holdings, False,
                pos.laid_down)
