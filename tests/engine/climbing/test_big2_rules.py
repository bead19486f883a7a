"""锄大地 rules core (engine/climbing/variants/big2_cards.py) against rules/climbing.md § big2.

Cards are written as codes: ``"D3 C3 HA S2 ST"`` (suit S/H/C/D, rank 2..9 T J Q K A).
"""
import random
from itertools import combinations

import pytest

from engine.cards import Card, Suit
from engine.climbing.combos import Combo
from engine.climbing.variants.big2_cards import (
    CARD_OF_INDEX, DIAMOND_THREE, FIVE_CARD_LADDER, FLUSH, FOUR_ONE, FULL_HOUSE, KIND_ORDER,
    MOVES, SPADE_TWO, STRAIGHT_FLUSH, Big2Moves, PointLine, beats, card_factor, card_index,
    card_points, cards_of, classify, indices, pack, point_line, score_hand, score_hands, strength,
)
from engine.climbing.tables import PAIR, SINGLE, STRAIGHT, TRIPLE


def hand(text: str) -> int:
    return pack(Card.from_code(code) for code in text.split())


def combo_of(text: str):
    found = classify(hand(text))
    assert found is not None, text
    return found


def kind(text: str):
    found = classify(hand(text))
    return None if found is None else found.kind


def top(text: str) -> int:
    """Card index of one card, for expected keys."""
    return card_index(Card.from_code(text))


def random_hand(rng: random.Random, size: int = 13) -> int:
    return sum(1 << i for i in rng.sample(range(52), size))


# --- encoding -----------------------------------------------------------------------------------


def test_diamond_three_is_bit_zero_and_spade_two_bit_51():
    """"Suit order ♦ < ♣ < ♥ < ♠ … fits ♦3 being the lowest card"; rank order 3 < … < A < 2."""
    assert card_index(Card.from_code("D3")) == 0 and hand("D3") == DIAMOND_THREE == 1
    assert card_index(Card.from_code("S2")) == 51 and hand("S2") == SPADE_TWO == 1 << 51
    assert card_index(Card.from_code("C3")) == 1 and card_index(Card.from_code("D4")) == 4
    assert card_index(Card.from_code("SA")) == 47 and card_index(Card.from_code("D2")) == 48


def test_card_of_index_round_trips_every_card():
    assert len(CARD_OF_INDEX) == 52 and len(set(CARD_OF_INDEX)) == 52
    for i, card in enumerate(CARD_OF_INDEX):
        assert card.deck == 0 and not card.is_joker
        assert card_index(card) == i


def test_cards_of_returns_the_engine_card_order():
    mask = hand("S2 D3 HA CT C3")
    cards = cards_of(mask)
    assert cards == tuple(sorted(cards)) and pack(cards) == mask
    assert {c.code() for c in cards} == {"S2", "D3", "HA", "CT", "C3"}
    assert cards_of(0) == ()


def test_pack_refuses_jokers_and_duplicates():
    with pytest.raises(ValueError):
        pack([Card.from_code("BJ")])
    with pytest.raises(ValueError):
        pack([Card.from_code("D3"), Card.from_code("D3")])


def test_indices_lists_set_bits_ascending():
    assert indices(hand("S2 D3 C3")) == [0, 1, 51]


# --- kinds --------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("D3", SINGLE), ("S2", SINGLE),
    ("D5 S5", PAIR), ("H2 S2", PAIR),
    ("D7 C7 S7", TRIPLE),
    ("D3 C4 H5 S6 D7", STRAIGHT), ("DT CJ HQ SK DA", STRAIGHT),
    ("DA C2 H3 S4 D5", STRAIGHT), ("D2 C3 H4 S5 D6", STRAIGHT),
    ("H3 H7 H9 HJ H2", FLUSH),
    ("D8 C8 S8 D4 H4", FULL_HOUSE), ("D2 C2 H2 SA HA", FULL_HOUSE),
    ("D9 C9 H9 S9 D3", FOUR_ONE), ("D3 C3 H3 S3 S2", FOUR_ONE),
    ("S3 S4 S5 S6 S7", STRAIGHT_FLUSH), ("CA C2 C3 C4 C5", STRAIGHT_FLUSH),
    ("HT HJ HQ HK HA", STRAIGHT_FLUSH), ("D2 D3 D4 D5 D6", STRAIGHT_FLUSH),
])
def test_every_kind_is_recognised(text, expected):
    """"single; pair; triple; five-card hands: 杂顺 straight < 同花五 flush < 三个带一对 full
    house < 四个带单张 four + one < 同花顺 straight flush"."""
    assert kind(text) == expected


