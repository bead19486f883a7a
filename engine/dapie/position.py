"""The tricks of one hand: leading, following, taking points, and 摆撇's automatic cards.

Single cards, counter-clockwise (next seat = seat + 1). The declarer leads the first
trick; the winner of a trick leads the next. **Decision** (rules/dapie.md): a player
must follow the led suit if able, otherwise plays any card, trump or not; the highest
trump wins, otherwise the highest card of the led suit (engine/tricks/).

摆撇: the declarer's cards are played for him — trumps high to low, then each other
suit high to low (♠ ♥ ♣ ♦, the display order; the rules name no order among side
suits). **Decision**: when he must follow, the first card of that order he may play
(the highest he holds of the led suit; else, void, the next in the order). The hand
ends the moment the 撇家 win a trick holding a point card.

A :class:`Position` is what the state plays on and what the search bots copy and
play out; it knows nothing of bids or payments.
"""
from __future__ import annotations

from typing import Sequence

from ..cards import SUITED_SUITS, Card
from ..errors import RuleError
from ..tricks.follow import follow_suit, single_follows
from ..tricks.order import TRUMP, SuitTrumpContext
from ..tricks.points import POINTS, TrickRecord
from ..tricks.winner import single_trick_winner
from .rules import SEATS


class Position:
    """Hands, the trick in progress and the points taken. Mutable; :meth:`copy` for search."""

    __slots__ = ("ctx", "declarer", "hands", "turn", "leader", "trick", "points", "laid_down",
                 "over", "failed", "voids", "tricks_played")

    def __init__(self, ctx: SuitTrumpContext, declarer: int, hands: Sequence[Sequence[Card]],
                 laid_down: bool = False) -> None:
        self.ctx = ctx
        self.declarer = declarer
        self.hands = [list(h) for h in hands]
        self.turn = declarer
        self.leader = declarer
        self.trick: list[tuple[int, Card]] = []
        self.points = [0] * SEATS
        self.laid_down = laid_down
        self.over = False
        self.failed = False
        self.voids: list[set[str]] = [set() for _ in range(SEATS)]
        self.tricks_played = 0

    def copy(self) -> "Position":
        twin = Position.__new__(Position)
        twin.ctx = self.ctx
        twin.declarer = self.declarer
        twin.hands = [list(h) for h in self.hands]
        twin.turn = self.turn
        twin.leader = self.leader
        twin.trick = list(self.trick)
        twin.points = list(self.points)
        twin.laid_down = self.laid_down
        twin.over = self.over
        twin.failed = self.failed
        twin.voids = [set(v) for v in self.voids]
        twin.tricks_played = self.tricks_played
        return twin

    # --- what may be played ------------------------------------------------------------

    @property
    def led_class(self) -> str | None:
        return self.ctx.suit_class[self.trick[0][1]] if self.trick else None

    @property
    def first_lead(self) -> bool:
        return self.tricks_played == 0 and not self.trick

    def legal(self) -> list[Card]:
        """The cards the seat to play may play, in hand order."""
        hand = self.hands[self.turn]
        if not self.trick:
            return list(hand)
        return single_follows(hand, self.led_class, self.ctx)

    def check(self, seat: int, cards: Sequence[Card]) -> None:
        """Raise the reason ``seat`` may not play ``cards`` now (turn and phase checked by the state)."""
        if not cards:
            raise RuleError("empty_play")
        if len(cards) != 1:
            raise RuleError("wrong_count", count=1)
        if cards[0] not in self.hands[seat]:
            raise RuleError("cards_not_in_hand")
        if self.laid_down and seat == self.declarer:
            raise RuleError("dapie_laid_down_plays_itself")
        if self.trick:
            follow_suit(cards, self.hands[seat], self.led_class, 1, self.ctx)

    def automatic_card(self) -> Card:
        """摆撇: the declarer's next card (see the module docstring)."""
        hand = self.hands[self.declarer]
        order = self.ctx.order
        cls = self.ctx.suit_class
        classes = [TRUMP] + [s.value for s in SUITED_SUITS]
        ranked = sorted(hand, key=lambda c: (classes.index(cls[c]), -order[c]))
        if self.trick:
            led = self.led_class
            for card in ranked:
                if cls[card] == led:
                    return card
        return ranked[0]

    # --- playing -----------------------------------------------------------------------

    def play(self, card: Card) -> TrickRecord | None:
        """Play ``card`` (already checked) for the seat to play; the record when it ends a trick."""
        seat = self.turn
        hand = self.hands[seat]
        hand.remove(card)
        if self.trick:
            led = self.ctx.suit_class[self.trick[0][1]]
            if self.ctx.suit_class[card] != led:
                self.voids[seat].add(led)
        self.trick.append((seat, card))
        if len(self.trick) < SEATS:
            self.turn = (seat + 1) % SEATS
            return None
        return self._finish_trick()

    def _finish_trick(self) -> TrickRecord:
        plays = self.trick
        winner = single_trick_winner(plays, self.ctx)
        worth = 0
        for _, card in plays:
            worth += POINTS.get(card.rank, 0)
        self.points[winner] += worth
        record = TrickRecord(self.leader, tuple((s, (c,)) for s, c in plays), winner, worth)
        self.trick = []
        self.tricks_played += 1
        self.leader = self.turn = winner
        if self.laid_down and winner != self.declarer and worth:
            self.over = self.failed = True
        elif not self.hands[winner]:
            self.over = True
        return record

    # --- results -----------------------------------------------------------------------

    def declarer_points(self) -> int:
        return self.points[self.declarer]

    def opponent_points(self) -> int:
        return sum(self.points) - self.points[self.declarer]

