"""The rules pages of 斗地主 and 癞子斗地主 (``rules/climbing.md`` § 斗地主, § 癞子斗地主).

Every example is checked by the engine (:mod:`..examples`): the cards shown are read
by the variant's own rules, and the scores are worked out by its own scoring.
"""
from __future__ import annotations

from engine.climbing.variants.doudizhu_score import score_hand

from ..examples import assert_kind, beat_example, checked, expect, kind_example, no_play_example
from ..model import Bullets, Page, Paragraph, Section, T

DDZ = "doudizhu"
WILD = "doudizhu-wild"


def _how_a_hand_goes(wild: bool) -> Section:
    extra = () if wild else (
        T("倒和踢回：地主拿到底牌后，两位农民依次选择“倒”（加倍）或“不倒”；有人倒了，地主可以“踢回”（再加倍）。",
          "Doubling: once the landlord has the kitty, each farmer in turn may double (倒) or not; "
          "if anyone doubled, the landlord may redouble (踢回)."),)
    return Section(T("一局怎么打", "How a hand goes"), (
        Paragraph(T("三个人用一副 54 张的牌。一个人当地主，另外两人是农民，两个农民一伙。"
                    "谁先把手里的牌出完，谁那一方就赢：地主先出完，地主赢；任何一个农民先出完，两个农民都赢。",
                    "Three players, one 54-card deck. One player is the landlord; the other two are farmers "
                    "and play together. The side that empties a hand first wins: the landlord alone, or "
                    "both farmers as soon as either of them goes out.")),
        Bullets((
            T("发牌：每人 17 张，剩下 3 张是底牌，扣着放在桌上。发牌时翻开一张明牌，拿到它的人先叫牌。",
              "The deal: 17 cards each; the last 3 are the kitty, face down. One card is turned face up "
              "during the deal; whoever gets it bids first."),
            T("叫牌：每人只叫一次，可以叫 1 分、2 分、3 分或不叫，叫的必须比前面的大；叫 3 分立刻当地主。"
              "叫得最高的人当地主，他叫的分就是这一局的底分。三家都不叫就重新发牌。",
              "Bidding: each player bids once — 1, 2 or 3 points, or passes; a bid must beat the one before, "
              "and a bid of 3 takes the landlord's seat at once. The highest bidder becomes the landlord and "
              "the bid is the hand's base. If all three pass, the cards are dealt again."),
            T("底牌亮给大家看，然后归地主，地主就有 20 张牌，由地主先出。",
              "The kitty is shown to everyone and goes to the landlord, who then holds 20 cards and leads."),
            *extra,
            T("出牌：按逆时针轮流。轮到你时，出一手比上一手大的同样牌型，或者“不出”。"
              "其余两家都不出时，最后出牌的人收下这一轮，重新随便出一手。",
              "Play goes counter-clockwise. On your turn, play a combination of the same kind that beats "
              "the last one, or pass. When both others pass, whoever played last starts a new round with "
              "any combination."),
        )),
    ))


def _ranks(variant: str) -> Section:
    return Section(T("牌的大小", "Card ranks"), (
        Paragraph(T("从小到大：3 4 5 6 7 8 9 10 J Q K A 2 小王 大王。花色不分大小，红桃 9 和黑桃 9 一样大。",
                    "From low to high: 3 4 5 6 7 8 9 10 J Q K A 2, small joker, big joker. "
                    "Suits never matter: a ♥9 and a ♠9 are equal.")),
        beat_example(variant, T("单张 2 比 A 大。", "A single 2 beats a single A."), ("HA",), ("S2",),
                     old_kind="single", new_kind="single"),
    ))


