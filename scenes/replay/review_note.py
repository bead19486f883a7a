"""The review's words on the replay: its progress over the time line, and at a flagged decision
the better move with its one-line reason, in a box over the replay's row (above the controls,
where the person's own play would go next)."""
from __future__ import annotations

import pygame

from .. import theme
from ..widgets import Button, draw_text, line_height, rounded_rect, wrap_lines
from ai.review import Flag

from .review_words import apart, call_text, dapie_text, mahjong_text, move_text, shengji_text

__all__ = ["call_text", "draw_flag", "draw_status", "flag_box", "flag_text", "mahjong_text", "move_text",
           "try_button"]

FLAG_FILL = (62, 28, 24, 235)
FLAG_BORDER = (226, 92, 70)


def flag_text(flag: Flag, tr) -> str:
    special = _calls_text(flag, tr)
    if special is not None:
        return special
    if flag.phase == "trick":          # 升级: the points of the seat's side, no share of wins
        return tr("table.replay.review.points", better=move_text(flag.better, tr), played=move_text(flag.played, tr),
                  cost=f"{flag.cost:.1f}")
    if flag.phase == "stakes":         # 打撇: the hand's payment per stake
        return tr("table.replay.review.stakes", better=move_text(flag.better, tr), played=move_text(flag.played, tr),
                  won_better=round(100 * flag.won_better), won_played=round(100 * flag.won_played),
                  cost=f"{flag.cost:.2f}")
    choice = None
    if flag.phase != "play":
        choice = lambda action: call_text(action, flag.phase, tr)   # noqa: E731 - 斗地主's calls
    elif mahjong_text(flag.played, tr) is not None:
        choice = lambda action: mahjong_text(action, tr)            # noqa: E731
    if choice is not None:
        return tr("table.replay.review.call", better=choice(flag.better), played=choice(flag.played),
                  won_better=round(100 * flag.won_better), won_played=round(100 * flag.won_played),
                  cost=f"{flag.cost:.1f}")
    if flag.shoe:
        return tr("table.replay.review.shoe", better=move_text(flag.better, tr), played=move_text(flag.played, tr),
                  value_better=f"{100 * flag.value_better:+.1f}", value_played=f"{100 * flag.value_played:+.1f}",
                  cost=f"{flag.cost:.1f}")
    if flag.exact:
        return tr("table.replay.review.exact", better=move_text(flag.better, tr), played=move_text(flag.played, tr))
    return tr("table.replay.review.flag", better=move_text(flag.better, tr), played=move_text(flag.played, tr),
              won_better=round(100 * flag.won_better), won_played=round(100 * flag.won_played),
              cost=f"{flag.cost:.1f}")


def _calls_text(flag: Flag, tr) -> str | None:
    """升级's declarations and bury, 打撇's decisions before the cards (None: another kind)."""
    phase = flag.phase
    if phase == "declare":             # in levels: a declaration may change who deals
        return tr("table.replay.review.levels", better=shengji_text(flag.better, tr),
                  played=shengji_text(flag.played, tr), cost=f"{flag.cost:.2f}")
    if phase in ("bury", "dp_put_back"):
        better, played = apart(flag.better, flag.played, tr)
        key = "table.replay.review.bury" if phase == "bury" else "table.replay.review.put_back"
        return tr(key, better=better, played=played, cost=f"{flag.cost:.1f}",
                  won_better=round(100 * flag.won_better), won_played=round(100 * flag.won_played))
    if phase.startswith("dp_"):
        return tr("table.replay.review.call", better=dapie_text(flag.better, phase, tr),
                  played=dapie_text(flag.played, phase, tr), won_better=round(100 * flag.won_better),
                  won_played=round(100 * flag.won_played), cost=f"{flag.cost:.1f}")
    return None


#: Lines a flag's box beside a kept-clear seat may hold (it is narrower than the row).
SIDE_LINES = 7


