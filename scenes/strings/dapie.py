"""打撇 words (key -> (zh, en)), merged into the one table by scenes/i18n.py.

The refusals of the rules engine (engine/dapie/) and the lines of a hand's result
(engine/dapie/score.py, ``score.<key>``). The shared refusals (wrong_phase,
not_your_turn, bid_not_higher, bury_count, must_follow_suit …) are already in the
table. A table adds its own words when it lands.
"""

PAIRS = {
    # bidding (engine/dapie/bidding.py)
    "reason.dapie_bid_range": ("叫分只能是 {low} 到 {high} 分，每档 {step} 分",
                               "Bids go from {low} to {high} in steps of {step}"),
    "reason.dapie_dealer_must_bid": ("第三盘庄家必打：至少叫 {low} 分",
                                     "Third deal: the dealer must bid, at least {low}"),
    # trump and kitty (engine/dapie/state.py, kitty.py)
    "reason.dapie_not_a_suit": ("请选择黑桃、红桃、梅花或方块做主", "Name spades, hearts, clubs or diamonds as trump"),
    "reason.dapie_put_back_points": ("不能把 5、10、K 换到底牌里", "You may not put back a 5, 10 or K"),
    # play (engine/dapie/position.py)
    "reason.dapie_lay_down_first_lead": ("只有打家第一次出牌前可以摆撇",
                                         "Only the declarer may lay down, before his first lead"),
    "reason.dapie_laid_down_plays_itself": ("摆撇后打家的牌自动打出", "After laying down, the declarer's cards play themselves"),
    # the result (engine/dapie/score.py): lines "line.<key>"; the table fills {name} (a seat's
    # name), {factor}, and {kind_text} from "table.dp.special.<kind>"
    "line.dapie_base": ("底注 {base}", "Base {base}"),
    "line.dapie_fankan": ("翻坎（打牌分数 {contract}）×{factor}", "Contract {contract} ×{factor}"),
    "line.dapie_special": ("{kind_text} ×{factor}", "{kind_text} ×{factor}"),
    "line.dapie_doubled": ("{name}倒 ×{factor}", "{name} doubled ×{factor}"),
    "line.dapie_redoubled": ("{name}踢回 ×{factor}", "{name} kicked back ×{factor}"),
    "line.dapie_concede": ("认输：只付给第一个倒的{name} ×{factor}", "Conceded: only {name}, the first to double, is paid ×{factor}"),
    "line.dapie_opponent": ("{name}：{stake}倍，{amount}", "{name}: stake ×{stake}, {amount}"),
    "line.dapie_draw": ("和牌：打家正好拣到 {contract} 分，不计输赢", "Tie: the declarer took exactly {contract}; nobody pays"),
    "table.dp.special.wupie": ("误撇", "All 100 to the declarer"),
    "table.dp.special.fanpie": ("反撇", "All 100 to the opponents"),
    "table.dp.special.baipie": ("摆撇", "Lay-down"),
}
