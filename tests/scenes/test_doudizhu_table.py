"""The 斗地主 table, driven only through intents, as a person (or a test) would.

Bots fill the other seats (``threaded=False``, no delay) and animations are off
unless a test is about them, so every frame moves the match by at most one
computer move and the tests stay fast and deterministic.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from engine.actions import Bid, Pass, Play
from engine.cards import Card
from engine.errors import RuleError
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.climbing_table import ClimbingTable
from scenes.dialog import ConfirmDialog, MenuDialog
from scenes.saved_match import has_saved_match, load_match
from scenes.table.action_bar import HINT
from scenes.table.result_panel import ResultPanel
from scenes.tables import table_for

ROOT = Path(__file__).resolve().parents[2]
HUMAN = (SeatPlayer("human"), SeatPlayer("bot", "normal"), SeatPlayer("bot", "normal"))


# --- helpers ------------------------------------------------------------------------------------

def new_match(seed: int = 3, players=HUMAN, **options) -> Match:
    return Match.new("doudizhu", options or None, seed=seed, players=players)


def seed_where(pred, players=HUMAN) -> int:
    for seed in range(1, 500):
        if pred(new_match(seed, players)):
            return seed
    raise AssertionError("no seed found")


def open_table(app, match: Match, animation: str = "off") -> ClimbingTable:
    app.settings.animation = animation
    table = ClimbingTable(match, threaded=False, bot_delay=0)
    app.stack.push(table)
    app.step(1 / 60, [])
    return table


def frame(app, *intents: it.Intent) -> None:
    for intent in intents:
        app.send(intent)
    app.step(1 / 60, [])


def wait_for_turn(app, table, limit: int = 300) -> None:
    """Frames until the human must decide (or the hand is over)."""
    for _ in range(limit):
        if table.my_turn() or isinstance(app.stack.top, ResultPanel):
            return
        frame(app)
    raise AssertionError(f"stuck in phase {table.model.phase}")


def press_cards(app, table, cards) -> None:
    for card in cards:
        index = table.hand.cards.index(card)
        frame(app, it.Intent(it.PRESS, table.hand.point_of(index)), it.Intent(it.RELEASE, table.hand.point_of(index)))
        assert card in table.hand.selected


def acted(table, before: int) -> bool:
    """The human's decision was recorded (bots may have moved right after it in the same frame)."""
    return len(table.match.actions) > before and table.match.actions[before][0] == 0


def button_for(table, action):
    return next(b for b in table.bar.buttons if b.action == action)


def allowed_faces(table) -> set[Card]:
    """What the viewer may see face up: own hand, every played card, the shown kitty, the 明牌,
    and once the hand is over every hand (turned face up)."""
    obs = table.match.state.observe(table.viewer)
    allowed = set(obs.hand) | set(obs.kitty)
    for cards in obs.shown_hands:
        allowed |= set(cards)
    for _seat, cards in obs.history:
        allowed |= set(cards)
    if obs.face_up_card is not None:
        allowed.add(obs.face_up_card)
    return allowed


def hidden_cards(table) -> set[Card]:
    """Cards in other seats' hands that the viewer has never been shown (read from the state);
    none once the hand is over (every hand is turned face up)."""
    state = table.match.state
    if state.phase in ("hand_over", "match_over"):
        return set()
    shown = set(state.kitty) if state.kitty_shown else set()
    if state.face_up_card is not None:
        shown.add(state.face_up_card)
    hidden = set()
    for seat, hand in enumerate(state.hands):
        if seat != table.viewer:
            hidden |= set(hand) - shown
    return hidden


class FaceSpy:
    """Records which card faces are drawn during a frame (wraps CardArt.face)."""

    def __init__(self, art) -> None:
        self.art, self.original, self.cards = art, art.face, set()

    def __enter__(self):
        def face(card, width, mark=None, highlight=False):
            self.cards.add(card)
            return self.original(card, width, mark, highlight)

        self.art.face = face
        return self

    def __exit__(self, *exc):
        self.art.face = self.original


# --- a whole hand by intents ----------------------------------------------------------------

