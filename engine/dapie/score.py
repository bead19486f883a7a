"""What a hand of 打撇 is worth, with every factor as a line of the result.

rules/dapie.md § Result and § Payment: the declarer's points against the contract —
equal is 和牌 (nobody pays), more wins, less loses; **Decision**: all 100 points always
win (误撇), also against a contract of 100. Between the declarer and each 撇家 the
payment is base × stake(that 撇家) × 翻坎 × special, the stake being engine/stakes.py's
×1 / ×2 (倒) / ×4 (倒 and 踢回). 认输 is apart: the declarer pays 2 × base to the first
player who chose 倒, and nobody else pays anything.

The seed's worked example, 1 × 2 × 2 × 6 × 3 = 72: base 1, each 撇家 chose 倒 (×2), the
declarer 踢回 (×2), a failed 摆撇 (×6), three 撇家 — a contract below 60 (翻坎 ×1).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ..cards import Card
from ..score_sheet import ScoreSheet, sheet_by_deltas
from ..stakes import stake
from .rules import CONCEDE_FACTOR, SEATS, SPECIAL, TOTAL_POINTS, fankan

#: (i18n key ``score.<key>``, parameters, factor).
ScoreLine = tuple[str, Mapping[str, Any], int]


@dataclass(frozen=True)
class DapieResult:
    """The end of a hand.

    ``outcome``: ``win`` / ``loss`` (for the declarer), ``draw`` (和牌), ``conceded`` (认输).
    ``special``: ``wupie`` / ``fanpie`` / ``baipie`` or None. ``stakes``: per seat (0 for the
    declarer). ``lines`` in order: ``dapie_base`` {base}, ``dapie_fankan`` {contract},
    ``dapie_special`` {kind}, one ``dapie_doubled`` {seat} per 倒, ``dapie_redoubled`` {seat},
    then one ``dapie_opponent`` {seat, stake, amount} per 撇家 (factor = amount that 撇家
    gains, negative when he pays); a 认输 has ``dapie_base``, ``dapie_concede`` {seat} and the
    one ``dapie_opponent`` line; a 和牌 ``dapie_draw`` {contract}. ``deltas`` sum to 0.
    """

    outcome: str
    declarer: int
    contract: int
    declarer_points: int
    opponent_points: int
    kitty: tuple[Card, ...]
    laid_down: bool
    special: str | None
    fankan: int
    stakes: tuple[int, ...]
    lines: tuple[ScoreLine, ...]
    deltas: tuple[int, ...]

    @property
    def sheet(self) -> ScoreSheet:
        """The hand's score sheet: each seat by its payment; a 和牌 is a draw for all four, and after a
        认输 the 撇家 who were not paid drew (不输不赢, as the result panel says)."""
        return sheet_by_deltas(self.lines, self.deltas)

    @property
    def declarer_won(self) -> bool:
        return self.outcome == "win"


def special_of(declarer_points: int, opponent_points: int, laid_down: bool) -> str | None:
    """The one special factor of a finished hand (a 摆撇 counts as such, not also as 误撇)."""
    if laid_down:
        return "baipie"
    if declarer_points == TOTAL_POINTS and opponent_points == 0:
        return "wupie"
    if declarer_points == 0 and opponent_points == TOTAL_POINTS:
        return "fanpie"
    return None


def outcome_of(declarer_points: int, contract: int, laid_down: bool, failed: bool) -> str:
    if laid_down:
        return "loss" if failed else "win"
    if declarer_points == TOTAL_POINTS:
        return "win"  # 误撇 always wins, also against 100
    if declarer_points == contract:
        return "draw"
    return "win" if declarer_points > contract else "loss"


def settle(*, declarer: int, contract: int, base: int, doubled: Sequence[bool | None],
           redoubled: bool | None, declarer_points: int, opponent_points: int,
           laid_down: bool, failed: bool, kitty: tuple[Card, ...]) -> DapieResult:
    """The result of a hand played to its end (or to a failed 摆撇)."""
    outcome = outcome_of(declarer_points, contract, laid_down, failed)
    special = special_of(declarer_points, opponent_points, laid_down)
    times = fankan(contract)
    stakes = tuple(0 if s == declarer else stake(doubled[s], redoubled) for s in range(SEATS))
    lines: list[ScoreLine] = []
    deltas = [0] * SEATS
    if outcome == "draw":
        lines.append(("dapie_draw", {"contract": contract}, 0))
    else:
        factor = SPECIAL[special] if special else 1
        lines.append(("dapie_base", {"base": base}, base))
        lines.append(("dapie_fankan", {"contract": contract}, times))
        if special:
            lines.append(("dapie_special", {"kind": special}, factor))
        for seat in _opponents(declarer):
            if doubled[seat]:
                lines.append(("dapie_doubled", {"seat": seat}, 2))
        if redoubled:
            lines.append(("dapie_redoubled", {"seat": declarer}, 2))
        sign = -1 if outcome == "win" else 1
        for seat in _opponents(declarer):
            amount = sign * base * stakes[seat] * times * factor
            deltas[seat] += amount
            deltas[declarer] -= amount
            lines.append(("dapie_opponent", {"seat": seat, "stake": stakes[seat], "amount": amount}, amount))
    return DapieResult(outcome, declarer, contract, declarer_points, opponent_points, tuple(kitty),
                       laid_down, special, times, stakes, tuple(lines), tuple(deltas))


def concede(*, declarer: int, contract: int, base: int, first_doubler: int,
            kitty: tuple[Card, ...]) -> DapieResult:
    """认输: the declarer pays 2 × base to the first player who chose 倒 only."""
    amount = CONCEDE_FACTOR * base
    deltas = [0] * SEATS
    deltas[first_doubler] += amount
    deltas[declarer] -= amount
    lines = (("dapie_base", {"base": base}, base),
             ("dapie_concede", {"seat": first_doubler}, CONCEDE_FACTOR),
             ("dapie_opponent", {"seat": first_doubler, "stake": CONCEDE_FACTOR, "amount": amount}, amount))
    stakes = tuple(0 if s == declarer else (CONCEDE_FACTOR if s == first_doubler else 0) for s in range(SEATS))
    return DapieResult("conceded", declarer, contract, 0, 0, tuple(kitty), False, None, 1, stakes,
                       lines, tuple(deltas))


def _opponents(declarer: int) -> list[int]:
    return [(declarer + k) % SEATS for k in range(1, SEATS)]
