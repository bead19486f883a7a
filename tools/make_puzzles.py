"""The 残局 puzzle generator and the solver's speed report (run on purpose, not by the tests).

    python -m tools.make_puzzles make [--game ID …] [--seed S] [--minutes M] [--pool P]
    python -m tools.make_puzzles report

``make`` deals seeded candidate endgames (:mod:`tools.puzzle_deals`), solves each and keeps
those the player wins only with a precise line: the whole hand cannot go at once, at most two
first choices win while at least four lose (two, when he must answer a play on the table), and the solution asks the player at least two
decisions. Each kept puzzle stores its solution line (the quickest win against the longest
defence, :mod:`ai.endgame.line`), up to five tempting first moves that lose (the ones whose
refutation takes longest), and the solver's figures. Positions the solver needs more than
``NODE_LIMIT`` positions for are left out, so every shipped puzzle solves well within a second.
The candidates are rated by :attr:`ai.endgame.line.Figures.score`; 斗地主's are cut into three
bands by rank (easy, medium, hard), each band's picks spread evenly over its range.
Writes ``assets/puzzles/<game>.json``.

``report`` solves every shipped puzzle from scratch with a fresh solver and prints the time
per puzzle (p50, p95, max), the positions searched per second and the counts per band.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass

from ai.endgame.line import Analysis, Figures, figures
from ai.endgame.position import PASS, Position, advance
from ai.endgame.puzzles import ALL, BANDS, GAMES, Puzzle, Step, lead_combo, load_all, save_game, step_of
from ai.endgame.rules import rules_for
from ai.endgame.solver import Solver, TooHard

from .puzzle_deals import DEALS, Deal

#: Most positions a shipped puzzle's first solve may search.
NODE_LIMIT = 60_000
#: Most positions whose distance the line and the tempting moves may work out.
DISTANCE_LIMIT = 400_000
WRONG_KEPT = 5
#: Puzzles per band (斗地主) or per game.
PER_BAND = {"doudizhu": 24, "big2": 32, "gandengyan": 32}
PREFIX = {"doudizhu": "ddz", "big2": "big2", "gandengyan": "gdy"}


@dataclass(frozen=True)
class Candidate:
    deal: Deal
    figures: Figures
    solution: tuple[Step, ...]
    wrong: tuple[Step, ...]
    key: tuple


def start_of(game: str, deal: Deal) -> Position:
    rules = rules_for(game)
    hands = tuple(rules.pack(hand) for hand in deal.hands)
    if deal.lead is None:
        return Position(hands, 0)
    seat, cards = deal.lead
    return Position(hands, 0, lead_combo(rules, Step(seat, cards)), seat)


def evaluate(game: str, deal: Deal) -> Candidate | None:
    """The deal as a puzzle, or None when it is not one (lost, too easy, too big)."""
    rules = rules_for(game)
    seats = len(deal.hands)
    position = start_of(game, deal)
    solver = Solver(rules, deal.side, seats, node_limit=NODE_LIMIT)
    try:
        if not solver.wins(position):
            return None
    except TooHard:
        return None
    nodes = solver.nodes
    solver.node_limit = None
    choices = solver.choices(position)
    if any(move is not PASS and move[0] == position.hands[0] for move in choices):
        return None
    winning = solver.winning_moves(position)
    if len(winning) > 2 or len(choices) - len(winning) < (2 if position.lead is not None else 4):
        return None
    analysis = Analysis(solver, limit=DISTANCE_LIMIT)
    try:
        line = analysis.line(position)
        tree = analysis.size
        wrong = _tempting(solver, analysis, position, winning)
    except TooHard:
        return None
    found = figures(solver, position, line, nodes, tree)
    if found.decisions < 2:
        return None
    return Candidate(deal, found, _steps(game, deal, position, line), tuple(wrong),
                     (position.hands, position.lead, position.lead_seat))


def _tempting(solver: Solver, analysis: Analysis, position: Position, winning: list) -> list[Step]:
    """Up to WRONG_KEPT losing first moves, the longest refuted first (a pass last)."""
    scored = []
    for index, move in enumerate(solver.choices(position)):
        if move in winning:
            continue
        following, _ = advance(position, move)
        steps = 0 if following is None else analysis.distance(following)
        scored.append((move is PASS, -steps, index, move))
    scored.sort(key=lambda item: item[:3])
    return [(move, index) for _, _, index, move in scored[:WRONG_KEPT]]


def _steps(game: str, deal: Deal, position: Position, line: list) -> tuple[Step, ...]:
    """The line as stored steps, each play's cards taken out of its seat's cards as they go."""
    rules = rules_for(game)
    cards = [list(hand) for hand in deal.hands]
    steps = []
    for move in line:
        seat = position.to_act
        step = step_of(rules, seat, move, cards[seat])
        for card in step.cards:
            cards[seat].remove(card)
        steps.append(step)
        position, _ = advance(position, move)
    return tuple(steps)


def _wrong_steps(game: str, deal: Deal, wrong) -> tuple[Step, ...]:
    rules = rules_for(game)
    return tuple(step_of(rules, 0, move, deal.hands[0]) for move, _ in wrong)


def collect(game: str, rng: random.Random, wanted: int, minutes: float, out=sys.stdout) -> list[Candidate]:
    """Candidates of one game until ``wanted`` are kept or the time is up."""
    deal_of = DEALS[game]
    kept: dict[tuple, Candidate] = {}
    dealt = 0
    deadline = time.monotonic() + 60 * minutes
    while len(kept) < wanted and time.monotonic() < deadline:
        dealt += 1
        found = evaluate(game, deal_of(rng))
        if found is not None and found.key not in kept:
            kept[found.key] = found
            if len(kept) % 10 == 0:
                print(f"  {game}: {len(kept)} kept of {dealt} dealt", file=out, flush=True)
    print(f"{game}: {len(kept)} kept of {dealt} dealt", file=out, flush=True)
    return list(kept.values())


def choose(game: str, candidates: list[Candidate]) -> list[tuple[str, Candidate]]:
    """(band, candidate) pairs: 斗地主 in three bands by score, the others one band; each
    band's picks spread evenly over its part of the ranking, easiest first."""
    ranked = sorted(candidates, key=lambda c: c.figures.score)
    per = PER_BAND[game]
    if game != "doudizhu":
        return [(ALL, c) for c in _spread(ranked, per)]
    third = len(ranked) // 3
    parts = (ranked[:third], ranked[third:2 * third], ranked[2 * third:])
    return [(band, c) for band, part in zip(BANDS, parts) for c in _spread(part, per)]


