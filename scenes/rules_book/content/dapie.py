"""The rules-book pages of 绵阳打撇 (三打一): ``dapie`` (kind A, with aces) and ``dapie-noace`` (kind B).

Written from ``shared/rules/dapie.md``, the seed 004 and the engine (engine/dapie/): the
numbers come from :mod:`engine.dapie.rules`, and every example asks the engine — the trick
winner shown is :func:`engine.tricks.winner.single_trick_winner`'s, the put-back shown is
accepted by :func:`engine.dapie.kitty.check_put_back`.
"""
from __future__ import annotations

from engine.cards import Card, Suit
from engine.errors import RuleError

from ..model import Bullets, CardsExample, Page, Paragraph, Section, T
from ._checking import engine_check
from ._settings import settings_section


#: Labels under the four cards of a trick, in play order.
SEATS = (T("首家", "Led"), T("第二家", "2nd"), T("第三家", "3rd"), T("第四家", "4th"))


def _cards(codes) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes)


def _rules(variant: str):
    from engine.dapie.rules import RULES

    return RULES[variant]


# --- checks ------------------------------------------------------------------------------------


@engine_check
def _check_trick(variant: str, trump: Suit, plays, winner: int, points: int | None = None) -> None:
    """Single cards in play order (seats 0, 1, 2, 3): ``winner`` takes the trick (and ``points``)."""
    from engine.tricks.points import card_points
    from engine.tricks.winner import single_trick_winner

    ctx = _rules(variant).context(trump)
    cards = _cards(plays)
    assert all(c in ctx.order for c in cards), "every card is in this kind's deck"
    assert single_trick_winner(list(enumerate(cards)), ctx) == winner, f"seat {winner} wins the trick"
    if points is not None:
        assert card_points(cards) == points, f"the trick holds {points} points"


@engine_check
def _check_order(variant: str, codes) -> None:
    """``codes``: one suit, high to low, the whole suit of this kind."""
    ctx = _rules(variant).context(None)
    cards = _cards(codes)
    assert len(cards) == len(_rules(variant).ranks), "the whole suit is shown"
    assert all(ctx.order[a] > ctx.order[b] for a, b in zip(cards, cards[1:])), "high to low"


@engine_check
def _check_put_back(variant: str, trump: Suit, hand, good, bad, shown) -> None:
    """From ``hand`` (13 cards) ``good`` may go back and ``bad`` may not; of ``good``, ``shown``
    is shown to everyone."""
    from engine.dapie.kitty import check_put_back, shown_cards

    ctx = _rules(variant).context(trump)
    held = _cards(hand)
    try:
        check_put_back(_cards(good), held)
    except RuleError as refusal:
        raise AssertionError(f"{good} may go back, engine says {refusal}") from None
    try:
        check_put_back(_cards(bad), held)
    except RuleError:
        pass
    else:
        raise AssertionError(f"{bad} may not be put back")
    assert set(shown_cards(_cards(good), ctx)) == set(_cards(shown)), f"{shown} are shown"


# --- the page -----------------------------------------------------------------------------------


