"""打撇's 摆撇 at 1024×640, 1280×800 and 1920×1080 (issue 35, item 5).

Every open hand is readable — cards of a readable width with each corner index showing, none in a
seat's box or under the corner buttons, none over another hand or the trick — and the trick that
broke the claim stays in sight when the result opens. Measured on what is drawn
(tests/scenes/drawn_cards.py).
"""
from __future__ import annotations

import pygame
import pytest

from engine.actions import Double
from engine.dapie.actions import LayDown
from scenes.table.result_panel import ResultPanel
from scenes.trick.dapie import DapieResultPanel
from tests.scenes.drawn_cards import Look
from tests.scenes.test_dapie_table import become_declarer, button_for, click, frame, open_table, put_back_with_hint, wait

SIZES = ((1024, 640), (1280, 800), (1920, 1080))


def lay_down(app):
    """The person bids 100, names hearts, puts back with the hint and lays down (seed 3: the claim
    breaks on the sixth trick)."""
    table = open_table(app, seed=3)
    become_declarer(app, table)
    put_back_with_hint(app, table)
    wait(app, table, lambda: table.my_turn() and table.match.state.phase in ("play", "answer"))
    if table.match.state.phase == "answer":
        click(app, button_for(table, Double(False)).rect.center)
        wait(app, table, table.my_turn)
    click(app, button_for(table, LayDown()).rect.center)
    frame(app)
    assert table.match.state.pos.laid_down
    return table


@pytest.mark.parametrize("size", SIZES)
def test_every_open_hand_is_readable_and_clear_of_the_seats_and_buttons(app, monkeypatch, size):
    table = lay_down(app)
    obs = table.controller.observe(0)
    look = Look(app, table, size, monkeypatch)
    L = look.layout
    window = pygame.Rect(0, 0, *size)
    plays = [rect for _, cards in obs.trick for card in cards for _, rect in look.card_rects(card)]
    hands = []
    for seat in (1, 2, 3):
        rects = [look.in_sight(card) for card in obs.open_hands[seat]]
        assert all(rects), f"{size}: a card of seat {seat}'s open hand is not in sight"
        hands.append(rects)
        for rect in rects:
            assert window.contains(rect)
            assert rect.width >= max(40, round(size[1] * 0.06)), f"{size}: seat {seat}'s cards are {rect.width}px"
            assert not any(rect.colliderect(panel) for panel in L.seat_rects.values()), \
                f"{size}: seat {seat}'s open hand lies in a seat's box"
            assert not any(rect.colliderect(button) for button in look.corner), \
                f"{size}: seat {seat}'s open hand lies under a corner button"
            assert not any(rect.colliderect(play) for play in plays)
        # each card shows its whole corner index (a third of the card) beside the next one
        rows: dict[int, list[pygame.Rect]] = {}
        for rect in rects:
            rows.setdefault(rect.y, []).append(rect)
        for row in rows.values():
            xs = sorted(r.x for r in row)
            assert all(b - a >= row[0].width / 3 for a, b in zip(xs, xs[1:]))
    for i, mine in enumerate(hands):           # no hand lies over another
        for other in hands[i + 1:]:
            assert not any(a.colliderect(b) for a in mine for b in other)


def test_the_trick_that_broke_the_lay_down_stays_in_sight(app, monkeypatch):
    table = lay_down(app)
    wait(app, table, lambda: isinstance(app.stack.top, ResultPanel))
    panel = app.stack.top
    obs = table.controller.observe(0)
    assert obs.result.laid_down and obs.result.outcome == "loss"
    broke = obs.tricks[-1]
    assert broke.winner != obs.declarer and broke.points
    for language in ("zh", "en"):
        app.settings.language = app.tr.language = language
        for size in SIZES:
            look = Look(app, table, size, monkeypatch)
            for seat, cards in broke.plays:
                rect = look.in_sight(cards[0])
                assert rect is not None, f"{language} {size}: {table.name_of(seat)}'s {cards[0]} is covered"
                assert rect.width >= 30
    assert isinstance(panel, DapieResultPanel) and panel.deciding == broke
