"""Words of the shared climbing table beyond 斗地主's (scenes/climbing_table.py, scenes/climbing/)."""

PAIRS = {
    # 斗地主's stake, the same words for every seat (scenes/climbing/doudizhu.py): the top centre,
    # each farmer's badge, and the result's breakdown
    "table.stake.bid": ("叫分", "Bid"),
    "table.stake.bombs": ("炸弹", "Bombs"),
    "table.farmer_stake": ("农民 ×{value}", "Farmer ×{value}"),
    "table.stake_plain": ("×{value}", "×{value}"),
    "line.dz.bid": ("叫分 {value}", "Bid {value}"),
    "line.dz.farmer": ("{name}（{stake}）：{calc} = {amount}分", "{name} ({stake}): {calc} = {amount}"),
    "line.dz.landlord": ("{name}（地主）：{calc} = {amount}分", "{name} (landlord): {calc} = {amount}"),
    # the result panel (scenes/table/result_panel.py): fold it away to look at the hands turned face up
    "result.view_table": ("看牌", "View table"),
    "result.show_result": ("看结果", "Show result"),
    # a seat that went out (the observation's ``out``): its place
    "table.place": ("第{n}名", "No. {n}"),
    # a seat down to its last cards (scenes/climbing/last_cards.py): its panel's badge, the announcement
    "table.last.one": ("报单", "1 card"),
    "table.last.two": ("报双", "2 cards"),
    "table.last.one_said": ("{name}报单：只剩一张牌！", "{name}: 1 card left!"),
    "table.last.two_said": ("{name}报双：只剩两张牌！", "{name}: 2 cards left!"),
    # the reading chooser of a play with wild cards (scenes/climbing/reading_chooser.py)
    "table.choose_reading": ("这手牌有几种出法，请选一种", "These cards can be played several ways: pick one"),
    # events every climbing game may send (engine/climbing/state.py)
    "table.log.went_out": ("{name}出完了，第{place}名", "{name} is out: No. {place}"),
    "table.log.drew": ("{name}摸了一张牌", "{name} draws a card"),
    "table.log.you_drew": ("你摸到 {card}", "You draw {card}"),
    # 锄大地 (scenes/climbing/big2.py)
    "table.big2.must_lead": ("首局 {card} 先出：第一手必须带 {card}", "First hand: the lead must include {card}"),
    "table.big2.need_five": ("要出五张牌型（顺子、同花五、三个带一对……）",
                             "You must play a five-card hand (straight, flush, full house …)"),
    "table.big2.status.your_lead": ("轮到你出牌：必须带 {card}", "Your lead: it must include {card}"),
    "result.big2.out_first": ("{name}先出完", "{name} went out first"),
    "line.big2_points": ("{name}：剩 {left} 张{steps} = {points} 分", "{name}: {left} left{steps} = {points}"),
    "line.big2_step": (" ×{step}", " ×{step}"),
    "line.big2_spade_two": (" ×2（♠2）", " ×2 (♠2)"),
    "reason.must_lead_with": ("第一手必须带{card}", "The first lead must include {card}"),
    # the kinds 锄大地 and 癞子斗地主 add to 斗地主's
    "combo.flush": ("同花五", "flush"),
    "combo.full_house": ("三个带一对", "full house"),
    "combo.four_one": ("四个带单张", "four with one"),
    "combo.straight_flush": ("同花顺", "straight flush"),
    "combo.soft_bomb": ("软炸", "soft bomb"),
    # 干瞪眼 (engine/climbing/variants/gandengyan.py): refusals and the result's lines
    "reason.joker_alone_not_last": ("王只有作为最后的牌时才能单独出", "Jokers may be played alone only as your last card(s)"),
    "reason.joker_reading": ("请说出每张王当什么牌（{jokers} 张王）", "Say what each joker stands for ({jokers} jokers)"),
    # the key is left to the 不出 button, whose hint names the key that passes now (key_focus.key_hint)
    "table.hint.pass": ("提示：不出", "Hint: pass"),
    "reason.not_one_higher": ("只能出正好大一点的 {rank}，或者用 2、炸弹", "Only exactly one rank higher ({rank}), a 2 or a bomb beats this"),
    "reason.not_one_higher_chain": ("只能出一样长、从 {rank} 起的连牌，或者用炸弹", "Only the same length starting at {rank}, or a bomb, beats this"),
    "line.gdy_base": ("底分 {base}", "Base {base}"),
    "line.gdy_bombs": ("炸弹 {count} 个，共翻 {doublings} 番 ×{factor}", "{count} bomb(s), {doublings} doublings ×{factor}"),
    "line.gdy_card_value": ("每张牌 {value} 分", "Each card costs {value}"),
    "line.gdy_loser": ("{name}：剩 {left} 张 × {value} = {amount} 分", "{name}: {left} left × {value} = {amount}"),
    "line.gdy_shut_out": ("{name}：关墩墩，剩 {left} 张 × {value} × 2 = {amount} 分", "{name}: never played, {left} left × {value} × 2 = {amount}"),
    "line.gdy_one_card": ("{name}：只剩一张，不计分", "{name}: one card left, pays nothing"),
    "line.gdy_winner": ("{name}先出完，赢 {amount} 分", "{name} went out first: wins {amount}"),
    # 理牌 names the order the hand is in (scenes/table/card_table.py; the trick tables' orders too)
    "table.sort.rank": ("理牌·点数", "Sort: rank"),
    "table.sort.group": ("理牌·牌型", "Sort: groups"),
    "table.sort.suit": ("理牌·花色", "Sort: suits"),
    "table.sort.trumps_left": ("理牌·主在左", "Sort: trumps left"),
    "table.sort.trumps_right": ("理牌·主在右", "Sort: trumps right"),
    # the play to beat, named as it reads (scenes/table/readings.py play_words; the status line)
    "table.status.to_beat": ("轮到你：要压过{play}，或不出", "Your turn: beat {play}, or pass"),
    "table.beat.single": ("单张{rank}", "a single {rank}"),
    "table.beat.pair": ("对{rank}", "a pair of {rank}s"),
    "table.beat.triple": ("三个{rank}", "three {rank}s"),
    "table.beat.triple_single": ("三个{rank}带一", "three {rank}s with one"),
    "table.beat.triple_pair": ("三个{rank}带一对", "three {rank}s with a pair"),
    "table.beat.full_house": ("三个{rank}带一对", "three {rank}s with a pair"),
    "table.beat.four_one": ("四个{rank}带一", "four {rank}s with one"),
    "table.beat.four_two_singles": ("四个{rank}带二", "four {rank}s with two"),
    "table.beat.four_two_pairs": ("四个{rank}带两对", "four {rank}s with two pairs"),
    "table.beat.bomb": ("{n}张{rank}的炸弹", "a bomb of {n} {rank}s"),
    "table.beat.soft_bomb": ("{rank}的软炸", "a soft bomb ({rank})"),
    "table.beat.same_rank": ("{n}张{rank}", "{n} {rank}s"),
    "table.beat.any": ("{kind} {rank}", "a {kind} {rank}"),
    # seat rows of the setup screen for five and six players
    "setup.pos.top_right": ("右上", "Top right"),
    "setup.pos.top_left": ("左上", "Top left"),
}
