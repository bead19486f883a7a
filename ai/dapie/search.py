"""The hard player: decisions measured on worlds sampled from what the seat has seen.

Each world (engine/dapie/sample.py) deals the unseen cards consistently with the
observation; every candidate is played out in the same worlds by the normal rules
(:mod:`.rollout`), so the candidates are compared on equal luck. The score of a
play-out is the game's own: win or lose against the contract (the declarer's view;
a 撇家 takes the opposite), with the points as a small tie-break.

- **play**: every legal card;
- **bid** and **trump**: the declarer's points with each suit as trump, taking the
  sampled kitty and putting back by the normal rule; the bid is the highest step the
  hand made in at least ``BID_CONFIDENCE`` of the worlds;
- **倒**: the declarer's chance of making his contract in the worlds;
- **the declarer's answer**: that chance in the expected payments of :mod:`.choices`.
The search stops at its time budget or its iteration cap, whichever comes first.
"""
from __future__ import annotations

import random
import time
from typing import Sequence

from engine.cards import SUITED_SUITS, Card
from engine.dapie.position import Position
from engine.dapie.sample import sample_world
from engine.dapie.view import DapieObservation

from .estimate import estimate
from .hands import choose_put_back
from .rollout import play_out

BID_CONFIDENCE = 0.7


def _worlds(obs: DapieObservation, rng: random.Random, budget: float, cap: int):
    start = time.perf_counter()
    for i in range(cap):
        if i and time.perf_counter() - start > budget:
            return
        yield sample_world(obs, rng)


def outcome_score(declarer_points: int, contract: int, failed: bool = False) -> float:
    """+1 made, 0 和牌, −1 lost, plus the points / 200 (the declarer's view)."""
    if failed:
        return -1.0
    made = 1.0 if declarer_points > contract or declarer_points == 100 else (0.0 if declarer_points == contract else -1.0)
    return made + declarer_points / 200


def best_card(obs: DapieObservation, legal: Sequence[Card], rng: random.Random, budget: float,
              cap: int) -> Card:
    if len(legal) == 1:
        return legal[0]
    sign = 1.0 if obs.seat == obs.declarer else -1.0
    totals = [0.0] * len(legal)
    for world in _worlds(obs, rng, budget, cap):
        base = world.position()
        for i, card in enumerate(legal):
            pos = base.copy()
            pos.play(card)
            play_out(pos)
            totals[i] += sign * outcome_score(pos.declarer_points(), obs.contract, pos.failed)
    best = max(range(len(legal)), key=lambda i: totals[i])
    return legal[best]


def trump_points(obs: DapieObservation, rng: random.Random, budget: float, cap: int) -> dict:
    """Per suit, the declarer's points in each sampled world (the observer as the would-be declarer)."""
    rules = obs.rules
    seat = obs.seat
    found: dict = {suit: [] for suit in SUITED_SUITS}
    for world in _worlds(obs, rng, budget, cap):
        hands = [list(h) for h in world.pos.hands]
        kitty = list(world.kitty)
        for suit in SUITED_SUITS:
            full = hands[seat] + kitty
            back = choose_put_back(full, suit, rules, lambda rest, t: estimate(rest, t, rules, "play"))
            rest = [c for c in full if c not in back]
            seat_hands = [rest if s == seat else hands[s] for s in range(4)]
            pos = Position(rules.context(suit), seat, seat_hands)
            found[suit].append(play_out(pos).declarer_points())
    return found


def bid_from(points: Sequence[int]) -> float:
    """The highest contract the hand made in ``BID_CONFIDENCE`` of the worlds (a bid of it wins
    when the points are above it)."""
    ordered = sorted(points)
    index = int((1 - BID_CONFIDENCE) * len(ordered))
    return ordered[min(index, len(ordered) - 1)] - 5


def making_chance(obs: DapieObservation, rng: random.Random, budget: float, cap: int) -> float:
    """The declarer's chance of making his contract, over worlds played out from now."""
    made = total = 0
    for world in _worlds(obs, rng, budget, cap):
        pos = play_out(world.position())
        total += 1
        points = pos.declarer_points()
        made += (not pos.failed) and (points > obs.contract or points == 100)
    return made / total if total else 0.5

