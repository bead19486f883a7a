"""The table's animation queue, fed by engine events.

Why a queue: the engine applies a move at once, but a person needs a moment
to see a card fly to the table or the deal come in. The model always shows
the true, final state; an animation only changes *how* that state is drawn for
a short while (fewer cards dealt so far, a play still sliding in, a bomb
flash). So skipping (a click) or switching animations off (factor 0) can
never leave the screen wrong, and the table waits for the queue to empty
before letting the next computer player move, so plays are followed one by one.

Durations follow the UI guide (deal ≈ 60 ms per card, a play ≈ 250 ms) and
are multiplied by the animation setting's factor.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

DEAL_PER_CARD = 0.06
PLAY = 0.25
KITTY = 0.45
BOMB = 0.9
FLASH = 1.3        # a big word over the table (吃苍蝇: the partner shows himself)
LINGER = 0.9       # the last play of a hand stays in view before the result panel
BUBBLE = 0.18


@dataclass
class Animation:
    kind: str            # "deal", "play", "kitty", "bomb", "flash", "bubble", "linger", "draw"
    duration: float
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    elapsed: float = 0.0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)


class AnimationQueue:
    def __init__(self, factor: float = 1.0) -> None:
        self.factor = factor
        self._items: deque[Animation] = deque()

    def push(self, kind: str, duration: float, seat: int | None = None, **data: Any) -> None:
        """Queue an animation; nothing is queued when animations are off."""
        scaled = duration * self.factor
        if scaled <= 0:
            return
        self._items.append(Animation(kind, scaled, seat, dict(data)))

    @property
    def busy(self) -> bool:
        return bool(self._items)

    @property
    def current(self) -> Animation | None:
        return self._items[0] if self._items else None

    def pending(self, kind: str, seat: int | None = None) -> bool:
        """Whether an animation of ``kind`` (for ``seat``) is still waiting behind the current one."""
        return any(a.kind == kind and (seat is None or a.seat == seat) for a in list(self._items)[1:])

    def progress(self, kind: str, seat: int | None = None) -> float | None:
        """Progress 0..1 of the running animation if it is of ``kind`` (and ``seat``), else None."""
        current = self.current
        if current is None or current.kind != kind or (seat is not None and current.seat != seat):
            return None
        return current.progress

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds; time left over from a finished animation flows into the next."""
        while self._items and dt > 0:
            current = self._items[0]
            room = current.duration - current.elapsed
            if dt < room:
                current.elapsed += dt
                return
            dt -= room
            self._items.popleft()

    def skip(self) -> bool:
        """Finish everything now (a click). Returns True when something was running."""
        busy = bool(self._items)
        self._items.clear()
        return busy


def ease_out(t: float) -> float:
    """Fast start, soft landing: how a tossed card settles."""
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3
