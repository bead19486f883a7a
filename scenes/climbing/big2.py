"""锄大地's overlay: the ♦3 that must open a match, suit sorting, how a hand's points read.

Reads the viewer's ``Big2Observation`` (the shared climbing fields plus ``must_lead``:
the card the next lead must contain, ♦3 in a match's first hand until it is played)
and the public ``Big2Result`` (``winner``, ``left``, ``points``, ``lines``, ``deltas``).
锄大地 players sort their hand by suit as often as by rank, so T cycles rank, suit and
groups; the hand ends at the first player out, so there are no places to show.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from engine.cards import Card

from ..table.view_model import Centre
from .overlay import ClimbingOverlay


@dataclass(frozen=True)
class Big2Info:
    must_lead: Card | None


class Big2Overlay(ClimbingOverlay):
    variants = ("big2",)
    max_hand = 13
    deal_cards = 13
    centre_cards = 0
    sort_modes = ("rank", "suit", "group")
    show_places = False

    def need_text(self, kind: str, size: int | None, played: int | None, tr) -> str | None:
        """Only as many cards follow, and any five-card hand answers a five-card lead: a five-card
        hand lower on the ladder does not beat (not "要出同花五"); a wrong count over five cards
        asks for a five-card hand, not for the lead's kind."""
        if played is not None and played == size:
            return tr("reason.cannot_beat")
        if size == 5:
            return tr("table.big2.need_five")
        return None

    def centre(self, obs: Any, viewer: int | None) -> Centre:
        """"♦3 先出": while the match's first lead must contain ♦3, say so to everyone."""
        if getattr(obs, "must_lead", None) is None:
            return Centre()
        return Centre(note="table.big2.must_lead", note_params=(("card", str(obs.must_lead)),))

    def info(self, obs: Any, viewer: int | None) -> Any:
        """``model.must_lead``: the card the next lead must contain (♦3 at a match's start)."""
        return Big2Info(getattr(obs, "must_lead", None))

    def status(self, model, acting, mine: bool, tr) -> tuple[str, bool] | None:
        """"轮到你出牌：必须带 ♦3" for the match's first lead."""
        if model.phase != "play" or model.lead_kind is not None or model.must_lead is None:
            return None
        if mine:
            return tr("table.big2.status.your_lead", card=str(model.must_lead)), True
        return None

    def result_summary(self, result: Any, tr, name_of: Callable[[int], str]) -> list[str]:
        return [tr("result.big2.out_first", name=name_of(result.winner))]

    def line_text(self, key: str, params: Any, factor: Any, tr, name_of: Callable[[int], str]) -> str:
        """``big2_points``: "妈妈：剩 9 张 ×2 ×2(♠2) = 36 分"."""
        if key != "big2_points":
            return super().line_text(key, params, factor, tr, name_of)
        steps = tr("line.big2_step", step=params["factor"]) if params["factor"] > 1 else ""
        spade = tr("line.big2_spade_two") if params["spade_two"] else ""
        return tr("line.big2_points", name=name_of(params["seat"]), left=params["left"],
                  steps=steps + spade, points=factor)
