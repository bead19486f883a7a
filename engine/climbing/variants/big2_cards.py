"""锄大地 (Big Two): cards as one 52-bit mask, its combinations, the move lists and the score.

Rules: ``rules/climbing.md`` § 锄大地 ``big2``. Unlike 斗地主, suits matter here (♦3 is the
lowest card, a ♠ pair beats a ♥ pair of the same rank), so a hand is not packed rank counts
(:mod:`..ranks`) but one bit per card::

    index = rank_order * 4 + suit_order     rank_order 0..12 = 3 4 … K A 2,  suit_order ♦ ♣ ♥ ♠

With that order every comparison of the game is "the higher card", and the highest card of
any set is its highest set bit: ♦3 is bit 0, ♠2 bit 51. Playing a move is ``hand -= mask``.

A :class:`~..combos.Combo` here has ``key`` = the *card index* of the compared card (a single
itself, the top card of a pair or triple, a straight's top card, a flush's highest card, the
top card of a full house's triple or of a four), ``chain`` 5 for straights and straight flushes
(1 otherwise) and ``size`` the number of cards. Only equal sizes compare; five-card hands
compare by their place on :data:`FIVE_CARD_LADDER` first, then by key. There are no bombs.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from functools import lru_cache
from itertools import combinations, product
from typing import Iterable, NamedTuple, Sequence

from ...cards import Card, Suit
from ..combos import Combo, combo
from ..movecache import CachedMoves
from ..tables import PAIR, SINGLE, STRAIGHT, TRIPLE

# --- kinds ---------------------------------------------------------------------------------

FLUSH = "flush"  # 同花五
FULL_HOUSE = "full_house"  # 三个带一对
FOUR_ONE = "four_one"  # 四个带单张
STRAIGHT_FLUSH = "straight_flush"  # 同花顺

#: 杂顺 < 同花五 < 三个带一对 < 四个带单张 < 同花顺: a five-card hand beats every lower kind.
FIVE_CARD_LADDER = (STRAIGHT, FLUSH, FULL_HOUSE, FOUR_ONE, STRAIGHT_FLUSH)
#: Every kind of the game, in the order move lists are sorted (sizes 1, 2, 3, then the ladder).
KIND_ORDER = (SINGLE, PAIR, TRIPLE, *FIVE_CARD_LADDER)
KIND_INDEX = {kind: i for i, kind in enumerate(KIND_ORDER)}

Move = tuple[int, Combo]

# --- cards as bits ---------------------------------------------------------------------------

SUIT_ORDER = (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES)
_SUIT_INDEX = {suit: i for i, suit in enumerate(SUIT_ORDER)}
RANK_COUNT = 13
DIAMOND_THREE = 1
SPADE_TWO = 1 << 51
ALL_CARDS = (1 << 52) - 1
#: every card of one suit (by suit order)
SUIT_BITS = tuple(sum(1 << (4 * r + s) for r in range(RANK_COUNT)) for s in range(4))


def rank_order(rank: int) -> int:
    """Order of a natural rank: 3 → 0 … A (14) → 11, 2 → 12."""
    return (rank - 3) % RANK_COUNT


def natural_rank(order: int) -> int:
    """Inverse of :func:`rank_order`."""
    return order + 3 if order < 12 else 2


def card_index(card: Card) -> int:
    """Bit index of a card (its deck is ignored: the game uses one deck, no jokers)."""
    if card.is_joker:
        raise ValueError(f"no jokers in 锄大地: {card!r}")
    return rank_order(card.rank) * 4 + _SUIT_INDEX[card.suit]


CARD_OF_INDEX = tuple(Card(natural_rank(i // 4), SUIT_ORDER[i % 4]) for i in range(52))


def indices(mask: int) -> list[int]:
    """The set bits of ``mask``, ascending (lowest card first)."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def pack(cards: Iterable[Card]) -> int:
    """The mask of these cards; a card given twice is an error (one deck)."""
    mask = 0
    for card in cards:
        bit = 1 << card_index(card)
        if mask & bit:
            raise ValueError(f"card given twice: {card}")
        mask |= bit
    return mask


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask in the engine's Card order (``sorted``, as ``Play`` keeps them)."""
    return tuple(sorted(CARD_OF_INDEX[i] for i in indices(mask)))


def _rank_set(mask: int) -> int:
    """Bit r set for each rank order r the mask holds a card of."""
    return sum(1 << r for r in range(RANK_COUNT) if mask >> (4 * r) & 15)


# --- combinations ----------------------------------------------------------------------------

