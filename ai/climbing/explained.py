"""A climbing bot that says why: the same dispatch as :meth:`ClimbingBot.choose`, with a reason.

A game's normal player mixes :class:`ExplainsPlay` in and implements
:meth:`~ExplainsPlay.explain_play` — the very policy ``play`` runs, returning the move and
the code of the branch that decided it — and :meth:`~ExplainsPlay.reason_values`, the facts
that branch looked at (a count, the cards played) filled into the sentence. ``choose`` keeps
calling ``play``; :func:`ai.reason.decide` finds ``choose_with_reason`` and gets the same
action with its :class:`~ai.reason.Reason` (issue 31: hints that say why).

The cards named in a reason are rank labels (3 … 10 J Q K A 2 小王 大王), which read the same in
both languages, as they do everywhere on the table.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Sequence

from ai.reason import UNEXPLAINED, Decision, Reason
from engine.actions import Action, Play
from engine.cards import RANK_LABELS, Card

from .plumbing import PLAY_PHASE, Move, as_legal


class ExplainsPlay:
    """Mixin for a :class:`~ai.climbing.plumbing.ClimbingBot` whose play explains itself: the bot
    supplies ``explain_play(observation, legal, rng) -> (move, code)`` (see the module's docstring)."""

    def choose_with_reason(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Decision:
        """The action ``choose`` returns, with the policy's reason for it."""
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        if observation.phase == PLAY_PHASE:
            self.prepare(observation, legal)
            move, code = self.explain_play(observation, legal, rng)
            action = as_legal(move, legal, self.pack)
            return Decision(action, Reason.of(code, **self.reason_values(observation, code, move, action)))
        return self.explain_other_phase(observation, legal, rng)

    def prepare(self, observation: Any, legal: Sequence[Action]) -> None:
        """What ``choose`` sets up before the play (吃苍蝇: the hand's rank order)."""

    def reason_values(self, observation: Any, code: str, move: Move | None, action: Action) -> dict:
        """The values the sentence of ``code`` names (none by default)."""
        return {}

    def explain_other_phase(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Decision:
        """A phase before the play, for a game whose player decides one (吃苍蝇's dealer)."""
        return Decision(self.other_phase(observation, legal, rng), Reason(UNEXPLAINED))


def natural_strength(rank: int) -> int:
    """A rank's place in the order most climbing games share: 3 … A, then 2, then the jokers."""
    return 15 if rank == 2 else (rank + 1 if rank > 14 else rank)


def cards_text(action: Action, strength: Callable[[int], int] = natural_strength, suits: bool = False) -> str:
    """The cards of a play as players name them, low to high: "3 3", "10 J Q K A"; a wild card
    standing for another as the play log shows it ("大王→7"); with ``suits`` (锄大地, where a
    suit decides flushes and ties) "♦3 ♣3"."""
    if not isinstance(action, Play):
        return ""
    cards: list[Card] = list(action.cards)
    read = _read_wilds(cards, action.reading)
    ranks = sorted(((read.get(i, c.rank), i) for i, c in enumerate(cards)), key=lambda r: strength(r[0]))
    return " ".join(str(cards[i]) if suits else _label(cards[i], rank, i in read) for rank, i in ranks)


def _read_wilds(cards: list[Card], reading: Iterable[int]) -> dict[int, int]:
    """Which card (by index) stands for which rank: the jokers, highest first (as the table
    assigns them), take the reading in order."""
    reading = tuple(reading)
    if not reading:
        return {}
    jokers = sorted((i for i, c in enumerate(cards) if c.is_joker), key=lambda i: -cards[i].rank)
    if len(jokers) != len(reading):
        return {}
    return {i: rank for i, rank in zip(jokers, reading)}


def _label(card: Card, rank: int, wild: bool) -> str:
    if wild:
        return f"{card.label}→{RANK_LABELS.get(rank, str(rank))}"
    return card.label


def rank_text(rank: int) -> str:
    return RANK_LABELS.get(rank, str(rank))


__all__ = ["ExplainsPlay", "cards_text", "rank_text", "natural_strength"]
