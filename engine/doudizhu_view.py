"""What one seat of a 斗地主 table may see: the frozen observation.

Built only from public facts plus the seat's own hand: the other hands appear
as card counts, the kitty stays () until it is shown to everyone, and the
face-up card of the deal (明牌) is public. Bots get exactly this, never the state.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import Card
from .climbing.combos import Combo
from .doudizhu_score import HandResult

PlayRecord = tuple[int, tuple[Card, ...]]  # (seat, cards); () means the seat passed


@dataclass(frozen=True)
class DoudizhuObservation:
    """One seat's view (``seat`` None: a spectator, who sees no hand).

    ``to_act``: seats whose decision is pending. ``card_counts``: cards held per
    seat. ``bids``: (seat, value) in order, 0 = pass. ``doubled``: per seat
    True/False/None (None: not asked, e.g. the landlord). ``lead``/``lead_seat``:
    the Combo to beat and who played it (None when the seat to act leads).
    ``round_plays``: this round's plays and passes; ``history``: the whole hand's.
    ``bombs_played``: bombs and rockets so far. ``multiplier``: the landlord's
    total factor now, Σ farmer stakes × 2^bombs (× spring once known): the
    landlord wins or loses base × multiplier. ``hands_total``: hands in the
    match (0 = no limit). ``result``: the last finished hand's result while it
    is on show (phases hand_over and match_over), else None. ``options``: the
    match options as sorted (key, value) pairs (public; the sampler needs them).
    """

    seat: int | None
    phase: str
    hand_no: int
    to_act: tuple[int, ...]
    hand: tuple[Card, ...]
    card_counts: tuple[int, ...]
    face_up_card: Card | None
    face_up_seat: int | None
    bids: tuple[tuple[int, int], ...]
    landlord: int | None
    base: int
    kitty: tuple[Card, ...]
    doubled: tuple[bool | None, ...]
    redoubled: bool | None
    lead: Combo | None
    lead_seat: int | None
    round_plays: tuple[PlayRecord, ...]
    history: tuple[PlayRecord, ...]
    bombs_played: int
    multiplier: int
    scores: tuple[int, ...]
    hands_total: int
    result: HandResult | None
    options: tuple[tuple[str, Any], ...]
