"""Issue 29's targets for the review of the decisions before the cards: 升级's declarations and
bury, 打撇's bid, trump, put-back, 倒 and answer, 癞子斗地主's 叫分.

    python -m bench.bench_review_calls [--hands N] [--continuations K] [--timed M] [--games ID,ID]

Honest flags (the issue's measure, for these decisions only): N seeded hands per game with seat 0
played by the easy computer player and the others by the normal one; each of seat 0's decisions
of these kinds is looked at as the viewer's review looks at it (the same ``look`` with its
worlds; the plays are left out, they have their own measure in
tests/reliability/review_honesty.py). Every flag is then checked on the real deal: from that
position, the hidden cards as they were, the move played and the flagged alternative are each
made and the hand finished by normal players at every seat, K seeds of the players' randomness;
the gain is seat 0's score-sheet points with the alternative less with the move played (升级:
the levels its side went up; also shown: levels gained less the other side's, the review's own
measure for declarations). Printed per game: hands, share flagged, flags, mean gain ± SE, the
share of flags whose alternative did not gain.

Review time: M whole hands per game reviewed as the viewer does (every decision of seat 0, the
viewer's processor-time budget), p95 of the processor time.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time

from ai.registry import make_bot
from engine.actions import Action, Pass
from engine.game import TABLE
from engine.match import Match
from engine.registry import get_spec

GAMES = ("shengji-1", "shengji-2", "dapie", "doudizhu-wild")
HAND_ENDS = ("hand_over", "match_over")


def _hand(variant: str, seed: int) -> tuple[Match, int, int]:
    from scenes.replays_store import hand_start
    from tests.playing import play_hands

    count = get_spec(variant).seat_count()
    match = Match.new(variant, seed=seed)
    bots = [make_bot(variant, "easy")] + [make_bot(variant, "normal") for _ in range(count - 1)]
    play_hands(match, bots, 1, rng=random.Random(seed), listed=False)
    end = len(match.actions)
    return match, hand_start(match.actions, end), end


def _looks(variant: str):
    """``(is_decision(state, seat, action), look(match, seat, action, position, rng))`` of the game
    (one function per family: each imports its own ``look``, which the returned closures call)."""
    if variant.startswith("shengji-"):
        return _shengji_looks()
    if variant.startswith("dapie"):
        return _dapie_looks()
    return _climbing_looks()


def _shengji_looks():
    from ai.review import shengji as plays
    from ai.review.shengji_calls import is_call, look, worlds_for

    def look_one(match, seat, action, position, rng):
        decks = match.state.decks
        return look(match, seat, action, position, rng, worlds_for(match.state.phase, plays.WORLDS),
                    plays.CAREFUL.get(decks, 3), plays.LEAST_COST * decks, plays.NOISE)
    return is_call, look_one


def _dapie_looks():
    from ai.review.dapie import CALLS, WORLDS
    from ai.review.dapie_calls import look

    return (lambda state, seat, action: isinstance(action, CALLS),
            lambda match, seat, action, position, rng: look(match, seat, action, position, rng, WORLDS))


def _climbing_looks():
    from ai.review.climbing import LEAST_COST, NOISE, WORLDS
    from ai.review.doudizhu_calls import CALL_PHASES, is_call, look

    return (lambda state, seat, action: is_call(action) and state.phase in CALL_PHASES,
            lambda match, seat, action, position, rng: look(match, seat, action, position, rng, WORLDS, NOISE,
                                                            LEAST_COST))


def flags_of(variant: str, match: Match, start: int, end: int) -> list:
    is_decision, look_one = _looks(variant)
    record = match.to_json()
    replay = Match.from_json(record, upto=start)
    found = []
    for index, (seat, action) in enumerate(match.actions[start:end]):
        if seat == 0 and is_decision(replay.state, seat, action):
            flag = look_one(replay, seat, action, start + index, random.Random(start + index))
            if flag is not None:
                found.append(flag)
        replay.apply(seat, action)
    return found


def _finish(match: Match, variant: str, seat: int, move: Action, seed: int) -> None:
    """Make ``move`` and play the hand out with normal players; a pass while 升级's cards are dealt
    holds until the next card or declaration, as at the table."""
    state = match.state
    bots = [make_bot(variant, "normal") for _ in range(len(match.players))]
    rng = random.Random(seed)
    acting = state.to_act()
    events = match.apply(seat, move)
    passed = {seat} if isinstance(move, Pass) and not events else set()
    waiting = (acting, passed)
    while state.phase not in HAND_ENDS:
        acting = state.to_act()
        passed = waiting[1] if waiting[0] == acting else set()
        who = next((s for s in acting if s not in passed and s != TABLE), TABLE)
        if who == TABLE:
            action = state.legal_actions(TABLE)[0]
        else:
            action = bots[who].choose(state.observe(who), state.legal_actions(who), rng)
        events = match.apply(who, action)
        waiting = (acting, set() if events else passed | {who})


def gains(record: dict, variant: str, flag, continuations: int) -> tuple[float, float, float]:
    """Seat ``flag.seat``'s mean score-sheet gain with the alternative over the move played, and
    (升级) the levels gained less the other side's and the side's points (the review's measure of
    a bury); from the real position."""
    sheet = net = points = 0.0
    for k in range(continuations):
        outcome = []
        for move in (flag.better, flag.played):
            match = Match.from_json(record, upto=flag.position)
            _finish(match, variant, flag.seat, move, 1000 + k)
            result = match.state.result
            levels = side = 0.0
            if hasattr(result, "levels_before"):
                from ai.review.shengji import _result

                levels = result.level_lead(flag.seat)
                side = _result(match.state, flag.seat)
            outcome.append((result.sheet.deltas[flag.seat], levels, side))
        sheet += outcome[0][0] - outcome[1][0]
        net += outcome[0][1] - outcome[1][1]
        points += outcome[0][2] - outcome[1][2]
    return sheet / continuations, net / continuations, points / continuations


def _mean_se(values: list[float]) -> tuple[float, float]:
    n = len(values)
    if not n:
        return 0.0, 0.0
    mean = sum(values) / n
    se = math.sqrt(sum((v - mean) ** 2 for v in values) / max(1, n - 1) / n) if n > 1 else 0.0
    return mean, se


def honesty(variant: str, hands: int, continuations: int, out=sys.stdout, first_seed: int = 7000) -> None:
    flagged, sheet, net, points, phases = 0, [], [], [], {}
    by_phase: dict[str, list[float]] = {}
    for seed in range(hands):
        match, start, end = _hand(variant, first_seed + seed)
        found = flags_of(variant, match, start, end)
        flagged += bool(found)
        record = match.to_json()
        for flag in found:
            g, n, p = gains(record, variant, flag, continuations)
            sheet.append(g)
            net.append(n)
            points.append(p)
            phases[flag.phase] = phases.get(flag.phase, 0) + 1
            by_phase.setdefault(flag.phase, []).append(g)
    mean, se = _mean_se(sheet)
    none = sum(g <= 0 for g in sheet) / len(sheet) if sheet else 0.0
    line = (f"{variant:14s} hands {hands:4d}  flagged {flagged / max(1, hands):5.1%}  flags {len(sheet):3d} {phases}  "
            f"gain {mean:+.2f} ± {se:.2f} SE ({mean / se if se else 0:.1f} SE)  no gain {none:.0%}")
    if variant.startswith("shengji-"):
        m2, s2 = _mean_se(net)
        m3, s3 = _mean_se(points)
        line += f"  | levels less theirs {m2:+.2f} ± {s2:.2f} SE  | side's points {m3:+.1f} ± {s3:.1f} SE"
    print(line, file=out, flush=True)
    for phase, values in sorted(by_phase.items()):
        m, e = _mean_se(values)
        print(f"{'':14s}   {phase:12s} flags {len(values):3d}  gain {m:+.2f} ± {e:.2f} SE  "
              f"no gain {sum(v <= 0 for v in values) / len(values):.0%}", file=out, flush=True)


def _weighed_calls(variant: str, phase: str, hands: int, first_seed: int, continuations: int, weigh_one):
    """Each call of seat 0 in ``phase`` the hard player would have made otherwise, over ``hands``
    seeded hands: ``(seed, position, state then, better, the worlds' pairs, the real deal's
    gains)``; ``weigh_one(match, seat, action, rng)`` is the review's ``weigh``."""
    from ai.review.flags import Flag

    for seed in range(first_seed, first_seed + hands):
        match, start, end = _hand(variant, seed)
        record = match.to_json()
        replay = Match.from_json(record, upto=start)
        for index, (seat, action) in enumerate(match.actions[start:end]):
            if seat == 0 and replay.state.phase == phase:
                weighed = weigh_one(replay, seat, action, random.Random(start + index))
                if weighed is not None:
                    better, pairs = weighed
                    flag = Flag(start + index, seat, action, better, 0.0, 0.0, 0.0, 0.0, len(pairs))
                    yield seed, start + index, replay.state, better, pairs, gains(record, variant, flag, continuations)
            replay.apply(seat, action)


