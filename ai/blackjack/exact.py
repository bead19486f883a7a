"""The 闲家's exact best play for the cards actually left, by recursion without replacement.

:mod:`strategy` holds the draw probabilities fixed during a hand (the infinite shoe, or
the shoe's mix at the moment of the decision). Here every card the 闲家 draws, and the
banker's hole card and draws, come out of the one finite composition of unseen cards, so
a decision is valued exactly for this shoe against the casino banker (hit to 16, stand on
all 17s, no peek: his BlackJack takes doubled stakes too). A split is valued as two hands
each drawing from the composition less the other pair card (the usual approximation; the
two hands share the shoe).

It is the yardstick the benchmark measures the bots against (``bench.bench_blackjack``):
exact but slow (tens of milliseconds to seconds for a hard 4 out of a fresh deck), so
:func:`exact_move` first asks the fast composition tables and only recurses when their two
best moves are within ``margin`` of each other.
"""
from __future__ import annotations

from engine.blackjack.points import add_points

from .strategy import DOUBLE, HIT, SPLIT, STAND, ranked_moves, tables_for

Counts = tuple[int, ...]  # unseen cards per point class, index 0 = ace … 9 = ten-values


def _remove(counts: Counts, c: int) -> Counts:
    return counts[:c - 1] + (counts[c - 1] - 1,) + counts[c:]


class ExactSolver:
    """Memoised recursion for one banker up card."""

    def __init__(self, up: int) -> None:
        self.up = up
        self._dealer: dict[Counts, dict[int, float]] = {}
        self._values: dict[tuple, float] = {}

    def dealer(self, counts: Counts) -> dict[int, float]:
        """Banker's final totals (17..21, 23 = BlackJack, 22 = bust) drawing hole and hits from ``counts``."""
        found = self._dealer.get(counts)
        if found is not None:
            return found
        result: dict[int, float] = {}

        def draw(total: int, soft: bool, cards: int, left: list[int], n: int, p: float) -> None:
            if total > 21:
                result[22] = result.get(22, 0.0) + p
                return
            if total >= 17:
                key = 23 if cards == 2 and total == 21 else total
                result[key] = result.get(key, 0.0) + p
                return
            for c in range(1, 11):
                k = left[c - 1]
                if not k:
                    continue
                t, s = add_points(total, soft, c)
                left[c - 1] = k - 1
                draw(t, s, cards + 1, left, n - 1, p * k / n)
                left[c - 1] = k

        t0, s0 = add_points(0, False, self.up)
        draw(t0, s0, 1, list(counts), sum(counts), 1.0)
        self._dealer[counts] = result
        return result

    def stand(self, total: int, counts: Counts) -> float:
        if total > 21:
            return -1.0
        value = 0.0
        for key, p in self.dealer(counts).items():
            if key == 22 or key < total:
                value += p
            elif key == 23 or key > total:
                value -= p
        return value

    def hit(self, total: int, soft: bool, counts: Counts, may_double: bool) -> float:
        n = sum(counts)
        value = 0.0
        for c in range(1, 11):
            k = counts[c - 1]
            if not k:
                continue
            t, s = add_points(total, soft, c)
            rest = _remove(counts, c)
            value += k / n * (-1.0 if t > 21 else self.best(t, s, rest, may_double))
        return value

    def double(self, total: int, soft: bool, counts: Counts) -> float:
        n = sum(counts)
        value = 0.0
        for c in range(1, 11):
            k = counts[c - 1]
            if k:
                t, _ = add_points(total, soft, c)
                value += k / n * self.stand(t, _remove(counts, c))
        return 2 * value

    def best(self, total: int, soft: bool, counts: Counts, may_double: bool) -> float:
        """Value of a hand of (total, soft) that may hit, stand (and double: ``may_double``)."""
        if total >= 21:
            return self.stand(total, counts)
        key = (total, soft, counts, may_double)
        found = self._values.get(key)
        if found is None:
            found = max(self.stand(total, counts), self.hit(total, soft, counts, may_double))
            if may_double:
                found = max(found, self.double(total, soft, counts))
            self._values[key] = found
        return found

    def split(self, pair: int, counts: Counts) -> float:
        """Two hands of one ``pair`` card each (no double, no resplit), each drawing from the
        composition less the other hand's card."""
        rest = _remove(counts, pair) if counts[pair - 1] else counts
        t0, s0 = add_points(0, False, pair)
        n = sum(rest)
        value = 0.0
        for c in range(1, 11):
            k = rest[c - 1]
            if k:
                t, s = add_points(t0, s0, c)
                value += k / n * self.best(t, s, _remove(rest, c), False)
        return 2 * value

    def moves(self, total: int, soft: bool, counts: Counts, *, can_double: bool, pair: int | None,
              can_split: bool, from_split: bool) -> list[tuple[float, str]]:
        """(value per unit bet, move) of every allowed move, best first."""
        if total >= 21:
            return [(self.stand(total, counts), STAND)]
        options = [(self.stand(total, counts), STAND), (self.hit(total, soft, counts, not from_split), HIT)]
        if can_double and not from_split:
            options.append((self.double(total, soft, counts), DOUBLE))
        if can_split and pair is not None:
            options.append((self.split(pair, counts), SPLIT))
        return sorted(options, reverse=True)


def exact_move(total: int, soft: bool, up: int, counts, *, can_double: bool, pair: int | None = None,
               can_split: bool = False, from_split: bool = False, margin: float = 0.03,
               known: dict | None = None, solver: "ExactSolver | None" = None) -> str:
    """The exact best move for the unseen ``counts`` (they include the banker's hole card).

    The composition tables decide when their best move leads by more than ``margin`` units
    (the exact and the table values of one decision differ by far less than that); else the
    exact recursion decides. ``known`` (``tables`` and ``probs`` for these counts) and
    ``solver`` (for ``up``) let a caller that meets the same shoes again and again — the
    review's played-out worlds — keep them instead of working them out each time."""
    counts = tuple(int(c) for c in counts)
    if known is None:
        tables, probs = tables_for(counts, up)
        known = {"tables": tables, "probs": probs}
    ranked = ranked_moves(total, soft, up, can_double=can_double, pair=pair, can_split=can_split,
                          from_split=from_split, **known)
    if len(ranked) == 1 or ranked[0][0] - ranked[1][0] > margin:
        return ranked[0][1]
    solver = solver or ExactSolver(up)
    return solver.moves(total, soft, counts, can_double=can_double, pair=pair, can_split=can_split,
                        from_split=from_split)[0][1]
