"""The play-outs the 斗地主 bid calibration fits on (:mod:`bench.calibrate_doudizhu_bids`).

One seeded deal is played out three times, each seat the landlord once, with the normal
policy at every seat on packed counts; the play never looks at the bid or the stakes, so
the three endings say how the deal goes under any bidding. A run's play-outs can be kept
in a folder and reused.
"""
from __future__ import annotations

import json
import os
import random
import time
from dataclasses import dataclass

from ai.climbing.search import finish
from ai.doudizhu.search import round_policy
from engine.climbing.ranks import DOUDIZHU_ORDER
from engine.climbing.round import Round
from engine.climbing.variants.doudizhu import new_state

OPTIONS = {"doubling": True, "reverse_spring": False, "match_hands": 0}
SEATS = 3


@dataclass(frozen=True)
class Deal:
    """One seeded deal and how it ends with each seat as landlord.

    ``hands``: packed 17-card hands; ``kitty``: the packed kitty; ``first``: the seat
    holding the face-up card (it bids first). ``outcomes[L]`` = (landlord won, bombs +
    rockets played, spring) when seat ``L`` is the landlord.
    """

    seed: int
    hands: tuple[int, int, int]
    kitty: int
    first: int
    outcomes: tuple[tuple[bool, int, bool], ...]


def play_deal(seed: int) -> Deal:
    """Deal ``seed`` and play it out three times, each seat the landlord once."""
    state = new_state(OPTIONS, random.Random(seed))
    hands = tuple(state.packed)
    kitty = DOUDIZHU_ORDER.pack(state.kitty)
    outcomes = []
    for landlord in range(SEATS):
        dealt = list(hands)
        dealt[landlord] += kitty
        position = finish(Round(dealt, landlord, state.moves, state.round_rules), round_policy(landlord))
        farmers_played = sum(position.plays[s] for s in range(SEATS) if s != landlord)
        outcomes.append((position.winner == landlord, position.bombs + position.rockets,
                         position.winner == landlord and farmers_played == 0))
    return Deal(seed, hands, kitty, state.face_up_seat, tuple(outcomes))


def play_deals(first_seed: int, count: int, progress: bool = True) -> list[Deal]:
    deals = []
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + count):
        deals.append(play_deal(seed))
        if progress and len(deals) % 5000 == 0:
            print(f"  {len(deals)} deals, {time.perf_counter() - start:.0f} s", flush=True)
    return deals


def save_deals(path: str, deals: list[Deal]) -> None:
    with open(path, "w", encoding="utf-8") as out:
        for d in deals:
            out.write(json.dumps([d.seed, d.hands, d.kitty, d.first, d.outcomes]) + "\n")


def load_deals(path: str) -> list[Deal]:
    deals = []
    with open(path, encoding="utf-8") as source:
        for line in source:
            seed, hands, kitty, first, outcomes = json.loads(line)
            deals.append(Deal(seed, tuple(hands), kitty, first,
                              tuple((bool(w), b, bool(s)) for w, b, s in outcomes)))
    return deals


def cached_deals(data_dir: str | None, first_seed: int, count: int) -> list[Deal]:
    """The play-outs of these seeds, from ``data_dir`` if kept there before."""
    path = None
    if data_dir:
        os.makedirs(data_dir, exist_ok=True)
        path = os.path.join(data_dir, f"deals-{first_seed}-{count}.jsonl")
        if os.path.exists(path):
            return load_deals(path)
    print(f"playing {count} deals from seed {first_seed} (3 play-outs each) ...", flush=True)
    deals = play_deals(first_seed, count)
    if path:
        save_deals(path, deals)
    return deals
