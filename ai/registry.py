"""Which computer player sits at which table: ``make_bot(variant_id, level)``.

Each game's bots are imported only when that game is asked for, so starting
the menu does not load every game's AI. Levels: ``easy``, ``normal``,
``hard`` and ``random`` (the uniform RandomBot of :mod:`ai.base`, for tests).
"""
from __future__ import annotations

from typing import Callable

from .base import LEVELS, Bot, RandomBot

ALL_LEVELS = LEVELS + ("random",)


def _doudizhu(level: str) -> Bot:
    from .doudizhu import EasyBot, HardBot, NormalBot

    return {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}[level]()


def _shengji(level: str) -> Bot:
    from .shengji import EasyBot, HardBot, NormalBot

    return {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}[level]()


def _blackjack(level: str) -> Bot:
    from .blackjack import EasyBot, HardBot, NormalBot

    return {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}[level]()


def _big2(level: str) -> Bot:
    from .big2 import EasyBot, HardBot, NormalBot

    return {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}[level]()


def _doudizhu_wild(level: str) -> Bot:
    from .doudizhu_wild import EasyBot, HardBot, NormalBot

    return {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}[level]()


def _gandengyan(level: str) -> Bot:
    from .gandengyan import EasyBot, HardBot, NormalBot

    return {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}[level]()


def _shuangkou(level: str) -> Bot:
    from .shuangkou import EasyBot, HardBot, NormalBot

    return {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}[level]()


def _chicangying(level: str) -> Bot:
    from .chicangying import EasyBot, HardBot, NormalBot

    return {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}[level]()


def _dapie(level: str) -> Bot:
    from .dapie import EasyBot, HardBot, NormalBot

    return {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}[level]()


def _mahjong(level: str) -> Bot:
    from .mahjong import EasyBot, HardBot, NormalBot

    return {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}[level]()


#: variant id → factory of its bots by level (random is handled for every game).
_FACTORIES: dict[str, Callable[[str], Bot]] = {
    "doudizhu": _doudizhu,
    "doudizhu-wild": _doudizhu_wild,
    "big2": _big2,
    "gandengyan": _gandengyan, "gandengyan-winner": _gandengyan,
    "shuangkou": _shuangkou,
    "chicangying": _chicangying,
    "blackjack": _blackjack,
    **dict.fromkeys(("mj-mianyang", "mj-mianyang-bloody", "mj-mianyang-dingque",
                     "mj-deyang-qdg", "mj-deyang-guque"), _mahjong),
    "shengji-1": _shengji, "shengji-2": _shengji, "shengji-3": _shengji,
    "dapie": _dapie, "dapie-noace": _dapie,
}


def make_bot(variant_id: str, level: str) -> Bot:
    """A fresh bot of ``level`` for ``variant_id``.

    Raises KeyError for a game without computer players and ValueError for an
    unknown level.
    """
    factory = _FACTORIES.get(variant_id)
    if factory is None:
        raise KeyError(f"no computer players for game {variant_id!r}")
    if level not in ALL_LEVELS:
        raise ValueError(f"unknown bot level {level!r}; expected one of {ALL_LEVELS}")
    if level == "random":
        return RandomBot()
    return factory(level)


def has_bots(variant_id: str) -> bool:
    """Whether ``make_bot`` knows this game."""
    return variant_id in _FACTORIES
