"""升级 leading and following: the throw check and the following ladder (shengji.md § Play)."""
import itertools
import random

import pytest

from engine.errors import RuleError
from engine.shengji.follow import (beatable_units, check_follow, follows_legally, forced_unit,
                                   legal_follows, legal_leads, read_lead)
from engine.shengji.trump import FACE, ALL_CARDS
from tests.engine.shengji_helpers import Table, cards, ctx

C2 = ctx(2, "S")  # level 2, trump ♠: hearts are a plain side suit


def refusal(play, hand, lead_text, c=C2, decks=2):
    table = Table()
    lead = read_lead(table.cards(lead_text), c, decks)
    hand_cards = table.cards(hand)
    chosen = _pick(hand_cards, play)
    try:
        check_follow(chosen, hand_cards, lead, c)
    except RuleError as exc:
        return exc.reason, dict(exc.params)
    return None


def _pick(hand_cards, play_text):
    """The cards of ``hand_cards`` named by ``play_text`` (codes, repeats take the next copy)."""
    pool = list(hand_cards)
    chosen = []
    for token in play_text.split():
        code = cards(token)[0]
        for card in pool:
            if card.rank == code.rank and card.suit == code.suit:
                pool.remove(card)
                chosen.append(card)
                break
        else:
            raise AssertionError(f"{token} not in hand")
    return tuple(chosen)


# --- the throw check (000: leading 98844) -----------------------------------------------------


@pytest.mark.parametrize("other, forced", [("HJ", "H9"), ("HQ HQ", "H4 H4"), ("H5 H5", "H4 H4")])
def test_throw_98844_forced_unit(other, forced):
    table = Table()
    lead = read_lead(table.cards("H9 H8 H8 H4 H4"), C2, 2)
    beaten = beatable_units(lead, [table.cards(other), table.cards("D3"), table.cards("C3")], C2)
    assert beaten
    assert sorted(c.code().split("#")[0] for c in forced_unit(beaten).cards) == sorted(forced.split())


def test_throw_98844_against_qq_all_three_units_can_be_beaten():
    table = Table()
    lead = read_lead(table.cards("H9 H8 H8 H4 H4"), C2, 2)
    beaten = beatable_units(lead, [table.cards("HQ HQ")], C2)
    assert len(beaten) == 3


def test_throw_stands_when_nobody_can_beat_a_unit():
    table = Table()
    lead = read_lead(table.cards("HA HK HK"), C2, 2)
    assert beatable_units(lead, [table.cards("HQ HQ HJ"), table.cards("SA SA"), ()], C2) == []


def test_throw_single_beaten_by_one_card_of_a_pair():
    table = Table()
    lead = read_lead(table.cards("HK HQ HQ"), C2, 2)
    beaten = beatable_units(lead, [table.cards("HA HA")], C2)
    assert [u.kind for u in beaten] == ["pair", "single"]
    forced = forced_unit(beaten)
    assert forced.kind == "pair" and forced.cards[0].rank == 12  # QQ ranks below the K


def test_lead_must_be_one_suit_class():
    with pytest.raises(RuleError) as err:
        read_lead(cards("HA SA"), C2, 2)
    assert err.value.reason == "lead_mixed_suits"
    assert read_lead(cards("S3 BJ H2"), C2, 2).suit_class == "T"  # trump class spans suits


# --- following, two decks: every lead shape --------------------------------------------------


def test_single_must_follow_suit():
    assert refusal("S3", "H3 S3", "HA") == ("must_follow_suit", {"suit": "H"})
    assert refusal("H3", "H3 S3", "HA") is None
    assert refusal("S3", "D3 S3", "HA") is None  # void: anything


def test_wrong_count():
    assert refusal("H3 H4", "H3 H4", "HA")[0] == "wrong_count"


def test_pair_led_must_pair():
    assert refusal("H3 H4", "H3 H4 H9 H9", "HA HA") == ("must_follow_pairs", {"suit": "H"})
    assert refusal("H9 H9", "H3 H4 H9 H9", "HA HA") is None
    assert refusal("H3 H4", "H3 H4 H9", "HA HA") is None


def test_pair_led_one_card_left_plays_it_and_any_other():
    assert refusal("H3 S9", "H3 S9 S9", "HA HA") is None
    assert refusal("S9 S9", "H3 S9 S9", "HA HA") == ("must_follow_suit", {"suit": "H"})


def test_pair_led_trump_pairs_inside_trump_class():
    # trump led: jokers, level cards and ♠ are one class
    assert refusal("S3 S4", "S3 S4 BJ BJ", "SA SA") == ("must_follow_pairs", {"suit": "trump"})
    assert refusal("BJ BJ", "S3 S4 BJ BJ", "SA SA") is None


def test_tractor_led_must_tractor():
    hand = "H9 H9 H8 H8 HK HK H3 H4"
    assert refusal("HK HK H9 H9", hand, "H6 H6 H5 H5") == ("must_follow_tractor", {"suit": "H"})
    assert refusal("H9 H9 H8 H8", hand, "H6 H6 H5 H5") is None


