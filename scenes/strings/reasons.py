"""Why a hint suggests what it does (key ``reason.why.<code>`` -> (zh, en)); the codes come from
the computer players' own decisions (ai/reason.py), the placeholders from the reason's values."""

PAIRS = {
    # 21点
    "reason.why.bj.bet": ("下注 {amount}：每局固定下注", "Bet {amount}: the same stake every round"),
    "reason.why.bj.bank_hit": ("要牌：{total} 点停牌赢得少", "Hit: standing on {total} wins too little"),
    "reason.why.bj.bank_stand": ("停牌：{total} 点再要牌容易爆", "Stand: {total} would bust too often"),
    "reason.why.bj.split": ("分牌：一对 {pair} 分开打更好，庄家明牌 {up}",
                            "Split: two {pair}s play better apart against the banker's {up}"),
    "reason.why.bj.double": ("加倍：{total} 点再要一张很有利，庄家明牌 {up}",
                             "Double: one more card on {total} is strong against the banker's {up}"),
    "reason.why.bj.stand_banker_busts": ("停牌：庄家明牌 {up}，爆牌的概率大（约 {percent}%）",
                                         "Stand: the banker shows {up} and busts often (about {percent}%)"),
    "reason.why.bj.stand_enough": ("停牌：{total} 点已经够大", "Stand: {total} is high enough"),
    "reason.why.bj.hit_safe": ("要牌：{total} 点再要一张不会爆", "Hit: {total} cannot bust with one more card"),
    "reason.why.bj.hit_soft": ("要牌：软 {total} 点，A 可以算 1 点，不会爆",
                               "Hit: soft {total}, the ace can count 1, no bust"),
    "reason.why.bj.hit_banker_strong": ("要牌：庄家明牌 {up}，{total} 点停牌多半输",
                                        "Hit: against the banker's {up}, standing on {total} mostly loses"),
}
