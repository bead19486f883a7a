"""Playing-card faces and backs drawn by code, crisp at any size.

Why drawn rather than loaded: the window is resizable and hands are shown at
very different widths (a 40 px card on a crowded four-player table, 140 px for
the winning hand), so every sprite is drawn for the width asked and cached.
Shapes (the suits, pips, frames, emblems) are drawn at 2–4× and smooth-scaled
down, which gives anti-aliased edges with plain ``pygame.draw``; the corner
index is rendered at its final size so the font's hinting keeps it sharp.

Suits are vector shapes rather than font glyphs so that they have the same
weight and proportions at every size and never depend on a glyph being there.

Layout follows the UI guide: the index (rank over suit) sits in a narrow left
column that stays visible when a hand overlaps and shows only a third of each
card; the same index is repeated bottom-right upside down.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache

import pygame

from engine.cards import ACE, BIG_JOKER, JACK, KING, QUEEN, Card, Suit

from . import theme
from .assets import small_font

ASPECT = 1.4  # height / width
MIN_WIDTH = 16

RED = (200, 28, 44)
BLACK = (24, 24, 30)
FACE = (253, 253, 250)
BORDER = (150, 150, 158)
GOLD = (214, 164, 48)
GOLD_DARK = (150, 108, 22)
COURT_FILL = (252, 245, 226)

BACK_COLOURS = {
    # key: (field, pattern line, emblem)
    "red": ((158, 30, 42), (196, 78, 84), (232, 196, 120)),
    "blue": ((28, 64, 132), (74, 116, 186), (214, 222, 240)),
    "green": ((22, 100, 64), (66, 146, 104), (226, 214, 150)),
}
MARKS = ("star", "trump", "hun_up", "hun_down")
#: 吃苍蝇's 上混 (an up arrow on violet) and 下混 (a down arrow on teal): language-free marks.
HUN_FILLS = {"hun_up": (128, 64, 176), "hun_down": (22, 128, 132)}
HIGHLIGHT_TINT = (255, 196, 60, 56)
HIGHLIGHT_EDGE = (226, 150, 20)


# --- suit shapes ------------------------------------------------------------------------------
# Each suit is a list of primitives in a unit square (x right, y down):
# ("poly", [(x, y), ...]) or ("circle", (x, y), r).

def _heart_curve(n: int = 64) -> list[tuple[float, float]]:
    """The classic parametric heart, normalised to the unit square."""
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    scale = max(x1 - x0, y1 - y0)
    return [((x - x0) / scale + (1 - (x1 - x0) / scale) / 2, (y - y0) / scale + (1 - (y1 - y0) / scale) / 2)
            for x, y in pts]


def _stem(top: float, half_top: float, half_bottom: float) -> list[tuple[float, float]]:
    """A flared stem from ``top`` to the bottom edge, with concave sides."""
    left, right = [], []
    for i in range(9):
        f = i / 8
        half = half_top + (half_bottom - half_top) * f ** 2.2
        y = top + (1 - top) * f
        left.append((0.5 - half, y))
        right.append((0.5 + half, y))
    return left + right[::-1]


def _diamond(n: int = 12) -> list[tuple[float, float]]:
    """Four slightly concave sides, a little narrower than tall."""
    corners = [(0.5, 0.0), (0.9, 0.5), (0.5, 1.0), (0.1, 0.5)]
    pts = []
    for i in range(4):
        (ax, ay), (bx, by) = corners[i], corners[(i + 1) % 4]
        cx, cy = (ax + bx) / 2 + (0.5 - (ax + bx) / 2) * 0.18, (ay + by) / 2 + (0.5 - (ay + by) / 2) * 0.18
        for k in range(n):
            t = k / n
            pts.append(((1 - t) ** 2 * ax + 2 * (1 - t) * t * cx + t * t * bx,
                        (1 - t) ** 2 * ay + 2 * (1 - t) * t * cy + t * t * by))
    return pts


def _build_shapes() -> dict[Suit, list[tuple]]:
    heart = _heart_curve()
    # The spade is the heart turned over, shrunk into the top 80 %, plus a stem.
    spade_body = [(0.06 + 0.88 * x, 0.80 - 0.80 * y) for x, y in heart]
    club_r = 0.215
    return {
        Suit.HEARTS: [("poly", [(0.03 + 0.94 * x, 0.05 + 0.94 * y) for x, y in heart])],
        Suit.DIAMONDS: [("poly", _diamond())],
        Suit.SPADES: [("poly", spade_body), ("poly", _stem(0.55, 0.035, 0.17))],
        Suit.CLUBS: [
            ("circle", (0.5, 0.25), club_r), ("circle", (0.265, 0.57), club_r),
            ("circle", (0.735, 0.57), club_r),
            ("poly", [(0.5, 0.3), (0.32, 0.55), (0.5, 0.7), (0.68, 0.55)]),
            ("poly", _stem(0.5, 0.04, 0.17)),
        ],
    }


SUIT_SHAPES = _build_shapes()


def suit_colour(suit: Suit) -> tuple[int, int, int]:
    """The suit's ink on a card face: red and black, or the four-colour deck's when it is on."""
    return theme.suit_colour(suit)


def draw_suit(surface: pygame.Surface, suit: Suit, centre: tuple[float, float], size: float,
              colour=None, flip: bool = False) -> None:
    """Draw ``suit`` filling a ``size``×``size`` box at ``centre``; ``flip`` turns it upside down.

    Callers wanting smooth edges draw on a supersampled surface (as the card art does).
    """
    colour = colour or suit_colour(suit)
    x0, y0 = centre[0] - size / 2, centre[1] - size / 2

    def at(x: float, y: float) -> tuple[float, float]:
        return x0 + x * size, y0 + (1 - y if flip else y) * size

    for shape in SUIT_SHAPES[suit]:
        if shape[0] == "poly":
            pygame.draw.polygon(surface, colour, [at(x, y) for x, y in shape[1]])
        else:
            (cx, cy), r = shape[1], shape[2]
            px, py = at(cx, cy)
            pygame.draw.circle(surface, colour, (px, py), r * size)


def suit_icon(suit: Suit, size_px: int, colour=None) -> pygame.Surface:
    """A small anti-aliased suit symbol for text lines (trump indicator, logs)."""
    return _suit_icon(suit, max(4, int(size_px)), tuple(colour or suit_colour(suit)))


@lru_cache(maxsize=64)
def _suit_icon(suit: Suit, size_px: int, colour: tuple) -> pygame.Surface:
    ss = 4
    big = pygame.Surface((size_px * ss, size_px * ss), pygame.SRCALPHA)
    big.fill((*colour, 0))
    draw_suit(big, suit, (size_px * ss / 2, size_px * ss / 2), size_px * ss, colour)
    return pygame.transform.smoothscale(big, (size_px, size_px))


# --- pip layouts -------------------------------------------------------------------------------
# (column, row): column -1/0/1 = left/centre/right, row 0..1 from the top of the pip area.
_PIPS = {
    2: [(0, 0), (0, 1)],
    3: [(0, 0), (0, 0.5), (0, 1)],
    4: [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    5: [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    6: [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    7: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    8: [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    9: [(-1, 0), (1, 0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5), (-1, 2 / 3), (1, 2 / 3), (-1, 1), (1, 1)],
    10: [(-1, 0), (1, 0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3), (-1, 2 / 3), (1, 2 / 3), (0, 5 / 6),
         (-1, 1), (1, 1)],
}


def pip_layout(rank: int) -> list[tuple[int, float]]:
    """Traditional pip positions for ranks 2–10 (an ace has one large central pip)."""
    return list(_PIPS[rank])


# --- the art -----------------------------------------------------------------------------------

def _supersample(width: int) -> int:
    """Drawing scale: a power of two, because ``smoothscale`` by an odd factor (measured: 3)
    leaves the face at alpha 253 and slightly grey."""
    return 4 if width < 160 else 2


def _radius(width: int) -> int:
    return max(3, round(width * 0.075))


def _ink(text: str, px: int, colour, bold: bool = True) -> pygame.Surface:
    """Text cropped to its ink, so layout can place it exactly."""
    surf = small_font(px, bold).render(text, True, colour)
    return surf.subsurface(surf.get_bounding_rect()).copy()


def _tight_ink(text: str, px: int, colour, gap: float) -> pygame.Surface:
    """Characters set ink to ink ``gap`` px apart, on a shared baseline: "10" stays narrow
    enough for the index column without squeezing its digits."""
    if len(text) == 1:
        return _ink(text, px, colour)
    font = small_font(px, True)
    rendered = [font.render(ch, True, colour) for ch in text]
    boxes = [surf.get_bounding_rect() for surf in rendered]
    top, bottom = min(b.top for b in boxes), max(b.bottom for b in boxes)
    out = pygame.Surface((sum(b.width for b in boxes) + round(gap) * (len(text) - 1), bottom - top),
                         pygame.SRCALPHA)
    out.fill((*colour, 0))
    x = 0
    for surf, box in zip(rendered, boxes):
        out.blit(surf, (x, box.top - top), box)
        x += box.width + round(gap)
    return out


def _fit(surf: pygame.Surface, max_w: float, max_h: float) -> pygame.Surface:
    """Shrink (never grow) each dimension independently to fit the box."""
    w, h = surf.get_size()
    new_w, new_h = min(w, max(1, int(max_w))), min(h, max(1, int(max_h)))
    if (new_w, new_h) == (w, h):
        return surf
    return pygame.transform.smoothscale(surf, (new_w, new_h))


class CardArt:
    """Draws and caches card faces, backs and shadows per width and style.

    Every returned surface is shared through the cache: blit it, never draw on it.
    The cache keeps the :attr:`max_widths` most recently used widths (a table uses
    two or three at once); dragging the window edge would otherwise leave a few
    megabytes of sprites behind for every width passed through.
    """

    max_widths = 8

    def __init__(self) -> None:
        self._cache: OrderedDict[int, dict[tuple, pygame.Surface]] = OrderedDict()

    def _get(self, width: int, key: tuple) -> pygame.Surface | None:
        entries = self._cache.get(width)
        if entries is None:
            return None
        self._cache.move_to_end(width)
        return entries.get(key)

    def _put(self, width: int, key: tuple, surf: pygame.Surface) -> pygame.Surface:
        self._cache.setdefault(width, {})[key] = surf
        self._cache.move_to_end(width)
        while len(self._cache) > self.max_widths:
            self._cache.popitem(last=False)
        return surf

    # sizes
    @staticmethod
    def size(width: int) -> tuple[int, int]:
        """(width, height) of a card drawn at ``width``."""
        width = max(MIN_WIDTH, int(width))
        return width, round(width * ASPECT)

    @staticmethod
    def width_for_height(height: float) -> int:
        return max(MIN_WIDTH, int(height / ASPECT))

    def clear(self) -> None:
        self._cache.clear()

    def __len__(self) -> int:
        """Number of cached surfaces."""
        return sum(len(entries) for entries in self._cache.values())

    # public drawing API
    def face(self, card: Card, width: int, mark: str | None = None, highlight: bool = False) -> pygame.Surface:
        """The face of ``card`` at ``width`` px (height 1.4×), optionally marked and/or tinted."""
        if mark is not None and mark not in MARKS:
            raise ValueError(f"unknown mark {mark!r}; expected one of {MARKS}")
        width = self.size(width)[0]
        key = ("face", card.rank, card.suit, mark, bool(highlight), theme.look().four_colour)
        surf = self._get(width, key)
        if surf is None:
            if mark or highlight:
                # a marked joker leaves out its JOKER letters: the mark sits where they run
                surf = self._draw_face(card, width, letters=False) if card.is_joker and mark \
                    else self.face(card, width).copy()
                if mark:
                    self._draw_mark(surf, mark)
                if highlight:
                    self._draw_highlight(surf)
            else:
                surf = self._draw_face(card, width)
            self._put(width, key, surf)
        return surf

    def back(self, width: int, colour_key: str = "blue", highlight: bool = False) -> pygame.Surface:
        """The back at ``width`` px in one of :data:`BACK_COLOURS` (unknown keys fall back to blue)."""
        width = self.size(width)[0]
        colour_key = colour_key if colour_key in BACK_COLOURS else "blue"
        key = ("back", colour_key, bool(highlight))
        surf = self._get(width, key)
        if surf is None:
            if highlight:
                surf = self.back(width, colour_key).copy()
                self._draw_highlight(surf)
            else:
                surf = self._draw_back(width, colour_key)
            self._put(width, key, surf)
        return surf

    def shadow(self, width: int) -> pygame.Surface:
        """A soft shadow to blit under a card at ``card_pos + shadow_offset(width)``."""
        width = self.size(width)[0]
        key = ("shadow",)
        surf = self._get(width, key)
        if surf is None:
            surf = self._draw_shadow(width)
            self._put(width, key, surf)
        return surf

    @staticmethod
    def shadow_offset(width: int) -> tuple[int, int]:
        """Where the shadow's top-left goes relative to the card's top-left."""
        pad = CardArt._shadow_pad(width)
        drop = max(1, round(width * 0.03))
        return -pad + drop // 2, -pad + drop

    # faces
    def _draw_face(self, card: Card, width: int, letters: bool = True) -> pygame.Surface:
        w, h = self.size(width)
        ss = _supersample(w)
        big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        big.fill((*BORDER, 0))
        border = max(1.0, w / 90)
        pygame.draw.rect(big, BORDER, big.get_rect(), border_radius=_radius(w) * ss)
        inner = big.get_rect().inflate(-2 * border * ss, -2 * border * ss)
        pygame.draw.rect(big, FACE, inner, border_radius=max(1, round((_radius(w) - border) * ss)))

        index = self._index_layout(card, w, letters)
        self._draw_corner_suits(big, card, index, w, h, ss)
        if card.is_joker:
            self._draw_joker_centre(big, card, w, h, ss)
        elif card.rank in (JACK, QUEEN, KING):
            self._draw_court(big, card, w, h, ss)
        elif card.rank == ACE:
            size = 0.54 if card.suit is Suit.SPADES else 0.44  # the ace of spades is traditionally the big one
            draw_suit(big, card.suit, (w * ss / 2, h * ss / 2), w * size * ss)
        else:
            self._draw_pips(big, card, w, h, ss)

        surf = pygame.transform.smoothscale(big, (w, h))
        for text_surf, pos in index["texts"]:
            surf.blit(text_surf, pos)
            flipped = pygame.transform.rotate(text_surf, 180)
            surf.blit(flipped, (w - pos[0] - text_surf.get_width(), h - pos[1] - text_surf.get_height()))
        return surf

    def _index_layout(self, card: Card, w: int, letters: bool = True) -> dict:
        """Place the corner rank text (final-size pixels) and the suit below it."""
        if card.is_joker:
            colour = RED if card.rank == BIG_JOKER else BLACK
        else:
            colour = suit_colour(card.suit)
        left, top, column = w * 0.04, w * 0.06, w * 0.2
        centre_x = left + column / 2
        texts = []
        if card.is_joker:
            wang_px = max(6, round(w * (0.34 if w < 56 else 0.3)))
            wang = _fit(_ink("王", wang_px, colour), column * 1.2, w * 0.3)
            texts.append((wang, (round(centre_x - wang.get_width() / 2), round(top))))
            y = top + wang.get_height() + w * 0.05
            letter_px = round(w * 0.13)
            if letter_px >= 7 and letters:
                for letter in "JOKER":
                    glyph = _ink(letter, letter_px, colour)
                    texts.append((glyph, (round(centre_x - glyph.get_width() / 2), round(y))))
                    y += glyph.get_height() + max(1.0, w * 0.025)
            return {"texts": texts, "suit_centre": None, "suit_size": 0}
        label = card.label
        # Small cards get a relatively larger index: at 40 px it is all a player reads.
        rank_px = max(6, round(w * (0.36 if w < 56 else 0.33)))
        rank = _tight_ink(label, rank_px, colour, max(1.0, w * 0.012))
        max_w = w * 0.26  # "10": may use the margin too, up to where the pips start
        if rank.get_width() > max_w:
            # Shrink a little as a whole, then narrow the rest: digits stay legible, not skinny.
            scale = max(0.82, max_w / rank.get_width())
            rank = pygame.transform.smoothscale(
                rank, (max(1, round(rank.get_width() * scale)), max(1, round(rank.get_height() * scale))))
            rank = _fit(rank, max_w, rank.get_height())
        x = max(w * 0.025, centre_x - rank.get_width() / 2)
        texts.append((rank, (round(x), round(top))))
        suit_size = w * 0.17
        suit_centre = (centre_x, top + rank.get_height() + w * 0.05 + suit_size / 2)
        return {"texts": texts, "suit_centre": suit_centre, "suit_size": suit_size}

    @staticmethod
    def _draw_corner_suits(big, card, index, w, h, ss) -> None:
        if index["suit_centre"] is None:
            return
        cx, cy = index["suit_centre"]
        size = index["suit_size"] * ss
        draw_suit(big, card.suit, (cx * ss, cy * ss), size)
        draw_suit(big, card.suit, ((w - cx) * ss, (h - cy) * ss), size, flip=True)

    @staticmethod
    def _draw_pips(big, card, w, h, ss) -> None:
        dense = card.rank >= 9  # 9 and 10 draw smaller pips, nearer the middle, clear of the "10"
        size = w * (0.16 if dense else 0.18) * ss
        top, bottom = h * 0.18, h * 0.82
        side = 0.12 if dense else 0.13
        columns = {-1: w * (0.5 - side), 0: w * 0.5, 1: w * (0.5 + side)}
        for column, row in pip_layout(card.rank):
            y = top + (bottom - top) * row
            draw_suit(big, card.suit, (columns[column] * ss, y * ss), size, flip=row > 0.5)

    def _draw_court(self, big, card, w, h, ss) -> None:
        """A framed panel: big letter and suit emblem, mirrored top and bottom like a real court card."""
        colour = suit_colour(card.suit)
        frame = pygame.Rect(round(w * 0.28 * ss), round(h * 0.1 * ss),
                            round(w * 0.44 * ss), round(h * 0.8 * ss))
        radius = max(2, round(w * 0.04 * ss))
        pygame.draw.rect(big, COURT_FILL, frame, border_radius=radius)
        pygame.draw.rect(big, GOLD, frame, max(1, round(w * 0.018 * ss)), border_radius=radius)
        inner = frame.inflate(-round(w * 0.05 * ss), -round(w * 0.05 * ss))
        pygame.draw.rect(big, colour, inner, max(1, round(w * 0.008 * ss)), border_radius=max(1, radius // 2))

        half = pygame.Surface((frame.width, frame.height // 2), pygame.SRCALPHA)
        half.fill((0, 0, 0, 0))
        # Stacked from the top of each half, leaving a clear gap above the centre line
        # so the emblem and its mirror image never touch.
        unit = w * ss
        crown_h = unit * 0.085
        emblem = unit * 0.11
        letter = _ink(card.label, round(unit * 0.32), colour)
        letter = _fit(letter, frame.width * 0.7, unit * 0.24)
        y = unit * 0.05
        self._draw_crown(half, card.rank, (half.get_width() / 2, y + crown_h / 2), crown_h, colour)
        y += crown_h + unit * 0.025
        half.blit(letter, (round(half.get_width() / 2 - letter.get_width() / 2), round(y)))
        y += letter.get_height() + unit * 0.035
        draw_suit(half, card.suit, (half.get_width() / 2, y + emblem / 2), emblem)
        big.blit(half, frame.topleft)
        big.blit(pygame.transform.rotate(half, 180), (frame.left, frame.bottom - half.get_height()))
        mid = frame.centery
        pygame.draw.line(big, GOLD, (inner.left + radius, mid), (inner.right - radius, mid),
                         max(1, round(w * 0.008 * ss)))

    @staticmethod
    def _draw_crown(surface, rank, centre, height, colour) -> None:
        """K: a three-point crown; Q: a rounded coronet; J: a small diamond ornament."""
        cx, cy = centre
        half_w = height * 1.1
        base = cy + height / 2
        top = cy - height / 2
        if rank == KING:
            pts = [(cx - half_w, base), (cx - half_w, top + height * 0.15), (cx - half_w * 0.5, cy),
                   (cx, top), (cx + half_w * 0.5, cy), (cx + half_w, top + height * 0.15), (cx + half_w, base)]
            pygame.draw.polygon(surface, GOLD, pts)
            for px in (cx - half_w, cx, cx + half_w):
                pygame.draw.circle(surface, colour, (px, top + height * 0.1), height * 0.16)
        elif rank == QUEEN:
            pygame.draw.rect(surface, GOLD, pygame.Rect(cx - half_w * 0.85, cy, half_w * 1.7, height / 2))
            for i, px in enumerate((cx - half_w * 0.6, cx, cx + half_w * 0.6)):
                pygame.draw.circle(surface, GOLD, (px, cy + height * 0.05), height * (0.3 if i == 1 else 0.24))
                pygame.draw.circle(surface, colour, (px, cy - height * 0.05), height * 0.12)
        else:
            pygame.draw.polygon(surface, GOLD, [(cx, top), (cx + half_w * 0.45, cy), (cx, base),
                                                (cx - half_w * 0.45, cy)])
            pygame.draw.circle(surface, colour, (cx, cy), height * 0.15)

    def _draw_joker_centre(self, big, card, w, h, ss) -> None:
        """A medallion with a crown over 大王/小王: gold and red for the big joker, greys for the small."""
        is_big = card.rank == BIG_JOKER
        ink = RED if is_big else BLACK
        cx, cy = w * 0.5 * ss, h * 0.4 * ss
        radius = w * 0.23 * ss
        if is_big:
            rays = 18
            for i in range(rays):  # a gold sunburst behind the medallion
                a0 = 2 * math.pi * i / rays
                a1 = a0 + math.pi / rays
                r_out = radius * 1.3
                pygame.draw.polygon(big, (248, 220, 140), [
                    (cx, cy), (cx + r_out * math.cos(a0), cy + r_out * math.sin(a0)),
                    (cx + r_out * math.cos(a1), cy + r_out * math.sin(a1))])
            pygame.draw.circle(big, GOLD, (cx, cy), radius)
            pygame.draw.circle(big, (255, 247, 224), (cx, cy), radius * 0.86)
        else:
            pygame.draw.circle(big, (64, 64, 72), (cx, cy), radius)
            pygame.draw.circle(big, (240, 240, 242), (cx, cy), radius * 0.86)
        crown_h = radius * 0.85
        crown_w = radius * 1.15
        base, top = cy + crown_h * 0.4, cy - crown_h * 0.45
        pts = [(cx - crown_w / 2, base), (cx - crown_w / 2, top + crown_h * 0.25),
               (cx - crown_w / 4, cy - crown_h * 0.02), (cx, top), (cx + crown_w / 4, cy - crown_h * 0.02),
               (cx + crown_w / 2, top + crown_h * 0.25), (cx + crown_w / 2, base)]
        pygame.draw.polygon(big, GOLD if is_big else (58, 58, 66), pts)
        pygame.draw.rect(big, ink, pygame.Rect(cx - crown_w / 2, base - crown_h * 0.04, crown_w, crown_h * 0.2))
        for px, py in ((cx - crown_w / 2, top + crown_h * 0.2), (cx, top - crown_h * 0.04),
                       (cx + crown_w / 2, top + crown_h * 0.2)):
            pygame.draw.circle(big, ink, (px, py), crown_h * 0.11)
        name = _ink("大王" if is_big else "小王", round(w * 0.19 * ss), ink)
        name = _fit(name, w * 0.42 * ss, h * 0.14 * ss)
        big.blit(name, (round(cx - name.get_width() / 2), round(h * 0.63 * ss)))

    # overlays
    @staticmethod
    def _draw_mark(surf: pygame.Surface, mark: str) -> None:
        """A small badge in the always-visible left strip, below the corner index."""
        w, h = surf.get_size()
        ss = 4
        size = max(7, round(w * 0.17))
        badge = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
        badge.fill((0, 0, 0, 0))
        c = size * ss / 2
        if mark == "star":
            pts = []
            for i in range(10):
                r = c * (0.98 if i % 2 == 0 else 0.42)
                a = -math.pi / 2 + math.pi * i / 5
                pts.append((c + r * math.cos(a), c + 0.06 * c + r * math.sin(a)))
            pygame.draw.polygon(badge, GOLD_DARK, pts)
            inner = [(c + (x - c) * 0.8, c + (y - c) * 0.8 + 0.02 * c) for x, y in pts]
            pygame.draw.polygon(badge, (250, 196, 50), inner)
        elif mark in HUN_FILLS:  # an arrow up (上混) or down (下混) in a coloured disc
            pygame.draw.circle(badge, HUN_FILLS[mark], (c, c), c)
            up = mark == "hun_up"
            tip, base = (0.22, 0.56) if up else (0.78, 0.44)
            head = [(c, c * 2 * tip), (c * 0.42, c * 2 * base), (c * 1.58, c * 2 * base)]
            pygame.draw.polygon(badge, (255, 255, 255), head)
            shaft = pygame.Rect(0, 0, round(c * 0.36), round(c * 0.62))
            shaft.centerx = round(c)
            if up:
                shaft.top = round(c * 2 * base) - 1
            else:
                shaft.bottom = round(c * 2 * base) + 1
            pygame.draw.rect(badge, (255, 255, 255), shaft)
        else:  # "trump": 主 in a red disc
            pygame.draw.circle(badge, RED, (c, c), c)
            zhu = _ink("主", round(size * ss * 0.62), (255, 255, 255))
            badge.blit(zhu, (round(c - zhu.get_width() / 2), round(c - zhu.get_height() / 2)))
        badge = pygame.transform.smoothscale(badge, (size, size))
        surf.blit(badge, (round(w * 0.155 - size / 2), round(h * 0.43)))

    @staticmethod
    def _draw_highlight(surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        tint = pygame.Surface((w, h), pygame.SRCALPHA)
        tint.fill((0, 0, 0, 0))
        radius = _radius(w)
        pygame.draw.rect(tint, HIGHLIGHT_TINT, tint.get_rect(), border_radius=radius)
        surf.blit(tint, (0, 0))
        pygame.draw.rect(surf, HIGHLIGHT_EDGE, surf.get_rect(), max(2, round(w * 0.03)), border_radius=radius)

    # backs and shadows
    def _draw_back(self, width: int, colour_key: str) -> pygame.Surface:
        """White rim, coloured field with a fine diamond lattice, a framed medallion of the four suits."""
        w, h = self.size(width)
        field, line, emblem = BACK_COLOURS[colour_key]
        ss = _supersample(w)
        W, H = w * ss, h * ss
        big = pygame.Surface((W, H), pygame.SRCALPHA)
        big.fill((*BORDER, 0))
        radius = _radius(w) * ss
        pygame.draw.rect(big, BORDER, big.get_rect(), border_radius=radius)
        pygame.draw.rect(big, FACE, big.get_rect().inflate(-2 * max(1.0, w / 90) * ss, -2 * max(1.0, w / 90) * ss),
                         border_radius=radius)
        rim = round(w * 0.06 * ss)
        panel = big.get_rect().inflate(-2 * rim, -2 * rim)
        pattern = pygame.Surface(panel.size, pygame.SRCALPHA)
        pattern.fill((0, 0, 0, 0))
        inner_radius = max(1, radius - rim)
        pygame.draw.rect(pattern, field, pattern.get_rect(), border_radius=inner_radius)
        lattice = pygame.Surface(panel.size, pygame.SRCALPHA)
        lattice.fill((0, 0, 0, 0))
        step = max(4 * ss, w * 0.1 * ss)
        thick = max(1, round(w * 0.012 * ss))
        span = panel.width + panel.height
        k = -span
        while k < span:
            pygame.draw.line(lattice, line, (k, 0), (k + panel.height, panel.height), thick)
            pygame.draw.line(lattice, line, (k + panel.height, 0), (k, panel.height), thick)
            k += step
        mask = pygame.Surface(panel.size, pygame.SRCALPHA)
        mask.fill((0, 0, 0, 0))
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=inner_radius)
        lattice.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pattern.blit(lattice, (0, 0))
        frame = pattern.get_rect().inflate(-round(w * 0.06 * ss), -round(w * 0.06 * ss))
        pygame.draw.rect(pattern, emblem, frame, max(1, round(w * 0.014 * ss)),
                         border_radius=max(1, inner_radius - round(w * 0.03 * ss)))
        big.blit(pattern, panel.topleft)

        cx, cy = W / 2, H / 2
        rx, ry = w * 0.26 * ss, w * 0.3 * ss
        oval = pygame.Rect(0, 0, 2 * rx, 2 * ry)
        oval.center = (round(cx), round(cy))
        pygame.draw.ellipse(big, emblem, oval)
        pygame.draw.ellipse(big, field, oval.inflate(-round(w * 0.035 * ss), -round(w * 0.035 * ss)))
        pygame.draw.ellipse(big, emblem, oval.inflate(-round(w * 0.06 * ss), -round(w * 0.06 * ss)),
                            max(1, round(w * 0.008 * ss)))
        suit_size = w * 0.13 * ss
        offset = w * 0.095 * ss
        for suit, (dx, dy) in zip((Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS),
                                  ((0, -1.15), (1, 0), (0, 1.15), (-1, 0))):
            draw_suit(big, suit, (cx + dx * offset, cy + dy * offset), suit_size, emblem)
        return pygame.transform.smoothscale(big, (w, h))

    @staticmethod
    def _shadow_pad(width: int) -> int:
        return max(2, round(width * 0.06))

    def _draw_shadow(self, width: int) -> pygame.Surface:
        w, h = self.size(width)
        pad = self._shadow_pad(w)
        surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        pygame.draw.rect(surf, (0, 0, 0, 90), pygame.Rect(pad, pad, w, h), border_radius=_radius(w))
        return pygame.transform.gaussian_blur(surf, max(1, pad // 2))
