"""The result of a hand: who won, every scoring line, each seat's change, the totals.

Why an overlay scene: the finished table stays visible (dimmed) underneath,
input goes only to the panel, and the one big button (下一局, or 返回菜单 when
the match is over) is both the click target and Enter. The panel reads only
what the table hands it — the public HandResult and totals of the viewer's
observation — and closes itself before calling back, so the callback may open
the next hand or leave the table. How a climbing game's result reads (斗地主: 地主胜 ·
春天; its lines' words) comes from the game's overlay (``summary``, ``line_text``).

Two things every table's result shares: the table's own 菜单 button stays live above
the panel (drawn undimmed, a click opens the pause menu as Esc does), and a panel
made ``viewable`` has a 看牌 button (Space) that folds it into a slim strip over the
table's action row, so the hands turned face up at the end can be read; the strip
has 看结果 (Space) to open the panel again and the same 下一局 (Enter). The table's 出牌记录 /
记牌器 asked for at the result (L, J, the 记录 button) fold the panel into that strip too, so the
log opens readable beside the table rather than behind the dimmed panel (``show_side``).

A third: the hints a person used in the hand (issue 31) follow the subtitle — "提示 2 次", or with
several people at the computer each one's, by name — counted by the table's controller from the
match's record (a decision hinted once however often 提示 was pressed; none, nothing shown).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

import pygame

from engine.score_sheet import DREW, LOST, WON

from .. import intents as it
from .. import theme
from ..assets import font
from ..people import draw_marker
from ..scene import Scene
from ..widgets import Button, draw_panel, draw_text, label_size, line_height, render, rounded_rect, wrap_lines
from .result_ring import ResultRing
from .seat_panel import as_badge, badge_width, role_badge
from .side_panel import LOG, TRACKER

WIN_COLOUR = theme.ACCENT
LOSS_COLOUR = (150, 186, 214)
#: The headline of a hand by how the viewer fared on its score sheet (a 0–0 平扣 is a draw, not a defeat).
OUTCOME_TITLES = {WON: "result.win", DREW: "result.draw", LOST: "result.lose"}


@dataclass(frozen=True)
class SeatLine:
    seat: int
    name: str
    role: Any                  # a role Badge (or "landlord"/"farmer"), None for no badge
    delta: int
    total: int
    is_viewer: bool
    person: bool = False       # a person at the table (hot-seat): the name gets their marker


def _row_step(s: theme.Sizes) -> int:
    """Seat rows hold a role badge, so they are a little taller than text lines."""
    return max(line_height(s.body), round(s.small * 2.2))


class ResultPanel(ResultRing, Scene):
    is_overlay = True

    def __init__(self, hand_no: int, result: Any, seats: list[SeatLine], viewer: int | None,
                 match_over: bool, name_of: Callable[[int], str], on_next: Callable[[], None],
                 on_menu: Callable[[], None], on_back: Callable[[], None] | None = None,
                 overlay: Any = None, viewable: bool = False) -> None:
        super().__init__()
        self.hand_no, self.result, self.seats, self.viewer = hand_no, result, seats, viewer
        self.match_over = match_over
        self.name_of = name_of
        #: the climbing game's overlay: how the hand ended in words, how its lines read
        self.overlay = overlay
        self.on_next, self.on_menu, self.on_back = on_next, on_menu, on_back
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.button = Button(pygame.Rect(0, 0, 0, 0), "", primary=True, hotkey="Enter")
        self.closed = False
        #: 看牌: the panel can fold away to show the table (the hands face up); ``viewing`` while it is
        self.viewable = viewable
        self.viewing = False
        self.view_button: Button | None = None
        self.strip = pygame.Rect(0, 0, 0, 0)
        self.strip_buttons: list[Button] = []

    @property
    def dims_below(self) -> bool:
        """The table is dimmed under the panel, not while the player looks at it (看牌)."""
        return not self.viewing

    # the table underneath ------------------------------------------------------------------
    def _table(self) -> Any:
        """The scene right below this panel (the table it belongs to), or None."""
        if self.app is None:
            return None
        scenes = list(self.app.stack)
        if self not in scenes:
            return None
        index = scenes.index(self)
        return scenes[index - 1] if index > 0 else None

    def corner_buttons(self) -> list[Button]:
        """The table's corner buttons (菜单, 托管 …), drawn beside the panel: they stay live."""
        corner = getattr(self._table(), "corner", None)
        return list(corner.values()) if isinstance(corner, dict) else []

    def _corner_press(self, intent: it.Intent) -> bool:
        """A click on one of the table's corner buttons does what it says there (菜单 opens the
        pause menu, 取消托管 hands the seat back before the next deal …), or on 回放; and the
        table's 出牌记录 / 记牌器 answer L, J and 记录 here too (:meth:`side_intent`). True: it was one."""
        if self.side_intent(intent):
            return True
        replay = self.replay_button()
        if intent.kind == it.MOVE:
            for button in self.corner_buttons():
                button.on_move(intent.pos)
            self._replay_hover = replay is not None and replay.hit(intent.pos)
            return False
        if intent.kind == it.PRESS and replay is not None and replay.hit(intent.pos):
            self.open_replay()
            return True
        table = self._table()
        if intent.kind != it.PRESS or table is None or not hasattr(table, "press_corner"):
            return False
        return table.press_corner(intent.pos)

    def _side_table(self) -> Any:
        """The table below, if it has 出牌记录 / 记牌器 beside it (21点 has none), else None."""
        table = self._table()
        return table if getattr(table, "SIDE_PANEL", False) and hasattr(table, "side") else None

    def side_intent(self, intent: it.Intent) -> bool:
        """L, J or the table's 记录 button at the result: the side panel opens where it can be read
        (:meth:`show_side`); while the panel is folded, the wheel and clicks on the open side panel
        (its tabs) go to it as at the table. True: consumed."""
        table = self._side_table()
        if table is None:
            return False
        kind = intent.kind
        if kind in (it.LOG, it.TRACKER):
            self.show_side(LOG if kind == it.LOG else TRACKER)
            return True
        log_button = table.corner.get("log") if isinstance(getattr(table, "corner", None), dict) else None
        if kind == it.PRESS and log_button is not None and log_button.hit(intent.pos):
            self.show_side(LOG)
            return True
        if self.side_shown() and kind in (it.WHEEL, it.PRESS):
            return table.side_intent(intent)
        return False

    def show_side(self, tab: str) -> None:
        """The log (or the tracker) asked for while the result shows. Under the unfolded panel it
        would open behind it, dimmed, unread — so the panel folds into its 看牌 strip (the table
        undimmed, the hands face up, 看结果 Space / 下一局 Enter in the strip) and the tab opens
        beside the table, or stays open if it was. Asked for again, it closes (the strip stays). A
        panel that cannot fold draws the open side panel over itself instead (:meth:`draw`)."""
        table = self._side_table()
        if table is None:
            return
        if self.viewable and not self.viewing:
            self.viewing = True
            if table.side.tab != tab:
                table.toggle_side(tab)
        else:
            table.toggle_side(tab)
        if self.app is not None:
            self.layout(self.app.size)       # a docked panel narrows the table: the strip follows it

    def side_shown(self) -> bool:
        """The table's side panel is open and readable above the result (folded, or drawn over it)."""
        table = self._side_table()
        return table is not None and table.side.open and (self.viewing or not self.viewable)

    def clear_of_corner(self, panel: pygame.Rect, size: tuple[int, int], s: theme.Sizes,
                        can_shrink: bool = False) -> pygame.Rect:
        """``panel`` centred in the window, kept clear of the table's live corner buttons (菜单, 托管,
        出牌记录, 理牌 …, drawn over it) so none covers its words: it starts below the buttons along
        the window's top when it still fits there (``can_shrink``: a panel whose content shrinks to
        fit always does), and moves aside — narrowing only if it must — from the others beside it."""
        w, h = size
        panel = panel.copy()
        panel.center = (w // 2, h // 2)
        buttons = [button.rect for button in self.corner_buttons()]
        top_row = [rect for rect in buttons if rect.top <= 2 * s.pad and rect.colliderect(panel)]
        if top_row:
            top = max(rect.bottom for rect in top_row) + s.pad
            if can_shrink or panel.height <= h - 2 * s.pad - top:
                panel.height = min(panel.height, h - 2 * s.pad - top)
                panel.top = max(top, (h - panel.height) // 2)
        left, right = 2 * s.pad, w - 2 * s.pad
        for rect in buttons:
            if rect.bottom <= panel.top or rect.top >= panel.bottom:     # above or below it
                continue
            if rect.centerx >= w // 2:
                right = min(right, rect.left - s.pad)
            else:
                left = max(left, rect.right + s.pad)
        panel.width = min(panel.width, max(right - left, w // 2))
        panel.centerx = min(max(w // 2, left + panel.width // 2), right - panel.width // 2)
        return panel

    # 回放: this hand again, on the replay viewer (issue 29) ----------------------------------------
    #: Whether the panel offers 回放 (not at the end of a replay itself).
    replayable = True

    def replay_button(self, s: theme.Sizes | None = None) -> Button | None:
        """回放 at the panel's top right (every family's panel draws its header here); None while
        folded into the 看牌 strip, or where there is no hand to replay."""
        if not self.replayable or self.viewing or self.app is None or self.panel.width <= 0:
            return None
        s = s or theme.sizes(self.app.size[1])
        label = self.app.tr("result.replay")
        height = round(s.button_h * 0.8)
        width = render(label, label_size(height)).get_width() + 3 * s.pad
        rect = pygame.Rect(self.panel.right - 2 * s.pad - width, self.panel.y + 2 * s.pad, width, height)
        return Button(rect, label, action="replay", hover=getattr(self, "_replay_hover", False))

    def open_replay(self) -> None:
        """The hand just finished, on the replay viewer over the result (leaving it comes back here)."""
        from ..replay.table import open_replay
        from ..replays_store import live_hand

        match = getattr(self._table(), "match", None)
        hand = live_hand(match) if match is not None else None
        if hand is not None and self.app is not None:
            open_replay(self.app, hand)

    def retranslate(self) -> None:
        """The language changed while the panel is open: the seat names (你, 上家 … made when the
        panel opened) are named again, and the buttons made again in ``layout``."""
        self.seats = [replace(line, name=self.name_of(line.seat)) for line in self.seats]
        super().retranslate()

    def toggle_view(self) -> None:
        """看牌 / 看结果: fold the panel away to look at the table, or open it again."""
        if self.viewable:
            self.viewing = not self.viewing

    # what it says ----------------------------------------------------------------------
    #: Whether the panel says how many hints people used (not in a lesson, whose 提示 is its pointer).
    shows_hints = True

    def hint_words(self) -> str:
        """The hints each person used in this hand, in a few words ("" when nobody used any): one
        person's as "提示 2 次", several people's each by name. The counts come from the table's
        controller (its match's record of the hand); a table without them (a replay) shows none."""
        table = self._table()
        counts = getattr(getattr(table, "controller", None), "hints_used", None)
        if not self.shows_hints or counts is None or self.app is None:
            return ""
        used = {seat: n for seat, n in sorted(counts().items()) if n > 0}
        if not used:
            return ""
        tr = self.app.tr
        people = getattr(table, "people_shown", None)
        if people is None or len(people()) < 2:
            return tr("result.hints", count=sum(used.values()))
        return " · ".join(tr("result.hints_of", name=self.name_of(seat), count=n) for seat, n in used.items())

    def line_texts(self) -> list[str]:
        """Every line of the HandResult, translated, seat names filled in."""
        tr = self.app.tr
        lines_of = getattr(self.overlay, "result_lines", None)
        whole = lines_of(self.result, tr, self.name_of) if lines_of is not None else None
        if whole is not None:
            return list(whole)
        texts = []
        for key, params, factor in self.result.lines:
            if self.overlay is not None:
                texts.append(self.overlay.line_text(key, params, factor, tr, self.name_of))
                continue
            extra = {}
            if isinstance(params, dict) and "seat" in params:
                extra["name"] = self.name_of(params["seat"])
            texts.append(tr.line(key, params, factor, **extra))
        return texts

    def summary(self) -> list[str]:
        """How the hand ended, in a few words (斗地主: 地主胜 · 春天); the first is the main one."""
        if self.overlay is None:
            return []
        return list(self.overlay.result_summary(self.result, self.app.tr, self.name_of))

    def headline(self) -> tuple[str, str, bool]:
        """(big title, subtitle, good news for the viewer?)."""
        tr = self.app.tr
        extras = self.summary()
        subtitle = " · ".join([tr("result.title", hand=self.hand_no), *extras])
        if self.match_over:
            return tr("result.match_over"), subtitle, True
        if self.viewer is None:
            if not extras:
                return tr("result.title", hand=self.hand_no), "", True
            return extras[0], tr("result.title", hand=self.hand_no), True
        outcome = self.result.sheet.outcome(self.viewer)
        return tr(OUTCOME_TITLES[outcome]), subtitle, outcome != LOST

    # layout ------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        if self.app is None:
            return
        w, h = size
        s = theme.sizes(h)
        width = min(w - 4 * s.pad, max(round(w * 0.62), 40 * s.body))
        for _ in range(3):          # narrowed to clear a corner button, its lines may wrap more
            panel = self.clear_of_corner(pygame.Rect(0, 0, width, self._panel_height(width, h, s)), size, s)
            if panel.width == width:
                break
            width = panel.width
        self.panel = panel
        bw = max(12 * s.body, width // 3)
        bh = round(s.button_h * 1.25)
        rect = pygame.Rect(0, 0, bw, bh)
        rect.midbottom = (self.panel.centerx, self.panel.bottom - 2 * s.pad)
        text = self.app.tr("result.to_menu" if self.match_over else "result.next_hand")
        if self.viewable:
            bw = min(bw, (width - 5 * s.pad) // 2)
            rect = pygame.Rect(0, 0, bw, bh)
            rect.bottomleft = (self.panel.centerx + s.pad // 2, self.panel.bottom - 2 * s.pad)
            view = pygame.Rect(0, 0, bw, bh)
            view.bottomright = (self.panel.centerx - s.pad // 2, rect.bottom)
            self.view_button = Button(view, self.app.tr("result.view_table"), action="view", hotkey="Space")
        self.button = Button(rect, text, primary=True, hotkey="Enter", focused=True)
        self._layout_strip(size, s, text)

    def _panel_height(self, width: int, h: int, s: theme.Sizes) -> int:
        """The panel's height at ``width``: the header, the longer of its two columns (the scoring
        lines as wrapped there, the seats), the buttons — no taller than the window allows."""
        head = 3 * s.pad + line_height(s.big) + line_height(s.body) + 2 * s.pad
        foot = 2 * s.pad + round(s.button_h * 1.25) + 2 * s.pad
        seats_h = (len(self.seats) + 1) * _row_step(s)
        lines_w = self._lines_width(width, s)
        line_px = self._line_size(s, lines_w, max(seats_h, h - 2 * s.pad - head - foot))
        column_h = max(len(self._line_rows(lines_w, line_px)) * line_height(line_px), seats_h)
        return min(head + column_h + foot, h - 2 * s.pad)

    def _layout_strip(self, size: tuple[int, int], s: theme.Sizes, next_text: str) -> None:
        """The slim strip shown instead of the panel while looking at the table: over the table's
        action row (empty once the hand is over) between your badge as drawn (grown for 报单, a
        place, a role) and 理牌, else near the bottom of the window. Where the row leaves its
        buttons too narrow for their words, the strip sits just above the row instead."""
        if not self.viewable:
            return
        w, h = size
        layout = getattr(self._table(), "layout_", None)
        row = getattr(layout, "bar_rect", None)
        bh = s.button_h
        bw = max(9 * s.body, min(14 * s.body, w // 5))
        left, right = s.pad, w - s.pad
        badge = self._own_badge() if row is not None else None
        if row is not None:
            left = badge.right + s.pad if badge is not None else left
            right = self._row_end(size, s)
        back = Button(pygame.Rect(0, 0, 0, bh), self.app.tr("result.show_result"), action="view", hotkey="Space")
        go = Button(pygame.Rect(0, 0, 0, bh), next_text, action="next", primary=True, hotkey="Enter", focused=True)
        self.strip_buttons = [back, go]
        bw = max(self._buttons_need(bh), min(bw, (right - left - 4 * s.pad) // 3))
        # the headline takes what room the row has beside the two buttons (≥ a button's width)
        want = render(self.headline()[0], s.body, bold=True).get_width()
        title_w = max(bw, min(want, right - left - 2 * bw - 5 * s.pad))
        strip = pygame.Rect(0, 0, title_w + 2 * bw + 4 * s.pad, bh + s.pad)
        strip.center = ((left + right) // 2, row.centery) if row is not None else (w // 2, h - 3 * bh)
        if row is not None and badge is not None and (strip.left < left or strip.right > right):
            strip.bottom = badge.top - s.pad // 2       # just above the row, where it is whole
        back.rect = pygame.Rect(strip.x + 2 * s.pad + title_w, strip.y + s.pad // 2, bw, bh)
        go.rect = pygame.Rect(back.rect.right + s.pad, back.rect.y, bw, bh)
        self.strip = strip

    def _buttons_need(self, height: int) -> int:
        """The width the strip's buttons need for their words whole (as a Button draws them)."""
        size = label_size(height)
        return max(font(size, b.primary).size(b.text)[0] + size + 4 for b in self.strip_buttons)

    def _row_end(self, size: tuple[int, int], s: theme.Sizes) -> int:
        """Where the strip must end: before 理牌 at the row's right end (the live button, else its
        place in the layout), else the window's margin."""
        table = self._table()
        corner = getattr(table, "corner", None)
        sort = corner.get("sort") if isinstance(corner, dict) else None
        rect = sort.rect if sort is not None else getattr(getattr(table, "layout_", None), "sort_rect", None)
        return rect.left - s.pad if rect is not None else size[0] - s.pad

    def _own_badge(self) -> pygame.Rect | None:
        """Your badge as the table draws it now (the table's ``viewer_badge``), else its place in
        the layout, or None."""
        table = self._table()
        badge = getattr(table, "viewer_badge", None)
        drawn = badge() if callable(badge) else None
        return drawn if drawn is not None else getattr(getattr(table, "layout_", None), "seat_rects", {}).get("bottom")

    # input ---------------------------------------------------------------------------------
    def handle_intent(self, intent: it.Intent) -> bool:
        if self.closed or self.focus_intent(intent):     # Tab walks the buttons (result_ring.py)
            return True
        if self._corner_press(intent):
            return True
        buttons = self.strip_buttons if self.viewing else [self.button, *([self.view_button] if self.view_button else [])]
        pressed = next((b for b in buttons if intent.kind == it.PRESS and b.hit(intent.pos)), None)
        if intent.kind == it.MOVE:
            for button in buttons:
                button.on_move(intent.pos)
        elif intent.kind == it.PASS or (pressed is not None and pressed.action == "view"):
            self.toggle_view()
        elif intent.kind == it.CONFIRM or pressed is not None:
            self._go()
        elif intent.kind == it.BACK and self.on_back is not None:
            self.on_back()
        return True

    def _go(self) -> None:
        self.closed = True
        if self.app is not None:
            self.app.stack.remove(self)
        (self.on_menu if self.match_over else self.on_next)()

    # drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The panel (or, while looking at the table, its strip), then the Tab ring over both:
        a family's panel overrides :meth:`draw_panel` only, so every panel takes Tab alike."""
        if self.app is None:
            return
        s = theme.sizes_for(surface)
        if self.viewing:
            self._draw_strip(surface, s)
        else:
            self.draw_panel(surface, s)
            if not self.viewable and self.side_shown():
                self._side_table().draw_side(surface)     # asked for at the result: over it
        self.draw_ring(surface)

    def draw_panel(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        """The unfolded panel: header, the scoring lines beside the seats, the buttons."""
        tr = self.app.tr
        panel = self.panel
        y = self._draw_header(surface, s)
        inner = panel.inflate(-4 * s.pad, 0)
        left_w = self._lines_width(panel.width, s)
        left = pygame.Rect(inner.x, y, left_w, self.button.rect.top - s.pad - y)
        right = pygame.Rect(inner.x + left_w + 2 * s.pad, y, inner.width - left_w - 2 * s.pad, left.height)
        self._draw_lines(surface, left, s)
        self._draw_seats(surface, right, s, tr)
        self.button.draw(surface)
        if self.view_button is not None:
            self.view_button.draw(surface)

    def _draw_strip(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        """While looking at the table: the headline, then 看结果 and 下一局, in one slim strip."""
        title, _subtitle, good = self.headline()
        strip = self.strip
        rounded_rect(surface, strip, theme.DIALOG, s.radius * 2, theme.PANEL_BORDER)
        first = self.strip_buttons[0].rect
        area = pygame.Rect(strip.x + s.pad, strip.y, first.left - strip.x - 2 * s.pad, strip.height)
        size, lines = self._strip_title(title, area, s)
        step = font(size, True).get_linesize()
        y = area.centery - step * len(lines) // 2
        for line in lines:
            draw_text(surface, line, (area.centerx, y + step // 2), size, WIN_COLOUR if good else LOSS_COLOUR,
                      bold=True, anchor="center", max_width=area.width)
            y += step
        for button in self.strip_buttons:       # the table's corner buttons show undimmed below
            button.draw(surface)

    def _strip_title(self, title: str, area: pygame.Rect, s: theme.Sizes) -> tuple[int, list[str]]:
        """The headline as the strip shows it: one line when it fits, else two smaller lines, else
        (a very narrow row) the short outcome — won / lost, or the hand's title for a spectator;
        the unfolded panel always has the whole headline."""
        if render(title, s.body, bold=True).get_width() <= area.width:
            return s.body, [title]
        lines = wrap_lines(title, s.small, area.width, True)
        fits = all(render(line, s.small, bold=True).get_width() <= area.width for line in lines)
        if fits and len(lines) * font(s.small, True).get_linesize() <= area.height:
            return s.small, lines
        tr = self.app.tr
        if self.viewer is not None and not self.match_over:
            short = tr(OUTCOME_TITLES[self.result.sheet.outcome(self.viewer)])
        else:
            short = tr("result.match_over") if self.match_over else tr("result.title", hand=self.hand_no)
        return s.small, [short]

    def _draw_header(self, surface: pygame.Surface, s: theme.Sizes) -> int:
        """The panel, the headline (won / lost), its subtitle and a rule; returns the y below them.

        Shared by every game's result panel so they all open the same way."""
        panel = self.panel
        draw_panel(surface, panel, radius=s.radius * 2, fill=theme.DIALOG)
        for button in self.corner_buttons():   # the table's 菜单, 托管 … stay live (and undimmed)
            button.draw(surface)
        replay = self.replay_button(s)
        if replay is not None:
            replay.draw(surface)
        title, subtitle, good = self.headline()
        subtitle = " · ".join(part for part in (subtitle, self.hint_words()) if part)
        y = panel.y + 2 * s.pad
        room = self._title_room(s, replay)
        size = s.big               # a long headline (a spectator's "双扣: A and B") steps down to fit
        while size > s.body and render(title, size, WIN_COLOUR, True).get_width() > room:
            size -= 2
        draw_text(surface, title, (panel.centerx, y + (s.big - size) // 2), size,
                  WIN_COLOUR if good else LOSS_COLOUR, bold=True, anchor="midtop", max_width=room)
        y += line_height(s.big)
        draw_text(surface, subtitle, (panel.centerx, y), s.body, theme.TEXT_DIM, anchor="midtop",
                  max_width=panel.width - 4 * s.pad)
        y += line_height(s.body) + s.pad
        pygame.draw.line(surface, theme.PANEL_BORDER[:3], (panel.x + 2 * s.pad, y), (panel.right - 2 * s.pad, y))
        return y + s.pad

    def _title_room(self, s: theme.Sizes, replay: Button | None) -> int:
        """How wide the centred headline may be: the panel inside its margins, and clear of the 回放
        button at its top right (on both sides, so it stays centred)."""
        room = self.panel.width - 4 * s.pad
        if replay is not None:
            room = min(room, 2 * (replay.rect.left - s.pad - self.panel.centerx))
        return max(s.body, room)

    def _lines_width(self, panel_width: int, s: theme.Sizes) -> int:
        """The left column (the hand's scoring lines): 42 % of the panel inside its margins, less
        (down to 30 %) when the seats' column needs it for its longest name — a scoring line that
        gives way wraps, a name would be cut."""
        inner = panel_width - 4 * s.pad
        need, total_w = self._seat_row_need(s, self.app.tr)
        seats_w = need + s.pad + total_w
        return max(round(inner * 0.3), min(round(inner * 0.42), inner - 2 * s.pad - seats_w))

    def _line_rows(self, width: int, size: int) -> list[tuple[str, int]]:
        """The scoring lines as drawn in a column ``width`` wide at ``size``: (words, indent). A line
        too long for the column (a long English sentence, a larger interface) goes on over the next
        rows, indented, so a player reads every word of it — none is cut short with "…"."""
        indent = size
        rows: list[tuple[str, int]] = []
        for text in self.line_texts():
            if render(text, size).get_width() <= width:
                rows.append((text, 0))
                continue
            parts = wrap_lines(text, size, max(size, width - indent))
            rows += [(part, indent if i else 0) for i, part in enumerate(parts)]
        return rows

    def _line_size(self, s: theme.Sizes, width: int, height: int) -> int:
        """Body text for the scoring lines, or small text when wrapped body lines would not all fit."""
        if len(self._line_rows(width, s.body)) * line_height(s.body) <= height:
            return s.body
        return s.small

    def _draw_lines(self, surface: pygame.Surface, rect: pygame.Rect, s: theme.Sizes) -> None:
        size = self._line_size(s, rect.width, rect.height + 2)
        step = line_height(size)
        y = rect.y
        for text, indent in self._line_rows(rect.width, size):
            if y + step > rect.bottom + 2:
                break
            draw_text(surface, text, (rect.x + indent, y + step // 2), size, theme.TEXT, anchor="midleft",
                      max_width=rect.width - indent)
            y += step

    def _draw_seats(self, surface: pygame.Surface, rect: pygame.Rect, s: theme.Sizes, tr) -> None:
        step = _row_step(s)
        delta_x = self._delta_column(rect, s, tr)
        cols = (rect.x, delta_x, rect.right)
        y = rect.y
        draw_text(surface, tr("result.player"), (cols[0], y + step // 2), s.small, theme.TEXT_DIM, anchor="midleft")
        draw_text(surface, tr("result.this_hand"), (delta_x, y + step // 2), s.small,
                  theme.TEXT_DIM, anchor="midright")
        draw_text(surface, tr("result.match_total"), (cols[2], y + step // 2), s.small, theme.TEXT_DIM,
                  anchor="midright")
        y += step
        for line in self.seats:
            row = pygame.Rect(rect.x - s.pad // 2, y + 2, rect.width + s.pad, step - 4)
            if line.is_viewer:
                rounded_rect(surface, row, theme.PANEL_LIGHT, s.radius)
                marker = pygame.Rect(row.x - 5, row.y + 3, 3, row.height - 6)
                rounded_rect(surface, marker, theme.ACCENT, 1)
            x = cols[0]
            if line.person:
                radius = max(7, step * 3 // 10)
                draw_marker(surface, line.name, (x + radius, y + step // 2), radius)
                x += 2 * radius + s.pad // 2
            role = as_badge(line.role)
            role_w = badge_width(role, s.small, tr) + s.pad // 2 if role is not None else 0
            delta_w = render(f"{line.delta:+d}", round(s.body * 1.15), bold=True).get_width()
            name_room = delta_x - delta_w - s.pad - role_w - x
            name = draw_text(surface, line.name, (x, y + step // 2), s.body, theme.TEXT, bold=line.is_viewer,
                             anchor="midleft", max_width=max(2 * s.body, name_room))
            role_badge(surface, line.role, (name.right + s.pad // 2, y + step // 2), s.small, tr)
            colour = WIN_COLOUR if line.delta > 0 else LOSS_COLOUR if line.delta < 0 else theme.TEXT
            draw_text(surface, f"{line.delta:+d}", (delta_x, y + step // 2),
                      round(s.body * 1.15), colour, bold=True, anchor="midright")
            draw_text(surface, str(line.total), (cols[2], y + step // 2), round(s.body * 1.15), theme.TEXT,
                      bold=True, anchor="midright")
            y += step

    def _delta_column(self, rect: pygame.Rect, s: theme.Sizes, tr) -> int:
        """Where the 本局 column ends (its numbers are right-aligned there): two thirds across, or
        further right when the longest name with its marker and role needs the room — the names are
        what a player reads first, so the columns give way to them rather than cut one."""
        need, total_w = self._seat_row_need(s, tr)
        most = rect.right - total_w - s.pad       # the 总分 header and numbers keep their room
        return min(max(rect.x + round(rect.width * 0.68), min(rect.x + need, most)), most)

    def _seat_row_need(self, s: theme.Sizes, tr) -> tuple[int, int]:
        """(the longest seat row up to its 本局 number, the 总分 column's width)."""
        size = round(s.body * 1.15)
        total_w = max([render(tr("result.match_total"), s.small).get_width(),
                       *(render(str(line.total), size, bold=True).get_width() for line in self.seats)])
        need = 0                    # the longest row: marker, name, role, a gap, its change
        for line in self.seats:
            width = render(line.name, s.body, bold=line.is_viewer).get_width()
            if line.person:
                width += 2 * max(7, _row_step(s) * 3 // 10) + s.pad // 2
            role = as_badge(line.role)
            if role is not None:
                width += s.pad // 2 + badge_width(role, s.small, tr)
            need = max(need, width + s.pad + render(f"{line.delta:+d}", size, bold=True).get_width())
        return need, total_w
