"""Readable pace at the trick tables (issue 28, item 5): a finished trick stays on the table
until the next lead, whatever the pause before that lead, and the lead sweeps it to its
winner; the table draws it from the observation's last trick.

The computer players' pause is long here (3 s, on the table's own clock), so the old table —
which cleared a finished trick about a second after it ended — fails."""
from __future__ import annotations

import pygame
import pytest

from engine.match import Match, SeatPlayer
from scenes.trick_table import TrickTable

BOTS = tuple(SeatPlayer("bot", "normal") for _ in range(4))


class FaceSpy:
    """Which card faces one drawing of the table blits (wraps CardArt.face)."""

    def __init__(self, art) -> None:
        self.art, self.original, self.cards = art, art.face, []

    def __enter__(self):
        def face(card, width, *args, **kwargs):
            self.cards.append(card)
            return self.original(card, width, *args, **kwargs)

        self.art.face = face
        return self

    def __exit__(self, *exc):
        self.art.face = self.original


def drawn_faces(app, table) -> list:
    surface = pygame.Surface(app.size)
    with FaceSpy(app.art) as spy:
        table.draw(surface)
    return spy.cards


def spectator_table(app, variant: str, seed: int = 3) -> TrickTable:
    app.settings.animation = "normal"
    table = TrickTable(Match.new(variant, None, seed=seed, players=BOTS), threaded=False, bot_delay=3.0)
    app.stack.push(table)
    table.controller._clock = lambda: table.clock      # the pause runs on the frames' time
    app.step(1 / 60, [])
    return table


@pytest.mark.parametrize("variant", ["shengji-1", "dapie"])
def test_a_finished_trick_stays_in_view_until_the_next_lead(app, variant):
    table = spectator_table(app, variant)
    held = swept = 0
    for _ in range(60 * 120):
        app.step(1 / 30, [])
        obs = table.obs
        if obs.phase != "play" or len(obs.tricks) > 4:
            if len(obs.tricks) > 4:
                break
            continue
        if obs.tricks and not obs.trick:            # between two tricks: the last one is on the table
            faces = drawn_faces(app, table)
            for _seat, cards in obs.tricks[-1].plays:
                for card in cards:
                    assert card in faces, f"{card} of the finished trick left the table before the next lead"
            held += 1
        elif obs.tricks and len(obs.trick) == 1 and table.anims.progress("gather") is not None:
            faces = drawn_faces(app, table)          # the lead sweeps the old trick to its winner
            assert all(c in faces for _s, cards in obs.tricks[-1].plays for c in cards)
            swept += 1
    assert held > 3 * 30, "the trick should have been watched for the whole pause before each lead"
    assert swept > 0
