"""Paints the whole table from the model, the layout and the running animation.

Why separate from the scene: drawing is a pure function of values the scene
hands over (``TablePicture``), so it cannot change the game, and the scene
module stays a thin coordinator of input, controller and animations.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from .. import theme
from ..widgets import Button
from . import centre, play_area, seat_panel, status_line
from .action_bar import ActionBar
from .animation import AnimationQueue
from .hand_view import HandView
from .layout import BOTTOM, LEFT, RIGHT, TableLayout
from .log_panel import draw_log
from .view_model import TableModel

FULL_DEAL = 17


@dataclass
class TablePicture:
    """Everything one frame shows (references; nothing here is changed by drawing)."""

    model: TableModel
    layout: TableLayout
    hand: HandView
    bar: ActionBar
    anims: AnimationQueue
    corner_buttons: list[Button]
    status: str
    status_mine: bool
    clock: float
    back_colour: str
    show_log: bool
    log: list[str]
    show_bar: bool


def draw_table(surface: pygame.Surface, app, pic: TablePicture) -> None:
    model, L, tr, art = pic.model, pic.layout, app.tr, app.art
    s = L.sizes
    surface.blit(theme.felt(L.size), (0, 0))
    anims = pic.anims
    deal = anims.progress("deal")
    dealing_pending = anims.pending("deal")
    dealt = None
    if deal is not None or dealing_pending:
        dealt = 0 if deal is None else math.ceil(deal * FULL_DEAL)

    # top: hand number, kitty, stake, status
    status_line.draw_corner_info(surface, model, L.hand_info_rect, s, tr)
    flip = anims.progress("kitty")
    if flip is None and anims.pending("kitty"):
        flip = 0.0
    centre.draw_kitty(surface, model.kitty, model.kitty_hidden, L.kitty_rect, art, L.small_card_w,
                      pic.back_colour, flip)
    base = model.base or model.bids_high
    centre.draw_stake(surface, L.info_rect, base, model.viewer_multiplier, s, tr)
    status_line.draw_status(surface, pic.status, pic.status_mine, L.status_rect, s)

    # opponents
    for position in (LEFT, RIGHT):
        seat = model.seat_at(position)
        count = seat.count if dealt is None else min(seat.count, dealt)
        seat_panel.draw_opponent(surface, seat, L.seat_rects[position], art, pic.back_colour,
                                 L.play_card_w, count, pic.clock, tr, s)

    # what each seat played or said
    for seat in model.seats:
        area = L.play_rects[seat.position]
        if seat.play:
            if anims.pending("play", seat.seat):
                continue
            progress = anims.progress("play", seat.seat)
            origin = play_area.origin_for(seat.position, L.seat_rects, L.hand_rect)
            play_area.draw_play(surface, seat.play, area, seat.position, art, L.play_card_w, origin, progress)
        elif seat.play == () or seat.call:
            if anims.pending("bubble", seat.seat):
                continue
            text, positive = play_area.call_text(seat.call, tr) if seat.call else (tr("table.passed"), False)
            play_area.draw_words(surface, text, area, seat.position, round(s.body * 1.3), positive,
                                 anims.progress("bubble", seat.seat))
    if model.face_up_card is not None and model.face_up_seat is not None and dealt is None:
        holder = model.seats[model.face_up_seat].name
        centre_pos = (L.size[0] // 2, (L.status_rect.bottom + L.play_rects[BOTTOM].top) // 2)
        centre.draw_face_up(surface, model.face_up_card, holder, centre_pos, art, L.play_card_w, s, tr)

    # the viewer
    bottom = model.seat_at(BOTTOM)
    badge = L.seat_rects[BOTTOM]
    if bottom.acting and not pic.show_bar:
        seat_panel.turn_ring(surface, badge, pic.clock, badge.height // 2)
    seat_panel.draw_viewer_badge(surface, bottom, badge, tr, s)
    if pic.show_bar:
        pic.bar.draw(surface, s.small)
    if model.viewer is not None:
        pic.hand.draw(surface, art, shown=None if dealt is None else min(dealt, len(model.hand)),
                      active=model.viewer_to_act)
    else:
        _draw_backs(surface, art, pic, bottom.count if dealt is None else min(bottom.count, dealt))
    for button in pic.corner_buttons:
        button.draw(surface)

    bomb = anims.current if anims.current is not None and anims.current.kind == "bomb" else None
    if bomb is not None:
        word = tr("table.rocket" if bomb.data.get("combo") == "rocket" else "table.bomb")
        centre.draw_bomb_flash(surface, word, model.viewer_multiplier, bomb.progress, s, tr)
    if pic.show_log:
        rect = pygame.Rect(0, 0, max(round(L.size[0] * 0.3), 18 * s.body), L.bar_rect.top - L.menu_rect.bottom - 2 * s.pad)
        rect.topright = (L.size[0] - s.pad, L.menu_rect.bottom + s.pad)
        draw_log(surface, pic.log, rect, s, tr)


def _draw_backs(surface: pygame.Surface, art, pic: TablePicture, count: int) -> None:
    """A spectator sees the bottom seat's hand as backs, like the others'."""
    from .layout import HAND_STEP, fan_positions

    L = pic.layout
    xs = fan_positions(count, L.hand_card_w, L.hand_rect, HAND_STEP * 0.6)
    image = art.back(L.hand_card_w, pic.back_colour)
    for x in xs:
        surface.blit(image, (x, L.hand_rect.y))
