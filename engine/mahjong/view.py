"""What a seat may see: the frozen observation, and the records of wins and hand results."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..score_sheet import ScoreSheet, sheet_by_deltas
from .fans import FanResult
from .melds import Meld
from .payments import Payment
from .tiles import Tile

# Pond entry status
IN_POND = ""
CLAIMED = "claimed"   # taken by a pong / kong
WON = "won"           # a winner took it (点炮)


@dataclass(frozen=True)
class WinRecord:
    """One win, shown to all: the hand (concealed tiles with the winning tile), melds, fans."""

    seat: int
    tile: Tile
    self_draw: bool
    source: int | None          # the discarder / robbed player; None for 自摸
    robbed: bool
    fans: FanResult
    capped: int
    hand: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    order: int                  # 1 for the hand's first win (several winners on one discard share it)
    laid_down: bool = False
    automatic: bool = False     # 必胡 or a laid-down self-draw


@dataclass(frozen=True)
class HandResult:
    """``reason``: "win" (non-bloody), "bloody" (one player left), "exhausted" (the wall ran out)."""

    reason: str
    winners: tuple[WinRecord, ...]
    payments: tuple[Payment, ...]
    deltas: tuple[int, ...]
    ready: tuple[int, ...]
    huazhu: tuple[int, ...]
    next_dealer: int

    @property
    def sheet(self) -> ScoreSheet:
        """The hand's score sheet, its lines the payments: a seat that won (胡) won whatever its
        kong money came to; every other seat by what it gained or paid (查叫, kong money)."""
        return sheet_by_deltas(self.payments, self.deltas, winners=(w.seat for w in self.winners))


@dataclass(frozen=True)
class SeatView:
    concealed_count: int
    melds: tuple[Meld, ...]
    pond: tuple[tuple[Tile, str], ...]   # discards in order, with IN_POND / CLAIMED / WON
    piao: bool | None                    # None until every seat has chosen (own: at once)
    missing: str | None                  # 定缺 suit, None until revealed (own: at once)
    laid_down: bool
    shown: tuple[Tile, ...]              # the concealed hand once laid down, won or the hand over, else ()
    won: bool
    #: once the hand is over, a hand that did not win: (tile, fans as a discard win) for each tile
    #: it waits on — what 查叫 reads; () while playing, for a winner, a 花猪 or a hand not ready
    #: (``names_kinds``: these name tile kinds a hand waits on, they show no tile — the leak
    #: check in tests/conformance skips such fields.)
    waits: tuple[tuple[Tile, int], ...] = field(default=(), metadata={"names_kinds": True})


@dataclass(frozen=True)
class ClaimWindow:
    """A discard (or a 加杠 tile, ``rob``) others may claim; ``after_kong``: 杠上炮 if won."""

    tile: Tile
    source: int
    rob: bool
    after_kong: bool


@dataclass(frozen=True)
class MahjongObservation:
    seat: int | None
    phase: str
    hand_no: int
    hands_total: int
    dealer: int
    to_act: tuple[int, ...]
    turn: int | None             # the seat holding the extra tile in play (None in a window)
    seats: tuple[SeatView, ...]
    hand: tuple[Tile, ...]       # own concealed tiles, sorted (spectator: ())
    drawn: Tile | None           # own tile just drawn
    kong_draw: bool              # the turn player's tile is a kong replacement (杠上花)
    turn_drew: bool              # the turn player drew (or was dealt) his extra tile: 自摸 possible
    wall_count: int
    window: ClaimWindow | None
    my_claims: tuple[str, ...]   # "win" "kong" "pong" open to this seat in the window
    my_answer: str | None        # this seat's answer already given in the window
    ban_win: bool                # 禁胡 (Deyang) for this seat
    ban_pong: tuple[Tile, ...]   # 禁碰 tiles for this seat
    winners: tuple[WinRecord, ...]
    payments: tuple[Payment, ...]  # this hand's payments so far (kong money, wins)
    last_drawer: int | None
    scores: tuple[int, ...]
    result: HandResult | None
    options: tuple[tuple[str, Any], ...]
    rules: Any                   # the resolved :class:`~engine.mahjong.rules.Rules` (public)
