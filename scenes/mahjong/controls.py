"""The buttons of the 四川麻将 table, built from the viewer's legal actions only.

飘 / 不飘 before the first draw, the three suits for 定缺, 胡 / 杠 / 碰 / 过 in a claim
window, and on your own turn 自摸, one button per 暗杠 / 加杠 and 躺. Discards are made
by clicking tiles, so they have no buttons. Each button carries the engine action it
stands for; the keyboard shortcuts (H 胡, K 杠, P 碰, Space 过, T 躺, Enter the primary
one) are shown on the buttons and handled by the table with the same actions.
"""
from __future__ import annotations

import pygame

from engine.mahjong.actions import ChooseMissing, Kong, LayDown, PassClaim, Piao, Pong, Win

from ..assets import font
from ..widgets import Button, label_size

LAY_DOWN = "lay_down"   # the 躺 button: lays down with the raised tile (a command, not an action)


def _row(items: list[tuple], bar: pygame.Rect, s, align: str = "right",
         room: pygame.Rect | None = None) -> list[Button]:
    """(text, action, primary, hotkey[, short text]) each, in one row of the bar. Buttons whose
    words do not fit in the bar reach left into ``room`` (the bar's row as far as your badge as
    drawn: :func:`scenes.mahjong.painter.bar_room`; on past the bar's right end when the badge
    leaves too little), then drop their key hints, then show their words smaller (down to the table's small
    text, ``s.small``), then take their short words where they have them ("Kong 8 Chars" for
    "Concealed kong 8 Characters"); only past that are they squeezed — never over the badge. A
    cut label ("Self···", "Concealed kong 8···" at 150 % in English) is read where a smaller one
    would fit, and two kongs cut after "Concealed kong" read alike."""
    items = [(text, action, primary, key, rest[0] if rest else text)
             for text, action, primary, key, *rest in items]
    size = _label_size(bar)
    words = _words(items, bar, size)
    widths = [w + (font(max(14, int(size * 0.7))).size(key)[0] + size * 3 // 2 if key else 0)
              for w, (*_, key) in zip(words, items)]   # room for the key hint (Button shows it only then)
    gap = s.pad
    # the room starts after your badge as drawn, which may lie past the bar's own left edge when
    # the badge has grown for its tags (150 %, English), and may end past the bar's right
    limit = room.width if room is not None and align == "right" else bar.width
    fits = lambda ws: sum(ws) + gap * (len(ws) - 1) <= limit    # noqa: E731
    if not fits(widths):
        widths = words
    label = size
    while not fits(widths) and label > min(size, s.small):
        label -= 1
        widths = _words(items, bar, label)
    if not fits(widths):
        items = [(short, action, primary, key, short) for _, action, primary, key, short in items]
        widths = _words(items, bar, label)
    widths = _squeezed(widths, limit - gap * (len(widths) - 1))
    total = sum(widths) + gap * (len(widths) - 1)
    x = bar.right - total if align == "right" else bar.centerx - total // 2
    if room is not None and align == "right" and x < room.left:    # past the badge: on to the room's right
        x = room.left
    out = []
    for (text, action, primary, key, _), width in zip(items, widths):
        out.append(Button(pygame.Rect(x, bar.y, width, bar.height), text, action=action, primary=primary,
                          hotkey=key, font_size=label if label != size else 0))
        x += width + gap
    return out


def _squeezed(widths: list[int], room: int) -> list[int]:
    """The widths cut to share ``room``: the longest labels give up the width, the shorter ones stay
    whole as long as they can ("Self-draw" and "Lay down" whole beside two cut 暗杠 labels, rather
    than every label cut alike)."""
    if sum(widths) <= room:
        return widths
    cap = max(widths)
    while cap > 1 and sum(min(w, cap) for w in widths) > room:
        cap -= 1
    return [min(w, cap) for w in widths]


def _label_size(bar: pygame.Rect) -> int:
    """A bar button's own label size (the one :class:`Button` takes from its height)."""
    return label_size(bar.height)


def _words(items, bar: pygame.Rect, size: int) -> list[int]:
    """Each button's width for its words at ``size``: the words and a margin, and no narrower
    than a comfortable button while the words are at the button's own size."""
    least = round(bar.height * 2.2) if size == _label_size(bar) else 0
    return [max(least, font(size, True).size(text)[0] + size * 2) for text, *_ in items]


def tile_name(tr, tile) -> str:
    """"五筒" / "5 Dots" in the table's language."""
    return tile.name_en if getattr(tr, "language", "zh") == "en" else tile.name_zh


def tile_short(tr, tile) -> str:
    """"五筒" / "5 Dots", "8 Chars", "1 Char" — the tile in a crowded row of buttons."""
    if getattr(tr, "language", "zh") != "en":
        return tile.name_zh
    return f"{tile.rank} {tr(f'table.mj.suit_short.{tile.suit}', count=tile.rank)}"


def piao_buttons(bar, s, tr, room=None) -> list[Button]:
    """飘 raises what the hand is worth both ways, so it is not the default: Enter (and Space)
    is 不飘, and 飘 takes a click — a key pressed by habit never raises the stake (as 斗地主's 倒)."""
    return _row([(tr("table.mj.no_piao"), Piao(False), True, "Enter"),
                 (tr("table.mj.piao"), Piao(True), False, "")], bar, s, room=room)


def suggested_missing(hand) -> str:
    """The suit with the fewest tiles (ties: the lower-valued pairs matter less → first in m p s)."""
    counts = {suit: sum(1 for t in hand if t.suit == suit) for suit in "mps"}
    return min("mps", key=lambda suit: counts[suit])


def missing_buttons(bar, s, tr, hand, room=None) -> list[Button]:
    best = suggested_missing(hand)
    counts = {suit: sum(1 for t in hand if t.suit == suit) for suit in "mps"}
    return _row([(tr("table.mj.que_suit", suit=tr(f"table.mj.suit_short.{suit}"), n=counts[suit]), ChooseMissing(suit),
                  suit == best, "Enter" if suit == best else "") for suit in "mps"], bar, s, room=room)


def claim_buttons(bar, s, tr, legal, room=None) -> list[Button]:
    items = []
    for action in legal:   # in the engine's order: Win, Kong, Pong — the first is the primary one
        if isinstance(action, Win):
            items.append((tr("table.mj.win"), action, not items, "H"))
        elif isinstance(action, Kong):
            items.append((tr("table.mj.kong"), action, not items, "K"))
        elif isinstance(action, Pong):
            items.append((tr("table.mj.pong"), action, not items, "P"))
    items.append((tr("table.mj.pass"), PassClaim(), not items, "Space"))
    return _row(items, bar, s, room=room)


def turn_buttons(bar, s, tr, legal, room=None) -> list[Button]:
    """自摸, the kongs, 躺 (with the raised tile) — empty when only discards are possible."""
    items = []
    for action in legal:
        if isinstance(action, Win):
            items.append((tr("table.mj.self_draw"), action, True, "H"))
    kongs = [a for a in legal if isinstance(a, Kong)]
    for action in kongs:
        key = "table.mj.kong_concealed" if action.kind == "concealed" else "table.mj.kong_added"
        items.append((tr(key, tile=tile_name(tr, action.tile)), action, False, "K" if len(kongs) == 1 else "",
                      tr("table.mj.kong_tile", tile=tile_short(tr, action.tile))))
    if any(isinstance(a, LayDown) for a in legal):
        items.append((tr("table.mj.lay_down"), LAY_DOWN, False, "T"))
    return _row(items, bar, s, room=room) if items else []
