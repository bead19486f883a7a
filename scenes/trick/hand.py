"""The viewer's hand at a trick table: sorted by the trump context, in two rows when long.

Why a HandView of its own: selection by click and drag, the keyboard cursor and
hit-testing are the shared :class:`~scenes.table.hand_view.HandView`'s; what
differs is the order (trumps grouped, suits grouped in alternating colours) and
that 25 to 47 cards need two overlapping rows to stay readable at 1024×640.
Level cards carry the star mark, other trumps the 主 mark.
"""
from __future__ import annotations

from typing import Iterable

import pygame

from engine.cards import Card
from engine.shengji.trump import TrumpContext

from .. import theme
from ..cardart import CardArt
from ..table.hand_view import HandView
from .layout import HAND_STEP, rows_for

SORT_MODES = ("trumps_left", "trumps_right")
#: Side suits in alternating colours: ♠ ♥ ♣ ♦.
_SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3}
KITTY_EDGE = (120, 200, 255)


def sort_for(cards: Iterable[Card], ctx: TrumpContext, mode: str) -> list[Card]:
    """``trumps_left``: trumps high→low, then ♠ ♥ ♣ ♦ high→low; ``trumps_right``: the mirror."""
    key = ctx.sort_key
    ordered = sorted(cards, key=key.__getitem__)          # ♠ ♥ ♣ ♦ low→high, then trumps low→high
    if mode == "trumps_right":
        return ordered
    trumps = [c for c in ordered if ctx.is_trump(c)]
    side = [c for c in ordered if not ctx.is_trump(c)]
    groups: dict[str, list[Card]] = {}
    for card in side:
        groups.setdefault(ctx.suit_class[card], []).append(card)
    out = list(reversed(trumps))
    for suit in sorted(groups, key=_SUIT_ORDER.__getitem__):
        out.extend(reversed(groups[suit]))
    return out


