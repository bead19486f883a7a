"""The two settings for players who see less well (issue 16): large cards and tiles, and the
four-colour deck (♠ black, ♥ red, ♣ green, ♦ blue).

What a player would check: both settings come back after a restart; with four colours on,
every suit's sign is drawn in its four-colour ink on the card face, in the corner index and in
the interface (a suit sign in a line of text, the trump icon); with large cards on, every table
family draws its hand (and its plays) larger than with it off, and even the largest hand still
lies inside a 1024×640 window, its raised cards included.
"""
from __future__ import annotations

import pygame
import pytest

from engine.cards import Card, Suit, full_deck
from engine.shengji.trump import TrumpContext
from scenes import theme
from scenes.blackjack import layout as blackjack_layout
from scenes.cardart import CardArt
from scenes.mahjong import layout as mahjong_layout
from scenes.settings import CARD_SIZES, Settings
from scenes.storage import Storage
from scenes.table import layout as table_layout
from scenes.table.hand_view import HandView
from scenes.trick import layout as trick_layout
from scenes.trick.hand import TrickHand
from scenes.widgets import render

SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
FOUR = {Suit.SPADES: theme.SUIT_INK_FOUR["S"], Suit.HEARTS: theme.SUIT_INK_FOUR["H"],
        Suit.CLUBS: theme.SUIT_INK_FOUR["C"], Suit.DIAMONDS: theme.SUIT_INK_FOUR["D"]}
SMALL = (1024, 640)


@pytest.fixture
def look():
    """Set a Look for one test and put the previous one back afterwards."""
    saved = theme.look()

    def use(**fields) -> theme.Look:
        theme.set_look(theme.Look(**fields))
        return theme.look()

    yield use
    theme.set_look(saved)


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    yield


# --- settings ---------------------------------------------------------------------------------

def test_both_settings_survive_a_restart(tmp_path):
    storage = Storage(tmp_path)
    assert Settings().card_size == "standard" and Settings().four_colour is False   # off by default
    for size in CARD_SIZES:
        Settings(card_size=size, four_colour=True).save(storage)
        loaded, notices = Settings.load(Storage(tmp_path))
        assert (loaded.card_size, loaded.four_colour, notices) == (size, True, [])


def test_bad_values_fall_back_to_the_defaults():
    loaded = Settings.from_json({"card_size": "huge", "four_colour": "yes"})
    assert (loaded.card_size, loaded.four_colour) == ("standard", False)


def test_the_app_takes_the_look_from_its_settings_and_after_a_change(app, look):
    look()
    assert theme.look() == theme.Look()
    app.settings.four_colour, app.settings.card_size = True, "large"
    app.apply_settings()
    assert theme.look() == theme.Look(four_colour=True, card_scale=theme.CARD_SCALES["large"])
    loaded, _ = Settings.load(app.storage)
    assert (loaded.four_colour, loaded.card_size) == (True, "large")


def test_the_settings_screen_offers_both_and_saves_them(app, look):
    from scenes.settings_scene import SettingsScene

    look()
    scene = SettingsScene()
    app.stack.push(scene)
    fields = [row.field for row in scene.rows]
    assert "card_size" in fields and "four_colour" in fields
    scene.choose(fields.index("four_colour"), 1)
    scene.choose(fields.index("card_size"), 2)
    assert theme.look().four_colour and theme.look().card_scale == theme.CARD_SCALES["larger"]
    loaded, _ = Settings.load(app.storage)
    assert (loaded.four_colour, loaded.card_size) == (True, "larger")
    app.draw()   # the preview of the suits draws


# --- four colours -----------------------------------------------------------------------------

def _pixels(surface: pygame.Surface) -> set[tuple[int, int, int]]:
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y)))[:3] for x in range(w) for y in range(h) if surface.get_at((x, y))[3] > 200}


def _near(colour, pixels, tolerance: int = 6) -> bool:
    return any(all(abs(a - b) <= tolerance for a, b in zip(colour, p)) for p in pixels)


@pytest.mark.parametrize("suit", SUITS)
def test_four_colours_colour_each_suit_in_the_card_art(look, suit):
    look(four_colour=True)
    assert theme.suit_colour(suit) == FOUR[suit]
    card = Card(7, suit)
    face = CardArt().face(card, 120)
    corner = face.subsurface(pygame.Rect(0, 0, 36, 90))         # the index: rank over suit
    pips = face.subsurface(pygame.Rect(36, 30, 48, 108))         # the middle of the face
    assert _near(FOUR[suit], _pixels(corner)) and _near(FOUR[suit], _pixels(pips))
    court = CardArt().face(Card(13, suit), 120)
    assert _near(FOUR[suit], _pixels(court))


