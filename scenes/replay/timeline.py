"""The replay's time line: where the rounds or tricks of a hand begin, read from its events.

Why from the events: the play log groups a hand by the same events (a new round, the play
starting, a trick taken — :mod:`scenes.table.play_log`), so "jump to the start of this round"
lands exactly where a group of 出牌记录 begins. Games without rounds or tricks have their own
beat: in mahjong a go-round starts each time the dealer draws; in 21点 each seat's turn.
"""
from __future__ import annotations

from typing import Sequence

from engine.actions import Event

from ..table.play_log import GROUP_ENDS, GROUP_STARTS

#: Events after which a new round or trick begins (the play log opens a group there).
_BREAKS = (GROUP_STARTS | GROUP_ENDS) - {"hand_started"}


def chapters(start: int, steps: Sequence[tuple[int, Sequence[Event]]]) -> tuple[int, ...]:
    """The positions (action counts, ``start`` first) at which a round or trick begins, for a hand
    whose actions from ``start`` on were made by ``steps[i] = (seat, events)``."""
    found = [start + i + 1 for i, (_seat, events) in enumerate(steps) if any(e.kind in _BREAKS for e in events)]
    if not found:
        found = _dealer_draws(start, steps) or _turns(start, steps)
    end = start + len(steps)
    return tuple(sorted({start, *(p for p in found if p < end)}))


def _dealer_draws(start: int, steps) -> list[int]:
    """Mahjong: a go-round begins when the first seat to discard (the dealer) draws again."""
    dealer = next((e.seat for _s, events in steps for e in events if e.kind == "discarded"), None)
    if dealer is None:
        return []
    return [start + i + 1 for i, (_seat, events) in enumerate(steps)
            if any(e.kind == "drew" and e.seat == dealer for e in events)]


def _turns(start: int, steps) -> list[int]:
    """Otherwise each seat's turn: where the seat acting differs from the one before."""
    return [start + i for i in range(1, len(steps)) if steps[i][0] != steps[i - 1][0]]


def previous_chapter(marks: Sequence[int], position: int) -> int:
    """The start of the round in progress at ``position``, or of the one before when ``position``
    is at a start already (as a music player's "previous" button)."""
    earlier = [m for m in marks if m < position]
    return earlier[-1] if earlier else (marks[0] if marks else position)


def next_chapter(marks: Sequence[int], position: int, end: int) -> int:
    """The start of the next round or trick (the hand's end after the last one)."""
    return next((m for m in marks if m > position), end)
