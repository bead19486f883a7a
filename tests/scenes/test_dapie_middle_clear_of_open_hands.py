"""打撇 with every hand face up (a replay's 明牌, the table's 摆撇) before the play: the middle panel
(the contract, the put-back shown) lies between the side seats' open hands, never over them — at a
倒 flag the reviewer reads exactly those cards (the panel hid 上家's 9♦ and 下家's K♠ at 1024×640)."""
from __future__ import annotations

import random

import pytest

from ai.registry import make_bot
from engine.match import Match, SeatPlayer
from scenes.replay.table import open_replay
from scenes.replays_store import HandToReplay, kept_from
from tests.playing import play_hands
from scenes.trick.layout import LEFT, RIGHT, laid_open
from scenes.trick.painter import open_card_rects
from tests.scenes.layout_probe import ART, PANEL, TEXT, draw_frame, recording


def _finished_hand(seed: int) -> Match:
    players = (SeatPlayer("human"),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))
    match = Match.new("dapie", seed=seed, players=players)
    bots = [make_bot("dapie", "easy")] + [make_bot("dapie", "normal") for _ in range(3)]
    play_hands(match, bots, 1, rng=random.Random(seed), listed=False)
    return match


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_middle_panel_leaves_the_side_hands_in_sight(app, language, size):
    app.settings.language = language
    app.apply_settings()
    app.settings.animation = "off"
    match = _finished_hand(80001)
    replay = open_replay(app, HandToReplay(kept_from(match, len(match.actions)), match.to_json(), match.players))
    first_play = next(i for i, (_seat, a) in enumerate(match.actions) if type(a).__name__ == "Play")
    replay.seek(first_play - 1)                 # the last call before the cards: the middle panel is up
    app.step(0.05, [])
    with recording() as rec:
        probe = draw_frame(app, size, rec)
    rule = app.tr("table.dp.middle.rule")
    words = [i for i, b in enumerate(probe.blits) if b.kind == TEXT and len(b.text) > 3 and b.text in rule]
    assert words, "the middle panel's rule line is drawn"
    panel = next(b.rect for b in reversed(probe.blits[:words[0]]) if b.kind == PANEL)
    drawn = {tuple(b.rect) for b in probe.blits if b.kind == ART}
    app.stack.layout(size)                   # the table as it was laid out for the frame
    L = laid_open(replay.layout_)
    for side in (LEFT, RIGHT):
        cards = open_card_rects(len(match.state.observe(0).hand) or 9, L.open_rects[side], L.play_card_w)
        shown = [r for r in cards if tuple(r) in drawn]
        assert shown, side                                   # the side hand is drawn face up there
        assert not [r for r in shown if r.colliderect(panel)], (side, panel)
    replay.leave_replay()
