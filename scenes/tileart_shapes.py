"""The pictures on mahjong tile faces: 筒 circles, 条 bamboo sticks and the 1条 bird.

Everything here draws with plain ``pygame.draw`` into a *box* (a rectangle in the
caller's supersampled surface); :mod:`scenes.tileart` smooth-scales the result
down, which anti-aliases the edges. Positions are fractions of the box (x right,
y down) and sizes fractions of the box width, so one table of layouts serves every
tile size. The 万 numerals are text and live in :mod:`scenes.tileart`, because
text must be rendered at its final size to stay sharp.

The arrangements and colours follow real tiles: 2筒 green over blue, 3筒 a blue-red-
green diagonal, 6筒 two green over four red, 7筒 a green diagonal over four red,
9筒 rows of blue, red, green; 5条 with a red centre stick, 7条 with a red top stick,
9条 with a red middle column, 8条 with its slanted inner sticks.
"""
from __future__ import annotations

import math

import pygame

IVORY = (252, 249, 238)
GREEN = (20, 128, 76)
GREEN_DARK = (8, 76, 44)
GREEN_LIGHT = (122, 202, 142)
RED = (208, 36, 42)
RED_DARK = (134, 16, 22)
RED_LIGHT = (246, 140, 130)
BLUE = (30, 78, 168)
BLUE_DARK = (14, 42, 108)
BLUE_LIGHT = (120, 160, 226)
GOLD = (226, 168, 40)

#: ring colour -> (ring, dark outline, light centre accent)
COIN_COLOURS = {
    "blue": (BLUE, BLUE_DARK, BLUE_LIGHT),
    "green": (GREEN, GREEN_DARK, GREEN_LIGHT),
    "red": (RED, RED_DARK, RED_LIGHT),
}
STICK_COLOURS = {
    "green": (GREEN, GREEN_DARK, GREEN_LIGHT),
    "red": (RED, RED_DARK, RED_LIGHT),
    "blue": (BLUE, BLUE_DARK, BLUE_LIGHT),
}

# --- 筒 (dots) -------------------------------------------------------------------------------
# rank -> (radius as a fraction of the box width, [(x, y, colour), ...])
DOT_LAYOUTS: dict[int, tuple[float, list[tuple[float, float, str]]]] = {
    2: (0.30, [(0.5, 0.24, "green"), (0.5, 0.76, "blue")]),
    3: (0.22, [(0.22, 0.16, "blue"), (0.5, 0.5, "red"), (0.78, 0.84, "green")]),
    4: (0.225, [(0.26, 0.25, "blue"), (0.74, 0.25, "green"), (0.26, 0.75, "green"), (0.74, 0.75, "blue")]),
    5: (0.2, [(0.22, 0.15, "blue"), (0.78, 0.15, "green"), (0.5, 0.5, "red"),
              (0.22, 0.85, "green"), (0.78, 0.85, "blue")]),
    6: (0.2, [(0.27, 0.14, "green"), (0.73, 0.14, "green"), (0.27, 0.57, "red"), (0.73, 0.57, "red"),
              (0.27, 0.86, "red"), (0.73, 0.86, "red")]),
    7: (0.17, [(0.18, 0.11, "green"), (0.5, 0.2, "green"), (0.82, 0.29, "green"),
               (0.29, 0.6, "red"), (0.71, 0.6, "red"), (0.29, 0.875, "red"), (0.71, 0.875, "red")]),
    8: (0.17, [(x, y, "blue") for y in (0.12, 0.373, 0.627, 0.88) for x in (0.28, 0.72)]),
    9: (0.158, [(x, y, c) for y, c in ((0.14, "blue"), (0.5, "red"), (0.86, "green"))
                for x in (0.18, 0.5, 0.82)]),
}


def dot_layout(rank: int) -> list[tuple[float, float, str]]:
    """Where the circles of an ``rank``筒 sit (fractions of the picture box) and their colours."""
    if rank == 1:
        return [(0.5, 0.5, "ornate")]
    return list(DOT_LAYOUTS[rank][1])


