"""The hint's one short sentence of why, from the computer player's own reason (ai/reason.py)."""
from __future__ import annotations

from typing import Any

from ai.reason import UNEXPLAINED, Reason


def reason_key(reason: Reason) -> str:
    return f"reason.why.{reason.code}"


def reason_text(reason: Reason | None, i18n: Any) -> str | None:
    """The sentence for ``reason`` in ``i18n``'s language; None when the policy gave no reason."""
    if reason is None or reason.code == UNEXPLAINED or not i18n.has(reason_key(reason)):
        return None
    values = {name: _jokers_named(value, i18n) if isinstance(value, str) else value
              for name, value in reason.value_map().items()}
    if "suit" in values and i18n.has(f"reason.suit.{values['suit']}"):
        values["suit"] = i18n(f"reason.suit.{values['suit']}")
    return i18n(reason_key(reason), **values)


#: The jokers as a reason's values write them (the card faces' labels), and their names.
_JOKER_KEYS = {"小王": "table.card.small_joker", "大王": "table.card.big_joker"}


def _jokers_named(text: str, i18n: Any) -> str:
    """``text`` (a rank, or a list of cards such as "5 小王→6 7") with each joker in the
    viewer's words: the values are the same in both languages, only the jokers are words."""
    for word, key in _JOKER_KEYS.items():
        if word in text:
            text = text.replace(word, i18n(key))
    return text


#: The most lines a note takes: a hint naming a long play (双扣's 连对 of 10 cards, in English) needs
#: two at 1024×640, three at the larger interface sizes; beyond that the last line is shortened.
MAX_LINES = 3


def note_lines(text: str, width: int, s: Any, bold: bool) -> list[str]:
    """``text`` broken into lines that fit ``width`` inside the pill: Chinese between any two
    characters, English between words — a hint's sentence is never cut off with "…" in the middle
    of the play it names, as the one-line status pill did."""
    from ..widgets import fit_text, wrap_lines
    inner = max(1, width - 3 * s.pad)
    lines = wrap_lines(text, s.body, inner, bold)
    narrower = inner
    while 1 < len(lines) <= MAX_LINES:     # balanced lines: no last line of one or two words
        narrower = narrower * 9 // 10
        shorter = wrap_lines(text, s.body, narrower, bold)
        if len(shorter) != len(lines):
            break
        lines = shorter
    if len(lines) > MAX_LINES:
        lines = lines[:MAX_LINES - 1] + [fit_text(" ".join(lines[MAX_LINES - 1:]), s.body, inner, bold)]
    return lines


def draw_note(surface: Any, text: str, mine: bool, rect: Any, s: Any) -> Any:
    """The status line's sentence in its pill, centred on ``rect`` as the one-line pill is; a
    sentence wider than ``rect`` (a hint's reason) wraps, the pill growing downward over the
    table's middle for the moment it is shown. Returns the pill's rectangle."""
    import pygame

    from .. import theme
    from ..widgets import render, rounded_rect
    if not text:
        return pygame.Rect(rect.center, (0, 0))
    lines = note_lines(text, rect.width, s, mine)
    images = [render(line, s.body, theme.TEXT_DARK if mine else theme.TEXT, mine) for line in lines]
    width = max(image.get_width() for image in images)
    line_h = max(image.get_height() for image in images)
    box = pygame.Rect(0, 0, min(width + round(2.4 * s.body), rect.width),
                      line_h * len(images) + round(0.55 * s.body))
    box.midtop = (rect.centerx, rect.centery - (line_h + round(0.55 * s.body)) // 2)
    radius = min(box.height, line_h + round(0.55 * s.body)) // 2
    if mine:
        rounded_rect(surface, box, theme.ACCENT, radius)
    else:
        rounded_rect(surface, box, (8, 26, 24, 150), radius, theme.PANEL_BORDER)
    y = box.top + round(0.275 * s.body)
    for image in images:
        surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
        y += line_h
    return box