def _overview(variant: str) -> Section:
    rules = _rules(variant)
    cards = len(rules.deck)
    aces = rules.has_aces
    return Section(T("一局怎么打", "How a hand goes"), (
        Paragraph(T(
            "绵阳打撇又叫「三打一」：四个人，叫分最高的一家是打家，独自对抗另外三家（撇家）。"
            + (f"A 种（有 A）：去掉大小王和 2、3、4，只用 5 到 A，共 {cards} 张" if aces else
               f"B 种（无 A）：去掉大小王和 2、3、4，再去掉 A，只用 5 到 K，共 {cards} 张")
            + f"，每人 {rules.hand_size} 张，留 4 张底牌。",
            "Mianyang Dapie, \"three against one\": four players; the highest bidder, the declarer (打家), "
            "plays alone against the other three (撇家). "
            + (f"Kind A (with aces): no jokers, no 2, 3, 4 — ranks 5 to A, {cards} cards"
               if aces else f"Kind B (no aces): no jokers, no 2, 3, 4 and no aces — ranks 5 to K, {cards} cards")
            + f"; {rules.hand_size} each and a kitty of 4.")),
        Bullets((
            T("叫分：每人叫一次，叫得最高的人当打家，叫的分就是他要抓够的分。",
              "Bidding: one turn each; the highest bidder is the declarer and his bid is the contract."),
            T("叫主、换底：打家定一门花色为主，拿起 4 张底牌，再扣回 4 张。",
              "Trump and kitty: the declarer names a trump suit, takes the 4 kitty cards and puts 4 back."),
            T("倒、踢回：撇家可以「倒」（加倍），打家可以认输、踢回（再加倍）或照常打。",
              "倒 / 踢回: the opponents may double; the declarer may concede, redouble or just play."),
            T("出牌：打家先出，每人一张，一圈为一墩；赢的人下一墩先出。",
              "Play: the declarer leads; one card each makes a trick; its winner leads the next."),
            T("结算：5 算 5 分，10 和 K 算 10 分，全副 100 分。打家抓到的分和叫分相比定输赢。",
              "Result: each 5 is worth 5, each 10 and K 10 — 100 in all; the declarer's points against "
              "his contract decide the hand."),
        )),
    ))


def _order(variant: str) -> Section:
    rules = _rules(variant)
    aces = rules.has_aces
    suit = ("HA", "HK", "HQ", "HJ", "HT", "H9", "H8", "H7", "H6", "H5") if aces else \
        ("HK", "HQ", "HJ", "HT", "H9", "H8", "H7", "H6", "H5")
    blocks = [
        Paragraph(T(
            "每门从大到小：" + ("A K Q J 10 9 8 7 6 5" if aces else "K Q J 10 9 8 7 6 5（没有 A，K 最大）")
            + "。只在同一门里比大小；主牌比任何副牌都大。",
            "Each suit, high to low: " + ("A K Q J 10 9 8 7 6 5" if aces else
                                          "K Q J 10 9 8 7 6 5 (no aces: the K is top)")
            + ". Cards compare only within a suit; a trump beats any other card.")),
        Bullets((
            T("首家出的那一门是这一墩比大小的花色；手里有这门就必须跟这门（规则原文没有写明，这是本程序的约定）。",
              "The suit led is the suit of the trick; holding it, you must follow it (the original rules "
              "do not say; this is the program's choice)."),
            T("没有这门可以出任何牌：出主牌就可能赢，出另外一门副牌（垫牌）永远赢不了。",
              "Void in it, you may play anything: a trump can win, a card of another side suit never can."),
            T("这一墩里有主牌，最大的主牌赢；没有主牌，首家那门最大的赢。",
              "The highest trump wins the trick; with no trump in it, the highest card of the suit led."),
        )),
        CardsExample(
            T("一门从大到小（红桃）。", "One suit, high to low (hearts)."), (suit,),
            check=lambda: _check_order(variant, suit)),
    ]
    if aces:
        blocks += [
            CardsExample(
                T("黑桃为主：首家出 ♥K，第二家 ♥A，第三家没有红桃，用最小的主牌 ♠5 毙，第四家的 ♦A 是垫牌。"
                  "第三家赢，这一墩有 ♥K 和 ♠5，共 15 分。",
                  "Spades trump: ♥K led, ♥A second, the third player, void in hearts, ruffs with the "
                  "lowest trump ♠5, and the fourth's ♦A is a discard. The third player wins 15 points "
                  "(♥K and ♠5)."),
                (("HK",), ("HA",), ("S5",), ("DA",)),
                check=lambda: _check_trick(variant, Suit.SPADES, ("HK", "HA", "S5", "DA"), 2, 15),
                group_labels=SEATS),
            CardsExample(
                T("黑桃为主：♣10 先出，♣Q 最大；♥A 不是首家那门，也不是主，赢不了。第二家拿走 10 分。",
                  "Spades trump: ♣10 led; ♣Q is highest — the ♥A is neither the suit led nor a trump and "
                  "cannot win. The second player takes 10 points."),
                (("CT",), ("CQ",), ("HA",), ("CJ",)),
                check=lambda: _check_trick(variant, Suit.SPADES, ("CT", "CQ", "HA", "CJ"), 1, 10),
                group_labels=SEATS),
        ]
    else:
        blocks += [
            CardsExample(
                T("方块为主：首家出 ♥Q，♥K 是红桃最大的牌；第四家用 ♦6 毙，第四家赢，共 10 分。",
                  "Diamonds trump: ♥Q led; ♥K is the top heart, but the fourth player ruffs with ♦6 and "
                  "wins the 10 points."),
                (("HQ",), ("HK",), ("H9",), ("D6",)),
                check=lambda: _check_trick(variant, Suit.DIAMONDS, ("HQ", "HK", "H9", "D6"), 3, 10),
                group_labels=SEATS),
            CardsExample(
                T("方块为主：♣5 先出，没人毙，♣K 最大；这一墩 ♣5 + ♣K + ♣10 共 25 分归第三家。",
                  "Diamonds trump: ♣5 led, nobody ruffs, ♣K is top: the third player takes ♣5 + ♣K + ♣10, "
                  "25 points."),
                (("C5",), ("CT",), ("CK",), ("S9",)),
                check=lambda: _check_trick(variant, Suit.DIAMONDS, ("C5", "CT", "CK", "S9"), 2, 25),
                group_labels=SEATS),
        ]
    return Section(T("牌的大小与出牌", "Card order and play"), tuple(blocks))


