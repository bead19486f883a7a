"""The trick tables' top bar stays clear of the corner buttons at every interface scale (issue 32).

At 150 % in a 1280×800 window 升级's top bar (主, 打, both teams' levels, the attackers' points and
what they need) ran on under 上一墩 and 托管: "Attackers 0 / 40 to take over" was half hidden by
the buttons. The layout test does not see it (the chips are drawn before the buttons, and a chip's
words are not a seat's name), so this looks at the drawn frame as a player would: no word of the
top bar lies under a corner button, and the chips that say the score are all there.
"""
from __future__ import annotations

import pytest

from engine.match import Match, SeatPlayer

from tests.scenes.layout_probe import TEXT, draw_frame, recording

CASES = [("shengji-1", "en", 150, (1280, 800)), ("shengji-1", "zh", 150, (1280, 800)),
         ("shengji-1", "en", 150, (1920, 1080)), ("shengji-1", "en", 125, (1024, 640)),
         ("dapie", "en", 150, (1280, 800)), ("dapie", "zh", 150, (1280, 800))]


def _table(variant: str, language: str, scale: int, size):
    from scenes import theme
    from scenes.app import App
    from scenes.tables import table_for

    app = App(size)
    app.settings.ui_scale = scale
    theme.use_look(app.settings)
    app.settings.language = app.tr.language = language
    app.settings.animation = "off"
    app.audio.set_enabled(False)
    players = (SeatPlayer("human", name=""),) + tuple(SeatPlayer("bot", "normal") for _ in range(3))
    table = table_for(Match.new(variant, {}, seed=3, players=players))
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    table.controller._save = lambda match: None
    return app, table


def _words_under_corner_buttons(probe, table) -> list[str]:
    buttons = list(table.corner.values())
    own = {b.text for b in buttons} | {b.hotkey for b in buttons}
    problems = []
    for blit in probe.blits:
        if blit.kind != TEXT or not blit.text.strip() or blit.text in own:
            continue
        for button in buttons:
            if button.rect.colliderect(blit.rect.inflate(-2, -2)):
                problems.append(f"{blit.text!r} at {tuple(blit.rect)} lies under {button.text!r}")
    return problems


@pytest.mark.parametrize("variant, language, scale, size", CASES,
                         ids=[f"{v}-{lang}-{sc}-{w}x{h}" for v, lang, sc, (w, h) in CASES])
def test_no_word_of_the_top_bar_lies_under_a_corner_button(data_dir, variant, language, scale, size):
    from scenes import theme

    app, table = _table(variant, language, scale, size)
    try:
        looked = 0
        with recording() as rec:
            for _ in range(3000):           # the deal, then the person's turns, to the hand's end
                if table.my_turn() and not table.anims.busy:
                    probe = draw_frame(app, size, rec)
                    problems = _words_under_corner_buttons(probe, table)
                    assert not problems, "\n".join(problems)
                    looked += 1
                    table.act(table.controller.hint(table.viewer))
                    if looked >= 6:
                        break
                table.update(1 / 20)
        assert looked, "the person was never asked to play"
    finally:
        while len(app.stack):
            app.stack.pop()
        theme.use_look(type(app.settings)())


def test_the_shengji_chips_shorten_before_any_drops(data_dir):
    """At 150 % in 1280×800 the score still reads: trump, level, both teams, the attackers' points."""
    from scenes import theme
    from scenes.trick.top_bar import fitting_chips

    app, table = _table("shengji-1", "en", 150, (1280, 800))
    try:
        for _ in range(400):
            if table.model is not None and table.model.phase == "play":
                break
            table.update(1 / 20)
        L = table.layout_
        chips = fitting_chips(table.model, L.top_bar, L.last_rect.left - L.sizes.pad, L.sizes, app.tr)
        words = " ".join(part[0] for chip in chips for part in chip if isinstance(part, tuple))
        for word in ("Level", "Us", "Them", "Attackers"):
            assert word in words, words
    finally:
        while len(app.stack):
            app.stack.pop()
        theme.use_look(type(app.settings)())
