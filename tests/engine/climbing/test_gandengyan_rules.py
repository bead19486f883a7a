"""干瞪眼 rules core (engine/climbing/variants/gandengyan_moves.py, gandengyan_score.py) against
``shared/rules/climbing.md`` § 干瞪眼. Each test quotes the line it checks.

Cards are written as codes (``"S3 H3 DT CA S2 BJ RJ"``: suit S/H/C/D, rank 2..9 T J Q K A;
BJ 小王, RJ 大王); a Combo is built from ranks as players write them.
"""
import random

import pytest

from engine.cards import Card, full_deck
from engine.climbing.combos import combo
from engine.climbing.tables import BOMB, PAIR, PAIR_STRAIGHT, SINGLE, STRAIGHT
from engine.climbing.variants.gandengyan_moves import (
    GANDENGYAN_ORDER, GANDENGYAN_TABLE, JOKER, MOVES, TOP, TWO, answer_moves, beats,
    bomb_doublings, classify, joker_count, lead_moves, moves_holding, read_play, reading_of,
    readings_of, virtual_of,
)
from engine.climbing.variants.gandengyan_score import ScoreRules, card_value, score_hand

PACK = GANDENGYAN_ORDER.pack
LABEL = {"T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}


def of(text):
    return tuple(Card.from_code(code) for code in text.split())


def hand(text):
    return PACK(of(text))


def rank(label: str) -> int:
    """Natural rank of a label: "3" … "10"/"T", "J" … "A", "2"."""
    return LABEL.get(label) or int(label)


def index(label: str) -> int:
    return GANDENGYAN_ORDER.index(rank(label))


def single(label):
    return combo(SINGLE, index(label), 1, 1)


def pair(label):
    return combo(PAIR, index(label), 1, 2)


def straight(low, top, unit=1):
    lo, hi = index(low), index(top)
    kind = STRAIGHT if unit == 1 else PAIR_STRAIGHT
    return combo(kind, hi, hi - lo + 1, unit * (hi - lo + 1))


def bomb(label, size):
    return combo(BOMB, index(label), 1, size)


def read(text, *reading):
    """The combination of these cards with the jokers read as ``reading`` (rank labels)."""
    return read_play(hand(text), tuple(rank(r) for r in reading))


# --- ranks and jokers -------------------------------------------------------------------------


def test_rank_order_three_low_two_high_jokers_one_wild_rank():
    """"Rank order 3 < 4 < … < K < A < 2. Jokers (王) are wild (听用)" — both jokers are the same card."""
    naturals = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 2]
    assert [GANDENGYAN_ORDER.index(r) for r in naturals] == list(range(13))
    assert GANDENGYAN_ORDER.index(15) == GANDENGYAN_ORDER.index(16) == JOKER
    assert hand("BJ S5") == hand("RJ S5")
    assert TWO == 12 and TOP == 11


def test_a_joker_stands_for_any_card_the_player_names():
    """"each stands for any card the player names": K + 王 is a pair of Ks (seed: 如K+王，计为一对K)."""
    assert read("SK BJ", "K") == pair("K")
    assert read("SK BJ", "A") is None            # K and A are no combination
    assert read("S3 S4 S5 RJ S7", "6") == straight("3", "7")   # 3、4、5、王、7
    assert read("S7 H7 BJ S8", "8") == straight("7", "8", 2)   # 77、王+8
    assert read("SQ HQ BJ", "Q") == bomb("Q", 3)               # 一对Q+王
    assert read("S2 BJ", "2") == pair("2")


def test_a_play_with_jokers_needs_one_named_rank_per_joker():
    """The reading is part of the action: one rank 3 … A or 2 for each joker, never the joker itself."""
    assert virtual_of(hand("SK BJ"), ()) is None
    assert virtual_of(hand("SK BJ"), (13, 13)) is None
    assert virtual_of(hand("SK BJ"), (15,)) is None           # a joker never stands for a joker
    assert virtual_of(hand("SK HK"), (13,)) is None           # no joker, no reading
    assert virtual_of(hand("SK BJ RJ"), (13, 13)) == hand("SK HK DK")
    assert reading_of(hand("S3 S4 RJ"), hand("S3 S4 S5")) == (5,)
    assert reading_of(hand("S3 BJ RJ"), hand("S3 H3 D3")) == (3, 3)
    assert reading_of(hand("S3 S4 S5"), hand("S3 S4 S5")) == ()


