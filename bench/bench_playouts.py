"""Play-outs of every climbing game, per CPU second, optionally side by side with another checkout.

    python -m bench.bench_playouts                       # this checkout, every game
    python -m bench.bench_playouts --against /tmp/old    # interleaved with an older checkout
    python -m bench.bench_playouts --games shuangkou,chicangying --hands 200 --rounds 5

The hard players are as strong as the play-outs they can run in their second, and a
play-out is the shared :class:`~engine.climbing.round.Round` driven to the hand's end.
Two drivers are measured on the same seeded deals:

- **random**: every seat picks uniformly among ``position.moves()`` (and passing), the
  bare cost of the round and the move source;
- **policy**: every seat plays the game's own play-out policy (the one its hard player's
  search uses) and the end is scored with the world's ``score_position``, as in a search.

Each deal starts from a state of the game dealt with a seeded rng, its phases before the
play (bidding, 吃苍蝇's declaration) decided at random. Figures are hands per CPU second
(``time.process_time``: another process on a shared machine takes wall time, not CPU time)
and hands/s × the cards of the deal (hands and stock), which compares games of one and two
decks. A checksum of every play-out's order of going out shows that two checkouts played
the very same hands (same move lists, same random picks).

With ``--against`` each round runs one fresh process per checkout, in alternating order,
so that load on the machine falls on both alike; each figure is the median of the rounds,
and the speed-up per round (new / old) is given as mean ± standard error. The worker
(``--worker``) imports only the engine and the ai packages of the checkout it runs in, so
an older commit without this file can be measured by it.
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
import time

#: game id -> (registry variant, seats)
GAMES = {
    "doudizhu": ("doudizhu", 3),
    "doudizhu-wild": ("doudizhu-wild", 3),
    "big2": ("big2", 4),
    "shuangkou": ("shuangkou", 4),
    "gandengyan": ("gandengyan", 5),
    "chicangying": ("chicangying", 4),
}
MODES = ("random", "policy")


# --- the worker: one checkout, one process ------------------------------------------------

def dealt(variant: str, seats: int, seed: int):
    """A state of ``variant`` at the start of its play phase, and the cards of its deal."""
    from engine.registry import get_spec

    spec = get_spec(variant)
    rng = random.Random(seed)
    state = spec.new_state(spec.resolved_options({}), random.Random(seed), seats)
    while state.phase != "play":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
    position = state.position()
    cards = sum(len(hand) for hand in state.hands) + len(state.stock) - position.stock_next
    return state, position, cards


def policy_of(game: str, state):
    """The play-out policy of ``game``'s hard player for the world ``state``."""
    if game == "doudizhu":
        from ai.doudizhu.search import round_policy

        return round_policy(state.landlord)
    if game == "doudizhu-wild":
        from ai.doudizhu_wild.counting import view_of_position
        from ai.doudizhu_wild.policy import PLAYOUT_WIDTH, choose_play

        landlord = state.landlord
        return lambda position: choose_play(view_of_position(position, landlord), PLAYOUT_WIDTH)
    if game == "big2":
        from ai.big2.search import playout_policy

        return playout_policy
    if game == "shuangkou":
        from ai.climbing import teams
        from ai.shuangkou.cards import SENSE
        from ai.shuangkou.knowledge import view_of_position as shuangkou_view

        return _team_policy(teams, SENSE, shuangkou_view)
    if game == "gandengyan":
        # named apart from 癞子斗地主's view_of_position / choose_play above: one function scope
        from ai.gandengyan.knowledge import view_of_position as gandengyan_view
        from ai.gandengyan.policy import choose_play as gandengyan_play
        from engine.climbing.variants.gandengyan_moves import MOVES

        everyone, dealer = state.round.rules.draws == "everyone", state.dealer

        def policy(position):
            lead = position.lead
            if lead is not None and not MOVES.responses(position.hands[position.to_act], lead):
                return None
            return gandengyan_play(gandengyan_view(position, everyone, dealer))

        return policy
    if game == "chicangying":
        from ai.chicangying.search import playout_policy

        return playout_policy
    raise ValueError(game)


def _team_policy(teams, sense, view_of_position):
    def policy(position):
        lead = position.lead
        if lead is not None and not sense.moves.responses(position.hands[position.to_act], lead):
            return None
        return teams.choose_play(view_of_position(position), sense)

    return policy


def _random_playout(position, rng: random.Random) -> None:
    while position.winner is None:
        moves = position.moves()
        pick = rng.randrange(len(moves) + position.can_pass)
        if pick == len(moves):
            position.pass_turn()
        else:
            position.play(moves[pick])


def _policy_playout(position, policy, steps: int = 600) -> None:
    while position.winner is None:
        move = policy(position)
        if move is None:
            position.pass_turn()
        else:
            position.play(move)
        steps -= 1
        if steps < 0:
            raise RuntimeError("a play-out did not finish")


