"""A declarer's hand as numbers, and the put-back that keeps it strongest.

:func:`features` describes a hand for one trump suit in the terms the estimate
(:mod:`.estimate`) weighs; :func:`choose_put_back` picks the 4 cards to put back:
never a point card (the engine refuses them), trumps only when nothing else is left,
side-suit voids where a short suit can be emptied, and otherwise the lowest side
cards — each candidate judged by the estimate of the hand it leaves.
"""
from __future__ import annotations

from itertools import combinations
from typing import Iterable, Sequence

from engine.cards import SUITED_SUITS, Card, Suit
from engine.dapie.kitty import forced_points, may_put_back
from engine.dapie.rules import KITTY, DapieRules
from engine.tricks.points import POINTS

FEATURES = ("one", "trumps", "top_trumps", "trump_strength", "trump_points", "side_tops",
            "side_seconds", "side_voids", "side_singletons", "side_points")


def features(hand: Iterable[Card], trump: Suit, rules: DapieRules) -> tuple[float, ...]:
    ranks = rules.ranks
    top = len(ranks)
    by_suit: dict[Suit, list[int]] = {s: [] for s in SUITED_SUITS}
    for card in hand:
        by_suit[card.suit].append(ranks.index(card.rank) + 1)
    trumps = by_suit[trump]
    side = [s for s in SUITED_SUITS if s != trump]
    side_points = sum(POINTS.get(ranks[i - 1], 0) for s in side for i in by_suit[s]) / 10
    trump_points = sum(POINTS.get(ranks[i - 1], 0) for i in trumps) / 10
    return (1.0, float(len(trumps)), float(sum(1 for i in trumps if i > top - 3)),
            sum(trumps) / top, trump_points,
            float(sum(1 for s in side if top in by_suit[s])),
            float(sum(1 for s in side if top - 1 in by_suit[s])),
            float(sum(1 for s in side if not by_suit[s])),
            float(sum(1 for s in side if len(by_suit[s]) == 1)),
            side_points)


def put_back_candidates(hand: Sequence[Card], trump: Suit) -> list[tuple[Card, ...]]:
    """The put-backs worth judging: side cards that are no point cards (trumps too when fewer than 4)."""
    forced = forced_points(hand)
    free = [c for c in hand if may_put_back(c)]
    if forced:
        return [tuple(free) + forced]
    side = [c for c in free if c.suit != trump]
    pool = side if len(side) >= KITTY else side + sorted((c for c in free if c.suit == trump),
                                                         key=lambda c: c.rank)[:KITTY - len(side)]
    return [tuple(c) for c in combinations(pool, KITTY)]


def choose_put_back(hand: Sequence[Card], trump: Suit, rules: DapieRules, value) -> tuple[Card, ...]:
    """The candidate leaving the hand ``value(cards, trump)`` rates highest (ties: lowest cards)."""
    best, best_score = None, None
    for cards in put_back_candidates(hand, trump):
        rest = [c for c in hand if c not in cards]
        score = (value(rest, trump), -sum(c.rank for c in cards))
        if best_score is None or score > best_score:
            best, best_score = cards, score
    return best


def defender_view(hand: Iterable[Card], trump: Suit, rules: DapieRules) -> tuple:
    """What a 撇家's own cards say against the declarer's trump: (trumps, top trumps, trump
    points / 10, side-suit top cards, all his points / 10) — the first five of
    :func:`ai.dapie.bidding.defence_features`."""
    ranks = rules.ranks
    cards = list(hand)
    trumps = [c for c in cards if c.suit == trump]
    return (len(trumps), sum(1 for c in trumps if c.rank in ranks[-3:]),
            sum(POINTS.get(c.rank, 0) for c in trumps) / 10,
            sum(1 for c in cards if c.suit != trump and c.rank == ranks[-1]),
            sum(POINTS.get(c.rank, 0) for c in cards) / 10)
