"""A hint's sentence holds the status line only while it applies (issue 31): at every table, once
the person has moved, the news that follows shows again — the framework's rule
(TableScene.show_note), checked at a climbing table, whose own code clears nothing."""
from __future__ import annotations

from engine.actions import Play
from scenes import intents as it
from tests.scenes import test_doudizhu_table as ddz


def test_after_the_person_plays_the_hint_gives_way_to_the_news(app):
    table = ddz.open_table(app, ddz.new_match())
    for _ in range(12):
        ddz.wait_for_turn(app, table)
        if table.model.phase == "play":
            break
        ddz.frame(app, it.Intent(it.PASS))
    assert table.model.phase == "play" and table.my_turn()
    ddz.frame(app, it.Intent(it.HINT))
    table.show_note("news", urgent=False)
    assert table.note != "news"                          # the hint holds while it applies …
    hinted = table.note
    assert table.hand.selection and table.act(Play(table.hand.selection))
    table.show_note("news", urgent=False)
    assert table.note == "news" != hinted                # … and gives way once the person has played
