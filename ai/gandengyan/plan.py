"""拆牌 for 干瞪眼: split a hand into the plays it will take to get rid of it.

A player sees five or six cards as a few plays — a 连牌 of the low cards, a pair, a lonely
9, a 2 kept to win the lead back — and judges the hand by how many turns those plays need
and how strong they are. Hands are small (five or six cards at the deal, a few more after
the draws), so the best split is found exactly: the lowest natural card must be in some
play, so try every play that holds it and split the rest the same way (memoised by the
packed hand). The jokers go wherever they serve best: completing a chain, raising a pair
to a bomb; left alone they are the last play (a joker alone only as the last card).

A split scores :data:`TURN_COST` per play minus the value of its groups (:func:`group_value`:
a low single is a liability, a 2 or a bomb an asset), lowest best; so fewer plays win and,
among as many plays, the stronger groups.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.climbing.combos import Combo
from engine.climbing.tables import BOMB, PAIR, PAIR_STRAIGHT, SINGLE, STRAIGHT
from engine.climbing.variants.gandengyan_moves import JOKER, MOVES, TWO, joker_count, moves_holding

Move = tuple  # (actual, Combo, virtual)

#: What one more play costs, in group value.
TURN_COST = 7.0
_JOKER_SHIFT = 4 * JOKER
_CACHE_LIMIT = 200_000


@dataclass(frozen=True)
class Plan:
    """The best split of a hand: ``plays`` groups (``groups``, moves of the hand's own
    move list), ``score`` (lower is better)."""

    plays: int
    score: float
    groups: tuple[Move, ...]


_EMPTY = Plan(0, 0.0, ())
_PLANS: dict[int, Plan] = {}


def group_value(found: Combo) -> float:
    """How much a group is worth keeping: a single 3 is -8, an A 3, a 2 a lead-winner; chains
    shed many cards at once; bombs win any lead back and double the stakes."""
    kind, key = found.kind, found.key
    if kind == SINGLE:
        return key - 8.0 + (3.0 if key == TWO else 0.0)
    if kind == PAIR:
        return key - 6.5 + (3.0 if key == TWO else 0.0)
    if kind == STRAIGHT or kind == PAIR_STRAIGHT:
        return 1.0 + 0.5 * found.size + 0.2 * key
    if kind == BOMB:
        return 8.0 + 1.5 * found.size + 0.1 * key
    return 0.0


def plan(hand: int) -> Plan:
    """The best split of ``hand`` (cached)."""
    found = _PLANS.get(hand)
    if found is None:
        if len(_PLANS) >= _CACHE_LIMIT:
            _PLANS.clear()
        found = _PLANS[hand] = _split(hand)
    return found


def _split(hand: int) -> Plan:
    if not hand:
        return _EMPTY
    naturals = hand & ((1 << _JOKER_SHIFT) - 1)
    if not naturals:  # jokers only: the last play, as strong as a 2
        best = max(MOVES.leads(hand), key=lambda m: (m[1].key, m[1].size))
        return Plan(1, TURN_COST - group_value(best[1]), (best,))
    low = ((naturals & -naturals).bit_length() - 1) >> 2
    best_plan: Plan | None = None
    for move in moves_holding(hand, low):
        rest = plan(hand - move[0])
        score = rest.score + TURN_COST - group_value(move[1])
        if best_plan is None or score < best_plan.score:
            best_plan = Plan(rest.plays + 1, score, (move, *rest.groups))
    assert best_plan is not None  # the lowest natural is always a single at least
    return best_plan


def play_cost(hand: int, actual: int) -> float:
    """How much worse the hand's split gets by playing ``actual`` now (0: it is one of the
    split's own plays; more: it breaks groups or spends a strong one)."""
    before = plan(hand)
    after = plan(hand - actual)
    return after.score + TURN_COST - before.score


def jokers_in(move: Move) -> int:
    return joker_count(move[0])
