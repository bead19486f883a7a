"""The 升级 deal leaves a person time to declare (issue 28, item 5): cards come at DEAL_STEP
each (× the animation speed), and computer players do not declare before every seat holds a
fair share of its hand while a person sits at the table — counted in cards, so the deal's
outcome is the same at every animation speed."""
from __future__ import annotations

import pytest

from engine.match import Match, SeatPlayer
from scenes.trick.deal import DEAL_STEP, FAIR_LEAST, FAIR_SHARE
from scenes.trick_table import TrickTable

HUMAN = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))


def deal_through(app, variant: str, seed: int, animation: str):
    """The deal with a person who never declares (不亮 at the end); (table seconds, declarations
    as (seat, cards dealt in all), the match's actions)."""
    app.settings.animation = animation
    table = TrickTable(Match.new(variant, None, seed=seed, players=HUMAN), threaded=False, bot_delay=0)
    app.stack.push(table)
    clock, seen, declared = 0.0, 0, []
    state = table.controller.state
    while state.phase == "deal" and clock < 300:
        if table.dealer.waiting_for_person(table.controller, state):
            table.dealer_passes()
        app.step(1 / 60, [])
        clock += 1 / 60
        for d in list(state.declarations)[seen:]:
            declared.append((d.seat, state.dealt))
        seen = len(state.declarations)
    app.stack.pop()
    return clock, declared, list(table.match.actions)


@pytest.mark.parametrize("variant,seed", [("shengji-1", 2), ("shengji-1", 3), ("shengji-2", 2), ("shengji-2", 5)])
def test_computers_wait_for_a_fair_share_and_the_deal_is_paced(app, variant, seed):
    clock, declared, actions = deal_through(app, variant, seed, "normal")
    state = Match.new(variant, None, seed=seed, players=HUMAN).state
    fair = max(FAIR_LEAST, round(state.hand_size * FAIR_SHARE))
    assert declared, "these seeds have a computer declaring"
    assert all(dealt >= 4 * fair for _seat, dealt in declared)
    assert clock >= 4 * state.hand_size * DEAL_STEP
    _, _, instant = deal_through(app, variant, seed, "off")
    assert instant[:len(actions)] == actions[:len(instant)]    # the same deal at any speed
