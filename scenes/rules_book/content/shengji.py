"""The rules-book pages of 升级 with one, two and three decks (``shengji-1/2/3``).

Written from ``shared/rules/shengji.md`` and the engine (engine/shengji/): the
numbers on each page (hand size, kitty, points, the score steps) come from the
engine's own tables, and every example asks the engine — the tractor shown is a
tractor to :func:`engine.shengji.units.unit_of`, the ruff shown wins to
:func:`engine.shengji.trick.trick_winner`, the overturn shown is accepted (or
refused) by :func:`engine.shengji.declare.judge`.
"""
from __future__ import annotations

from engine.cards import Card, Suit
from engine.errors import RuleError

from ..model import Bullets, CardsExample, Page, Paragraph, Section, T
from ._checking import engine_check
from ._settings import option_name, settings_section

#: decks → (hand size, kitty, total points, score step); checked against the engine in the test.
NUMBERS = {1: (12, 6, 100, 20), 2: (25, 8, 200, 40), 3: (39, 6, 300, 60)}
_NAMES = {1: ("一副牌", "one deck"), 2: ("两副牌", "two decks"), 3: ("三副牌", "three decks")}


def _cards(codes) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes)


LED = T("首家", "Led")
RUFF = T("毙", "Ruff")
THROW = T("想甩", "Throw tried")
HELD = T("别家有", "Another holds")
STANDING = T("已亮", "Standing")
OVERTURNS = T("能反", "Overturns")
CANNOT = T("不能反", "Cannot")


def _opt(key: str) -> tuple[str, str]:
    """A setting's name as the setup screen shows it (the three variants share their options)."""
    return option_name("shengji-2", key)


# --- checks: each asks the engine and raises AssertionError when the example is wrong ----------


@engine_check
def _check_trump_order(level: int, trump: Suit | None, twos: bool, codes: tuple[str, ...],
                       equal: tuple[tuple[str, str], ...] = ()) -> None:
    """``codes`` are trumps, high to low; pairs in ``equal`` are of equal strength, the rest strictly
    lower each step."""
    from engine.shengji.trump import context

    ctx = context(level, trump, twos)
    cards = _cards(codes)
    assert all(ctx.is_trump(c) for c in cards), "every card shown is a trump"
    same = {frozenset(_cards(p)) for p in equal}
    for high, low in zip(cards, cards[1:]):
        if frozenset((high, low)) in same:
            assert ctx.order[high] == ctx.order[low], f"{high} and {low} are equal"
        else:
            assert ctx.order[high] > ctx.order[low], f"{high} is above {low}"


@engine_check
def _check_side_below(level: int, trump: Suit, side: str, lowest_trump: str) -> None:
    from engine.shengji.trump import context

    ctx = context(level, trump)
    side_card, trump_card = Card.from_code(side), Card.from_code(lowest_trump)
    assert not ctx.is_trump(side_card) and ctx.is_trump(trump_card)
    assert ctx.suit_class[side_card] == side_card.suit.value


@engine_check
def _check_units(level: int, trump: Suit | None, decks: int, groups, kind: str | None) -> None:
    """Each group is one unit of ``kind`` (None: each group is two pairs, not a tractor)."""
    from engine.shengji.trump import context
    from engine.shengji.units import decompose, unit_of

    ctx = context(level, trump)
    for group in groups:
        if kind is None:
            units = decompose(_cards(group), ctx, decks)
            assert [u.kind for u in units] == ["pair", "pair"], f"{group} is two pairs, not a tractor"
        else:
            unit = unit_of(_cards(group), ctx, decks)
            assert unit is not None and unit.kind == kind, f"{group} is a {kind}"


@engine_check
def _check_trick(level: int, trump: Suit | None, decks: int, groups, winner: int) -> None:
    """The plays of ``groups`` (lead first, seats 0, 1, 2 …) are won by ``winner``."""
    from engine.shengji.follow import read_lead
    from engine.shengji.trick import trick_winner
    from engine.shengji.trump import context

    ctx = context(level, trump)
    lead = read_lead(_cards(groups[0]), ctx, decks)
    plays = [(seat, _cards(g)) for seat, g in enumerate(groups)]
    assert trick_winner(plays, lead, ctx) == winner, f"seat {winner} wins the trick"


@engine_check
def _check_throw(level: int, trump: Suit | None, decks: int, lead_codes, other_hand, forced) -> None:
    """The throw ``lead_codes`` against another hand ``other_hand``: ``forced`` () means it stands,
    else the cards the leader must play instead."""
    from engine.shengji.follow import beatable_units, forced_unit, read_lead
    from engine.shengji.trump import context

    ctx = context(level, trump)
    lead = read_lead(_cards(lead_codes), ctx, decks)
    assert lead.is_throw, "several units led at once"
    beaten = beatable_units(lead, [_cards(other_hand)], ctx)
    if not forced:
        assert not beaten, "nobody can beat any part of the throw"
        return
    assert beaten, "the throw fails"
    assert sorted(forced_unit(beaten).cards) == sorted(_cards(forced)), f"the leader must play {forced}"


@engine_check
def _check_follow(level: int, trump: Suit | None, decks: int, lead_codes, hand, good, bad) -> None:
    """``good`` follows the lead from ``hand``; ``bad`` (same hand) is refused."""
    from engine.shengji.follow import check_follow, read_lead
    from engine.shengji.trump import context

    ctx = context(level, trump)
    lead = read_lead(_cards(lead_codes), ctx, decks)
    try:
        check_follow(_cards(good), _cards(hand), lead, ctx)
    except RuleError as refusal:
        raise AssertionError(f"{good} follows the lead, engine says {refusal}") from None
    try:
        check_follow(_cards(bad), _cards(hand), lead, ctx)
    except RuleError:
        return
    raise AssertionError(f"{bad} must be refused")


