"""斗地主 bots against RLCard's rule agent, the public yardstick DouZero's papers use.

The anchor is ``DouDizhuRuleAgentV1`` of RLCard (``rlcard==1.2.0`` on PyPI). It is
not a dependency of the game or its tests: install it for this benchmark only::

    python -m pip install -r requirements-bench.txt     # rlcard, numpy, termcolor

Protocol (DouZero's): every deal is 17/17/17 with the 3 kitty cards going to the
landlord, who is fixed by seat (``seed % 3``) with no bidding and no 倒; every
pairing plays the same seeded deals. The RLCard agent sees only what its seat
sees: its state dict (``current_hand``, ``trace``, ``actions``, ``landlord``,
``self`` — the fields the agent reads) is built from our observation of its
seat, with its legal answers listed by RLCard's own rules. Its chosen action is
translated back to our Play and checked against our legal list; a play our
rules do not list is counted as a mismatch and replaced by a pass (or the
smallest legal play when passing is not allowed). Its random choices (numpy's
global generator) are seeded per deal, so a pairing replays exactly.

Run on purpose, not as a timed test::

    nice python -m bench.bench_rlcard --quick                 # a few minutes
    nice python -m bench.bench_rlcard --hands 1000 --hard-hands 300
    nice python -m bench.bench_rlcard --only normal,hard      # some pairings only

Each row: the landlord's win rate with its standard error, how many of the
RLCard agent's actions did not translate to a legal play of ours, and the p95
decision time of our bot in the pairing (card play only). The hard player's
time budget and the decision times are processor time
(:mod:`bench.processor_clock`), so a run on a busy machine plays and reports as
on an idle one.
"""
from __future__ import annotations

import argparse
import json
import importlib.util
import random
import time
from dataclasses import dataclass, field, replace
from typing import Sequence

from ai.doudizhu import EasyBot, HardBot, NormalBot
from ai.climbing.search import SearchSettings
from ai.doudizhu.search import LEAF_TRICKS, SETTINGS
from bench.common import mean_and_error, percentiles
from bench.processor_clock import thinking_in_processor_time
from engine.actions import Bid, Pass, Play
from engine.climbing.variants.doudizhu import new_state
from engine.climbing.ranks import DOUDIZHU_ORDER

OPTIONS = {"doubling": False, "reverse_spring": False, "match_hands": 0}

#: RLCard's rank letters in our order-index order (3 … A, 2, 小王 "B", 大王 "R").
RANK_LETTERS = "3456789TJQKA2BR"
LEVELS = ("easy", "normal", "hard")


def rlcard_parts():
    """(DouDizhuRuleAgentV1, its card tables), or None when rlcard is not installed.

    Only the rule agent and the Dou Dizhu tables are imported (plain numpy, no
    learning framework)."""
    if importlib.util.find_spec("rlcard") is None:
        return None
    from rlcard.games.doudizhu.judger import DoudizhuJudger
    from rlcard.games.doudizhu.utils import CARD_TYPE, TYPE_CARD, contains_cards
    from rlcard.models.doudizhu_rule_models import DouDizhuRuleAgentV1

    return DouDizhuRuleAgentV1, CARD_TYPE, TYPE_CARD, contains_cards, DoudizhuJudger


def letters(cards) -> str:
    """Cards as RLCard writes them: rank letters sorted low to high."""
    index = DOUDIZHU_ORDER.index
    return "".join(sorted((RANK_LETTERS[index(c.rank)] for c in cards), key=RANK_LETTERS.index))


def packed_of_letters(text: str) -> int:
    total = 0
    for letter in text:
        total += 1 << (4 * RANK_LETTERS.index(letter))
    return total


