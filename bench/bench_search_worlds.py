"""How many worlds the hard 双扣 and 吃苍蝇 players search in their time, side by side with another checkout.

    python -m bench.bench_search_worlds --against /tmp/old --decisions 20 --rounds 2

The hard players are as strong as the play-outs they run in their second. This plays
seeded hands with the hard player in seat 0 (its real settings: 1 s, 160 play-outs, four
candidates) and the normal player elsewhere, and records each search of seat 0's card play
(``ai.climbing.teams.search``, where 双扣 and 吃苍蝇 search): the worlds it played and why it
stopped. Both checkouts meet the same first decision of every hand; later decisions may
differ once a faster search sees more worlds and chooses otherwise. Each round runs one
fresh process per checkout, in alternating order (load falls on both alike); figures are
means ± standard error (SE) over all recorded searches.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import subprocess
import sys

GAMES = {"shuangkou": 4, "chicangying": 4}


def worker(game: str, decisions: int, budget: float, seed: int) -> dict:
    import ai.climbing.teams as teams
    from ai.registry import make_bot
    from engine.registry import get_spec

    found: list[tuple[int, str, int]] = []
    original = teams.search

    def recording(candidates, *args, **kwargs):
        outcome = original(candidates, *args, **kwargs)
        if len(candidates) > 1:
            found.append((outcome.worlds, outcome.stopped, len(candidates)))
        return outcome

    teams.search = recording
    spec = get_spec(game)
    hand = 0
    while len(found) < decisions:
        hand += 1
        state = spec.new_state(spec.resolved_options({}), random.Random(seed + hand), GAMES[game])
        hard = make_bot(game, "hard")
        hard.time_budget = budget
        bots = [hard] + [make_bot(game, "normal") for _ in range(GAMES[game] - 1)]
        rng = random.Random(seed + hand)
        while state.phase not in ("hand_over", "match_over") and len(found) < decisions:
            seat = state.to_act()[0]
            action = bots[seat].choose(state.observe(seat), state.legal_actions(seat), rng)
            state.apply(seat, action)
    return {"worlds": [w for w, _, _ in found], "playouts": [w * n for w, _, n in found],
            "timed_out": sum(1 for _, s, _ in found if s == "time")}


def run_tree(tree: str, game: str, decisions: int, budget: float, seed: int) -> dict:
    env = dict(os.environ, PYTHONPATH=tree)
    command = [sys.executable, os.path.abspath(__file__), "--worker", "--games", game,
               "--decisions", str(decisions), "--budget", str(budget), "--seed", str(seed)]
    done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"worker in {tree} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def mean_and_error(values) -> tuple[float, float]:
    if len(values) < 2:
        return (values[0] if values else 0.0), 0.0
    return statistics.fmean(values), statistics.stdev(values) / math.sqrt(len(values))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--decisions", type=int, default=20, help="searches recorded per game, round and checkout")
    parser.add_argument("--budget", type=float, default=1.0, help="the hard player's seconds per decision")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--against", default="")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    games = args.games.split(",")
    if args.worker:
        print(json.dumps(worker(games[0], args.decisions, args.budget, args.seed)))
        return 0
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    trees = {"old": os.path.abspath(args.against), "new": here} if args.against else {"this": here}
    for game in games:
        pooled = {name: {"worlds": [], "playouts": [], "timed_out": 0} for name in trees}
        for number in range(args.rounds):
            order = list(trees) if number % 2 == 0 else list(reversed(trees))
            for name in order:
                got = run_tree(trees[name], game, args.decisions, args.budget, args.seed + 1000 * number)
                for key in ("worlds", "playouts"):
                    pooled[name][key] += got[key]
                pooled[name]["timed_out"] += got["timed_out"]
        for name, got in pooled.items():
            worlds, error = mean_and_error(got["worlds"])
            playouts, p_error = mean_and_error(got["playouts"])
            print(f"{game:12s} {name}: {len(got['worlds'])} searches, worlds {worlds:.1f} ± {error:.1f} SE, "
                  f"play-outs {playouts:.0f} ± {p_error:.0f} SE per decision, stopped by the clock "
                  f"{got['timed_out']}/{len(got['worlds'])} [{args.budget} s]", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
