"""The rules-book page of 21点 (``blackjack``): the house rules this program plays.

Written from ``shared/rules/blackjack.md``, the seed 000 and the engine (engine/blackjack/):
the totals shown are :func:`engine.blackjack.points.hand_total`'s, the outcomes
:func:`engine.blackjack.settle.settle_one`'s.
"""
from __future__ import annotations

from engine.cards import Card

from ..model import Bullets, CardsExample, Page, Paragraph, Section, T
from ._checking import engine_check
from ._settings import option_name, settings_section


PLAYER = T("闲家", "Player")
BANKER = T("庄家", "Banker")


def _cards(codes) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes)


def _opt(key: str) -> tuple[str, str]:
    return option_name("blackjack", key)


# --- checks -------------------------------------------------------------------------------------


@engine_check
def _check_total(codes, total: int, soft: bool) -> None:
    from engine.blackjack.points import hand_total

    got = hand_total(_cards(codes))
    assert got == (total, soft), f"{codes}: expected {(total, soft)}, engine says {got}"


@engine_check
def _check_naturals(natural, not_natural) -> None:
    from engine.blackjack.points import is_natural
    from engine.blackjack.settle import WIN, compare

    assert is_natural(_cards(natural), from_split=False), f"{natural} is BlackJack"
    assert not is_natural(_cards(natural), from_split=True), "after a split it is plain 21"
    assert not is_natural(_cards(not_natural), from_split=False), f"{not_natural} is not BlackJack"
    assert compare(21, True, 21, False) == WIN, "BlackJack beats another 21"


@engine_check
def _check_split(may, may_not) -> None:
    from engine.blackjack.points import is_pair_of_points

    assert is_pair_of_points(_cards(may)), f"{may} may split"
    assert not is_pair_of_points(_cards(may_not)), f"{may_not} may not split"


@engine_check
def _check_settle(player, banker, stake: int, key: str, amount: int, three_to_two: bool = False,
                  from_split: bool = False) -> None:
    from engine.blackjack.points import hand_total, is_natural
    from engine.blackjack.settle import settle_one

    p, b = _cards(player), _cards(banker)
    got = settle_one(hand_total(p)[0], is_natural(p, from_split), stake, hand_total(b)[0],
                     is_natural(b, False), three_to_two)
    assert (got[0], got[2]) == (key, amount), f"expected {key} {amount}, engine says {got}"


# --- the page -----------------------------------------------------------------------------------


def _overview() -> Section:
    return Section(T("一局怎么打", "How a round goes"), (
        Paragraph(T(
            "2 到 6 人。和赌场不同，庄家是桌上的一位玩家（电脑或你自己），其余的人是闲家。"
            f"用去掉大小王的 52 张牌（设置「{_opt('decks')[0]}」可用 1、2、4 或 6 副放在牌靴里）。"
            "目标是手里的点数不超过 21 点，并且比庄家大。",
            "2 to 6 players. Unlike a casino, the banker (庄家) is one of the players — the computer or "
            "you — and the others are players (闲家). 52 cards without jokers (the setting "
            f"{_opt('decks')[1]} puts 1, "
            "2, 4 or 6 decks in the shoe). The aim: a total of 21 or less that beats the banker's.")),
        Bullets((
            T("下注：从庄家的下家起，每位闲家依次下注，10 的倍数，在最低和最高下注之间，"
              "不能超过自己的筹码，也不能超过庄家还赔得起的数目。下不了最低注的闲家本局旁观。",
              "Bets: from the seat after the banker, each player bets in turn — a multiple of 10 between "
              "the minimum and maximum bet, no more than his own chips nor than the banker can still "
              "cover. A player who cannot place the minimum sits the round out."),
            T("发牌：每人（包括庄家）两张，第一张是暗牌，只有自己看得见；第二张是明牌。",
              "The deal: everyone, banker included, gets two cards; the first face down (only its owner "
              "sees it), the second face up."),
            T("闲家依次行动，每人打完自己的手牌；然后庄家翻开暗牌行动；最后每位闲家分别和庄家比大小。",
              "The players act in turn, each finishing his hands; then the banker turns up his hole card "
              "and plays; then each player's hand is settled against the banker's."),
        )),
    ))


