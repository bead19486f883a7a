"""拆牌 with wild 3s: plan a hand by deciding what each 3 should stand for.

A 3 played with other cards may be any card, so a hand holding 3s can be
split in many more ways than its cards alone suggest. The planner turns that
into the 斗地主 question it already knows how to answer: pick an *assignment*
of the hand's 3s — each one kept as a 3, standing in for a rank the hand holds
(a pair, a triple, a soft bomb: three of a rank and a 3), filling a gap of a
chain, or joined to a joker (大王+3 is a 大王 bomb) — build the *virtual* hand
it makes, split that with the 斗地主 decomposition (:func:`ai.doudizhu.decompose`),
and keep the assignment whose split scores best.

The virtual split is then *realised*: each group becomes a real play — its
natural cards first, 3s for the rest — with the combination the engine reads
for it (``(actual, combo, virtual)``, the move shape of
:mod:`engine.climbing.variants.wild_moves`). An assignment whose split leaves a
stand-in on its own (a 3 "being a 9" as a lone single is just a 3) is no plan.

Assignments are searched exhaustively when few, else by a small beam: the
best single stand-ins first, then pairs of them, and so on (a hand holds at
most four 3s). Each assignment is scored by the split's score alone
(:mod:`.fastsplit`, no groups built); only the best is split into groups and
realised (if a stand-in would be left on its own, the next best). Plans are
cached by the packed hand: the same hands come back at every turn, every
follow weighed and every step of a search play-out.

Score: the classic hand value — Σ group values − 7 per play — with a soft
bomb a little below the hard bomb of its rank (the hard one beats it).
"""
from __future__ import annotations

from dataclasses import dataclass
from math import comb

from ai.doudizhu.decompose import TURN_COST, decompose, group_value
from engine.climbing.combos import Combo, combo
from engine.climbing.ranks import UNIT, counts
from engine.climbing.tables import SOFT_BOMB
from engine.climbing.variants.wild_moves import read_play, reading_of

from .fastsplit import split_score

#: ``(actual, combo, virtual)``, as the engine's wild move lists hold them.
WildMove = tuple[int, Combo, int]

WILD = 0          # order index of the 3s
ACE = 11          # chains stop at the A
TWO = 12
SMALL_JOKER, BIG_JOKER = 13, 14
#: A soft bomb loses to the hard bomb of its rank: worth this much less.
SOFT_DISCOUNT = 1.0
#: Assignment lists up to this size are tried in full; longer ones by beam search.
FULL_LIMIT = 40
BEAM = 3
#: From the second stand-in on, only the most useful first stand-ins (and chain gaps) are tried.
BEAM_OPTIONS = 5
#: Assignments realised (best quick score first) before giving up on stand-ins.
REALISE_TRIES = 6
_CACHE_LIMIT = 50_000


def wild_group_value(found: Combo) -> float:
    """Value of one group: the 斗地主 values, soft bombs a little below hard ones."""
    if found.kind == SOFT_BOMB:
        return 10.0 + found.key / 2 - SOFT_DISCOUNT
    return group_value(found)


@dataclass(frozen=True)
class Plan:
    """The best split of a hand into real plays.

    ``groups``: ``(actual, combo, virtual)`` moves, weakest first, bombs last;
    ``plays``: how many; ``value``: Σ group values; ``score`` = value − 7 × plays.
    """

    groups: tuple[WildMove, ...]
    plays: int
    value: float
    score: float


def stand_ins(move: WildMove) -> int:
    """How many 3s of ``move`` stand for another rank."""
    return (move[0] & 15) - (move[2] & 15)


_CACHE: dict[int, Plan] = {}


def plan(hand: int) -> Plan:
    """The best plan of a packed hand (cached)."""
    found = _CACHE.get(hand)
    if found is None:
        if len(_CACHE) > _CACHE_LIMIT:
            _CACHE.clear()
        found = _CACHE[hand] = _solve(hand)
    return found


def plan_score(hand: int) -> float:
    """The plan score of a hand; 0 for an empty hand (it has gone out)."""
    return plan(hand).score if hand else 0.0


# --- the search ----------------------------------------------------------------------------


def _options(c: list[int], k: int) -> list[int]:
    """What one 3 may stand for: ranks held (up to A and the 2), chain gaps, a joker's bomb.

    Singles that can join no chain (no pair beside them, no run of five through them)
    all gain the same from a 3 that pairs them, so only the lowest and the highest of
    them are tried.
    """
    found = []
    loose = []
    for r in range(1, TWO + 1):
        n = c[r]
        if not 1 <= n <= 3:
            continue
        if n == 1 and (r == TWO or (c[r - 1] <= 1 and c[r + 1] <= 1 and not _in_run(c, r))):
            loose.append(r)
        else:
            found.append(r)
    found += loose[:1] + loose[-1:] if len(loose) > 1 else loose
    reach = min(k, 2)
    for r in range(1, ACE + 1):
        if c[r]:
            continue
        for low in range(max(1, r - 4), min(r, ACE - 4) + 1):
            window = range(low, low + 5)
            if sum(1 for i in window if not c[i]) <= reach:
                found.append(r)
                break
    found += [j for j in (SMALL_JOKER, BIG_JOKER) if c[j]]
    return found


def _in_run(c: list[int], r: int) -> bool:
    """Whether rank ``r`` lies in a run of five or more held ranks (3s as 3s not counted)."""
    low = r
    while low > 1 and c[low - 1]:
        low -= 1
    high = r
    while high < ACE and c[high + 1]:
        high += 1
    return high - low >= 4


