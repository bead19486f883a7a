"""The wall (牌墙): the 108 tiles shuffled by the state's seeded rng, drawn in order.

Replacement tiles after a kong come from the same end in the normal drawing order
("顺摸一张牌"), so a draw is always the next tile."""
from __future__ import annotations

import random

from .tiles import COPIES, NUM_TILES


class Wall:
    def __init__(self, ids: list[int]) -> None:
        self.ids = ids      # physical tile ids, next draw first
        self.pos = 0

    @classmethod
    def shuffled(cls, rng: random.Random) -> "Wall":
        ids = list(range(NUM_TILES))
        rng.shuffle(ids)
        return cls(ids)

    def __len__(self) -> int:
        return len(self.ids) - self.pos

    def draw(self) -> int:
        """The next tile's kind index. IndexError when empty (the state checks first)."""
        if self.pos >= len(self.ids):
            raise IndexError("the wall is empty")
        tile_id = self.ids[self.pos]
        self.pos += 1
        return tile_id // COPIES

    def remaining_kinds(self) -> list[int]:
        return [i // COPIES for i in self.ids[self.pos:]]

    def copy(self) -> "Wall":
        w = Wall(self.ids)  # ids never change after the shuffle: shared
        w.pos = self.pos
        return w