#: The ten straights as (rank orders, low to top; top rank order). A is high (10JQKA) or low
#: (A2345) but never in the middle; 2 only low (A2345, 23456): JQKA2, QKA23, KA234 are none.
STRAIGHT_WINDOWS = (
    ((11, 12, 0, 1, 2), 2),  # A2345 → the 5
    ((12, 0, 1, 2, 3), 3),  # 23456 → the 6
    *((tuple(range(low, low + 5)), low + 4) for low in range(8)),  # 34567 … 10JQKA → the A
)
_STRAIGHT_TOP = {sum(1 << r for r in ranks): top for ranks, top in STRAIGHT_WINDOWS}


def _combos_of(kind: str, size: int) -> tuple[Combo, ...]:
    """The 52 interned Combos of ``kind``, one per key (move lists just index them)."""
    chain = 5 if kind in (STRAIGHT, STRAIGHT_FLUSH) else 1
    return tuple(combo(kind, key, chain, size) for key in range(52))


_SIZE_OF = {SINGLE: 1, PAIR: 2, TRIPLE: 3}
_COMBOS = {kind: _combos_of(kind, _SIZE_OF.get(kind, 5)) for kind in KIND_ORDER}


def strength(found: Combo) -> tuple[int, int, int]:
    """(size, kind order, key): of two combinations of one size, the higher one wins."""
    return found.size, KIND_INDEX[found.kind], found.key


def beats(new: Combo, old: Combo) -> bool:
    """Whether ``new`` may be played on ``old``: the same number of cards and stronger.

    For 1–3 cards the size fixes the kind, so this is "higher key"; five-card hands compare
    on the ladder first. Nothing else beats anything (锄大地 has no bombs).
    """
    if new.size != old.size or new.kind not in KIND_INDEX or old.kind not in KIND_INDEX:
        return False
    return (KIND_INDEX[new.kind], new.key) > (KIND_INDEX[old.kind], old.key)


@lru_cache(maxsize=1 << 16)
def classify(mask: int) -> Combo | None:
    """The combination these cards form, or None (four cards never form one)."""
    n = mask.bit_count()
    top = mask.bit_length() - 1
    if 1 <= n <= 3:
        return _COMBOS[KIND_ORDER[n - 1]][top] if _one_rank(mask) else None
    return _classify_five(mask, top) if n == 5 else None


def _classify_five(mask: int, top: int) -> Combo | None:
    flush = not mask & ~SUIT_BITS[top & 3]
    straight_top = _STRAIGHT_TOP.get(_rank_set(mask))
    if straight_top is not None:  # the straight's top card, not the mask's (A2345 tops at 5)
        key = 4 * straight_top + (mask >> 4 * straight_top & 15).bit_length() - 1
        return _COMBOS[STRAIGHT_FLUSH if flush else STRAIGHT][key]
    if flush:
        return _COMBOS[FLUSH][top]
    for r in range(RANK_COUNT):
        nib = mask >> 4 * r & 15
        count = nib.bit_count()
        if count >= 3:  # the triple or the four: its top card is the key
            kind = FULL_HOUSE if count == 3 else FOUR_ONE
            if kind == FULL_HOUSE and not _one_rank(mask & ~(15 << 4 * r)):
                return None  # a triple with two odd cards
            return _COMBOS[kind][4 * r + nib.bit_length() - 1]
    return None


def _one_rank(mask: int) -> bool:
    """Whether all the (one or more) cards of ``mask`` share a rank: lowest and highest do."""
    return ((mask & -mask).bit_length() - 1) >> 2 == (mask.bit_length() - 1) >> 2


# --- move lists --------------------------------------------------------------------------------

#: _SUBS[nibble][k]: the k-card subsets of a rank's held cards, by top card then value
_SUBS = tuple(
    tuple(tuple(sorted((s for s in range(1, 16) if s & nib == s and s.bit_count() == k),
                       key=lambda s: (s.bit_length(), s)))
          for k in range(5))
    for nib in range(16))


def _order(move: Move) -> tuple[int, int, int]:
    return strength(move[1])


class Big2Moves(CachedMoves):
    """Every lead and every answer of a hand mask, cached per hand (and per lead object).

    One move per distinct card set: ``(mask, Combo)``. Lists are sorted by size, kind
    (:data:`KIND_ORDER`), key, then mask, so the answers to a lead are one slice of the
    hand's lead list: the moves of its size that are stronger. Answers to a single, pair or
    triple are made straight from the cards above the lead's (the same slice, without
    listing the hand's five-card plays: a play-out answers at almost every step).
    """

    def _lead_moves(self, hand: int) -> tuple[Move, ...]:
        return _lead_moves(hand)

    def _answer_moves(self, hand: int, lead: Combo) -> tuple[Move, ...]:
        if lead.kind not in KIND_INDEX:
            return ()
        size = lead.size
        if size == 1:
            return _singles(hand & ~((2 << lead.key) - 1))
        if size <= 3:
            return _groups_above(hand, size, lead.key)
        moves = self.leads(hand)
        start = bisect_right(moves, strength(lead), key=_order)
        end = bisect_left(moves, (lead.size + 1,), key=_order)
        return moves[start:end]