def draw_coin(surf: pygame.Surface, centre: tuple[float, float], r: float, colour: str) -> None:
    """One 筒 circle: a coloured ring with a notched rim around a coloured eye."""
    ring, dark, light = COIN_COLOURS[colour]
    cx, cy = centre
    pygame.draw.circle(surf, dark, centre, r)
    pygame.draw.circle(surf, ring, centre, r * 0.9)
    # notches around the rim, like the holes of an old copper coin
    for i in range(12):
        a = 2 * math.pi * i / 12
        pygame.draw.circle(surf, IVORY, (cx + r * 0.74 * math.cos(a), cy + r * 0.74 * math.sin(a)), r * 0.075)
    pygame.draw.circle(surf, IVORY, centre, r * 0.6)
    pygame.draw.circle(surf, dark, centre, r * 0.46)
    pygame.draw.circle(surf, ring, centre, r * 0.4)
    pygame.draw.circle(surf, light, centre, r * 0.18)


def draw_big_coin(surf: pygame.Surface, centre: tuple[float, float], r: float) -> None:
    """The 1筒: a large medallion — green rim with a bead ring, a blue band, a red flower."""
    cx, cy = centre
    pygame.draw.circle(surf, GREEN_DARK, centre, r)
    pygame.draw.circle(surf, GREEN, centre, r * 0.94)
    for i in range(20):  # bead ring on the green rim
        a = 2 * math.pi * i / 20
        pygame.draw.circle(surf, IVORY, (cx + r * 0.83 * math.cos(a), cy + r * 0.83 * math.sin(a)), r * 0.055)
    pygame.draw.circle(surf, IVORY, centre, r * 0.72)
    pygame.draw.circle(surf, BLUE_DARK, centre, r * 0.66)
    pygame.draw.circle(surf, BLUE, centre, r * 0.62)
    pygame.draw.circle(surf, IVORY, centre, r * 0.5)
    for i in range(8):  # eight red petals
        a = 2 * math.pi * i / 8 + math.pi / 8
        px, py = cx + r * 0.3 * math.cos(a), cy + r * 0.3 * math.sin(a)
        pygame.draw.circle(surf, RED_DARK, (px, py), r * 0.155)
        pygame.draw.circle(surf, RED, (px, py), r * 0.125)
    pygame.draw.circle(surf, IVORY, centre, r * 0.2)
    pygame.draw.circle(surf, GREEN_DARK, centre, r * 0.16)
    pygame.draw.circle(surf, GOLD, centre, r * 0.08)


def draw_dots(surf: pygame.Surface, box: pygame.Rect, rank: int) -> None:
    if rank == 1:
        draw_big_coin(surf, box.center, box.width * 0.5)
        return
    radius, layout = DOT_LAYOUTS[rank]
    for x, y, colour in layout:
        draw_coin(surf, (box.left + x * box.width, box.top + y * box.height), radius * box.width, colour)


# --- 条 (bamboo) -----------------------------------------------------------------------------
# rank -> (stick length as a fraction of the box height, stick width as a fraction of the box width,
#          [(x, y, colour, tilt degrees), ...])
_FULL, _THIRD, _WIDE, _SLIM = 0.46, 0.3, 0.26, 0.2
STICK_LAYOUTS: dict[int, tuple[float, float, list[tuple[float, float, str, float]]]] = {
    2: (_FULL, _WIDE, [(0.5, 0.25, "green", 0), (0.5, 0.75, "green", 0)]),
    3: (_FULL, _WIDE, [(0.5, 0.25, "green", 0), (0.25, 0.75, "green", 0), (0.75, 0.75, "green", 0)]),
    4: (_FULL, _WIDE, [(0.25, 0.25, "green", 0), (0.75, 0.25, "green", 0),
                       (0.25, 0.75, "green", 0), (0.75, 0.75, "green", 0)]),
    5: (_FULL, _WIDE, [(0.15, 0.25, "green", 0), (0.85, 0.25, "green", 0), (0.5, 0.5, "red", 0),
                       (0.15, 0.75, "green", 0), (0.85, 0.75, "green", 0)]),
    6: (_FULL, _WIDE, [(x, y, "green", 0) for y in (0.25, 0.75) for x in (0.15, 0.5, 0.85)]),
    7: (_THIRD, _WIDE, [(0.5, 0.16, "red", 0)]
        + [(x, y, "green", 0) for y in (0.5, 0.84) for x in (0.15, 0.5, 0.85)]),
    8: (_FULL, _SLIM, [(0.1, 0.25, "green", 0), (0.37, 0.25, "green", -20), (0.63, 0.25, "green", 20),
                       (0.9, 0.25, "green", 0), (0.1, 0.75, "green", 0), (0.37, 0.75, "green", 20),
                       (0.63, 0.75, "green", -20), (0.9, 0.75, "green", 0)]),
    9: (_THIRD, _WIDE, [(x, y, "red" if x == 0.5 else "green", 0) for y in (0.16, 0.5, 0.84)
                        for x in (0.15, 0.5, 0.85)]),
}


