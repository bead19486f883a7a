"""Hidden worlds for 吃苍蝇's search bots, with the partner where the seat cannot rule him out.

What a seat does not know here is not only the cards but the partnership: which
seat holds the partner's card, and, for the three others, whether the dealer is
secretly alone (暗独: then he holds the twin himself). A sampled world places
the partner's card first — with the seat the observer knows to hold it, or at
random (weighted by unseen cards) among the seats that still may: never one who
has played that rank without it (the rule would have made him show it), the
dealer only where 暗独 is possible — and deals the rest at random. The world's
partnership then follows from where the card lies, so a world never tells a
seat more than its observation does.
"""
from __future__ import annotations

import random

from ..legal import piles_of
from ..round import Round
from ..sample import deal_unseen, restore_round
from .chicangying import (
    _DECK, ALONE_RULES, DECLARE, NAMED, PARTNER, SEATS, SECRET_ALONE, TEAM_RULES,
    ChicangyingObservation, ChicangyingState, twin_of,
)
from .chicangying_cards import MOVES


def _partner_card(obs: ChicangyingObservation):
    if obs.mode == NAMED:
        return twin_of(obs.named)
    if obs.mode == PARTNER:
        return twin_of(obs.turned)
    return None


def _played_by(obs: ChicangyingObservation, card) -> int | None:
    return next((seat for seat, cards in obs.history if card in cards), None)


def _candidates(obs: ChicangyingObservation, card, known: dict) -> list[int]:
    """Seats that may hold the partner's card when the observer does not know who does."""
    # playing the rank without the card rules a seat out — but not the dealer, who holds the
    # turned card itself (in a 暗独 world he plays one copy and still holds the twin)
    ruled_out = {seat for seat, cards in obs.history
                 if seat != obs.dealer and any(c.rank == card.rank for c in cards)}
    seats = []
    for seat in range(SEATS):
        if seat == obs.seat or seat in ruled_out:
            continue
        if seat == obs.dealer and not (obs.mode == PARTNER and obs.seat != obs.dealer):
            continue  # the dealer holds it only in a 暗独 world, which only the others can imagine
        if obs.card_counts[seat] > len(known.get(seat, ())):
            seats.append(seat)
    return seats


def _known_cards(obs: ChicangyingObservation, rng: random.Random) -> dict[int, set]:
    """Cards whose holder this seat knows, with the partner's card placed (see the module)."""
    played = {c for _, cards in obs.history for c in cards}
    known: dict[int, set] = {obs.dealer: {obs.turned} - played}
    if obs.mode == NAMED:
        known[obs.dealer] |= {twin_of(obs.turned), obs.named} - played
    elif obs.mode == SECRET_ALONE:
        known[obs.dealer] |= {twin_of(obs.turned)} - played
    card = _partner_card(obs)
    if card is None or card in played or card in obs.hand:
        return known
    if obs.partner is not None:
        known.setdefault(obs.partner, set()).add(card)
        return known
    seats = _candidates(obs, card, known)
    weights = [obs.card_counts[s] - len(known.get(s, ())) for s in seats]
    holder = rng.choices(seats, weights)[0]
    known.setdefault(holder, set()).add(card)
    return known


def sample_world(obs: ChicangyingObservation, rng: random.Random) -> ChicangyingState:
    state = ChicangyingState.__new__(ChicangyingState)
    state._setup(dict(obs.options), random.Random(rng.getrandbits(64)), SEATS)
    state._use_order(obs.turned.rank)
    state.hands, _ = deal_unseen(obs, list(_DECK), rng, _known_cards(obs, rng))
    state.turned, state.dealer, state.named = obs.turned, obs.dealer, obs.named
    state.mode, state.revealed = obs.mode, obs.revealed
    state.piles = [piles_of(hand, state.encoding.order) for hand in state.hands]
    packed = [state.encoding.pack(h) for h in state.hands]
    card = _partner_card(obs)
    if card is not None:
        holder = _played_by(obs, card)
        if holder is None:
            holder = next(s for s, hand in enumerate(state.hands) if card in hand)
        if holder == obs.dealer:  # a world in which the dealer is secretly alone
            state.mode = SECRET_ALONE
        else:
            state.partner_card, state.partner = card, holder
    if obs.phase == DECLARE:
        state.round = Round(packed, obs.dealer, MOVES, TEAM_RULES)
        state._turn = obs.dealer
    else:
        rules = TEAM_RULES if state.partner is not None else ALONE_RULES
        rnd = restore_round(obs, packed, MOVES, rules)
        if state.partner is None:
            rnd.teams = tuple(0 if s == obs.dealer else 1 for s in range(SEATS))
        else:
            rnd.teams = tuple(0 if s in (obs.dealer, state.partner) else 1 for s in range(SEATS))
            if card in state.hands[state.partner]:
                state._partner_card_first()
        if obs.result is not None:
            rnd.winner = obs.result.winner
        state.round = rnd
    state.restore_public(obs)
    return state

