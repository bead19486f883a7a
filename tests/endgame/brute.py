"""A plain brute-force search of open-hand endgames, for checking the solver against.

Nothing of the solver's is used: the position is the engine's own
:class:`~engine.climbing.round.Round` (copied, then ``play`` or ``pass_turn``), every
choice is tried in list order, nothing is remembered and nothing is cut short. Only for
small positions (a few cards a seat): the tree grows exponentially.
"""
from __future__ import annotations

from engine.climbing.round import Round


def round_of(position, source) -> Round:
    """The engine's Round for an endgame position (everyone in, passes counted from the seats)."""
    n = position.seats
    passes = (position.to_act - position.lead_seat) % n - 1 if position.lead is not None else 0
    return Round(position.hands, position.to_act, source, lead=position.lead,
                 lead_seat=position.lead_seat, passes=max(passes, 0))


def side_wins(rnd: Round, side: frozenset) -> bool:
    """True when ``side`` can make one of its seats go out first against any play of the others."""
    if rnd.over:
        return rnd.winner in side
    mine = rnd.to_act in side
    for choice in choices(rnd):
        if side_wins(after(rnd, choice), side) == mine:
            return mine
    return not mine


def choices(rnd: Round) -> list:
    found = list(rnd.moves())
    if rnd.can_pass:
        found.append(None)
    return found


def after(rnd: Round, choice) -> Round:
    twin = rnd.copy()
    if choice is None:
        twin.pass_turn()
    else:
        twin.play(choice)
    return twin


def winning_choices(rnd: Round, side: frozenset) -> list:
    """The choices of the seat to act after which its own side (or the others) wins."""
    mine = rnd.to_act in side
    return [choice for choice in choices(rnd) if side_wins(after(rnd, choice), side) == mine]