class TrickHand(HandView):
    def __init__(self) -> None:
        super().__init__()
        self.sort_mode = SORT_MODES[0]
        self.ctx: TrumpContext | None = None
        self.kitty: frozenset[Card] = frozenset()   # cards just taken from the kitty (dealer, bury)
        self.row_offset = 0
        self._ys: list[int] = []
        self.rows = 1

    # content ------------------------------------------------------------------------------
    def set_hand(self, cards: Iterable[Card], ctx: TrumpContext, kitty: Iterable[Card] = ()) -> None:
        cards = list(cards)
        changed_ctx = ctx is not self.ctx
        self.ctx = ctx
        self.kitty = frozenset(kitty)
        new = sort_for(cards, ctx, self.sort_mode)
        if new == self.cards and not changed_ctx:
            return
        self.cards = new
        self.selected &= set(new)
        if self.cursor is not None:
            self.cursor = min(self.cursor, len(new) - 1) if new else None
        self._drag_value = None
        self._relayout()

    def set_cards(self, cards: Iterable[Card], marked: Card | None = None) -> None:  # noqa: ARG002
        if self.ctx is not None:
            self.set_hand(cards, self.ctx, self.kitty)

    def toggle_sort(self) -> None:
        self.sort_mode = SORT_MODES[(SORT_MODES.index(self.sort_mode) + 1) % len(SORT_MODES)]
        if self.ctx is None:
            return
        focus = self.cards[self.cursor] if self.cursor is not None and self.cursor < len(self.cards) else None
        self.cards = sort_for(self.cards, self.ctx, self.sort_mode)
        if focus is not None:
            self.cursor = self.cards.index(focus)
        self._relayout()

    def mark_of(self, card: Card) -> str | None:
        ctx = self.ctx
        if ctx is None:
            return None
        if card.rank == ctx.level or (ctx.twos_trump and card.rank == 2 and ctx.level != 2):
            return "star"
        return "trump" if ctx.is_trump(card) else None

    # geometry -----------------------------------------------------------------------------
    def layout(self, area: pygame.Rect, card_w: int, lift: int, row_offset: int = 0) -> None:
        self.row_offset = row_offset
        super().layout(area, card_w, lift)

    def _relayout(self) -> None:
        self._xs, self._ys = self._positions(len(self.cards))

    def _positions(self, count: int) -> tuple[list[int], list[int]]:
        rows = rows_for(count, self.card_w, self.area.width) if self.row_offset else 1
        self.rows = rows
        if rows == 1:   # a short hand sits on the lower row, close to the player
            xs = _fan(count, self.card_w, self.area)
            return xs, [self.area.top + self.row_offset] * count
        first = (count + 1) // 2
        xs = _fan(first, self.card_w, self.area) + _fan(count - first, self.card_w, self.area, first)
        ys = [self.area.top] * first + [self.area.top + self.row_offset] * (count - first)
        return xs, ys

    def card_rect(self, index: int) -> pygame.Rect:
        up = self.lift if self.cards[index] in self.selected else 0
        return pygame.Rect(self._xs[index], self._ys[index] - up, self.card_w, self.card_h)

    def hit_rect(self, index: int) -> pygame.Rect:
        rest = pygame.Rect(self._xs[index], self._ys[index], self.card_w, self.card_h)
        return self.card_rect(index).union(rest)

    def point_of(self, index: int) -> tuple[int, int]:
        rect = self.card_rect(index)
        nxt = index + 1
        same_row = nxt < len(self.cards) and self._ys[nxt] == self._ys[index]
        right = self._xs[nxt] if same_row else rect.right
        down = self.row_offset // 3 if self.rows > 1 else rect.height // 3
        return (rect.x + max(1, (right - rect.x) // 2), rect.y + max(4, down))

    def drag(self, pos: tuple[int, int]) -> bool:
        """Paint the drag's choice over the cards passed, in the row under the pointer."""
        if self._drag_value is None or self._drag_last is None:
            return False
        index = self._column_in_row(pos)
        if index is None or index == self._drag_last:
            return False
        low, high = sorted((index, self._drag_last))
        for i in range(low, high + 1):
            if self._drag_value:
                self.selected.add(self.cards[i])
            else:
                self.selected.discard(self.cards[i])
        self._drag_last = index
        self.cursor = index
        return True

    def _column_in_row(self, pos: tuple[int, int]) -> int | None:
        if not self.cards:
            return None
        row_ys = sorted(set(self._ys))
        row_y = row_ys[-1] if pos[1] >= row_ys[-1] else row_ys[0]
        indices = [i for i, y in enumerate(self._ys) if y == row_y]
        if not indices:
            return None
        for index in reversed(indices):
            if pos[0] >= self._xs[index]:
                return index
        return indices[0]

    # drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, art: CardArt, shown: int | None = None, active: bool = True) -> None:
        shadow = art.shadow(self.card_w)
        dx, dy = art.shadow_offset(self.card_w)
        edge = max(2, self.card_w // 28)
        for index, card in enumerate(self.cards):
            rect = self.card_rect(index)
            surface.blit(shadow, (rect.x + dx, rect.y + dy))
            surface.blit(art.face(card, self.card_w, mark=self.mark_of(card), highlight=card in self.selected), rect)
            if card in self.kitty:
                pygame.draw.rect(surface, KITTY_EDGE, rect, edge, border_radius=max(4, self.card_w // 12))
        if self.cursor is not None and self.cursor < len(self.cards) and active:
            self._draw_cursor(surface, self.cursor)

    def _draw_cursor(self, surface: pygame.Surface, index: int) -> None:
        rect = self.card_rect(index)
        nxt = index + 1
        if nxt < len(self.cards) and self._ys[nxt] == self._ys[index]:
            rect.width = max(8, self._xs[nxt] - self._xs[index])
        bar_h = max(4, self.card_w // 18)
        bottom = rect.bottom if index + 1 >= len(self.cards) or self._ys[index] == self._ys[-1] \
            else rect.y + self.row_offset
        bar = pygame.Rect(rect.x + 3, bottom - bar_h - 3, rect.width - 6, bar_h)
        pygame.draw.rect(surface, theme.ACCENT, bar, border_radius=bar_h // 2)


def _fan(count: int, width: int, area: pygame.Rect, _offset: int = 0) -> list[int]:
    """Left x of ``count`` overlapping cards centred in ``area`` (step ≤ HAND_STEP of a card)."""
    if count <= 0:
        return []
    step = width * HAND_STEP
    if count > 1:
        step = min(step, (area.width - width) / (count - 1))
    total = width + step * (count - 1)
    left = area.centerx - total / 2
    return [round(left + i * step) for i in range(count)]
