"""四川麻将 computer players (Mianyang / Deyang variants)."""
from .bots import EasyBot, HardBot, NormalBot

__all__ = ["EasyBot", "NormalBot", "HardBot"]
