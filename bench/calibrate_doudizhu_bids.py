"""Calibrate 斗地主's bidding on play-outs: fit P(landlord wins | hand), check it on held-out deals.

Run on purpose (minutes, one process)::

    nice -n 10 python -m bench.calibrate_doudizhu_bids                 # fit, report
    nice -n 10 python -m bench.calibrate_doudizhu_bids --write         # ... and rewrite ai/doudizhu/bid_model.py

What it does:

1. **Play-outs.** Deal seeded random hands (the engine's own deal). For every deal and every
   seat, make that seat the landlord (it takes the kitty and leads) and play the hand to the
   end with the normal policy for all three seats on packed counts (the fast path the hard
   search uses: :class:`engine.climbing.round.Round` + :func:`ai.doudizhu.search.round_policy`).
   The play never looks at the bid or the stakes, so one play-out per (deal, landlord) says
   how the hand ends under *any* bidding and doubling; its bombs and spring give the score.
2. **Fit** on the deals of the fit seeds: a logistic regression (Newton's method, pure Python)
   of "the landlord won" on a few features of the 17-card hand before the kitty
   (:func:`ai.doudizhu.bidding.hand_features`) — the bidding estimate; on the 20-card hand
   after the kitty — the 踢回 estimate, with an offset for "a farmer doubled" fitted on the
   deals where that happened; and of "the farmers won" on a farmer's 17-card hand with the
   landlord's bid — the 倒 estimate, fitted on the landlord the bidding actually makes.
3. **Thresholds**: every bidding rule's score on the fit deals is known from the
   play-outs, so the script searches the bid thresholds whose worst gain over the old
   bidding, against several kinds of opponent bidding, is largest, and the 倒 and 踢回
   thresholds with the best mean score; it prints what it finds beside what
   :mod:`ai.doudizhu.bidding` ships (the shipped thresholds are a decision stated there).
4. **Report** on held-out seeds: predicted-probability bins → mean prediction, observed win
   rate and n; the Brier score against the base rate and against the old strength thresholds
   read as a step function; the bid levels, redeals and each level's realised win rate when
   all three seats bid by the model; and the old bidding in one seat against the new in the
   others on the same deals (paired, per seat and hand, with its standard error); then the
   same at the table: NormalBot in every seat through the engine, bidding on (redeals
   happen there), and the paired old-vs-new seat.

The fitted coefficients are printed as the text of :mod:`ai.doudizhu.bid_model` (written
there with ``--write``). The play-outs of a run can be kept (``--data``) to refit without
replaying. The play-outs themselves are :mod:`bench.bid_playouts`; the logistic fits and the
calibration tables, :mod:`bench.logistic`; this module holds the bidding rules, the
threshold search and the report.
"""
from __future__ import annotations

import argparse
import importlib
import math
import os
import random
import time
from dataclasses import dataclass

from ai.doudizhu import bid_model, bidding
from engine.climbing.variants.doudizhu import new_state

from .bid_playouts import OPTIONS, SEATS, Deal, cached_deals
from .logistic import brier, calibration_table, fit_logistic, fit_offset, logit_of, sigmoid


# --- what each seat knows, computed once per deal ----------------------------------------------


@dataclass
class Seen:
    """Per deal and seat: the features and the old strength of the 17 and 20-card hands."""

    deal: Deal
    f17: list[tuple[int, ...]]
    f20: list[tuple[int, ...]]
    old17: list[float]
    old20: list[float]
    p17: list[float] | None = None     # the landlord estimate, once fitted
    z20: list[float] | None = None     # the 20-card logit without the doubled offset
    zfarm: list[float] | None = None   # the farmer logit without the bid offset


def seen_of(deals: list[Deal]) -> list[Seen]:
    out = []
    for d in deals:
        f17 = [bidding.hand_features(h) for h in d.hands]
        f20 = [bidding.hand_features(h + d.kitty) for h in d.hands]
        out.append(Seen(d, f17, f20, [bidding.strength(h) for h in d.hands],
                        [bidding.strength(h + d.kitty) for h in d.hands]))
    return out


