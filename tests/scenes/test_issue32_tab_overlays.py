"""Every button of a dialog and of a result panel is reached with Tab, with its focus ring drawn,
and pressed with Enter or Space (issue 32, item 3); the key hints say the key that really presses
a button (item 4).

Before, Tab did nothing in a dialog (only the arrows moved its focus, and Space did nothing) and
nothing on a result panel (Enter pressed the big button, Space folded the panel, and 离桌, 回放
or the table's corner buttons could only be clicked). And the 不出 button said "Space" while the
keys were picking cards — when Space raises the card under the cursor instead.

Keys are real KEYDOWN events read by the App's own frame, as a person presses them.
"""
from __future__ import annotations

import pygame
import pytest

from engine.actions import Pass, Play
from engine.match import Match, SeatPlayer
from scenes import widgets

DT = 1 / 20
BOT = SeatPlayer("bot", "easy")


def _press(app, key: int, shift: bool = False) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=pygame.KMOD_SHIFT if shift else 0,
                                         unicode="", scancode=0))
    app.step(DT)


def _rings(app, monkeypatch) -> list[pygame.Rect]:
    """Where focus rings are drawn in one frame."""
    drawn = []
    real = widgets.draw_focus_ring

    def spy(surface, rect, radius):
        drawn.append(pygame.Rect(rect))
        return real(surface, rect, radius)

    monkeypatch.setattr(widgets, "draw_focus_ring", spy)
    app.draw()
    monkeypatch.undo()
    return drawn


def _table(app, variant: str, seed: int = 3):
    from scenes.tables import table_for

    app.settings.animation = "off"
    app.settings.bot_delay = 0.0
    app.audio.set_enabled(False)
    count = 3 if variant == "blackjack" else 4
    table = table_for(Match.new(variant, {}, seed=seed, players=(SeatPlayer("human", name=""),) + (BOT,) * (count - 1)))
    table.threaded, table.bot_delay = False, 0
    app.stack.push(table)
    table.controller._save = lambda match: None
    return table


# --- dialogs ---------------------------------------------------------------------------------------

def test_a_confirm_dialog_is_walked_with_tab_and_space_presses_the_focused_button(app, monkeypatch):
    from scenes.dialog import ConfirmDialog

    said = []
    dialog = ConfirmDialog("dialog.yes", lambda: said.append("yes"), lambda: said.append("no"))
    app.stack.push(dialog)
    app.step(DT)
    no, yes = dialog.buttons
    assert yes.focused and yes.hotkey == "Enter"
    _press(app, pygame.K_TAB)
    assert no.focused and not yes.focused, "Tab moves the focus to the other button"
    assert no.rect in _rings(app, monkeypatch), "the focus ring is drawn round it"
    assert no.hotkey == "Enter" and yes.hotkey == "", "Enter is written on the button it presses"
    _press(app, pygame.K_TAB, shift=True)
    assert yes.focused, "Shift+Tab moves it back"
    _press(app, pygame.K_TAB)
    _press(app, pygame.K_SPACE)
    assert said == ["no"], "Space pressed the focused button"
    assert app.stack.top is not dialog


# --- result panels ---------------------------------------------------------------------------------

def _to_result(app, table):
    from scenes.table.result_panel import ResultPanel

    table.toggle_autoplay()                 # the computer plays the person's seat: straight to the result
    for _ in range(20000):
        if isinstance(app.stack.top, ResultPanel):
            return app.stack.top
        app.step(DT)
    pytest.fail("the hand never ended")


def _walk(app, panel, monkeypatch) -> list:
    """Tab round the ring once; each focused button (checked ringed), in order."""
    seen = []
    for _ in range(len(panel.focus_buttons()) + 1):
        _press(app, pygame.K_TAB)
        button = panel.focused_button()
        assert button is not None, "Tab puts the focus on a button"
        assert button.rect in _rings(app, monkeypatch), f"no focus ring on {button.text!r}"
        if seen and button.text == seen[0].text:
            break
        seen.append(button)
    return seen


