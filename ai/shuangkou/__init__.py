"""双扣 computer players: easy, normal (partnership policy) and hard (search).

Modules: :mod:`.cards` (拆牌 and 记牌 for 双扣's ranks, chains and bombs, the 翻倍 rule),
:mod:`.knowledge` (what a seat knows, as the shared :class:`~ai.climbing.teams.TeamView`)
and :mod:`.bots`. The partnership play itself — the partner's play stands, feeding,
接风, bombs where they pay — is shared with 吃苍蝇 in :mod:`ai.climbing.teams`.
"""
from .bots import EasyBot, HardBot, NormalBot

__all__ = ["EasyBot", "NormalBot", "HardBot"]
