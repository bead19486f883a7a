"""What is left in the shoe, as far as a seat can tell, and the Hi-Lo count.

Both read only the observation: ``seen`` (face-up cards since the last shuffle,
per point class), the number of decks and the cards left in the shoe.
"""
from __future__ import annotations

from engine.blackjack.points import card_points

#: Hi-Lo tags per point class (index 0 = ace … 9 = ten-values): low cards +1, tens and aces −1.
HI_LO = (-1, 1, 1, 1, 1, 1, 0, 0, 0, -1)


def unseen_counts(observation) -> list[float]:
    """Cards per point class not yet seen face up (own visible hole card removed as well)."""
    decks = observation.decks
    counts = [4.0 * decks] * 9 + [16.0 * decks]
    for i, n in enumerate(observation.seen):
        counts[i] -= n
    # the viewer's own hole cards are known to it but are not in ``seen`` until revealed
    seat = observation.seat
    if seat is not None:
        for hand in observation.seats[seat].hands:
            if hand.cards and hand.cards[0] is not None and not _public_first(observation, seat, hand):
                counts[card_points(hand.cards[0]) - 1] -= 1
    return [max(0.0, c) for c in counts]


def _public_first(observation, seat: int, hand) -> bool:
    """Whether the first card of ``hand`` is already counted in ``seen`` (face up for all)."""
    return hand.from_split or hand.status in ("bust", "blackjack") or (
        observation.phase in ("banker", "hand_over", "match_over") and seat == observation.banker)


def reshuffle_pending(observation) -> bool:
    """Between rounds: the shoe is below a quarter, so the next deal comes from a fresh shoe
    (the table reshuffles before dealing) and the count so far says nothing about it."""
    return observation.phase == "bet" and observation.shoe_left * 4 < 52 * observation.decks


def true_count(observation) -> float:
    """Hi-Lo running count of the cards seen since the shuffle, per deck left in the shoe;
    0 when the next deal comes from a fresh shoe."""
    if reshuffle_pending(observation):
        return 0.0
    running = sum(tag * n for tag, n in zip(HI_LO, observation.seen))
    decks_left = max(0.5, observation.shoe_left / 52)
    return running / decks_left