def _plays(wild: bool) -> Section:
    four_two = (T("四带二：四张同点 + 两张单牌（癞子斗地主只能带单张，不能带两对）。四带二不是炸弹。",
                  "Four with two: four of a rank + two singles (in this game never two pairs). "
                  "It is not a bomb.") if wild else
                T("四带二：四张同点 + 两张单牌，或 + 两对。四带二不是炸弹。",
                  "Four with two: four of a rank + two singles, or + two pairs. It is not a bomb."))
    variant = WILD if wild else DDZ
    blocks = [
        Bullets((
            T("单张、对子（两张同点）、三张（三张同点）。", "Single; pair (two of a rank); triple (three of a rank)."),
            T("三带一：三张同点 + 一张单牌；三带二：三张同点 + 一对。",
              "Triple with a single: three of a rank + one card; triple with a pair: three of a rank + a pair."),
            T("顺子：五张或更多连续的单牌，从 3 到 A，不能有 2 和王。",
              "Straight: five or more consecutive ranks, within 3 … A (no 2, no joker)."),
            T("连对：三对或更多连续的对子，如 334455。", "Pair straight: three or more consecutive pairs, e.g. 334455."),
            T("飞机：两个或更多连续的三张，如 333444。可以带翅膀：带和三张个数一样多的单牌，或一样多的对子。",
              "Plane: two or more consecutive triples, e.g. 333444. It may carry wings: as many singles as "
              "triples, or as many pairs as triples."),
            four_two,
            T("炸弹：四张同点。火箭：小王 + 大王。", "Bomb: four of a rank. Rocket: the small and the big joker."),
        )),
        kind_example(variant, T("顺子：3 到 7 五张相连。", "A straight: five in a row, 3 to 7."),
                     ("D3", "C4", "H5", "S6", "D7"), "straight"),
        kind_example(variant, T("连对：三对相连，99 10 10 JJ。", "A pair straight: three pairs in a row, 99 10 10 JJ."),
                     ("S9", "H9", "CT", "DT", "SJ", "HJ"), "pair_straight"),
        kind_example(variant, T("飞机带翅膀：888999 带 4 和 K 两张单牌。",
                                "A plane with wings: 888 999 carrying two singles, 4 and K."),
                     ("S8", "H8", "C8", "D9", "S9", "H9", "C4", "DK"), "plane_singles"),
        kind_example(variant, T("三带二：三张 Q 带一对 5。", "A triple with a pair: three queens and a pair of 5s."),
                     ("SQ", "HQ", "DQ", "C5", "D5"), "triple_pair"),
        no_play_example(variant, T("不是顺子：顺子到 A 为止，J Q K A 2 不成牌型。",
                                   "Not a straight: chains stop at the A, so J Q K A 2 is no play."),
                        ("SJ", "HQ", "CK", "DA", "S2")),
    ]
    if wild:
        blocks.append(no_play_example(WILD, T("四张 5 带两对不成牌型：四带二只能带两张单牌。",
                                              "Four 5s with two pairs is no play here: four with two takes singles only."),
                                      ("S5", "H5", "C5", "D5", "S7", "H7", "S9", "H9")))
    else:
        blocks.append(kind_example(DDZ, T("四带二：四张 5 带两对。", "Four with two: four 5s with two pairs."),
                                   ("S5", "H5", "C5", "D5", "S7", "H7", "S9", "H9"), "four_two_pairs"))
    return Section(T("牌型", "Combinations"), tuple(blocks))


def _beating(wild: bool) -> Section:
    variant = WILD if wild else DDZ
    return Section(T("谁压得住谁", "What beats what"), (
        Paragraph(T("一般的牌只能用同样的牌型、同样的张数去压，比的是主要部分的点数"
                    "（三带一比三张，飞机比最大的那组三张，顺子比最大的一张）。"
                    "炸弹能压任何不是炸弹的牌，大炸弹压小炸弹；火箭最大，什么都能压。",
                    "An ordinary play is beaten only by the same kind with the same number of cards, compared "
                    "by its main part (the triple of a triple-with-one, the top triple of a plane, the top card "
                    "of a straight). A bomb beats anything that is not a bomb, a higher bomb beats a lower one, "
                    "and the rocket beats everything.")),
        beat_example(variant, T("同样五张，4 到 8 的顺子压 3 到 7 的顺子。",
                                "Five cards each: the straight 4–8 beats the straight 3–7."),
                     ("D3", "C4", "H5", "S6", "D7"), ("S4", "H5", "C6", "D7", "S8")),
        beat_example(variant, T("张数不同不能压：六张的顺子压不了五张的顺子。",
                                "Different lengths never compare: a six-card straight cannot answer a five-card one."),
                     ("D3", "C4", "H5", "S6", "D7"), ("S4", "H5", "C6", "D7", "S8", "H9"), beats=False),
        beat_example(variant, T("炸弹压顺子：四张 9 压住一手顺子。", "A bomb beats a straight: four 9s on a straight."),
                     ("S5", "H6", "C7", "D8", "S9", "HT"), ("S9", "H9", "C9", "D9"), new_kind="bomb"),
        beat_example(variant, T("火箭最大：小王 + 大王压住四个 2。", "The rocket is the top: both jokers beat four 2s."),
                     ("S2", "H2", "C2", "D2"), ("BJ", "RJ"), old_kind="bomb", new_kind="rocket"),
    ))


