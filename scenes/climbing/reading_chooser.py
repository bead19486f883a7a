"""The reading chooser: how a play with wild cards is meant, when it can be read several ways.

Why a chooser: in 癞子斗地主 (and later games with wild cards) the raised cards
4 5 6 3 7 may be a straight 3–7 or, with the 3 standing for an 8, 4–8; the rules
let the player choose (rules/climbing.md). Each reading is shown as the cards
it stands for, in order, as one button above the hand: the wild card drawn as
itself with an accent edge and a small "→8" under it (4 5 6 [3→8] 7). Clicking
a reading (or ←/→ then Enter) plays it; Esc or a right-click closes the chooser
and changes nothing.

The widget knows nothing of the engine: it is given ``(label_cards, payload)``
pairs (or ``(label_cards, payload, title)``, the title — e.g. the combination's
name — shown above the cards) and hands back the payload of the chosen one (the
table acts with it, ``Play(cards, reading)``). A label card is a :class:`~engine.cards.Card` shown
as it is, or a pair ``(card, stands_for)`` for a wild card, ``stands_for`` being
a Card, a natural rank (8, 14 = A, 16 = 大王) or a short text.

Options of one plain card each (吃苍蝇's dealer naming a card: a list of the cards
he holds once) are laid out as a compact grid of cards in at most two rows, the
cards as large as the room allows up to the table's play size.
"""
from __future__ import annotations

from typing import Any, Iterable

import pygame

from engine.cards import RANK_LABELS, Card

from .. import theme
from ..cardart import CardArt
from ..widgets import draw_panel, draw_text, render, rounded_rect

#: Shown part of each card of a reading, as a share of the card width.
STEP = 0.6
WILD_EDGE = theme.ACCENT
FOCUS_FILL = (36, 74, 64, 252)


def split_item(item: Any) -> tuple[Card, str | None]:
    """(the physical card, the words under it: "→8" for a wild card, None for a plain one)."""
    if isinstance(item, Card):
        return item, None
    card, stands_for = item
    if isinstance(stands_for, Card):
        label = stands_for.label
    elif isinstance(stands_for, int):
        label = RANK_LABELS.get(stands_for, str(stands_for))
    else:
        label = str(stands_for)
    return card, "→" + label


