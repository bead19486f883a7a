"""Settlement of a 21点 round: each 闲家 hand against the banker, itemised.

rules/blackjack.md: a busted 闲家 has lost (whatever the banker does); otherwise
a busted banker loses; otherwise higher points win, BlackJack beats any other
21, equal points push (BlackJack against BlackJack too). The loser pays the
winner the hand's stake (a doubled bet counts double). Option ``blackjack_pays``
"3:2": a 闲家 who wins with BlackJack is paid 1½ × the bet (Decision: the banker's
own BlackJack still collects just the stake, as in a casino).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..score_sheet import ScoreSheet, sheet_by_deltas

WIN, LOSE, PUSH = "win", "lose", "push"

#: One itemised line: (i18n key ``line.bj_<outcome>``, params, amount the 闲家 receives (−: pays)).
ResultLine = tuple[str, Mapping[str, Any], int]


def compare(player_points: int, player_natural: bool, banker_points: int, banker_natural: bool) -> str:
    """WIN / LOSE / PUSH of one 闲家 hand (already knowing the 闲家 did not bust)."""
    if banker_points > 21:
        return WIN
    if player_natural or banker_natural:
        if player_natural and banker_natural:
            return PUSH
        return WIN if player_natural else LOSE
    if player_points == banker_points:
        return PUSH
    return WIN if player_points > banker_points else LOSE


def hand_amount(outcome: str, stake: int, natural: bool, three_to_two: bool) -> int:
    """Chips the 闲家 receives from the banker for this hand (negative: the 闲家 pays)."""
    if outcome == PUSH:
        return 0
    if outcome == LOSE:
        return -stake
    if natural and three_to_two:
        return stake * 3 // 2
    return stake


def settle_one(player_points: int, player_natural: bool, stake: int, banker_points: int,
               banker_natural: bool, three_to_two: bool) -> tuple[str, str, int]:
    """(line key, outcome, amount to the 闲家) of one hand. Line keys: bust, banker_bust,
    blackjack, win, lose, push."""
    if player_points > 21:
        return "bust", LOSE, -stake
    outcome = compare(player_points, player_natural, banker_points, banker_natural)
    amount = hand_amount(outcome, stake, player_natural, three_to_two)
    if outcome == WIN and player_natural:
        key = "blackjack"
    elif outcome == WIN and banker_points > 21:
        key = "banker_bust"
    elif outcome == LOSE and banker_natural:
        key = "banker_blackjack"
    else:
        key = outcome
    return key, outcome, amount


@dataclass(frozen=True)
class RoundResult:
    """How a round ended: one line per 闲家 hand, and each seat's change (sum 0).

    ``lines``: (key, {seat, hand, bet, stake, points, banker_points, natural}, amount) with
    key in bust / banker_bust / blackjack / banker_blackjack / win / lose / push and
    amount the chips that hand's 闲家 received (negative: paid to the banker).
    ``outcomes``: per line, the hand's outcome seen from the 闲家 (win/lose/push).
    """

    banker: int
    banker_points: int
    banker_natural: bool
    lines: tuple[ResultLine, ...]
    outcomes: tuple[str, ...]
    deltas: tuple[int, ...]

    @property
    def sheet(self) -> ScoreSheet:
        """The round's score sheet: the banker and each 闲家 by their chips won or lost (a push is a draw)."""
        return sheet_by_deltas(self.lines, self.deltas)


def settle_round(banker: int, banker_cards_points: tuple[int, bool], hands, num_seats: int,
                 three_to_two: bool) -> RoundResult:
    """``hands``: (seat, index, Hand) of every 闲家 hand in play; ``banker_cards_points``:
    (banker's points, banker has BlackJack)."""
    banker_points, banker_natural = banker_cards_points
    deltas = [0] * num_seats
    lines: list[ResultLine] = []
    outcomes: list[str] = []
    for seat, index, hand in hands:
        points = hand.points
        natural = hand.natural
        key, outcome, amount = settle_one(points, natural, hand.stake, banker_points, banker_natural,
                                          three_to_two)
        deltas[seat] += amount
        deltas[banker] -= amount
        params = {"seat": seat, "hand": index + 1, "bet": hand.bet, "stake": hand.stake, "points": points,
                  "banker_points": banker_points, "natural": natural, "doubled": hand.doubled}
        lines.append((key, params, amount))
        outcomes.append(outcome)
    return RoundResult(banker, banker_points, banker_natural, tuple(lines), tuple(outcomes), tuple(deltas))
