"""The rules-book pages of 升级, 打撇, 四川麻将 and 21点 say what the engine plays.

Every example on these pages carries a check that asks the engine (the tractor shown is
a tractor, the hand shown as 清一色 scores 清一色); this runs them all, and shows that the
checks can fail: the same helpers given a wrong claim raise AssertionError. It also holds
the pages to their form — every section has a heading and text in both languages, every
card code is one ``Card.code`` writes, every tile group parses — and to their content:
each setting the variant's setup screen offers is named on its page, and the numbers the
pages quote (hand sizes, score steps, the seed's 72-coin example, 飘 doubling) are the
engine's.
"""
from __future__ import annotations

import re

import pytest

from engine.cards import Card
from engine.registry import all_specs
from scenes.rules_book.content import blackjack, dapie, mahjong, shengji
from scenes.rules_book.model import Bullets, CardsExample, Page, Paragraph, TilesExample

MODULES = (shengji, dapie, mahjong, blackjack)
FAMILY_PREFIXES = ("shengji-", "dapie", "mj-", "blackjack")


def _pages() -> dict[str, Page]:
    pages: dict[str, Page] = {}
    for module in MODULES:
        pages.update(module.pages())
    return pages


PAGES = _pages()
EXAMPLES = [(variant, i, ex) for variant, page in PAGES.items() for i, ex in enumerate(page.examples())]


def _texts(page: Page):
    for section in page.sections:
        yield section.heading
        for block in section.blocks:
            if isinstance(block, Paragraph):
                yield block.text
            elif isinstance(block, Bullets):
                yield from block.items
            else:
                yield block.caption


def test_every_variant_of_these_games_has_a_page():
    ids = {s.id for s in all_specs() if s.id.startswith(FAMILY_PREFIXES)}
    assert ids == set(PAGES)
    for variant, page in PAGES.items():
        assert page.variant == variant


@pytest.mark.parametrize("variant", sorted(PAGES))
def test_page_has_sections_in_both_languages(variant):
    page = PAGES[variant]
    assert len(page.sections) >= 4
    for section in page.sections:
        assert section.heading.zh.strip() and section.heading.en.strip()
        assert section.blocks, f"{section.heading.en} is empty"
    for text in _texts(page):
        assert text.zh.strip() and text.en.strip(), text
        assert not re.search(r"[\u4e00-\u9fff]{6,}", text.en), f"untranslated Chinese in English: {text.en}"
        # players know the rules' texts, not the project's files: no seeds, no rule files
        assert not re.search(r"种子|规则文件|文件", text.zh), text.zh
        assert not re.search(r"\bseeds?\b|rule file|\bfile\b", text.en, re.I), text.en
    assert 3 <= len(page.examples()), "a few examples per page"


@pytest.mark.parametrize("variant,index,example", EXAMPLES, ids=[f"{v}-{i}" for v, i, _ in EXAMPLES])
def test_example_is_what_its_caption_says(variant, index, example):
    example.check()


@pytest.mark.parametrize("variant,index,example", EXAMPLES, ids=[f"{v}-{i}" for v, i, _ in EXAMPLES])
def test_example_draws_from_valid_codes(variant, index, example):
    from engine.mahjong.tiles import parse

    assert example.groups
    if isinstance(example, CardsExample):
        for group in example.groups:
            for code in group:
                assert Card.from_code(code).code() == code, f"{code} is not how Card.code writes it"
    else:
        assert isinstance(example, TilesExample)
        for group in example.groups:
            assert parse(group), group


@pytest.mark.parametrize("variant", sorted(PAGES))
def test_every_offered_setting_is_explained(variant):
    """Each setting on the variant's setup screen has the page's own explanation, under the name the
    setup screen shows."""
    from scenes.rules_book.content._settings import offered_keys

    module = next(m for m, prefix in zip(MODULES, ("shengji-", "dapie", "mj-", "blackjack"))
                  if variant.startswith(prefix))
    spec = next(s for s in all_specs() if s.id == variant)
    zh = "".join(t.zh for t in _texts(PAGES[variant]))
    en = "".join(t.en for t in _texts(PAGES[variant]))
    for key in offered_keys(variant):
        assert key in module.SETTINGS, f"{variant}: setting {key} has no explanation on the page"
        option = next(o for o in spec.options if o.key == key)
        assert option.name_zh in zh and option.name_en in en


