"""What every climbing game shows a seat: the observation fields they all share.

Each game's observation is a frozen dataclass that extends
:class:`ClimbingObservation` with its own public facts (斗地主's bids and kitty,
锄大地's first-lead card …). The shared fields are what the shared table and the
shared bot plumbing read, so they never need to know which game they are at.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..cards import Card
from .combos import Combo

PlayRecord = tuple[int, tuple[Card, ...]]  # (seat, cards); () means the seat passed


@dataclass(frozen=True)
class ClimbingObservation:
    """One seat's view (``seat`` None: a spectator, who sees no hand).

    ``to_act``: seats whose decision is pending. ``hand``: own cards, sorted low
    to high by the game. ``card_counts``: cards held per seat. ``lead`` /
    ``lead_seat``: the Combo to beat and who played it (None when the seat to act
    leads). ``round_plays``: this round's plays and passes; ``history``: the whole
    hand's. ``out``: seats in the order they went out. ``hands_total``: hands in
    the match (0 = no limit). ``result``: the finished hand's result (it has
    ``lines`` and ``deltas``) in phases hand_over and match_over, else None.
    ``options``: the match options as sorted (key, value) pairs (public; the
    sampler needs them). ``shown_hands``: every seat's remaining cards (sorted like ``hand``) once
    the hand is over — players turn their hands face up then — and () while it is played.
    """

    seat: int | None
    phase: str
    hand_no: int
    hands_total: int
    to_act: tuple[int, ...]
    hand: tuple[Card, ...]
    card_counts: tuple[int, ...]
    lead: Combo | None
    lead_seat: int | None
    round_plays: tuple[PlayRecord, ...]
    history: tuple[PlayRecord, ...]
    out: tuple[int, ...]
    scores: tuple[int, ...]
    result: Any
    options: tuple[tuple[str, Any], ...]
    shown_hands: tuple[tuple[Card, ...], ...]
