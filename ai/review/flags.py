"""What a review finds: the decisions worth a second look (:class:`Flag`) of one hand (:class:`Review`).

One shape for every game's review, so the replay viewer shows them alike on its time line; its
one-line reason (scenes/replay/review_note.py) says how the flag was found.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.actions import Action


@dataclass(frozen=True)
class Flag:
    """A decision worth a second look: at ``position`` (actions taken before it) ``seat``
    played ``played``; ``better`` would have gained ``cost`` points on average (± ``error``)
    over ``worlds`` sampled deals, winning ``won_better`` of them against ``won_played``.
    ``exact``: the endgame solved with the cards as they lay (``better`` then wins by force).
    ``shoe``: a 21点 decision valued exactly for the cards that seat had not seen (no sampling:
    ``value_played`` and ``value_better`` are the expected results per chip bet, ``cost`` the
    chips the move played gives up on average). ``phase``: the hand's phase at the decision
    (斗地主's calls: "bid", "double", "redouble"; a play: "play"; a 升级 play, measured in its
    side's points rather than won hands: "trick"; an 打撇 card, measured in the hand's payment per
    stake: "stakes")."""

    position: int
    seat: int
    played: Action
    better: Action
    cost: float
    error: float
    won_played: float
    won_better: float
    worlds: int
    exact: bool = False
    shoe: bool = False
    value_played: float = 0.0
    value_better: float = 0.0
    phase: str = "play"


@dataclass(frozen=True)
class Review:
    flags: tuple[Flag, ...]
    decisions: int              # the person's decisions looked at
    cancelled: bool = False

    def at(self, position: int) -> Flag | None:
        return next((f for f in self.flags if f.position == position), None)
