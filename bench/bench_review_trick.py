"""Honest flags for the trick family's card plays (升级, 打撇), on a seed range of one's choosing.

    python -m bench.bench_review_trick [--games shengji-1] [--hands N] [--first-seed S]
                                       [--continuations K] [--every E] [--dump FILE]

The measure of tests/reliability/review_honesty.py (issue 29's "honest flags" target), kept to
the card plays: N seeded hands per game (seeds S, S+1, ...) with seat 0 played by the easy
computer player and the others by the normal one; each hand reviewed as the viewer reviews it
(:func:`ai.review.review_hand`, the viewer's processor-time budget, every decision of seat 0 —
the calls too, so the time is the whole hand's); then each card-play flag (升级's ``trick``,
打撇's ``stakes``) is checked on the real deal with the harness's own :func:`gain` — the move
played and the alternative each made from that position and the hand finished by normal players,
K continuations — in seat 0's score-sheet points (升级: the levels its team went up). The calls
have their own measure (bench/bench_review_calls.py) and are only counted here.

Why a driver of its own: the harness runs seeds 7000+ only, and those were looked at already; a
figure that is to say whether the flags are honest needs seeds nobody chose anything on.

Printed every E hands and at the end, per game and for the games together: hands, share of hands
with a card-play flag, flags, mean gain ± SE (and how many SE from zero), share of flags whose
alternative did not gain, the whole-hand review's processor-time p95. ``--dump`` writes one line
per flag (JSON) with the review's own estimate beside the real deal's outcomes (升级: also the
level lead and the side's points on the real deal), for looking into a figure afterwards.
"""
from __future__ import annotations

import argparse
import json
import random
import sys

from ai.registry import make_bot
from engine.match import Match
from engine.registry import get_spec
from tests.playing import play_hands
from tests.reliability.review_honesty import Tally, gain, reviewed_hand

#: The phases of a card-play flag (升级: measured in the side's points; 打撇: in stakes).
CARD_PLAYS = ("trick", "stakes")


def _real_outcomes(record: dict, flag) -> dict:
    """What the flag's two moves gave on the real deal, one continuation, in every measure the
    hand has (升级: score-sheet levels, level lead, the side's points)."""
    from ai.review.shengji import _result

    out = {}
    for name, move in (("better", flag.better), ("played", flag.played)):
        match = Match.from_json(record, upto=flag.position)
        match.apply(flag.seat, move)
        if match.state.phase not in ("hand_over", "match_over"):
            bots = [make_bot(match.variant, "normal") for _ in range(get_spec(match.variant).seat_count())]
            play_hands(match, bots, 1, rng=random.Random(1000), listed=False)
        result = match.state.result
        row = {"sheet": result.sheet.deltas[flag.seat]}
        if match.variant.startswith("shengji-"):
            row["lead"] = result.level_lead(flag.seat)
            row["points"] = _result(match.state, flag.seat)
        out[name] = row
    return out


def one_hand(variant: str, seed: int, continuations: int, dump=None) -> tuple[Tally, int]:
    """Seat 0's card-play flags of one seeded hand checked on the real deal; also the calls flagged."""
    tally = Tally(hands=1)
    count = get_spec(variant).seat_count()
    record, review, seconds = reviewed_hand(variant, seed)
    tally.seconds.append(seconds)
    plays = [f for f in review.flags if f.phase in CARD_PLAYS]
    tally.flagged += bool(plays)
    for flag in plays:
        tally.gains.append(gain(record, flag, continuations, count, variant))
        if dump is not None:
            row = {"variant": variant, "seed": seed, "position": flag.position, "cost": flag.cost,
                   "error": flag.error, "worlds": flag.worlds, "gain": tally.gains[-1],
                   "played": repr(flag.played), "better": repr(flag.better),
                   "real": _real_outcomes(record, flag) if variant.startswith("shengji-") else None}
            print(json.dumps(row, ensure_ascii=False), file=dump, flush=True)
    return tally, len(review.flags) - len(plays)


def run(games: list[str], hands: int, first_seed: int, continuations: int, every: int,
        out=sys.stdout, dump=None) -> dict[str, Tally]:
    """Interleaved: hand i of every game before hand i+1, so a stopped run has every game."""
    tallies = {variant: Tally() for variant in games}
    calls = dict.fromkeys(games, 0)
    for i in range(hands):
        for variant in games:
            tally, called = one_hand(variant, first_seed + i, continuations, dump)
            tallies[variant].add(tally)
            calls[variant] += called
        if (i + 1) % every == 0 or i + 1 == hands:
            print(f"-- seeds {first_seed}-{first_seed + i}", file=out)
            _print(tallies, calls, out)
    return tallies


def _print(tallies: dict, calls: dict, out) -> None:
    together = Tally()
    for variant, tally in tallies.items():
        together.add(tally)
        print(tally.line(variant) + f"  (call flags not measured here: {calls[variant]})", file=out)
    if len(tallies) > 1:
        print(together.line("together"), file=out)
    out.flush()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_review_trick")
    parser.add_argument("--games", default="shengji-1")
    parser.add_argument("--hands", type=int, default=300, help="hands per game")
    parser.add_argument("--first-seed", type=int, default=300000)
    parser.add_argument("--continuations", type=int, default=4)
    parser.add_argument("--every", type=int, default=10, help="print the figures so far every E hands")
    parser.add_argument("--dump", help="write each card-play flag as a JSON line here")
    args = parser.parse_args(argv)
    dump = open(args.dump, "a", encoding="utf-8") if args.dump else None
    try:
        run(args.games.split(","), args.hands, args.first_seed, args.continuations, args.every, dump=dump)
    finally:
        if dump is not None:
            dump.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
