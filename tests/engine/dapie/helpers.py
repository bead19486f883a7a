"""Rigged 打撇 positions for the rule tests: chosen hands, kitty and dealer."""
from __future__ import annotations

import random

from engine.actions import Bid, Double, Pass
from engine.cards import Card
from engine.dapie.actions import NameTrump, PutBack
from engine.dapie.position import Position
from engine.dapie.rules import KIND_A, RULES
from engine.dapie.state import DapieState


def cards(text: str) -> list[Card]:
    """``cards("SA SK H5")`` — exact card codes (T = 10)."""
    return [Card.from_code(t) for t in text.split()]


def new_state(variant: str = "dapie", seed: int = 1, **options) -> DapieState:
    return DapieState(options, random.Random(seed), RULES[variant])


def rig(state: DapieState, hands: list[str], kitty: str, dealer: int = 0) -> DapieState:
    """Replace the deal of a state in phase ``bid`` (nobody has bid yet)."""
    assert state.phase == "bid" and not state.auction.bids
    from engine.dapie.bidding import Auction

    state.dealer = dealer
    state.auction = Auction(dealer, state.redeals)
    state.pos = Position(state.ctx, dealer, [cards(h) for h in hands])
    state.kitty = tuple(cards(kitty))
    return state


#: A kind-A deal: seat 0 holds the spade tops; 40 cards in all.
DEAL_A = ["SA SK SQ SJ ST S9 HA HK CA",
          "S8 S7 HQ HJ HT H9 CK CQ CJ",
          "S6 H8 H7 CT C9 C8 DA DK DQ",
          "S5 H6 H5 C7 C6 DJ DT D9 D8"]
KITTY_A = "C5 D7 D6 D5"


def to_play(state: DapieState, declarer: int = 1, contract: int = 60, trump: str = "S",
            put_back: str | None = None, doubles=(False, False, False), answer=None) -> DapieState:
    """Bid so that ``declarer`` (the dealer's next seat is asked first) takes ``contract``, name
    ``trump``, put back (default: the 4 lowest legal cards), answer the 倒s."""
    dealer = state.dealer
    for k in range(1, 5):
        seat = (dealer + k) % 4
        state.apply(seat, Bid(contract) if seat == declarer else Pass())
    state.apply(declarer, NameTrump(trump))
    if put_back is None:
        state.apply(declarer, state.legal_actions(declarer)[0])
    else:
        state.apply(declarer, PutBack(tuple(cards(put_back))))
    for k, yes in enumerate(doubles, start=1):
        state.apply((declarer + k) % 4, Double(yes))
    if answer is not None:
        state.apply(declarer, answer)
    return state


__all__ = ["KIND_A", "cards", "new_state", "rig", "to_play", "DEAL_A", "KITTY_A"]
