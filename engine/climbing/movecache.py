"""The caches every move source with its own rules keeps: leads per hand, answers per lead.

锄大地, 癞子斗地主, 干瞪眼 and 吃苍蝇 list their plays by rules of their own, but all are asked
the same two questions over and over by a search play-out, so they share how the answers are
kept: leads by hand; answers by lead *object*, then by hand (hashing a Combo dataclass on every
call cost more than many answers; the engine's Combos are interned, and an entry holds its lead
so the id is never reused). Both caches are bounded: the leads by hands, the answers by lists.
"""
from __future__ import annotations

from abc import ABC, abstractmethod

from .combos import Combo

CACHE_LIMIT = 200_000


class CachedMoves(ABC):
    """A move source: :meth:`leads` and :meth:`responses`, cached; a game writes the two lists."""

    def __init__(self, cache_limit: int = CACHE_LIMIT) -> None:
        self.cache_limit = cache_limit
        self._leads: dict[int, tuple] = {}
        #: ``id(lead) -> (lead, {hand: answers})``
        self._answers: dict[int, tuple[Combo, dict[int, tuple]]] = {}
        self._answer_count = 0

    def leads(self, hand: int) -> tuple:
        """Every play the hand can put down on an empty table."""
        found = self._leads.get(hand)
        if found is None:
            if len(self._leads) >= self.cache_limit:
                self._leads.clear()
            found = self._leads[hand] = self._lead_moves(hand)
        return found

    def responses(self, hand: int, lead: Combo) -> tuple:
        """Every play of the hand that beats ``lead`` (passing not included)."""
        entry = self._answers.get(id(lead))
        if entry is not None and entry[0] is lead:
            found = entry[1].get(hand)
            if found is not None:
                return found
        if self._answer_count >= self.cache_limit:  # counts lists, so one busy lead is bounded too
            self._answers.clear()
            self._answer_count = 0
            entry = None
        if entry is None or entry[0] is not lead:
            entry = self._answers[id(lead)] = (lead, {})
        found = entry[1][hand] = self._answer_moves(hand, lead)
        self._answer_count += 1
        return found

    @abstractmethod
    def _lead_moves(self, hand: int) -> tuple:
        """The hand's leads, in the game's list order."""

    @abstractmethod
    def _answer_moves(self, hand: int, lead: Combo) -> tuple:
        """The hand's plays that beat ``lead``, in the game's list order."""