@dataclass(frozen=True)
class Model:
    """The fitted estimates (what :mod:`ai.doudizhu.bid_model` holds)."""

    before: list[float]
    after: list[float]
    doubled_offset: float
    farmer: list[float]
    bid_offsets: tuple[float, float, float]

    def annotate(self, seen: list[Seen]) -> None:
        for s in seen:
            s.p17 = [sigmoid(logit_of(self.before, f)) for f in s.f17]
            s.z20 = [logit_of(self.after, f) for f in s.f20]
            s.zfarm = [logit_of(self.farmer, f) for f in s.f17]

    def farmer_chance(self, s: Seen, seat: int, bid: int) -> float:
        return sigmoid(s.zfarm[seat] + self.bid_offsets[bid - 1])

    def redouble_chance(self, s: Seen, seat: int) -> float:
        return sigmoid(s.z20[seat] + self.doubled_offset)


# --- bidding rules, played on the recorded outcomes ------------------------------------------------


@dataclass(frozen=True)
class NewRule:
    """The model's bidding: thresholds on the estimated chances."""

    model: Model
    bid_at: tuple[float, float, float]
    double_at: float = 2.0       # > 1: never
    redouble_at: float = 0.5

    def target(self, s: Seen, seat: int) -> int:
        p = s.p17[seat]
        return sum(1 for at in self.bid_at if p >= at)

    def double(self, s: Seen, seat: int, bid: int) -> bool:
        return self.model.farmer_chance(s, seat, bid) >= self.double_at

    def redouble(self, s: Seen, seat: int) -> bool:
        return self.model.redouble_chance(s, seat) >= self.redouble_at


@dataclass(frozen=True)
class OldRule:
    """The strength thresholds this module replaced (bidding.py before issue 18)."""

    bid_at: tuple[float, float, float] = (5.0, 7.0, 9.0)
    double_at: float = 8.5
    redouble_at: float = 12.0
    doubling: bool = True

    def target(self, s: Seen, seat: int) -> int:
        return sum(1 for at in self.bid_at if s.old17[seat] >= at)

    def double(self, s: Seen, seat: int, bid: int) -> bool:
        return self.doubling and s.old17[seat] >= self.double_at + (1.0 if bid >= 3 else 0.0)

    def redouble(self, s: Seen, seat: int) -> bool:
        return s.old20[seat] >= self.redouble_at


def auction(s: Seen, rules) -> tuple[int, int] | None:
    """(landlord, bid) when each seat bids its target if it beats the high bid; None: redeal."""
    high, holder = 0, None
    seat = s.deal.first
    for _ in range(SEATS):
        target = rules[seat].target(s, seat)
        if target > high:
            high, holder = target, seat
            if high == 3:
                break
        seat = (seat + 1) % SEATS
    return None if holder is None else (holder, high)


def table_score(s: Seen, rules, doubling: bool = True) -> tuple[list[int], tuple | None, list[bool], bool]:
    """Each seat's score for this deal under ``rules`` (redeal: all 0), with what was decided."""
    found = auction(s, rules)
    if found is None:
        return [0, 0, 0], None, [False] * SEATS, False
    landlord, bid = found
    won, bombs, spring = s.deal.outcomes[landlord]
    doubled = [False] * SEATS
    if doubling:
        for k in (1, 2):
            farmer = (landlord + k) % SEATS
            doubled[farmer] = rules[farmer].double(s, farmer, bid)
    redoubled = any(doubled) and rules[landlord].redouble(s, landlord)
    unit = bid * 2 ** bombs * (2 if spring else 1) * (1 if won else -1)
    scores = [0, 0, 0]
    for k in (1, 2):
        farmer = (landlord + k) % SEATS
        stake = (4 if redoubled else 2) if doubled[farmer] else 1
        scores[farmer] -= unit * stake
        scores[landlord] += unit * stake
    return scores, found, doubled, redoubled


