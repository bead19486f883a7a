"""四川麻将 engine events → animations, sounds, the last discard and the hand's end.

Only events the viewer may see reach this code (``visible_events``): another seat's draws
arrive as the public ``drew`` (no tile), and the private ``claim_offered`` /
``claim_answered`` of other seats never arrive at all — so nothing here can tell who is
being asked in a claim window. A discard becomes a "discard" animation (the tile flies
from the hand to its pond slot); a pong, kong or win a "call" bubble over the seat.
The play log tells the money too — each public ``paid`` event (a win's, a kong's, 查叫 and
花猪 at an exhausted wall), a win's after its win line — and the end of the hand with what
each seat won or lost (``hand_over``'s deltas): all public, as in every seat's observation.
"""
from __future__ import annotations

from typing import Callable

from engine.actions import Event
from engine.mahjong.tiles import Tile

from ..table.animation import LINGER, AnimationQueue
from ..table.feed import FeedResult, TableFeed
from .controls import tile_name

DISCARD = 0.2
CALL = 0.7
DRAW = 0.06


class MahjongFeed(TableFeed):
    def __init__(self, viewer: int | None, queue: AnimationQueue, tr, name_of: Callable[[int], str],
                 play_sound: Callable[[str], None]) -> None:
        super().__init__(viewer, queue, tr, name_of, play_sound)
        self.pond_sizes = [0, 0, 0, 0]
        #: (seat, pond index) of the latest discard, highlighted on the table
        self.last_discard: tuple[int, int] | None = None
        #: (seat, tile code) of a 加杠 waiting on its claim window: a win on it robs the kong
        self._adding: tuple[int, str] | None = None
        #: payments not yet written: a win's come before its "won" event and are told after it
        self._payments: list[dict] = []

    def start_from(self, obs) -> None:
        """Counters as the table shows them now (a resumed match: the last discard is the one
        in an open claim window, else the previous seat's last tile still in its pond)."""
        self.pond_sizes = [len(sv.pond) for sv in obs.seats]
        self.last_discard = None
        if obs.window is not None and not obs.window.rob and obs.seats[obs.window.source].pond:
            self.last_discard = (obs.window.source, len(obs.seats[obs.window.source].pond) - 1)
        elif obs.turn is not None:
            prev = (obs.turn - 1) % 4
            pond = obs.seats[prev].pond
            if pond and pond[-1][1] == "" and not obs.turn_drew:
                self.last_discard = (prev, len(pond) - 1)

    def _call(self, seat: int, key: str, sound: str = "play") -> None:
        self.queue.push("call", CALL, seat, text=self.tr(key))
        self.play_sound(sound)

    def _one(self, event: Event, result: FeedResult) -> None:
        if event.kind == "paid":
            self._payments.append(event.data)
            return
        if event.kind != "won":
            self._write_payments()      # a kong's money, 查叫 / 花猪: before what follows
        self._log(event)
        if event.kind == "won":
            self._write_payments()      # a win's money: after the win it pays for
        self._show(event, result)

    def end_batch(self) -> None:
        self._write_payments()

    def _object_name(self, seat: int) -> str:
        """A seat's name where it is not the sentence's subject: the sole person, You, is "you"
        inside an English sentence (as ``second_person`` makes "{name} pays" read "You pay")."""
        name = self.name_of(seat)
        if getattr(self.tr, "language", "zh") == "en" and name == self.tr("table.seat.you"):
            return "you"
        return name

    def _write_payments(self) -> None:
        """One line per payment: who paid whom how much, and what for (a win, a kong, 查叫, 花猪) —
        the public ``paid`` events, as in the observation's ``payments``."""
        pending, self._payments = self._payments, []
        for pay in pending:
            if not {"key", "payer", "payee", "amount"} <= pay.keys():
                continue
            self.log.append(self.tr("table.mj.log.paid", name=self.name_of(pay["payer"]),
                                    payee=self._object_name(pay["payee"]), amount=pay["amount"],
                                    why=self.tr(f"table.mj.log.pay.{pay['key']}")))

    def _hand_over(self, data: dict) -> None:
        """The end of the hand: how it ended, then what each seat won or lost (the viewer first)."""
        tr = self.tr
        self.log.append(tr(f"table.mj.log.over.{data.get('reason', 'win')}"))
        deltas = data.get("deltas") or ()
        if not deltas:
            return
        first = self.viewer if self.viewer is not None and 0 <= self.viewer < len(deltas) else 0
        order = [(first + k) % len(deltas) for k in range(len(deltas))]
        items = [f"{self.name_of(s) if k == 0 else self._object_name(s)} {f'{deltas[s]:+d}' if deltas[s] else '0'}"
                 for k, s in enumerate(order)]
        self.log.append(tr("table.mj.log.result", items=tr("table.mj.list_sep").join(items)))

    def _log(self, event: Event) -> None:
        """The play log's line for a public moment of the hand: the deal, 飘, 定缺, discards,
        claims, 躺, wins, the payments (``_write_payments``) and the end (draws are left out: one
        every turn, they would drown the rest). A 加杠 is written when it is announced (the others
        may rob it), not again when it stands."""
        kind, seat, data, tr = event.kind, event.seat, event.data, self.tr
        name = self.name_of(seat) if seat is not None else ""
        tile = tile_name(tr, Tile.from_code(data["tile"])) if isinstance(data.get("tile"), str) else ""
        if kind in ("hand_started", "discarded", "drew", "konged"):
            self._adding = None         # the 加杠 stood, or was robbed and the play went on
        if kind == "hand_started":     # the engine counts hands from 0, the table from 1 (第 1 局)
            self.log.append(tr("table.log.hand_started", hand=data.get("hand_no", 0) + 1))
        elif kind == "piao_revealed":
            floats = [self.name_of(s) for s, yes in enumerate(data.get("piao", ())) if yes]
            self.log.append(tr("table.mj.log.piao", names=tr("table.mj.list_sep").join(floats)) if floats
                            else tr("table.mj.log.no_piao"))
        elif kind == "missing_revealed":
            for s, suit in enumerate(data.get("missing", ())):
                self.log.append(tr("table.mj.log.missing", name=self.name_of(s), suit=tr(f"table.mj.suit.{suit}")))
        elif kind == "discarded":
            self.log.append(tr("table.mj.log.discarded", name=name, tile=tile))
        elif kind == "ponged":
            self.log.append(tr("table.mj.log.ponged", name=name, tile=tile))
        elif kind == "adding_kong":
            self._adding = (seat, data.get("tile"))
            self.log.append(tr("table.mj.log.adding_kong", name=name, tile=tile))
        elif kind == "konged" and data.get("kind") != "added":
            key = "table.mj.log.concealed_kong" if data.get("kind") == "concealed" else "table.mj.log.konged"
            self.log.append(tr(key, name=name, tile=tile))
        elif kind == "laid_down":
            self.log.append(tr("table.mj.log.laid_down", name=name))
        elif kind == "won":
            robbed = self._adding == (data.get("source"), data.get("tile"))
            key = ("table.mj.log.self_drawn" if data.get("self_draw") else
                   "table.mj.log.robbed" if robbed else "table.mj.log.won_on")
            self.log.append(tr(key, name=name, tile=tile))
        elif kind == "hand_over":
            self._hand_over(data)

    def _show(self, event: Event, result: FeedResult) -> None:
        kind, seat, data = event.kind, event.seat, event.data
        if kind == "hand_started":
            self.pond_sizes = [0, 0, 0, 0]
            self.last_discard = None
            self.queue.push("pause", 0.3)
            self.play_sound("deal")
        elif kind == "discarded":
            index = self.pond_sizes[seat]
            self.pond_sizes[seat] += 1
            self.last_discard = (seat, index)
            self.queue.push("discard", DISCARD, seat, index=index)
            self.play_sound("play")
        elif kind == "laid_down":
            self._call(seat, "table.mj.call.lay_down")
        elif kind == "drew":
            self.queue.push("draw", DRAW, seat)
        elif kind == "ponged":
            self.last_discard = None
            self._call(seat, "table.mj.call.pong")
        elif kind == "konged":   # a 暗杠 arrives without its tile (the owner gets konged_tile too)
            if data.get("kind") == "exposed":
                self.last_discard = None
            self._call(seat, "table.mj.call.concealed_kong" if data.get("kind") == "concealed"
                       else "table.mj.call.kong")
        elif kind == "adding_kong":
            self._call(seat, "table.mj.call.kong")
        elif kind == "won":
            self._call(seat, "table.mj.call.self_draw" if data.get("self_draw") else "table.mj.call.win", "win")
            if seat != self.viewer:
                result.note = self.tr("table.mj.log.won", name=self.name_of(seat))
        elif kind == "piao_revealed":
            self.play_sound("click")
        elif kind == "missing_revealed":
            self.play_sound("click")
        elif kind == "hand_over":
            self.queue.push("linger", LINGER)