@pytest.mark.parametrize("text", [
    "DJ CQ HK SA D2",  # JQKA2
    "DQ CK HA S2 D3",  # QKA23
    "DK CA H2 S3 D4",  # KA234
    "SJ SQ SK SA S2",  # JQKA2 of one suit is a flush, never a straight flush (see below)
])
def test_a_and_2_never_in_the_middle_of_a_straight(text):
    """"A is high (10JQKA) or low (A2345) but never in the middle; 2 may only appear low
    (A2345, 23456). JQKA2, QKA23, KA234 are not straights.\""""
    assert kind(text) not in (STRAIGHT, STRAIGHT_FLUSH)


def test_jqka2_of_one_suit_is_just_a_flush():
    assert kind("SJ SQ SK SA S2") == FLUSH


@pytest.mark.parametrize("text", [
    "",
    "D3 C4",  # two ranks
    "D3 C3 H4",
    "D3 C3 H3 S3",  # four cards are never a combination
    "D3 C3 H4 S4",
    "D3 C4 H5 S6",
    "D3 C4 H5 S6 D8",  # gap
    "D3 C3 H3 S5 D6",  # triple + two odd cards
    "D3 C3 H5 S5 D6",  # two pairs + one
    "D3 C4 H5 S6 D7 C8",  # six cards
    "D3 C3 H3 S3 D4 C4",
])
def test_non_combinations_are_rejected(text):
    assert classify(hand(text)) is None


def test_a_straight_of_one_suit_is_a_straight_flush_only():
    """"同花顺 straight flush": never also listed as a straight or a flush."""
    mask = hand("H4 H5 H6 H7 H8 DT")
    fives = [m for m in MOVES.leads(mask) if m[1].size == 5]
    assert fives == [(hand("H4 H5 H6 H7 H8"), combo_of("H4 H5 H6 H7 H8"))]
    assert fives[0][1].kind == STRAIGHT_FLUSH


@pytest.mark.parametrize("text, top_card", [
    ("D2 C3 H4 S5 D6", "D6"),  # 23456 → the 6
    ("SA C2 H3 S4 D5", "D5"),  # A2345 → the 5 (not the 2, not the A)
    ("DT CJ HQ SK HA", "HA"),  # 10JQKA → the A
    ("C3 D4 H5 S6 C7", "C7"),
])
def test_a_straight_is_keyed_by_its_top_card(text, top_card):
    """"A straight's highest card: 23456 → the 6; A2345 → the 5; 10JQKA → the A"."""
    found = combo_of(text)
    assert found.key == top(top_card) and found.chain == 5 and found.size == 5


def test_straights_climb_from_a2345_to_10jqka():
    ladder = ["SA S2 S3 S4 D5", "S2 S3 S4 S5 D6", "S3 S4 S5 S6 D7", "S9 ST SJ SQ DK",
              "ST SJ SQ SK DA"]
    for lower, higher in zip(ladder, ladder[1:]):
        assert beats(combo_of(higher), combo_of(lower)), (higher, lower)
        assert not beats(combo_of(lower), combo_of(higher))


@pytest.mark.parametrize("text, key_card", [
    ("D8 C8 S8 D4 H4", "S8"),  # full house by its triple
    ("D3 C3 H3 S2 H2", "H3"),
    ("D9 C9 H9 S9 D3", "S9"),  # four+one by its four
    ("H3 H7 H9 HJ H2", "H2"),  # flush by its highest card
    ("D5 H5", "H5"), ("C7 H7 S7", "S7"), ("C4", "C4"),
])
def test_keys_are_the_compared_card(text, key_card):
    assert combo_of(text).key == top(key_card)


# --- comparing ----------------------------------------------------------------------------------


def test_diamond_three_is_the_lowest_single_and_spade_two_the_highest():
    """"Suit order ♦ < ♣ < ♥ < ♠ … fits ♦3 being the lowest card"."""
    low, high = combo_of("D3"), combo_of("S2")
    for i in range(1, 52):
        assert beats(classify(1 << i), low)
        assert not beats(low, classify(1 << i))
    for i in range(51):
        assert beats(high, classify(1 << i))


