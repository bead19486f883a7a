"""The actions of 四川麻将, frozen and JSON round-tripping (tiles written as ``"5p"``)."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from ..actions import Action, action_type
from .tiles import Tile


@dataclass(frozen=True)
class MahjongAction(Action):
    """Base: converts ``Tile`` fields to their code in JSON and back (a str field → Tile)."""

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if "Tile" in str(f.type) and isinstance(value, str):
                object.__setattr__(self, f.name, Tile.from_code(value))

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type_name}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            data[f.name] = value.code() if isinstance(value, Tile) else value
        return data


@action_type("mj_discard")
@dataclass(frozen=True)
class Discard(MahjongAction):
    """打牌: discard one tile of this kind."""
    tile: Tile


@action_type("mj_lay_down")
@dataclass(frozen=True)
class LayDown(MahjongAction):
    """躺 (绵阳): discard ``tile`` and lay the remaining, ready hand face up, locked."""
    tile: Tile


@action_type("mj_kong")
@dataclass(frozen=True)
class Kong(MahjongAction):
    """杠: ``kind`` "exposed" (on a discard), "concealed" (four in hand) or "added" (to a pong)."""
    tile: Tile
    kind: str


@action_type("mj_pong")
@dataclass(frozen=True)
class Pong(MahjongAction):
    """碰 the discard on the table."""


@action_type("mj_win")
@dataclass(frozen=True)
class Win(MahjongAction):
    """胡: self-draw on one's turn, or on the discard / the robbed kong tile in a claim window."""


@action_type("mj_pass_claim")
@dataclass(frozen=True)
class PassClaim(MahjongAction):
    """过: decline every claim on this discard."""


@action_type("mj_choose_missing")
@dataclass(frozen=True)
class ChooseMissing(MahjongAction):
    """定缺: the suit (``"m" "p" "s"``) this player will be void of."""
    suit: str


@action_type("mj_piao")
@dataclass(frozen=True)
class Piao(MahjongAction):
    """飘 (``yes``) or 不飘, before the first draw."""
    yes: bool
