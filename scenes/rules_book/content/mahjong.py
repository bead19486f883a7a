"""The rules-book pages of 四川麻将: 绵阳标准, 绵阳血战, 绵阳定缺, 德阳缺断龟, 德阳鼓缺.

Written from ``shared/rules/mahjong.md``, the seed 004 and the engine (engine/mahjong/).
Each example hand asks the engine as the variant is played: the rules come from the
variant's own GameSpec (its preset and default options), and the fans from
:func:`engine.mahjong.winning.win_fans` — the hand shown as 清一色 scores 清一色 there.
"""
from __future__ import annotations

import random
from functools import lru_cache

from ..model import Bullets, Page, Paragraph, Section, T, TilesExample
from ._checking import engine_check
from ._settings import option_name, settings_section

PONG = T("碰", "Pong")
MIANYANG = ("mj-mianyang", "mj-mianyang-bloody", "mj-mianyang-dingque")
DEYANG = ("mj-deyang-qdg", "mj-deyang-guque")
VARIANTS = MIANYANG + DEYANG


# --- checks -------------------------------------------------------------------------------------


@lru_cache(maxsize=None)
def _rules(variant: str, bloody: bool | None = None):
    """The Rules the engine plays ``variant`` by (default options; ``bloody`` overrides the Deyang
    setting)."""
    from engine.mahjong.spec import SPECS_BY_ID

    spec = SPECS_BY_ID[variant]
    given = {} if bloody is None else {"bloody": bloody}
    return spec.new_state(spec.resolved_options(given), random.Random(0), 4).rules


def _fans(rules, concealed: str, win: str, pongs: tuple[str, ...] = (), declared: str | None = None):
    from engine.mahjong.melds import PONG, Meld
    from engine.mahjong.shapes import pack_tiles
    from engine.mahjong.tiles import SUITS, Tile, parse
    from engine.mahjong.winning import win_fans

    melds = [Meld(PONG, Tile.from_code(p)) for p in pongs]
    suit = None if declared is None else SUITS.index(declared)
    return win_fans(rules, pack_tiles(parse(concealed)), melds, suit, Tile.from_code(win).index)


@engine_check
def _check_fans(variant: str, concealed: str, win: str, lines: dict[str, int], total: int,
                pongs: tuple[str, ...] = (), bloody: bool | None = None, nongzhuanfei: bool = False) -> None:
    """The hand (``concealed`` with the winning tile ``win`` in it, ``pongs`` exposed) may win and
    scores exactly ``lines`` ({fan key: fans}) for ``total``."""
    result = _fans(_rules(variant, bloody), concealed, win, pongs)
    assert result is not None, f"{concealed} may win in {variant}"
    got = {k: v for k, v in result.lines if v}
    assert got == lines, f"{concealed}: expected {lines}, engine scores {got}"
    assert result.total == total, f"{concealed}: {total} fans, engine says {result.total}"
    assert result.nongzhuanfei == nongzhuanfei


@engine_check
def _check_no_win(variant: str, concealed: str, win: str, declared: str | None = None,
                  allowed_if: str | None = None) -> None:
    """The complete-looking hand may *not* win in ``variant`` (with ``declared`` as the 定缺 suit);
    ``allowed_if``: another declared suit under which the same hand does win."""
    from engine.mahjong.shapes import is_win, pack_tiles
    from engine.mahjong.tiles import parse

    assert is_win(pack_tiles(parse(concealed))), "the shape itself is complete"
    rules = _rules(variant)
    assert _fans(rules, concealed, win, declared=declared) is None, f"{concealed} may not win"
    if allowed_if is not None:
        assert _fans(rules, concealed, win, declared=allowed_if) is not None


@engine_check
def _check_capped(variant: str, concealed: str, win: str, fans: int, value: int) -> None:
    result = _fans(_rules(variant), concealed, win)
    assert result is not None and result.total == fans, f"{concealed} is {fans} fans"
    assert _rules(variant).win_value(result.total) == value, f"paid {value} × base"


# --- examples -----------------------------------------------------------------------------------