def _bidding() -> Section:
    return Section(T("叫分与打家", "Bidding and the declarer"), (
        Bullets((
            T("第一局随机定一个庄家，以后由上一局的打家坐庄。从庄家的下家起，每人叫一次，庄家最后叫。",
              "The first dealer is drawn by lot; after that the last hand's declarer deals. Bidding starts "
              "with the player after the dealer, one turn each, the dealer last."),
            T("叫分从 40 到 100，每档 5 分（40、45 … 100），要比前面最高的叫分高；也可以「过」。",
              "A bid is 40 to 100 in steps of 5 (40, 45 … 100) and must beat the highest bid so far; or pass."),
            T("叫得最高的是打家，他叫的分是「打牌分数」（基础分）：他要抓到这么多分。",
              "The highest bidder is the declarer and his bid is the contract: the points he must take."),
            T("四家都过就重新发牌（不算一局）；连续两次都没人叫，第三次发牌若前三家都过，庄家必须叫（至少 40），"
              "叫「第三盘庄家必打」。",
              "If all four pass the cards are dealt again (not counted as a hand); after two such deals "
              "in a row, on the third the dealer must bid (at least 40) when the other three pass."),
        )),
    ))


def _kitty(variant: str) -> Section:
    aces = _rules(variant).has_aces
    hand = (("S6", "S9", "SQ", "H7", "HA", "HK", "C8", "CJ", "C5", "D6", "DT", "DQ", "D9") if aces else
            ("S6", "S9", "SQ", "H7", "H8", "HK", "C8", "CJ", "C5", "D6", "DT", "DQ"))
    good = ("S6", "H7", "C8", "HA") if aces else ("S6", "H7", "C8", "H8")
    shown = ("S6", "HA") if aces else ("S6",)
    return Section(T("叫主、换底牌", "Naming trump and the kitty"), (
        Paragraph(T(
            "打家先叫主（选一门花色），再拿起 4 张底牌，从手里扣回 4 张，牌面朝下。扣回的牌不能有分牌"
            "（5、10、K）；扣回的主牌" + ("和 A " if aces else "") + "必须亮给大家看；其余的牌打完后再翻开给大家核对。",
            "The declarer names the trump suit, takes the 4 kitty cards and puts 4 cards back face "
            "down. No point card (5, 10, K) may go back; any trump" + (" or A" if aces else "")
            + " put back is shown to everyone; the rest are turned up after the hand.")),
        Paragraph(T(
            "极少数情况下手里可扣的非分牌不够 4 张，就必须补上最小的分牌（先 5 后 10 再 K）：这些分牌也亮出来，"
            "分数算打家的（本程序的约定）。",
            "In the rare case the hand holds fewer than 4 cards without points, the lowest point cards "
            "make up the four (5s before 10s before Ks); they are shown too and their points count for "
            "the declarer (the program's choice).")),
        CardsExample(
            T("黑桃为主：扣回 " + ("♠6 ♥7 ♣8 ♥A 可以，其中 ♠6（主）和 ♥A 要亮出" if aces else
                               "♠6 ♥7 ♣8 ♥8 可以，其中 ♠6 是主，要亮出")
              + "；右边的 ♣5 ♦10 ♥K 是分牌，不能扣。",
              "Spades trump: putting back " + ("♠6 ♥7 ♣8 ♥A is fine; the ♠6 (a trump) and the ♥A are shown"
                                               if aces else "♠6 ♥7 ♣8 ♥8 is fine; the ♠6 is a trump and is shown")
              + "; ♣5 ♦10 ♥K on the right are point cards and may not go back."),
            (good, ("C5", "DT", "HK")),
            check=lambda: _check_put_back(variant, Suit.SPADES, hand, good, good[:3] + ("C5",), shown),
            group_labels=(T("可以扣", "May go back"), T("不能扣", "May not"))),
    ))


