"""升级 trick winner, ruffing, over-ruffing, points and 抠底 (shengji.md § Play, § Points)."""
import pytest

from engine.shengji.follow import read_lead
from engine.shengji.trick import card_points, kitty_multiplier, play_strength, trick_winner
from engine.shengji.units import decompose
from tests.engine.shengji_helpers import Table, cards, ctx

C10 = ctx(10, "S")  # level 10, trump ♠ (the 000 examples need 9 8 7 2 as plain trump ranks)


def winner(lead_text, *others, c=C10, decks=2):
    table = Table()
    plays = [(0, table.cards(lead_text))] + [(i + 1, table.cards(t)) for i, t in enumerate(others)]
    lead = read_lead(plays[0][1], c, decks)
    return trick_winner(plays, lead, c)


def test_ruff_998872_covers_ak5544():
    assert winner("HA HK H5 H5 H4 H4", "S9 S9 S8 S8 S7 S2", "H3 H6 H7 H8 H9 HJ", "D3 D4 D5 D6 D7 D8") == 1


def test_ruff_998872_does_not_cover_aa5544():
    assert winner("HA HA H5 H5 H4 H4", "S9 S9 S8 S8 S7 S2", "D3 D4 D5 D6 D7 D8", "C3 C4 C5 C6 C7 C8") == 0


def test_overruff_884_beats_977_on_544():
    assert winner("H5 H4 H4", "S9 S7 S7", "S8 S8 S4", "D3 D4 D6") == 2


def test_977_holds_against_884_on_567():
    assert winner("H5 H6 H7", "S9 S7 S7", "S8 S8 S4", "D3 D4 D6") == 1


def test_single_trump_beats_side_ace():
    assert winner("HA", "S3", "HK", "D3") == 1


def test_higher_follow_in_suit_wins():
    assert winner("H9", "HK", "HA", "H3") == 2


def test_equal_cards_first_played_wins():
    # off-suit level cards are equal: the first one played stands
    assert winner("SA", "H10", "C10", "D10") == 1


def test_discard_wins_nothing():
    assert winner("H9 H9", "D3 D4", "HQ HK", "C2 C2") == 0


def test_pair_beats_pair_but_two_singles_do_not():
    assert winner("H9 H9", "HQ HQ", "HA HK", "H3 H4") == 1


def test_tractor_needs_tractor_to_win():
    assert winner("H9 H9 H8 H8", "HA HA HK HK", "S3 S3 S5 S5", "D3 D3 D4 D4") == 1
    assert winner("H9 H9 H8 H8", "HA HA HQ HQ", "S3 S3 S6 S6", "D3 D3 D4 D4") == 0


def test_ruffed_tractor_overruffed_by_higher_tractor():
    assert winner("H9 H9 H8 H8", "S3 S3 S4 S4", "S6 S6 S5 S5", "D3 D3 D4 D4") == 2


def test_trump_lead_compared_in_trump_class():
    assert winner("S3", "BJ", "RJ", "S10") == 2
    assert winner("S10", "H10", "SA", "C10") == 0


def test_play_strength_none_for_mixed_play():
    table = Table()
    lead = read_lead(table.cards("H9"), C10, 2)
    assert play_strength(table.cards("S3"), lead, C10) == (1, C10.order[cards("S3")[0]])
    assert play_strength(table.cards("D3"), lead, C10) is None


def test_points_are_fives_tens_and_kings():
    assert card_points(cards("H5 S10 DK HQ BJ C2")) == 25
    two_decks = [c for d in range(2) for c in __import__("engine.cards", fromlist=["full_deck"]).full_deck(d)]
    assert card_points(two_decks) == 200


@pytest.mark.parametrize("play, double, literal", [
    ("HA", 2, 1), ("HA HA", 4, 2), ("HA HA HK HK", 8, 4), ("HA HA HK HK HQ HQ", 16, 8),
    ("HA HA H9 H9", 8, 4),  # two separate pairs: 2N
])
def test_kitty_multiplier(play, double, literal):
    units = decompose(cards(play), C10, 2)
    assert kitty_multiplier(units, "double") == double
    assert kitty_multiplier(units, "literal") == literal


def test_kitty_multiplier_three_decks_triple_as_pair_titanic_as_tractor():
    c = ctx(2, "S")
    assert kitty_multiplier(decompose(cards("HA HA HA"), c, 3), "double") == 4
    assert kitty_multiplier(decompose(cards("HA HA HA HK HK HK"), c, 3), "double") == 8