def _wild_section() -> Section:
    star = lambda *codes: tuple((code, "star") for code in codes)  # noqa: E731 - a tiny table
    return Section(T("癞子：3 可以当任何牌", "Wild 3s: a 3 stands for any card"), (
        Paragraph(T("这个玩法里 3 是癞子。3 和别的牌一起出时，可以当任何一张牌（包括王），也可以当它自己。"
                    "单独出 3，或者只出几张 3，就只是 3（四张 3 是一个 3 的炸弹）。"
                    "同样的牌能读成几种牌型时，由你选择怎么读（听牌），桌上会标出来。",
                    "In this game the 3s are wild. Played together with other cards, a 3 may stand for any card "
                    "(a joker too) or for itself. A 3 played alone, or a play made only of 3s, is just 3s "
                    "(four 3s are a bomb of 3s). When the same cards can be read in more than one way, you choose "
                    "the reading, and the table shows it.")),
        kind_example(WILD, T("3 当 7：4 5 6 3 8 是 4 到 8 的顺子。", "The 3 stands for a 7: 4 5 6 3 8 is the straight 4–8."),
                     ("S4", "H5", "C6", "D3", "S8"), "straight", reading=(7,), marks=star("D3")),
        Bullets((
            T("软炸：三张同点 + 一张 3，如 888 + 3，算 8 的炸弹。", "Soft bomb: three of a rank + a 3, e.g. 888 + 3, a bomb of 8s."),
            T("王 + 3：3 当这张王。大王 + 3 是大王炸弹，小王 + 3 是小王炸弹。",
              "A joker + a 3: the 3 stands for that joker — big joker + 3 is a big-joker bomb, small joker + 3 a small-joker bomb."),
            T("炸弹按点数比大小（… 2 < 小王 < 大王）；点数一样时，不带 3 的硬炸弹比软炸大。火箭（小王 + 大王，没有 3）还是最大。",
              "Bombs rank by their rank (… 2 < small joker < big joker); at equal rank a bomb without 3s beats "
              "one with 3s. The rocket (both jokers, no 3) is still the top."),
            T("这个玩法没有倒和踢回。", "There is no doubling or redoubling in this game."),
        )),
        kind_example(WILD, T("软炸：888 + 3，3 当 8。", "A soft bomb: 888 + 3, the 3 standing for an 8."),
                     ("S8", "H8", "C8", "D3"), "soft_bomb", reading=(8,), marks=star("D3")),
        beat_example(WILD, T("点数一样，硬炸弹压软炸：四张 8 压 888 + 3。",
                             "At equal rank the hard bomb wins: four 8s beat 888 + 3."),
                     ("S8", "H8", "C8", "D3"), ("S8", "H8", "C8", "D8"), old_reading=(8,),
                     old_kind="soft_bomb", new_kind="bomb", marks=star("D3")),
        beat_example(WILD, T("大王 + 3 是大王炸弹，压得住四个 2，但压不住火箭。",
                             "Big joker + 3 is a big-joker bomb: it beats four 2s, but not the rocket."),
                     ("S2", "H2", "C2", "D2"), ("RJ", "S3"), new_reading=(16,), new_kind="soft_bomb",
                     marks=star("S3")),
        beat_example(WILD, T("火箭压大王 + 3。", "The rocket beats big joker + 3."),
                     ("RJ", "S3"), ("BJ", "RJ"), old_reading=(16,), new_kind="rocket", marks=star("S3")),
        kind_example(WILD, T("单独出的 3 就是 3。", "A 3 played alone is just a 3."), ("H3",), "single"),
    ))


