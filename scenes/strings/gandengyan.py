"""干瞪眼's words on the shared climbing table (scenes/climbing/gandengyan.py).

The engine's reasons (``reason.not_one_higher`` …) and the result lines (``line.gdy_*``)
are in :mod:`scenes.strings.climbing_table`; here are the table's own: the stock and the
card value at the top centre, the dealer, the beat-by-one sentences, the draws.
"""

PAIRS = {
    # combinations as 干瞪眼 players call them ({n}: cards in the play)
    "table.gdy.combo.straight": ("{n}张连牌", "{n}-card straight"),
    "table.gdy.combo.pair_straight": ("{n}连对", "{n}-pair straight"),
    "table.gdy.combo.bomb": ("{n}张炸弹", "{n}-card bomb"),
    "table.gdy.combo.straight_any": ("连牌", "straight"),
    # a play of another kind or length than the run on the table is refused: what it must be
    "table.gdy.need.straight": ("要出{n}张连牌", "You must play a straight of {n} cards"),
    "table.gdy.need.pair_straight": ("要出{n}连对", "You must play a pair straight of {n} pairs"),
    # badges
    "table.gdy.dealer": ("庄", "Dealer"),
    "table.gdy.winner": ("先出完", "Out first"),
    "table.gdy.shut_out": ("关墩墩", "Shut out"),
    "table.gdy.one_card": ("剩一张", "One left"),
    # the top centre
    "table.gdy.stock": ("牌堆", "Stock"),
    "table.gdy.bombs": ("炸弹", "Bombs"),
    "table.gdy.card_value": ("每张", "Per card"),
    "table.gdy.stock_empty": ("牌堆摸完了", "The stock is empty"),
    # the status line: what beats the lead (the beat-by-one rule)
    "table.gdy.status.single": ("轮到你：要 {need} 或 2 才能管 {lead}，或者炸弹",
                                "Your turn: only a {need} or a 2 beats the {lead}, or a bomb"),
    "table.gdy.status.single_ace": ("轮到你：要 2 才能管 A，或者炸弹", "Your turn: only a 2 beats the A, or a bomb"),
    "table.gdy.status.pair": ("轮到你：要对 {need} 或对 2 才能管对 {lead}，或者炸弹",
                              "Your turn: only a pair of {need}s or 2s beats the {lead}s, or a bomb"),
    "table.gdy.status.pair_ace": ("轮到你：要对 2 才能管对 A，或者炸弹",
                                  "Your turn: only a pair of 2s beats the aces, or a bomb"),
    "table.gdy.status.two": ("轮到你：2 只有炸弹能管，或者不出", "Your turn: only a bomb beats a 2; or pass"),
    "table.gdy.status.chain": ("轮到你：要从 {start} 起的{kind}才能管，或者炸弹",
                               "Your turn: only a {kind} from {start} up beats it, or a bomb"),
    "table.gdy.status.chain_top": ("轮到你：到 A 的{kind}只有炸弹能管，或者不出",
                                   "Your turn: only a bomb beats a {kind} up to the A; or pass"),
    "table.gdy.status.bomb": ("轮到你：要更大的炸弹才能管（张数多，或同样张数点数大）",
                              "Your turn: only a bigger bomb beats it (more cards, or higher)"),
    "table.gdy.status.lead": ("轮到你出牌（王可以当任何牌）", "Your lead (a joker stands for any card)"),
    "table.gdy.status.lead_plain": ("轮到你出牌", "Your lead"),
    # log and notes
    "table.gdy.log.hand_started": ("{name}坐庄（6 张，先出），牌堆 {stock} 张",
                                   "{name} deals (6 cards, leads); {stock} in the stock"),
    "table.gdy.log.you_deal": ("你坐庄：6 张牌，你先出；牌堆 {stock} 张",
                               "You deal: 6 cards, you lead; {stock} in the stock"),
    "table.gdy.log.drew": ("{name}摸了一张（牌堆还剩 {stock} 张）", "{name} draws one ({stock} left in the stock)"),
    "table.gdy.log.bomb": ("{name}的{kind}！每张牌 ×{multiplier}", "{name}'s {kind}! Each card ×{multiplier}"),
    "table.gdy.flash_line": ("每张 {value} 分", "Each card costs {value}"),
    # the result
    "result.gdy.won": ("{name}先出完", "{name} went out first"),
    "result.gdy.doubled": ("翻 {n} 番 ×{factor}", "{n} doublings ×{factor}"),
    "result.gdy.shut_out": ("关墩墩 ×2", "Shut out ×2"),
}
