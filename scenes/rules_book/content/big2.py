"""The rules page of 锄大地 (``rules/climbing.md`` § 锄大地), every example checked by the engine."""
from __future__ import annotations

from engine.climbing.variants.big2_cards import card_points, score_hand

from ..examples import beat_example, checked, expect, kind_example, no_play_example
from ..model import Bullets, Page, Paragraph, Section, T

BIG2 = "big2"


def _how_a_hand_goes() -> Section:
    return Section(T("一局怎么打", "How a hand goes"), (
        Paragraph(T("四个人各打各的，用一副去掉大小王的 52 张牌，每人 13 张。谁先出完手里的牌谁赢，"
                    "其余三家按手里剩下的牌算分。",
                    "Four players, each for themselves, with a 52-card deck (no jokers), 13 cards each. "
                    "The first to play out every card wins; the other three score by the cards they still hold.")),
        Bullets((
            T("一场比赛的第一局，拿方块 3 的人先出，第一手牌里必须有方块 3。以后每局由上一局赢的人先出，随便出。",
              "In a match's first hand the holder of ♦3 leads, and that lead must include the ♦3. "
              "Later hands are led by the previous hand's winner, with anything."),
            T("按逆时针轮流：出和上一手张数一样、但更大的牌，或者“过”。过了以后，这一轮还可以再出。",
              "Counter-clockwise, each player plays the same number of cards as the last play, but higher, "
              "or passes. Passing does not stop you from playing later in the same round."),
            T("连续三家都过，最后出牌的人重新出，什么牌型都行。",
              "When three players pass in a row, whoever played last leads anything."),
        )),
    ))


def _ranks() -> Section:
    return Section(T("牌的大小", "Card ranks"), (
        Paragraph(T("点数从小到大：3 4 5 6 7 8 9 10 J Q K A 2。点数一样时比花色：方块 < 梅花 < 红桃 < 黑桃。"
                    "所以方块 3 最小，黑桃 2 最大。",
                    "Ranks from low to high: 3 4 5 6 7 8 9 10 J Q K A 2. At equal rank the suit decides: "
                    "♦ < ♣ < ♥ < ♠. So ♦3 is the lowest card and ♠2 the highest.")),
        beat_example(BIG2, T("同样是 2，黑桃比红桃大。", "Two 2s: the spade beats the heart."), ("H2",), ("S2",),
                     old_kind="single", new_kind="single"),
        beat_example(BIG2, T("对子比点数，点数一样比最大的那张：黑桃 9 的一对压红桃 9 的一对。",
                             "Pairs compare by rank, then by their higher card: the pair with ♠9 beats the pair with ♥9."),
                     ("D9", "H9"), ("C9", "S9"), old_kind="pair", new_kind="pair"),
    ))


def _plays() -> Section:
    return Section(T("牌型", "Combinations"), (
        Bullets((
            T("单张、一对、三个（同点数）。", "Single, pair, triple (cards of one rank)."),
            T("五张牌的牌型，从小到大：杂顺 < 同花五 < 三个带一对 < 四个带单张 < 同花顺。",
              "Five-card hands, from low to high: straight < flush < full house < four with one < straight flush."),
            T("顺子必须正好五张连续。A 可以在最后（10 J Q K A）或最前（A 2 3 4 5），不能在中间；"
              "2 只能在前面（A 2 3 4 5、2 3 4 5 6）。J Q K A 2 不是顺子。",
              "A straight is exactly five in a row. The A may end it (10 J Q K A) or start it (A 2 3 4 5) but not "
              "sit in the middle; the 2 only at the low end (A 2 3 4 5, 2 3 4 5 6). J Q K A 2 is not a straight."),
            T("只有张数一样的牌能比大小。锄大地没有炸弹。", "Only plays with the same number of cards compare. There are no bombs."),
        )),
        kind_example(BIG2, T("A 2 3 4 5 是顺子，算 5 最大。", "A 2 3 4 5 is a straight; its top card is the 5."),
                     ("SA", "D2", "C3", "H4", "D5"), "straight"),
        no_play_example(BIG2, T("J Q K A 2 不是顺子。", "J Q K A 2 is not a straight."),
                        ("SJ", "HQ", "CK", "DA", "S2")),
        kind_example(BIG2, T("同花五：五张红桃，不相连。", "A flush: five hearts, not in a row."),
                     ("H2", "H7", "H8", "HJ", "HK"), "flush"),
    ))


