"""癞子斗地主 computer players: easy, normal (a plan with the 3s as stand-ins) and hard (search).

Modules, one job each: :mod:`.plan` (拆牌 with wild 3s: which rank each 3 stands
for, on top of the 斗地主 decomposition; :mod:`.fastsplit` is its inner loop),
:mod:`.counting` (记牌 with wild 3s),
:mod:`.bidding` (叫分 valuing the 3s), :mod:`.policy` (the normal lead and
follow), :mod:`.easy`, :mod:`.search` (the hard player's determinised search,
on the shared :mod:`ai.climbing` loop) and :mod:`.bots` (the Bot classes).
The 斗地主 players' knowledge (:mod:`ai.doudizhu`) is reused, not copied.
"""
from .bots import EasyBot, HardBot, NormalBot

__all__ = ["EasyBot", "NormalBot", "HardBot"]
