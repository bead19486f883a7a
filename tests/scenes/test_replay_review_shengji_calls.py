"""复盘 of 升级's declarations and bury (issue 29, item 3).

What a player would check: passing on a declaration the hard player would show, with every card
out, is flagged with that declaration as the better choice and a cost above the noise in levels;
burying one's jokers and level cards is flagged with another bury; a declaration's worlds keep
what the seat saw (its hand, the declared cards) and deal the rest again, a redeal in a world
deals cards nobody knew; the review counts the person's declarations and bury among its
decisions; the words in both languages name the declarations and the cards buried.
"""
from __future__ import annotations

import random

import pytest

from ai.registry import make_bot
from ai.review import review_hand
from ai.review.shengji import CAREFUL, LEAST_COST, NOISE
from ai.review.shengji_calls import LEAST_LEVELS, _world, is_call, look
from engine.actions import Pass
from engine.game import TABLE
from engine.match import Match
from engine.shengji.actions import Bury, Declare
from engine.shengji.trump import TRUMP
from tests.search_clock import REVIEW_TICK, every_clock_made_up


@pytest.fixture(autouse=True)
def _clocks_made_up(monkeypatch):
    """The hard player the review asks, and the review's sharing of its processor-time budget,
    read made-up clocks (tests/search_clock.py), so what the review says does not depend on how
    loaded the machine is."""
    every_clock_made_up(monkeypatch, tick=REVIEW_TICK)


def _to_last_card(variant: str, seed: int) -> Match | None:
    """The first hand of a match declared in turn after the deal, up to the moment seat 0 (asked
    first) holds a declaration (None: it holds none)."""
    match = Match.new(variant, {"declare_timing": "after"}, seed=seed)
    normal = make_bot(variant, "normal")
    rng = random.Random(seed)
    while match.state.phase == "deal":
        state = match.state
        seat = state.to_act()[0]
        if seat == TABLE:
            match.apply(TABLE, state.legal_actions(TABLE)[0])
            continue
        if seat == 0:
            return match if state.declarations_for(0) else None
        match.apply(seat, normal.choose(state.observe(seat), state.legal_actions(seat), rng))
    return None


def test_passing_on_a_declaration_the_hard_player_shows_is_flagged():
    found = 0
    for seed in range(12):
        match = _to_last_card("shengji-1", seed)
        if match is None:
            continue
        state = match.state
        hard = make_bot("shengji-1", "hard").choose(state.observe(0), state.legal_actions(0), random.Random(1))
        if not isinstance(hard, Declare):
            continue
        assert is_call(state, 0, Pass())
        flag = look(match, 0, Pass(), len(match.actions), random.Random(seed), 24, CAREFUL[1], LEAST_COST, NOISE)
        if flag is None:
            continue
        assert flag.phase == "declare" and flag.better == hard and flag.played == Pass()
        assert flag.cost > NOISE * flag.error and flag.cost >= LEAST_LEVELS
        found += 1
        if found >= 2:
            break
    assert found >= 2


def _to_bury(variant: str, seed: int) -> Match | None:
    match = Match.new(variant, seed=seed)
    bots = [make_bot(variant, "normal") for _ in range(4)]
    rng = random.Random(seed)
    waiting: set = set()
    while match.state.phase == "deal":
        acting = match.state.to_act()
        seat = next((s for s in acting if s not in waiting and s != TABLE), TABLE)
        if seat == TABLE:
            match.apply(TABLE, match.state.legal_actions(TABLE)[0])
            waiting = set()
            continue
        action = bots[seat].choose(match.state.observe(seat), match.state.legal_actions(seat), rng)
        events = match.apply(seat, action)
        waiting = set() if events else waiting | {seat}
    return match if match.state.phase == "bury" else None


def test_burying_the_trumps_is_flagged():
    found = 0
    for seed in range(10):
        match = _to_bury("shengji-1", seed)
        if match is None:
            continue
        state = match.state
        dealer = state.turn
        ctx = state.ctx
        best_first = sorted(state.hands[dealer], key=lambda c: (ctx.suit_class[c] != TRUMP, -ctx.order[c]))
        played = Bury(tuple(best_first[:state.kitty_size]))
        flag = look(match, dealer, played, len(match.actions), random.Random(seed), 24, CAREFUL[1], LEAST_COST, NOISE)
        if flag is None:                    # one deck's play-outs are noisy: not every time
            continue
        assert flag.phase == "bury" and isinstance(flag.better, Bury) and set(flag.better.cards) != set(played.cards)
        assert state.validate(dealer, flag.better) is None
        assert flag.cost > NOISE * flag.error and flag.cost >= LEAST_COST
        found += 1
        if found >= 2:
            break
    assert found >= 2


