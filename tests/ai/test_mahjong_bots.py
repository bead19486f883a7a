"""四川麻将 computer players: legal in every variant, sensible in the classic situations.

Bots see only ``state.observe(seat)`` and the legal list; the last tests check that the bot
modules cannot reach a state any other way than the engine's ``sample_world``.
"""
import ast
import pathlib
import random

import pytest

from ai.base import RandomBot
from ai.mahjong import EasyBot, HardBot, NormalBot
from ai.mahjong.danger import threats
from ai.registry import make_bot
from engine.game import TABLE
from engine.mahjong.actions import ChooseMissing, Discard, Kong, LayDown, PassClaim, Piao, Pong, Win
from engine.mahjong.shapes import pack
from engine.mahjong.spec import SPECS, new_match_state
from engine.mahjong.tiles import Tile
from tests.engine.mahjong.helpers import rigged
from tests.search_clock import CAP_BINDS

T = Tile.from_code
VARIANTS = [s.id for s in SPECS]
#: A wall long enough that nobody looks ready yet (early in the hand).
LONG_WALL = " ".join(["1s 2s 3s 4s"] * 12)
AI_ROOT = pathlib.Path(__file__).resolve().parents[2] / "ai" / "mahjong"


def quick_hard():
    """A hard bot with a small iteration cap (and a time budget it never reaches)."""
    return HardBot(time_budget=CAP_BINDS, iterations=3, candidates=3, horizon=6, stake_worlds=12)


def play(variant, bots, seed, hands, seen=None):
    """Play ``hands`` hands; every chosen action must be one of the legal entries."""
    state = new_match_state(variant, {"match_hands": 0}, seed)
    rng = random.Random(seed)
    record = []
    done = 0
    while done < hands:
        if state.phase == "hand_over":
            done += 1
            state.apply(TABLE, state.legal_actions(TABLE)[0])
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action = bots[seat].choose(state.observe(seat), legal, rng)
        assert action in legal, (variant, state.phase, action, legal)
        if seen is not None:
            seen.add((type(action).__name__, getattr(action, "yes", None)))
        record.append((seat, action))
        state.apply(seat, action)
    return record


def choose(bot, state, seat, seed=1):
    return bot.choose(state.observe(seat), state.legal_actions(seat), random.Random(seed))


# --- legality over whole hands ------------------------------------------------------------

@pytest.mark.parametrize("variant", VARIANTS)
def test_every_level_plays_whole_hands_legally(variant):
    play(variant, [NormalBot() for _ in range(4)], seed=3, hands=6)
    play(variant, [EasyBot() for _ in range(4)], seed=4, hands=6)
    play(variant, [quick_hard(), NormalBot(), EasyBot(), RandomBot()], seed=5, hands=2)


def test_the_normal_player_uses_every_kind_of_decision():
    """Over a few seeded hands of 绵阳 play it floats, pongs, kongs and lays down at least once."""
    seen = set()
    for variant in ("mj-mianyang", "mj-mianyang-bloody"):
        play(variant, [NormalBot() for _ in range(4)], seed=9, hands=12, seen=seen)
    for kind in (("Piao", True), ("Piao", False), ("Pong", None), ("Kong", None), ("LayDown", None),
                 ("Win", None), ("PassClaim", None)):
        assert kind in seen, kind


def test_registry_gives_mahjong_bots_for_every_variant_and_level():
    for variant in VARIANTS:
        assert isinstance(make_bot(variant, "easy"), EasyBot)
        assert isinstance(make_bot(variant, "normal"), NormalBot)
        assert isinstance(make_bot(variant, "hard"), HardBot)


# --- the classic situations ---------------------------------------------------------------

def dingque_state(hand0: str):
    """定缺 variant at the choice of missing suit, seat 0 holding ``hand0``."""
    state = new_match_state("mj-mianyang-dingque", {"match_hands": 0}, 2)
    for seat in range(4):
        state.apply(seat, Piao(False))
    assert state.phase == "dingque"
    state.conc[0] = pack(hand0)
    state._legal_cache = {}
    return state


@pytest.mark.parametrize("make", [EasyBot, NormalBot, quick_hard])
@pytest.mark.parametrize("hand, suit", [("1234m 5578m 2469p 3s", "s"), ("19m 234567p 13579s", "m"),
                                        ("123456789m 11p 22s", "p")])
