"""The settlement of a 四川麻将 hand: every win with its fans, every hand face up, every
payment, the totals.

A :class:`~scenes.table.result_panel.ResultPanel` (the table stays visible, dimmed; Enter
is the big button). The left column first lists each win — who, on which tile, 自摸 or
whose discard, with the winning hand, then each fan by name with its value, the total and
the cap — then every hand that did not win, face up with its melds and what it waits on
(each waiting tile with its fans, as 查叫 counts them; 未听牌 or 花猪 otherwise), and then the
payments, one line per event (a win, a kong, 查叫, 花猪) with every payer's amount and the
doublings of 飘 and 躺. The right column shows each seat's change and match total. The
hands and waits come from the public end-of-hand observation (``hands``: its SeatViews).
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import groupby

import pygame

from .. import theme
from ..table.result_panel import LOSS_COLOUR, WIN_COLOUR, ResultPanel
from ..assets import font
from ..widgets import Button, draw_text, line_height
from ..tileart import TileArt
from .controls import tile_name
from . import tiles_view as tv
from .layout import POND_COLUMNS, POND_ROWS, display_hand

FAN_INDENT = 1.4


@dataclass(frozen=True)
class SeatHand:
    """A result row for a hand that did not win: the seat, its end-of-hand view, 花猪 or not."""

    seat: int
    view: object
    huazhu: bool


class MahjongResultPanel(ResultPanel):
    """``result`` is the engine's HandResult (public: winners, payments, deltas, ready, huazhu).
    ``art`` draws each winner's hand under his line (``back``: the tile back colour)."""

    def __init__(self, *args, art: TileArt | None = None, back: str = "green", hands: tuple = (),
                 **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.art, self.back = art, back
        #: the end-of-hand observation's SeatViews: every hand shown, each non-winner's waits
        self.hands = tuple(hands)

    def lines(self) -> list[tuple[str, int, int, object]]:
        """(text, indent level, colour sign, win record or None) per line: each win (its hand
        is drawn under it) with its fans, then the payments."""
        tr, r = self.app.tr, self.result
        sep = tr("table.mj.list_sep")
        out: list[tuple[str, int, int, object]] = []
        for win in r.winners:
            how = (tr("table.mj.res.self_draw") if win.self_draw else
                   tr("table.mj.res.robbed", name=self.name_of(win.source)) if win.robbed else
                   tr("table.mj.res.on_discard", name=self.name_of(win.source)))
            out.append((tr("table.mj.res.win", name=self.name_of(win.seat), tile=tile_name(tr, win.tile), how=how),
                        0, 1 if win.seat == self.viewer else 0, win))
            fans = "  ".join(tr("table.mj.res.fan", name=tr(f"fan.{key}"), n=n) for key, n in win.fans.lines)
            total = tr("table.mj.res.total", n=win.fans.total, count=win.fans.total)
            if win.capped != win.fans.total:
                total += " " + tr("table.mj.res.capped", n=win.capped)
            out.append(((fans + "  = " + total) if fans else tr("table.mj.res.plain", total=total), 1, 0, None))
        if not r.winners:
            out.append((tr("table.mj.res.exhausted"), 0, 0, None))
        if r.huazhu:
            out.append((tr("table.mj.res.huazhu", names=sep.join(self.name_of(s) for s in r.huazhu)), 0, -1, None))
        for seat, sv in enumerate(self.hands):      # every hand that did not win, face up
            if not sv.won:
                out.append((self.name_of(seat), 0, 0, SeatHand(seat, sv, seat in r.huazhu)))
        # payments: one line per event (consecutive lines of one key and one payee)
        for (key, payee), group in groupby(r.payments, key=lambda p: (p.key, p.payee)):
            group = list(group)
            parts = []
            for p in group:
                part = tr("table.mj.res.payer", name=self.name_of(p.payer), amount=p.amount)
                doubles = [tr(f"table.mj.res.factor.{kind}") for kind, _ in p.factors]
                if doubles:
                    part += tr("table.mj.res.factors", factors="·".join(doubles))
                parts.append(part)
            head = tr(f"pay.{key}", name=self.name_of(payee))
            if key in ("win_discard", "win_self", "win_rob", "chajiao"):
                head += " " + tr("table.mj.fans_n", n=group[0].capped, count=group[0].capped)
            sign = 1 if payee == self.viewer else -1 if any(p.payer == self.viewer for p in group) else 0
            out.append((head + tr("table.mj.colon") + sep.join(parts), 0, sign, None))
        return out

    def line_texts(self) -> list[str]:
        """Every text line, a hand row's words (its waits, 未听牌, 花猪) included."""
        tr = self.app.tr
        out = []
        for text, _, _, item in self.lines():
            if isinstance(item, SeatHand):
                text = text + tr("table.mj.colon") + self.hand_words(item)
            out.append(text)
        return out

    def hand_words(self, item: "SeatHand") -> str:
        """What a hand row says besides its tiles: the waits with their fans, or why none."""
        tr = self.app.tr
        if item.huazhu:
            return tr("table.mj.res.hand_huazhu")
        if not item.view.waits:
            return tr("table.mj.res.not_ready")
        waits = tr("table.mj.list_sep").join(tr("table.mj.res.wait", tile=tile_name(tr, t), n=n, count=n)
                                             for t, n in item.view.waits)
        return tr("table.mj.res.waits", waits=waits)

    def _tile_w(self, s: theme.Sizes) -> int:
        return max(14, round(s.body * 1.25))

    def _content_height(self, s: theme.Sizes, size: int, tile_w: int | None = None,
                        width: int | None = None) -> int:
        rows = self.lines()
        tile_w = tile_w or self._tile_w(s)
        tile_h = TileArt.lying_size(tile_w)[1] + s.pad // 2
        width = width or self._left_width(self.panel.width, s) or 40 * s.body
        total = 0
        for *_, item in rows:
            if isinstance(item, SeatHand):
                total += self._hand_row(None, item, pygame.Rect(0, 0, width, 0), size, tile_w, s)
            else:
                total += line_height(size) + (tile_h if item is not None else 0)
        return total

    def headline(self) -> tuple[str, str, bool]:
        tr, r = self.app.tr, self.result
        reason = tr(f"table.mj.res.reason.{r.reason}")
        subtitle = tr("table.mj.res.title", n=self.hand_no) + " · " + reason
        if self.match_over:
            if self.viewer is not None:
                total = next(line.total for line in self.seats if line.seat == self.viewer)
                subtitle += " · " + tr("table.mj.res.final", n=f"{total:+d}")
            return tr("result.match_over"), subtitle, True
        if self.viewer is None:
            return tr("table.mj.res.watch"), subtitle, True
        delta = r.deltas[self.viewer]
        if delta > 0:
            return tr("table.mj.res.up", n=delta), subtitle, True
        if delta < 0:
            return tr("table.mj.res.down", n=-delta), subtitle, False
        return tr("table.mj.res.even"), subtitle, True

    def layout(self, size: tuple[int, int]) -> None:
        """Nearly the whole window: a bloody hand can have many lines. With ``viewable`` a 看牌
        button folds the panel away to show the table, every hand face up."""
        if self.app is None:
            return
        w, h = size
        s = theme.sizes(h)
        width = min(w - 4 * s.pad, max(round(w * 0.8), 44 * s.body))
        head = 3 * s.pad + line_height(s.big) + line_height(s.body) + 2 * s.pad
        foot = 2 * s.pad + round(s.button_h * 1.25) + 2 * s.pad
        body = max(self._content_height(s, s.body, None, self._left_width(width, s)),
                   (len(self.seats) + 1) * round(s.small * 2.2))
        height = min(h - 4 * s.pad, head + body + foot)
        # clear of the table's corner buttons (the lines shrink to the height left, see _draw_lines)
        self.panel = self.clear_of_corner(pygame.Rect(0, 0, width, height), size, s, can_shrink=True)
        width = self.panel.width
        bw, bh = max(12 * s.body, width // 4), round(s.button_h * 1.25)
        rect = pygame.Rect(0, 0, bw, bh)
        rect.midbottom = (self.panel.centerx, self.panel.bottom - 2 * s.pad)
        text = self.app.tr("result.to_menu" if self.match_over else "result.next_hand")
        if self.viewable:
            rect.bottomleft = (self.panel.centerx + s.pad // 2, self.panel.bottom - 2 * s.pad)
            view = pygame.Rect(0, 0, bw, bh)
            view.bottomright = (self.panel.centerx - s.pad // 2, rect.bottom)
            self.view_button = Button(view, self.app.tr("result.view_table"), action="view", hotkey="Space")
        self.button = Button(rect, text, primary=True, hotkey="Enter", focused=True)
        self._layout_strip(size, s, text)

    def _layout_strip(self, size: tuple[int, int], s: theme.Sizes, next_text: str) -> None:
        """The 看牌 strip across the middle of the table's button row, in the band between your
        pond (as full as it can be) and your standing tiles, so it covers neither."""
        super()._layout_strip(size, s, next_text)
        L = getattr(self._table(), "layout_", None)
        if L is None or not self.strip_buttons:
            return
        # between the lowest row your pond can fill and the top of your standing tiles
        spots = tv.pond_positions(L, 0, POND_COLUMNS * POND_ROWS)
        pond_bottom = spots[-1][1] + TileArt.lying_size(L.pond_w)[1]
        tiles_top = L.hand_rect.bottom - TileArt.standing_size(L.hand_w)[1]
        goal = self.strip.copy()
        goal.centerx, goal.centery = size[0] // 2, (pond_bottom + tiles_top) // 2
        badge = self._own_badge()
        if badge is not None and goal.colliderect(badge):     # right of your badge, its tags in view
            goal.left = badge.right + s.pad
        goal = goal.clamp(pygame.Rect(0, 0, *size))
        dx, dy = goal.x - self.strip.x, goal.y - self.strip.y
        self.strip = goal
        for button in self.strip_buttons:
            button.rect = button.rect.move(dx, dy)

    def _own_badge(self) -> pygame.Rect | None:
        """Where the table draws the bottom seat's badge (name, score, 庄 / 第n胡 …), or None."""
        from .painter import badge_rects

        table = self._table()
        if (getattr(table, "obs", None) is None or getattr(table, "layout_", None) is None
                or not hasattr(table, "picture") or not hasattr(table, "art")):
            return None
        return badge_rects(table.art, table.layout_, table.picture(), self.app.tr)[0]

    def _left_width(self, panel_width: int, s: theme.Sizes) -> int:
        """The left column (wins, hands, payments): 64 % of the panel inside its margins, less (down
        to half) when the seats' column needs it for its longest name and the totals' header."""
        inner = panel_width - 4 * s.pad
        need, total_w = self._seat_row_need(s, self.app.tr)
        return max(round(inner * 0.5), min(round(inner * 0.64), inner - 2 * s.pad - need - s.pad - total_w))

    def _draw_lines(self, surface: pygame.Surface, rect: pygame.Rect, s: theme.Sizes) -> None:
        lines = self.lines()
        size, tile_w = s.body, self._tile_w(s)
        while self._content_height(s, size, tile_w, rect.width) > rect.height and (size > 12 or tile_w > 12):
            size, tile_w = max(12, size - 1), max(12, tile_w - 1)
        step = line_height(size)
        y = rect.y
        for text, indent, sign, win in lines:
            if y + step > rect.bottom + 2:
                break
            if isinstance(win, SeatHand):
                y += self._hand_row(surface, win, pygame.Rect(rect.x, y, rect.width, 0), size, tile_w, s)
                continue
            colour = WIN_COLOUR if sign > 0 else LOSS_COLOUR if sign < 0 else theme.TEXT
            x = rect.x + round(indent * FAN_INDENT * size)
            draw_text(surface, text, (x, y + step // 2), size if not indent else max(12, size - 1),
                      colour if not indent else theme.TEXT_DIM, anchor="midleft", max_width=rect.right - x)
            y += step
            if win is not None and self.art is not None:
                self._draw_hand(surface, win, rect.x + round(FAN_INDENT * size), y, tile_w)
                y += TileArt.lying_size(tile_w)[1] + s.pad // 2

    def _draw_hand(self, surface, win, x: int, y: int, w: int) -> None:
        """The winning hand: concealed tiles, the winning tile apart (highlighted), then the melds."""
        tiles = list(win.hand)
        if win.tile in tiles:
            tiles.remove(win.tile)
        fw = TileArt.face_size(w)[0]
        for tile in tiles:
            surface.blit(self.art.lying(tile, w, 0, self.back), (x, y))
            x += fw
        x += fw // 2
        surface.blit(self.art.lying(win.tile, w, 0, self.back, highlight=True), (x, y))
        x += fw + fw // 2
        for meld in win.melds:
            for _ in range(4 if meld.is_kong else 3):
                surface.blit(self.art.lying(meld.tile, w, 0, self.back), (x, y))
                x += fw
            x += fw // 3

    def _hand_row(self, surface, item: "SeatHand", rect: pygame.Rect, size: int, tile_w: int, s) -> int:
        """A hand that did not win: its name, its tiles face up and its melds, then 听 and each
        waiting tile with its fans (or 未听牌 / 花猪), wrapping under the tiles when the row is
        full. Draws when ``surface`` is given; returns the height either way."""
        tr, sv = self.app.tr, item.view
        fw, fh = TileArt.face_size(tile_w)
        tile_h = TileArt.lying_size(tile_w)[1]
        row_h = max(line_height(size), tile_h) + s.pad // 3
        small = max(12, size - 1)
        name_w = min(round(size * 6), rect.width // 5)
        left, x, y = rect.x + name_w + s.pad, rect.x + name_w + s.pad, rect.y

        def room(width: int) -> None:
            nonlocal x, y
            if x + width > rect.right and x > left:
                x, y = left, y + row_h

        def tile(t, highlight=False) -> None:
            nonlocal x
            room(fw)
            if surface is not None and self.art is not None:
                surface.blit(self.art.lying(t, tile_w, 0, self.back, highlight=highlight), (x, y + (row_h - tile_h) // 2))
            x += fw

        def words(text: str, colour, bold=False) -> None:
            nonlocal x
            width = font(small, bold).size(text)[0]
            room(width)
            if surface is not None:
                draw_text(surface, text, (x, y + row_h // 2), small, colour, bold=bold, anchor="midleft",
                          max_width=rect.right - x)
            x += width + s.pad // 3

        if surface is not None:
            draw_text(surface, self.name_of(item.seat), (rect.x, y + row_h // 2), size,
                      WIN_COLOUR if item.seat == self.viewer else theme.TEXT, bold=item.seat == self.viewer,
                      anchor="midleft", max_width=name_w)
        for t in display_hand(sv.shown, None, sv.missing):
            tile(t)
        for meld in sv.melds:
            x += fw // 3
            room(fw * (4 if meld.is_kong else 3))
            for _ in range(4 if meld.is_kong else 3):
                tile(meld.tile)
        x += fw // 2
        if item.huazhu:
            words(tr("table.mj.res.hand_huazhu"), LOSS_COLOUR, True)
        elif not sv.waits:
            words(tr("table.mj.res.not_ready"), theme.TEXT_DIM)
        else:
            words(tr("table.mj.res.waits_label"), theme.ACCENT, True)
            for t, n in sv.waits:
                room(fw + font(small).size(tr("table.mj.fans_n", n=n, count=n))[0])
                tile(t, highlight=True)
                words(tr("table.mj.fans_n", n=n, count=n), theme.TEXT)
        return y + row_h - rect.y

    def draw_panel(self, surface: pygame.Surface, s: theme.Sizes) -> None:
        """As the base panel, with a wider left column (fan lines are long)."""
        tr = self.app.tr
        panel = self.panel
        y = self._draw_header(surface, s)
        inner = panel.inflate(-4 * s.pad, 0)
        left_w = self._left_width(panel.width, s)
        height = self.button.rect.top - s.pad - y
        self._draw_lines(surface, pygame.Rect(inner.x, y, left_w, height), s)
        pygame.draw.line(surface, theme.PANEL_BORDER[:3], (inner.x + left_w + s.pad, y),
                         (inner.x + left_w + s.pad, y + height))
        self._draw_seats(surface, pygame.Rect(inner.x + left_w + 2 * s.pad, y, inner.width - left_w - 2 * s.pad,
                                              height), s, tr)
        self.button.draw(surface)
        if self.view_button is not None:
            self.view_button.draw(surface)
