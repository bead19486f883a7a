"""Engine events → animations, sounds, play-log lines and the hand/match ends.

Why one place: the controller returns the events of every move (the viewer's,
a computer player's, the next deal); everything the table does in reaction to
them, apart from re-reading the observation, happens in its feed, and only with
the events the viewer may see (``visible_events``) — a private ``dealt`` event of
another seat never reaches this code. :class:`TableFeed` is the loop every
family's feed shares (one :class:`FeedResult`: the hand's end, the match's end, a
note); a family writes what each of its events shows (:meth:`TableFeed.on_event`).
:class:`EventFeed` is the climbing games': the events every climbing game has (the
deal, plays, passes, bombs, the end) are handled there; a game's own (斗地主: bids,
the landlord, 倒/踢回, a redeal) by its overlay's ``feed_event``.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, Callable

from engine.actions import Event, visible_events

from . import animation as anim
from .play_log import PlayLog


@dataclass
class FeedResult:
    """What a batch of events means for the table: a hand ended (its result is read from the
    observation), the match ended, a sentence for the status line (a redeal …)."""

    hand_over: bool = False
    match_over: bool = False
    note: str = ""


@dataclass
class TableFeed(ABC):
    """The loop of every table's feed: only the events the viewer may see, one result."""

    viewer: int | None
    queue: anim.AnimationQueue
    tr: Any
    name_of: Callable[[int], str]
    play_sound: Callable[[str], None]
    log: PlayLog = field(default_factory=PlayLog)

    def handle(self, events: list[Event]) -> FeedResult:
        result = FeedResult()
        self.begin_batch()
        for event in visible_events(events, self.viewer):
            if event.kind == "hand_over":
                result.hand_over = True
            elif event.kind == "match_over":
                result.match_over = True
            self.log.before(event)
            self._one(event, result)
            self.log.after(event)
        self.end_batch()
        self.log.trim()
        return result

    def start_from(self, obs: Any) -> None:
        """Hook: counters as the table shows them now (a resumed match)."""

    def begin_batch(self) -> None:
        """Hook: before the events of one move."""

    def end_batch(self) -> None:
        """Hook: after the events of one move."""

    @abstractmethod
    def _one(self, event: Event, result: FeedResult) -> None:
        """Hook: what one event shows (animations, sounds, log lines, a note)."""


@dataclass
class EventFeed(TableFeed):
    overlay: Any = None          # the game's overlay: its own events, the deal's size
    _bomb: Any = field(default=None, repr=False)   # a bomb played in this batch, not yet announced

    def begin_batch(self) -> None:
        self._bomb = None

    def end_batch(self) -> None:
        if self._bomb is not None:      # a game without "bomb" events: its bombs still flash and sound
            seat, kind = self._bomb
            self.queue.push("bomb", anim.BOMB, seat, combo=kind, multiplier=None)
            self.play_sound("bomb")

    def _one(self, event: Event, result: FeedResult) -> None:
        kind, seat, data = event.kind, event.seat, event.data
        tr = self.tr
        if self.overlay is not None and self.overlay.feed_event(self, event, result):
            return
        if kind == "hand_started":
            self.deal_started(data)
        elif kind == "played":
            played = tuple(data.get("cards", ()))
            cards = tr.cards(played)
            self.log.append(tr("table.log.played", name=self.name_of(seat), cards=cards,
                               kind=self.combo_text(data.get("kind", ""), len(played))))
            self.queue.push("play", anim.PLAY, seat)
            if _is_bomb(data.get("kind", "")):
                self._bomb = (seat, data.get("kind"))   # its sound and flash come with its "bomb" event
            else:
                self.play_sound("play")
        elif kind == "bomb":
            self._bomb = None
            bomb_kind = data.get("kind", "bomb")
            self.log.append(sentence(tr("table.log.bomb", kind=tr.combo(bomb_kind),
                                        multiplier=data.get("multiplier", ""))))
            self.queue.push("bomb", anim.BOMB, seat, combo=bomb_kind, multiplier=data.get("multiplier"))
            self.play_sound("bomb")
        elif kind == "passed":
            self.log.append(tr("table.log.passed", name=self.name_of(seat)))
            self.queue.push("bubble", anim.BUBBLE, seat)
        elif kind == "new_round":
            self.log.append(tr("table.log.new_round", name=self.name_of(seat)))
        elif kind == "went_out":
            text = tr("table.log.went_out", name=self.name_of(seat), place=data.get("place", ""))
            self.log.append(text)
            result.note = text
        elif kind == "drew":
            self.log.append(tr("table.log.drew", name=self.name_of(seat)))
        elif kind == "drew_card":   # private: only the seat that drew it sees this event
            card = data.get("card")
            self.log.append(tr("table.log.you_drew", card=tr.card(card) if card is not None else ""))
        elif kind == "hand_over":
            self.queue.push("linger", anim.LINGER)
            won = self._viewer_won(data.get("result"))
            if won is not False:
                self.play_sound("win")

    def deal_started(self, data: dict) -> None:
        """A new hand: the log line, the deal animation and its sound (an overlay handling its own
        ``hand_started`` calls this first, then adds its words)."""
        self.log.append(self.tr("table.log.hand_started", hand=data.get("hand_no", "")))
        cards = self.overlay.deal_cards if self.overlay is not None else 17
        self.queue.push("deal", anim.DEAL_PER_CARD * cards)
        self.play_sound("deal")

    def combo_text(self, kind: str, size: int | None = None) -> str:
        if self.overlay is not None:
            return self.overlay.combo_text(kind, size, self.tr)
        return self.tr.combo(kind, size)

    def _viewer_won(self, hand_result: Any) -> bool | None:
        """Whether the viewer won the hand, as its score sheet says (a draw is no win); None for a
        spectator or no result."""
        if self.viewer is None or hand_result is None:
            return None
        return hand_result.sheet.won(self.viewer)


def sentence(text: str) -> str:
    """A log line that begins with a combination's name begins as a sentence does ("Soft bomb!
    Multiplier ×4"): the names are lower case in English, for use mid-sentence ("… (soft bomb)")."""
    return text[:1].upper() + text[1:]


def _is_bomb(kind: str) -> bool:
    """Bombs of every climbing game (bomb, soft_bomb, rocket …) sound and flash as bombs."""
    return kind == "rocket" or kind.endswith("bomb")
