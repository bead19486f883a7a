"""Tab through a result panel's buttons (issue 32: every button reachable with Tab, focus visible).

A result panel (scenes/table/result_panel.py and each family's) has its own buttons — 看牌,
下一局 (离桌 at 21点), 回放 in its header, 看结果 / 下一局 in the folded 看牌 strip — and the
table's corner buttons beside it (菜单, 记录, 托管 …), which stay live over it. Enter pressed the
big button and Space folded the panel, but Tab reached none of them. :class:`ResultRing` is the
overlay ring of scenes/table/key_focus.py for a result panel: which buttons it walks, in what
order, and which one is the default.
"""
from __future__ import annotations

from .key_focus import ButtonRing


class ResultRing(ButtonRing):
    """Mixed in before ResultPanel: ``class XResultPanel(ResultRing, ResultPanel)``."""

    def extra_buttons(self) -> list:
        """Hook: a family's own buttons beside 看牌 and the big one (21点's 离桌)."""
        return []

    def focus_buttons(self) -> list:
        """The panel's buttons left to right (or the strip's), then 回放, then the table's corner."""
        if self.viewing:
            own = list(self.strip_buttons)
        else:
            own = [b for b in (self.view_button, self.button, *self.extra_buttons()) if b is not None]
            own.sort(key=lambda b: (b.rect.y, b.rect.x))
        replay = self.replay_button()
        return [*own, *([replay] if replay is not None else []), *self.corner_buttons()]

    def resting_focus(self):
        """The big button (下一局 / 返回菜单), Enter's without the ring."""
        if self.viewing:
            return next((b for b in self.strip_buttons if b.primary), None)
        return self.button