@pytest.mark.parametrize("higher, lower", [
    ("S5", "H5"), ("C3", "D3"), ("D4", "S3"), ("D2", "SA"),  # singles: rank, then suit
    ("D5 S5", "C5 H5"),  # "♠ pair beats ♥ pair of the same rank: its highest suit is higher"
    ("D5 S5", "H5 C5"), ("D6 C6", "H5 S5"),  # rank first
    ("D9 C9 S9", "D9 C9 H9"), ("DT CT HT", "C9 H9 S9"),  # triples alike (one deck)
])
def test_small_combinations_compare_by_rank_then_highest_suit(higher, lower):
    """"Comparing within a kind: by its highest card as a single (rank, then suit) … Pairs and
    triples: by rank, then by their highest suit"."""
    assert beats(combo_of(higher), combo_of(lower))
    assert not beats(combo_of(lower), combo_of(higher))


@pytest.mark.parametrize("higher, lower", [
    ("D3 C4 H5 S6 S7", "D3 C4 H5 S6 H7"),  # same straight ranks: the top card's suit
    ("D4 C5 H6 S7 D8", "S3 S4 S5 S6 H7"),  # higher top rank beats any suit
    ("H3 H4 H5 H7 HA", "DK DQ D9 D8 D7"),  # flushes by the highest card's rank
    ("S3 S4 S5 S7 SA", "H3 H4 H5 H7 HA"),  # … then its suit
    ("D4 C4 H4 D3 C3", "C3 H3 S3 SA HA"),  # full house by its triple, whatever the pair
    ("D4 C4 H4 S4 D3", "D3 C3 H3 S3 S2"),  # four+one by its four, whatever the single
    ("S2 S3 S4 S5 S6", "DA D2 D3 D4 D5"),  # straight flushes: 23456 over A2345
    ("DT DJ DQ DK DA", "S9 ST SJ SQ SK"),
])
def test_five_card_hands_of_one_kind_compare_by_their_key(higher, lower):
    """"A straight's highest card … Full house by its triple, four+one by its four"."""
    assert combo_of(higher).kind == combo_of(lower).kind
    assert beats(combo_of(higher), combo_of(lower))
    assert not beats(combo_of(lower), combo_of(higher))


LADDER_LOWEST = {  # the weakest hand of each kind
    STRAIGHT: "DA D2 D3 D4 C5", FLUSH: "D3 D4 D5 D6 D8", FULL_HOUSE: "D3 C3 H3 D4 C4",
    FOUR_ONE: "D3 C3 H3 S3 D4", STRAIGHT_FLUSH: "DA D2 D3 D4 D5",
}
LADDER_HIGHEST = {  # the strongest hand of each kind
    STRAIGHT: "ST SJ SQ SK HA", FLUSH: "S2 SA SK SQ ST", FULL_HOUSE: "C2 H2 S2 HA SA",
    FOUR_ONE: "D2 C2 H2 S2 SA", STRAIGHT_FLUSH: "ST SJ SQ SK SA",
}


@pytest.mark.parametrize("low_kind, high_kind", list(combinations(FIVE_CARD_LADDER, 2)))
def test_each_five_card_kind_beats_every_lower_kind(low_kind, high_kind):
    """"A five-card hand beats any lower five-card kind" — the weakest of the higher kind
    beats the strongest of the lower one."""
    weakest, strongest = combo_of(LADDER_LOWEST[high_kind]), combo_of(LADDER_HIGHEST[low_kind])
    assert (weakest.kind, strongest.kind) == (high_kind, low_kind)
    assert beats(weakest, strongest)
    assert not beats(strongest, weakest)


@pytest.mark.parametrize("new, old", [
    ("D4 C4", "D3"), ("D4", "S2 H2"), ("D4 C4 H4", "D3 C3"), ("D4 C4 H4 S4 D3", "S2"),
    ("DT DJ DQ DK DA", "D3 C3 H3"), ("D3 C3 H3", "D4 C5 H6 S7 D8"),
])
def test_only_the_same_number_of_cards_may_follow(new, old):
    """"Only the same number of cards may follow" — and there are no bombs."""
    assert not beats(combo_of(new), combo_of(old))