def _examples_m(variant: str, bloody: bool | None = None) -> tuple:
    """Fan-table M examples (every 绵阳 variant, and 德阳 in bloody play)."""
    b = bloody
    return (
        TilesExample(
            T("清一色：全是万字，3 番。", "One suit (清一色): all characters, 3 fans."),
            ("123m", "456m", "789m", "234m", "55m"),
            check=lambda: _check_fans(variant, "123m 456m 789m 234m 55m", "5m", {"qingyise": 3}, 3, bloody=b)),
        TilesExample(
            T("七对（巧七对）：七个对子，2 番。", "Seven pairs (巧七对): 2 fans."),
            ("11m", "33m", "55m", "22p", "44p", "77p", "99p"),
            check=lambda: _check_fans(variant, "11m 33m 55m 77p 99p 22p 44p", "4p", {"qiaoqidui": 2}, 2, bloody=b)),
        TilesExample(
            T("龙七对：七对里有四张一样的（没有杠），3 番。", "Dragon seven pairs (龙七对): seven pairs holding four "
              "identical tiles, not konged — 3 fans."),
            ("1111m", "33m", "55m", "22p", "77p", "99p"),
            check=lambda: _check_fans(variant, "11m 11m 33m 55m 77p 99p 22p", "2p", {"longqidui": 3}, 3, bloody=b)),
        TilesExample(
            T("金钩钓（单调）：四组都碰出去了，手里只剩一张单钓将，4 番（不再算大对）。",
              "Single wait (单调, 金钩钓): all four sets ponged, one tile left waiting for its pair — 4 fans "
              "(all pongs is not added)."),
            ("555p", "777p", "222m", "999m", "11m"),
            check=lambda: _check_fans(variant, "11m", "1m", {"dandiao": 4}, 4, ("5p", "7p", "2m", "9m"), bloody=b),
            group_labels=(PONG, PONG, PONG, PONG, T("单钓", "Waits"))),
        TilesExample(
            T("大对（对对胡）：四组都是刻子加一对将，2 番。", "All pongs (大对, 对对胡): four pongs and a pair, 2 fans."),
            ("222m", "555m", "777p", "999p", "33p"),
            check=lambda: _check_fans(variant, "222m 555m 777p 999p 33p", "3p", {"dadui": 2}, 2, bloody=b)),
    )


def _examples_d(variant: str) -> tuple:
    """Fan-table D examples (德阳, non-bloody, the default)."""
    return (
        TilesExample(
            T("清一色：德阳番表 2 番（只有一门，不再算缺一门）。",
              "One suit: 2 fans on the Deyang table (one suit is not also \"two suits\")."),
            ("123m", "456m", "789m", "234m", "55m"),
            check=lambda: _check_fans(variant, "123m 456m 789m 234m 55m", "5m", {"qingyise": 2}, 2)),
        TilesExample(
            T("七对 2 番 + 缺一门 1 番 + 一个根（四张一万）1 番 = 4 番。",
              "Seven pairs 2 + two suits 1 + one root (four 1-characters) 1 = 4 fans."),
            ("1111m", "33m", "55m", "22p", "77p", "99p"),
            check=lambda: _check_fans(variant, "11m 11m 33m 55m 77p 99p 22p", "2p",
                                      {"qidui": 2, "queyimen": 1, "gen": 1}, 4)),
        TilesExample(
            T("将对：全是 2、5、8 的刻子和将，3 番（不再算大对子、断幺九）+ 缺一门 1 = 4 番。",
              "All 2-5-8 pongs (将对): 3 fans (all pongs and no terminals are not added) + two suits 1 "
              "= 4 fans."),
            ("222m", "555m", "888m", "222p", "55p"),
            check=lambda: _check_fans(variant, "222m 555m 888m 222p 55p", "5p", {"jiangdui": 3, "queyimen": 1}, 4)),
        TilesExample(
            T("断幺九（没有 1 和 9）1 番 + 缺一门 1 番 = 2 番。", "No terminals (断幺九) 1 + two suits 1 = 2 fans."),
            ("234m", "456m", "55m", "345p", "678p"),
            check=lambda: _check_fans(variant, "234m 456m 678p 345p 55m", "5m", {"duanyaojiu": 1, "queyimen": 1}, 2)),
    )


