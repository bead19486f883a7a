"""The thin status line: whose turn it is and what is expected, in one sentence.

Why derived, not stored: the sentence is a pure function of the model (phase,
who acts, the lead to beat — named as it reads, "要压过三个J带一", a wild 3 counting as
what it stood for) plus a short-lived note the table may set (a
redeal, "nothing beats it"), so it can never disagree with the table. The
sentences of a game's own decision phases (叫分, 倒 …) come from its overlay.
"""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets import draw_text, fit_text, render, rounded_rect, wrap_lines
from .hand_view import DEFAULT_ORDER
from .readings import play_words
from .view_model import TableModel


def status_text(model: TableModel, tr, autoplay: bool, overlay=None) -> tuple[str, bool]:
    """(sentence, is it the viewer's turn)."""
    phase = model.phase
    if phase == "match_over":
        return tr("table.status.match_over"), False
    if phase == "hand_over":
        return tr("table.status.hand_over"), False
    acting = next((s for s in model.seats if s.acting), None)
    if acting is None:
        return "", False
    mine = acting.is_viewer
    if mine and autoplay:
        return tr("table.status.autoplay"), False
    if overlay is not None:
        said = overlay.status(model, acting, mine, tr)
        if said is not None:
            return said
    if mine:
        if model.lead_kind is None:
            return tr("table.status.your_lead"), True
        words = to_beat(model, tr, overlay)
        if words:
            return tr("table.status.to_beat", play=words), True
        return tr("table.status.your_follow", kind=_combo_text(model.lead_kind, model.lead_size, tr, overlay)), True
    return tr("table.status.playing", name=acting.name), False


def to_beat(model: TableModel, tr, overlay=None) -> str:
    """The play the viewer must beat, named as it reads ("三个J带一": a wild 3 counts as the J it
    stood for); "" when its cards are not on the table."""
    if model.lead_seat is None or not 0 <= model.lead_seat < len(model.seats):
        return ""
    seat = model.seats[model.lead_seat]
    if not seat.play:
        return ""
    order = overlay.card_order if overlay is not None else DEFAULT_ORDER
    return play_words(model.lead_kind, seat.play, seat.stand_ins, tr,
                      lambda kind, size: _combo_text(kind, size, tr, overlay), order.rank_of)


def _combo_text(kind: str, size: int | None, tr, overlay=None) -> str:
    return overlay.combo_text(kind, size, tr) if overlay is not None else tr.combo(kind, size)


#: The most lines the pill takes: a hint naming a long play (双扣's 连对 of 10 cards, in English)
#: needs two at 1024×640, three at the larger interface sizes; beyond that the last is shortened.
MAX_LINES = 3


def status_lines(text: str, width: int, s: theme.Sizes, bold: bool) -> list[str]:
    """``text`` broken into lines that fit ``width`` inside the pill: Chinese between any two
    characters, English between words — a hint's sentence is never cut off with "…" in the middle
    of the play it names, as the one-line pill did; the lines are balanced (no last line of one
    or two words)."""
    inner = max(1, width - 3 * s.pad)
    lines = wrap_lines(text, s.body, inner, bold)
    narrower = inner
    while 1 < len(lines) <= MAX_LINES:
        narrower = narrower * 9 // 10
        shorter = wrap_lines(text, s.body, narrower, bold)
        if len(shorter) != len(lines):
            break
        lines = shorter
    if len(lines) > MAX_LINES:
        lines = lines[:MAX_LINES - 1] + [fit_text(" ".join(lines[MAX_LINES - 1:]), s.body, inner, bold)]
    return lines


def _pill_colours(look: str, mine: bool) -> tuple:
    """(fill, border, text, bold) of the pill: the tables' dark glass with a gold pill for the
    viewer's turn, or 21点's plate (a soft gold pill lined in gold). Read at draw time: the
    colours follow the look chosen in the settings."""
    if look == "plate":
        return ((theme.ACCENT_SOFT, theme.ACCENT, theme.ACCENT, True) if mine
                else (theme.PANEL, None, theme.TEXT, False))
    return ((theme.ACCENT, None, theme.TEXT_DARK, True) if mine
            else ((8, 26, 24, 150), theme.PANEL_BORDER, theme.TEXT, False))


def draw_status(surface: pygame.Surface, text: str, mine: bool, rect: pygame.Rect, s: theme.Sizes,
                look: str = "table", min_height: int = 0) -> pygame.Rect:
    """The status line's sentence in its pill, centred on ``rect``; a sentence wider than ``rect``
    (a hint's reason) wraps, the pill growing downward over the table's middle for the moment it
    is shown. ``min_height``: the one-line pill's least height (21点's fills its row). Returns the
    pill's rectangle."""
    if not text:
        return pygame.Rect(rect.center, (0, 0))
    fill, border, colour, bold = _pill_colours(look, mine)
    images = [render(line, s.body, colour, bold) for line in status_lines(text, rect.width, s, bold)]
    line_h = max(image.get_height() for image in images)
    first = max(min_height, line_h + round(0.55 * s.body))
    box = pygame.Rect(0, 0, min(max(i.get_width() for i in images) + round(2.4 * s.body), rect.width),
                      first + line_h * (len(images) - 1))
    box.midtop = (rect.centerx, rect.centery - first // 2)
    rounded_rect(surface, box, fill, first // 2, border)
    y = box.top + (first - line_h) // 2
    for image in images:
        surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
        y += line_h
    return box


def draw_corner_info(surface: pygame.Surface, model: TableModel, rect: pygame.Rect, s: theme.Sizes, tr) -> None:
    """Top-left: which hand of the match this is, and the keys."""
    if model.hands_total:
        title = tr("table.hand_of", hand=model.hand_no, total=model.hands_total)
    else:
        title = tr("table.hand_no", hand=model.hand_no)
    draw_text(surface, title, rect.topleft, s.body, theme.TEXT, bold=True, max_width=rect.width)
    draw_text(surface, tr("table.keys"), (rect.x, rect.y + s.line), s.small, theme.TEXT_DIM,
              max_width=rect.width)
