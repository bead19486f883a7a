"""换底牌: what the declarer may put back, and what everyone sees of it.

The declarer takes the 4 kitty cards and puts back 4, face down. No 5, 10 or K may go
back; every trump or A that goes back is shown to all; the rest is revealed after
the hand. **Decision** (the rules are silent): a hand that holds fewer than 4 cards
that may go back (10 or more point cards among 13) puts back all of those and the
fewest, lowest point cards needed (5s before 10s before Ks); those point cards are
shown too and count for the declarer, as buried points stay with the dealer in 升级.
"""
from __future__ import annotations

from itertools import combinations
from typing import Iterable, Sequence

from ..cards import ACE, Card
from ..errors import RuleError
from ..tricks.order import SuitTrumpContext
from ..tricks.points import POINTS, is_point_card
from .rules import KITTY


def may_put_back(card: Card) -> bool:
    return not is_point_card(card)


def is_shown(card: Card, ctx: SuitTrumpContext) -> bool:
    """A put-back card everyone sees: a trump, an A, or a point card put back by need."""
    return ctx.is_trump(card) or card.rank == ACE or is_point_card(card)


def shown_cards(cards: Iterable[Card], ctx: SuitTrumpContext) -> tuple[Card, ...]:
    return tuple(c for c in cards if is_shown(c, ctx))


def forced_points(hand: Iterable[Card]) -> tuple[Card, ...]:
    """The point cards a hand must put back because it holds too few others (usually none)."""
    cards = list(hand)
    free = sum(1 for c in cards if may_put_back(c))
    need = KITTY - free
    if need <= 0:
        return ()
    points = sorted((c for c in cards if is_point_card(c)), key=lambda c: (POINTS[c.rank], c.rank, c.suit.value))
    return tuple(points[:need])


def check_put_back(cards: Sequence[Card], hand: Iterable[Card]) -> None:
    """Raise ``bury_count`` {count}, ``cards_not_in_hand`` or ``dapie_put_back_points``."""
    held = set(hand)
    if len(cards) != KITTY:
        raise RuleError("bury_count", count=KITTY)
    if len(set(cards)) != KITTY or not held.issuperset(cards):
        raise RuleError("cards_not_in_hand")
    allowed = forced_points(held)
    for card in cards:
        if is_point_card(card) and card not in allowed:
            raise RuleError("dapie_put_back_points")
    if allowed and not set(allowed) <= set(cards):
        raise RuleError("dapie_put_back_points")


def put_back_choices(hand: Iterable[Card], ctx: SuitTrumpContext) -> list[tuple[Card, ...]]:
    """Every legal put-back (at most C(13, 4) = 715), in a fixed order: hand order, lowest first."""
    cards = ctx.sort_hand(hand)
    forced = forced_points(cards)
    if forced:
        free = [c for c in cards if may_put_back(c)]
        return [tuple(sorted(free + list(forced), key=ctx.sort_key.__getitem__))]
    free = [c for c in cards if may_put_back(c)]
    return [tuple(combo) for combo in combinations(free, KITTY)]
