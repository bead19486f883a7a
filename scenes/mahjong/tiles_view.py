"""Where each seat's tiles lie on the square: ponds, the others' hands and melds, your melds.

Pure geometry shared by the painter and the tests: every function returns sprites to blit
as ``(surface, (x, y))`` in back-to-front order (a lying tile's edge band shows below its
face, so the row nearer the camera — lower on screen — is drawn last). The sprites come
only from what the caller passes: the others' concealed tiles are only ever backs, and a
face is drawn only for a tile the viewer's observation holds (ponds, melds, laid-down and
winning hands, your own hand).
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from engine.mahjong.melds import KONG_CONCEALED
from engine.mahjong.view import CLAIMED, WON

from ..tileart import TileArt, edge_px
from .layout import MahjongLayout, pond_shape

ROTATION = {0: 0, 1: 90, 2: 180, 3: 270}   # a lying tile reads upright for its owner
Sprite = tuple[pygame.Surface, tuple[int, int]]


def bounds(sprites: Sequence[Sprite]) -> pygame.Rect | None:
    """The rectangle the sprites cover together (None: no sprite)."""
    rects = [pygame.Rect(pos, surf.get_size()) for surf, pos in sprites]
    return rects[0].unionall(rects[1:]) if rects else None


def pond_width(L: MahjongLayout, count: int) -> int:
    """The tile width of a pond of ``count`` tiles (smaller once it outgrows three rows of six)."""
    return max(10, round(L.pond_w * pond_shape(count)[1]))


def pond_positions(L: MahjongLayout, place: int, count: int) -> list[tuple[int, int]]:
    """Top-left of each pond tile of ``place``, in order of play (first row next to the centre)."""
    cols, scale = pond_shape(count)
    fw, fh = TileArt.face_size(pond_width(L, count))
    c, gap = L.centre, max(2, L.pond_w // 5)
    out = []
    for i in range(count):
        col, row = i % cols, i // cols
        if place == 0:
            out.append((c.centerx - cols * fw // 2 + col * fw, c.bottom + gap + row * fh))
        elif place == 2:
            out.append((c.centerx + cols * fw // 2 - (col + 1) * fw, c.top - gap - (row + 1) * fh))
        elif place == 1:
            out.append((c.right + gap + row * fh, c.centery + cols * fw // 2 - (col + 1) * fw))
        else:
            out.append((c.left - gap - (row + 1) * fh, c.centery - cols * fw // 2 + col * fw))
    return out


def pond_sprites(art: TileArt, L: MahjongLayout, place: int, pond, back: str, last: int | None,
                 hidden: set[int] = frozenset()) -> list[tuple[int, Sprite]]:
    """(pond index, sprite) for the tiles still in the pond (claimed ones went to a meld);
    ``last`` is highlighted; a tile won on is greyed (it also shows in the winner's hand);
    ``hidden`` indexes are in flight."""
    shown = [(i, t, st) for i, (t, st) in enumerate(pond) if st != CLAIMED]
    spots = pond_positions(L, place, len(shown))
    width = pond_width(L, len(shown))
    out = []
    for (i, tile, status), pos in zip(shown, spots):
        if i in hidden:
            continue
        surf = art.lying(tile, width, ROTATION[place], back, highlight=i == last, dim=status == WON)
        out.append((i, (surf, pos)))
    out.sort(key=lambda item: item[1][1][1])
    return out


def pond_slot(L: MahjongLayout, place: int, pond, index: int) -> tuple[int, int]:
    """Where pond entry ``index`` lies (for a tile flying in)."""
    shown = [i for i, (_, st) in enumerate(pond) if st != CLAIMED or i == index]
    spots = pond_positions(L, place, len(shown))
    return spots[shown.index(index)] if index in shown else L.centre.center


def _meld_tiles(meld, own: bool) -> list[tuple[object, bool]]:
    """(tile, face up?) for the three tiles in the row and, for a kong, the fourth on top. A 暗杠
    lies as backs; its top tile is face up where the viewer knows it: his own, or a winner's
    (another seat's comes without a tile, ``Meld.face_down``, until he wins)."""
    if meld.kind == KONG_CONCEALED:
        return [(meld.tile, False)] * 3 + [(meld.tile, own or not meld.face_down)]
    return [(meld.tile, True)] * (4 if meld.is_kong else 3)


def _lying(art: TileArt, tile, face_up: bool, w: int, rotation: int, back: str, highlight=False):
    if face_up:
        return art.lying(tile, w, rotation, back, highlight=highlight)
    return art.back_lying(w, back, rotation)


def melds_row(art: TileArt, melds: Sequence, w: int, rotation: int, back: str, own: bool,
              start: tuple[int, int], step: Callable[[int], tuple[int, int]]) -> tuple[list[Sprite], tuple[int, int]]:
    """Melds laid one after another from ``start``; ``step(units)`` turns tile steps into (dx, dy).
    Returns the sprites (back to front) and where the next thing would start."""
    sprites: list[Sprite] = []
    x, y = start
    lift = edge_px(w) + max(2, w // 6)
    for meld in melds:
        tiles = _meld_tiles(meld, own)
        spots = []
        for k, (tile, up) in enumerate(tiles[:3]):
            dx, dy = step(k)
            spots.append((x + dx, y + dy))
            sprites.append((_lying(art, tile, up, w, rotation, back), (x + dx, y + dy)))
        if len(tiles) == 4:
            tile, up = tiles[3]
            mx, my = spots[1]
            sprites.append((_lying(art, tile, up, w, rotation, back), (mx, my - lift)))
        dx, dy = step(3)
        gx, gy = step(1)
        x, y = x + dx + gx // 4, y + dy + gy // 4
    return sprites, (x, y)


def other_hand_sprites(art: TileArt, L: MahjongLayout, place: int, concealed: int, melds: Sequence,
                       shown: Sequence, back: str, win_tile=None) -> list[Sprite]:
    """Another seat's hand line: backs (or, once laid down or won, the tiles face up, lying)
    and its melds at the owner's right end. ``win_tile`` (in ``shown``) is set apart."""
    w = L.back_w
    rot = ROTATION[place]
    fw, fh = TileArt.face_size(w, rot)
    faces = list(shown)
    apart = None
    if faces and win_tile is not None and win_tile in faces:
        faces.remove(win_tile)
        apart = win_tile
    n = len(faces) if shown else concealed
    gap = round(w * 0.5)
    meld_len = len(melds) * (3 * w + w // 4)
    drew = not shown and concealed % 3 == 2      # holding the extra tile: set apart, as yours is
    hand_len = n * w + (gap + w if apart is not None else 0) + (gap if drew else 0)
    total = hand_len + (gap + meld_len if melds else 0)
    sprites: list[Sprite] = []
    if place == 2:   # top: the owner's right is our left
        x0 = L.top_line.centerx - total // 2
        y = L.top_line.top
        ms, (x, _) = melds_row(art, melds, w, rot, back, False, (x0, y + edge_px(w)), lambda k: (k * w, 0))
        sprites += ms
        if melds:
            x += gap
        if shown:
            if apart is not None:
                sprites.append((art.lying(apart, w, rot, back, highlight=True), (x, y + edge_px(w))))
                x += w + gap
            for t in reversed(faces):
                sprites.append((art.lying(t, w, rot, back), (x, y + edge_px(w))))
                x += w
        else:
            surf = art.back_standing(w, back, "top")
            for k in range(n):
                sprites.append((surf, (x, y)))
                x += w + (gap if drew and k == 0 else 0)
        return sprites
    col = L.left_line if place == 3 else L.right_line
    y0 = col.centery - total // 2
    side = "left" if place == 3 else "right"
    x_back = col.left if place == 3 else col.right - TileArt.back_standing_size(w, side)[0]
    x_face = col.left if place == 3 else col.right - fw
    hand_sprites: list[Sprite] = []
    if place == 3:   # left: hand from the top, melds at the bottom end (the owner's right)
        y = y0
    else:            # right: melds at the top (the owner's right), then the hand
        ms, (_, y) = melds_row(art, melds, w, rot, back, False, (x_face, y0), lambda k: (0, k * w))
        sprites += ms
        if melds:
            y += gap
    if shown:
        order = faces if place == 3 else list(reversed(faces))
        if place == 1 and apart is not None:
            hand_sprites.append((art.lying(apart, w, rot, back, highlight=True), (x_face, y)))
            y += w + gap
        for t in order:
            hand_sprites.append((art.lying(t, w, rot, back), (x_face, y)))
            y += w
        if place == 3 and apart is not None:
            y += gap
            hand_sprites.append((art.lying(apart, w, rot, back, highlight=True), (x_face, y)))
            y += w
    else:
        surf = art.back_standing(w, back, side)
        for k in range(n):
            if drew and k == (n - 1 if place == 3 else 1):
                y += gap
            hand_sprites.append((surf, (x_back, y)))
            y += w
    sprites += hand_sprites
    if place == 3 and melds:
        ms, _ = melds_row(art, melds, w, rot, back, False, (x_face, y + gap), lambda k: (0, k * w))
        sprites += ms
    return sprites


def own_meld_sprites(art: TileArt, L: MahjongLayout, melds: Sequence, x: int, back: str,
                     own: bool = True) -> list[Sprite]:
    """Your melds, lying at the right of your hand, their bottoms level with your tiles (a
    spectator's bottom seat: ``own`` False, its 暗杠 all backs)."""
    w = L.meld_w
    fw, fh = TileArt.face_size(w)
    y = L.hand_rect.bottom - fh - edge_px(w)
    sprites, _ = melds_row(art, melds, w, 0, back, own, (x, y), lambda k: (k * fw, 0))
    return sprites
