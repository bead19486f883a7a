"""How far apart the levels are, in every game: easy → normal and normal → hard on paired deals.

Run on purpose, never as a timed test::

    nice -n 10 python -m bench.bench_levels --pair easy-normal            # every game, 300 deals
    nice -n 10 python -m bench.bench_levels --game big2 --pair normal-hard --deals 300
    python -m bench.bench_levels --fingerprint-only --game big2           # refresh the fingerprint only

**Paired deals.** Each seeded deal is played twice, the tested side played once by the lower
level of the pair and once by the higher, every other seat by the normal player both times;
every seat draws its own random stream (``seed``, seat), so the others decide alike until the
tested side's play makes the hands differ. The figure is the mean over the deals of (the
higher level's points − the lower level's points) for the tested side, ± its standard error
(SE): the luck of the deal is taken out. The tested side moves round the table with the seed:

- one seat (``seed % seats``) in 斗地主, 癞子斗地主 (the bidding decides whether it is the
  landlord or a farmer, so both roles occur), 锄大地, 干瞪眼, 打撇, 四川麻将 and 21点 (the
  banker's seat included);
- a whole team (seats ``seed % 2`` and ``seed % 2 + 2``) in 双扣 and 升级;
- 吃苍蝇's sides are known only once the dealer has chosen: seat ``seed % 4`` until then, and
  its whole side from the first card on.

The points are each game's own per hand (the change of the match scores over the hand): 升级's
are levels (the tested team's levels gained minus the other team's), 21点's are chips, and a
21点 deal is the round after ``seed % 5`` rounds of normal play from a fresh shoe, so that the
counting hard player meets shoes of every depth.

The players are exactly the app's (``ai.registry.make_bot``), hard with its shipped search
settings, its time budget counted in processor time (:mod:`bench.processor_clock`: the search
it has on an idle machine, whatever else this machine is running). The results go to a markdown table on stdout and to ``assets/level_figures.json``,
each row with the players' *fingerprint* (:mod:`bench.level_fingerprint`): the test
``tests/ai/test_level_figures_in_step.py`` recomputes it and asks for a re-run when a player
changed.
"""
from __future__ import annotations

import argparse
import datetime
import json
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

from ai.registry import make_bot
from bench.common import mean_and_error, percentiles
from bench.level_fingerprint import fingerprint
from bench.processor_clock import thinking_in_processor_time
from engine.game import TABLE
from engine.registry import get_spec

FIGURES = Path(__file__).resolve().parent.parent / "assets" / "level_figures.json"
PAIRS = {"easy-normal": ("easy", "normal"), "normal-hard": ("normal", "hard")}
OTHERS = "normal"
#: the paired deals a cell stopped short by --until must have to be written (the issue's n ≥ 300)
ENOUGH = 300


@dataclass(frozen=True)
class LevelGame:
    """A variant as the harness plays it: who the tested side is and how its hand is scored."""

    variant: str
    #: ``tested(seed, state)`` → the tested seats now (吃苍蝇's side grows once the play begins)
    tested: Callable[[int, object], tuple[int, ...]]
    unit: str = "points"
    #: ``score(before, after, seats)`` → the tested side's points over the hand
    score: Callable[[Sequence[int], Sequence[int], tuple[int, ...]], float] = None  # type: ignore[assignment]
    #: 21点: rounds of all-normal play before the measured one (``seed % warmup``)
    warmup: int = 0


def one_seat(seats: int) -> Callable[[int, object], tuple[int, ...]]:
    return lambda seed, state: (seed % seats,)


def team(seed: int, state) -> tuple[int, ...]:
    return (seed % 2, seed % 2 + 2)


def chicangying_side(seed: int, state) -> tuple[int, ...]:
    """Seat ``seed % 4`` alone until the dealer has chosen; then its whole side."""
    seat = seed % 4
    if state.phase != "play" and state.phase not in ("hand_over", "match_over"):
        return (seat,)
    teams = state.round.teams
    return tuple(s for s in range(4) if teams[s] == teams[seat])


def summed(before, after, seats) -> float:
    return float(sum(after[s] - before[s] for s in seats))


def levels_gained(before, after, seats) -> float:
    """升级: the tested team's levels gained minus the other team's (scores are team levels)."""
    own, other = seats[0], (seats[0] + 1) % 4
    return float((after[own] - before[own]) - (after[other] - before[other]))


GAMES: dict[str, LevelGame] = {g.variant: g for g in (
    LevelGame("blackjack", one_seat(4), "chips", warmup=5),
    LevelGame("big2", one_seat(4)),
    LevelGame("gandengyan", one_seat(4)),
    LevelGame("doudizhu", one_seat(3)),
    LevelGame("doudizhu-wild", one_seat(3)),
    LevelGame("shuangkou", team),
    LevelGame("chicangying", chicangying_side),
    LevelGame("dapie", one_seat(4)),
    LevelGame("mj-mianyang-dingque", one_seat(4)),
    LevelGame("shengji-1", team, "levels", levels_gained),
    LevelGame("shengji-2", team, "levels", levels_gained),
)}


