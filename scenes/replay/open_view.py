"""明牌: a replay with every hand face up, on each family's real table.

Why per family, here: the hand is over, so nothing is secret any more, but each table draws
only what its observation holds — and each family already has a way to show a hand face up
while the play goes on, which a replay borrows rather than draws anew:

- 四川麻将: a laid-down (躺) or winning hand lies face up in its seat's line
  (``SeatView.shown``): every other seat's tiles go there, with its own view of its melds;
- 21点: a seat's hole card is None for the others until revealed: each seat's hands are taken
  from its own observation;
- 升级 and 打撇: 打撇's 摆撇 lays each hand face up in front of its seat (the trick table's
  ``SeatView.open_cards``, drawn by the trick painter for either game): every other seat's
  hand goes there;
- the climbing games have no such place (their hands are shown only once the hand is over, in
  the play areas), so :mod:`scenes.replay.open_hands` lays each other hand face up beside its
  seat's panel.

Everything comes from each seat's own observation at that moment (what that seat held), never
from the engine's state.
"""
from __future__ import annotations

from dataclasses import fields, replace
from typing import Any, Callable


def opener_for(family: str) -> Callable[[Any, tuple], Any] | None:
    """The observation transform of ``family`` (None: its face-up view is drawn, not observed)."""
    return {"mahjong": _mahjong, "blackjack": _blackjack}.get(family)


def _mahjong(own, everyone: tuple) -> Any:
    seats = []
    for s, view in enumerate(own.seats):
        theirs = everyone[s]
        if s == own.seat or view.shown or theirs is None:
            seats.append(view)
            continue
        mine = theirs.seats[s]
        seats.append(replace(view, melds=mine.melds, shown=tuple(theirs.hand)))
    return replace(own, seats=tuple(seats))


def _blackjack(own, everyone: tuple) -> Any:
    seats = tuple(view if s == own.seat else everyone[s].seats[s] for s, view in enumerate(own.seats))
    return replace(own, seats=seats)


def open_model(model: Any, everyone: tuple) -> Any:
    """The trick table's model with every hand but the viewer's face up in front of its seat."""
    if model is None or not any(f.name == "open_cards" for f in fields(model.seats[0])):
        return model
    seats = tuple(seat if seat.is_viewer or seat.open_cards else replace(seat, open_cards=tuple(everyone[seat.seat].hand))
                  for seat in model.seats)
    return replace(model, seats=seats)
