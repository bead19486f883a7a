"""The scene lifecycle: what every screen (menu, table, dialog …) implements.

In the spirit of Tuxemon's scene stack: a scene is entered, may be paused by
another scene pushed on top of it and resumed when that one leaves, and is
exited when popped. ``draw`` only reads: it never changes state, so a frame can
be drawn at any moment (tests draw frames to check what a person would see).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .intents import Intent

if TYPE_CHECKING:
    from .app import App


class Scene:
    """Base class; override what you need. ``app`` is set when the scene is pushed."""

    #: An overlay is drawn over the scenes below it (dialogs, result panels, hand-off screens).
    is_overlay = False
    #: Overlays below which the stack should dim the picture.
    dims_below = True

    def __init__(self) -> None:
        self.app: App | None = None

    # lifecycle -------------------------------------------------------------------------
    def enter(self) -> None:
        """Pushed onto the stack; ``self.app`` is set and the window size known."""

    def exit(self) -> None:
        """Popped off the stack for good."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top left; this one is the top again."""

    def retranslate(self) -> None:
        """The language changed (设置, perhaps opened over this scene): every word shown is
        made again now, not when the scene next happens to be laid out — the scenes below the
        top one are drawn too. Text is made in ``layout``, so by default that runs again."""
        if self.app is not None:
            self.layout(self.app.size)

    # per frame -------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """The window size changed (also called once before the first draw)."""

    def handle_intent(self, intent: Intent) -> bool:
        """React to a player intent; return True when it was consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance timers and animations by ``dt`` seconds (only the top scene is updated)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene. Must not change any state."""
