"""Melds: the sets a player has put face up (碰 pong, 明杠 / 加杠 exposed kongs, 暗杠)."""
from __future__ import annotations

from dataclasses import dataclass

from .tiles import Tile

PONG = "pong"
KONG_EXPOSED = "exposed"    # 明杠: three in hand + a discard
KONG_ADDED = "added"        # 加杠 / 补杠: a fourth added to one's own pong
KONG_CONCEALED = "concealed"  # 暗杠: four drawn
KONG_KINDS = (KONG_EXPOSED, KONG_ADDED, KONG_CONCEALED)


@dataclass(frozen=True)
class Meld:
    """One face-up set. ``source`` is the seat whose discard made it (None for 暗杠 / a pong's
    later 加杠 keeps the pong's source)."""

    kind: str
    tile: Tile
    source: int | None = None

    @property
    def is_kong(self) -> bool:
        return self.kind != PONG

    @property
    def size(self) -> int:
        return 3 if self.kind == PONG else 4

    def to_json(self) -> dict:
        return {"kind": self.kind, "tile": self.tile.code(), "source": self.source}
