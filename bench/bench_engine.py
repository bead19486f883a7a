"""Engine throughput benchmarks (run on purpose, never asserted in tests).

    python -m bench.bench_engine

- random 斗地主 self-play: whole hands per second through :class:`DoudizhuState`,
  bidding and doubling included, each seat picking uniformly from
  ``legal_actions`` as :class:`ai.base.RandomBot` does;
- lead generation: legal leads listed per second (and hands per second) for
  random 17- and 20-card hands, through :func:`engine.climbing.moves.leads`
  with a cold cache (every hand is new), as a search bot's play-outs see it;
- fast play-outs: random hands per second through the packed-count
  :class:`engine.climbing.position.Position` a search bot uses.
"""
from __future__ import annotations

import random
import time

from engine.actions import NextHand
from engine.cards import full_deck
from engine.climbing.moves import MoveGenerator
from engine.climbing.ranks import DOUDIZHU_ORDER
from engine.climbing.tables import DOUDIZHU
from engine.doudizhu import new_state
from engine.game import TABLE

OPTIONS = {"doubling": True, "reverse_spring": False, "match_hands": 0}


def selfplay_hands_per_second(hands: int = 2000, seed: int = 1) -> float:
    """Random self-play through the full state; returns whole hands per second."""
    state = new_state(OPTIONS, random.Random(seed))
    rng = random.Random(seed + 1)
    done = 0
    start = time.perf_counter()
    while done < hands:
        if state.phase == "hand_over":
            state.apply(TABLE, NextHand())
            done += 1
            continue
        seat = state.turn
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
    return hands / (time.perf_counter() - start)


def random_hands(size: int, count: int, seed: int = 2) -> list[int]:
    rng = random.Random(seed)
    deck = full_deck()
    return [DOUDIZHU_ORDER.pack(rng.sample(deck, size)) for _ in range(count)]


def leads_per_second(size: int, count: int = 5000, seed: int = 2) -> tuple[float, float]:
    """(leads listed per second, hands per second) for random hands of ``size`` cards, cold cache."""
    hands = random_hands(size, count, seed)
    generator = MoveGenerator(DOUDIZHU)  # a fresh one: nothing cached
    total = 0
    start = time.perf_counter()
    for hand in hands:
        total += len(generator.leads(hand))
    elapsed = time.perf_counter() - start
    return total / elapsed, count / elapsed


def playouts_per_second(count: int = 3000, seed: int = 3) -> float:
    """Random play-outs of whole hands (landlord 20 cards leads) through the fast Position."""
    from engine.climbing.position import Position

    rng = random.Random(seed)
    deck = full_deck()
    start = time.perf_counter()
    for _ in range(count):
        rng.shuffle(deck)
        hands = [DOUDIZHU_ORDER.pack(deck[:20]), DOUDIZHU_ORDER.pack(deck[20:37]),
                 DOUDIZHU_ORDER.pack(deck[37:])]
        position = Position(hands, 0)
        while position.winner is None:
            moves = position.moves()
            pick = rng.randrange(len(moves) + position.can_pass)
            if pick == len(moves):
                position.pass_turn()
            else:
                position.play(moves[pick])
    return count / (time.perf_counter() - start)


def main() -> None:
    print(f"random self-play (DoudizhuState, bidding included): {selfplay_hands_per_second():,.0f} hands/s")
    for size in (17, 20):
        per_lead, per_hand = leads_per_second(size)
        print(f"leads of random {size}-card hands: {per_lead:,.0f} leads/s ({per_hand:,.0f} hands/s)")
    print(f"fast play-outs (Position, random moves): {playouts_per_second():,.0f} hands/s")


if __name__ == "__main__":
    main()
