"""锄大地 computer players: easy, normal (planning + counting) and hard (search).

Modules, one job each: :mod:`.decompose` (拆牌: the hand as few plays),
:mod:`.counting` (记牌: the table as one seat sees it, what can still be
beaten), :mod:`.policy` (the normal lead and follow), :mod:`.easy`,
:mod:`.search` (the hard player's search over sampled deals, on the shared
loop of :mod:`ai.climbing.search`) and :mod:`.bots` (the Bot classes).
"""
from .bots import EasyBot, HardBot, NormalBot

__all__ = ["EasyBot", "NormalBot", "HardBot"]
