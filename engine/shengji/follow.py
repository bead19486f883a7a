"""Leading and following: lead validity, the throw check, and the following ladder.

Rules: ``shared/rules/shengji.md`` § Play. A lead is any set of cards of one suit
class; split into units (:func:`units.decompose`) it is one unit or a throw
(甩牌). A throw is checked against the other three hands: the lowest-ranked unit
that one of them can beat is forced instead.

Following is checked as a ladder of requirements, one ladder per led unit
(largest first, see :func:`units.ladder`): the follower's *profile* is, for each
led unit, the first rung of its ladder the cards can show. A play is legal when
its profile is as good as the hand's — then it showed every structure the hand
could. The first rung where it falls short names the refusal reason
(``must_follow_pairs`` …), which a table can put in the player's words.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import islice
from typing import Iterable, Iterator, Sequence

from ..cards import Card
from ..errors import RuleError
from ..tricks.follow import follow_suit
from .trump import FACE, TrumpContext, class_name
from .units import (PAIR, SINGLE, TITANIC, Spec, Unit, candidates, decompose, face_counts, ladder, place,
                    rung_reason)


@dataclass(frozen=True)
class Lead:
    """What was led: its suit class, its units (largest first) and all its cards."""

    suit_class: str
    units: tuple[Unit, ...]
    cards: tuple[Card, ...]

    @property
    def size(self) -> int:
        return len(self.cards)

    @property
    def is_throw(self) -> bool:
        return len(self.units) > 1

    @property
    def specs(self) -> tuple[Spec, ...]:
        return tuple(u.spec for u in self.units)


def read_lead(cards: Sequence[Card], ctx: TrumpContext, decks: int) -> Lead:
    """The lead these cards make; RuleError ``lead_mixed_suits`` when they span suit classes."""
    if not cards:
        raise RuleError("empty_play")
    classes = ctx.classes_in(cards)
    if len(classes) != 1:
        raise RuleError("lead_mixed_suits")
    return Lead(classes.pop(), decompose(cards, ctx, decks), tuple(cards))


# --- the throw check --------------------------------------------------------------------------


def beatable_units(lead: Lead, others: Iterable[Iterable[Card]], ctx: TrumpContext) -> list[Unit]:
    """The units of a throw that one of the other hands could beat with a higher unit of
    the same kind in the led suit class (for a single: any higher card)."""
    cls = ctx.suit_class
    tables = []
    for hand in others:
        tables.append(face_counts((c for c in hand if cls[c] == lead.suit_class), ctx))
    beaten = []
    for unit in lead.units:
        for counts, orders in tables:
            found = candidates(counts, orders, unit.spec)
            if found and orders[found[0][0]] > unit.top:
                beaten.append(unit)
                break
    return beaten


def forced_unit(beaten: Sequence[Unit]) -> Unit:
    """The unit a failed throw must play: the lowest-ranked beatable one (equal rank: the
    smaller kind) — "必须出欲联出的牌中的最小牌"."""
    return min(beaten, key=lambda u: (u.bottom, u.size, u.top))


# --- following --------------------------------------------------------------------------------


def profile(counts: dict[int, int], orders: dict[int, int], specs: Sequence[Spec]) -> list[int]:
    """For each led unit in turn, the index of the first ladder rung these cards can show
    (consuming what that rung shows before the next unit).

    The best profile over every way of placing the rungs (lowest first index, then the
    lowest second, …): taking the highest tractor first can spoil a later unit — a
    follower holding 33 44 77 888 against a led tractor + triple shows 4433 + 888, not
    8877 + a pair — so the placements of each rung are searched, not taken greedily."""
    if not specs:
        return []
    if len(specs) == 1:
        return [_first_rung(counts, orders, specs[0])]
    return list(_best_profile(dict(counts), orders, tuple(specs), 0, {}))


def _first_rung(counts: dict[int, int], orders: dict[int, int], spec: Spec) -> int:
    for index, rung in enumerate(ladder(spec)):
        if not rung or place(dict(counts), orders, list(rung)) is not None:
            return index
    return len(ladder(spec)) - 1


def _best_profile(counts: dict[int, int], orders: dict[int, int], specs: tuple[Spec, ...],
                  start: int, memo: dict) -> tuple[int, ...]:
    """The lexicographically best rung indexes for ``specs[start:]`` (``counts`` is restored)."""
    if start == len(specs) - 1:
        return (_first_rung(counts, orders, specs[start]),)
    key = (start, tuple(sorted((f, n) for f, n in counts.items() if n)))
    found = memo.get(key)
    if found is not None:
        return found
    perfect = (0,) * (len(specs) - start - 1)
    result: tuple[int, ...] | None = None
    for index, rung in enumerate(ladder(specs[start])):
        best = None
        if not rung:
            best = _best_profile(counts, orders, specs, start + 1, memo)
        else:
            for placed in list(_placements(counts, orders, list(rung))):
                for face, many in placed:
                    counts[face] -= many
                rest = _best_profile(counts, orders, specs, start + 1, memo)
                for face, many in placed:
                    counts[face] += many
                if best is None or rest < best:
                    best = rest
                if best == perfect:
                    break
        if best is not None:
            result = (index,) + best
            break
    memo[key] = result
    return result


def check_follow(play: Sequence[Card], hand: Iterable[Card], lead: Lead, ctx: TrumpContext) -> None:
    """Raise RuleError unless ``play`` (cards already known to be in ``hand``) follows ``lead``."""
    n = lead.size
    hand_c, play_c = follow_suit(play, hand, lead.suit_class, n, ctx)  # the shared first rung
    if len(hand_c) <= n:
        return
    structured = [s for s in lead.specs if s[0] > 1]
    if not structured:
        return
    hand_counts, orders = face_counts(hand_c, ctx)
    play_counts, _ = face_counts(play_c, ctx)
    need = profile(hand_counts, orders, structured)
    got = profile(play_counts, orders, structured)
    if got <= need:
        return
    for spec, want, have in zip(structured, need, got):
        if have != want:
            raise RuleError(rung_reason(ladder(spec)[want], ladder(spec)[have]), suit=class_name(lead.suit_class))


def follows_legally(play, hand, lead, ctx) -> bool:
    try:
        check_follow(play, hand, lead, ctx)
    except RuleError:
        return False
    return True


# --- generators for bots ----------------------------------------------------------------------


class HandIndex:
    """A hand grouped by suit class and face ({class: {face: [cards]}}), kept in step with
    the plays so that listing leads and follows does not regroup the whole hand each time."""

    __slots__ = ("classes",)

    def __init__(self, cards: Iterable[Card] = (), ctx: TrumpContext | None = None) -> None:
        self.classes: dict[str, dict[int, list[Card]]] = {}
        if ctx is not None:
            cls = ctx.suit_class
            for card in sorted(cards, key=lambda c: (FACE[c], c.deck)):  # a fixed order
                self.classes.setdefault(cls[card], {}).setdefault(FACE[card], []).append(card)

    def remove(self, cards: Iterable[Card], ctx: TrumpContext) -> None:
        cls = ctx.suit_class
        for card in cards:
            faces = self.classes[cls[card]]
            group = faces[FACE[card]]
            group.remove(card)
            if not group:
                del faces[FACE[card]]
                if not faces:
                    del self.classes[cls[card]]

    def copy(self) -> "HandIndex":
        twin = HandIndex()
        twin.classes = {k: {f: list(g) for f, g in v.items()} for k, v in self.classes.items()}
        return twin

    def cards(self) -> list[Card]:
        return [c for cl in sorted(self.classes) for g in self.classes[cl].values() for c in g]


def _multiset_choices(counts: list[tuple[int, int]], k: int) -> Iterator[list[tuple[int, int]]]:
    """Every way to take ``k`` cards from faces with counts: lists of (face, how many),
    the larger takes of the earlier faces first."""
    suffix = [0] * (len(counts) + 1)
    for i in range(len(counts) - 1, -1, -1):
        suffix[i] = suffix[i + 1] + counts[i][1]
    if suffix[0] < k:
        return iter(())
    return _choices(counts, suffix, k, 0, [])


def _choices(counts, suffix, k, start, acc):
    if k == 0:
        yield list(acc)
        return
    if suffix[start] < k:
        return
    face, n = counts[start]
    for take in range(min(n, k), -1, -1):
        if take:
            acc.append((face, take))
        yield from _choices(counts, suffix, k - take, start + 1, acc)
        if take:
            acc.pop()


def _cards_for(groups: dict[int, list[Card]], used: dict[int, int], picks) -> tuple[Card, ...]:
    out: list[Card] = []
    for face, many in picks:
        start = used.get(face, 0)
        out.extend(groups[face][start:start + many])
    return tuple(out)


def legal_follows(hand: Iterable[Card] | HandIndex, lead: Lead, ctx: TrumpContext,
                  limit: int | None = None) -> list[tuple[Card, ...]]:
    """Legal follows, one per distinct set of faces (identical cards of other decks are not
    repeated), in a fixed order, at most ``limit`` of them."""
    index = hand if isinstance(hand, HandIndex) else HandIndex(hand, ctx)
    return list(islice(_follows(index, lead, ctx), limit))


def _follows(index: HandIndex, lead: Lead, ctx: TrumpContext) -> Iterator[tuple[Card, ...]]:
    n = lead.size
    groups = index.classes.get(lead.suit_class, {})
    if lead.specs == (SINGLE,) and groups:
        for cards in groups.values():
            yield (cards[0],)
        return
    hand_c = [c for g in groups.values() for c in g]
    if len(hand_c) <= n:
        # classes in a fixed order (not the index's insertion order, which follows the hand's
        # history: a cloned or sampled state would list the capped follows differently)
        others = {f: g for cl in sorted(index.classes) if cl != lead.suit_class
                  for f, g in index.classes[cl].items()}
        base = tuple(hand_c)
        for picks in _multiset_choices([(f, len(v)) for f, v in others.items()], n - len(hand_c)):
            yield base + _cards_for(others, {}, picks)
        return
    hand = index.cards()
    if lead.specs == (SINGLE,):
        for cards in groups.values():
            yield (cards[0],)
        return
    if lead.specs == (PAIR,):
        pairs = [cards[:2] for cards in groups.values() if len(cards) >= 2]
        if pairs:
            yield from (tuple(p) for p in pairs)
            return
    seen: set[tuple[int, ...]] = set()
    structured = [s for s in lead.specs if s[0] > 1]
    counts, orders = face_counts(hand_c, ctx)
    need = profile(counts, orders, structured)
    rungs: list[Spec] = []
    for spec, rung in zip(structured, need):
        rungs.extend(ladder(spec)[rung])
    for core in _placements(dict(counts), orders, rungs):
        used: dict[int, int] = {}
        for face, many in core:
            used[face] = used.get(face, 0) + many
        free = [(f, n_ - used.get(f, 0)) for f, n_ in counts.items() if n_ - used.get(f, 0) > 0]
        free.sort(key=lambda item: (orders[item[0]], item[0]))
        core_size = sum(m for _, m in core)
        for picks in _multiset_choices(free, n - core_size):
            key_counts = dict(used)
            for face, many in picks:
                key_counts[face] = key_counts.get(face, 0) + many
            key = tuple(sorted(key_counts.items()))
            if key in seen:
                continue
            seen.add(key)
            play = _cards_for(groups, {}, key)
            if follows_legally(play, hand, lead, ctx):
                yield play


def _placements(counts: dict[int, int], orders: dict[int, int], specs: list[Spec],
                start: int = 0, bound: tuple | None = None) -> Iterator[list[tuple[int, int]]]:
    """Every disjoint placement of ``specs`` as (face, cards taken) lists; identical
    consecutive specs are placed in non-increasing order, so no answer comes twice."""
    if start == len(specs):
        yield []
        return
    spec = specs[start]
    width = spec[0]
    same = start + 1 < len(specs) and specs[start + 1] == spec
    for faces in candidates(counts, orders, spec):
        key = (orders[faces[0]], faces)
        if bound is not None and key > bound:
            continue
        for f in faces:
            counts[f] -= width
        for rest in _placements(counts, orders, specs, start + 1, key if same else None):
            yield [(f, width) for f in faces] + rest
        for f in faces:
            counts[f] += width


#: What :func:`lead_options` says about a single-unit lead: (suit class, width, length, top).
UnitInfo = tuple[str, int, int, int]


def lead_options(hand: Iterable[Card] | HandIndex, ctx: TrumpContext,
                 decks: int) -> list[tuple[tuple[Card, ...], UnitInfo | None]]:
    """Every lead worth listing, as (cards, unit info): each single-unit lead (one per
    distinct set of faces; :func:`unit_lead` turns its info into a :class:`Lead` without
    reading the cards again), then for each suit class that holds more than one unit the
    throw of the whole class, with info None (its units are read when it is played).
    Other throws are legal too (:func:`read_lead` accepts any one-class set) but are not
    listed: there are too many."""
    order = ctx.order
    widest = 3 if decks >= 3 else 2
    by_class = (hand if isinstance(hand, HandIndex) else HandIndex(hand, ctx)).classes
    leads: list[tuple[tuple[Card, ...], UnitInfo | None]] = []
    for suit_class in sorted(by_class):
        groups = by_class[suit_class]
        orders = {f: order[g[0]] for f, g in groups.items()}
        faces = sorted(groups, key=lambda f: (orders[f], f))
        whole = 0
        for f in faces:
            group = groups[f]
            whole += len(group)
            for width in range(1, min(len(group), widest) + 1):  # single, pair, (triple)
                leads.append((tuple(group[:width]), (suit_class, width, 1, orders[f])))
        counts = {f: len(g) for f, g in groups.items()}
        chains = [(2, length) for length in range(2, sum(1 for n in counts.values() if n >= 2) + 1)]
        if decks >= 3:
            chains.append(TITANIC)
        whole_is_a_unit = len(faces) == 1 and len(groups[faces[0]]) <= widest
        for width, length in chains:
            for chain in candidates(counts, orders, (width, length)):
                picked = tuple(c for f in chain for c in groups[f][:width])
                leads.append((picked, (suit_class, width, length, orders[chain[0]])))
                if len(picked) == whole:
                    whole_is_a_unit = True
        if not whole_is_a_unit:
            leads.append((tuple(c for f in faces for c in groups[f]), None))
    return leads


def unit_lead(cards: tuple[Card, ...], info: UnitInfo) -> Lead:
    """The :class:`Lead` of a single-unit lead listed by :func:`lead_options`."""
    suit_class, width, length, top = info
    return Lead(suit_class, (Unit(width, length, top, cards),), cards)


def legal_leads(hand: Iterable[Card], ctx: TrumpContext, decks: int) -> list[tuple[Card, ...]]:
    """The cards of every :func:`lead_options` entry."""
    return [cards for cards, _ in lead_options(hand, ctx, decks)]
