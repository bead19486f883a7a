"""吃苍蝇 on the shared climbing table: the dealer's choice bar, the secret partner's badge only where
the viewer may know it, the turned card and 混 marks, places, the reveal, the result — through the scene.

Seeds (seat 0 is the person): 3 — seat 0 deals and holds one copy of the turned card; 38 — seat 0
deals and holds both; 20 — seat 0 holds the twin (the dealer's secret partner).
"""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine.actions import Pass
from engine.climbing.variants.chicangying import (
    ChicangyingResult, GoAlone, NameCard, score_hand,
)
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.climbing import ChicangyingOverlay, overlay_for
from scenes.climbing.chicangying import NAME_CARD, hand_naturals
from scenes.i18n import Translator
from scenes.table.hand_view import sort_cards
from scenes.table.result_panel import ResultPanel
from scenes.theme import sizes
from tests.scenes.partnership_helpers import open_table, play_hand, text_fits, with_bots

VARIANT = "chicangying"
DEALER_ONE_COPY, DEALER_BOTH, PARTNER_AT_0 = 3, 38, 20


@pytest.fixture
def bots(monkeypatch):
    with_bots(monkeypatch, VARIANT)


def press_button(app, table, action) -> None:
    button = next(b for b in table.bar.buttons if b.action == action)
    assert button.enabled
    app.send(it.Intent(it.PRESS, button.rect.center))
    app.step(0.05, [])


def partner_badges(model) -> set[int]:
    return {s.seat for s in model.seats if any(b.key == "table.ccy.partner" for b in s.badges)}


def test_combo_names():
    tr = Translator("zh")
    assert tr.combo("same_rank", 5) == "5张" and tr.combo("joker_group", 3) == "3张王"
    assert Translator("en").combo("same_rank", 6) == "6 of a kind"
    assert ChicangyingOverlay().need_text("same_rank", 5, 2, tr) == "要出5张牌"      # the count said once
    assert isinstance(overlay_for(VARIANT), ChicangyingOverlay)


def test_the_dealer_plays_with_the_partner_from_the_bar(app, bots):
    table = open_table(app, VARIANT, seed=DEALER_ONE_COPY)
    state = table.match.state
    assert state.phase == "declare" and state.dealer == 0 and table.my_turn()
    actions = [b.action for b in table.bar.buttons]
    assert actions == [Pass(), GoAlone(True)]
    assert str(state.turned) in table.bar.note          # the choice is explained, naming the card
    box, lines = table.bar.note_layout(table.layout_.sizes.small)
    assert app.screen.get_rect().contains(box) and len(lines) <= 3
    assert not box.colliderect(table.bar.buttons[0].rect)
    model = table.model
    assert {b.key for b in model.seats[0].badges} >= {"table.ccy.dealer"}
    assert model.centre.cards == (state.turned,) and model.centre.featured == state.turned
    # the hand in this hand's order, the 混 cards marked
    order = hand_naturals(state.observe(0).upper, state.observe(0).lower)
    assert table.hand.order.naturals == order
    faces = lambda cards: [(c.rank, c.suit) for c in cards]  # noqa: E731 - the two decks' copies look alike
    assert faces(table.hand.cards) == faces(sort_cards(state.hands[0], "rank", table.hand.order))
    hun = [c for c in table.hand.cards if c.rank in order[-4:-2]]
    assert all(table.hand.mark_of(c) in ("hun_up", "hun_down") for c in hun)
    assert all(c.rank in (16, 15) or c.rank in order[-4:-2] for c in table.hand.cards[:len(hun)])
    press_button(app, table, Pass())
    assert state.phase == "play" and state.mode == "partner"


def test_the_dealer_holding_both_names_a_card_from_the_chooser(app, bots):
    table = open_table(app, VARIANT, seed=DEALER_BOTH)
    state = table.match.state
    assert state.holds_both()
    assert [b.action for b in table.bar.buttons] == [NAME_CARD, GoAlone(False), GoAlone(True)]
    press_button(app, table, NAME_CARD)
    assert table.chooser.active
    offered = [payload for _cards, payload in table.chooser.options]
    assert set(offered) == {a for a in state.legal_actions(0) if isinstance(a, NameCard)}
    screen = app.screen.get_rect()
    for rect in table.chooser.rects:
        assert screen.contains(rect) and not rect.colliderect(table.layout_.seat_rects["left"])
        assert rect.bottom <= table.layout_.bar_rect.top
    rows = sorted({r.y for r in table.chooser.rects})
    assert len(rows) <= 2
    choice = offered[3]
    app.send(it.Intent(it.PRESS, table.chooser.rects[3].center))
    app.step(0.05, [])
    assert state.phase == "play" and state.mode == "named" and state.named == choice.card
    assert any(p.label_key == "table.ccy.named" for p in table.model.centre.pills)


def test_secret_solo_from_the_bar_stays_secret_to_the_others(app, bots):
    table = open_table(app, VARIANT, seed=DEALER_BOTH)
    press_button(app, table, GoAlone(False))
    state = table.match.state
    assert state.mode == "secret_alone"
    assert any(b.key == "table.ccy.secret_alone" for b in table.model.seats[0].badges)
    others = state.observe(1)
    assert others.mode == "partner"
    assert not any(b.key == "table.ccy.secret_alone" for b in ChicangyingOverlay().badges(others, 0))


