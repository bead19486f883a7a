"""The 闲家's best play for THESE rules, computed by exact recursion (infinite-deck model).

Why computed, not copied from a casino chart: here the banker has no peek (a
banker's BlackJack, found only at the end, takes a doubled or split stake too),
doubling is allowed after hits whenever the hand is below 21, split aces may
hit, a split A+10 is a plain 21, and a 闲家's BlackJack pays only 1:1 by
default. The banker is modelled by the casino rule (hit to 16, stand on all 17s),
which is also what the banker bot does on average; cards are drawn with the
probabilities of an infinite shoe (each of A..9 1/13, ten-values 4/13).

Everything works on (total, soft) hand states and point classes 1..10 (1 = ace)
and is computed once, at first use, into plain dicts (``table()``).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engine.blackjack.points import add_points

#: Card probabilities of an infinite shoe per point class (index 0 unused).
INFINITE = tuple([0.0] + [1 / 13] * 9 + [4 / 13])
HIT, STAND, DOUBLE, SPLIT = "hit", "stand", "double", "split"
BUST_OUT = 22  # dealer outcome key for a bust
NATURAL = 23   # dealer outcome key for a BlackJack


def dealer_outcomes(up: int, probs=INFINITE, stand_on: int = 17) -> dict[int, float]:
    """Distribution of the banker's final total given his face-up card ``up`` (casino rule).

    Keys 17..21, ``NATURAL`` (his two cards are A + ten-value) and ``BUST_OUT``.
    The hole card is unknown to the 闲家, so it is drawn like any other card.
    """
    result: dict[int, float] = {}

    def draw(total: int, soft: bool, cards: int, p: float) -> None:
        if total > 21:
            result[BUST_OUT] = result.get(BUST_OUT, 0.0) + p
            return
        if total >= stand_on:
            key = NATURAL if cards == 2 and total == 21 else total
            result[key] = result.get(key, 0.0) + p
            return
        for c in range(1, 11):
            t, s = add_points(total, soft, c)
            draw(t, s, cards + 1, p * probs[c])

    t0, s0 = add_points(0, False, up)
    draw(t0, s0, 1, 1.0)
    return result


def stand_value(total: int, outcomes: dict[int, float]) -> float:
    """Expected result per unit stake of standing on ``total`` (not a BlackJack)."""
    if total > 21:
        return -1.0
    value = 0.0
    for key, p in outcomes.items():
        if key == BUST_OUT or key < total:
            value += p
        elif key == NATURAL or key > total:
            value -= p
    return value


@dataclass(frozen=True)
class Tables:
    """Per banker up card: the value of each (total, soft) state for a hand that may
    double (``full``) and one that may not (``plain``, after a split), the best move
    in each, and the value of splitting each pair class."""

    stand: dict[tuple[int, int], float]           # (up, total) -> value
    plain: dict[tuple[int, int, bool], float]      # (up, total, soft) -> value, hit/stand only
    full: dict[tuple[int, int, bool], float]       # (up, total, soft) -> value, double allowed
    best_plain: dict[tuple[int, int, bool], str]
    best_full: dict[tuple[int, int, bool], str]
    split: dict[tuple[int, int], float]            # (up, pair class) -> value of splitting


def _compute(probs=INFINITE) -> Tables:
    stand, plain, full, best_plain, best_full, split = {}, {}, {}, {}, {}, {}
    for up in range(1, 11):
        outcomes = dealer_outcomes(up, probs)
        for total in range(4, 22):
            stand[(up, total)] = stand_value(total, outcomes)
        # hit/stand only, from high totals down (a hit only raises the hard total)
        def after(total: int, soft: bool, c: int, values) -> float:
            t, s = add_points(total, soft, c)
            if t > 21:
                return -1.0
            return stand[(up, 21)] if t == 21 else values[(up, t, s)]

        # every hit leads to a state computed before: hard 11+ only reach hard totals,
        # soft totals reach higher soft or hard 12+, and hard 10- may become anything higher
        order = ([(t, False) for t in range(21, 10, -1)] + [(t, True) for t in range(21, 11, -1)]
                 + [(t, False) for t in range(10, 3, -1)])
        for total, soft in order:
            key = (up, total, soft)
            if total == 21:
                plain[key] = full[key] = stand[(up, 21)]
                best_plain[key] = best_full[key] = STAND
                continue
            hit = sum(probs[c] * after(total, soft, c, plain) for c in range(1, 11))
            st = stand[(up, total)]
            plain[key], best_plain[key] = (hit, HIT) if hit > st else (st, STAND)
        for total, soft in order:
            key = (up, total, soft)
            if total == 21:
                continue
            hit = sum(probs[c] * after(total, soft, c, full) for c in range(1, 11))
            dbl = 0.0
            for c in range(1, 11):
                t, _ = add_points(total, soft, c)
                dbl += probs[c] * (-1.0 if t > 21 else stand[(up, t)])
            dbl *= 2
            st = stand[(up, total)]
            full[key], best_full[key] = max((st, STAND), (hit, HIT), (dbl, DOUBLE))
        for pair in range(1, 11):
            t0, s0 = add_points(0, False, pair)
            value = 0.0
            for c in range(1, 11):
                t, s = add_points(t0, s0, c)
                value += probs[c] * (stand[(up, 21)] if t == 21 else plain[(up, t, s)])
            split[(up, pair)] = 2 * value
    return Tables(stand, plain, full, best_plain, best_full, split)


@lru_cache(maxsize=1)
def table() -> Tables:
    """The infinite-shoe tables, computed at first use (a few milliseconds) and cached."""
    return _compute()


def best_move(total: int, soft: bool, up: int, *, can_double: bool, pair: int | None = None,
              can_split: bool = False, from_split: bool = False) -> str:
    """The best of the moves allowed: HIT / STAND / DOUBLE / SPLIT (``pair``: the split class)."""
    t = table()
    if total >= 21:
        return STAND
    key = (up, total, soft)
    if from_split or not can_double:
        options = [(t.stand[(up, total)], STAND), (_hit_value(t, key, from_split), HIT)]
    else:
        options = [(t.stand[(up, total)], STAND), (_hit_value(t, key, False), HIT),
                   (_double_value(t, key), DOUBLE)]
    if can_split and pair is not None:
        options.append((t.split[(up, pair)], SPLIT))
    return max(options)[1]


def _hit_value(t: Tables, key, plain: bool) -> float:
    up, total, soft = key
    values = t.plain if plain else t.full
    value = 0.0
    for c in range(1, 11):
        nt, ns = add_points(total, soft, c)
        value += INFINITE[c] * (-1.0 if nt > 21 else t.stand[(up, 21)] if nt == 21 else values[(up, nt, ns)])
    return value


def _double_value(t: Tables, key) -> float:
    up, total, soft = key
    value = 0.0
    for c in range(1, 11):
        nt, _ = add_points(total, soft, c)
        value += INFINITE[c] * (-1.0 if nt > 21 else t.stand[(up, nt)])
    return 2 * value
