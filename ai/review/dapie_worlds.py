"""Worlds for 打撇's review that agree with what the other seats told by their calls.

Why: the engine's ``sample_world`` deals the unseen cards at random, but a declarer who bid 70
holds a strong hand and a seat that passed a weak one. Weighed on worlds that ignore this, 倒
looked better than it is (its flags lost on the real deal). Here each world is kept with the
chance that the other seats, holding its cards, would have called what they called — the normal
player's rules (:mod:`ai.dapie.bidding`; the hard player's calls are the same), with a little
slack (:data:`SLACK`) for a caller who is no normal player. Only public calls are read: every
bid and pass of this deal, the trump the declarer named, and the 倒 / 不倒 of the 撇家 who spoke
before; the seat's own calls tell it nothing it does not know.

A world's declarer holds the kitty's cards too (his hand and what he put back): which four of
them were the kitty nobody else saw, and on a fair deal any four are equally likely, so his bid
is read from :data:`SPLITS` random splits and their chances averaged.

Sampling is by rejection: a world drawn by ``sample_world`` is kept with its chance relative to
the most likely hand's (each call's best is found once), at most ``tries`` draws; when too few
were kept, the rest are drawn from the refused ones in proportion to their chances. A world whose
declarer put back other cards than the normal player would have is made to agree
(:func:`put_back_as_dealt`: the shown cards as shown, the others as he would choose them).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from statistics import NormalDist
from typing import Sequence

from engine.cards import Card
from engine.dapie.rules import KITTY, REDEALS_BEFORE_FORCED, SEATS

#: The normal player's reading of a hand is taken ± this spread (points of the estimate), so a
#: caller a little off its rules is not ruled out. Measured on 150 deals bid by normal players, at
#: the first 倒 (the declarer's estimate after his put-back, real less the worlds' mean): plain
#: worlds +26.5 ± 0.7 points; conditioned with a spread of 4, +2.4 ± 0.7; of 1.5, +1.1 ± 0.7.
SLACK = 1.5
#: Splits of a declarer's hand and put-back into the hand he bid with and the kitty.
SPLITS = 6
#: Draws per world wanted, at most.
TRIES_PER_WORLD = 30
#: Points of the slack's bell curve read for a bid (Gauss-Hermite-like evenly spaced nodes).
_NODES = tuple((z, math.exp(-z * z / 2)) for z in (-2.0, -1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 2.0))
_NODE_SUM = sum(w for _, w in _NODES)
#: A refused world's least weight: when no world agrees (a call no hand explains), any may fill.
_FLOOR = 1e-9


@dataclass(frozen=True)
class BidCall:
    """A bid (``value``) or pass (0) of ``seat`` with what it saw: the highest bid before it,
    whether it had to bid, whether it dealt, the deals passed before this one."""

    seat: int
    value: int
    high: int
    must_bid: bool
    dealer: bool
    redeals: int


@dataclass(frozen=True)
class DoubleCall:
    seat: int
    double: bool


@dataclass(frozen=True)
class Calls:
    """Every public call of this deal by a seat other than the one whose worlds are drawn."""

    variant: str
    bids: tuple[BidCall, ...]
    trump: str | None            # the suit the declarer named, if he is another seat
    declarer: int | None
    contract: int
    lone_dealer: bool
    doubles: tuple[DoubleCall, ...]

    @property
    def empty(self) -> bool:
        return not self.bids and self.trump is None and not self.doubles


def calls_of(obs) -> Calls:
    """The calls of ``obs``'s deal that tell about the hands ``obs.seat`` cannot see."""
    from ai.dapie.explain import lone_dealer

    bids, high = [], 0
    forced = obs.redeals >= REDEALS_BEFORE_FORCED
    for seat, value in obs.bids:
        if seat != obs.seat:
            must = forced and seat == obs.dealer and not high
            bids.append(BidCall(seat, value, high, must, seat == obs.dealer, obs.redeals))
        high = max(high, value)
    other_declarer = obs.declarer is not None and obs.declarer != obs.seat
    trump = obs.trump_suit.value if other_declarer and obs.trump_suit is not None else None
    doubles = tuple(DoubleCall(s, bool(d)) for s, d in enumerate(obs.doubled)
                    if d is not None and s != obs.seat and s != obs.declarer)
    lone = obs.declarer is not None and lone_dealer(obs)
    return Calls(obs.variant, tuple(bids), trump, obs.declarer, obs.contract, lone, doubles)


