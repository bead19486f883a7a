"""干瞪眼 (家家摸牌, 赢家摸牌) on the shared climbing table: 2 to 6 seats, the stock and the card value
at the top centre, the joker reading chooser, the beat-by-one sentence, the draws, the result.

Seed 43: seat 0 deals (leads) holding a joker and two cards a joker can join into two different
straights (the chooser offers both).
"""
from __future__ import annotations

import pygame
import pytest

from engine.actions import Pass, Play
from engine.climbing.combos import Combo
from engine.errors import RuleError
from engine.match import SeatPlayer
from scenes import intents as it
from scenes.climbing import GandengyanOverlay, overlay_for
from scenes.i18n import Translator
from scenes.table import layout as table_layout
from scenes.table.result_panel import ResultPanel
from tests.scenes.partnership_helpers import YOU, BOT, open_table, play_hand, text_fits

TWO_READINGS = 43


def seats(n: int, players=None):
    return players or (YOU,) + (BOT,) * (n - 1)


@pytest.mark.parametrize("variant", ["gandengyan", "gandengyan-winner"])
def test_registered(variant):
    assert isinstance(overlay_for(variant), GandengyanOverlay)


@pytest.mark.parametrize("n", [2, 6])
def test_a_whole_hand_with_the_stock_in_view(app, n):
    table = open_table(app, "gandengyan", seed=5, players=seats(n))
    state = table.match.state
    stocks = []

    def watch(t):
        obs = t.match.state.observe(0)
        pills = {p.label_key: p.value for p in t.model.centre.pills}
        assert pills["table.gdy.stock"] == obs.stock_count
        assert pills["table.gdy.card_value"] == obs.card_value
        stocks.append(obs.stock_count)
        dealer = [s.seat for s in t.model.seats if any(b.key == "table.gdy.dealer" for b in s.badges)]
        assert dealer == [obs.dealer]
        assert [s.count for s in t.model.seats] == list(obs.card_counts)

    panel = play_hand(app, table, on_frame=watch)
    assert isinstance(panel, ResultPanel)
    result = state.result
    assert [line.delta for line in panel.seats] == list(result.deltas)
    assert min(stocks) < max(stocks)            # cards were drawn and the count followed
    assert any("摸" in line for line in table.feed.log)
    texts = panel.line_texts()
    assert len(texts) == len(result.lines) and all(texts)
    loser = next(s for s in range(n) if s != result.winner)
    assert any(table.name_of(loser) in text for text in texts)
    assert table.name_of(result.winner) in panel.headline()[1] or table.name_of(result.winner) in panel.summary()[0]


def test_draws_fly_from_the_stock(app):
    table = open_table(app, "gandengyan", seed=5, players=seats(4), animation="normal")
    seen = []
    for _ in range(3000):
        current = table.anims.current
        if current is not None and current.kind == "draw":
            seen.append(current.seat)
            table.draw(app.screen)
            break
        if table.my_turn() and not table.anims.busy:
            legal = table.match.state.legal_actions(0)
            table.act(Pass() if Pass() in legal else legal[0])
        app.step(0.05, [])
    assert seen


def test_the_chooser_plays_a_joker_reading(app):
    table = open_table(app, "gandengyan", seed=TWO_READINGS, players=seats(6))
    state = table.match.state
    assert table.my_turn() and state.observe(0).lead is None
    joker = next(c for c in table.hand.cards if c.rank >= 15)
    others = [c for c in table.hand.cards if c.rank < 15]
    pick = next((joker, a, b) for i, a in enumerate(others) for b in others[i + 1:]
                if len(table.overlay.readings(table, (joker, a, b)) or ()) > 1)
    table.hand.set_selection(pick)
    table._sync_bar()
    assert table.bar.decision.play_ok
    table.act(Play(pick))
    assert table.chooser.active and len(table.chooser.options) >= 2
    titles = table.chooser.titles
    assert all("–" in t for t in titles) and len(set(titles)) == len(titles), titles
    screen = app.screen.get_rect()
    assert all(screen.contains(r) for r in table.chooser.rects)
    _label, chosen = table.chooser.options[-1][:2]
    app.send(it.Intent(it.PRESS, table.chooser.rects[-1].center))
    app.step(0.05, [])
    assert not table.chooser.active
    seat, played = state.history[0]
    assert seat == 0 and set(played) == set(pick)
    assert state.history_readings[0] == chosen.reading


def test_a_play_that_names_its_reading_is_played_without_the_chooser(app):
    """A hint (or any caller) that already says what the jokers stand for is played as it is:
    the smoke run's hot-seat hand once stalled with the chooser open on a hinted joker play."""
    table = open_table(app, "gandengyan", seed=TWO_READINGS, players=seats(6))
    state = table.match.state
    joker = next(c for c in table.hand.cards if c.rank >= 15)
    others = [c for c in table.hand.cards if c.rank < 15]
    pick = next((joker, a, b) for i, a in enumerate(others) for b in others[i + 1:]
                if len(table.overlay.readings(table, (joker, a, b)) or ()) > 1)
    chosen = table.overlay.readings(table, pick)[-1][1]
    assert table.act(chosen)
    assert not table.chooser.active
    assert state.history[0][0] == 0 and set(state.history[0][1]) == set(pick)
    assert state.history_readings[0] == chosen.reading