def play_turn_by_intents(app, table) -> None:
    """One decision of the human, made only with clicks and keys."""
    state = table.match.state
    phase = table.model.phase
    if phase == "bid":
        bids = [b for b in table.bar.buttons if isinstance(b.action, Bid)]
        assert all(b.enabled == (b.action.value > table.model.bids_high) for b in bids)
        open_bids = [b for b in bids if b.enabled]
        target = open_bids[0] if open_bids else button_for(table, Pass())
        before = len(table.match.actions)
        frame(app, it.Intent(it.PRESS, target.rect.center), it.Intent(it.RELEASE, target.rect.center))
        assert acted(table, before)
    elif phase in ("double", "redouble"):
        before = len(table.match.actions)
        frame(app, it.Intent(it.PASS))  # Space: 不倒 / 不踢
        assert acted(table, before)
    else:
        legal = state.legal_actions(table.viewer)
        plays = [a for a in legal if isinstance(a, Play)]
        before = len(table.match.actions)
        if plays:
            choice = max(plays[:40], key=lambda p: len(p.cards))
            press_cards(app, table, choice.cards)
            assert button_for(table, Play(choice.cards)).enabled
            frame(app, it.Intent(it.CONFIRM))
            assert acted(table, before)
            assert not set(choice.cards) & set(table.hand.cards)
        else:
            assert button_for(table, Pass()).enabled
            target = button_for(table, Pass()).rect.center
            frame(app, it.Intent(it.PRESS, target), it.Intent(it.RELEASE, target))
            assert acted(table, before)


def test_a_person_plays_a_whole_hand_through_intents(app):
    table = open_table(app, new_match(seed_where(lambda m: m.state.face_up_seat == 0)))
    assert table.model.phase == "bid" and table.my_turn()
    for _ in range(80):
        wait_for_turn(app, table)
        if isinstance(app.stack.top, ResultPanel):
            break
        play_turn_by_intents(app, table)
    else:
        raise AssertionError("the hand did not end")
    panel = app.stack.top
    assert isinstance(panel, ResultPanel)
    result = table.match.state.result
    assert panel.result == result
    # 下一局 by Enter: the next hand is dealt and the panel is gone
    frame(app, it.Intent(it.CONFIRM))
    assert app.stack.top is table and table.model.hand_no == 2 and table.model.phase == "bid"


def test_leading_cannot_pass_and_bids_enable_only_higher(app):
    seed = seed_where(lambda m: m.state.face_up_seat == 0)
    table = open_table(app, new_match(seed))
    frame(app, it.Intent(it.PRESS, button_for(table, Bid(2)).rect.center))
    wait_for_turn(app, table)
    if table.model.phase == "bid":  # someone bid 3? then it would be over; else we bid again
        assert not button_for(table, Bid(1)).enabled
    # make the human the landlord in a fresh table: bid 3 at once
    app.stack.pop()
    table = open_table(app, new_match(seed))
    frame(app, it.Intent(it.PRESS, button_for(table, Bid(3)).rect.center))
    wait_for_turn(app, table)
    while table.model.phase in ("double", "redouble"):
        frame(app, it.Intent(it.PASS))
        wait_for_turn(app, table)
    assert table.model.phase == "play" and table.model.lead_kind is None
    assert len(table.hand.cards) == 20
    assert not button_for(table, Pass()).enabled
    before = len(table.match.actions)
    frame(app, it.Intent(it.PASS))  # Space when leading: refused, nothing changes
    assert len(table.match.actions) == before


def test_an_illegal_selection_shows_a_reason_and_changes_nothing(app):
    seed = seed_where(lambda m: m.state.face_up_seat == 0)
    table = open_table(app, new_match(seed))
    frame(app, it.Intent(it.PRESS, button_for(table, Bid(3)).rect.center))
    wait_for_turn(app, table)
    while table.model.phase != "play":
        frame(app, it.Intent(it.PASS))
        wait_for_turn(app, table)
    cards = table.hand.cards
    pick = [cards[1], cards[-1]]
    assert pick[0].rank != pick[1].rank
    press_cards(app, table, pick)
    with pytest.raises(RuleError) as refused:
        table.match.state.validate(0, Play(tuple(pick)))
    expected = app.tr.reason(refused.value)
    assert table.bar.reason == expected and expected and not expected.startswith("reason.")
    assert not next(b for b in table.bar.buttons if isinstance(b.action, Play)).enabled
    before_actions, before_hand = len(table.match.actions), list(table.hand.cards)
    frame(app, it.Intent(it.CONFIRM))
    assert len(table.match.actions) == before_actions and table.hand.cards == before_hand
    assert table.note == expected  # said again in the status line
    # right-click lowers everything; the reason goes away
    frame(app, it.Intent(it.ALT_PRESS, (5, 5)))
    assert not table.hand.selection and table.bar.reason == ""