@engine_check
def _check_declare(level: int, decks: int, overcall: str, standing, new, expected: str | None) -> None:
    """A declaration ``new`` by another seat against ``standing``: ``expected`` 'overturn', or None
    when it is refused."""
    from engine.shengji.declare import Declaration, judge

    standing_decl = Declaration(0, _cards(standing))
    try:
        answer = judge(1, _cards(new), standing_decl, level, decks, overcall, False)
    except RuleError:
        answer = None
    assert answer == expected, f"{new} over {standing}: expected {expected}, engine says {answer}"


@engine_check
def _check_kitty(codes, double: int, literal: int, decks: int = 2) -> None:
    from engine.shengji.trick import kitty_multiplier
    from engine.shengji.trump import context
    from engine.shengji.units import decompose

    ctx = context(10, Suit.HEARTS)
    units = decompose(_cards(codes), ctx, decks)
    assert kitty_multiplier(units, "double") == double, f"doubled kitty bonus ×{double}"
    assert kitty_multiplier(units, "literal") == literal, f"literal kitty bonus ×{literal}"


# --- text shared by the three pages ----------------------------------------------------------


def _overview(decks: int) -> Section:
    hand, kitty, total, step = NUMBERS[decks]
    zh_name, en_name = _NAMES[decks]
    cards = 54 * decks
    also = {1: ("一副牌的升级也叫「40分」「打百分」。", "One-deck Shengji is also called 40 points or Hundred."),
            2: ("两副牌的升级也叫「80分」「拖拉机」。", "Two-deck Shengji is also called 80 points or Tractor."),
            3: ("三副牌的升级也叫「泰坦尼克」。", "Three-deck Shengji is also called Titanic.")}[decks]
    return Section(T("一局怎么打", "How a hand goes"), (
        Paragraph(T(
            f"四人两队，对家是队友（你和上方一队，左右两家一队）。用{zh_name}共 {cards} 张，"
            f"每人 {hand} 张，留 {kitty} 张底牌。" + also[0],
            f"Four players in two teams; partners sit opposite (you and the top seat against left and "
            f"right). {en_name.capitalize()}, {cards} cards: {hand} each and a kitty of {kitty}. " + also[1])),
        Bullets((
            T("发牌：逆时针一张一张发，发牌时可以亮级牌定主（见「亮主」）。",
              "The deal: one card at a time, counter-clockwise; while it goes on players may show level "
              "cards to declare trump (see Declaring trump)."),
            T(f"扣底：庄家拿起 {kitty} 张底牌，再扣下任意 {kitty} 张（分牌也可以扣）。",
              f"Burying: the dealer picks up the {kitty}-card kitty and buries any {kitty} cards face down "
              f"(point cards too)."),
            T("出牌：庄家先出，每墩四人各出一次，赢的人下一墩先出。",
              "Play: the dealer leads the first trick; each trick goes once round the table and its "
              "winner leads the next."),
            T(f"抓分：5 算 5 分，10 和 K 算 10 分，全副共 {total} 分。只计抓分方（非庄家方）赢到的分。",
              f"Points: each 5 is worth 5, each 10 and K 10; {total} in all. Only the points the "
              f"attackers (the team that is not dealing) win are counted."),
            T("升级：按抓分方的得分，庄家方或抓分方升级，先从 2 打过 A 的一队赢得整场。",
              "Levels: the attackers' points decide which team goes up; the first team to get "
              "through A wins the match."),
        )),
    ))


def _trumps(decks: int) -> Section:
    blocks = [
        Paragraph(T(
            "每队有自己的级（从 2 开始：2、3 … 10、J、Q、K、A）。庄家一方的级就是本局的「级牌」。"
            "主牌（主）是：大王、小王、四种花色的级牌，以及主花色的全部牌；其余是副牌（副）。"
            "没有主花色时叫「无主」，主牌只有大小王和级牌。",
            "Each team has a level (from 2: 2, 3 … 10, J, Q, K, A). The dealing team's level is this "
            "hand's level rank (级牌). The trumps (主) are both jokers, the level cards of all four suits "
            "and every card of the trump suit; everything else is side cards (副). With no trump suit "
            "(无主) the trumps are just the jokers and the level cards.")),
        Bullets((
            T("主牌从大到小：大王、小王、主花色的级牌（主级牌）、其他三种花色的级牌（副级牌，三者同大）、"
              "主花色 A K Q … 2（不含级牌）。",
              "Trumps, high to low: big joker, small joker, the level card of the trump suit, the level "
              "cards of the other three suits (all equal), then the trump suit A K Q … 2 without the "
              "level rank."),
            T("副牌每门从大到小：A K Q … 2，级牌不在其中。任何主牌都比任何副牌大。",
              "Each side suit, high to low: A K Q … 2 without the level rank. Any trump beats any side card."),
            T("同样大的牌，先出的大。",
              "Between equal cards, the one played first wins."),
        )),
        CardsExample(
            T("打 7、红桃为主：大王 > 小王 > 主7（♥7）> 副7（♠7 与 ♣7 同大）> ♥A > ♥K > ♥2；"
              "右边的 ♠A 是副牌，比最小的主牌 ♥2 还小。",
              "Level 7, hearts trump: big joker > small joker > ♥7 > the other 7s (♠7 and ♣7 equal) > "
              "♥A > ♥K > ♥2; the ♠A on the right is a side card, below even the lowest trump, ♥2."),
            (("RJ", "BJ", "H7", "S7", "C7", "HA", "HK", "H2"), ("SA",)),
            check=lambda: (_check_trump_order(7, Suit.HEARTS, False,
                                              ("RJ", "BJ", "H7", "S7", "C7", "HA", "HK", "H2"), (("S7", "C7"),)),
                           _check_side_below(7, Suit.HEARTS, "SA", "H2")),
            group_labels=(T("主牌，从大到小", "Trumps, high to low"), T("副牌", "Side card"))),
        Paragraph(T(
            f"设置「{_opt('twos_trump')[0]}」打开时，所有 2 都是主牌：排在副级牌之下，主花色的 2 大于其他三门的 2"
            "（三者同大），再往下才是主花色的 A；副牌每门只剩 A … 3。",
            f"With the setting {_opt('twos_trump')[1]} on, every 2 is a trump: below the off-suit level cards "
            "come the 2 of the trump suit, then the other three 2s (equal), and only then the trump A; side "
            "suits run A … 3.")),
        CardsExample(
            T(f"「{_opt('twos_trump')[0]}」，打 7、红桃为主：♥7 > ♠7 > ♥2 > ♠2 > ♥A。",
              f"{_opt('twos_trump')[1]}, level 7, hearts trump: ♥7 > ♠7 > ♥2 > ♠2 > ♥A."),
            (("H7", "S7", "H2", "S2", "HA"),),
            check=lambda: _check_trump_order(7, Suit.HEARTS, True, ("H7", "S7", "H2", "S2", "HA"))),
    ]
    return Section(T("主与副、级牌", "Trumps, side suits and the level rank"), tuple(blocks))