# --- sections -----------------------------------------------------------------------------------


def _names(variant: str) -> tuple[str, str]:
    return {"mj-mianyang": ("绵阳麻将（标准打法）", "Mianyang Mahjong (standard)"),
            "mj-mianyang-bloody": ("绵阳血战", "Mianyang Bloody"),
            "mj-mianyang-dingque": ("绵阳定缺", "Mianyang Declared Missing Suit"),
            "mj-deyang-qdg": ("德阳缺断龟", "Deyang Que-Duan-Gui"),
            "mj-deyang-guque": ("德阳鼓缺", "Deyang Gu-Que")}[variant]


def _overview(variant: str) -> Section:
    zh, en = _names(variant)
    return Section(T("一局怎么打", "How a hand goes"), (
        Paragraph(T(
            f"{zh}：四人，筒、条、万三门，每门 1 到 9 各四张，共 108 张，没有字牌和花牌。",
            f"{en}: four players; dots (筒), bamboo (条) and characters (万), 1 to 9, four of each — "
            f"108 tiles, no honours, no flowers.")),
        Bullets((
            T("发牌：逆时针每人每次四张，抓三轮，然后庄家跳牌拿两张、其余每人一张。庄家 14 张，其余 13 张，庄家先打。",
              "The deal: counter-clockwise, four tiles at a time for three rounds, then the dealer takes "
              "two and the others one. The dealer holds 14, the others 13; the dealer discards first."),
            T("轮到你：摸一张，然后可以自摸胡牌、暗杠、加杠，或打出一张。",
              "Your turn: draw a tile, then win by self-draw, make a concealed or added kong, or discard."),
            T("不能吃。别人打出的牌可以碰（手里两张）、明杠（手里三张）或胡。胡优先于碰和杠；"
              "几家同时胡同一张牌（一炮多响）都算。",
              "No chow. A discard may be ponged (two in hand), konged (three in hand) or won on. A win "
              "comes before a pong or kong; several players may win on one discard (一炮多响)."),
            T("碰了以后打一张；杠了以后从牌墙接着摸一张补牌，再打或胡（杠上花）。",
              "After a pong, discard; after any kong, draw a replacement tile from the wall, then discard "
              "or win on it (杠上花)."),
        )),
    ))


