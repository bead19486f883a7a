"""The three 升级 variants as GameSpecs (not registered until they have a table).

``shengji-1`` 升级 (one deck), ``shengji-2`` 拖拉机 (two decks), ``shengji-3`` 三副牌
(three decks). They share one option schema: every Option of
``shared/rules/shengji.md`` is a setting here.
"""
from __future__ import annotations

import random
from typing import Any, Mapping

from ..spec import Choice, GameSpec, OptionSpec, yes_no
from .sample import sample_world
from .state import ShengjiState

OPTIONS = (
    yes_no("twos_trump", "2为常主", "2s always trump", False,
           "所有的2都是主牌，排在副级牌之下。", "Every 2 is a trump, just below the off-suit level cards."),
    OptionSpec("overcall", "反主规则", "Overturning a pair", "004",
               (Choice("004", "大花色对子可反小花色对子", "Higher-suit pair overturns"),
                Choice("000", "先亮对子者为准", "First pair stands")),
               "两副牌：对子能否被更大花色的对子反掉（♦<♣<♥<♠）。首局反主是否反庄也随此项。",
               "Two decks: may a pair of a higher suit (♦<♣<♥<♠) overturn a pair? With 004 an "
               "overturn in the first hand also takes the deal."),
    yes_no("self_overturn", "自反", "Overturn yourself", False,
           "已亮主的玩家能否用另一花色反自己。", "May the declarer overturn their own declaration "
           "with another suit?"),
    OptionSpec("no_declaration", "无人亮主", "Nobody declares", "kitty",
               (Choice("kitty", "翻底牌第4张定主", "4th kitty card names trump"),
                Choice("no_trump", "打无主", "Play no trump")),
               "发完牌无人亮主时如何定主（首局则重新发牌）。",
               "What happens when nobody declared by the end of the deal (the first hand is redealt)."),
    OptionSpec("throw_penalty", "甩牌失败罚分", "Failed throw penalty", 0,
               (Choice(0, "不罚", "None"), Choice(10, "每张退回的牌罚10分", "10 per card taken back")),
               "甩牌失败时，罚分归对方。", "Points for the thrower's opponents when a throw fails."),
    OptionSpec("kitty_multiplier", "抠底倍数", "Kitty bonus", "double",
               (Choice("double", "加倍（单×2 对×4 拖拉机×8）", "Doubled (single ×2, pair ×4, tractor ×8)"),
                Choice("literal", "按种子原文（单×1 对×2 拖拉机×4）", "Literal (single ×1, pair ×2, tractor ×4)")),
               "闲家赢得最后一墩时底牌分的倍数。", "Multiplier of the kitty points when the attackers "
               "win the last trick."),
    OptionSpec("next_dealer", "下一局庄家", "Next dealer", "000",
               (Choice("000", "庄家对家 / 庄家下家", "Dealer's partner / next seat"),
                Choice("004", "庄家对家 / 末墩赢家", "Dealer's partner / last-trick winner")),
               "庄家方升级时由对家坐庄；闲家上台时由庄家下家（或赢得最后一墩的闲家）坐庄。",
               "When the dealers hold, the partner deals; when the attackers take over, the seat "
               "after the dealer (or the attacker who won the last trick)."),
    OptionSpec("declare_timing", "亮主时机", "When to declare", "deal",
               (Choice("deal", "边发牌边亮主", "During the deal"),
                Choice("after", "发完牌后轮流亮主", "In turn after it")),
               "边发牌边亮主：谁先亮谁占先。发完牌后轮流亮主：从庄家（首局从第一位）起，每人看完整手牌后依次选择亮主、反主或不亮，"
               "直到亮主之后其余三人都不亮。几位家人共用一台电脑时总用后一种。",
               "While dealt: the first to show level cards gets in first. In turn after the deal: from the "
               "dealer (first hand: the first seat) each player, holding the whole hand, declares, overturns "
               "or passes in turn, until the other three pass after the last declaration. Several people "
               "sharing one computer always play the second way."),
)


def _factory(decks: int):
    def new_state(options: Mapping[str, Any], rng: random.Random, num_seats: int = 4) -> ShengjiState:
        return ShengjiState(options, rng, decks, num_seats)
    return new_state


def _spec(decks: int, name_zh: str, name_en: str, summary_zh: str, summary_en: str) -> GameSpec:
    return GameSpec(id=f"shengji-{decks}", name_zh=name_zh, name_en=name_en,
                    summary_zh=summary_zh, summary_en=summary_en, family="trick", seats=(4, 4),
                    options=OPTIONS, new_state=_factory(decks), default_seats=4,
                    sample_world=sample_world,
                    # a hand moves the teams' levels (the rules' result table), not gains that sum to 0
                    zero_sum=False)


SPEC_1 = _spec(1, "升级（一副牌）", "Shengji (one deck)",
               "四人对家合作，一副牌抓分升级，从2打到A。",
               "Four players in two partnerships win points with one deck to climb from 2 to A.")
SPEC_2 = _spec(2, "拖拉机", "Tractor (two decks)",
               "两副牌的升级：对子、拖拉机、甩牌，80分上台，从2打到A。",
               "Shengji with two decks: pairs, tractors and throws; 80 points take over; play 2 to A.")
SPEC_3 = _spec(3, "三副牌（泰坦尼克）", "Three-deck Shengji (Titanic)",
               "三副牌的升级：多了三张和泰坦尼克，120分上台。",
               "Shengji with three decks: triples and titanics join the pairs and tractors; 120 "
               "points take over.")
SPECS = (SPEC_1, SPEC_2, SPEC_3)

#: Rule sets of the two seeds as option presets (a setup screen may offer them as one choice).
#: ``004`` 升级规则 is the default; ``000`` 拖拉机 lets the first pair stand, allows 自反 and
#: plays 无主 when nobody declared.
RULE_PRESETS: dict[str, tuple[str, str, dict[str, Any]]] = {
    "004": ("升级规则", "Shengji rules (004)", {
        "overcall": "004", "self_overturn": False, "no_declaration": "kitty", "next_dealer": "004"}),
    "000": ("拖拉机规则", "Tractor rules (000)", {
        "overcall": "000", "self_overturn": True, "no_declaration": "no_trump", "next_dealer": "000"}),
}
