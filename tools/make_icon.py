"""Draw the application icon by code and write every format the platforms want.

    python tools/make_icon.py        # writes assets/icon/ (about 1 s)

Why drawn: like the cards (scenes/cardart.py) the icon is made from the same
shapes and the bundled font, so it always matches the game and can be redrawn
after a change of style without an image editor. Two drawings:

- the full emblem (48 px and up): three cards fanned on a felt tile — a red
  back, the ace of spades and, in front, a card with a large red 牌;
- a simplified one for 16 and 32 px, where a fan turns to mush: one tilted
  card behind and the 牌 card in front, drawn bolder.

Outputs (in ``assets/icon/``):

- ``paiyou.png`` (1024 px) and ``paiyou_<n>.png`` for 512, 256, 128, 64, 48, 32, 16;
- ``paiyou.ico`` (Windows: 16 … 256 px, PNG-compressed entries, Vista and later);
- ``paiyou.icns`` (macOS: 16 … 1024 px, PNG entries, 10.7 and later).

Both containers are written in pure Python: an ICO or ICNS file may hold PNG
data directly, so no image library beyond pygame is needed.
"""
from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from engine.cards import ACE, Card, Suit  # noqa: E402
from scenes.assets import small_font  # noqa: E402
from scenes.cardart import BACK_COLOURS, FACE, GOLD, RED, CardArt  # noqa: E402
from scenes.theme import FELT_CENTRE, FELT_EDGE  # noqa: E402

OUT = ROOT / "assets" / "icon"
PNG_SIZES = (512, 256, 128, 64, 48, 32, 16)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types holding PNG data: (type, pixel size).
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512), ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))
#: Below this size the simplified drawing is used.
SMALL_LIMIT = 40


# --- drawing ----------------------------------------------------------------------------------

