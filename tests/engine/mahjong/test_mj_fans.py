"""Every fan pattern of tables D and M: hands that have it and hands that just miss it,
exclusions, the fan requirement (农转非) and the cap."""
import pytest

from engine.mahjong.fans import WinContext, score_win, with_fan_requirement
from engine.mahjong.melds import Meld
from engine.mahjong.rules import Rules
from engine.mahjong.shapes import pack
from engine.mahjong.tiles import Tile


def ctx(hand, win, melds=(), **flags):
    ms = tuple(Meld(k, Tile.from_code(c), 1) for k, c in melds)
    return WinContext(pack(hand), ms, Tile.from_code(win).index, **flags)


def lines(table, hand, win, melds=(), kasinwu=True, **flags):
    r = score_win(ctx(hand, win, melds, **flags), table, kasinwu)
    return dict(r.lines), r.excluded, r.total


# (table, hand, winning tile, melds, flags, expected lines, expected total)
CASES = [
    # --- table D
    ("D", "123m 456m 789m 234p 55p", "5p", (), {}, {"queyimen": 1}, 1),
    ("D", "123m 456p 789s 234m 55m", "5m", (), {}, {}, 0),                       # three suits, terminals
    ("D", "234m 456m 678p 345p 55p", "5p", (), {}, {"queyimen": 1, "duanyaojiu": 1}, 2),
    ("D", "234m 456p 678s 345m 55m", "5m", (), {}, {"duanyaojiu": 1}, 1),
    ("D", "111m 333m 555p 777p 99m", "9m", (), {}, {"queyimen": 1, "daduizi": 1}, 2),
    ("D", "111m 333m 555p 789p 99m", "9m", (), {}, {"queyimen": 1}, 1),          # one run: no 大对子
    ("D", "123m 345m 567m 789m 11m", "1m", (), {}, {"qingyise": 2}, 2),          # 清一色, no 缺一门
    ("D", "1122m 3344m 5566p 77p", "7p", (), {}, {"queyimen": 1, "qidui": 2}, 3),
    ("D", "1111m 3344m 5566p 77p", "7p", (), {}, {"queyimen": 1, "qidui": 2, "gen": 1}, 4),
    ("D", "123m 789m 123p 789p 99p", "9p", (), {}, {"queyimen": 1, "yaojiu": 2}, 3),
    ("D", "123m 789m 123p 789p 55p", "5p", (), {}, {"queyimen": 1}, 1),          # pair of 5: no 幺九
    ("D", "222m 555m 888p 22p", "2p", (("pong", "8m"),), {}, {"queyimen": 1, "jiangdui": 3}, 4),
    ("D", "222m 555m 888p 33p", "3p", (("pong", "8m"),), {}, {"queyimen": 1, "daduizi": 1, "duanyaojiu": 1}, 3),
    ("D", "123m 456m 789m 234p 55p", "5p", (), {"self_draw": True, "kong_flower": True},
     {"queyimen": 1, "gangshanghua": 2}, 3),
    ("D", "123m 456m 789m 234p 55p", "5p", (), {"kong_discard": True}, {"queyimen": 1, "gangshangpao": 2}, 3),
    ("D", "123m 456m 789m 234p 55p", "5p", (), {"robbed_kong": True}, {"queyimen": 1, "qianggang": 1}, 2),
    ("D", "123m 456p 789s 234m 55m", "5m", (("exposed", "1p"),), {}, {"gen": 1}, 1),  # 根 from a kong
    # --- table M
    ("M", "1122m 3344m 5566p 77p", "7p", (), {}, {"qiaoqidui": 2}, 2),
    ("M", "1111m 3344m 5566p 77p", "7p", (), {}, {"longqidui": 3}, 3),
    ("M", "1111m 3333m 5566p 77p", "7p", (), {}, {"shuanglongdui": 4}, 4),
    ("M", "222m 555m 888p 22p", "2p", (("pong", "8m"),), {}, {"jiangdui": 2}, 2),
    ("M", "123m 789m 123p 789p 99p", "9p", (), {}, {"yaojiu": 3}, 3),
    ("M", "123m 345m 567m 789m 11m", "1m", (), {}, {"qingyise": 3}, 3),
    ("M", "111m 333m 555p 777p 99m", "9m", (), {}, {"dadui": 2}, 2),
    ("M", "111m 333m 555p 789p 99m", "9m", (), {}, {}, 0),
    ("M", "99m", "9m", (("pong", "1m"), ("pong", "3p"), ("pong", "5p"), ("pong", "7p")), {}, {"dandiao": 4}, 4),
    ("M", "99m", "9m", (("pong", "1m"), ("pong", "3m"), ("pong", "5m"), ("pong", "7m")), {},
     {"qingyisedandiao": 4}, 4),
    ("M", "123m 456m 789p 11p 456s", "5s", (), {}, {"kaxinwu": 2}, 2),
    ("M", "123m 456m 789p 11p 456s", "4s", (), {}, {}, 0),                        # won on the 4: not 卡心五
    ("M", "123m 456m 789p 11p 345s", "5s", (), {}, {}, 0),                        # 5 at the edge
    ("M", "123m 456m 789p 45666s", "5s", (), {}, {}, 0),                          # 4666s also waits on 4s
    ("M", "123m 456m 11p 345s", "5s", (("pong", "5s"),), {}, {"mingsigui": 2}, 2),
    ("M", "123m 456m 11p 345s", "5s", (("pong", "6s"),), {}, {}, 0),
    ("M", "1111m 23m 789p 11p 456s", "4s", (), {}, {"ansigui": 2}, 2),
    ("M", "123m 789p 11p 456s", "4s", (("concealed", "1m"),), {}, {}, 0),      # konged: not 暗四归一
    ("M", "123m 456m 789p 11p 789s", "9s", (), {"self_draw": True, "kong_flower": True}, {"gangshanghua": 1}, 1),
    ("M", "123m 456m 789p 11p 789s", "9s", (), {"kong_discard": True}, {"gangshangpao": 1}, 1),
    ("M", "123m 456m 789p 11p 789s", "9s", (), {"robbed_kong": True}, {"qianggang": 1}, 1),
]


