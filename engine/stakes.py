"""The 倒 / 踢回 stake between the one player and each of the others.

斗地主 (landlord against two farmers) and 打撇 (declarer against three 撇家) double the
same way, so the rule lives here once: between the one and an opponent the stake is
×1; ×2 when that opponent chose 倒 (double); ×4 when the one then chose 踢回
(redouble) — a 踢回 doubles again only the stakes of those who doubled
(rules/climbing.md; rules/dapie.md, the seed 004: "踢回…即基础币数乘以 4").
"""
from __future__ import annotations

#: Factor of one 倒, and of the 踢回 on top of it.
DOUBLE, REDOUBLE = 2, 2


def stake(doubled: bool | None, redoubled: bool | None) -> int:
    """1, or 2 for an opponent who chose 倒, or 4 when the other side then chose 踢回."""
    if not doubled:
        return 1
    return DOUBLE * REDOUBLE if redoubled else DOUBLE
