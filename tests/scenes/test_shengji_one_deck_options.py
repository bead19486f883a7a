"""升级 with one deck has one card of each face: a declaration is a single level card that nothing
overturns, so 反主规则 and 自反 decide nothing there. Its setup screen no longer offers them (two
and three decks still do), and a save from before, carrying them, loads and plays on."""
from __future__ import annotations

import random

import pytest

from engine.match import Match, SeatPlayer
from engine.registry import get_spec
from scenes.saved_match import load_match, save_match, slot_name
from scenes.setup import SetupScene

OVERTURNING = {"overcall", "self_overturn"}
PLAYERS = (SeatPlayer("human"),) + (SeatPlayer(),) * 3


def open_setup(app, variant: str) -> SetupScene:
    scene = SetupScene(get_spec(variant))
    app.stack.push(scene)
    app.step(0.016, [])
    app.draw()
    return scene


def shown_options(scene: SetupScene) -> set[str]:
    return {row.option.key for row in scene.panels.rows if row.kind == "option"}


@pytest.mark.parametrize("language", ["zh", "en"])
def test_one_deck_setup_offers_no_overturning(app, language):
    app.tr.language = language
    scene = open_setup(app, "shengji-1")
    shown = shown_options(scene)
    assert shown and not shown & OVERTURNING
    names = {app.tr.option_name(row.option) for row in scene.panels.rows if row.kind == "option"}
    assert not names & {"反主规则", "自反", "Overturning a pair", "Overturn yourself"}
    assert not set(scene.options()) & OVERTURNING


@pytest.mark.parametrize("variant", ["shengji-2", "shengji-3"])
def test_two_and_three_decks_still_offer_them(app, variant):
    scene = open_setup(app, variant)
    assert OVERTURNING <= shown_options(scene)
    assert OVERTURNING <= set(scene.options())


def play(match: Match, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        if match.state.phase in ("hand_over", "match_over"):
            return
        seat = match.state.to_act()[0]
        legal = match.state.legal_actions(seat)
        match.apply(seat, legal[rng.randrange(len(legal))])


def old_one_deck_record(moves: int = 40) -> dict:
    """A one-deck save as the game wrote it before: every option, the overturning ones too."""
    match = Match.new("shengji-1", None, seed=11, players=PLAYERS)
    play(match, moves, random.Random(5))
    data = match.to_json()
    data["options"] = {**data["options"], "overcall": "000", "self_overturn": True}
    return data


def test_an_old_one_deck_save_carrying_them_loads_and_plays_on(app):
    data = old_one_deck_record()
    storage = app.storage
    assert storage.save_json(slot_name("shengji-1"), data)
    match, notice = load_match(storage, "shengji-1")
    assert notice is None and match is not None
    assert not set(match.options) & OVERTURNING
    assert len(match.actions) == len(data["actions"])          # every action replayed
    before = len(match.actions)
    play(match, 400, random.Random(6))                            # and the hand goes on to its end
    assert len(match.actions) > before and match.state.phase in ("hand_over", "match_over")
    assert save_match(storage, match)
    again, notice = load_match(storage, "shengji-1")
    assert notice is None and not set(storage.load_json(slot_name("shengji-1"))[0]["options"]) & OVERTURNING
    assert again is None or len(again.actions) == len(match.actions)


def test_the_same_record_replays_identically_without_them():
    """They decided nothing with one deck: the replay is the same game either way."""
    data = old_one_deck_record(60)
    with_keys = Match.from_json(data)
    without = Match.from_json({**data, "options": {k: v for k, v in data["options"].items()
                                                   if k not in OVERTURNING}})
    assert with_keys.state.observe(0) == without.state.observe(0)


def test_other_variants_still_refuse_unknown_options():
    with pytest.raises(ValueError):
        get_spec("shengji-2").resolved_options({"no_such_option": 1})
    with pytest.raises(ValueError):
        get_spec("shengji-1").resolved_options({"no_such_option": 1})
