"""升级 engine throughput benchmarks (run on purpose, never asserted in tests).

    nice python -m bench.bench_shengji [--hands N]

- random self-play: whole hands per second through :class:`ShengjiState` for one,
  two and three decks — the deal card by card (each seat that may declare picks
  uniformly among "not now" and its declarations, as :class:`ai.base.RandomBot`
  would), burying, and every trick with a uniform pick from ``legal_actions``;
  wall-clock and CPU time are both printed (the machine is shared);
- follow validations: :func:`engine.shengji.follow.check_follow` calls per second on
  random two-deck hands against random leads (singles, pairs, tractors, throws).
"""
from __future__ import annotations

import argparse
import random
import time

from engine.actions import NextHand
from engine.cards import Suit
from engine.errors import RuleError
from engine.game import TABLE
from engine.shengji.follow import check_follow, lead_options, legal_follows, read_lead, unit_lead
from engine.shengji.state import ShengjiState
from engine.shengji.trump import ALL_CARDS, context


def selfplay(decks: int, hands: int, seed: int = 1) -> tuple[float, float]:
    """(hands per wall second, hands per CPU second) of random self-play."""
    rng = random.Random(seed)
    state = ShengjiState({}, random.Random(seed), decks)
    done = 0
    wall, cpu = time.perf_counter(), time.process_time()
    while done < hands:
        phase = state.phase
        if phase == "match_over":
            state = ShengjiState({}, random.Random(rng.randrange(10**9)), decks)
        elif phase == "hand_over":
            state.apply(TABLE, NextHand())
        elif phase == "deal":
            for seat in state.to_act():
                legal = state.legal_actions(seat)
                state.apply(seat, legal[rng.randrange(len(legal))])
                if seat != TABLE:
                    break  # declaring changes who may still declare: ask again
        else:
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
            if state.phase in ("hand_over", "match_over"):
                done += 1
    return hands / (time.perf_counter() - wall), hands / (time.process_time() - cpu)


def follow_validations(count: int = 20000, seed: int = 2) -> float:
    """check_follow calls per second: random 25-card hands against random legal leads."""
    rng = random.Random(seed)
    deck = [c for c in ALL_CARDS if c.deck < 2]
    cases = []
    while len(cases) < count:
        rng.shuffle(deck)
        ctx = context(rng.randrange(2, 15),
                      rng.choice([None, Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS]))
        leader, follower = deck[:25], deck[25:50]
        options = [unit_lead(c, info) if info else read_lead(c, ctx, 2)
                   for c, info in lead_options(leader, ctx, 2)]
        lead = rng.choice(options)
        plays = legal_follows(follower, lead, ctx, 20)
        wrong = tuple(rng.sample(follower, lead.size))
        for play in plays[:3] + [wrong]:
            cases.append((play, follower, lead, ctx))
    start = time.perf_counter()
    for play, hand, lead, ctx in cases:
        try:
            check_follow(play, hand, lead, ctx)
        except RuleError:
            pass
    return len(cases) / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300, help="hands per deck count")
    args = parser.parse_args()
    for decks in (1, 2, 3):
        wall, cpu = selfplay(decks, args.hands)
        print(f"shengji-{decks} random self-play: {wall:7.1f} hands/s wall, {cpu:7.1f} hands/s CPU")
    print(f"follow validations: {follow_validations():,.0f} /s")


if __name__ == "__main__":
    main()
