"""The continue list: every game's unfinished match, to resume or to abandon.

Each game keeps one unfinished match (:mod:`scenes.saved_match`); this screen lists them,
the most recently played first, with the hand the player will play and when it was saved in
local time ("今天 14:32"). A row has two buttons, 继续 and 放弃; abandoning asks first. Keys:
↑/↓ choose a row, ←/→ choose between the row's buttons, Enter does it, Backspace abandons,
Esc goes back. When the last match is gone the list closes by itself.
"""
from __future__ import annotations

import sys
import traceback
from typing import TYPE_CHECKING, Any

import pygame

from . import intents as it
from . import theme
from .menu_families import Family, PictureMaker, families
from .menu_widgets import draw_lines, format_when, wrapped
from .saved_match import SavedSummary, clear_saved_match, load_match, saved_matches
from .scene import Scene
from .widgets import Button, draw_panel, draw_text, line_height, rounded_rect

if TYPE_CHECKING:
    from .app import App


def resume_saved(app: "App", variant: str | None = None, *, replace: bool = False) -> bool:
    """Open ``variant``'s saved match (None: the most recent) on its table; a damaged record is
    moved aside and the player told. True when a table opened."""
    match, notice = load_match(app.storage, variant)
    if match is None:
        if notice:
            app.notices.append(notice)
            app.show_notices()
        return False
    from .recent_games import note_played
    from .tables import open_table

    note_played(app.storage, match.variant)
    return open_table(app, match, replace=replace)


def _specs() -> dict[str, Any]:
    try:
        from engine.registry import all_specs

        return {spec.id: spec for spec in all_specs()}
    except Exception:  # noqa: BLE001 - a broken game module must not hide the list
        traceback.print_exc(file=sys.stderr)
        return {}


