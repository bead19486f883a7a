"""Places and the two-against-two outcome shared by 双扣 and 吃苍蝇.

Both games score a partnership hand by where the first player out's partner
finished (``rules/climbing.md`` § 双扣, and § 吃苍蝇 whose two-against-two table
mirrors it): second (双扣, ±4 each), third (单扣: 1st and 3rd +2, the others −2)
or last (平扣: nobody gains). The hand is over as soon as that is fixed, which
:class:`~.round.Round` with ``ends=TEAM_OUT`` already does; what is left here is
reading the outcome off the order of going out.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

#: The three outcomes, by the place of the first player out's partner (2nd, 3rd, 4th).
DOUBLE, SINGLE, LEVEL = "double", "single", "level"  # 双扣, 单扣, 平扣
OUTCOME_OF_PLACE = {2: DOUBLE, 3: SINGLE, 4: LEVEL}
#: What each seat of the two teams gains per unit of stake, by outcome: (1st, partner, others).
BASE_GAIN = {DOUBLE: 4, SINGLE: 2, LEVEL: 0}


@dataclass(frozen=True)
class TeamOutcome:
    """How a partnership hand ended. ``places``: all four seats, first out first (seats still
    holding cards at the end in turn order after the first player out); ``winners``: the first
    player out and his partner; ``outcome``: :data:`DOUBLE`, :data:`SINGLE` or :data:`LEVEL`."""

    places: tuple[int, ...]
    winners: tuple[int, int]
    outcome: str


def full_places(out: Sequence[int], seats: int) -> tuple[int, ...]:
    """The order of going out, completed with the seats still in (in turn order after the first).

    A hand ends as soon as its outcome is fixed, so the last places may not have been played
    for; their order then does not change any score, and this one is what the table shows.
    """
    first = out[0]
    rest = [(first + k) % seats for k in range(1, seats)]
    return tuple(out) + tuple(s for s in rest if s not in out)


def team_outcome(out: Sequence[int], partner_of: dict[int, int], seats: int = 4) -> TeamOutcome:
    """The outcome of a finished hand from the order of going out (at least one seat out)."""
    places = full_places(out, seats)
    first = places[0]
    partner = partner_of[first]
    place = places.index(partner) + 1
    return TeamOutcome(places, (first, partner), OUTCOME_OF_PLACE[place])


def team_gains(result: TeamOutcome, unit: int = 1) -> tuple[int, ...]:
    """Each seat's gain: ±4 × unit for 双扣, ±2 × unit for 单扣 (1st and 3rd against 2nd and
    4th), nothing for 平扣. The four gains sum to zero."""
    gain = BASE_GAIN[result.outcome] * unit
    deltas = [0] * len(result.places)
    for seat in result.places:
        deltas[seat] = gain if seat in result.winners else -gain
    return tuple(deltas)
