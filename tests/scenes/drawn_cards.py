"""What a frame of the App shows, card by card: for the trick table's tests (issue 35).

Why a recording screen: "this hand is too small", "that trick is under the panel" are facts about
where each card face landed and what was drawn over it later. :class:`Look` draws one frame at a
window size on a :class:`Screen` that keeps every blit in painting order, with the card of each
card face (the card art is watched while the frame is drawn).
"""
from __future__ import annotations

import pygame

from engine.cards import Card
from scenes.table.result_panel import ResultPanel


class Screen(pygame.Surface):
    """A screen that remembers every blit in painting order: (the card of a card face or None, rect)."""

    def __init__(self, size, faces: dict[int, Card]) -> None:
        super().__init__(size)
        self.faces = faces
        self.blits: list[tuple[Card | None, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):
        drawn = super().blit(source, dest, area, special_flags)
        topleft = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
        size = pygame.Rect(area).size if area is not None else source.get_size()
        self.blits.append((self.faces.get(id(source)), pygame.Rect(topleft, size)))
        return drawn


class Look:
    """One frame of the App at ``size``: every blit, and the table's layout and buttons at that size."""

    def __init__(self, app, table, size, monkeypatch) -> None:
        faces: dict[int, Card] = {}
        original = app.art.face

        def face(card, width, mark=None, highlight=False):
            image = original(card, width, mark, highlight)
            faces[id(image)] = card
            return image

        monkeypatch.setattr(app.art, "face", face)
        screen, windowed = app.screen, app._windowed_size
        self.screen = Screen(size, faces)
        app.screen, app._windowed_size = self.screen, size
        try:
            app.stack.layout(size)
            app.draw()
            self.layout = table.layout_
            self.corner = [button.rect.copy() for button in table.corner.values()]
            top = app.stack.top
            self.panel = top.panel.copy() if isinstance(top, ResultPanel) else None
            self.strip = top.strip.copy() if isinstance(top, ResultPanel) and top.viewing else None
        finally:
            app.screen, app._windowed_size = screen, windowed
            app.stack.layout(app.size)
            monkeypatch.setattr(app.art, "face", original)
        self.size = size
        self.blits = self.screen.blits

    def card_rects(self, card: Card) -> list[tuple[int, pygame.Rect]]:
        return [(i, rect) for i, (c, rect) in enumerate(self.blits) if c == card]

    def in_sight(self, card: Card) -> pygame.Rect | None:
        """Where ``card`` is drawn whole in the window with its corner index (rank and suit: the
        part of a card a fan leaves showing) not covered by anything drawn later, else None."""
        window = pygame.Rect(0, 0, *self.size)
        for i, rect in self.card_rects(card):
            corner = pygame.Rect(rect.x + 2, rect.y + 2, round(rect.width * 0.28), round(rect.height * 0.42))
            if window.contains(rect) and not any(later.colliderect(corner) for _, later in self.blits[i + 1:]):
                return rect
        return None
