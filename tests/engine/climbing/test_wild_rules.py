"""癞子斗地主 (rules/climbing.md § 癞子斗地主 ``doudizhu-wild``): the 3s are wild.

Rule lines are quoted above the tests that check them; the move lists are checked
against a brute force over every sub-multiset of small hands and every reading.
"""
import itertools
import random

import pytest

from engine.climbing.combos import combo
from engine.climbing.ranks import DOUDIZHU_ORDER, card_total, pack_counts
from engine.climbing.tables import (
    BOMB, FOUR_TWO_PAIRS, FOUR_TWO_SINGLES, PAIR, PLANE_PAIRS, PLANE_SINGLES, ROCKET, SINGLE,
    STRAIGHT, TRIPLE_PAIR, TRIPLE_SINGLE,
)
from engine.climbing.variants.wild_moves import (
    SOFT_BOMB, WILD_TABLE, read_play, reading_of, readings_of, virtual_of, wild_beats,
    wild_moves,
)
from tests.notation import packed, ranks_text

J, Q, K, A = 11, 12, 13, 14
SMALL, BIG = 15, 16
DECK = [4] * 13 + [1, 1]


def index(rank):
    return DOUDIZHU_ORDER.index(rank)


def bomb(rank):
    return combo(BOMB, index(rank), 1, 4)


def soft(rank):
    return combo(SOFT_BOMB, index(rank), 1, 2 if rank in (SMALL, BIG) else 4)


# --- "A 3 played alone, or a play made only of 3s, is read as 3s (four 3s are a bomb of 3s)"


def test_threes_alone_are_threes():
    assert read_play(packed("3"), ()) == combo(SINGLE, 0, 1, 1)
    assert read_play(packed("3 3"), ()) == combo(PAIR, 0, 1, 2)
    assert read_play(packed("3 3 3 3"), ()) == combo(BOMB, 0, 1, 4)
    assert read_play(packed("3"), (A,)) is None
    assert read_play(packed("3 3"), (8, 8)) is None
    assert readings_of(packed("3 3")) == (((), combo(PAIR, 0, 1, 2)),)
    assert readings_of(packed("3 3 3 3")) == (((), combo(BOMB, 0, 1, 4)),)


def test_readings_that_are_not_allowed():
    assert read_play(packed("4 3"), ()) is None  # 4 and 3: no combination as themselves
    assert read_play(packed("4 3"), (4,)) == combo(PAIR, 1, 1, 2)
    assert read_play(packed("4 3"), (4, 4)) is None  # one 3, two entries
    assert read_play(packed("4 3"), (1,)) is None  # not a rank of the table
    assert read_play(packed("4 3"), (3,)) is None  # all 3s means "as themselves": 4 3 is nothing
    assert virtual_of(packed("4 3"), (3,)) == packed("4 3")


# --- "A 3 played together with other cards may stand for any card … or for itself. When a
# play with 3s can be read more than one way the player chooses the reading"


def test_straight_read_two_ways():
    play = packed("4 5 6 3 7")
    assert read_play(play, ()) == combo(STRAIGHT, index(7), 5, 5)
    assert read_play(play, (8,)) == combo(STRAIGHT, index(8), 5, 5)
    assert readings_of(play) == (((), combo(STRAIGHT, index(7), 5, 5)),
                                 ((8,), combo(STRAIGHT, index(8), 5, 5)))
    # on a lead of 34567 only "3 as 8" beats it
    lead = combo(STRAIGHT, index(7), 5, 5)
    assert read_play(play, (8,), lead) == combo(STRAIGHT, index(8), 5, 5)
    assert readings_of(play, lead) == (((8,), combo(STRAIGHT, index(8), 5, 5)),)
    leads = wild_moves().leads(play)
    assert (play, combo(STRAIGHT, index(8), 5, 5), packed("4 5 6 7 8")) in leads
    assert (play, combo(STRAIGHT, index(7), 5, 5), play) in leads


def test_a_three_may_stand_for_a_card_the_hand_holds():
    hand = packed("4 5 6 7 8 3")
    moves = {(a, c) for a, c, _ in wild_moves().leads(hand)}
    assert (packed("4 5 6 7 3"), combo(STRAIGHT, index(8), 5, 5)) in moves  # 3 as the 8 kept
    assert (packed("4 5 6 7 8"), combo(STRAIGHT, index(8), 5, 5)) in moves