class ReadingChooser:
    def __init__(self) -> None:
        self.options: list[tuple[tuple, Any]] = []
        self.titles: list[str] = []
        self.rects: list[pygame.Rect] = []
        self.focus = 0
        self.hover: int | None = None
        self.active = False
        self.caption = ""
        self.card_w = 40
        self.inner = 6                   # padding inside an option
        self.label_h = 16                # room under the cards for the "→8" words
        self.small = 14
        self.area = pygame.Rect(0, 0, 0, 0)
        self.base_card_w = 40            # the card width the table offers (single cards may shrink)

    # content ----------------------------------------------------------------------------
    def open(self, readings: Iterable[tuple], caption: str = "") -> None:
        readings = list(readings)
        self.options = [(tuple(item[0]), item[1]) for item in readings]
        self.titles = [str(item[2]) if len(item) > 2 else "" for item in readings]
        self.focus, self.hover = 0, None
        self.caption = caption
        self.active = bool(self.options)
        self._place()

    def close(self) -> None:
        self.active = False
        self.options = []
        self.titles = []
        self.rects = []
        self.hover = None

    # geometry -----------------------------------------------------------------------------
    def layout(self, table_layout) -> None:
        """Above the action bar of a climbing table's layout, between the side seats' panels (their
        counts stay in view), as many rows up as the readings need."""
        L = table_layout
        s = L.sizes
        left, right = s.pad, L.size[0] - s.pad
        for position, rect in L.seat_rects.items():
            if position == "left":
                left = max(left, rect.right + s.pad)
            elif position == "right":
                right = min(right, rect.left - s.pad)
        bottom = L.bar_rect.top - s.pad // 2
        area = pygame.Rect(left, L.status_rect.bottom + s.pad, right - left, bottom - L.status_rect.bottom - s.pad)
        self.layout_in(area, L.play_card_w, s)

    def layout_in(self, area: pygame.Rect, card_w: int, s: theme.Sizes) -> None:
        """The options bottom-up in ``area``: centred rows, a new row above when one is full."""
        self.area = pygame.Rect(area)
        self.card_w = self.base_card_w = card_w
        self.inner = max(4, s.pad // 2)
        self.small = s.small
        self.label_h = round(s.small * 1.4)
        self._place()

    @property
    def singles(self) -> bool:
        """Every option is one plain card (no wild label, no title): the compact grid."""
        return bool(self.options) and not any(self.titles) and all(
            len(cards) == 1 and split_item(cards[0])[1] is None for cards, _payload in self.options)

    def _fit_singles(self) -> None:
        """Card width for a grid of single cards in at most two rows across the area."""
        count = len(self.options)
        per_row = -(-count // 2) if count > 8 else count
        gap = max(4, self.inner)
        fit = (self.area.width - gap * (per_row - 1)) // max(1, per_row) - 2 * self.inner
        self.card_w = max(24, min(self.base_card_w, fit))

    def option_size(self, count: int) -> tuple[int, int]:
        card_w = self.card_w
        card_h = CardArt.size(card_w)[1]
        step = round(card_w * STEP)
        width = card_w + step * max(0, count - 1) + 2 * self.inner
        label_h = 0 if self.singles else self.label_h
        return width, card_h + label_h + self.title_h + 2 * self.inner

    @property
    def title_h(self) -> int:
        """Room above the cards for the options' titles (none when no option has one)."""
        return self.label_h if any(self.titles) else 0

    def _place(self) -> None:
        """Rows as even as possible (reading order: the first row on top), the last row just above
        the area's bottom, each row centred."""
        self.rects = []
        if not self.options or self.area.width <= 0:
            return
        if self.singles:
            self._fit_singles()
        else:
            self.card_w = self.base_card_w
        gap = max(4, self.inner) if self.singles else max(6, self.inner * 2)
        sizes = [self.option_size(len(cards)) for cards, _payload in self.options]
        count = len(sizes)
        rows: list[list[int]] = []
        for row_count in range(1, count + 1):
            per_row = -(-count // row_count)
            rows = [list(range(i, min(count, i + per_row))) for i in range(0, count, per_row)]
            if all(sum(sizes[i][0] for i in row) + gap * (len(row) - 1) <= self.area.width for row in rows):
                break
        rects: dict[int, pygame.Rect] = {}
        y = self.area.bottom
        for row in reversed(rows):
            height = max(sizes[i][1] for i in row)
            width = sum(sizes[i][0] for i in row) + gap * (len(row) - 1)
            x = self.area.centerx - width // 2
            y -= height
            for i in row:
                rects[i] = pygame.Rect(x, y + height - sizes[i][1], *sizes[i])
                x += sizes[i][0] + gap
            y -= gap
        self.rects = [rects[i] for i in range(count)]

    def bounds(self) -> pygame.Rect:
        if not self.rects:
            return pygame.Rect(self.area.midbottom, (0, 0))
        return self.rects[0].unionall(self.rects[1:])

    # input --------------------------------------------------------------------------------
    def index_at(self, pos) -> int | None:
        if not self.active or pos is None:
            return None
        return next((i for i, rect in enumerate(self.rects) if rect.collidepoint(pos)), None)

    def payload_at(self, pos) -> Any:
        index = self.index_at(pos)
        return None if index is None else self.options[index][1]

    def move(self, pos) -> None:
        self.hover = self.index_at(pos)
        if self.hover is not None:
            self.focus = self.hover

    def step_focus(self, delta: int) -> None:
        if self.options:
            self.focus = (self.focus + delta) % len(self.options)

    def focused_payload(self) -> Any:
        if not self.active or not self.options:
            return None
        return self.options[self.focus % len(self.options)][1]

    # drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, art: CardArt, s: theme.Sizes) -> None:
        if not self.active:
            return
        if self.caption and self.rects:
            top = min(rect.top for rect in self.rects)
            image = render(self.caption, s.small, theme.TEXT, True)
            box = image.get_rect().inflate(2 * s.pad, round(s.small * 0.6))
            box.midbottom = (self.area.centerx, top - s.pad // 3)
            rounded_rect(surface, box, (8, 26, 24, 210), box.height // 2, theme.PANEL_BORDER)
            surface.blit(image, image.get_rect(center=box.center))
        card_w = self.card_w
        step = round(card_w * STEP)
        dx, dy = art.shadow_offset(card_w)
        shadow = art.shadow(card_w)
        edge = max(2, card_w // 24)
        for index, ((cards, _payload), rect) in enumerate(zip(self.options, self.rects)):
            focused = index == self.focus
            draw_panel(surface, rect, radius=s.radius, fill=FOCUS_FILL if focused else theme.DIALOG,
                       border=theme.ACCENT if focused else theme.PANEL_BORDER, shadow=True)
            x, y = rect.x + self.inner, rect.y + self.inner
            title = self.titles[index] if index < len(self.titles) else ""
            if title:
                draw_text(surface, title, (rect.centerx, y + self.title_h // 2), self.small,
                          theme.ACCENT if focused else theme.TEXT, bold=True, anchor="center",
                          max_width=rect.width - 2 * self.inner)
            y += self.title_h
            labels = []
            for item in cards:
                card, label = split_item(item)
                surface.blit(shadow, (x + dx, y + dy))
                face = art.face(card, card_w)
                surface.blit(face, (x, y))
                if label is not None:
                    pygame.draw.rect(surface, WILD_EDGE, face.get_rect(topleft=(x, y)), edge,
                                     border_radius=max(3, card_w // 12))
                    labels.append((label, x))
                x += step
            baseline = y + CardArt.size(card_w)[1] + self.label_h // 2 + 1
            for label, left in labels:
                image = render(label, self.small, theme.TEXT_DARK, True)
                box = image.get_rect().inflate(self.small // 2, 2)
                box.center = (left + min(step, card_w) // 2, baseline)
                box.left = max(box.left, rect.x + 2)
                rounded_rect(surface, box, WILD_EDGE, box.height // 2)
                surface.blit(image, image.get_rect(center=box.center))
