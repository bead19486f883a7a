"""绵阳打撇 on the trick table, driven through intents and the bar's buttons as a person would.

Bots fill the other seats (``threaded=False``, no delay, animations off). The seeds are
picked so the person gets to bid; the tests that need the person as declarer bid the
highest value offered (100 ends the auction for everyone else).
"""
from __future__ import annotations

import pytest

from engine.actions import Bid, Double, Pass, Play
from engine.cards import Card
from engine.dapie.actions import Concede, LayDown, NameTrump, PutBack
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.table.action_bar import HINT
from scenes.table.result_panel import ResultPanel
from scenes.tables import table_for
from scenes.trick.dapie import DapieGame, DapieResultPanel
from scenes.trick_table import TrickTable

HUMAN = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))
VARIANTS = ("dapie", "dapie-noace")


def open_table(app, variant="dapie", seed=3, players=HUMAN) -> TrickTable:
    app.settings.animation = "off"
    table = TrickTable(Match.new(variant, None, seed=seed, players=players), threaded=False, bot_delay=0)
    app.stack.push(table)
    app.step(1 / 60, [])
    return table


def frame(app, *intents, dt=1 / 60) -> None:
    for intent in intents:
        app.send(intent)
    app.step(dt, [])


def click(app, pos) -> None:
    frame(app, it.Intent(it.PRESS, pos), it.Intent(it.RELEASE, pos))


def button_for(table, action):
    return next(b for b in table.bar.buttons if b.action == action)


def wait(app, table, cond, limit=3000) -> None:
    for _ in range(limit):
        if cond():
            return
        frame(app)
    raise AssertionError(f"stuck in phase {table.match.state.phase}")


def my_turn_or_result(app, table):
    return lambda: table.my_turn() or isinstance(app.stack.top, ResultPanel)


class FaceSpy:
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


def public_faces(obs) -> set[Card]:
    """What a seat may see face up: its hand, its own put-back, the shown put-back, the plays,
    every hand after a 摆撇, the kitty after the hand."""
    allowed = set(obs.hand) | set(obs.kitty_taken) | set(obs.put_back) | set(obs.shown_put_back)
    for hand in obs.open_hands:
        allowed |= set(hand)
    for record in obs.tricks:
        for _seat, cards in record.plays:
            allowed |= set(cards)
    for _seat, cards in obs.trick:
        allowed |= set(cards)
    if obs.result is not None:
        allowed |= set(obs.result.kitty)
    return allowed


def become_declarer(app, table) -> None:
    """Bid with the bar's buttons (the highest offered), then name the trump with its button."""
    wait(app, table, lambda: table.my_turn() or table.match.state.phase != "bid")
    state = table.match.state
    assert state.phase == "bid", "the seed should give the person a bid"
    bids = [b for b in table.bar.buttons if isinstance(b.action, Bid)]
    legal = [a for a in state.legal_actions(0) if isinstance(a, Bid)]
    assert [b.action for b in bids] == legal and all(b.enabled for b in bids)
    note = table.bar.note
    assert note  # the current high bid (or that none was made) over the buttons
    click(app, bids[-1].rect.center)
    wait(app, table, lambda: state.phase != "bid")       # the others pass after 100
    assert state.declarer == 0 and state.phase == "trump"
    frame(app)
    suits = [b.action for b in table.bar.buttons]
    assert suits == [NameTrump(s) for s in "SHCD"] + [HINT]     # and 提示, as at every prompt
    held = {s: sum(1 for c in state.observe(0).hand if c.suit.value == s) for s in "SHCD"}
    focused = table.bar.buttons[table.bar.focus].action       # Enter names the suit held most of
    assert held[focused.suit] == max(held.values()), (focused, held)
    click(app, button_for(table, HINT).rect.center)
    focused = table.bar.buttons[table.bar.focus]
    assert isinstance(focused.action, NameTrump) and table.note     # a suit suggested, and why
    assert state.phase == "trump"                                    # nothing chosen for the person
    click(app, button_for(table, NameTrump("H")).rect.center)
    assert state.phase == "put_back"