def test_reading_round_trip():
    actual = packed("8 8 3 3 5")
    assert virtual_of(actual, (3, 8)) == packed("8 8 8 3 5")
    assert reading_of(actual, packed("8 8 8 3 5")) == (3, 8)
    assert reading_of(actual, actual) == ()
    assert read_play(actual, (8, 5)) == combo(TRIPLE_PAIR, index(8), 1, 5)  # any order
    assert read_play(actual, (3, 8)) is None  # 888 3 5
    assert read_play(packed("8 8 3 5"), (8,)) == combo(TRIPLE_SINGLE, index(8), 1, 4)


# --- "Bombs: four of a rank; three of a rank + a 3 (soft bomb) …; bombs rank by their rank
# (…< 2 < 小王 < 大王); at equal rank a bomb without 3s beats one with 3s."


def test_soft_bombs_rank_below_the_hard_bomb_of_their_rank():
    soft8 = read_play(packed("8 8 8 3"), (8,))
    assert soft8 == soft(8)
    hard8 = read_play(packed("8 8 8 8"), ())
    assert hard8 == bomb(8)
    soft9 = read_play(packed("9 9 9 3"), (9,))
    assert wild_beats(hard8, soft8) and not wild_beats(soft8, hard8)
    assert wild_beats(soft9, hard8) and not wild_beats(hard8, soft9)
    assert not wild_beats(soft8, soft8)
    assert wild_beats(soft8, combo(STRAIGHT, index(A), 8, 8))  # a bomb beats any non-bomb


def test_fewer_natural_cards_make_soft_bombs_too():
    """Decision: "three of a rank + a 3" read as any four of a rank with 3s standing in."""
    assert read_play(packed("8 8 3 3"), (8, 8)) == soft(8)
    assert read_play(packed("8 3 3 3"), (8, 8, 8)) == soft(8)
    assert read_play(packed("2 2 2 3"), (2,)) == soft(2)
    # a four with stand-ins is never a hard bomb, whatever the counts
    for actual, reading in ((packed("8 8 8 3"), (8,)), (packed("8 3 3 3"), (8, 8, 8))):
        assert read_play(actual, reading).kind == SOFT_BOMB


def test_joker_bombs():
    """"a joker + a 3 (it stands for that joker: 大王+3 is a 大王 bomb, 小王+3 a 小王 bomb)"."""
    small, big = read_play(packed("BJ 3"), (SMALL,)), read_play(packed("RJ 3"), (BIG,))
    assert small == soft(SMALL) and big == soft(BIG)
    assert wild_beats(small, bomb(2)) and wild_beats(small, soft(2))
    assert wild_beats(big, small) and not wild_beats(small, big)
    assert read_play(packed("BJ 3"), (BIG,)) is None  # 3 as 大王 beside 小王 is no rocket
    assert read_play(packed("BJ 3"), ()) is None
    # two of one joker exist only as that bomb
    assert read_play(packed("BJ 3 3"), (SMALL, SMALL)) is None
    assert read_play(packed("BJ 5 3"), (SMALL,)) is None


def test_joker_bombs_in_the_move_lists():
    hand = packed("RJ BJ 3 5")
    leads = wild_moves().leads(hand)
    assert (packed("BJ 3"), soft(SMALL), 2 * packed("BJ")) in leads
    assert (packed("RJ 3"), soft(BIG), 2 * packed("RJ")) in leads
    answers = wild_moves().responses(hand, soft(SMALL))
    assert [(a, c) for a, c, _ in answers] == [(packed("RJ 3"), soft(BIG)),
                                               (packed("BJ RJ"), combo(ROCKET, index(BIG), 1, 2))]
    assert wild_moves().responses(hand, combo(ROCKET, index(BIG), 1, 2)) == ()


def test_rocket_is_the_top():
    """"The rocket (小王+大王, no 3) is the top.\""""
    rocket = read_play(packed("BJ RJ"), ())
    assert rocket.kind == ROCKET
    assert wild_beats(rocket, soft(BIG)) and not wild_beats(soft(BIG), rocket)
    assert wild_beats(rocket, bomb(2))


def test_four_threes_are_a_hard_bomb_of_threes():
    assert wild_beats(read_play(packed("4 4 3 3"), (4, 4)), bomb(3))  # soft 4s above hard 3s
    assert not wild_beats(bomb(3), soft(4))


# --- "四带二 takes two singles only, never pairs" (two pairs: no 四带二 in this variant)


