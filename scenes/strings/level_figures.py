"""The setup screen's measured level figures (scenes/level_figures.py, issue 30)."""

PAIRS = {
    "setup.figure.more": ("{level}：与{others}对局，每局平均比{than}多赢 {amount} {unit}（{measured}）",
                          "{level}: against {others} players, wins {amount} {unit} more per hand than "
                          "{than} would ({measured})"),
    "setup.figure.less": ("{level}：与{others}对局，每局平均比{than}少赢 {amount} {unit}（{measured}）",
                          "{level}: against {others} players, wins {amount} {unit} less per hand than "
                          "{than} would ({measured})"),
    "setup.figure.even": ("{level}：与{others}对局，每局输赢与{than}的差别在测量误差以内（{measured}）",
                          "{level}: against {others} players, no clear difference from {than} per hand "
                          "({measured})"),
    # where the figure comes from: this variant's own paired deals, or another variant's of its game
    "setup.figure.measured": ("{n} 局测得", "measured over {n} hands"),
    "setup.figure.measured_on": ("{game}，{n} 局测得", "measured over {n} hands of {game}"),
    "setup.figure.unit.points": ("分", "points"),
    "setup.figure.unit.levels": ("级", "levels"),
    "setup.figure.unit.chips": ("筹码", "chips"),
}
