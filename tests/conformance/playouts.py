"""The play-outs and checks of the conformance test (see test_conformance.py)."""
from __future__ import annotations

import dataclasses
import enum
import json
import random
import types
from collections import Counter
from typing import Any

import pytest

from engine.actions import NextHand, visible_events
from engine.game import TABLE
from engine.match import Match, SeatPlayer
from engine.registry import all_specs, get_spec
from engine.spec import GameSpec

MAX_HANDS = 30            # a play-out stops after this many hands (or at the end of the match)
MAX_STEPS = 2500          # … or after this many actions
VALIDATE_HANDS = 2        # hands in which every decision validates its listed legal actions
VALIDATE_HEAD, VALIDATE_SAMPLE = 40, 10
LEAK_EVERY = 3            # after the first hand, views are checked every this many actions
SNAPSHOT_EVERY = 25       # views kept for the halfway replay
SAMPLE_EVERY = 9          # decisions between two sampled worlds
SAMPLES = 40              # sampled worlds per play-out at most
#: (options, players) of the matches of a case: "defaults" or the choice index every option
#: takes; "random" uniform choices or "bots" the variant's normal computer players.
PLANS = (("defaults", "random"), ("defaults", "bots"), (1, "random"), (2, "bots"))


class HiddenCardShown(AssertionError):
    """An observation, or an event a seat may see, shows a card or tile of ``secrets(seat)``."""


#: Findings on existing games, marked on the case that shows them (strict: fixing the game
#: turns the case into a failure until the mark goes). Only a HiddenCardShown counts as the
#: expected failure; every other check of those cases still has to pass.
KNOWN_LEAKS: dict[str, str] = {}


def cases() -> list:
    """One pytest param per variant, or where the count varies per end of its seat range and
    its default count (干瞪眼: 2, 4 and 6)."""
    out = []
    for spec in all_specs():
        low, high = spec.seats
        counts = (spec.seat_count(),) if low == high else tuple(sorted({low, spec.seat_count(), high}))
        for seats in counts:
            name = spec.id if low == high else f"{spec.id}-{seats}p"
            marks = ()
            if spec.id in KNOWN_LEAKS:
                marks = pytest.mark.xfail(raises=HiddenCardShown, strict=True, reason=KNOWN_LEAKS[spec.id])
            out.append(pytest.param(spec.id, seats, id=name, marks=marks))
    return out


# --- walking observations ----------------------------------------------------------------

_PLAIN = (str, bytes, int, float, complex, type(None), enum.Enum, type, types.FunctionType,
          types.BuiltinFunctionType, types.MethodType, types.ModuleType)
_HOW: dict[type, Any] = {}   # type → "plain", "seq", "dict", "attrs" or a dataclass's field names


def _how(kind: type) -> Any:
    how = _HOW.get(kind)
    if how is None:
        if issubclass(kind, _PLAIN):
            how = "plain"
        elif issubclass(kind, (tuple, list, set, frozenset)):
            how = "seq"
        elif issubclass(kind, dict):
            how = "dict"
        elif dataclasses.is_dataclass(kind):
            # a field marked ``names_kinds`` (a hand's waits) names kinds, it shows no card or tile
            how = tuple(f.name for f in dataclasses.fields(kind) if not f.metadata.get("names_kinds"))
        else:
            how = "attrs"
        _HOW[kind] = how
    return how


def shown(value: Any, kinds: frozenset, out: dict | None = None) -> dict:
    """For each card or tile (an instance of one of ``kinds``) anywhere in ``value``: the most
    copies of it that one place shows (a tuple, list or set counts its own members; a lone
    one counts 1). Walks dataclasses, other objects' attributes, tuples, lists, sets, dicts."""
    if out is None:
        out = {}
    if type(value) in kinds:
        out.setdefault(value, 1)
        return out
    how = _how(type(value))
    if how == "plain":
        return out
    if how == "seq":
        here: dict = {}
        for item in value:
            if type(item) in kinds:
                here[item] = here.get(item, 0) + 1
            elif _how(type(item)) != "plain":
                shown(item, kinds, out)
        for item, n in here.items():
            if n > out.get(item, 0):
                out[item] = n
    elif how == "dict":
        for key, item in value.items():
            shown(key, kinds, out)
            shown(item, kinds, out)
    elif how == "attrs":
        for item in getattr(value, "__dict__", {}).values():
            shown(item, kinds, out)
    else:
        for name in how:
            shown(getattr(value, name), kinds, out)
    return out


