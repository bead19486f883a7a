"""A lesson's words match its deal (issue 31, found walking 四川麻将's lesson under Xvfb): the box
said 又摸到一张三条 at the turn the person drew 七筒 (the 三条 came the turn before)."""
from __future__ import annotations

import re

from scenes.i18n import STRINGS
from scenes.tutorial.lesson import load_lesson


def test_a_step_naming_the_tile_just_drawn_names_the_tile_drawn():
    lesson = load_lesson("sichuan")
    match = lesson.new_match()
    checked = 0
    for index, (seat, action) in enumerate(lesson.script):
        for step in (s for s in lesson.steps if s.at == index):
            said = STRINGS[lesson.key(step.say)]["zh"]
            named = re.findall(r"摸到(?:一张)?([一二三四五六七八九][万条筒])", said)
            if named:
                drawn = match.state.observe(lesson.person).drawn
                assert named == [str(drawn)], f"{step.say}: says {named}, drew {drawn}"
                checked += 1
        match.apply(seat, action)
    assert checked


def test_gandengyan_names_the_cards_the_person_draws_and_they_are_the_ones_drawn():
    """干瞪眼's lesson said 大家各摸一张牌 without saying what the person got; its box now names
    the card drawn after each won round (方块 Q, then 大王), and that is the card the deal gives."""
    lesson = load_lesson("gandengyan")
    match = lesson.new_match()
    names = {"方块 Q": "♦Q", "大王": "大王"}
    checked = 0
    held = set(match.state.observe(lesson.person).hand)
    for index, (seat, action) in enumerate(lesson.script):
        hand = set(match.state.observe(lesson.person).hand)
        new = {str(card) for card in hand - held}
        for step in (s for s in lesson.steps if s.at == index):
            said = STRINGS[lesson.key(step.say)]["zh"]
            named = re.findall(r"摸到了(方块 Q|大王)", said)
            if named:
                assert {names[n] for n in named} <= new, f"{step.say}: says {named}, drew {new}"
                checked += 1
        held = hand
        match.apply(seat, action)
    assert checked == 2
