"""干瞪眼 computer players: easy, normal (splitting + counting) and hard (search).

Modules, one job each: :mod:`.knowledge` (记牌: the table as one seat sees it, how likely
a play is to be answered under the beat-by-one rule), :mod:`.plan` (拆牌: the hand as few
plays, jokers where they serve best), :mod:`.policy` (the normal lead and follow),
:mod:`.easy`, :mod:`.search` (the hard player's search over sampled worlds, on the shared
loop of :mod:`ai.climbing.search`) and :mod:`.bots` (the Bot classes).
"""
from .bots import EasyBot, HardBot, NormalBot

__all__ = ["EasyBot", "NormalBot", "HardBot"]