def _points() -> Section:
    return Section(T("点数", "Card points"), (
        Bullets((
            T("2 到 10 按牌面算，J、Q、K 算 10 点。", "2 to 10 count their face value; J, Q, K count 10."),
            T("A 算 11 点或 1 点：算 11 不超过 21 就算 11（这时叫「软」点数，比如软 17），否则算 1。",
              "An ace counts 11 unless that goes over 21, then 1. A total with an ace counted as 11 is "
              "\"soft\" (soft 17): another card cannot bust it."),
            T("BlackJack：开始的两张正好是一张 A 和一张 10 点的牌。它比其他任何 21 点都大。",
              "BlackJack: an ace and a ten-value card as the first two cards. It beats any other 21."),
            T("爆牌：超过 21 点。", "Bust: over 21."),
        )),
        CardsExample(
            T("A + 6 是软 17；A + 8 是 19（规则原文的例子）；A + 7 + J 是 18，这时 A 只能算 1。",
              "A + 6 is a soft 17; A + 8 is 19 (the original rules' example); A + 7 + J is 18, the ace now "
              "counting 1."),
            (("HA", "S6"), ("DA", "C8"), ("SA", "H7", "CJ")),
            check=lambda: (_check_total(("HA", "S6"), 17, True), _check_total(("DA", "C8"), 19, True),
                           _check_total(("SA", "H7", "CJ"), 18, False)),
            group_labels=(T("软 17", "Soft 17"), T("19", "19"), T("18", "18"))),
        CardsExample(
            T("左边 A + K 是 BlackJack，比右边三张凑成的 21 点大。",
              "A + K on the left is BlackJack and beats the three-card 21 on the right."),
            (("SA", "HK"), ("S7", "H7", "D7")),
            check=lambda: (_check_naturals(("SA", "HK"), ("S7", "H7", "D7")),
                           _check_total(("S7", "H7", "D7"), 21, False)),
            group_labels=(T("BlackJack", "BlackJack"), T("21 点", "21"))),
    ))


def _player() -> Section:
    return Section(T("闲家的选择", "What a player may do"), (
        Bullets((
            T("要牌：再拿一张。超过 21 点就爆牌，这手注立即输掉，不管庄家后来怎样；正好 21 点自动停牌。",
              "Hit (要牌): take another card. Over 21 is a bust: the bet is lost at once, whatever the "
              "banker does later. Exactly 21 stands by itself."),
            T("停牌：不再要牌。", "Stand (停牌): take no more cards."),
            T("加倍：下注翻倍，再拿一张牌，这手就结束。只要点数不到 21 就可以加倍，要过牌之后也可以；"
              "需要自己有筹码、庄家也赔得起。",
              "Double (加倍): the bet doubles, you get exactly one more card, and the hand is over. Allowed "
              "whenever the hand is below 21, also after hits; you need the chips and the banker must be "
              "able to cover it."),
            T("分牌：开始两张点数相同（10 和 K 也算相同）时，可以分成两手，每手下和原来一样的注，各自再发一张，"
              "依次打完。分牌后不能加倍、不能再分；分牌后 A + 10 点牌只算普通 21 点，不是 BlackJack。",
              "Split (分牌): when the first two cards have equal points (10 and K count as equal) you may "
              "make two hands, each with the original bet; each gets a second card and is played in turn. "
              "After a split: no doubling, no second split, and A + a ten-value card is a plain 21, not "
              "BlackJack."),
            T("拿到 BlackJack 的闲家不用再行动，直接亮牌等结算。",
              "A player dealt BlackJack shows it and takes no further action."),
        )),
        CardsExample(
            T("10 和 K 点数相同，可以分牌；9 和 10 不行。分牌后一手拿到 A + K，只算 21 点。",
              "10 and K have equal points and may be split; 9 and 10 may not. A split hand that gets A + K "
              "is just 21."),
            (("HT", "SK"), ("H9", "ST")),
            check=lambda: (_check_split(("HT", "SK"), ("H9", "ST")),
                           _check_settle(("SA", "HK"), ("ST", "H9", "D2"), 10, "push", 0, from_split=True)),
            group_labels=(T("可以分牌", "May split"), T("不能分牌", "May not"))),
    ))


def _banker() -> Section:
    return Section(T("庄家怎么打", "How the banker plays"), (
        Bullets((
            T("所有闲家打完后，庄家翻开暗牌。闲家的手牌全都爆了，庄家就不用再打。",
              "When every player has finished, the banker turns up his hole card. If every player's hand "
              "has bust, the banker does not play."),
            T("庄家自己决定要牌还是停牌：他看得见闲家的明牌和已经爆掉的牌，看不见其余的暗牌。到 21 点自动停。",
              "The banker chooses to hit or stand: he sees the players' face-up cards and any busted hand, "
              "not their other hole cards. At 21 he stops."),
            T(f"设置「{_opt('casino_banker')[0]}」打开时按赌场规则自动打：16 点及以下必须要牌，17 点及以上（包括软 17）停牌。",
              f"With the setting {_opt('casino_banker')[1]} on, the banker plays by itself: hit on 16 or less, stand on 17 "
              "or more (soft 17 included)."),
        )),
    ))