def seat_mean(seen: list[Seen], mine, others, doubling: bool = True) -> float:
    """Mean score per deal of a seat playing ``mine`` against two seats playing ``others``
    (every seat takes the tested chair in turn, so each deal counts three times)."""
    total = 0
    for s in seen:
        for seat in range(SEATS):
            rules = [others] * SEATS
            rules[seat] = mine
            total += table_score(s, rules, doubling)[0][seat]
    return total / (SEATS * len(seen))


def paired(seen: list[Seen], mine, others, baseline, doubling: bool = True) -> tuple[float, float, int]:
    """Mean ± SE of (seat plays ``mine``) − (seat plays ``baseline``), the others ``others``,
    per seat and deal on the same deals."""
    diffs = []
    for s in seen:
        for seat in range(SEATS):
            rules = [others] * SEATS
            rules[seat] = mine
            a = table_score(s, rules, doubling)[0][seat]
            rules[seat] = baseline
            b = table_score(s, rules, doubling)[0][seat]
            diffs.append(a - b)
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n), n


# --- the fit, step by step -----------------------------------------------------------------------

GRID = tuple(round(0.20 + 0.02 * i, 2) for i in range(31))   # 0.20 … 0.80


def fit_landlord(seen: list[Seen]) -> tuple[list[float], list[float]]:
    """The landlord's estimates before and after the kitty, over every seat made landlord."""
    rows, wins, rows20 = [], [], []
    for s in seen:
        for seat in range(SEATS):
            rows.append(s.f17[seat])
            rows20.append(s.f20[seat])
            wins.append(int(s.deal.outcomes[seat][0]))
    return fit_logistic(rows, wins), fit_logistic(rows20, wins)


def fit_model(seen: list[Seen], bid_at: tuple[float, float, float], double_at: float,
              landlord: tuple[list[float], list[float]]) -> Model:
    """The three estimates. The 倒 and 踢回 fits look at the landlord the bidding makes with
    ``bid_at`` (and at the farmers who double from ``double_at``), so they are refitted after
    the thresholds move; ``landlord``: :func:`fit_landlord`'s answer."""
    before, after = landlord
    model = Model(before, after, 0.0, [0.0] * len(before), (0.0, 0.0, 0.0))
    model.annotate(seen)
    rule = NewRule(model, bid_at)
    frows, fwins = [], []
    for s in seen:
        found = auction(s, [rule] * SEATS)
        if found is None:
            continue
        landlord, bid = found
        for k in (1, 2):
            farmer = (landlord + k) % SEATS
            frows.append(s.f17[farmer] + (int(bid == 2), int(bid == 3)))
            fwins.append(int(not s.deal.outcomes[landlord][0]))
    weights = fit_logistic(frows, fwins)
    farmer, offsets = weights[:-2], (0.0, weights[-2], weights[-1])
    model = Model(before, after, 0.0, farmer, offsets)
    model.annotate(seen)
    doubled_offset = fit_doubled_offset(seen, model, bid_at, double_at)
    model = Model(before, after, doubled_offset, farmer, offsets)
    model.annotate(seen)
    return model


def fit_doubled_offset(seen: list[Seen], model: Model, bid_at, double_at: float) -> float:
    """How much a 倒 lowers the landlord's 20-card logit: fitted on the deals where the bidding
    made a landlord and a farmer doubled."""
    rule = NewRule(model, bid_at, double_at)
    logits, wins = [], []
    for s in seen:
        found = auction(s, [rule] * SEATS)
        if found is None:
            continue
        landlord, bid = found
        if any(rule.double(s, (landlord + k) % SEATS, bid) for k in (1, 2)):
            logits.append(s.z20[landlord])
            wins.append(int(s.deal.outcomes[landlord][0]))
    return fit_offset(logits, wins) if len(wins) >= 50 else 0.0


