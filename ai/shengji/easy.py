"""The easy player: legal and simply greedy, without counting cards.

Leads an ace of a side suit when it has one, else its lowest single card; follows
by winning with the cheapest card that wins when the trick is worth it, else
with the cheapest cards (never handing points to the opponents on purpose).
"""
from __future__ import annotations

from engine.cards import ACE
from engine.shengji.follow import lead_options, legal_follows
from engine.shengji.trick import card_points, play_strength
from engine.shengji.trump import TRUMP

from .counting import TableView
from .valuing import card_cost


def _cheap(cards, ctx) -> float:
    return sum(card_cost(c, ctx) + card_points([c]) for c in cards)


def easy_lead(view: TableView) -> tuple:
    ctx = view.ctx
    options = [cards for cards, info in lead_options(view.hand, ctx, view.decks) if info is not None]
    aces = [c for c in options if len(c) == 1 and c[0].rank == ACE and ctx.suit_class[c[0]] != TRUMP]
    if aces:
        return aces[0]
    return min(options, key=lambda cards: (-len(cards) if len(cards) > 1 and _cheap(cards, ctx) < 4 else 0,
                                           _cheap(cards, ctx) / len(cards), ctx.order[cards[0]]))


def easy_follow(view: TableView) -> tuple:
    ctx, lead = view.ctx, view.lead
    options = legal_follows(view.hand, lead, ctx, 60)
    best_seat, best = view.current_best()
    worth = view.trick_points() >= 5 or not view.friend(best_seat)
    if worth:
        winning = [p for p in options if (s := play_strength(p, lead, ctx)) is not None and (best is None or s > best)]
        if winning:
            return min(winning, key=lambda p: _cheap(p, ctx))
    return min(options, key=lambda p: _cheap(p, ctx))