def test_drag_keyboard_sort_and_hint(app):
    seed = seed_where(lambda m: m.state.face_up_seat == 0)
    table = open_table(app, new_match(seed))
    hand = table.hand
    start, end = hand.point_of(2), hand.point_of(6)
    frame(app, it.Intent(it.PRESS, start), it.Intent(it.DRAG, (end[0], end[1] - 30)), it.Intent(it.RELEASE, end))
    assert hand.selection == tuple(hand.cards[2:7])
    frame(app, it.Intent(it.CLEAR))
    assert not hand.selection
    before = list(hand.cards)
    frame(app, it.Intent(it.SORT))
    assert sorted(hand.cards) == sorted(before) and hand.sort_mode == "group"
    # bidding by keys: → moves the focus, Enter takes the focused button
    focused = table.bar.focused_action()
    assert isinstance(focused, Bid)
    frame(app, it.Intent(it.LEFT))
    assert table.bar.focused_action() == Pass()
    frame(app, it.Intent(it.RIGHT), it.Intent(it.RIGHT), it.Intent(it.RIGHT))
    assert table.bar.focused_action() == Bid(3)
    frame(app, it.Intent(it.CONFIRM))
    assert table.match.actions[-1] == (0, Bid(3)) or table.match.actions[0] == (0, Bid(3))
    wait_for_turn(app, table)
    while table.model.phase != "play":
        frame(app, it.Intent(it.PASS))
        wait_for_turn(app, table)
    # the keyboard cursor: ← → move it, S raises the card under it, ↓ lowers it
    cursor = hand.cursor
    frame(app, it.Intent(it.LEFT), it.Intent(it.RIGHT), it.Intent(it.RIGHT), it.Intent(it.SELECT))
    assert hand.cursor == min(cursor + 1, len(hand.cards) - 1)
    assert hand.selection == (hand.cards[hand.cursor],)
    frame(app, it.Intent(it.DOWN))
    assert not hand.selection
    frame(app, it.Intent(it.HINT))
    assert hand.selection and next(b for b in table.bar.buttons if isinstance(b.action, Play)).enabled
    first = hand.selection
    frame(app, it.Intent(it.HINT))
    assert hand.selection and hand.selection != first  # H again: another suggestion
    assert table.bar.enabled(HINT)


def test_input_at_any_moment_is_safe(app):
    """Random clicks, drags and keys, also during animations and others' turns, never crash."""
    import random

    rng = random.Random(7)
    table = open_table(app, new_match(11), animation="normal")
    kinds = [it.PRESS, it.DRAG, it.RELEASE, it.ALT_PRESS, it.MOVE, it.CONFIRM, it.PASS, it.HINT, it.LEFT,
             it.RIGHT, it.UP, it.DOWN, it.SELECT, it.CLEAR, it.SORT, it.LOG, it.WHEEL]
    w, h = app.size
    for step in range(400):
        top = app.stack.top
        if top is not table:
            frame(app, it.Intent(it.BACK) if not isinstance(top, ResultPanel) else it.Intent(it.CONFIRM))
            continue
        kind = rng.choice(kinds)
        pos = (rng.randrange(w), rng.randrange(h))
        app.send(it.Intent(kind, pos if kind in (it.PRESS, it.DRAG, it.RELEASE, it.ALT_PRESS, it.MOVE) else None))
        app.step(rng.choice((0.0, 0.016, 0.2)), [])
        if step % 40 == 0 and table.my_turn():
            legal = table.match.state.legal_actions(0)
            table.act(legal[-1])
    assert table.model is not None


# --- what may be seen ----------------------------------------------------------------------

