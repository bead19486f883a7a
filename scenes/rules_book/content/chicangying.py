"""The rules page of 吃苍蝇 / 上下混 (``rules/climbing.md`` § 吃苍蝇), every example checked by the engine.

The examples use a hand whose turned card is a 7: 上混 is the 8, 下混 the 6.
"""
from __future__ import annotations

from engine.climbing.variants.chicangying import OPEN_ALONE, PARTNER, SECRET_ALONE, score_hand
from engine.climbing.variants.chicangying_cards import hun_ranks

from ..examples import beat_example, checked, expect, kind_example
from ..model import Bullets, Page, Paragraph, Section, T

CCY = "chicangying"
TURNED = 7
UP, DOWN = "hun_up", "hun_down"


def _marks(*codes: str) -> tuple[tuple[str, str], ...]:
    """The 混 badge of each card (8s 上混, 6s 下混 when a 7 is turned)."""
    upper, lower = hun_ranks(TURNED)
    rank = {"8": upper, "6": lower}
    return tuple((code, UP if rank.get(code[1]) == upper else DOWN) for code in codes if code[1] in rank)


def _how_a_hand_goes() -> Section:
    return Section(T("一局怎么打", "How a hand goes"), (
        Paragraph(T("四个人两副牌（108 张），每人 27 张。发牌前先翻开一张牌（抬牌），这张明牌决定这一局谁坐庄、"
                    "谁是庄家的搭档、哪两个点数是“混”。谁先出完谁是大贡，依次是二贡、三贡，最后一个是尾贡。",
                    "Four players, two decks (108 cards), 27 each. Before the deal one card is turned up; it decides "
                    "who deals, who is the dealer's partner and which two ranks are the 混 this hand. The first out "
                    "is 大贡, then 二贡, 三贡, and the last 尾贡.")),
        Bullets((
            T("发到这张明牌的人是庄家，庄家先出。翻出王就放回去重翻。",
              "Whoever is dealt the turned card is the dealer, and leads. A joker turned up goes back and another is turned."),
            T("搭档：另一副牌里和明牌一模一样（同花色同点数）的那张在谁手里，谁就是庄家的暗搭档，只有他自己知道。"
              "搭档第一次出这个点数的牌时，必须带上这张牌，大家就知道了。",
              "Partner: whoever holds the twin of the turned card (same suit and rank, the other deck) is the "
              "dealer's secret partner — only he knows. The first time he plays that rank, the twin must be in the "
              "play, and then everyone knows."),
            T("两张都在庄家手里时，庄家可以另叫一张自己只有一张的牌，拿另一张的人当搭档；也可以不说，一个人打（暗独）。",
              "If the dealer holds both, he may name another card he holds only once — its twin's holder partners "
              "him — or quietly play alone (secret solo, 暗独)."),
            T("开打前庄家也可以宣布明独：一个人打另外三家。", "Before play the dealer may also announce an open solo (明独): alone against the other three."),
            T("接风：有人出完最后一手后，其他人还可以压；都不要的话，由他的下家随便出。",
              "Taking over the lead (接风): when someone goes out, the others may still beat his last play; if "
              "all pass, the player after him leads anything."),
        )),
    ))


def _order() -> Section:
    upper, lower = hun_ranks(TURNED)

    def check_hun() -> None:
        expect(hun_ranks(TURNED), (8, 6), "上混 and 下混 of a turned 7")
        expect(hun_ranks(14), (2, 13), "上混 and 下混 of a turned A")
        expect(hun_ranks(2), (3, 14), "上混 and 下混 of a turned 2")

    return Section(T("上混、下混和牌的大小", "The two 混 ranks and the order"), (
        Paragraph(T("比明牌大一点的点数是上混，小一点的是下混，按 2 3 4 … K A 2 绕圈数：翻出 A，上混是 2、下混是 K；"
                    "翻出 2，上混是 3、下混是 A。花色不分大小。",
                    "The rank one above the turned card is the high wild rank (上混), the rank one below the low wild "
                    "rank (下混), counting round 2 3 4 … K A 2: a turned A makes 上混 the 2 and 下混 the K; a turned 2 "
                    "makes them 3 and A. Suits never matter.")),
        Paragraph(T("从大到小：大王、小王、上混、下混、A、K、Q … 3、2（去掉两个混的点数）。",
                    "From high to low: big joker, small joker, 上混, 下混, A, K, Q … 3, 2 (without the two 混 ranks).")),
        checked(T(f"翻出红桃 7：上混是 {upper}，下混是 {lower}。（桌上用箭头标出混牌：向上是上混，向下是下混。）",
                  f"A ♥7 turned: 上混 is the {upper}, 下混 the {lower}. (The table marks them with arrows: up for 上混, "
                  f"down for 下混.)"),
                (("H7",), ("S8", "D6")), check_hun,
                group_labels=(T("明牌", "Turned"), T("上混 · 下混", "High · low wild")), marks=_marks("S8", "D6")),
    ))


