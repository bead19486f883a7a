"""Engine events → animations, sounds, play-log lines and the hand/match ends.

Why one place: the controller returns the events of every move (the viewer's,
a computer player's, the next deal); everything the table does in reaction to
them, apart from re-reading the observation, happens here, and only with the
events the viewer may see (``visible_events``) — a private ``dealt`` event of
another seat never reaches this code.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from engine.actions import Event, visible_events

from . import animation as anim

LOG_LIMIT = 80


@dataclass
class FeedResult:
    hand_over: Any = None        # the HandResult of a hand that just ended
    winner: int | None = None
    match_over: bool = False
    note: str = ""               # a sentence for the status line (a redeal …)


@dataclass
class EventFeed:
    viewer: int | None
    queue: anim.AnimationQueue
    tr: Any
    name_of: Callable[[int], str]
    play_sound: Callable[[str], None]
    log: list[str] = field(default_factory=list)

    def handle(self, events: list[Event]) -> FeedResult:
        result = FeedResult()
        for event in visible_events(events, self.viewer):
            self._one(event, result)
        del self.log[:-LOG_LIMIT]
        return result

    def _one(self, event: Event, result: FeedResult) -> None:
        kind, seat, data = event.kind, event.seat, event.data
        tr = self.tr
        if kind == "hand_started":
            self.log.append(tr("table.log.hand_started", hand=data.get("hand_no", "")))
            self.queue.push("deal", anim.DEAL_PER_CARD * 17)
            self.play_sound("deal")
        elif kind == "redeal":
            self.log.append(tr("table.log.redeal"))
            result.note = tr("table.status.redeal")
        elif kind == "bid":
            value = data.get("value", 0)
            key = "table.log.bid" if value else "table.log.no_bid"
            self.log.append(tr(key, name=self.name_of(seat), value=value))
            self.queue.push("bubble", anim.BUBBLE, seat)
            self.play_sound("click")
        elif kind == "landlord":
            cards = " ".join(str(c) for c in data.get("kitty", ()))
            mine = seat == self.viewer
            self.log.append(tr("table.log.you_landlord" if mine else "table.log.landlord",
                               name=self.name_of(seat), cards=cards))
            self.queue.push("kitty", anim.KITTY, seat)
            result.note = (tr("table.status.you_landlord") if mine
                           else tr("table.status.landlord_is", name=self.name_of(seat)))
        elif kind in ("doubled", "redoubled"):
            yes = bool(data.get("yes"))
            key = {("doubled", True): "table.log.doubled", ("doubled", False): "table.log.not_doubled",
                   ("redoubled", True): "table.log.redoubled",
                   ("redoubled", False): "table.log.not_redoubled"}[(kind, yes)]
            self.log.append(tr(key, name=self.name_of(seat)))
            self.queue.push("bubble", anim.BUBBLE, seat)
            self.play_sound("click")
        elif kind == "played":
            cards = " ".join(str(c) for c in data.get("cards", ()))
            self.log.append(tr("table.log.played", name=self.name_of(seat), cards=cards,
                               kind=tr.combo(data.get("kind", ""))))
            self.queue.push("play", anim.PLAY, seat)
            if data.get("kind") not in ("bomb", "rocket"):
                self.play_sound("play")
        elif kind == "bomb":
            bomb_kind = data.get("kind", "bomb")
            self.log.append(tr("table.log.bomb", kind=tr.combo(bomb_kind),
                               multiplier=data.get("multiplier", "")))
            self.queue.push("bomb", anim.BOMB, seat, combo=bomb_kind, multiplier=data.get("multiplier"))
            self.play_sound("bomb")
        elif kind == "passed":
            self.log.append(tr("table.log.passed", name=self.name_of(seat)))
            self.queue.push("bubble", anim.BUBBLE, seat)
        elif kind == "new_round":
            self.log.append(tr("table.log.new_round", name=self.name_of(seat)))
        elif kind == "hand_over":
            result.hand_over = data.get("result")
            result.winner = seat
            self.queue.push("linger", anim.LINGER)
            won = self._viewer_won(result.hand_over)
            if won is not False:
                self.play_sound("win")
        elif kind == "match_over":
            result.match_over = True

    def _viewer_won(self, hand_result: Any) -> bool | None:
        if self.viewer is None or hand_result is None:
            return None
        deltas = getattr(hand_result, "deltas", ())
        return self.viewer < len(deltas) and deltas[self.viewer] > 0
