"""Helpers for 斗地主 tests: rigged deals, random play, and walking observations."""
from __future__ import annotations

import dataclasses
import random

from engine.actions import Bid, Double, NextHand, Pass
from engine.cards import Card, full_deck
from engine.climbing.variants.doudizhu import DOUDIZHU_ORDER, DoudizhuState, new_state
from engine.game import TABLE
from tests import playing
from tests.notation import Dealer

DEFAULTS = {"doubling": True, "reverse_spring": False, "match_hands": 12}


def fresh(seed=1, **options) -> DoudizhuState:
    return new_state({**DEFAULTS, **options}, random.Random(seed))


def rig(hands, kitty="", face_up_seat=0, seed=1, **options) -> DoudizhuState:
    """A state in the bidding phase whose deal is replaced by these rank texts.

    The hands may be short (a scenario needs only a few cards); the face-up card
    is the first card of ``hands[face_up_seat]``, whose holder bids first.
    """
    state = fresh(seed, **options)
    dealer = Dealer()
    state.hands = [set(dealer.cards(text)) for text in hands]
    state.packed = [DOUDIZHU_ORDER.pack(h) for h in state.hands]
    state.kitty = dealer.cards(kitty)
    state.face_up_seat = face_up_seat
    state.face_up_card = min(state.hands[face_up_seat])
    state.turn = face_up_seat
    return state


def cards_in(state: DoudizhuState, seat: int, text: str) -> tuple[Card, ...]:
    """The physical cards of ``seat`` matching rank tokens (lowest ids first)."""
    from tests.notation import rank_of

    pool = sorted(state.hands[seat], key=lambda c: c.id)
    chosen = []
    for token in text.split():
        rank = rank_of(token)
        card = next(c for c in pool if c.rank == rank and c not in chosen)
        chosen.append(card)
    return tuple(chosen)


def walk_cards(value, found=None) -> set[Card]:
    """Every Card anywhere inside an observation (dataclasses, tuples, dicts …)."""
    if found is None:
        found = set()
    if isinstance(value, Card):
        found.add(value)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            walk_cards(getattr(value, f.name), found)
    elif isinstance(value, dict):
        for k, v in value.items():
            walk_cards(k, found)
            walk_cards(v, found)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for v in value:
            walk_cards(v, found)
    return found


def hidden_from(state: DoudizhuState, seat: int | None) -> set[Card]:
    """Cards a person in ``seat`` must not see: other hands (but the face-up card and a
    shown kitty are public) and a kitty not yet shown."""
    public = {state.face_up_card}
    if state.kitty_shown:
        public |= set(state.kitty)
    hidden = set()
    for other in range(3):
        if other != seat:
            hidden |= state.hands[other]
    if not state.kitty_shown:
        hidden |= set(state.kitty)
    return hidden - public


def all_cards_accounted(state: DoudizhuState) -> bool:
    """54 distinct cards: hands + the kitty if still aside + everything played."""
    played = [c for _, cards in state.history for c in cards]
    pile = [c for h in state.hands for c in h] + played
    if not state.kitty_shown:
        pile += list(state.kitty)
    return len(pile) == 54 and set(pile) == set(full_deck())


def play_random_hand(state: DoudizhuState, rng: random.Random, step=None) -> None:
    """Random legal actions until the hand is over (``step(state)`` after each action)."""
    while state.phase not in ("hand_over", "match_over"):
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
        if step:
            step(state)


def next_hand(state: DoudizhuState) -> None:
    state.apply(TABLE, NextHand())


def landlord_is(state, landlord):
    """Finish the bidding with ``landlord`` bidding 3 and nobody doubling."""
    while state.phase == "bid":
        seat = state.turn
        state.apply(seat, Bid(3) if seat == landlord else Pass())
    while state.phase in ("double", "redouble"):
        state.apply(state.turn, Double(False))
    assert state.phase == "play" and state.turn == landlord


choose = playing.decide