def _winning(variant: str) -> Section:
    blocks: list = [
        Paragraph(T(
            "胡牌的牌型：四组（刻子、杠或顺子）加一对将；或者七对（四张一样的算两对，没有碰、杠过才行）。"
            "手里自己摸成的顺子可以，只是不能吃别人的牌成顺子。",
            "A winning hand is four sets (pongs, kongs or runs) and a pair; or seven pairs (four identical "
            "tiles count as two pairs; only with nothing ponged or konged). Runs in your own hand are fine; you just cannot claim a discard "
            "to make one.")),
    ]
    if variant in ("mj-mianyang", "mj-mianyang-bloody"):
        blocks.append(Paragraph(T(
            "打缺：胡牌时整手牌（连碰、杠出去的）最多只能有两门，必须打缺一门。",
            "Missing suit (打缺): to win, your whole hand, melds included, may hold at most two suits.")))
        blocks.append(TilesExample(
            T("三门都有，牌型虽然齐了也不能胡。", "All three suits: the shape is complete, but it may not win."),
            ("123m", "234m", "456p", "789s", "55s"),
            check=lambda: _check_no_win(variant, "123m 234m 456p 789s 55s", "5s")))
    elif variant == "mj-mianyang-dingque":
        blocks.append(Paragraph(T(
            "定缺：发完牌后，每人暗选一门作为缺门；大家都选好后一起亮出，庄家才开始打。"
            "手里有缺门的牌时必须先打缺门的牌，缺门的牌不能碰也不能杠，手里还有缺门就不能胡。",
            "Declared missing suit (定缺): after the deal each player secretly picks one suit to be "
            "missing; once all have chosen the choices are shown and the dealer discards. While you hold "
            "tiles of your missing suit you must discard them before anything else; you may not pong or "
            "kong that suit, and you cannot win while holding it.")))
        blocks.append(TilesExample(
            T("定缺筒子的人不能这样胡（手里还有筒）；定缺条子的人可以。",
              "Declared dots missing, this hand cannot win (it holds dots); declared bamboo, it can."),
            ("123m", "456m", "789m", "234p", "55p"),
            check=lambda: _check_no_win(variant, "123m 456m 789m 234p 55p", "5p", declared="p", allowed_if="s")))
    elif variant == "mj-deyang-qdg":
        blocks.append(Paragraph(T(
            "缺断龟不要求缺门，三门都有也能胡，但必须有番才能胡（「必须有番才能胡」）。"
            "农转非：没有别的番、只有四张一样的牌（根）时也可以胡。",
            "Que-Duan-Gui needs no missing suit — three suits may win — but a win needs at least one fan. "
            "农转非: a hand whose only feature is four identical tiles (a root) may still win.")))
        blocks.append(TilesExample(
            T("三门都有又没有番：不能胡。", "Three suits and no fan: it may not win."),
            ("123m", "234m", "456p", "789s", "55s"),
            check=lambda: _check_no_win(variant, "123m 234m 456p 789s 55s", "5s")))
        blocks.append(TilesExample(
            T("农转非：三门都有，只有四张一万（根），可以胡。",
              "农转非: three suits, only four 1-characters (a root): it may win."),
            ("111m", "123m", "567p", "789s", "55s"),
            check=lambda: _check_fans(variant, "111m 123m 567p 789s 55s", "5s", {"gen": 1}, 1, nongzhuanfei=True)))
    else:  # 鼓缺
        blocks.append(Paragraph(T(
            "鼓缺：必须缺一门才能胡（整手牌最多两门），而且必须有番。按德阳番表，两门的牌本身就有缺一门 1 番。",
            "Gu-Que: you must be missing a suit to win (two suits at most in the whole hand), and a win "
            "needs a fan. On the Deyang table a two-suit hand always has the 1-fan \"two suits\".")))
        blocks.append(TilesExample(
            T("三门都有，不能胡。", "All three suits: it may not win."),
            ("123m", "234m", "456p", "789s", "55s"),
            check=lambda: _check_no_win(variant, "123m 234m 456p 789s 55s", "5s")))
    return Section(T("胡牌", "Winning"), tuple(blocks))


def _kongs(variant: str) -> Section:
    bloody_always = variant in ("mj-mianyang-bloody", "mj-mianyang-dingque")
    when = (T("血战到底总是收杠钱。", "Bloody play always pays kong money.") if bloody_always else
            T(f"血战时总是收杠钱；不血战时看设置「{option_name(variant, 'kong_money')[0]}」（默认不收）。",
              "Bloody play always pays kong money; otherwise only with the setting "
              f"{option_name(variant, 'kong_money')[1]} (off by default)."))
    return Section(T("杠与刮风下雨", "Kongs and kong money"), (
        Bullets((
            T("暗杠：自己摸到四张一样的。明杠：手里三张，杠别人打出的第四张。加杠（补杠）：碰过的三张，自己又摸到第四张。",
              "Concealed kong (暗杠): four drawn yourself. Exposed kong (明杠): three in hand and another's "
              "discard. Added kong (加杠 / 补杠): the fourth tile drawn onto your own pong."),
            T("抢杠：有人加杠时，正好听那张牌的人可以抢来胡（由被抢的人付钱）。",
              "Robbing the kong (抢杠): when someone adds to a pong, a player waiting on that tile may win "
              "on it (the robbed player pays)."),
            T("刮风下雨（杠钱，当场付）：暗杠（下雨）每个还在场的人付 2；明杠（刮风）打出那张牌的人付 2；"
              "加杠每个还在场的人付 1。",
              "Kong money (刮风下雨), paid at once: a concealed kong, every other player still in the "
              "hand pays 2; an exposed kong, the discarder pays 2; an added kong, every other player "
              "still in pays 1."),
            when,
        )),
    ))


