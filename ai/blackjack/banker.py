"""The banker's hit-or-stand decision, from what the banker can see.

The banker knows his own two cards (and any he drew), every 闲家's face-up cards,
which hands busted (their cards were turned up) or hold BlackJack (shown at once),
and the stakes. Each 闲家 hand still standing has one unknown hole card; its
distribution is the unseen cards' composition, conditioned on what the rules
already revealed: the hand did not bust (a bust is turned up) and a two-card
hand of the first deal is not a BlackJack (that too would be shown); the hard
banker also weighs it by how the hand was played (:mod:`reading`). The banker
then maximises his expected gain over the stakes by exact recursion over his own
draws (hit, then decide again), drawing from the unseen composition.
"""
from __future__ import annotations

from engine.blackjack.points import add_points, card_points, total_of_points

from .counting import unseen_counts
from .reading import hole_weights


def hand_distribution(hand, unseen: list[float], up: int | None = None) -> dict[int, float]:
    """Probability of each final total of a 闲家 hand as the banker sees it; with the banker's
    face-up card ``up``, the hole card is also read from how the hand was played
    (:func:`reading.hole_weights`)."""
    known = [card_points(c) for c in hand.cards if c is not None]
    if hand.complete:
        return {total_of_points(known)[0]: 1.0}
    holes = unseen if up is None else hole_weights(hand, up, unseen)
    weights: dict[int, float] = {}
    for c in range(1, 11):
        w = holes[c - 1]
        if w <= 0:
            continue
        points = [c] + known
        total, _ = total_of_points(points)
        if total > 21:
            continue  # a bust would have been turned up
        if len(points) == 2 and not hand.from_split and sorted(points) == [1, 10]:
            continue  # a BlackJack would have been shown at the deal
        weights[total] = weights.get(total, 0.0) + w
    norm = sum(weights.values())
    if norm <= 0:
        total = total_of_points(known)[0]
        return {total: 1.0}
    return {t: w / norm for t, w in weights.items()}


def stand_gain(banker_total: int, hands: list[tuple[int, dict[int, float]]]) -> float:
    """The banker's expected gain standing on ``banker_total`` (a plain total, not BlackJack)."""
    if banker_total > 21:
        return -float(sum(stake for stake, _ in hands))
    gain = 0.0
    for stake, dist in hands:
        for total, p in dist.items():
            if total < banker_total:
                gain += stake * p
            elif total > banker_total:
                gain -= stake * p
    return gain


def should_hit(observation, read_play: bool = False) -> bool:
    """True when hitting gives the banker a higher expected result than standing.

    ``read_play``: weigh each 闲家's hole card by how his hand was played (the hard banker)."""
    obs = observation
    banker = obs.seats[obs.banker].hands[0]
    total, soft = total_of_points(card_points(c) for c in banker.cards if c is not None)
    if total >= 21:
        return False
    unseen = unseen_counts(obs)
    up = card_points(banker.cards[1]) if read_play and len(banker.cards) > 1 else None
    hands = []
    for seat in obs.seats:
        if seat.is_banker:
            continue
        for hand in seat.hands:
            if hand.status in ("bust", "blackjack"):
                continue  # decided already, whatever the banker does
            hands.append((hand.stake, hand_distribution(hand, unseen, up)))
    if not hands:
        return False
    norm = sum(unseen)
    probs = [u / norm for u in unseen] if norm > 0 else [1 / 13] * 9 + [4 / 13]
    memo: dict[tuple[int, bool], float] = {}

    def value(t: int, s: bool) -> float:
        if t >= 21:
            return stand_gain(t, hands)
        key = (t, s)
        if key not in memo:
            hit = 0.0
            for c in range(1, 11):
                if probs[c - 1]:
                    nt, ns = add_points(t, s, c)
                    hit += probs[c - 1] * value(nt, ns)
            memo[key] = max(stand_gain(t, hands), hit)
        return memo[key]

    hit_value = 0.0
    for c in range(1, 11):
        if probs[c - 1]:
            nt, ns = add_points(total, soft, c)
            hit_value += probs[c - 1] * value(nt, ns)
    return hit_value > stand_gain(total, hands)
