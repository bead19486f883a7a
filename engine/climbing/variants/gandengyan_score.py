"""The score of one 干瞪眼 hand, with the itemised lines the result panel shows.

``rules/climbing.md`` § 干瞪眼 "Score": card value = base × 2^N, N = Σ over the bombs
played in the hand (3 cards 1, 4 cards 2, 5 cards 3, 6 cards 4; jokers count towards the
size). Each loser pays cards left × card value and the winner collects the sum, so the
deltas add up to zero. The two variants differ in one rule each, given as data
(:class:`ScoreRules`):

- 家家摸牌 (``one_card_free``): a loser left with exactly one card pays nothing;
- 赢家摸牌 (``shut_out_doubles``): a loser who never played a card (关墩墩; the dealer counts
  as one if he played nothing after his opening lead) pays double.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ...score_sheet import ScoreSheet, sheet_by_deltas
from .gandengyan_moves import bomb_doublings

#: One line of the breakdown: (i18n key ``line.<key>``, parameters, factor or amount).
ScoreLine = tuple[str, Mapping[str, Any], int]


@dataclass(frozen=True)
class ScoreRules:
    """What a variant's scoring adds to "cards left × card value"."""

    one_card_free: bool = False
    shut_out_doubles: bool = False


@dataclass(frozen=True)
class GandengyanResult:
    """A finished hand. ``winner``: the first player out. ``left[s]``: cards seat ``s`` kept.
    ``doublings``: N; ``card_value``: base × 2^N. ``shut_out[s]``: seat ``s`` was 关墩墩
    (counted in both variants, it costs only in 赢家摸牌). ``paid[s]``: what seat ``s`` pays
    (0 for the winner). ``deltas[s]``: the seat's gain (the winner's is Σ paid).

    ``lines`` in order: ``gdy_base`` {base}, ``gdy_bombs`` {count, doublings} (×2^N, only
    when bombs were played), ``gdy_card_value`` {value}, then one line per loser in seat
    order — ``gdy_loser`` {seat, left, value, amount}, ``gdy_shut_out`` {seat, left, value,
    amount} (关墩墩 ×2) or ``gdy_one_card`` {seat} (exempt, 0) — and ``gdy_winner`` {seat,
    amount}. The third item is the factor (base, ×2^N, value) or the amount paid/won.
    """

    winner: int
    left: tuple[int, ...]
    base: int
    bombs: int
    doublings: int
    card_value: int
    shut_out: tuple[bool, ...]
    paid: tuple[int, ...]
    lines: tuple[ScoreLine, ...]
    deltas: tuple[int, ...]

    @property
    def sheet(self) -> ScoreSheet:
        """The hand's score sheet: the first out won (even if nobody had to pay), a loser who paid lost,
        one who paid nothing (家家摸牌's 只剩一张不输) drew."""
        return sheet_by_deltas(self.lines, self.deltas, winners=(self.winner,))


def card_value(base: int, bomb_sizes: Sequence[int]) -> tuple[int, int]:
    """(N, base × 2^N) for the bombs played (their sizes, jokers counted)."""
    doublings = sum(bomb_doublings(size) for size in bomb_sizes)
    return doublings, base * 2 ** doublings


def score_hand(*, winner: int, left: Sequence[int], base: int, bomb_sizes: Sequence[int],
               shut_out: Sequence[bool], rules: ScoreRules) -> GandengyanResult:
    """The result of a finished hand (``left[winner]`` is 0)."""
    doublings, value = card_value(base, bomb_sizes)
    lines: list[ScoreLine] = [("gdy_base", {"base": base}, base)]
    if bomb_sizes:
        lines.append(("gdy_bombs", {"count": len(bomb_sizes), "doublings": doublings}, 2 ** doublings))
    lines.append(("gdy_card_value", {"value": value}, value))
    seats = len(left)
    paid = [0] * seats
    for seat in range(seats):
        if seat == winner:
            continue
        n = left[seat]
        if rules.one_card_free and n == 1:
            lines.append(("gdy_one_card", {"seat": seat}, 0))
            continue
        doubled = rules.shut_out_doubles and shut_out[seat]
        amount = paid[seat] = n * value * (2 if doubled else 1)
        key = "gdy_shut_out" if doubled else "gdy_loser"
        lines.append((key, {"seat": seat, "left": n, "value": value, "amount": amount}, amount))
    total = sum(paid)
    lines.append(("gdy_winner", {"seat": winner, "amount": total}, total))
    deltas = tuple(total if seat == winner else -paid[seat] for seat in range(seats))
    return GandengyanResult(winner, tuple(left), base, len(bomb_sizes), doublings, value,
                            tuple(bool(s) for s in shut_out), tuple(paid), tuple(lines), deltas)