@pytest.mark.parametrize("table, hand, win, melds, flags, expected, total", CASES)
def test_fan_patterns(table, hand, win, melds, flags, expected, total):
    got, _, t = lines(table, hand, win, melds, **flags)
    assert got == expected
    assert t == total


def test_kasinwu_is_an_option():
    assert lines("M", "123m 456m 789p 11p 456s", "5s", kasinwu=False)[0] == {}


@pytest.mark.parametrize("table, hand, win, melds, excluded", [
    ("D", "222m 555m 888p 22p", "2p", (("pong", "8m"),), ("daduizi", "duanyaojiu")),
    ("M", "222m 555m 888p 22p", "2p", (("pong", "8m"),), ("dadui",)),
    ("M", "1111m 3344m 5566p 77p", "7p", (), ("ansigui", "qiaoqidui")),
    ("M", "99m", "9m", (("pong", "1m"), ("pong", "3m"), ("pong", "5m"), ("pong", "7m")),
     ("dadui", "dandiao", "qingyise")),
])
def test_exclusions_are_named(table, hand, win, melds, excluded):
    assert lines(table, hand, win, melds)[1] == excluded


def test_best_reading_wins():
    # 112233m 445566m 77m: 七对 + 清一色 beats the runs reading
    got, _, total = lines("D", "11223344556677m", "7m")
    assert got == {"qingyise": 2, "qidui": 2} and total == 4
    got, _, total = lines("M", "11223344556677m", "7m")
    assert total == 5


def test_fan_requirement_and_nongzhuanfei():
    plain = ctx("123m 456p 789s 234m 55m", "5m")
    r = score_win(plain, "D")
    assert r.total == 0 and with_fan_requirement(r, plain, "D") is None
    root_only = ctx("123m 456p 789s 234m 55m", "5m", (("exposed", "1p"),))
    r = with_fan_requirement(score_win(root_only, "D"), root_only, "D")
    assert r.nongzhuanfei and r.total == 1
    kong_m = ctx("123m 456p 789s 234m 55m", "5m", (("concealed", "1p"),))
    r = with_fan_requirement(score_win(kong_m, "M"), kong_m, "M")
    assert r.nongzhuanfei and r.total == 0
    no_four = ctx("123m 456p 789s 234m 55m", "5m", (("pong", "1p"),))
    assert with_fan_requirement(score_win(no_four, "M"), no_four, "M") is None


@pytest.mark.parametrize("cap, fans, value", [(4, 2, 4), (4, 6, 16), (3, 6, 8), (5, 6, 32), (0, 6, 64), (4, 0, 1)])
def test_cap_applies_to_the_sum(cap, fans, value):
    assert Rules(cap=cap).win_value(fans) == value


def test_huazhu_pays_the_capped_maximum_or_four_fans():
    assert Rules(cap=3).max_value == 8 and Rules(cap=0).max_value == 16
