"""The 打撇 actions beyond the shared ones.

Shared (engine/actions.py): ``Bid(value)`` 叫分, ``Pass()`` 过, ``Double(yes)`` — a 撇家's
倒 / 不倒, and the declarer's 踢回 (``Double(True)``) or 放弃 (``Double(False)``, play on
without kicking back) — ``Play(cards)`` one card, ``NextHand()``. Here: naming the
trump, putting 4 cards back into the kitty, 认输 and 摆撇.
"""
from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

from ..actions import Action, action_type
from ..cards import Card

_CARD_ORDER = attrgetter("rank", "suit", "deck")


@action_type("dapie_name_trump")
@dataclass(frozen=True)
class NameTrump(Action):
    """叫主: the declarer names the trump suit (``S`` ``H`` ``C`` ``D``)."""

    suit: str


@action_type("dapie_put_back")
@dataclass(frozen=True)
class PutBack(Action):
    """换底牌: the declarer's 4 cards put back face down as the kitty."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=_CARD_ORDER)))


@action_type("dapie_concede")
@dataclass(frozen=True)
class Concede(Action):
    """认输: after a 倒 the declarer gives up; he pays 2 × base to the first who chose 倒."""


@action_type("dapie_lay_down")
@dataclass(frozen=True)
class LayDown(Action):
    """摆撇: at his first lead the declarer lays his hand face up and claims every point."""