def leaks(state, seats: int, events, totals: Counter, kinds) -> list:
    """(seat, where, items) for everything an observation or a visible event shows of the
    seat's secrets."""
    found = []
    for seat in [*range(seats), None]:
        hidden = state.secrets(seat)
        places = (("observation", state.observe(seat)),
                  ("events", [(e.kind, e.data) for e in visible_events(events, seat)]))
        for where, value in places:
            on_view = shown(value, kinds)
            if isinstance(hidden, Counter):
                bad = sorted(str(k) for k, n in on_view.items() if n > totals[k] - hidden[k])
            else:
                bad = sorted(str(k) for k in on_view.keys() & hidden)
            if bad:
                found.append((seat, where, bad))
    return found


def all_views(state, seats: int) -> list:
    return [state.observe(seat) for seat in [*range(seats), None]]


# --- the driver --------------------------------------------------------------------------

def plan_options(spec: GameSpec, options) -> dict[str, Any]:
    if options == "defaults":
        return spec.resolved_options()
    return {opt.key: opt.choices[options % len(opt.choices)].value for opt in spec.options}


class Playout:
    """One seeded match after a plan (see ``PLANS``)."""

    def __init__(self, variant: str, seats: int, seed: int, plan=PLANS[0]) -> None:
        from ai.registry import has_bots, make_bot

        spec = get_spec(variant)
        options, players = plan
        self.options = plan_options(spec, options)
        self.match = Match.new(variant, self.options, seed=seed,
                               players=tuple(SeatPlayer() for _ in range(seats)))
        self.seats = seats
        self.rng = random.Random(seed * 7919 + seats)
        self.bots = [make_bot(variant, "normal") for _ in range(seats)] \
            if players == "bots" and has_bots(variant) else None
        self.passed: set[int] = set()
        self.hands = 0
        self.label = f"seed {seed}, options {options}, players {players}"

    @property
    def state(self):
        return self.match.state

    @property
    def steps(self) -> int:
        return len(self.match.actions)

    def running(self) -> bool:
        return not self.state.is_match_over and self.hands < MAX_HANDS and self.steps < MAX_STEPS

    def decider(self) -> int:
        acting = self.state.to_act()
        for seat in acting:
            if seat not in self.passed:
                return seat
        assert not acting, f"every seat of {acting} answered and nothing happened"
        return TABLE

    def choose(self, seat: int, legal) -> Any:
        if seat == TABLE:  # between hands: play on (21点's Leave would end the match at once)
            for action in legal:
                if isinstance(action, NextHand):
                    return action
        if self.bots is None or seat == TABLE:
            return legal[self.rng.randrange(len(legal))]
        # a bot may take a legal action the list leaves out (升级 lists one bury and no
        # unlisted throws); apply checks it
        return self.bots[seat].choose(self.state.observe(seat), legal, self.rng)

    def play(self, seat: int, action) -> list:
        events = self.match.apply(seat, action)
        if events:
            self.passed.clear()
        else:
            self.passed.add(seat)
        self.hands += sum(1 for e in events if e.kind == "hand_over")
        return events


def hand_deltas(event) -> Any:
    data = event.data
    if "deltas" in data:
        return data["deltas"]
    return getattr(data.get("result"), "deltas", None)


def check_listed(state, seat: int, legal, rng: random.Random) -> None:
    listed = list(legal[:VALIDATE_HEAD])
    rest = len(legal) - VALIDATE_HEAD
    if rest > 0:
        listed += [legal[VALIDATE_HEAD + i] for i in rng.sample(range(rest), min(rest, VALIDATE_SAMPLE))]
    for action in listed:
        state.validate(seat, action)


