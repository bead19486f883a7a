"""What cards are worth keeping: the cost, in points, of spending them now.

A high side card or a strong trump is future trick-winning power; a card that
is part of a pair or tractor also carries the structure. Spending cheap cards
first is the "don't waste high cards" rule in numbers. Near the end of the hand
the power is worth less (fewer tricks left to win with it) — except the strong
trumps, which decide the last trick and the kitty bonus (抠底).
"""
from __future__ import annotations

from engine.shengji.trick import card_points
from engine.shengji.trump import FACE, TRUMP, TrumpContext

#: Per class: the order of its highest card (computed once per context).
_TOPS: dict[int, dict[str, int]] = {}


def class_tops(ctx: TrumpContext) -> dict[str, int]:
    found = _TOPS.get(id(ctx))
    if found is None:
        found = {}
        for card, cls in ctx.suit_class.items():
            found[cls] = max(found.get(cls, 0), ctx.order[card])
        _TOPS[id(ctx)] = found
    return found


def card_cost(card, ctx: TrumpContext) -> float:
    """The power spent by playing this card (ignoring its points)."""
    tops = class_tops(ctx)
    cls = ctx.suit_class[card]
    from_top = tops[cls] - ctx.order[card]
    if cls == TRUMP:
        return 5.0 + max(0.0, 14.0 - 1.5 * from_top)
    return max(0.0, 8.0 - 1.7 * from_top)


def play_cost(play, hand_faces: dict[int, int], ctx: TrumpContext, cards_left: int) -> float:
    """Power spent by a play from a hand with these face counts: the cards, plus every pair
    (or triple) it breaks. Scaled down on the last tricks, where power has little use left."""
    cost = sum(card_cost(c, ctx) for c in play)
    taken: dict[int, int] = {}
    trump_of: dict[int, bool] = {}
    for c in play:
        f = FACE[c]
        taken[f] = taken.get(f, 0) + 1
        trump_of[f] = ctx.suit_class[c] == TRUMP
    for f, n in taken.items():
        have = hand_faces.get(f, 0)
        if have >= 2 and n % 2 == 1 and have - n >= 1 and n < have:
            cost += 5.0 if trump_of[f] else 3.0
    if cards_left <= len(play):
        return 0.0
    return cost


def points_of(cards) -> int:
    return card_points(cards)


def hand_faces(hand) -> dict[int, int]:
    faces: dict[int, int] = {}
    for c in hand:
        faces[FACE[c]] = faces.get(FACE[c], 0) + 1
    return faces
