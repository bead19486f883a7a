"""升级 / 拖拉机 words (key -> (zh, en)), merged into the one table by scenes/i18n.py.

For now the refusals of the rules engine (engine/shengji/); the table adds its own words
when it lands. ``suit`` parameters are 'S' 'H' 'C' 'D' or 'trump': the ``table.sj.suit.*``
keys name them (the sentences here do not depend on them).
"""

PAIRS = {
    # declaring trump during the deal (engine/shengji/declare.py)
    "reason.not_a_declaration": ("亮主只能亮同一张级牌（可成对），或成对的同一种王",
                                 "Declare with identical level cards, or a pair of identical jokers"),
    "reason.not_level_card": ("只有级牌可以亮主", "Only level cards can declare trump"),
    "reason.jokers_need_pair": ("王必须成对才能亮（反无主）", "Jokers can only be shown as a pair (overturn to no-trump)"),
    "reason.declaration_not_higher": ("要比现在的亮主更大才能反主", "Only a stronger declaration overturns the one standing"),
    "reason.declare_in_turn": ("这一局发完牌后轮流亮主", "In this match everyone declares in turn after the deal"),
    "reason.self_overturn_not_allowed": ("不能反自己亮的主", "You cannot overturn your own declaration"),
    # the kitty and the play (engine/shengji/state.py, follow.py)
    "reason.bury_count": ("要扣下 {count} 张底牌", "Bury exactly {count} cards"),
    "reason.lead_mixed_suits": ("首出的牌必须是同一门（主牌或同一花色）",
                                "A lead must be all of one suit (or all trumps)"),
    "reason.wrong_count": ("要出 {count} 张牌", "Play {count} cards"),
    "reason.wrong_count.one": ("要出 1 张牌", "Play 1 card"),
    "reason.must_follow_suit": ("必须跟出这一门的牌", "You must follow suit while you can"),
    "reason.must_follow_pairs": ("必须出对子：你这一门还有对子", "You must play a pair: you still hold one in this suit"),
    "reason.must_follow_tractor": ("必须出拖拉机：你这一门还有拖拉机",
                                   "You must play a tractor: you still hold one in this suit"),
    "reason.must_follow_triple": ("必须出三张：你这一门还有三张相同的牌",
                                  "You must play a triple: you still hold one in this suit"),
    "reason.must_follow_titanic": ("必须出泰坦尼克：你这一门还有",
                                   "You must play a titanic: you still hold one in this suit"),
    # suit classes, for sentences the table builds
    "table.sj.suit.S": ("黑桃", "spades"),
    "table.sj.suit.H": ("红桃", "hearts"),
    "table.sj.suit.C": ("梅花", "clubs"),
    "table.sj.suit.D": ("方块", "diamonds"),
    "table.sj.suit.trump": ("主牌", "trumps"),
}