#: ``_SAME[size][r][nib]``: ``(r, mask, combo)`` of every ``size``-card group (1 to 3) of rank
#: ``r`` whose held suits are ``nib``, in list order: made once, so a hand's singles, pairs and
#: triples are a lookup per rank rather than built card by card
_SAME = (None,) + tuple(
    tuple(tuple(tuple((r, sub << 4 * r, _COMBOS[KIND_ORDER[size - 1]][4 * r + sub.bit_length() - 1])
                      for sub in _SUBS[nib][size]) for nib in range(16)) for r in range(RANK_COUNT))
    for size in (1, 2, 3))
#: the same groups as moves ``(mask, combo)``
_SAME_MOVES = (None,) + tuple(
    tuple(tuple(tuple((mask, found) for _, mask, found in groups) for groups in per_rank)
          for per_rank in _SAME[size])
    for size in (1, 2, 3))
_FIVE_ORDER = {kind: KIND_INDEX[kind] for kind in KIND_INDEX}

# --- a hand's ranks, all at once -------------------------------------------------------------
# A hand's counts per rank come from bit arithmetic on the whole mask (each rank's four suit
# bits are one nibble), and the ranks held n times or more are one bit per rank, the lowest
# bit of its nibble ("nibble masks"): no loop over thirteen ranks per list.

_ONES = sum(1 << 4 * r for r in range(RANK_COUNT))  # the lowest bit of every rank's nibble
_FIVES = 5 * _ONES  # 0101 in every nibble
_THREES = 3 * _ONES  # 0011 in every nibble
_BYTES = (RANK_COUNT * 4 + 7) // 8


def _rank_counts(hand: int) -> int:
    """Each rank's number of cards (0..4) in its own nibble (a popcount per nibble)."""
    pairs = hand - (hand >> 1 & _FIVES)
    return (pairs & _THREES) + (pairs >> 2 & _THREES)


def _ranks_held(counted: int, least: int) -> int:
    """Nibble mask of the ranks held at least ``least`` (1..4) times, from :func:`_rank_counts`."""
    return (counted + (4 - least) * _ONES) >> 2 & _ONES


def _ranks_of(nibble_mask: int) -> list[int]:
    """The rank orders of a nibble mask, low first."""
    found = []
    while nibble_mask:
        low = nibble_mask & -nibble_mask
        found.append(low.bit_length() >> 2)
        nibble_mask ^= low
    return found


#: ``_SINGLE_BYTES[k][b]``: the single moves of the cards in byte ``k`` of a mask whose value is ``b``
_SINGLE_BYTES = tuple(
    tuple(tuple((1 << i, _COMBOS[SINGLE][i]) for i in range(8 * k, min(8 * k + 8, 52)) if b >> (i - 8 * k) & 1)
          for b in range(256))
    for k in range(_BYTES))


def _singles(cards: int) -> tuple[Move, ...]:
    """Every card of ``cards`` as a single, lowest first."""
    found: tuple = ()
    k = 0
    while cards:
        byte = cards & 255
        if byte:
            found += _SINGLE_BYTES[k][byte]
        cards >>= 8
        k += 1
    return found


def _groups_above(hand: int, size: int, key: int) -> tuple[Move, ...]:
    """Pairs or triples (``size``) whose top card is above card index ``key``, in list order."""
    lowest = key >> 2
    held = _ranks_held(_rank_counts(hand), size) >> 4 * lowest << 4 * lowest
    table = _SAME_MOVES[size]
    out: list[Move] = []
    for r in _ranks_of(held):
        moves = table[r][hand >> 4 * r & 15]
        if r == lowest:
            moves = [move for move in moves if move[1].key > key]
        out += moves
    return tuple(out)


#: the straights as ``(nibble mask of their ranks, ranks low to top)``
_WINDOW_BITS = tuple((sum(1 << 4 * r for r in ranks), ranks) for ranks, _top in STRAIGHT_WINDOWS)


def _lead_moves(hand: int) -> tuple[Move, ...]:
    """Built kind by kind: singles, pairs, triples come out sorted; five-card hands get sorted."""
    counted = _rank_counts(hand)
    pairs = _ranks_of(_ranks_held(counted, 2))
    triples = _ranks_of(_ranks_held(counted, 3)) if pairs else []
    out: list[Move] = list(_singles(hand))
    two, three = _SAME_MOVES[2], _SAME_MOVES[3]
    for r in pairs:
        out += two[r][hand >> 4 * r & 15]
    for r in triples:
        out += three[r][hand >> 4 * r & 15]
    if hand.bit_count() < 5:
        return tuple(out)
    five: list[Move] = []
    _straights(hand, _ranks_held(counted, 1), five)
    _flushes(hand, five)
    if triples and len(pairs) > 1:
        pair_groups = [group for r in pairs for group in _SAME[2][r][hand >> 4 * r & 15]]
        triple_groups = [group for r in triples for group in _SAME[3][r][hand >> 4 * r & 15]]
        _full_houses(triple_groups, pair_groups, five)
    fours = _ranks_held(counted, 4)
    if fours:
        _four_ones(hand, fours, five)
    if five:
        five.sort(key=_five_order)
        out += five
    return tuple(out)


