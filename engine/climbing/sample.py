"""Hidden worlds for search bots: a full climbing state consistent with one seat's observation.

A search bot deals the cards it has not seen at random to the seats that hide
them (in their counts), keeps every public fact, and plays on the result. The
round's public facts — who leads, what is to beat, passes in a row, who has
played how often, who is out — are the same for every climbing game and are
rebuilt here from the observation's history; a game adds what only it knows
(斗地主's kitty and 明牌 stay with the seat known to hold them).
"""
from __future__ import annotations

import random
from typing import Callable

from ..cards import Card
from .round import Round
from .view import ClimbingObservation


def deal_unseen(obs: ClimbingObservation, deck: list[Card], rng: random.Random,
                known: dict[int, set[Card]] | None = None) -> tuple[list[set[Card]], list[Card]]:
    """Every seat's hand: the observer's own, ``known`` cards where they are known to be, and the
    cards the observer has not seen dealt at random to the other seats in their counts; with the
    unseen cards left over (斗地主's hidden kitty), in their random order."""
    seats = len(obs.card_counts)
    hands: list[set[Card]] = [set() for _ in range(seats)]
    if obs.seat is not None:
        hands[obs.seat] = set(obs.hand)
    played = {card for _, cards in obs.history for card in cards}
    for seat, cards in (known or {}).items():
        if seat != obs.seat:
            hands[seat].update(c for c in cards if c not in played)
    placed = set().union(*hands) | played
    unseen = [c for c in deck if c not in placed]
    rng.shuffle(unseen)
    for seat in range(seats):
        missing = obs.card_counts[seat] - len(hands[seat])
        hands[seat].update(unseen[:missing])
        del unseen[:missing]
    return hands, unseen


def restore_round(obs: ClimbingObservation, hands: list[int], source, rules,
                  is_bomb: Callable[[tuple[Card, ...]], str | None] = lambda cards: None) -> Round:
    """The round of the hand in play as the observation shows it, on these packed hands.

    ``is_bomb(cards)`` names the bomb kind of a past play ("bomb", "rocket" …) or None,
    so the sampled round counts the bombs that double a game's stakes.
    """
    to_act = obs.to_act[0] if obs.to_act else 0
    trailing = 0
    for _, cards in reversed(obs.round_plays):
        if cards:
            break
        trailing += 1
    plays = [0] * len(hands)
    bombs = rockets = 0
    for seat, cards in obs.history:
        if cards:
            plays[seat] += 1
            kind = is_bomb(cards)
            if kind == "rocket":
                rockets += 1
            elif kind is not None:
                bombs += 1
    lead_seat = obs.lead_seat if obs.lead is not None else to_act
    return Round(hands, to_act, source, rules, lead=obs.lead, lead_seat=lead_seat, passes=trailing,
                 plays=plays, bombs=bombs, rockets=rockets, out=obs.out)
