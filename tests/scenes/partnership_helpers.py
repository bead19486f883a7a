"""Driving a four-player partnership climbing game (双扣, 吃苍蝇) through the real table scene.

The person at seat 0 plays by clicking cards and pressing the play button (or Space to
pass); the computer seats use the game's bots, or random bots while the game has none yet.
Every frame is checked: no card face drawn that the viewer's observation does not show.
"""
from __future__ import annotations

import random

import pygame

from engine.actions import Pass, Play
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.climbing_table import ClimbingTable
from scenes.table.result_panel import ResultPanel
from scenes.widgets import render

YOU, BOT = SeatPlayer("human"), SeatPlayer("bot", "normal")


def with_bots(monkeypatch, variant: str) -> None:
    """Random computer players for ``variant`` until its own exist (ai/ is written alongside)."""
    from ai import registry
    from ai.base import RandomBot

    if not registry.has_bots(variant):
        monkeypatch.setitem(registry._FACTORIES, variant, lambda level: RandomBot())


def open_table(app, variant: str, seed: int, players=None, animation: str = "off") -> ClimbingTable:
    app.settings.animation = animation
    match = Match.new(variant, None, seed=seed, players=players or (YOU, BOT, BOT, BOT))
    table = ClimbingTable(match, threaded=False, bot_delay=0)
    app.stack.push(table)
    app.step(1 / 60, [])
    return table


class FaceSpy:
    def __init__(self, art) -> None:
        self.art, self.original, self.cards = art, art.face, set()

    def __enter__(self):
        def face(card, *args, **kwargs):
            self.cards.add(card)
            return self.original(card, *args, **kwargs)

        self.art.face = face
        return self

    def __exit__(self, *exc):
        self.art.face = self.original


def allowed_faces(obs) -> set:
    """What the viewer may see: own hand, every play, the game's public cards, and once the hand
    is over every hand (turned face up)."""
    faces = set(obs.hand) | {c for _seat, cards in obs.history for c in cards}
    faces |= {c for cards in getattr(obs, "shown_hands", ()) for c in cards}
    for name in ("turned", "named"):
        card = getattr(obs, name, None)
        if card is not None:
            faces.add(card)
    return faces


def click_play(app, table, play: Play) -> None:
    """Raise the cards of ``play`` one by one with the mouse, then press the play button."""
    hand = table.hand
    hand.clear()
    for card in play.cards:
        point = hand.point_of(hand.cards.index(card))
        app.send(it.Intent(it.PRESS, point))
        app.send(it.Intent(it.RELEASE, point))
    assert set(hand.selection) == set(play.cards)
    button = next(b for b in table.bar.buttons if isinstance(b.action, Play))
    assert button.enabled, table.bar.reason
    app.send(it.Intent(it.PRESS, button.rect.center))


def play_hand(app, table, *, on_frame=None, choose=None, limit: int = 3000) -> ResultPanel:
    """Play one hand to its result panel; the person's moves are clicks (Space to pass)."""
    rng = random.Random(7)
    for _ in range(limit):
        if isinstance(app.stack.top, ResultPanel):
            return app.stack.top
        if table.my_turn() and not table.anims.busy and table.model.phase == "play":
            legal = table.match.state.legal_actions(table.viewer)
            plays = [a for a in legal if isinstance(a, Play)]
            action = choose(legal) if choose else (rng.choice(plays) if plays and rng.random() < 0.8 else None)
            if isinstance(action, Play):
                click_play(app, table, action)
            elif Pass() in legal:
                app.send(it.Intent(it.PASS))
            else:
                click_play(app, table, plays[0])
        elif table.my_turn() and table.model.phase != "play" and choose is not None:
            table.act(choose(table.match.state.legal_actions(table.viewer)))
        with FaceSpy(app.art) as spy:
            app.step(0.05, [])
        if table.viewer is not None or not table.hotseat.active:
            obs = table.match.state.observe(table.viewer)
            allowed = allowed_faces(obs)
            assert spy.cards <= allowed, spy.cards - allowed
            assert table.model.visible_faces() <= allowed
        if on_frame is not None:
            on_frame(table)
    raise AssertionError("the hand did not end")


def text_fits(text: str, size: int, width: int, bold: bool = False) -> bool:
    return render(text, size, bold=bold).get_width() <= width


def screen_rect(app) -> pygame.Rect:
    return pygame.Rect((0, 0), app.size)
