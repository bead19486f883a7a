"""癞子斗地主 (``doudizhu-wild``): the 3s are wild. Reading a play with 3s in it, and comparing.

Rules: ``rules/climbing.md`` § 癞子斗地主. A 3 played together with other cards may stand
for any card (jokers included) or for itself; a 3 alone, or a play of 3s only, is 3s.

Vocabulary (hands and plays are packed rank counts, :mod:`..ranks`; the 3 is order index 0):

- *actual*: the physical ranks that leave the hand, 3s at index 0;
- *reading*: one natural rank (engine/cards.py numbering) per 3 in the play, sorted by
  order index; ``()`` means "every 3 as itself" (so a reading of only 3s is written ``()``);
- *virtual*: the ranks the play stands for: the non-3 cards plus the reading's ranks.

A virtual value is read by the shared :func:`~..combos.readings` of :data:`WILD_TABLE`,
with three rules of this game on top: four of a rank with stand-ins is a soft bomb
(:data:`SOFT_BOMB`, beaten by the hard bomb of its rank), a joker + one 3 is that joker's
soft bomb (the only way a rank may appear more often than the deck holds it), and the
rocket needs both real jokers.

Listing the plays a hand can make is :mod:`.wild_moves`' job; it reads its candidates
through :func:`wild_combos`, :func:`plain_combos` and :func:`choose` of this module.
"""
from __future__ import annotations

from itertools import combinations_with_replacement

from ..combos import Combo, beats, combo, readings
from ..ranks import DOUDIZHU_ORDER, UNIT
from ..tables import BOMB, BOMB_KINDS, DOUDIZHU, FOUR_TWO_PAIRS, KIND_ORDER, ROCKET, SOFT_BOMB, ClimbingTable

__all__ = [
    "KIND_RANK", "SOFT_BOMB", "WILD_TABLE", "WildMove", "choose", "plain_combos", "read_play",
    "reading_of", "readings_of", "virtual_of", "wild_beats", "wild_combos",
]

#: 斗地主's kinds without 四带两对, and 四带二's two singles never a pair ("所带的牌一定要是单数不是
#: 双数": the cards taken along must be singles, not doubles — so 8888+55 is no 四带二 here);
#: the same chains and kickers otherwise.
WILD_TABLE = ClimbingTable(
    name="doudizhu-wild",
    order=DOUDIZHU_ORDER,
    kinds=DOUDIZHU.kinds - {FOUR_TWO_PAIRS},
    min_chain=DOUDIZHU.min_chain,
    pair_as_two_singles=False,
    wild_index=0,
)

#: ``(actual, combo, virtual)``: see the module docstring.
WildMove = tuple[int, Combo, int]

_ORDER = DOUDIZHU_ORDER
_SMALL, _BIG = _ORDER.joker_indices()
#: bits of a packed value set only when it holds a joker twice or more
_JOKER_TWICE = (14 << 4 * _SMALL) | (14 << 4 * _BIG)
CACHE_LIMIT = 200_000
#: List order of kinds: bombs together (in a list, hard before soft), then the rocket.
KIND_RANK = {kind: i for i, kind in enumerate(KIND_ORDER)}
KIND_RANK[SOFT_BOMB] = KIND_RANK[BOMB]


# --- comparing ------------------------------------------------------------------------------

def wild_beats(new: Combo, old: Combo) -> bool:
    """Whether ``new`` may be played on ``old`` in this game.

    The rocket is the top; a bomb (hard or soft) beats any non-bomb; bombs rank by their
    rank (… < 2 < 小王 < 大王), and at equal rank the one without 3s (kind bomb) wins.
    """
    return beats(new, old, WILD_TABLE)


# --- reading a play -------------------------------------------------------------------------

def virtual_of(actual: int, reading: tuple[int, ...]) -> int | None:
    """The virtual ranks of ``actual`` under ``reading``; None when the reading is not allowed.

    Not allowed: a reading of the wrong length, a rank the table does not use, or a play of
    3s only read as anything but 3s. A reading of only 3s means the same as ``()``.
    """
    threes = actual & 15
    if not reading or all(rank == 3 for rank in reading):
        return actual if len(reading) in (0, threes) else None
    if len(reading) != threes or actual == threes:
        return None
    virtual = actual - threes
    for rank in reading:
        index = _ORDER.index(rank) if isinstance(rank, int) and 0 <= rank <= 16 else -1
        if index < 0:
            return None
        virtual += UNIT[index]
    return virtual


