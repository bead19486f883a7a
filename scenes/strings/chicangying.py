"""吃苍蝇's words: the reasons its engine gives for refusing a choice or a play."""

PAIRS = {
    "reason.ccy_choose_partner": ("两张明牌都在你手里：请叫一张牌找搭档，或者暗独、明独",
                                  "You hold both copies of the turned card: name a card, or play a secret or open solo"),
    "reason.ccy_secret_needs_both": ("只有两张明牌都在自己手里才能暗独",
                                     "Only a dealer holding both copies of the turned card may play a secret solo"),
    "reason.ccy_name_needs_both": ("只有两张明牌都在自己手里才能另叫一张牌",
                                   "Only a dealer holding both copies of the turned card names another card"),
    "reason.ccy_name_single_copy": ("只能叫自己手里只有一张的牌", "Name a card you hold exactly one copy of"),
    "reason.ccy_must_show_card": ("搭档第一次出这个点数时必须带上{card}",
                                  "The partner's first play of this rank must include {card}"),
}

# the table (scenes/climbing/chicangying.py) ------------------------------------------------
PAIRS.update({
    # the kinds of play: n cards of one rank, and the joker groups
    "combo.same_rank": ("{n}张", "{n} of a kind"),
    "combo.joker_group": ("{n}张王", "{n} jokers"),
    # a play of another number of cards than the lead is refused: only as many cards follow
    # (三张上混 beats 大王 + 两小王 too, so the count is the rule, not the kind)
    "table.ccy.need": ("要出{count}张牌", "You must play {count} cards"),
    "table.ccy.need.one": ("要出单张", "You must play a single card"),
    # badges
    "table.ccy.dealer": ("庄", "Dealer"),
    "table.ccy.partner": ("搭档", "Partner"),
    "table.ccy.open_alone": ("明独", "Open solo"),
    "table.ccy.secret_alone": ("暗独", "Secret solo"),
    "table.ccy.place1": ("大贡", "1st out"),
    "table.ccy.place2": ("二贡", "2nd out"),
    "table.ccy.place3": ("三贡", "3rd out"),
    "table.ccy.place4": ("尾贡", "Last"),
    # the top centre: the turned card, the two 混 ranks, the named card
    "table.ccy.turned": ("翻牌", "Turned card"),
    "table.ccy.upper": ("上混", "High wild"),
    "table.ccy.lower": ("下混", "Low wild"),
    "table.ccy.named": ("叫牌", "Named"),
    # the dealer's choice
    "table.ccy.with_partner": ("和搭档一起打", "Play with partner"),
    "table.ccy.go_open": ("明独", "Open solo"),
    "table.ccy.go_secret": ("暗独", "Secret solo"),
    "table.ccy.name_card": ("叫一张牌找搭档", "Name a partner card"),
    "table.ccy.explain_partner": (
        "你是庄家。另一张{card}在谁手里，谁就是你的暗搭档（只有他自己知道）。"
        "和搭档一起打，或者明独：一个人打三家，先出完 +12，否则 −12。",
        "You are the dealer. Whoever holds the other {card} is your secret partner (only he knows). "
        "Play with him, or go open solo: alone against three, +12 if you go out first, else −12."),
    "table.ccy.explain_both": (
        "两张{card}都在你手里：叫一张你只有一张的牌，拿另一张的人做你的搭档；"
        "或者暗独（一个人打，不说出来，±6）；或者明独（一个人打，说出来，±12）。",
        "You hold both {card}: name a card you hold once, and whoever holds its twin partners you; "
        "or go secret solo (alone, unannounced, ±6) or open solo (alone, announced, ±12)."),
    "table.ccy.choose_card": ("叫哪张牌？拿另一张的人是你的搭档", "Which card? Whoever holds its twin is your partner"),
    "table.ccy.note_partner": ("你是庄家的暗搭档：你第一次出 {rank} 时必须带上{card}，大家就知道了",
                               "You are the dealer's secret partner: your first play of {rank} must include {card}, "
                               "and everyone will know"),
    "table.ccy.note_secret": ("你在暗独：别人以为你有搭档，直到你亮出第二张{card}",
                              "You play secret solo: the others think you have a partner until you show the second {card}"),
    # status line
    "table.ccy.status.your_choice": ("你是庄家：选择怎么打", "You are the dealer: choose how to play"),
    "table.ccy.status.choosing": ("{name}（庄家）在选择怎么打…", "{name} (dealer) is choosing how to play…"),
    # log and notes
    "table.ccy.log.joker_turned": ("翻出{card}，放回去重翻", "{card} turned: it goes back, another is turned"),
    "table.ccy.log.hand_started": ("翻牌 {card}：{name}坐庄，上混 {upper}，下混 {lower}",
                                   "Turned {card}: {name} deals; high wild rank {upper}, low wild rank {lower}"),
    "table.ccy.log.with_partner": ("{name}和暗搭档一起打", "{name} plays with the secret partner"),
    "table.ccy.log.open_alone": ("{name}明独！一个人打三家", "{name} goes open solo, alone against three!"),
    "table.ccy.log.named": ("{name}叫了{card}：拿另一张{card}的人是搭档",
                            "{name} names {card}: whoever holds the other {card} is the partner"),
    "table.ccy.log.you_secret": ("你选择了暗独", "You play secret solo"),
    "table.ccy.log.partner_shown": ("{partner}亮出{card}：是{dealer}的搭档！",
                                    "{partner} shows {card}: the partner of {dealer}!"),
    "table.ccy.log.your_partner_shown": ("{partner}亮出{card}：是你的搭档！", "{partner} shows {card}: your partner!"),
    "table.ccy.log.you_partner_shown": ("你亮出了{card}：大家知道你是{dealer}的搭档了",
                                        "You show {card}: everyone knows you partner {dealer}"),
    "table.ccy.log.secret_shown": ("{name}亮出第二张{card}：原来是暗独！",
                                   "{name} shows the second {card}: a secret solo!"),
    "table.ccy.log.went_out": ("{name}出完了：{place}", "{name} is out: {place}"),
    "table.ccy.flash.partner": ("搭档现身！", "Partner revealed!"),
    "table.ccy.flash.partner_line": ("{name}和{dealer}一伙", "{name} plays with {dealer}"),
    "table.ccy.flash.your_partner_line": ("{name}和你一伙", "{name} plays with you"),
    "table.ccy.flash.secret": ("暗独！", "Secret solo!"),
    "table.ccy.flash.alone_line": ("{name}一个人打三家", "{name} plays alone against three"),
    "table.ccy.flash.open": ("明独！", "Open solo!"),
    # the result
    "result.ccy.open_won": ("明独成功", "Open solo won"),
    "result.ccy.open_lost": ("明独失败", "Open solo lost"),
    "result.ccy.secret_won": ("暗独成功", "Secret solo won"),
    "result.ccy.secret_lost": ("暗独失败", "Secret solo lost"),
    "result.ccy.dealer_side": ("庄家{dealer}、搭档{partner}胜", "Dealer {dealer} and partner {partner} win"),
    "result.ccy.other_side": ("庄家{dealer}、搭档{partner}输", "Dealer {dealer} and partner {partner} lose"),
    "result.ccy.level": ("平局", "A draw"),
    "line.ccy_open_won": ("{dealer}明独，大贡 +{stake}", "{dealer}'s open solo, out first: +{stake}"),
    "line.ccy_open_lost": ("{dealer}明独，{first}大贡：−{stake}", "{dealer}'s open solo, {first} out first: −{stake}"),
    "line.ccy_secret_won": ("{dealer}暗独，大贡 +{stake}", "{dealer}'s secret solo, out first: +{stake}"),
    "line.ccy_secret_lost": ("{dealer}暗独，{first}大贡：−{stake}", "{dealer}'s secret solo, {first} out first: −{stake}"),
    "line.ccy_double": ("{first}大贡、{partner}二贡：各 +{factor}", "{first} 1st, {partner} 2nd: +{factor} each"),
    "line.ccy_single": ("{first}大贡、{partner}三贡：各 +{factor}", "{first} 1st, {partner} 3rd: +{factor} each"),
    "line.ccy_level": ("{first}大贡、{partner}尾贡：不计分", "Even: {first} 1st, {partner} last"),
})
