"""Compact card notation for the 升级 tests.

``cards("H9 H9 H8 H8 BJ RJ")``: card codes (S H C D + 2…10/T J Q K A, BJ 小王, RJ 大王);
a repeated code is the same card from the next deck. A :class:`Table` hands out
cards for several hands without repeating a physical card. :func:`rig` builds a
state in phase play (or bury) with chosen hands, trump and dealer.
"""
from __future__ import annotations

import random

from engine.cards import Card, Suit
from engine.shengji.state import ShengjiState
from engine.shengji.trump import context


class Table:
    """Deals physical cards for codes: each repeat of a code takes the next deck."""

    def __init__(self) -> None:
        self.used: dict[tuple[int, Suit], int] = {}

    def cards(self, text: str) -> tuple[Card, ...]:
        out = []
        for token in text.split():
            card = Card.from_code(token)
            key = (card.rank, card.suit)
            deck = self.used.get(key, 0)
            self.used[key] = deck + 1
            out.append(Card(card.rank, card.suit, deck))
        return tuple(out)


def cards(text: str) -> tuple[Card, ...]:
    return Table().cards(text)


def ctx(level: int, trump: str | None, twos: bool = False):
    return context(level, Suit(trump) if trump else None, twos)


def rig(hands: list[str], *, decks: int = 2, level: int = 2, trump: str | None = "S",
        dealer: int = 0, leader: int | None = None, kitty: str = "", phase: str = "play",
        levels=(2, 2), **options) -> ShengjiState:
    """A state mid-hand: the given hands (codes), trump fixed, ``leader`` to lead."""
    state = ShengjiState.__new__(ShengjiState)
    state._setup(options, random.Random(7), decks)
    state.levels = list(levels)
    state.levels[dealer % 2] = level
    state.dealer = dealer
    state.hand_no = 1
    state._reset_hand()
    state.initial_events = []
    table = Table()
    state.hands = [set(table.cards(h)) for h in hands]
    state.kitty = table.cards(kitty)
    state.ctx = ctx(level, trump, bool(options.get("twos_trump", False)))
    state.trump_fixed = True
    state.dealt = 4 * state.hand_size
    state._phase = phase
    state.turn = state.leader = dealer if leader is None else leader
    return state


def random_step(state: ShengjiState, rng: random.Random, declare_chance: float = 0.1):
    """Apply one random legal action as a random bot would; returns (seat, action, events)."""
    from engine.actions import Pass
    from engine.game import TABLE

    phase = state.phase
    if phase == "deal" and state.reviewing:
        seat = state.review_seat
        legal = state.legal_actions(seat)
        options = [a for a in legal if not isinstance(a, Pass)]
        action = options[rng.randrange(len(options))] if options and rng.random() < 3 * declare_chance else Pass()
        return seat, action, state.apply(seat, action)
    if phase == "deal":
        for seat in state.to_act():
            if seat == TABLE:
                break
            options = [a for a in state.legal_actions(seat) if not isinstance(a, Pass)]
            if options and rng.random() < declare_chance:
                action = options[rng.randrange(len(options))]
                return seat, action, state.apply(seat, action)
        seat = TABLE
    elif phase == "hand_over":
        seat = TABLE
    else:
        seat = state.to_act()[0]
    legal = state.legal_actions(seat)
    action = legal[rng.randrange(len(legal))]
    return seat, action, state.apply(seat, action)


def state_in_play(seed: int, decks: int = 2, tricks: int = 3, **options) -> ShengjiState:
    """A real random hand, stopped in phase play after ``tricks`` finished tricks plus one play."""
    rng = random.Random(seed)
    state = ShengjiState(options, random.Random(seed), decks)
    while not (state.phase == "play" and len(state.tricks) >= tricks and len(state.trick) == 1):
        random_step(state, rng)
        if state.phase == "hand_over":
            state = ShengjiState(options, random.Random(rng.random()), decks)
    return state
