"""A person's seat played by the computer (托管) carries the 托管 badge at the mahjong and 21点
tables too, as at the card tables, so the others at the computer can see it (issue 16).

Two people and the computer play a seeded hot-seat hand; at the first person's turn the other
person's seat is put in 托管 and the frame is drawn: one more 托管 word is on the table than
before (the corner button shows the same word, so the words are counted, before and after), the
new one lies inside the window, and it is on the other person's seat, not the viewer's.
"""
from __future__ import annotations

import pygame
import pytest

from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from scenes.tables import hotseat_options, table_for

from tests.scenes.layout_probe import TEXT, draw_frame, recording

SIZES = ((1024, 640), (1280, 800))


def _table_at_a_persons_turn(variant: str, language: str):
    from scenes.app import App

    app = App(SIZES[0])
    app.settings.language = app.tr.language = language
    app.settings.animation = "off"
    app.settings.bot_delay = 0.0
    app.audio.set_enabled(False)
    spec = get_spec(variant)
    players = (SeatPlayer("human", name=""), SeatPlayer("human", name="")) + tuple(
        SeatPlayer("bot", "normal") for _ in range(spec.seat_count() - 2))
    match = Match.new(variant, hotseat_options(spec), seed=4, players=players)
    table = table_for(match)
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    table.controller._save = lambda match: None
    for _ in range(5000):
        if app.stack.top is not table:
            break
        if table.hotseat.handing_to is not None:
            table.confirm_handoff()
        elif table.my_turn() and not table.anims.busy:
            return app, table
        table.update(1 / 20)
    pytest.fail(f"{variant}: no person's turn came")


def _autoplay_words(app, size) -> list[pygame.Rect]:
    word = app.tr("table.autoplay")
    with recording() as rec:
        probe = draw_frame(app, size, rec)
    return [b.rect for b in probe.blits if b.kind == TEXT and b.text == word]


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("variant", ["mj-mianyang", "mj-deyang-qdg", "blackjack"])
def test_the_other_persons_autoplay_shows_on_their_seat(data_dir, variant, language):
    app, table = _table_at_a_persons_turn(variant, language)
    try:
        viewer = table.viewer
        other = next(p for p in table.hotseat.people if p != viewer)
        before = {size: _autoplay_words(app, size) for size in SIZES}
        table.controller.autoplay.add(other)
        table.refresh(force=True)
        for size in SIZES:
            after = _autoplay_words(app, size)
            added = [r for r in after if r not in before[size]]
            assert len(after) == len(before[size]) + 1 and len(added) == 1, (size, before[size], after)
            assert pygame.Rect(0, 0, *size).contains(added[0]), (size, added[0])
        # the viewer's own 托管 is the corner button's business, not a badge on their seat
        table.controller.autoplay.discard(other)
        table.controller.autoplay.add(viewer)
        table.refresh(force=True)
        for size in SIZES:
            badges = [r for r in _autoplay_words(app, size) if r not in before[size]]
            assert not badges, (size, badges)
    finally:
        while len(app.stack):
            app.stack.pop()