def test_nothing_beats_itself_and_foreign_kinds_never_compare():
    for text in ("D3", "S2", "D5 S5", "D3 C4 H5 S6 D7", "ST SJ SQ SK SA"):
        assert not beats(combo_of(text), combo_of(text))
    ddz_bomb = Combo("bomb", 3, 1, 4)
    assert not beats(ddz_bomb, combo_of("D3")) and not beats(combo_of("S2"), ddz_bomb)


def test_strength_orders_by_size_then_ladder_then_key():
    found = sorted([combo_of(t) for t in ("S2", "D3 C3", "D3 C3 H3 S3 D4", "D3 C4 H5 S6 D7", "D3")],
                   key=strength)
    assert [c.kind for c in found] == [SINGLE, SINGLE, PAIR, STRAIGHT, FOUR_ONE]


# --- scoring ------------------------------------------------------------------------------------


def test_the_seed_example():
    """"Seed example: left 5/8/0/12, nobody holding ♠2 → points 5/16/0/36 → gains 37, −7, 57,
    −87"."""
    points, gains = score_hand([5, 8, 0, 12], [False] * 4)
    assert points == (5, 16, 0, 36)
    assert gains == (37, -7, 57, -87)


@pytest.mark.parametrize("left, plain, with_spade_two", [
    (0, 0, 0), (1, 1, 1), (7, 7, 7),  # n < 8: n, and ♠2 does not double
    (8, 16, 32), (9, 18, 36),  # 8 ≤ n < 10: 2n
    (10, 30, 60), (12, 36, 72),  # 10 ≤ n < 13: 3n
    (13, 52, 104),  # n = 13: 4n
])
def test_card_points_steps_and_the_spade_two_doubling(left, plain, with_spade_two):
    """"card points = n if n < 8; 2n if 8 ≤ n < 10; 3n if 10 ≤ n < 13; 4n if n = 13; ×2 more if
    n ≥ 8 and the hand holds ♠2"."""
    assert card_points(left, False) == plain
    assert card_points(left, True) == with_spade_two


def test_point_line_explains_the_steps():
    assert point_line(13, True) == PointLine(13, 4, True, 104)
    assert point_line(7, True) == PointLine(7, 1, False, 7)
    assert point_line(9, False) == PointLine(9, 2, False, 18)
    assert [card_factor(n) for n in (7, 8, 9, 10, 12, 13)] == [1, 2, 2, 3, 3, 4]
    with pytest.raises(ValueError):
        card_factor(14)


def test_gains_sum_to_zero_and_follow_the_definition():
    """"Each player gains Σ over the other three (their points − own points)"."""
    rng = random.Random(7)
    for _ in range(200):
        left = [rng.randint(0, 13) for _ in range(4)]
        left[rng.randrange(4)] = 0
        flags = [rng.random() < 0.3 for _ in range(4)]
        points, gains = score_hand(left, flags)
        assert sum(gains) == 0
        for me in range(4):
            assert gains[me] == sum(points[o] - points[me] for o in range(4) if o != me)


def test_score_hands_reads_the_masks():
    spade_two_hand = hand("S2 D3 C3 H3 S3 D4 C4 H4 S4")  # 9 cards with ♠2 → 2·9·2
    points, gains = score_hands([0, spade_two_hand, hand("D5"), hand("C5 H5 S5 D6 C6 H6 S6 D7")])
    assert points == (0, 36, 1, 16)
    assert sum(gains) == 0 and gains[0] == 53


# --- move generator -----------------------------------------------------------------------------

SAMPLE_HANDS = [
    "D3 C3 H3 S3 D4 C5 H6 S7 D8 H8 S8 CA S2",  # a four, a full house, straights
    "H3 H5 H6 H8 H9 HJ HQ HA C4 D7 S7 CK D2",  # eight hearts: many flushes
    "DA C2 D3 C4 D5 H6 S6 D6 C7 H7 HT HJ HQ",  # low straights, A2345 and 23456
    "DT CT HJ SJ DQ CQ HK SK DA CA H2 S2 D9",  # many straights over pairs, no 10JQKA2 wrap
]


def brute_force_leads(mask):
    """Every subset of 1, 2, 3 or 5 cards that is a combination."""
    cards = indices(mask)
    found = {}
    for size in (1, 2, 3, 5):
        for chosen in combinations(cards, size):
            sub = sum(1 << i for i in chosen)
            c = classify(sub)
            if c is not None:
                found[sub] = c
    return found