def test_two_colours_are_the_default_and_four_colours_change_only_clubs_and_diamonds(look):
    look()
    art = CardArt()
    two = {suit: _pixels(art.face(Card(7, suit), 100)) for suit in SUITS}
    assert _near(theme.SUIT_INK_TWO["D"], two[Suit.DIAMONDS]) and _near(theme.SUIT_INK_TWO["C"], two[Suit.CLUBS])
    assert not _near(FOUR[Suit.DIAMONDS], two[Suit.DIAMONDS]) and not _near(FOUR[Suit.CLUBS], two[Suit.CLUBS])
    look(four_colour=True)
    four = art.face(Card(7, Suit.CLUBS), 100)                    # the same CardArt: no stale face
    assert not _near(theme.SUIT_INK_TWO["C"], _pixels(four))
    assert theme.suit_colour(Suit.SPADES) == theme.SUIT_INK_TWO["S"]
    assert theme.suit_colour(Suit.HEARTS) == theme.SUIT_INK_TWO["H"]


def test_the_four_colours_are_far_apart_and_readable_on_face_and_felt():
    def luminance(colour):
        def channel(c):
            c /= 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
        r, g, b = colour[:3]
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)

    def contrast(a, b):
        la, lb = sorted((luminance(a), luminance(b)), reverse=True)
        return (la + 0.05) / (lb + 0.05)

    from scenes.cardart import FACE

    for letter in "SHCD":
        assert contrast(theme.SUIT_INK_FOUR[letter], FACE) >= 4.5
        assert contrast(theme.SUIT_LIGHT_FOUR[letter], theme.PANEL[:3]) >= 4.5
        assert contrast(theme.SUIT_LIGHT_FOUR[letter], theme.FELT_EDGE) >= 4.5
    inks = list(theme.SUIT_INK_FOUR.values())
    for i, a in enumerate(inks):
        for b in inks[i + 1:]:
            assert sum(abs(x - y) for x, y in zip(a, b)) >= 150     # no two suits look alike


@pytest.mark.parametrize("suit", SUITS)
def test_four_colours_colour_suit_signs_in_the_interface(look, suit):
    look(four_colour=True)
    assert theme.suit_colour(suit, on_dark=True) == theme.SUIT_LIGHT_FOUR[suit.value]
    sign = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}[suit.value]
    line = render(f"主牌：{sign}", 28, theme.TEXT)                    # a status line on the felt
    assert _near(theme.SUIT_LIGHT_FOUR[suit.value], _pixels(line), tolerance=10)
    dark = render(f"亮{sign}", 28, theme.TEXT_DARK)                    # a label on a light button
    assert _near(theme.SUIT_INK_FOUR[suit.value], _pixels(dark), tolerance=10)
    from scenes.trick.top_bar import suit_on_dark

    assert suit_on_dark(suit) == theme.SUIT_LIGHT_FOUR[suit.value]   # the trump chip's icon


def test_text_keeps_one_colour_with_two_colours(look):
    look()
    line = render("主牌：♣梅花", 28, theme.TEXT)
    assert not _near(theme.SUIT_LIGHT_FOUR["C"], _pixels(line), tolerance=40)


# --- large cards ------------------------------------------------------------------------------

SCALES = [theme.CARD_SCALES[size] for size in CARD_SIZES[1:]]


