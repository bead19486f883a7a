"""What the benchmarks of the two-against-two climbing games share (双扣, 吃苍蝇).

A :class:`Game` says how to make a hand's state and its bots by level, and which seats
form "the side" a level plays for in a hand (双扣: the fixed team; 吃苍蝇: the dealer's side
or the other one, known only once the dealer has chosen). The parts:

- **engine**: random players through the full state (observe, legal list, apply).
- **latency**: seconds per decision of a level in one seat, the others normal.
- **side**: a level's side against another level's side, the sides swapped every deal
  (even seeds one, odd seeds the other), the score per hand of the tested side (the sum
  of its seats' gains) and the share of hands it won (gained > 0; 平扣 is nobody's).
- **hard**: paired deals. Each deal is played twice, with hard and with normal players in
  the tested seats, the others normal both times; the mean of the per-deal differences ±
  its standard error says by how much hard beats normal, the luck of the deal taken out.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Callable, Sequence

from ai.base import RandomBot
from bench.common import HardSettings, mean_and_error, percentiles

SEATS = 4
PLAY = "play"


@dataclass(frozen=True)
class Game:
    """``new_state(seed)``; ``make_level(level, settings)``; ``sides(state)``: the two sides
    once the play has begun, as tuples of seats (the dealer's side first where it has one)."""

    name: str
    new_state: Callable[[int], object]
    make_level: Callable
    sides: Callable[[object], tuple[tuple[int, ...], tuple[int, ...]]]


@dataclass
class HandOutcome:
    deltas: tuple[int, ...]
    decisions: int
    times: dict[int, list[float]] = field(default_factory=dict)
    sides: tuple = ()


def play_hand(game: Game, seed: int, choose_bots: Callable) -> HandOutcome:
    """One hand; ``choose_bots(state)`` → four bots, asked again once the play begins (the
    sides of 吃苍蝇 are known only then; a bot kept across the call keeps its seat)."""
    state = game.new_state(seed)
    rng = random.Random(seed * 7919 + 1)
    times: dict[int, list[float]] = {seat: [] for seat in range(SEATS)}
    decisions = 0
    bots = choose_bots(state)
    began = state.phase == PLAY
    while state.phase not in ("hand_over", "match_over"):
        if not began and state.phase == PLAY:
            bots, began = choose_bots(state), True
        seat = state.to_act()[0]
        observation = state.observe(seat)
        legal = state.legal_actions(seat)
        start = time.perf_counter()
        action = bots[seat].choose(observation, legal, rng)
        times[seat].append(time.perf_counter() - start)
        state.apply(seat, action)
        decisions += 1
    return HandOutcome(tuple(state.result.deltas), decisions, times, game.sides(state))


def engine_speed(game: Game, hands: int, first_seed: int = 50_000) -> str:
    bots = [RandomBot() for _ in range(SEATS)]
    start = time.perf_counter()
    decisions = 0
    for seed in range(first_seed, first_seed + hands):
        decisions += play_hand(game, seed, lambda state: bots).decisions
    seconds = time.perf_counter() - start
    return (f"engine: {hands} random self-play hands in {seconds:.2f} s = {hands / seconds:.0f} hands/s, "
            f"{decisions / seconds:.0f} actions/s ({decisions / hands:.1f} per hand)")


def decision_times(game: Game, level: str, hands: int, first_seed: int,
                   settings: HardSettings) -> list[float]:
    """Seconds per decision of ``level`` in seat ``seed % 4``, the others normal."""
    found: list[float] = []
    for seed in range(first_seed, first_seed + hands):
        seat = seed % SEATS
        bots = [game.make_level(level if s == seat else "normal", settings) for s in range(SEATS)]
        found += play_hand(game, seed, lambda state: bots).times[seat]
    return found


def latency_line(level: str, found: list[float], hands: int) -> str:
    p50, p95, worst = percentiles(found)
    return (f"latency {level:>6}: {len(found)} decisions over {hands} hands, "
            f"p50 {p50:.2f} ms, p95 {p95:.2f} ms, max {worst:.1f} ms")


@dataclass
class SideRecord:
    title: str
    scores: list[float] = field(default_factory=list)
    wins: int = 0
    losses: int = 0
    seconds: float = 0.0

    def line(self) -> str:
        n = len(self.scores)
        mean, error = mean_and_error(self.scores)
        return (f"{self.title}: {n} hands, side score {mean:+.2f} ± {error:.2f} SE per hand, "
                f"won {self.wins} = {self.wins / max(1, n):.3f}, lost {self.losses} = "
                f"{self.losses / max(1, n):.3f} of hands, {self.seconds:.0f} s")


def side_against(game: Game, level: str, others: str, hands: int, first_seed: int = 1,
                 settings: HardSettings | None = None,
                 progress: Callable[[SideRecord], None] | None = None) -> SideRecord:
    """``level``'s side against ``others``' side; the tested side alternates with the seed."""
    record = SideRecord(f"{level} side vs {others} side")
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + hands):
        pick = seed % 2
        bots_of = _side_bots(game, level, others, pick, settings)
        outcome = play_hand(game, seed, bots_of)
        side = outcome.sides[pick]
        score = sum(outcome.deltas[s] for s in side)
        record.scores.append(score)
        record.wins += score > 0
        record.losses += score < 0
        if progress is not None and len(record.scores) % 250 == 0:
            record.seconds = time.perf_counter() - start
            progress(record)
    record.seconds = time.perf_counter() - start
    return record