def test_four_with_two_singles_only():
    assert FOUR_TWO_PAIRS not in WILD_TABLE.kinds
    four_two = combo(FOUR_TWO_SINGLES, index(8), 1, 6)
    assert read_play(packed("8 8 8 8 5 6"), ()) == four_two
    assert read_play(packed("8 8 8 3 5 6"), (8,)) == four_two
    assert read_play(packed("8 8 8 8 5 5 6 6"), ()) is None
    assert read_play(packed("8 8 8 3 5 5 6 6"), (8,)) is None
    assert read_play(packed("8 8 8 8 5 3 6 6"), (5,)) is None
    hand = packed("8 8 8 3 5 6 6 5")
    found = {(a, c) for a, c, _ in wild_moves().leads(hand)}
    assert (packed("8 8 8 3 5 6"), four_two) in found
    assert not any(c.size == 8 and c.kind != PLANE_SINGLES for _, c in found)


def test_the_two_singles_of_a_four_are_never_a_pair():
    """"所带的牌一定要是单数不是双数": 8888+55 is no 四带二 here (斗地主 allows it); two 3s taken
    along are a pair as themselves, so they stand for two different ranks."""
    four_two = combo(FOUR_TWO_SINGLES, index(8), 1, 6)
    assert read_play(packed("8 8 8 8 5 5"), ()) is None
    assert read_play(packed("8 8 8 8 3 3"), ()) is None
    assert read_play(packed("8 8 8 8 3 3"), (5, 6)) == four_two
    assert read_play(packed("8 8 8 8 3 3"), (5, 5)) is None
    moves = {(a, c) for a, c, _ in wild_moves().leads(packed("8 8 8 8 3 3 9"))}
    assert (packed("8 8 8 8 3 3"), four_two) in moves


# --- "Chains end at A: no 2 and no joker in any straight, pair straight or plane" — also for
# a 3 standing in


def test_no_chain_through_the_two():
    play = packed("J Q K A 3")
    assert read_play(play, (2,)) is None
    assert read_play(play, (10,)) == combo(STRAIGHT, index(A), 5, 5)
    assert [r for r, _ in readings_of(play)] == [(10,)]
    assert read_play(packed("K K A A 3 3"), (2, 2)) is None
    assert read_play(packed("K K A A 3 3"), (Q, Q)).key == index(A)
    assert read_play(packed("A A A 3 3 3"), (2, 2, 2)) is None


# --- kickers follow 斗地主: no both jokers, a plane's wings not of a plane rank


def test_kicker_rules_hold_for_stand_ins():
    assert read_play(packed("8 8 8 8 BJ 3"), (BIG,)) is None  # kickers 小王 + 大王
    assert read_play(packed("8 8 8 8 BJ 3"), ()) == combo(FOUR_TWO_SINGLES, index(8), 1, 6)
    plane = packed("4 4 4 5 5 5 6 6 6 7 7 7 9 9 9 3")
    assert read_play(plane, (9,)) is None  # four of a rank never as kickers
    assert read_play(plane, ()) == combo(PLANE_SINGLES, index(7), 4, 16)
    assert read_play(packed("7 7 7 8 8 8 3 9"), (8,)) is None  # wing 8 inside the plane
    assert read_play(packed("7 7 7 8 8 8 3 9"), (10,)) == combo(PLANE_SINGLES, index(8), 2, 8)
    assert read_play(packed("7 7 7 8 8 8 3 9"), ()) == combo(PLANE_SINGLES, index(8), 2, 8)
    # a plane through the 3s: their fellow 3 may not be a wing as itself, only stand in
    assert read_play(packed("3 3 3 4 4 4 3 9"), (3, 3, 3, 3)) is None
    assert read_play(packed("3 3 3 4 4 4 3 9"), (3, 3, 3, 10)) == combo(PLANE_SINGLES, 1, 2, 8)
    assert read_play(packed("7 7 7 8 8 8 9 3 3 10"), (9, 10)) == combo(PLANE_PAIRS, index(8), 2, 10)


def test_the_chooser_offers_each_combination_once():
    choices = readings_of(packed("8 8 8 3"), per_combo=True)
    assert choices == (((), combo(TRIPLE_SINGLE, index(8), 1, 4)), ((8,), soft(8)))
    every = readings_of(packed("8 8 8 3"))
    assert len(every) == 15  # 3 as 3, 4 … 2 or a joker; as 8 the soft bomb
    assert every[0] == ((), combo(TRIPLE_SINGLE, index(8), 1, 4)) and every[-1] == ((8,), soft(8))
    on_bomb = readings_of(packed("8 8 8 3"), bomb(7))
    assert on_bomb == (((8,), soft(8)),)
    assert readings_of(packed("8 8 8 3"), bomb(8)) == ()


# --- move lists -----------------------------------------------------------------------