def _felt_tile(size: int, margin: float, radius: float) -> pygame.Surface:
    """A rounded square of felt (radial light, dark edge) with a thin gold rim."""
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    tile.fill((0, 0, 0, 0))
    inset = round(size * margin)
    rect = pygame.Rect(inset, inset, size - 2 * inset, size - 2 * inset)
    steps = 48
    gradient = pygame.Surface(rect.size, pygame.SRCALPHA)
    gradient.fill((*FELT_EDGE, 255))
    for i in range(steps, 0, -1):
        t = i / steps
        colour = tuple(round(FELT_CENTRE[k] + (FELT_EDGE[k] - FELT_CENTRE[k]) * t) for k in range(3))
        r = round(rect.width * 0.75 * t)
        pygame.draw.circle(gradient, colour, (rect.width // 2, round(rect.height * 0.4)), r)
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    mask.fill((0, 0, 0, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(size * radius))
    gradient.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    tile.blit(gradient, rect.topleft)
    pygame.draw.rect(tile, (*GOLD, 150), rect.inflate(-round(size * 0.03), -round(size * 0.03)),
                     max(1, round(size * 0.008)), border_radius=round(size * (radius - 0.012)))
    return tile


def _pai_card(width: int, bold_frame: bool = False) -> pygame.Surface:
    """A white card with a large red 牌 framed in gold (the front card of the icon)."""
    height = round(width * 1.4)
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    card.fill((0, 0, 0, 0))
    radius = round(width * 0.1)
    pygame.draw.rect(card, (150, 150, 158), card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, FACE, card.get_rect().inflate(-max(2, width // 60), -max(2, width // 60)),
                     border_radius=radius)
    frame = card.get_rect().inflate(-round(width * 0.16), -round(width * 0.16))
    pygame.draw.rect(card, GOLD, frame, max(1, round(width * (0.05 if bold_frame else 0.025))),
                     border_radius=round(width * 0.05))
    glyph = small_font(round(width * 0.78), True).render("牌", True, RED)
    glyph = glyph.subsurface(glyph.get_bounding_rect()).copy()
    room = frame.inflate(-round(width * 0.12), -round(width * 0.12))
    scale = min(room.width / glyph.get_width(), room.height / glyph.get_height())
    glyph = pygame.transform.smoothscale(glyph, (round(glyph.get_width() * scale),
                                                 round(glyph.get_height() * scale)))
    card.blit(glyph, glyph.get_rect(center=frame.center))
    return card


def _plain_back(width: int) -> pygame.Surface:
    """A red back without the lattice, for the small icon (a lattice at 16 px is grey noise)."""
    height = round(width * 1.4)
    field, _line, emblem = BACK_COLOURS["red"]
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    card.fill((0, 0, 0, 0))
    radius = round(width * 0.1)
    pygame.draw.rect(card, FACE, card.get_rect(), border_radius=radius)
    pygame.draw.rect(card, field, card.get_rect().inflate(-round(width * 0.14), -round(width * 0.14)),
                     border_radius=round(radius * 0.6))
    pygame.draw.ellipse(card, emblem, pygame.Rect(0, 0, width * 0.4, width * 0.5).move(
        round(width * 0.3), round(height / 2 - width * 0.25)))
    return card


def _shadow(card: pygame.Surface, alpha: int) -> pygame.Surface:
    shade = pygame.Surface(card.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 0))
    pygame.draw.rect(shade, (0, 0, 0, alpha), shade.get_rect(), border_radius=card.get_width() // 10)
    return shade


def _place(canvas: pygame.Surface, card: pygame.Surface, angle: float, centre: tuple[float, float],
           shadow_offset: float) -> None:
    """Blit ``card`` turned by ``angle`` degrees (counter-clockwise) around its centre, with a shadow."""
    shade = pygame.transform.rotozoom(_shadow(card, 90), angle, 1.0)
    canvas.blit(shade, shade.get_rect(center=(round(centre[0] + shadow_offset * 0.6),
                                              round(centre[1] + shadow_offset))))
    turned = pygame.transform.rotozoom(card, angle, 1.0)
    canvas.blit(turned, turned.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_full(size: int) -> pygame.Surface:
    """The emblem for 48 px and up: a fan of three cards on felt."""
    canvas = _felt_tile(size, margin=0.06, radius=0.2)
    art = CardArt()
    card_w = round(size * 0.34)
    card_h = round(card_w * 1.4)
    pivot = (size * 0.5, size * 0.48 + card_h * 0.95)
    reach = card_h * 0.92
    # The ace on the left shows its corner index; the back on the right; 牌 in front.
    fan = ((22, art.face(Card(ACE, Suit.SPADES), card_w)), (-22, art.back(card_w, "red")),
           (0, _pai_card(card_w)))
    for angle, card in fan:
        rad = math.radians(angle)
        centre = (pivot[0] - reach * math.sin(rad), pivot[1] - reach * math.cos(rad))
        _place(canvas, card, angle, centre, size * 0.012)
    return canvas


def draw_small(size: int) -> pygame.Surface:
    """The simplified emblem for 16–32 px: a card behind, the 牌 card in front, larger and bolder."""
    canvas = _felt_tile(size, margin=0.0, radius=0.18)
    card_w = round(size * 0.5)
    _place(canvas, _plain_back(card_w), 18, (size * 0.40, size * 0.5), 0)
    _place(canvas, _pai_card(card_w, bold_frame=True), -8, (size * 0.58, size * 0.52), size * 0.02)
    return canvas


def render(size: int) -> pygame.Surface:
    """The icon at ``size`` px: drawn at 2–8× and smooth-scaled down for clean edges."""
    if size <= SMALL_LIMIT:
        big = draw_small(256)
    else:
        big = draw_full(max(2048, size * 2) if size >= 512 else 1024)
    return pygame.transform.smoothscale(big, (size, size))


# --- containers -------------------------------------------------------------------------------

def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG data (ICONDIR, ICONDIRENTRY × n, images)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file: 'icns', total length, then (type, length, PNG data) elements, big-endian."""
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> None:
    pygame.font.init()
    OUT.mkdir(parents=True, exist_ok=True)
    wanted = sorted({1024, *PNG_SIZES, *ICO_SIZES, *(size for _kind, size in ICNS_TYPES)})
    pngs = {size: png_bytes(render(size)) for size in wanted}
    (OUT / "paiyou.png").write_bytes(pngs[1024])
    for size in PNG_SIZES:
        (OUT / f"paiyou_{size}.png").write_bytes(pngs[size])
    (OUT / "paiyou.ico").write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    (OUT / "paiyou.icns").write_bytes(icns_bytes(pngs))
    for path in sorted(OUT.iterdir()):
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size / 1024:.0f} KB")


if __name__ == "__main__":
    main()
