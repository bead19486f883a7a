"""Combination logic shared by the climbing family (斗地主, 锄大地, 双扣, 干瞪眼, 吃苍蝇 …).

- :mod:`.ranks` — rank orders and hands as packed per-rank counts;
- :mod:`.tables` — the per-variant rule tables (kinds, chain lengths, kickers, bombs);
- :mod:`.combos` — :class:`Combo`, :func:`classify`, :func:`beats`;
- :mod:`.moves` — every lead and every answer of a packed hand;
- :mod:`.legal` — a lazily built list of Play actions over those moves;
- :mod:`.position` — the fast play-out position for search bots.
"""
from .combos import Combo, beats, classify, classify_cards, readings
from .moves import Move, leads, responses
from .position import Position
from .ranks import DOUDIZHU_ORDER, card_total, counts, pack_counts
from .tables import DOUDIZHU, ClimbingTable

__all__ = [
    "Combo", "beats", "classify", "classify_cards", "readings", "Move", "leads", "responses",
    "Position", "DOUDIZHU_ORDER", "card_total", "counts", "pack_counts", "DOUDIZHU", "ClimbingTable",
]