def _side_bots(game: Game, level: str, others: str, pick: int, settings):
    """Bots by side: before the sides are known every seat plays ``others``' level except
    the dealer, who plays ``level`` when ``pick`` is the dealer's side (0)."""
    cache: dict[tuple[int, str], object] = {}

    def make(seat: int, lvl: str):
        key = (seat, lvl)
        if key not in cache:
            cache[key] = game.make_level(lvl, settings) if settings else game.make_level(lvl)
        return cache[key]

    def bots_of(state):
        if state.phase != PLAY:  # the declaration: the dealer's side is the dealer
            dealer = getattr(state, "dealer", None)
            tested = {dealer} if pick == 0 else set()
        else:
            tested = set(game.sides(state)[pick])
        return [make(s, level if s in tested else others) for s in range(SEATS)]

    return bots_of


@dataclass
class Paired:
    hard: list[float] = field(default_factory=list)
    normal: list[float] = field(default_factory=list)
    seconds: float = 0.0

    def line(self, settings: HardSettings, what: str) -> str:
        n = len(self.hard)
        diff, error = mean_and_error([a - b for a, b in zip(self.hard, self.normal)])
        hard_mean, _ = mean_and_error(self.hard)
        normal_mean, _ = mean_and_error(self.normal)
        z = diff / error if error else 0.0
        return (f"hard vs normal, paired deals ({what}): {n} deals, hard {hard_mean:+.2f}, normal "
                f"{normal_mean:+.2f} per hand; difference {diff:+.2f} ± {error:.2f} SE per hand "
                f"({z:.1f} standard errors), {self.seconds:.0f} s [hard: {settings.time_budget} s, "
                f"{settings.iterations} play-outs, {settings.width} candidates]")


def paired(game: Game, hands: int, settings: HardSettings, tested: Callable[[int], Sequence[int]],
           first_seed: int = 20_000, progress: Callable[[Paired], None] | None = None) -> Paired:
    """Hard and normal in the seats ``tested(seed)`` on the same deals; the score is the sum of
    the tested seats' gains (one seat, or a whole fixed team)."""
    record = Paired()
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + hands):
        seats = set(tested(seed))
        for level, scores in (("hard", record.hard), ("normal", record.normal)):
            bots = [game.make_level(level if s in seats else "normal", settings) for s in range(SEATS)]
            outcome = play_hand(game, seed, lambda state: bots)
            scores.append(sum(outcome.deltas[s] for s in seats))
        if progress is not None and len(record.hard) % 20 == 0:
            record.seconds = time.perf_counter() - start
            progress(record)
    record.seconds = time.perf_counter() - start
    return record
