"""The play log of 绵阳打撇: 升级's feed (plays, tricks gathered to their winner) with 打撇's own
events — the auction, the trump, the kitty and put-back, 倒 / 踢回 / 认输, 摆撇. A seat reads only
what its observation's events tell it: the declarer its own put-back cards, the others the count
and what is shown."""
from __future__ import annotations

from engine.dapie.rules import KITTY

from .feed import TrickFeed, cards_label


def suit_text(letter: str | None, tr) -> str:
    return tr(f"table.sj.suit_sym.{letter}") if letter else tr("table.dp.no_trump_yet")


class DapieFeed(TrickFeed):
    """升级's feed (plays, tricks gathered to their winner) with 打撇's own events.

    Each moment is one line: a redeal of the same hand is followed by the new deal's number
    (第 2 盘开始, or 第三盘：…必打), not by the hand's first line again; the auction's end says who
    is declarer without writing the winning bid as a new one; the declarer on screen reads the
    kitty taken and the cards put back once, with the cards (the others read counts and the cards
    shown to all, from the public events)."""

    #: the cards shown to all in the viewer's own put-back (its private put_back_cards follows)
    _shown_mine: tuple = ()

    def _one(self, event, result) -> None:
        kind, seat, data = event.kind, event.seat, event.data
        tr = self.tr
        name = self.name_of(seat) if isinstance(seat, int) and seat >= 0 else ""
        mine = seat is not None and seat == self.viewer
        line = None
        if kind == "hand_started":
            redeals = data.get("redeals", 0) or 0
            self._redealt = self._redealt or redeals > 0    # the same hand dealt again: no "第 1 局开始"
            super()._one(event, result)
            if data.get("dealer_must_bid"):     # the third deal: its line names it
                result.note = tr("table.dp.log.must_bid", name=self.name_of(data.get("dealer", 0)))
                self.log.append(result.note)
            elif redeals:
                self.log.append(tr("table.dp.log.deal", deal=redeals + 1))
            return
        if kind == "bid":
            value = data.get("value", 0)
            line = tr("table.dp.log.bid", name=name, value=value) if value else tr("table.dp.log.pass", name=name)
            self.play_sound("click")
        elif kind == "redeal":
            line = tr("table.dp.log.redeal")
            result.note = line
        elif kind == "declarer":
            line = tr("table.dp.log.declarer", name=name, contract=data.get("contract", 0))
            result.note = line
        elif kind == "trump_named":
            line = tr("table.dp.log.trump", name=name, suit=suit_text(data.get("suit"), tr))
            result.note = line
        elif kind == "kitty_taken":
            # the declarer on screen reads the cards themselves from the private kitty_cards that follows
            if not mine:
                line = tr("table.dp.log.kitty_taken", name=name, count=data.get("count", KITTY))
        elif kind == "kitty_cards":     # private: only the declarer
            line = tr("table.dp.log.kitty_mine", cards=cards_label(data.get("cards", ()), tr))
        elif kind == "put_back":
            shown = tuple(data.get("shown", ()))
            line = tr("table.dp.log.put_back_shown", name=name, cards=cards_label(shown, tr)) if shown else \
                tr("table.dp.log.put_back", name=name)
            result.note = line
            if mine:        # one line, with the cards, from the private put_back_cards that follows
                self._shown_mine, line = shown, None
            self.play_sound("click")
        elif kind == "put_back_cards":  # private: only the declarer reads which cards went back
            shown, self._shown_mine = self._shown_mine, ()
            line = tr("table.dp.log.put_back_mine_shown" if shown else "table.dp.log.put_back_mine",
                      cards=cards_label(data.get("cards", ()), tr), shown=cards_label(shown, tr))
        elif kind == "doubled":
            line = tr("table.dp.log.double" if data.get("yes") else "table.dp.log.no_double", name=name)
            if data.get("yes"):
                result.note = line
            self.play_sound("click")
        elif kind == "answered":
            line = tr(f"table.dp.log.answer.{data.get('answer')}", name=name)
            result.note = line
        elif kind == "play_started":
            line = tr("table.dp.log.play_started")
        elif kind == "laid_down":
            line = tr("table.dp.log.laid_down", name=name)
            result.note = line
            self.play_sound("click")
        elif kind == "hand_over":
            self.queue.push("linger", 0.9)
            r = data.get("result")
            if self.viewer is not None and r is not None and r.sheet.won(self.viewer):
                self.play_sound("win")
            return
        else:
            super()._one(event, result)
            return
        if line:
            self.log.append(line)
