"""Hidden-world sampler for search bots: a full state consistent with one observation.

The observer's own hand stays; every card the observer has not seen is dealt to
the other seats in their counts (and to the buried kitty when the observer did not
bury it), respecting what the table has shown: a seat known void in a suit class
gets none of it, and declared cards and the cards of a failed throw that are not yet
played stay with the seat that showed them (or, for the dealer, in the dealer's hand
or the kitty they buried).
"""
from __future__ import annotations

import random

from ..cards import Card
from .declare import Declaration
from .follow import read_lead
from .levels import SEATS
from .state import ShengjiState
from .trump import ALL_CARDS, context
from .view import ShengjiObservation

KITTY = SEATS  # the kitty as a destination
_TRIES = 200


def sample_world(observation: ShengjiObservation, rng: random.Random) -> ShengjiState:
    """A state for phases ``bury`` and ``play`` that matches ``observation``; raises
    ValueError in other phases (during the deal the trump is not fixed yet)."""
    obs = observation
    if obs.phase not in ("bury", "play"):
        raise ValueError("worlds are sampled once the trump is fixed (phases bury and play)")
    state = ShengjiState.__new__(ShengjiState)
    state._setup(dict(obs.options), random.Random(rng.getrandbits(64)), obs.decks)
    state.levels = list(obs.levels)
    state.dealer = obs.dealer
    state.hand_no = obs.hand_no
    state._reset_hand()
    state.initial_events = []
    ctx = state.ctx = context(obs.level_rank, obs.trump_suit, obs.twos_trump)
    state.trump_fixed = True
    state._phase = obs.phase
    state.dealt = obs.cards_to_deal
    state.declarations = [Declaration(s, c) for s, c in obs.declarations]
    state.standing = Declaration(*obs.standing) if obs.standing else None

    hands, kitty = _deal_hidden(obs, rng, ctx)
    state.hands = hands
    state.kitty = kitty
    state.trick = list(obs.trick)
    state.tricks = list(obs.tricks)
    state.leader = obs.leader
    state.turn = obs.to_act[0] if obs.to_act else None
    if obs.trick:
        state.lead = read_lead(obs.trick[0][1], ctx, obs.decks)
    state.attacker_points = obs.attacker_points
    state.point_cards = list(obs.point_cards)
    state.penalty_points = obs.penalty_points
    state.failed_throws = list(obs.failed_throws)
    state.voids = [set(v) for v in obs.voids]
    return state


def _deal_hidden(obs: ShengjiObservation, rng: random.Random, ctx):
    me = obs.seat
    played = {c for t in obs.tricks for _, cards in t.plays for c in cards}
    played.update(c for _, cards in obs.trick for c in cards)
    hands: list[set[Card]] = [set() for _ in range(SEATS)]
    if me is not None:
        hands[me] = set(obs.hand)
    kitty_known = bool(obs.kitty) and obs.phase == "play"
    kitty = tuple(obs.kitty) if kitty_known else ()
    capacity = [obs.card_counts[s] - len(hands[s]) for s in range(SEATS)]
    capacity.append(0 if kitty_known or obs.phase == "bury" else obs.kitty_size)
    known = set(hands[me]) if me is not None else set()
    known.update(kitty)
    unseen = [c for c in ALL_CARDS if c.deck < obs.decks and c not in played and c not in known]
    shown: dict[Card, int] = {}
    for seat, cards in obs.declarations:
        for card in cards:
            shown[card] = seat
    for seat, tried, forced in obs.failed_throws:  # taken back into the thrower's hand
        for card in tried:
            shown[card] = seat
    allowed: dict[Card, list[int]] = {}
    cls = ctx.suit_class
    for card in unseen:
        if card in shown and shown[card] != me:
            holder = shown[card]
            dests = [holder, KITTY] if holder == obs.dealer else [holder]
        else:
            dests = [d for d in range(SEATS + 1) if d != me]
        allowed[card] = [d for d in dests if d == KITTY or cls[card] not in obs.voids[d]]
    for attempt in range(_TRIES + 1):
        strict = attempt < _TRIES
        result = _try_assign(unseen, allowed if strict else None, capacity, me, rng)
        if result is not None:
            break
    else:  # pragma: no cover - the relaxed attempt always fits the counts
        raise ValueError("no world fits this observation")
    for card, dest in result.items():
        if dest == KITTY:
            kitty += (card,)
        else:
            hands[dest].add(card)
    if obs.phase == "bury" and obs.dealer is not None:
        # the dealer holds the kitty now: the dealer knows which cards it was; for anyone
        # else which of the dealer's cards came from it does not matter
        lowest = tuple(sorted(hands[obs.dealer], key=ctx.sort_key.__getitem__))
        kitty = tuple(obs.kitty) or lowest[:obs.kitty_size]
    return hands, tuple(kitty)


def _try_assign(unseen, allowed, capacity, me, rng):
    left = list(capacity)
    cards = list(unseen)
    rng.shuffle(cards)
    if allowed is not None:
        cards.sort(key=lambda c: len(allowed[c]))
    result = {}
    for card in cards:
        dests = allowed[card] if allowed is not None else [d for d in range(SEATS + 1) if d != me]
        open_ = [d for d in dests if left[d] > 0]
        if not open_:
            return None
        total = sum(left[d] for d in open_)
        pick = rng.randrange(total)
        for d in open_:
            pick -= left[d]
            if pick < 0:
                break
        left[d] -= 1
        result[card] = d
    return result


def redeal_others(state: ShengjiState, seat: int, rng: random.Random) -> ShengjiState:
    """During the deal: a copy of ``state`` in which every card ``seat`` has not seen — the other
    seats' hands (less the cards they declared) and the cards still to deal — is dealt again at
    random into the same places. Nothing ``seat`` sees or may do should change (the leak check
    of ``tools.soak``); raises ValueError after the deal (see :func:`sample_world` then)."""
    if state.phase != "deal":
        raise ValueError("redeal_others serves the deal; sample_world the later phases")
    twin = state.clone()
    shown = {c for d in twin.declarations for c in d.cards}
    places: list[tuple[str, int]] = []
    hidden: list[Card] = []
    for other in range(SEATS):
        if other == seat:
            continue
        for card in sorted(twin.hands[other], key=repr):
            if card not in shown:
                places.append(("hand", other))
                hidden.append(card)
                twin.hands[other].discard(card)
    for i in range(twin.dealt, len(twin.deck)):
        if twin.deck[i] not in shown:
            places.append(("deck", i))
            hidden.append(twin.deck[i])
    rng.shuffle(hidden)
    for (where, at), card in zip(places, hidden):
        if where == "hand":
            twin.hands[at].add(card)
        else:
            twin.deck[at] = card
    twin.showable = [sum(1 for c in hand if c.rank == twin.level_rank or c.rank > 14)
                     for hand in twin.hands]
    twin._offers = [None] * SEATS
    twin._indexes = [None] * SEATS
    return twin