def conditioned_worlds(obs, rng: random.Random, count: int, tries: int | None = None) -> list:
    """Up to ``count`` worlds for ``obs.seat`` that agree with the other seats' calls."""
    from engine.dapie.sample import sample_world

    calls = calls_of(obs)
    tries = count * TRIES_PER_WORLD if tries is None else tries
    if calls.empty:
        worlds = (_draw(sample_world, obs, rng) for _ in range(count))
        return [w for w in (put_back_as_dealt(w, obs) for w in worlds if w is not None) if w is not None]
    reader = _Reader(calls, obs)
    kept, refused = [], []
    for _ in range(tries):
        if len(kept) >= count:
            break
        world = _draw(sample_world, obs, rng)
        if world is None:
            continue
        chance = reader.chance(world, rng)
        if rng.random() < chance:
            world = put_back_as_dealt(world, obs)
            if world is not None:
                kept.append(world)
        else:
            refused.append((max(chance, _FLOOR), world))
    for world in _weighted_order(refused, rng):
        if len(kept) >= count:
            break
        world = put_back_as_dealt(world, obs)
        if world is not None:
            kept.append(world)
    return kept


def put_back_as_dealt(world, obs):
    """``world`` with another seat's put-back made as the normal player makes it: beside the
    cards that were shown, the unshown ones that leave his hand the best estimate (lowest cards
    on a tie), from the declarer's cards in the world (his hand and put-back); None when he could
    not have. Why: ``sample_world`` puts any unshown cards back, a Q as readily as a 6, while
    the declarer keeps his best and empties short suits — so his world hand was too weak."""
    declarer = obs.declarer
    if declarer is None or declarer == obs.seat or world.put_back_cards is None or obs.laid_down:
        return world
    played = _played_by(obs).get(declarer, [])
    union = list(world.pos.hands[declarer]) + played + list(world.put_back_cards)
    hidden = _hidden_put_back(union, list(obs.shown_put_back), obs, world.ctx)
    if hidden is None or any(c in played for c in hidden):
        return None
    put_back = list(obs.shown_put_back) + list(hidden)
    world.pos.hands[declarer] = [c for c in union if c not in put_back and c not in played]
    world.kitty = world.put_back_cards = tuple(sorted(put_back))
    return world


def _hidden_put_back(union, shown, obs, ctx):
    """The unshown cards the normal player puts back beside ``shown`` (None: too few to choose)."""
    from itertools import combinations

    from ai.dapie.estimate import estimate
    from engine.dapie.kitty import is_shown, may_put_back

    rules = obs.rules
    need = KITTY - len(shown)
    pool = [c for c in union if c not in shown and may_put_back(c) and not is_shown(c, ctx)]
    if len(pool) < need:
        return None
    kept = [c for c in union if c not in shown]
    best, best_score = None, None
    for cards in combinations(pool, need):
        rest = [c for c in kept if c not in cards]
        score = (estimate(rest, obs.trump_suit, rules, "play"), -sum(c.rank for c in cards))
        if best_score is None or score > best_score:
            best, best_score = cards, score
    return best


def agreement(obs, world, rng: random.Random) -> float:
    """The chance (0-1, relative to the likeliest hands) that the other seats holding ``world``'s
    cards would have called as they did at ``obs``'s table."""
    calls = calls_of(obs)
    return 1.0 if calls.empty else _Reader(calls, obs).chance(world, rng)


