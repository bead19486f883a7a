"""The rules page of 双扣 (``rules/climbing.md`` § 双扣), every example checked by the engine."""
from __future__ import annotations

from engine.climbing.variants.shuangkou import score_hand

from ..examples import assert_kind, beat_example, checked, expect, kind_example, no_play_example, play
from ..model import Bullets, Page, Paragraph, Section, T

SK = "shuangkou"


def _how_a_hand_goes() -> Section:
    return Section(T("一局怎么打", "How a hand goes"), (
        Paragraph(T("四个人两副牌（108 张），每人 27 张。对面坐的两人是一队，要互相配合，尽快把两个人的牌都出完。",
                    "Four players, two decks (108 cards), 27 cards each. Partners sit opposite each other and help "
                    "each other to play out both their hands first.")),
        Bullets((
            T("谁先出：第一局、新比赛、上一局是双扣或有人逃跑时，随机选一人先出；上一局是单扣或平扣时，"
              "上一局第一个出完的人先出。",
              "Who leads: in the first hand, a new match, or after a 双扣 or an abandoned hand, a player chosen at "
              "random; after a 单扣 or 平扣, whoever went out first in the previous hand."),
            T("按逆时针轮流，出同样牌型、同样张数、更大的牌，或者不出；其余三家都不出时，最后出牌的人重新出。",
              "Counter-clockwise, each plays the same kind with the same number of cards but higher, or passes; "
              "when the other three pass, whoever played last leads anew."),
            T("接风：有人出完最后一手牌后，如果其余的人都不要，就由他的对家接着随便出。已经出完的人不再轮到。",
              "Taking over the lead (接风): when a player goes out and everyone after passes, his partner leads "
              "next, with anything. Players who are out are skipped."),
        )),
    ))


def _plays() -> Section:
    return Section(T("牌型", "Combinations"), (
        Paragraph(T("点数从小到大：3 … 10 J Q K A 2 小王 大王，花色不分大小。没有带牌（不能三带一）。",
                    "Ranks from low to high: 3 … 10 J Q K A 2, small joker, big joker; suits never matter. "
                    "Nothing carries kickers (no triple with one).")),
        Bullets((
            T("单张、对子、三张。两张一样的王是一对；一张小王和一张大王不是对子。",
              "Single, pair, triple. Two identical jokers are a pair; a small and a big joker are not."),
            T("顺子：五张或更多相连，3 到 A，不能有 2 和王。", "Straight: five or more in a row within 3 … A (no 2, no joker)."),
            T("连对：三对或更多相连，如 556677。", "Pair straight: three or more pairs in a row, e.g. 556677."),
            T("连三张：三个或更多相连的三张，如 555666777。", "Plane: three or more triples in a row, e.g. 555666777."),
            T("炸弹：同点数四张到八张。天王炸弹：四张王。", "Bomb: four to eight cards of one rank. Joker bomb: all four jokers."),
        )),
        kind_example(SK, T("连对：55 66 77。", "A pair straight: 55 66 77."),
                     ("S5", "H5", "C6", "D6#1", "S7", "H7#1"), "pair_straight"),
        kind_example(SK, T("连三张：555 666 777。", "A plane: 555 666 777."),
                     ("S5", "H5", "C5", "D6", "S6", "H6#1", "C7", "D7", "S7#1"), "plane"),
        kind_example(SK, T("两张小王是一对。", "Two small jokers are a pair."), ("BJ", "BJ#1"), "pair"),
        no_play_example(SK, T("小王和大王放在一起不是对子。", "A small and a big joker together are no pair."),
                        ("BJ", "RJ")),
    ))