def new_state(variant: str, seed: int):
    spec = get_spec(variant)
    return spec.new_state(spec.resolved_options({}), random.Random(seed), spec.seat_count())


class SeatPlayer:
    """The bot in one seat, looked up at each decision (吃苍蝇's tested side is known late).

    ``clock`` (level → seconds per decision) collects the processor time of the tested side's
    decisions where it has a choice: processor time, so a loaded machine does not inflate it."""

    def __init__(self, seat: int, bot_for: Callable[[int], tuple[str, object]],
                 clock: dict[str, list[float]] | None = None) -> None:
        self.seat, self.bot_for, self.time_budget, self.clock = seat, bot_for, 0.0, clock

    def choose(self, observation, legal, rng):
        level, bot = self.bot_for(self.seat)
        if self.clock is None or len(legal) < 2:
            return bot.choose(observation, legal, rng)
        start = time.process_time()
        action = bot.choose(observation, legal, rng)
        self.clock.setdefault(level, []).append(time.process_time() - start)
        return action


def drive(state, players: Sequence, rngs: Sequence[random.Random]) -> None:
    """Play the state's current hand to its end with ``players`` by seat."""
    if state.__class__.__name__ == "ShengjiState":
        from ai.shengji.selfplay import play_hand

        play_hand(state, [_OwnRng(p, r) for p, r in zip(players, rngs)], random.Random(0))
        return
    while state.phase not in ("hand_over", "match_over"):
        seat = state.to_act()[0]
        if seat == TABLE:
            state.apply(TABLE, state.legal_actions(TABLE)[0])
            continue
        state.apply(seat, players[seat].choose(state.observe(seat), state.legal_actions(seat), rngs[seat]))


class _OwnRng:
    """A player that decides with its own seat's random stream whatever the driver hands it."""

    def __init__(self, player, rng: random.Random) -> None:
        self.player, self.rng, self.time_budget = player, rng, 0.0

    def choose(self, observation, legal, rng):
        return self.player.choose(observation, legal, self.rng)


def play_deal(game: LevelGame, seed: int, level: str, clock: dict[str, list[float]] | None = None) -> float:
    """The tested side's points over one deal, played by ``level`` (the others normal); the
    tested side's decision times go to ``clock``."""
    state = new_state(game.variant, seed)
    seats = state.num_seats
    rngs = [random.Random(seed * 7919 + 101 * seat + 1) for seat in range(seats)]
    bots: dict[tuple[int, str], object] = {}

    def bot(seat: int, lvl: str):
        if (seat, lvl) not in bots:
            bots[(seat, lvl)] = make_bot(game.variant, lvl)
        return lvl, bots[(seat, lvl)]

    normals = [SeatPlayer(s, lambda s: bot(s, OTHERS)) for s in range(seats)]
    for _ in range(seed % game.warmup if game.warmup else 0):
        drive(state, normals, rngs)
        state.apply(TABLE, state.legal_actions(TABLE)[0])
    before = state.scores
    players = [SeatPlayer(s, lambda s: bot(s, level if s in game.tested(seed, state) else OTHERS),
                          clock if s in game.tested(seed, state) else None)
               for s in range(seats)]
    drive(state, players, rngs)
    score = game.score or summed
    return score(before, state.scores, game.tested(seed, state))


@dataclass(frozen=True)
class Cell:
    """One variant × pair of levels: n deals, the mean difference per hand and its SE."""

    variant: str
    pair: str
    n: int
    mean: float
    se: float
    unit: str
    seconds: float
    #: processor-time p95 of one decision of the lower and the higher level, in ms
    p95_ms: tuple[float, float] = (0.0, 0.0)

    @property
    def z(self) -> float:
        return self.mean / self.se if self.se else 0.0

    def row(self) -> str:
        verdict = "yes" if self.z > 2 else "NO"
        low, high = self.p95_ms
        times = f"{low:.1f} / {high:.1f} ms" if high else "—"
        return (f"| {self.variant} | {self.pair} | {self.n} | {self.mean:+.3f} ± {self.se:.3f} SE | "
                f"{self.unit} | {self.z:+.1f} | {verdict} | {times} | {self.seconds:.0f} s |")


HEADER = ("| variant | pair | n | mean difference per hand ± SE | unit | SE away | > 2 SE "
          "| decision p95 (processor time) low / high | time |\n"
          "|---|---|---|---|---|---|---|---|---|")


def measure(game: LevelGame, pair: str, deals: int, first_seed: int = 1, every: int = 25,
            until: datetime.datetime | None = None) -> Cell:
    """``deals`` paired deals from ``first_seed`` on; fewer when the clock passes ``until`` (the
    cell then holds the deals played, and says so by its n)."""
    low, high = PAIRS[pair]
    diffs: list[float] = []
    clock: dict[str, list[float]] = {}
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + deals):
        if until is not None and datetime.datetime.now(datetime.timezone.utc) >= until:
            print(f"   … {game.variant} {pair}: stopped at {until:%H:%M} UTC after {len(diffs)} deals",
                  flush=True)
            break
        diffs.append(play_deal(game, seed, high, clock) - play_deal(game, seed, low, clock))
        if every and len(diffs) % every == 0:
            mean, se = mean_and_error(diffs)
            print(f"   … {game.variant} {pair}: {len(diffs)} deals, {mean:+.3f} ± {se:.3f} SE, "
                  f"{time.perf_counter() - start:.0f} s", flush=True)
    mean, se = mean_and_error(diffs)
    p95 = tuple(percentiles(clock.get(level, []))[1] for level in (low, high))
    return Cell(game.variant, pair, len(diffs), mean, se, game.unit, time.perf_counter() - start, p95)


