"""The hint at a prompt answered with buttons says which and why (issue 31): 打撇's bid and naming
trump, 四川麻将's 飘 and 定缺. H (or 提示) marks the normal computer player's answer — the bar's
focus or the primary button, so Enter takes it — answers nothing for the person, and the status
line gives that player's own reason, in both languages."""
from __future__ import annotations

import pytest

from engine.actions import Bid
from engine.match import Match, SeatPlayer
from scenes import intents as it
from scenes.table.action_bar import HINT
from scenes.table.hint_note import reason_text
from tests.scenes import test_dapie_table as dp
from tests.scenes import test_mahjong_table as mj


def _own(table, since=0):
    """The person's own moves (the computer players answer the same prompt meanwhile)."""
    return [action for seat, action in table.match.actions[since:] if seat == table.viewer]


def _hinted_and_said(app, table, phase_now, marked):
    decision = table.controller.hint_decision(table.viewer)
    asked = len(table.match.actions)
    dp.frame(app, it.Intent(it.HINT))
    assert _own(table, asked) == [] and phase_now()                     # nothing answered
    assert marked() == decision.action
    why = reason_text(decision.reason, app.tr)
    assert why and table.status()[0] == why
    return decision, asked


@pytest.mark.parametrize("language", ["zh", "en"])
def test_dapie_bid_and_trump_hints_say_why(app, language):
    app.tr.language = language
    table = dp.open_table(app, seed=3)
    state = table.match.state
    dp.wait(app, table, lambda: table.my_turn() or state.phase != "bid")
    assert state.phase == "bid"
    assert any(b.action == HINT for b in table.bar.buttons)            # the 提示 button is there
    decision, asked = _hinted_and_said(app, table, lambda: state.phase == "bid", table.bar.focused_action)
    dp.frame(app, it.Intent(it.CONFIRM))                                # Enter takes the hint
    assert table.match.actions[asked][1] == decision.action
    # the person bids 100 to name the trump
    dp.wait(app, table, lambda: table.my_turn() or state.phase != "bid")
    if state.phase == "bid":
        top = max((a for a in state.legal_actions(0) if isinstance(a, Bid)), key=lambda a: a.value)
        table.act(top)
    dp.wait(app, table, lambda: state.phase != "bid")
    if state.declarer != 0:
        pytest.skip("the seed's auction went elsewhere")
    dp.frame(app)
    _hinted_and_said(app, table, lambda: state.phase == "trump", table.bar.focused_action)


@pytest.mark.parametrize("language", ["zh", "en"])
def test_mahjong_piao_and_dingque_hints_say_why(app, language):
    app.tr.language = language
    table = mj.open_table(app, mj.new_match())
    mj.wait(app, table)
    assert table.decision() == "piao"

    def primary():
        return next(b.action for b in table.buttons if b.primary)

    decision, asked = _hinted_and_said(app, table, lambda: table.decision() == "piao", primary)
    table._sync_buttons()                                 # the others' 飘 remakes the buttons: the mark stays
    assert primary() == decision.action
    mj.frame(app, it.Intent(it.CONFIRM))                                # Enter takes the hint
    assert _own(table, asked) == [decision.action]
    mj.wait(app, table)
    assert table.decision() == "dingque"
    decision, asked = _hinted_and_said(app, table, lambda: table.decision() == "dingque", primary)
    mj.frame(app, it.Intent(it.CONFIRM))
    assert _own(table, asked) == [decision.action]