def _units(decks: int) -> Section:
    if decks == 1:
        return Section(T("牌型", "Units"), (
            Paragraph(T(
                "一副牌里每张牌都只有一张，所以没有对子，也没有拖拉机：每次出牌是一张单张，"
                "或是同一门的几张大牌一起甩出（甩牌，见「出牌」）。",
                "In one deck every card is unique, so there are no pairs and no tractors: each lead is a "
                "single card, or several top cards of one suit thrown together (a throw, see Play).")),
        ))
    blocks = [
        Bullets((
            T("单张：任意一张。", "Single: any one card."),
            T("对子：两张完全相同的牌（同花色同点数，或同样的王）。♠9 和 ♣9 不是对子。",
              "Pair: two identical cards (same suit and rank, or the same joker). ♠9 with ♣9 is not a pair."),
            T("拖拉机：同一门（或都是主牌）里大小相邻的两对或更多对。相邻按上面的大小顺序算："
              "级牌从副牌里拿走了，所以打 10 时 J J 9 9 是拖拉机；主牌里 小王小王 + 主级牌一对、"
              "主级牌一对 + 副级牌一对、副级牌一对 + 主花色 A 一对都是拖拉机。",
              "Tractor (拖拉机): two or more pairs of adjacent ranks in one suit (or all trumps). Adjacent "
              "means next to each other in the order above: the level rank leaves its side suit, so at "
              "level 10 J J 9 9 is a tractor; among trumps, small jokers + a pair of trump level cards, "
              "trump level pair + off-suit level pair, and off-suit level pair + trump A pair are "
              "tractors."),
            T("不是拖拉机：两对不同花色的副级牌（同大，不相邻）、5 5 3 3、打 10 时的 J J 10 10、A A 2 2。",
              "Not tractors: two pairs of off-suit level cards of different suits (equal, not adjacent), "
              "5 5 3 3, J J 10 10 at level 10, A A 2 2."),
        )),
        CardsExample(
            T("打 10、红桃为主，这三组都是拖拉机：♠J♠J♠9♠9；小王小王 + ♥10♥10；♠10♠10 + ♥A♥A。",
              "Level 10, hearts trump; each group is a tractor: ♠J♠J♠9♠9; small jokers + ♥10♥10; "
              "♠10♠10 + ♥A♥A."),
            (("SJ", "SJ#1", "S9", "S9#1"), ("BJ", "BJ#1", "HT", "HT#1"), ("ST", "ST#1", "HA", "HA#1")),
            check=lambda: _check_units(10, Suit.HEARTS, decks, (
                ("SJ", "SJ#1", "S9", "S9#1"), ("BJ", "BJ#1", "HT", "HT#1"), ("ST", "ST#1", "HA", "HA#1")),
                "tractor")),
        CardsExample(
            T("同样打 10、红桃为主，这三组都不是拖拉机，只是两个对子：♠10♠10 + ♣10♣10；♠5♠5♠3♠3；♥A♥A♥2♥2。",
              "Same level and trump; none of these is a tractor, each is just two pairs: ♠10♠10 + "
              "♣10♣10; ♠5♠5♠3♠3; ♥A♥A♥2♥2."),
            (("ST", "ST#1", "CT", "CT#1"), ("S5", "S5#1", "S3", "S3#1"), ("HA", "HA#1", "H2", "H2#1")),
            check=lambda: _check_units(10, Suit.HEARTS, decks, (
                ("ST", "ST#1", "CT", "CT#1"), ("S5", "S5#1", "S3", "S3#1"), ("HA", "HA#1", "H2", "H2#1")),
                None)),
    ]
    if decks == 3:
        blocks += [
            Bullets((
                T("三张：三张完全相同的牌。", "Triple: three identical cards."),
                T("泰坦尼克：两个大小相邻的三张（相邻的算法同拖拉机）。打 5 时 333444、444666、"
                  "副5×3 + 主5×3、小王×3 + 大王×3、主A×3 + 副5×3 都是；555666 不是（5 是级牌），"
                  "无主时两门不同花色的 555 555 也不是。三个相邻的三张当作一个泰坦尼克加一个三张，一起甩出。",
                  "Titanic (泰坦尼克): two triples of adjacent ranks (adjacent as for tractors). At level 5: "
                  "333444, 444666, off-suit 5×3 + trump 5×3, small jokers×3 + big jokers×3, trump A×3 + "
                  "off-suit 5×3; not 555666 (5 is the level rank), nor in no-trump two side-suit 555s. "
                  "Three adjacent triples count as a titanic plus a triple, led together as a throw."),
            )),
            CardsExample(
                T("打 5、黑桃为主：♠3×3 + ♠4×3 是泰坦尼克；♣5×3 + ♠5×3（副5 + 主5）也是。",
                  "Level 5, spades trump: ♠3×3 + ♠4×3 is a titanic; so is ♣5×3 + ♠5×3 (off-suit 5s + "
                  "trump 5s)."),
                (("S3", "S3#1", "S3#2", "S4", "S4#1", "S4#2"), ("C5", "C5#1", "C5#2", "S5", "S5#1", "S5#2")),
                check=lambda: _check_units(5, Suit.SPADES, 3, (
                    ("S3", "S3#1", "S3#2", "S4", "S4#1", "S4#2"), ("C5", "C5#1", "C5#2", "S5", "S5#1", "S5#2")),
                    "titanic")),
        ]
    return Section(T("牌型：单张、对子、拖拉机" + ("、三张、泰坦尼克" if decks == 3 else ""),
                     "Units: singles, pairs, tractors" + (", triples, titanics" if decks == 3 else "")),
                   tuple(blocks))


