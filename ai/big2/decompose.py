"""拆牌 for 锄大地: split a hand into the plays it will take to get rid of it.

A good player looks at thirteen cards as a handful of plays — a flush of the
loose low cards, a full house, a pair of kings, a lonely 4 — and judges the
hand by how many turns those plays need and how strong they are: a strong
group wins the lead back, a weak one has to be got rid of. This module finds
that list of plays.

How: every sensible five-card hand is listed (one straight per rank window,
straight flushes, flushes that use up the loose low cards of a suit, full
houses of each triple with each pair, each four with its lowest loose card),
and each choice of up to two disjoint five-card hands is tried (thirteen
cards hold at most two). What they leave falls apart by rank into singles,
pairs and triples (four of a rank left over: two pairs), so pairs and triples
stay intact unless a five-card hand pays for breaking them. A split is scored
with the classic hand value: the sum of the group values (a low single is a
liability, a 2 or a full house an asset) minus :data:`TURN_COST` per play, so
fewer plays win and, among as many plays, the stronger groups.

The score of the rest is read from per-byte tables (two ranks per byte), and
the best split is cached by the hand mask: the same hands come back all the
time (every answer the policy weighs, every step of a play-out).
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.climbing.combos import Combo
from engine.climbing.tables import STRAIGHT
from engine.climbing.variants.big2_cards import (
    FLUSH, FOUR_ONE, FULL_HOUSE, RANK_COUNT, STRAIGHT_FLUSH, STRAIGHT_WINDOWS, classify,
)

Move = tuple[int, Combo]

#: What one extra play costs in hand value.
TURN_COST = 7.0
#: Rank order of the 2 (the highest rank) and the A.
TWO_RANK = 12
ACE_RANK = 11
_CACHE_LIMIT = 200_000


# --- group values ---------------------------------------------------------------------------


def single_value(card: int) -> float:
    """A single by its card index: ♦3 is -8, an A about 3, a 2 from 5 (♦2) to 5.6 (♠2)."""
    rank, suit = card >> 2, card & 3
    bonus = 1.0 if rank == TWO_RANK else 0.0
    return rank - 8 + 0.2 * suit + bonus


def pair_value(top: int) -> float:
    """A pair by its top card: a little stronger than the single (fewer pairs are out there)."""
    rank, suit = top >> 2, top & 3
    bonus = 1.0 if rank == TWO_RANK else 0.0
    return rank - 7.5 + 0.2 * suit + bonus


def triple_value(top: int) -> float:
    return (top >> 2) - 6.0


def five_value(found: Combo) -> float:
    """Five-card hands by their place on the ladder, then their compared card."""
    kind, rank = found.kind, found.key >> 2
    if kind == STRAIGHT:
        return -1.5 + 0.4 * (rank - 4)  # 34567 -1.5 … 10JQKA +1.3; A2345 and 23456 lower still
    if kind == FLUSH:
        return 2.5 + 0.15 * rank
    if kind == FULL_HOUSE:
        return 5.0 + 0.2 * rank
    if kind == FOUR_ONE:
        return 9.0 + 0.1 * rank
    if kind == STRAIGHT_FLUSH:
        return 12.0 + 0.1 * rank
    raise ValueError(f"not a five-card hand: {found}")


def group_value(found: Combo) -> float:
    """How much a group helps the hand: high groups win leads, low ones must be got rid of."""
    size = found.size
    if size == 1:
        return single_value(found.key)
    if size == 2:
        return pair_value(found.key)
    if size == 3:
        return triple_value(found.key)
    return five_value(found)


# --- the rest of a hand, by rank -------------------------------------------------------------


def _top(nib: int) -> int:
    return nib.bit_length() - 1


def _rank_score(rank: int, nib: int) -> float:
    """Score (value − turn cost per play) of the cards of one rank kept as they are."""
    n = nib.bit_count()
    base = 4 * rank
    if n == 0:
        return 0.0
    if n == 1:
        return single_value(base + _top(nib)) - TURN_COST
    if n == 2:
        return pair_value(base + _top(nib)) - TURN_COST
    if n == 3:
        return triple_value(base + _top(nib)) - TURN_COST
    return pair_value(base + 1) + pair_value(base + 3) - 2 * TURN_COST  # a spare four: two pairs


def _byte_tables() -> tuple[tuple[float, ...], ...]:
    """Score of each byte (the nibbles of ranks 2b and 2b+1) of a hand mask."""
    tables = []
    for b in range((RANK_COUNT + 1) // 2):
        low, high = 2 * b, 2 * b + 1
        row = []
        for byte in range(256):
            score = _rank_score(low, byte & 15)
            if high < RANK_COUNT:
                score += _rank_score(high, byte >> 4)
            elif byte >> 4:
                score = float("nan")  # no rank 13: never looked up
            row.append(score)
        tables.append(tuple(row))
    return tuple(tables)


_T0, _T1, _T2, _T3, _T4, _T5, _T6 = _byte_tables()


def rest_score(hand: int) -> float:
    """Score of a hand kept entirely in singles, pairs and triples (no five-card hands)."""
    return (_T0[hand & 255] + _T1[hand >> 8 & 255] + _T2[hand >> 16 & 255] + _T3[hand >> 24 & 255]
            + _T4[hand >> 32 & 255] + _T5[hand >> 40 & 255] + _T6[hand >> 48 & 255])


def rest_groups(hand: int) -> list[Move]:
    """The singles, pairs and triples of a hand by rank (a four: two pairs), as moves."""
    groups: list[Move] = []
    for rank in range(RANK_COUNT):
        nib = hand >> 4 * rank & 15
        if not nib:
            continue
        if nib == 15:
            parts = (3 << 4 * rank, 12 << 4 * rank)
        else:
            parts = (nib << 4 * rank,)
        for part in parts:
            groups.append((part, classify(part)))
    return groups


# --- five-card hands worth considering ----------------------------------------------------------


def _low_bit(nib: int) -> int:
    return (nib & -nib).bit_length() - 1


def five_card_candidates(hand: int) -> list[tuple[int, Combo, float]]:
    """The five-card hands a plan may use: ``(mask, Combo, value)``, one per distinct mask.

    Not every five-card subset: for a rank window one straight (the lowest suit
    of each rank, the highest at the top), every straight flush, per suit the
    lowest five, the loose (rank held once) cards first, and the lowest four
    with the top card; each triple with each pair and with the lowest two of
    another triple; each four with its lowest loose card.
    """
    nibs = [hand >> 4 * r & 15 for r in range(RANK_COUNT)]
    counts = [n.bit_count() for n in nibs]
    masks: list[int] = []
    for ranks, top in STRAIGHT_WINDOWS:
        if not all(nibs[r] for r in ranks):
            continue
        mask = 0
        for r in ranks:
            bit = _top(nibs[r]) if r == top else _low_bit(nibs[r])
            mask |= 1 << (4 * r + bit)
        masks.append(mask)
        for suit in range(4):
            if all(nibs[r] >> suit & 1 for r in ranks):
                masks.append(sum(1 << (4 * r + suit) for r in ranks))
    for suit in range(4):
        cards = [4 * r + suit for r in range(RANK_COUNT) if nibs[r] >> suit & 1]
        if len(cards) < 5:
            continue
        masks.append(_mask(cards[:5]))
        loose = [c for c in cards if counts[c >> 2] == 1]
        if loose and len(loose) < len(cards):
            masks.append(_mask((loose + [c for c in cards if c not in loose])[:5]))
        if len(cards) > 5:
            masks.append(_mask(cards[:4] + cards[-1:]))
    triples = [r for r in range(RANK_COUNT) if counts[r] >= 3]
    for t in triples:
        nib = nibs[t]
        body = (nib if counts[t] == 3 else nib & ~(nib & -nib)) << 4 * t  # a four keeps its top three
        for p in range(RANK_COUNT):
            if p == t:
                continue
            if counts[p] == 2:
                masks.append(body | nibs[p] << 4 * p)
            elif counts[p] >= 3:
                low = nibs[p] & -nibs[p]
                rest = nibs[p] & ~low
                masks.append(body | (low | (rest & -rest)) << 4 * p)
    for r in range(RANK_COUNT):
        if counts[r] == 4:
            four = 15 << 4 * r
            others = hand & ~four
            if not others:
                continue
            loose = [4 * q + _top(nibs[q]) for q in range(RANK_COUNT) if counts[q] == 1]
            kicker = 1 << loose[0] if loose else others & -others
            masks.append(four | kicker)
    found: dict[int, tuple[int, Combo, float]] = {}
    for mask in masks:
        if mask in found:
            continue
        combo = classify(mask)
        if combo is not None and combo.size == 5:
            found[mask] = (mask, combo, five_value(combo))
    return list(found.values())


def _mask(cards) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


# --- the split ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Decomposition:
    """The best split of a hand: its groups (as moves, weakest first), plays and hand value.

    ``score`` = value − TURN_COST × plays is what the split was chosen by; comparing
    the score of a hand before and after a play tells how much that play costs.
    """

    groups: tuple[Move, ...]
    plays: int
    value: float
    score: float


_SCORES: dict[int, tuple[float, tuple[int, ...]]] = {}
_SPLITS: dict[int, Decomposition] = {}


def _solve(hand: int) -> tuple[float, tuple[int, ...]]:
    """(best score, the masks of its five-card hands)."""
    found = _SCORES.get(hand)
    if found is not None:
        return found
    best_score = rest_score(hand)
    best: tuple[int, ...] = ()
    if hand.bit_count() >= 5:
        fives = five_card_candidates(hand)
        for i, (m1, _, v1) in enumerate(fives):
            left = hand ^ m1
            s1 = v1 - TURN_COST
            score = s1 + rest_score(left)
            if score > best_score:
                best_score, best = score, (m1,)
            if left.bit_count() >= 5:
                for m2, _, v2 in fives[i + 1:]:
                    if m2 & m1:
                        continue
                    score = s1 + v2 - TURN_COST + rest_score(left ^ m2)
                    if score > best_score:
                        best_score, best = score, (m1, m2)
    if len(_SCORES) >= _CACHE_LIMIT:
        _SCORES.clear()
    found = _SCORES[hand] = (best_score, best)
    return found


def hand_score(hand: int) -> float:
    """The score of the hand's best split (0 for an empty hand)."""
    return _solve(hand)[0] if hand else 0.0