def reading_of(actual: int, virtual: int) -> tuple[int, ...]:
    """The reading (natural ranks, by order index) that turns ``actual`` into ``virtual``."""
    if actual == virtual:
        return ()
    found = [3] * (virtual & 15)
    for index in range(1, _ORDER.size):
        shift = 4 * index
        found += [_ORDER.natural(index)] * (((virtual >> shift) & 15) - ((actual >> shift) & 15))
    return tuple(found)


_VIRTUAL: dict[int, tuple[Combo, ...]] = {}
_PLAIN: dict[int, tuple[Combo, ...]] = {}


def wild_combos(virtual: int) -> tuple[Combo, ...]:
    """Readings of a virtual value that has stand-ins: bombs soft, no rocket, one of each joker."""
    found = _VIRTUAL.get(virtual)
    if found is None:
        if virtual & _JOKER_TWICE:  # the deck has one of each (a joker bomb is read apart)
            found = ()
        else:
            found = tuple(combo(SOFT_BOMB, r.key, 1, r.size) if r.kind == BOMB else r
                          for r in readings(virtual, WILD_TABLE) if r.kind != ROCKET)
        if len(_VIRTUAL) > CACHE_LIMIT:
            _VIRTUAL.clear()
        _VIRTUAL[virtual] = found
    return found


def plain_combos(actual: int) -> tuple[Combo, ...]:
    """Readings of a play with every 3 as itself (a local cache: no table hashing per call)."""
    found = _PLAIN.get(actual)
    if found is None:
        if len(_PLAIN) > CACHE_LIMIT:
            _PLAIN.clear()
        found = _PLAIN[actual] = readings(actual, WILD_TABLE)
    return found


def choose(found: tuple[Combo, ...], lead: Combo | None) -> Combo | None:
    """Pick among the readings of one virtual value as :func:`~..combos.classify` does."""
    if not found:
        return None
    if lead is not None and len(found) > 1:
        for reading in found:
            if wild_beats(reading, lead):
                return reading
        for reading in found:
            if reading.kind == lead.kind and reading.size == lead.size:
                return reading
    return found[0]


def _combo_of(actual: int, virtual: int, lead: Combo | None) -> Combo | None:
    """The combination ``actual`` stands for when read as ``virtual`` (already validated)."""
    if virtual == actual:
        return choose(plain_combos(actual), lead)
    if actual == actual & 15:  # 3s only: never anything but 3s
        return None
    for joker in (_SMALL, _BIG):
        if virtual == 2 * UNIT[joker]:
            return combo(SOFT_BOMB, joker, 1, 2) if actual == UNIT[joker] + 1 else None
    return choose(wild_combos(virtual), lead)


def read_play(packed_actual: int, reading: tuple[int, ...], lead: Combo | None = None) -> Combo | None:
    """The combination the cards stand for under ``reading`` (None if none or not allowed).

    Among several readings of the same virtual ranks the one beating ``lead`` wins, as
    :func:`~..combos.classify` decides for plain plays.
    """
    virtual = virtual_of(packed_actual, tuple(reading))
    return None if virtual is None else _combo_of(packed_actual, virtual, lead)


def _strength(found: Combo) -> tuple:
    """Sort key "weakest first": non-bombs by kind, length and rank; bombs; the rocket."""
    if found.kind == ROCKET:
        return (2,)
    if found.kind in BOMB_KINDS:
        return (1, found.key, found.kind == BOMB)
    return (0, KIND_RANK[found.kind], found.chain, found.key)


def readings_of(packed_actual: int, lead: Combo | None = None, *,
                per_combo: bool = False) -> tuple[tuple[tuple[int, ...], Combo], ...]:
    """Every reading of a selection that gives a combination (beating ``lead`` if given).

    ``(reading, combo)`` pairs: ``()`` first when the 3s as themselves make a combination,
    then by combination strength, then by reading. ``per_combo`` keeps the first reading of
    each combination (what a chooser needs: 888+3 read as 888+5 or 888+6 is one choice).
    """
    threes = packed_actual & 15
    if threes and packed_actual != threes:
        choices = combinations_with_replacement(range(_ORDER.size), threes)
        candidates = [tuple(_ORDER.natural(i) for i in chosen) for chosen in choices]
        candidates[0] = ()  # every 3 as itself
    else:
        candidates = [()]
    found = []
    for reading in candidates:
        read = read_play(packed_actual, reading, lead)
        if read is not None and (lead is None or wild_beats(read, lead)):
            found.append((reading, read))
    plain = found[:1] if found and found[0][0] == () else []
    rest = sorted(found[len(plain):], key=lambda item: (
        _strength(item[1]), [_ORDER.index(rank) for rank in item[0]]))
    found = plain + rest
    if per_combo:
        seen: set[Combo] = set()
        found = [item for item in found if not (item[1] in seen or seen.add(item[1]))]
    return tuple(found)
