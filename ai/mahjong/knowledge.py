"""What one seat knows, read once from its observation: the bot modules work on this.

Everything here comes from :class:`engine.mahjong.view.MahjongObservation` (own hand,
melds, ponds, revealed choices, laid-down hands, the wall count): the bot never sees the
state. The *plan* says which suits this seat may give up (打缺 / 定缺), which is what
"shanten" means for it (:mod:`.efficiency`).
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.mahjong.observe import unseen_counts
from engine.mahjong.rules import MISSING_DECLARED, MISSING_NONE
from engine.mahjong.shapes import pack_tiles
from engine.mahjong.tiles import SUITS


@dataclass(frozen=True)
class Plan:
    """How the seat's hand must end. ``drops``: suits it may empty to satisfy the
    missing-suit rule (one of them must be emptied); ``plain``: a hand keeping every
    suit may win too, at ``plain_penalty`` extra steps (Deyang's need for a fan)."""

    drops: tuple[int, ...]
    plain: bool
    plain_penalty: int = 0


@dataclass(frozen=True)
class Knowledge:
    seat: int
    hand: int                 # packed concealed tiles (with the drawn tile on one's turn)
    melds: tuple              # own melds
    declared: int | None      # own 定缺 suit index (declared rule only)
    plan: Plan
    unseen: tuple[int, ...]   # copies of each kind this seat cannot see
    wall_count: int
    rules: object

    @property
    def meld_count(self) -> int:
        return len(self.melds)


def plan_for(rules, declared: int | None, meld_suits: set[int]) -> Plan:
    """The missing-suit plan: 定缺 fixes the suit; 打缺 lets any suit without a meld go;
    缺断龟 needs nothing, but under Table D a two-suit hand is a sure fan (缺一门)."""
    if rules.missing == MISSING_DECLARED and declared is not None:
        return Plan((declared,), False)
    free = tuple(s for s in range(3) if s not in meld_suits)
    if rules.missing == MISSING_NONE:
        if rules.need_fan and rules.fan_table == "D":
            return Plan(free, True, 1)
        return Plan((), True)
    if not free:               # melds in all three suits: this hand can only be a 花猪
        return Plan((), True, 8)
    return Plan(free, False)


def knowledge_of(obs) -> Knowledge:
    me = obs.seats[obs.seat]
    declared = SUITS.index(me.missing) if obs.rules.missing == MISSING_DECLARED and me.missing else None
    meld_suits = {m.tile.suit_index for m in me.melds}
    return Knowledge(obs.seat, pack_tiles(obs.hand), tuple(me.melds), declared,
                     plan_for(obs.rules, declared, meld_suits), tuple(unseen_counts(obs)),
                     obs.wall_count, obs.rules)
