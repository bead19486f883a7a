"""升级's result panel has 看牌 (Space) like every other result panel (issue 35, item 3); so has 打撇's.

Folded, the table shows what the end of a 升级 hand turns up: the last trick (the one that decides
抠底), the kitty face up and the point cards the attackers took — where the hand was, each card's
index in sight at every window size. Measured on what is drawn (tests/scenes/drawn_cards.py).
"""
from __future__ import annotations

import pytest

from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.table.result_panel import ResultPanel
from scenes.trick_table import TrickTable
from tests.scenes.drawn_cards import Look

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
HUMAN = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))


def play_to_the_result(app, variant: str, seed: int = 3) -> tuple[TrickTable, ResultPanel]:
    """One hand with the person at seat 0 taking the hint at every decision (animations off)."""
    app.settings.animation = "off"
    table = TrickTable(Match.new(variant, None, seed=seed, players=HUMAN), threaded=False, bot_delay=0)
    app.stack.push(table)
    for _ in range(30000):
        top = app.stack.top
        if isinstance(top, ResultPanel):
            return table, top
        asked = table.viewer is not None and table.viewer in table.match.state.to_act()
        if (table.my_turn() or asked) and not table.anims.busy:
            table.act(table.controller.hint(table.viewer))
        app.step(1 / 20, [])
    raise AssertionError(f"{variant}: the hand did not end")


@pytest.mark.parametrize("variant", ["shengji-1", "shengji-2", "dapie"])
def test_the_result_panel_offers_view_table_and_space_folds_it(app, variant):
    table, panel = play_to_the_result(app, variant)
    assert panel.viewable and panel.view_button is not None
    assert panel.view_button.text == app.tr("result.view_table")
    app.send(it.Intent(it.PASS))                                   # Space
    assert panel.viewing and not panel.dims_below and app.stack.top is panel
    app.draw()
    app.send(it.Intent(it.PASS))
    assert not panel.viewing and panel.dims_below
    app.send(it.Intent(it.PRESS, panel.view_button.rect.center))   # the button does the same
    assert panel.viewing
    app.send(it.Intent(it.PRESS, panel.strip_buttons[1].rect.center))   # 下一局 from the strip
    assert app.stack.top is table and table.match.state.hand_no == 2


@pytest.mark.parametrize("variant", ["shengji-2", "shengji-3"])
def test_folded_the_shengji_result_shows_the_last_trick_the_kitty_and_the_points(app, monkeypatch, variant):
    """看牌 after a 升级 hand: the trick that decided 抠底, the kitty face up and every point card the
    attackers took, each whole in the window and not under the strip, at every size."""
    table, panel = play_to_the_result(app, variant)
    obs = table.controller.observe(table.viewer)
    kitty, points, last = obs.result.kitty, obs.point_cards, obs.tricks[-1]
    assert kitty
    panel.toggle_view()
    for size in SIZES:
        look = Look(app, table, size, monkeypatch)
        for card in (*kitty, *points, *(c for _, cards in last.plays for c in cards)):
            assert look.in_sight(card) is not None, f"{size}: {card} is not in sight"
        for card in kitty:
            assert look.in_sight(card).width >= 40