def _declaring(decks: int) -> Section:
    first = T("亮主：发牌过程中，第一个亮出一张级牌的人，以那张牌的花色为主。",
              "Declaring (亮主): during the deal, the first player to show a level card makes its suit trump.")
    more = (
        T("定主（自保）：亮主的人在没有被反之前，可以再亮一张同样的级牌，把单张加成对子，别人就更难反。",
          "Reinforcing (定主 / 自保): while not yet overturned, the declarer may show another identical "
          "level card, turning the single into a pair, which is harder to overturn."),
        T("反主：别人用更高一级的亮牌改主，例如用一对级牌反一张；反无主：用一对王改成无主。",
          "Overturning (反主): another player changes the trump with a higher showing, e.g. a pair of "
          "level cards over a single; overturning to no-trump (反无主): a pair of jokers makes it 无主."),
    ) if decks >= 2 else ()
    rest = (
        T("第一局还没有庄家：第一个亮主的人坐庄。以后各局庄家在发牌前就定了，亮主只决定主花色。",
          "The first hand has no dealer yet: the first to declare becomes dealer. In later hands the "
          "dealer is fixed before the deal and declaring only names the trump."),
        T(f"发完牌没人亮主：第一局重新发牌；以后按设置「{_opt('no_declaration')[0]}」，翻底牌第 4 张定主"
          "（是王就打无主），或直接打无主。",
          "Nobody declared by the end of the deal: the first hand is dealt again; later hands, by the "
          f"setting {_opt('no_declaration')[1]}, take the suit of the 4th kitty card (a joker: "
          "no-trump), or play no-trump."),
    )
    common = [Bullets((first,) + more + rest)]
    if decks == 1:
        ladder = [
            Paragraph(T(
                "一副牌没有相同的两张，所以只能亮单张级牌，也不能用王亮主或反无主：第一个亮出级牌的人就定了主，"
                "一张单张不能反另一张单张。",
                "With one deck no two cards are alike, so only a single level card can be shown and "
                "jokers cannot be shown at all: the first level card shown names the trump for good, as "
                "a single never overturns a single.")),
            CardsExample(
                T("打 10：♦10 先亮，♠10 不能再反。", "Level 10: ♦10 shown first; ♠10 cannot overturn it."),
                (("DT",), ("ST",)),
                check=lambda: _check_declare(10, 1, "004", ("DT",), ("ST",), None),
                group_labels=(STANDING, CANNOT)),
        ]
    elif decks == 2:
        ladder = [
            Bullets((
                T("从低到高：一张级牌 < 一对级牌 < 一对小王 < 一对大王。一张永远不能反一张。",
                  "Low to high: one level card < a pair of level cards < a pair of small jokers < a pair of "
                  "big jokers. A single never overturns a single."),
                T(f"对子反对子看设置「{_opt('overcall')[0]}」：默认花色大的一对可以反花色小的一对，"
                  "♦ < ♣ < ♥ < ♠，而且第一局反主的人同时成为庄家（反主反庄）；另一种是先亮的对子为准，"
                  "之后只有一对王能反。",
                  f"Pair over pair depends on the setting {_opt('overcall')[1]}: by default a pair of a "
                  "higher suit overturns one of a lower suit, ♦ < ♣ < ♥ < ♠, and in the first hand the "
                  "overturner also becomes dealer; the other choice lets the first pair stand, after which "
                  "only a pair of jokers can overturn."),
                T(f"设置「{_opt('self_overturn')[0]}」：亮主的人能否用另一门花色的一对级牌反自己的主（默认不能）。",
                  f"The setting {_opt('self_overturn')[1]}: may the declarer overturn their own declaration "
                  "with a pair of another suit (off by default)."),
            )),
            CardsExample(
                T("打 10，默认规则：一对 ♦10 已经亮出，一对 ♠10 可以反（黑桃比方块大）；"
                  "若设置为先亮的对子为准，就不能反。",
                  "Level 10, default rule: a pair of ♦10 stands and a pair of ♠10 overturns it (spades "
                  "rank above diamonds); if the first pair stands, it could not."),
                (("DT", "DT#1"), ("ST", "ST#1")),
                check=lambda: (_check_declare(10, 2, "004", ("DT", "DT#1"), ("ST", "ST#1"), "overturn"),
                               _check_declare(10, 2, "000", ("DT", "DT#1"), ("ST", "ST#1"), None)),
                group_labels=(STANDING, OVERTURNS)),
        ]
    else:
        ladder = [
            Paragraph(T(
                "三副牌是「抢亮」：有人亮了之后，别人只能亮更高一档的牌。五档从低到高：一张级牌 < 两张级牌 "
                "< 两张王（打无主）< 三张级牌 < 三张王（打无主）。同一档里花色不分大小，大王也不比小王大："
                "一对大王不能反一对小王，三张大王不能反三张小王。两张或三张王都必须是同样的王。",
                "Three decks grab the declaration: once someone has shown, others may only show a strictly "
                "higher step. The five steps, low to high: one level card < two level cards < two jokers "
                "(no-trump) < three level cards < three jokers (no-trump). Within a step neither suit nor "
                "joker colour counts: a pair of big jokers does not overturn a pair of small jokers, nor "
                "three big jokers three small ones. Jokers shown must be identical.")),
            CardsExample(
                T("三副牌：一对小王已经亮出（无主），一对大王不能反；三张 10 可以反。",
                  "Three decks: a pair of small jokers stands (no-trump); a pair of big jokers cannot "
                  "overturn it, three 10s can."),
                (("BJ", "BJ#1"), ("RJ", "RJ#1"), ("ST", "ST#1", "ST#2")),
                check=lambda: (_check_declare(10, 3, "004", ("BJ", "BJ#1"), ("RJ", "RJ#1"), None),
                               _check_declare(10, 3, "004", ("BJ", "BJ#1"), ("ST", "ST#1", "ST#2"),
                                              "overturn")),
                group_labels=(STANDING, CANNOT, OVERTURNS)),
            Paragraph(T(
                f"设置「{_opt('self_overturn')[0]}」决定亮主的人能否用另一门反自己；「{_opt('overcall')[0]}」"
                "在三副牌里只管第一局反主是否反庄。",
                f"The setting {_opt('self_overturn')[1]} decides whether the declarer may overturn "
                f"themselves with another suit; with three decks {_opt('overcall')[1]} only decides whether "
                "an overturn in the first hand also takes the deal.")),
        ]
    timing = Paragraph(T(
        f"设置「{_opt('declare_timing')[0]}」：默认边发牌边亮，谁先亮谁占先；也可以发完牌后从庄家起轮流选择亮主、反主或不亮，"
        "直到最后一次亮主后其余三家都不亮。几个人共用一台电脑时总用轮流的方式。",
        f"The setting {_opt('declare_timing')[1]}: by default during the deal, first come first served; or in turn "
        "after the deal, from the dealer, each player declaring, overturning or passing until the other "
        "three pass after the last declaration. Several people sharing one computer always declare in "
        "turn."))
    return Section(T("亮主、定主、反主", "Declaring trump"), tuple(common + ladder + [timing]))