class RLCardSeat:
    """One RLCard rule agent behind our Bot protocol, seeing only its seat's observation."""

    level = "rlcard"

    def __init__(self, parts) -> None:
        agent_class, self.card_type, self.type_card, self.contains, self.judger = parts
        self.agent = agent_class()
        self.mismatches = 0
        self.decisions = 0

    def choose(self, observation, legal, rng: random.Random):
        if observation.phase != "play":
            return _fallback(legal)
        self.decisions += 1
        landlord = observation.landlord
        me = (observation.seat - landlord) % 3  # RLCard: landlord 0, then 1 and 2 in play order
        hand = letters(observation.hand)
        trace = [((seat - landlord) % 3, letters(cards) if cards else "pass")
                 for seat, cards in observation.history]
        if observation.lead is None:
            actions = list(self.judger.playable_cards_from_hand(hand))
        else:
            target = next(letters(cards) for _, cards in reversed(observation.round_plays) if cards)
            if target not in self.card_type[0]:
                self.mismatches += 1  # a play RLCard's rules do not know: it cannot answer it
                return _fallback(legal)
            actions = self._answers(hand, target)
        state = {"raw_obs": {"current_hand": hand, "trace": trace, "actions": actions,
                             "landlord": 0, "self": me}}
        chosen = self.agent.step(state)
        return self._ours(chosen, legal)

    def _answers(self, hand: str, target: str) -> list[str]:
        """RLCard's legal answers to ``target`` ('pass' first), as its ``get_gt_cards`` lists them."""
        found = ["pass"]
        kinds: dict[str, int] = {}
        for kind, weight in self.card_type[0][target]:
            kinds.setdefault(kind, int(weight))
        if "rocket" in kinds:
            return found
        kinds["rocket"] = -1
        kinds.setdefault("bomb", -1)
        for kind, weight in kinds.items():
            for can_weight, cards_list in self.type_card[kind].items():
                if int(can_weight) > weight:
                    for cards in cards_list:
                        if cards not in found and self.contains(hand, cards):
                            found.append(cards)
        return found

    def _ours(self, chosen: str, legal):
        """Our legal action for RLCard's choice (a mismatch falls back and is counted)."""
        if chosen == "pass":
            for action in legal:
                if isinstance(action, Pass):
                    return action
            self.mismatches += 1
            return _fallback(legal)
        wanted = packed_of_letters(chosen)
        moves = getattr(legal, "moves", None)
        if moves is not None:
            offset = 1 if legal.pass_allowed else 0
            for i, move in enumerate(moves):
                if move[0] == wanted:
                    return legal[i + offset]
        else:
            for action in legal:
                if isinstance(action, Play) and DOUDIZHU_ORDER.pack(action.cards) == wanted:
                    return action
        self.mismatches += 1
        return _fallback(legal)


def _fallback(legal):
    """Pass when allowed, else the smallest legal play (the first listed)."""
    for action in legal:
        if isinstance(action, Pass):
            return action
    return legal[0]


@dataclass
class Pairing:
    """One landlord level against two farmers of another, over the same deals."""

    landlord_level: str
    farmer_level: str
    wins: list[float] = field(default_factory=list)
    mismatches: int = 0
    rlcard_decisions: int = 0
    times: list[float] = field(default_factory=list)
    seconds: float = 0.0

    def line(self) -> str:
        n = len(self.wins)
        rate, error = mean_and_error(self.wins)
        ours = ""
        if self.times:
            p50, p95, worst = percentiles(self.times)
            ours = f", ours p50 {p50:.1f} ms p95 {p95:.1f} ms max {worst:.0f} ms"
        return (f"{self.landlord_level:>6} landlord vs {self.farmer_level:>6} farmers: n = {n:>5}, "
                f"landlord wins {rate:.3f} ± {error:.3f} SE; RLCard mismatches {self.mismatches}/"
                f"{self.rlcard_decisions}{ours}, {self.seconds:.0f} s")


def make_bot(level: str, parts, hard: SearchSettings, leaf_tricks: int = LEAF_TRICKS):
    if level == "rlcard":
        return RLCardSeat(parts)
    if level == "easy":
        return EasyBot()
    if level == "normal":
        return NormalBot()
    if level == "hard":
        return HardBot(hard.time_budget, hard.iterations, hard.width, hard.min_worlds, hard.confidence,
                       leaf_tricks)
    raise ValueError(f"unknown level {level!r}")


def play_hand(seed: int, bots: Sequence, landlord: int) -> tuple[bool, list[float]]:
    """One deal seeded by ``seed`` with ``landlord`` taking the kitty (the others pass, no 倒).

    Returns whether the landlord won and the seconds each decision of our bots took."""
    state = new_state(OPTIONS, random.Random(seed))
    rng = random.Random(seed * 7919 + 1)
    _seed_numpy(seed)
    times: list[float] = []
    while state.phase not in ("hand_over", "match_over"):
        seat = state.to_act()[0]
        if state.phase == "bid":
            action = Bid(3) if seat == landlord else Pass()
        else:
            bot = bots[seat]
            observation = state.observe(seat)
            legal = state.legal_actions(seat)
            start = time.process_time()
            action = bot.choose(observation, legal, rng)
            if not isinstance(bot, RLCardSeat):
                times.append(time.process_time() - start)
        state.apply(seat, action)
    return state.result.landlord_won, times


def _seed_numpy(seed: int) -> None:
    """The RLCard agent's random fallback draws from numpy's global generator."""
    if importlib.util.find_spec("numpy") is not None:
        import numpy

        numpy.random.seed(seed % (2 ** 32))