def flag_box(text: str, row: pygame.Rect, s: theme.Sizes, button_w: int = 0,
             avoid: tuple = ()) -> tuple[pygame.Rect, list[str]]:
    """The box over ``row`` holding ``text`` in at most three lines of the small size, with room
    at its right for a button ``button_w`` wide (从这里试试). Where that box would cover one of the
    ``avoid`` rectangles (the seats the table keeps clear: 21点's seat plates sit right above the
    controls at 1024×640), the box stands beside them instead, over the row at the side with
    room, its lines above the button."""
    width = row.width
    room = width - 2 * s.pad - (button_w + s.pad if button_w else 0)
    lines = wrap_lines(text, s.small, room)[:3]
    height = max(len(lines) * line_height(s.small) + s.pad, s.button_h + s.pad if button_w else 0)
    box = pygame.Rect(row.x, _bottom(row, s) - height, width, height)
    hit = [r for r in avoid if box.colliderect(r)]
    if not hit:
        return box, lines
    for side in _beside(text, row, s, button_w, hit):
        if not any(side[0].colliderect(r) for r in avoid):
            return side
    return box, lines


def _bottom(row: pygame.Rect, s: theme.Sizes) -> int:
    return row.top - s.pad - max(6, s.pad // 2)


def _beside(text: str, row: pygame.Rect, s: theme.Sizes, button_w: int, hit: list):
    """The boxes left and right of the ``hit`` rectangles, widest first, each tall enough for the
    whole text (at most :data:`SIDE_LINES` lines) with the button under it."""
    left, right = min(r.left for r in hit), max(r.right for r in hit)
    spans = [(row.x, left - s.pad), (right + s.pad, row.right)]
    spans.sort(key=lambda span: span[0] - span[1])
    for x0, x1 in spans:
        width = x1 - x0
        if width < 8 * s.small:
            continue
        lines = wrap_lines(text, s.small, width - 2 * s.pad)
        if len(lines) > SIDE_LINES:
            continue
        height = len(lines) * line_height(s.small) + s.pad + (s.button_h + s.pad // 2 if button_w else 0)
        yield pygame.Rect(x0, _bottom(row, s) - height, width, height), lines


def _is_beside(box: pygame.Rect, row: pygame.Rect) -> bool:
    return box.width < row.width


def try_button(flag: Flag, row: pygame.Rect, s: theme.Sizes, tr, avoid: tuple = ()) -> Button:
    """从这里试试 (P) at the right of the flag's box (under its lines when the box stands beside
    a seat): the practice from this decision."""
    from .bar import button_width

    label = tr("table.replay.try_flag")
    width = button_width(label, s.button_h, "P")
    box, _lines = flag_box(flag_text(flag, tr), row, s, width, avoid)
    rect = pygame.Rect(0, 0, width, s.button_h)
    if _is_beside(box, row):
        rect.bottomright = (box.right - s.pad // 2, box.bottom - s.pad // 2)
    else:
        rect.midright = (box.right - s.pad // 2, box.centery)
    return Button(rect, label, action="try", hotkey="P", primary=True)


def draw_flag(surface: pygame.Surface, flag: Flag, row: pygame.Rect, s: theme.Sizes, tr,
              button: Button | None = None, avoid: tuple = ()) -> None:
    box, lines = flag_box(flag_text(flag, tr), row, s, button.rect.width if button is not None else 0, avoid)
    rounded_rect(surface, box, FLAG_FILL, s.radius, FLAG_BORDER)
    if _is_beside(box, row):
        y, room = box.y + s.pad // 2, box.width - 2 * s.pad
    else:
        y = box.centery - len(lines) * line_height(s.small) // 2
        room = box.width - 2 * s.pad - (button.rect.width + s.pad if button is not None else 0)
    for line in lines:
        draw_text(surface, line, (box.x + s.pad, y), s.small, theme.TEXT, max_width=room)
        y += line_height(s.small)
    if button is not None:
        button.draw(surface)


def draw_status(surface: pygame.Surface, text: str, label: pygame.Rect, s: theme.Sizes) -> None:
    """复盘中 3/9 (or what it found) in a small pill over the time line's step count."""
    from ..widgets import render

    image = render(text, s.small, theme.TEXT)
    pill = image.get_rect().inflate(s.pad, s.pad // 3)
    pill.midbottom = (label.centerx, label.top - s.pad // 3)
    rounded_rect(surface, pill, (0, 0, 0, 140), pill.height // 2)
    surface.blit(image, image.get_rect(center=pill.center))
