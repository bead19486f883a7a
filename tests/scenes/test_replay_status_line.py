"""A replay's status line describes the step shown and who acts next; it never asks the viewer to
act (issue 29: the live table's 轮到你… was left in the replay's status line).

Checked in every family at each position where the person's seat is to act, in both languages:
the sentence the table draws (its picture's status) is not "mine" (no call to act), has no "your
turn" words, and names the step as the time line does, with the play log's last line."""
from __future__ import annotations

import random

import pytest

from ai.registry import make_bot
from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from tests.playing import play_hands

ASKING = ("轮到你", "Your turn", "Your lead", "your turn", "请选", "Your bid", "倒不倒", "Double or not")


def _replay(app, variant: str, seed: int):
    from scenes.replay.table import open_replay
    from scenes.replays_store import HandToReplay, kept_from

    count = get_spec(variant).seat_count()
    players = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(count - 1))
    match = Match.new(variant, seed=seed, players=players)
    play_hands(match, [make_bot(variant, "normal") for _ in range(count)], 1, rng=random.Random(seed), listed=False)
    end = len(match.actions)
    return open_replay(app, HandToReplay(kept_from(match, end), match.to_json(), match.players))


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("variant", ["doudizhu", "shengji-1", "dapie", "mj-mianyang", "blackjack"])
def test_the_status_line_tells_the_step_and_never_asks(app, variant, language):
    app.settings.language = language
    app.apply_settings()
    app.settings.animation = "off"
    tr = app.tr
    replay = _replay(app, variant, 5)
    controller = replay.replay
    asked = 0
    for position in range(controller.start, controller.end + 1):
        replay.seek(position)
        if 0 not in controller.to_act():
            continue
        asked += 1
        picture = replay.picture()
        text = picture.status
        assert not picture.status_mine, (position, text)
        assert not any(words in text for words in ASKING), (position, text)
        assert text.startswith(tr("table.replay.position", n=position - controller.start,
                                  total=controller.end - controller.start))
        log = replay.feed.log
        if log:
            assert log[-1] in text
        if asked >= 6:
            break
    assert asked
    replay.leave_replay()
