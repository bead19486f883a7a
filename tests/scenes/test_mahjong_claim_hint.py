"""The hint at a mahjong claim prompt says why (issue 31): H (when 胡 is not offered) marks the
normal computer player's answer to the discard — 碰, 杠 or 过 — as the primary button, does not
answer for the person, and the status line gives that player's own reason, in both languages."""
from __future__ import annotations

import pytest

from engine.mahjong.actions import Win
from scenes import intents as it
from scenes.table.hint_note import reason_text
from tests.scenes.test_mahjong_table import choose_start, frame, new_match, open_table, play_turn, wait


def _claim_prompt(app, table, turns: int = 60):
    """Frames and turns until the person is asked about a discard they cannot win on."""
    for _ in range(turns):
        wait(app, table)
        kind = table.decision()
        if kind == "claim" and not any(isinstance(a, Win) for a in table.legal_actions()):
            return True
        if kind == "claim":
            frame(app, it.Intent(it.PASS))
        elif kind == "turn":
            play_turn(app, table)
        else:
            return False
    return False


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_claim_hint_marks_the_answer_and_says_why(app, language):
    app.tr.language = language
    for seed in (5, 6, 7, 8):
        table = open_table(app, new_match(seed=seed))
        choose_start(app, table)
        if _claim_prompt(app, table):
            break
        app.stack.pop()
    else:
        pytest.fail("no seeded hand asked the person about a discard")
    decision = table.controller.hint_decision(table.viewer)
    asked = len(table.match.actions)
    frame(app, it.Intent(it.HINT))
    assert len(table.match.actions) == asked and table.decision() == "claim"   # nothing answered
    primary = [b for b in table.buttons if b.primary]
    assert [b.action for b in primary] == [decision.action]
    why = reason_text(decision.reason, app.tr)
    assert why and table.status()[0] == why
    frame(app, it.Intent(it.CONFIRM))                                         # Enter takes the hint
    assert table.match.actions[asked][1] == decision.action