# --- the checks can fail ------------------------------------------------------------------------


def test_shengji_checks_refuse_wrong_claims():
    from engine.cards import Suit

    with pytest.raises(AssertionError):  # two pairs of off-suit level cards are no tractor
        shengji._check_units(10, Suit.HEARTS, 2, (("ST", "ST#1", "CT", "CT#1"),), "tractor")
    with pytest.raises(AssertionError):  # J J 9 9 at level 10 is a tractor, not two pairs
        shengji._check_units(10, Suit.HEARTS, 2, (("SJ", "SJ#1", "S9", "S9#1"),), None)
    with pytest.raises(AssertionError):  # ♥884 cannot over-ruff ♥977 on three singles
        shengji._check_trick(10, Suit.HEARTS, 2, (("S5", "S6", "S7"), ("H9", "H7", "H7#1"), ("H8", "H8#1", "H4")), 2)
    with pytest.raises(AssertionError):  # 998872 lacks the pair to ruff AA5544 (the seed's example)
        shengji._check_trick(10, Suit.HEARTS, 2, (("SA", "SA#1", "S5", "S5#1", "S4", "S4#1"),
                                                  ("H9", "H9#1", "H8", "H8#1", "H7", "H2")), 1)
    with pytest.raises(AssertionError):  # a triple led: holding a pair, three singles are refused
        shengji._check_follow(10, Suit.HEARTS, 3, ("SQ", "SQ#1", "SQ#2"), ("S8", "S8#1", "S6", "S3"),
                              ("S8", "S6", "S3"), ("S8", "S8#1", "S3"))
    with pytest.raises(AssertionError):  # off-suit level cards are not above the trump level card
        shengji._check_trump_order(7, Suit.HEARTS, False, ("S7", "H7"))
    with pytest.raises(AssertionError):  # three decks: a big-joker pair never overturns a small-joker pair
        shengji._check_declare(10, 3, "004", ("BJ", "BJ#1"), ("RJ", "RJ#1"), "overturn")
    with pytest.raises(AssertionError):  # with ♠J out, 98844 forces the 9, not the 44
        shengji._check_throw(10, Suit.HEARTS, 2, ("S9", "S8", "S8#1", "S4", "S4#1"), ("SJ",), ("S4", "S4#1"))
    with pytest.raises(AssertionError):
        shengji._check_kitty(("SA", "SA#1", "SK", "SK#1"), 4, 4)


def test_shengji_page_numbers_are_the_engines():
    from engine.shengji.state import SIZES

    for decks, (hand, kitty, total, step) in shengji.NUMBERS.items():
        assert SIZES[decks] == (hand, kitty)
        assert total == 100 * decks and step == total // 5
        assert 4 * hand + kitty == 54 * decks


def test_dapie_checks_refuse_wrong_claims():
    from engine.cards import Suit

    with pytest.raises(AssertionError):  # an off-suit ace does not win
        dapie._check_trick("dapie", Suit.SPADES, ("CT", "CQ", "HA", "CJ"), 2)
    with pytest.raises(AssertionError):
        dapie._check_trick("dapie", Suit.SPADES, ("HK", "HA", "S5", "DA"), 2, points=25)
    with pytest.raises(AssertionError):  # kind B has no aces
        dapie._check_trick("dapie-noace", Suit.SPADES, ("HK", "HA", "S5", "D9"), 2)
    with pytest.raises(AssertionError):  # a 10 may not go back
        dapie._check_put_back("dapie", Suit.SPADES, ("S6", "H7", "C8", "DT", "C9"), ("S6", "H7", "C8", "DT"),
                              ("S6", "H7", "C8", "C9"), ("S6",))


