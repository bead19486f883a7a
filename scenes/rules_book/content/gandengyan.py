"""The rules pages of 干瞪眼, both ways of drawing (``rules/climbing.md`` § 干瞪眼), checked by the engine."""
from __future__ import annotations

from engine.climbing.variants.gandengyan import RULES
from engine.climbing.variants.gandengyan_score import score_hand

from ..examples import assert_kind, beat_example, checked, expect, kind_example
from ..model import Bullets, Page, Paragraph, Section, T

FAMILY = "gandengyan"
WINNER = "gandengyan-winner"
STAR = "star"


def _how_a_hand_goes(variant: str) -> Section:
    if variant == FAMILY:
        draw = T("家家摸牌：一轮结束后，从赢这一轮的人开始，每人按顺序摸一张牌（牌堆摸完就不摸了），再由他出牌。",
                 "Everyone draws (家家摸牌): after each round every player draws one card, starting with the round's "
                 "winner and going round in turn (while the stock lasts); then the winner leads.")
    else:
        draw = T("赢家摸牌：一轮结束后，只有赢这一轮的人摸一张牌（牌堆摸完就不摸了），再由他出牌。",
                 "The winner draws (赢家摸牌): after each round only the round's winner draws one card "
                 "(while the stock lasts); then he leads.")
    return Section(T("一局怎么打", "How a hand goes"), (
        Paragraph(T("两到六个人，一副 54 张的牌。庄家拿 6 张，其余每人 5 张，剩下的扣着做牌堆。庄家先出。"
                    "谁先把手里的牌出完谁就赢，其余的人按剩下的牌付分。",
                    "Two to six players, one 54-card deck. The dealer gets 6 cards, everyone else 5; the rest is the "
                    "face-down stock. The dealer leads. The first to play out every card wins; the others pay for the "
                    "cards they still hold.")),
        Bullets((
            T("轮到你时，压上一手或者不出。其余的人都不出，这一轮就结束了。",
              "On your turn, beat the last play or pass. When everyone else has passed, the round is over."),
            draw,
            T("第一局由抽签决定庄家，以后由上一局赢的人坐庄。",
              "The first hand's dealer is drawn by lot; after that the winner of the last hand deals."),
        )),
    ))


def _plays(variant: str) -> Section:
    return Section(T("牌型和王", "Combinations and the jokers"), (
        Paragraph(T("点数从小到大：3 4 5 … K A 2。花色不分大小。大王和小王都是听用（癞子）：可以当任何一张牌，"
                    "出牌时由你说当什么。王只有作为最后一张（几张）牌时才能单独出。",
                    "Ranks from low to high: 3 4 5 … K A 2; suits never matter. Both jokers are wild (听用): each "
                    "stands for any card you name when you play it. A joker may be played on its own only as your "
                    "last card(s).")),
        Bullets((
            T("单张；对子（两张同点）。", "Single; pair (two of a rank)."),
            T("连牌：三张或更多相连的单牌，如 3 4 5；两对或更多相连的对子，如 77 88。不能有 2。",
              "Chains: three or more singles in a row, e.g. 3 4 5; or two or more pairs in a row, e.g. 77 88. "
              "No 2 in a chain."),
            T("炸弹：三张或更多同点数，如 QQQ。王算进张数。", "Bomb: three or more of a rank, e.g. QQQ; jokers count towards its size."),
        )),
        kind_example(variant, T("王当 K：K + 王 是一对 K。", "The joker as a K: K + joker is a pair of kings."),
                     ("SK", "BJ"), "pair", reading=(13,), marks=(("BJ", STAR),)),
        kind_example(variant, T("王当 6：3 4 5 王 7 是 3 到 7 的连牌。", "The joker as a 6: 3 4 5 joker 7 is the chain 3 to 7."),
                     ("S3", "H4", "C5", "RJ", "D7"), "straight", reading=(6,), marks=(("RJ", STAR),)),
        kind_example(variant, T("一对 Q + 王是三张 Q 的炸弹。", "A pair of queens + a joker is a bomb of three queens."),
                     ("SQ", "HQ", "BJ"), "bomb", reading=(12,), marks=(("BJ", STAR),)),
    ))


