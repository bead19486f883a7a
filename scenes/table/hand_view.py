"""The viewer's fanned hand: layout, hit-testing, selection, keyboard cursor, sorting.

Why it keeps its own small state: which cards are raised, where the keyboard
cursor is, the drag in progress and the sort mode are the player's working
notes, not rules, so they live here and change only through the methods the
table calls from ``handle_intent``; ``draw`` only reads them.

Selection follows what players know from the big platforms: a press raises or
lowers a card at once, dragging across the hand paints the same choice over
every card passed, right-click (or C) lowers everything. The biggest cards sit
on the left, in the game's own order (a :class:`CardOrder`: 斗地主 3 < … < A < 2
< 小王 < 大王; 锄大地 the same with ♦ < ♣ < ♥ < ♠ breaking ties). Sort modes
(T cycles the game's list): "rank"; "group" puts bombs, triples and pairs
first; "suit" groups the suits (锄大地 players sort so), each high to low.

Long hands (双扣's 27 cards, 升级's 25 to 47) go into two overlapping rows when one
row would show less than ``min_step`` of each card: the bigger half on the upper
row, the rest on the lower row in front of it, every index in view. The layout
gives the upper row's band and the rows' vertical offset (``row_offset``, 0: one
row only); a hand short enough for one row sits on the lower row, close to the
player. Marks (a star, 主, 上混/下混 arrows …) come from the table as a card → mark map; wild
cards (癞子斗地主's 3s, 干瞪眼's jokers) carry a gold badge of their own (:meth:`set_wild`).

In two rows a raised card of the lower row rises only as far as leaves the upper row's corner
indices (rank over suit, and a mark under them) in view: the lower row lies in front, so a
full lift would hide what the player reads the upper row by.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable

import pygame

from engine.cards import Card

from .. import theme
from ..cardart import CardArt
from ..widgets import rounded_rect
from .layout import HAND_STEP, fan_positions, rows_for

SORT_MODES = ("rank", "group", "suit")
#: The share of a card's height its corner index (rank over suit) takes: measured on CardArt at
#: 40–140 px, ≤ 0.43 (a small ♠Q's tail); a test keeps this true.
INDEX_SHARE = 0.44
#: … and with a mark under it (CardArt draws marks from 0.43 to 0.55 of the height).
MARKED_INDEX_SHARE = 0.56
#: The badge of a wild card in the hand: gold, like the reading chooser's wild cards.
WILD_FILL = theme.ACCENT
#: The usual climbing order of natural ranks, low to high: 3 … K A 2 小王 大王.
STANDARD_RANKS = (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 2, 15, 16)


@dataclass(frozen=True)
class CardOrder:
    """How a game ranks cards for sorting a hand: order of natural ranks and of suits, low to high."""

    naturals: tuple[int, ...] = STANDARD_RANKS
    suits: str = "DCHS"                  # ♦ < ♣ < ♥ < ♠ (the jokers' J sorts above every suit)
    _rank: dict = field(init=False, repr=False, compare=False)
    _suit: dict = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_rank", {natural: i for i, natural in enumerate(self.naturals)})
        object.__setattr__(self, "_suit", {**{letter: i for i, letter in enumerate(self.suits)},
                                           "J": len(self.suits)})

    def rank(self, card: Card) -> int:
        """Strength of the card's rank (a rank the game does not order sorts lowest)."""
        return self._rank.get(card.rank, -1)

    def rank_of(self, natural: int) -> int:
        """Strength of a natural rank (what a wild card stands for)."""
        return self._rank.get(natural, -1)

    def suit(self, card: Card) -> int:
        return self._suit.get(card.suit.value, -1)


#: 斗地主's order (and the default): 3 < … < A < 2 < 小王 < 大王, ties ♠ ♥ ♣ ♦ from the left.
DEFAULT_ORDER = CardOrder()


def rank_key(card: Card, order: CardOrder = DEFAULT_ORDER) -> int:
    return order.rank(card)