def test_a_whole_hand_the_partner_badge_only_when_known(app, bots):
    """Seat 0 deals and plays with the partner; his badge shows only once the cards show him."""
    table = open_table(app, VARIANT, seed=DEALER_ONE_COPY, animation="fast")
    press_button(app, table, Pass())
    state = table.match.state
    partner = state.partner
    shown_before_reveal = []
    flashes = []
    places_seen = set()

    def watch(t):
        obs = t.match.state.observe(0)
        badges = partner_badges(t.model)
        if t.model.phase == "play":
            assert badges == ({partner} if obs.revealed else set())
            if not obs.revealed:
                shown_before_reveal.append(badges)
        current = t.anims.current
        if current is not None and current.kind == "flash":
            flashes.append(current.data["word"])
        for place, seat in enumerate(obs.out):
            assert f"table.ccy.place{place + 1}" in {b.key for b in t.model.seats[seat].badges}
            places_seen.add(place)

    panel = play_hand(app, table, on_frame=watch)
    result = state.result
    assert isinstance(panel, ResultPanel)
    assert [line.delta for line in panel.seats] == list(result.deltas)
    if state.revealed:
        assert app.tr("table.ccy.flash.partner") in flashes
    assert partner_badges(table.model) == {partner}       # the result tells everyone
    assert 0 in places_seen
    roles = {line.seat: line.role.key for line in panel.seats if line.role is not None}
    assert roles[0] == "table.ccy.dealer" and roles[partner] == "table.ccy.partner"
    width = round((panel.panel.width - 4 * sizes(640).pad) * 0.42)
    for language in ("zh", "en"):
        app.tr.language = language
        for text in panel.line_texts():
            assert text_fits(text, sizes(640).body, width), text


def test_the_hidden_partner_sees_himself_and_his_duty(app, bots):
    table = open_table(app, VARIANT, seed=PARTNER_AT_0)
    state = table.match.state
    assert state.dealer != 0
    for _ in range(200):
        if state.phase == "play" and table.my_turn():
            break
        app.step(0.05, [])
    assert state.partner == 0 and not state.revealed
    assert partner_badges(table.model) == {0}          # he knows; the dealer's panel shows 庄 only
    assert any(b.key == "table.ccy.dealer" for b in table.model.seats[state.dealer].badges)
    own = next(c for c in table.hand.cards if c.rank == state.turned.rank and c.suit == state.turned.suit)
    assert table.hand.mark_of(own) == "star"
    assert str(own) in table.bar.note
    # the dealer and the others do not know him yet
    overlay = ChicangyingOverlay()
    for seat in (1, 2, 3):
        obs = state.observe(seat)
        assert not any(b.key == "table.ccy.partner" for s in range(4) for b in overlay.badges(obs, s))


def test_hot_seat_hand_off_shows_no_partner_and_no_cards(app, bots):
    players = (SeatPlayer("human", name="妈妈"), SeatPlayer("bot", "normal"),
               SeatPlayer("human", name="爸爸"), SeatPlayer("bot", "normal"))
    table = open_table(app, VARIANT, seed=PARTNER_AT_0, players=players)
    state = table.match.state
    handoffs = 0
    for _ in range(3000):
        if isinstance(app.stack.top, ResultPanel):
            break
        if table.hotseat.handing_to is not None:
            handoffs += 1
            assert table.viewer is None and not table.model.hand and not table.hand.cards
            if not state.revealed:
                assert not partner_badges(table.model)
            assert not table.bar.note
            app.send(it.Intent(it.CONFIRM))
        elif table.my_turn():
            legal = state.legal_actions(table.viewer)
            table.act(next((a for a in legal if not isinstance(a, Pass)), legal[0]))
        app.step(0.05, [])
        if table.viewer is not None and not state.revealed:
            known = state.observe(table.viewer).partner
            assert partner_badges(table.model) == ({known} if known is not None else set())
    assert handoffs and isinstance(app.stack.top, ResultPanel)


def _alone(mode: str, first: int) -> ChicangyingResult:
    return score_hand([first], 0, mode, None)


@pytest.mark.parametrize("language", ["zh", "en"])
def test_every_result_reads_in_both_languages(language):
    tr = Translator(language)
    overlay = ChicangyingOverlay()
    names = {0: "You", 1: "Right", 2: "Across", 3: "Left"}.get
    results = [_alone("open_alone", 0), _alone("open_alone", 2), _alone("secret_alone", 0),
               _alone("secret_alone", 1), score_hand([0, 2], 0, "partner", 2),
               score_hand([1, 2, 3], 0, "partner", 2), score_hand([0, 1, 3], 0, "named", 2)]
    words = {tr("result.ccy.open_won"), tr("result.ccy.open_lost"), tr("result.ccy.secret_won"),
             tr("result.ccy.secret_lost")}
    for result in results:
        summary = overlay.result_summary(result, tr, names)
        lines = [overlay.line_text(k, p, f, tr, names) for k, p, f in result.lines]
        assert summary and lines
        for text in summary + lines:
            assert "{" not in text and not text.startswith(("line.", "result."))
        if result.alone:
            assert summary[0] in words
    assert overlay.result_summary(results[0], tr, names) == [tr("result.ccy.open_won")]
    assert overlay.result_summary(results[1], tr, names) == [tr("result.ccy.open_lost")]


def test_the_result_shows_the_partner_even_if_never_revealed():
    match = Match.new(VARIANT, None, seed=DEALER_ONE_COPY, players=tuple(SeatPlayer("bot", "normal") for _ in range(4)))
    obs = match.state.observe(1)
    result = score_hand([0, 2], obs.dealer, "partner", 2)
    ended = replace(obs, phase="hand_over", result=result, partner=None, out=(0, 2))
    keys = {s: {b.key for b in ChicangyingOverlay().badges(ended, s)} for s in range(4)}
    assert "table.ccy.partner" in keys[2] and "table.ccy.dealer" in keys[obs.dealer]
