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
                   "第一局由谁坐庄。", "Who holds the bank in the first round."),
        yes_no("rotate_bank", "轮流坐庄", "Rotating bank", False,
               "每局结束后庄家轮到下一位。", "The bank passes to the next seat after every round."),
        yes_no("casino_banker", "庄家规则", "Casino banker", False,
               "庄家必须要牌到 16 点，17 点停牌。", "The banker must hit up to 16 and stand on 17."),
        OptionSpec("blackjack_pays", "BlackJack 赔率", "BlackJack pays", "1:1",
                   (Choice("1:1", "1 赔 1", "1 to 1"), Choice("3:2", "3 赔 2", "3 to 2")),
                   "闲家以 BlackJack 获胜时庄家赔付的倍数。", "What the banker pays a 闲家 who wins with BlackJack."),
        OptionSpec("decks", "牌副数", "Decks", 1,
                   (Choice(1, "1 副", "1"), Choice(2, "2 副", "2"), Choice(4, "4 副", "4"),
                    Choice(6, "6 副", "6")),
                   "牌靴里的牌副数；剩不到四分之一时重新洗牌。",
                   "Decks in the shoe; it is reshuffled when fewer than a quarter remain."),
        OptionSpec("min_bet", "最低下注", "Minimum bet", 10,
                   (Choice(10, "10", "10"), Choice(50, "50", "50"), Choice(100, "100", "100")),
                   "每位闲家每局至少下注的筹码。", "The smallest bet a player may place."),
        OptionSpec("max_bet", "最高下注", "Maximum bet", 500,
                   (Choice(100, "100", "100"), Choice(500, "500", "500"), Choice(1000, "1000", "1000")),
                   "每位闲家每局最多下注的筹码。", "The largest bet a player may place."),
        OptionSpec("stack", "初始筹码", "Starting chips", 1000,
                   (Choice(500, "500", "500"), Choice(1000, "1000", "1000"), Choice(5000, "5000", "5000")),
                   "每位玩家开始时的筹码。", "Chips each player starts with."),
    ),
    new_state=new_state,
    default_seats=4,
)
