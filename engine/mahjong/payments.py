"""Payments: who pays whom how much, each as one itemised :class:`Payment` line.

Every payment is base × a multiplier, then × 2 for each 飘 side (×4 when both 飘) and × 2
for a win after 躺. Lines always move points from one seat to another, so a hand's
payments sum to zero by construction.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .rules import Rules

# Payment keys (translate as ``pay.<key>``)
WIN_DISCARD = "win_discard"     # 点炮: the discarder pays the winner
WIN_SELF = "win_self"           # 自摸: each player still in the hand pays
WIN_ROB = "win_rob"             # 抢杠: the robbed player pays
KONG_CONCEALED = "kong_concealed"  # 下雨: each other player in the hand pays 2
KONG_EXPOSED = "kong_exposed"      # 刮风 (明杠): the discarder pays 2
KONG_ADDED = "kong_added"          # 刮风 (加杠): each other player in the hand pays 1
CHAJIAO = "chajiao"             # 查叫: a not-ready player pays a ready one
HUAZHU = "huazhu"               # 花猪 pays the capped maximum

KONG_RATES = {KONG_CONCEALED: 2, KONG_EXPOSED: 2, KONG_ADDED: 1}


@dataclass(frozen=True)
class Payment:
    """``payer`` pays ``payee`` ``amount``. ``fans`` / ``capped`` for wins and 查叫;
    ``factors`` names each doubling: ("piao", seat) or ("laydown", seat)."""

    key: str
    payer: int
    payee: int
    amount: int
    fans: int = 0
    capped: int = 0
    factors: tuple[tuple[str, int], ...] = ()

    def to_json(self) -> dict:
        return {"key": self.key, "payer": self.payer, "payee": self.payee, "amount": self.amount,
                "fans": self.fans, "capped": self.capped, "factors": [list(f) for f in self.factors]}


def _factors(payer: int, payee: int, piao: Sequence[bool | None], laid_down_winner: bool) -> tuple:
    out = []
    for seat in (payer, payee):
        if piao[seat]:
            out.append(("piao", seat))
    if laid_down_winner:
        out.append(("laydown", payee))
    return tuple(out)


def payment(rules: Rules, key: str, payer: int, payee: int, value: int, piao: Sequence[bool | None],
            fans: int = 0, laid_down_winner: bool = False) -> Payment:
    factors = _factors(payer, payee, piao, laid_down_winner)
    return Payment(key, payer, payee, value * 2 ** len(factors), fans,
                   rules.cap_fans(fans), factors)


def win_payments(rules: Rules, winner: int, payers: Sequence[int], fans: int, key: str,
                 piao: Sequence[bool | None], laid_down: bool) -> list[Payment]:
    value = rules.win_value(fans)
    return [payment(rules, key, p, winner, value, piao, fans, laid_down) for p in payers]


def kong_payments(rules: Rules, kong_seat: int, key: str, payers: Sequence[int],
                  piao: Sequence[bool | None]) -> list[Payment]:
    rate = KONG_RATES[key] * rules.base
    return [payment(rules, key, p, kong_seat, rate, piao) for p in payers]


def settle_exhausted(rules: Rules, seats: Sequence[int], huazhu: Sequence[int],
                     ready_fans: dict[int, int], piao: Sequence[bool | None]) -> list[Payment]:
    """查叫 and 花猪 at the end of the wall, among the ``seats`` still in the hand.

    ``ready_fans``: each ready player's fans for 查叫 (already min or max per the variant).
    A 花猪 pays every other non-花猪 player the capped maximum, and (**Decision**) pays no 查叫
    on top: the maximum already covers any win. A not-ready player who is no 花猪 pays each
    ready player that player's value."""
    out: list[Payment] = []
    for pig in huazhu:
        for other in seats:
            if other != pig and other not in huazhu:
                out.append(payment(rules, HUAZHU, pig, other, rules.max_value, piao))
    for seat in seats:
        if seat in huazhu or seat in ready_fans:
            continue
        for ready, fans in ready_fans.items():
            out.append(payment(rules, CHAJIAO, seat, ready, rules.win_value(fans), piao, fans))
    return out


def deltas(payments: Sequence[Payment], seats: int = 4) -> list[int]:
    d = [0] * seats
    for p in payments:
        d[p.payer] -= p.amount
        d[p.payee] += p.amount
    return d
