"""The 21点 table, driven only through intents, as a person (or a test) would.

Bots fill the other seats (``threaded=False``, no delay) and animations are off
unless a test is about them, so the tests stay fast and deterministic.
"""
from __future__ import annotations

import pygame

from engine.blackjack import Bet, Hit, Split, Stand
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.dialog import ConfirmDialog
from scenes.blackjack.result_panel import BlackjackResultPanel
from scenes.blackjack_table import BlackjackTable
from scenes.menu import MainMenu
from scenes.saved_match import has_saved_match
from scenes.tables import table_for
from tests.engine.bj_helpers import rig

PLAYERS = (SeatPlayer("human"), SeatPlayer("bot", "normal"), SeatPlayer("bot", "normal"), SeatPlayer("bot", "easy"))


def new_match(seed: int = 5, players=PLAYERS, **options) -> Match:
    return Match.new("blackjack", options or None, seed=seed, players=players)


def open_table(app, match: Match, animation: str = "off") -> BlackjackTable:
    app.settings.animation = animation
    table = BlackjackTable(match, threaded=False, bot_delay=0)
    app.stack.push(table)
    app.step(1 / 60, [])
    return table


def frame(app, *intents: it.Intent) -> None:
    for intent in intents:
        app.send(intent)
    app.step(1 / 60, [])


def wait(app, table, phase: str | None = None, limit: int = 400) -> None:
    """Frames until the person must decide (in ``phase``) or the result panel is up."""
    for _ in range(limit):
        if isinstance(app.stack.top, BlackjackResultPanel):
            return
        if table.my_turn() and (phase is None or table.obs.phase == phase):
            return
        frame(app)
    raise AssertionError(f"stuck in phase {table.obs.phase}")


def click(app, button) -> None:
    frame(app, it.Intent(it.PRESS, button.rect.center), it.Intent(it.RELEASE, button.rect.center))


def button(table, action):
    return next(b for b in table.buttons if b.action == action)


def test_table_for_opens_the_blackjack_table():
    assert isinstance(table_for(new_match()), BlackjackTable)


def test_a_person_plays_a_round_as_a_player(app):
    table = open_table(app, new_match())
    wait(app, table, "bet")
    click(app, button(table, ("chip", 50)))
    click(app, button(table, ("chip", 10)))
    assert table.pending_bet == 60
    frame(app, it.Intent(it.CONFIRM))                     # Enter: 下注 60
    assert table.match.state.hands[0][0].bet == 60
    wait(app, table)
    while table.my_turn() and table.obs.phase == "play":
        legal = table.match.state.legal_actions(0)
        enabled = {b.action for b in table.buttons if b.enabled and b.action is not None}
        assert enabled == set(legal)                      # only the legal buttons are enabled
        hand = table.obs.seats[0].hands[table.obs.active[1]]
        frame(app, it.Intent(it.RIGHT if hand.points < 17 else it.SELECT))  # → 要牌 / S 停牌
        wait(app, table)
    panel = app.stack.top
    assert isinstance(panel, BlackjackResultPanel)
    assert panel.line_texts() and all(text for text in panel.line_texts())
    assert sum(panel.result.deltas) == 0
    frame(app, it.Intent(it.CONFIRM))                     # 下一局
    assert table.match.state.hand_no == 2


def test_hole_cards_of_others_are_face_down_for_the_person(app):
    table = open_table(app, new_match(seed=9))
    wait(app, table, "bet")
    click(app, button(table, ("chip", 10)))
    frame(app, it.Intent(it.CONFIRM))
    wait(app, table, "play")
    obs = table.obs
    own = obs.seats[0].hands[0]
    assert own.cards[0] is not None and own.complete                      # the owner sees his hole card
    for seat in obs.seats[1:]:
        for hand in seat.hands:
            if hand.status not in ("bust", "blackjack"):
                assert hand.cards[0] is None                              # everyone else's stays down
    state = table.match.state
    drawn = []
    original = app.art.face
    app.art.face = lambda card, width, *a, **k: drawn.append(card) or original(card, width, *a, **k)
    try:
        table.draw(app.screen)
    finally:
        app.art.face = original
    hidden = [h.cards[0] for s, hs in state.hands.items() if s != 0 for h in hs if h.hole_hidden]
    hidden.append(state.banker_hand.cards[0])
    assert not set(hidden) & set(drawn)


def test_an_illegal_move_shows_the_reason_and_changes_nothing(app):
    table = open_table(app, new_match(seed=3))
    # the next cards, dealt to seats 2, 3, 0 and the banker (1): hole cards, then face-up cards
    rig(table.match.state, "ST HT S5 DT S9 H9 H7 D7")
    wait(app, table, "bet")
    click(app, button(table, ("chip", 10)))
    frame(app, it.Intent(it.CONFIRM))
    wait(app, table, "play")
    before = len(table.match.actions)
    frame(app, it.Intent(it.DOWN))                        # ↓ 分牌 with 5 and 7
    assert len(table.match.actions) == before
    assert table.note == app.tr("reason.bj_split_needs_pair")
    assert not button(table, Split()).enabled


def test_a_person_banks_a_round(app):
    table = open_table(app, new_match(seed=4, banker=0))
    assert table.obs.banker == 0
    # seats 1, 2, 3 get 10+9 and stand; the banker (the person) gets 10+6
    rig(table.match.state, "ST HT DT CT S9 H9 D9 S6 C5")
    wait(app, table, "banker")
    assert table.obs.phase == "banker"
    assert {b.action for b in table.buttons} == {Hit(), Stand()}
    frame(app, it.Intent(it.RIGHT))                      # →: 要牌 → 5, 21 stands by itself
    wait(app, table)
    panel = app.stack.top
    assert isinstance(panel, BlackjackResultPanel)
    assert panel.result.banker == 0 and panel.result.banker_points == 21
    assert [key for key, _, _ in panel.result.lines] == ["lose", "lose", "lose"]
    assert panel.result.deltas[0] == sum(p["bet"] for _, p, _ in panel.result.lines)


def test_leaving_ends_the_match_and_returns_to_the_menu(app):
    table = open_table(app, new_match(seed=6))
    wait(app, table, "bet")
    click(app, button(table, ("chip", 100)))
    frame(app, it.Intent(it.CONFIRM))
    for _ in range(200):
        if isinstance(app.stack.top, BlackjackResultPanel):
            break
        if table.my_turn():
            table.act(Stand())
        frame(app)
    panel = app.stack.top
    assert isinstance(panel, BlackjackResultPanel)
    click(app, panel.leave_button)
    assert isinstance(app.stack.top, ConfirmDialog)      # 离桌 asks first
    assert not table.match.state.is_match_over
    frame(app, it.Intent(it.CONFIRM))                    # 离桌
    assert table.match.state.is_match_over
    assert isinstance(app.stack.top, MainMenu)
    assert not has_saved_match(app.storage)


def test_the_table_draws_at_both_sizes_in_both_languages(app):
    for size in ((1024, 640), (1920, 1080)):
        for language in ("zh", "en"):
            app.tr.language = language
            surface = pygame.Surface(size)
            table = open_table(app, new_match(seed=8), animation="normal")
            table.layout(size)
            for _ in range(30):
                if table.my_turn() and table.obs.phase == "bet":
                    table.act(Bet(20))
                elif table.my_turn():
                    table.act(Stand())
                table.draw(surface)
                frame(app)
            while len(app.stack):
                app.stack.pop()
