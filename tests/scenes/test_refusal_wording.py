"""A play of the wrong kind is refused in words that say the count once, in every climbing game.

The engine's ``kind_mismatch`` carries the lead's kind and size. 干瞪眼 names a run with its length
(3张连牌) and 吃苍蝇's rule is the count itself, so "要出3张连牌（3张）" said it twice; kinds of one size
(对子) need no count at all; 锄大地 lets any five-card hand answer a five-card lead.
"""
from __future__ import annotations

import re

import pytest

from engine.actions import Play
from engine.errors import RuleError
from tests.engine.climbing.test_gandengyan_state import fresh, of, refusal, rig
from tests.scenes.partnership_helpers import BOT, YOU, open_table


def said(table, language: str, error: RuleError, played: int | None = None) -> str:
    table.app.tr.language = language
    try:
        return table._reason(error, played)
    finally:
        table.app.tr.language = "zh"


def numbers(text: str) -> list[str]:
    return re.findall(r"\d+", text)


def mismatch(kind: str, size: int) -> RuleError:
    return RuleError("kind_mismatch", expected=kind, size=size)


def test_gandengyan_refuses_a_pair_over_a_run_saying_its_length_once(app):
    state = rig(fresh(), ["S4 S5 S6 SK", "H5 D5 H6 H7 H8", "D8 D9 DT", "CT CJ C3"])
    state.apply(0, Play(of("S4 S5 S6")))
    error = refusal(state, 1, Play(of("H5 D5")))
    assert error.reason == "kind_mismatch"
    table = open_table(app, "gandengyan", seed=5)
    assert said(table, "zh", error, 2) == "要出3张连牌"
    assert said(table, "en", error, 2) == "You must play a straight of 3 cards"
    # a longer run than the lead is refused the same way, and 连对 by its number of pairs
    longer = refusal(state, 1, Play(of("H5 H6 H7 H8")))
    assert longer.reason == "kind_mismatch"
    assert said(table, "zh", longer, 4) == "要出3张连牌"
    assert said(table, "zh", mismatch("pair_straight", 6), 4) == "要出3连对"
    assert said(table, "en", mismatch("pair_straight", 6), 4) == "You must play a pair straight of 3 pairs"
    assert said(table, "zh", mismatch("pair", 2), 1) == "要出对子"
    assert said(table, "en", mismatch("pair", 2), 1) == "You must play a pair"


def test_chicangying_asks_for_as_many_cards(app):
    table = open_table(app, "chicangying", seed=3)
    assert said(table, "zh", mismatch("same_rank", 5), 2) == "要出5张牌"
    assert said(table, "en", mismatch("same_rank", 5), 2) == "You must play 5 cards"
    assert said(table, "zh", mismatch("single", 1), 2) == "要出单张"
    assert said(table, "en", mismatch("single", 1), 2) == "You must play a single card"
    # three 下混 on 大王 + 两小王: as many cards, only not higher
    assert said(table, "zh", mismatch("joker_group", 3), 3) == "管不上桌上的牌"
    assert said(table, "en", mismatch("joker_group", 3), 3) == "That doesn't beat the cards on the table"


def test_doudizhu_names_one_size_kinds_alone_and_gives_a_straight_its_length(app):
    table = open_table(app, "doudizhu", seed=1, players=(YOU, BOT, BOT))
    assert said(table, "zh", mismatch("pair", 2), 1) == "要出对子"
    assert said(table, "en", mismatch("triple_single", 4), 2) == "You must play a triple with a single"
    assert said(table, "zh", mismatch("straight", 6), 5) == "要出顺子（6张）"
    assert said(table, "en", mismatch("straight", 6), 5) == "You must play a straight of 6 cards"


def test_big2_lets_any_five_card_hand_answer(app):
    table = open_table(app, "big2", seed=1)
    assert said(table, "zh", mismatch("straight", 5), 2) == "要出五张牌型（顺子、同花五、三个带一对……）"
    assert said(table, "en", mismatch("flush", 5), 1).startswith("You must play a five-card hand")
    assert said(table, "zh", mismatch("flush", 5), 5) == "管不上桌上的牌"     # a straight on a flush
    assert said(table, "zh", mismatch("pair", 2), 1) == "要出对子"


DDZ_KINDS = ("single", "pair", "triple", "triple_single", "triple_pair", "straight", "pair_straight", "plane",
             "plane_singles", "plane_pairs", "four_two_singles", "four_two_pairs")
#: variant -> (seats, the kinds a lead can be there; bombs are never asked for)
GAMES = {"doudizhu": (3, DDZ_KINDS), "doudizhu-wild": (3, DDZ_KINDS),
         "shuangkou": (4, ("single", "pair", "triple", "straight", "pair_straight", "plane")),
         "big2": (4, ("single", "pair", "triple", "straight", "flush", "full_house", "four_one", "straight_flush")),
         "gandengyan": (4, ("single", "pair", "straight", "pair_straight")),
         "chicangying": (4, ("single", "pair", "triple", "same_rank", "joker_group"))}
SIZES = {"single": (1,), "pair": (2,), "triple": (3,), "triple_single": (4,), "triple_pair": (5,),
         "straight": (3, 5, 7, 12), "pair_straight": (4, 6, 10), "plane": (6, 9), "plane_singles": (8, 12),
         "plane_pairs": (10,), "four_two_singles": (6,), "four_two_pairs": (8,), "flush": (5,),
         "full_house": (5,), "four_one": (5,), "straight_flush": (5,), "same_rank": (4, 8), "joker_group": (3, 4)}


@pytest.mark.parametrize("variant", sorted(GAMES))
@pytest.mark.parametrize("language", ["zh", "en"])
def test_every_game_says_the_count_at_most_once(app, variant, language):
    seats, kinds = GAMES[variant]
    table = open_table(app, variant, seed=2, players=(YOU,) + (BOT,) * (seats - 1))
    for kind in kinds:
        for size in SIZES[kind]:
            for played in (None, 1 if size > 1 else 2):
                text = said(table, language, mismatch(kind, size), played)
                assert text and not text.startswith("reason.") and "combo." not in text, text
                assert len(numbers(text)) <= 1, (kind, size, text)
                assert "（）" not in text and " of  cards" not in text, text
