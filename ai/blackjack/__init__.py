"""21点 computer players: ``EasyBot``, ``NormalBot``, ``HardBot`` (both roles, 闲家 and banker).

``strategy`` computes the 闲家's best play for these rules; ``banker`` the banker's
hit-or-stand; ``counting`` what is left in the shoe and the Hi-Lo count.
"""
from .bots import EasyBot, HardBot, NormalBot

__all__ = ["EasyBot", "NormalBot", "HardBot"]
