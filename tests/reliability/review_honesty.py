"""Honest flags: does the review's "better" move gain on the real deal? (issue 29, item 3's target)

    python -m tests.reliability.review_honesty [--hands N] [--continuations K] [--games ID,ID]
                                               [--first-seed S] [--options JSON]

For each game named (by default the climbing games, 21点 and mahjong; 升级 and 打撇 may be named
too — their figure then pools the calls' flags with the card plays', and
``bench/bench_review_trick.py`` measures the card plays alone), N seeded hands are played with seat 0 by the easy
computer player (the "person" reviewed) and the other seats by the normal one. The hand is
reviewed as the viewer reviews it (:func:`ai.review.review_hand` with the viewer's
processor-time budget: sampled worlds
only, no hindsight — except the exact endgame flags, which say so). Then every flag is checked
on the real deal: from the position of the flagged decision, with the hidden cards as they
really were, the move played and the flagged alternative are each made and the hand finished by
normal players for every seat, K times (K seeds of the players' randomness); the flag's gain is
the mean of seat 0's final points with the alternative minus with the move played.

Printed per game and for the family (every game together): hands, the share of hands flagged,
flags, the mean gain ± its standard error over flags, and the share of flags whose alternative
did not gain (gain ≤ 0). The issue's target: the family's mean gain above zero by more than two
standard errors on at least 300 hands. 21点's flags with the casino banker are not sampled (the
exact strategy for the cards unseen, :mod:`ai.review.blackjack`); with the free banker (the
default) they are the exact values corrected on sampled worlds by how the banker plays. On the
real deal the shoe's order is fixed, so its K continuations differ only by the players'
randomness. The hands' seeds are ``--first-seed`` on (7000 by default): a figure meant to show
the review honest is measured on seeds its thresholds were not tuned on.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
from dataclasses import dataclass, field

from ai.registry import make_bot
from engine.match import Match
from engine.registry import get_spec
from ai.review import Flag, budget_for, review_hand
from ai.review.climbing import REVIEWERS
from scenes.replays_store import hand_start
from tests.playing import play_hands


#: The first hand's seed unless told otherwise.
FIRST_SEED = 7000


@dataclass
class Tally:
    hands: int = 0
    flagged: int = 0
    gains: list[float] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)
    call_gains: list[float] = field(default_factory=list)     # 斗地主's calls, also among ``gains``

    def line(self, name: str) -> str:
        n = len(self.gains)
        mean = sum(self.gains) / n if n else 0.0
        se = math.sqrt(sum((g - mean) ** 2 for g in self.gains) / max(1, n - 1) / n) if n > 1 else 0.0
        none = sum(1 for g in self.gains if g <= 0) / n if n else 0.0
        times = sorted(self.seconds)
        p95 = times[min(len(times) - 1, math.ceil(0.95 * len(times)) - 1)] if times else 0.0
        return (f"{name:18s} hands {self.hands:4d}  flagged {self.flagged / max(1, self.hands):5.0%}  flags {n:4d}  "
                f"gain {mean:+6.2f} ± {se:4.2f} SE  ({mean / se if se else 0:4.1f} SE)  no gain {none:4.0%}  "
                f"review p95 {p95:4.1f} s" + _calls_line(self.call_gains))

    def add(self, other: "Tally") -> None:
        self.hands += other.hands
        self.flagged += other.flagged
        self.gains += other.gains
        self.seconds += other.seconds
        self.call_gains += other.call_gains


def _calls_line(gains: list[float]) -> str:
    """The calls' flags on their own (叫分, 倒, 踢回), when there are any."""
    if not gains:
        return ""
    n = len(gains)
    mean = sum(gains) / n
    se = math.sqrt(sum((g - mean) ** 2 for g in gains) / max(1, n - 1) / n) if n > 1 else 0.0
    return f"  | calls: flags {n} gain {mean:+.2f} ± {se:.2f} SE, no gain {sum(g <= 0 for g in gains) / n:.0%}"


def reviewed_hand(variant: str, seed: int, options: dict | None = None):
    """One seeded hand with the easy player in seat 0 and normal players elsewhere, reviewed for
    seat 0 as the viewer reviews it: (the record, the review, the review's processor seconds)."""
    count = get_spec(variant).seat_count()
    match = Match.new(variant, options, seed=seed)
    bots = [make_bot(variant, "easy")] + [make_bot(variant, "normal") for _ in range(count - 1)]
    play_hands(match, bots, 1, rng=random.Random(seed), listed=False)
    record = match.to_json()
    end = len(match.actions)
    start = hand_start(match.actions, end)
    began = time.process_time()
    review = review_hand(record, start, end, {0}, seed=seed, budget=budget_for(variant))
    return record, review, time.process_time() - began


def one_hand(variant: str, seed: int, continuations: int, options: dict | None = None) -> Tally:
    tally = Tally(hands=1)
    count = get_spec(variant).seat_count()
    record, review, seconds = reviewed_hand(variant, seed, options)
    tally.seconds.append(seconds)
    tally.flagged += bool(review.flags)
    for flag in review.flags:
        tally.gains.append(gain(record, flag, continuations, count, variant))
        if flag.phase in ("bid", "double", "redouble"):
            tally.call_gains.append(tally.gains[-1])
    return tally


def gain(record: dict, flag: Flag, continuations: int, seats: int, variant: str) -> float:
    """Seat ``flag.seat``'s mean final points with the alternative minus with the move played,
    from the real position, the rest of the hand played by normal players."""
    total = 0.0
    for k in range(continuations):
        outcome = []
        for move in (flag.better, flag.played):
            match = Match.from_json(record, upto=flag.position)
            match.apply(flag.seat, move)
            bots = [make_bot(variant, "normal") for _ in range(seats)]
            if match.state.phase not in ("hand_over", "match_over"):
                play_hands(match, bots, 1, rng=random.Random(1000 + k), listed=False)
            outcome.append(match.state.result.sheet.deltas[flag.seat])
        total += outcome[0] - outcome[1]
    return total / continuations


def run(games: list[str], hands: int, continuations: int, out=sys.stdout, options: dict | None = None,
        first_seed: int = FIRST_SEED) -> dict[str, Tally]:
    tallies: dict[str, Tally] = {}
    for variant in games:
        tally = Tally()
        for seed in range(hands):
            tally.add(one_hand(variant, first_seed + seed, continuations, options))
        tallies[variant] = tally
        print(tally.line(variant), file=out, flush=True)
    for name in sorted({get_spec(v).family for v in games}):
        together = Tally()
        for variant in games:
            if get_spec(variant).family == name:
                together.add(tallies[variant])
        tallies[name] = together
        print(together.line(f"{name} (all)"), file=out, flush=True)
    return tallies


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.reliability.review_honesty")
    parser.add_argument("--hands", type=int, default=50, help="hands per game")
    parser.add_argument("--continuations", type=int, default=4)
    parser.add_argument("--games", default=",".join([*REVIEWERS, "blackjack", "mj-mianyang", "mj-deyang-qdg"]))
    parser.add_argument("--options", default="{}", help='the games\' options as JSON, e.g. {"casino_banker": true}')
    parser.add_argument("--first-seed", type=int, default=FIRST_SEED,
                        help="the first hand's seed (the others follow it); fresh seeds for a figure not tuned on")
    args = parser.parse_args(argv)
    import json

    run(args.games.split(","), args.hands, args.continuations, options=json.loads(args.options),
        first_seed=args.first_seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
