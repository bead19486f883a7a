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
from ..widgets import draw_text, fit_text, render, rounded_rect
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


def draw_status(surface: pygame.Surface, text: str, mine: bool, rect: pygame.Rect, s: theme.Sizes) -> None:
    if not text:
        return
    text = fit_text(text, s.body, rect.width - 3 * s.pad)
    image = render(text, s.body, theme.TEXT_DARK if mine else theme.TEXT, mine)
    box = image.get_rect().inflate(2.4 * s.body, 0.55 * s.body)
    box.center = rect.center
    if mine:
        rounded_rect(surface, box, theme.ACCENT, box.height // 2)
    else:
        rounded_rect(surface, box, (8, 26, 24, 150), box.height // 2, theme.PANEL_BORDER)
    surface.blit(image, image.get_rect(center=box.center))


def draw_corner_info(surface: pygame.Surface, model: TableModel, rect: pygame.Rect, s: theme.Sizes, tr) -> None:
    """Top-left: which hand of the match this is, and the keys."""
    if model.hands_total:
        title = tr("table.hand_of", hand=model.hand_no, total=model.hands_total)
    else:
        title = tr("table.hand_no", hand=model.hand_no)
    draw_text(surface, title, rect.topleft, s.body, theme.TEXT, bold=True, max_width=rect.width)
    draw_text(surface, tr("table.keys"), (rect.x, rect.y + s.line), s.small, theme.TEXT_DIM,
              max_width=rect.width)