@pytest.mark.parametrize("variant", ["shengji-1", "dapie", "blackjack", "big2", "shuangkou", "mj-mianyang"])
def test_tab_reaches_every_button_of_the_result_panel_and_enter_presses_it(app, monkeypatch, variant):
    tr = app.tr
    table = _table(app, variant)
    panel = _to_result(app, table)
    texts = [b.text for b in _walk(app, panel, monkeypatch)]
    wanted = [tr("result.view_table"), panel.button.text, tr("result.replay"), tr("table.menu")]
    if variant == "blackjack":
        wanted.append(tr("table.bj.leave"))
    for text in wanted:
        assert text in texts, f"Tab never reached {text!r}: {texts}"
    # Enter on 看牌 folds the panel; the focus stays on the button that unfolds it
    while panel.focused_button().text != tr("result.view_table"):
        _press(app, pygame.K_TAB)
    _press(app, pygame.K_RETURN)
    assert panel.viewing, "Enter pressed 看牌"
    assert panel.focused_button() is not None and panel.focused_button().action == "view"
    _press(app, pygame.K_SPACE)
    assert not panel.viewing, "Space pressed 看结果"
    # the big button, by Tab and Space
    while panel.focused_button() is not panel.button:
        _press(app, pygame.K_TAB)
    assert panel.button.hotkey == "Enter" and panel.view_button.hotkey == "", \
        "with the focus on a button, Space no longer means 看牌: its hint goes"
    _press(app, pygame.K_SPACE)
    assert app.stack.top is not panel, "Space pressed the focused 下一局"


def test_blackjack_leave_by_tab_asks_first_and_the_question_takes_tab_too(app, monkeypatch):
    from scenes.dialog import ConfirmDialog

    tr = app.tr
    table = _table(app, "blackjack")
    panel = _to_result(app, table)
    for _ in range(len(panel.focus_buttons()) + 1):
        _press(app, pygame.K_TAB)
        if panel.focused_button().text == tr("table.bj.leave"):
            break
    _press(app, pygame.K_RETURN)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    _press(app, pygame.K_TAB)               # to 留下 / Stay
    _press(app, pygame.K_RETURN)
    assert app.stack.top is panel, "the person stayed: the result is open again"


# --- the key hints ---------------------------------------------------------------------------------

def test_the_pass_button_names_space_only_while_space_passes(app):
    table = _table(app, "big2", seed=4)
    for _ in range(4000):
        if table.hand_takes_keys() and not table.anims.busy:
            break
        app.step(DT)
    assert table.hand_takes_keys(), "the person was never asked to play"
    bar = table.bar
    pass_button = next(b for b in bar.buttons if isinstance(b.action, Pass))
    play_button = next(b for b in bar.buttons if isinstance(b.action, Play))
    assert pass_button.hotkey == "Space", "with the mouse, Space is 不出"
    _press(app, pygame.K_RIGHT)             # the keys pick cards now: Space raises the card
    pass_button = next(b for b in bar.buttons if isinstance(b.action, Pass))
    assert table.hand.show_cursor
    assert pass_button.hotkey != "Space", "Space raises a card now, the hint must not say it passes"
    before = set(table.hand.selection)
    _press(app, pygame.K_SPACE)
    assert set(table.hand.selection) != before, "(and Space did raise the card)"
    # Tab to a button: Enter (and Space) press that one, and it says so
    for _ in range(len(table.focus_buttons()) + 2):
        _press(app, pygame.K_TAB)
        focused = table.key_focus.find(table.focus_buttons())
        if focused is not None and focused in bar.buttons and focused.hotkey:
            break
    focused = table.key_focus.find(table.focus_buttons())
    assert focused is not None and focused.hotkey == "Enter"
    others = [b for b in bar.buttons if b is not focused]
    assert all(b.hotkey not in ("Enter", "Space") for b in others), [(b.text, b.hotkey) for b in others]
    assert play_button is not None
