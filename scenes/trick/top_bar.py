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


def _chip_images(parts, s: theme.Sizes) -> list[pygame.Surface]:
    return [part if isinstance(part, pygame.Surface) else render(part[0], s.body, part[1], part[2])
            for part in parts]


def _chip_width(parts, s: theme.Sizes) -> int:
    images = _chip_images(parts, s)
    return sum(i.get_width() for i in images) + s.pad // 3 * (len(images) - 1) + s.pad * 2


def _chip(surface, x: int, rect: pygame.Rect, parts, s: theme.Sizes) -> int:
    """A rounded chip of text / icon parts at ``x``; returns the x after it."""
    images = _chip_images(parts, s)
    gap = s.pad // 3
    width = _chip_width(parts, s)
    h = rect.height - s.pad
    box = pygame.Rect(x, rect.centery - h // 2, width, h)
    rounded_rect(surface, box, CHIP, h // 2, theme.PANEL_BORDER)
    cx = box.x + s.pad
    for image in images:
        surface.blit(image, image.get_rect(midleft=(cx, box.centery)))
        cx += image.get_width() + gap
    return box.right + s.pad // 2


#: How far the chips are shortened to fit beside the corner buttons (larger words, narrow windows):
#: 0 every word; 1 the stake without its words (/ 40); 2 the trump without 主/亮主 before it;
#: 3 the teams in one chip.
SHORTEST = 3


def top_bar_chips(model: TrickModel, icon_px: int, tr, short: int = 0) -> list[list]:
    """The chips of the top bar, each a list of parts ((text, colour, bold) or an icon), left to
    right: 主 (suit or 无主, 亮主中 during the deal), 打 rank, both teams' levels, points + stake."""
    if model.trump_suit is not None:
        trump_part = suit_icon(model.trump_suit, icon_px, suit_on_dark(model.trump_suit))
        name = tr(f"table.sj.suit.{model.trump_suit.value}")
    else:
        trump_part = None
        name = tr("table.sj.no_trump") if (model.trump_fixed or model.standing) else tr("table.sj.undeclared")
    label = tr("table.sj.declaring") if model.standing is not None and not model.trump_fixed else tr("table.sj.trump")
    trump = [] if short >= 2 else [(label, theme.TEXT_DIM, False)]
    if trump_part is not None:
        trump.append(trump_part)
    trump.append((name, theme.ACCENT if model.trump_fixed else theme.TEXT, True))
    chips = [trump, [(tr("table.sj.level_rank"), theme.TEXT_DIM, False),
                     (level_label(model.level_rank), theme.ACCENT, True)]]
    # both teams' levels (the match score)
    mine = model.viewer_team if model.viewer is not None else 0
    teams = []
    for team in (mine, 1 - mine):
        dealing = model.dealer_team == team and model.phase not in ("hand_over", "match_over")
        dealer_mark = "·" + tr("table.sj.dealer") if dealing else ""
        teams.append([(team_label(team, model.viewer, tr) + dealer_mark, theme.TEXT_DIM, False),
                      (level_label(model.levels[team]), theme.TEXT, True)])
    chips.extend([teams[0] + teams[1]] if short >= 3 else teams)
    # the attackers' points and the stake
    points = model.attacker_points + model.penalty_points
    stake = f"/ {2 * model.step}" if short >= 1 else tr("table.sj.stake", need=2 * model.step)
    chips.append([(tr("table.sj.points"), theme.TEXT_DIM, False), (str(max(0, points)), theme.ACCENT, True),
                  (stake, theme.TEXT_DIM, False)])
    return chips


def fitting_chips(model: TrickModel, rect: pygame.Rect, right_limit: int, s: theme.Sizes, tr) -> list[list]:
    """The chips with every word that fits before ``right_limit`` (the corner buttons), shortened
    step by step where they do not (``SHORTEST``)."""
    icon_px = round(s.body * 1.25)
    for short in range(SHORTEST + 1):
        chips = top_bar_chips(model, icon_px, tr, short)
        if rect.x + s.pad + sum(_chip_width(c, s) + s.pad // 2 for c in chips) <= right_limit:
            break
    return chips


def draw_band(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The dark band across the top the chips sit on."""
    band = pygame.Surface(rect.size, pygame.SRCALPHA)
    band.fill((6, 22, 20, 150))
    surface.blit(band, rect.topleft)
    pygame.draw.line(surface, theme.PANEL_BORDER[:3], rect.bottomleft, (rect.right, rect.bottom - 1))


def draw_chips(surface: pygame.Surface, rect: pygame.Rect, chips, right_limit: int, s: theme.Sizes) -> int:
    """The chips left to right from the band's start, each only if it ends before ``right_limit``
    (a chip is never half under the corner buttons); returns the x after the last one drawn."""
    x = rect.x + s.pad
    for chip in chips:
        if x + _chip_width(chip, s) > right_limit:
            break
        x = _chip(surface, x, rect, chip, s)
    return x


def draw_top_bar(surface: pygame.Surface, model: TrickModel, rect: pygame.Rect, right_limit: int,
                 art: CardArt, small_w: int, s: theme.Sizes, tr) -> None:
    """Left to right: 主 (suit or 无主, 亮主中 during the deal), 打 rank, team levels, points + cards;
    nothing beyond ``right_limit`` (the 上一墩 button)."""
    draw_band(surface, rect)
    x = draw_chips(surface, rect, fitting_chips(model, rect, right_limit, s, tr), right_limit, s)
    cards = model.point_cards
    if cards and x < right_limit - small_w:
        card_h = CardArt.size(small_w)[1]
        room = right_limit - x - s.pad
        step = min(small_w * 0.45, (room - small_w) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        y = rect.centery - card_h // 2
        for i, card in enumerate(cards):
            surface.blit(art.face(card, small_w), (round(x + i * step), y))
