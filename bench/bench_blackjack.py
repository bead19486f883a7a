"""21点 simulation: the banker's edge with the normal 闲家, and each 闲家 level against the
exact strategy (run on purpose, never asserted in tests).

    python -m bench.bench_blackjack [--rounds 200000] [--paired 20000] [--quick]

Heads-up table (one 闲家, one banker), default rules (1 deck, BlackJack pays 1:1),
the normal 闲家 (computed strategy, flat bets) against

- the normal banker bot (hit or stand by expectation, from what it can see), and
- the casino banker option (hit to 16, stand on 17).

It runs the real :class:`engine.blackjack.BlackjackState` and the real bots (each
given only its observation), so the figures are those of the game as played; the
stacks are made large enough that nobody goes broke. Printed: the banker's edge
per unit bet (banker's gain ÷ chips bet, in %), its standard error from the
per-round spread, and rounds per second.

**The 闲家 levels against the exact strategy** (:func:`paired_edges`). The *edge* of a way
of playing is the 闲家's expected gain per unit of initial bet, flat bets, heads-up, under
the default rules (1 deck reshuffled below a quarter, BlackJack 1:1, no peek), against the
casino banker (hit to 16, stand on 17: the banker against whom a best play is defined and
computable) and, for information, against the normal banker bot (the default table, which
reads the 闲家's face-up cards). Every round is played from the same starting state (the
same shoe order) once per way of playing — common random numbers — so the differences
between them have a far smaller standard error than each edge. Compared:

- ``exact``: :func:`ai.blackjack.exact.exact_move` for the cards the 闲家 has not seen
  (recursion without replacement against the casino banker);
- ``hard``, ``normal``, ``easy``: the bots' own play (their bets replaced by the flat bet);
- the recursion's own figure for the infinite-shoe strategy (:func:`strategy.round_value`).
"""
from __future__ import annotations

import argparse
import copy
import math
import random
import time

from ai.blackjack import EasyBot, HardBot, NormalBot
from ai.blackjack.bots import FLAT_UNITS, as_action, pick_bet, player_situation
from ai.blackjack.counting import unseen_counts
from ai.blackjack.exact import ExactSolver, exact_move
from ai.blackjack.strategy import round_value
from engine.actions import NextHand
from engine.blackjack.actions import DoubleDown, Split
from engine.blackjack.state import BlackjackState
from engine.game import TABLE

BIG_STACK = 10 ** 12


def simulate(rounds: int, casino: bool, seed: int = 1, three_to_two: bool = False) -> dict[str, float]:
    options = {"casino_banker": casino, "stack": BIG_STACK, "max_bet": 1000,
               "blackjack_pays": "3:2" if three_to_two else "1:1"}
    state = BlackjackState(options, random.Random(seed), 2)
    player, banker = NormalBot(), NormalBot()
    rng = random.Random(seed + 1)
    bank_seat = state.banker
    next_hand = NextHand()
    total = total_sq = bet_total = 0.0
    started = time.perf_counter()
    done = 0
    while done < rounds:
        phase = state.phase
        if phase == "hand_over":
            result = state.result
            gain = result.deltas[bank_seat]
            bet = sum(params["bet"] for _, params, _ in result.lines if params["hand"] == 1)
            per_unit = gain / bet
            total += gain
            total_sq += per_unit * per_unit
            bet_total += bet
            done += 1
            state.apply(TABLE, next_hand)
            continue
        seat = state.to_act()[0]
        bot = banker if seat == bank_seat else player
        state.apply(seat, bot.choose(state.observe(seat), state.legal_actions(seat), rng))
    elapsed = time.perf_counter() - started
    mean = total / bet_total  # flat bets: the mean per unit is also the mean of the per-round figures
    variance = max(0.0, total_sq / done - mean ** 2)
    return {"edge": mean, "stderr": math.sqrt(variance / done), "rounds": done,
            "rate": done / elapsed, "seconds": elapsed}


class ExactPlayer(NormalBot):
    """The yardstick: the exact move for the unseen cards (the bench's, not a game level)."""

    def play(self, obs, legal, rng):
        return as_action(exact_choice(obs, legal)[0], legal)


def exact_choice(obs, legal) -> tuple[str, dict]:
    """(exact move, the situation's keyword arguments) of the active hand."""
    sit = player_situation(obs)
    kwargs = dict(can_double=DoubleDown() in legal, pair=sit["pair"], can_split=Split() in legal,
                  from_split=sit["from_split"])
    counts = unseen_counts(obs)
    return exact_move(sit["total"], sit["soft"], sit["up"], counts, **kwargs), {
        "sit": sit, "counts": tuple(int(c) for c in counts), "kwargs": kwargs}


