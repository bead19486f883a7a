"""Engine events of a 升级 hand → animations, sounds, log lines, notes and the hand's end.

Only events the viewer may see pass (``visible_events``): another seat's ``dealt``
card or the dealer's ``kitty_taken`` never reach this code unless the viewer is
that seat. A finished trick stays on the table with its winner highlighted until
the next lead (issue 28, item 5: a player reads it without pressing 上一墩): the
computer players wait a moment set by the animation speed (``TRICK_LINGER``) before
leading, and the lead first sweeps the old trick to its winner (``gather``). A
failed throw gets a long pause so everyone reads it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.actions import Event
from engine.cards import Card

from ..table import animation as anim
from ..table.feed import FeedResult, TableFeed

#: The least time a finished trick stays before the next lead (× the animation speed); it stays on
#: until that lead in any case.
TRICK_LINGER = 1.0
GATHER = 0.35
THROW = 1.6
DECLARE = 0.45


def card_label(card: Card, tr) -> str:
    if card.is_joker:
        return tr("table.sj.big_joker" if card.rank == 16 else "table.sj.small_joker")
    return str(card)


def cards_label(cards, tr) -> str:
    return " ".join(card_label(c, tr) for c in cards)


def suit_name(letter: str | None, tr) -> str:
    """♥ 红桃 … or 无主 for a declaration / trump suit letter (None = no trump)."""
    if letter is None:
        return tr("table.sj.no_trump")
    return tr(f"table.sj.suit_sym.{letter}")


@dataclass
class TrickFeed(TableFeed):
    """升级's events: declarations during the deal, the kitty, throws, tricks gathered to their winner."""

    #: the winner of the finished trick still on the table: the next lead sweeps it to them first
    _gather_due: int | None = field(default=None, repr=False)
    #: a redeal was just written: the hand_started that follows deals the same hand again
    _redealt: bool = field(default=False, repr=False)

    def start_from(self, obs: Any) -> None:
        """A resumed match between two tricks: the trick on the table goes at the next lead."""
        tricks = getattr(obs, "tricks", ())
        if tricks and not getattr(obs, "trick", ()) and obs.phase == "play":
            self._gather_due = tricks[-1].winner

    def _sweep(self) -> None:
        """The next trick begins: the finished one still on show goes to its winner first."""
        if self._gather_due is not None:
            self.queue.push("gather", GATHER, self._gather_due)
            self._gather_due = None

    def _one(self, event: Event, result: FeedResult) -> None:
        kind, seat, data = event.kind, event.seat, event.data
        tr = self.tr
        if kind == "hand_started":
            self._gather_due = None
            # after a redeal the same hand is dealt again: the redeal's line said so, and a second
            # "第 1 局开始" read as if the hand started over
            if not self._redealt:
                self.log.append(tr("table.log.hand_started", hand=data.get("hand_no", "")))
            self._redealt = False
            self.play_sound("deal")
        elif kind == "redeal":
            self._redealt = True
            self.log.append(tr("table.sj.log.redeal"))
            result.note = tr("table.sj.status.redeal")
        elif kind == "declared":
            what = suit_name(data.get("suit"), tr)
            key = {"reinforce": "table.sj.log.reinforce", "overturn": "table.sj.log.overturn"}.get(
                data.get("kind"), "table.sj.log.declare")
            line = tr(key, name=self.name_of(seat), suit=what, cards=cards_label(data.get("cards", ()), tr))
            self.log.append(line)
            result.note = line
            self.queue.push("bubble", DECLARE, seat)
            self.play_sound("click")
        elif kind == "declare_round":
            self.log.append(tr("table.sj.log.declare_round"))
        elif kind == "declare_passed":
            self.log.append(tr("table.sj.log.declare_passed", name=self.name_of(seat)))
        elif kind == "kitty_card_shown":
            card = data.get("card")
            self.log.append(tr("table.sj.log.kitty_card", card=card_label(card, tr) if card else ""))
        elif kind == "trump_fixed":
            line = tr("table.sj.log.trump_fixed", suit=suit_name(data.get("suit"), tr),
                      name=self.name_of(data.get("dealer", seat)))
            self.log.append(line)
            result.note = line
        elif kind == "kitty_taken":
            self.queue.push("kitty", anim.KITTY, seat)
            self.log.append(tr("table.sj.log.kitty_taken", cards=cards_label(data.get("cards", ()), tr)))
        elif kind == "buried":
            # the dealer on screen reads the cards themselves from the private kitty_buried that
            # follows (one line: "You buried 8 cards" then "You buried: …" said it twice)
            if seat != self.viewer:
                self.log.append(tr("table.sj.log.buried", name=self.name_of(seat), count=data.get("count", 0)))
            self.play_sound("click")
        elif kind == "kitty_buried":    # private: only the dealer reads which cards went down
            self.log.append(tr("table.sj.log.buried_mine", cards=cards_label(data.get("cards", ()), tr)))
        elif kind == "throw_failed":
            line = tr("table.sj.log.throw_failed", name=self.name_of(seat),
                      tried=cards_label(data.get("tried", ()), tr), forced=cards_label(data.get("forced", ()), tr))
            self.log.append(line)
            result.note = tr("table.sj.status.throw_failed", name=self.name_of(seat))
            self._sweep()
            self.queue.push("throw", THROW, seat)
        elif kind == "played":
            self.log.append(tr("table.log.played_cards", name=self.name_of(seat),
                               cards=cards_label(data.get("cards", ()), tr)))
            self._sweep()
            self.queue.push("play", anim.PLAY, seat)
            self.play_sound("play")
        elif kind == "trick_won":
            self.log.append(tr("table.sj.log.trick_won", name=self.name_of(seat), points=data.get("points", 0)))
            self.queue.push("linger", TRICK_LINGER, seat)
            self._gather_due = seat
        elif kind == "hand_over":
            self._gather_due = None         # the hand's last trick stays on the table
            self.queue.push("linger", anim.LINGER)
            if self._viewer_won(data.get("result")):
                self.play_sound("win")

    def _viewer_won(self, hand_result: Any) -> bool:
        """The viewer's team won the hand, as its score sheet says (上台 or going up levels)."""
        return self.viewer is not None and hand_result is not None and hand_result.sheet.won(self.viewer)
