"""The family's own result panel at the end of a replay, leading back to the replay.

Why the family's panel: it is the hand's result as the player saw it (every line, 春天, the
fans, the levels), so the replay shows the same one. Only its way on differs: 下一局, 返回菜单
and 21点's 离桌 mean nothing for a hand already played, so after the panel lays itself out
its primary button (and the 看牌 strip's) reads 返回回放 and only closes it, and 21点's
离桌 is not offered. The panel classes are the families'; this is done on the one panel
object, after each of its layouts, so no family needs to know about replays.
"""
from __future__ import annotations

from typing import Any, Callable

from ..widgets import Button


def as_replay_result(panel: Any, tr: Any, closed: Callable[[], None]) -> Any:
    """``panel`` (a ResultPanel of any family) made to close back into the replay (``closed``:
    called once it has)."""
    panel.match_over = False
    panel.replayable = False           # no 回放 of the replay
    for name in ("on_next", "on_menu", "on_leave"):
        if hasattr(panel, name):
            setattr(panel, name, closed)
    laid_out = panel.layout

    def layout(size) -> None:
        laid_out(size)
        _relabel(panel, tr("table.replay.result_close"))

    panel.layout = layout
    return panel


def _relabel(panel: Any, text: str) -> None:
    primary = getattr(panel, "button", None)
    if isinstance(primary, Button):
        primary.text = text
    leave = getattr(panel, "leave_button", None)
    if isinstance(leave, Button):
        leave.enabled = False
        leave.rect = leave.rect.move(0, 0)
        leave.rect.size = (0, 0)            # not drawn, not hit
    for button in getattr(panel, "strip_buttons", ()):
        if button.action == "next":
            button.text = text