def test_the_status_explains_beat_by_one():
    tr = Translator("zh")
    overlay = GandengyanOverlay()
    idx = lambda rank: __import__("engine.climbing.variants.gandengyan_moves", fromlist=["x"]).GANDENGYAN_ORDER.index(rank)  # noqa: E731
    assert overlay.beat_rule("single", idx(5), 1, 1, tr) == "轮到你：要 6 或 2 才能管 5，或者炸弹"
    assert "对 K" in overlay.beat_rule("pair", idx(12), 1, 2, tr)
    assert "只有炸弹" in overlay.beat_rule("single", idx(2), 1, 1, tr)
    assert "从 5 起" in overlay.beat_rule("straight", idx(7), 4, 4, tr)
    assert "A" in overlay.beat_rule("straight", idx(14), 3, 3, tr)
    en = Translator("en")
    assert "7" in overlay.beat_rule("single", idx(6), 1, 1, en)


def test_an_unplayable_joker_says_why(app):
    """A joker that no reading makes playable gets the engine's beat-by-one reason, not "name it"."""
    table = open_table(app, "gandengyan", seed=TWO_READINGS, players=seats(6))
    joker = next(c for c in table.hand.cards if c.rank >= 15)
    refusal = table.overlay.reading_refusal(table, (joker,))
    assert isinstance(refusal, RuleError) and refusal.reason == "joker_alone_not_last"


def test_result_lines_render_both_languages(app):
    from engine.climbing.variants.gandengyan_score import ScoreRules, score_hand

    table = open_table(app, "gandengyan-winner", seed=5, players=seats(6))
    result = score_hand(winner=2, left=[1, 5, 0, 3, 7, 4], base=2, bomb_sizes=[3, 4],
                        shut_out=[False, True, False, False, True, False], rules=ScoreRules(shut_out_doubles=True))
    overlay = table.overlay
    width = 260
    for language in ("zh", "en"):
        app.tr.language = language
        for key, params, factor in result.lines:
            text = overlay.line_text(key, params, factor, app.tr, table.name_of)
            assert text and "{" not in text
            assert text_fits(text, 14, 2 * width), text
        summary = overlay.result_summary(result, app.tr, table.name_of)
        assert len(summary) == 3
    app.tr.language = "zh"
    assert "关墩墩" in overlay.line_text(*result.lines[4], app.tr, table.name_of)


def test_six_seats_fit_at_1024():
    for size in ((1024, 640), (1920, 1080)):
        L = table_layout.compute(size, 6, max_hand=GandengyanOverlay.max_hand,
                                 centre_cards=GandengyanOverlay.centre_cards)
        screen = pygame.Rect((0, 0), size)
        panels = [L.seat_rects[p] for p in L.positions]
        for i, a in enumerate(panels):
            assert screen.contains(a)
            assert all(not a.colliderect(b) for b in panels[i + 1:])
        for rect in L.play_rects.values():
            assert screen.contains(rect) and all(not rect.colliderect(p) for p in panels)
        assert not L.kitty_rect.colliderect(L.info_rect)
        assert not L.info_rect.colliderect(L.menu_rect) and not L.info_rect.colliderect(L.autoplay_rect)


def test_hot_seat_hand_off_shows_no_hidden_card(app):
    players = (SeatPlayer("human", name="妈妈"), BOT, SeatPlayer("human", name="爸爸"), BOT, BOT,
               SeatPlayer("human", name="小明"))
    table = open_table(app, "gandengyan", seed=5, players=players)
    handoffs = 0
    for _ in range(3000):
        if isinstance(app.stack.top, ResultPanel):
            break
        if table.hotseat.handing_to is not None:
            handoffs += 1
            assert table.viewer is None and not table.model.hand and not table.hand.cards
            assert table.model.visible_faces() <= {c for _s, cards in table.match.state.history for c in cards}
            app.send(it.Intent(it.CONFIRM))
        elif table.my_turn() and not table.anims.busy:
            legal = table.match.state.legal_actions(table.viewer)
            table.act(next((a for a in legal if not isinstance(a, Pass)), legal[0]))
        app.step(0.05, [])
    assert handoffs and isinstance(app.stack.top, ResultPanel)


def test_a_refusal_names_a_straight_the_way_gandengyan_does(app):
    """干瞪眼 calls a run 连牌: a wrong kind over one is refused in those words, not 斗地主's 顺子."""
    table = open_table(app, "gandengyan", seed=5, players=seats(4))
    error = RuleError("kind_mismatch", expected="straight", size=3)
    app.tr.language = "zh"
    text = table._reason(error)
    assert "连牌" in text and "顺子" not in text, text
    app.tr.language = "en"
    assert "straight" in table._reason(error)
    app.tr.language = "zh"