def _ladder() -> Section:
    return Section(T("五张牌：一级压一级", "Five cards: the ladder"), (
        Paragraph(T("上家出了五张牌，你可以用同一级更大的五张压，也可以用更高一级的任何五张压。"
                    "同一级里比最大的那张（像单张一样，先比点数再比花色）：三个带一对比三个，四个带单张比四个。",
                    "On a five-card hand you may play a higher hand of the same kind, or any hand of a higher kind. "
                    "Within a kind the top card decides (as a single: rank, then suit); a full house counts its "
                    "triple, four with one its four.")),
        beat_example(BIG2, T("同花五压杂顺。", "A flush beats a straight."),
                     ("D9", "CT", "HJ", "SQ", "DK"), ("C3", "C6", "C8", "CT", "CJ"),
                     old_kind="straight", new_kind="flush"),
        beat_example(BIG2, T("三个带一对压同花五。", "A full house beats a flush."),
                     ("C3", "C6", "C8", "CT", "CJ"), ("D4", "C4", "S4", "H7", "S7"),
                     old_kind="flush", new_kind="full_house"),
        beat_example(BIG2, T("四个带单张压三个带一对。", "Four with one beats a full house."),
                     ("DK", "CK", "SK", "H7", "S7"), ("D5", "C5", "H5", "S5", "D3"),
                     old_kind="full_house", new_kind="four_one"),
        beat_example(BIG2, T("同花顺最大：压住四个带单张。", "The straight flush is the top: it beats four with one."),
                     ("D5", "C5", "H5", "S5", "D3"), ("S3", "S4", "S5", "S6", "S7"),
                     old_kind="four_one", new_kind="straight_flush"),
        beat_example(BIG2, T("同是顺子比最大的一张：3 到 7 压得住 A 2 3 4 5，因为 A 2 3 4 5 只算 5 大。",
                             "Two straights compare by their top card: 3–7 beats A 2 3 4 5, which counts only its 5."),
                     ("SA", "D2", "C3", "H4", "S5"), ("D3", "C4", "H5", "D6", "S7"),
                     old_kind="straight", new_kind="straight"),
    ))


def _scoring() -> Section:
    held = ("S2", "HA", "DK", "C9", "H8", "D6", "C5", "D4")

    def check_spade_two() -> None:
        expect(card_points(len(held), "S2" in held), 32, "the card points of eight cards holding ♠2")

    def check_seed() -> None:
        points, gains = score_hand([5, 8, 0, 12], [False] * 4)
        expect(points, (5, 16, 0, 36), "the card points")
        expect(gains, (37, -7, 57, -87), "the gains")

    return Section(T("计分", "Scoring"), (
        Paragraph(T("有人出完牌时，每家按剩下的张数 n 算牌分：", "When someone goes out, each player scores card points "
                                                           "from the number n of cards left:")),
        Bullets((
            T("n 少于 8 张：牌分 = n。", "fewer than 8: n points;"),
            T("8 或 9 张：2n；10 到 12 张：3n；13 张（一张没出）：4n。",
              "8 or 9: 2n; 10 to 12: 3n; all 13 (not one card played): 4n;"),
            T("剩 8 张或更多，手里还有黑桃 2：再 ×2。", "8 or more left and one of them the ♠2: ×2 more."),
            T("每家的得分 = 另外三家的牌分减去自己的牌分，三项相加。所以牌分越少越好，四家的得分加起来是 0。",
              "Each player gains the sum, over the other three, of their points minus his own: few points are "
              "good, and the four gains add up to zero."),
        )),
        checked(T("剩 8 张里有黑桃 2：8 × 2 × 2 = 32 分。", "Eight left, the ♠2 among them: 8 × 2 × 2 = 32 points."),
                (held,), check_spade_two),
        checked(T("例：四家剩 5、8、0、12 张，没人拿着黑桃 2。牌分 5、16、0、36，得分 +37、−7、+57、−87。",
                  "Example: 5, 8, 0 and 12 cards left, nobody holding ♠2. Card points 5, 16, 0, 36; "
                  "gains +37, −7, +57, −87."),
                (("D3", "C4", "H6", "S9", "DJ"),), check_seed,
                group_labels=(T("剩 5 张的那一家", "The player left with 5"),)),
    ))


def _options() -> Section:
    return Section(T("选项", "Options"), (Bullets((
        T("局数：一场比赛打几局，打完比总分；“不限”就一直打下去。",
          "Hands per match: how many hands make a match, after which the totals decide; \"No limit\" plays on."),
    )),))


def pages():
    return {BIG2: Page(BIG2, (_how_a_hand_goes(), _ranks(), _plays(), _ladder(), _scoring(), _options()))}