def test_tractor_led_without_tractor_plays_pairs():
    hand = "HK HK H9 H9 H3 H4 H6"
    assert refusal("HK HK H3 H4", hand, "H8 H8 H7 H7") == ("must_follow_pairs", {"suit": "H"})
    assert refusal("HK HK H9 H9", hand, "H8 H8 H7 H7") is None


def test_tractor_led_one_pair_then_singles():
    hand = "HK HK H9 H3 H4 H6"
    assert refusal("H9 H3 H4 H6", hand, "H8 H8 H7 H7") == ("must_follow_pairs", {"suit": "H"})
    assert refusal("HK HK H3 H4", hand, "H8 H8 H7 H7") is None


def test_tractor_led_no_pairs_any_cards_of_suit():
    assert refusal("H9 H3 H4 H6", "HK H9 H3 H4 H6", "H8 H8 H7 H7") is None


def test_long_tractor_led_shorter_tractor_then_pair():
    # lead 3-pair tractor; hand holds a 2-pair tractor and a separate pair
    hand = "HK HK HQ HQ H9 H9 H3 H4"
    lead = "H8 H8 H7 H7 H6 H6"
    assert refusal("HK HK HQ HQ H3 H4", hand, lead) == ("must_follow_pairs", {"suit": "H"})
    assert refusal("HQ HQ H9 H9 H3 H4", hand, lead) == ("must_follow_tractor", {"suit": "H"})
    assert refusal("HK HK HQ HQ H9 H9", hand, lead) is None


def test_tractor_of_same_length_part_of_a_longer_one():
    hand = "HK HK HQ HQ HJ HJ H3"
    assert refusal("HK HK HQ HQ", hand, "H8 H8 H7 H7") is None
    assert refusal("HQ HQ HJ HJ", hand, "H8 H8 H7 H7") is None
    assert refusal("HK HK HJ HJ", hand, "H8 H8 H7 H7") == ("must_follow_tractor", {"suit": "H"})


def test_throw_led_unit_by_unit():
    # lead: pair + single; follower with a pair must show it
    hand = "HQ HQ H3 H4"
    assert refusal("H3 H4 HQ", hand, "HA HA HK") == ("must_follow_pairs", {"suit": "H"})
    assert refusal("HQ HQ H3", hand, "HA HA HK") is None


def test_void_follower_may_ruff_or_discard_anything():
    assert refusal("S3 D4", "S3 D4 C5", "HA HA") is None


# --- following, three decks: the seed's fallback orders -------------------------------------------


TITANIC = "H9 H9 H9 H8 H8 H8"


@pytest.mark.parametrize("hand, good, bad, reason", [
    ("H5 H5 H5 H4 H4 H4 HA HK", "H5 H5 H5 H4 H4 H4", "H5 H5 H5 HA HK H4", "must_follow_titanic"),
    ("HK HK HK H5 H5 H5 HA H3", "HK HK HK H5 H5 H5", "HK HK HK HA H3 H5", "must_follow_triple"),
    ("HK HK HQ HQ H5 H5 H5 H3", "HK HK HQ HQ H5 H3", "H5 H5 H5 HK HK H3", "must_follow_tractor"),
    ("H5 H5 H5 HK HK HA H3 H7", "H5 H5 H5 HK HK HA", "H5 H5 H5 HA H3 H7", "must_follow_pairs"),
    ("H5 H5 H5 HA H3 H7 HJ HQ", "H5 H5 H5 HA H3 H7", "HA H3 H7 HJ HQ H5", "must_follow_triple"),
    ("HK HK H5 H5 HA H3 H7 HJ", "HK HK H5 H5 HA H3", "HK HK HA H3 H7 HJ", "must_follow_pairs"),
    ("HK HK HA H3 H7 HJ HQ", "HK HK HA H3 H7 HJ", "HA H3 H7 HJ HQ HK", "must_follow_pairs"),
])
def test_titanic_led_fallback_order(hand, good, bad, reason):
    assert refusal(good, hand, TITANIC, C2, 3) is None
    assert refusal(bad, hand, TITANIC, C2, 3) == (reason, {"suit": "H"})


def test_titanic_led_six_singles_when_nothing_else():
    assert refusal("HA HK HQ HJ H3 H4", "HA HK HQ HJ H3 H4 H6", TITANIC, C2, 3) is None


def test_titanic_ladder_prefers_tractor_over_triple_and_pair():
    # triple + pair available AND a tractor: the tractor rung comes first
    hand = "HK HK HQ HQ H5 H5 H5 H7 H7"
    assert refusal("H5 H5 H5 H7 H7 HK", hand, TITANIC, C2, 3)[0] == "must_follow_tractor"


