"""The 出牌记录 / 记牌器 panel beside every table, as a person found it at 打撇 at 1024×640:

1. the mouse wheel never scrolled the log (the wheel's intent had no pointer position, and the
   table only scrolled the log with one): a real MOUSEWHEEL event fed to the App now scrolls the
   open log — over the log, and anywhere else over the table too (nothing else on a table
   scrolls, so the wheel turned while the log is open means the log);
2. L or the 记录 button at the hand's result opened the log BEHIND the result panel: now the
   panel folds into its 看牌 strip and the log is open and readable beside it; Space (看结果),
   Enter (下一局) and Esc (the menu) still do what they say;
3. the open panel, lying over the table in a window too narrow to dock it, covered the second row
   of 打撇's bids (65, 70, part of 60) and stayed open into the next hand: now it keeps off every
   button the table shows (checked at each decision of every table family at 1024×640 and
   1280×800) and folds away at a new hand unless docked.

All of it lives in the table framework (scenes/table/base.py, side_panel.py, result_panel.py and
scenes/intents.py), once for every family.
"""
from __future__ import annotations

import pygame
import pytest

from engine.registry import all_specs
from scenes import intents as it
from scenes.table.result_panel import ResultPanel
from scenes.table.side_panel import LOG, TRACKER
from tests.scenes.test_play_log import _app as quiet_app, _play as play_on_autoplay, _table as play_log_table

SMALL = (1024, 640)


def _app(size=SMALL, language="zh"):
    """A quiet App (no animation, no bot delay, no sound), as the play-log tests make it."""
    return quiet_app(size, language)


def _table(app, variant: str, seed: int = 3):
    """The person in seat 0 against normal players, unthreaded, not saved (the play-log tests')."""
    return play_log_table(app, variant, seed=seed)


def _to_turn(table, actions: int = 0) -> None:
    """On 托管 until ``actions`` moves are made, then on until the person decides (the result may
    open first: then the table stops there)."""
    if actions:
        play_on_autoplay(table, actions)
    for _ in range(20000):
        if table.result_panel is not None or (table.my_turn() and not table.anims.busy):
            return
        table.update(1 / 20)


def _to_result(app, table) -> ResultPanel:
    table.toggle_autoplay()
    for _ in range(40000):
        if isinstance(app.stack.top, ResultPanel):
            break
        table.update(1 / 20)
    table.toggle_autoplay()
    panel = app.stack.top
    assert isinstance(panel, ResultPanel)
    return panel


def _feed(app, *events) -> None:
    """Post real pygame events and let the App take them from SDL's queue, as its loop does."""
    pygame.event.clear()
    for event in events:
        pygame.event.post(event)
    for event in pygame.event.get():
        app.handle_event(event)


def _wheel(y: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y),
                              which=0, touch=False)


# 1. the wheel -------------------------------------------------------------------------------

def test_a_wheel_event_says_where_the_pointer_is():
    pygame.display.init()
    pygame.display.set_mode(SMALL)
    pygame.mouse.set_pos((700, 300))
    pygame.event.pump()
    (intent,) = it.intents_from_event(_wheel(1), left_held=False)
    assert intent.kind == it.WHEEL and intent.amount == 1 and intent.pos == (700, 300)


def test_the_wheel_over_the_open_log_scrolls_it(data_dir):
    app = _app()
    table = _table(app, "dapie")
    _to_turn(table, 24)                     # the bids and a few tricks: more lines than the panel holds
    assert table.my_turn()
    table.toggle_side(LOG)
    app.draw()                              # the panel is where it was drawn
    assert table.side.rect.width > 0 and table.side.scroll == 0
    pygame.mouse.set_pos(table.side.rect.center)
    _feed(app, _wheel(1))
    assert table.side.scroll == 3, "the wheel over the open log did not scroll it back"
    app.draw()
    assert table.side.scroll == 3, "the log was too short to scroll: the test must play further"
    _feed(app, _wheel(-1))
    assert table.side.scroll == 0


