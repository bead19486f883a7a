"""Paints the whole climbing table from the model, the layout and the running animation.

Why separate from the scene: drawing is a pure function of values the scene
hands over (``TablePicture``), so it cannot change the game, and the scene
module stays a thin coordinator of input, controller and animations. Every
seat count (2–6) is drawn by the same code: each opponent's panel at its
position (a tall one at an edge, a compact one along the top), each play in
front of its seat, the game's top-centre info from the model's ``Centre``.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from .. import theme
from ..widgets import Button, rounded_rect
from . import centre, play_area, seat_panel, status_line
from .action_bar import ActionBar
from .animation import AnimationQueue, ease_out
from .hand_view import HandView
from .layout import BOTTOM, TableLayout
from .view_model import TableModel


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
    show_bar: bool
    overlay: Any = None          # the game's overlay (the words of its calls)
    chooser: Any = None          # the reading chooser, when it is open
    round_cleared: bool = False  # the plays on show are a round that has cleared (nothing to beat)


def draw_table(surface: pygame.Surface, app, pic: TablePicture) -> None:
    model, L, tr, art = pic.model, pic.layout, app.tr, app.art
    s = L.sizes
    surface.blit(theme.felt(L.size), (0, 0))
    anims = pic.anims
    deal = anims.progress("deal")
    dealing_pending = anims.pending("deal")
    dealt = None
    if deal is not None or dealing_pending:
        dealt = 0 if deal is None else math.ceil(deal * model.deal_cards)

    # top: hand number, the game's cards and numbers, status
    status_line.draw_corner_info(surface, model, L.hand_info_rect, s, tr)
    _draw_centre(surface, model, L, art, pic, tr)
    status_line.draw_status(surface, pic.status, pic.status_mine, L.status_rect, s)

    # opponents
    for position in L.opponents:
        seat = model.seat_at(position)
        count = seat.count if dealt is None else min(seat.count, dealt)
        rect = L.seat_rects[position]
        if L.panel_style(position) == "top":
            seat_panel.draw_compact(surface, seat, rect, art, pic.back_colour, count, pic.clock, tr, s)
        else:
            seat_panel.draw_opponent(surface, seat, rect, art, pic.back_colour, L.play_card_w, count,
                                     pic.clock, tr, s)

    # what each seat played or said; once the hand is over, each seat's cards left, face up
    panels = tuple(L.seat_rects.values())
    on_table = []          # what lies on the table: a flash's line keeps clear of it
    for seat in model.seats:
        area = L.play_rects[seat.position]
        if seat.shown and seat.position != BOTTOM:
            play_area.draw_play(surface, seat.shown, area, seat.position, art, L.play_card_w, area.center, None)
        elif seat.play:
            if anims.pending("play", seat.seat):
                continue
            progress = anims.progress("play", seat.seat)
            origin = play_area.origin_for(seat.position, L.seat_rects, L.hand_rect)
            play_area.draw_play(surface, seat.play, area, seat.position, art, L.play_card_w, origin, progress,
                                panels)
            on_table.append(play_area.play_rect(len(seat.play), L.play_card_w, area, seat.position))
            if pic.round_cleared:
                _dim(surface, play_area.play_rect(len(seat.play), L.play_card_w, area, seat.position), s)
        elif seat.play == () or seat.call:
            if anims.pending("bubble", seat.seat):
                continue
            if seat.call and pic.overlay is not None:
                key, positive = pic.overlay.call_words(seat.call)
            else:
                key, positive = "table.passed", False
            on_table.append(play_area.draw_words(surface, tr(key), area, seat.position, round(s.body * 1.3),
                                                 positive, anims.progress("bubble", seat.seat)))
    box = model.centre
    choosing = pic.chooser is not None and pic.chooser.active
    if box.featured is not None and box.featured_seat is not None and dealt is None and not choosing:
        holder = model.seats[box.featured_seat].name
        centre.draw_face_up(surface, box.featured, holder, L.featured_pos, art, L.play_card_w, s, tr,
                            box.featured_key)

    # the viewer
    bottom = model.seat_at(BOTTOM)
    if bottom.acting and not pic.show_bar:
        badge = seat_panel.viewer_badge_rect(bottom, L.seat_rects[BOTTOM], tr, s)      # as drawn, grown
        seat_panel.turn_ring(surface, badge, pic.clock, badge.height // 2)
    seat_panel.draw_viewer_badge(surface, bottom, L.seat_rects[BOTTOM], tr, s)
    if pic.show_bar:
        pic.bar.draw(surface, s.small, note=pic.chooser is None or not pic.chooser.active)
    if model.viewer is not None:
        pic.hand.draw(surface, art, shown=None if dealt is None else min(dealt, len(model.hand)),
                      active=model.viewer_to_act)
    elif bottom.shown:
        _draw_faces(surface, art, pic, bottom.shown)
    else:
        _draw_backs(surface, art, pic, bottom.count if dealt is None else min(bottom.count, dealt))
    if pic.chooser is not None and pic.chooser.active:
        pic.chooser.draw(surface, art, s)
    for button in pic.corner_buttons:
        button.draw(surface)

    if anims.current is not None and anims.current.kind == "draw":
        _draw_drawn_card(surface, art, pic, anims.current)
    flash = anims.current if anims.current is not None and anims.current.kind in ("bomb", "flash") else None
    if flash is not None and flash.kind == "bomb":
        kind = flash.data.get("combo") or "bomb"
        key = pic.overlay.bomb_word(kind) if pic.overlay is not None else (
            "table.rocket" if kind == "rocket" else "table.bomb")
        centre.draw_bomb_flash(surface, tr(key), model.centre.flash, flash.progress, s, tr)
    elif flash is not None:     # a game's own big moment: its words were translated when queued
        centre.draw_flash(surface, flash.data.get("word", ""), flash.data.get("line", ""), flash.progress, s,
                          keep_clear=on_table)



#: The veil over a round that has cleared: still read at a glance, plainly not a play to beat.
CLEARED_VEIL = (8, 30, 26, 90)


def _dim(surface: pygame.Surface, rect: pygame.Rect, s) -> None:
    rounded_rect(surface, rect.inflate(4, 4), CLEARED_VEIL, max(4, s.radius))


def _draw_centre(surface: pygame.Surface, model: TableModel, L: TableLayout, art, pic: TablePicture, tr) -> None:
    """The game's cards at the top centre (turning over while the "kitty" animation runs), then its
    numbers and its note."""
    box = model.centre
    anims = pic.anims
    flip = anims.progress("kitty")
    if flip is None and anims.pending("kitty"):
        flip = 0.0
    if box.cards or box.hidden:
        centre.draw_kitty(surface, box.cards, box.hidden, L.kitty_rect, art, L.centre_card_w, pic.back_colour, flip)
    s = L.sizes
    if box.pills:
        centre.draw_pills(surface, L.info_rect, box.pills, s, tr, L.pill_room)
    elif box.note:
        centre.draw_note(surface, L.info_rect, tr(box.note, **dict(box.note_params)), s)


def _draw_backs(surface: pygame.Surface, art, pic: TablePicture, count: int) -> None:
    """A spectator sees the bottom seat's hand as backs, like the others'."""
    from .layout import HAND_STEP, fan_positions

    L = pic.layout
    xs = fan_positions(count, L.hand_card_w, L.hand_rect, HAND_STEP * 0.6)
    image = art.back(L.hand_card_w, pic.back_colour)
    for x in xs:
        surface.blit(image, (x, L.hand_rect.y + L.row_offset))


def _draw_faces(surface: pygame.Surface, art, pic: TablePicture, cards) -> None:
    """The bottom seat's cards left, face up, when nobody's hand is drawn there (the hand is over)."""
    from .layout import HAND_STEP, fan_positions

    L = pic.layout
    for x, card in zip(fan_positions(len(cards), L.hand_card_w, L.hand_rect, HAND_STEP), cards):
        surface.blit(art.face(card, L.hand_card_w), (x, L.hand_rect.y + L.row_offset))


def _draw_drawn_card(surface: pygame.Surface, art, pic: TablePicture, current) -> None:
    """A card drawn from the stock (干瞪眼): a back flying from the top centre to its seat."""
    L, model = pic.layout, pic.model
    if current.seat is None or not 0 <= current.seat < len(model.seats):
        return
    position = model.seats[current.seat].position
    target = L.hand_rect if position == BOTTOM else L.seat_rects.get(position)
    if target is None:
        return
    width = L.small_card_w
    start = L.kitty_rect.center if L.kitty_rect.width else (L.size[0] // 2, L.sizes.pad)
    t = ease_out(current.progress)
    x = round(start[0] + (target.centerx - start[0]) * t) - width // 2
    y = round(start[1] + (target.centery - start[1]) * t) - width * 7 // 10
    surface.blit(art.back(width, pic.back_colour), (x, y))