def _draw(sample_world, obs, rng):
    try:
        world = sample_world(obs, rng)
    except ValueError:
        return None
    return _deal_the_declarer_fairly(world, obs, rng)


def _deal_the_declarer_fairly(world, obs, rng: random.Random):
    """``world`` with the declarer's cards (his hand and unshown put-back) dealt again from the
    hidden cards as a fair deal gives them, when another seat declared and no card was played.

    Why: ``sample_world`` fills the unshown put-back places with low side cards only, so a world
    whose declarer holds many low side cards is drawn more often than a fair deal gives it, in
    proportion to the ways of picking his put-back among them — his hands came out far too weak
    (measured: his estimate after the put-back 26 points below the real one, over 150 deals).
    Dealt here as the deal was, his 13 cards (the shown put-back among them) are any; the split
    into hand and put-back is then his (:func:`put_back_as_dealt`)."""
    declarer = obs.declarer
    if (declarer is None or declarer == obs.seat or world.put_back_cards is None or obs.laid_down
            or obs.tricks or obs.trick):
        return world
    shown = list(obs.shown_put_back)
    hidden_seats = [s for s in range(SEATS) if s != obs.seat]
    pool = [c for s in hidden_seats for c in world.pos.hands[s]]
    pool += [c for c in world.put_back_cards if c not in shown]
    rng.shuffle(pool)
    held = len(world.pos.hands[declarer]) + KITTY - len(shown)
    union, pool = pool[:held], pool[held:]
    for seat in hidden_seats:
        if seat != declarer:
            count = len(world.pos.hands[seat])
            world.pos.hands[seat], pool = pool[:count], pool[count:]
    # a provisional split (the chance of his calls reads the 13 cards alike)
    world.pos.hands[declarer] = union[:held - (KITTY - len(shown))]
    world.kitty = world.put_back_cards = tuple(shown + union[held - (KITTY - len(shown)):])
    return world


def _weighted_order(items: list, rng: random.Random) -> list:
    """The worlds of the (weight, world) ``items`` in an order drawn without replacement in
    proportion to weight (each keyed by u ** (1 / weight), largest first)."""
    keyed = [(rng.random() ** (1.0 / weight), index) for index, (weight, _) in enumerate(items)]
    keyed.sort(reverse=True)
    return [items[index][1] for _, index in keyed]


class _Reader:
    """Reads a world's hands against the calls; each call's best chance is found once."""

    def __init__(self, calls: Calls, obs) -> None:
        from engine.cards import Suit

        self.calls = calls
        self.obs = obs
        self.rules = obs.rules
        self.deal_size = (len(self.rules.deck) - KITTY) // SEATS
        self.trump = Suit(calls.trump) if calls.trump else None
        # a call the normal player never makes on any hand (another level's) tells nothing here
        best = {call: _best_bid_chance(call, calls.variant) for call in calls.bids}
        self.best_bid = {call: chance for call, chance in best.items() if chance > 0}
        self.played = _played_by(obs)

    def chance(self, world, rng: random.Random) -> float:
        chance = 1.0
        for call in self.calls.doubles:
            chance *= self._double_chance(call, world.pos.hands[call.seat])
        for seat in {call.seat for call in self.calls.bids}:
            chance *= self._bidder_chance(seat, world, rng)
            if chance == 0.0:
                break
        return chance

    def _bidder_chance(self, seat: int, world, rng: random.Random) -> float:
        held = list(world.pos.hands[seat]) + self.played.get(seat, [])
        if seat == world.declarer and world.put_back_cards is not None:
            held += list(world.put_back_cards)
        extra = len(held) - self.deal_size
        if extra <= 0:
            return self._hand_chance(seat, held)
        splits = [rng.sample(held, extra) for _ in range(SPLITS)]
        return sum(self._hand_chance(seat, [c for c in held if c not in kitty]) for kitty in splits) / SPLITS

    def _hand_chance(self, seat: int, hand: Sequence[Card]) -> float:
        from ai.dapie.estimate import estimate
        from engine.cards import SUITED_SUITS

        values = {suit: estimate(hand, suit, self.rules, "bid") for suit in SUITED_SUITS}
        value = max(values.values())
        chance = 1.0
        for call in self.calls.bids:
            if call.seat == seat and call in self.best_bid:
                chance *= _bid_chance(call, value, self.calls.variant) / self.best_bid[call]
        if seat == self.calls.declarer and self.trump is not None:
            others = max(v for s, v in values.items() if s != self.trump)
            chance *= _phi((values[self.trump] - others) / SLACK) / 0.5 if values[self.trump] < others else 1.0
        return chance

    def _double_chance(self, call: DoubleCall, hand: Sequence[Card]) -> float:
        from ai.dapie.bid_model import MODELS
        from ai.dapie.bidding import defence_features
        from ai.dapie.hands import defender_view

        model = MODELS[self.calls.variant]
        view = defender_view(hand, self.trump or self.obs.trump_suit, self.rules)
        features = defence_features(*view, self.calls.contract, self.calls.lone_dealer)
        mean = sum(w * f for w, f in zip(model.defence, features))
        # the normal player doubles when the declarer's chance is below double_below: his points
        # read below this line
        line = self.calls.contract + 2.5 + model.defence_spread * NormalDist().inv_cdf(model.double_below)
        below = _phi((line - mean) / SLACK)
        return below if call.double else 1.0 - below


