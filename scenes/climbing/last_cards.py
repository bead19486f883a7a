"""报单 / 报双: a seat down to one or two cards is marked on its panel and announced once
(issue 28, item 6), at every climbing table alike.

Why here, once: in every climbing game the cards a seat holds are public (the observation's
``card_counts``; no climbing rule hides them), and a player who is about to go out is what
the others must play against — players say "报单!" aloud at a real table. The badge is read
from the observation each time the view is made; the announcement is news, told when the
count has just fallen to one or two (not again while it stays there, and not for a table
opened at that point, or when the person on screen changes), and again if a seat that drew
(干瞪眼) falls to it once more.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..table.view_model import Badge

#: The counts that are announced, with the badge's and the announcement's words.
WARNED = {1: ("table.last.one", "table.last.one_said"), 2: ("table.last.two", "table.last.two_said")}


def warning_badge(obs: Any, seat: int) -> Badge | None:
    """报单 / 报双 on the panel of a seat holding one or two cards while the hand is played."""
    count = obs.card_counts[seat]
    if obs.phase != "play" or count not in WARNED:
        return None
    return Badge(WARNED[count][0], "red")


@dataclass(frozen=True)
class Announcement:
    seat: int
    count: int

    def text(self, tr, name_of) -> str:
        return tr(WARNED[self.count][1], name=name_of(self.seat))


class LastCardsWatch:
    """Remembers the counts last seen, to tell when a seat has just fallen to one or two cards."""

    def __init__(self) -> None:
        self._hand: int | None = None
        self._counts: tuple[int, ...] = ()

    def news(self, obs: Any) -> list[Announcement]:
        """The seats that have fallen to one or two cards since the last observation of this hand."""
        counts = tuple(obs.card_counts)
        before = self._counts if self._hand == obs.hand_no and len(self._counts) == len(counts) else None
        self._hand, self._counts = obs.hand_no, counts
        if before is None or obs.phase != "play":
            return []
        return [Announcement(seat, now) for seat, (was, now) in enumerate(zip(before, counts))
                if now in WARNED and now < was]
