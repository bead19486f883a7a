"""The settlement of a 四川麻将 hand: every win with its fans, every payment, the totals.

A :class:`~scenes.table.result_panel.ResultPanel` (the table stays visible, dimmed; Enter
is the big button). The left column first lists each win — who, on which tile, 自摸 or
whose discard, then each fan by name with its value, the total and the cap — and then the
payments, one line per event (a win, a kong, 查叫, 花猪) with every payer's amount and the
doublings of 飘 and 躺. The right column shows each seat's change and match total.
"""
from __future__ import annotations

from itertools import groupby

import pygame

from .. import theme
from ..table.result_panel import LOSS_COLOUR, WIN_COLOUR, ResultPanel
from ..widgets import Button, draw_text, line_height
from ..tileart import TileArt
from .controls import tile_name

FAN_INDENT = 1.4


class MahjongResultPanel(ResultPanel):
    """``result`` is the engine's HandResult (public: winners, payments, deltas, ready, huazhu).
    ``art`` draws each winner's hand under his line (``back``: the tile back colour)."""

    def __init__(self, *args, art: TileArt | None = None, back: str = "green", **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.art, self.back = art, back

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
            total = tr("table.mj.res.total", n=win.fans.total)
            if win.capped != win.fans.total:
                total += " " + tr("table.mj.res.capped", n=win.capped)
            out.append(((fans + "  = " + total) if fans else tr("table.mj.res.plain", total=total), 1, 0, None))
        if not r.winners:
            out.append((tr("table.mj.res.exhausted"), 0, 0, None))
        if r.huazhu:
            out.append((tr("table.mj.res.huazhu", names=sep.join(self.name_of(s) for s in r.huazhu)), 0, -1, None))
        # payments: one line per event (consecutive lines of one key and one payee)
        for (key, payee), group in groupby(r.payments, key=lambda p: (p.key, p.payee)):
            group = list(group)
            parts = []
            for p in group:
                part = tr("table.mj.res.payer", name=self.name_of(p.payer), amount=p.amount)
                doubles = [tr(f"table.mj.res.factor.{kind}") for kind, _ in p.factors]
                if doubles:
                    part += "(" + "·".join(doubles) + ")"
                parts.append(part)
            head = tr(f"pay.{key}", name=self.name_of(payee))
            if key in ("win_discard", "win_self", "win_rob", "chajiao"):
                head += " " + tr("table.mj.fans_n", n=group[0].capped)
            sign = 1 if payee == self.viewer else -1 if any(p.payer == self.viewer for p in group) else 0
            out.append((head + tr("table.mj.colon") + sep.join(parts), 0, sign, None))
        return out

    def line_texts(self) -> list[str]:
        return [text for text, _, _, _ in self.lines()]

    def _tile_w(self, s: theme.Sizes) -> int:
        return max(14, round(s.body * 1.25))

    def _content_height(self, s: theme.Sizes, size: int) -> int:
        rows = self.lines()
        tile_h = TileArt.lying_size(self._tile_w(s))[1] + s.pad // 2
        return len(rows) * line_height(size) + sum(tile_h for *_, win in rows if win is not None)

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
        """Nearly the whole window: a bloody hand can have many lines."""
        if self.app is None:
            return
        w, h = size
        s = theme.sizes(h)
        head = 3 * s.pad + line_height(s.big) + line_height(s.body) + 2 * s.pad
        foot = 2 * s.pad + round(s.button_h * 1.25) + 2 * s.pad
        body = max(self._content_height(s, s.body), (len(self.seats) + 1) * round(s.small * 2.2))
        height = min(h - 4 * s.pad, head + body + foot)
        self.panel = pygame.Rect(0, 0, min(w - 4 * s.pad, max(round(w * 0.8), 44 * s.body)), height)
        self.panel.center = (w // 2, h // 2)
        rect = pygame.Rect(0, 0, max(12 * s.body, self.panel.width // 4), round(s.button_h * 1.25))
        rect.midbottom = (self.panel.centerx, self.panel.bottom - 2 * s.pad)
        text = self.app.tr("result.to_menu" if self.match_over else "result.next_hand")
        self.button = Button(rect, text, primary=True, hotkey="Enter", focused=True)

    def _draw_lines(self, surface: pygame.Surface, rect: pygame.Rect, s: theme.Sizes) -> None:
        lines = self.lines()
        size = s.body
        while size > 12 and self._content_height(s, size) > rect.height:
            size -= 1
        step = line_height(size)
        tile_w = self._tile_w(s)
        y = rect.y
        for text, indent, sign, win in lines:
            if y + step > rect.bottom + 2:
                break
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

    def draw(self, surface: pygame.Surface) -> None:
        """As the base panel, with a wider left column (fan lines are long)."""
        if self.app is None:
            return
        tr = self.app.tr
        s = theme.sizes_for(surface)
        panel = self.panel
        y = self._draw_header(surface, s)
        inner = panel.inflate(-4 * s.pad, 0)
        left_w = round(inner.width * 0.64)
        height = self.button.rect.top - s.pad - y
        self._draw_lines(surface, pygame.Rect(inner.x, y, left_w, height), s)
        pygame.draw.line(surface, theme.PANEL_BORDER[:3], (inner.x + left_w + s.pad, y),
                         (inner.x + left_w + s.pad, y + height))
        self._draw_seats(surface, pygame.Rect(inner.x + left_w + 2 * s.pad, y, inner.width - left_w - 2 * s.pad,
                                              height), s, tr)
        self.button.draw(surface)