@pytest.mark.parametrize("hand, good, bad, reason", [
    ("H5 H5 H5 HA HK", "H5 H5 H5", "H5 H5 HA", "must_follow_triple"),
    ("H5 H5 HA HK", "H5 H5 HA", "HA HK H5", "must_follow_pairs"),
])
def test_triple_led_fallback_order(hand, good, bad, reason):
    assert refusal(good, hand, "H9 H9 H9", C2, 3) is None
    assert refusal(bad, hand, "H9 H9 H9", C2, 3) == (reason, {"suit": "H"})


def test_triple_led_three_singles():
    assert refusal("HA HK HQ", "HA HK HQ HJ", "H9 H9 H9", C2, 3) is None


def test_pair_led_three_decks_pair_taken_from_a_triple():
    assert refusal("HA HK", "H6 H6 H6 HA HK", "H9 H9", C2, 3) == ("must_follow_pairs", {"suit": "H"})
    assert refusal("H6 H6", "H6 H6 H6 HA HK", "H9 H9", C2, 3) is None


# --- generators ---------------------------------------------------------------------------------


def _brute(hand, lead, c):
    found = set()
    for combo in itertools.combinations(hand, lead.size):
        key = tuple(sorted(FACE[x] for x in combo))
        if key not in found and follows_legally(combo, hand, lead, c):
            found.add(key)
    return found


@pytest.mark.parametrize("lead_text", ["H9", "H9 H9", "H9 H9 H8 H8", "HA HA HK", "H9 H9 H8 H8 H7 H7",
                                       "S6 S6", "BJ"])
def test_generated_follows_are_exactly_the_legal_ones(lead_text):
    rng = random.Random(hash(lead_text) % 1000)
    deck = [x for x in ALL_CARDS if x.deck < 2]
    for _ in range(25):
        table_cards = rng.sample(deck, 60)
        lead_cards = read_lead(cards(lead_text), C2, 2)
        hand = [x for x in table_cards if x not in lead_cards.cards][:11]
        mine = legal_follows(hand, lead_cards, C2)
        keys = [tuple(sorted(FACE[x] for x in play)) for play in mine]
        assert len(keys) == len(set(keys))
        assert set(keys) == _brute(hand, lead_cards, C2)


def test_legal_leads_are_valid_leads():
    rng = random.Random(3)
    deck = [x for x in ALL_CARDS if x.deck < 2]
    for _ in range(30):
        hand = rng.sample(deck, 25)
        for lead in legal_leads(hand, C2, 2):
            assert set(lead) <= set(hand)
            read_lead(lead, C2, 2)


C10 = ctx(10, "S")


@pytest.mark.parametrize("lead_text", ["S9 S9", "S9 S9 S8 S8", "H10 H10 SA SA", "BJ BJ S10 S10"])
def test_generated_trump_follows_with_equal_level_cards(lead_text):
    """Trump class at level 10: off-suit 10s are equal but only identical cards pair."""
    rng = random.Random(len(lead_text))
    deck = [x for x in ALL_CARDS if x.deck < 2]
    lead_cards = read_lead(cards(lead_text), C10, 2)
    trumps = [x for x in deck if C10.is_trump(x) and x not in lead_cards.cards]
    for _ in range(25):
        hand = rng.sample(trumps, 8) + rng.sample([x for x in deck if not C10.is_trump(x)], 3)
        keys = [tuple(sorted(FACE[x] for x in p)) for p in legal_follows(hand, lead_cards, C10)]
        assert set(keys) == _brute(hand, lead_cards, C10) and len(keys) == len(set(keys))


@pytest.mark.parametrize("lead_text", ["H9 H9 H9", "H9 H9 H9 H8 H8 H8", "H9 H9 H8 H8", "H9 H9"])
def test_generated_follows_three_decks(lead_text):
    rng = random.Random(len(lead_text) + 3)
    hearts = [x for x in ALL_CARDS if x.suit.value == "H" and x.rank not in (2, 8, 9)]
    lead_cards = read_lead(cards(lead_text), C2, 3)
    for _ in range(15):
        hand = rng.sample(hearts, 10)
        keys = [tuple(sorted(FACE[x] for x in p)) for p in legal_follows(hand, lead_cards, C2)]
        assert set(keys) == _brute(hand, lead_cards, C2) and len(keys) == len(set(keys))


def test_off_suit_level_pairs_are_not_a_tractor_to_follow():
    # trump tractor led; the hand's two pairs of different off-suit 10s are no tractor
    assert refusal("H10 H10 C10 C10", "H10 H10 C10 C10 S3 S5", "S9 S9 S8 S8", C10) is None
    # but 主10主10 + 副10副10 is, and must be shown
    hand = "S10 S10 H10 H10 S3 S3"
    assert refusal("H10 H10 S3 S3", hand, "S9 S9 S8 S8", C10) == ("must_follow_tractor", {"suit": "trump"})


def test_three_deck_throw_with_triple_fails_to_the_triple():
    table = Table()
    lead = read_lead(table.cards("HA H7 H7 H7"), C2, 3)
    beaten = beatable_units(lead, [table.cards("HQ HQ HQ")], C2)
    assert [u.kind for u in beaten] == ["triple"]
    assert forced_unit(beaten).kind == "triple"
