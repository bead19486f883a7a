"""The 升级 / 拖拉机 table, driven only through intents, as a person (or a test) would.

Bots fill the other seats (``threaded=False``, no delay). The deal runs with
animations on when a test declares during it (the declare buttons are live
between cards), otherwise animations are off so the tests stay fast.
"""
from __future__ import annotations

import pygame
import pytest

from engine.actions import Pass, Play
from engine.cards import Card
from engine.match import Match, SeatPlayer
from engine.shengji.actions import Bury, Declare
from scenes import intents as it
from scenes.saved_match import has_saved_match, load_match
from scenes.table.action_bar import HINT
from scenes.tables import table_for
from scenes.trick.result_panel import ShengjiResultPanel
from scenes.trick_table import TrickTable

HUMAN = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))


def new_match(variant: str = "shengji-2", seed: int = 5, players=HUMAN) -> Match:
    return Match.new(variant, None, seed=seed, players=players)


def open_table(app, match: Match, animation: str = "off") -> TrickTable:
    app.settings.animation = animation
    table = TrickTable(match, threaded=False, bot_delay=0)
    app.stack.push(table)
    app.step(1 / 60, [])
    return table


def frame(app, *intents: it.Intent, dt: float = 1 / 60) -> None:
    for intent in intents:
        app.send(intent)
    app.step(dt, [])


def click(app, pos) -> None:
    frame(app, it.Intent(it.PRESS, pos), it.Intent(it.RELEASE, pos))


def wait_for_turn(app, table, limit: int = 600) -> None:
    for _ in range(limit):
        if table.my_turn() or isinstance(app.stack.top, ShengjiResultPanel):
            return
        frame(app)
    raise AssertionError(f"stuck in phase {table.model.phase}")


def press_cards(app, table, cards) -> None:
    for card in cards:
        index = table.hand.cards.index(card)
        click(app, table.hand.point_of(index))
        assert card in table.hand.selected, f"{card} not raised by a click"


def button_for(table, action):
    return next(b for b in table.bar.buttons if b.action == action)


class FaceSpy:
    """Records which card faces are drawn (wraps CardArt.face)."""

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


def allowed_faces(table) -> set[Card]:
    """What the viewer may see face up: own hand, own kitty, declarations, played cards, throws."""
    obs = table.match.state.observe(table.viewer)
    allowed = set(obs.hand) | set(obs.kitty) | set(obs.point_cards)
    for _seat, cards in obs.declarations:
        allowed |= set(cards)
    for record in obs.tricks:
        for _seat, cards in record.plays:
            allowed |= set(cards)
    for _seat, cards in obs.trick:
        allowed |= set(cards)
    for _seat, tried, _forced in obs.failed_throws:
        allowed |= set(tried)
    if obs.result is not None:
        allowed |= set(obs.result.kitty)
    return allowed


def my_decision(app, table) -> None:
    """One decision of the human in bury or play, made with clicks and keys."""
    state = table.match.state
    before = len(table.match.actions)
    if table.model.phase == "bury":
        need = table.model.kitty_size
        choice = list(table.hand.cards[-need:])
        press_cards(app, table, choice)
        button = button_for(table, Bury(tuple(choice)))
        assert button.enabled
        click(app, button.rect.center)
        assert table.match.actions[before] == (0, Bury(tuple(choice)))
        return
    legal = [a for a in state.legal_actions(table.viewer) if isinstance(a, Play)]
    choice = legal[0]
    press_cards(app, table, choice.cards)
    assert button_for(table, Play(choice.cards)).enabled
    frame(app, it.Intent(it.CONFIRM))
    assert table.match.actions[before][0] == 0
    assert not set(choice.cards) & set(table.hand.cards)


# --- a whole hand ------------------------------------------------------------------------------

def test_a_person_declares_buries_and_plays_a_whole_hand(app):
    table = open_table(app, new_match(seed=1), animation="normal")
    declared = False
    for _ in range(3000):
        if table.model.phase != "deal":
            break
        declares = [b for b in table.bar.buttons if isinstance(b.action, Declare)]
        if declares and not declared:
            # exactly the declarations the rules allow now, all enabled
            legal = [a for a in table.match.state.legal_actions(0) if isinstance(a, Declare)]
            assert [b.action for b in declares] == legal and all(b.enabled for b in declares)
            assert table.model.cards_dealt < table.model.cards_to_deal  # during the deal
            click(app, declares[0].rect.center)
            declared = any(seat == 0 and isinstance(a, Declare) for seat, a in table.match.actions)
            assert declared
            assert table.model.standing is not None and table.model.standing[0] == 0
        else:
            frame(app, dt=0.05)
    assert declared, "no declaration was offered during the deal"
    app.settings.animation = "off"
    for _ in range(200):
        wait_for_turn(app, table)
        if isinstance(app.stack.top, ShengjiResultPanel):
            break
        my_decision(app, table)
    else:
        raise AssertionError("the hand did not end")
    state = table.match.state
    assert (0, Bury) in [(seat, type(a)) for seat, a in table.match.actions]   # the first declarer deals
    assert state.result.dealer == 0
    panel = app.stack.top
    assert panel.result == state.result
    # the panel names the points, the kitty and both teams' levels
    texts = " ".join(panel.line_texts())
    assert str(state.result.trick_points) in texts and str(state.result.total) in texts
    frame(app, it.Intent(it.CONFIRM))
    assert app.stack.top is table and table.model.hand_no == 2 and table.model.phase == "deal"


