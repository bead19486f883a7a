"""Mahjong tiles of 四川麻将: three suits, ranks 1–9, four copies each (108 tiles).

A :class:`Tile` is a *kind* of tile (三万); the four physical copies of a kind are
told apart only by their id 0..107 (``tile_id = kind_index * 4 + copy``), which the
wall uses so that 108 tiles can be counted and conserved. Every rule works on
kinds, most of them on the 27 counts of a hand (:func:`counts_of`).

Compact notation (as in most mahjong literature): digits then a suit letter,
``"123m 456p 789s 11m"``; ``m`` 万 characters, ``p`` 筒 dots, ``s`` 条 bamboo.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

#: Suit letters in index order: 万 (characters), 筒 (dots), 条 (bamboo).
SUITS: tuple[str, ...] = ("m", "p", "s")
SUIT_ZH = {"m": "万", "p": "筒", "s": "条"}
SUIT_EN = {"m": "Characters", "p": "Dots", "s": "Bamboo"}
#: The suit after a count of one: "1 Character", "1 Dot" ("Bamboo" is the same either way).
SUIT_EN_ONE = {"m": "Character", "p": "Dot", "s": "Bamboo"}
RANK_ZH = ("一", "二", "三", "四", "五", "六", "七", "八", "九")
NUM_KINDS = 27
COPIES = 4
NUM_TILES = NUM_KINDS * COPIES  # 108


@dataclass(frozen=True, order=True)
class Tile:
    """One kind of tile: ``suit`` in ``"m" "p" "s"``, ``rank`` 1..9. Orders by suit, then rank."""

    suit: str
    rank: int

    def __post_init__(self) -> None:
        if self.suit not in SUIT_ZH or not isinstance(self.rank, int) or not 1 <= self.rank <= 9:
            raise ValueError(f"not a tile: {self.suit!r} {self.rank!r}")

    @property
    def index(self) -> int:
        """0..26: 万 1–9, then 筒 1–9, then 条 1–9 (the position in a counts vector)."""
        return SUITS.index(self.suit) * 9 + self.rank - 1

    @property
    def suit_index(self) -> int:
        return SUITS.index(self.suit)

    def code(self) -> str:
        """Compact notation of this one tile: ``"3m"``."""
        return f"{self.rank}{self.suit}"

    @staticmethod
    def from_code(code: str) -> "Tile":
        code = code.strip()
        if len(code) != 2 or not code[0].isdigit():
            raise ValueError(f"not a tile code: {code!r}")
        return Tile(code[1], int(code[0]))

    @property
    def name_zh(self) -> str:
        """一万, 五筒, 九条."""
        return RANK_ZH[self.rank - 1] + SUIT_ZH[self.suit]

    @property
    def name_en(self) -> str:
        """"3 Characters", "5 Dots", "1 Bamboo" — and one of a suit singular: "1 Character", "1 Dot"."""
        return f"{self.rank} {(SUIT_EN_ONE if self.rank == 1 else SUIT_EN)[self.suit]}"

    def __str__(self) -> str:
        return self.name_zh

    def __repr__(self) -> str:
        return f"Tile({self.code()})"


#: Every kind, in index order: ``KINDS[t.index] == t``.
KINDS: tuple[Tile, ...] = tuple(Tile(s, r) for s in SUITS for r in range(1, 10))


def tile_at(index: int) -> Tile:
    """The kind at counts-vector position ``index`` (0..26)."""
    return KINDS[index]


def kind_of_id(tile_id: int) -> Tile:
    """The kind of physical tile ``tile_id`` (0..107)."""
    if not 0 <= tile_id < NUM_TILES:
        raise ValueError(f"not a tile id: {tile_id}")
    return KINDS[tile_id // COPIES]


def ids_of(tile: Tile) -> tuple[int, ...]:
    """The four physical ids of a kind."""
    base = tile.index * COPIES
    return tuple(range(base, base + COPIES))


def full_set() -> list[int]:
    """The 108 physical tile ids, unshuffled."""
    return list(range(NUM_TILES))


def parse(text: str) -> list[Tile]:
    """``"123m 456p 11s"`` → tiles in the written order. Raises ValueError on bad notation."""
    tiles: list[Tile] = []
    pending: list[int] = []
    for ch in text:
        if ch.isspace():
            continue
        if ch.isdigit():
            if ch == "0":
                raise ValueError(f"rank 0 in {text!r}")
            pending.append(int(ch))
        elif ch in SUIT_ZH:
            if not pending:
                raise ValueError(f"suit {ch!r} without ranks in {text!r}")
            tiles.extend(Tile(ch, r) for r in pending)
            pending = []
        else:
            raise ValueError(f"bad character {ch!r} in {text!r}")
    if pending:
        raise ValueError(f"ranks without a suit in {text!r}")
    return tiles


def to_notation(tiles: Iterable[Tile]) -> str:
    """Tiles → compact notation grouped by suit, sorted: ``"123m 456p 11s"``."""
    by_suit = {s: [] for s in SUITS}
    for t in tiles:
        by_suit[t.suit].append(t.rank)
    return " ".join("".join(str(r) for r in sorted(ranks)) + s for s, ranks in by_suit.items() if ranks)


def counts_of(tiles: Iterable[Tile]) -> list[int]:
    """27 counts, one per kind (index order)."""
    counts = [0] * NUM_KINDS
    for t in tiles:
        counts[t.index] += 1
    return counts


def parse_counts(text: str) -> list[int]:
    return counts_of(parse(text))


def tiles_of_counts(counts: Iterable[int]) -> list[Tile]:
    """Counts → sorted tiles."""
    out: list[Tile] = []
    for i, n in enumerate(counts):
        out.extend([KINDS[i]] * n)
    return out