def run_pairing(landlord_level: str, farmer_level: str, hands: int, first_seed: int, parts,
                hard: SearchSettings, progress=None, leaf_tricks: int = LEAF_TRICKS) -> Pairing:
    record = Pairing(landlord_level, farmer_level)
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + hands):
        landlord = seed % 3
        bots = [make_bot(landlord_level if s == landlord else farmer_level, parts, hard, leaf_tricks)
                for s in range(3)]
        won, times = play_hand(seed, bots, landlord)
        record.wins.append(1.0 if won else 0.0)
        record.times += times
        for bot in bots:
            if isinstance(bot, RLCardSeat):
                record.mismatches += bot.mismatches
                record.rlcard_decisions += bot.decisions
        if progress is not None and len(record.wins) % 50 == 0:
            record.seconds = time.perf_counter() - start
            progress(record)
    record.seconds = time.perf_counter() - start
    return record


def pairings(only: list[str]) -> list[tuple[str, str]]:
    """The table's rows: the baseline, then each of our levels as landlord and as farmers
    (``only`` may also name single rows as ``landlord:farmers``, run in the order given)."""
    named = [tuple(item.split(":")) for item in only if ":" in item]
    if named:
        return named
    rows = [("rlcard", "rlcard")] if "baseline" in only else []
    for level in LEVELS:
        if level in only:
            rows.append((level, "rlcard"))
    for level in LEVELS:
        if level in only:
            rows.append(("rlcard", level))
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="100 deals per pairing, 20 for hard")
    parser.add_argument("--hands", type=int, default=1000, help="deals per pairing (default 1000)")
    parser.add_argument("--hard-hands", type=int, default=None, help="deals per hard pairing (default 300)")
    parser.add_argument("--seed", type=int, default=1, help="first deal's seed (default 1)")
    defaults = SETTINGS
    parser.add_argument("--hard-time", type=float, default=defaults.time_budget,
                        help="hard time budget per decision, seconds")
    parser.add_argument("--hard-iterations", type=int, default=defaults.iterations,
                        help="hard play-outs per decision at most")
    parser.add_argument("--hard-width", type=int, default=defaults.width,
                        help="hard candidate moves compared")
    parser.add_argument("--hard-confidence", type=float, default=defaults.confidence,
                        help="hard plays a move other than the policy's only when it wins by this "
                             "many standard errors (0: the best mean)")
    parser.add_argument("--hard-leaf-tricks", type=int, default=LEAF_TRICKS,
                        help="hard stops each play-out at this many trick starts after the candidate "
                             "and judges it by the leaf model (0: plays to the hand's end)")
    parser.add_argument("--save", default="",
                        help="write each deal's result (seed, landlord won) of every row to this "
                             "JSON file, for paired comparisons between runs")
    parser.add_argument("--only", default="",
                        help="comma list: baseline,easy,normal,hard (default all), or rows "
                             "such as rlcard:hard,hard:rlcard")
    args = parser.parse_args(argv)
    parts = rlcard_parts()
    if parts is None:
        print("RLCard is not installed: python -m pip install -r requirements-bench.txt")
        return 0
    hands = 100 if args.quick else args.hands
    hard_hands = args.hard_hands or (20 if args.quick else 300)
    only = args.only.split(",") if args.only else ["baseline", *LEVELS]
    hard = replace(SETTINGS, time_budget=args.hard_time, iterations=args.hard_iterations,
                   width=args.hard_width, confidence=args.hard_confidence)
    saved: dict[str, dict[int, float]] = {}
    print(f"斗地主 vs RLCard DouDizhuRuleAgentV1: landlord fixed by seat, no bidding, no 倒, "
          f"deals from seed {args.seed}; hard: {hard.time_budget} s, {hard.iterations} play-outs, "
          f"{hard.width} candidates, confidence {hard.confidence}, leaf after "
          f"{args.hard_leaf_tricks or 'the hand'} trick starts", flush=True)

    def keep(record: Pairing) -> None:
        """Every deal's result so far into ``--save`` (a stopped run keeps what it played)."""
        saved[f"{record.landlord_level}:{record.farmer_level}"] = dict(enumerate(record.wins, start=args.seed))
        if args.save:
            with open(args.save, "w", encoding="utf-8") as file:
                json.dump(saved, file)

    def show(record: Pairing) -> None:
        print("   …", record.line(), flush=True)
        keep(record)

    for landlord_level, farmer_level in pairings(only):
        n = hard_hands if "hard" in (landlord_level, farmer_level) else hands
        with thinking_in_processor_time():
            record = run_pairing(landlord_level, farmer_level, n, args.seed, parts, hard, show,
                                 args.hard_leaf_tricks)
        print(record.line(), flush=True)
        keep(record)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
