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
    """One set put out of the hand. ``source`` is the seat whose discard made it (None for 暗杠 /
    a pong's later 加杠 keeps the pong's source).

    ``tile`` is None for another seat's 暗杠 seen face down (:data:`FACE_DOWN_KONG`): its four
    tiles lie as backs until their owner wins. The meld itself stays in the list rather than
    becoming a count, because what *is* public — that the seat has one more set, four tiles
    out of its hand, and where the kong lies in its row — is what the table draws and what a
    bot's hand-size and meld-count arithmetic needs; code reading ``tile`` must ask
    :attr:`face_down` first."""

    kind: str
    tile: Tile | None
    source: int | None = None

    @property
    def face_down(self) -> bool:
        """Another seat's 暗杠 whose tile this viewer may not know."""
        return self.tile is None

    @property
    def is_kong(self) -> bool:
        return self.kind != PONG

    @property
    def size(self) -> int:
        return 3 if self.kind == PONG else 4

    def to_json(self) -> dict:
        return {"kind": self.kind, "tile": None if self.tile is None else self.tile.code(),
                "source": self.source}


#: Another seat's 暗杠 as an observation shows it until its owner wins.
FACE_DOWN_KONG = Meld(KONG_CONCEALED, None)