def _fan_table(variant: str) -> Section:
    deyang = variant in DEYANG
    table_zh, table_en = option_name(variant, "fan_table")
    table_m = Bullets((
        T("巧七对 2；龙七对（七对中有一个四张一样的，没杠）3；双龙对（两个）4。",
          "Seven pairs 2; dragon seven pairs (one set of four identical, not konged) 3; double dragon (two) 4."),
        T("清一色（只有一门）3；幺九（每组和将都带 1 或 9）3；将对（全是 2、5、8 的刻子和将）2。",
          "One suit 3; terminals in every set and the pair (幺九) 3; all 2-5-8 pongs (将对) 2."),
        T("大对（对对胡：四组都是刻子或杠）2；单调（金钩钓：四组都碰杠出去，单钓一张）4；清一色单调 4。",
          "All pongs (大对, 对对胡) 2; single wait (单调, 金钩钓: all four sets melded, waiting on one "
          "tile) 4; one-suit single wait 4."),
        T(f"卡心五（只听 4 和 6 中间的 5）2，设置「{option_name(variant, 'kasinwu')[0]}」可关；明四归一（胡的是自己碰出那张的第四张）2；"
          "暗四归一（手里四张一样的没杠）每个 2。",
          "Middle five (卡心五: the only wait is a 5 between your 4 and 6) 2 — the setting "
          f"{option_name(variant, 'kasinwu')[1]} can switch it off; "
          "明四归一 (winning on the fourth tile of your own pong) 2; 暗四归一 (four identical in hand, not "
          "konged) 2 each."),
        T("杠上花、杠上炮各加 1 番（规则原文说「在胡牌的基础上乘2」）；抢杠 1。",
          "Win on a kong's replacement tile (杠上花) or on a discard right after a kong (杠上炮) +1 each "
          "(the original rules: \"doubles the win\"); robbing a kong 1."),
        T("番数相加，但被包含的不重复算：龙七对、双龙对不再算巧七对和暗四归一；清一色单调不再算清一色和单调；"
          "单调和将对不再算大对；杠了的四张不算暗四归一。这张番表没有单独的根。",
          "Fans add up, but a pattern implied by a bigger one adds nothing: dragon pairs exclude seven "
          "pairs and 暗四归一; one-suit single wait excludes one suit and single wait; single wait and "
          "将对 exclude all pongs; a konged four is never 暗四归一. This table has no separate root."),
    ))
    table_d = Bullets((
        T("1 番：缺一门（正好两门）、断幺九（没有 1 和 9）、大对子（四组都是刻子或杠）、抢杠。",
          "1 fan: two suits exactly (缺一门), no terminals (断幺九), all pongs (大对子), robbing a kong."),
        T("2 番：清一色、七对、幺九（每组和将都带 1 或 9）、杠上花、杠上炮。",
          "2 fans: one suit, seven pairs, terminals in every set and the pair (幺九), win on a kong "
          "tile (杠上花), win on a discard after a kong (杠上炮)."),
        T("3 番：将对（全是 2、5、8 的刻子和将，不再算大对子、断幺九）。",
          "3 fans: all 2-5-8 pongs (将对; all pongs and no terminals are then not added)."),
        T("根：最后的牌里每有四张一样的（杠了或没杠）加 1 番。清一色不再算缺一门。",
          "Root (根): +1 for each four identical tiles in the final hand, konged or not. One suit is not "
          "also two suits."),
    ))
    if deyang:
        blocks = [
            Paragraph(T(
                f"德阳不血战时用德阳番表；打开「{option_name(variant, 'bloody')[0]}」时用血战番表（与绵阳相同）。"
                f"设置「{table_zh}」可以固定用其中一张。",
                "Deyang play that is not bloody scores on the Deyang table; with the setting "
                f"{option_name(variant, 'bloody')[1]} on, on the bloody table (the Mianyang one). The setting "
                f"{table_en} can fix either.")),
            Paragraph(T("德阳番表：", "The Deyang table:")), table_d,
            *_examples_d(variant),
            Paragraph(T("血战番表（血战到底时）：", "The bloody table (bloody play):")), table_m,
            _examples_m(variant, bloody=True)[3],
        ]
    else:
        blocks = [
            Paragraph(T(
                "绵阳的规则原文没有写番数，程序用德阳规则里与血战到底写在一起的「番数」表（血战番表）给绵阳各玩法算番；"
                f"设置「{table_zh}」也可以改用德阳番表。",
                "The Mianyang rules name no fan values, so the program scores the Mianyang games on the fan "
                "list the Deyang rules give with bloody play (the bloody table); the setting "
                f"{table_en} can switch to the Deyang table.")),
            table_m,
            *_examples_m(variant),
        ]
    return Section(T("番", "Fans"), tuple(blocks))


