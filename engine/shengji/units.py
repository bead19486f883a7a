"""Units (牌型) of cards inside one suit class: single, pair, tractor, triple, titanic.

Rules: ``shared/rules/shengji.md`` § Units. A unit is described by its *width*
(1 single, 2 pair, 3 triple) and its *length* (how many adjacent ranks): a
tractor (拖拉机) is width 2 and length ≥ 2, a titanic (泰坦尼克) width 3 and length
2. Adjacency is "consecutive ``order`` in the trump context", so equal cards
(off-suit level cards) are never adjacent to each other and the level rank
drops out of the side suits.

Cards are grouped by *face* (same suit and rank, any deck): only identical
cards make a pair. The search helpers here work on ``{face: count}`` dicts with
a ``{face: order}`` map; they are shared by leading, following and the trick
winner, which is why they know nothing about hands or seats.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

from ..cards import Card
from .trump import FACE, TrumpContext

Spec = tuple[int, int]  # (width, length)
SINGLE: Spec = (1, 1)
PAIR: Spec = (2, 1)
TRIPLE: Spec = (3, 1)
TITANIC: Spec = (3, 2)

#: Kind strength used to sort units "largest first" (after the card count).
KIND_RANK = {"single": 1, "pair": 2, "tractor": 3, "triple": 4, "titanic": 5}


def kind_of(spec: Spec) -> str:
    width, length = spec
    if width == 1:
        return "single"
    if width == 2:
        return "pair" if length == 1 else "tractor"
    return "triple" if length == 1 else "titanic"


@dataclass(frozen=True)
class Unit:
    """One unit of a play: ``top`` is the order of its highest rank, ``cards`` its cards."""

    width: int
    length: int
    top: int
    cards: tuple[Card, ...]

    @property
    def spec(self) -> Spec:
        return (self.width, self.length)

    @property
    def kind(self) -> str:
        return kind_of(self.spec)

    @property
    def size(self) -> int:
        return self.width * self.length

    @property
    def bottom(self) -> int:
        return self.top - self.length + 1

    def sort_key(self) -> tuple[int, int, int]:
        """Largest first: card count, then kind, then rank."""
        return (self.size, KIND_RANK[self.kind], self.top)


def spec_key(spec: Spec) -> tuple[int, int]:
    return (spec[0] * spec[1], KIND_RANK[kind_of(spec)])


# --- counting --------------------------------------------------------------------------------


def face_counts(cards: Iterable[Card], ctx: TrumpContext) -> tuple[dict[int, int], dict[int, int]]:
    """({face: count}, {face: order}) of some cards (all assumed of one suit class)."""
    counts: dict[int, int] = {}
    orders: dict[int, int] = {}
    order = ctx.order
    for card in cards:
        f = FACE[card]
        counts[f] = counts.get(f, 0) + 1
        orders[f] = order[card]
    return counts, orders


def candidates(counts: dict[int, int], orders: dict[int, int], spec: Spec) -> list[tuple[int, ...]]:
    """Every placement of a unit ``spec`` in ``counts``: tuples of faces, top rank first,
    highest placements first. A placement takes ``width`` cards of each of its faces."""
    width, length = spec
    by_order: dict[int, list[int]] = {}
    for f, n in counts.items():
        if n >= width:
            by_order.setdefault(orders[f], []).append(f)
    if not by_order:
        return []
    result: list[tuple[int, ...]] = []
    for top in sorted(by_order, reverse=True):
        if any(top - k not in by_order for k in range(1, length)):
            continue
        chains: list[tuple[int, ...]] = [()]
        for k in range(length):
            chains = [c + (f,) for c in chains for f in sorted(by_order[top - k])]
        result.extend(chains)
    if length > 1 or any(len(v) > 1 for v in by_order.values()):
        result.sort(key=lambda faces: (orders[faces[0]], faces), reverse=True)
    return result


def place(counts: dict[int, int], orders: dict[int, int], specs: list[Spec],
          start: int = 0, bound: tuple | None = None) -> list[tuple[int, ...]] | None:
    """Disjoint placements for every spec (widths > 1; singles are free filling), or None.

    Tries the highest placement of the first spec first, so the first answer has
    the best possible first unit — the trick winner relies on that. Identical
    consecutive specs take placements in non-increasing order (``bound``), so no
    permutation of the same answer is tried twice."""
    if start == len(specs):
        return []
    if start == 0 and not _enough(counts, specs):
        return None
    spec = specs[start]
    width = spec[0]
    nxt = start + 1
    same = nxt < len(specs) and specs[nxt] == spec
    for faces in candidates(counts, orders, spec):
        key = (orders[faces[0]], faces)
        if bound is not None and key > bound:
            continue
        for f in faces:
            counts[f] -= width
        rest = place(counts, orders, specs, nxt, key if same else None)
        for f in faces:
            counts[f] += width
        if rest is not None:
            return [faces] + rest
    return None


def _enough(counts: dict[int, int], specs: list[Spec]) -> bool:
    """Cheap necessary condition: enough pairs and triples in all for the specs."""
    triples_needed = sum(length for width, length in specs if width == 3)
    pairs_needed = sum(length for width, length in specs if width >= 2)
    if triples_needed > sum(1 for n in counts.values() if n >= 3):
        return False
    return pairs_needed <= sum(n // 2 for n in counts.values())


def contains(counts: dict[int, int], orders: dict[int, int], specs: list[Spec]) -> bool:
    return not specs or place(dict(counts), orders, specs) is not None


# --- decomposition of a lead ----------------------------------------------------------------


def decompose(cards: Iterable[Card], ctx: TrumpContext, decks: int) -> tuple[Unit, ...]:
    """Split cards of one suit class into units, largest first.

    Greedy, as a player reads a throw: (three decks) titanics then triples, then the
    longest tractors, then pairs, then singles. Three adjacent triples become a
    titanic and a triple."""
    cards = list(cards)
    counts, orders = face_counts(cards, ctx)
    by_face: dict[int, list[Card]] = {}
    for card in cards:
        by_face.setdefault(FACE[card], []).append(card)
    units: list[Unit] = []

    def take(spec: Spec, faces: tuple[int, ...]) -> None:
        width = spec[0]
        taken: list[Card] = []
        for f in faces:
            counts[f] -= width
            taken.extend(by_face[f][:width])
            del by_face[f][:width]
        units.append(Unit(width, spec[1], orders[faces[0]], tuple(taken)))

    if decks >= 3:
        _take_all(counts, orders, TITANIC, take)
        _take_all(counts, orders, TRIPLE, take)
    while True:
        pair_faces = sum(1 for n in counts.values() if n >= 2)
        for length in range(pair_faces, 1, -1):
            found = candidates(counts, orders, (2, length))
            if found:
                take((2, length), found[0])
                break
        else:
            break
    _take_all(counts, orders, PAIR, take)
    _take_all(counts, orders, SINGLE, take)
    units.sort(key=Unit.sort_key, reverse=True)
    return tuple(units)


def _take_all(counts, orders, spec, take) -> None:
    while True:
        found = candidates(counts, orders, spec)
        if not found:
            return
        take(spec, found[0])


def unit_of(cards, ctx: TrumpContext, decks: int) -> Unit | None:
    """The single unit these cards form, or None (mixed classes, or several units)."""
    cards = tuple(cards)
    if not cards or len(ctx.classes_in(cards)) != 1:
        return None
    units = decompose(cards, ctx, decks)
    return units[0] if len(units) == 1 else None


# --- following requirements (the ladders) ----------------------------------------------------


@lru_cache(maxsize=None)
def tractor_ladder(length: int) -> tuple[tuple[Spec, ...], ...]:
    """What a follower must show for a led tractor of ``length`` pairs, best first.

    "a tractor of the same length if you have one; else any tractor you have, the
    longest first, then pairs, then singles": every mix of shorter tractors and
    pairs that fits in the lead, ordered by its tractor lengths (longest first)
    and then by its number of extra pairs."""
    shapes: list[tuple[tuple[int, ...], int]] = []

    def parts(remaining: int, largest: int, acc: tuple[int, ...]) -> None:
        for pairs in range(remaining + 1):
            shapes.append((acc, pairs))
        for t in range(min(largest, remaining), 1, -1):
            parts(remaining - t, t, acc + (t,))

    parts(length, length, ())
    shapes.sort(reverse=True)
    return tuple(tuple((2, t) for t in tractors) + (PAIR,) * pairs for tractors, pairs in shapes)


#: The three-deck fallbacks the seed fixes (singles are implicit filling).
_TITANIC_LADDER: tuple[tuple[Spec, ...], ...] = (
    (TITANIC,), (TRIPLE, TRIPLE), ((2, 2),), (TRIPLE, PAIR), (TRIPLE,), (PAIR, PAIR), (PAIR,), (),
)
_TRIPLE_LADDER: tuple[tuple[Spec, ...], ...] = ((TRIPLE,), (PAIR,), ())
_PAIR_LADDER: tuple[tuple[Spec, ...], ...] = ((PAIR,), ())
_SINGLE_LADDER: tuple[tuple[Spec, ...], ...] = ((),)


def ladder(spec: Spec) -> tuple[tuple[Spec, ...], ...]:
    """The requirement ladder for following one led unit: the first rung the hand can show
    is the one the play must show."""
    if spec == SINGLE:
        return _SINGLE_LADDER
    if spec == PAIR:
        return _PAIR_LADDER
    if spec == TRIPLE:
        return _TRIPLE_LADDER
    if spec == TITANIC:
        return _TITANIC_LADDER
    return tractor_ladder(spec[1])


def rung_reason(required: tuple[Spec, ...], shown: tuple[Spec, ...] = ()) -> str:
    """The reason key for a required rung a play failed to show: the most demanding kind
    it needed and did not show (else the most demanding kind of the rung)."""
    missing = [kind_of(s) for s in required]
    for spec in shown:
        if kind_of(spec) in missing:
            missing.remove(kind_of(spec))
    for pool in (missing, [kind_of(s) for s in required]):
        for kind in ("titanic", "triple", "tractor", "pair"):
            if kind in pool:
                return "must_follow_pairs" if kind == "pair" else f"must_follow_{kind}"
    return "must_follow_suit"