def test_the_wheel_elsewhere_over_the_table_scrolls_the_open_log_and_nothing_when_it_is_closed(data_dir):
    """Nothing else on a table scrolls: the wheel turned while the log is open is for the log, wherever
    the pointer rests (over the cards, the middle …); with the panel closed the wheel does nothing."""
    app = _app()
    table = _table(app, "dapie")
    _to_turn(table, 24)
    table.toggle_side(LOG)
    app.draw()
    elsewhere = (SMALL[0] // 3, SMALL[1] // 2)
    assert not table.side.rect.collidepoint(elsewhere)
    pygame.mouse.set_pos(elsewhere)
    _feed(app, _wheel(2))
    assert table.side.scroll == 6
    table.toggle_side(LOG)
    actions = len(table.match.actions)
    _feed(app, _wheel(1))
    assert not table.side.open and table.side.scroll == 0 and len(table.match.actions) == actions


# 2. the log asked for at the result ----------------------------------------------------------------

@pytest.mark.parametrize("how", ["key", "button"])
def test_the_log_asked_for_at_the_result_opens_readable_above_it(data_dir, how):
    app = _app()
    table = _table(app, "dapie")
    panel = _to_result(app, table)
    assert not panel.viewing and not table.side.open
    if how == "key":
        app.send(it.Intent(it.LOG))
    else:
        app.draw()
        app.send(it.Intent(it.PRESS, table.corner["log"].rect.center))
    assert table.side.tab == LOG, "the log did not open"
    assert panel.viewing and not panel.dims_below, "the log opened behind the unfolded result panel"
    app.draw()
    assert not table.side.rect.colliderect(panel.strip), "the result's strip lies over the log"
    for button in panel.strip_buttons:
        assert not table.side.rect.colliderect(button.rect)
    # the wheel reaches the log there too
    pygame.mouse.set_pos(table.side.rect.center)
    _feed(app, _wheel(1))
    assert table.side.scroll == 3
    # Space: the result again (the log stays open behind it); L: folded again, the log still open
    app.send(it.Intent(it.PASS))
    assert not panel.viewing and table.side.tab == LOG
    app.send(it.Intent(it.LOG))
    assert panel.viewing and table.side.tab == LOG
    # L once more closes the log; the strip stays
    app.send(it.Intent(it.LOG))
    assert panel.viewing and not table.side.open
    # J opens the tracker the same way
    app.send(it.Intent(it.PASS))
    app.send(it.Intent(it.TRACKER))
    assert panel.viewing and table.side.tab == TRACKER


def test_esc_and_enter_still_work_with_the_log_open_at_the_result(data_dir):
    from scenes.dialog import MenuDialog

    app = _app()
    table = _table(app, "dapie")
    panel = _to_result(app, table)
    app.send(it.Intent(it.LOG))
    app.send(it.Intent(it.BACK))
    assert isinstance(app.stack.top, MenuDialog), "Esc at the result no longer opens the menu"
    app.stack.pop()
    assert app.stack.top is panel
    app.send(it.Intent(it.CONFIRM))
    assert app.stack.top is table and table.result_panel is None, "Enter did not deal the next hand"


# 3. no control covered; folded away at a new hand ---------------------------------------------------

def _frame(app, size, monkeypatch):
    """The App's frame laid out and drawn at ``size`` (as after a resize); returns the table's side
    panel rect and every button drawn in that frame (text, rect) — whatever draws it, not only the
    buttons the table lists for Tab."""
    from scenes import widgets

    table = next(scene for scene in app.stack if hasattr(scene, "side"))
    drawn: list[tuple[str, pygame.Rect]] = []
    draw = widgets.Button.draw

    def recorded(button, surface):
        drawn.append((button.text, pygame.Rect(button.rect)))
        return draw(button, surface)

    screen, windowed = app.screen, app._windowed_size
    app.screen, app._windowed_size = pygame.Surface(size), size
    try:
        with monkeypatch.context() as patch:
            patch.setattr(widgets.Button, "draw", recorded)
            app.stack.layout(size)
            app.draw()
        return pygame.Rect(table.side.rect), drawn
    finally:
        app.screen, app._windowed_size = screen, windowed
        app.stack.layout(app.size)


def _deciding(table) -> bool:
    """The person must decide now: their turn, or the rules wait for them while the table does not
    call it a turn (升级's last chance to declare once the deal is out; as tools/snapshots.py)."""
    viewer = table.viewer
    return table.my_turn() or (viewer is not None and viewer in table.match.state.to_act()
                               and table.controller.is_human(viewer))


SIDE_VARIANTS = [spec.id for spec in all_specs() if spec.id != "blackjack"]
#: The decisions looked at in each hand (打撇's and 升级's bidding and play, 斗地主's bid, mahjong's
#: 定缺 / claims / discards …).
DECISIONS = 8


@pytest.mark.parametrize("variant", SIDE_VARIANTS)
def test_the_open_panel_covers_no_button_at_any_decision(data_dir, variant, monkeypatch):
    app = _app()
    table = _table(app, variant)
    assert table.SIDE_PANEL
    covered, looked = [], 0
    for _ in range(40000):
        if table.result_panel is not None or looked >= DECISIONS:
            break
        if _deciding(table) and not table.anims.busy:
            for size in (SMALL, (1280, 800)):
                for tab in (LOG, TRACKER):
                    table.side.tab = tab
                    side, buttons = _frame(app, size, monkeypatch)
                    assert side.width > 0 and buttons
                    covered += [f"{size} {tab} at decision {looked + 1}: {text!r} {rect} under {side}"
                                for text, rect in buttons if rect.colliderect(side)]
            table.side.tab = None
            table.layout(app.size)
            looked += 1
            table.act(table.controller.hint(table.viewer))
        table.update(1 / 20)
    assert looked, f"{variant}: no decision of the person's was reached"
    assert not covered, f"{variant}: the open side panel covers buttons:\n" + "\n".join(covered[:12])


@pytest.mark.parametrize("size, stays", [(SMALL, False), ((1920, 1080), True)])
def test_the_panel_over_the_table_folds_away_at_a_new_hand_and_a_docked_one_stays(data_dir, size, stays):
    app = _app(size)
    table = _table(app, "dapie")
    assert (table.docked_width(size) > 0) == stays or not table.side.open
    table.toggle_side(LOG)
    assert (table.docked_width(size) > 0) == stays
    panel = _to_result(app, table)
    assert table.side.tab == LOG
    app.send(it.Intent(it.CONFIRM))
    assert app.stack.top is table and panel.closed
    assert table.side.tab == (LOG if stays else None)


def test_at_a_new_hand_the_tracker_setting_is_kept(data_dir):
    app = _app()
    app.settings.tracker = True
    table = _table(app, "dapie")
    assert table.side.tab == TRACKER
    table.toggle_side(LOG)
    _to_result(app, table)
    app.send(it.Intent(it.CONFIRM))
    assert table.side.tab == TRACKER