def test_dapie_seed_example_is_72():
    from engine.dapie.score import settle

    result = settle(declarer=0, contract=55, base=1, doubled=[None, True, True, True], redoubled=True,
                    declarer_points=40, opponent_points=60, laid_down=True, failed=True, kitty=())
    assert result.deltas == (-72, 24, 24, 24)
    # 翻坎 as the page says: ×2 from 60, ×3 from 80
    sixty = settle(declarer=0, contract=60, base=1, doubled=[None, False, False, False], redoubled=None,
                   declarer_points=70, opponent_points=30, laid_down=False, failed=False, kitty=())
    eighty = settle(declarer=0, contract=80, base=1, doubled=[None, False, False, False], redoubled=None,
                    declarer_points=85, opponent_points=15, laid_down=False, failed=False, kitty=())
    assert sixty.deltas[0] == 6 and eighty.deltas[0] == 9


def test_mahjong_checks_refuse_wrong_claims():
    with pytest.raises(AssertionError):  # 清一色 is 3 fans on the bloody table, not 2
        mahjong._check_fans("mj-mianyang", "123m 456m 789m 234m 55m", "5m", {"qingyise": 2}, 2)
    with pytest.raises(AssertionError):  # a plain seven pairs is no 龙七对
        mahjong._check_fans("mj-mianyang", "11m 33m 55m 77p 99p 22p 44p", "4p", {"longqidui": 3}, 3)
    with pytest.raises(AssertionError):  # two suits: it may win in 绵阳
        mahjong._check_no_win("mj-mianyang", "123m 456m 789m 234p 55p", "5p")
    with pytest.raises(AssertionError):
        mahjong._check_capped("mj-mianyang", "11m 11m 22m 33m 55m 77m 99m", "2m", 6, 64)


def test_mahjong_deyang_tables_follow_the_bloody_setting():
    assert mahjong._rules("mj-deyang-qdg").fan_table == "D"
    assert mahjong._rules("mj-deyang-qdg", True).fan_table == "M"
    assert mahjong._rules("mj-mianyang").fan_table == "M"
    assert mahjong._rules("mj-deyang-guque").chajiao == "min"
    assert mahjong._rules("mj-mianyang-bloody").chajiao == "max"


def test_mahjong_float_and_lay_down_double_as_the_page_says():
    from engine.mahjong.payments import WIN_DISCARD, payment

    rules = mahjong._rules("mj-mianyang")
    assert payment(rules, WIN_DISCARD, 1, 0, 4, [False] * 4).amount == 4
    assert payment(rules, WIN_DISCARD, 1, 0, 4, [True, False, False, False]).amount == 8
    assert payment(rules, WIN_DISCARD, 1, 0, 4, [True, True, False, False]).amount == 16
    assert payment(rules, WIN_DISCARD, 1, 0, 4, [False] * 4, laid_down_winner=True).amount == 8
    assert rules.max_value == 16  # 花猪 pays the 4-fan cap


def test_a_check_given_what_the_engine_refuses_fails_as_an_assertion():
    with pytest.raises(AssertionError):  # no such card
        blackjack._check_total(("S1", "HA"), 12, True)
    with pytest.raises(AssertionError):  # cards of two suits are no lead
        shengji._check_trick(10, None, 2, (("S5", "D4"), ("H9", "H7")), 1)
    with pytest.raises(AssertionError):  # no such tile
        mahjong._check_fans("mj-mianyang", "123m 456m 789m 234m 50m", "5m", {"qingyise": 3}, 3)


def test_blackjack_checks_refuse_wrong_claims():
    with pytest.raises(AssertionError):  # A + 7 + J is a hard 18
        blackjack._check_total(("SA", "H7", "CJ"), 18, True)
    with pytest.raises(AssertionError):  # 9 and 10 may not split
        blackjack._check_split(("H9", "ST"), ("HT", "SK"))
    with pytest.raises(AssertionError):  # at 1 to 1 BlackJack on 20 wins 20, not 30
        blackjack._check_settle(("CA", "DJ"), ("SK", "HQ"), 20, "blackjack", 30)
    with pytest.raises(AssertionError):  # three 7s are 21 but not BlackJack
        blackjack._check_naturals(("S7", "H7", "D7"), ("SA", "HK"))