def _plays() -> Section:
    return Section(T("出牌", "Plays"), (
        Paragraph(T("每次出同一个点数的一到八张牌。跟牌要出同样张数、更大的点数，或者不出。"
                    "张数多的不能压张数少的。还有三种王的组合：",
                    "Each play is one to eight cards of one rank. To follow, play as many cards of a higher rank, or "
                    "pass. More cards never beat fewer. Three joker groups join in:")),
        Bullets((
            T("两张大王 + 一张小王：压得住三张上混，是最大的三张。", "Two big jokers + a small one beat three 上混: the top three."),
            T("一张大王 + 两张小王：压得住三张下混，但压不住三张上混。",
              "One big joker + two small ones beat three 下混, but not three 上混."),
            T("两张大王 + 两张小王：压得住四张上混，是最大的四张。", "Two big + two small jokers beat four 上混: the top four."),
            T("一对大王比一对小王大，都是普通的对子。", "A pair of big jokers beats a pair of small ones; both are ordinary pairs."),
        )),
        beat_example(CCY, T("下混压 A：一对 6 压一对 A。", "下混 beats the A: a pair of 6s on a pair of aces."),
                     ("SA", "HA"), ("S6", "D6#1"), turned=TURNED, old_kind="pair", new_kind="pair",
                     marks=_marks("S6", "D6#1")),
        beat_example(CCY, T("上混压下混：一对 8 压一对 6。", "上混 beats 下混: a pair of 8s on a pair of 6s."),
                     ("S6", "D6#1"), ("C8", "H8#1"), turned=TURNED, marks=_marks("S6", "D6#1", "C8", "H8#1")),
        beat_example(CCY, T("两大王 + 小王压三张上混。", "Two big jokers + a small one beat three 上混."),
                     ("C8", "H8#1", "D8"), ("RJ", "RJ#1", "BJ"), turned=TURNED, new_kind="joker_group",
                     marks=_marks("C8", "H8#1", "D8")),
        beat_example(CCY, T("大王 + 两小王压不住三张上混。", "One big joker + two small ones do not beat three 上混."),
                     ("C8", "H8#1", "D8"), ("RJ", "BJ", "BJ#1"), turned=TURNED, beats=False,
                     marks=_marks("C8", "H8#1", "D8")),
        beat_example(CCY, T("张数多的不能压张数少的：四张 K 压不住三张 5。", "More cards never beat fewer: four kings do not answer three 5s."),
                     ("S5", "H5", "C5"), ("SK", "HK", "CK", "DK"), turned=TURNED, beats=False),
        kind_example(CCY, T("八张 Q 一起出：一次最多八张。", "Eight queens at once: up to eight cards in one play."),
                     ("SQ", "HQ", "CQ", "DQ", "SQ#1", "HQ#1", "CQ#1", "DQ#1"), "same_rank", turned=TURNED),
    ))


def _scoring() -> Section:
    def check_open() -> None:
        expect(score_hand([0], 0, OPEN_ALONE, None).deltas, (12, -4, -4, -4), "an open solo won")
        expect(score_hand([2], 0, OPEN_ALONE, None).deltas, (-12, 4, 4, 4), "an open solo lost")

    def check_secret() -> None:
        expect(score_hand([0], 0, SECRET_ALONE, None).deltas, (6, -2, -2, -2), "a secret solo won")

    def check_team() -> None:
        expect(score_hand([1, 3], 0, PARTNER, 2).deltas, (-4, 4, -4, 4), "1st and 2nd for the others")
        expect(score_hand([0, 1, 2], 0, PARTNER, 2).deltas, (2, -2, 2, -2), "1st and 3rd for the dealer")

    return Section(T("计分", "Scoring"), (
        Paragraph(T("庄家和搭档两对两时，算法和双扣一样，名次一定下来就结束：",
                    "Two against two (the dealer and his partner against the others) scores as 双扣, and the hand "
                    "ends once the outcome is fixed:")),
        Bullets((
            T("一队拿了大贡和二贡：这队每人 +4，对方每人 −4。", "One team 1st and 2nd: +4 each, the others −4 each."),
            T("一队拿了大贡和三贡：这两人 +2，另外两人 −2。", "One team 1st and 3rd: those two +2, the others −2."),
            T("一队拿了大贡和尾贡：都是 0。", "One team 1st and last: nobody scores."),
        )),
        Paragraph(T("庄家一个人打时，只要有人出完这一局就结束：",
                    "When the dealer plays alone, the hand ends as soon as anyone goes out:")),
        Bullets((
            T("明独：庄家第一个出完得 12，另外三人各扣 4；不然庄家扣 12，另外三人各得 4。",
              "Open solo: the dealer out first gets +12 and the other three −4 each; otherwise he pays 12, +4 each."),
            T("暗独：同样算，但是减半——庄家得或扣 6，其余每人扣或得 2。",
              "Secret solo: the same, halved — the dealer wins or pays 6, the others pay or get 2 each."),
        )),
        checked(T("明独成功：庄家 +12，其余每人 −4；失败则反过来。",
                  "Open solo won: the dealer +12, each other −4; lost, the other way round."),
                (("RJ", "RJ#1", "BJ"),), check_open, group_labels=(T("庄家的最后一手", "The dealer's last play"),)),
        checked(T("暗独成功：庄家 +6，其余每人 −2。", "Secret solo won: the dealer +6, each other −2."),
                (("H7", "H7#1"),), check_secret, group_labels=(T("两张明牌都在庄家手里", "The dealer holds both turned cards"),)),
        checked(T("两对两：对方拿了大贡、二贡，庄家和搭档各 −4；庄家拿大贡、搭档拿三贡，各 +2。",
                  "Two against two: the others take 1st and 2nd, dealer and partner −4 each; the dealer 1st and his "
                  "partner 3rd, +2 each."),
                (("H7",), ("H7#1",)), check_team,
                group_labels=(T("庄家的明牌", "The dealer's card"), T("搭档的那张", "The partner's twin"))),
    ))


def _options() -> Section:
    return Section(T("选项", "Options"), (Bullets((
        T("局数：一场比赛打几局，打完比总分；“不限”就一直打下去。",
          "Hands per match: how many hands make a match, after which the totals decide; \"No limit\" plays on."),
    )),))


def pages():
    return {CCY: Page(CCY, (_how_a_hand_goes(), _order(), _plays(), _scoring(), _options()))}