def _settling() -> Section:
    return Section(T("比大小与赔付", "Settling each hand"), (
        Bullets((
            T("闲家爆牌：闲家输（即使庄家后来也爆）。", "A busted player loses (even if the banker busts later)."),
            T("否则庄家爆牌：闲家赢。", "Otherwise, if the banker busts, the player wins."),
            T("否则比点数，大的赢；BlackJack 比其他 21 点都大；点数相同是和局，双方都是 BlackJack 也是和局。",
              "Otherwise the higher total wins; BlackJack beats any other 21; equal totals push, BlackJack "
              "against BlackJack too."),
            T("输的一方付给赢的一方这手的注，加倍过的按双倍。庄家的 BlackJack 到庄家行动时才翻开，"
              "它赢所有不是 BlackJack 的手牌，加倍过的手输双倍。",
              "The loser pays the winner the hand's bet, a doubled bet counting double. The banker's "
              "BlackJack is only turned up on his turn; it beats every hand that is not BlackJack, and a "
              "doubled hand loses double."),
            T(f"设置「{_opt('blackjack_pays')[0]}」：闲家用 BlackJack 赢时庄家赔 1 赔 1（默认，照规则原文），或 3 赔 2。"
              "庄家自己的 BlackJack 只收原注。",
              f"The setting {_opt('blackjack_pays')[1]}: a player winning with BlackJack is paid 1 to 1 (default, as in "
              "the original rules) or 3 to 2. The banker's own BlackJack collects just the bet."),
        )),
        CardsExample(
            T("闲家 20 点（左），庄家 9 + 6 + 7 = 22 爆了（右）：闲家赢，拿到下注的 10。",
              "The player has 20 (left); the banker draws 9 + 6 + 7 = 22 and busts (right): the player "
              "wins his bet of 10."),
            (("HT", "SQ"), ("S9", "H6", "D7")),
            check=lambda: _check_settle(("HT", "SQ"), ("S9", "H6", "D7"), 10, "banker_bust", 10),
            group_labels=(PLAYER, BANKER)),
        CardsExample(
            T("下注 20 的 BlackJack（左）对庄家的 20 点（右）：1 赔 1 赢 20，选 3 赔 2 时赢 30。",
              "BlackJack on a bet of 20 (left) against the banker's 20 (right): paid 20 at 1 to 1, 30 at "
              "3 to 2."),
            (("CA", "DJ"), ("SK", "HQ")),
            check=lambda: (_check_settle(("CA", "DJ"), ("SK", "HQ"), 20, "blackjack", 20),
                           _check_settle(("CA", "DJ"), ("SK", "HQ"), 20, "blackjack", 30, three_to_two=True)),
            group_labels=(PLAYER, BANKER)),
    ))


def _chips() -> Section:
    return Section(T("筹码、坐庄与结束", "Chips, the bank and the end"), (
        Bullets((
            T(f"每人开始有同样多的筹码（设置「{_opt('stack')[0]}」，默认 1000），筹码不会变成负数。",
              f"Everyone starts with the same chips (the setting {_opt('stack')[1]}, 1000 by default); a stack "
              "never goes below zero."),
            T(f"第一局由设置「{_opt('banker')[0]}」选的人坐庄。默认一直由他坐庄；打开「{_opt('rotate_bank')[0]}」"
              "则每局后轮到下一位。"
              "庄家的筹码不够赔最低注时，庄交给下一位赔得起的人。",
              f"The setting {_opt('banker')[1]} picks who holds the bank in the first round. By default he "
              f"keeps it; with {_opt('rotate_bank')[1]} "
              "on it passes to the next seat after every round. A banker who can no longer "
              "cover a minimum bet hands the bank to the next seat that can."),
            T("没有人能坐庄、或没有闲家能下注时，比赛结束；你也可以在一局结束后离桌。",
              "The match ends when nobody can hold the bank or no player can bet; you may also leave "
              "the table after any round."),
            T("牌靴里剩不到四分之一时，下一局发牌前重新洗牌。",
              "When less than a quarter of the shoe is left, it is reshuffled before the next deal."),
        )),
    ))


#: The page's word on each setting (names from the spec: _settings.settings_section).
SETTINGS = {
    "banker": T("第一局由电脑还是你坐庄。", "the computer or you holds the bank first."),
    "rotate_bank": T("每局后庄家轮到下一位（默认关）。", "the bank passes on after every round (off by default)."),
    "casino_banker": T("庄家 16 点及以下必须要牌，17 点及以上停牌（默认关：庄家自己决定）。",
                       "the banker hits on 16 or less and stands on 17 or more (off by default: he decides)."),
    "blackjack_pays": T("闲家 BlackJack 赢时 1 赔 1（默认）或 3 赔 2。",
                        "a player's winning BlackJack is paid 1 to 1 (default) or 3 to 2."),
    "decks": T("牌靴里 1、2、4 或 6 副牌。", "1, 2, 4 or 6 decks in the shoe."),
    "min_bet": T("每手至少下注多少（10、50、100）。", "the smallest bet (10, 50, 100)."),
    "max_bet": T("每手最多下注多少（100、500、1000）。", "the largest bet (100, 500, 1000)."),
    "stack": T("每人开始的筹码（500、1000、5000）。", "each player's chips at the start (500, 1000, 5000)."),
}


def _options() -> Section:
    return settings_section("blackjack", SETTINGS)


def pages() -> dict[str, Page]:
    return {"blackjack": Page("blackjack", (_overview(), _points(), _player(), _banker(), _settling(),
                                            _chips(), _options()))}