#: The opponents a bidding rule should do well against: the old strength bidding (people bid
#: with good hands and pass with bad ones much as it does) and the estimate's bidding with
#: cautious to very keen thresholds (bots of this module, and keen people).
OPPONENT_THRESHOLDS = ((0.5, 0.55, 0.6), (0.4, 0.45, 0.5), (0.34, 0.4, 0.5), (0.2, 0.2, 0.4))


class _Fixed:
    """A seat that bids a given target and never doubles (for :func:`score_table`)."""

    def __init__(self, target: int) -> None:
        self._target = target

    def target(self, s, seat) -> int:
        return self._target

    def double(self, *args) -> bool:
        return False

    def redouble(self, *args) -> bool:
        return False


def score_table(seen: list[Seen], others) -> list[list[list[int]]]:
    """``table[deal][seat][target]``: the seat's score when it bids ``target`` (0 … 3) and the
    other two bid by ``others`` (doubling off) — any rule of the seat is then a look-up."""
    table = []
    for s in seen:
        row = []
        for seat in range(SEATS):
            rules = [others] * SEATS
            per = []
            for target in range(4):
                rules[seat] = _Fixed(target)
                per.append(table_score(s, rules, doubling=False)[0][seat])
            row.append(per)
        table.append(row)
    return table


def _mean_by_targets(table, targets) -> float:
    return sum(row[seat][t] for row, ts in zip(table, targets) for seat, t in enumerate(ts)) / (
        SEATS * len(table))


def robust_bid_thresholds(seen: list[Seen], model: Model, start, log=print):
    """The thresholds whose worst gain over the old bidding, across :data:`OPPONENT_THRESHOLDS`
    and the old bidding as opponents, is largest (coordinate ascent over :data:`GRID`).

    A plain best answer to itself escalates (each round bids keener than the last, since
    taking the landlord first pays against keen bidders), so the thresholds are instead
    chosen to do well whoever the other two are. Returns (thresholds, gain per opponent).
    """
    opponents = {"old": OldRule(doubling=False)}
    for at in OPPONENT_THRESHOLDS:
        opponents[str(at)] = NewRule(model, at)
    tables = {name: score_table(seen, rule) for name, rule in opponents.items()}
    old = OldRule()
    old_targets = [[old.target(s, seat) for seat in range(SEATS)] for s in seen]
    base = {name: _mean_by_targets(t, old_targets) for name, t in tables.items()}

    def gains(at):
        targets = [[sum(1 for a in at if p >= a) for p in s.p17] for s in seen]
        return {name: _mean_by_targets(t, targets) - base[name] for name, t in tables.items()}

    current = tuple(start)
    worst = min(gains(current).values())
    for sweep in range(3):
        moved = False
        for i in (2, 1, 0):
            for value in GRID:
                trial = list(current)
                trial[i] = value
                if not trial[0] <= trial[1] <= trial[2]:
                    continue
                value_worst = min(gains(tuple(trial)).values())
                if value_worst > worst + 1e-12:
                    current, worst, moved = tuple(trial), value_worst, True
        log(f"  sweep {sweep + 1}: {current}, worst gain over the old bidding {worst:+.4f} per seat and hand")
        if not moved:
            break
    return current, gains(current), gains


def best_double_at(seen: list[Seen], model: Model, bid_at, start: float = 0.6,
                   redouble_at: float = 0.5, log=print) -> float:
    """The 倒 threshold maximising a doubling seat's mean score, the others doubling from
    ``start`` and every landlord answering at ``redouble_at``."""
    others = NewRule(model, bid_at, start, redouble_at)
    best, best_value = 2.0, seat_mean(seen, NewRule(model, bid_at, 2.0, redouble_at), others)
    log(f"  never double: seat mean {best_value:+.4f}")
    for value in GRID:
        mean = seat_mean(seen, NewRule(model, bid_at, value, redouble_at), others)
        if mean > best_value + 1e-12:
            best, best_value = value, mean
    log(f"  best 倒 threshold {best}, seat mean {best_value:+.4f}")
    return best