def test_jokers_alone_only_as_the_last_cards():
    """"**Decision** a joker may be played alone only as a player's last card(s)"
    (seed: 王一般不可单独出牌)."""
    for text in ("S3 BJ", "BJ RJ S9", "BJ RJ S9 H9"):
        assert not any(m[0] == m[0] & (15 << 4 * JOKER) for m in lead_moves(hand(text))), text
    last = lead_moves(hand("BJ"))
    assert [m[1] for m in last] == [single(r) for r in "3 4 5 6 7 8 9 10 J Q K A 2".split()]
    both = lead_moves(hand("BJ RJ"))
    assert {m[1] for m in both} == {pair(r) for r in "3 4 5 6 7 8 9 10 J Q K A 2".split()}
    assert readings_of(hand("BJ"), hand("BJ S5")) == ()
    # the last joker answers a 9 as a 10 or as a 2
    assert readings_of(hand("BJ"), hand("BJ"), single("9")) == (((10,), single("10")), ((2,), single("2")))


# --- combinations -----------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("S5", single("5")), ("SJ", single("J")),                               # "单张"
    ("SK HK", pair("K")), ("S2 H2", pair("2")),                             # "对牌"
    ("S3 H4 D5", straight("3", "5")), ("S3 H4 D5 C6 S7", straight("3", "7")),   # 连牌 ≥ 3
    ("ST SJ SQ SK SA", straight("10", "A")),
    ("S7 H7 S8 H8", straight("7", "8", 2)), ("S3 H3 S4 H4 S5 H5", straight("3", "5", 2)),  # 连对 ≥ 2
    ("SQ HQ DQ", bomb("Q", 3)), ("S4 H4 D4 C4", bomb("4", 4)), ("S2 H2 D2", bomb("2", 3)),  # 炸弹 ≥ 3
])
def test_the_combinations(text, expected):
    """"Combinations: single; pair; 连牌 straight of ≥3 consecutive ranks within 3…A; 连对 ≥2
    consecutive pairs within 3…A; 炸弹 bomb = ≥3 cards of one rank.\""""
    assert classify(hand(text)) == expected


@pytest.mark.parametrize("text", [
    "S3 H4",                 # two ranks, not a chain of three
    "SQ SK SA S2",           # 2 不可计入连牌
    "SK SA S2",
    "SA HA S2 H2",           # no 连对 through the 2
    "S7 H7 S9 H9",           # not consecutive
    "S3 H3 S4",              # mixed units
    "S7 H7 D7 S8 H8 D8",     # no planes in 干瞪眼
    "S5 S6 S8",
])
def test_not_combinations(text):
    assert classify(hand(text)) is None


def test_jokers_count_towards_a_bomb_up_to_six_cards():
    """"(jokers count towards the size)": four 9s and both jokers are a six-card bomb."""
    assert read("S9 H9 D9 C9 BJ RJ", "9", "9") == bomb("9", 6)
    assert read("S9 H9 D9 C9 BJ", "9") == bomb("9", 5)
    assert read("S9 BJ RJ", "9", "9") == bomb("9", 3)


# --- beating: the beat-by-one table ---------------------------------------------------------------

RANKS = "3 4 5 6 7 8 9 10 J Q K A 2".split()


@pytest.mark.parametrize("make", [single, pair], ids=["single", "pair"])
def test_single_and_pair_only_exactly_one_rank_higher_or_a_two(make):
    """"a single or pair is beaten only by the same kind **exactly one rank higher** (4 → 5,
    QQ → KK), or by a 2 (single 2 / pair of 2s) over any non-2, or by a bomb" — the whole table."""
    for i, old in enumerate(RANKS):
        for j, new in enumerate(RANKS):
            expected = j == i + 1 or (new == "2" and old != "2")
            assert beats(make(new), make(old)) == expected, (old, new)
        assert beats(bomb("3", 3), make(old))
    assert beats(pair("K"), pair("Q")) and beats(single("5"), single("4"))
    assert not beats(single("6"), single("4"))


