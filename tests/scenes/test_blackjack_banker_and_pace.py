"""21点 as issue 16 and 17 asked: the banker's controls by his cards, H is 提示, a round that
ends in one move can be followed, the hands stay readable after it, and 离桌 asks first.

Bots fill the other seats (``threaded=False``, no delay). The pacing test runs with the
animations at their normal speed and counts the frames of 1/60 s.
"""
from __future__ import annotations

import pygame
import pytest

from engine.blackjack import Bet, Hit, Stand
from engine.cards import Card
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.blackjack.painter import _reveals
from scenes.blackjack.result_panel import BlackjackResultPanel
from scenes.blackjack_table import BlackjackTable
from scenes.dialog import ConfirmDialog
from scenes.table.hint_note import reason_text
from tests.engine.bj_helpers import rig

PLAYERS = (SeatPlayer("human"), SeatPlayer("bot", "normal"), SeatPlayer("bot", "normal"), SeatPlayer("bot", "normal"))
DT = 1 / 60


def open_table(app, animation: str = "off", seed: int = 4, **options) -> BlackjackTable:
    app.settings.animation = animation
    table = BlackjackTable(Match.new("blackjack", options or None, seed=seed, players=PLAYERS), threaded=False,
                           bot_delay=0)
    app.stack.push(table)
    app.step(DT, [])
    return table


def frame(app, *intents) -> None:
    for intent in intents:
        app.send(intent)
    app.step(DT, [])


def wait(app, table, phase=None, limit=2000) -> None:
    for _ in range(limit):
        if isinstance(app.stack.top, BlackjackResultPanel):
            return
        if table.my_turn() and (phase is None or table.obs.phase == phase):
            return
        frame(app)
    raise AssertionError(f"stuck in phase {table.obs.phase}")


def close(app) -> None:
    while len(app.stack):
        app.stack.pop()


# --- the banker's controls by his cards -------------------------------------------------------------

@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_a_person_banking_has_his_buttons_right_under_his_cards(data_dir, size):
    from scenes.app import App

    app = App(size)
    table = open_table(app, banker=0)
    rig(table.match.state, "ST HT DT CT S9 H9 D9 S6 C5")   # the 闲家 stand on 19, the banker holds 16
    wait(app, table, "banker")
    L = table.layout_
    cards_bottom = L.banker_rect.y + L.banker_label_h + L.card_h
    assert table.buttons and {b.action for b in table.buttons} == {Hit(), Stand()}
    for button in table.buttons:
        assert button.rect.top >= cards_bottom                   # below his cards …
        assert button.rect.top - cards_bottom <= 3 * L.sizes.body + L.sizes.pad   # … right under them
        assert all(not button.rect.colliderect(slot) for slot in L.slots)
    assert L.keys_pos[1] < min(slot.top for slot in L.slots)     # the key line there too
    window = pygame.Rect(0, 0, *size)
    assert all(window.contains(slot) for slot in L.slots)
    close(app)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_player_has_his_seat_at_the_bottom_by_the_buttons(data_dir, size):
    from scenes.app import App

    app = App(size)
    table = open_table(app)
    wait(app, table, "bet")
    L = table.layout_
    mine = L.slots[table.picture().slots.index(0)]
    assert mine.bottom <= L.bar_rect.top and L.bar_rect.top - mine.bottom <= 2 * L.sizes.pad
    assert mine.centerx == pytest.approx(L.size[0] / 2, abs=L.sizes.pad)
    close(app)


# --- H is 提示, → is 要牌 -------------------------------------------------------------------------------

