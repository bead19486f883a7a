"""21点 engine events → card animations, sounds, notes and the round's end.

Only the events the viewer may see reach this code (``visible_events``): another
seat's hole card arrives here only as the public ``card_face_down``. Each card
that lands gets one "card" animation keyed (seat, hand, index in the hand), so
the painter can hold back cards still waiting and fly the current one in.

The end of a round is paced so it can be followed even when it all happens in one
move (a bust hands over to a banker who plays by the house rule): a beat after a
bust, each hole card turned over in its own moment ("reveal", the painter keeps it
face down until then), a beat before the banker draws and after each of his cards,
and the finished table stays in view a while before the result opens.
"""
from __future__ import annotations

from typing import Callable

from engine.actions import Event

from ..table.animation import AnimationQueue
from ..table.feed import FeedResult, TableFeed

CARD_FLIGHT = 0.16
BUST_BEAT = 0.5        # after a bust, before anything else moves
REVEAL = 0.55          # a hole card turning over
BANKER_BEAT = 0.5      # before the banker draws, and after each card he draws
ROUND_LINGER = 1.6     # the settled table in view before the result panel
_CARD_EVENTS = ("card", "card_face_down", "hit", "doubled", "split_card")


class BlackjackFeed(TableFeed):
    def __init__(self, viewer: int | None, queue: AnimationQueue, tr, name_of: Callable[[int], str],
                 play_sound: Callable[[str], None]) -> None:
        super().__init__(viewer, queue, tr, name_of, play_sound)
        self.counts: dict[tuple[int, int], int] = {}
        self.banker: int | None = None

    def start_from(self, observation) -> None:
        """Card counters as the table shows them now (so the next card gets the right index)."""
        self.counts = {}
        self.banker = observation.banker
        for seat in observation.seats:
            for index, hand in enumerate(seat.hands):
                self.counts[(seat.seat, index)] = len(hand.cards)

    def _news(self, what: str, seat: int) -> str:
        """A sentence for the status line; the viewer's own news is told as "你…" / "You …"."""
        if seat == self.viewer:
            return self.tr(f"table.bj.log.you_{what}")
        return self.tr(f"table.bj.log.{what}", name=self.name_of(seat))

    def _one(self, event: Event, result: FeedResult) -> None:
        kind, seat, data = event.kind, event.seat, event.data
        tr = self.tr
        if kind == "hand_started":
            self.counts = {}
            self.banker = data.get("banker", self.banker)
        elif kind == "revealed" and seat != self.viewer:     # the viewer always saw his own
            self.queue.push("reveal", REVEAL, seat, hand=data.get("hand", 0))
        elif kind == "banker_turn":
            self.queue.push("pause", BANKER_BEAT)
        elif kind in _CARD_EVENTS:
            if kind == "doubled" and seat != self.viewer:
                result.note = tr("table.bj.log.double", name=self.name_of(seat))
            key = (seat, data.get("hand", 0))
            index = self.counts.get(key, 0)
            self.counts[key] = index + 1
            self.queue.push("card", CARD_FLIGHT, seat, hand=key[1], index=index)
            self.play_sound("deal")
            if kind == "hit" and seat == self.banker:
                self.queue.push("pause", BANKER_BEAT)
        elif kind == "split":
            self.counts[(seat, 0)] = 1
            self.counts[(seat, 1)] = 1
            self.play_sound("play")
            result.note = self._news("split", seat)
        elif kind == "bet":
            self.play_sound("click")
            if seat != self.viewer:
                result.note = tr("table.bj.log.bet", name=self.name_of(seat), amount=data.get("amount", 0))
        elif kind == "reshuffled":
            result.note = tr("table.bj.status.reshuffled")
            self.queue.push("pause", 0.4)
        elif kind == "blackjack":
            result.note = self._news("blackjack", seat)
            self.play_sound("win")
        elif kind == "bust":
            result.note = self._news("bust", seat)
            self.queue.push("pause", BUST_BEAT)
        elif kind == "new_banker":
            self.banker = seat
            result.note = tr("table.bj.status.new_banker", name=self.name_of(seat))
        elif kind == "hand_over":
            self.queue.push("linger", ROUND_LINGER)
            self.play_sound("win")
