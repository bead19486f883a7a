"""升级 card order and units: shengji.md § Card order and § Units, every example."""
import pytest

from engine.shengji.units import decompose, unit_of
from tests.engine.shengji_helpers import cards, ctx


def kind(text, level, trump, decks=2, twos=False):
    unit = unit_of(cards(text), ctx(level, trump, twos), decks)
    return None if unit is None else unit.kind


def test_trumps_are_jokers_level_cards_and_the_trump_suit():
    c = ctx(10, "H")
    assert all(c.is_trump(x) for x in cards("BJ RJ S10 C10 H10 H2 HA"))
    assert not any(c.is_trump(x) for x in cards("SA C9 D2"))
    assert c.suit_class[cards("SA")[0]] == "S"


def test_trump_order_high_to_low():
    c = ctx(10, "H")
    ordered = cards("RJ BJ H10 S10 HA HK H2")
    orders = [c.order[x] for x in ordered]
    assert orders == sorted(orders, reverse=True)
    assert len(set(orders)) == len(orders)


def test_off_suit_level_cards_are_equal():
    c = ctx(10, "H")
    s10, c10, d10 = cards("S10 C10 D10")
    assert c.same_strength(s10, c10) and c.same_strength(c10, d10)
    assert c.order[cards("H10")[0]] == c.order[s10] + 1


def test_side_suit_skips_the_level_rank():
    c = ctx(10, "H")
    sj, s9 = cards("SJ S9")
    assert c.adjacent(sj, s9)


def test_twos_always_trump_order():
    c = ctx(10, "H", twos=True)
    order = [c.order[x] for x in cards("RJ BJ H10 S10 H2 S2 HA H3")]
    assert order[3] > order[4] > order[5] > order[6] > order[7]
    assert c.order[cards("S2")[0]] == c.order[cards("C2")[0]]
    assert c.is_trump(cards("D2")[0])
    assert c.adjacent(cards("S2")[0], cards("HA")[0])
    # side suits then run A … 3
    assert c.adjacent(cards("S4")[0], cards("S3")[0]) and not c.is_trump(cards("S3")[0])


def test_no_trump_has_jokers_and_level_cards_only():
    c = ctx(7, None)
    assert c.is_trump(cards("S7")[0]) and c.is_trump(cards("BJ")[0])
    assert not c.is_trump(cards("SA")[0])
    assert c.same_strength(*cards("S7 H7"))
    assert c.adjacent(cards("BJ")[0], cards("D7")[0])


def test_sort_hand_puts_trumps_last():
    c = ctx(10, "H")
    hand = c.sort_hand(cards("RJ S3 H4 SA D5"))
    assert [x.code() for x in hand] == ["S3", "SA", "D5", "H4", "RJ"]


# --- tractors (level 10, trump ♠ for the trump examples) ----------------------------------


@pytest.mark.parametrize("text", ["HK HK HQ HQ", "HJ HJ H9 H9", "H5 H5 H4 H4 H3 H3",
                                  "BJ BJ S10 S10", "S10 S10 H10 H10", "H10 H10 SA SA"])
def test_tractor_examples(text):
    assert kind(text, 10, "S") == "tractor"


@pytest.mark.parametrize("text", ["H10 H10 C10 C10", "H5 H5 H3 H3", "HJ HJ H10 H10", "HA HA H2 H2"])
def test_not_tractor_examples(text):
    assert kind(text, 10, "S") is None


def test_pair_needs_identical_cards():
    assert kind("H9 H9", 10, "S") == "pair"
    assert kind("H10 C10", 10, "S") is None  # equal strength, not identical: two singles
    assert kind("BJ RJ", 10, "S") is None


def test_tractor_with_twos_trump_follows_the_order():
    # trump A, then 副2, then 主2: 副2副2+主A主A is a tractor, 主2主2+主A主A is not
    assert kind("H2 H2 SA SA", 10, "S", twos=True) == "tractor"
    assert kind("S2 S2 H2 H2", 10, "S", twos=True) == "tractor"
    assert kind("S2 S2 SA SA", 10, "S", twos=True) is None


# --- three decks: triples and titanics at level 5 (trump ♠) ------------------------------------


@pytest.mark.parametrize("text", ["H3 H3 H3 H4 H4 H4", "H4 H4 H4 H6 H6 H6", "H5 H5 H5 S5 S5 S5",
                                  "BJ BJ BJ RJ RJ RJ", "SA SA SA H5 H5 H5", "S5 S5 S5 BJ BJ BJ"])
def test_titanic_examples(text):
    assert kind(text, 5, "S", decks=3) == "titanic"


def test_not_titanic_555666_at_level_5():
    assert kind("H5 H5 H5 H6 H6 H6", 5, "S", decks=3) is None


def test_not_titanic_two_side_suit_level_triples_in_no_trump():
    assert kind("H5 H5 H5 C5 C5 C5", 5, None, decks=3) is None
    units = decompose(cards("H5 H5 H5 C5 C5 C5"), ctx(5, None), 3)
    assert [u.kind for u in units] == ["triple", "triple"]


def test_three_adjacent_triples_are_a_titanic_and_a_triple():
    units = decompose(cards("H8 H8 H8 H7 H7 H7 H6 H6 H6"), ctx(5, "S"), 3)
    assert [u.kind for u in units] == ["titanic", "triple"]


def test_triple_is_a_unit_only_with_three_decks():
    assert kind("H8 H8 H8", 5, "S", decks=3) == "triple"


def test_decompose_a_throw_largest_first():
    units = decompose(cards("H9 H8 H8 H4 H4"), ctx(2, "S"), 2)
    assert [(u.kind, u.cards[0].rank) for u in units] == [("pair", 8), ("pair", 4), ("single", 9)]
    units = decompose(cards("HA HK H5 H5 H4 H4"), ctx(10, "S"), 2)
    assert [u.kind for u in units] == ["tractor", "single", "single"]