def dump_buries(variant: str, hands: int, continuations: int, path: str, first_seed: int) -> None:
    """Every bury of seat 0 the hard player would have made otherwise, as JSON lines: each world's
    side's points, score-sheet levels and levels less the other side's with the bury played and
    the hard player's, and the real deal's gains (``gains``). A flag bar is then chosen from
    these (``bury_bars``) on one seed range and reported by ``honesty`` on another."""
    import json

    from ai.review import shengji as plays
    from ai.review.shengji_calls import weigh, worlds_for

    def weigh_one(replay, seat, action, rng):
        return weigh(replay, seat, action, rng, worlds_for("bury", plays.WORLDS),
                     plays.CAREFUL.get(replay.state.decks, 3))

    with open(path, "w", encoding="utf-8") as out:
        for seed, position, _state, _better, pairs, real in _weighed_calls(
                variant, "bury", hands, first_seed, continuations, weigh_one):
            worlds = [[_measures(state, 0) for state in pair] for pair in pairs]
            out.write(json.dumps({"seed": seed, "position": position, "worlds": worlds, "real": real}) + "\n")
            out.flush()


#: The flag bars ``bury_bars`` compares: (measure, least mean, standard errors); the measures are
#: 0 the side's points, 1 the seat's score-sheet levels, 2 levels less the other side's.
BURY_BARS = tuple((m, least, k) for m, leasts in ((0, (3, 6, 10, 15, 20)), (1, (0.0, 0.1, 0.2, 0.3)),
                                                 (2, (0.0, 0.2, 0.4)))
                  for least in leasts for k in (2.0, 2.5, 3.0, 4.0))
