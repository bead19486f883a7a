"""Issue 31: the share of hinted decisions that come with a reason, per variant.

A seeded play-out of every variant (easy computer players move, so it is quick); at each
decision of a seat the normal computer player's hint is asked with its reason (ai/reason.py),
as the 提示 button does. Reports explained / hinted per variant; the target is >= 95 %.
Run: python -m bench.bench_hint_reasons [decisions per variant]
"""
from __future__ import annotations

import random
import sys

from ai.reason import UNEXPLAINED, decide
from ai.registry import has_bots, make_bot
from engine.game import TABLE
from engine.match import Match, SeatPlayer
from engine.registry import all_specs


def share(variant: str, decisions: int = 40, seed: int = 1) -> tuple[int, int]:
    """(explained, hinted) over the first ``decisions`` seat decisions of a seeded match."""
    spec = next(s for s in all_specs() if s.id == variant)
    seats = spec.default_seats or spec.seats[0]
    match = Match.new(variant, spec.resolved_options(), seed=seed,
                      players=tuple(SeatPlayer() for _ in range(seats)))
    state, rng = match.state, random.Random(seed)
    movers = [make_bot(variant, "easy") for _ in range(seats)]
    hinter = make_bot(variant, "normal")
    explained = hinted = steps = 0
    while not state.is_match_over and hinted < decisions and steps < 5000:
        steps += 1
        acting = list(state.to_act())
        seat = acting[0] if acting else TABLE
        legal = state.legal_actions(seat)
        if seat == TABLE:
            match.apply(seat, legal[0])
            continue
        obs = state.observe(seat)
        decision = decide(hinter, obs, legal, random.Random(len(match.actions)))
        hinted += 1
        explained += decision.reason.code != UNEXPLAINED
        match.apply(seat, movers[seat].choose(obs, legal, rng))
    return explained, hinted


def main(decisions: int = 40) -> None:
    for spec in all_specs():
        if not has_bots(spec.id):
            print(f"{spec.id:24s} no computer players")
            continue
        explained, hinted = share(spec.id, decisions)
        print(f"{spec.id:24s} {explained:4d}/{hinted:<4d} {100 * explained / max(1, hinted):5.1f} %", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