def test_bury_needs_exactly_the_kitty_count(app):
    match = new_match(seed=3)
    table = open_table(app, match)
    # make the person the dealer: declare the first thing offered, animations off waits at the end
    for _ in range(400):
        if table.model.phase != "deal":
            break
        declares = [b for b in table.bar.buttons if isinstance(b.action, Declare)]
        if declares:
            click(app, declares[-1].rect.center)
        elif table.bar.enabled(Pass()):
            frame(app, it.Intent(it.PASS))
        else:
            frame(app)
    wait_for_turn(app, table)
    assert table.model.phase == "bury" and table.match.state.dealer == 0
    need = table.model.kitty_size
    assert len(table.hand.cards) == 25 + need
    assert set(table.model.kitty) <= set(table.hand.cards)   # the kitty shown to its owner, in hand
    press_cards(app, table, table.hand.cards[:need - 1])
    bury = next(b for b in table.bar.buttons if isinstance(b.action, Bury))
    assert not bury.enabled and str(need) in table.bar.reason
    before = len(table.match.actions)
    frame(app, it.Intent(it.CONFIRM))
    assert len(table.match.actions) == before       # refused: nothing changed
    press_cards(app, table, table.hand.cards[need - 1:need])
    frame(app, it.Intent(it.CONFIRM))
    assert isinstance(table.match.actions[before][1], Bury)
    assert len(table.hand.cards) == 25


def _to_a_follow_with_a_wrong_choice(app, table):
    """Play on until the human follows and holds the led suit class but also other cards."""
    for _ in range(200):
        wait_for_turn(app, table)
        if isinstance(app.stack.top, ShengjiResultPanel):
            return None
        state = table.match.state
        if table.model.phase == "play" and state.lead is not None:
            ctx, led = state.ctx, state.lead.suit_class
            hand = table.hand.cards
            inside = [c for c in hand if ctx.suit_class[c] == led]
            outside = [c for c in hand if ctx.suit_class[c] != led]
            if len(inside) >= state.lead.size and len(outside) >= state.lead.size:
                return outside[:state.lead.size]
        my_decision(app, table)
    return None


def test_a_refused_follow_shows_the_reason_and_changes_nothing(app):
    table = open_table(app, new_match(seed=5))
    wrong = _to_a_follow_with_a_wrong_choice(app, table)
    assert wrong is not None, "no follow came up"
    before = len(table.match.actions)
    hand = list(table.hand.cards)
    press_cards(app, table, wrong)
    play = next(b for b in table.bar.buttons if isinstance(b.action, Play))
    assert not play.enabled
    reason = table.bar.reason
    led = table.match.state.lead.suit_class
    suit = app.tr("table.sj.suit.trump" if led == "T" else f"table.sj.suit.{led}")
    assert reason and suit in reason       # "必须跟出红桃：你还有红桃" — the suit named
    frame(app, it.Intent(it.CONFIRM))
    assert len(table.match.actions) == before and list(table.hand.cards) == hand
    assert table.note == reason


def test_hint_selects_a_legal_play(app):
    table = open_table(app, new_match(seed=5))
    for _ in range(50):
        wait_for_turn(app, table)
        if table.model.phase == "play":
            break
        my_decision(app, table)
    frame(app, it.Intent(it.HINT))
    selection = table.hand.selection
    assert selection
    assert table.match.state.validate(0, Play(selection)) is None
    assert button_for(table, HINT).enabled


# --- nothing hidden ------------------------------------------------------------------------------

def test_nothing_hidden_is_drawn(app):
    table = open_table(app, new_match(seed=7))
    kitty_seen_by_others = False
    for _ in range(400):
        with FaceSpy(app.art) as spy:
            app.draw()
        assert spy.cards <= allowed_faces(table)
        obs = table.match.state.observe(0)
        if obs.phase == "play" and obs.dealer != 0:
            kitty_seen_by_others |= bool(table.model.kitty)
        if isinstance(app.stack.top, ShengjiResultPanel):
            break
        if table.my_turn():
            my_decision(app, table)
        else:
            frame(app)
    assert not kitty_seen_by_others
    # a spectator's table draws no hand at all
    app.stack.pop()
    watch = open_table(app, new_match(seed=7, players=tuple(SeatPlayer("bot", "normal") for _ in range(4))))
    for _ in range(30):
        frame(app)
    with FaceSpy(app.art) as spy:
        app.draw()
    obs = watch.match.state.observe(None)
    public = set(obs.point_cards)
    for record in obs.tricks:
        for _seat, cards in record.plays:
            public |= set(cards)
    for _seat, cards in obs.trick + obs.declarations:
        public |= set(cards)
    assert spy.cards <= public


