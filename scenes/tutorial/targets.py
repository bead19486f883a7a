"""Where the table points: a lesson's target named in the data, found on the family's table.

A target is a name (``next``, ``hand``, ``seat:N``, ``play:N``, ``pond:N``, ``kitty``, ``top``,
``banker``, ``centre``); each
table family finds its rectangle from its own layout and controls, as they are drawn now. ``next``
is the person's next move on the lesson's line: at a card table the cards still to raise (or to
lower, when others are raised), then the button that makes the move; at 21点 the button, and in
betting the chip that builds the lesson's bet before 下注. None: nothing to point at now.
"""
from __future__ import annotations

from typing import Any

import pygame

from engine.actions import Action

from .lesson import same_action


def target_rect(table: Any, target: str, move: Action | None) -> pygame.Rect | None:
    """The rectangle of ``target`` on ``table`` (``move``: the person's next move, if it is theirs)."""
    if not target:
        return None
    family = getattr(table, "family", "")
    finder = {"blackjack": _blackjack, "mahjong": _mahjong}.get(family, _cards)
    return finder(table, target, move)


def target_parts(table: Any, target: str, move: Action | None) -> list[pygame.Rect]:
    """The pieces of the target the pointer rings one by one: each card still to raise or lower
    (its visible strip: cards overlap in the hand), else the whole target."""
    whole = target_rect(table, target, move)
    if whole is None:
        return []
    hand = getattr(table, "hand", None)
    if target != "next" or getattr(table, "family", "") not in ("climbing", "trick") or not hand.cards:
        return [whole]
    toggle = _to_toggle(table, move) if move is not None and _button_for(table.bar.buttons, move) is None else []
    parts = [hand.card_rect(i) for i in toggle]
    return [pygame.Rect(r.x, r.y, max(1, min(r.width, hand.visible_width(i))), max(1, hand.visible_height(i)))
            for i, r in zip(toggle, parts)] or [whole]


def _to_toggle(table: Any, move: Action) -> list[int]:
    """The hand's indices of the cards to raise (the move's, not raised) or lower (raised, not the move's)."""
    wanted, raised = set(getattr(move, "cards", ())), set(table.hand.selected)
    return [i for i, c in enumerate(table.hand.cards) if (c in wanted) != (c in raised)] if wanted else []


def _union(rects) -> pygame.Rect | None:
    rects = [r for r in rects if r is not None and r.width > 0 and r.height > 0]
    if not rects:
        return None
    out = pygame.Rect(rects[0])
    for rect in rects[1:]:
        out.union_ip(rect)
    return out


def _seat_of(target: str) -> int | None:
    try:
        return int(target.split(":", 1)[1])
    except (IndexError, ValueError):
        return None


def _button_for(buttons, move: Action) -> pygame.Rect | None:
    for button in buttons:
        action = button.action
        if isinstance(action, Action) and button.enabled and same_action(action, move):
            return pygame.Rect(button.rect)
    return None


# the card tables (climbing, trick) -----------------------------------------------------------------
def _cards(table: Any, target: str, move: Action | None) -> pygame.Rect | None:
    L = table.layout_
    if L is None:
        return None
    if target == "next":
        return _next_cards(table, move)
    if target == "hand":
        return table.hand.bounds() if table.hand.cards else None
    if target in ("kitty", "top"):
        rect = getattr(L, "kitty_rect" if target == "kitty" else "top_bar", None)
        return pygame.Rect(rect) if rect is not None else None
    seat = _seat_of(target)
    if seat is None:
        return None
    position = _position(table, seat)
    rect = (L.seat_rects if target.startswith("seat:") else L.play_rects).get(position)
    return pygame.Rect(rect) if rect is not None else None


def _position(table: Any, seat: int) -> str:
    """Where ``seat`` sits on screen at this card table (the trick table has its own four places)."""
    if getattr(table, "family", "") == "trick":
        from ..trick.layout import position_of as trick_position

        return trick_position(seat, table.bottom_seat())
    from ..table.layout import position_of

    return position_of(seat, table.bottom_seat(), len(table.match.players))


def _next_cards(table: Any, move: Action | None) -> pygame.Rect | None:
    """A button that makes the move (斗地主's bid, 升级's 亮主), else the cards it takes from the
    hand still to raise or lower, then the button of that kind of move (出牌, 扣底)."""
    if move is None:
        return None
    button = _button_for(table.bar.buttons, move)
    cards = getattr(move, "cards", ())
    if button is not None or not cards:
        return button
    toggle = _to_toggle(table, move)
    if toggle:
        return _union(table.hand.card_rect(i) for i in toggle)
    return next((pygame.Rect(b.rect) for b in table.bar.buttons
                 if type(b.action) is type(move) and b.enabled and getattr(b.action, "cards", ())), None)