def _score_example(wild: bool):
    """Bid 2, one bomb, the landlord wins; in 斗地主 the first farmer doubled and the landlord redoubled."""
    bomb = ("S9", "H9", "C9", "D9")
    variant = WILD if wild else DDZ
    if wild:
        caption = T("例：叫 2 分，打出一个炸弹，地主赢。每个农民付 2 × 2 = 4，地主收 8。",
                    "Example: bid 2, one bomb played, the landlord wins. Each farmer pays 2 × 2 = 4; the landlord gets 8.")
        doubled, redoubled, wanted = [False, False, False], None, (8, -4, -4)
    else:
        caption = T("例：叫 2 分，下家倒、地主踢回，打出一个炸弹，地主赢。倒了的农民付 2 × 4 × 2 = 16，"
                    "没倒的农民付 2 × 2 = 4，地主收 20。",
                    "Example: bid 2; the next farmer doubled and the landlord redoubled; one bomb; the landlord wins. "
                    "The doubling farmer pays 2 × 4 × 2 = 16, the other 2 × 2 = 4; the landlord gets 20.")
        doubled, redoubled, wanted = [False, True, False], True, (20, -16, -4)

    def check() -> None:
        assert_kind(variant, bomb, "bomb")
        result = score_hand(landlord=0, base=2, doubled=doubled, redoubled=redoubled, bombs=1, rockets=0,
                            landlord_won=True, spring=False, reverse_spring=False)
        expect(result.deltas, wanted, "the hand's gains")

    return checked(caption, (bomb,), check, group_labels=(T("这一局打出的炸弹", "The bomb played this hand"),))


def _scoring(wild: bool) -> Section:
    stake = () if wild else (
        T("倒了的农民和地主之间 ×2；地主踢回后再 ×2（共 ×4）；没倒的农民不受影响。",
          "Between the landlord and a farmer who doubled: ×2; ×4 once the landlord redoubles. "
          "A farmer who did not double stays ×1."),)
    return Section(T("计分", "Scoring"), (
        Paragraph(T("地主和每个农民分别结算。每个农民付给地主（地主输了就是地主付给他）：",
                    "The landlord settles with each farmer separately. Each farmer pays the landlord "
                    "(or, if the landlord loses, is paid by him):")),
        Bullets((
            T("底分 = 地主叫的分（1、2 或 3）。", "the base: the landlord's bid (1, 2 or 3),"),
            *stake,
            T("每打出一个炸弹或火箭，翻一倍。", "×2 for every bomb or rocket played in the hand,"),
            T("春天 ×2：地主出完了，两个农民一张牌都没出过。",
              "×2 for a spring (春天): the landlord went out and neither farmer played a single card."),
            T("反春 ×2（选项，默认关）：农民赢了，地主只出过第一手牌。",
              "×2 for a reverse spring (反春, an option, off by default): the farmers won and the landlord "
              "played only the opening lead."),
        )),
        _score_example(wild),
    ))


def _options(wild: bool) -> Section:
    items = [] if wild else [
        T("倒 / 踢回：关掉后没有加倍这一步，每个农民都按 ×1 结算。",
          "Doubling (倒 / 踢回): when off, there is no doubling step and every farmer settles at ×1."),
    ]
    items += [
        T("反春：开了以后，农民打出反春时分数再翻倍。", "Reverse spring: when on, a reverse spring doubles the score."),
        T("局数：一场比赛打几局，打完比总分；“不限”就一直打下去。",
          "Hands per match: how many hands make a match, after which the totals decide; \"No limit\" plays on."),
    ]
    return Section(T("选项", "Options"), (Bullets(tuple(items)),))


def pages() -> dict[str, Page]:
    return {
        DDZ: Page(DDZ, (_how_a_hand_goes(False), _ranks(DDZ), _plays(False), _beating(False), _scoring(False),
                        _options(False))),
        WILD: Page(WILD, (_how_a_hand_goes(True), _wild_section(), _ranks(WILD), _plays(True), _beating(True),
                          _scoring(True), _options(True))),
    }