def test_single_and_pair_never_answer_each_other():
    assert not beats(pair("5"), single("4")) and not beats(single("5"), pair("4"))
    assert not beats(pair("2"), single("9")) and not beats(single("2"), pair("9"))


@pytest.mark.parametrize("unit", [1, 2], ids=["straight", "pair_straight"])
def test_chains_only_same_length_starting_one_higher(unit):
    """"a straight or pair straight only by the same kind and length starting exactly one rank
    higher (4567 → 5678), or by a bomb" — every window of every length."""
    least = 3 if unit == 1 else 2
    for length in range(least, 13):
        for low in range(0, 12 - length + 1):
            old = straight(RANKS[low], RANKS[low + length - 1], unit)
            for length2 in range(least, 13):
                for low2 in range(0, 12 - length2 + 1):
                    new = straight(RANKS[low2], RANKS[low2 + length2 - 1], unit)
                    assert beats(new, old) == (length2 == length and low2 == low + 1), (old, new)
            assert beats(bomb("3", 3), old)
    assert beats(straight("5", "8"), straight("4", "7"))
    assert not beats(straight("5", "7", 2), straight("4", "6")) and not beats(straight("5", "7"), straight("4", "6", 2))
    assert not beats(single("5"), straight("3", "5")) and not beats(pair("2"), straight("3", "4", 2))


def test_bombs_beat_everything_and_bigger_bombs_beat_bombs():
    """"a bomb by a higher bomb (盖炸): … JJJ beats 555. **Decision** … more cards beats fewer,
    then higher rank"."""
    assert beats(bomb("J", 3), bomb("5", 3))
    assert not beats(bomb("5", 3), bomb("J", 3)) and not beats(bomb("5", 3), bomb("5", 3))
    assert beats(bomb("3", 4), bomb("2", 3))
    assert beats(bomb("2", 4), bomb("A", 4)) and not beats(bomb("A", 4), bomb("2", 4))
    assert beats(bomb("3", 6), bomb("2", 5))
    for old in (single("2"), pair("2"), straight("10", "A"), straight("Q", "A", 2)):
        assert beats(bomb("3", 3), old)
        assert not beats(old, bomb("3", 3))
    assert not beats(single("2"), bomb("3", 3)) and not beats(pair("2"), bomb("3", 3))


def test_answers_list_exactly_the_beating_plays():
    """The answer lists are built from the beat rule directly; they equal the filtered lead list."""
    rng = random.Random(7)
    deck = full_deck()
    for _ in range(300):
        held = PACK(rng.sample(deck, rng.randint(1, 12)))
        leads = lead_moves(held)
        for other in lead_moves(PACK(rng.sample(deck, 7))):
            assert answer_moves(held, other[1]) == tuple(m for m in leads if beats(m[1], other[1]))
        assert MOVES.leads(held) == leads


def test_move_lists_hold_every_play_once_with_its_reading():
    """Each move is (cards, Combo, virtual); the reading turns the cards into the virtual ranks."""
    moves = lead_moves(hand("S5 H5 S6 BJ"))
    assert len({(m[0], m[2]) for m in moves}) == len(moves)
    for actual, found, virtual in moves:
        assert read_play(actual, reading_of(actual, virtual)) is found
    pairs = [m for m in moves if m[1] == pair("5")]
    assert {m[0] for m in pairs} == {hand("S5 H5"), hand("S5 BJ")}   # 5 5, or 5 + 王 keeping a 5
    assert any(m[1] == straight("4", "6") for m in moves) and any(m[1] == straight("5", "7") for m in moves)
    assert any(m[1] == bomb("5", 3) for m in moves)
    assert any(m[1] == straight("5", "6", 2) for m in moves)    # 55 6王


