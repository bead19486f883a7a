"""A game family's variants: what sets each apart, then its setup screen.

Opened from a family tile of the main menu when the family has more than one variant
(斗地主 and 癞子斗地主, the three 升级, the five 四川麻将 …). Each variant is a card with its
name, its summary (``GameSpec.summary_*``: what sets it apart), its player count and marks
for the variant played last and for an unfinished match. Enter (or a click) opens the
variant's setup screen; 规则 opens the rules book at the focused variant when the program has
one (:func:`rules_available`); Esc goes back.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from . import intents as it
from . import theme
from .menu_families import Family, PictureMaker, seat_text
from .menu_widgets import draw_lines, draw_pill, pill_size, wrapped
from .recent_games import recent_games
from .saved_match import SavedSummary, saved_matches
from .scene import Scene
from .widgets import Button, draw_text, line_height, rounded_rect

if TYPE_CHECKING:
    from .app import App

#: Most lines of a variant's summary (more are cut with "…", which the menu tests forbid).
SUMMARY_LINES = 3


def open_rules(app: "App", variant: str | None = None, options: dict | None = None) -> bool:
    """Open the rules book at ``variant`` (None: its contents). Imported on first use, so showing
    the menu never loads the book's pages."""
    from .rules_book.scene import open_rules as open_book

    open_book(app, variant=variant, options=options)
    return True