def test_a_declarations_worlds_keep_what_the_seat_saw_and_deal_the_rest_again():
    match = next(m for m in (_to_last_card("shengji-2", seed) for seed in range(20)) if m is not None)
    state = match.state
    seen = state.observe(0)
    shown = {c for d in state.declarations for c in d.cards}
    undealt, generators = set(), set()
    for _ in range(12):
        world = _world(state, 0, random.Random(len(undealt)))
        assert world.observe(0) == seen                           # the seat cannot tell the worlds apart
        for seat, hand in enumerate(state.hands):
            assert shown & hand <= world.hands[seat]             # declared cards stay where they were shown
        held = [c for h in world.hands for c in h] + world.deck[world.dealt:]
        real = [c for h in state.hands for c in h] + state.deck[state.dealt:]
        assert sorted(map(repr, held)) == sorted(map(repr, real))
        undealt.add(tuple(map(repr, world.deck[world.dealt:])))
        generators.add(world.rng.random())
    assert len(undealt) == 12                                    # the kitty and the rest dealt again
    assert state.rng.random() not in generators                 # a redeal never deals the real next cards


def test_the_review_counts_the_declarations_and_the_bury():
    from tests.playing import play_hands
    from scenes.replays_store import hand_start

    for seed in range(30):
        match = Match.new("shengji-1", seed=seed)
        bots = [make_bot("shengji-1", "normal") for _ in range(4)]
        play_hands(match, bots, 1, rng=random.Random(seed), listed=False)
        end = len(match.actions)
        start = hand_start(match.actions, end)
        dealer = match.state.observe(0).result.dealer
        if dealer == 0:
            break
    record = match.to_json()
    seen = []
    review_hand(record, start, end, {0}, seed=1, worlds=4, think=0.02,
                progress=lambda done, total: seen.append(total))
    replay, mine = Match.from_json(record, upto=start), 0
    for seat, action in match.actions[start:end]:
        mine += seat == 0 and (is_call(replay.state, seat, action) or type(action).__name__ == "Play")
        replay.apply(seat, action)
    assert seen[-1] == mine and any(isinstance(a, Bury) for s, a in match.actions[start:end] if s == 0)


def test_a_bury_is_weighed_on_twice_the_worlds_of_a_declaration(monkeypatch):
    """A bury's gain is small beside how one deck's play-outs differ: on the worlds of a
    declaration, a bar of 2 standard errors let through buries that gained little (see
    shengji_calls.WORLDS_FACTOR)."""
    import ai.review.shengji as review
    from tests.playing import play_hands
    from scenes.replays_store import hand_start

    for seed in range(30):
        match = Match.new("shengji-1", seed=seed)
        play_hands(match, [make_bot("shengji-1", "normal") for _ in range(4)], 1, rng=random.Random(seed),
                   listed=False)
        if match.state.observe(0).result.dealer == 0:
            break
    end = len(match.actions)
    start = hand_start(match.actions, end)
    worlds: dict = {}

    def counted(match, seat, action, position, rng, count, *rest):
        worlds.setdefault(match.state.phase, set()).add(count)
        return None

    monkeypatch.setattr(review, "look_call", counted)
    review_hand(match.to_json(), start, end, {0}, seed=1, worlds=6, think=0.02)
    assert worlds["bury"] == {24}
    assert worlds.get("deal", {12}) == {12}


@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_words_name_the_declaration_and_the_cards_buried(app, language):
    from ai.review import Flag
    from engine.cards import Card, Suit
    from scenes.replay.review_note import flag_text

    app.settings.language = language
    app.apply_settings()
    tr = app.tr
    two = Card(2, Suit.SPADES, 0)
    text = flag_text(Flag(30, 0, Pass(), Declare((two,)), 0.8, 0.3, 0.2, 0.5, 24, phase="declare"), tr)
    assert tr("table.sj.no_declare") in text and tr.card(two) in text and "0.80" in text
    joker, three, four = Card(16, Suit.JOKER, 0), Card(3, Suit.CLUBS, 0), Card(4, Suit.HEARTS, 0)
    text = flag_text(Flag(60, 0, Bury((joker, four)), Bury((three, four)), 12.5, 3.0, 0.1, 0.3, 16,
                          phase="bury"), tr)
    assert tr.card(joker) in text and tr.card(three) in text and "12.5" in text
    assert tr.card(four) not in text                           # what went down either way is not told
    if language == "en":
        assert "Big joker" in text