def put_back_with_hint(app, table) -> None:
    frame(app, it.Intent(it.HINT))
    chosen = table.hand.selection
    assert len(chosen) == 4
    button = button_for(table, PutBack(chosen))
    assert button.enabled
    click(app, button.rect.center)
    assert table.match.state.phase != "put_back"


def play_out(app, table) -> None:
    """The person answers what is asked (倒 no, 放弃) and plays the hint's card with Enter."""
    for _ in range(200):
        wait(app, table, my_turn_or_result(app, table))
        if isinstance(app.stack.top, ResultPanel):
            return
        phase = table.match.state.phase
        before = len(table.match.actions)
        if phase == "play":
            frame(app, it.Intent(it.HINT))
            if not table.hand.selection:
                legal = [a for a in table.match.state.legal_actions(0) if isinstance(a, Play)]
                table.hand.set_selection(legal[0].cards)
                table._sync_bar()
            frame(app, it.Intent(it.CONFIRM))
        elif phase == "bid":
            click(app, button_for(table, Pass()).rect.center if any(
                b.action == Pass() for b in table.bar.buttons) else table.bar.buttons[1].rect.center)
        elif phase in ("double", "answer"):
            click(app, button_for(table, Double(False)).rect.center)
        elif phase == "trump":
            click(app, table.bar.buttons[0].rect.center)
        elif phase == "put_back":
            put_back_with_hint(app, table)
        assert len(table.match.actions) > before
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_whole_hand_bid_trump_put_back_and_play(app, variant):
    table = open_table(app, variant)
    assert isinstance(table.game, DapieGame)
    assert table_for(table.match).__class__ is TrickTable
    become_declarer(app, table)
    # the cards just taken from the kitty are outlined; the bar asks for 4
    assert table.hand.kitty == set(table.match.state.kitty_taken)
    assert not button_for(table, PutBack(())).enabled
    put_back_with_hint(app, table)
    play_out(app, table)
    panel = app.stack.top
    assert isinstance(panel, DapieResultPanel)
    state = table.match.state
    assert state.phase in ("hand_over", "match_over")
    assert [a for s, a in table.match.actions if s == 0 and isinstance(a, Play)]
    app.draw()


def test_the_put_back_refusal_shows_the_engines_reason(app):
    table = open_table(app)
    become_declarer(app, table)
    hand = table.hand.cards
    bad = next(c for c in hand if c.rank in (5, 10, 13))
    others = [c for c in hand if c != bad and c.rank not in (5, 10, 13)][:3]
    for card in (bad, *others):
        click(app, table.hand.point_of(table.hand.cards.index(card)))
    assert set(table.hand.selection) == {bad, *others}
    reason = app.tr("reason.dapie_put_back_points")
    assert table.bar.reason == reason
    assert not button_for(table, PutBack(())).enabled
    before = len(table.match.actions)
    assert table.act(PutBack((bad, *others))) is False
    assert len(table.match.actions) == before
    assert table.status()[0] == reason
    app.draw()


def test_a_lay_down_shows_every_hand(app):
    table = open_table(app)
    become_declarer(app, table)
    put_back_with_hint(app, table)
    wait(app, table, lambda: table.my_turn() and table.match.state.phase in ("play", "answer"))
    if table.match.state.phase == "answer":
        click(app, button_for(table, Double(False)).rect.center)
        wait(app, table, table.my_turn)
    button = button_for(table, LayDown())
    assert button.enabled and table.bar.note
    click(app, button.rect.center)
    state = table.match.state
    assert state.pos.laid_down
    frame(app)
    obs = state.observe(0)
    assert obs.open_hands
    for seat in table.model.seats:
        if seat.seat != 0:
            assert seat.open_cards == tuple(obs.open_hands[seat.seat])
    with FaceSpy(app.art) as spy:
        app.draw()
    others = {c for s in (1, 2, 3) for c in obs.open_hands[s]}
    assert others <= spy.cards
    # and a 撇家 sees them too
    spectator = state.observe(2)
    assert set(spectator.open_hands[0]) == set(obs.open_hands[0])


