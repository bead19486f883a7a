"""Mahjong tiles drawn by code, in every view a table needs, crisp at any size.

A real tile is an ivory block with a coloured back layer, so every view shows a
little of its thickness: a standing tile in your hand shows the top edge above its
face (green far side, ivory near side), a tile lying face up shows its near edge
below the face (ivory, then green), a face-down tile the same edge the other way
round, and the others' standing hands show the back (opposite seat) or the top
edge (side seats). The camera is always south of the table, so the edge band is
always at the bottom (lying) or top (standing) of the sprite, whatever the seat;
turning a lying tile for a side seat turns its face, not the band.

How it is drawn, as for cards (:mod:`scenes.cardart`): shapes are drawn at 2–4×
and smooth-scaled down, the 万 numerals are rendered at their final size so the
font's hinting keeps them sharp, and a face is made once per (width, kind,
standing or lying) and then placed on the body of each view, which is itself
drawn once per width. Faces are turned by multiples of 90°, which is exact.
Every returned surface is shared through the cache: blit it, never draw on it.

Sizes (``w`` is the width asked for, ``e`` = :func:`edge_px`, ``fh`` = :func:`face_height`
of a lying tile ≈ 1.3 w, ``sh`` = ``face_height(w, standing=True)`` ≈ 1.42 w):

====================================  ==================
``standing(tile, w)``                 ``(w, e + sh)``
``lying(tile, w, 0 or 180)``          ``(w, fh + e)``
``lying(tile, w, 90 or 270)``         ``(fh, w + e)``
``back_lying(w, colour, rotation)``   as ``lying``
``back_standing(w, colour, "top")``   ``(w, e + sh)``
``back_standing(w, colour, "left")``  ``(side_depth(w), w + e)`` (also ``"right"``)
====================================  ==================

A hand steps by ``w``. Rows of lying tiles step by the face (:meth:`TileArt.face_size`),
drawn from the back row to the front, so each tile hides the edge band of the one
behind it. Shadows are separate (:meth:`TileArt.shadow`), so a dense pond can skip them.
"""
from __future__ import annotations

from collections import OrderedDict

import pygame

from engine.mahjong.tiles import RANK_ZH, SUIT_ZH, Tile

from .assets import small_font
from .tileart_shapes import draw_bamboo, draw_dots

#: Face height / width. A real tile is about 26 × 35 mm; standing in your hand it faces you and
#: looks a little taller, lying on the table it is seen at a slant and looks a little shorter.
ASPECT_STANDING = 1.42
ASPECT_LYING = 1.3
MIN_WIDTH = 12
ROTATIONS = (0, 90, 180, 270)
SIDES = ("top", "left", "right")
MARKS = ("missing",)

#: Back colour key -> (back face, lit top edge, edge in shade). The first is the default; the keys
#: are the values for a "tile back" setting (like ``card_back``). An unknown key draws the default.
BACK_COLOURS = {
    "green": ((30, 150, 86), (98, 194, 134), (14, 92, 52)),
    "blue": ((36, 98, 192), (104, 152, 228), (18, 56, 128)),
}
TILE_BACKS = tuple(BACK_COLOURS)
DEFAULT_BACK = TILE_BACKS[0]

FACE = (252, 249, 238)
FACE_TOP = (255, 253, 246)  # the face is lit from above: a gentle gradient down to FACE_BOTTOM
FACE_BOTTOM = (242, 235, 214)
FACE_RIM = (222, 214, 190)
IVORY_LIT = (246, 240, 222)  # the top edge of the ivory layer, in the light
IVORY_SHADE = (214, 204, 176)  # its near edge, in shade
NUMERAL_INK = (22, 22, 30)
WAN_INK = (200, 30, 38)
HIGHLIGHT_TINT = (255, 214, 90, 44)
HIGHLIGHT_EDGE = (236, 160, 20)
MISSING_TINT = (220, 40, 40, 40)
MISSING_BADGE = (206, 30, 36)