def _payments(variant: str) -> Section:
    mianyang = variant in MIANYANG
    cap_zh, cap_en = option_name(variant, "cap")
    blocks: list = [
        Bullets((
            T("一手胡牌值 2 的番数次方：0 番 1，1 番 2，2 番 4，3 番 8，4 番 16……番数超过封顶按封顶算"
              f"（设置「{cap_zh}」：3、4（默认）、5 番或不封顶）。",
              "A win is worth 2 to the power of its fans: 0 fans 1, 1 fan 2, 2 fans 4, 3 fans 8, "
              f"4 fans 16 … capped (the setting {cap_en}: 3, 4 (default), 5 or none)."),
            T("点炮：只由打出那张牌的人付（「点炮者输，与他人无关」）。自摸：每个还在场的人各付一份。抢杠：被抢的人付。",
              "Win on a discard: only the discarder pays. Self-draw: every player still in the hand pays. "
              "Robbing a kong: the robbed player pays."),
        )),
        TilesExample(
            T("清一色龙七对：3 + 3 = 6 番，四番封顶，按 4 番算，每个付钱的人付 16。",
              "One-suit dragon seven pairs: 3 + 3 = 6 fans; with the 4-fan cap it is paid as 4 fans: "
              "16 from each payer."),
            ("1111m", "22m", "33m", "55m", "77m", "99m"),
            check=lambda: _check_capped(variant, "11m 11m 22m 33m 55m 77m 99m", "2m", 6, 16))
        if variant not in DEYANG else
        TilesExample(
            T("清一色七对带一个根：2 + 2 + 1 = 5 番，四番封顶，按 4 番算，每个付钱的人付 16。",
              "One-suit seven pairs with a root: 2 + 2 + 1 = 5 fans; with the 4-fan cap it is paid as "
              "4 fans: 16 from each payer."),
            ("1111m", "22m", "33m", "55m", "77m", "99m"),
            check=lambda: _check_capped(variant, "11m 11m 22m 33m 55m 77m 99m", "2m", 5, 16)),
    ]
    if mianyang:
        blocks.append(Bullets((
            T("飘：每局摸牌前，每人暗选「飘」或「不飘」，大家选完一起亮出。和飘的人之间的每一笔钱（胡牌、杠钱、查叫、花猪）"
              "都翻倍，两边都飘 ×4。",
              "Float (飘): before the first draw each player secretly chooses to float or not; the "
              "choices are shown together. Every payment to or from a floating player (wins, kong money, "
              "ready checks, 花猪) is doubled, ×4 when both sides float."),
            T("躺：下叫后打出一张牌时可以选择「躺」：手牌亮给大家，之后不能再换牌、碰、杠，摸到的牌不能胡就自动打出，"
              "摸到胡牌自动自摸。躺牌后胡牌，这手胡的钱翻倍。",
              "Lay down (躺): when ready, you may lay down as you discard: your hand is shown and locked — "
              "no more changes, pongs or kongs; drawn tiles that do not win are discarded for you and a "
              "drawn winning tile wins by itself. A win after lying down is paid double."),
        )))
    return Section(T("怎么算钱", "How payments are counted"), tuple(blocks))