def sample_masks():
    rng = random.Random(2024)
    return [hand(t) for t in SAMPLE_HANDS] + [random_hand(rng) for _ in range(6)]


@pytest.mark.parametrize("mask", sample_masks())
def test_leads_equal_the_brute_force_list(mask):
    """Every listed lead classifies to its combo, no card set twice, nothing missing."""
    moves = Big2Moves().leads(mask)
    as_dict = dict(moves)
    assert len(as_dict) == len(moves)
    assert as_dict == brute_force_leads(mask)
    for move_mask, found in moves:
        assert move_mask & mask == move_mask
        assert classify(move_mask) is found


@pytest.mark.parametrize("mask", sample_masks())
def test_leads_are_sorted_by_size_kind_key_mask(mask):
    moves = MOVES.leads(mask)
    order = [(c.size, KIND_ORDER.index(c.kind), c.key, m) for m, c in moves]
    assert order == sorted(order)


#: a large hand whose leads include every kind, to draw leads from
LEAD_SOURCE = hand("D3 C3 H3 S3 D4 C4 H5 D6 D7 C8 D8 H8 S9 ST SJ SQ SK HA SA D2 H2")


@pytest.mark.parametrize("mask", sample_masks())
def test_responses_are_exactly_the_beating_plays(mask):
    """Every response beats the lead, and none is missing (brute-force filter)."""
    rng = random.Random(mask)
    drawn = rng.sample(MOVES.leads(LEAD_SOURCE), 60)
    leads = [found for _, found in drawn] + [combo_of(text) for text in LADDER_HIGHEST.values()]
    assert {found.kind for found in leads} == set(KIND_ORDER)
    candidates = brute_force_leads(mask)
    for lead in leads:
        answers = MOVES.responses(mask, lead)
        assert all(beats(found, lead) for _, found in answers)
        assert set(answers) == {(m, c) for m, c in candidates.items() if beats(c, lead)}
        assert list(answers) == [m for m in MOVES.leads(mask) if beats(m[1], lead)]


def test_responses_accept_an_equal_lead_made_elsewhere():
    mask = hand(SAMPLE_HANDS[0])
    interned = combo_of("D4")
    fresh = Combo(interned.kind, interned.key, interned.chain, interned.size)
    assert fresh is not interned
    assert MOVES.responses(mask, fresh) == MOVES.responses(mask, interned)
    assert MOVES.responses(mask, Combo("bomb", 3, 1, 4)) == ()


def test_move_lists_are_cached_and_bounded():
    moves = Big2Moves(cache_limit=3)
    mask = hand(SAMPLE_HANDS[1])
    assert moves.leads(mask) is moves.leads(mask)
    lead = combo_of("D3")
    assert moves.responses(mask, lead) is moves.responses(mask, lead)
    rng = random.Random(5)
    for _ in range(20):
        moves.leads(random_hand(rng))
        moves.responses(random_hand(rng), lead)
    assert len(moves._leads) <= 3 and moves._answer_count <= 3


def test_playing_a_move_is_subtracting_its_mask():
    mask = hand(SAMPLE_HANDS[0])
    move_mask, found = MOVES.leads(mask)[-1]
    rest = mask - move_mask
    assert rest.bit_count() == mask.bit_count() - found.size and rest & move_mask == 0


def test_the_diamond_three_opening_can_be_filtered_from_the_leads():
    """"The first hand of a match: the holder of ♦3 leads and the lead must contain ♦3"."""
    mask = hand(SAMPLE_HANDS[0])
    opening = [m for m in MOVES.leads(mask) if m[0] & DIAMOND_THREE]
    assert opening and all(m[0] & DIAMOND_THREE for m in opening)
    assert {c.kind for _, c in opening} == {SINGLE, PAIR, TRIPLE, STRAIGHT, FULL_HOUSE, FOUR_ONE}


@pytest.mark.parametrize("seed", range(3))
def test_random_hands_of_other_sizes_match_brute_force(seed):
    rng = random.Random(seed)
    for size in (1, 4, 7, 16):
        mask = random_hand(rng, size)
        assert dict(Big2Moves().leads(mask)) == brute_force_leads(mask)


def test_suits_and_cards_of_match_the_rules_order():
    suits = [Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES]
    assert [c.suit for c in CARD_OF_INDEX[:4]] == suits
    assert [c.rank for c in CARD_OF_INDEX[::4]] == [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 2]
