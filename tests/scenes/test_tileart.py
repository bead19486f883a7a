"""Tile art: every tile draws in every view at every size, distinctly, and the cache shares surfaces."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.mahjong.tiles import KINDS, Tile, parse  # noqa: E402
from scenes.tileart import (  # noqa: E402
    BACK_COLOURS, DEFAULT_BACK, ROTATIONS, TILE_BACKS, TileArt, edge_px, face_height, side_depth,
)
from scenes.tileart_shapes import dot_layout, stick_layout  # noqa: E402

STANDING_WIDTHS = (40, 56, 84)
LYING_WIDTHS = (28, 40, 64)


@pytest.fixture(scope="module")
def art() -> TileArt:
    pygame.font.init()
    return TileArt()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def ink_counts(surface: pygame.Surface) -> dict[str, int]:
    """Opaque pixels that are clearly red, green, blue or black (the inks of tile faces)."""
    counts = {"red": 0, "green": 0, "blue": 0, "black": 0}
    w, h = surface.get_size()
    for x in range(w):
        for y in range(h):
            r, g, b, a = surface.get_at((x, y))
            if a < 250:
                continue
            if r > 150 and g < 90 and b < 90:
                counts["red"] += 1
            elif g > r + 40 and g > b + 20:
                counts["green"] += 1
            elif b > r + 60 and b > g + 30:
                counts["blue"] += 1
            elif r < 60 and g < 60 and b < 60:
                counts["black"] += 1
    return counts


@pytest.mark.parametrize("width", STANDING_WIDTHS)
def test_every_tile_stands_at_size(art, width):
    seen = set()
    for tile in KINDS:
        surf = art.standing(tile, width)
        assert surf.get_size() == (width, edge_px(width) + face_height(width, standing=True))
        seen.add(pixels(surf))
    assert len(seen) == 27, "two different tiles drew the same pixels"


@pytest.mark.parametrize("width", LYING_WIDTHS)
@pytest.mark.parametrize("rotation", ROTATIONS)
def test_every_tile_lies_at_size_and_rotation(art, width, rotation):
    seen = set()
    for tile in KINDS:
        surf = art.lying(tile, width, rotation)
        assert surf.get_size() == art.lying_size(width, rotation)
        seen.add(pixels(surf))
    assert len(seen) == 27, "two different tiles drew the same pixels"


def test_standing_tiles_are_taller_than_lying_ones(art):
    for width in (28, 40, 64):
        assert art.standing_size(width)[1] > art.lying_size(width)[1]
        assert art.standing_size(width)[0] == art.lying_size(width)[0] == width


def test_rotation_swaps_the_face_and_keeps_the_edge_band_at_the_bottom(art):
    w, e, fh = 40, edge_px(40), face_height(40)
    assert art.lying_size(w, 0) == art.lying_size(w, 180) == (w, fh + e)
    assert art.lying_size(w, 90) == art.lying_size(w, 270) == (fh, w + e)
    assert art.face_size(w, 90) == tuple(reversed(art.face_size(w, 0)))
    tile = Tile("m", 7)
    face = art.face(tile, w)
    for rotation in ROTATIONS:
        surf = art.lying(tile, w, rotation)
        fw, fh_rot = art.face_size(w, rotation)
        turned = pygame.transform.rotate(face, rotation)
        inner = pygame.Rect(0, 0, fw, fh_rot).inflate(-12, -12)  # clear of the rounded corners
        assert pixels(surf.subsurface(inner)) == pixels(turned.subsurface(inner)), rotation
    # turned by 180 the numeral (black) is at the bottom half of the face, 万 (red) at the top
    upright, upside_down = art.lying(tile, w, 0), art.lying(tile, w, 180)
    top_half, bottom_half = (0, 0, w, fh // 2), (0, fh // 2, w, fh - fh // 2)
    assert ink_counts(upright.subsurface(top_half))["black"] > 0
    assert ink_counts(upright.subsurface(top_half))["red"] == 0
    assert ink_counts(upside_down.subsurface(bottom_half))["black"] > 0
    assert ink_counts(upside_down.subsurface(bottom_half))["red"] == 0


def test_the_inks_of_each_suit(art):
    characters = ink_counts(art.face(Tile("m", 5), 80))
    assert characters["black"] > 30 and characters["red"] > 30 and characters["green"] == 0
    eight_dots = ink_counts(art.face(Tile("p", 8), 80))
    assert eight_dots["blue"] > 100 and eight_dots["red"] == 0 and eight_dots["green"] == 0
    nine_dots = ink_counts(art.face(Tile("p", 9), 80))
    assert min(nine_dots["blue"], nine_dots["red"], nine_dots["green"]) > 30
    six_bamboo = ink_counts(art.face(Tile("s", 6), 80))
    assert six_bamboo["green"] > 100 and six_bamboo["red"] == 0
    for rank in (5, 7, 9):  # the red sticks of real tiles
        assert ink_counts(art.face(Tile("s", rank), 80))["red"] > 20, rank


def test_layouts_have_as_many_pictures_as_the_rank():
    for rank in range(1, 10):
        assert len(dot_layout(rank)) == rank
        assert len(stick_layout(rank)) == rank
    assert [c for *_, c, _ in stick_layout(9)].count("red") == 3
    assert [c for *_, c in dot_layout(9)] == ["blue"] * 3 + ["red"] * 3 + ["green"] * 3


def test_faces_are_ivory_with_rounded_corners(art):
    surf = art.lying(Tile("s", 2), 60)
    assert surf.get_at((0, 0)).a == 0
    r, g, b, a = surf.get_at((8, 6))
    assert a == 255 and min(r, g) > 235 and b > 210 and r >= b


def test_the_edge_band_shows_the_back_colour(art):
    tile = Tile("p", 3)
    w = 48
    size = art.lying_size(w)
    bottom = (size[0] // 2, size[1] - 2)
    green = art.lying(tile, w, back="green").get_at(bottom)
    blue = art.lying(tile, w, back="blue").get_at(bottom)
    assert green.g > green.r + 40 and green.g > green.b
    assert blue.b > blue.r + 60 and blue.b > blue.g
    top = (w // 2, 1)
    assert art.standing(tile, w, back="green").get_at(top).g > art.standing(tile, w, back="blue").get_at(top).g


def test_backs_differ_by_colour_and_view(art):
    for w in (28, 40, 64):
        views = {}
        for colour in TILE_BACKS:
            views[(colour, "lying")] = pixels(art.back_lying(w, colour))
            for side in ("top", "left", "right"):
                views[(colour, side)] = pixels(art.back_standing(w, colour, side))
        assert len(set(views.values())) == len(views)
        assert art.back_lying(w, "green", 90).get_size() == art.lying_size(w, 90)
        assert art.back_standing(w, "blue", "top").get_size() == art.standing_size(w)
        assert art.back_standing(w, "blue", "left").get_size() == (side_depth(w), w + edge_px(w))
    unknown = art.back_lying(40, "purple")
    assert unknown is art.back_lying(40, DEFAULT_BACK)
    main = BACK_COLOURS["blue"][0]
    centre = art.back_lying(40, "blue").get_at((20, 26))
    assert abs(centre.b - main[2]) < 40 and centre.b > centre.r + 60


def test_side_hands_show_ivory_towards_their_owner(art):
    w = 40
    left, right = art.back_standing(w, "green", "left"), art.back_standing(w, "green", "right")
    d = side_depth(w)
    y = w // 2

    def is_ivory(colour):
        return colour.r > 200 and colour.g > 200 and colour.b > 170

    assert is_ivory(left.get_at((3, y))) and not is_ivory(left.get_at((d - 3, y)))
    assert is_ivory(right.get_at((d - 3, y))) and not is_ivory(right.get_at((3, y)))


def test_overlays_keep_the_size_and_change_the_look(art):
    tile = Tile("s", 3)
    plain = art.standing(tile, 48)
    variants = {
        "highlight": art.standing(tile, 48, highlight=True),
        "dim": art.standing(tile, 48, dim=True),
        "missing": art.standing(tile, 48, mark="missing"),
    }
    for name, surf in variants.items():
        assert surf.get_size() == plain.get_size(), name
        assert pixels(surf) != pixels(plain), name
    assert len({pixels(s) for s in variants.values()}) == 3
    # greyed: far less colour than the plain tile
    assert ink_counts(variants["dim"])["green"] < ink_counts(plain)["green"] / 4
    # the missing-suit mark puts red on a tile that has none
    assert ink_counts(plain)["red"] == 0 and ink_counts(variants["missing"])["red"] > 5
    lying = art.lying(tile, 40, 90)
    assert art.lying(tile, 40, 90, highlight=True).get_size() == lying.get_size()
    assert pixels(art.lying(tile, 40, 90, highlight=True)) != pixels(lying)
    # the cached plain tile was not drawn on by the overlays
    assert pixels(art.standing(tile, 48)) == pixels(plain)


def test_cache_returns_the_same_surface(art):
    tile = Tile("m", 3)
    assert art.standing(tile, 51) is art.standing(tile, 51)
    assert art.lying(tile, 33, 270) is art.lying(tile, 33, 270)
    assert art.lying(tile, 33, 270) is not art.lying(tile, 33, 90)
    assert art.standing(tile, 51, dim=True) is art.standing(tile, 51, dim=True)
    assert art.back_lying(33, "blue") is art.back_lying(33, "blue")
    assert art.back_standing(33, "green", "left") is art.back_standing(33, "green", "left")
    assert art.shadow((33, 50)) is art.shadow((33, 50))
    assert art.standing(Tile("m", 3), 51) is art.standing(parse("3m")[0], 51)
    assert art.standing(tile, 52) is not art.standing(tile, 51)


def test_cache_keeps_only_recent_widths():
    art = TileArt()
    for width in range(30, 30 + art.max_widths + 5):
        art.lying(Tile("p", 1), width)
    assert len(art._cache) == art.max_widths
    assert 30 not in art._cache


def test_bad_arguments_are_refused(art):
    with pytest.raises(ValueError):
        art.lying(Tile("p", 1), 40, rotation=45)
    with pytest.raises(ValueError):
        art.standing(Tile("p", 1), 40, mark="sparkle")
    with pytest.raises(ValueError):
        art.back_standing(40, "green", side="bottom")


def test_tiny_widths_are_clamped_not_crashing(art):
    surf = art.lying(Tile("s", 1), 3)
    assert surf.get_width() >= 12


def test_shadow_is_soft_and_larger_than_the_tile(art):
    size = art.standing_size(48)
    shadow = art.shadow(size)
    assert shadow.get_width() > size[0] and shadow.get_height() > size[1]
    dx, dy = art.shadow_offset(size)
    assert dx < 0 and dy < 0
    assert shadow.get_at((0, 0)).a == 0
    assert shadow.get_at((shadow.get_width() // 2, shadow.get_height() // 2)).a > 50
