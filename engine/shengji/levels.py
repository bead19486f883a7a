"""Levels (级), the result table of a hand, the next dealer, and the end of the match.

Rules: ``shared/rules/shengji.md`` § Levels and the match, § Result of a hand,
§ Next dealer. Teams are 0 (seats 0 and 2) and 1 (seats 1 and 3); each has a
level 2 … A (14). The table is the same for every deck count, scaled by the step
s = 20 / 40 / 60 (a fifth of the hand's points).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import ACE

SEATS = 4
FIRST_LEVEL = 2
LEVELS = tuple(range(FIRST_LEVEL, ACE + 1))


def team_of(seat: int) -> int:
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % SEATS


def next_seat(seat: int) -> int:
    """下家: the next seat counter-clockwise."""
    return (seat + 1) % SEATS


@dataclass(frozen=True)
class Outcome:
    """What the attackers' points P do: ``dealer_rise`` for the holding dealer team, or the
    attackers take over (上台) and rise ``attacker_rise``."""

    take_over: bool
    dealer_rise: int
    attacker_rise: int


def outcome(points: int, step: int) -> Outcome:
    """The result table: 0 大光 +3, <s 小光 +2, <2s +1, <3s 上台, then +1 per further s."""
    if points <= 0:
        return Outcome(False, 3, 0)
    if points < step:
        return Outcome(False, 2, 0)
    if points < 2 * step:
        return Outcome(False, 1, 0)
    return Outcome(True, 0, (points - 2 * step) // step)


@dataclass(frozen=True)
class LevelChange:
    """Levels after a hand, the team that now deals, and the match winner if decided."""

    levels: tuple[int, int]
    dealer_team: int
    winner: int | None


def apply_outcome(levels: tuple[int, int], dealer_team: int, result: Outcome) -> LevelChange:
    """New levels. The match is won by the dealer team at A that holds (any rise), or by a
    dealer team promoted past A; attackers' rises stop at A (Decision in the rule file)."""
    new = list(levels)
    if not result.take_over:
        before = new[dealer_team]
        after = before + result.dealer_rise
        if before == ACE or after > ACE:
            new[dealer_team] = ACE
            return LevelChange(tuple(new), dealer_team, dealer_team)
        new[dealer_team] = after
        return LevelChange(tuple(new), dealer_team, None)
    attackers = 1 - dealer_team
    new[attackers] = min(ACE, new[attackers] + result.attacker_rise)
    return LevelChange(tuple(new), attackers, None)


def next_dealer(dealer: int, result: Outcome, last_trick_winner: int, rule: str) -> int:
    """Who deals next. ``000``: holding → the dealer's partner; take-over → the seat after
    the dealer. ``004``: take-over → the attacker who won the last trick, or the seat after
    the dealer when the defenders won it. Nobody deals twice in a row either way."""
    if not result.take_over:
        return partner_of(dealer)
    if rule == "004" and team_of(last_trick_winner) != team_of(dealer):
        return last_trick_winner
    return next_seat(dealer)
