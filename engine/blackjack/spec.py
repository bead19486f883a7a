"""The 21点 variant: its options and the factory of a match state."""
from __future__ import annotations

import random
from typing import Any, Mapping

from ..spec import Choice, GameSpec, OptionSpec, yes_no
from .state import BlackjackState


def new_state(options: Mapping[str, Any], rng: random.Random, num_seats: int = 4) -> BlackjackState:
    return BlackjackState(options, rng, num_seats)


SPEC = GameSpec(
    id="blackjack",
    group="blackjack",
    name_zh="21点",
    name_en="Blackjack (21)",
    summary_zh="闲家下注，与坐庄的玩家比点数：不超过 21 点且尽量大。你也可以坐庄。",
    summary_en="Players bet chips and race the banker — another player, maybe you — "
               "to get closest to 21 without going over.",
    family="blackjack",
    seats=(2, 6),
    options=(
        OptionSpec("banker", "庄家", "Banker", 1,
                   (Choice(1, "电脑", "Computer"), Choice(0, "你", "You")),
                   "第一局由谁坐庄：电脑，或坐在第一座的你。庄家和每位闲家比点数，赢了收注，输了赔注。",
                   "Who holds the bank in the first round: a computer player, or you in the first seat. "
                   "The banker plays against every other player's bet."),
        yes_no("rotate_bank", "轮流坐庄", "Rotating bank", False,
               "开：每局结束后庄家轮到下一位，人人都当一回庄。关：一直由同一位坐庄。",
               "On: the bank passes to the next seat after every round, so everyone takes a turn. "
               "Off: the same player keeps the bank."),
        yes_no("casino_banker", "庄家规则", "Casino banker", False,
               "开：庄家像赌场一样，16点以下必须要牌，到17点必须停。关：庄家自己决定要不要牌。",
               "On: like a casino, the banker must hit on 16 or less and stand on 17 or more. "
               "Off: the banker decides freely."),
        OptionSpec("blackjack_pays", "BlackJack 赔率", "BlackJack pays", "1:1",
                   (Choice("1:1", "1 赔 1", "1 to 1"), Choice("3:2", "3 赔 2", "3 to 2")),
                   "闲家头两张就是A加一张10点牌（BlackJack）赢庄家时，庄家赔多少：1赔1只赔下注，3赔2多赔一半。",
                   "What the banker pays a player who wins with BlackJack (an ace and a 10-point card as "
                   "the first two cards): the bet, or one and a half times it."),
        OptionSpec("decks", "牌副数", "Decks", 1,
                   (Choice(1, "1 副", "1"), Choice(2, "2 副", "2"), Choice(4, "4 副", "4"),
                    Choice(6, "6 副", "6")),
                   "牌靴里的牌副数；剩不到四分之一时重新洗牌。",
                   "Decks in the shoe; it is reshuffled when fewer than a quarter remain."),
        OptionSpec("min_bet", "最低下注", "Minimum bet", 10,
                   (Choice(10, "10", "10"), Choice(50, "50", "50"), Choice(100, "100", "100")),
                   "每位闲家每局至少要下注多少筹码。", "The smallest bet a player may place in a round."),
        OptionSpec("max_bet", "最高下注", "Maximum bet", 500,
                   (Choice(100, "100", "100"), Choice(500, "500", "500"), Choice(1000, "1000", "1000")),
                   "每位闲家每局最多能下注多少筹码。", "The largest bet a player may place in a round."),
        OptionSpec("stack", "初始筹码", "Starting chips", 1000,
                   (Choice(500, "500", "500"), Choice(1000, "1000", "1000"), Choice(5000, "5000", "5000")),
                   "每位玩家开局时手里的筹码。", "The chips each player starts the match with."),
    ),
    new_state=new_state,
    default_seats=4,
)