# 21点 -------------------------------------------------------------------------------------------
def _blackjack(table: Any, target: str, move: Action | None) -> pygame.Rect | None:
    from ..blackjack.layout import slot_order

    L, obs = table.layout_, table.obs
    if L is None or obs is None:
        return None
    if target == "next":
        return _next_bet_or_button(table, move)
    if target == "banker":
        return pygame.Rect(L.banker_rect)
    seat = table.viewer if target == "hand" else _seat_of(target)
    if seat is None:
        return None
    if seat == obs.banker:
        return pygame.Rect(L.banker_rect)
    order = slot_order(len(obs.seats), obs.banker, table.bottom_seat())
    return pygame.Rect(L.slots[order.index(seat)]) if seat in order else None


def _next_bet_or_button(table: Any, move: Action | None) -> pygame.Rect | None:
    from engine.blackjack.actions import Bet

    from ..blackjack import controls

    if move is None:
        return None
    if not isinstance(move, Bet):
        return _button_for(table.buttons, move)
    missing = move.amount - table.pending_bet
    if missing < 0:
        wanted: Any = controls.CLEAR
    elif missing == 0:
        wanted = controls.DEAL
    else:
        chip = max((c for c in controls.CHIPS if c <= missing), default=None)
        wanted = ("chip", chip)
    return next((pygame.Rect(b.rect) for b in table.buttons if b.action == wanted and b.enabled), None)


# 四川麻将 ---------------------------------------------------------------------------------------------
def _mahjong(table: Any, target: str, move: Action | None) -> pygame.Rect | None:
    from ..mahjong.painter import own_rects, own_tiles

    L, obs = table.layout_, table.obs
    if L is None or obs is None:
        return None
    if target == "next":
        if move is None:
            return None
        button = _button_for(table.buttons, move)
        tile = getattr(move, "tile", None)
        if button is not None or tile is None:
            return button
        stub = table._picture_stub()
        tiles, rects = own_tiles(stub), own_rects(stub)
        if tile not in tiles:
            return None
        index = len(tiles) - 1 - tiles[::-1].index(tile)   # the tile the table's 提示 raises
        return pygame.Rect(rects[index])                   # raise it, then press it again to discard
    if target == "hand":
        return _union(own_rects(table._picture_stub()))
    if target == "centre":
        return pygame.Rect(L.centre)
    seat = _seat_of(target)
    if seat is None or table.bottom_seat() is None:
        return None
    if target.startswith("pond:"):
        return _pond(L, obs, seat, (seat - table.bottom_seat()) % 4)
    line = {1: L.right_line, 2: L.top_line, 3: L.left_line}.get((seat - table.bottom_seat()) % 4)
    return pygame.Rect(line) if line is not None else None


def _pond(L: Any, obs: Any, seat: int, place: int) -> pygame.Rect | None:
    """The discards of ``seat`` as they lie in front of it (``place`` on screen)."""
    from engine.mahjong.view import CLAIMED

    from ..mahjong.tiles_view import pond_positions, pond_width
    from ..tileart import TileArt

    count = sum(1 for _, status in obs.seats[seat].pond if status != CLAIMED)
    fw, fh = TileArt.face_size(pond_width(L, count))
    w, h = (fw, fh) if place in (0, 2) else (fh, fw)
    return _union(pygame.Rect(x, y, w, h) for x, y in pond_positions(L, place, count))


def keep_clear(table: Any, step: Any) -> list[list[pygame.Rect]]:
    """What the lesson's box should not cover, in tiers: first what it may never cover — the
    person's hand and the buttons they press (the action row, the corner buttons; at 21点 the
    person's own cards) — then, while there is room, what the step's sentence speaks of (its
    ``about``), then the seats, the plays and the top pills."""
    must = [pygame.Rect(b.rect) for b in getattr(table, "corner", {}).values()]
    L = table.layout_
    about = [r for r in (target_rect(table, name, None) for name in getattr(step, "about", ())) if r is not None]
    if getattr(table, "family", "") == "mahjong":
        must += [pygame.Rect(b.rect) for b in table.buttons] + [pygame.Rect(L.hand_rect)]
        seats = [pygame.Rect(r) for r in (*L.badges, L.top_line, L.left_line, L.right_line)]
        return [must, about, seats + [pygame.Rect(L.status_rect), pygame.Rect(L.hint_rect)],
                [pygame.Rect(L.centre)]]
    if getattr(table, "family", "") == "blackjack":
        must += [pygame.Rect(b.rect) for b in table.buttons]
        own = _blackjack(table, "hand", None) if table.viewer is not None else None
        if own is not None:
            must.append(own)
        return [must, about, [pygame.Rect(L.banker_rect), pygame.Rect(L.status_rect)],
                [pygame.Rect(r) for r in L.slots]]
    if table.hand is not None and table.hand.cards:
        must.append(table.hand.bounds())
    buttons = _union(pygame.Rect(b.rect) for b in table.bar.buttons)
    if buttons is not None:
        must.append(buttons)
    pills = [pygame.Rect(getattr(L, name)) for name in ("kitty_rect", "info_rect", "status_rect", "top_bar")
             if getattr(L, name, None) is not None]
    seats = [pygame.Rect(r) for r in L.seat_rects.values()]
    return [must, about, pills + seats, [pygame.Rect(r) for r in L.play_rects.values()]]
