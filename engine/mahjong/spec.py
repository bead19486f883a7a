"""The five Mianyang / Deyang variants as GameSpecs: presets of one option schema.

Not registered in ``engine/registry.py`` yet (no table). Preset fields (region, missing-suit
rule, bloody for the Mianyang variants) are fixed per variant; the rest are options. 
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Mapping

from ..spec import Choice, GameSpec, OptionSpec, yes_no
from .rules import MISSING_DECLARED, MISSING_NONE, MISSING_VOID, SEATS, Rules, rules_from_options

if TYPE_CHECKING:
    from .state import MahjongState

CAP = OptionSpec("cap", "封顶", "Fan cap", 4, (
    Choice(3, "三番", "3 fans"), Choice(4, "四番", "4 fans"), Choice(5, "五番", "5 fans"),
    Choice(0, "不封顶", "No cap")),
    "一手牌最多算几番：每多一番，输赢翻一倍（底分×2的番数次方）。家里常打四番封顶；花猪也按封顶的番数赔。",
    "The most fans one win can count; each fan doubles the payment (base × 2 per fan). Four is the "
    "usual room cap; a 花猪 (a hand still holding three suits) pays the capped amount.")
FAN_TABLE = OptionSpec("fan_table", "番表", "Fan table", "auto", (
    Choice("auto", "按规则", "By the rules"), Choice("D", "德阳番表", "Deyang table"),
    Choice("M", "血战番表", "Bloody table")),
    "哪些牌型算番。德阳番表：缺一门、断幺九、大对子各1番，清一色、七对2番，将对3番，每个根加1番。"
    "血战番表：清一色3番、龙七对3番、金钩钓4番、卡心五2番等。按规则：德阳不打血战时用德阳番表，其余都用血战番表。",
    "Which patterns score fans. Deyang table: one suit missing, no 1s or 9s, all pongs 1 each; one suit or "
    "seven pairs 2; 将对 3; +1 for every four of a kind. Bloody table: one suit 3, seven pairs with a four "
    "3, single wait on the pair 4, middle five 2 and more. By the rules: the Deyang table for Deyang "
    "games that are not bloody, the bloody table otherwise.")
KASINWU = yes_no("kasinwu", "卡心五", "Middle five", True,
                 "用血战番表时，只听夹在4和6中间的那张5（如4筒6筒等5筒）胡牌，算2番。",
                 "With the bloody fan table: winning on a 5 that only fills the gap between a 4 and a 6 of "
                 "its suit (holding 4 and 6, waiting on 5) counts 2 fans.")
KONG_MONEY = yes_no("kong_money", "非血战刮风下雨", "Kong money in non-bloody play", False,
                    "刮风下雨就是杠牌当场收钱：暗杠每家给2，明杠点杠的人给2，补杠每家给1。血战到底时总要收；"
                    "这一项决定不打血战时收不收。",
                    "Kong money is paid the moment a kong is made: a concealed kong 2 from each other player, "
                    "a kong on a discard 2 from the discarder, an added kong 1 from each. Bloody play always "
                    "pays it; this decides whether non-bloody play does too.")
BLOODY = yes_no("bloody", "血战到底", "Bloody (play on after wins)", False,
                "开：有人胡牌后亮牌离开，其余的人接着打，直到只剩一家没胡或牌摸完。关：第一个人胡牌（一炮多响可同时胡）这一局就结束。",
                "On: a player who wins shows the hand and leaves; the others play on until one is left "
                "or the wall runs out. Off: the hand ends at the first win (several may win on one discard).")
MATCH_HANDS = OptionSpec("match_hands", "局数", "Hands per match", 8, (
    Choice(4, "4局", "4 hands"), Choice(8, "8局", "8 hands"), Choice(16, "16局", "16 hands"),
    Choice(0, "不限", "No limit")),
    "打满这么多局后比总分，分出这一场的输赢；选不限就一直打下去。",
    "The match is totalled after this many hands; with no limit you play on.")

#: Who a claim window asks. Several people at one computer must not learn from a hand-off who
#: could claim, so their table asks everyone (scenes.tables.HOTSEAT_OPTIONS); not a preference.
CLAIM_ASKING = OptionSpec("claim_asking", "碰杠胡询问", "Claims asked of", "claimants", (
    Choice("claimants", "只问能碰杠胡的人", "Only seats that can claim"),
    Choice("everyone", "每张牌都问其余各家", "Every other seat, every discard")), on_setup=False)

_COMMON = (CAP, FAN_TABLE, KASINWU)
#: 德阳's options: 血战到底 first, as it decides which fan table plays and whether 卡心五 and
#: 非血战刮风下雨 mean anything (the setup screen shows those two only where they do).
_DEYANG = (BLOODY,) + _COMMON + (KONG_MONEY, MATCH_HANDS, CLAIM_ASKING)


def _factory(preset: Mapping[str, Any]):
    def new_state(options: Mapping[str, Any], rng: random.Random, num_seats: int = SEATS) -> MahjongState:
        if num_seats != SEATS:
            raise ValueError("四川麻将 is played by four players")
        from .state import MahjongState  # not at import: listing the games must not build the win tables

        return MahjongState(rules_from_options(preset, options), rng, options)
    return new_state


def inert_options(rules: Rules) -> frozenset[str]:
    """The options ``rules`` never read, so a player's choice there changes nothing: 卡心五 is a
    line of the bloody fan table only (德阳 plays its own table unless it plays 血战, or whenever
    番表 says so), and 非血战刮风下雨 decides nothing in bloody play, which always pays kong money."""
    inert = set()
    if rules.fan_table != "M":          # engine.mahjong.fans.TABLE_M (not imported: see _factory)
        inert.add(KASINWU.key)
    if rules.bloody:
        inert.add(KONG_MONEY.key)
    return frozenset(inert)


def _applies(preset: Mapping[str, Any]):
    """Whether an option changes this variant's game under the other options chosen."""
    def applies(key: str, options: Mapping[str, Any]) -> bool:
        return key not in inert_options(rules_from_options(preset, options))
    return applies