def test_the_table_never_draws_another_seats_hidden_cards(app):
    table = open_table(app, new_match(5), animation="fast")
    table.controller.autoplay.add(0)
    spy_rounds = 0
    for _ in range(1500):
        if table.match.state.hand_no > 2:
            break
        if isinstance(app.stack.top, ResultPanel):
            frame(app, it.Intent(it.CONFIRM))
            continue
        with FaceSpy(app.art) as spy:
            app.step(0.05, [])
        allowed = allowed_faces(table)
        assert spy.cards <= allowed, spy.cards - allowed
        assert not spy.cards & hidden_cards(table)
        assert table.model.visible_faces() <= allowed
        assert set(table.hand.cards) == set(table.match.state.observe(0).hand)
        spy_rounds += 1
    assert spy_rounds > 50 and table.match.state.hand_no > 2


def test_a_spectator_sees_no_hand_at_all(app):
    players = tuple(SeatPlayer("bot", "normal") for _ in range(3))
    table = open_table(app, new_match(9, players))
    assert table.viewer is None
    for _ in range(60):
        if isinstance(app.stack.top, ResultPanel):
            break
        with FaceSpy(app.art) as spy:
            app.step(1 / 60, [])
        allowed = allowed_faces(table)
        assert spy.cards <= allowed
        assert not table.hand.cards and not table.model.hand


# --- window sizes -----------------------------------------------------------------------------

@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080), (1280, 800)])
def test_a_20_card_hand_and_the_buttons_fit_the_window(app, size):
    seed = seed_where(lambda m: m.state.face_up_seat == 0)
    table = open_table(app, new_match(seed))
    frame(app, it.Intent(it.PRESS, button_for(table, Bid(3)).rect.center))
    wait_for_turn(app, table)
    while table.model.phase != "play":
        frame(app, it.Intent(it.PASS))
        wait_for_turn(app, table)
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    frame(app)
    screen = pygame.Rect((0, 0), size)
    hand = table.hand
    assert len(hand.cards) == 20
    hand.set_selection(hand.cards[::2])  # raised cards must stay inside too
    frame(app)
    assert screen.contains(hand.bounds())
    card_w = hand.card_w
    assert size[1] * 0.1 <= card_w <= size[1] * 0.13
    xs = [hand.card_rect(i).x for i in range(20)]
    assert min(b - a for a, b in zip(xs, xs[1:])) >= card_w * 0.3  # each index stays readable
    buttons = table.bar.buttons + list(table.corner.values())
    assert buttons
    raised_top = min(hand.card_rect(i).top for i in range(20))
    for button in buttons:
        assert screen.contains(button.rect), button
    for button in table.bar.buttons:
        assert button.rect.bottom <= raised_top
    for a in buttons:
        for b in buttons:
            assert a is b or not a.rect.colliderect(b.rect)
    L = table.layout_
    for name in ("left", "right"):
        assert screen.contains(L.seat_rects[name]) and screen.contains(L.play_rects[name])
        assert not L.seat_rects[name].colliderect(L.play_rects[name])
    assert not L.play_rects["bottom"].colliderect(table.bar.buttons[0].rect)


# --- saving, resuming, the result ---------------------------------------------------------

def test_the_saved_match_resumes_at_the_same_point(app):
    seed = seed_where(lambda m: m.state.face_up_seat == 0)
    table = open_table(app, new_match(seed))
    frame(app, it.Intent(it.PRESS, button_for(table, Bid(3)).rect.center))
    wait_for_turn(app, table)
    while table.model.phase != "play":
        frame(app, it.Intent(it.PASS))
        wait_for_turn(app, table)
    frame(app, it.Intent(it.HINT), it.Intent(it.CONFIRM))
    wait_for_turn(app, table)
    before = table.match.state.observe(0)
    assert has_saved_match(app.storage)
    loaded, notice = load_match(app.storage)
    assert notice is None and loaded is not None
    app.stack.pop()
    resumed = table_for(loaded)
    app.stack.push(resumed)
    app.step(1 / 60, [])
    assert resumed.match.state.observe(0) == before
    assert resumed.model.hand == table.model.hand and resumed.model.seats == table.model.seats
    assert resumed.my_turn()


