"""斗地主 computer players: easy, normal (decomposition + counting) and hard (search).

Modules, one job each: :mod:`.packing` (hands as packed rank counts),
:mod:`.decompose` (拆牌), :mod:`.counting` (记牌 and roles), :mod:`.bidding`
(叫分, 倒, 踢回), :mod:`.policy` (the normal lead and follow), :mod:`.easy`,
:mod:`.search` (the hard player's determinised Monte-Carlo search) and
:mod:`.bots` (the Bot classes).
"""
from .bots import EasyBot, HardBot, NormalBot

__all__ = ["EasyBot", "NormalBot", "HardBot"]