# --- the data file ----------------------------------------------------------------------------


def load(path: Path = FIGURES) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return data if isinstance(data, dict) and isinstance(data.get("figures"), list) else {"figures": []}
    except (OSError, ValueError):
        return {"figures": []}


def record(cell: Cell, path: Path = FIGURES) -> None:
    """Replace the variant × pair row of the data file with ``cell`` (its fingerprint with it)."""
    data = load(path)
    low, high = PAIRS[cell.pair]
    prints = fingerprint(cell.variant)
    row = {"variant": cell.variant, "pair": cell.pair, "n": cell.n, "mean": round(cell.mean, 4),
           "se": round(cell.se, 4), "unit": cell.unit, "p95_ms": [round(t, 1) for t in cell.p95_ms],
           "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"),
           "fingerprint": {low: prints[low], high: prints[high]}}
    rows = [r for r in data["figures"] if (r.get("variant"), r.get("pair")) != (cell.variant, cell.pair)]
    rows.append(row)
    rows.sort(key=lambda r: (str(r.get("variant")), str(r.get("pair"))))
    data["figures"] = rows
    data["about"] = ("Paired-deal level figures written by python -m bench.bench_levels; mean = the higher "
                     "level's points per hand minus the lower level's, others normal; se = its standard error.")
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def refresh_fingerprints(variant: str, path: Path = FIGURES) -> None:
    """Re-stamp the variant's rows with the current fingerprint (after a change that keeps play)."""
    data = load(path)
    prints = fingerprint(variant)
    for row in data["figures"]:
        if row.get("variant") == variant:
            row["fingerprint"] = {level: prints[level] for level in row.get("fingerprint", {})}
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def _clock(text: str, now: datetime.datetime | None = None) -> datetime.datetime:
    """The next (UTC) ``HH:MM`` from now: tomorrow's when today's has passed (a run started at
    23:30 with ``--until 01:15`` stops after midnight, not at once)."""
    hours, minutes = (int(part) for part in text.split(":"))
    now = now or datetime.datetime.now(datetime.timezone.utc)
    moment = now.replace(hour=hours, minute=minutes, second=0, microsecond=0)
    return moment if moment > now else moment + datetime.timedelta(days=1)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="", help="comma list of variants (default: every game)")
    parser.add_argument("--pair", default="easy-normal,normal-hard", help="easy-normal, normal-hard or both")
    parser.add_argument("--deals", type=int, default=300, help="paired deals per cell (default 300)")
    parser.add_argument("--seed", type=int, default=1, help="the first deal's seed")
    parser.add_argument("--until", default="", help="HH:MM (UTC): stop measuring then, keeping the deals played")
    parser.add_argument("--no-write", action="store_true", help="print only; leave the data file alone")
    parser.add_argument("--fingerprint-only", action="store_true",
                        help="re-stamp the fingerprint of the variants' rows without measuring")
    parser.add_argument("--table", action="store_true", help="print the data file's figures as a table")
    args = parser.parse_args(argv)
    if args.table:
        print(HEADER.replace("| time |", "| date |"))
        for row in load()["figures"]:
            p95 = tuple(row.get("p95_ms", (0.0, 0.0)))
            print(Cell(row["variant"], row["pair"], row["n"], row["mean"], row["se"], row["unit"], 0.0, p95)
                  .row().rsplit("|", 2)[0] + f"| {row.get('date', '')} |")
        return
    variants = [v for v in args.game.split(",") if v] or list(GAMES)
    unknown = [v for v in variants if v not in GAMES]
    if unknown:
        sys.exit(f"unknown variant(s) {unknown}; known: {', '.join(GAMES)}")
    if args.fingerprint_only:
        for variant in variants:
            refresh_fingerprints(variant)
            print(f"{variant}: fingerprint re-stamped", flush=True)
        return
    until = _clock(args.until) if args.until else None
    cells = []
    for pair in [p for p in args.pair.split(",") if p]:
        for variant in variants:
            with thinking_in_processor_time():
                cell = measure(GAMES[variant], pair, args.deals, args.seed, until=until)
            if cell.n < 2:
                continue
            print(cell.row(), flush=True)
            cells.append(cell)
            if cell.n < min(args.deals, ENOUGH):     # stopped by --until: an underpowered figure stays out
                print(f"   … {variant} {pair}: not written (stopped at {cell.n} of {args.deals} deals)")
            elif not args.no_write:
                record(cell)
    print("\n" + HEADER)
    for cell in cells:
        print(cell.row())


if __name__ == "__main__":
    main()
