"""The 21点 bet hint stays readable (issue 31): the computer players' bets are told in the status
line while the person decides, and that news used to replace the hint's reason at once. A hint (or a refusal)
now holds the status line for its moment; the others' bets go to the log (记录) meanwhile."""
from __future__ import annotations

import pytest

from scenes import intents as it
from scenes.table.hint_note import reason_text
from tests.scenes.test_blackjack_table import frame, new_match, open_table, wait


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_bet_hint_is_not_replaced_by_the_others_bets(app, language):
    app.tr.language = language
    table = open_table(app, new_match())
    wait(app, table, "bet")
    decision = table.controller.hint_decision(table.viewer)
    why = reason_text(decision.reason, app.tr)
    assert why
    frame(app, it.Intent(it.HINT))
    for _ in range(30):                                     # half a second: the others' bets are told meanwhile
        frame(app)
        assert table.status()[0] == why


def test_once_the_person_bets_the_hint_gives_way_to_the_news(app):
    """The hint holds the line only while it applies: the person's own bet ends it, and the news
    that follows (the others' bets, the deal) shows again."""
    table = open_table(app, new_match())
    wait(app, table, "bet")
    frame(app, it.Intent(it.HINT))
    hinted = table.note
    asked = len(table.match.actions)
    frame(app, it.Intent(it.CONFIRM))                       # Enter places the hinted bet
    assert any(seat == table.viewer for seat, _ in table.match.actions[asked:])
    table.show_note("news", urgent=False)
    assert table.note != hinted and table.note == "news"