def _doubling() -> Section:
    return Section(T("倒、踢回、认输", "Doubling: 倒, 踢回 and conceding"), (
        Bullets((
            T("换完底牌后，从打家的下家起，每个撇家依次选「倒」或「不倒」。倒了的撇家和打家之间输赢翻倍（×2）。",
              "After the kitty, each opponent in turn from the declarer's next seat chooses 倒 (double) or "
              "not. Between a doubling opponent and the declarer everything counts ×2."),
            T("有人倒时打家三选一：认输——这一局就此结束，打家只付给第一个倒的人 2 倍底注，别人不输不赢；"
              "踢回——倒了的人和打家之间再翻倍，共 ×4；放弃——不踢回，照常开打。",
              "If anyone doubled, the declarer chooses: concede (认输) — the hand ends and he pays 2 × the "
              "base to the first player who doubled only, nobody else pays; 踢回 (redouble) — the stakes "
              "of those who doubled double again, ×4 in all; or 放弃 — no redouble, play on."),
            T("没倒的撇家和打家之间仍是 ×1。", "An opponent who did not double stays at ×1."),
            T("规则原文里还提到「哦」「再踢回」，但没有说明算法，本程序不采用。",
              "The original rules also name 哦 and 再踢回 without saying how they count; the program leaves them out."),
        )),
    ))


def _baipie() -> Section:
    return Section(T("摆撇", "Laying down (摆撇)"), (
        Paragraph(T(
            "打家出第一张牌之前，如果觉得能拿下所有的分，可以「摆撇」：四家的牌全部亮出来，大家都能看到。"
            "打家的牌由程序自动出：先主牌从大到小，再各门副牌从大到小（♠ ♥ ♣ ♦）；要跟牌时出那门最大的一张。"
            "撇家自己选牌出。只要撇家赢到一墩里有分牌（5、10、K），这一局立即结束，摆撇失败；"
            "撇家一分没拿到打完，摆撇成功。成功或失败都按 ×6 结算。",
            "Before his first lead, a declarer sure of taking every point may lay down (摆撇): all four "
            "hands are turned face up for everyone. His cards then play themselves: trumps high to low, "
            "then each side suit high to low (♠ ♥ ♣ ♦); when he must follow, his highest card of the suit "
            "led. The opponents choose their own cards. The moment they win a trick holding a point card "
            "(5, 10, K) the hand ends and the lay-down has failed; if they finish with no points it has "
            "succeeded. Won or lost, it is settled at ×6.")),
    ))