_MEASURE = ("points", "sheet", "net")


def bury_bars(paths: list[str], out=sys.stdout) -> None:
    """Per flag bar of :data:`BURY_BARS`, the flags it would raise on the dumped buries and their
    real gains (score-sheet levels, levels less theirs)."""
    import json

    rows = [json.loads(line) for path in paths for line in open(path, encoding="utf-8")]
    hands = len({row["seed"] for row in rows})
    print(f"{len(rows)} buries weighed ({hands} hands with one)", file=out)
    for m, least, k in BURY_BARS:
        sheet, net = [], []
        for row in rows:
            diffs = [b[m] - a[m] for a, b in row["worlds"]]
            mean, se = _mean_se(diffs)
            if len(diffs) >= 2 and mean >= least and mean > k * se:
                sheet.append(row["real"][0])
                net.append(row["real"][1])
        g, e = _mean_se(sheet)
        n2, e2 = _mean_se(net)
        none = sum(v <= 0 for v in sheet) / len(sheet) if sheet else 0.0
        print(f"{_MEASURE[m]:6s} least {least:5.1f} k {k:3.1f}: flags {len(sheet):3d}  sheet {g:+.3f} ± {e:.3f} SE "
              f"({g / e if e else 0:+.1f} SE)  net {n2:+.3f} ± {e2:.3f} SE  no gain {none:.0%}", file=out)


def dump_doubles(hands: int, continuations: int, path: str, first_seed: int, worlds: int) -> None:
    """Every 倒 / 不倒 of seat 0 in 打撇 the hard player would have made otherwise, as JSON lines:
    each world's points with the call made and the hard player's (the review's ``weigh``, on
    ``worlds`` worlds that agree with the calls) and the real deal's gain (``gains``). As with
    the bury: a bar chosen on one seed range (``double_bars``) is reported on another."""
    import json

    from ai.review.dapie_calls import weigh

    with open(path, "w", encoding="utf-8") as out:
        for seed, position, state, better, pairs, real in _weighed_calls(
                "dapie", "double", hands, first_seed, continuations,
                lambda replay, seat, action, rng: weigh(replay, seat, action, rng, worlds)):
            out.write(json.dumps({"seed": seed, "position": position, "better": repr(better), "base": state.base,
                                  "worlds": [[[a], [b]] for a, b in pairs], "real": real}) + "\n")
            out.flush()


