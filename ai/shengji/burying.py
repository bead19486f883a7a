"""What the dealer buries (扣底).

Buried cards are lost to play but come back as the kitty bonus to the attackers
if they win the last trick. So the dealer keeps trumps, pairs and tractors and
aces, and prefers to empty whole short side suits (a void lets them ruff later).
Point cards go down only when the hand is strong enough in trumps to win the
last trick (the bury is "safe"); otherwise they are kept or, failing that, the
lowest points are chosen.
"""
from __future__ import annotations

from itertools import combinations

from engine.cards import ACE, KING, Card, Suit
from engine.shengji.trick import POINTS
from engine.shengji.trump import FACE, TRUMP, TrumpContext

from ai.reason import Reason

#: What emptying one side suit is worth, in the same units as :func:`keep_value`.
VOID_BONUS = 15.0


def keep_value(card: Card, ctx: TrumpContext, twins: int, safe_points: bool) -> float:
    """How much the dealer loses by burying this card (higher = keep)."""
    if ctx.suit_class[card] == TRUMP:
        return 100.0 + ctx.order[card]
    value = float(ctx.order[card])
    if card.rank == ACE:
        value += 12
    elif card.rank == KING:
        value += 5
    if twins >= 2:
        value += 14
    points = POINTS.get(card.rank, 0) if not card.is_joker else 0
    if points:
        value += points * (0.3 if safe_points else 1.5)
    return value


def choose_bury(hand, ctx: TrumpContext, count: int) -> tuple[Card, ...]:
    """``count`` cards of ``hand`` to bury."""
    return _bury_plan(hand, ctx, count)[0]


def bury_with_reason(hand, ctx: TrumpContext, count: int) -> tuple[tuple[Card, ...], Reason]:
    """The bury of :func:`choose_bury` and why, from the plan that won: the side suits it
    empties (a void to ruff with), the points it dares to bury (trumps strong enough to keep
    the kitty) or has to, trumps buried (nothing else left to give), else low cards."""
    chosen, voids, safe_points = _bury_plan(hand, ctx, count)
    if voids:
        return chosen, Reason.of("sj.bury_void", suit="".join(Suit(s).symbol for s in voids))
    cls = ctx.suit_class
    trumps = sum(1 for c in chosen if cls[c] == TRUMP)
    if trumps:
        return chosen, Reason.of("sj.bury_trumps", count=trumps)
    points = sum(POINTS.get(c.rank, 0) for c in chosen if not c.is_joker)
    if points:
        return chosen, Reason.of("sj.bury_points_safe" if safe_points else "sj.bury_points_forced", points=points)
    return chosen, Reason.of("sj.bury_low")


def _bury_plan(hand, ctx: TrumpContext, count: int) -> tuple[tuple[Card, ...], tuple[str, ...], bool]:
    """(the cards, the side suits they empty, whether points may go down safely)."""
    hand = list(hand)
    cls = ctx.suit_class
    faces: dict[int, int] = {}
    for card in hand:
        faces[FACE[card]] = faces.get(FACE[card], 0) + 1
    trumps = sum(1 for c in hand if cls[c] == TRUMP)
    high_trumps = sum(1 for c in hand if cls[c] == TRUMP and ctx.order[c] >= _high_bar(ctx))
    safe_points = trumps * 2.2 >= len(hand) and high_trumps >= 3
    value = {c: keep_value(c, ctx, faces[FACE[c]], safe_points) for c in hand}
    by_suit: dict[str, list[Card]] = {}
    for card in hand:
        if cls[card] != TRUMP:
            by_suit.setdefault(cls[card], []).append(card)
    best, best_cost, best_voids = None, None, ()
    suits = sorted(by_suit)
    for k in range(len(suits) + 1):
        for group in combinations(suits, k):
            emptied = [c for s in group for c in by_suit[s]]
            if len(emptied) > count:
                continue
            rest = sorted((c for c in hand if c not in set(emptied)), key=lambda c: (value[c], ctx.sort_key[c]))
            chosen = emptied + rest[:count - len(emptied)]
            cost = sum(value[c] for c in chosen) - VOID_BONUS * len(group)
            extra = tuple(s for s in suits if s not in group and all(c in chosen for c in by_suit[s]))
            cost -= VOID_BONUS * len(extra)
            if best_cost is None or cost < best_cost:
                best, best_cost, best_voids = chosen, cost, tuple(sorted(group + extra))
    return tuple(best), best_voids, safe_points


def _high_bar(ctx: TrumpContext) -> int:
    """The order from which a trump counts as strong (level cards and jokers)."""
    top = max(ctx.order[c] for c, k in ctx.suit_class.items() if k == TRUMP)
    return top - 3