def measure(game: str, mode: str, hands: int, seed: int) -> dict:
    """Hands per CPU second of ``hands`` play-outs of ``game`` (deals made before timing)."""
    variant, seats = GAMES[game]
    deals = [dealt(variant, seats, seed + k) for k in range(hands)]
    warm_state, warm, _ = dealt(variant, seats, seed - 1)  # builds the move tables, untimed
    _random_playout(warm, random.Random(seed - 1))
    rng = random.Random(seed)
    checksum = 0
    cpu = 0.0
    for k, (state, position, _) in enumerate(deals):
        policy = policy_of(game, state) if mode == "policy" else None
        start = time.process_time()
        if policy is None:
            _random_playout(position, rng)
        else:
            _policy_playout(position, policy)
            state.score_position(position)
        cpu += time.process_time() - start
        checksum = (checksum * 31 + hash(tuple(position.out)) % 1_000_003 + k) % (1 << 61)
    cards = sum(c for _, _, c in deals) / hands
    return {"hands_per_s": hands / cpu, "cards": cards, "checksum": checksum, "hands": hands}


def worker(games: list[str], modes: list[str], hands: int, seed: int) -> dict:
    return {f"{game}/{mode}": measure(game, mode, hands if mode == "random" else max(1, hands // 4), seed)
            for game in games for mode in modes}


# --- the driver ------------------------------------------------------------------------------

def run_tree(tree: str, games, modes, hands: int, seed: int) -> dict:
    """One fresh process of the worker in checkout ``tree``, at low priority."""
    env = dict(os.environ, PYTHONPATH=tree, PYTHONHASHSEED="0")
    command = [sys.executable, os.path.abspath(__file__), "--worker", "--games", ",".join(games),
               "--modes", ",".join(modes), "--hands", str(hands), "--seed", str(seed)]
    done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"worker in {tree} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def mean_and_error(values) -> tuple[float, float]:
    n = len(values)
    if n < 2:
        return (values[0] if values else 0.0), 0.0
    return statistics.fmean(values), statistics.stdev(values) / math.sqrt(n)


def report(runs: dict[str, list[dict]], names: list[str], games, modes) -> list[str]:
    lines = []
    base = None
    if "doudizhu/random" in runs[names[-1]][0]:
        base = statistics.median(r["doudizhu/random"]["hands_per_s"] * r["doudizhu/random"]["cards"]
                                 for r in runs[names[-1]])
    for mode in modes:
        lines.append(f"{mode} play-outs, hands per CPU second (median of {len(runs[names[0]])} rounds)"
                     + ("; speed-up = new / old per round, mean ± standard error" if len(names) > 1 else ""))
        for game in games:
            key = f"{game}/{mode}"
            cells = []
            medians = {}
            for name in names:
                speeds = [r[key]["hands_per_s"] for r in runs[name]]
                medians[name] = statistics.median(speeds)
                cards = runs[name][0][key]["cards"]
                cells.append(f"{name} {medians[name]:8,.0f} hands/s  × {cards:5.1f} cards = "
                             f"{medians[name] * cards:9,.0f}")
            line = f"  {game:14s} " + " | ".join(cells)
            if len(names) > 1:
                old, new = names
                ratios = [b[key]["hands_per_s"] / a[key]["hands_per_s"] for a, b in zip(runs[old], runs[new])]
                mean, error = mean_and_error(ratios)
                same = all(a[key]["checksum"] == b[key]["checksum"] for a, b in zip(runs[old], runs[new]))
                line += f" | speed-up {mean:.2f} ± {error:.2f} SE" + ("" if same else "  (DIFFERENT PLAY-OUTS)")
            if mode == "random" and base:
                newest = medians[names[-1]] * runs[names[-1]][0][key]["cards"]
                line += f" | cards·hands/s vs 斗地主 {newest / base:.2f}"
            lines.append(line)
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--hands", type=int, default=300, help="random play-outs per game and round "
                        "(policy play-outs: a quarter of it)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", default="", help="another checkout to measure interleaved")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    games, modes = args.games.split(","), args.modes.split(",")
    if args.worker:
        print(json.dumps(worker(games, modes, args.hands, args.seed)))
        return 0
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    trees = {"old": os.path.abspath(args.against), "new": here} if args.against else {"this": here}
    runs: dict[str, list[dict]] = {name: [] for name in trees}
    for number in range(args.rounds):
        order = list(trees) if number % 2 == 0 else list(reversed(trees))
        for name in order:
            runs[name].append(run_tree(trees[name], games, modes, args.hands, args.seed))
        print(f"round {number + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    print("\n".join(report(runs, list(trees), games, modes)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
