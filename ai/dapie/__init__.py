"""打撇 computer players (rules: shared/rules/dapie.md; engine: engine/dapie/).

Modules, one job each: ``knowledge`` (what a seat knows at a trick: counted cards,
voids, or a world's exact hands), ``play`` (the card rules of thumb, also the
play-outs' policy), ``rollout`` (playing a world out), ``hands`` (a hand's features,
the put-back), ``estimate`` (points a hand takes, weights fitted by ``fit``),
``bidding`` (叫分, 倒 and 认输/踢回/放弃 by the expected payment, numbers in ``bid_model``
fitted by ``fit_bids``), ``choices`` (trump, put back, 摆撇, and the older bidding kept for
the paired benchmark), ``explain`` (each decision with its reason), ``search`` (the hard
player's sampled worlds), ``bots`` (the three levels).
"""
from .bots import EasyBot, HardBot, NormalBot

__all__ = ["EasyBot", "HardBot", "NormalBot"]