def decision_regret(obs, legal, chosen) -> float:
    """What a move gives up against the exact best move, in units of the hand's bet (0 when
    it is the exact move): exact value of the best move minus that of ``chosen``."""
    move, info = exact_choice(obs, legal)
    if chosen == as_action(move, legal):
        return 0.0
    sit = info["sit"]
    ranked = ExactSolver(sit["up"]).moves(sit["total"], sit["soft"], info["counts"], **info["kwargs"])
    values = {as_action(m, legal): v for v, m in ranked}
    return ranked[0][0] - values.get(chosen, ranked[0][0])


def _fork(state: BlackjackState) -> BlackjackState:
    """An independent copy of the state (the cards themselves are immutable and shared)."""
    memo = {id(card): card for card in state.inventory()}
    return copy.deepcopy(state, memo)


def _play_round(state: BlackjackState, player, banker, rng: random.Random, flat: bool,
                regret: bool = False) -> tuple[float, float, float]:
    """Play one round from its bet to ``hand_over``: (闲家's gain per unit initial bet, chips bet,
    the player's summed decision regret per unit initial bet, when asked for)."""
    bank_seat = state.banker
    lost = 0.0
    while state.phase != "hand_over":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if seat == bank_seat:
            action = banker.choose(state.observe(seat), legal, rng)
        elif flat and state.phase == "bet":
            action = pick_bet(legal, state.min_bet * FLAT_UNITS)
        else:
            obs = state.observe(seat)
            action = player.choose(obs, legal, rng)
            if regret and state.phase == "play":
                lost += decision_regret(obs, legal, action)
        state.apply(seat, action)
    result = state.result
    bet = sum(params["bet"] for _, params, _ in result.lines if params["hand"] == 1)
    return -result.deltas[bank_seat] / bet, float(bet), lost


def _mean_se(total: float, squares: float, n: int) -> tuple[float, float]:
    mean = total / n
    return mean, math.sqrt(max(0.0, squares / n - mean ** 2) / n)


def paired_edges(rounds: int, casino: bool, seed: int = 11, exact_every: int = 1) -> dict[str, dict[str, float]]:
    """Each way of playing on the same rounds (common random numbers; the master shoe follows
    the normal player's round). Per player: the simulated edge and its SE, the difference
    from the exact player's simulated edge on the same rounds (the exact player plays only
    every ``exact_every``-th round, it is slow) and the mean *regret*: per round, the sum
    over the player's own decisions of what each gave up against the exact move (exact
    values from :class:`ExactSolver`; measured for hard and normal — easy's many mistakes
    would make it slow). By the performance-difference identity the mean
    regret is the edge the player loses to the exact strategy, without the noise of the
    cards that followed — the precise measure of "within x % of the exact edge"."""
    players = {"exact": ExactPlayer(), "hard": HardBot(), "normal": NormalBot(), "easy": EasyBot()}
    options = {"casino_banker": casino, "stack": BIG_STACK, "max_bet": 1000}
    master = BlackjackState(options, random.Random(seed), 2)
    banker = NormalBot()
    acc = {name: {"g": 0.0, "g2": 0.0, "d": 0.0, "d2": 0.0, "r": 0.0, "r2": 0.0, "n": 0, "nd": 0}
           for name in players}
    started = time.perf_counter()
    for n in range(rounds):
        gains = {}
        with_exact = n % exact_every == 0
        for name in ("exact", "hard", "easy", "normal"):  # normal last: it plays the master
            if name == "exact" and not with_exact:
                continue
            state = master if name == "normal" else _fork(master)
            g, _, lost = _play_round(state, players[name], banker, random.Random(n), flat=True,
                                     regret=name in ("hard", "normal"))
            gains[name] = g
            a = acc[name]
            a["g"] += g
            a["g2"] += g * g
            a["r"] += lost
            a["r2"] += lost * lost
            a["n"] += 1
        if with_exact:
            for name, g in gains.items():
                d = g - gains["exact"]
                a = acc[name]
                a["d"] += d
                a["d2"] += d * d
                a["nd"] += 1
        master.apply(TABLE, NextHand())
    out = {}
    for name, a in acc.items():
        edge, se = _mean_se(a["g"], a["g2"], a["n"])
        diff, diff_se = _mean_se(a["d"], a["d2"], max(1, a["nd"]))
        loss, loss_se = _mean_se(a["r"], a["r2"], a["n"])
        out[name] = {"edge": edge, "se": se, "n": a["n"], "diff": diff, "diff_se": diff_se, "nd": a["nd"],
                     "regret": loss, "regret_se": loss_se}
    out["_meta"] = {"rounds": rounds, "seconds": time.perf_counter() - started}
    return out


