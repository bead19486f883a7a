"""Combination recognition and comparison under the 斗地主 table (rules/climbing.md)."""
import pytest

from engine.climbing.tables import DOUDIZHU
from engine.climbing.combos import beats, classify, readings
from tests.notation import packed


def kind(text, lead=None):
    found = classify(packed(text), lead, DOUDIZHU)
    return None if found is None else found.kind


def combo_of(text):
    found = classify(packed(text), None, DOUDIZHU)
    assert found is not None, text
    return found


@pytest.mark.parametrize("text, expected", [
    ("5", "single"), ("BJ", "single"), ("RJ", "single"),
    ("5 5", "pair"), ("2 2", "pair"),
    ("7 7 7", "triple"),
    ("7 7 7 3", "triple_single"), ("7 7 7 RJ", "triple_single"),
    ("7 7 7 3 3", "triple_pair"),
    ("3 4 5 6 7", "straight"), ("10 J Q K A", "straight"), ("3 4 5 6 7 8 9 10 J Q K A", "straight"),
    ("3 3 4 4 5 5", "pair_straight"), ("Q Q K K A A", "pair_straight"),
    ("3 3 3 4 4 4", "plane"),
    ("3 3 3 4 4 4 7 9", "plane_singles"),
    ("3 3 3 4 4 4 7 7 9 9", "plane_pairs"),
    ("6 6 6 6 3 9", "four_two_singles"),
    ("6 6 6 6 3 3 9 9", "four_two_pairs"),
    ("8 8 8 8", "bomb"), ("2 2 2 2", "bomb"),
    ("BJ RJ", "rocket"),
])
def test_every_kind_is_recognised(text, expected):
    assert kind(text) == expected


@pytest.mark.parametrize("text", [
    "3 4", "3 3 4", "3 4 5 6", "3 4 5 6 7 8 9 10 J Q K A 2",  # chains stop at A
    "J Q K A 2", "K A 2 BJ RJ", "3 3 4 4", "K K A A 2 2", "K K K A A A 2 2 2", "A A A 2 2 2",
    "3 4 6 7 8", "7 7 7 3 4", "7 7 7 3 3 3", "6 6 6 6 3", "6 6 6 6 3 3 9",
    "3 3 4 4 5 5 6",
])
def test_non_combinations(text):
    assert classify(packed(text), None, DOUDIZHU) is None


def test_straight_ends_at_ace_no_two_or_joker():
    assert kind("10 J Q K A") == "straight"
    assert kind("J Q K A 2") is None
    assert kind("Q Q K K A A 2 2") is None
    assert kind("A A A 2 2 2 5 6") is None


# --- kicker decisions (climbing.md) ---------------------------------------------------

def test_kickers_may_not_hold_both_jokers():
    assert kind("7 7 7 7 BJ RJ") is None          # no 四带二 with the rocket split up
    assert kind("3 3 3 4 4 4 BJ RJ") is None      # no plane wings of both jokers
    assert kind("7 7 7 7 BJ 3") == "four_two_singles"
    assert kind("3 3 3 4 4 4 RJ 9") == "plane_singles"


def test_plane_single_wings_never_of_a_plane_rank():
    assert kind("3 3 3 3 4 4 4 9") is None
    assert kind("3 3 3 4 4 4 4 9") is None


def test_four_of_a_rank_never_serves_as_kickers():
    assert kind("3 3 3 3 5 5 5 5") is None        # not a 四带二 with two pairs
    assert kind("3 3 3 4 4 4 5 5 5 5") is None    # not a plane with pair wings (or four singles)
    assert kind("3 3 3 4 4 4 5 5 5 6 6 6 7 7 7 7") is None  # four wings of one rank


def test_a_pair_may_be_the_two_singles_of_four_two():
    found = combo_of("3 3 3 3 5 5")
    assert (found.kind, found.key, found.size) == ("four_two_singles", 0, 6)


def test_plane_single_wings_may_share_a_rank():
    found = combo_of("3 3 3 4 4 4 5 5")
    assert found.kind == "plane_singles" and found.chain == 2


def test_kicker_may_come_from_a_rank_held_more_often():
    # 333444+77 while a third 7 stays in the hand: the play itself is a plane with two wings
    assert kind("3 3 3 4 4 4 7 7") == "plane_singles"
    assert kind("3 3 3 4 4 4 7 7 8 8") == "plane_pairs"
    assert kind("K K K 2") == "triple_single"