def _end(variant: str) -> Section:
    bloody_fixed = {"mj-mianyang": False, "mj-mianyang-bloody": True, "mj-mianyang-dingque": True}.get(variant)
    pigs = variant != "mj-deyang-qdg"
    if bloody_fixed is None:
        flow = T("默认不血战：第一家胡牌（连同同一张牌上的一炮多响）这一局就结束。"
                 f"打开设置「{option_name(variant, 'bloody')[0]}」："
                 "胡了的人亮牌离场，其余的人继续打，直到只剩一家没胡或牌墙摸完。",
                 "By default not bloody: the first win (with any others on the same discard) ends the hand. "
                 f"With the setting {option_name(variant, 'bloody')[1]} on, a winner shows his hand and leaves, and the rest play on "
                 "until one player is left or the wall runs out.")
    elif bloody_fixed:
        flow = T("血战到底：有人胡牌后亮牌离场，其余的人继续打，直到只剩一家没胡或牌墙摸完。",
                 "Bloody (血战到底): a winner shows his hand and leaves; the rest play on until one player "
                 "is left without a win or the wall runs out.")
    else:
        flow = T("不血战：第一家胡牌（连同同一张牌上的一炮多响）这一局就结束。",
                 "Not bloody: the first win (with any others on the same discard) ends the hand.")
    how_much = (T("没下叫的人付给每个下叫的人：按那人听的牌里最小的一手（「按有叫方最小胡牌番数」）；"
                  "血战时按最大的一手（「有多大赔多大」）。",
                  "Each player who is not ready pays each ready player: the smallest win among that "
                  "player's waits in non-bloody Deyang play, the largest in bloody play.")
                if variant in DEYANG else
                T("没下叫的人付给每个下叫的人，按那人能胡的最大一手算（「有多大赔多大」）。",
                  "Each player who is not ready pays each ready player that player's best possible win."))
    items = [
        flow,
        T("下叫：差一张就能胡（而且按本玩法的规则胡得了）。牌墙摸完还有两家以上没胡，就查叫：", 
          "Ready (下叫): one tile from a win this game allows. If the wall runs out with two or more "
          "players still in, the ready check (查叫) follows:"),
        how_much,
    ]
    if pigs:
        dingque = variant == "mj-mianyang-dingque"
        items.append(T("查花猪：牌墙摸完时" + ("手里还留着定缺那一门牌" if dingque else "手里还是三门都有")
                       + "的人是花猪，付给其他每个不是花猪的人封顶的钱（不封顶时按 4 番），不再另付查叫。",
                       "The 花猪 check: a player " + ("still holding tiles of his declared missing suit"
                                                     if dingque else "still holding all three suits")
                       + " when the wall runs out is a 花猪 and pays every other non-花猪 player the capped "
                       "maximum (4 fans with no cap), and no ready-check payment on top."))
    return Section(T("一局的结束、查叫" + ("与查花猪" if pigs else ""),
                     "The end of a hand and the ready check"), (Bullets(tuple(items)),))


def _deyang_only(variant: str) -> Section:
    return Section(T("德阳的特别规则", "Deyang's own rules"), (
        Bullets((
            T("必胡：牌墙只剩四张或更少时，下叫的人只要能胡（自己摸的或别人打的）就自动胡。",
              "Must win (必胡): once four or fewer tiles are left in the wall, a ready player wins "
              "automatically on any winning tile, drawn or discarded."),
            T("禁胡：别人打的牌能胡而不胡，到自己下次摸牌前不能再胡别人打的牌（自摸可以）。",
              "No late win (禁胡): decline a win on a discard and you may not win on a discard again until "
              "your own next draw (self-draw is still allowed)."),
            T("禁碰：能碰而不碰的那张牌，到自己下次摸牌前不能再碰。",
              "No late pong (禁碰): decline to pong a tile and you may not pong that tile until your own "
              "next draw."),
            T("必须有番才能胡。农转非：没有别的番、但有四张一样的牌也可以胡。德阳番表里这四张是根，算 1 番；"
              "血战番表里没杠的四张本来就是暗四归一 2 番，杠出去的四张没有番，这手按 0 番胡。",
              "A win needs a fan. 农转非: a hand with no other fan but four identical tiles may still win. "
              "On the Deyang table the four are a root, 1 fan; on the bloody table four in the hand are "
              "already 暗四归一, 2 fans, and a konged four scores nothing, so the hand wins at 0 fans."),
        )),
    ))


