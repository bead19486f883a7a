"""The game families of the main menu: which variants belong together, and their pictures.

The grouping is data on the engine side (``GameSpec.group``); this table only adds what a
player sees for a family — its name and one line (translation keys ``menu.family.<group>.*``)
and a small picture drawn with the game's own card or tile art. A group without an entry
still gets a tile: the first variant's name and summary and a picture for its kind of table,
so a game registered later appears on the menu by registering.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Sequence

import pygame

from . import theme

#: Menu order of the known families (others follow in registry order).
ORDER = ("doudizhu", "shengji", "sichuan-mahjong", "big2", "shuangkou", "gandengyan", "chicangying",
         "dapie", "blackjack")


@dataclass(frozen=True)
class Picture:
    """What a family's picture shows: ``kind`` "cards" (a fan of card faces, codes as
    ``engine.cards.Card.from_code`` reads them, with an optional mark per card) or "tiles" (a
    row of standing mahjong tiles, ``engine.mahjong.tiles`` notation)."""

    kind: str
    items: tuple[str, ...]
    marks: tuple[str | None, ...] = ()
    spread: float = 14.0      # degrees between two cards of a fan


#: group id -> picture
PICTURES: dict[str, Picture] = {
    "doudizhu": Picture("cards", ("HA", "S2", "BJ", "RJ")),
    "shengji": Picture("cards", ("H5", "H5#1", "H6", "H6#1"), ("trump",) * 4, spread=9.0),
    "sichuan-mahjong": Picture("tiles", ("1m", "5p", "9s")),
    "big2": Picture("cards", ("D3", "CK", "HA", "S2")),
    "shuangkou": Picture("cards", ("SK", "HK", "CK", "DK", "SK#1"), spread=10.0),
    "gandengyan": Picture("cards", ("C5", "D6", "RJ")),
    "chicangying": Picture("cards", ("S7", "HJ", "DQ"), (None, "hun_down", "hun_up")),
    "dapie": Picture("cards", ("S5", "HT", "DK", "SA")),
    "blackjack": Picture("cards", ("SA", "HK"), spread=16.0),
}
#: A family without a picture of its own: one for its kind of table.
FALLBACK_PICTURES: dict[str, Picture] = {
    "mahjong": Picture("tiles", ("1m", "5p", "9s")),
}
DEFAULT_PICTURE = Picture("cards", ("SA", "HK", "DQ"))


@dataclass(frozen=True)
class Family:
    """One tile of the main menu: a group id and its variants in registry order."""

    group: str
    specs: tuple[Any, ...]

    @property
    def seats(self) -> tuple[int, int]:
        return min(s.seats[0] for s in self.specs), max(s.seats[1] for s in self.specs)

    @property
    def picture(self) -> Picture:
        if self.group in PICTURES:
            return PICTURES[self.group]
        return FALLBACK_PICTURES.get(self.specs[0].family, DEFAULT_PICTURE)

    def name(self, tr: Any) -> str:
        key = f"menu.family.{self.group}.name"
        return tr(key) if tr.has(key) else tr.game_name(self.specs[0])

    def description(self, tr: Any) -> str:
        key = f"menu.family.{self.group}.desc"
        return tr(key) if tr.has(key) else tr.game_summary(self.specs[0])


def families(specs: Sequence[Any]) -> list[Family]:
    """The registered variants grouped by ``spec.menu_group``, known families in menu order."""
    groups: dict[str, list[Any]] = {}
    for spec in specs:
        group = getattr(spec, "menu_group", None) or getattr(spec, "group", "") or spec.id
        groups.setdefault(group, []).append(spec)
    known = [g for g in ORDER if g in groups]
    others = [g for g in groups if g not in ORDER]
    return [Family(g, tuple(groups[g])) for g in known + others]


def seat_text(seats: tuple[int, int]) -> str:
    low, high = seats
    return str(low) if low == high else f"{low}–{high}"


# --- pictures ---------------------------------------------------------------------------------

class PictureMaker:
    """Draws (and caches per size) the family pictures with the program's own card and tile art.

    One per menu scene: the card art is the application's; the tile art is made on first use
    (the menu must not import mahjong when no tile picture is shown). A picture is kept per
    display look too (theme.look(): the four-colour deck), so a look changed in 设置 redraws the
    pictures the moment the menu is drawn again, not after a restart."""

    def __init__(self, card_art: Any) -> None:
        self.card_art = card_art
        self._tile_art: Any = None
        self._cache: dict[tuple, pygame.Surface] = {}

    def picture(self, picture: Picture, size: tuple[int, int]) -> pygame.Surface:
        w, h = max(8, int(size[0])), max(8, int(size[1]))
        key = (picture, w, h, theme.look())
        image = self._cache.get(key)
        if image is None:
            if len(self._cache) > 64:
                self._cache.clear()
            try:
                image = (self._tiles(picture, w, h) if picture.kind == "tiles" else self._cards(picture, w, h))
            except Exception:  # noqa: BLE001 - a picture must never stop the menu
                import traceback

                traceback.print_exc()
                image = pygame.Surface((w, h), pygame.SRCALPHA)
            self._cache[key] = image
        return image

    def _cards(self, picture: Picture, w: int, h: int) -> pygame.Surface:
        """A fan of cards turning about a point below them, like a hand held up."""
        from engine.cards import Card

        cards = [Card.from_code(code) for code in picture.items]
        n = len(cards)
        spread = picture.spread
        angles = [spread * ((n - 1) / 2 - i) for i in range(n)]
        # the largest card width whose fan fits the box
        card_w = _fan_card_width(n, spread, w, h)
        card_h = round(card_w * 1.4)
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        reach = card_h * 1.15   # pivot distance below each card's centre
        extent = _fan_extent(n, spread, card_w, card_h, reach)
        pivot = (w / 2 - (extent[0] + extent[2]) / 2, h / 2 - (extent[1] + extent[3]) / 2)
        shadow = self.card_art.shadow(card_w)
        for i, (card, angle) in enumerate(zip(cards, angles)):
            mark = picture.marks[i] if i < len(picture.marks) else None
            face = self.card_art.face(card, card_w, mark=mark)
            rad = math.radians(angle)
            cx = pivot[0] - reach * math.sin(rad)
            cy = pivot[1] - reach * math.cos(rad)
            turned_shadow = pygame.transform.rotozoom(shadow, angle, 1.0)
            surface.blit(turned_shadow, turned_shadow.get_rect(center=(round(cx) + max(1, card_w // 24),
                                                                       round(cy) + max(2, card_w // 14))))
            turned = pygame.transform.rotozoom(face, angle, 1.0)
            surface.blit(turned, turned.get_rect(center=(round(cx), round(cy))))
        return surface

    def _tiles(self, picture: Picture, w: int, h: int) -> pygame.Surface:
        """A short row of standing tiles with a little space between the groups."""
        from engine.mahjong.tiles import Tile

        from .tileart import TileArt

        if self._tile_art is None:
            self._tile_art = TileArt()
        art = self._tile_art
        tiles = [Tile.from_code(code) for code in picture.items]
        n = len(tiles)
        gap_units = 0.35 if n > 3 else 0.0   # a small gap between a run and what follows
        tile_w = max(12, int(min(w / (n + gap_units + 0.2), h / 1.62)))
        tile_size = art.standing_size(tile_w)
        while tile_w > 12 and (tile_size[1] > h * 0.92 or tile_w * (n + gap_units) > w):
            tile_w -= 1
            tile_size = art.standing_size(tile_w)
        total = tile_w * n + round(tile_w * gap_units)
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        x = (w - total) // 2
        y = (h - tile_size[1]) // 2
        for i, tile in enumerate(tiles):
            if i == 3 and n > 3:
                x += round(tile_w * gap_units)
            image = art.standing(tile, tile_w)
            shadow = art.shadow(image.get_size())
            dx, dy = art.shadow_offset(image.get_size())
            surface.blit(shadow, (x + dx, y + dy))
            surface.blit(image, (x, y))
            x += tile_w
        return surface


@lru_cache(maxsize=64)
def _fan_card_width(n: int, spread: float, w: int, h: int) -> int:
    low, high = 16, max(17, int(w))
    while high - low > 1:
        mid = (low + high) // 2
        card_h = round(mid * 1.4)
        x0, y0, x1, y1 = _fan_extent(n, spread, mid, card_h, card_h * 1.15)
        if x1 - x0 <= w * 0.96 and y1 - y0 <= h * 0.96:
            low = mid
        else:
            high = mid
    return low


def _fan_extent(n: int, spread: float, card_w: int, card_h: int, reach: float) -> tuple[float, ...]:
    """The bounding box (x0, y0, x1, y1) of a fan around a pivot at (0, 0)."""
    xs: list[float] = []
    ys: list[float] = []
    for i in range(n):
        angle = math.radians(spread * ((n - 1) / 2 - i))
        cx, cy = -reach * math.sin(angle), -reach * math.cos(angle)
        for dx, dy in ((-card_w / 2, -card_h / 2), (card_w / 2, -card_h / 2),
                       (-card_w / 2, card_h / 2), (card_w / 2, card_h / 2)):
            # pygame turns counter-clockwise for positive angles (y down on screen)
            rx = dx * math.cos(angle) + dy * math.sin(angle)
            ry = -dx * math.sin(angle) + dy * math.cos(angle)
            xs.append(cx + rx)
            ys.append(cy + ry)
    return min(xs), min(ys), max(xs), max(ys)
