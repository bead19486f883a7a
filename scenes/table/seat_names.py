"""Seat names: one rule for every table, so a seat is called the same all match, by everyone.

- A person is called by the name given at setup; a made-up name (玩家2 / Player 2) shows in the
  interface's language; the sole person at a table, if nobody named them, is 你. People nobody
  named (a record from before setup made names up) are 玩家1, 玩家2 … counted over them only,
  never with a gap.
- While several people share the computer, a computer seat is 电脑1, 电脑2 … in seat order. Names
  by position (下家, 上家) would change meaning at every hand-off — the same computer would be 下家
  for one person and 上家 for the next, and the result panel would name it from whoever happened
  to hold the computer — while a number is the same for everybody.
- With one person, a computer seat is named from where it sits for that person: 下家 / 对家 / 上家.
  The person never moves, so neither do the names; a seat with no such word (the upper seats of
  five or six, the 21点 arc) is 电脑n, numbered as in hot-seat (玩家n is a person's made-up name).

Tables pass ``position``: ``(seat, person's seat) -> translation key or None``.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from ..people import fill_names, shown_name

Position = Callable[[int, int], "str | None"]

#: The words for a seat's place as seen by the one person (the table layouts' position ids).
POSITION_KEYS = {"right": "table.seat.right", "top": "table.seat.top", "left": "table.seat.left"}


def seat_name(tr: Any, players: Sequence[Any], seat: int, position: Position | None = None) -> str:
    """The name of ``seat`` at a table of ``players`` (SeatPlayer-like: ``kind`` and ``name``)."""
    if not 0 <= seat < len(players):
        return tr("table.seat.n", n=seat + 1)
    people = [i for i, player in enumerate(players) if getattr(player, "kind", "") == "human"]
    player = players[seat]
    if seat in people:
        if len(people) == 1 and not (getattr(player, "name", "") or "").strip():
            return tr("table.seat.you")
        names = fill_names([getattr(players[i], "name", "") or "" for i in people],
                           lambda n: tr("table.hotseat.default_name", n=n))
        return shown_name(names[people.index(seat)], tr)
    number = 1 + sum(1 for i in range(seat) if i not in people)
    if len(people) > 1:
        return tr("table.seat.computer", n=number)
    key = position(seat, people[0]) if position is not None and people else None
    return tr(key) if key else tr("table.seat.computer", n=number)


def square_position(seats: int) -> Position:
    """Positions at a table where the seats sit round a square (4) or a triangle (3), next seat on
    the right: 下家 right, 对家 across, 上家 left."""
    names = {3: (None, "right", "left"), 4: (None, "right", "top", "left"), 2: (None, "top")}.get(seats, ())

    def position(seat: int, person: int) -> str | None:
        place = (seat - person) % seats
        word = names[place] if place < len(names) else None
        return POSITION_KEYS.get(word) if word else None
    return position
