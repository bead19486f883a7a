"""What a 吃苍蝇 seat knows at its turn — above all, who its partner may be.

The partnership is secret: the partner card (the turned card's twin, or the twin of the
card the dealer named) shows its holder only when played. A seat reasons only from its
observation:

- the partner knows himself (``obs.partner``), and then everyone's side;
- once the partner card is played (``obs.revealed``), everyone knows;
- alone (明独, or 暗独 as the dealer knows it) the dealer plays against three;
- otherwise the dealer's partner is one of the seats not yet ruled out: a seat that played
  cards of the partner card's rank without that card cannot hold it (the rule would have
  made him show it). The dealer cannot know more; each other seat knows it is not the
  partner itself (it would know), so the dealer is its opponent and one of the two others
  its partner.
- softer evidence: beating the dealer's play is what his opponents do, rarely his partner;
  each time a candidate does it, its weight is halved (:data:`BEAT_DEALER_LIKELIHOOD`).

The chances become :attr:`~ai.climbing.teams.TeamView.friendship`; the shared team policy
treats a seat as a friend only when it is quite sure (:data:`~ai.climbing.teams.FRIEND_FROM`).
暗独 is possible but hidden from the others: they play as if there were a partner to find,
as a person at the table would.
"""
from __future__ import annotations

from ai.climbing.teams import TeamView, view_of_round
from engine.climbing.variants.chicangying import (
    HAND_SIZE, NAMED, OPEN_ALONE, PARTNER, SECRET_ALONE, twin_of,
)
from engine.climbing.variants.chicangying_cards import hand_order

from .cards import FULL_DECK

SEATS = 4
#: how much less likely a seat is the dealer's partner each time it beat the dealer's play
BEAT_DEALER_LIKELIHOOD = 0.5


def partner_card(obs):
    """The card whose holder partners the dealer, as this seat knows the mode; None alone."""
    if obs.mode == NAMED and obs.named is not None:
        return twin_of(obs.named)
    if obs.mode == PARTNER and obs.turned is not None:
        return twin_of(obs.turned)
    return None


def alone(obs) -> bool:
    return obs.mode in (OPEN_ALONE, SECRET_ALONE)


def partner_chances(obs) -> list[float]:
    """P(seat is the dealer's partner) for each seat, from this seat's observation."""
    chances = [0.0] * SEATS
    dealer = obs.dealer
    if obs.mode is None or alone(obs):
        return chances
    if obs.partner is not None:
        chances[obs.partner] = 1.0
        return chances
    card = partner_card(obs)
    weights = [0.0 if s in (dealer, obs.seat) else 1.0 for s in range(SEATS)]
    if card is not None:
        for seat, cards in obs.history:
            if cards and card not in cards and any(c.rank == card.rank for c in cards):
                weights[seat] = 0.0
    for seat in beaters_of(obs.history, dealer):
        weights[seat] *= BEAT_DEALER_LIKELIHOOD
    total = sum(weights)
    if total <= 0:  # every seat ruled out: only 暗独 is left (the others cannot tell)
        return chances
    return [w / total for w in weights]


def beaters_of(history, dealer: int) -> list[int]:
    """Seats, once per time, that beat a play of the dealer (not a play he went out with)."""
    left = [HAND_SIZE] * SEATS
    found = []
    top = None  # seat of the play to beat in the current round
    passes = 0
    for seat, cards in history:
        if not cards:
            passes += 1
            in_play = sum(1 for n in left if n)
            if top is not None and passes >= in_play - (1 if left[top] else 0):
                top, passes = None, 0
            continue
        if top == dealer and seat != dealer and left[dealer]:
            found.append(seat)
        left[seat] -= len(cards)
        top, passes = seat, 0
    return found


def friendship_of(obs) -> list[float]:
    """The chance that each seat plays on this seat's side."""
    me, dealer = obs.seat, obs.dealer
    if alone(obs):
        if me == dealer:
            return [1.0 if s == me else 0.0 for s in range(SEATS)]
        return [0.0 if s == dealer else 1.0 for s in range(SEATS)]
    chances = partner_chances(obs)
    if me == dealer:
        found = chances
    elif obs.partner == me:
        found = [1.0 if s == dealer else 0.0 for s in range(SEATS)]
    else:
        found = [0.0 if s == dealer else 1.0 - chances[s] for s in range(SEATS)]
    found[me] = 1.0
    return found


def view_of_observation(obs) -> TeamView:
    pack = hand_order(obs.turned.rank).pack
    hand = pack(obs.hand)
    played = 0
    for _, cards in obs.history:
        if cards:
            played += pack(cards)
    return TeamView(obs.seat, hand, obs.card_counts, obs.lead, obs.lead_seat,
                    FULL_DECK - hand - played, obs.out, friendship_of(obs), "next", alone(obs))


def view_of_position(position) -> TeamView:
    """The view of the seat to act in a search play-out (every hand and side known)."""
    return view_of_round(position, "next")
