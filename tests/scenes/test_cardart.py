"""Card art: every card draws at every size, distinctly, and the cache shares surfaces."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.cards import BIG_JOKER, SMALL_JOKER, Card, Suit, full_deck  # noqa: E402
from scenes.cardart import BACK_COLOURS, MARKS, CardArt, pip_layout, suit_icon  # noqa: E402

WIDTHS = (40, 60, 90, 140)


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.font.init()
    return CardArt()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("width", WIDTHS)
def test_every_card_renders_at_size(art, width):
    faces = {}
    for card in full_deck():
        surf = art.face(card, width)
        assert surf.get_size() == (width, round(width * 1.4))
        faces[card] = pixels(surf)
    assert len(set(faces.values())) == 54, "two different cards drew the same pixels"


def test_corners_are_transparent_and_face_is_white(art):
    surf = art.face(Card(7, Suit.HEARTS), 90)
    assert surf.get_at((0, 0)).a == 0  # rounded corner
    centre_left = surf.get_at((45, 8))
    assert centre_left.a == 255 and min(centre_left[:3]) > 240


def test_red_and_black_suits(art):
    def inked(card):
        surf = art.face(card, 90)
        reds = blacks = 0
        for x in range(0, 90, 2):
            for y in range(0, 126, 2):
                r, g, b, a = surf.get_at((x, y))
                if a > 200 and r > 150 and g < 90:
                    reds += 1
                elif a > 200 and r < 80 and g < 80 and b < 80:
                    blacks += 1
        return reds, blacks

    reds, blacks = inked(Card(9, Suit.DIAMONDS))
    assert reds > 50 and blacks == 0
    reds, blacks = inked(Card(9, Suit.CLUBS))
    assert blacks > 50 and reds == 0
    big_reds, _ = inked(Card(BIG_JOKER, Suit.JOKER))
    small_reds, small_blacks = inked(Card(SMALL_JOKER, Suit.JOKER))
    assert big_reds > 20 and small_reds == 0 and small_blacks > 20


def test_deck_number_does_not_change_the_art(art):
    assert art.face(Card(5, Suit.SPADES, 0), 60) is art.face(Card(5, Suit.SPADES, 2), 60)


def test_cache_returns_the_same_surface(art):
    card = Card(12, Suit.CLUBS)
    assert art.face(card, 77) is art.face(card, 77)
    assert art.back(77, "red") is art.back(77, "red")
    assert art.shadow(77) is art.shadow(77)
    assert art.face(card, 77, mark="star") is art.face(card, 77, mark="star")
    assert art.face(card, 78) is not art.face(card, 77)


def test_cache_keeps_only_recent_widths():
    art = CardArt()
    card = Card(4, Suit.DIAMONDS)
    first = art.face(card, 50)
    for width in range(51, 51 + CardArt.max_widths):
        art.face(card, width)
    assert art.face(card, 50) is not first  # width 50 was evicted and redrawn
    assert len(art) == CardArt.max_widths


def test_back_colours_differ(art):
    backs = {key: pixels(art.back(60, key)) for key in BACK_COLOURS}
    assert set(BACK_COLOURS) == {"red", "blue", "green"}
    assert len(set(backs.values())) == 3
    assert art.back(60, "no-such-colour") is art.back(60, "blue")
    for width in WIDTHS:
        assert art.back(width, "green").get_size() == art.size(width)


def test_marks_and_highlight_change_the_face(art):
    card = Card(2, Suit.HEARTS)
    plain = pixels(art.face(card, 60))
    variants = [pixels(art.face(card, 60, mark=m)) for m in MARKS]
    variants.append(pixels(art.face(card, 60, highlight=True)))
    variants.append(pixels(art.back(60, "red", highlight=True)))
    assert plain not in variants and len(set(variants)) == len(variants)
    assert pixels(art.face(card, 60)) == plain  # the overlays did not draw on the cached plain face
    with pytest.raises(ValueError):
        art.face(card, 60, mark="moon")


def test_shadow_is_larger_and_soft(art):
    shadow = art.shadow(90)
    w, h = art.size(90)
    assert shadow.get_width() > w and shadow.get_height() > h
    dx, dy = art.shadow_offset(90)
    assert dx < 0 and dy <= 0
    alphas = {shadow.get_at((x, shadow.get_height() // 2)).a for x in range(shadow.get_width())}
    assert len(alphas) > 3  # a gradient, not a hard edge


def test_tiny_widths_are_clamped(art):
    assert art.face(Card(3, Suit.SPADES), 5).get_width() == 16


def test_pip_layouts_have_one_pip_per_rank():
    for rank in range(2, 11):
        assert len(pip_layout(rank)) == rank


def test_suit_icon(art):
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS):
        icon = suit_icon(suit, 20)
        assert icon.get_size() == (20, 20)
        assert icon.get_at((10, 10)).a > 200  # the middle of every suit is filled
