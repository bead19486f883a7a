"""Helpers for the 21点 engine tests: a state with the next cards of the shoe chosen by the test."""
from __future__ import annotations

import random

from engine.blackjack import SPEC, Bet
from engine.cards import Card


def cards(text: str) -> list[Card]:
    """'SA HK D5' → cards (the same card code may repeat: the shoe has several decks in tests)."""
    return [Card.from_code(code) for code in text.split()]


def new_state(seats: int = 2, seed: int = 1, **options):
    return SPEC.new_state(SPEC.resolved_options(options), random.Random(seed), seats)


def rig(state, text: str) -> None:
    """The shoe deals exactly these cards next, in this order (then whatever was left)."""
    wanted = cards(text)
    state.shoe.cards = [c for c in state.shoe.cards if c not in wanted] + list(reversed(wanted))


def bet_all(state, amount: int = 10) -> None:
    """Every 闲家 bets ``amount`` in turn (the deal follows)."""
    while state.phase == "bet":
        seat = state.to_act()[0]
        state.apply(seat, Bet(amount))


def deal(seats: int, text: str, amount: int = 10, **options):
    """A state in phase play (or later) after the deal of ``text``: hole cards of the 闲家 in turn
    order then the banker's, then their face-up cards in the same order."""
    state = new_state(seats, **options)
    rig(state, text)
    bet_all(state, amount)
    return state
