"""The 闲家's best play for THESE rules, computed by exact recursion (infinite-deck model).

Why computed, not copied from a casino chart: here the banker has no peek (a
banker's BlackJack, found only at the end, takes a doubled or split stake too),
doubling is allowed after hits whenever the hand is below 21, split aces may
hit, a split A+10 is a plain 21, and a 闲家's BlackJack pays only 1:1 by
default. The banker is modelled by the casino rule (hit to 16, stand on all 17s),
which is also what the banker bot does on average; cards are drawn with the
probabilities of an infinite shoe (each of A..9 1/13, ten-values 4/13).

Everything works on (total, soft) hand states and point classes 1..10 (1 = ace)
and is computed once, at first use, into plain dicts (``table()``); :func:`tables_for`
computes the same tables for the mix of cards a seat has not seen yet (what the normal
and hard players use), :func:`round_value` the strategy's edge over a whole round.
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


def _compute(probs=INFINITE, ups=range(1, 11)) -> Tables:
    stand, plain, full, best_plain, best_full, split = {}, {}, {}, {}, {}, {}
    for up in ups:
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
              can_split: bool = False, from_split: bool = False, tables: Tables | None = None,
              probs=INFINITE) -> str:
    """The best of the moves allowed: HIT / STAND / DOUBLE / SPLIT (``pair``: the split class).

    ``tables``/``probs``: tables computed for another card distribution (:func:`tables_for`);
    by default the infinite shoe's."""
    return ranked_moves(total, soft, up, can_double=can_double, pair=pair, can_split=can_split,
                        from_split=from_split, tables=tables, probs=probs)[0][1]


def ranked_moves(total: int, soft: bool, up: int, *, can_double: bool, pair: int | None = None,
                 can_split: bool = False, from_split: bool = False, tables: Tables | None = None,
                 probs=INFINITE) -> list[tuple[float, str]]:
    """(expected result per unit bet, move) of every allowed move, best first."""
    t = tables or table()
    if total >= 21:
        return [(t.stand[(up, 21)] if total == 21 else -1.0, STAND)]
    key = (up, total, soft)
    if from_split or not can_double:
        options = [(t.stand[(up, total)], STAND), (_hit_value(t, key, from_split, probs), HIT)]
    else:
        options = [(t.stand[(up, total)], STAND), (_hit_value(t, key, False, probs), HIT),
                   (_double_value(t, key, probs), DOUBLE)]
    if can_split and pair is not None:
        options.append((t.split[(up, pair)], SPLIT))
    return sorted(options, reverse=True)


def tables_for(counts, up: int) -> tuple[Tables, tuple[float, ...]]:
    """Tables for one banker up card when the cards still to come are ``counts`` per point class
    (index 0 = ace … 9 = ten-values): the recursion above with the shoe's actual mix instead of
    the infinite shoe's, so a seat that has seen cards plays for the shoe as it is now."""
    norm = float(sum(counts))
    if norm <= 0:
        return table(), INFINITE
    probs = tuple([0.0] + [c / norm for c in counts])
    return _compute(probs, (up,)), probs


def _hit_value(t: Tables, key, plain: bool, probs=INFINITE) -> float:
    up, total, soft = key
    values = t.plain if plain else t.full
    value = 0.0
    for c in range(1, 11):
        if not probs[c]:
            continue
        nt, ns = add_points(total, soft, c)
        value += probs[c] * (-1.0 if nt > 21 else t.stand[(up, 21)] if nt == 21 else values[(up, nt, ns)])
    return value


def _double_value(t: Tables, key, probs=INFINITE) -> float:
    up, total, soft = key
    value = 0.0
    for c in range(1, 11):
        if not probs[c]:
            continue
        nt, _ = add_points(total, soft, c)
        value += probs[c] * (-1.0 if nt > 21 else t.stand[(up, nt)])
    return 2 * value


def round_value(probs=INFINITE, three_to_two: bool = False) -> float:
    """The 闲家's expected result of a round per unit initial bet, playing these tables' best
    moves, when every card (his two, the banker's two, all draws) comes with ``probs``.

    This is the recursion's own figure for the strategy's edge: every initial deal (his two
    cards, the banker's up card) weighted by its chance, a BlackJack paid 1:1 (or 3:2) unless
    the banker also has one (a push), everything else as :func:`ranked_moves` values it."""
    t = _compute(probs) if probs is not INFINITE else table()
    pay = 1.5 if three_to_two else 1.0
    value = 0.0
    for up in range(1, 11):
        outcomes = dealer_outcomes(up, probs)
        banker_bj = outcomes.get(NATURAL, 0.0)
        for a in range(1, 11):
            for b in range(1, 11):
                p = probs[up] * probs[a] * probs[b]
                if not p:
                    continue
                if sorted((a, b)) == [1, 10]:
                    value += p * pay * (1.0 - banker_bj)
                    continue
                total, soft = add_points(*add_points(0, False, a), b)
                best = ranked_moves(total, soft, up, can_double=True, pair=a if a == b else None,
                                    can_split=a == b, tables=t, probs=probs)[0][0]
                value += p * best
    return value
