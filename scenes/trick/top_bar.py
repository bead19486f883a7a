"""The top bar of the trick table: trump and level, both teams' levels, the attackers' points.

Why all in one strip: these are the numbers a 拖拉机 player glances at every
trick — what is trump, which rank is level, how far each side has climbed, how
many points the attackers hold (with the very point cards they took) against
what they need to take over (the hand's stake).
"""
from __future__ import annotations

import pygame

from engine.cards import RANK_LABELS
from engine.shengji.levels import team_of

from .. import theme
from ..cardart import CardArt, suit_icon
from ..widgets import render, rounded_rect
from .model import TrickModel

CHIP = (8, 26, 24, 170)
TRUMP_FILL = (170, 40, 36)


def suit_on_dark(suit) -> tuple[int, int, int]:
    """Suit colours readable on the dark felt chips: red stays red (brighter), black turns ivory."""
    return theme.suit_colour(suit, on_dark=True)


def level_label(rank: int) -> str:
    return RANK_LABELS.get(rank, str(rank))


def team_label(team: int, viewer: int | None, tr) -> str:
    if viewer is None:
        return tr("table.sj.team_ns" if team == 0 else "table.sj.team_ew")
    return tr("table.sj.us" if team == team_of(viewer) else "table.sj.them")


def _chip(surface, x: int, rect: pygame.Rect, parts, s: theme.Sizes) -> int:
    """A rounded chip of text / icon parts at ``x``; returns the x after it."""
    images = []
    for part in parts:
        if isinstance(part, pygame.Surface):
            images.append(part)
        else:
            text, colour, bold = part
            images.append(render(text, s.body, colour, bold))
    gap = s.pad // 3
    width = sum(i.get_width() for i in images) + gap * (len(images) - 1) + s.pad * 2
    h = rect.height - s.pad
    box = pygame.Rect(x, rect.centery - h // 2, width, h)
    rounded_rect(surface, box, CHIP, h // 2, theme.PANEL_BORDER)
    cx = box.x + s.pad
    for image in images:
        surface.blit(image, image.get_rect(midleft=(cx, box.centery)))
        cx += image.get_width() + gap
    return box.right + s.pad // 2


def draw_top_bar(surface: pygame.Surface, model: TrickModel, rect: pygame.Rect, right_limit: int,
                 art: CardArt, small_w: int, s: theme.Sizes, tr) -> None:
    """Left to right: 主 (suit or 无主, 亮主中 during the deal), 打 rank, team levels, points + cards."""
    band = pygame.Surface(rect.size, pygame.SRCALPHA)
    band.fill((6, 22, 20, 150))
    surface.blit(band, rect.topleft)
    pygame.draw.line(surface, theme.PANEL_BORDER[:3], rect.bottomleft, (rect.right, rect.bottom - 1))
    x = rect.x + s.pad
    icon_px = round(s.body * 1.25)
    # the trump
    if model.trump_suit is not None:
        trump_part = suit_icon(model.trump_suit, icon_px, suit_on_dark(model.trump_suit))
        name = tr(f"table.sj.suit.{model.trump_suit.value}")
    else:
        trump_part = None
        name = tr("table.sj.no_trump") if (model.trump_fixed or model.standing) else tr("table.sj.undeclared")
        trump_part = None
    label = tr("table.sj.declaring") if model.standing is not None and not model.trump_fixed else tr("table.sj.trump")
    parts = [(label, theme.TEXT_DIM, False)]
    if trump_part is not None:
        parts.append(trump_part)
    parts.append((name, theme.ACCENT if model.trump_fixed else theme.TEXT, True))
    x = _chip(surface, x, rect, parts, s)
    x = _chip(surface, x, rect, [(tr("table.sj.level_rank"), theme.TEXT_DIM, False),
                                 (level_label(model.level_rank), theme.ACCENT, True)], s)
    # both teams' levels (the match score)
    for team in (model.viewer_team if model.viewer is not None else 0,
                 1 - (model.viewer_team if model.viewer is not None else 0)):
        dealing = model.dealer_team == team and model.phase not in ("hand_over", "match_over")
        dealer_mark = "·" + tr("table.sj.dealer") if dealing else ""
        x = _chip(surface, x, rect, [(team_label(team, model.viewer, tr) + dealer_mark, theme.TEXT_DIM, False),
                                     (level_label(model.levels[team]), theme.TEXT, True)], s)
    # the attackers' points and the stake
    if x >= right_limit:
        return
    points = model.attacker_points + model.penalty_points
    x = _chip(surface, x, rect, [(tr("table.sj.points"), theme.TEXT_DIM, False),
                                 (str(max(0, points)), theme.ACCENT, True),
                                 (tr("table.sj.stake", need=2 * model.step), theme.TEXT_DIM, False)], s)
    cards = model.point_cards
    if cards and x < right_limit - small_w:
        card_h = CardArt.size(small_w)[1]
        room = right_limit - x - s.pad
        step = min(small_w * 0.45, (room - small_w) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        y = rect.centery - card_h // 2
        for i, card in enumerate(cards):
            surface.blit(art.face(card, small_w), (round(x + i * step), y))

