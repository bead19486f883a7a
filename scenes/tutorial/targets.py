"""Where the table points: a lesson's target named in the data, found on the family's table.

A target is a name (``next``, ``hand``, ``seat:N``, ``play:N``, ``kitty``, ``banker``); each
table family finds its rectangle from its own layout and controls, as they are drawn now. ``next``
is the person's next move on the lesson's line: at a card table the cards still to raise (or to
lower, when others are raised), then the button that makes the move; at 21点 the button, and in
betting the chip that builds the lesson's bet before 下注. None: nothing to point at now.
"""
from __future__ import annotations

from typing import Any

import pygame

from engine.actions import Action, Play

from .lesson import same_action


def target_rect(table: Any, target: str, move: Action | None) -> pygame.Rect | None:
    """The rectangle of ``target`` on ``table`` (``move``: the person's next move, if it is theirs)."""
    if not target:
        return None
    family = getattr(table, "family", "")
    finder = _BLACKJACK if family == "blackjack" else _CARDS
    return finder(table, target, move)


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
    from ..table.layout import position_of

    L = table.layout_
    if L is None:
        return None
    if target == "next":
        return _next_cards(table, move)
    if target == "hand":
        return table.hand.bounds() if table.hand.cards else None
    if target == "kitty":
        return pygame.Rect(L.kitty_rect)
    seat = _seat_of(target)
    if seat is None:
        return None
    position = position_of(seat, table.bottom_seat(), len(table.match.players))
    if target.startswith("seat:"):
        rect = L.seat_rects.get(position)
    else:
        rect = L.play_rects.get(position)
    return pygame.Rect(rect) if rect is not None else None


def _next_cards(table: Any, move: Action | None) -> pygame.Rect | None:
    if move is None:
        return None
    if isinstance(move, Play) and move.cards:
        wanted, raised = sorted(move.cards), set(table.hand.selected)
        toggle = [c for c in table.hand.cards if (c in wanted) != (c in raised)]
        if toggle:
            return _union(table.hand.card_rect(table.hand.cards.index(c)) for c in toggle)
        return next((pygame.Rect(b.rect) for b in table.bar.buttons
                     if isinstance(b.action, Play) and b.enabled and b.action.cards), None)
    return _button_for(table.bar.buttons, move)


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


_CARDS = _cards
_BLACKJACK = _blackjack


def keep_clear(table: Any, step: Any) -> list[list[pygame.Rect]]:
    """What the lesson's box should not cover, in tiers: first what it may never cover — the
    person's hand and the buttons they press (the action row, the corner buttons; at 21点 the
    person's own cards) — then, while there is room, the seats, the plays and the top pills."""
    must = [pygame.Rect(b.rect) for b in getattr(table, "corner", {}).values()]
    L = table.layout_
    if getattr(table, "family", "") == "blackjack":
        must += [pygame.Rect(b.rect) for b in table.buttons]
        own = _blackjack(table, "hand", None) if table.viewer is not None else None
        if own is not None:
            must.append(own)
        return [must, [pygame.Rect(L.banker_rect), pygame.Rect(L.status_rect)], [pygame.Rect(r) for r in L.slots]]
    if table.hand is not None and table.hand.cards:
        must.append(table.hand.bounds())
    buttons = _union(pygame.Rect(b.rect) for b in table.bar.buttons)
    if buttons is not None:
        must.append(buttons)
    pills = [pygame.Rect(r) for r in (L.kitty_rect, L.info_rect, L.status_rect)]
    seats = [pygame.Rect(r) for r in L.seat_rects.values()]
    return [must, pills + seats, [pygame.Rect(r) for r in L.play_rects.values()]]