# --- three decks on a small screen --------------------------------------------------------------

@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_39_cards_all_on_screen(data_dir, size):
    from scenes.app import App

    app = App(size)
    assert app.size == size
    table = open_table(app, new_match("shengji-3", seed=3))
    for _ in range(200):
        if len(table.hand.cards) >= 39:
            break
        frame(app)
    assert len(table.hand.cards) >= 39
    screen = pygame.Rect(0, 0, *size)
    assert table.hand.rows == 2
    for index in range(len(table.hand.cards)):
        rect = table.hand.card_rect(index)
        assert screen.contains(rect)
        # every card can be clicked on its own visible strip
        assert table.hand.index_at(table.hand.point_of(index)) == index
    # the hand stays below the action bar
    assert table.hand.bounds().top >= table.layout_.bar_rect.bottom
    while len(app.stack):
        app.stack.pop()


# --- resume ----------------------------------------------------------------------------------------

def test_resume_from_the_saved_match(app):
    table = open_table(app, new_match(seed=5))
    for _ in range(6):
        wait_for_turn(app, table)
        my_decision(app, table)
    assert has_saved_match(app.storage)
    match, _problem = load_match(app.storage)
    assert match is not None and match.actions == table.match.actions
    app.stack.pop()
    again = table_for(match)
    assert isinstance(again, TrickTable)
    app.stack.push(again)
    frame(app)
    assert again.model.hand == table.model.hand or again.model.phase == table.model.phase
    assert again.match.state.observe(0) == match.state.observe(0)


# --- last trick, and the smoke run ------------------------------------------------------------------

def test_last_trick_on_request(app):
    table = open_table(app, new_match(seed=5))
    frame(app, it.Intent(it.PRESS, table.corner["last"].rect.center))      # the 上一墩 button
    assert not table.show_last          # nothing to show before a trick ends
    for _ in range(40):
        wait_for_turn(app, table)
        if table.model.tricks_done >= 1:
            break
        my_decision(app, table)
    frame(app, it.Intent(it.PRESS, table.corner["last"].rect.center))
    assert table.show_last and table.model.last_trick is not None
    with FaceSpy(app.art) as spy:
        app.draw()
    for _seat, cards in table.model.last_trick.plays:
        assert set(cards) <= spy.cards
    frame(app, it.Intent(it.BACK))
    assert not table.show_last and app.stack.top is table


def test_smoke_run(data_dir):
    from scenes.smoke import run_smoke

    assert run_smoke("shengji-1", hands=2, seed=3) == 0


def test_many_declare_buttons_stay_inside_the_bar(app):
    """Three decks can allow a dozen declarations at once: the buttons wrap, never overlap."""
    from engine.cards import Suit
    from scenes.trick.controls import Decision, declaration_label

    table = open_table(app, new_match("shengji-3", seed=3))
    choices = [Declare(tuple(Card(2, suit, d) for d in range(n)))
               for suit in (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS) for n in (1, 2, 3)]
    decision = Decision("deal", declarations=tuple((declaration_label(a, None, 0, app.tr), a) for a in choices),
                        can_pass=True)
    L = table.layout_
    table.bar.rebuild(decision, L.bar_rect, L.reason_pos, app.tr, L.sizes.body)
    rects = [b.rect for b in table.bar.buttons]
    assert len(rects) == 13
    left, right = table.bar.band
    for i, rect in enumerate(rects):
        assert left <= rect.left and rect.right <= right and rect.bottom <= table.hand.bounds().top
        assert all(not rect.colliderect(other) for other in rects[i + 1:])


def test_dragging_along_either_row_selects_that_row(app):
    table = open_table(app, new_match("shengji-3", seed=3))
    for _ in range(30):
        if len(table.hand.cards) >= 39:
            break
        frame(app)
    hand = table.hand
    assert hand.rows == 2
    first_of_second = next(i for i in range(len(hand.cards)) if hand.card_rect(i).y > hand.card_rect(0).y)
    for start, end in ((2, 6), (first_of_second + 2, first_of_second + 6)):
        hand.clear()
        a, b = hand.point_of(start), hand.point_of(end)
        app.send(it.Intent(it.PRESS, a))
        for k in range(1, 5):
            app.send(it.Intent(it.DRAG, (a[0] + (b[0] - a[0]) * k // 4, a[1])))
        frame(app, it.Intent(it.RELEASE, b))
        assert [hand.cards.index(c) for c in hand.selection] == list(range(start, end + 1))