def stick_layout(rank: int) -> list[tuple[float, float, str, float]]:
    """Where the sticks of an ``rank``条 sit (fractions of the picture box), colours and tilts."""
    if rank == 1:
        return [(0.5, 0.5, "bird", 0)]
    return list(STICK_LAYOUTS[rank][2])


def _along(centre, angle_deg: float):
    """A function mapping (across, along) offsets from ``centre`` to points, for a stick tilted by
    ``angle_deg`` from the vertical (positive leans its top to the right)."""
    a = math.radians(angle_deg)
    ux, uy = math.sin(a), -math.cos(a)  # along the stick, towards its top
    vx, vy = -uy, ux  # across
    cx, cy = centre

    def at(across: float, along: float) -> tuple[float, float]:
        return cx + across * vx + along * ux, cy + across * vy + along * uy

    return at


def draw_stick(surf: pygame.Surface, centre: tuple[float, float], length: float, width: float,
               colour: str, angle: float = 0.0) -> None:
    """A bamboo segment: a dark outline, a body narrower in the middle of each half, joints at
    the ends and in the middle, and a light stripe down one side."""
    fill, dark, light = STICK_COLOURS[colour]
    at = _along(centre, angle)
    half_l, half_w = length / 2, width / 2

    def outline(scale: float) -> list[tuple[float, float]]:
        pts_right, pts_left = [], []
        steps = 16
        for i in range(steps + 1):
            t = -1 + 2 * i / steps  # -1 bottom .. 1 top
            waist = 0.8 + 0.2 * abs(math.cos(math.pi * t))  # full at the ends and joint, slimmer between
            w = half_w * waist * scale
            pts_right.append(at(w, t * half_l * (0.98 if scale < 1 else 1)))
            pts_left.append(at(-w, t * half_l * (0.98 if scale < 1 else 1)))
        return pts_right + pts_left[::-1]

    pygame.draw.polygon(surf, dark, outline(1.0))
    pygame.draw.polygon(surf, fill, outline(0.66))
    # the light stripe on the left of the body
    stripe = [at(-half_w * 0.42, -half_l * 0.82), at(-half_w * 0.18, -half_l * 0.82),
              at(-half_w * 0.18, half_l * 0.82), at(-half_w * 0.42, half_l * 0.82)]
    pygame.draw.polygon(surf, light, stripe)
    # joints: a dark band across the middle and at both ends
    for along in (-half_l * 0.94, 0.0, half_l * 0.94):
        band = max(1.0, length * 0.035)
        pygame.draw.polygon(surf, dark, [at(-half_w, along - band), at(half_w, along - band),
                                         at(half_w, along + band), at(-half_w, along + band)])


def draw_bamboo(surf: pygame.Surface, box: pygame.Rect, rank: int) -> None:
    if rank == 1:
        draw_bird(surf, box)
        return
    length, width, layout = STICK_LAYOUTS[rank]
    for x, y, colour, tilt in layout:
        centre = (box.left + x * box.width, box.top + y * box.height)
        draw_stick(surf, centre, length * box.height, width * box.width, colour, tilt)


# --- the 1条 bird ------------------------------------------------------------------------------

def _ellipse(centre, rx: float, ry: float, angle_deg: float = 0.0, n: int = 28) -> list[tuple[float, float]]:
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    cx, cy = centre
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        pts.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return pts