def _play(decks: int) -> Section:
    blocks: list = [
        Bullets((
            T("首家可以出一张单张" + ("、一对、一个拖拉机" if decks >= 2 else "")
              + ("、三张、泰坦尼克" if decks == 3 else "") + "，或者甩牌：同一门里几个都是最大的牌型一起出。",
              "The leader plays a single" + (", a pair, a tractor" if decks >= 2 else "")
              + (", a triple, a titanic" if decks == 3 else "")
              + ", or a throw (甩牌): several units of one suit that are all top, played at once."),
            T("甩牌检查：程序拿甩出的每一部分和其余三家这一门的牌比。有一部分能被别人更大的同样牌型管住，"
              "甩牌就失败，只能出能被管住的部分里最小的那个，其余收回手里。",
              "The throw check: each part of a throw is compared with what the other three hold in that "
              "suit. If anyone could beat a part with a higher unit of the same kind, the throw fails: the "
              "leader must play the lowest of the parts that can be beaten and takes the rest back."),
            T(f"设置「{_opt('throw_penalty')[0]}」：不罚（默认），或每收回一张罚 10 分，归甩牌者的对方"
              "（庄家方甩失败加给抓分方，抓分方甩失败从自己的分里扣）。",
              f"The setting {_opt('throw_penalty')[1]}: none (default), or 10 points per card taken back, in "
              "favour of the thrower's opponents (added to the attackers' points when a defender threw, "
              "taken off them when an attacker threw)."),
            T("跟牌：出同样张数。有首家那一门（主牌算一门）就必须出那一门"
              + ("；还要尽量跟牌型：首家出对子，有对子必须出对子（拖拉机里的对子也算）；首家出拖拉机，"
                 "有同样长的拖拉机必须出，没有就出较短的拖拉机、对子，最后才是单张" if decks >= 2 else "")
              + "。那一门不够就全出，再任选别的牌补齐。",
              "Following: play as many cards as were led. Holding the led suit (trumps count as one "
              "suit), you must play it"
              + ("; and match its shape as far as you can: a pair led, you must play a pair if you have "
                 "one (pairs inside tractors count); a tractor led, a tractor of the same length if you "
                 "have one, else shorter tractors, then pairs, singles last" if decks >= 2 else "")
              + ". Short of the suit, play all of it and fill up with any cards."),
        )),
    ]
    if decks == 3:
        blocks.append(Bullets((
            T("首家出泰坦尼克，跟牌按这个顺序尽量出：泰坦尼克；两个三张；一个拖拉机加两张；一个三张加一对加一张；"
              "一个三张加三张单张；两对加两张；一对加四张；六张单张。",
              "A titanic led: follow with, as far as you can, in this order: a titanic; two triples; a "
              "tractor and two singles; a triple, a pair and a single; a triple and three singles; two "
              "pairs and two singles; one pair and four singles; six singles."),
            T("首家出三张：有三张出三张；否则一对加一张；否则三张单张。",
              "A triple led: a triple; else a pair and a single; else three singles."),
        )))
        blocks.append(CardsExample(
            T("打 10、红桃为主：首家出三张 ♠Q×3，你没有三张，但有一对 ♠8♠8：必须出这一对再加一张黑桃（右）。",
              "Level 10, hearts trump: ♠Q×3 is led; you hold no triple but the pair ♠8♠8, so you must play "
              "that pair and one more spade (right)."),
            (("SQ", "SQ#1", "SQ#2"), ("S8", "S8#1", "S3")),
            check=lambda: _check_follow(10, Suit.HEARTS, 3, ("SQ", "SQ#1", "SQ#2"),
                                        ("S8", "S8#1", "S6", "S3", "D4"), ("S8", "S8#1", "S3"),
                                        ("S8", "S6", "S3")),
            group_labels=(LED, T("你跟", "You follow"))))
    blocks.append(Bullets((
        T("毙：首家出的是副牌而你这门已经没有了，可以出主牌来毙。" +
          ("毙牌必须盖住首家的牌型：首家有几个拖拉机、几个对子，你的主牌里也要有，否则只算垫牌，赢不了。"
           if decks >= 2 else ""),
          "Ruffing (毙): void in a led side suit, you may play trumps." +
          (" A ruff must cover the lead's shape — as many tractors and pairs as the lead holds — or it "
           "is only a discard (垫牌) and wins nothing." if decks >= 2 else "")),
        T("谁赢这一墩：只比全是首家那一门、或全是主牌、并且盖住首家牌型的出牌；"
          "按其中最大的那部分比较，主牌大于副牌，同样大先出的赢。几家都毙时，大的叫盖毙。",
          "Who wins the trick: only plays all of the led suit or all trumps, covering the lead's shape, "
          "compete; they compare by their top part of the lead's kind, trumps above side cards, the "
          "earlier among equals. When several ruff, the higher one over-ruffs (盖毙).") if decks >= 2 else
        T("谁赢这一墩：有主牌时最大的主牌赢，没有主牌时首家那一门最大的赢；甩牌时比各家最大的一张"
          "（毙甩牌要全用主牌）。同样大先出的赢。几家都毙时，大的叫盖毙。",
          "Who wins the trick: the highest trump, or with no trump the highest card of the suit led; "
          "against a throw each play counts by its highest card (a ruff of a throw must be all "
          "trumps). Between equal cards the earlier wins. When several ruff, the higher one over-ruffs "
          "(盖毙)."),
    )))
    if decks == 1:
        blocks += [
            CardsExample(
                T("打 10、红桃为主：首家甩 ♠A ♠K ♠Q，别人手里没有更大的黑桃，甩牌成立。",
                  "Level 10, hearts trump: the leader throws ♠A ♠K ♠Q; nobody holds a higher spade, so "
                  "the throw stands."),
                (("SA", "SK", "SQ"),),
                check=lambda: _check_throw(10, Suit.HEARTS, 1, ("SA", "SK", "SQ"), ("SJ", "S9", "H3"), ())),
            CardsExample(
                T("首家想甩 ♠A ♠Q，但有人拿着 ♠K（右）：♠Q 能被管住，甩牌失败，只能出 ♠Q。",
                  "The leader tries to throw ♠A ♠Q but someone holds ♠K (right): the ♠Q can be beaten, "
                  "so the throw fails and only ♠Q is played."),
                (("SA", "SQ"), ("SK",)),
                check=lambda: _check_throw(10, Suit.HEARTS, 1, ("SA", "SQ"), ("SK", "D4"), ("SQ",)),
                group_labels=(THROW, HELD)),
            CardsExample(
                T("打 10、红桃为主：首家出 ♠A，下家没有黑桃，用一张小主 ♥3 毙了，赢下这一墩。",
                  "Level 10, hearts trump: the leader plays ♠A; the next player, void in spades, ruffs "
                  "with a low trump, ♥3, and wins the trick."),
                (("SA",), ("H3",), ("S4",), ("SJ",)),
                check=lambda: _check_trick(10, Suit.HEARTS, 1, (("SA",), ("H3",), ("S4",), ("SJ",)), 1),
                group_labels=(LED, RUFF, T("跟", "Follows"), T("跟", "Follows"))),
        ]
    else:
        blocks += [
            CardsExample(
                T("打 10、红桃为主，首家想甩 ♠9 ♠8♠8 ♠4♠4。若别家有 ♠J（右），只有 ♠9 能被管住，必须出 ♠9；"
                  "若别家有一对 Q 或一对 5，♠9、♠88、♠44 都能被管住，必须出最小的 ♠44。",
                  "Level 10, hearts trump; the leader tries to throw ♠9 ♠8♠8 ♠4♠4. If another player "
                  "holds ♠J (right), only the ♠9 can be beaten, so ♠9 must be played; if someone holds a "
                  "pair of Qs or of 5s, the 9, the 88 and the 44 can all be beaten and the lowest, ♠44, "
                  "must be played."),
                (("S9", "S8", "S8#1", "S4", "S4#1"), ("SJ",)),
                check=lambda: (
                    _check_throw(10, Suit.HEARTS, decks, ("S9", "S8", "S8#1", "S4", "S4#1"), ("SJ", "H3"), ("S9",)),
                    _check_throw(10, Suit.HEARTS, decks, ("S9", "S8", "S8#1", "S4", "S4#1"),
                                 ("SQ", "SQ#1"), ("S4", "S4#1")),
                    _check_throw(10, Suit.HEARTS, decks, ("S9", "S8", "S8#1", "S4", "S4#1"),
                                 ("S5", "S5#1"), ("S4", "S4#1"))),
                group_labels=(THROW, HELD)),
            CardsExample(
                T("首家出拖拉机 ♠J♠J♠9♠9，你有 ♠K♠K ♠7 ♠6 ♠5：必须把对子 ♠K♠K 出上，"
                  "再补两张黑桃（右边是一种合法的跟法）。",
                  "The tractor ♠J♠J♠9♠9 is led and you hold ♠K♠K ♠7 ♠6 ♠5: you must play the pair "
                  "♠K♠K and two more spades (right: one legal follow)."),
                (("SJ", "SJ#1", "S9", "S9#1"), ("SK", "SK#1", "S6", "S5")),
                check=lambda: _check_follow(10, Suit.HEARTS, decks, ("SJ", "SJ#1", "S9", "S9#1"),
                                            ("SK", "SK#1", "S7", "S6", "S5", "H3"),
                                            ("SK", "SK#1", "S6", "S5"), ("SK", "S7", "S6", "S5")),
                group_labels=(LED, T("你跟", "You follow"))),
            CardsExample(
                T("打 10、红桃为主：首家甩 ♠A ♠K ♠5♠5♠4♠4（一个拖拉机加两张），没有黑桃的人用主 ♥9♥9♥8♥8 ♥7 ♥2 毙，"
                  "有拖拉机盖住，毙成功；若首家甩的是 ♠A♠A ♠5♠5♠4♠4（拖拉机加一对），同样的主牌缺一个对子，只算垫牌。",
                  "Level 10, hearts trump: the leader throws ♠A ♠K ♠5♠5♠4♠4 (a tractor and two singles); a "
                  "player void in spades ruffs with ♥9♥9♥8♥8 ♥7 ♥2, whose tractor covers the lead, and wins; "
                  "had the throw been ♠A♠A ♠5♠5♠4♠4 (a tractor and a pair), the same trumps lack a pair and "
                  "are only a discard."),
                (("SA", "SK", "S5", "S5#1", "S4", "S4#1"), ("H9", "H9#1", "H8", "H8#1", "H7", "H2")),
                check=lambda: (
                    _check_trick(10, Suit.HEARTS, decks, (("SA", "SK", "S5", "S5#1", "S4", "S4#1"),
                                                          ("H9", "H9#1", "H8", "H8#1", "H7", "H2")), 1),
                    _check_trick(10, Suit.HEARTS, decks, (("SA", "SA#1", "S5", "S5#1", "S4", "S4#1"),
                                                          ("H9", "H9#1", "H8", "H8#1", "H7", "H2")), 0)),
                group_labels=(LED, T("毙，赢", "Ruffs, wins"))),
            CardsExample(
                T("首家出副牌 ♠5 ♠4♠4；下家没黑桃，用主 ♥9 ♥7♥7 毙；再下家用 ♥8♥8 ♥4 盖毙"
                  "（对子 88 大于 77），第三家赢。",
                  "♠5 ♠4♠4 is led; the next player, void, ruffs with ♥9 ♥7♥7; the third over-ruffs with "
                  "♥8♥8 ♥4 (pair 88 above 77) and wins."),
                (("S5", "S4", "S4#1"), ("H9", "H7", "H7#1"), ("H8", "H8#1", "H4")),
                check=lambda: _check_trick(10, Suit.HEARTS, decks,
                                           (("S5", "S4", "S4#1"), ("H9", "H7", "H7#1"), ("H8", "H8#1", "H4")), 2),
                group_labels=(LED, RUFF, T("盖毙，赢", "Over-ruffs, wins"))),
            CardsExample(
                T("换成首家出三张单张 ♠5 ♠6 ♠7：♥9 ♥7♥7 毙了，♥8♥8 ♥4 却不能盖毙（比的是单张，9 > 8），第二家赢。",
                  "With three singles ♠5 ♠6 ♠7 led instead, ♥9 ♥7♥7 ruffs and ♥8♥8 ♥4 cannot "
                  "over-ruff (singles compare, 9 > 8): the second player wins."),
                (("S5", "S6", "S7"), ("H9", "H7", "H7#1"), ("H8", "H8#1", "H4")),
                check=lambda: _check_trick(10, Suit.HEARTS, decks,
                                           (("S5", "S6", "S7"), ("H9", "H7", "H7#1"), ("H8", "H8#1", "H4")), 1),
                group_labels=(LED, T("毙，赢", "Ruffs, wins"), T("不能盖毙", "Cannot over-ruff"))),
        ]
    return Section(T("出牌：首家、甩牌、跟牌、毙", "Play: leading, throws, following, ruffing"), tuple(blocks))