def _beating() -> Section:
    return Section(T("谁压得住谁", "What beats what"), (
        Paragraph(T("一般的牌只能用同牌型、同张数、点数更大的牌压。炸弹压任何不是炸弹的牌；"
                    "炸弹之间先比张数，张数多的大，张数一样再比点数。天王炸弹最大。",
                    "An ordinary play is beaten only by the same kind with the same number of cards and a higher rank. "
                    "A bomb beats anything that is not a bomb; between bombs more cards win, and at equal size the "
                    "higher rank. The joker bomb beats everything.")),
        beat_example(SK, T("炸弹压顺子：四张 4 压 9 到 K 的顺子。", "A bomb beats a straight: four 4s on 9 to K."),
                     ("S9", "HT", "CJ", "DQ", "SK"), ("S4", "H4", "C4", "D4"), new_kind="bomb"),
        beat_example(SK, T("五张的炸弹压四张的：五张 3 压四张 2。", "Five cards beat four: five 3s on four 2s."),
                     ("S2", "H2", "C2", "D2"), ("S3", "H3", "C3", "D3", "S3#1"), old_kind="bomb", new_kind="bomb"),
        beat_example(SK, T("天王炸弹最大：四张王压八张 A。", "The joker bomb is the top: four jokers on eight aces."),
                     ("SA", "HA", "CA", "DA", "SA#1", "HA#1", "CA#1", "DA#1"), ("BJ", "BJ#1", "RJ", "RJ#1"),
                     old_kind="bomb", new_kind="rocket"),
    ))


def _scoring() -> Section:
    bomb = ("S6", "H6", "C6", "D6", "S6#1", "H6#1")

    def check() -> None:
        found = assert_kind(SK, bomb, "bomb")
        # seat 0 out first, then seat 2 (his partner): 双扣, with seat 0's six-card bomb ×3
        result = score_hand([0, 2], [(0, found)])
        expect(result.outcome.outcome, "double", "the outcome")
        expect(result.deltas, (12, -12, 12, -12), "the gains")

    def check_single() -> None:
        found = play(SK, bomb)
        result = score_hand([0, 1, 2], [(1, found)])  # partner third: 单扣; the bomb was the losers'
        expect(result.deltas, (2, -2, 2, -2), "the gains")

    return Section(T("计分", "Scoring"), (
        Paragraph(T("按出完牌的先后排名次。一队两人的名次决定结果，结果一定下来这一局就结束：",
                    "Places follow the order of going out. The places of a team decide the hand, which ends as soon "
                    "as the outcome is fixed:")),
        Bullets((
            T("双扣：一队拿了第一和第二，这两人各得 4 分，另外两人各扣 4 分。",
              "双扣: one team takes 1st and 2nd — +4 each, the others −4 each."),
            T("单扣：一队拿了第一和第三，第一、第三各得 2 分，第二、第四各扣 2 分。",
              "单扣: one team takes 1st and 3rd — 1st and 3rd +2, 2nd and 4th −2."),
            T("平扣：一队拿了第一和第四，大家都不得分。", "平扣: one team takes 1st and 4th — nobody scores."),
            T("翻倍：赢的一队这一局打过大炸弹，得分和失分都翻倍：5 张 ×2，6 张 ×3，7 张 ×4，8 张 ×5，天王炸弹 ×5。"
              "只算最大的一个，不叠加。",
              "Multiplier: if the winning team played a big bomb in the hand, gains and losses are multiplied — "
              "5 cards ×2, 6 ×3, 7 ×4, 8 ×5, joker bomb ×5. Only the largest counts; they never add up."),
        )),
        checked(T("例：你打过这个六张的炸弹，你和对家拿了第一、第二（双扣）：4 × 3，每人 +12，对方每人 −12。",
                  "Example: you played this six-card bomb, then you and your partner went out 1st and 2nd (双扣): "
                  "4 × 3, +12 each, the other team −12 each."), (bomb,), check),
        checked(T("同样的炸弹要是对方打的，而你们拿了第一、第三（单扣）：不翻倍，各 ±2。",
                  "The same bomb played by the other team, and you take 1st and 3rd (单扣): no multiplier, ±2 each."),
                (bomb,), check_single),
    ))


def _options() -> Section:
    return Section(T("选项", "Options"), (Bullets((
        T("局数：一场比赛打几局，打完比总分；“不限”就一直打下去。",
          "Hands per match: how many hands make a match, after which the totals decide; \"No limit\" plays on."),
    )),))


def pages():
    return {SK: Page(SK, (_how_a_hand_goes(), _plays(), _beating(), _scoring(), _options()))}