def _beating(variant: str) -> Section:
    return Section(T("只能大一点：干瞪眼的关键", "Exactly one higher: the heart of the game"), (
        Bullets((
            T("单张和对子：只能用正好大一点的压（4 要用 5，一对 Q 要用一对 K）；或者用 2 压任何不是 2 的牌（一对 2 压任何对子）；或者用炸弹。",
              "A single or a pair is beaten only by the same kind exactly one rank higher (a 4 by a 5, a pair of "
              "queens by a pair of kings), or by a 2 over anything but a 2 (a pair of 2s over any pair), or by a bomb."),
            T("连牌：只能用同样长、从大一点开始的连牌压（4567 要用 5678），或者用炸弹。",
              "A chain is beaten only by a chain as long starting one rank higher (4567 by 5678), or by a bomb."),
            T("盖炸：炸弹不受“大一点”的限制。张数多的炸弹大；张数一样，点数大的大（JJJ 压 555）。",
              "Bomb on bomb (盖炸): bombs are free of the one-higher rule. More cards win; at equal size the "
              "higher rank wins (JJJ beats 555)."),
            T("压不住就只能干瞪眼——这就是游戏名字的由来。", "If you cannot, you can only stare — hence the name, 干瞪眼."),
        )),
        beat_example(variant, T("单张 4，下家出 5：正好大一点，压得住。", "A 4 led: a 5 is exactly one higher and beats it."),
                     ("S4",), ("H5",)),
        beat_example(variant, T("单张 4 用 6 压不住：大了两点。", "A 6 does not beat a 4: two ranks higher is too much."),
                     ("S4",), ("H6",), beats=False),
        beat_example(variant, T("2 压任何不是 2 的单张：K 上出 2。", "A 2 beats any single but a 2: a 2 on a K."),
                     ("SK",), ("H2",)),
        beat_example(variant, T("连牌也只能大一点：5678 压 4567。", "Chains too: 5678 beats 4567."),
                     ("S4", "H5", "C6", "D7"), ("S5", "H6", "C7", "D8"), old_kind="straight", new_kind="straight"),
        beat_example(variant, T("6789 压不住 4567。", "6789 does not beat 4567."),
                     ("S4", "H5", "C6", "D7"), ("S6", "H7", "C8", "D9"), beats=False),
        beat_example(variant, T("盖炸：JJJ 压 555。", "Bomb on bomb: JJJ beats 555."),
                     ("S5", "H5", "C5"), ("SJ", "HJ", "CJ"), old_kind="bomb", new_kind="bomb"),
        beat_example(variant, T("四张的炸弹压三张的：6666 压 AAA。", "Four cards beat three: 6666 beats AAA."),
                     ("SA", "HA", "CA"), ("S6", "H6", "C6", "D6"), old_kind="bomb", new_kind="bomb"),
    ))


def _scoring(variant: str) -> Section:
    bombs = (("S5", "H5", "C5"), ("S9", "H9", "C9", "D9"))
    rules = RULES[variant].score
    if variant == FAMILY:
        rule = T("最后只剩一张牌的输家不用付。", "A loser left with exactly one card pays nothing.")
        caption = T("例：这一局打过一个三张炸弹和一个四张炸弹，N = 1 + 2 = 3，每张牌值 1 × 2³ = 8。"
                    "两个输家剩 3 张和 1 张：付 24 和 0，赢家收 24。",
                    "Example: a three-card and a four-card bomb were played, N = 1 + 2 = 3, each card costs "
                    "1 × 2³ = 8. Two losers hold 3 cards and 1 card: they pay 24 and 0; the winner gets 24.")
        left, shut_out, wanted = [0, 3, 1], [False, False, False], (24, -24, 0)
    else:
        rule = T("关墩墩：一张牌都没出过的输家付双倍。庄家除了第一手以外一张没出，也算关墩墩。",
                 "Shut out (关墩墩): a loser who never played a card pays double. The dealer counts as shut out if he "
                 "played nothing after his opening lead.")
        caption = T("例：这一局打过一个三张炸弹和一个四张炸弹，N = 1 + 2 = 3，每张牌值 1 × 2³ = 8。"
                    "两个输家剩 3 张和 5 张，剩 5 张的一张没出过（关墩墩）：付 24 和 80，赢家收 104。",
                    "Example: a three-card and a four-card bomb were played, N = 1 + 2 = 3, each card costs "
                    "1 × 2³ = 8. Two losers hold 3 and 5 cards, and the one with 5 never played (shut out): they pay "
                    "24 and 80; the winner gets 104.")
        left, shut_out, wanted = [0, 3, 5], [False, False, True], (104, -24, -80)

    def check() -> None:
        sizes = [assert_kind(variant, group, "bomb").size for group in bombs]
        result = score_hand(winner=0, left=left, base=1, bomb_sizes=sizes, shut_out=shut_out, rules=rules)
        expect(result.card_value, 8, "the card value")
        expect(result.deltas, wanted, "the gains")

    return Section(T("计分", "Scoring"), (
        Paragraph(T("有人出完牌，这一局就结束。每个输家付：剩下的张数 × 每张牌的分值，赢家收下全部。",
                    "The hand ends when someone goes out. Each loser pays cards left × the card value, and the "
                    "winner collects it all.")),
        Bullets((
            T("每张牌的分值 = 底分 × 2 的 N 次方。N 按这一局打出的炸弹算：三张炸弹 1，四张 2，五张 3，六张 4（王算进张数）。",
              "Card value = base × 2 to the power N, where N adds up the bombs played in the hand: a three-card "
              "bomb 1, four cards 2, five 3, six 4 (jokers count)."),
            rule,
        )),
        checked(caption, bombs, check,
                group_labels=(T("三张的炸弹：N + 1", "Three-card bomb: N + 1"), T("四张的炸弹：N + 2", "Four-card bomb: N + 2"))),
    ))


def _options() -> Section:
    return Section(T("选项", "Options"), (Bullets((
        T("底分：每张剩牌的基础分值，炸弹在这个基础上翻倍。", "Base: what each card left costs before the bombs double it."),
        T("局数：一场比赛打几局，打完比总分；“不限”就一直打下去。",
          "Hands per match: how many hands make a match, after which the totals decide; \"No limit\" plays on."),
    )),))


def pages():
    return {variant: Page(variant, (_how_a_hand_goes(variant), _plays(variant), _beating(variant), _scoring(variant), _options()))
            for variant in (FAMILY, WINNER)}