def test_four_two_is_not_a_bomb():
    four_two = combo_of("6 6 6 6 3 9")
    assert not four_two.is_bomb
    assert beats(combo_of("3 3 3 3"), four_two, DOUDIZHU)
    assert not beats(four_two, combo_of("5 5 5 5"), DOUDIZHU)
    assert beats(combo_of("7 7 7 7 3 4"), four_two, DOUDIZHU)
    assert not beats(combo_of("7 7 7 7 3 3 4 4"), four_two, DOUDIZHU)  # two pairs vs two singles


def test_rocket_and_bomb_order():
    rocket, bomb_3, bomb_2 = combo_of("BJ RJ"), combo_of("3 3 3 3"), combo_of("2 2 2 2")
    assert beats(rocket, bomb_2, DOUDIZHU) and beats(rocket, combo_of("3 4 5 6 7"), DOUDIZHU)
    assert not beats(bomb_2, rocket, DOUDIZHU)
    assert beats(bomb_2, bomb_3, DOUDIZHU) and not beats(bomb_3, bomb_2, DOUDIZHU)
    assert beats(bomb_3, combo_of("2"), DOUDIZHU) and beats(bomb_3, combo_of("10 J Q K A"), DOUDIZHU)
    assert not beats(combo_of("2 2"), bomb_3, DOUDIZHU)


@pytest.mark.parametrize("new, old, wins", [
    ("4", "3", True), ("3", "4", False), ("2", "A", True), ("BJ", "2", True), ("RJ", "BJ", True),
    ("4 4", "3 3", True), ("4 4", "3", False), ("2 2", "A A", True),
    ("4 4 4", "3 3 3", True), ("4 4 4 3", "3 3 3 K", True), ("4 4 4 3", "3 3 3 K K", False),
    ("4 5 6 7 8", "3 4 5 6 7", True), ("4 5 6 7 8 9", "3 4 5 6 7", False),  # lengths differ
    ("3 4 5 6 7 8", "4 5 6 7 8", False),
    ("4 4 5 5 6 6", "3 3 4 4 5 5", True), ("4 4 5 5 6 6 7 7", "3 3 4 4 5 5", False),
    ("4 4 4 5 5 5", "3 3 3 4 4 4", True), ("4 4 4 5 5 5 8 9", "3 3 3 4 4 4 J Q", True),
    ("4 4 4 5 5 5 8 8 9 9", "3 3 3 4 4 4 J J Q Q", True),
    ("4 4 4 5 5 5 8 9", "3 3 3 4 4 4 J J Q Q", False),
    ("7 7 7 7 3 4", "6 6 6 6 A 2", True), ("7 7 7 7 3 3 4 4", "6 6 6 6 A A 2 2", True),
])
def test_what_beats_what(new, old, wins):
    assert beats(combo_of(new), combo_of(old), DOUDIZHU) is wins


def test_ambiguous_plane_prefers_the_reading_that_beats_the_lead():
    play = packed("3 3 3 4 4 4 5 5 5 6 6 6")
    kinds = {(r.kind, r.chain) for r in readings(play, DOUDIZHU)}
    assert ("plane", 4) in kinds and ("plane_singles", 3) in kinds
    assert classify(play, None, DOUDIZHU).kind == "plane"                           # plain reading on a lead
    lead = combo_of("3 3 3 4 4 4 5 5 5 8 9 10")                     # plane of three with wings, top 5
    answer = classify(play, lead, DOUDIZHU)
    assert answer.kind == "plane_singles" and beats(answer, lead, DOUDIZHU)
    plane_lead = combo_of("3 3 3 4 4 4 5 5 5 6 6 6")
    assert classify(packed("4 4 4 5 5 5 6 6 6 7 7 7"), plane_lead, DOUDIZHU).kind == "plane"


def test_combo_fields():
    found = combo_of("5 6 7 8 9 10")
    assert (found.kind, found.key, found.chain, found.size) == ("straight", 7, 6, 6)
    found = combo_of("3 3 3 4 4 4 5 5 5 J Q K")
    assert (found.kind, found.key, found.chain, found.size) == ("plane_singles", 2, 3, 12)
