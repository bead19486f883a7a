"""What a game declares to play on the four-seat trick table: the overlay protocol.

Why a declared protocol: the trick table (scenes/trick_table.py) draws four seats, the
hand, the plays of a trick and their gathering, 上一墩, the action bar, hot-seat hand-offs
and the result for any trick-taking game; 升级 (scenes/trick/shengji.py) and 打撇
(scenes/trick/dapie.py) are overlays alike, and the table never asks which game it plays.
A game subclasses :class:`TrickOverlay` and overrides what it has; everything it reads
comes from the viewer's observation (or the model built from it) and, for decisions, from
the table's ``legal_actions()`` / ``check(action)`` — never the engine's state.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from engine.actions import Play

from .controls import TrickBar
from .feed import TrickFeed
from .hand import TrickHand


class TrickOverlay(ABC):
    """The hooks of one trick-taking game; the defaults are the plainest table."""

    #: The feed of the game's engine events (animations, log lines, notes).
    feed_class: type = TrickFeed
    #: Actions whose cards a hint raises in the hand (a play; 扣底; 换底 …).
    selection_actions: tuple[type, ...] = (Play,)

    # pieces ---------------------------------------------------------------------------------
    def new_hand(self) -> TrickHand:
        return TrickHand()

    def new_bar(self) -> TrickBar:
        return TrickBar()

    @abstractmethod
    def max_hand(self, obs: Any) -> int:
        """The most cards a hand holds in this game (the layout sizes the hand's cards for it)."""

    def button_phase(self, phase: str) -> bool:
        """A phase decided with buttons only (←/→ move between them, not along the hand)."""
        return False

    def hand_kitty(self, obs: Any) -> tuple:
        """Cards of the hand to outline as just taken from the kitty."""
        return ()

    def hides_hands(self, obs: Any) -> bool:
        """With several people at the computer: no hand may show now (a deal everyone watches)."""
        return False

    # the model and the decision ---------------------------------------------------------------
    @abstractmethod
    def build(self, obs, viewer, name_of, autoplay, bottom, people, tr):
        """The :class:`~scenes.trick.model.TrickModel` of the viewer's observation."""

    @abstractmethod
    def decide(self, table):
        """What the viewer may decide now (a decision for the bar), None: nothing."""

    @abstractmethod
    def confirm(self, table) -> None:
        """Enter: the raised cards' action, or the focused button."""

    def intercept(self, table, action) -> bool:
        """A choice the table answers itself, without the engine (True: handled)."""
        return False

    def acts_out_of_turn(self, action) -> bool:
        """An action a person may take while not asked (升级's declaring during the deal)."""
        return False

    # words and the result ------------------------------------------------------------------------
    @abstractmethod
    def status(self, table) -> tuple[str, bool]:
        """The status sentence and whether it asks the viewer to act."""

    @abstractmethod
    def result_panel(self, table, result, match_over: bool):
        """The result panel of a finished hand (``result``: the observation's)."""

    # drawing -------------------------------------------------------------------------------------
    def draw_top_bar(self, surface, app, pic) -> None:
        """The band across the top (trump, points, levels …)."""

    def draw_extra(self, surface, app, pic) -> None:
        """The game's own pieces in the middle of the table."""