def _scoring() -> Section:
    return Section(T("计分与输赢", "Points and settling up"), (
        Bullets((
            T("分牌：5 算 5 分，10 和 K 各算 10 分，共 100 分。一墩里的分牌归赢这一墩的一方；三个撇家的分合在一起算。",
              "Point cards: 5 is worth 5, 10 and K 10 each, 100 in all. A trick's points go to the side "
              "that wins it; the three opponents' points are added together."),
            T("和牌：打家的分正好等于叫分，谁也不输不赢。", "Draw (和牌): the declarer's points equal his contract; nobody pays."),
            T("打家的分多于叫分，打家赢，每个撇家付给他；少于叫分，打家输，付给每个撇家。",
              "More than the contract: the declarer wins and each opponent pays him; less: he loses and "
              "pays each opponent."),
            T("误撇：打家拿到全部 100 分、撇家一分没有，打家赢（叫 100 也算赢），×6。",
              "误撇: the declarer took all 100 and the opponents none — he wins (even on a bid of 100), ×6."),
            T("反撇：打家一分没有、撇家拿到 100 分，×9。", "反撇: the declarer took nothing and the opponents all 100, ×9."),
            T("摆撇：成功或失败都 ×6（不再另算误撇）。", "摆撇: won or lost, ×6 (not also 误撇)."),
        )),
        Paragraph(T(
            "打家和每个撇家之间的输赢 = 底注 × 这个撇家的倍数（1，倒了 2，倒了又被踢回 4）× 翻坎 × 特殊倍数。"
            "翻坎：叫分 60 及以上 ×2，80 及以上 ×3，低于 60 ×1。特殊倍数：误撇 6、反撇 9、摆撇 6，其余 1。",
            "Between the declarer and each opponent: base × that opponent's stake (1; 2 if he doubled; "
            "4 if the declarer then redoubled) × 翻坎 × the special factor. 翻坎: a contract of 60 or "
            "more ×2, 80 or more ×3, below 60 ×1. Special factor: 误撇 6, 反撇 9, 摆撇 6, otherwise 1.")),
        Paragraph(T(
            "规则原文里的例子：叫分低于 60，三个撇家都倒，打家踢回，摆撇失败："
            "1（底注）× 2（倒）× 2（踢回）× 6（摆撇）= 每个撇家赢 24，打家共输 72。",
            "The original rules' example: a contract below 60, all three opponents double, the declarer "
            "redoubles and his lay-down fails: 1 (base) × 2 (倒) × 2 (踢回) × 6 (摆撇) = 24 to each "
            "opponent, 72 paid by the declarer.")),
    ))


#: The page's word on each setting (names from the spec: _settings.settings_section).
SETTINGS = {
    "base": T("每家输赢的基础币数（1、2、5、10），再乘上面的各种倍数。",
              "the coins per player before the factors above (1, 2, 5, 10)."),
    "match_hands": T("打完这么多局后结算总分（4、8、16 或不限）；重新发牌不算一局。",
                     "4, 8, 16 or no limit; a redeal is not a hand."),
}


def _options(variant: str) -> Section:
    note = (T("有 A 和无 A 是两种玩法，在游戏菜单里分别选择。", "With and without aces are two games chosen in the menu.")
            if variant == "dapie" else
            T("无 A 和有 A 是两种玩法，在游戏菜单里分别选择；除了去掉 A、每人 8 张，规则完全相同。",
              "Without and with aces are two games chosen in the menu; apart from the missing aces and 8 "
              "cards each, the rules are the same."))
    return settings_section(variant, SETTINGS, (note,))


def _page(variant: str) -> Page:
    return Page(variant, (_overview(variant), _bidding(), _kitty(variant), _doubling(), _order(variant),
                          _baipie(), _scoring(), _options(variant)))


def pages() -> dict[str, Page]:
    return {v: _page(v) for v in ("dapie", "dapie-noace")}
