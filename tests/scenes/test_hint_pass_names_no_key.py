"""The 不出 hint names no key that would not pass (issue 31 / 32): while the keyboard picks cards,
Space raises the card under the cursor (scenes/table/key_focus.key_hint leaves Space off 不出 then);
the hint's sentence must not say "不出（空格）" / "pass (Space)" at that moment. The sentence leaves
the key to the 不出 button, whose hint follows the one rule."""
from __future__ import annotations

import pytest

from ai.reason import Decision
from engine.actions import Pass, Play
from scenes import intents as it
from tests.scenes import test_doudizhu_table as ddz


def _follow(app, table, turns: int = 40) -> bool:
    """Turns until the person follows a play (不出 is legal)."""
    for _ in range(turns):
        ddz.wait_for_turn(app, table)
        if table.model.phase == "hand_over" or not table.my_turn():
            return False
        if table.model.phase == "play" and table.bar.enabled(Pass()):
            return True
        ddz.frame(app, it.Intent(it.HINT))
        if table.model.phase == "play" and table.hand.selection:
            ddz.frame(app, it.Intent(it.CONFIRM))
        else:
            ddz.frame(app, it.Intent(it.PASS))
    return False


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_pass_hint_names_no_key_while_space_raises_cards(app, language):
    app.tr.language = language
    for seed in range(1, 9):
        table = ddz.open_table(app, ddz.new_match(seed))
        if _follow(app, table):
            break
        app.stack.pop()
    else:
        pytest.fail("no seeded hand asked the person to follow")
    table.controller.hint_decision = lambda seat: Decision(Pass(), None)     # the computer would pass
    ddz.frame(app, it.Intent(it.RIGHT))                                       # the keys pick cards now
    ddz.frame(app, it.Intent(it.HINT))
    ddz.frame(app)
    status = table.picture().status
    assert status                                                              # the hint said something
    pass_button = next(b for b in table.bar.buttons if b.action == Pass())
    assert pass_button.hotkey != "Space"                                      # Space is not 不出's now …
    assert "Space" not in status and "空格" not in status                      # … nor in the sentence