def counted_bets(rounds: int, casino: bool, seed: int = 11) -> dict[str, float]:
    """The hard 闲家 with its own Hi-Lo bets: gain per chip bet (what its betting adds)."""
    options = {"casino_banker": casino, "stack": BIG_STACK, "max_bet": 1000}
    state = BlackjackState(options, random.Random(seed), 2)
    player, banker = HardBot(), NormalBot()
    gain = bet = gain_sq = 0.0
    for n in range(rounds):
        g, b, _ = _play_round(state, player, banker, random.Random(n), flat=False)
        gain += g * b
        bet += b
        gain_sq += (g * b) ** 2
        state.apply(TABLE, NextHand())
    mean_bet = bet / rounds
    per_round = gain / rounds
    se = math.sqrt(max(0.0, gain_sq / rounds - per_round ** 2) / rounds) / mean_bet
    return {"per_chip": gain / bet, "se": se, "mean_bet_units": mean_bet / (10 * FLAT_UNITS)}


def report_paired(rounds: int, exact_every: int = 10) -> None:
    print(f"21点 闲家 edge (gain per unit initial bet, flat bets, 1 deck, BlackJack 1:1, no peek), "
          f"{rounds:,} rounds per table, the same rounds for every player (exact: every "
          f"{exact_every}th round):")
    print(f"  recursion, infinite shoe, casino banker: {100 * round_value():+.3f} %")
    for label, casino in (("casino banker (hit 16, stand 17)", True), ("normal banker bot (default)", False)):
        r = paired_edges(rounds, casino, exact_every=exact_every)
        meta = r.pop("_meta")
        print(f"  against the {label} ({meta['seconds']:.0f} s):")
        for name, f in r.items():
            print(f"    {name:7s} edge {100 * f['edge']:+.3f} % ± {100 * f['se']:.3f} SE (n={f['n']:,})  "
                  f"minus exact, same rounds {100 * f['diff']:+.3f} % ± {100 * f['diff_se']:.3f} SE "
                  f"(n={f['nd']:,})  regret {100 * f['regret']:.3f} % ± {100 * f['regret_se']:.3f} SE")
        c = counted_bets(rounds, casino)
        print(f"    hard with its own Hi-Lo bets: {100 * c['per_chip']:+.3f} % ± {100 * c['se']:.3f} SE per chip bet "
              f"(mean bet {c['mean_bet_units']:.2f} × the flat bet)")


def decision_times(rounds: int, seed: int = 5) -> None:
    """p50 / p95 / max seconds of each level's 闲家 decisions (and the banker bot's), heads-up,
    default rules, over ``rounds`` rounds."""
    for name, bot in (("easy", EasyBot()), ("normal", NormalBot()), ("hard", HardBot())):
        state = BlackjackState({"stack": BIG_STACK, "max_bet": 1000}, random.Random(seed), 2)
        rng = random.Random(seed)
        times: dict[str, list[float]] = {"闲家": [], "banker": []}
        for _ in range(rounds):
            while state.phase != "hand_over":
                seat = state.to_act()[0]
                obs, legal = state.observe(seat), state.legal_actions(seat)
                started = time.perf_counter()
                action = bot.choose(obs, legal, rng)
                elapsed = time.perf_counter() - started
                if state.phase != "bet":
                    times["banker" if seat == state.banker else "闲家"].append(elapsed)
                state.apply(seat, action)
            state.apply(TABLE, NextHand())
        for role, values in times.items():
            values.sort()
            pick = lambda q: 1000 * values[min(len(values) - 1, int(q * len(values)))]  # noqa: E731
            print(f"  {name:6s} {role:6s} decisions: p50 {pick(.5):6.2f} ms  p95 {pick(.95):6.2f} ms  "
                  f"max {1000 * values[-1]:7.1f} ms  (n={len(values):,})")


def main(quick: bool = False, rounds: int | None = None, paired: int | None = None) -> None:
    rounds = rounds or (20_000 if quick else 200_000)
    for label, casino in (("normal banker bot", False), ("casino banker (hit 16, stand 17)", True)):
        r = simulate(rounds, casino)
        print(f"21点 normal 闲家 vs {label}: banker edge {100 * r['edge']:+.2f}% ± {100 * r['stderr']:.2f}% SE "
              f"per unit bet over {r['rounds']:,} rounds; {r['rate']:,.0f} rounds/s ({r['seconds']:.0f} s)")
    print("21点 decision time per level (heads-up, default rules, each level in both seats):")
    decision_times(300 if quick else 3_000)
    report_paired(paired or (1_000 if quick else 20_000), exact_every=10)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=None)
    parser.add_argument("--paired", type=int, default=None, help="rounds of the level-vs-exact table")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    main(args.quick, args.rounds, args.paired)
