"""The soak: many seeded hands of every registered variant with the engine's invariants checked.

    python -m tools.soak [--hands N] [--budget SECONDS] [--seed S] [--variant ID …]

Per variant (the registry is iterated, so a game is soaked the day it is registered), matches
are played until ``--hands`` hands finished or ``--budget`` CPU seconds were spent on it,
alternating computer-only matches (the variant's easy players, from their observations) and
uniformly random legal actions, default options and every option at its next choice. After
every action: the inventory of cards/tiles is unchanged and every hand's deltas of a zero-sum
game sum to 0. Every few actions:

- junk actions are refused and change nothing (the seat's observation and the action count
  are the same after): another seat's legal action played by a seat not to act, an action of
  the wrong phase (下一局 in play), and where the phase lists plays, a play of cards nobody
  holds; a junk action that is *accepted* is a failure too;
- no observation or visible event of any seat shows a secret card (``secrets(seat)``, as in
  the conformance test);
- the leak check: the other seats' hidden cards are dealt again consistently and the seat's
  observation and legal actions must not change — 升级's deal through
  ``engine.shengji.sample.redeal_others`` (the real state, so ``to_act`` is covered), later
  phases and other games through their ``sample_world`` (the sampled world must show the seat
  the same observation and list the same legal actions, in the same order).

Prints one line per variant: hands, actions, CPU seconds, hands per CPU second, failures;
exits 1 on any failure. Failures name the variant, seed, plan and action index.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from collections import Counter

from engine.actions import NextHand, Play, visible_events
from engine.errors import RuleError
from engine.game import TABLE
from engine.match import Match, SeatPlayer
from engine.registry import all_specs, get_spec

CHECK_EVERY = 7          # actions between two junk/leak checks
PLANS = (("defaults", "bots"), ("defaults", "random"), (1, "random"), (2, "bots"))
MAX_ACTIONS = 4000       # one match stops after this many actions


class Failure(AssertionError):
    pass


def _options(spec, plan):
    if plan == "defaults":
        return spec.resolved_options()
    return {opt.key: opt.choices[plan % len(opt.choices)].value for opt in spec.options}


class Soak:
    def __init__(self, variant: str, seed: int) -> None:
        self.spec = get_spec(variant)
        self.variant = variant
        self.seed = seed
        self.hands = self.actions = self.checks = 0
        self.order_differences = 0
        self.failures: list[str] = []

    def run(self, hands: int, budget: float) -> None:
        start = time.process_time()
        k = 0
        while self.hands < hands and time.process_time() - start < budget:
            plan = PLANS[k % len(PLANS)]
            seed = self.seed * 100_003 + k
            try:
                self.match(seed, plan, hands, start, budget)
            except Exception as exc:  # noqa: BLE001 - a failure is reported with its seed
                where = f"{self.variant} seed {seed} plan {plan}"
                detail = str(exc) if isinstance(exc, Failure) else traceback.format_exc(limit=-4)
                self.failures.append(f"{where}: {detail}")
            k += 1
        self.cpu = time.process_time() - start

    def match(self, seed: int, plan, hands: int, start: float, budget: float) -> None:
        from ai.registry import has_bots, make_bot

        spec = self.spec
        low, high = spec.seats
        rng = random.Random(seed)
        seats = rng.randint(low, high)
        options, players = plan
        match = Match.new(self.variant, _options(spec, options), seed=seed,
                          players=tuple(SeatPlayer() for _ in range(seats)))
        state = match.state
        bots = [make_bot(self.variant, "easy") for _ in range(seats)] \
            if players == "bots" and has_bots(self.variant) else None
        totals = Counter(state.inventory())
        kinds = frozenset(type(c) for c in totals)
        passed: set[int] = set()
        while not state.is_match_over and len(match.actions) < MAX_ACTIONS:
            if self.hands >= hands or time.process_time() - start > budget:
                return
            acting = [s for s in state.to_act() if s not in passed]
            seat = acting[0] if acting else TABLE
            legal = state.legal_actions(seat)
            if not len(legal):
                raise Failure(f"seat {seat} to act in {state.phase} with no legal action")
            if len(match.actions) % CHECK_EVERY == 0:
                self.junk(match, seat, legal, rng, seats)
                self.leak_check(state, seat, legal, rng, seats, totals, kinds)
                legal = state.legal_actions(seat)  # the checks may have asked for other lists
            if seat == TABLE:
                action = next((a for a in legal if isinstance(a, NextHand)), legal[0])
            elif bots is not None:
                action = bots[seat].choose(state.observe(seat), legal, rng)
            else:
                action = legal[rng.randrange(len(legal))]
            events = match.apply(seat, action)
            self.actions += 1
            if len(match.actions) % CHECK_EVERY == 0:
                self.event_check(state, events, seats, totals, kinds)
            if events:
                passed.clear()
            else:
                passed.add(seat)
            if Counter(state.inventory()) != totals:
                raise Failure(f"inventory changed at action {len(match.actions)}")
            for event in events:
                if event.kind == "hand_over":
                    self.hands += 1
                    deltas = event.data.get("deltas", getattr(event.data.get("result"), "deltas", None))
                    if spec.zero_sum and deltas is not None and sum(deltas) != 0:
                        raise Failure(f"hand deltas {deltas} do not sum to 0 (action {len(match.actions)})")
        # the record replays to the same views
        again = Match.from_json(json.loads(json.dumps(match.to_json())))
        for s in [*range(seats), None]:
            if again.state.observe(s) != state.observe(s):
                raise Failure(f"the replay differs for seat {s}")

    # --- junk actions ---------------------------------------------------------------------
    def junk(self, match: Match, seat: int, legal, rng: random.Random, seats: int) -> None:
        state = match.state
        acting = set(state.to_act())
        candidates = []
        idle = [s for s in range(seats) if s not in acting]
        if idle and seat != TABLE:
            candidates.append((rng.choice(idle), legal[rng.randrange(len(legal))]))
        if state.phase not in ("hand_over", "match_over") and seat != TABLE:
            candidates.append((seat, NextHand()))
        plays = [a for a in legal[:20] if isinstance(a, Play) and a.cards]
        if plays and seat != TABLE:
            mine = set(state.observe(seat).hand) if hasattr(state.observe(seat), "hand") else set()
            foreign = [c for c in Counter(state.inventory()) if c not in mine]
            if foreign:
                candidates.append((seat, Play((rng.choice(foreign),))))
        for who, action in candidates:
            before = [state.observe(s) for s in range(seats)]
            count = len(match.actions)
            try:
                state.apply(who, action)
            except RuleError:
                pass
            else:
                raise Failure(f"junk action {action!r} by seat {who} accepted in {state.phase}")
            self.checks += 1
            if len(match.actions) != count or [state.observe(s) for s in range(seats)] != before:
                raise Failure(f"a refused {action!r} by seat {who} changed the state")

    # --- leaks ------------------------------------------------------------------------------
    def event_check(self, state, events, seats: int, totals, kinds) -> None:
        """The events an action sent each seat show none of the cards still secret from it
        once the action is applied (a card an event makes public is no longer a secret)."""
        for s in [*range(seats), None]:
            hidden = state.secrets(s)
            shown = _shown([(e.kind, e.data) for e in visible_events(events, s)], kinds)
            if isinstance(hidden, Counter):
                bad = [k for k, n in shown.items() if n > totals[k] - hidden[k]]
            else:
                bad = [k for k in shown if k in hidden]
            if bad:
                raise Failure(f"seat {s} is sent secrets {sorted(map(str, bad))[:5]} in an event "
                              f"in phase {state.phase}")
        self.checks += 1

    def leak_check(self, state, seat: int, legal, rng: random.Random, seats: int, totals, kinds) -> None:
        for s in [*range(seats), None]:
            hidden = state.secrets(s)
            shown = _shown(state.observe(s), kinds)
            if isinstance(hidden, Counter):
                bad = [k for k, n in shown.items() if n > totals[k] - hidden[k]]
            else:
                bad = [k for k in shown if k in hidden]
            if bad:
                raise Failure(f"seat {s} sees secrets {sorted(map(str, bad))[:5]} in phase {state.phase}")
        if seat == TABLE:
            return
        obs = state.observe(seat)
        world = None
        if self.spec.family == "trick" and state.phase == "deal":
            from engine.shengji.sample import redeal_others

            world = redeal_others(state, seat, rng)
        elif self.spec.sample_world is not None:
            try:
                world = self.spec.sample_world(obs, rng)
            except ValueError:
                return
        if world is None:
            return
        self.checks += 1
        if world.observe(seat) != obs:
            raise Failure(f"re-dealt hidden cards change seat {seat}'s observation in phase {state.phase}")
        offered = list(world.legal_actions(seat))
        listed = list(state.legal_actions(seat))
        if offered != listed:
            if Counter(map(repr, offered)) == Counter(map(repr, listed)):
                self.order_differences += 1
                raise Failure(f"re-dealt hidden cards reorder seat {seat}'s legal actions in phase {state.phase}")
            raise Failure(f"re-dealt hidden cards change seat {seat}'s legal actions in phase {state.phase}")


def _shown(value, kinds, out=None):
    """Each card or tile anywhere in an observation (how many copies one place shows)."""
    import dataclasses
    import enum

    if out is None:
        out = {}
    if type(value) in kinds:
        out.setdefault(value, 1)
        return out
    if isinstance(value, (str, bytes, int, float, type(None), enum.Enum, type)):
        return out
    if isinstance(value, (tuple, list, set, frozenset)):
        here: dict = {}
        for item in value:
            if type(item) in kinds:
                here[item] = here.get(item, 0) + 1
            else:
                _shown(item, kinds, out)
        for item, n in here.items():
            out[item] = max(out.get(item, 0), n)
    elif isinstance(value, dict):
        for key, item in value.items():
            _shown(key, kinds, out)
            _shown(item, kinds, out)
    elif dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            _shown(getattr(value, f.name), kinds, out)
    return out


def soak(variants, hands: int, budget: float, seed: int, out=sys.stdout) -> list[Soak]:
    results = []
    for variant in variants:
        run = Soak(variant, seed)
        run.run(hands, budget)
        rate = run.hands / max(run.cpu, 1e-9)
        print(f"soak {variant}: {run.hands} hands, {run.actions} actions, {run.checks} junk/leak checks, "
              f"{run.cpu:.1f} CPU-s, {rate:.1f} hands/CPU-s, {len(run.failures)} failures", file=out, flush=True)
        for failure in run.failures[:3]:
            print("  " + failure.replace("\n", "\n  "), file=out, flush=True)
        results.append(run)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.soak", description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=10_000, help="hands per variant (default 10,000)")
    parser.add_argument("--budget", type=float, default=600.0, help="CPU seconds per variant at most")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", action="append", default=None, help="only these variant ids")
    args = parser.parse_args(argv)
    variants = args.variant or [spec.id for spec in all_specs()]
    results = soak(variants, args.hands, args.budget, args.seed)
    total = sum(r.hands for r in results)
    failures = sum(len(r.failures) for r in results)
    print(f"soak: {len(results)} variants, {total} hands, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