def play_cost(hand: int, move_mask: int) -> float:
    """How much hand score playing these cards costs (negative: the play helps the hand)."""
    return hand_score(hand) - hand_score(hand & ~move_mask)


def decompose(hand: int) -> Decomposition:
    """The best split of a hand mask (cached)."""
    split = _SPLITS.get(hand)
    if split is None:
        score, fives = _solve(hand)
        groups = [(m, classify(m)) for m in fives]
        rest = hand
        for m in fives:
            rest &= ~m
        groups += rest_groups(rest)
        groups.sort(key=lambda g: (group_value(g[1]), -g[1].size, g[1].key))
        value = sum(group_value(g[1]) for g in groups)
        if len(_SPLITS) >= _CACHE_LIMIT:
            _SPLITS.clear()
        split = _SPLITS[hand] = Decomposition(tuple(groups), len(groups), value, score)
    return split


def plays_needed(hand: int) -> int:
    """How many plays the hand needs at best (0 for an empty hand)."""
    return decompose(hand).plays if hand else 0


__all__ = ["Move", "TURN_COST", "Decomposition", "decompose", "hand_score", "play_cost", "plays_needed",
           "group_value", "single_value", "pair_value", "triple_value", "five_value",
           "five_card_candidates", "rest_score", "rest_groups"]