@pytest.mark.parametrize("size", [SMALL, (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("seats,max_hand", [(3, 20), (4, 27), (4, 17), (2, 17), (5, 13), (6, 14)])
def test_large_cards_are_larger_at_every_climbing_table(size, scale, seats, max_hand):
    standard = table_layout.compute(size, seats, max_hand=max_hand, card_scale=1.0)
    large = table_layout.compute(size, seats, max_hand=max_hand, card_scale=scale)
    assert large.hand_card_w > standard.hand_card_w
    assert large.play_card_w > standard.play_card_w


@pytest.mark.parametrize("size", [SMALL, (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("max_hand", [33, 25, 18, 43])
def test_large_cards_are_larger_at_the_trick_table(size, scale, max_hand):
    standard = trick_layout.compute(size, max_hand, card_scale=1.0)
    large = trick_layout.compute(size, max_hand, card_scale=scale)
    assert large.hand_card_w > standard.hand_card_w and large.play_card_w > standard.play_card_w


@pytest.mark.parametrize("size", [SMALL, (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("scale", SCALES)
def test_large_tiles_and_cards_at_mahjong_and_blackjack(size, scale):
    assert mahjong_layout.compute(size, scale).hand_w > mahjong_layout.compute(size, 1.0).hand_w
    assert (blackjack_layout.compute(size, 5, 2, card_scale=scale).card_w
            > blackjack_layout.compute(size, 5, 2, card_scale=1.0).card_w)


def test_the_layouts_follow_the_setting(look):
    look()
    plain = (table_layout.compute(SMALL, 3).hand_card_w, trick_layout.compute(SMALL, 33).hand_card_w,
             mahjong_layout.compute(SMALL).hand_w)
    look(card_scale=theme.CARD_SCALES["large"])
    large = (table_layout.compute(SMALL, 3).hand_card_w, trick_layout.compute(SMALL, 33).hand_card_w,
             mahjong_layout.compute(SMALL).hand_w)
    assert all(b > a for a, b in zip(plain, large))


def _inside(rect: pygame.Rect, size) -> bool:
    return pygame.Rect((0, 0), size).contains(rect)


@pytest.mark.parametrize("size", [SMALL, (1280, 800)])
@pytest.mark.parametrize("scale", [1.0, *SCALES])
@pytest.mark.parametrize("seats,count", [(3, 20), (4, 27)])   # 斗地主's 20 cards, 双扣's 27
def test_a_full_climbing_hand_stays_in_the_window(size, scale, seats, count):
    L = table_layout.compute(size, seats, max_hand=count, card_scale=scale)
    hand = HandView()
    hand.layout(L.hand_rect, L.hand_card_w, L.lift, L.row_offset)
    deck = full_deck(0) + full_deck(1)
    hand.set_cards(deck[:count])
    for selection in ([], hand.cards):              # lowered, and every card raised
        hand.set_selection(selection)
        assert _inside(hand.bounds(), size)
        for i in range(count):
            assert hand.visible_width(i) >= L.hand_card_w * 0.3    # every index still shows
    assert hand.bounds().bottom <= size[1] and L.bar_rect.bottom <= hand.bounds().top + L.lift


@pytest.mark.parametrize("size", [SMALL, (1280, 800)])
@pytest.mark.parametrize("scale", [1.0, *SCALES])
def test_a_full_shengji_hand_stays_in_the_window(size, scale):
    L = trick_layout.compute(size, 33, card_scale=scale)     # a 升级 dealer's 25 cards and the kitty
    hand = TrickHand()
    hand.layout(L.hand_rect, L.hand_card_w, L.lift, L.row_offset)
    hand.set_hand((full_deck(0) + full_deck(1))[::3][:33], TrumpContext(2, Suit.HEARTS))
    assert len(hand.cards) == 33
    for selection in ([], hand.cards):
        hand.set_selection(selection)
        assert _inside(hand.bounds(), size)


@pytest.mark.parametrize("size", [SMALL, (1280, 800)])
@pytest.mark.parametrize("scale", [1.0, *SCALES])
def test_a_full_mahjong_hand_stays_in_the_window(size, scale):
    L = mahjong_layout.compute(size, scale)
    rects, melds_x = mahjong_layout.hand_slots(L, 14, True, 0)
    raise_by = round(L.hand_w * 0.3)
    assert all(_inside(r.move(0, -raise_by), size) for r in rects)
    # with melds: four kongs and two tiles in hand reach no further than the screen's edge
    rects, melds_x = mahjong_layout.hand_slots(L, 3, True, 4)
    from scenes.tileart import TileArt

    meld_fw = TileArt.face_size(L.meld_w)[0]
    assert rects[0].left >= 0 and melds_x + 4 * (3 * meld_fw + round(L.meld_w * 0.25)) <= size[0]


# --- at the real tables -----------------------------------------------------------------------

def _open(app, variant: str, seats: int):
    from engine.match import Match, SeatPlayer
    from scenes.tables import table_for

    players = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(seats - 1))
    app.settings.animation = "off"
    table = table_for(Match.new(variant, None, seed=3, players=players))
    table.threaded = False
    app.stack.push(table)
    for _ in range(40):   # the deal
        app.step(1 / 20, [])
    return table


@pytest.mark.parametrize("variant,seats", [("doudizhu", 3), ("shuangkou", 4), ("shengji-2", 4),
                                           ("mj-mianyang-dingque", 4), ("blackjack", 4)])
def test_each_table_draws_larger_after_the_setting_changes_and_stays_in_the_window(app, look, variant, seats):
    """The setting is changed on the settings screen opened over a table, as a player would."""
    from scenes.settings_scene import SettingsScene

    look()
    table = _open(app, variant, seats)

    def width() -> int:
        L = table.layout_
        return getattr(L, "hand_card_w", None) or getattr(L, "hand_w", None) or L.card_w

    before = width()
    scene = SettingsScene()
    app.stack.push(scene)
    scene.choose([row.field for row in scene.rows].index("card_size"), 1)
    scene.close()
    app.step(1 / 20, [])
    assert width() > before
    hand = getattr(table, "hand", None)
    if hand is not None and hand.cards:
        hand.set_selection(hand.cards)
        assert _inside(hand.bounds(), app.size)
    if variant.startswith("mj"):
        from scenes.mahjong.painter import own_rects

        rects = own_rects(table.picture())
        assert rects and all(_inside(r, app.size) for r in rects)