def sub_multisets(c):
    for choice in itertools.product(*[range(k + 1) for k in c]):
        value = pack_counts(choice)
        if value:
            yield value


def all_readings(actual):
    threes = actual & 15
    if not threes or actual == threes:
        return [()]
    naturals = DOUDIZHU_ORDER.naturals
    return [()] + [tuple(naturals[i] for i in chosen)
                   for chosen in itertools.combinations_with_replacement(range(15), threes)][1:]


def brute_force(hand_counts, lead=None):
    found = set()
    for actual in sub_multisets(hand_counts):
        for reading in all_readings(actual):
            read = read_play(actual, reading, lead)
            if read is not None and (lead is None or wild_beats(read, lead)):
                found.add((actual, read))
    return found


def random_hand(rng, size, threes):
    pool = [i for i, k in enumerate(DECK) for _ in range(k) if i]
    c = [0] * 15
    c[0] = threes
    for i in rng.sample(pool, size - threes):
        c[i] += 1
    return c


def check_moves(hand, moves, lead=None):
    pairs = [(a, c) for a, c, _ in moves]
    assert len(pairs) == len(set(pairs)), "a play listed twice"
    for actual, found, virtual in moves:
        assert card_total(actual) == found.size == card_total(virtual)
        assert all(((hand >> 4 * i) & 15) >= ((actual >> 4 * i) & 15) for i in range(15))
        assert read_play(actual, reading_of(actual, virtual), lead) is found, ranks_text(actual)
        assert virtual == actual or (actual & 15)
    return set(pairs)


@pytest.mark.parametrize("seed", range(4))
def test_moves_match_brute_force_on_small_hands(seed):
    rng = random.Random(seed)
    generator = wild_moves()
    for _ in range(6):
        c = random_hand(rng, rng.choice([5, 6, 7, 8]), rng.choice([1, 1, 2]))
        hand = pack_counts(c)
        leads = generator.leads(hand)
        assert check_moves(hand, leads) == brute_force(c), ranks_text(hand)
        lead_combos = sorted({m[1] for m in generator.leads(pack_counts(random_hand(rng, 8, 2)))},
                             key=lambda x: (x.kind, x.key, x.chain, x.size))
        for lead in rng.sample(lead_combos, min(4, len(lead_combos))):
            answers = generator.responses(hand, lead)
            assert check_moves(hand, answers, lead) == brute_force(c, lead), (ranks_text(hand), lead)


@pytest.mark.parametrize("text", [
    "7 7 8 8 8 9 3 3 5",  # planes with single wings, a 3 in the plane or as a wing
    "4 4 5 5 6 6 3 3 J",  # pair straights with gaps
    "8 8 8 9 9 3 3 5 6",  # planes with pair wings
    "3 3 3 4 4 4 5 3 9",  # a plane through the 3s
])
def test_moves_match_brute_force_on_plane_hands(text):
    hand = packed(text)
    c = [(hand >> 4 * i) & 15 for i in range(15)]
    generator = wild_moves()
    assert check_moves(hand, generator.leads(hand)) == brute_force(c), text
    for lead in (combo(PLANE_SINGLES, index(9), 2, 8), combo(PLANE_PAIRS, index(9), 2, 10),
                 combo(TRIPLE_PAIR, index(4), 1, 5)):
        assert check_moves(hand, generator.responses(hand, lead), lead) == brute_force(c, lead)


def test_every_lead_reads_as_listed_and_answers_come_from_the_leads():
    rng = random.Random(11)
    generator = wild_moves()
    for _ in range(20):
        c = random_hand(rng, rng.choice([17, 17, 20]), rng.choice([1, 2, 2, 3]))
        hand = pack_counts(c)
        leads = generator.leads(hand)
        check_moves(hand, leads)
        actuals = {a for a, _, _ in leads}
        for lead in {m[1] for m in rng.sample(leads, 6)}:
            answers = generator.responses(hand, lead)
            check_moves(hand, answers, lead)
            assert all(wild_beats(c2, lead) for _, c2, _ in answers)
            assert {a for a, _, _ in answers} <= actuals
            beating = {(a, c2) for a, c2, _ in leads if wild_beats(c2, lead)}
            assert beating <= {(a, c2) for a, c2, _ in answers}
        assert generator.leads(hand) is leads  # cached


def test_plain_hands_list_the_plain_moves():
    from engine.climbing.moves import generator as plain_generator

    hand = packed("4 4 5 6 7 8 9 K K K 2 BJ")
    assert [(a, c) for a, c, _ in wild_moves().leads(hand)] == list(plain_generator(WILD_TABLE).leads(hand))
