"""Rank orders and packed rank counts for the climbing family.

Suits never matter in most climbing games, so a hand is a multiset of *ranks*.
Each variant has its own rank order (斗地主: 3 < … < A < 2 < 小王 < 大王;
锄大地: 3 < … < A < 2, no jokers; 吃苍蝇 moves its wild ranks around), so a
natural card rank is first turned into an *order index* 0, 1, 2 … from low to
high. Everything below this module speaks order indices only.

A multiset of order indices is packed into one int, four bits per index
("nibble"): ``count(i) = (packed >> 4*i) & 15``. Four bits rather than three
because the two-deck games (双扣, 吃苍蝇) hold up to eight cards of one rank.
Adding and removing cards is integer addition and subtraction, which makes the
packed value a cheap dictionary key for the caches in :mod:`.moves`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import ACE, BIG_JOKER, SMALL_JOKER, Card

#: Bits per order index in a packed count.
BITS_PER_RANK = 4
#: Order indices a packed count can hold (3 … A, 2, 小王, 大王 is fifteen).
MAX_RANKS = 15
#: ``UNIT[i]`` is one card of order index ``i`` as a packed count.
UNIT = tuple(1 << (BITS_PER_RANK * i) for i in range(MAX_RANKS))
SHIFTS = tuple(BITS_PER_RANK * i for i in range(MAX_RANKS))

#: ``INDICES[mask]``: the order indices whose bit is set in a 15-bit presence mask, low first.
INDICES: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(MAX_RANKS) if mask >> i & 1) for mask in range(1 << MAX_RANKS)
)


@dataclass(frozen=True)
class RankOrder:
    """How one variant orders natural ranks.

    ``naturals[i]`` is the natural rank (cards.py numbering: 2..14, 15 小王, 16 大王)
    at order index ``i``, lowest first. ``chain_top`` is the highest index a
    straight, pair straight or plane may reach (斗地主: the A, so no 2 and no
    joker in chains).
    """

    name: str
    naturals: tuple[int, ...]
    chain_top: int
    _index: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        table = [-1] * (BIG_JOKER + 1)
        for i, natural in enumerate(self.naturals):
            table[natural] = i
        object.__setattr__(self, "_index", tuple(table))

    def index(self, natural_rank: int) -> int:
        """Order index of a natural rank; -1 when the variant does not use that rank."""
        return self._index[natural_rank]

    def card_index(self, card: Card) -> int:
        return self._index[card.rank]

    def natural(self, index: int) -> int:
        return self.naturals[index]

    @property
    def size(self) -> int:
        return len(self.naturals)

    def joker_indices(self) -> tuple[int, ...]:
        return tuple(i for i, n in enumerate(self.naturals) if n in (SMALL_JOKER, BIG_JOKER))

    def pack(self, cards) -> int:
        """Packed rank counts of some cards."""
        index = self._index
        total = 0
        for card in cards:
            total += UNIT[index[card.rank]]
        return total


#: 斗地主 and most of the family: 3 < 4 < … < K < A < 2 < 小王 < 大王; chains stop at the A.
DOUDIZHU_ORDER = RankOrder(
    "doudizhu", tuple(range(3, ACE + 1)) + (2, SMALL_JOKER, BIG_JOKER), chain_top=ACE - 3
)


#: hex digit (as a byte of its text) -> its value, for :func:`counts`
_HEX_VALUES = bytes.maketrans(b"0123456789abcdef", bytes(range(16)))
_ALL_NIBBLES = (1 << (BITS_PER_RANK * MAX_RANKS)) - 1


def counts(packed: int) -> list[int]:
    """The per-index counts of a packed value (always MAX_RANKS long).

    Every policy and every move source without tables of its own starts here, so the
    nibbles are read in C: the value's hex digits, lowest first, each turned into its
    value by one ``bytes.translate`` (half the cost of fifteen shifts and masks).
    """
    return list(format(packed & _ALL_NIBBLES, "015x")[::-1].encode().translate(_HEX_VALUES))


def pack_counts(per_index) -> int:
    """Inverse of :func:`counts` for any iterable of per-index counts."""
    total = 0
    for i, n in enumerate(per_index):
        total += n << SHIFTS[i]
    return total


def card_total(packed: int) -> int:
    """Number of cards in a packed value."""
    total = 0
    while packed:
        total += packed & 15
        packed >>= BITS_PER_RANK
    return total


def count_at(packed: int, index: int) -> int:
    return (packed >> SHIFTS[index]) & 15


def presence_masks(per_index) -> tuple[int, int, int, int]:
    """15-bit masks of the indices held at least 1, 2, 3 and 4 times."""
    m1 = m2 = m3 = m4 = 0
    for i, n in enumerate(per_index):
        if n:
            bit = 1 << i
            m1 |= bit
            if n >= 2:
                m2 |= bit
                if n >= 3:
                    m3 |= bit
                    if n >= 4:
                        m4 |= bit
    return m1, m2, m3, m4


def _chunk_masks(ranks: int) -> list[int]:
    """For every packed value of ``ranks`` order indices, its four presence masks in one int.

    Entry ``v`` holds, in 16-bit lanes, the indices held at least 1 (bits 0..), 2
    (bits 16..), 3 (bits 32..) and 4 (bits 48..) times.
    """
    if ranks == 1:
        return [sum(1 << (16 * k) for k in range(4) if n > k) for n in range(16)]
    half = ranks // 2
    low, high = _chunk_masks(half), _chunk_masks(ranks - half)
    # index = high part * 16**half + low part, so the low part varies fastest
    return [lo | hi << half for hi in high for lo in low]


#: Presence masks of four ranks at a time (a 16-bit slice of a packed count), see :func:`rank_masks`.
_QUAD_MASKS = _chunk_masks(4)
_LANE = (1 << MAX_RANKS) - 1


def rank_masks(packed: int) -> tuple[int, int, int, int]:
    """15-bit masks of the indices held at least 1, 2, 3 and 4 times (as :func:`presence_masks`).

    Move generation starts here for every hand, so instead of unpacking fifteen
    counts this looks up four 16-bit slices (four ranks each) in a precomputed
    table whose entries carry all four masks side by side, and ORs them together.
    """
    quad = _QUAD_MASKS
    lanes = (quad[packed & 0xFFFF] | quad[packed >> 16 & 0xFFFF] << 4
             | quad[packed >> 32 & 0xFFFF] << 8 | quad[packed >> 48] << 12)
    return lanes & _LANE, lanes >> 16 & _LANE, lanes >> 32 & _LANE, lanes >> 48 & _LANE


def contains(hand: int, part: int) -> bool:
    """True when every count of ``part`` is at most the hand's count."""
    while part:
        if (part & 15) > (hand & 15):
            return False
        part >>= BITS_PER_RANK
        hand >>= BITS_PER_RANK
    return True