def test_a_hot_seat_hand_off_shows_no_hidden_card(app):
    people = (SeatPlayer("human", name="妈妈"), SeatPlayer("bot", "normal"), SeatPlayer("human", name="Tom"),
              SeatPlayer("bot", "normal"))
    table = open_table(app, players=people, seed=4)
    handoffs = 0
    for _ in range(4000):
        if isinstance(app.stack.top, ResultPanel):
            break
        if table.hotseat.handing_to is not None:
            assert table.viewer is None
            obs = table.match.state.observe(None)
            with FaceSpy(app.art) as spy:
                app.draw()
            assert spy.cards <= public_faces(obs), "a hidden card shows under the hand-off"
            handoffs += 1
            frame(app, it.Intent(it.CONFIRM))
            continue
        if table.my_turn() and not table.anims.busy:
            with FaceSpy(app.art) as spy:
                app.draw()
            assert spy.cards <= public_faces(table.match.state.observe(table.viewer))
            table.act(table.controller.hint(table.viewer))
        frame(app)
    assert handoffs >= 2
    assert isinstance(app.stack.top, ResultPanel)


@pytest.mark.parametrize("language", ("zh", "en"))
def test_result_lines_render_in_both_languages(app, language):
    app.tr.language = language
    table = open_table(app, seed=5)
    become_declarer(app, table)
    put_back_with_hint(app, table)
    play_out(app, table)
    panel = app.stack.top
    texts = panel.line_texts()
    result = panel.result
    assert len(texts) >= len(result.lines) + 2
    for text in texts + [panel.headline()[0], panel.headline()[1]]:
        assert text and "{" not in text and "line." not in text and "table.dp" not in text, text
    app.draw()


def test_concede_after_a_double(app):
    table = open_table(app, seed=3)
    original = table.controller.bot_for

    class Doubler:
        def __init__(self, bot):
            self.bot = bot

        def choose(self, obs, legal, rng):
            return Double(True) if Double(True) in legal else self.bot.choose(obs, legal, rng)

    table.controller.bot_for = lambda seat, level=None: Doubler(original(seat, level))
    become_declarer(app, table)
    put_back_with_hint(app, table)
    wait(app, table, table.my_turn)
    assert table.match.state.phase == "answer"
    assert {b.action for b in table.bar.buttons} == {Double(False), Double(True), Concede(), HINT}
    for seat in (1, 2, 3):      # each 撇家's 倒 and stake by its name
        words = [text for text, _fill in table.model.seats[seat].tags]
        assert app.tr("table.dp.double") in words and "×2" in words
    assert table.model.seats[0].tags[0][0] == app.tr("table.dp.tag.declarer", contract=100)
    click(app, button_for(table, Concede()).rect.center)
    wait(app, table, lambda: isinstance(app.stack.top, ResultPanel))
    panel = app.stack.top
    assert panel.result.outcome == "conceded"
    assert panel.result.deltas[0] == -2
    app.draw()


def test_the_third_deal_the_dealer_must_bid(app):
    """Everyone passes twice; on the third deal the dealer (the person, seed 2) has no 不叫."""
    table = open_table(app, seed=2)
    assert table.match.state.dealer == 0
    original = table.controller.bot_for

    class Passer:
        def __init__(self, bot):
            self.bot = bot

        def choose(self, obs, legal, rng):
            return Pass() if Pass() in legal else self.bot.choose(obs, legal, rng)

    table.controller.bot_for = lambda seat, level=None: Passer(original(seat, level))
    state = table.match.state
    for _ in range(2):
        wait(app, table, table.my_turn)
        assert not state.auction.forced
        primary = [b.action for b in table.bar.buttons if b.primary]
        assert primary == [Pass()]               # Enter passes: a bid is a contract (issue 35, item 6)
        click(app, button_for(table, Pass()).rect.center)
    wait(app, table, table.my_turn)
    assert state.redeals == 2 and state.phase == "bid"
    actions = [b.action for b in table.bar.buttons]
    assert Pass() not in actions and actions[0] == Bid(40)
    assert [b.action for b in table.bar.buttons if b.primary] == [Bid(40)]   # the forced dealer's Enter
    assert table.bar.note == app.tr("reason.dapie_dealer_must_bid", low=40)
    app.draw()
    click(app, button_for(table, Bid(40)).rect.center)
    assert state.declarer == 0 and state.contract == 40