def test_the_result_panel_shows_every_line_and_the_totals(app):
    table = open_table(app, new_match(4), animation="fast")
    table.controller.autoplay.add(0)
    for _ in range(2000):
        if isinstance(app.stack.top, ResultPanel):
            break
        app.step(0.05, [])
    panel = app.stack.top
    assert isinstance(panel, ResultPanel)
    result = table.match.state.result
    texts = panel.line_texts()
    assert len(texts) == len(result.lines)
    for (key, params, factor), text in zip(result.lines, texts):
        assert text and not text.startswith("line.") and "{" not in text
    assert [line.delta for line in panel.seats] == list(result.deltas)
    assert [line.total for line in panel.seats] == list(table.match.state.scores)
    title, _subtitle, _good = panel.headline()
    assert title in (app.tr("result.win"), app.tr("result.lose"))
    app.step(0.05, [])  # draws the panel over the table
    # statistics were recorded for the human seat
    from scenes.statistics import load_statistics

    stats, _ = load_statistics(app.storage)
    assert stats["doudizhu"].hands == 1


def test_menu_overlay_and_leaving_keep_the_autosave(app):
    table = open_table(app, new_match(2))
    frame(app, it.Intent(it.BACK))
    assert isinstance(app.stack.top, MenuDialog)
    frame(app, it.Intent(it.BACK))
    assert app.stack.top is table
    frame(app, it.Intent(it.PRESS, table.corner["menu"].rect.center))
    menu = app.stack.top
    assert isinstance(menu, MenuDialog)
    leave = next(b for b in menu.buttons if b.text == app.tr("table.to_menu"))
    frame(app, it.Intent(it.PRESS, leave.rect.center))
    assert isinstance(app.stack.top, ConfirmDialog)
    frame(app, it.Intent(it.CONFIRM))
    from scenes.menu import MainMenu

    assert isinstance(app.stack.top, MainMenu)
    assert has_saved_match(app.storage)


def test_autoplay_toggle_plays_for_the_person(app):
    table = open_table(app, new_match(seed_where(lambda m: m.state.face_up_seat == 0)))
    assert table.my_turn()
    frame(app, it.Intent(it.PRESS, table.corner["autoplay"].rect.center))
    assert 0 in table.controller.autoplay and not table.my_turn()
    for _ in range(20):
        frame(app)
    assert any(seat == 0 for seat, _a in table.match.actions)
    frame(app, it.Intent(it.PRESS, table.corner["autoplay"].rect.center))
    assert 0 not in table.controller.autoplay


def test_the_end_of_the_match_clears_the_saved_match(app):
    table = open_table(app, new_match(6, match_hands=6))
    table.controller.autoplay.add(0)
    for _ in range(6000):
        if table.match.state.is_match_over:
            break
        if isinstance(app.stack.top, ResultPanel):
            frame(app, it.Intent(it.CONFIRM))
        else:
            app.step(0.05, [])
    assert table.match.state.is_match_over
    assert not has_saved_match(app.storage)
    for _ in range(5):
        app.step(0.05, [])
    panel = app.stack.top
    assert isinstance(panel, ResultPanel) and panel.match_over
    assert panel.button.text == app.tr("result.to_menu")


def test_every_table_key_is_translated():
    import re

    from scenes.i18n import STRINGS

    used = set()
    for path in (list((ROOT / "scenes" / "table").glob("*.py")) + list((ROOT / "scenes" / "climbing").glob("*.py"))
                 + [ROOT / "scenes" / "climbing_table.py"]):
        used |= set(re.findall(r"[\"']((?:table|result|line|dialog|reason)\.[a-z_.0-9]+)[\"']",
                               path.read_text(encoding="utf-8")))
    assert used and not sorted(k for k in used if k not in STRINGS)


# --- the smoke run ------------------------------------------------------------------------------

def test_smoke_run(data_dir):
    from scenes.smoke import run_smoke

    assert run_smoke("doudizhu", hands=2, seed=3) == 0


def test_main_smoke_in_a_subprocess(tmp_path):
    """main.py's --smoke flags reach the smoke run and its exit code comes back: one game, one
    hand (every game's smoke is the CI's own step, .ci/run). No time limit: the smoke run
    bounds its frames per hand itself, and a loaded machine is only slower."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PAIYOU_DATA_DIR=str(tmp_path))
    done = subprocess.run([sys.executable, "main.py", "--smoke", "--game", "doudizhu", "--hands", "1"],
                          cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "smoke: doudizhu: ok" in done.stdout and "smoke: big2" not in done.stdout