#: The flag bars ``double_bars`` compares: (least mean in shares of the base, standard errors,
#: worlds read: the first n of those dumped, 0 all).
DOUBLE_BARS = tuple((least, k, n) for n in (40, 0) for least in (0.25, 0.5, 1.0, 1.5)
                    for k in (2.0, 2.5, 3.0, 4.0))


def double_bars(paths: list[str], out=sys.stdout) -> None:
    """Per flag bar of :data:`DOUBLE_BARS`, the 倒 flags it would raise on the dumped calls and
    their real gains (the seat's score-sheet points)."""
    import json

    rows = [json.loads(line) for path in paths for line in open(path, encoding="utf-8")]
    print(f"{len(rows)} 倒 calls weighed ({len({row['seed'] for row in rows})} hands with one)", file=out)
    for least, k, n in DOUBLE_BARS:
        real = []
        for row in rows:
            worlds = row["worlds"][:n] if n else row["worlds"]
            mean, se = _mean_se([b[0] - a[0] for a, b in worlds])
            if len(worlds) >= 2 and mean >= least * row["base"] and mean > k * se:
                real.append(row["real"][0])
        g, e = _mean_se(real)
        none = sum(v <= 0 for v in real) / len(real) if real else 0.0
        print(f"worlds {n or 'all':>4} least {least:4.2f} k {k:3.1f}: flags {len(real):3d}  gain {g:+.3f} ± {e:.3f} SE "
              f"({g / e if e else 0:+.1f} SE)  no gain {none:.0%}", file=out)


def _measures(state, seat: int) -> tuple[float, float, float]:
    """A finished hand's (side's points, seat's score-sheet levels, levels less the other side's)."""
    from ai.review.shengji_calls import _levels, _points

    result = state.result
    sheet = float(result.sheet.deltas[seat]) if result is not None else 0.0
    return _points(state, seat), sheet, _levels(state, seat)


def timing(variant: str, hands: int, out=sys.stdout) -> None:
    from ai.review import budget_for, review_hand

    seconds = []
    for seed in range(hands):
        match, start, end = _hand(variant, 9000 + seed)
        began = time.process_time()
        review_hand(match.to_json(), start, end, {0}, seed=seed, budget=budget_for(variant))
        seconds.append(time.process_time() - began)
    seconds.sort()
    p95 = seconds[min(len(seconds) - 1, math.ceil(0.95 * len(seconds)) - 1)]
    print(f"{variant:14s} whole-hand review: {hands} hands, median {seconds[len(seconds) // 2]:.1f} s, "
          f"p95 {p95:.1f} s, max {seconds[-1]:.1f} s (budget {budget_for(variant)} s)", file=out, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bench_review_calls")
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--continuations", type=int, default=3)
    parser.add_argument("--timed", type=int, default=20)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--first-seed", type=int, default=7000,
                        help="the first hand's seed (a bar chosen on one range is reported on another)")
    parser.add_argument("--bury-dump", metavar="PATH",
                        help="升级: write every bury's worlds and real gains to PATH instead")
    parser.add_argument("--bury-bars", metavar="PATH", nargs="+",
                        help="升级: the flags each bar would raise on dumped buries")
    parser.add_argument("--double-dump", metavar="PATH",
                        help="打撇: write every 倒 / 不倒's worlds and real gain to PATH instead")
    parser.add_argument("--double-worlds", type=int, default=0,
                        help="打撇: the worlds --double-dump weighs a call on (0: the review's)")
    parser.add_argument("--double-bars", metavar="PATH", nargs="+",
                        help="打撇: the 倒 flags each bar would raise on dumped calls")
    args = parser.parse_args(argv)
    if args.bury_bars:
        bury_bars(args.bury_bars)
        return 0
    if args.double_bars:
        double_bars(args.double_bars)
        return 0
    if args.double_dump:
        from ai.review.dapie import WORLDS
        from ai.review.dapie_calls import worlds_for

        dump_doubles(args.hands, args.continuations, args.double_dump, args.first_seed,
                     args.double_worlds or worlds_for("double", WORLDS))
        return 0
    if args.bury_dump:
        dump_buries(args.games.split(",")[0], args.hands, args.continuations, args.bury_dump, args.first_seed)
        return 0
    for variant in args.games.split(","):
        if args.hands:
            honesty(variant, args.hands, args.continuations, first_seed=args.first_seed)
        if args.timed:
            timing(variant, args.timed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
