"""取消托管 clicked while the result panel is open takes the seat back (issue 35).

A player on 托管 reached the end of a hand; the result panel opened with the table's 取消托管
button showing beside it. Clicking it looked active but did nothing, and the next hand started
on autoplay — in 打撇 the next deal's bidding was decided for the person. Every corner button
shown over the result panel works: here the click hands the seat back, the button says 托管
again, and after 下一局 the person is asked to decide in the next hand.
"""
from __future__ import annotations

import pytest

from scenes import intents as it
from tests.scenes.finished_hand import finished_on_autoplay

VARIANTS = ("doudizhu", "shengji-2", "dapie-noace", "mj-mianyang", "blackjack")


def _finished_on_autoplay(variant: str):
    return finished_on_autoplay((1024, 640), variant)


@pytest.mark.parametrize("variant", VARIANTS)
def test_cancelling_autoplay_over_the_result_panel_takes_the_seat_back(data_dir, variant):
    app, table = _finished_on_autoplay(variant)
    panel = table.result_panel
    button = table.corner["autoplay"]
    assert button.text == app.tr("table.autoplay_cancel")
    app.send(it.Intent(it.PRESS, button.rect.center))
    assert table.viewer not in table.controller.autoplay
    assert app.stack.top is panel                                    # the result stays open
    assert table.corner["autoplay"].text == app.tr("table.autoplay")
    app.send(it.Intent(it.CONFIRM))                                  # 下一局
    for _ in range(20000):
        if table.my_turn():
            break
        assert table.result_panel is None, "the next hand ended without asking the person"
        table.update(1 / 20)
    assert table.my_turn()


def test_autoplay_turned_on_over_the_result_panel_plays_the_next_hand(data_dir):
    app, table = _finished_on_autoplay("doudizhu")
    app.send(it.Intent(it.PRESS, table.corner["autoplay"].rect.center))      # back to the person
    app.send(it.Intent(it.PRESS, table.corner["autoplay"].rect.center))      # and to 托管 again
    assert table.viewer in table.controller.autoplay