def sort_cards(cards: Iterable[Card], mode: str = "rank", order: CardOrder = DEFAULT_ORDER) -> list[Card]:
    """Biggest first; ``group``: bigger groups of a rank first (bombs, triples, pairs …);
    ``suit``: the suits one after the other (highest suit first), each high to low."""
    cards = list(cards)
    rank, suit = order.rank, order.suit
    if mode == "group":
        counts = Counter(rank(c) for c in cards)
        key = lambda c: (-counts[rank(c)], -rank(c), -suit(c))  # noqa: E731
    elif mode == "suit":
        key = lambda c: (-suit(c), -rank(c))  # noqa: E731
    else:
        key = lambda c: (-rank(c), -suit(c))  # noqa: E731
    return sorted(cards, key=key)


class HandView:
    #: Least visible share of a card in one row; a longer hand takes a second row (if the layout
    #: gave room for one: ``row_offset`` > 0).
    min_step: float = HAND_STEP

    def __init__(self, order: CardOrder = DEFAULT_ORDER, sort_modes: tuple[str, ...] = SORT_MODES) -> None:
        self.order = order
        self.sort_modes = sort_modes
        self.cards: list[Card] = []
        self.selected: set[Card] = set()
        self.sort_mode = sort_modes[0]
        self.cursor: int | None = None
        #: whether the cursor is drawn: the table shows it while the keyboard picks cards
        #: (scenes/table/key_focus.py); a click moves the cursor without showing it
        self.show_cursor = True
        self.hover: int | None = None
        self.marked: Card | None = None       # 明牌 the viewer holds (a star in the corner)
        self.marks: dict[Card, str] = {}      # other marked cards (上混/下混 …): card -> CardArt mark
        self.wild: frozenset[Card] = frozenset()   # cards that may stand for others (a gold badge)
        self._drag_value: bool | None = None  # the state painted by the current drag
        self._drag_last: int | None = None
        self._dragged: list[Card] = []        # the cards the current drag has passed, in order
        self.area = pygame.Rect(0, 0, 0, 0)
        self.card_w = 40
        self.lift = 10
        self.row_offset = 0                   # the lower row's offset below the upper one (0: one row)
        self.rows = 1
        self._xs: list[int] = []
        self._ys: list[int] = []
        self._lifts: list[int] = []

    # content ------------------------------------------------------------------------------
    def set_cards(self, cards: Iterable[Card], marked: Card | None = None,
                  marks: dict[Card, str] | None = None) -> None:
        """New hand contents (after a play, the kitty, a new deal); the selection is kept where possible.
        ``marked`` gets the star; ``marks`` maps other cards to a CardArt mark."""
        new = sort_cards(cards, self.sort_mode, self.order)
        marks = dict(marks or {})
        if new == self.cards and marked == self.marked and marks == self.marks:
            return
        self.cards = new
        self.marked = marked
        self.marks = marks
        self.selected &= set(new)
        if self.cursor is not None:
            self.cursor = min(self.cursor, len(new) - 1) if new else None
        self._drag_value = None
        self._relayout()

    def set_wild(self, cards: Iterable[Card]) -> None:
        """The wild cards of the hand (each drawn with a gold badge)."""
        wild = frozenset(cards)
        if wild != self.wild:
            self.wild = wild
            self._relayout()

    def set_order(self, order: CardOrder) -> None:
        """A new rank order (吃苍蝇's changes with every hand's turned card): re-sort the hand."""
        if order == self.order:
            return
        self.order = order
        self.cards = sort_cards(self.cards, self.sort_mode, order)
        self._relayout()

    def mark_of(self, card: Card) -> str | None:
        """The CardArt mark drawn on ``card`` (None: a plain face)."""
        if card == self.marked:
            return "star"
        return self.marks.get(card)

    def toggle_sort(self) -> None:
        modes = self.sort_modes
        self.sort_mode = modes[(modes.index(self.sort_mode) + 1) % len(modes)] if self.sort_mode in modes else modes[0]
        focus = self.cards[self.cursor] if self.cursor is not None and self.cursor < len(self.cards) else None
        self.cards = sort_cards(self.cards, self.sort_mode, self.order)
        if focus is not None:
            self.cursor = self.cards.index(focus)
        self._relayout()

    # selection ----------------------------------------------------------------------------
    @property
    def selection(self) -> tuple[Card, ...]:
        """The raised cards, in hand order."""
        return tuple(c for c in self.cards if c in self.selected)

    def set_selection(self, cards: Iterable[Card]) -> None:
        self.selected = set(cards) & set(self.cards)

    def clear(self) -> bool:
        changed = bool(self.selected)
        self.selected.clear()
        self._drag_value = None
        return changed

    def toggle(self, index: int) -> None:
        if 0 <= index < len(self.cards):
            card = self.cards[index]
            if card in self.selected:
                self.selected.discard(card)
            else:
                self.selected.add(card)

    # pointer ------------------------------------------------------------------------------
    def press(self, pos: tuple[int, int]) -> bool:
        """Raise or lower the card under ``pos``; starts a drag. False when no card is there."""
        index = self.index_at(pos)
        if index is None:
            return False
        self.toggle(index)
        self._drag_value = self.cards[index] in self.selected
        self._drag_last = index
        self._dragged = [self.cards[index]]
        self.cursor = index
        return True

    def drag(self, pos: tuple[int, int]) -> bool:
        """Paint the drag's choice over every card between the last one and the one under ``pos``."""
        if self._drag_value is None or self._drag_last is None:
            return False
        index = self._column_in_row(pos)
        if index is None or index == self._drag_last:
            return False
        low, high = sorted((index, self._drag_last))
        for i in range(low, high + 1):
            card = self.cards[i]
            if self._drag_value:
                self.selected.add(card)
            else:
                self.selected.discard(card)
            if card not in self._dragged:
                self._dragged.append(card)
        self._drag_last = index
        self.cursor = index
        return True

    def release(self) -> tuple[Card, ...]:
        """The drag ends: the cards it raised, in hand order, when it passed over more than one
        card raising them (a run to tidy, :mod:`scenes.table.smart_select`); else ()."""
        raised = self._drag_value and len(self._dragged) > 1
        painted = tuple(c for c in self.cards if c in self._dragged and c in self.selected) if raised else ()
        self._drag_value = None
        self._drag_last = None
        self._dragged = []
        return painted

    @property
    def dragging(self) -> bool:
        return self._drag_value is not None

    def move(self, pos: tuple[int, int] | None) -> None:
        self.hover = self.index_at(pos) if pos is not None else None

    # keyboard -----------------------------------------------------------------------------
    def move_cursor(self, delta: int) -> None:
        if not self.cards:
            self.cursor = None
            return
        if self.cursor is None:
            self.cursor = 0 if delta > 0 else len(self.cards) - 1
        else:
            self.cursor = max(0, min(len(self.cards) - 1, self.cursor + delta))

    def toggle_cursor(self) -> None:
        if self.cursor is None:
            self.move_cursor(1)
        if self.cursor is not None:
            self.toggle(self.cursor)

    # geometry -----------------------------------------------------------------------------
    def layout(self, area: pygame.Rect, card_w: int, lift: int, row_offset: int = 0) -> None:
        """``area``: the band of the upper row (unraised); ``row_offset``: how far below it the lower
        row lies (0: the hand always keeps to one row, in ``area``)."""
        self.area, self.card_w, self.lift = pygame.Rect(area), card_w, lift
        self.row_offset = row_offset
        self._relayout()

    def _relayout(self) -> None:
        self._xs, self._ys = self._positions(len(self.cards))
        self.rows = self._rows(len(self.cards))
        self._lifts = self._lower_row_lifts()

    def _rows(self, count: int) -> int:
        return rows_for(count, self.card_w, self.area.width, self.min_step) if self.row_offset else 1

    def _positions(self, count: int) -> tuple[list[int], list[int]]:
        """(x, y) of each of ``count`` cards: one row on the lower line, or two rows (the first
        half above, the rest below and in front)."""
        if self._rows(count) == 1:
            xs = fan_positions(count, self.card_w, self.area, HAND_STEP)
            return xs, [self.area.top + self.row_offset] * count
        first = (count + 1) // 2
        xs = (fan_positions(first, self.card_w, self.area, HAND_STEP)
              + fan_positions(count - first, self.card_w, self.area, HAND_STEP))
        ys = [self.area.top] * first + [self.area.top + self.row_offset] * (count - first)
        return xs, ys

    @property
    def card_h(self) -> int:
        return CardArt.size(self.card_w)[1]

    def card_rect(self, index: int) -> pygame.Rect:
        """Where card ``index`` is drawn (raised when selected)."""
        up = self.lift_of(index) if self.cards[index] in self.selected else 0
        return pygame.Rect(self._xs[index], self._ys[index] - up, self.card_w, self.card_h)

    def lift_of(self, index: int) -> int:
        """How far card ``index`` rises when raised: ``lift``, but in the lower of two rows only as
        far as leaves the corner indices of the upper row's cards behind it in view."""
        return self._lifts[index] if index < len(self._lifts) else self.lift

    def index_rect(self, index: int) -> pygame.Rect:
        """The corner index of card ``index`` where it is drawn: rank over suit down its left
        strip (and the mark under them, when it has one)."""
        card = self.cards[index]
        up = self.lift_of(index) if card in self.selected else 0
        share = MARKED_INDEX_SHARE if self.mark_of(card) or card in self.wild else INDEX_SHARE
        return pygame.Rect(self._xs[index], self._ys[index] - up, round(self.card_w * 0.26),
                           round(self.card_h * share))

    def _lower_row_lifts(self) -> list[int]:
        """Each card's lift (see :meth:`lift_of`): the lower row's limited by the lowered upper
        row's indices it would cover (a raised upper card's index only moves further away)."""
        lifts = [self.lift] * len(self.cards)
        if self.rows < 2:
            return lifts
        top = self.area.top
        upper = [i for i, y in enumerate(self._ys) if y == top]
        share = {i: MARKED_INDEX_SHARE if self.mark_of(self.cards[i]) or self.cards[i] in self.wild
                 else INDEX_SHARE for i in upper}
        width = round(self.card_w * 0.26)
        for index, y in enumerate(self._ys):
            if y == top:
                continue
            left, right = self._xs[index], self._xs[index] + self.card_w
            for other in upper:
                if self._xs[other] + width > left and self._xs[other] < right:
                    lifts[index] = min(lifts[index], y - top - round(self.card_h * share[other]))
            lifts[index] = max(0, lifts[index])
        return lifts

    def hit_rect(self, index: int) -> pygame.Rect:
        """Clickable area of a card: where it is drawn plus where it sits when lowered."""
        rest = pygame.Rect(self._xs[index], self._ys[index], self.card_w, self.card_h)
        return self.card_rect(index).union(rest)

    def index_at(self, pos: tuple[int, int] | None) -> int | None:
        """The topmost card under ``pos`` (later cards lie over earlier ones)."""
        if pos is None:
            return None
        for index in range(len(self.cards) - 1, -1, -1):
            if self.hit_rect(index).collidepoint(pos):
                return index
        return None

    def _same_row(self, a: int, b: int) -> bool:
        return 0 <= b < len(self.cards) and self._ys[a] == self._ys[b]

    def visible_width(self, index: int) -> int:
        """How much of card ``index`` shows between it and the next card of its row."""
        nxt = index + 1
        return self._xs[nxt] - self._xs[index] if self._same_row(index, nxt) else self.card_w

    def visible_height(self, index: int) -> int:
        """How much of card ``index`` (lowered) shows above the row in front of it."""
        if self.rows > 1 and self._ys[index] != self._ys[-1]:
            return self.row_offset
        return self.card_h

    def point_of(self, index: int) -> tuple[int, int]:
        """A point on the visible strip of card ``index`` (where a person would click it)."""
        rect = self.card_rect(index)
        down = self.row_offset // 3 if self.rows > 1 else rect.height // 3
        return (rect.x + max(1, self.visible_width(index) // 2), rect.y + max(4, down))

    def column_at(self, x: int) -> int | None:
        """The card of the lower row whose visible strip contains ``x``."""
        if not self.cards:
            return None
        return self._column_in_row((x, self._ys[-1]))

    def _column_in_row(self, pos: tuple[int, int]) -> int | None:
        """The card of the row under ``pos`` (the lower row from its top down) whose strip holds x."""
        if not self.cards:
            return None
        row_ys = sorted(set(self._ys))
        row_y = row_ys[-1] if pos[1] >= row_ys[-1] else row_ys[0]
        indices = [i for i, y in enumerate(self._ys) if y == row_y]
        for index in reversed(indices):
            if pos[0] >= self._xs[index]:
                return index
        return indices[0]

    def bounds(self) -> pygame.Rect:
        """The whole hand as drawn, raised cards included (tests check it stays on screen)."""
        if not self.cards:
            return pygame.Rect(self.area.centerx, self.area.top, 0, 0)
        rect = self.card_rect(0)
        for index in range(1, len(self.cards)):
            rect.union_ip(self.card_rect(index))
        return rect

    # drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, art: CardArt, shown: int | None = None,
             active: bool = True) -> None:
        """Paint the hand; ``shown`` < len(cards) while the deal animation is running."""
        count = len(self.cards) if shown is None else max(0, min(shown, len(self.cards)))
        if count < len(self.cards):
            xs, ys = self._positions(count)
            for i in range(count):
                self._blit_card(surface, art, self.cards[i], xs[i], ys[i])
            return
        shadow = art.shadow(self.card_w)
        dx, dy = art.shadow_offset(self.card_w)
        for index, card in enumerate(self.cards):
            rect = self.card_rect(index)
            surface.blit(shadow, (rect.x + dx, rect.y + dy))
            surface.blit(art.face(card, self.card_w, mark=self.mark_of(card),
                                  highlight=card in self.selected), rect)
            if card in self.wild:
                self._draw_wild(surface, card, rect)
        if self.cursor is not None and self.cursor < len(self.cards) and active and self.show_cursor:
            self._draw_cursor(surface, self.cursor)

    def _blit_card(self, surface, art, card, x, y) -> None:
        dx, dy = art.shadow_offset(self.card_w)
        surface.blit(art.shadow(self.card_w), (x + dx, y + dy))
        surface.blit(art.face(card, self.card_w, mark=self.mark_of(card)), (x, y))
        if card in self.wild:
            self._draw_wild(surface, card, pygame.Rect(x, y, self.card_w, self.card_h))

    def _draw_wild(self, surface: pygame.Surface, card: Card, rect: pygame.Rect) -> None:
        """The wild card's badge, language-free: a gold disc with a dark four-pointed sparkle, in
        the always-visible left strip under the index, where CardArt puts its marks (below the
        mark if the card has one; on a joker below its JOKER letters)."""
        size = max(10, round(self.card_w * 0.24))
        down = 0.8 if card.is_joker else 0.62 if self.mark_of(card) is not None else 0.49
        centre = (rect.x + round(self.card_w * 0.155), rect.y + round(self.card_h * down))
        pygame.draw.circle(surface, WILD_FILL, centre, size // 2 + 1)
        pygame.draw.circle(surface, theme.TEXT_DARK, centre, size // 2 + 1, 1)
        r, w = size * 0.38, size * 0.1
        cx, cy = centre
        star = [(cx, cy - r), (cx + w, cy - w), (cx + r, cy), (cx + w, cy + w),
                (cx, cy + r), (cx - w, cy + w), (cx - r, cy), (cx - w, cy - w)]
        pygame.draw.polygon(surface, theme.TEXT_DARK, star)

    def _draw_cursor(self, surface: pygame.Surface, index: int) -> None:
        """The keyboard's cursor: the card outlined whole (a gold ring on a dark edge, clear on
        any card and on the cloth) and a bar along the strip of it that shows."""
        rect = self.card_rect(index)
        ring = max(3, self.card_w // 24)
        radius = max(4, self.card_w // 10)
        pygame.draw.rect(surface, theme.TEXT_DARK, rect.inflate(2 * ring + 2, 2 * ring + 2), width=ring + 2,
                         border_radius=radius + ring)
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(2 * ring, 2 * ring), width=ring,
                         border_radius=radius + ring)
        strip = pygame.Rect(rect.x, rect.y, max(8, self.visible_width(index)), rect.height)
        bar_h = max(4, self.card_w // 18)
        bottom = strip.y + self.visible_height(index)
        bar = pygame.Rect(strip.x + 3, bottom - bar_h - 3, strip.width - 6, bar_h)
        rounded_rect(surface, bar, theme.ACCENT, bar_h // 2)