def best_redouble_at(seen: list[Seen], model: Model, bid_at, double_at: float, log=print) -> float:
    others = NewRule(model, bid_at, double_at, 0.5)
    best, best_value = 2.0, seat_mean(seen, NewRule(model, bid_at, double_at, 2.0), others)
    log(f"  never redouble: seat mean {best_value:+.4f}")
    for value in GRID:
        mean = seat_mean(seen, NewRule(model, bid_at, double_at, value), others)
        if mean > best_value + 1e-12:
            best, best_value = value, mean
    log(f"  best 踢回 threshold {best}, seat mean {best_value:+.4f}")
    return best


# --- the report ---------------------------------------------------------------------------------


def step_brier(fit_levels: list[tuple[int, int]], test_levels: list[tuple[int, int]]) -> float:
    """Brier score of a bid-level step function (P(win | level) measured on the fit deals)."""
    rate = {}
    for level in range(4):
        won = [w for l, w in fit_levels if l == level]
        rate[level] = sum(won) / len(won) if won else 0.5
    return sum((rate[l] - w) ** 2 for l, w in test_levels) / len(test_levels)


def bidding_report(seen: list[Seen], rule, title: str) -> list[str]:
    """All three seats bid by ``rule``: bid levels, redeals, doubles, and each level's realised
    landlord win rate against the estimate's mean."""
    lines = [title]
    levels: dict[int, list[tuple[float, int]]] = {1: [], 2: [], 3: []}
    level_scores: dict[int, list[int]] = {1: [], 2: [], 3: []}
    redeals = doubles = redoubles = 0
    scores = []
    for s in seen:
        result, found, doubled, redoubled = table_score(s, [rule] * SEATS)
        if found is None:
            redeals += 1
            continue
        landlord, bid = found
        p = s.p17[landlord] if s.p17 is not None else float("nan")
        levels[bid].append((p, int(s.deal.outcomes[landlord][0])))
        doubles += sum(doubled)
        redoubles += redoubled
        scores.append(result[landlord])
        level_scores[bid].append(result[landlord])
    n = len(seen)
    lines.append(f"  deals {n}: redeal (all pass) {redeals / n:.3f}; 倒 per hand {doubles / max(1, n - redeals):.3f}, "
                 f"踢回 per hand {redoubles / max(1, n - redeals):.3f}")
    lines.append("  bid   share of deals   landlord wins ± SE   model's mean P   n       landlord's mean score")
    for bid, pairs in levels.items():
        if not pairs:
            lines.append(f"  {bid}     0")
            continue
        k = len(pairs)
        won = sum(w for _, w in pairs) / k
        se = math.sqrt(max(won * (1 - won), 1e-9) / k)
        pred = sum(p for p, _ in pairs) / k
        mean_score = sum(level_scores[bid]) / k
        lines.append(f"  {bid}     {k / n:.3f}            {won:.3f} ± {se:.3f}        {pred:.3f}        "
                     f"{k:<7} {mean_score:+.2f}")
    if scores:
        mean = sum(scores) / len(scores)
        lines.append(f"  landlord's mean score per played hand {mean:+.3f}")
    return lines


# --- bid_model.py -----------------------------------------------------------------------------------