def test_the_emptiest_suit_is_chosen_missing(make, hand, suit):
    assert choose(make(), dingque_state(hand), 0) == ChooseMissing(suit)


def test_among_equally_small_suits_the_weakest_goes():
    # 条 has a pair and neighbours, 筒 two lone tiles: give up 筒
    assert choose(NormalBot(), dingque_state("123456789m 19p 45s"), 0) == ChooseMissing("p")


@pytest.mark.parametrize("make", [EasyBot, NormalBot, quick_hard])
def test_the_declared_suit_is_discarded_first(make):
    # 定缺 条: the two 条 go before the useless 9m
    st = rigged("mj-mianyang-dingque", {0: "123m 456m 9m 11p 456p 5s 8s", 1: "1m", 2: "1m", 3: "1m"},
                LONG_WALL, missing="ssss", drawn="8s")
    action = choose(make(), st, 0)
    assert isinstance(action, Discard) and action.tile.suit == "s"


@pytest.mark.parametrize("make", [NormalBot, quick_hard])
def test_under_the_void_rule_the_third_suit_is_emptied(make):
    # 打缺: 条 must go (1p and 5s are equal by plain shanten, not once the third suit counts)
    st = rigged("mj-mianyang", {0: "123m 456m 789m 1p 23p 5s 6s", 1: "1s", 2: "1s", 3: "1s"},
                LONG_WALL, drawn="6s")
    action = choose(make(), st, 0)
    assert action in (Discard(T("5s")), Discard(T("6s")))


@pytest.mark.parametrize("make", [EasyBot, NormalBot, quick_hard])
def test_a_self_drawn_win_is_taken(make):
    st = rigged("mj-mianyang-bloody", {0: "123m 456m 789m 11p 23p 4p", 1: "1s", 2: "1s", 3: "1s"},
                "1p 2p 3p", drawn="4p")
    assert choose(make(), st, 0) == Win()


@pytest.mark.parametrize("make", [EasyBot, NormalBot, quick_hard])
def test_a_win_on_a_discard_is_taken(make):
    st = rigged("mj-mianyang", {0: "5p 9s 9s 9s 7m 7m 7m 1m 1m 1m 2m 2m 2m 3m", 1: "123m 456m 789m 11p 46p",
                                2: "1s", 3: "2s"}, "1p 2p 3p", drawn="3m")
    st.apply(0, Discard(T("5p")))
    assert st.to_act() == (1,)
    assert choose(make(), st, 1) == Win()


def test_bloody_play_lets_a_cheap_early_win_go_for_the_one_suit_hand():
    # 12 of 14 tiles in 万 and a no-fan win on 5p, early in the wall: wait for 清一色
    hands = {0: "5p 1s 2s", 1: "123m 456m 789m 234m 5p", 2: "4s", 3: "6s"}
    st = rigged("mj-mianyang-bloody", hands, LONG_WALL, drawn="5p")
    st.apply(0, Discard(T("5p")))
    assert Win() in st.legal_actions(1)
    assert choose(NormalBot(), st, 1) == PassClaim()
    # the same win late in the wall is taken
    st = rigged("mj-mianyang-bloody", hands, "9s 8s 7s", drawn="5p")
    st.apply(0, Discard(T("5p")))
    assert choose(NormalBot(), st, 1) == Win()


@pytest.mark.parametrize("make", [EasyBot, NormalBot, quick_hard])
def test_no_pong_that_breaks_a_ready_seven_pairs(make):
    # seat 1 is ready on 七对 (wait 9p); ponging 1m would leave a far worse standard hand
    st = rigged("mj-mianyang", {0: "1m 5s 6s 7s", 1: "11m 22m 44m 55p 77p 88p 9p", 2: "1s", 3: "2s"},
                LONG_WALL, drawn="1m")
    st.apply(0, Discard(T("1m")))
    assert Pong() in st.legal_actions(1)
    assert choose(make(), st, 1) == PassClaim()


@pytest.mark.parametrize("make", [EasyBot, NormalBot, quick_hard])
def test_a_pong_that_brings_the_hand_closer_is_taken(make):
    st = rigged("mj-mianyang", {0: "5p 5s 6s 7s", 1: "123m 456m 55p 77p 99p 2m", 2: "1s", 3: "2s"},
                LONG_WALL, drawn="5p")
    st.apply(0, Discard(T("5p")))
    assert choose(make(), st, 1) == Pong()


