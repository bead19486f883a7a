"""Playing a hand out in a world whose cards are all known: the measure behind every estimate.

The normal player's rules (:mod:`.play`) play every seat, each seeing the world's exact
hands (so the play-outs are quick and a little optimistic for both sides alike).
"""
from __future__ import annotations

from engine.dapie.position import Position

from .knowledge import counted_from_position, from_position
from .play import choose_card


def play_out(pos: Position, counting: bool = False) -> Position:
    """Play ``pos`` (changed in place) to its end; returns it. With ``counting`` every seat
    plays the normal rules on what it could have counted (its hand, the cards still out
    and the voids shown) instead of on the world's exact hands."""
    seen_of = counted_from_position if counting else from_position
    while not pos.over:
        if pos.laid_down and pos.turn == pos.declarer:
            pos.play(pos.automatic_card())
            continue
        legal = pos.legal()
        if len(legal) == 1:
            pos.play(legal[0])
            continue
        pos.play(choose_card(seen_of(pos)))
    return pos


def declarer_points(pos: Position) -> int:
    """The declarer's points once ``pos`` is played out (a copy is played)."""
    return play_out(pos.copy()).declarer_points()
