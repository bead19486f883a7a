"""What one seat of a 斗地主 table may see: the frozen observation.

Built only from public facts plus the seat's own hand: the other hands appear
as card counts, the kitty stays () until it is shown to everyone, and the
face-up card of the deal (明牌) is public. Bots get exactly this, never the state.
"""
from __future__ import annotations

from dataclasses import dataclass
from ...cards import Card
from ..view import ClimbingObservation


@dataclass(frozen=True)
class DoudizhuObservation(ClimbingObservation):
    """One seat's view: the shared climbing fields (:class:`ClimbingObservation`) and 斗地主's own.

    ``face_up_card`` / ``face_up_seat``: the 明牌 of the deal and its holder.
    ``bids``: (seat, value) in order, 0 = pass. ``landlord``: None until the
    bidding ends; ``base``: the winning bid (0 until then). ``kitty``: () until it
    is shown to everyone. ``doubled``: per seat True/False/None (None: not asked,
    e.g. the landlord); ``redoubled``: 踢回 True/False/None. ``bombs_played``:
    bombs and rockets so far. ``multiplier``: the landlord's total factor now,
    Σ farmer stakes × 2^bombs (× spring once known): the landlord wins or loses
    base × multiplier.
    """

    face_up_card: Card | None
    face_up_seat: int | None
    bids: tuple[tuple[int, int], ...]
    landlord: int | None
    base: int
    kitty: tuple[Card, ...]
    doubled: tuple[bool | None, ...]
    redoubled: bool | None
    bombs_played: int
    multiplier: int