class ContinueScene(Scene):
    COLUMNS = ("resume", "abandon")

    def __init__(self) -> None:
        super().__init__()
        self.saves: list[SavedSummary] = []
        self.specs: dict[str, Any] = {}
        self.family_of: dict[str, Family] = {}
        self.focus = 0            # a row, or len(saves) for the 返回 button
        self.column = 0           # 0 继续, 1 放弃
        self.offset = 0           # first row shown (more saves than fit: the list scrolls)
        self.visible = 0
        self.rows: list[tuple[pygame.Rect, Button, Button]] = []
        self.back = Button(pygame.Rect(0, 0, 0, 0), "", action="back", hotkey="Esc")
        self.title_y = 0
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.pictures: PictureMaker | None = None

    # lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        self.specs = _specs()
        self.family_of = {spec.id: fam for fam in families(tuple(self.specs.values())) for spec in fam.specs}
        self.pictures = PictureMaker(self.app.art)
        self.refresh()

    def resume(self) -> None:
        """Back from a dialog (a damaged record's notice, an abandon question): with nothing
        left to continue the list closes."""
        self.refresh()
        if not self.saves and self.app is not None and self.app.stack.top is self:
            self.app.stack.pop()

    def refresh(self) -> None:
        if self.app is None:
            return
        self.saves = saved_matches(self.app.storage)
        self.focus = min(self.focus, len(self.saves))
        if not self.saves:
            self.focus = 0
        self.layout(self.app.size)

    # layout ---------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = size
        s = theme.sizes(h)
        col_w = min(w - 6 * s.pad, 60 * s.body)
        left = (w - col_w) // 2
        title_h = int(s.title * 1.2 * 1.5) + line_height(s.body) + s.pad
        row_h = int(line_height(int(s.body * 1.25)) + line_height(s.body) + 2 * s.pad)
        gap = s.pad
        bottom = h - s.pad * 2 - line_height(s.small) - s.button_h - s.pad
        room = bottom - (s.pad * 3 + title_h) - 2 * s.pad
        self.visible = max(1, min(len(self.saves), (room + gap) // (row_h + gap))) if self.saves else 0
        list_h = self.visible * (row_h + gap) - gap if self.saves else line_height(s.body) * 2
        block = title_h + s.pad + list_h + 2 * s.pad + s.button_h
        self.title_y = max(s.pad * 2, (h - line_height(s.small) - block) // 2)
        top = self.title_y + title_h + s.pad
        self.list_rect = pygame.Rect(left, top, col_w, list_h)
        self._scroll_to_focus()
        bw = max(7 * s.body, max(_text_w(tr("menu.resume"), s.body), _text_w(tr("menu.abandon"), s.body)) + 3 * s.pad)
        self.rows = []
        for i in range(self.visible):
            rect = pygame.Rect(left, top + i * (row_h + gap), col_w, row_h)
            by = rect.centery - s.button_h // 2
            abandon = Button(pygame.Rect(rect.right - s.pad * 2 - bw, by, bw, s.button_h), tr("menu.abandon"),
                             action="abandon")
            resume = Button(pygame.Rect(abandon.rect.x - s.pad - bw, by, bw, s.button_h), tr("menu.resume"),
                            action="resume", primary=True)
            self.rows.append((rect, resume, abandon))
        back_w = max(9 * s.body, _text_w(tr("menu.back"), s.body) + 5 * s.pad)
        self.back = Button(pygame.Rect((w - back_w) // 2, self.list_rect.bottom + 2 * s.pad, back_w, s.button_h),
                           tr("menu.back"), action="back", hotkey="Esc")
        self._sync()

    def _scroll_to_focus(self) -> None:
        if self.focus < len(self.saves):
            if self.focus < self.offset:
                self.offset = self.focus
            elif self.focus >= self.offset + self.visible:
                self.offset = self.focus - self.visible + 1
        self.offset = max(0, min(self.offset, len(self.saves) - self.visible))

    def _sync(self) -> None:
        for i, (_rect, resume, abandon) in enumerate(self.rows):
            index = self.offset + i
            resume.primary = index == self.focus      # one accent button: the focused row's 继续
            resume.focused = index == self.focus and self.column == 0
            abandon.focused = index == self.focus and self.column == 1
        self.back.focused = self.focus == len(self.saves)

    # input ----------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None:
            return False
        kind = intent.kind
        if kind == it.MOVE:
            for _rect, resume, abandon in self.rows:
                resume.on_move(intent.pos)
                abandon.on_move(intent.pos)
            self.back.on_move(intent.pos)
            return True
        if kind == it.PRESS:
            for i, (_rect, resume, abandon) in enumerate(self.rows):
                for column, button in enumerate((resume, abandon)):
                    if button.hit(intent.pos):
                        self.focus, self.column = self.offset + i, column
                        self._act(button.action, self.offset + i)
                        return True
            if self.back.hit(intent.pos):
                self.app.stack.pop()
            return True
        if kind == it.WHEEL:
            self.offset = max(0, min(len(self.saves) - self.visible, self.offset - intent.amount))
            self.layout(self.app.size)
            return True
        if kind in (it.UP, it.DOWN):
            count = len(self.saves) + 1
            self.focus = (self.focus + (-1 if kind == it.UP else 1)) % count
            self.layout(self.app.size)
            return True
        if kind in (it.LEFT, it.RIGHT):
            self.column = 0 if kind == it.LEFT else 1
            self._sync()
            return True
        if kind in (it.CLEAR, it.DELETE) and self.focus < len(self.saves):
            self._act("abandon", self.focus)
            return True
        if kind == it.CONFIRM:
            if self.focus >= len(self.saves):
                self.app.stack.pop()
            else:
                self._act(self.COLUMNS[self.column], self.focus)
            return True
        if kind in (it.BACK, it.ALT_PRESS):
            self.app.stack.pop()
            return True
        return False

    def _act(self, action: str, index: int) -> None:
        if not 0 <= index < len(self.saves):
            return
        saved = self.saves[index]
        if action == "resume":
            if not resume_saved(self.app, saved.variant, replace=True):
                self.refresh()
        elif action == "abandon":
            from .dialog import ConfirmDialog

            def abandon() -> None:
                clear_saved_match(self.app.storage, saved.variant)
                self.refresh()
                if not self.saves and self.app.stack.top is self:
                    self.app.stack.pop()

            self.app.stack.push(ConfirmDialog("menu.abandon_confirm", abandon,
                                              params={"game": self._name(saved.variant), "hand": saved.hand},
                                              yes_key="menu.abandon"))

    def _name(self, variant: str) -> str:
        spec = self.specs.get(variant)
        return self.app.tr.game_name(spec) if spec is not None else variant

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = surface.get_size()
        s = theme.sizes(h)
        surface.blit(theme.felt((w, h)), (0, 0))
        title = int(s.title * 1.2)
        draw_text(surface, tr("menu.continue_title"), (w // 2, self.title_y), title, theme.TEXT, bold=True,
                  anchor="midtop", max_width=w - 4 * s.pad)
        draw_text(surface, tr("menu.continue_hint"), (w // 2, self.title_y + int(title * 1.5)), s.body,
                  theme.TEXT_DIM, anchor="midtop", max_width=w - 4 * s.pad)
        if not self.saves:
            draw_text(surface, tr("menu.none_saved"), self.list_rect.center, s.body, theme.TEXT_DIM,
                      anchor="center", max_width=self.list_rect.width)
        for i, (rect, resume, abandon) in enumerate(self.rows):
            index = self.offset + i
            if index >= len(self.saves):
                break
            self._draw_row(surface, s, self.saves[index], rect, resume, abandon, index == self.focus)
        if self.offset > 0:
            _draw_arrow(surface, (self.list_rect.centerx, self.list_rect.top - s.pad), s.pad, up=True)
        if self.offset + self.visible < len(self.saves):
            _draw_arrow(surface, (self.list_rect.centerx, self.list_rect.bottom + s.pad // 2), s.pad, up=False)
        self.back.draw(surface)
        draw_text(surface, tr("menu.continue_keys"), (w // 2, h - s.pad), s.small, theme.TEXT_DIM,
                  anchor="midbottom", max_width=w - 2 * s.pad)

    def _draw_row(self, surface: pygame.Surface, s: theme.Sizes, saved: SavedSummary, rect: pygame.Rect,
                  resume: Button, abandon: Button, focused: bool) -> None:
        tr = self.app.tr
        draw_panel(surface, rect, radius=s.radius * 2, border=theme.ACCENT if focused else theme.PANEL_BORDER)
        if focused:
            rounded_rect(surface, rect, (0, 0, 0, 0), s.radius * 2, theme.ACCENT, 2)
        pic_h = rect.height - s.pad
        pic_w = int(pic_h * 1.3)
        family = self.family_of.get(saved.variant)
        if family is not None and self.pictures is not None:
            image = self.pictures.picture(family.picture, (pic_w, pic_h))
            surface.blit(image, image.get_rect(midleft=(rect.x + s.pad, rect.centery)))
        x = rect.x + s.pad * 2 + pic_w
        width = resume.rect.x - s.pad * 2 - x
        name_size = int(s.body * 1.25)
        when = format_when(tr, saved.saved_at)
        detail = tr("menu.hand_when", hand=saved.hand, when=when) if when else tr("menu.hand_only", hand=saved.hand)
        name_lines = wrapped(self._name(saved.variant), name_size, width, 1, bold=True)
        detail_lines = wrapped(detail, s.body, width, 1)
        total = line_height(name_size) + line_height(s.body)
        y = rect.centery - total // 2
        draw_lines(surface, name_lines, (x, y), name_size, theme.ACCENT if focused else theme.TEXT, bold=True,
                   width=width)
        draw_lines(surface, detail_lines, (x, y + line_height(name_size)), s.body, theme.TEXT_DIM, width=width)
        resume.draw(surface)
        abandon.draw(surface)


def _text_w(text: str, size: int) -> int:
    from .widgets import render

    return render(text, size, theme.TEXT).get_width()


def _draw_arrow(surface: pygame.Surface, centre: tuple[int, int], size: int, up: bool) -> None:
    cx, cy = centre
    r = max(4, size // 2)
    points = [(cx - r, cy + r // 2), (cx + r, cy + r // 2), (cx, cy - r // 2)] if up else \
        [(cx - r, cy - r // 2), (cx + r, cy - r // 2), (cx, cy + r // 2)]
    pygame.draw.polygon(surface, theme.TEXT_DIM, points)
