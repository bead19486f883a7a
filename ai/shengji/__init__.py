"""The 升级 / 拖拉机 computer players (one, two and three decks).

Levels: :class:`EasyBot` (legal, simple greedy), :class:`NormalBot` (counts cards and
plays as a team) and :class:`HardBot` (searches sampled hidden hands with the normal
player). Every bot reads only its seat's observation and the legal list.
"""
from .bots import EasyBot, NormalBot
from .search import HardBot, SearchSettings

__all__ = ["EasyBot", "NormalBot", "HardBot", "SearchSettings"]