def draw_bird(surf: pygame.Surface, box: pygame.Rect) -> None:
    """A peacock seen from the front: a fan of eyed tail feathers behind a blue-green body,
    a crested head, a red beak and legs on a bamboo perch."""
    bw, bh = box.width, box.height

    def p(x: float, y: float) -> tuple[float, float]:
        return box.left + x * bw, box.top + y * bh

    pivot = p(0.5, 0.66)
    # tail fan: nine feathers, each a long green vane ending in a blue-and-red eye
    for i in range(9):
        a = math.radians(-172 + i * (164 / 8))
        reach = bw * 0.47
        tip = (pivot[0] + reach * math.cos(a), pivot[1] + reach * math.sin(a) * 1.5)
        mid = ((pivot[0] + tip[0]) / 2, (pivot[1] + tip[1]) / 2)
        angle = math.degrees(math.atan2(tip[1] - pivot[1], tip[0] - pivot[0]))
        length = math.hypot(tip[0] - pivot[0], tip[1] - pivot[1])
        pygame.draw.polygon(surf, GREEN_DARK, _ellipse(mid, length / 2, bw * 0.075, angle))
        pygame.draw.polygon(surf, GREEN if i % 2 else GREEN_LIGHT, _ellipse(mid, length / 2 * 0.93, bw * 0.045, angle))
        eye = (pivot[0] + (tip[0] - pivot[0]) * 0.88, pivot[1] + (tip[1] - pivot[1]) * 0.88)
        pygame.draw.circle(surf, GOLD, eye, bw * 0.07)
        pygame.draw.circle(surf, BLUE, eye, bw * 0.05)
        pygame.draw.circle(surf, RED, eye, bw * 0.022)
    # body: a teardrop, darker outline, lighter breast
    body = _ellipse(p(0.5, 0.6), bw * 0.16, bh * 0.16)
    pygame.draw.polygon(surf, BLUE_DARK, body)
    pygame.draw.polygon(surf, BLUE, _ellipse(p(0.5, 0.6), bw * 0.13, bh * 0.14))
    pygame.draw.polygon(surf, BLUE_LIGHT, _ellipse(p(0.5, 0.63), bw * 0.06, bh * 0.08))
    # wings folded at the sides, in green
    for side in (-1, 1):
        wing = _ellipse(p(0.5 + side * 0.12, 0.62), bw * 0.07, bh * 0.12, side * -18)
        pygame.draw.polygon(surf, GREEN_DARK, wing)
    # neck and head
    pygame.draw.polygon(surf, BLUE_DARK, [p(0.45, 0.5), p(0.47, 0.34), p(0.53, 0.34), p(0.55, 0.5)])
    pygame.draw.polygon(surf, BLUE, [p(0.465, 0.5), p(0.48, 0.35), p(0.52, 0.35), p(0.535, 0.5)])
    head = p(0.5, 0.32)
    pygame.draw.circle(surf, BLUE_DARK, head, bw * 0.1)
    pygame.draw.circle(surf, BLUE, head, bw * 0.08)
    # crest: three red plumes
    for dx in (-0.07, 0.0, 0.07):
        stem_top = p(0.5 + dx * 1.3, 0.18 - (0.02 if dx == 0 else 0))
        pygame.draw.line(surf, GREEN_DARK, (head[0] + dx * bw * 0.3, head[1] - bw * 0.06), stem_top,
                         max(1, round(bw * 0.025)))
        pygame.draw.circle(surf, RED, stem_top, bw * 0.04)
    # eyes and beak
    for side in (-1, 1):
        eye = (head[0] + side * bw * 0.035, head[1] - bw * 0.01)
        pygame.draw.circle(surf, IVORY, eye, bw * 0.022)
        pygame.draw.circle(surf, (20, 20, 24), eye, bw * 0.011)
    pygame.draw.polygon(surf, RED, [(head[0] - bw * 0.03, head[1] + bw * 0.035),
                                    (head[0] + bw * 0.03, head[1] + bw * 0.035), (head[0], head[1] + bw * 0.1)])
    # legs and the perch
    for side in (-1, 1):
        pygame.draw.line(surf, RED_DARK, p(0.5 + side * 0.05, 0.74), p(0.5 + side * 0.07, 0.86),
                         max(1, round(bw * 0.03)))
    perch_w = max(2, round(bh * 0.035))
    pygame.draw.line(surf, GREEN_DARK, p(0.2, 0.87), p(0.8, 0.87), perch_w + max(1, perch_w // 2))
    pygame.draw.line(surf, GREEN, p(0.22, 0.87), p(0.78, 0.87), perch_w)
