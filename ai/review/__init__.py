"""复盘 — "could I have done better?": the person's decisions of one finished hand looked at again
(issue 29, item 3), by the game's own yardstick:

- the climbing games (:mod:`.climbing`): the hard player decides each play again from the seat's
  observation, and the move played and its choice are played out on the same sampled worlds;
  small endgames are also solved with every card known;
- 斗地主's calls (:mod:`.doudizhu_calls`): 叫分, 倒 and 踢回, measured as the plays are; 癞子斗地主's 叫分;
- 四川麻将 (:mod:`.mahjong`): discards, claims and turn choices, the hard player's choice and the
  one made played out on the same sampled hidden hands and walls;
- 升级 (:mod:`.shengji`): card plays, played out on sampled deals by the normal player; the
  declarations (in levels won) and the bury (:mod:`.shengji_calls`);
- 打撇 (:mod:`.dapie`): cards played, measured in the hand's payment per stake; the bid, trump,
  put-back, 倒 and the answer in the hand's points (:mod:`.dapie_calls`);
- 21点 (:mod:`.blackjack`): each hit, stand, double or split valued exactly for the cards the
  seat had not seen, against the banker who draws to 16; where the banker decides freely (the
  default table), corrected on worlds sampled from the seat's observation and finished by the
  table's own players (:mod:`.blackjack_worlds`) — it keeps its own seed and time budget.

Each returns a :class:`~ai.review.flags.Review` of :class:`~ai.review.flags.Flag` s; the replay
viewer runs :func:`review_hand` in a worker thread (scenes/replay/review_run.py).
"""
from __future__ import annotations

from typing import Callable

from .flags import Flag, Review

#: The viewer's review of a hand keeps to about this much processor time (issue 29: p95 ≤ 5 s).
BUDGET = 3.5
#: 21点 (the exact strategy, corrected for a free banker on its own seeded worlds).
BLACKJACK = frozenset({"blackjack"})

__all__ = ["BUDGET", "Flag", "Review", "budget_for", "review_hand", "reviewable"]


def _mahjong(variant: str) -> bool:
    from engine.registry import get_spec

    try:
        return get_spec(variant).family == "mahjong"
    except (KeyError, ValueError):
        return False


def _shengji(variant: str) -> bool:
    return isinstance(variant, str) and variant.startswith("shengji-")


#: 打撇's two games
DAPIE = frozenset({"dapie", "dapie-noace"})


def reviewable(variant: str) -> bool:
    from .climbing import REVIEWERS

    return (variant in REVIEWERS or variant in BLACKJACK or variant in DAPIE or _mahjong(variant)
            or _shengji(variant))


def budget_for(variant: str) -> float:
    """The processor time the viewer gives a whole hand's review (issue 29: p95 ≤ 5 s for the
    climbing games, ≤ 10 s for mahjong)."""
    if _mahjong(variant):
        from .mahjong import BUDGET as MAHJONG_BUDGET

        return MAHJONG_BUDGET
    if _shengji(variant):
        from .shengji import BUDGET as SHENGJI_BUDGET

        return SHENGJI_BUDGET
    if variant in DAPIE:
        from .dapie import BUDGET as DAPIE_BUDGET

        return DAPIE_BUDGET
    return BUDGET


def review_hand(record: dict, start: int, end: int, seats, *, progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] = lambda: False, **knobs) -> Review:
    """Review the decisions of ``seats`` in the hand of ``record`` between actions ``start`` and
    ``end`` (``knobs``: the climbing review's seed, worlds, think and budget)."""
    if record["variant"] in BLACKJACK:
        from .blackjack import review_hand as review_blackjack

        return review_blackjack(record, start, end, seats, progress=progress, cancelled=cancelled)
    if record["variant"] in DAPIE:
        from .dapie import review_hand as review_dapie

        return review_dapie(record, start, end, seats, progress=progress, cancelled=cancelled, **knobs)
    if _shengji(record["variant"]):
        from .shengji import review_hand as review_shengji

        return review_shengji(record, start, end, seats, progress=progress, cancelled=cancelled, **knobs)
    if _mahjong(record["variant"]):
        from .mahjong import review_hand as review_mahjong

        return review_mahjong(record, start, end, seats, progress=progress, cancelled=cancelled, **knobs)
    from .climbing import review_hand as review_climbing

    return review_climbing(record, start, end, seats, progress=progress, cancelled=cancelled, **knobs)
