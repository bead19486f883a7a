"""牌局回放: the finished hands kept (:mod:`scenes.replays_store`), to watch again.

Each row is one hand, the most recently finished first: the game's picture, its name and the
hand's number in its match, when it ended ("今天 14:32") and who played, then how it went for
the person at the table (赢 +6 / 输 −3; with nobody at the table, the winner) and a 回放 button.
←/→ narrow the list to one game (全部玩法 first); ↑/↓ choose a row, Enter watches it, Esc goes
back; the wheel scrolls. Reached from the main menu, the statistics screen (and, for the hand
just played, every result panel's 回放).

The filter's last choice, 打开文件, lists the files of shared hands in the data folder's
``exports/`` (:mod:`scenes.replay.share`) the same way, newest first; opening one that does not
read says why and moves it aside.
"""
from __future__ import annotations

import sys
import traceback
from typing import Any

import pygame

from .. import intents as it
from .. import theme
from ..menu_families import Family, PictureMaker, families
from ..menu_widgets import draw_lines, format_when, wrapped
from ..people import shown_name
from ..replays_store import LIMIT, KeptHand, hand_to_replay, kept_hands
from ..scene import Scene
from ..widgets import Button, draw_panel, draw_text, line_height, render, rounded_rect
from .share import SharedFile, open_shared, shared_files

#: The filter's choice that lists the shared hands' files (no game id has a colon).
FILES = ":files"
WIN_COLOUR = theme.ACCENT
LOSS_COLOUR = (150, 186, 214)


def _specs() -> dict[str, Any]:
    try:
        from engine.registry import all_specs

        return {spec.id: spec for spec in all_specs()}
    except Exception:  # noqa: BLE001 - a broken game module must not hide the list
        traceback.print_exc(file=sys.stderr)
        return {}