def test_h_hints_without_moving_and_right_arrow_hits(app):
    table = open_table(app)
    wait(app, table, "bet")
    frame(app, it.Intent(it.HINT))                               # betting: the suggestion is filled in
    suggestion = table.controller.hint(0)
    assert isinstance(suggestion, Bet) and table.pending_bet == suggestion.amount
    assert table.obs.phase == "bet" and table.my_turn()           # … not placed
    frame(app, it.Intent(it.CONFIRM))
    wait(app, table)
    if not table.my_turn():
        pytest.skip("the round ended at the deal")
    before = len(table.match.actions)
    frame(app, it.Intent(it.HINT))
    assert len(table.match.actions) == before                    # H moved nothing
    suggestion = table.controller.hint(0)
    marked = [b.action for b in table.buttons if b.focused]
    assert marked == [suggestion]                                # its button is marked …
    why = reason_text(table.controller.hint_decision(0).reason, app.tr)
    assert why and table.status()[0] == why                      # … and the status line says why
    cards = len(table.obs.seats[0].hands[0].cards)
    frame(app, it.Intent(it.RIGHT))                              # →: 要牌
    assert table.match.actions[before] == (0, Hit())
    assert len(table.match.state.hands[0][0].cards) == cards + 1
    assert "H" not in [b.hotkey for b in table.buttons]
    keys = table.picture().keys
    assert not keys or ("→" in keys and app.tr("table.bj.hit") in keys)


# --- a round that ends in one move can be followed ------------------------------------------------

def test_after_a_bust_the_rest_of_the_round_can_be_followed(app):
    """Seats 2 and 3 stand on 17, the person (10+6) hits a 10 and busts; the casino banker (5+7)
    turns his hole card and draws 4 and 2. From the bust to the result takes seconds, the
    banker's hole card stays face down until its turn-over, and the settled table stays in view."""
    table = open_table(app, animation="normal", seed=4, casino_banker=True)
    state = table.match.state
    assert state.banker == 1
    rig(state, "S9 H9 DT S5 H8 D8 S6 C7 CT D4 H2")
    wait(app, table, "bet")
    table.act(Bet(10))
    wait(app, table, "play")
    assert table.match.state.hands[0][0].points == 16
    hole = Card.from_code("S5")
    faces = []
    original = app.art.face
    app.art.face = lambda card, *a, **k: faces.append(card) or original(card, *a, **k)
    try:
        table.act(Hit())                                         # 26: bust, the round ends in this move
        assert state.phase in ("hand_over", "match_over")
        frames, reveal_seen, hole_before_reveal = 0, False, False
        while not isinstance(app.stack.top, BlackjackResultPanel) and frames < 60 * 20:
            faces.clear()
            app.draw()
            reveals = _reveals(table.anims)
            if (1, 0) in reveals:
                reveal_seen = True
            elif not reveal_seen and hole in faces:
                hole_before_reveal = True
            frame(app)
            frames += 1
    finally:
        del app.art.face
    assert reveal_seen and not hole_before_reveal
    assert frames * DT >= 3.0, f"the rest of the round took {frames * DT:.1f} s"
    assert frames * DT <= 8.0


# --- the hands stay readable after the round; 离桌 asks first ----------------------------------------

def _to_result(app, table):
    wait(app, table, "bet")
    table.act(Bet(10))
    for _ in range(400):
        if isinstance(app.stack.top, BlackjackResultPanel):
            return app.stack.top
        if table.my_turn():
            table.act(Stand())
        frame(app)
    raise AssertionError("no result")


def test_the_result_folds_away_to_show_every_hand(app):
    table = open_table(app, seed=6)
    panel = _to_result(app, table)
    frame(app)
    assert not panel.viewing
    frame(app, it.Intent(it.PASS))                               # Space: 看牌
    assert panel.viewing and app.stack.top is panel
    L = table.layout_
    for slot in L.slots:                                         # the strip covers no hand
        assert not panel.strip.colliderect(slot)
    assert not panel.strip.colliderect(L.banker_rect)
    frame(app, it.Intent(it.PASS))                               # 看结果
    assert not panel.viewing
    frame(app, it.Intent(it.PASS))
    frame(app, it.Intent(it.CONFIRM))                            # 下一局 from the strip
    assert app.stack.top is table and table.match.state.hand_no == 2


def test_leaving_asks_first_and_no_keeps_the_match(app):
    table = open_table(app, seed=6)
    panel = _to_result(app, table)
    frame(app)
    frame(app, it.Intent(it.PRESS, panel.leave_button.rect.center), it.Intent(it.RELEASE, panel.leave_button.rect.center))
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog) and dialog.text == "table.bj.leave_confirm"
    frame(app, it.Intent(it.BACK))                               # Esc: stay
    assert app.stack.top is panel and not table.match.state.is_match_over
    frame(app, it.Intent(it.CONFIRM))                            # the round goes on
    assert app.stack.top is table and not table.match.state.is_match_over