def run_playout(variant: str, seats: int, seed: int, plan, found: list) -> int:
    """One play-out with every check but the sampler's; leaks go to ``found``. Returns hands."""
    spec = get_spec(variant)
    game = Playout(variant, seats, seed, plan)
    state = game.state
    label = game.label
    totals = Counter(state.inventory())
    assert totals, "an empty inventory"
    kinds = frozenset(type(item) for item in totals)
    check_rng = random.Random(seed)

    def look(events, step):
        for seat, where, items in leaks(state, seats, events, totals, kinds):
            found.append(f"{label}, action {step}, hand {game.hands + 1}, seat {seat}, {where}: {items}")

    look(getattr(state, "initial_events", []), 0)
    scores_before = state.scores
    snapshots = {}
    while game.running():
        seat = game.decider()
        legal = state.legal_actions(seat)
        assert len(legal), f"{label}: seat {seat} is to act in phase {state.phase} but has no legal action"
        if game.hands < VALIDATE_HANDS:
            check_listed(state, seat, legal, check_rng)
        action = game.choose(seat, legal)
        hands = game.hands
        events = game.play(seat, action)
        assert Counter(state.inventory()) == totals, f"{label}: inventory changed at action {game.steps}"
        ended = [e for e in events if e.kind == "hand_over"]
        if hands == 0 or ended or game.steps % LEAK_EVERY == 0:
            look(events, game.steps)
        if ended and spec.zero_sum:
            for event in ended:
                deltas = hand_deltas(event)
                assert deltas is not None, "a zero-sum game's hand_over carries its deltas"
                assert sum(deltas) == 0, (label, game.steps, deltas)
            assert sum(state.scores) == sum(scores_before), (label, game.steps, scores_before, state.scores)
        if ended:
            scores_before = state.scores
        if game.steps % SNAPSHOT_EVERY == 0:
            snapshots[game.steps] = all_views(state, seats)
    record = json.loads(json.dumps(game.match.to_json()))
    again = Match.from_json(record)
    assert all_views(again.state, seats) == all_views(state, seats), f"{label}: the replay differs"
    if snapshots:
        half = min(snapshots, key=lambda step: abs(step - game.steps / 2))
        partial = Match.from_json(record, upto=half)
        assert all_views(partial.state, seats) == snapshots[half], f"{label}: the replay to {half} differs"
    return game.hands


def seed_of(variant: str, seats: int, k: int) -> int:
    return sum(map(ord, variant)) * 100 + seats * 10 + k


def check_case(variant: str, seats: int) -> None:
    """Every plan's play-out of one case; the leaks found are raised last, as one
    HiddenCardShown, once every other check has passed."""
    found: list[str] = []
    hands = sum(run_playout(variant, seats, seed_of(variant, seats, k), plan, found)
                for k, plan in enumerate(PLANS))
    assert hands > 0, "no hand finished"
    if found:
        raise HiddenCardShown(f"{len(found)} views show secrets, e.g. " + "; ".join(found[:3]))


def sampled_variants() -> list:
    return [pytest.param(spec.id, id=spec.id) for spec in all_specs() if spec.sample_world is not None]


def check_sampled_worlds(variant: str) -> None:
    """Every ``SAMPLE_EVERY``-th decision of a seat (up to ``SAMPLES`` per plan's play-out):
    a world sampled from the seat's observation agrees with it (:func:`check_world`)."""
    spec = get_spec(variant)
    sampled = 0
    for k, plan in enumerate(PLANS):
        game = Playout(variant, spec.seat_count(), seed_of(variant, 0, k), plan)
        state = game.state
        world_rng = random.Random(k)
        decisions = taken = 0
        while game.running() and taken < SAMPLES:
            seat = game.decider()
            legal = state.legal_actions(seat)
            if seat != TABLE:
                decisions += 1
                if decisions % SAMPLE_EVERY == 0:
                    taken += check_world(spec, state, seat, legal, world_rng, game.label)
            game.play(seat, game.choose(seat, legal))
        sampled += taken
    assert sampled, "no world could be sampled"


def check_world(spec, state, seat: int, legal, rng: random.Random, label: str) -> int:
    obs = state.observe(seat)
    try:
        world = spec.sample_world(obs, rng)
    except ValueError:  # a phase the sampler does not serve
        return 0
    where = f"{label}, seat {seat}, phase {obs.phase}"
    assert world.observe(seat) == obs, where
    assert Counter(world.inventory()) == Counter(state.inventory()), where
    # the same actions, each accepted by the other side (a long list may be cut at a limit,
    # and its order may follow the hand's history rather than its content)
    listed, offered = list(legal), list(world.legal_actions(seat))
    assert len(offered) == len(listed), where
    for action in listed[:VALIDATE_HEAD]:
        world.validate(seat, action)
    for action in offered[:VALIDATE_HEAD]:
        state.validate(seat, action)
    return 1
