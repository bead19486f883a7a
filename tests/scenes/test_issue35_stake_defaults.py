"""Issue 35, item 6: the default of a stake-raising choice is the safe one.

斗地主's 倒 prompt had 倒 (Double) as the Enter default, and the landlord's 踢回 prompt 踢回: a
key pressed by habit doubled the stake. Enter now keeps it (不倒 / 不踢); doubling takes a click,
or → then Enter.
"""
from __future__ import annotations

import pytest

from engine.actions import Bid, Double, Pass
from scenes import intents as it
from scenes.table.result_panel import ResultPanel
from tests.scenes.test_doudizhu_table import frame, new_match, open_table, wait_for_turn


def reach(app, phase: str, bid) -> object:
    """A table where the person (seat 0) must decide ``phase``: they bid ``bid`` when asked."""
    for seed in range(1, 300):
        table = open_table(app, new_match(seed))
        for _ in range(6):
            wait_for_turn(app, table)
            if isinstance(app.stack.top, ResultPanel) or table.model.phase not in ("bid", phase):
                break
            if table.model.phase == phase:
                return table
            button = next(b for b in table.bar.buttons if b.action == bid)
            action = bid if button.enabled else Pass()
            frame(app, it.Intent(it.PRESS, next(b for b in table.bar.buttons if b.action == action).rect.center))
        while len(app.stack):
            app.stack.pop()
    raise AssertionError(f"no seed brings the person to {phase}")


@pytest.mark.parametrize("phase, bid", [("double", Pass()), ("redouble", Bid(3))])
def test_enter_keeps_the_stake(app, phase, bid):
    table = reach(app, phase, bid)
    assert table.my_turn() and table.model.phase == phase
    primary = [b.action for b in table.bar.buttons if b.primary]
    assert primary == [Double(False)]                     # the button drawn as the default
    assert table.bar.focused_action() == Double(False)    # what Enter takes
    assert [b.hotkey for b in table.bar.buttons if b.action == Double(True)] == [""]
    before = len(table.match.actions)
    frame(app, it.Intent(it.CONFIRM))
    assert table.match.actions[before] == (0, Double(False))


def test_doubling_is_a_click_or_a_step_away(app):
    table = reach(app, "double", Pass())
    frame(app, it.Intent(it.RIGHT))
    assert table.bar.focused_action() == Double(True)
    before = len(table.match.actions)
    frame(app, it.Intent(it.CONFIRM))
    assert table.match.actions[before] == (0, Double(True))


def test_over_a_standing_bid_enter_passes(app):
    """A higher bid raises the stake a bid already set: Enter is 不叫 then; with no bid yet it
    opens at 1分, the lowest stake there is."""
    for seed in range(1, 300):
        table = open_table(app, new_match(seed))
        wait_for_turn(app, table)
        if table.model.phase == "bid" and table.model.bids_high > 0:
            break
        app.stack.pop()
    else:
        raise AssertionError("no seed where a computer player bids before the person")
    assert table.bar.focused_action() == Pass()
    assert [b.action for b in table.bar.buttons if b.primary] == [Pass()]
    before = len(table.match.actions)
    frame(app, it.Intent(it.CONFIRM))
    assert table.match.actions[before] == (0, Pass())


def test_with_no_bid_yet_enter_opens_at_the_lowest(app):
    for seed in range(1, 300):
        table = open_table(app, new_match(seed))
        if table.model.phase == "bid" and table.my_turn() and table.model.bids_high == 0:
            break
        app.stack.pop()
    assert table.bar.focused_action() == Bid(1)