def face_height(width: int, standing: bool = False) -> int:
    return round(width * (ASPECT_STANDING if standing else ASPECT_LYING))


def edge_px(width: int) -> int:
    """The thickness band shown beside the face (≈ 17 % of the width)."""
    return max(2, round(width * 0.17))


def side_depth(width: int) -> int:
    """How wide a side seat's standing tile looks from above (its thickness)."""
    return max(4, round(width * 0.8))


def _radius(width: int) -> int:
    return max(2, round(width * 0.11))


def _supersample(width: int) -> int:
    """A power of two (smoothscale by 3 leaves edges slightly grey, see cardart)."""
    return 4 if width < 100 else 2


def _clean_width(width: int) -> int:
    return max(MIN_WIDTH, int(width))


def _check_rotation(rotation: int) -> int:
    if rotation not in ROTATIONS:
        raise ValueError(f"rotation must be one of {ROTATIONS}, not {rotation!r}")
    return rotation


def _back_key(colour: str) -> str:
    return colour if colour in BACK_COLOURS else DEFAULT_BACK


def _ink(text: str, px: int, colour, bold: bool) -> pygame.Surface:
    """Text cropped to its ink, so layout can centre it exactly."""
    surf = small_font(px, bold).render(text, True, colour)
    return surf.subsurface(surf.get_bounding_rect()).copy()


def _fit(surf: pygame.Surface, max_w: float, max_h: float) -> pygame.Surface:
    """Shrink (never grow) to fit the box, keeping the proportions."""
    w, h = surf.get_size()
    scale = min(1.0, max_w / max(1, w), max_h / max(1, h))
    if scale >= 1.0:
        return surf
    return pygame.transform.smoothscale(surf, (max(1, round(w * scale)), max(1, round(h * scale))))


