"""The replay says how many hints the hand's people used (issue 31, item 3): the record of the hand
carries the marks (Match.hints); the replay's status line ends with 本局提示 N 次 / N hints this
hand, each person by name when several played it, and nothing when nobody asked."""
from __future__ import annotations

import pytest

from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from scenes.replay.table import open_replay
from scenes.replays_store import live_hand
from scenes.tables import table_for

FRAME = 1 / 20


def _hand_with_hints(app, variant: str, hinted: int, people: int = 1):
    """One hand at the real table; the people take the hint (提示, counted) at their first
    ``hinted`` decisions and play the same move unhinted afterwards. The replay of it is returned."""
    app.settings.animation = "off"
    app.settings.bot_delay = 0.0
    count = get_spec(variant).seat_count()
    players = tuple(SeatPlayer("human", name=f"P{i}") for i in range(people)) + tuple(
        SeatPlayer("bot", "normal") for _ in range(count - people))
    from scenes.tables import hotseat_options
    options = hotseat_options(get_spec(variant)) if people > 1 else None
    table = table_for(Match.new(variant, options, seed=4, players=players))
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    asked = 0
    for _ in range(20000):
        if app.stack.top is not table:
            break
        if table.hotseat.handing_to is not None:
            table.confirm_handoff()
        seat = next((s for s in table.match.state.to_act() if table.controller.is_human(s)), None)
        if seat is not None and not table.anims.busy and seat == table.viewer:
            if asked < hinted:
                asked += 1
                action = table.controller.hint_decision(seat).action
            else:
                from ai.registry import make_bot
                import random
                state = table.match.state
                action = make_bot(variant, "normal").choose(state.observe(seat), state.legal_actions(seat),
                                                            random.Random(0))
            table.act(action)
        table.update(FRAME)
    hand = live_hand(table.match)
    while len(app.stack):
        app.stack.pop()
    return table.match, open_replay(app, hand)


@pytest.mark.parametrize("language", ["zh", "en"])
@pytest.mark.parametrize("variant", ["doudizhu", "blackjack"])
def test_the_replay_says_how_many_hints_the_hand_used(app, variant, language):
    app.tr.language = language
    match, replay = _hand_with_hints(app, variant, 2)
    assert sum(match.hand_hints().values()) == 2
    words = app.tr("table.replay.hints", count=2)
    assert words == {"zh": "本局提示 2 次", "en": "2 hints this hand"}[language]
    for _ in range(3):
        assert replay.status()[0].endswith(" · " + words)
        replay.step_forward()
    replay.seek(replay.replay.end)
    assert replay.status()[0].endswith(" · " + words)


def test_a_hand_without_hints_says_nothing_of_them(app):
    match, replay = _hand_with_hints(app, "doudizhu", 0)
    assert not match.hints
    assert "提示" not in replay.status()[0]


def test_several_people_are_counted_each_by_name(app):
    app.tr.language = "en"
    match, replay = _hand_with_hints(app, "doudizhu", 3, people=2)
    counts = replay.replay.recorded_hints()
    assert counts == match.hand_hints() and sum(counts.values()) == 3
    expected = ", ".join(app.tr("table.replay.hints_of", name=replay.name_of(seat), count=n)
                         for seat, n in counts.items())
    assert replay.status()[0].endswith(" · " + expected)


def test_bad_marks_in_the_record_are_not_counted(app):
    match, replay = _hand_with_hints(app, "doudizhu", 1)
    record = dict(replay.replay.record)
    record["hints"] = [[0, replay.replay.start], "x", [9, 1], [0, -1], [0, replay.replay.end + 5]]
    replay.replay.record = record
    assert replay.replay.recorded_hints() == {0: 1}
