"""The trick table (升级 with 1/2/3 decks, 打撇) at the three window sizes: the status pill
("主牌：♣梅花，对家坐庄", "轮到你跟牌") never covers a play or a seat's panel, and no play covers a
seat's panel (issue 16 point 1).

What is measured is what is drawn: the pill is the box ``draw_status`` fills, the plays are
the card faces blitted at the play width (and the glow round the winning play), the panels
are the layout's seat rectangles. A whole hand runs by bots, watched as a spectator, and every
frame of the play phase is checked.
"""
from __future__ import annotations

import pygame
import pytest

from engine.match import Match, SeatPlayer
from scenes.table import status_line
from scenes.table.result_panel import ResultPanel
from scenes.trick import painter
from scenes.trick_table import TrickTable

BOTS = tuple(SeatPlayer("bot", "normal") for _ in range(4))
SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


class Recorder(pygame.Surface):
    """A screen that remembers where play-sized card faces and the status pill land."""

    def __init__(self, size, play_faces: set[int]) -> None:
        super().__init__(size)
        self.play_faces = play_faces
        self.cards: list[pygame.Rect] = []

    def blit(self, source, dest, area=None, special_flags=0):
        rect = super().blit(source, dest, area, special_flags)
        if id(source) in self.play_faces:
            self.cards.append(pygame.Rect(rect))
        return rect


def spy_frame(app, table, monkeypatch):
    """Draw one frame; return (pill boxes, card rects, glow rects)."""
    L = table.layout_
    faces: set[int] = set()
    original = app.art.face

    def face(card, width, mark=None, highlight=False):
        image = original(card, width, mark, highlight)
        if width == L.play_card_w:
            faces.add(id(image))
        return image

    pills, glows = [], []
    draw_pill, draw_round = status_line.rounded_rect, painter.rounded_rect

    def pill(surface, rect, *args, **kwargs):
        pills.append(pygame.Rect(rect))
        return draw_pill(surface, rect, *args, **kwargs)

    def glow(surface, rect, fill, *args, **kwargs):
        if fill == painter.WIN_GLOW:
            glows.append(pygame.Rect(rect))
        return draw_round(surface, rect, fill, *args, **kwargs)

    monkeypatch.setattr(app.art, "face", face)
    monkeypatch.setattr(status_line, "rounded_rect", pill)
    monkeypatch.setattr(painter, "rounded_rect", glow)
    try:
        screen = Recorder(app.size, faces)
        table.draw(screen)
    finally:
        monkeypatch.undo()
    return pills, screen.cards, glows


@pytest.fixture(params=[1.0, 1.5], ids=["standard", "larger-cards"])
def card_scale(request):
    """Standard cards, and the largest card size setting (the layout makes room for them)."""
    from scenes import theme

    saved = theme.set_look(theme.Look(card_scale=request.param))
    yield request.param
    theme.set_look(saved)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant, language", [("shengji-2", "zh"), ("shengji-2", "en"), ("shengji-1", "zh"),
                                               ("shengji-3", "en"), ("dapie", "zh")])
def test_status_pill_covers_no_play_and_no_seat(data_dir, monkeypatch, card_scale, size, variant, language):
    from scenes import theme
    from scenes.app import App

    app = App(size)
    theme.set_look(theme.Look(card_scale=card_scale))     # the App took its own settings' look
    app.tr.language = language
    app.settings.animation = "off"
    table = TrickTable(Match.new(variant, None, seed=4, players=BOTS), threaded=False, bot_delay=0)
    app.stack.push(table)
    checked = tricks_seen = 0
    try:
        for _ in range(3000):
            app.step(1 / 20, [])
            if isinstance(app.stack.top, ResultPanel) or tricks_seen >= 5:
                break
            if table.model is None or table.model.phase not in ("play", "deal"):
                continue
            pills, cards, glows = spy_frame(app, table, monkeypatch)
            L = table.layout_
            panels = list(L.seat_rects.values())
            window = pygame.Rect(0, 0, *size)
            clear = max(2, L.sizes.pad // 4)    # not even touching: a visible gap round the pill
            for box in pills:
                assert window.contains(box)
                for rect in cards + glows + panels:
                    assert not box.inflate(2 * clear, 2 * clear).colliderect(rect), (box, rect)
            for rect in cards:
                for panel in panels:
                    assert not rect.colliderect(panel), (rect, panel)
            checked += bool(pills) and bool(cards)
            tricks_seen = len(getattr(table.match.state, "tricks", ()))
    finally:
        while len(app.stack):
            app.stack.pop()
    assert checked >= 5, "too few frames with both a status pill and plays on the table"