def module_text(model: Model, n_fit: int, fit_seeds: str, command: str) -> str:
    def nums(values) -> str:
        items = [f"{v:.4f}" for v in values]
        lines = [", ".join(items[i:i + 6]) for i in range(0, len(items), 6)]
        return "(\n    " + ",\n    ".join(lines) + ",\n)"

    names = ",\n    ".join(", ".join(f'"{n}"' for n in FEATURE_NAMES[i:i + 5])
                            for i in range(0, len(FEATURE_NAMES), 5))
    return f'''"""The fitted chances behind 斗地主's 叫分, 倒 and 踢回 (plain data, read by :mod:`.bidding`).

Logistic regressions of "the side wins" on :func:`.bidding.hand_features`, fitted on
play-outs with the normal policy in all three seats (every deal played once with each
seat as landlord). Produced {time.strftime("%Y-%m-%d")} by
``{command}`` from {n_fit:,} deals
(seeds {fit_seeds}, {3 * n_fit:,} play-outs); the same command reports the calibration on
held-out seeds. Refit when the normal policy's play changes much.

Each weight tuple is (intercept, then one weight per feature of :data:`FEATURES`).
"""

FEATURES = (\n    {names},\n)

#: P(landlord wins | 17 cards before the kitty), over every seat made landlord.
LANDLORD_BEFORE_KITTY = {nums(model.before)}
#: P(landlord wins | 20 cards with the kitty), over every seat made landlord ...
LANDLORD_AFTER_KITTY = {nums(model.after)}
#: ... plus this on the logit for a landlord the bidding made and a farmer doubled (踢回's case).
DOUBLED_OFFSET = {model.doubled_offset:.4f}
#: P(farmers win | a farmer's 17 cards), for the landlord the bidding made ...
FARMER = {nums(model.farmer)}
#: ... plus this on the logit for the landlord's bid of 1, 2, 3.
FARMER_BID_OFFSETS = ({", ".join(f"{v:.4f}" for v in model.bid_offsets)})
'''


FEATURE_NAMES = ("big_joker", "small_joker", "rocket", "twos", "aces", "kings", "bombs", "plays",
                 "low_singles", "low_pairs")


# --- at the table: the bots themselves, bidding on ------------------------------------------------


def table_run(first_seed: int, hands: int, bots_for) -> list[str]:
    """Play ``hands`` hands through the engine with the bots ``bots_for(seed)`` bidding for
    themselves (redeals happen inside the state, as at a real table): bid levels and each
    level's landlord win rate against the estimate's mean."""
    levels: dict[int, list[tuple[float, int]]] = {1: [], 2: [], 3: []}
    redeals = doubles = redoubles = 0
    for seed in range(first_seed, first_seed + hands):
        state = new_state(OPTIONS, random.Random(seed))
        bots = bots_for(seed)
        rng = random.Random(seed * 7919 + 1)
        hands17 = list(state.packed)
        while state.phase not in ("hand_over", "match_over"):
            seat = state.to_act()[0]
            action = bots[seat].choose(state.observe(seat), state.legal_actions(seat), rng)
            events = state.apply(seat, action)
            if any(event.kind == "redeal" for event in events):
                redeals += 1
                hands17 = list(state.packed)
        landlord = state.landlord
        p = bidding.landlord_chance(hands17[landlord])
        levels[state.high_bid].append((p, int(state.result.landlord_won)))
        doubles += sum(bool(d) for d in state.doubled)
        redoubles += bool(state.redoubled)
    lines = [f"  hands {hands} (seeds {first_seed}…): redeals per hand {redeals / hands:.3f}, "
             f"倒 per hand {doubles / hands:.3f}, 踢回 per hand {redoubles / hands:.3f}",
             "  bid   share   landlord wins ± SE   model's mean P   n"]
    for bid, pairs in levels.items():
        k = len(pairs)
        if not k:
            continue
        won = sum(w for _, w in pairs) / k
        se = math.sqrt(max(won * (1 - won), 1e-9) / k)
        pred = sum(p for p, _ in pairs) / k
        lines.append(f"  {bid}     {k / hands:.3f}   {won:.3f} ± {se:.3f}        {pred:.3f}        {k}")
    return lines


def old_bidding_bot():
    """A NormalBot that bids, doubles and redoubles by the old strength thresholds."""
    from ai.doudizhu import NormalBot
    from ai.doudizhu.packing import pack
    from engine.actions import Bid, Pass

    old = OldRule()

    class OldBidding(NormalBot):
        def bid(self, observation, legal, rng):
            high = max((value for _, value in observation.bids), default=0)
            value = bidding.choose_bid(pack(observation.hand), high, old.bid_at, bidding.strength)
            return Bid(value) if value else Pass()

        def double(self, observation, rng):
            return bidding.strength(pack(observation.hand)) >= old.double_at + (
                1.0 if observation.base >= 3 else 0.0)

        def redouble(self, observation, rng):
            return bidding.strength(pack(observation.hand)) >= old.redouble_at

    return OldBidding()


