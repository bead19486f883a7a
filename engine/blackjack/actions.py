"""The decisions of 21点: bet, hit, stand, double, split; and the table's Leave.

Registered under ``blackjack.*`` type names so a match record round-trips
through JSON and no other game's action names can clash with these.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..actions import Action, action_type


@action_type("blackjack.bet")
@dataclass(frozen=True)
class Bet(Action):
    """下注: a 闲家 puts ``amount`` chips on the coming round."""

    amount: int


@action_type("blackjack.hit")
@dataclass(frozen=True)
class Hit(Action):
    """要牌: one more card (the banker too, in his turn)."""


@action_type("blackjack.stand")
@dataclass(frozen=True)
class Stand(Action):
    """停牌: keep this hand as it is."""


@action_type("blackjack.double")
@dataclass(frozen=True)
class DoubleDown(Action):
    """加倍: double the hand's bet, take exactly one more card, and the hand is closed."""


@action_type("blackjack.split")
@dataclass(frozen=True)
class Split(Action):
    """分牌: two cards of equal points become two hands, each with the original bet."""


@action_type("blackjack.leave")
@dataclass(frozen=True)
class Leave(Action):
    """离桌: the match ends after this round (a table action, seat TABLE, between rounds)."""
