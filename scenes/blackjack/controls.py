"""The control bar of the 21点 table: the betting control, or the legal action buttons.

Betting: chip buttons 10 / 50 / 100 / 500 add to the bet being built (never past
what may be bet now), 清除 clears it, 重复上注 places last round's bet again, and
下注 places it. Playing: 要牌 停牌 加倍 分牌 with only the legal ones enabled; the
banker (a person) gets 要牌 and 停牌 in his turn. Buttons carry either an engine
action or a small command string for the scene. Keys: → 要牌, S or Space 停牌, ↑ 加倍,
↓ 分牌 — H is 提示 here as at every other table (``hinted``: the button H suggested).
"""
from __future__ import annotations

import pygame

from engine.blackjack.actions import DoubleDown, Hit, Split, Stand

from ..widgets import Button

CHIPS = (10, 50, 100, 500)
CLEAR, REPEAT, DEAL = "clear", "repeat", "deal"


def _row(labels: list[tuple[str, object, bool, bool, str]], bar: pygame.Rect, s) -> list[Button]:
    """Centred buttons: (text, action, enabled, primary, hotkey) each."""
    widths = [max(round(s.body * 5.2), round(len(text) * s.body * 0.75 + 2.5 * s.body)) for text, *_ in labels]
    gap = s.pad
    total = sum(widths) + gap * (len(widths) - 1)
    if total > bar.width - 2 * s.pad:
        scale = (bar.width - 2 * s.pad - gap * (len(widths) - 1)) / sum(widths)
        widths = [int(w * scale) for w in widths]
        total = sum(widths) + gap * (len(widths) - 1)
    x = bar.centerx - total // 2
    buttons = []
    for (text, action, enabled, primary, hotkey), width in zip(labels, widths):
        buttons.append(Button(pygame.Rect(x, bar.y, width, bar.height), text, action=action, enabled=enabled,
                              primary=primary, hotkey=hotkey))
        x += width + gap
    return buttons


def bet_buttons(bar: pygame.Rect, s, tr, pending: int, low: int, high: int, last: int) -> list[Button]:
    labels = [(str(chip), ("chip", chip), pending + chip <= high, False, "") for chip in CHIPS]
    labels.append((tr("table.bj.clear"), CLEAR, pending > 0, False, "C"))
    labels.append((tr("table.bj.repeat"), REPEAT, low <= last <= high, False, "Space"))
    text = tr("table.bj.deal", amount=pending) if pending else tr("table.bj.deal_empty")
    labels.append((text, DEAL, low <= pending <= high, True, "Enter"))
    return _row(labels, bar, s)


def play_buttons(bar: pygame.Rect, s, tr, legal, hinted=None) -> list[Button]:
    labels = [(tr("table.bj.hit"), Hit(), Hit() in legal, False, "→"),
              (tr("table.bj.stand"), Stand(), Stand() in legal, True, "S"),
              (tr("table.bj.double"), DoubleDown(), DoubleDown() in legal, False, "↑"),
              (tr("table.bj.split"), Split(), Split() in legal, False, "↓")]
    return _mark(_row(labels, bar, s), hinted)


def bank_buttons(bar: pygame.Rect, s, tr, hinted=None) -> list[Button]:
    return _mark(_row([(tr("table.bj.hit"), Hit(), True, False, "→"), (tr("table.bj.stand"), Stand(), True, True, "S")],
                      bar, s), hinted)


def _mark(buttons: list[Button], hinted) -> list[Button]:
    """The button of the move H suggested is drawn focused."""
    for button in buttons:
        button.focused = hinted is not None and button.action == hinted
    return buttons
