"""吃苍蝇's words: the reasons its engine gives for refusing a choice or a play."""

PAIRS = {
    "reason.ccy_choose_partner": ("两张明牌都在你手里：请叫一张牌找搭档，或者暗独、明独",
                                  "You hold both copies of the turned card: name a card, or play alone"),
    "reason.ccy_secret_needs_both": ("只有两张明牌都在自己手里才能暗独",
                                     "Only a dealer holding both copies of the turned card may go alone in secret"),
    "reason.ccy_name_needs_both": ("只有两张明牌都在自己手里才能另叫一张牌",
                                   "Only a dealer holding both copies of the turned card names another card"),
    "reason.ccy_name_single_copy": ("只能叫自己手里只有一张的牌", "Name a card you hold exactly one copy of"),
    "reason.ccy_must_show_card": ("搭档第一次出这个点数时必须带上{card}",
                                  "The partner's first play of this rank must include {card}"),
}
