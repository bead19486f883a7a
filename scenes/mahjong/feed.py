"""四川麻将 engine events → animations, sounds, the last discard and the hand's end.

Only events the viewer may see reach this code (``visible_events``): another seat's draws
arrive as the public ``drew`` (no tile), and the private ``claim_offered`` /
``claim_answered`` of other seats never arrive at all — so nothing here can tell who is
being asked in a claim window. A discard becomes a "discard" animation (the tile flies
from the hand to its pond slot); a pong, kong or win a "call" bubble over the seat.
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
        self._log(event)
        self._show(event, result)

    def _log(self, event: Event) -> None:
        """The play log's line for a public moment of the hand: the deal, 飘, 定缺, discards,
        claims, 躺 and wins (draws are left out: one every turn, they would drown the rest). A 加杠
        is written when it is announced (the others may rob it), not again when it stands."""
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