def _five_order(move: Move) -> tuple:
    return _FIVE_ORDER[move[1].kind], move[1].key, move[0]


def _straights(hand: int, held: int, out: list[Move]) -> None:
    """Each rank window held × one card per rank; one suit throughout is a straight flush."""
    straight, straight_flush = _COMBOS[STRAIGHT], _COMBOS[STRAIGHT_FLUSH]
    for bits, ranks in _WINDOW_BITS:
        if held & bits != bits:
            continue
        choices = [[bit << 4 * r for bit in _SUBS[hand >> 4 * r & 15][1]] for r in ranks]
        for cards in product(*choices):
            mask = sum(cards)
            key = cards[-1].bit_length() - 1  # the top rank is last in its window
            suited = not mask & ~SUIT_BITS[key & 3]
            out.append((mask, (straight_flush if suited else straight)[key]))


def _flushes(hand: int, out: list[Move]) -> None:
    """Five cards of one suit, except straight flushes (listed with the straights)."""
    flush = _COMBOS[FLUSH]
    for s in range(4):
        suited = hand & SUIT_BITS[s]
        if suited.bit_count() < 5:
            continue
        ranks = [i >> 2 for i in indices(suited)]
        for chosen in combinations(ranks, 5):
            if sum(1 << r for r in chosen) in _STRAIGHT_TOP:
                continue
            out.append((sum(1 << (4 * r + s) for r in chosen), flush[4 * chosen[-1] + s]))


def _full_houses(triples, pairs, out: list[Move]) -> None:
    """Each triple with each pair of another rank; keyed by the triple."""
    full_house = _COMBOS[FULL_HOUSE]
    for t_rank, t_mask, t_combo in triples:
        found = full_house[t_combo.key]
        out += [(t_mask | p_mask, found) for p_rank, p_mask, _ in pairs if p_rank != t_rank]


def _four_ones(hand: int, fours: int, out: list[Move]) -> None:
    """Each four with each other card; keyed by the four's top card (its ♠)."""
    four_one = _COMBOS[FOUR_ONE]
    for r in _ranks_of(fours):
        four = 15 << 4 * r
        found = four_one[4 * r + 3]
        out += [(four | 1 << i, found) for i in indices(hand & ~four)]


MOVES = Big2Moves()

# --- scoring -------------------------------------------------------------------------------------


class PointLine(NamedTuple):
    """How one player's card points come about, for a result screen."""

    left: int  # cards left in hand
    factor: int  # 1 (n < 8), 2 (8 ≤ n < 10), 3 (10 ≤ n < 13), 4 (n = 13)
    spade_two_doubled: bool  # ×2 more: n ≥ 8 and the hand holds ♠2
    points: int


def card_factor(left: int) -> int:
    """The step for ``left`` cards: n < 8 ×1, 8 ≤ n < 10 ×2, 10 ≤ n < 13 ×3, n = 13 ×4."""
    if not 0 <= left <= 13:
        raise ValueError(f"cards left must be 0..13: {left}")
    return 1 if left < 8 else 2 if left < 10 else 3 if left < 13 else 4


def point_line(left: int, holds_spade_two: bool) -> PointLine:
    """Card points with their steps shown (♠2 doubles only from 8 cards on)."""
    factor = card_factor(left)
    doubled = bool(holds_spade_two) and left >= 8
    return PointLine(left, factor, doubled, left * factor * (2 if doubled else 1))


def card_points(left: int, holds_spade_two: bool) -> int:
    """Card points of a player with ``left`` cards (see :func:`point_line`)."""
    return point_line(left, holds_spade_two).points


Scores = tuple[tuple[int, ...], tuple[int, ...]]


def score_hand(left: Sequence[int], spade_two: Sequence[bool]) -> Scores:
    """(points, gains) per seat: each gains Σ over the others of (their points − own points).

    That is total − seats × own, so the gains always sum to zero.
    """
    if len(left) != len(spade_two):
        raise ValueError("one ♠2 flag per seat")
    points = tuple(card_points(n, held) for n, held in zip(left, spade_two))
    total, seats = sum(points), len(points)
    return points, tuple(total - seats * p for p in points)


def score_hands(hands: Sequence[int]) -> Scores:
    """:func:`score_hand` straight from the hand masks left when someone went out."""
    return score_hand([h.bit_count() for h in hands], [bool(h & SPADE_TWO) for h in hands])