def test_moves_holding_a_rank():
    held = hand("S5 H5 S6 BJ")
    index5 = index("5")
    assert moves_holding(held, index5) == tuple(m for m in lead_moves(held) if (m[0] >> 4 * index5) & 15)


def test_readings_for_the_chooser():
    """The table's chooser lists every combination a selection can be, weakest first."""
    options = readings_of(hand("S5 S6 BJ"), hand("S5 S6 BJ S9"))
    assert [found for _, found in options] == [straight("4", "6"), straight("5", "7")]
    assert [reading for reading, _ in options] == [(4,), (7,)]
    on_lead = readings_of(hand("S5 S6 BJ"), hand("S5 S6 BJ S9"), straight("3", "5"))
    assert on_lead == (((4,), straight("4", "6")),)
    assert readings_of(hand("S5 S9"), hand("S5 S9")) == ()


# --- scoring ------------------------------------------------------------------------------------


def test_bomb_doublings_by_size():
    """"N = Σ over bombs played in the hand: 3-card 1, 4-card 2, 5-card 3, 6-card 4"."""
    assert [bomb_doublings(n) for n in (3, 4, 5, 6)] == [1, 2, 3, 4]
    assert card_value(1, []) == (0, 1)
    assert card_value(2, [3, 4]) == (3, 16)              # base × 2^N


def test_losers_pay_cards_left_times_card_value_and_the_winner_collects():
    """"Each loser pays (cards left × card value) and the winner collects the sum.\""""
    result = score_hand(winner=1, left=[3, 0, 5, 2], base=1, bomb_sizes=[3], shut_out=[False] * 4,
                        rules=ScoreRules())
    assert result.card_value == 2 and result.doublings == 1
    assert result.deltas == (-6, 20, -10, -4) and sum(result.deltas) == 0
    assert result.lines[0] == ("gdy_base", {"base": 1}, 1)
    assert result.lines[1] == ("gdy_bombs", {"count": 1, "doublings": 1}, 2)
    assert result.lines[2] == ("gdy_card_value", {"value": 2}, 2)
    assert ("gdy_loser", {"seat": 2, "left": 5, "value": 2, "amount": 10}, 10) in result.lines
    assert result.lines[-1] == ("gdy_winner", {"seat": 1, "amount": 20}, 20)


def test_family_draw_one_card_left_pays_nothing():
    """"`gandengyan`: a loser left with exactly one card pays nothing.\""""
    rules = ScoreRules(one_card_free=True)
    result = score_hand(winner=0, left=[0, 1, 4], base=1, bomb_sizes=[], shut_out=[False, True, True],
                        rules=rules)
    assert result.deltas == (4, 0, -4)
    assert ("gdy_one_card", {"seat": 1}, 0) in result.lines
    assert not any(line[0] == "gdy_bombs" for line in result.lines)


def test_winner_draw_shut_out_pays_double():
    """"`gandengyan-winner`: a loser who never played a card (关墩墩 …) pays double.\""""
    rules = ScoreRules(shut_out_doubles=True)
    result = score_hand(winner=0, left=[0, 1, 4, 5], base=2, bomb_sizes=[4], shut_out=[False, False, True, False],
                        rules=rules)
    assert result.card_value == 8
    assert result.deltas == (8 + 64 + 40, -8, -64, -40)
    assert ("gdy_shut_out", {"seat": 2, "left": 4, "value": 8, "amount": 64}, 64) in result.lines
    assert ("gdy_loser", {"seat": 1, "left": 1, "value": 8, "amount": 8}, 8) in result.lines   # no exemption here


def test_the_table_as_data():
    assert GANDENGYAN_TABLE.bomb_ladder == "size_then_rank" and GANDENGYAN_TABLE.bomb_sizes == (3, 6)
    assert GANDENGYAN_TABLE.chain_min(STRAIGHT) == 3 and GANDENGYAN_TABLE.chain_min(PAIR_STRAIGHT) == 2
    assert joker_count(hand("BJ RJ S3")) == 2
