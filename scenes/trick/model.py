"""The drawn model of the trick table, built only from the viewer's observation.

Why: the painter draws nothing but this value, and this value comes only from
``state.observe(viewer)`` — so the other hands and the kitty (unless the viewer
is the dealer who buried it) cannot reach the screen. :meth:`TrickModel.visible_faces`
lists every card face the table would draw, for the tests to compare with the
observation.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from engine.cards import Card, Suit
from engine.shengji.follow import read_lead
from engine.shengji.levels import team_of
from engine.shengji.trick import trick_winner
from engine.shengji.view import HandResult, ShengjiObservation, TrickRecord

from .layout import position_of


@dataclass(frozen=True)
class SeatView:
    seat: int
    position: str
    name: str
    count: int
    acting: bool
    is_viewer: bool
    is_dealer: bool
    team: int
    level: int
    autoplay: bool
    play: tuple[Card, ...] | None    # this seat's cards in the trick on show (None: not yet)
    declared: tuple[Card, ...]       # the seat's standing declaration during the deal
    person: bool = False             # one of several people at the computer (drawn with their marker)
    asked: bool = False              # declaring in turn after the deal: this seat is asked now
    tags: tuple = ()                 # a game's own (text, fill) tags after the dealer's (打撇: bid, 打家, 倒, ×2)
    open_cards: tuple[Card, ...] = ()  # a hand shown face up to everyone (打撇's 摆撇)


@dataclass(frozen=True)
class ThrowNote:
    """A failed 甩牌 of the trick on show: what was tried and the unit that had to be played."""

    seat: int
    tried: tuple[Card, ...]
    forced: tuple[Card, ...]


@dataclass(frozen=True)
class TrickModel:
    phase: str
    hand_no: int
    viewer: int | None
    seats: tuple[SeatView, ...]
    hand: tuple[Card, ...]
    kitty: tuple[Card, ...]          # the dealer's own kitty (taken, then buried); () for anyone else
    kitty_size: int
    decks: int
    level_rank: int
    trump_suit: Suit | None
    trump_fixed: bool
    levels: tuple[int, int]
    dealer: int | None
    standing: tuple[int, tuple[Card, ...]] | None
    cards_dealt: int
    cards_to_deal: int
    attacker_points: int
    point_cards: tuple[Card, ...]
    penalty_points: int
    step: int                        # points per score step (20 per deck)
    trick_seen_done: bool            # the plays on show are the last finished trick
    winning_seat: int | None         # who holds the trick on show so far
    throw: ThrowNote | None
    last_trick: TrickRecord | None
    tricks_done: int
    result: HandResult | None
    viewer_to_act: bool
    review_seat: int | None = None   # declaring in turn after the deal: the seat asked now

    def seat_at(self, position: str) -> SeatView:
        return next(s for s in self.seats if s.position == position)

    @property
    def viewer_team(self) -> int | None:
        return None if self.viewer is None else team_of(self.viewer)

    @property
    def dealer_team(self) -> int | None:
        return None if self.dealer is None else team_of(self.dealer)

    def visible_faces(self, show_last: bool = False) -> set[Card]:
        """Every card face the table draws from this model (the hand, plays, kitty, point cards)."""
        faces = set(self.hand) | set(self.kitty) | set(self.point_cards)
        for seat in self.seats:
            faces.update(seat.play or ())
            faces.update(seat.declared)
            faces.update(seat.open_cards)
        if self.throw is not None:
            faces.update(self.throw.tried)
            faces.update(self.throw.forced)
        if show_last and self.last_trick is not None:
            for _, cards in self.last_trick.plays:
                faces.update(cards)
        if self.result is not None:
            faces.update(self.result.kitty)
        return faces


def build(obs: ShengjiObservation, viewer: int | None, name_of: Callable[[int], str],
          autoplay: frozenset[int], show_finished: bool, bottom: int | None = None,
          people: frozenset[int] = frozenset()) -> TrickModel:
    """The model for ``obs``; ``show_finished``: keep the last finished trick on the table;
    ``bottom``: the seat drawn at the bottom when there is no viewer (the person being handed
    the computer, so the table does not turn when they confirm); ``people``: hot-seat persons."""
    if bottom is None:
        bottom = viewer
    plays: dict[int, tuple[Card, ...]] = dict(obs.trick)
    done = False
    last = obs.tricks[-1] if obs.tricks else None
    record_plays = tuple(obs.trick)
    if not plays and show_finished and last is not None and obs.phase in ("play", "hand_over", "match_over"):
        plays = dict(last.plays)
        record_plays = last.plays
        done = True
    winning = None
    ctx = obs.context
    if record_plays:
        if done:
            winning = last.winner
        else:
            lead = read_lead(record_plays[0][1], ctx, obs.decks)
            winning = trick_winner(list(record_plays), lead, ctx)
    throw = None
    if record_plays:
        # a physical card is led once per hand, so the lead identifies its failed throw
        lead_seat, lead_cards = record_plays[0]
        for seat, tried, forced in obs.failed_throws:
            if seat == lead_seat and tuple(forced) == tuple(lead_cards):
                throw = ThrowNote(seat, tuple(tried), tuple(forced))
    standing_seat = obs.standing[0] if obs.standing and obs.phase == "deal" else None
    seats = []
    for seat in range(4):
        seats.append(SeatView(
            seat=seat, position=position_of(seat, bottom), name=name_of(seat), count=obs.card_counts[seat],
            acting=seat in obs.to_act and obs.phase in ("bury", "play") or seat == obs.review_seat,
            is_viewer=seat == viewer,
            is_dealer=seat == obs.dealer and obs.phase not in ("hand_over", "match_over"),
            team=team_of(seat), level=obs.levels[team_of(seat)], autoplay=seat in autoplay,
            play=plays.get(seat), declared=obs.standing[1] if seat == standing_seat else (),
            person=seat in people, asked=seat == obs.review_seat))
    return TrickModel(
        phase=obs.phase, hand_no=obs.hand_no, viewer=viewer, seats=tuple(seats), hand=obs.hand,
        kitty=obs.kitty, kitty_size=obs.kitty_size, decks=obs.decks, level_rank=obs.level_rank,
        trump_suit=obs.trump_suit, trump_fixed=obs.trump_fixed, levels=obs.levels, dealer=obs.dealer,
        standing=obs.standing, cards_dealt=obs.cards_dealt, cards_to_deal=obs.cards_to_deal,
        attacker_points=obs.attacker_points, point_cards=obs.point_cards, penalty_points=obs.penalty_points,
        step=20 * obs.decks, trick_seen_done=done, winning_seat=winning if plays else None, throw=throw,
        last_trick=last, tricks_done=len(obs.tricks), result=obs.result,
        viewer_to_act=viewer is not None and viewer in obs.to_act and obs.phase in ("bury", "play"),
        review_seat=obs.review_seat)

