"""A climbing bot's shape: dispatch on the phase, think in moves, answer with a listed action.

Card play in every climbing game is worked out as a *move* — the engine's
``(hand int, Combo)`` pair from the game's move source, or None for a pass —
because that is what policies, decompositions and play-outs handle fast. Only
at the very end is the move turned back into an action, and that action is
the entry of ``legal`` itself (:func:`as_legal`): the engine recognises its own
object and skips re-checking the play.
"""
from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any, Callable, Sequence

from engine.actions import Action, Pass, Play

#: The phase in which cards are played (every climbing game has it; 斗地主 adds bidding before).
PLAY_PHASE = "play"

Move = tuple  # (hand int of the cards played, Combo[, reading]) as the game's move source makes them


class ClimbingBot(ABC):
    """Shared plumbing: pick the phase, find the decision in ``legal``.

    A game's bot implements :meth:`play` (the move for the play phase, None to
    pass) and, if the game has phases before the play, :meth:`other_phase`.
    ``pack`` turns a Play's cards into the game's hand int; it is needed only
    when a caller hands over a plain list instead of the engine's LegalPlays.
    """

    time_budget = 0.0
    level = "normal"
    pack: Callable[[Sequence], int] | None = None

    def choose(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        if observation.phase == PLAY_PHASE:
            move = self.play(observation, legal, rng)
            return as_legal(move, legal, self.pack)
        return self.other_phase(observation, legal, rng)

    @abstractmethod
    def play(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Move | None:
        """The move to make in the play phase (a listed move), or None to pass."""

    def other_phase(self, observation: Any, legal: Sequence[Action], rng: random.Random) -> Action:
        """A phase the game's bot does not decide (none in 锄大地): the first listed action."""
        return legal[0]


def as_legal(move: Move | None, legal: Sequence[Action],
             pack: Callable[[Sequence], int] | None = None) -> Action:
    """The entry of ``legal`` that makes ``move`` (None: the Pass entry) — the listed object itself.

    With the engine's LegalPlays the move is looked up among ``legal.moves``
    (the same tuples the move source hands out, so mostly by identity). With a
    plain list, each Play's cards are packed with ``pack`` and compared.

    Failing a match, a safe legal choice: passing if allowed, else the first
    entry. That never happens while bot and engine agree on the rules, and is
    there so that a disagreement costs a weaker move, not a crashed table.
    """
    if move is not None:
        moves = getattr(legal, "moves", None)
        if moves is not None:
            offset = 1 if getattr(legal, "pass_allowed", False) else 0
            for i, listed in enumerate(moves):
                if listed is move:
                    return legal[i + offset]
            played = move[0]
            for i, listed in enumerate(moves):
                if listed[0] == played and listed[1:] == move[1:]:
                    return legal[i + offset]
        elif pack is not None:
            for action in legal:
                if isinstance(action, Play) and pack(action.cards) == move[0]:
                    return action
    return _fallback(legal)


def _fallback(legal: Sequence[Action]) -> Action:
    for action in legal:
        if isinstance(action, Pass):
            return action
    return legal[0]
