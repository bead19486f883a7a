"""One button looks like Enter's: the gold fill and the "Enter" key hint follow the bar's focus.

A person pressed 提示 at 打撇's 倒 prompt: 倒 took the focus ring (Enter now presses it) while 不倒
kept the gold fill of the default — two buttons lit, and the gold one was not what Enter did.
"""
from __future__ import annotations

import pygame

from engine.actions import Bid, Double, Pass
from scenes.i18n import Translator
from scenes.trick.dapie import DapieBar, DapieDecision

ROW = pygame.Rect(100, 500, 800, 48)


def _bar(decision) -> DapieBar:
    bar = DapieBar()
    bar.rebuild(decision, ROW, (0, 0), Translator("zh"), 16)
    return bar


def _lit(bar) -> list:
    return [b.action for b in bar.buttons if b.primary]


def test_the_gold_button_is_the_one_enter_presses_as_the_focus_moves():
    bar = _bar(DapieDecision("double", actions=(Double(False), Double(True))))
    assert _lit(bar) == [Double(False)] and bar.focused_action() == Double(False)
    bar.step_focus(1)                                   # → or the hint: 倒
    assert bar.focused_action() == Double(True)
    assert _lit(bar) == [Double(True)]
    bar.step_focus(-1)
    assert _lit(bar) == [Double(False)]


def test_the_enter_key_hint_moves_with_it_and_comes_back():
    bar = _bar(DapieDecision("bid", actions=(Pass(), Bid(40), Bid(45))))
    keys = {b.action: b.hotkey for b in bar.buttons}
    assert keys[Pass()] == "Enter"
    bar.step_focus(1)
    keys = {b.action: b.hotkey for b in bar.buttons}
    assert bar.focused_action() == Bid(40) and keys[Bid(40)] == "Enter" and keys[Pass()] == ""
    assert _lit(bar) == [Bid(40)]
    bar.step_focus(-1)
    keys = {b.action: b.hotkey for b in bar.buttons}
    assert keys[Pass()] == "Enter" and keys[Bid(40)] == "" and _lit(bar) == [Pass()]
