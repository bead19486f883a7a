"""The viewer's hand at a trick table: sorted by the trump context, in two rows when long.

Why a HandView of its own: selection by click and drag, the keyboard cursor,
hit-testing and the two overlapping rows of a long hand (25 to 47 cards at
1024×640) are the shared :class:`~scenes.table.hand_view.HandView`'s; what
differs is the order (trumps grouped, suits grouped in alternating colours), that
one row may tighten to ``MIN_STEP`` before a second is used, and the marks:
level cards carry the star, other trumps the 主 mark, kitty cards an edge.
"""
from __future__ import annotations

from typing import Iterable

import pygame

from engine.cards import Card
from engine.shengji.trump import TrumpContext

from ..cardart import CardArt
from ..table.hand_view import HandView
from .layout import MIN_STEP

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
    min_step = MIN_STEP

    def __init__(self) -> None:
        super().__init__()
        self.sort_mode = SORT_MODES[0]
        self.ctx: TrumpContext | None = None
        self.kitty: frozenset[Card] = frozenset()   # cards just taken from the kitty (dealer, bury)

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

    def set_cards(self, cards: Iterable[Card], marked: Card | None = None, marks=None) -> None:  # noqa: ARG002
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
