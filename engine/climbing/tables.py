"""Per-variant rule tables for the climbing family.

A climbing variant is described by data: its rank order, which combination
kinds exist, how long chains must be, what kickers may be, and how bombs rank.
:mod:`.combos` (recognising a play) and :mod:`.moves` (listing plays) read only
this table, so a new variant is a new table plus, where its rules really differ
(锄大地's suited five-card hands, 干瞪眼's "exactly one higher"), a small rule of
its own, never a copy of the whole engine.

Only the 斗地主 table is filled in here; the other games' tables live with them
(双扣's in :mod:`.variants.shuangkou`), and the fields were chosen with every climbing
game of ``rules/climbing.md`` in view.
"""
from __future__ import annotations

from dataclasses import dataclass

from .ranks import DOUDIZHU_ORDER, RankOrder

# --- combination kinds (names are the i18n keys ``combo.<kind>``) -----------------------

SINGLE = "single"
PAIR = "pair"
TRIPLE = "triple"
TRIPLE_SINGLE = "triple_single"  # 三带一
TRIPLE_PAIR = "triple_pair"  # 三带二
STRAIGHT = "straight"  # 单顺
PAIR_STRAIGHT = "pair_straight"  # 双顺 / 连对
PLANE = "plane"  # 三顺
PLANE_SINGLES = "plane_singles"  # 飞机带单翅膀
PLANE_PAIRS = "plane_pairs"  # 飞机带对翅膀
FOUR_TWO_SINGLES = "four_two_singles"  # 四带二 (two singles)
FOUR_TWO_PAIRS = "four_two_pairs"  # 四带二 (two pairs)
BOMB = "bomb"  # 炸弹
ROCKET = "rocket"  # 火箭
SOFT_BOMB = "soft_bomb"  # 软炸: a bomb with wild cards standing in (癞子斗地主)
#: The kinds that beat other kinds (Combo.is_bomb).
BOMB_KINDS = frozenset((BOMB, ROCKET, SOFT_BOMB))

#: Every kind, in the order move lists are sorted (weakest-looking first, bombs last).
KIND_ORDER = (
    SINGLE, PAIR, TRIPLE, TRIPLE_SINGLE, TRIPLE_PAIR, STRAIGHT, PAIR_STRAIGHT, PLANE,
    PLANE_SINGLES, PLANE_PAIRS, FOUR_TWO_SINGLES, FOUR_TWO_PAIRS, BOMB, ROCKET,
)
KIND_INDEX = {kind: i for i, kind in enumerate(KIND_ORDER)}

#: When one multiset of ranks reads as several combinations (333444555666 is a plane
#: of four *and* a plane of three with the wings 6 6 6), the reading chosen on a lead
#: is the first of this list: plain shapes before shapes with kickers, pairs before singles.
READING_PREFERENCE = (
    ROCKET, BOMB, STRAIGHT, PAIR_STRAIGHT, PLANE, PLANE_PAIRS, PLANE_SINGLES,
    FOUR_TWO_PAIRS, FOUR_TWO_SINGLES, TRIPLE_PAIR, TRIPLE_SINGLE, TRIPLE, PAIR, SINGLE,
)
READING_RANK = {kind: i for i, kind in enumerate(READING_PREFERENCE)}

#: The chain kind made of units of 1, 2 and 3 cards of a rank.
CHAIN_OF_UNIT = {1: STRAIGHT, 2: PAIR_STRAIGHT, 3: PLANE}


@dataclass(frozen=True)
class ClimbingTable:
    """Everything rule-specific that the shared combination code needs.

    Kicker fields follow the decisions of ``rules/climbing.md`` (斗地主):

    - ``kickers_may_pair_jokers`` False: kickers never contain both jokers
      (they would be a rocket split up).
    - ``kicker_max_of_rank``: the most cards of one rank a set of kickers may
      hold. 斗地主 3: four cards of a rank never serve as kickers (no 3333+5555,
      no 333444+5555); fewer may come from a rank the hand holds more of.
    - ``pair_as_two_singles`` True: 3333+55 is a 四带二 with two singles.
    - ``same_rank_single_wings`` True: a plane's single wings may repeat a rank
      (333444+55 is a plane with two single wings) — the most common rule; but a
      single wing is never of a rank inside the plane (``wings_outside_plane``).
    - ``bomb_sizes``: how many cards of one rank make a bomb (双扣 4..8).
    - ``bomb_ladder``: "rank" (斗地主: bombs compare by rank) or "size_then_rank"
      (双扣, 干瞪眼: more cards first).
    - ``rocket_jokers``: both jokers together form the rocket (斗地主: 2), all four
      of two decks (双扣's 天王炸弹: 4), 0 when the variant has none.
    - ``wild_index``: order index of the wild rank (癞子斗地主's 3), None here;
      a wild variant expands its readings before calling :func:`~.combos.classify`.
    """

    name: str
    order: RankOrder
    kinds: frozenset[str]
    min_chain: tuple[tuple[str, int], ...]
    kickers_may_pair_jokers: bool = False
    kicker_max_of_rank: int = 3
    pair_as_two_singles: bool = True
    same_rank_single_wings: bool = True
    wings_outside_plane: bool = True
    bomb_sizes: tuple[int, int] = (4, 4)
    bomb_ladder: str = "rank"
    rocket_jokers: int = 2
    wild_index: int | None = None

    def chain_min(self, kind: str) -> int:
        for name, length in self.min_chain:
            if name == kind:
                return length
        return 0

    @property
    def chain_top(self) -> int:
        return self.order.chain_top

    def bomb_strength(self, bomb) -> tuple[int, int, int]:
        """Sort key of a bomb (a Combo of kind bomb or soft_bomb) on this table's bomb ladder.

        "rank": by rank, and at equal rank a bomb without wild cards (kind bomb)
        above one with them (soft_bomb, 癞子斗地主); "size_then_rank": more cards
        first (双扣, 干瞪眼).
        """
        hard = 1 if bomb.kind == BOMB else 0
        if self.bomb_ladder == "size_then_rank":
            return (bomb.size, bomb.key, hard)
        return (0, bomb.key, hard)


DOUDIZHU = ClimbingTable(
    name="doudizhu",
    order=DOUDIZHU_ORDER,
    kinds=frozenset(KIND_ORDER),
    min_chain=((STRAIGHT, 5), (PAIR_STRAIGHT, 3), (PLANE, 2)),
)
