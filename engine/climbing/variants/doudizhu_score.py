"""The score of one 斗地主 hand, with the itemised lines the result screen shows.

``rules/climbing.md``: each farmer pays (or, when the landlord loses, is paid)
base × stake(farmer) × 2^(bombs + rockets played) × 2 if 春天 (× 2 more for 反春
when that option is on); the landlord collects (or pays) the sum, so the three
deltas add up to zero. stake(farmer) is 1, ×2 if that farmer chose 倒, ×4 if the
landlord then chose 踢回.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...score_sheet import ScoreSheet, sheet_by_deltas
from ...stakes import stake

#: One line of the breakdown: (i18n key ``score.<key>``, parameters, factor).
ScoreLine = tuple[str, Mapping[str, Any], int]


@dataclass(frozen=True)
class HandResult:
    """How a hand ended and what each seat gains (negative: pays).

    ``lines`` in order: ``base`` (the coin unit, 1), ``bid`` {value}, one
    ``doubled`` {seat} per farmer who chose 倒 (×2 on that farmer's stake),
    ``redoubled`` {seat} (×2 on the doubled farmers' stakes), ``bombs`` {count}
    (×2 each), ``rocket`` {count} (×2), ``spring`` or ``reverse_spring`` (×2),
    then one ``farmer`` {seat, stake, amount} per farmer: the amount that farmer
    pays to (landlord won) or receives from (landlord lost) the landlord.
    """

    landlord_won: bool
    spring: bool
    reverse_spring: bool
    lines: tuple[ScoreLine, ...]
    deltas: tuple[int, ...]

    @property
    def sheet(self) -> ScoreSheet:
        """The hand's score sheet: the landlord and each farmer won or lost by their payment."""
        return sheet_by_deltas(self.lines, self.deltas)


#: 1, or 2 for a farmer who chose 倒, or 4 when the landlord then chose 踢回 (shared with 打撇).
farmer_stake = stake


def score_hand(*, landlord: int, base: int, doubled, redoubled: bool | None, bombs: int,
               rockets: int, landlord_won: bool, spring: bool, reverse_spring: bool,
               num_seats: int = 3) -> HandResult:
    """The result of a finished hand. ``bombs`` counts bombs only, ``rockets`` rockets only."""
    farmers = [s for s in range(num_seats) if s != landlord]
    lines: list[ScoreLine] = [("base", {}, 1), ("bid", {"value": base}, base)]
    for seat in farmers:
        if doubled[seat]:
            lines.append(("doubled", {"seat": seat}, 2))
    if redoubled:
        lines.append(("redoubled", {"seat": landlord}, 2))
    if bombs:
        lines.append(("bombs", {"count": bombs}, 2 ** bombs))
    if rockets:
        lines.append(("rocket", {"count": rockets}, 2 ** rockets))
    common = base * 2 ** (bombs + rockets)
    if spring:
        lines.append(("spring", {}, 2))
        common *= 2
    if reverse_spring:
        lines.append(("reverse_spring", {}, 2))
        common *= 2
    deltas = [0] * num_seats
    sign = 1 if landlord_won else -1
    for seat in farmers:
        stake = farmer_stake(doubled[seat], redoubled)
        amount = common * stake
        lines.append(("farmer", {"seat": seat, "stake": stake, "amount": amount}, amount))
        deltas[seat] -= sign * amount
        deltas[landlord] += sign * amount
    return HandResult(landlord_won, spring, reverse_spring, tuple(lines), tuple(deltas))


def landlord_multiplier(landlord: int | None, doubled, redoubled: bool | None, bombs_and_rockets: int,
                        spring_factor: int = 1, num_seats: int = 3) -> int:
    """What the landlord's win or loss is multiplied by now: Σ stakes × 2^bombs (× spring)."""
    stakes = sum(farmer_stake(doubled[s], redoubled) for s in range(num_seats) if s != landlord)
    if landlord is None:
        stakes = num_seats - 1
    return stakes * 2 ** bombs_and_rockets * spring_factor