def _dealer(variant: str) -> Section:
    multi = variant in DEYANG
    return Section(T("庄家", "The dealer"), (
        Bullets((
            T("第一局由画面下方的玩家坐庄；以后由本局第一个胡牌的人坐庄"
              + ("（不血战时一炮多响，由点炮的人坐庄）" if multi else "") + "。",
              "The player at the bottom of the screen deals the first hand; after that the first player "
              "to win deals" + (" (not bloody, several winners on one discard: the discarder deals)"
                                if multi else "") + "."),
            T("流局没人胡：全都下叫或全都没下叫，摸最后一张牌的人坐庄；只有一家下叫，他坐庄；"
              "两家没下叫，从这两家中随机一家；只有一家没下叫，由他之后第一个下叫的人坐庄。",
              "No winner: if all or none are ready, whoever drew the last tile deals; exactly one ready, "
              "he deals; two not ready, one of those two at random; exactly one not ready, the first "
              "ready player after him in turn."),
        )),
    ))


def _differences(variant: str) -> Section:
    return Section(T("五种玩法的区别", "How the five variants differ"), (
        Bullets((
            T("绵阳麻将（标准）：打缺，不血战，可飘可躺。", "Mianyang standard: two suits to win, not bloody, float and lay down."),
            T("绵阳血战：标准打法加血战到底。", "Mianyang Bloody: the standard game, played bloody."),
            T("绵阳定缺：开局暗定缺门，先打缺门，血战到底，可飘可躺。",
              "Mianyang Declared Missing Suit: declare a missing suit at the start and discard it first; bloody; "
              "float and lay down."),
            T("德阳缺断龟：不要求缺门，须有番才能胡，必胡、禁胡、禁碰，查叫按最小；可选血战。",
              "Deyang Que-Duan-Gui: no missing suit needed, a win needs a fan, must-win, no late win or "
              "pong, the ready check pays the smallest win; bloody optional."),
            T("德阳鼓缺：同缺断龟，但必须缺一门才能胡。", "Deyang Gu-Que: as Que-Duan-Gui, but two suits at most to win."),
        )),
    ))


#: The page's word on each setting (names from the spec: _settings.settings_section).
SETTINGS = {
    "cap": T("一手最多算几番：3、4（默认）、5 番或不封顶；花猪按封顶赔。",
             "the most fans a win counts: 3, 4 (default), 5 or none; a 花猪 pays the capped amount."),
    "fan_table": T("按规则（德阳不血战用德阳番表，其余用血战番表），或固定用其中一张。",
                   "by the rules (the Deyang table for non-bloody Deyang play, the bloody table "
                   "otherwise), or always one of them."),
    "kasinwu": T("血战番表里的卡心五 2 番算不算（规则原文注明是绵竹打法）。",
                 "whether the bloody table's 2-fan middle five counts (the original rules mark it as a Mianzhu rule)."),
    "bloody": T("胡牌后其余玩家是否继续打（默认不打）。", "whether the others play on after a win (off by default)."),
    "kong_money": T("不血战时是否也收杠钱（默认不收）。", "whether kongs are paid without bloody play (off by default)."),
    "match_hands": T("4、8、16 局或不限。", "4, 8, 16 or no limit."),
}


def _options(variant: str) -> Section:
    return settings_section(variant, SETTINGS)


def _page(variant: str) -> Page:
    sections = [_overview(variant), _winning(variant), _fan_table(variant), _payments(variant),
                _kongs(variant), _end(variant)]
    if variant in DEYANG:
        sections.append(_deyang_only(variant))
    sections += [_dealer(variant), _differences(variant), _options(variant)]
    return Page(variant, tuple(sections))


def pages() -> dict[str, Page]:
    return {v: _page(v) for v in VARIANTS}