def _solve(hand: int) -> Plan:
    k = hand & 15
    if not k:
        return _plain(hand)
    c = counts(hand)
    options = _options(c, k)
    scored: list[tuple[float, tuple[int, ...]]] = []  # (quick score, assignment)

    def consider(assignment: tuple[int, ...]) -> float:
        score = _quick_score(hand, c, assignment)
        scored.append((score, assignment))
        return score

    consider(())
    if options:
        if _multisets_count(len(options) + 1, k) <= FULL_LIMIT:
            for assignment in _all_assignments(options, c, k):
                consider(assignment)
        else:
            _beam(options, c, k, consider)
    # the quick score cannot see a stand-in left on its own: realise the best that is a plan
    scored.sort(key=lambda s: (-s[0], len(s[1])))
    for _, assignment in scored[:REALISE_TRIES]:
        found = _realise(hand, assignment)
        if found is not None:
            return found
    return _plain(hand)


def _quick_score(hand: int, c: list[int], assignment: tuple[int, ...]) -> float:
    """The plan score of an assignment, from the split's score alone (no groups built)."""
    virtual = hand - len(assignment)
    score = 0.0
    per: dict[int, int] = {}
    for r in assignment:
        if r >= SMALL_JOKER:
            virtual -= UNIT[r]
            score += 10.0 + r / 2 - SOFT_DISCOUNT - TURN_COST
        else:
            virtual += UNIT[r]
            per[r] = per.get(r, 0) + 1
    for r, n in per.items():
        if c[r] + n == 4:
            score -= SOFT_DISCOUNT  # kept whole as a bomb, a soft one
    return score + (split_score(virtual) if virtual else 0.0)


def _beam(options, c, k, consider) -> None:
    """Add stand-ins one at a time, keeping the best few assignments at each step."""
    frontier: list[tuple[int, ...]] = [()]
    seen: set[tuple[int, ...]] = {()}
    top_options = options
    for step in range(k):
        scored = []
        for partial in frontier:
            for option in top_options:
                assignment = tuple(sorted(partial + (option,)))
                if assignment in seen or not _fits(assignment, c):
                    continue
                seen.add(assignment)
                scored.append((consider(assignment), assignment))
        if not scored:
            break
        scored.sort(key=lambda s: -s[0])
        frontier = [a for _, a in scored[:BEAM]]
        if step == 0:
            useful = [a[0] for _, a in scored[:BEAM_OPTIONS]]
            gaps = [r for r in options if r <= ACE and not c[r]]
            top_options = list(dict.fromkeys(useful + gaps))


def _multisets_count(n: int, k: int) -> int:
    return comb(n + k - 1, k)


def _all_assignments(options: list[int], c: list[int], k: int):
    """Every multiset of 1..k stand-ins (the other 3s kept as 3s) that the deck allows."""
    def extend(start: int, chosen: list[int]):
        if chosen:
            yield tuple(chosen)
        if len(chosen) == k:
            return
        for pos in range(start, len(options)):
            chosen.append(options[pos])
            if _fits(chosen, c):
                yield from extend(pos, chosen)
            chosen.pop()

    yield from extend(0, [])


def _fits(assignment, c: list[int]) -> bool:
    """At most four of a rank, and one bomb per joker."""
    per: dict[int, int] = {}
    for r in assignment:
        per[r] = per.get(r, 0) + 1
    for r, n in per.items():
        if r >= SMALL_JOKER:
            if n > 1:
                return False
        elif c[r] + n > 4:
            return False
    return True


def _plain(hand: int) -> Plan:
    """The plan of a hand whose 3s are all 3s (the 斗地主 split read in this game)."""
    return _realise(hand, ()) or _from_groups(())


def _realise(hand: int, assignment: tuple[int, ...]) -> Plan | None:
    """The plan of ``hand`` with its 3s standing for ``assignment`` (the rest as 3s), or None."""
    virtual = hand - len(assignment)  # the assigned 3s leave index 0
    fixed: list[WildMove] = []
    for r in assignment:
        if r >= SMALL_JOKER:
            virtual -= UNIT[r]
            fixed.append((UNIT[r] + 1, combo(SOFT_BOMB, r, 1, 2), 2 * UNIT[r]))
        else:
            virtual += UNIT[r]
    split = decompose(virtual) if virtual else None
    groups = split.groups if split is not None else ()
    if not any(r < SMALL_JOKER for r in assignment):
        moves = [(g[0], _read(g[0], g[0]), g[0]) for g in groups]
        if any(m[1] is None for m in moves):
            return None
        return _from_groups(tuple(moves) + tuple(fixed))
    natural = counts(hand)
    natural[WILD] = 0
    moves = list(fixed)
    for g in sorted(groups, key=lambda g: g[1].size):
        actual = g[0] & 15  # 3s kept as 3s
        used = 0
        rest = g[0] >> 4
        index = 1
        while rest:
            want = rest & 15
            if want:
                mine = min(want, natural[index])
                natural[index] -= mine
                used += want - mine
                actual += mine * UNIT[index]
            rest >>= 4
            index += 1
        actual += used
        found = _read(actual, g[0])
        if found is None:
            return None
        moves.append((actual, found, g[0]))
    return _from_groups(tuple(moves))


def _read(actual: int, virtual: int) -> Combo | None:
    """The combination the engine reads for ``actual`` standing for ``virtual`` on a lead."""
    return read_play(actual, reading_of(actual, virtual), None)


def _from_groups(moves: tuple[WildMove, ...]) -> Plan:
    ordered = tuple(sorted(moves, key=lambda m: (m[1].is_bomb, wild_group_value(m[1]), -m[1].size,
                                                 stand_ins(m))))
    value = sum(wild_group_value(m[1]) for m in ordered)
    return Plan(ordered, len(ordered), value, value - TURN_COST * len(ordered))