class FamilyScene(Scene):
    def __init__(self, family: Family) -> None:
        super().__init__()
        self.family = family
        self.specs = tuple(family.specs)
        self.saves: dict[str, SavedSummary] = {}
        self.last_played: str | None = None
        self.focus = 0                     # a variant, or len(specs) + i for button i
        self.chosen = 0                    # the variant focused last
        self.hover: int | None = None
        self.cards: list[pygame.Rect] = []
        self.buttons: list[Button] = []
        self.pictures: PictureMaker | None = None
        self.header = pygame.Rect(0, 0, 0, 0)
        self.picture_rect = pygame.Rect(0, 0, 0, 0)
        self.summary_lines: list[list[str]] = []
        self.name_size = 0

    # lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        self.pictures = PictureMaker(self.app.art)
        self.refresh()
        ids = [spec.id for spec in self.specs]
        if self.last_played in ids:
            self.focus = ids.index(self.last_played)
        self.layout(self.app.size)

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        if self.app is None:
            return
        ids = {spec.id for spec in self.specs}
        self.saves = {s.variant: s for s in saved_matches(self.app.storage) if s.variant in ids}
        self.last_played = next((v for v in recent_games(self.app.storage) if v in ids), None)
        self.layout(self.app.size)

    # layout ---------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = size
        s = theme.sizes(h)
        col_w = min(w - 6 * s.pad, 64 * s.body)
        left = (w - col_w) // 2
        # the header: the family's picture, name and line
        head_h = max(int(h * 0.17), line_height(s.title) + 2 * line_height(s.body))
        top = max(s.pad * 2, int(h * 0.04))
        pic_w = int(head_h * 1.45)
        # the variant cards: each as tall as its summary needs
        self.name_size = int(s.body * 1.25)
        text_w = self._text_width(col_w, s)
        self.summary_lines = [wrapped(tr.game_summary(spec), s.body, text_w, SUMMARY_LINES) for spec in self.specs]
        gap = s.pad
        heights = [line_height(self.name_size) + len(lines) * line_height(s.body) + 2 * s.pad
                   for lines in self.summary_lines]
        keys_h = s.pad * 2 + line_height(s.small)
        room = h - keys_h - top - head_h - 2 * s.pad - 2 * s.pad - s.button_h
        total = sum(heights) + gap * (len(heights) - 1)
        if total > room:   # tight: close the gaps
            gap = max(4, (room - sum(heights)) // max(1, len(heights) - 1))
            total = sum(heights) + gap * (len(heights) - 1)
        # the whole block (header, cards, buttons) sits a little above the middle
        block = head_h + 2 * s.pad + total + 2 * s.pad + s.button_h
        top = max(top, (h - keys_h - block) // 2)
        self.header = pygame.Rect(left, top, col_w, head_h)
        self.picture_rect = pygame.Rect(left, top, pic_w, head_h)
        y = self.header.bottom + 2 * s.pad
        self.cards = []
        for height in heights:
            self.cards.append(pygame.Rect(left, y, col_w, height))
            y += height + gap
        # the buttons: 返回 · 规则 … 选择
        by = y - gap + 2 * s.pad
        bw = max(9 * s.body, max(_text_w(tr(k), s.body) for k in ("menu.back", "menu.rules", "menu.choose"))
                 + 5 * s.pad)
        self.buttons = [Button(pygame.Rect(left, by, bw, s.button_h), tr("menu.back"), action="back",
                               hotkey="Esc")]
        self.buttons.append(Button(pygame.Rect(left + bw + s.pad * 2, by, bw, s.button_h), tr("menu.rules"),
                                   action="rules"))
        self.buttons.append(Button(pygame.Rect(left + col_w - bw, by, bw, s.button_h), tr("menu.choose"),
                                   action="choose", primary=True, hotkey="Enter"))
        self.focus = min(self.focus, len(self.specs) + len(self.buttons) - 1)
        self._sync()

    def _players_width(self, s: theme.Sizes) -> int:
        tr = self.app.tr
        return max(pill_size(tr("menu.players", count=seat_text(spec.seats)), s.small)[0] for spec in self.specs)

    def _mark(self, spec: Any) -> tuple[str, tuple, tuple] | None:
        """The mark after a variant's name: its unfinished match, or that it was played last."""
        tr = self.app.tr
        saved = self.saves.get(spec.id)
        if saved is not None:
            return tr("menu.saved_hand", hand=saved.hand), theme.TEXT_DARK, theme.ACCENT
        if spec.id == self.last_played:
            return tr("menu.last_played"), theme.TEXT_DARK, (220, 228, 214)
        return None

    def _text_width(self, col_w: int, s: theme.Sizes) -> int:
        return col_w - 6 * s.pad - self._players_width(s)

    def _sync(self) -> None:
        if 0 <= self.focus < len(self.specs):
            self.chosen = self.focus      # what 选择 and 规则 act on once the focus is on them
        for i, button in enumerate(self.buttons):
            button.focused = self.focus == len(self.specs) + i

    # input ----------------------------------------------------------------------------------
    def _at(self, pos: tuple[int, int] | None) -> int | None:
        if pos is None:
            return None
        for i, rect in enumerate(self.cards):
            if rect.collidepoint(pos):
                return i
        for i, button in enumerate(self.buttons):
            if button.hit(pos):
                return len(self.specs) + i
        return None

    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None:
            return False
        kind = intent.kind
        if kind == it.MOVE:
            self.hover = self._at(intent.pos)
            for button in self.buttons:
                button.on_move(intent.pos)
            if self.hover is not None and self.hover < len(self.specs):
                self.focus = self.hover
                self._sync()
            return True
        if kind == it.PRESS:
            index = self._at(intent.pos)
            if index is not None:
                self.focus = index
                self._sync()
                self.activate(index)
            return True
        count = len(self.specs) + len(self.buttons)
        if kind in (it.UP, it.DOWN):
            if self.focus >= len(self.specs):   # from the buttons: up to the last variant, down wraps
                self.focus = len(self.specs) - 1 if kind == it.UP else 0
            else:
                self.focus += -1 if kind == it.UP else 1
                if self.focus < 0:
                    self.focus = count - 1
                elif self.focus >= len(self.specs):
                    self.focus = count - 1      # down from the last variant: the primary button
            self._sync()
            return True
        if kind in (it.LEFT, it.RIGHT):
            if self.focus >= len(self.specs):
                button = self.focus - len(self.specs) + (-1 if kind == it.LEFT else 1)
                self.focus = len(self.specs) + button % len(self.buttons)
                self._sync()
            return True
        if kind == it.CONFIRM:
            self.activate(self.focus)
            return True
        if kind in (it.BACK, it.ALT_PRESS):
            self.app.stack.pop()
            return True
        return False

    def chosen_spec(self) -> Any:
        """The variant the focus is on, or the one focused last (for the buttons)."""
        return self.specs[self.chosen if 0 <= self.chosen < len(self.specs) else 0]

    def activate(self, index: int) -> None:
        if index < len(self.specs):
            self.chosen = index
            self.open_setup(self.specs[index])
            return
        action = self.buttons[index - len(self.specs)].action if index - len(self.specs) < len(self.buttons) else None
        if action == "back":
            self.app.stack.pop()
        elif action == "rules":
            self.open_rules()
        elif action == "choose":
            self.open_setup(self.chosen_spec())

    def open_setup(self, spec: Any) -> None:
        from .setup import SetupScene

        self.app.stack.push(SetupScene(spec))

    def open_rules(self) -> bool:
        """The rules book at the chosen variant (the 规则 button; a place for later entries too)."""
        return open_rules(self.app, self.chosen_spec().id)

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = surface.get_size()
        s = theme.sizes(h)
        surface.blit(theme.felt((w, h)), (0, 0))
        # header
        if self.pictures is not None:
            image = self.pictures.picture(self.family.picture, self.picture_rect.size)
            surface.blit(image, self.picture_rect)
        x = self.picture_rect.right + s.pad * 2
        width = self.header.right - x
        title = int(s.title * 1.2)
        desc_lines = wrapped(self.family.description(tr), s.body, width, 2)
        meta = " · ".join((tr("menu.players", count=seat_text(self.family.seats)),
                           tr("menu.variants", count=len(self.specs))))
        block = line_height(title) + line_height(s.small) + len(desc_lines) * line_height(s.body)
        y = self.header.centery - block // 2
        draw_text(surface, self.family.name(tr), (x, y + line_height(title) // 2), title, theme.TEXT, bold=True,
                  anchor="midleft", max_width=width)
        y += line_height(title)
        draw_lines(surface, desc_lines, (x, y), s.body, theme.TEXT, width=width)
        y += len(desc_lines) * line_height(s.body)
        draw_text(surface, meta, (x, y + line_height(s.small) // 2), s.small, theme.TEXT_DIM, anchor="midleft",
                  max_width=width)
        # variants
        for i, (spec, rect) in enumerate(zip(self.specs, self.cards)):
            self._draw_card(surface, s, spec, rect, self.summary_lines[i], i == self.focus, i == self.hover)
        for button in self.buttons:
            button.draw(surface)
        draw_text(surface, tr("menu.family_keys"), (w // 2, h - s.pad), s.small, theme.TEXT_DIM, anchor="midbottom",
                  max_width=w - 2 * s.pad)

    def _draw_card(self, surface: pygame.Surface, s: theme.Sizes, spec: Any, rect: pygame.Rect,
                   lines: list[str], focused: bool, hovered: bool) -> None:
        tr = self.app.tr
        fill = theme.CONTROL_HOVER if (focused or hovered) else theme.CONTROL
        rounded_rect(surface, rect, fill, s.radius * 2, theme.ACCENT if focused else theme.CONTROL_BORDER,
                     2 if focused else 1)
        if focused:
            bar = pygame.Rect(rect.x + 3, rect.y + s.pad, 4, rect.height - 2 * s.pad)
            rounded_rect(surface, bar, theme.ACCENT, 2)
        # the player count on the right, the mark after the name
        draw_pill(surface, tr("menu.players", count=seat_text(spec.seats)), (rect.right - s.pad * 2, rect.centery),
                  s.small, anchor="midright")
        x = rect.x + s.pad * 2
        width = self._text_width(rect.width, s)
        y = rect.y + s.pad
        mark = self._mark(spec)
        mark_w = pill_size(mark[0], s.small)[0] + s.pad if mark is not None else 0
        name_w = min(_text_w(tr.game_name(spec), self.name_size, bold=True), max(width // 2, width - mark_w))
        draw_text(surface, tr.game_name(spec), (x, y + line_height(self.name_size) // 2), self.name_size,
                  theme.ACCENT if focused else theme.TEXT, bold=True, anchor="midleft", max_width=name_w)
        if mark is not None:
            text, colour, fill_colour = mark
            draw_pill(surface, text, (x + name_w + s.pad, y + line_height(self.name_size) // 2), s.small,
                      colour=colour, fill=fill_colour, border=None, anchor="midleft")
        y += line_height(self.name_size)
        draw_lines(surface, lines, (x, y), s.body, theme.TEXT_DIM, width=width)


def _text_w(text: str, size: int, bold: bool = False) -> int:
    from .widgets import render

    return render(text, size, theme.TEXT, bold).get_width()