def table_paired(first_seed: int, hands: int) -> str:
    """The same seeds twice through the engine: seat ``seed % 3`` bids the old way, then the
    new way, the others NormalBot both times; that seat's score difference per hand."""
    from ai.doudizhu import NormalBot

    diffs = []
    for seed in range(first_seed, first_seed + hands):
        tested = seed % SEATS
        scores = []
        for tested_bot in (NormalBot(), old_bidding_bot()):
            bots = [NormalBot() for _ in range(SEATS)]
            bots[tested] = tested_bot
            state = new_state(OPTIONS, random.Random(seed))
            rng = random.Random(seed * 7919 + 1)
            while state.phase not in ("hand_over", "match_over"):
                seat = state.to_act()[0]
                state.apply(seat, bots[seat].choose(state.observe(seat), state.legal_actions(seat), rng))
            scores.append(state.result.deltas[tested])
        diffs.append(scores[0] - scores[1])
    n = len(diffs)
    mean = sum(diffs) / n
    se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
    return (f"  new − old bidding in one seat (the others new), score per hand: {mean:+.4f} ± {se:.4f} SE "
            f"({mean / se if se else 0:.1f} SE), n = {n} hands, seeds {first_seed}…")


# --- main -----------------------------------------------------------------------------------------


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fit-seed", type=int, default=1)
    parser.add_argument("--fit-deals", type=int, default=40_000)
    parser.add_argument("--test-seed", type=int, default=1_000_001)
    parser.add_argument("--test-deals", type=int, default=20_000)
    parser.add_argument("--table-hands", type=int, default=3_000,
                        help="hands played through the engine by NormalBot with bidding on (0: skip)")
    parser.add_argument("--data", default=None, help="folder to keep (and reuse) the play-outs")
    parser.add_argument("--write", action="store_true", help="rewrite ai/doudizhu/bid_model.py")
    args = parser.parse_args(argv)
    command = "nice -n 10 python -m bench.calibrate_doudizhu_bids --write" + (
        f" --fit-deals {args.fit_deals}" if args.fit_deals != 40_000 else "")

    fit_deals = cached_deals(args.data, args.fit_seed, args.fit_deals)
    test_deals = cached_deals(args.data, args.test_seed, args.test_deals)
    fit, test = seen_of(fit_deals), seen_of(test_deals)
    print(f"fit: {len(fit)} deals (seeds {args.fit_seed}…), held out: {len(test)} deals "
          f"(seeds {args.test_seed}…)", flush=True)

    bid_at = tuple(bidding.BID_THRESHOLDS)
    double_at, redouble_at = bidding.DOUBLE_AT, bidding.REDOUBLE_AT
    landlord = fit_landlord(fit)
    model = fit_model(fit, bid_at, double_at, landlord)
    print("bid thresholds on the fit deals (doubling off), seat's gain over the old bidding:", flush=True)
    found, _, gains = robust_bid_thresholds(fit, model, bid_at)
    for at in sorted({bid_at, found, *OPPONENT_THRESHOLDS}):
        row = ", ".join(f"{name} {gain:+.3f}" for name, gain in gains(at).items())
        print(f"  {at}{' (shipped)' if at == bid_at else ''}: against {row}")
    print("倒 threshold on the fit deals (bidding as shipped):", flush=True)
    found_double = best_double_at(fit, model, bid_at, double_at, redouble_at)
    print("踢回 threshold on the fit deals:", flush=True)
    found_redouble = best_redouble_at(fit, model, bid_at, double_at)
    print(f"found: bid {found}, 倒 {found_double}, 踢回 {found_redouble}; "
          f"shipped (ai/doudizhu/bidding.py): bid {bid_at}, 倒 {double_at}, 踢回 {redouble_at}")
    model.annotate(test)

    print()
    print("model:", model)
    print()
    pairs = [(s.p17[seat], int(s.deal.outcomes[seat][0])) for s in test for seat in range(SEATS)]
    print("\n".join(calibration_table(pairs, "HELD OUT: P(landlord wins | 17 cards), every seat made landlord")))
    model.annotate(fit)
    old = OldRule()
    fit_old = [(old.target(s, seat), int(s.deal.outcomes[seat][0])) for s in fit for seat in range(SEATS)]
    test_old = [(old.target(s, seat), int(s.deal.outcomes[seat][0])) for s in test for seat in range(SEATS)]
    new_rule = NewRule(model, bid_at, double_at, redouble_at)
    fit_new = [(new_rule.target(s, seat), int(s.deal.outcomes[seat][0])) for s in fit for seat in range(SEATS)]
    test_new = [(new_rule.target(s, seat), int(s.deal.outcomes[seat][0])) for s in test for seat in range(SEATS)]
    print(f"  Brier of a step function by bid level (its win rate per level from the fit deals): "
          f"old strength levels {step_brier(fit_old, test_old):.4f}, new levels "
          f"{step_brier(fit_new, test_new):.4f}; the model itself {brier(pairs):.4f}")
    pairs20 = [(sigmoid(s.z20[seat]), int(s.deal.outcomes[seat][0])) for s in test for seat in range(SEATS)]
    print("\n".join(calibration_table(pairs20, "HELD OUT: P(landlord wins | 20 cards), every seat made landlord")))
    farm, kick = [], []
    for s in test:
        found = auction(s, [new_rule] * SEATS)
        if found is None:
            continue
        landlord, bid = found
        farmers_won = int(not s.deal.outcomes[landlord][0])
        any_double = False
        for k in (1, 2):
            farmer = (landlord + k) % SEATS
            farm.append((model.farmer_chance(s, farmer, bid), farmers_won))
            any_double = any_double or new_rule.double(s, farmer, bid)
        if any_double:
            kick.append((model.redouble_chance(s, landlord), 1 - farmers_won))
    print("\n".join(calibration_table(farm, "HELD OUT: P(farmers win | a farmer's 17 cards, the bid), "
                                             "the landlord the new bidding makes")))
    if kick:
        print("\n".join(calibration_table(kick, "HELD OUT: P(landlord wins | 20 cards, a farmer doubled)", bins=5)))
    print()
    print("\n".join(bidding_report(test, new_rule, "HELD OUT, all three seats bid by the model:")))
    print("\n".join(bidding_report(test, OldRule(), "HELD OUT, all three seats bid by the old strength:")))
    for title, mine, others, base in (
            ("new seat vs old seat, the others new", new_rule, new_rule, OldRule()),
            ("new seat vs old seat, the others old", new_rule, OldRule(), OldRule())):
        mean, se, n = paired(test, mine, others, base)
        print(f"HELD OUT paired, {title}: score per seat and hand {mean:+.4f} ± {se:.4f} SE "
              f"({mean / se if se else 0:.1f} SE, n = {n})")

    text = module_text(model, len(fit), f"{args.fit_seed}…{args.fit_seed + len(fit) - 1}", command)
    print()
    print(text)
    if args.write:
        path = os.path.join(os.path.dirname(bidding.__file__), "bid_model.py")
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
        print(f"wrote {path}")
        importlib.reload(bid_model)
    if args.table_hands:
        from ai.doudizhu import NormalBot
        print("AT THE TABLE: NormalBot in all seats, bidding and 倒/踢回 on (the shipped bid_model):")
        print("\n".join(table_run(args.test_seed, args.table_hands, lambda seed: [NormalBot() for _ in range(SEATS)])))
        print("AT THE TABLE, paired (the same seeds twice):")
        print(table_paired(args.test_seed, args.table_hands))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