@pytest.mark.parametrize("make", [NormalBot, quick_hard])
def test_a_safe_tile_is_thrown_against_a_laid_down_hand(make):
    # seat 1 lay down waiting on 6p / 9p; seat 0 gives up 筒 and would throw the 9p (a terminal)
    # first, but throws the 5p instead
    st = rigged("mj-mianyang", {0: "123m 456m 77m 11s 3s 5s 5p 9p", 1: "111s 456s 789s 99p 78p",
                                2: "1m", 3: "2m"}, LONG_WALL, drawn="9p")
    st.laid[1] = True
    action = choose(make(), st, 0)
    assert action.tile not in (T("6p"), T("9p"))
    if make is NormalBot:
        assert action == Discard(T("5p"))
    st.laid[1] = False
    assert choose(NormalBot(), st, 0) == Discard(T("9p"))


@pytest.mark.parametrize("make", [NormalBot, quick_hard])
def test_a_laid_down_hand_with_a_face_down_kong_is_still_guarded_against(make):
    # as above, but seat 1's 111s is a 暗杠 seat 0 sees face down: the waits stay known
    st = rigged("mj-mianyang", {0: "123m 456m 77m 11s 3s 5s 5p 9p", 1: "456s 789s 99p 78p",
                                2: "1m", 3: "2m"}, LONG_WALL, drawn="9p", melds={1: [("concealed", "1s", None)]})
    st.laid[1] = True
    obs = st.observe(0)
    assert obs.seats[1].melds[0].face_down
    assert {T("6p").index, T("9p").index} <= threats(obs)[0].waits
    action = choose(make(), st, 0)
    assert action.tile not in (T("6p"), T("9p"))


def test_a_ready_hand_with_good_waits_lays_down_early():
    st = rigged("mj-mianyang", {0: "123m 456m 789m 23p 55p 9s", 1: "1s", 2: "2s", 3: "3s"},
                " ".join(["1s 2s 3s 4s"] * 8), drawn="9s")
    assert choose(NormalBot(), st, 0) == LayDown(T("9s"))


def test_a_strong_start_floats_and_a_weak_one_does_not():
    state = new_match_state("mj-mianyang", {"match_hands": 0}, 2)
    state.conc[1] = pack("123m 456m 789m 23p 5p 9s")
    state.conc[2] = pack("1m 5m 9m 2p 4p 8p 1s 3s 5s 7s 9s 2m 6p")
    state._legal_cache = {}
    assert choose(NormalBot(), state, 1) == Piao(True)
    assert choose(NormalBot(), state, 2) == Piao(False)


def test_a_concealed_kong_that_costs_nothing_is_made():
    st = rigged("mj-mianyang-bloody", {0: "1111m 456m 789m 23p 55p", 1: "1s", 2: "2s", 3: "3s"},
                "9s 9s 9s", drawn="5p")
    assert choose(NormalBot(), st, 0) == Kong(T("1m"), "concealed")


# --- determinism and what a bot may see ---------------------------------------------------

@pytest.mark.parametrize("make", [EasyBot, NormalBot, quick_hard])
def test_the_same_seed_gives_the_same_play(make):
    first = play("mj-mianyang-bloody", [make() for _ in range(4)], seed=12, hands=1)
    second = play("mj-mianyang-bloody", [make() for _ in range(4)], seed=12, hands=1)
    assert first == second


def test_bot_modules_never_import_the_state():
    """Only ``sample_world`` builds states (hypothetical worlds); no bot module names the class."""
    for path in sorted(AI_ROOT.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                names = {alias.name for alias in node.names}
                assert not names & {"MahjongState", "new_match_state", "observe"}, path
            if isinstance(node, ast.Name):
                assert node.id != "MahjongState", path


def test_bots_decide_from_a_bare_observation_and_a_plain_list():
    state = new_match_state("mj-mianyang-dingque", {"match_hands": 0}, 5)
    for seat in range(4):
        state.apply(seat, Piao(False))
    for seat in range(4):
        state.apply(seat, ChooseMissing("s"))
    seat = state.to_act()[0]
    observation = state.observe(seat)
    assert not any(isinstance(v, type(state)) for v in vars(observation).values())
    legal = list(state.legal_actions(seat))
    for bot in (EasyBot(), NormalBot(), quick_hard()):
        assert bot.choose(observation, legal, random.Random(1)) in legal