def _played_by(obs) -> dict[int, list[Card]]:
    out: dict[int, list[Card]] = {}
    for trick in obs.tricks:
        for seat, cards in trick.plays:
            out.setdefault(seat, []).extend(cards)
    for seat, cards in obs.trick:
        out.setdefault(seat, []).extend(cards)
    return out


def _bid_chance(call: BidCall, value: float, variant: str) -> float:
    """The chance the normal player reading ``value`` ± :data:`SLACK` makes ``call``."""
    table = _chance_table(call.value, call.high, call.must_bid, call.dealer, call.redeals, variant)
    index = round((value - _LOW) / _STEP)
    return table[min(len(table) - 1, max(0, index))]


def _best_bid_chance(call: BidCall, variant: str) -> float:
    """The highest :func:`_bid_chance` of ``call`` over every hand estimate (so a world of the
    likeliest hands is always kept)."""
    return max(_chance_table(call.value, call.high, call.must_bid, call.dealer, call.redeals, variant))


#: The estimates the tables cover (a hand's estimate lies in 0-100) and their step.
_LOW, _HIGH, _STEP = -10.0, 110.0, 0.25


@lru_cache(maxsize=256)
def _policy_table(high: int, must_bid: bool, dealer: bool, redeals: int, variant: str) -> tuple[int, ...]:
    """The normal player's bid (0: pass) at each estimate of the grid, in one context."""
    from ai.dapie.bidding import choose_bid

    steps = int(round((_HIGH - _LOW) / _STEP)) + 1
    return tuple(choose_bid(_LOW + i * _STEP, variant, high, must_bid, dealer, redeals).bid for i in range(steps))


@lru_cache(maxsize=512)
def _chance_table(value: int, high: int, must_bid: bool, dealer: bool, redeals: int,
                  variant: str) -> tuple[float, ...]:
    """:func:`_bid_chance` at each estimate of the grid (the policy's steps read ± the slack)."""
    policy = _policy_table(high, must_bid, dealer, redeals, variant)
    last = len(policy) - 1
    shifts = [(int(round(SLACK * z / _STEP)), weight / _NODE_SUM) for z, weight in _NODES]
    return tuple(sum(w for shift, w in shifts if policy[min(last, max(0, i + shift))] == value)
                 for i in range(len(policy)))


def _phi(z: float) -> float:
    return 0.5 * (1 + math.erf(z / math.sqrt(2)))
