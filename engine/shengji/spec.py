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
           "所有的2都当主牌：排在副级牌之下、主花色A之上，主花色的2比其他三门的2大。",
           "Every 2 is a trump: below the off-suit level cards and above the trump ace, the 2 of the "
           "trump suit above the other 2s."),
    OptionSpec("overcall", "反主规则", "Overturning a pair", "004",
               (Choice("004", "大花色对子可反", "Higher suit overturns"),
                Choice("000", "先亮的对子为准", "First pair stands")),
               "两副牌时，有人亮了一对级牌后，别人能否用更大花色的一对再反（♦<♣<♥<♠；一对王总能反）。"
               "选“大花色对子可反”时，首局反主的人也同时成为庄家。三副牌只比张数和王，不比花色。",
               "Two decks: once a pair of level cards is shown, may a pair of a higher suit "
               "(♦<♣<♥<♠) overturn it? A pair of jokers always can. With 'Higher suit overturns' whoever "
               "overturns in the first hand also becomes the dealer. Three decks compare only the number "
               "of cards and jokers, never suits."),
    yes_no("self_overturn", "自反", "Overturn yourself", False,
           "亮主的人能否自己再用另一门花色的一对级牌把主改掉（例如先亮♥，再用一对♠改成♠为主）。",
           "May the player whose declaration stands change it themselves with a pair of level cards of "
           "another suit (for example from ♥ to ♠)?"),
    OptionSpec("no_declaration", "无人亮主", "Nobody declares", "kitty",
               (Choice("kitty", "翻底牌第4张定主", "4th kitty card sets trump"),
                Choice("no_trump", "打无主", "Play no-trump")),
               "发完牌没人亮主时：翻开底牌的第4张，它的花色就是主（翻到王则打无主）；或者直接打无主，只有王和级牌是主。"
               "第一局没人亮主则重新发牌。",
               "When nobody declared by the end of the deal: the 4th kitty card is turned and its suit is "
               "trump (a joker means no-trump), or the hand is played at no-trump (no trump suit: only jokers and "
               "level cards are trump). In the first hand the cards are dealt again."),
    OptionSpec("throw_penalty", "甩牌失败罚分", "Failed throw penalty", 0,
               (Choice(0, "不罚", "None"), Choice(10, "每收回一张罚10分", "10 per card taken back")),
               "甩牌时只要有一组能被别家管住，甩牌就失败：只出其中最小的那一组，其余收回手里。"
               "可以再对每张收回的牌罚10分，罚分算给甩牌人的对手。",
               "A throw fails when another player could beat one of its parts: only the smallest part is "
               "played and the rest goes back to the hand. Optionally each card taken back costs 10 "
               "points, given to the thrower's opponents."),
    OptionSpec("kitty_multiplier", "抠底倍数", "Kitty bonus", "double",
               (Choice("double", "单×2 对×4 拖拉机×8", "Single ×2, pair ×4, tractor ×8"),
                Choice("literal", "单×1 对×2 拖拉机×4", "Single ×1, pair ×2, tractor ×4")),
               "抠底：闲家赢了最后一墩，底牌里的分乘上倍数算给闲家。倍数看赢最后一墩的牌是单张、对子还是拖拉机"
               "（三副牌时三张同样的算对子，泰坦尼克算拖拉机）。第一种是常见打法。",
               "When the attackers win the last trick, the points buried in the kitty count for them, "
               "multiplied by what won it: a single, a pair or a tractor (with three decks a triple counts "
               "as a pair, a titanic as a tractor). The first choice is the usual table rule."),
    OptionSpec("next_dealer", "闲家上台后的庄家", "Dealer after a take-over", "000",
               (Choice("000", "原庄家的下家", "Seat after the dealer"),
                Choice("004", "末墩赢家", "Last-trick winner")),
               "庄家方守住时，总由庄家的对家接着坐庄。闲家上台时，由原庄家的下家坐庄，或者由赢得最后一墩的闲家坐庄"
               "（最后一墩是庄家方赢的，仍由下家坐庄）。谁也不能连庄。",
               "When the defenders hold, the dealer's partner deals next. When the attackers take over, the "
               "seat after the old dealer deals, or the attacker who won the last trick (the seat after "
               "the dealer if the defenders won it). Nobody deals twice in a row."),
    OptionSpec("declare_timing", "亮主时机", "When to declare", "deal",
               (Choice("deal", "边发牌边亮主", "During the deal"),
                Choice("after", "发完牌后轮流亮主", "In turn after the deal")),
               "边发牌边亮主：谁先亮谁占先。发完牌后轮流亮主：从庄家（首局从第一位）起，每人看完整手牌后依次选择亮主、反主或不亮，"
               "直到亮主之后其余三人都不亮。几位家人共用一台电脑时总用后一种。",
               "During the deal: the first to show level cards gets in first. In turn after the deal: from "
               "the dealer (first hand: the first seat) each player, holding the whole hand, declares, "
               "overturns or passes in turn, until the other three pass after the last declaration. Several "
               "people sharing one computer always play the second way."),
)


def _factory(decks: int):
    def new_state(options: Mapping[str, Any], rng: random.Random, num_seats: int = 4) -> ShengjiState:
        return ShengjiState(options, rng, decks, num_seats)
    return new_state


#: What only overturning settles: with one deck there is one card of each face, so a
#: declaration is a single level card, which nothing overturns (no pair of level cards, no
#: pair of jokers). The one-deck game does not offer these; its old saves may carry them.
OVERTURN_OPTIONS = frozenset(("overcall", "self_overturn"))


def _options(decks: int) -> tuple[OptionSpec, ...]:
    return tuple(o for o in OPTIONS if o.key not in OVERTURN_OPTIONS) if decks == 1 else OPTIONS


def _spec(decks: int, name_zh: str, name_en: str, summary_zh: str, summary_en: str) -> GameSpec:
    return GameSpec(id=f"shengji-{decks}", name_zh=name_zh, name_en=name_en,
                    summary_zh=summary_zh, summary_en=summary_en, family="trick", seats=(4, 4),
                    options=_options(decks), new_state=_factory(decks), default_seats=4,
                    retired_options=OVERTURN_OPTIONS if decks == 1 else frozenset(),
                    sample_world=sample_world, group="shengji",
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
