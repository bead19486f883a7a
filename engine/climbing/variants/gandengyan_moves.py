"""干瞪眼 cards: the rank order, reading plays with wild jokers, the beat-by-one rule, move lists.

Rules: ``shared/rules/climbing.md`` § 干瞪眼. Hands are packed rank counts (:mod:`..ranks`)
of :data:`GANDENGYAN_ORDER`: 3 … A at order indices 0 … 11, the 2 at 12, and both jokers at
13. The two jokers share one index because in this game they are the same card — each
is wild (听用) and stands for any card the player names — so a hand is "these naturals and
j jokers", and 小王 + 5 and 大王 + 5 are the same play.

Vocabulary, as in 癞子斗地主 (:mod:`.wild_readings`):

- *actual*: the packed cards that leave the hand, jokers at index 13;
- *reading*: one natural rank (engine/cards.py numbering: 3 … 14 for A, 2) per joker in the
  play, sorted by order index; ``()`` for a play without jokers. A joker never stands for
  itself: a play with jokers always has a full reading;
- *virtual*: the ranks the play stands for: its naturals plus the reading's ranks.

A virtual value has at most one combination (single, pair, 连牌 straight ≥ 3 within 3…A,
连对 ≥ 2 pairs within 3…A, bomb ≥ 3 of a rank — jokers count towards its size), so a move is
``(actual, Combo, virtual)`` and the reading follows from actual and virtual. The one rule
that needs the whole hand — a play only of jokers is allowed only as the player's last
card(s) — is kept by the move lists (they are made per hand) and by the state's check.

Comparison is this game's own (:func:`beats`), not the shared ``combos.beats``: a single
or pair only by the same kind exactly one rank higher or by a 2 over a non-2; a chain only
by the same kind and length starting one rank higher; a bomb beats every non-bomb and a
bomb with fewer cards, or as many cards of a lower rank (:data:`GANDENGYAN_TABLE`'s
``size_then_rank`` ladder).
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement
from operator import itemgetter

from ...cards import ACE, BIG_JOKER, SMALL_JOKER
from ..combos import Combo, combo
from ..movecache import CachedMoves
from ..ranks import INDICES, UNIT, RankOrder, counts, rank_masks
from ..tables import BOMB, PAIR, PAIR_STRAIGHT, SINGLE, STRAIGHT, ClimbingTable

__all__ = [
    "GANDENGYAN_ORDER", "GANDENGYAN_TABLE", "GandengyanMoves", "JOKER", "KIND_ORDER", "MOVES",
    "TWO", "TOP", "beats", "bomb_doublings", "classify", "joker_count", "read_play",
    "reading_of", "readings_of", "virtual_of",
]


@dataclass(frozen=True)
class _JokersAlike(RankOrder):
    """A rank order in which 小王 and 大王 are one rank (both wild, never told apart)."""

    def __post_init__(self) -> None:
        super().__post_init__()
        table = list(self._index)
        table[BIG_JOKER] = table[SMALL_JOKER]
        object.__setattr__(self, "_index", tuple(table))


#: 3 < 4 < … < A < 2, then the jokers (one index for both); chains stop at the A.
GANDENGYAN_ORDER = _JokersAlike(
    "gandengyan", tuple(range(3, ACE + 1)) + (2, SMALL_JOKER), chain_top=ACE - 3)
TOP = GANDENGYAN_ORDER.chain_top  # 11: the A, the highest rank of a chain
TWO = GANDENGYAN_ORDER.index(2)  # 12
JOKER = GANDENGYAN_ORDER.index(SMALL_JOKER)  # 13
_NATURALS = range(JOKER)  # the ranks a joker may stand for: 3 … A, 2
_NATURAL_BITS = (1 << JOKER) - 1  # their bits in a presence mask
_ONES = sum(1 << 4 * i for i in _NATURALS)  # one card of each natural rank, packed
#: the top bit of each natural rank's nibble: set by ``count + _BOMB_ADD[jokers]`` (counts ≤ 8)
#: exactly when the rank's count and the jokers make a bomb of three, the count at least one
_NIBBLE_TOPS = 8 * _ONES
_BOMB_ADD = (5 * _ONES, 6 * _ONES, 7 * _ONES)
_JOKER_SHIFT = 4 * JOKER

#: The kinds of the game, in the order move lists are sorted.
KIND_ORDER = (SINGLE, PAIR, STRAIGHT, PAIR_STRAIGHT, BOMB)
_KIND_RANK = {kind: i for i, kind in enumerate(KIND_ORDER)}

#: The game as data for whatever reads rule tables (the table's card order, bots): kinds,
#: chain lengths, bombs of 3 to 6 cards (jokers count) ranked by size then rank, no rocket.
GANDENGYAN_TABLE = ClimbingTable(
    name="gandengyan",
    order=GANDENGYAN_ORDER,
    kinds=frozenset(KIND_ORDER),
    min_chain=((STRAIGHT, 3), (PAIR_STRAIGHT, 2)),
    bomb_sizes=(3, 6),
    bomb_ladder="size_then_rank",
    rocket_jokers=0,
    wild_index=JOKER,
)

#: ``(actual, combo, virtual)``: see the module docstring.
Move = tuple[int, Combo, int]

_CACHE_LIMIT = 200_000


def joker_count(packed: int) -> int:
    return (packed >> _JOKER_SHIFT) & 15


def bomb_doublings(size: int) -> int:
    """What a bomb adds to N (card value = base × 2^N): 3 cards 1, 4 cards 2, 5 cards 3, 6 cards 4."""
    return size - 2


# --- comparing ------------------------------------------------------------------------------

def beats(new: Combo, old: Combo) -> bool:
    """Whether ``new`` may be played on ``old`` (the heart of the game).

    - a single or pair: the same kind exactly one rank higher (4 → 5, QQ → KK, A → 2), or a 2
      (single 2 / pair of 2s) over any non-2;
    - a straight or pair straight: the same kind and length starting exactly one rank higher;
    - a bomb beats any non-bomb, and a bomb of fewer cards or as many of a lower rank (盖炸:
      free of the one-higher limit). Nothing but a bomb beats a bomb.
    """
    if new.kind == BOMB:
        if old.kind != BOMB:
            return True
        return GANDENGYAN_TABLE.bomb_strength(new) > GANDENGYAN_TABLE.bomb_strength(old)
    if old.kind == BOMB or new.kind != old.kind or new.chain != old.chain:
        return False
    if new.key == old.key + 1:
        return True
    return new.chain == 1 and new.key == TWO and old.key != TWO


# --- reading a play -------------------------------------------------------------------------

_CLASSIFIED: dict[int, Combo | None] = {}


def classify(virtual: int) -> Combo | None:
    """The combination of a virtual value (naturals only), or None."""
    if virtual in _CLASSIFIED:
        return _CLASSIFIED[virtual]
    found = _classify(virtual)
    if len(_CLASSIFIED) > _CACHE_LIMIT:
        _CLASSIFIED.clear()
    _CLASSIFIED[virtual] = found
    return found


def _classify(virtual: int) -> Combo | None:
    if virtual <= 0 or virtual >> _JOKER_SHIFT:
        return None
    per = counts(virtual)
    present = [i for i in _NATURALS if per[i]]
    size = sum(per)
    low, top = present[0], present[-1]
    if low == top:
        kind = SINGLE if size == 1 else PAIR if size == 2 else BOMB
        return combo(kind, top, 1, size)
    length = top - low + 1
    if top > TOP or len(present) != length:
        return None
    unit = per[low]
    if any(per[i] != unit for i in present):
        return None
    if unit == 1 and length >= 3:
        return combo(STRAIGHT, top, length, size)
    if unit == 2 and length >= 2:
        return combo(PAIR_STRAIGHT, top, length, size)
    return None


def virtual_of(actual: int, reading) -> int | None:
    """The virtual ranks of ``actual`` under ``reading`` (ranks in any order); None when the
    reading does not name exactly one rank 3 … A or 2 for each joker."""
    jokers = joker_count(actual)
    if len(reading) != jokers:
        return None
    virtual = actual - (jokers << _JOKER_SHIFT)
    for rank in reading:
        index = GANDENGYAN_ORDER.index(rank) if rank.__class__ is int and 2 <= rank <= ACE else -1
        if index < 0:
            return None
        virtual += UNIT[index]
    return virtual


def reading_of(actual: int, virtual: int) -> tuple[int, ...]:
    """The reading (natural ranks, by order index) that turns ``actual`` into ``virtual``."""
    if not actual >> _JOKER_SHIFT:
        return ()
    found: list[int] = []
    for index in _NATURALS:
        shift = 4 * index
        extra = ((virtual >> shift) & 15) - ((actual >> shift) & 15)
        if extra > 0:
            found += [GANDENGYAN_ORDER.natural(index)] * extra
    return tuple(found)


def read_play(actual: int, reading) -> Combo | None:
    """The combination ``actual`` stands for under ``reading`` (the joker-alone rule aside)."""
    virtual = virtual_of(actual, reading)
    return None if virtual is None else classify(virtual)


def readings_of(actual: int, hand: int, lead: Combo | None = None) -> tuple[tuple[tuple[int, ...], Combo], ...]:
    """Every way to play the cards ``actual`` out of ``hand`` now: ``(reading, Combo)`` pairs
    beating ``lead`` if given, weakest first (the table's reading chooser). Empty when the
    cards make no combination, or are jokers only and not the whole hand."""
    jokers = joker_count(actual)
    if jokers and actual == jokers << _JOKER_SHIFT and actual != hand:
        return ()
    if not jokers:
        found = classify(actual)
        ok = found is not None and (lead is None or beats(found, lead))
        return (((), found),) if ok else ()
    seen = []
    for chosen in _reading_choices(jokers):
        reading = tuple(GANDENGYAN_ORDER.natural(i) for i in chosen)
        found = read_play(actual, reading)
        if found is not None and (lead is None or beats(found, lead)):
            seen.append((reading, found))
    seen.sort(key=lambda item: _strength(item[1]))
    return tuple(seen)


def _reading_choices(jokers: int):
    """Order-index tuples (sorted) of the ranks ``jokers`` jokers may stand for."""
    return combinations_with_replacement(_NATURALS, jokers)


def _strength(found: Combo) -> tuple[int, int, int, int]:
    """Sort key, weakest first: kind (bombs last), chain length, rank, size."""
    return (_KIND_RANK[found.kind], found.chain, found.key, found.size)


# --- listing moves --------------------------------------------------------------------------

class GandengyanMoves(CachedMoves):
    """Every lead and every answer of a packed hand, cached per hand (and per lead object).

    Moves are ``(actual, combo, virtual)``, one per distinct choice of cards and combination:
    a joker may also stand in for a rank the hand holds (keeping that card back), so
    ``5 + 王`` and ``5 5`` are two pairs of 5s. Sorted by kind (:data:`KIND_ORDER`), chain
    length, rank, size, then fewest jokers first — the list order of the table and the bots.
    Answers are built directly from the few plays the beat-by-one rule allows (the rank
    one higher, the 2s, the chain one higher, bombs), not by filtering every lead: a
    search play-out asks for answers at almost every step.
    """

    reading_of = staticmethod(reading_of)

    def _lead_moves(self, hand: int) -> tuple[Move, ...]:
        return lead_moves(hand)

    def responses(self, hand: int, lead: Combo) -> tuple[Move, ...]:
        """The answers of the part of ``hand`` they are made of (:func:`answer_part`), cached.

        Five hands answer each lead and a play-out asks at almost every step; keyed by that
        part, most answers are found in the cache (most of them none), where the whole hand
        was seldom asked twice.
        """
        part = answer_part(hand, lead)
        return CachedMoves.responses(self, part, lead) if part else ()

    def _answer_moves(self, hand: int, lead: Combo) -> tuple[Move, ...]:
        return answer_moves(hand, lead)


_FIRST, _SECOND = itemgetter(0), itemgetter(1)


def _sorted(out: list) -> tuple[Move, ...]:
    out.sort(key=_FIRST)
    return tuple(map(_SECOND, out))


def _jokers_only(hand: int, jokers: int, out: list) -> None:
    """The last cards are jokers only: any single (one joker) or pair (two) they stand for."""
    if 1 <= jokers <= 2:
        kind = SINGLE if jokers == 1 else PAIR
        for i in _NATURALS:
            found = combo(kind, i, 1, jokers)
            out.append(((_strength(found), jokers, hand), (hand, found, jokers * UNIT[i])))


def lead_moves(hand: int) -> tuple[Move, ...]:
    """Every move of ``hand`` (see :class:`GandengyanMoves`), sorted.

    The sort key of a move (kind, chain, rank, size, jokers, cards) is never shared by two
    moves, so the list does not depend on the order the moves are made in: a rank's groups
    and a hand's plain chains come whole from tables, only chains with jokers are built.
    """
    jokers = (hand >> _JOKER_SHIFT) & 15
    out: list = []
    if hand == jokers << _JOKER_SHIFT:
        _jokers_only(hand, jokers, out)
        return _sorted(out)
    masks = rank_masks(hand)
    for i in INDICES[masks[0] & _NATURAL_BITS]:
        out += _groups_of(i, (hand >> 4 * i) & 15, jokers, 1)
    if not jokers:
        for unit, least in ((1, 3), (2, 2)):
            held = masks[unit - 1] & _CHAIN_BITS
            runs = _PLAIN_CHAINS[unit]
            starts = held & held >> 1 & (held >> 2 if least == 3 else held)
            for low in INDICES[starts]:
                rest = ~held >> low
                out += runs[low][(rest & -rest).bit_length() - 1]
        return _sorted(out)
    c = counts(hand)
    for unit, least in ((1, 3), (2, 2)):
        for low in range(TOP - least + 2):
            short = 0
            for top in range(low, TOP + 1):
                if c[top] < unit:  # the jokers fill what the hand lacks; a longer run needs more
                    short += unit - c[top]
                    if short > jokers:
                        break
                if top - low + 1 >= least:
                    _chain(c, jokers, low, top, unit, out)
    return _sorted(out)


def answer_part(hand: int, lead: Combo) -> int:
    """The cards of ``hand`` its answers to ``lead`` are made of; 0 when it has no answer.

    The beat-by-one rule leaves the rank one higher and the 2s (a single or pair), the chain
    one higher (a chain), and every bomb: the hand's counts of those ranks and its jokers
    make the very answers :func:`answer_moves` lists for the whole hand. A hand of jokers
    only is its own part (its plays are allowed as last cards only).
    """
    jokers = hand >> _JOKER_SHIFT
    naturals = hand ^ jokers << _JOKER_SHIFT
    if not naturals:
        return hand
    bombs = (naturals + _BOMB_ADD[jokers if jokers < 3 else 2]) & _NIBBLE_TOPS
    keep = (bombs >> 3) * 15  # each bomb rank's whole nibble
    kind, key = lead.kind, lead.key
    if kind == SINGLE or kind == PAIR:
        if key < TWO:
            keep |= _NIBBLE[TWO] | (_NIBBLE[key + 1] if key + 1 < TWO else 0)
    elif kind == STRAIGHT or kind == PAIR_STRAIGHT:
        if key < TOP:
            keep |= _CHAIN_NIBBLES[key - lead.chain + 2][key + 1]
    part = naturals & keep
    return part | jokers << _JOKER_SHIFT if part else 0


#: ``_NIBBLE[i]``: the bits of order index ``i``'s count
_NIBBLE = tuple(15 << 4 * i for i in range(JOKER + 1))
#: ``_CHAIN_NIBBLES[low][top]``: the bits of the counts of indices low … top
_CHAIN_NIBBLES = tuple(tuple(sum(_NIBBLE[low:top + 1]) for top in range(JOKER)) for low in range(JOKER))


def answer_moves(hand: int, lead: Combo) -> tuple[Move, ...]:
    """Every move of ``hand`` that beats ``lead``, sorted as :func:`lead_moves` sorts them.

    Most answers are none (the beat-by-one rule leaves one rank, the 2s and the bombs), so
    whether any rank could answer is read off the packed counts first, all ranks at once,
    and only a hand that has one lists its plays.
    """
    jokers = hand >> _JOKER_SHIFT
    naturals = hand ^ jokers << _JOKER_SHIFT
    out: list = []
    if not naturals:
        _jokers_only(hand, jokers, out)
        return tuple(m for m in _sorted(out) if beats(m[1], lead))
    # bombs: a rank held at least once whose cards and the jokers make three or more
    bombs = (naturals + _BOMB_ADD[jokers if jokers < 3 else 2]) & _NIBBLE_TOPS
    kind, key = lead.kind, lead.key
    groups = ()
    if kind == SINGLE or kind == PAIR:
        if key < TWO:
            # a single needs one card of the rank, a pair two, or one and a joker
            least = 1 if lead.size == 1 or jokers else 2
            groups = [i for i in ((key + 1, TWO) if key + 1 < TWO else (TWO,))
                      if (naturals >> 4 * i) & 15 >= least]
    elif kind == STRAIGHT or kind == PAIR_STRAIGHT:
        if key < TOP:
            _chain(counts(hand), jokers, key - lead.chain + 2, key + 1, 1 if kind == STRAIGHT else 2, out)
    if not (groups or bombs or out):
        return ()
    size = lead.size
    for i in groups:
        _own_group((hand >> 4 * i) & 15, jokers, i, size, out)
    while bombs:
        top = bombs & -bombs
        bombs ^= top
        i = (top.bit_length() - 4) >> 2
        out += _groups_of(i, (hand >> 4 * i) & 15, jokers, 3)
    return tuple(m for m in _sorted(out) if beats(m[1], lead))


def moves_holding(hand: int, index: int) -> tuple[Move, ...]:
    """The moves of ``hand`` that put down a natural card of order index ``index``, where no
    lower natural is held (the bots' split: the lowest card must go in some play)."""
    c = counts(hand)
    jokers = c[JOKER]
    out: list = []
    if not c[index]:
        return ()
    for size in range(1, c[index] + jokers + 1):
        _group(c, jokers, index, size, out)
    shift = 4 * index
    for unit, least in ((1, 2), (2, 1)):
        for low in range(max(0, index - jokers // unit), index + 1):
            for top in range(max(index, low + least), TOP + 1):
                if not _chain(c, jokers, low, top, unit, out):
                    break
    return tuple(m for m in _sorted(out) if (m[0] >> shift) & 15)


def _add(out: list, actual: int, virtual: int, used: int) -> None:
    found = classify(virtual)
    if found is not None:
        out.append(((_strength(found), used, actual), (actual, found, virtual)))


def _group(c: list[int], jokers: int, i: int, size: int, out: list) -> None:
    """``size`` cards of rank ``i``: some of its own (at least one) and jokers for the rest."""
    if c[i]:
        _own_group(c[i], jokers, i, size, out)


def _own_group(own: int, jokers: int, i: int, size: int, out: list) -> None:
    """:func:`_group` of a rank held ``own`` (≥ 1) times."""
    unit = UNIT[i]
    for used in range(max(0, size - own), min(jokers, size - 1) + 1):
        _add(out, (size - used) * unit + used * UNIT[JOKER], size * unit, used)


def _chain(c: list[int], jokers: int, low: int, top: int, unit: int, out: list) -> bool:
    """连牌 (``unit`` 1) or 连对 (2) over ranks ``low`` … ``top``: each rank from its own cards
    and jokers (a joker may also stand in for a card held). False when the jokers cannot fill
    the window (then no longer window from ``low`` can be filled either)."""
    window = range(low, top + 1)
    short = 0
    for i in window:
        if c[i] < unit:
            short += unit - c[i]
    if short > jokers:
        return False
    virtual = unit * _RUN[low][top]
    if not jokers:
        _add(out, virtual, virtual, 0)
        return True
    options = [range(max(0, unit - c[i]), unit + 1) for i in window]
    for used_per in _bounded(options, jokers):
        used = sum(used_per)
        actual = virtual + used * UNIT[JOKER]
        for i, n in zip(window, used_per):
            if n:
                actual -= n * UNIT[i]
        _add(out, actual, virtual, used)
    return True


_GROUPS: dict[int, tuple] = {}


def _groups_of(i: int, own: int, jokers: int, least: int) -> tuple:
    """The sort items of every group of rank ``i`` (held ``own`` ≥ 1 times, ``jokers`` jokers
    in hand) from ``least`` cards up, made once per such hand shape."""
    key = ((i << 4 | own) << 4 | jokers) << 3 | least
    found = _GROUPS.get(key)
    if found is None:
        out: list = []
        for size in range(least, own + jokers + 1):
            _own_group(own, jokers, i, size, out)
        found = _GROUPS[key] = tuple(out)
    return found


def _plain_chains(unit: int, least: int) -> tuple:
    """``table[low][run]``: the sort items of the jokerless chains of ``unit`` starting at ``low``
    in a run of ``run`` ranks held ``unit`` times or more (each length from ``least``)."""
    table = []
    for low in range(TOP + 1):
        per_run = []
        for run in range(TOP + 2 - low):
            out: list = []
            for top in range(low + least - 1, low + run):
                virtual = unit * _RUN[low][top]
                _add(out, virtual, virtual, 0)
            per_run.append(tuple(out))
        table.append(tuple(per_run))
    return tuple(table)


#: ``_RUN[low][top]``: one card of each rank low … top, packed.
_RUN = tuple(tuple(sum(UNIT[i] for i in range(low, top + 1)) for top in range(JOKER))
             for low in range(JOKER))


def _bounded(options: list[range], budget: int):
    """Every choice of one value per range whose sum is at most ``budget`` (values are ≥ 0)."""
    if not options:
        yield ()
        return
    first, rest = options[0], options[1:]
    least_rest = sum(r.start for r in rest)
    for value in first:
        if value + least_rest > budget:
            break
        for tail in _bounded(rest, budget - value):
            yield (value, *tail)


#: presence bits of the ranks a chain may use (3 … A)
_CHAIN_BITS = (1 << (TOP + 1)) - 1
_PLAIN_CHAINS = {1: _plain_chains(1, 3), 2: _plain_chains(2, 2)}

MOVES = GandengyanMoves()