def _scoring(decks: int) -> Section:
    _, kitty, total, s = NUMBERS[decks]
    kinds_zh = "单张×2、对子×4、两对的拖拉机×8、三对的拖拉机×16" if decks >= 2 else "单张×2"
    kinds_en = "single ×2, pair ×4, two-pair tractor ×8, three-pair tractor ×16" if decks >= 2 else "single ×2"
    blocks: list = [
        Paragraph(T(
            f"抠底：最后一墩如果是抓分方赢，底牌里的分要加倍算给抓分方。倍数看赢最后一墩的那手牌：默认（加倍）"
            f"{kinds_zh}" + ("；几个不相连的对子是 4×对子数" if decks >= 2 else "")
            + ("；三张当对子算，泰坦尼克当拖拉机算" if decks == 3 else "")
            + f"。设置「{_opt('kitty_multiplier')[0]}」选另一种（照规则原文）时，倍数减半（单张×1"
            + ("、对子×2、拖拉机×2的对数次方" if decks >= 2 else "") + "）。庄家方赢最后一墩不抠底，底分不算。",
            f"The kitty bonus (抠底): if the attackers win the last trick, the points buried in the kitty "
            f"are added to theirs, multiplied by the shape of the winning play: by default (doubled) "
            f"{kinds_en}" + ("; several unconnected pairs, 4 × the number of pairs" if decks >= 2 else "")
            + ("; a triple counts as a pair, a titanic as a tractor" if decks == 3 else "")
            + f". With the other choice of the setting {_opt('kitty_multiplier')[1]} (the original rules' literal "
            "text) the factors are halved (single ×1"
            + (", pair ×2, tractor 2 to the power of its pairs" if decks >= 2 else "")
            + "). If the defenders win the last trick, the kitty scores nothing.")),
    ]
    if decks >= 2:
        blocks.append(CardsExample(
            T("抓分方用拖拉机 ♠A♠A♠K♠K 赢了最后一墩：底分×8（按原文×4）。",
              "The attackers win the last trick with the tractor ♠A♠A♠K♠K: kitty points ×8 (literal ×4)."),
            (("SA", "SA#1", "SK", "SK#1"),),
            check=lambda: _check_kitty(("SA", "SA#1", "SK", "SK#1"), 8, 4, decks)))
    else:
        blocks.append(CardsExample(
            T("抓分方用单张 ♠A 赢了最后一墩：底分×2（按原文×1）。",
              "The attackers win the last trick with the single ♠A: kitty points ×2 (literal ×1)."),
            (("SA",),),
            check=lambda: _check_kitty(("SA",), 2, 1, 1)))
    blocks += [
        Paragraph(T(f"一局结束，按抓分方的总分（含抠底和罚分）定升级，每 {s} 分一档：",
                    f"At the end of the hand the attackers' total (with the kitty bonus and any penalties) "
                    f"decides, in steps of {s}:")),
        Bullets((
            T("0 分（大光）：庄家方升 3 级。", "0 points (大光): the dealing team goes up 3 levels."),
            T(f"1–{s - 1} 分（小光）：庄家方升 2 级。", f"1–{s - 1} (小光): the dealing team goes up 2."),
            T(f"{s}–{2 * s - 1} 分：庄家方升 1 级。", f"{s}–{2 * s - 1}: the dealing team goes up 1."),
            T(f"{2 * s}–{3 * s - 1} 分：抓分方上台坐庄，不升级。",
              f"{2 * s}–{3 * s - 1}: the attackers take over the deal, no level change."),
            T(f"{3 * s}–{4 * s - 1} 分：抓分方上台并升 1 级；之后每多 {s} 分再升 1 级。",
              f"{3 * s}–{4 * s - 1}: the attackers take over and go up 1; each further {s} adds a level."),
        )),
        Paragraph(T(
            "抓分方上台最多升到 A。庄家方打 A 时守住（不论升几级），或庄家方升级越过 A，就赢得整场。",
            "Attackers taking over rise at most to A. A dealing team at A that holds (any rise), or a "
            "dealing team pushed past A, wins the match.")),
        Bullets((
            T(f"下一局谁坐庄（设置「{_opt('next_dealer')[0]}」）：庄家方守住时由庄家的对家坐庄；抓分方上台时，默认由原庄家的下家坐庄，"
              "另一种是由赢得最后一墩的抓分方玩家坐庄（最后一墩不是抓分方赢的，仍是下家）。一个人不会连庄。",
              f"The next dealer (the setting {_opt('next_dealer')[1]}): when the defenders hold, the dealer's partner deals; "
              "when the attackers take over, by default the seat after the old dealer deals, or with the "
              "other choice the attacker who won the last trick (the seat after the dealer if the "
              "defenders won it). Nobody deals twice in a row."),
        )),
    ]
    return Section(T("计分与升级", "Points, the kitty bonus and levels"), tuple(blocks))


