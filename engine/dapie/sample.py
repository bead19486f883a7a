"""Worlds for search bots: a full state consistent with one seat's observation.

What the seat knows stays as it is (its hand, every played card, the shown put-back
cards, after a 摆撇 every hand, and for the declarer the kitty); the unseen cards are
dealt at random to the other hands in their counts and to the kitty's unseen places,
respecting what the play has shown: a seat void in a suit class gets none of it, and
a put-back card that is not shown can be no trump, no A and no point card (those are
shown). Nothing is sampled once the hand is over (ValueError).
"""
from __future__ import annotations

import random
from typing import Callable, Sequence

from ..cards import Card
from .bidding import Auction
from .kitty import is_shown
from .position import Position
from .rules import KITTY, RULES, SEATS
from .state import DapieState
from .view import DapieObservation

KITTY_PLACE = SEATS  # the destination index of the kitty's unseen places


def sample_world(obs: DapieObservation, rng: random.Random) -> DapieState:
    if obs.phase in ("hand_over", "match_over"):
        raise ValueError("nothing to sample once the hand is over")
    rules = obs.rules
    ctx = rules.context(obs.trump_suit)
    seat = obs.seat
    hands: list[list[Card]] = [[] for _ in range(SEATS)]
    known: set[Card] = set()
    if obs.laid_down:
        hands = [list(h) for h in obs.open_hands]
        for h in hands:
            known.update(h)
    elif seat is not None:
        hands[seat] = list(obs.hand)
        known.update(obs.hand)
    played = [c for _, p in obs.trick for c in p] + [c for t in obs.tricks for _, p in t.plays for c in p]
    known.update(played)
    after_put_back = obs.phase in ("double", "answer", "play")
    kitty_known: list[Card] = []
    if after_put_back:  # the declarer knows all he put back, the others what is shown
        kitty_known = list(obs.put_back) if obs.put_back else list(obs.shown_put_back)
        known.update(kitty_known)
    unseen = [c for c in rules.deck if c not in known]
    need = [0] * (SEATS + 1)
    if not obs.laid_down:
        for s in range(SEATS):
            if s != seat:
                need[s] = obs.card_counts[s] - len(hands[s])
    kitty_size = KITTY if obs.phase in ("bid", "trump") or after_put_back else 0
    need[KITTY_PLACE] = kitty_size - len(kitty_known)
    hidden_kitty = after_put_back

    def allowed(card: Card, place: int) -> bool:
        if place == KITTY_PLACE:
            return not (hidden_kitty and is_shown(card, ctx))
        return ctx.suit_class[card] not in obs.voids[place]

    if sum(need) != len(unseen):
        raise ValueError("the observation's counts do not add up")
    placed = _deal(unseen, need, allowed, rng)
    for place, cards in enumerate(placed[:SEATS]):
        hands[place].extend(cards)
    kitty = tuple(sorted(kitty_known + placed[KITTY_PLACE]))
    return _build(obs, hands, kitty, rng)


def _deal(cards: Sequence[Card], need: list[int], allowed: Callable[[Card, int], bool],
          rng: random.Random) -> list[list[Card]]:
    """Cards to places in the needed counts, each where ``allowed``: random greedy tries
    (most constrained card first), then an exact matching when those keep failing."""
    places = [p for p, n in enumerate(need) if n]
    options = {c: [p for p in places if allowed(c, p)] for c in cards}
    for _ in range(50):
        order = list(cards)
        rng.shuffle(order)
        order.sort(key=lambda c: len(options[c]))
        left = list(need)
        out: list[list[Card]] = [[] for _ in need]
        for card in order:
            free = [p for p in options[card] if left[p]]
            if not free:
                break
            place = rng.choices(free, weights=[left[p] for p in free])[0]
            left[place] -= 1
            out[place].append(card)
        else:
            return out
    return _matching(cards, need, options, rng)


def _matching(cards, need, options, rng) -> list[list[Card]]:
    slots = [p for p, n in enumerate(need) for _ in range(n)]
    rng.shuffle(slots)
    owner: dict[int, Card] = {}

    def place(card, seen) -> bool:
        for i, p in enumerate(slots):
            if p in options[card] and i not in seen:
                seen.add(i)
                if i not in owner or place(owner[i], seen):
                    owner[i] = card
                    return True
        return False

    for card in cards:
        if not place(card, set()):
            raise ValueError("no world fits the observation")
    out: list[list[Card]] = [[] for _ in need]
    for i, card in owner.items():
        out[slots[i]].append(card)
    return out


def _build(obs: DapieObservation, hands: list[list[Card]], kitty: tuple[Card, ...],
           rng: random.Random) -> DapieState:
    rules = RULES[obs.variant]
    state = DapieState.__new__(DapieState)
    state.rules = rules
    state.options = dict(obs.options)
    state.rng = random.Random(rng.random())
    state.totals = list(obs.scores)
    state.hand_no, state.deal_no, state.redeals, state.dealer = obs.hand_no, obs.deal_no, obs.redeals, obs.dealer
    state.initial_events = []
    state.ctx = rules.context(obs.trump_suit)
    state.auction = Auction(obs.dealer, obs.redeals, obs.bids)
    state.declarer, state.contract, state.trump = obs.declarer, obs.contract, obs.trump_suit
    after_put_back = obs.phase in ("double", "answer", "play")
    state.kitty = kitty if obs.phase in ("bid", "trump") or after_put_back else ()
    state.put_back_cards = kitty if after_put_back else None
    state.kitty_taken = obs.kitty_taken or (kitty if after_put_back else ())
    state.doubled = list(obs.doubled)
    first = (obs.declarer if obs.declarer is not None else obs.dealer)
    state.double_order = [(first + k) % SEATS for k in range(1, SEATS) if obs.doubled[(first + k) % SEATS]]
    state.answer = obs.answer
    state.asking = obs.to_act[0] if obs.phase == "double" else None
    state.tricks = list(obs.tricks)
    state.result = None
    state._phase = obs.phase
    pos = Position(state.ctx, first, hands, obs.laid_down)
    if obs.phase == "play":
        pos.turn = obs.to_act[0]
        pos.leader = obs.leader
    pos.trick = obs.trick_cards()
    pos.points = list(obs.points)
    pos.voids = [set(v) for v in obs.voids]
    pos.tricks_played = len(obs.tricks)
    state.pos = pos
    return state