def _sample_world(observation, rng: random.Random) -> "MahjongState":
    """``engine.mahjong.observe.sample_world``, imported at the first call (see ``_factory``)."""
    from .observe import sample_world

    return sample_world(observation, rng)


#: Each variant's fixed fields (region, missing-suit rule, bloody where fixed), by id.
PRESETS_BY_ID: dict[str, Mapping[str, Any]] = {}


def _spec(id_: str, zh: str, en: str, sum_zh: str, sum_en: str, preset: dict, options: tuple) -> GameSpec:
    PRESETS_BY_ID[id_] = preset
    return GameSpec(id_, zh, en, sum_zh, sum_en, "mahjong", (SEATS, SEATS), options, _factory(preset), SEATS,
                    sample_world=_sample_world, group="sichuan-mahjong", option_applies=_applies(preset))


MIANYANG = _spec("mj-mianyang", "绵阳麻将", "Mianyang Mahjong",
                 "打缺：胡牌时只能有两门；可飘可躺；第一个胡牌即结束。",
                 "Win holding two suits at most; float and lay down; the first win ends the hand.",
                 {"region": "mianyang", "missing": MISSING_VOID, "bloody": False},
                 _COMMON + (KONG_MONEY, MATCH_HANDS, CLAIM_ASKING))
MIANYANG_BLOODY = _spec("mj-mianyang-bloody", "绵阳血战", "Mianyang Bloody",
                        "打缺，血战到底：胡牌者离场，其余玩家打到只剩一家或牌墙摸完。",
                        "Two suits to win; winners leave and the rest play on to the end.",
                        {"region": "mianyang", "missing": MISSING_VOID, "bloody": True},
                        _COMMON + (MATCH_HANDS, CLAIM_ASKING))
MIANYANG_DINGQUE = _spec("mj-mianyang-dingque", "绵阳定缺", "Mianyang Declared Missing Suit",
                         "开局暗定缺一门，先打完缺门；血战到底。",
                         "Declare a missing suit at the start and discard it first; bloody play.",
                         {"region": "mianyang", "missing": MISSING_DECLARED, "bloody": True},
                         _COMMON + (MATCH_HANDS, CLAIM_ASKING))
DEYANG_QDG = _spec("mj-deyang-qdg", "德阳缺断龟", "Deyang Que-Duan-Gui",
                   "不须缺门；须有番才能胡；最后四张必胡；弃胡弃碰同圈不能再胡再碰。",
                   "No missing suit needed; a win needs a fan; must win in the last four tiles.",
                   {"region": "deyang", "missing": MISSING_NONE}, _DEYANG)
DEYANG_GUQUE = _spec("mj-deyang-guque", "德阳鼓缺", "Deyang Gu-Que",
                     "须缺一门才能胡，且须有番；最后四张必胡。",
                     "Two suits at most and a fan to win; must win in the last four tiles.",
                     {"region": "deyang", "missing": MISSING_VOID}, _DEYANG)

SPECS: tuple[GameSpec, ...] = (MIANYANG, MIANYANG_BLOODY, MIANYANG_DINGQUE, DEYANG_QDG, DEYANG_GUQUE)
SPECS_BY_ID = {s.id: s for s in SPECS}


def new_match_state(variant: str, options: Mapping[str, Any] | None = None, seed: int = 0) -> MahjongState:
    """A fresh state of ``variant`` with defaults overlaid by ``options`` (tests, bench, bots)."""
    spec = SPECS_BY_ID[variant]
    return spec.new_state(spec.resolved_options(options), random.Random(seed), SEATS)
