"""The words of the 斗地主 players' reasons (issue 31): codes and values the policies return.

The policies (:mod:`.policy`, :mod:`ai.doudizhu_wild.policy`) return a reason from the branch
that decided; this module only names the things they talk about — a rank as players write it,
the kind of a lead, whose cards are few — so both variants say the same thing the same way.
The sentences are in scenes/strings/reasons.py (``reason.why.ddz.*``).
"""
from __future__ import annotations

from ai.reason import Reason
from engine.climbing.combos import Combo
from engine.climbing.tables import (
    BOMB, PAIR, PAIR_STRAIGHT, PLANE, PLANE_PAIRS, PLANE_SINGLES, ROCKET, SINGLE, SOFT_BOMB, STRAIGHT,
    TRIPLE, TRIPLE_PAIR, TRIPLE_SINGLE,
)

from .packing import LABELS

#: The lead's kind as its reason names it: chains shed many cards, triples take a kicker along.
_LEAD_WORDS = {
    SINGLE: "single", PAIR: "pair", TRIPLE: "triple", TRIPLE_SINGLE: "triple", TRIPLE_PAIR: "triple",
    STRAIGHT: "chain", PAIR_STRAIGHT: "chain", PLANE: "chain", PLANE_SINGLES: "chain", PLANE_PAIRS: "chain",
    BOMB: "bomb", SOFT_BOMB: "bomb", ROCKET: "bomb",
}


def rank(index: int) -> str:
    """An order index (0 = 3 … 12 = 2, 13 小王, 14 大王) as players write it."""
    return LABELS[index]


def lead_reason(found: Combo) -> Reason:
    """Leading the weakest group of the plan: what it is, and the big cards kept for later."""
    word = _LEAD_WORDS.get(found.kind, "other")
    if word == "chain":
        return Reason.of("ddz.lead_chain", cards=found.size)
    if word == "other":
        return Reason.of("ddz.lead_other", cards=found.size)
    if word == "bomb":
        return Reason.of("ddz.lead_bomb")
    return Reason.of(f"ddz.lead_{word}", rank=rank(found.key))


def side(view) -> str:
    """Whom a player guards against, as a code suffix: farmers watch the landlord; the landlord
    watches a farmer."""
    return "landlord" if not view.is_landlord else "farmer"


def percent(chance: float) -> int:
    return round(100 * chance)