def _spread(ranked: list, count: int) -> list:
    if len(ranked) <= count:
        return list(ranked)
    return [ranked[round(i * (len(ranked) - 1) / (count - 1))] for i in range(count)]


def puzzles_of(game: str, chosen: list[tuple[str, Candidate]]) -> list[Puzzle]:
    numbers: dict[str, int] = {}
    found = []
    for band, cand in chosen:
        numbers[band] = numbers.get(band, 0) + 1
        tag = "" if band == ALL else band[0]
        deal = cand.deal
        lead = Step(deal.lead[0], deal.lead[1]) if deal.lead is not None else None
        rules = rules_for(game)
        hands = tuple(rules.sort(hand) for hand in deal.hands)
        figs = cand.figures
        found.append(Puzzle(
            id=f"{PREFIX[game]}-{tag}{numbers[band]:02d}", game=game, band=band, hands=hands,
            side=deal.side, to_act=0, lead=lead, landlord=deal.landlord, solution=cand.solution,
            wrong=_wrong_steps(game, deal, cand.wrong),
            figures={"choices": figs.choices, "winning": figs.winning, "decisions": figs.decisions,
                     "critical": figs.critical, "plies": figs.plies, "nodes": figs.nodes, "tree": figs.tree,
                     "score": round(figs.score, 2)}))
    return found


def make(games, seed: int, minutes: float, pool: float = 1.6, out=sys.stdout) -> None:
    """Collect ``pool`` times as many candidates as will be shipped, then choose."""
    for game in games:
        rng = random.Random(f"{seed}-{game}")
        bands = 3 if game == "doudizhu" else 1
        candidates = collect(game, rng, int(PER_BAND[game] * bands * pool), minutes, out)
        puzzles = puzzles_of(game, choose(game, candidates))
        path = save_game(game, puzzles)
        print(f"{game}: {len(puzzles)} puzzles written to {path}", file=out, flush=True)


def report(out=sys.stdout) -> dict:
    """Every shipped puzzle solved from scratch: time per puzzle and positions per second."""
    times, nodes = [], 0
    counts: dict[str, int] = {}
    for game, puzzles in load_all().items():
        for puzzle in puzzles:
            counts[f"{game}/{puzzle.band}"] = counts.get(f"{game}/{puzzle.band}", 0) + 1
            solver = Solver(puzzle.rules, puzzle.side, puzzle.seats)
            start = time.perf_counter()
            solver.wins(puzzle.position())
            times.append(time.perf_counter() - start)
            nodes += solver.nodes
    times.sort()
    figures_ = {"puzzles": len(times), "p50": _at(times, 0.5), "p95": _at(times, 0.95), "max": times[-1],
                "nodes_per_s": nodes / sum(times), "counts": counts}
    print(f"puzzles {len(times)}: p50 {figures_['p50'] * 1000:.1f} ms, p95 {figures_['p95'] * 1000:.1f} ms, "
          f"max {figures_['max'] * 1000:.1f} ms, {nodes:,} positions in {sum(times):.2f} s, "
          f"{figures_['nodes_per_s']:,.0f} positions/s", file=out)
    for name, count in sorted(counts.items()):
        print(f"  {name}: {count}", file=out)
    return figures_


def _at(values: list[float], share: float) -> float:
    return values[min(len(values) - 1, int(share * len(values)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.make_puzzles", description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("make", "report"))
    parser.add_argument("--game", action="append", choices=GAMES)
    parser.add_argument("--seed", type=int, default=33)
    parser.add_argument("--minutes", type=float, default=30.0, help="the most time per game")
    parser.add_argument("--pool", type=float, default=1.6,
                        help="candidates to collect per puzzle shipped (more: a wider choice)")
    args = parser.parse_args(argv)
    if args.command == "make":
        make(args.game or GAMES, args.seed, args.minutes, args.pool)
    else:
        report()
    return 0


if __name__ == "__main__":
    sys.exit(main())
