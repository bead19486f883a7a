"""The review's flag box keeps clear of the seats (issue 29): at 1024×640 21点's seat plates sit
right above the replay's controls, where the box over the time line used to cover the person's
plate; the box then stands beside the seats, the whole reason and 从这里试试 inside it."""
from __future__ import annotations

import pytest

from engine.match import Match
from tests.scenes.test_replay_review_blackjack import StandsOnEverything, _hand
from tests.search_clock import REVIEW_TICK, every_clock_made_up


@pytest.fixture(autouse=True)
def _clocks_made_up(monkeypatch):
    """The hard player the review asks, and the review's sharing of its processor-time budget,
    read made-up clocks (tests/search_clock.py), so what the review says does not depend on how
    loaded the machine is."""
    every_clock_made_up(monkeypatch, tick=REVIEW_TICK)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("language", ["zh", "en"])
def test_a_21_point_flag_never_covers_a_seat_plate(data_dir, size, language):
    from scenes import theme
    from scenes.app import App
    from scenes.replay.review_note import flag_box, flag_text
    from scenes.replay.table import open_replay
    from scenes.replays_store import HandToReplay, kept_from

    app = App(size)
    app.settings.language = language
    app.apply_settings()
    app.settings.animation = "off"
    try:
        for seed in range(40):
            record, _start, end, _decisions = _hand(StandsOnEverything(), seed)
            match = Match.from_json(record)
            replay = open_replay(app, HandToReplay(kept_from(match, end), record, match.players))
            replay.review.wait()
            replay.review.collect()
            if replay.review.result.flags:
                break
            replay.leave_replay()
        flag = replay.review.result.flags[0]
        replay.update(0.0)
        replay.seek(flag.position)
        app.draw()
        s = theme.sizes(app.size[1])
        slots = replay.layout_.slots
        plate_h = round(s.body * 2.9)                      # the painter's plate at the bottom of a slot
        plates = [r.copy().clip(r.x, r.bottom - plate_h, r.width, plate_h) for r in slots]
        assert replay.keep_clear() == tuple(slots)
        button = replay._try_button
        box, lines = flag_box(flag_text(flag, app.tr), replay.replay_bar.row, s, button.rect.width,
                              replay.keep_clear())
        assert not any(box.colliderect(plate) for plate in plates)
        assert box.contains(button.rect) and box.bottom < replay.replay_bar.row.top
        assert "".join(lines).replace(" ", "") == flag_text(flag, app.tr).replace(" ", "")   # nothing cut
    finally:
        while len(app.stack):
            app.stack.pop()