def _rounded_gradient(size: tuple[int, int], top, bottom, radius: int) -> pygame.Surface:
    """A rounded rectangle shading from ``top`` to ``bottom`` colour."""
    w, h = size
    strip = pygame.Surface((1, 2), pygame.SRCALPHA)
    strip.set_at((0, 0), (*top, 255))
    strip.set_at((0, 1), (*bottom, 255))
    surf = pygame.transform.smoothscale(strip, (w, h))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    mask.fill((0, 0, 0, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(0, radius))
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surf


def _layered(size: tuple[int, int], layers: list[tuple], radius: int) -> pygame.Surface:
    """Rounded rectangles drawn in order at supersampled scale, then smoothed down.

    ``layers``: ``(x, y, w, h, colour)`` in final pixels, where ``colour`` may be a pair
    (top, bottom) for a vertical gradient, or with a sixth item, a dict of pygame's
    per-corner radius arguments (for a layer rounded only on one side)."""
    w, h = size
    ss = _supersample(min(w, h))
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    big.fill((*layers[0][4], 0))
    for layer in layers:
        x, y, lw, lh, colour = layer[:5]
        rect = pygame.Rect(round(x * ss), round(y * ss), round(lw * ss), round(lh * ss))
        if isinstance(colour[0], tuple):
            big.blit(_rounded_gradient(rect.size, colour[0], colour[1], radius * ss), rect.topleft)
        elif len(layer) > 5:
            pygame.draw.rect(big, colour, rect, **{k: v * ss for k, v in layer[5].items()})
        else:
            pygame.draw.rect(big, colour, rect, border_radius=radius * ss)
    return pygame.transform.smoothscale(big, size)


class TileArt:
    """Draws and caches tile sprites per width, kind, view, back colour and overlay.

    Like :class:`scenes.cardart.CardArt`, the cache keeps the :attr:`max_widths` most
    recently used widths; a mahjong table uses four or five at once (hand, melds,
    ponds, the others' backs), and resizing the window passes through many more.
    """

    max_widths = 12

    def __init__(self) -> None:
        self._cache: OrderedDict[int, dict[tuple, pygame.Surface]] = OrderedDict()

    # cache ----------------------------------------------------------------------------------
    def _cached(self, width: int, key: tuple, make) -> pygame.Surface:
        entries = self._cache.get(width)
        if entries is not None:
            self._cache.move_to_end(width)
            surf = entries.get(key)
            if surf is not None:
                return surf
        surf = make()
        self._cache.setdefault(width, {})[key] = surf
        self._cache.move_to_end(width)
        while len(self._cache) > self.max_widths:
            self._cache.popitem(last=False)
        return surf

    def clear(self) -> None:
        self._cache.clear()

    def __len__(self) -> int:
        """Number of cached surfaces."""
        return sum(len(entries) for entries in self._cache.values())

    # sizes -----------------------------------------------------------------------------------
    @staticmethod
    def face_size(width: int, rotation: int = 0) -> tuple[int, int]:
        """The face of a lying tile: the step between neighbours in a meld row or pond grid."""
        w = _clean_width(width)
        fh = face_height(w)
        return (fh, w) if _check_rotation(rotation) in (90, 270) else (w, fh)

    @staticmethod
    def standing_size(width: int) -> tuple[int, int]:
        w = _clean_width(width)
        return w, edge_px(w) + face_height(w, standing=True)

    @staticmethod
    def lying_size(width: int, rotation: int = 0) -> tuple[int, int]:
        fw, fh = TileArt.face_size(width, rotation)
        return fw, fh + edge_px(_clean_width(width))

    @staticmethod
    def back_standing_size(width: int, side: str = "top") -> tuple[int, int]:
        w = _clean_width(width)
        if side == "top":
            return TileArt.standing_size(w)
        if side in ("left", "right"):
            return side_depth(w), w + edge_px(w)
        raise ValueError(f"side must be one of {SIDES}, not {side!r}")

    # public views ----------------------------------------------------------------------------
    def standing(self, tile: Tile, width: int, back: str = DEFAULT_BACK, highlight: bool = False,
                 dim: bool = False, mark: str | None = None) -> pygame.Surface:
        """A tile in your own hand, face towards you, its top edge showing above the face.

        ``highlight``: selected (a warm tint and gold rim); ``dim``: greyed, e.g. not allowed
        now; ``mark="missing"``: a tile of your 定缺 suit (a red corner and a faint red tint).
        """
        w = _clean_width(width)
        key = ("standing", tile.suit, tile.rank, _back_key(back), bool(highlight), bool(dim), _check_mark(mark))
        return self._cached(w, key, lambda: self._overlaid(
            self._plain_standing(tile, w, _back_key(back)), (0, edge_px(w), w, face_height(w, standing=True)),
            highlight, dim, mark))

    def lying(self, tile: Tile, width: int, rotation: int = 0, back: str = DEFAULT_BACK,
              highlight: bool = False, dim: bool = False, mark: str | None = None) -> pygame.Surface:
        """A tile face up on the table (melds, discard ponds), seen from above.

        ``rotation`` turns the face counter-clockwise (as ``pygame.transform.rotate``): a seat
        k places counter-clockwise from you (0 you, 1 right, 2 opposite, 3 left) uses 90·k,
        so each seat's tiles read upright for their owner. ``highlight`` marks e.g. the last
        discard; ``dim`` and ``mark`` as for :meth:`standing`.
        """
        w = _clean_width(width)
        rotation = _check_rotation(rotation)
        key = ("lying", tile.suit, tile.rank, rotation, _back_key(back), bool(highlight), bool(dim),
               _check_mark(mark))
        return self._cached(w, key, lambda: self._overlaid(
            self._plain_lying(tile, w, rotation, _back_key(back)), (0, 0, *self.face_size(w, rotation)),
            highlight, dim, mark))

    def back_lying(self, width: int, colour: str = DEFAULT_BACK, rotation: int = 0,
                   highlight: bool = False) -> pygame.Surface:
        """A tile face down on the table (a concealed kong, the wall), seen from above."""
        w = _clean_width(width)
        rotation = _check_rotation(rotation)
        colour = _back_key(colour)
        key = ("back_lying", colour, rotation, bool(highlight))
        return self._cached(w, key, lambda: self._overlaid(
            self._draw_back_lying(w, rotation, colour), None, highlight, False, None))

    def back_standing(self, width: int, colour: str = DEFAULT_BACK, side: str = "top") -> pygame.Surface:
        """Another player's concealed tile: ``"top"`` shows its back with the top edge above it;
        ``"left"``/``"right"`` show the top edge of a tile standing along that side of the table
        (ivory towards its owner, the coloured back towards the middle). Stack side tiles by
        ``width`` px downwards."""
        w = _clean_width(width)
        colour = _back_key(colour)
        size = self.back_standing_size(w, side)
        return self._cached(w, ("back_standing", colour, side), lambda: self._draw_back_standing(w, colour, side, size))

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        """A soft shadow for a sprite of ``size``; blit it at ``pos + shadow_offset(size)``."""
        w, h = int(size[0]), int(size[1])
        return self._cached(min(w, h), ("shadow", w, h), lambda: self._draw_shadow(w, h))

    @staticmethod
    def shadow_offset(size: tuple[int, int]) -> tuple[int, int]:
        """Where the shadow's top-left goes relative to the sprite's top-left."""
        unit = min(size)
        pad = TileArt._shadow_pad(unit)
        drop = max(1, round(unit * 0.06))
        return -pad + drop // 2, -pad + drop

    # faces ------------------------------------------------------------------------------------
    def face(self, tile: Tile, width: int, standing: bool = False) -> pygame.Surface:
        """Just the face (``width`` × :func:`face_height`), upright: the picture every view shows."""
        w = _clean_width(width)
        return self._cached(w, ("face", tile.suit, tile.rank, bool(standing)),
                            lambda: self._draw_face(tile, w, face_height(w, bool(standing))))

    def _draw_face(self, tile: Tile, w: int, fh: int) -> pygame.Surface:
        """The blank ivory face (shared per size), then the picture drawn supersampled on its own
        small layer and smoothed down onto it, or the characters rendered at their final size."""
        surf = self._cached(w, ("blank", fh), lambda: self._draw_blank_face(w, fh)).copy()
        if tile.suit == "m":
            self._draw_characters(surf, tile.rank)
            return surf
        box_w, box_h = round(w * 0.78), round(fh * 0.84)
        ss = _supersample(w)
        big = pygame.Surface((box_w * ss, box_h * ss), pygame.SRCALPHA)
        big.fill((*FACE, 0))  # transparent ivory, so smoothed edges fade towards the face colour
        (draw_dots if tile.suit == "p" else draw_bamboo)(big, big.get_rect(), tile.rank)
        surf.blit(pygame.transform.smoothscale(big, (box_w, box_h)), ((w - box_w) // 2, (fh - box_h) // 2))
        return surf

    @staticmethod
    def _draw_blank_face(w: int, fh: int) -> pygame.Surface:
        """Ivory with a fine darker rim and a gentle top-lit gradient, rounded like the tile."""
        ss = _supersample(w)
        big = pygame.Surface((w * ss, fh * ss), pygame.SRCALPHA)
        big.fill((*FACE_RIM, 0))
        radius = _radius(w) * ss
        rim = max(1, round(w * 0.025 * ss))
        pygame.draw.rect(big, FACE_RIM, big.get_rect(), border_radius=radius)
        inner = big.get_rect().inflate(-2 * rim, -2 * rim)
        big.blit(_rounded_gradient(inner.size, FACE_TOP, FACE_BOTTOM, radius - rim), inner.topleft)
        return pygame.transform.smoothscale(big, (w, fh))

    @staticmethod
    def _draw_characters(surf: pygame.Surface, rank: int) -> None:
        """The numeral in black over a red 万, each centred in its half of the face."""
        w, fh = surf.get_size()
        top, split, bottom = fh * 0.07, fh * 0.46, fh * 0.94
        numeral = _ink(RANK_ZH[rank - 1], round(w * 0.66), NUMERAL_INK, bold=True)
        numeral = _fit(numeral, w * 0.8, split - top)
        wan = _fit(_ink(SUIT_ZH["m"], round(w * 0.72), WAN_INK, bold=True), w * 0.82, bottom - split - fh * 0.03)
        surf.blit(numeral, (round((w - numeral.get_width()) / 2),
                            round((top + split) / 2 - numeral.get_height() / 2)))
        surf.blit(wan, (round((w - wan.get_width()) / 2), round(bottom - wan.get_height())))

    # bodies -----------------------------------------------------------------------------------
    def _plain_standing(self, tile: Tile, w: int, back: str) -> pygame.Surface:
        e, fh = edge_px(w), face_height(w, standing=True)
        body = self._cached(w, ("standing_body", back), lambda: _layered(
            (w, e + fh), [(0, 0, w, fh, BACK_COLOURS[back][1]), (0, e * 0.45, w, fh, IVORY_LIT)], _radius(w)))
        surf = body.copy()
        surf.blit(self.face(tile, w, standing=True), (0, e))
        return surf

    def _plain_lying(self, tile: Tile, w: int, rotation: int, back: str) -> pygame.Surface:
        fw, fh = self.face_size(w, rotation)
        e = edge_px(w)
        body = self._cached(w, ("lying_body", back, rotation in (90, 270)), lambda: _layered(
            (fw, fh + e), [(0, e, fw, fh, BACK_COLOURS[back][2]), (0, e * 0.45, fw, fh, IVORY_SHADE)], _radius(w)))
        surf = body.copy()
        face = self.face(tile, w)
        surf.blit(pygame.transform.rotate(face, rotation) if rotation else face, (0, 0))
        return surf

    @staticmethod
    def _back_face_layers(x: float, y: float, fw: float, fh: float, colour: str, w: int) -> list[tuple]:
        """The coloured back: a darker rim and a lighter raised panel, like a moulded tile back."""
        main, lit, shade = BACK_COLOURS[colour]
        inset = max(2.0, w * 0.1)
        panel = (tuple(min(255, c + 34) for c in main), tuple(min(255, c + 6) for c in main))  # a soft sheen
        rim = max(1.0, w * 0.04)
        return [(x, y, fw, fh, shade), (x + rim, y + rim, fw - 2 * rim, fh - 2 * rim, main),
                (x + inset, y + inset, fw - 2 * inset, fh - 2 * inset, panel)]

    def _draw_back_lying(self, w: int, rotation: int, colour: str) -> pygame.Surface:
        fw, fh = self.face_size(w, rotation)
        e = edge_px(w)
        _, _, shade = BACK_COLOURS[colour]
        layers = [(0, e, fw, fh, IVORY_SHADE), (0, e * 0.55, fw, fh, shade)]
        layers += self._back_face_layers(0, 0, fw, fh, colour, w)
        return _layered((fw, fh + e), layers, _radius(w))

    def _draw_back_standing(self, w: int, colour: str, side: str, size: tuple[int, int]) -> pygame.Surface:
        e = edge_px(w)
        main, lit, shade = BACK_COLOURS[colour]
        r = _radius(w)
        if side == "top":
            fh = face_height(w, standing=True)
            layers = [(0, 0, w, fh, IVORY_LIT), (0, e * 0.45, w, fh, lit)]
            layers += self._back_face_layers(0, e, w, fh, colour, w)
            return _layered(size, layers, r)
        d = size[0]
        ivory_w = d * 0.52
        # the ivory face layer is on the owner's side: left for the left seat, right for the right
        ivory_x = 0 if side == "left" else d - ivory_w
        corners = ({"border_top_left_radius": r, "border_bottom_left_radius": r} if side == "left"
                   else {"border_top_right_radius": r, "border_bottom_right_radius": r})
        rim = max(1.0, w * 0.04)  # a fine dark outline, so tiles stacked edge to edge stay apart
        inner_x = ivory_x + (rim if side == "left" else 0)
        return _layered(size, [
            (0, e, d, w, shade), (ivory_x, e, ivory_w, w, IVORY_SHADE, corners),
            (0, 0, d, w, shade), (rim, rim, d - 2 * rim, w - 2 * rim, lit),
            (inner_x, rim, ivory_w - rim, w - 2 * rim, IVORY_LIT, corners),
        ], r)

    # overlays ---------------------------------------------------------------------------------
    @staticmethod
    def _overlaid(surf: pygame.Surface, face_rect, highlight: bool, dim: bool, mark: str | None) -> pygame.Surface:
        """``surf`` (fresh, owned by the caller) with the requested overlays drawn on it."""
        if mark == "missing" and face_rect is not None:
            _draw_missing(surf, pygame.Rect(face_rect))
        if dim:
            surf = _greyed(surf)
        if highlight:
            _draw_highlight(surf, face_rect)
        return surf

    # shadows ----------------------------------------------------------------------------------
    @staticmethod
    def _shadow_pad(unit: int) -> int:
        return max(2, round(unit * 0.08))

    def _draw_shadow(self, w: int, h: int) -> pygame.Surface:
        pad = self._shadow_pad(min(w, h))
        surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        pygame.draw.rect(surf, (0, 0, 0, 100), pygame.Rect(pad, pad, w, h), border_radius=_radius(min(w, h)))
        return pygame.transform.gaussian_blur(surf, max(1, pad // 2))


def _check_mark(mark: str | None) -> str | None:
    if mark is not None and mark not in MARKS:
        raise ValueError(f"unknown mark {mark!r}; expected one of {MARKS}")
    return mark


def _draw_missing(surf: pygame.Surface, face: pygame.Rect) -> None:
    """A faint red wash over the face and a red corner flag top right."""
    radius = _radius(min(face.size))
    tint = pygame.Surface(face.size, pygame.SRCALPHA)
    tint.fill((0, 0, 0, 0))
    pygame.draw.rect(tint, MISSING_TINT, tint.get_rect(), border_radius=radius)
    surf.blit(tint, face.topleft)
    ss = 4
    size = max(5, round(min(face.size) * 0.3))
    flag = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    flag.fill((*MISSING_BADGE, 0))
    # a triangle in the corner, its outer corner rounded like the face
    pygame.draw.polygon(flag, MISSING_BADGE, [(0, 0), (size * ss, 0), (size * ss, size * ss)])
    corner = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    corner.fill((0, 0, 0, 0))
    pygame.draw.rect(corner, (255, 255, 255, 255), pygame.Rect(-size * ss, 0, 2 * size * ss, 2 * size * ss),
                     border_radius=radius * ss)
    flag.blit(corner, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(pygame.transform.smoothscale(flag, (size, size)), (face.right - size, face.top))


def _greyed(surf: pygame.Surface) -> pygame.Surface:
    """Mostly grey and a little darker, keeping a trace of colour so the tile stays readable."""
    grey = pygame.transform.grayscale(surf)
    grey.fill((190, 190, 190, 255), special_flags=pygame.BLEND_RGBA_MULT)
    trace = surf.copy()
    trace.fill((200, 200, 200, 56), special_flags=pygame.BLEND_RGBA_MULT)
    grey.blit(trace, (0, 0))
    return grey


def _draw_highlight(surf: pygame.Surface, face_rect) -> None:
    w, h = surf.get_size()
    radius = _radius(min(w, h))
    if face_rect is not None:
        face = pygame.Rect(face_rect)
        tint = pygame.Surface(face.size, pygame.SRCALPHA)
        tint.fill((0, 0, 0, 0))
        pygame.draw.rect(tint, HIGHLIGHT_TINT, tint.get_rect(), border_radius=radius)
        surf.blit(tint, face.topleft)
    pygame.draw.rect(surf, HIGHLIGHT_EDGE, surf.get_rect(), max(2, round(min(w, h) * 0.07)),
                     border_radius=radius)
