"""升级 with three decks: joker declarations are one step each, whatever the joker's colour.

shengji.md § Declaring trump: "Three decks: a declaration stands until someone shows a
strictly higher step of the ladder single level card < pair of level cards < pair of jokers
(无主) < triple of level cards < triple of jokers (无主) ("其它玩家就不能再亮同级别或该级别以下的牌
了"); suit rank never breaks a tie, and neither does the joker's colour: with three decks a 大王
pair does not overturn a 小王 pair, nor a 大王 triple a 小王 triple (the 大王-over-小王 Decision
above is for one and two decks)."
"""
import pytest

from engine.errors import RuleError
from engine.shengji.declare import Declaration, judge
from tests.engine.shengji_helpers import cards

BIG_PAIR, SMALL_PAIR = "RJ RJ", "BJ BJ"
BIG_TRIPLE, SMALL_TRIPLE = "RJ RJ RJ", "BJ BJ BJ"


def verdict(seat, shown, standing, decks):
    stand = Declaration(standing[0], cards(standing[1]))
    try:
        return judge(seat, cards(shown), stand, 2, decks, "004", False)
    except RuleError as exc:
        return exc.reason


@pytest.mark.parametrize("shown, standing", [(BIG_PAIR, SMALL_PAIR), (SMALL_PAIR, BIG_PAIR),
                                             (BIG_TRIPLE, SMALL_TRIPLE),
                                             (SMALL_TRIPLE, BIG_TRIPLE)])
def test_three_decks_joker_never_overturns_jokers_of_the_same_count(shown, standing):
    """"其它玩家就不能再亮同级别…的牌了": a joker pair against a joker pair is the same step."""
    assert verdict(1, shown, (0, standing), decks=3) == "declaration_not_higher"


@pytest.mark.parametrize("shown", [BIG_TRIPLE, SMALL_TRIPLE])
@pytest.mark.parametrize("standing", [BIG_PAIR, SMALL_PAIR, "S2 S2 S2"])
def test_three_decks_joker_triple_is_above_every_pair_and_level_triple(shown, standing):
    assert verdict(1, shown, (0, standing), decks=3) == "overturn"


@pytest.mark.parametrize("shown", [BIG_PAIR, SMALL_PAIR])
def test_three_decks_level_triple_overturns_either_joker_pair(shown):
    assert verdict(1, "D2 D2 D2", (0, shown), decks=3) == "overturn"


def test_three_decks_the_standing_declarer_may_still_add_a_third_joker():
    """定主/自保 stays: more cards of the same face reinforce."""
    assert verdict(0, SMALL_TRIPLE, (0, SMALL_PAIR), decks=3) == "reinforce"


def test_two_decks_keep_big_joker_pair_over_small():
    """"**Decision** a 大王 pair outranks a 小王 pair" (one and two decks; one deck has no pair)."""
    assert verdict(1, BIG_PAIR, (0, SMALL_PAIR), decks=2) == "overturn"
    assert verdict(1, SMALL_PAIR, (0, BIG_PAIR), decks=2) == "declaration_not_higher"