class ReplayListScene(Scene):
    def __init__(self, variant: str | None = None) -> None:
        super().__init__()
        self.every: list[KeptHand] = []
        self.hands: list[KeptHand | SharedFile] = []     # the rows: kept hands, or files in 打开文件
        self.games: list[str | None] = [None]       # the filter's choices: all, then each game kept
        self.game = 0
        self.wanted = variant
        self.specs: dict[str, Any] = {}
        self.family_of: dict[str, Family] = {}
        self.focus = 0            # a row, or len(hands) for 返回
        self.offset = 0
        self.visible = 0
        self.rows: list[tuple[pygame.Rect, Button]] = []
        self.back = Button(pygame.Rect(0, 0, 0, 0), "", action="back", hotkey="Esc")
        self.filter_rect = pygame.Rect(0, 0, 0, 0)
        self.arrows: tuple[pygame.Rect, pygame.Rect] = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))
        self.title_y = 0
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.pictures: PictureMaker | None = None

    # lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        self.specs = _specs()
        self.family_of = {spec.id: fam for fam in families(tuple(self.specs.values())) for spec in fam.specs}
        self.pictures = PictureMaker(self.app.art)
        self.refresh()
        self.app.show_notices()          # a damaged file of kept hands was moved aside

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        if self.app is None:
            return
        self.every = kept_hands(self.app.storage)
        order = [spec_id for spec_id in self.specs if any(h.variant == spec_id for h in self.every)]
        order += sorted({h.variant for h in self.every} - set(order))
        current = self.games[self.game] if 0 <= self.game < len(self.games) else None
        self.games = [None, *order, FILES]
        if self.wanted is not None:
            current, self.wanted = self.wanted, None
        self.game = self.games.index(current) if current in self.games else 0
        self._filter()

    def _filter(self) -> None:
        variant = self.games[self.game]
        if variant == FILES:
            self.hands = shared_files(self.app.storage) if self.app is not None else []
        else:
            self.hands = [h for h in self.every if variant is None or h.variant == variant]
        self.focus = min(self.focus, len(self.hands))
        if self.app is not None:
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
        title_h = int(s.title * 1.2 * 1.5) + line_height(s.body) + s.pad
        filter_h = s.button_h
        row_h = int(line_height(int(s.body * 1.2)) + line_height(s.body) + 2 * s.pad)
        gap = s.pad
        bottom = h - s.pad * 2 - line_height(s.small) - s.button_h - s.pad
        room = bottom - (s.pad * 3 + title_h + filter_h + s.pad) - 2 * s.pad
        self.visible = max(1, min(len(self.hands), (room + gap) // (row_h + gap))) if self.hands else 0
        list_h = self.visible * (row_h + gap) - gap if self.hands else line_height(s.body) * 3
        block = title_h + filter_h + 2 * s.pad + list_h + 2 * s.pad + s.button_h
        self.title_y = max(s.pad * 2, (h - line_height(s.small) - block) // 2)
        filter_w = min(col_w, max(24 * s.body, self._widest_filter(s) + 2 * s.button_h + 4 * s.pad))
        self.filter_rect = pygame.Rect((w - filter_w) // 2, self.title_y + title_h, filter_w, filter_h)
        self.arrows = (pygame.Rect(self.filter_rect.x, self.filter_rect.y, s.button_h, s.button_h),
                       pygame.Rect(self.filter_rect.right - s.button_h, self.filter_rect.y, s.button_h, s.button_h))
        top = self.filter_rect.bottom + 2 * s.pad
        self.list_rect = pygame.Rect(left, top, col_w, list_h)
        self._scroll_to_focus()
        bw = max(7 * s.body, render(tr(self._open_key()), s.body).get_width() + 3 * s.pad)
        self.rows = []
        for i in range(self.visible):
            rect = pygame.Rect(left, top + i * (row_h + gap), col_w, row_h)
            button = Button(pygame.Rect(rect.right - s.pad * 2 - bw, rect.centery - s.button_h // 2, bw, s.button_h),
                            tr(self._open_key()), action="open")
            self.rows.append((rect, button))
        back_w = max(9 * s.body, render(tr("menu.replays.back"), s.body).get_width() + 5 * s.pad)
        self.back = Button(pygame.Rect((w - back_w) // 2, self.list_rect.bottom + 2 * s.pad, back_w, s.button_h),
                           tr("menu.replays.back"), action="back", hotkey="Esc")
        self._sync()

    def showing_files(self) -> bool:
        return 0 <= self.game < len(self.games) and self.games[self.game] == FILES

    def _open_key(self) -> str:
        return "menu.replays.file_open" if self.showing_files() else "menu.replays.open"

    def _widest_filter(self, s: theme.Sizes) -> int:
        return max(render(self._filter_text(i), s.body, bold=True).get_width() for i in range(len(self.games)))

    def _filter_text(self, index: int) -> str:
        tr = self.app.tr
        variant = self.games[index]
        if variant == FILES:
            return tr("menu.replays.files")
        return tr("menu.replays.all") if variant is None else tr("menu.replays.filter", game=self._name(variant))

    def _scroll_to_focus(self) -> None:
        if self.focus < len(self.hands):
            if self.focus < self.offset:
                self.offset = self.focus
            elif self.focus >= self.offset + self.visible:
                self.offset = self.focus - self.visible + 1
        self.offset = max(0, min(self.offset, len(self.hands) - self.visible))

    def _sync(self) -> None:
        for i, (_rect, button) in enumerate(self.rows):
            index = self.offset + i
            button.primary = index == self.focus
            button.focused = index == self.focus
        self.back.focused = self.focus == len(self.hands)

    # input ----------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.app is None:
            return False
        kind = intent.kind
        if kind == it.MOVE:
            for _rect, button in self.rows:
                button.on_move(intent.pos)
            self.back.on_move(intent.pos)
            return True
        if kind == it.PRESS:
            return self._press(intent.pos)
        if kind == it.WHEEL:
            self.offset = max(0, min(len(self.hands) - self.visible, self.offset - intent.amount))
            self.layout(self.app.size)
            return True
        if kind in (it.UP, it.DOWN):
            self.focus = (self.focus + (-1 if kind == it.UP else 1)) % (len(self.hands) + 1)
            self.layout(self.app.size)
            return True
        if kind in (it.LEFT, it.RIGHT):
            self.game = (self.game + (-1 if kind == it.LEFT else 1)) % len(self.games)
            self.focus = self.offset = 0
            self._filter()
            return True
        if kind == it.CONFIRM:
            if self.focus >= len(self.hands):
                self.app.stack.pop()
            else:
                self.watch(self.focus)
            return True
        if kind in (it.BACK, it.ALT_PRESS):
            self.app.stack.pop()
            return True
        return False

    def _press(self, pos) -> bool:
        for i, (rect, _button) in enumerate(self.rows):
            if rect.collidepoint(pos) and self.offset + i < len(self.hands):
                self.focus = self.offset + i
                self.watch(self.focus)
                return True
        if self.arrows[0].collidepoint(pos) or self.arrows[1].collidepoint(pos):
            return self.handle_intent(it.Intent(it.LEFT if self.arrows[0].collidepoint(pos) else it.RIGHT))
        if self.back.hit(pos):
            self.app.stack.pop()
        return True

    def watch(self, index: int) -> bool:
        """Open the replay of row ``index`` (a hand that cannot be replayed says so and leaves the list)."""
        from .table import open_replay

        if not 0 <= index < len(self.hands):
            return False
        if isinstance(self.hands[index], SharedFile):
            return self.open_file(self.hands[index].name)
        hand = hand_to_replay(self.app.storage, self.hands[index])
        if hand is None:
            self.refresh()
            return False
        return open_replay(self.app, hand) is not None

    def open_file(self, name: str) -> bool:
        """Open a shared hand's file of ``exports/``; one that does not read is moved aside and the
        person told why (the list then shows the folder as it is)."""
        from .table import open_replay

        hand = open_shared(self.app.storage, name)
        if hand is None:
            self.refresh()
            self.app.show_notices()
            return False
        return open_replay(self.app, hand) is not None

    # what a row says -----------------------------------------------------------------------
    def _name(self, variant: str) -> str:
        spec = self.specs.get(variant)
        return self.app.tr.game_name(spec) if spec is not None else variant

    def players_text(self, hand: KeptHand) -> str:
        """The people by name (你 for a sole unnamed one), then how many computer players."""
        tr = self.app.tr
        people = [p for p in hand.players if p.kind == "human"]
        names = []
        for player in people:
            name = shown_name(player.name, tr) if player.name else ""
            names.append(name or (tr("menu.replays.you") if len(people) == 1 else "?"))
        bots = len(hand.players) - len(people)
        if bots:
            names.append(tr("menu.replays.computers" if bots == 1 else "menu.replays.computers_many", count=bots))
        return "、".join(names) if tr.language == "zh" else ", ".join(names)

    def result_text(self, hand: KeptHand) -> tuple[str, tuple]:
        """How the hand went for the first person at the table (else for the best placed seat)."""
        tr = self.app.tr
        seat = next((i for i, p in enumerate(hand.players) if p.kind == "human"), None)
        if seat is None or seat >= len(hand.deltas):
            best = max(range(len(hand.deltas)), key=lambda i: hand.deltas[i]) if hand.deltas else 0
            delta = hand.deltas[best] if hand.deltas else 0
            return tr("menu.replays.first_out", name=tr("table.seat.n", n=best + 1), delta=f"{delta:+d}"), theme.TEXT
        outcome, delta = hand.outcomes[seat], hand.deltas[seat]
        colour = WIN_COLOUR if outcome == "won" else LOSS_COLOUR if outcome == "lost" else theme.TEXT
        return tr(f"menu.replays.{outcome}", delta=f"{delta:+d}"), colour

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.app is None:
            return
        tr = self.app.tr
        w, h = surface.get_size()
        s = theme.sizes(h)
        surface.blit(theme.felt((w, h)), (0, 0))
        title = int(s.title * 1.2)
        draw_text(surface, tr("menu.replays.title"), (w // 2, self.title_y), title, theme.TEXT, bold=True,
                  anchor="midtop", max_width=w - 4 * s.pad)
        subtitle = (tr("menu.replays.files_folder", folder=str(self.app.storage.folder / "exports"))
                    if self.showing_files() else tr("menu.replays.subtitle", limit=LIMIT))
        draw_text(surface, subtitle, (w // 2, self.title_y + int(title * 1.5)),
                  s.body, theme.TEXT_DIM, anchor="midtop", max_width=w - 4 * s.pad)
        self._draw_filter(surface, s)
        if not self.hands:
            empty = tr("menu.replays.files_none" if self.showing_files() else "menu.replays.none")
            for i, line in enumerate(wrapped(empty, s.body, self.list_rect.width, 3)):
                draw_text(surface, line, (self.list_rect.centerx, self.list_rect.y + i * line_height(s.body)),
                          s.body, theme.TEXT_DIM, anchor="midtop", max_width=self.list_rect.width)
        for i, (rect, button) in enumerate(self.rows):
            index = self.offset + i
            if index >= len(self.hands):
                break
            self._draw_row(surface, s, self.hands[index], rect, button, index == self.focus)
        if self.offset > 0:
            _arrow(surface, (self.list_rect.centerx, self.list_rect.top - s.pad), s.pad, up=True)
        if self.offset + self.visible < len(self.hands):
            _arrow(surface, (self.list_rect.centerx, self.list_rect.bottom + s.pad // 2), s.pad, up=False)
        self.back.draw(surface)
        draw_text(surface, tr("menu.replays.keys"), (w // 2, h - s.pad), s.small, theme.TEXT_DIM,
                  anchor="midbottom", max_width=w - 2 * s.pad)

    def _draw_filter(self, surface, s: theme.Sizes) -> None:
        rect = self.filter_rect
        rounded_rect(surface, rect, theme.CONTROL, rect.height // 2, theme.CONTROL_BORDER)
        for arrow, left in zip(self.arrows, (True, False)):
            cx, cy = arrow.center
            r = max(4, arrow.height // 6)
            points = [(cx + r // 2, cy - r), (cx + r // 2, cy + r), (cx - r, cy)] if left else \
                [(cx - r // 2, cy - r), (cx - r // 2, cy + r), (cx + r, cy)]
            pygame.draw.polygon(surface, theme.TEXT if len(self.games) > 1 else theme.DISABLED_TEXT, points)
        draw_text(surface, self._filter_text(self.game), rect.center, s.body, theme.TEXT, bold=True, anchor="center",
                  max_width=rect.width - 2 * self.arrows[0].width)

    def _draw_row(self, surface, s: theme.Sizes, hand: KeptHand | SharedFile, rect: pygame.Rect, button: Button,
                  focused: bool) -> None:
        tr = self.app.tr
        file_name = None
        if isinstance(hand, SharedFile):
            file_name, hand = hand.name, hand.hand
            if hand is None:
                self._draw_unread(surface, s, file_name, rect, button, focused)
                return
        draw_panel(surface, rect, radius=s.radius * 2, border=theme.ACCENT if focused else theme.PANEL_BORDER)
        if focused:
            rounded_rect(surface, rect, (0, 0, 0, 0), s.radius * 2, theme.ACCENT, 2)
        pic_h = rect.height - s.pad
        pic_w = int(pic_h * 1.3)
        family = self.family_of.get(hand.variant)
        if family is not None and self.pictures is not None:
            image = self.pictures.picture(family.picture, (pic_w, pic_h))
            surface.blit(image, image.get_rect(midleft=(rect.x + s.pad, rect.centery)))
        result, colour = self.result_text(hand)
        result_size = round(s.body * 1.15)
        result_w = max(render(result, result_size, bold=True).get_width(), 5 * s.body)
        result_x = button.rect.x - s.pad * 2
        x = rect.x + s.pad * 2 + pic_w
        width = result_x - result_w - s.pad * 2 - x
        name_size = int(s.body * 1.2)
        name = f"{self._name(hand.variant)} · {tr('menu.replays.hand', n=hand.hand_no)}"
        when = format_when(tr, hand.finished_at)
        detail = " · ".join(part for part in (when, self.players_text(hand)) if part)
        if file_name is not None:           # when, and the file (who played is in the replay)
            detail = " · ".join(part for part in (when, file_name) if part)
        total = line_height(name_size) + line_height(s.body)
        y = rect.centery - total // 2
        draw_lines(surface, wrapped(name, name_size, width, 1, bold=True), (x, y), name_size,
                   theme.ACCENT if focused else theme.TEXT, bold=True, width=width)
        draw_lines(surface, wrapped(detail, s.body, width, 1), (x, y + line_height(name_size)), s.body,
                   theme.TEXT_DIM, width=width)
        draw_text(surface, result, (result_x, rect.centery), result_size, colour, bold=True, anchor="midright")
        button.draw(surface)


    def _draw_unread(self, surface, s: theme.Sizes, name: str, rect: pygame.Rect, button: Button,
                     focused: bool) -> None:
        """A file of ``exports/`` whose fields do not read: its name, and that opening says why."""
        draw_panel(surface, rect, radius=s.radius * 2, border=theme.ACCENT if focused else theme.PANEL_BORDER)
        x = rect.x + s.pad * 2
        width = button.rect.x - s.pad * 2 - x
        name_size = int(s.body * 1.2)
        y = rect.centery - (line_height(name_size) + line_height(s.body)) // 2
        draw_lines(surface, wrapped(name, name_size, width, 1, bold=True), (x, y), name_size,
                   theme.ACCENT if focused else theme.TEXT, bold=True, width=width)
        draw_lines(surface, wrapped(self.app.tr("menu.replays.file_unread"), s.body, width, 1),
                   (x, y + line_height(name_size)), s.body, theme.TEXT_DIM, width=width)
        button.draw(surface)


def _arrow(surface: pygame.Surface, centre: tuple[int, int], size: int, up: bool) -> None:
    cx, cy = centre
    r = max(4, size // 2)
    points = [(cx - r, cy + r // 2), (cx + r, cy + r // 2), (cx, cy - r // 2)] if up else \
        [(cx - r, cy - r // 2), (cx + r, cy - r // 2), (cx, cy + r // 2)]
    pygame.draw.polygon(surface, theme.TEXT_DIM, points)