#: The page's word on each setting (the name comes from the spec: _settings.settings_section).
SETTINGS = {
    "twos_trump": T("所有 2 都是主牌（见「主与副、级牌」）。", "every 2 is a trump (see Trumps)."),
    "overcall": T("两副牌时对子能否被更大花色的对子反掉；也决定第一局反主是否反庄。",
                  "with two decks, whether a higher-suit pair overturns a pair; also whether an overturn in "
                  "the first hand takes the deal."),
    "self_overturn": T("亮主的人能否用另一门反自己。", "may the declarer overturn their own declaration."),
    "no_declaration": T("翻底牌第 4 张定主，或打无主（第一局总是重新发牌）。",
                        "the 4th kitty card names trump, or no-trump (the first hand is always redealt)."),
    "throw_penalty": T("不罚，或每收回一张罚 10 分。", "none, or 10 points per card taken back."),
    "kitty_multiplier": T("单×2 对×4 拖拉机×8，或照规则原文单×1 对×2 拖拉机×4。",
                          "single ×2, pair ×4, tractor ×8, or, as the original rules literally say, single ×1, pair ×2, tractor ×4."),
    "next_dealer": T("抓分方上台时由原庄家的下家坐庄，或由赢得最后一墩的抓分方玩家坐庄（庄家方守住时总是庄家的对家坐庄）。",
                     "when the attackers take over, the seat after the old dealer deals, or the attacker who "
                     "won the last trick (when the defenders hold, the dealer's partner always deals)."),
    "declare_timing": T("边发牌边亮，或发完牌后轮流亮。", "during the deal, or in turn after it."),
}


def _options(decks: int) -> Section:
    return settings_section(f"shengji-{decks}", SETTINGS)


def _page(decks: int) -> Page:
    return Page(f"shengji-{decks}", (
        _overview(decks), _trumps(decks), _units(decks), _declaring(decks), _play(decks),
        _scoring(decks), _options(decks)))


def pages() -> dict[str, Page]:
    return {f"shengji-{d}": _page(d) for d in (1, 2, 3)}
