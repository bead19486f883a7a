"""四川麻将 hard player: the decisions with stakes a mahjong player would check, and the
pieces its search stands on (worlds that agree with the table, play-outs that respect a
laid-down hand).

The tables here are whole: four hands of 13 tiles, the rest of the 108 in the ponds and the
wall, so the worlds the search samples look like a real hand at that point — a table with
one-tile hands would let every sampled opponent win at once.
"""
import random

from ai.mahjong import HardBot, NormalBot
from ai.mahjong.rollout import deadly_kinds, rollout_action
from ai.mahjong.worlds import hidden_seats, redeal
from engine.mahjong.actions import Discard, PassClaim, Pong, Win
from engine.mahjong.observe import sample_world, void_suits
from engine.mahjong.tiles import KINDS, Tile, parse
from engine.mahjong.view import IN_POND
from engine.mahjong.wall import Wall
from tests.engine.mahjong.helpers import rigged
from tests.search_clock import CAP_BINDS

T = Tile.from_code


def searching_hard():
    """Enough worlds for the search to override the normal player when it is clearly right."""
    return HardBot(time_budget=CAP_BINDS, iterations=12, candidates=3, horizon=8, stake_worlds=16)


def whole_table(variant, hands, wall_len, drawn=None, turn=0, missing=None, seed=0):
    """A play-phase state with these hands (13 tiles each, 14 for ``turn`` with ``drawn``),
    ``wall_len`` tiles left, and every other tile of the 108 in the ponds."""
    st = rigged(variant, hands, "", turn=turn, drawn=drawn, missing=missing)
    left = [4] * 27
    for s in range(4):
        for t in parse(hands[s]):
            left[t.index] -= 1
    assert min(left) >= 0, "more than four copies of a tile"
    rest = [i for i in range(27) for _ in range(left[i])]
    random.Random(seed).shuffle(rest)
    st.wall = Wall([i * 4 for i in rest[:wall_len]])
    pond = rest[wall_len:]
    st.pond = [[[KINDS[i], IN_POND] for i in pond[s::4]] for s in range(4)]
    st._legal_cache = {}
    return st


def choose(bot, state, seat, seed=1):
    return bot.choose(state.observe(seat), state.legal_actions(seat), random.Random(seed))


# --- win now or wait ------------------------------------------------------------------------

def test_a_capped_self_drawn_win_is_taken():
    # 清一色 大对子 self-drawn: past the cap, and a self-draw collects from every seat — nothing
    # waiting could bring pays more
    hands = {0: "111m 333m 555m 777m 99m", 1: "123p 456p 789p 1234s", 2: "123s 456s 789s 2345p",
             3: "234p 567p 678s 2468m"}
    st = whole_table("mj-mianyang", hands, 40, drawn="9m")
    assert choose(searching_hard(), st, 0) == Win()


def test_the_last_discard_win_is_let_go_when_the_not_ready_pay_more():
    # 绵阳 (not bloody), the wall is empty: a no-fan win on this last discard takes one payment
    # from the discarder; letting it go ends the hand at once, and every seat that is not ready
    # pays the ready hand 查叫 at its best value (a 花猪 the capped maximum) — the normal player
    # takes the win, the hard one lets it go
    hands = {0: "19m 3p 5p 7p 1s 4s 8s 9s 2m 6m 1p 5s 4m", 1: "123m 56m 789m 11p 456p",
             2: "258m 369p 147s 2p 8s 6s 7m", 3: "159m 26p 37s 48m 9p 1s 2s 8p"}
    st = whole_table("mj-mianyang", hands, 0, drawn="4m")
    st.apply(0, Discard(T("4m")))
    assert Win() in st.legal_actions(1)
    assert choose(NormalBot(), st, 1) == Win()
    assert choose(searching_hard(), st, 1) == PassClaim()


# --- claims ---------------------------------------------------------------------------------

def test_no_pong_that_breaks_a_ready_seven_pairs_at_a_whole_table():
    # seat 1 is ready on 七对 (9p, 4 fans with the pairs): ponging 1m leaves a far worse hand
    hands = {0: "1m 5s 6s 7s 3m 4m 8m 2p 3p 4p 6p 6s 9s 9s", 1: "11m 22m 44m 55p 77p 88p 9p",
             2: "123s 456s 789s 2345p", 3: "234p 567p 678s 2468m"}
    st = whole_table("mj-mianyang", hands, 50, drawn="1m")
    st.apply(0, Discard(T("1m")))
    assert Pong() in st.legal_actions(1)
    assert choose(searching_hard(), st, 1) == PassClaim()


# --- the search's footing ---------------------------------------------------------------------

def test_play_outs_do_not_feed_a_laid_down_hand():
    # seat 0 gets ready by throwing its lone 9p; once seat 1 lies down waiting on it (and 3p, 6p) the
    # play-out player keeps it and throws another tile
    hands = {0: "123m 456m 789m 11s 34s 9p", 1: "111p 456p 99p 78p 234s", 2: "1m", 3: "2m"}
    st = rigged("mj-mianyang", hands, "1s 2s 3s", drawn="9p")
    assert rollout_action(st, 0) == Discard(T("9p"))
    st.laid[1] = True
    assert {T("6p").index, T("9p").index} <= deadly_kinds(st, 0)
    assert rollout_action(st, 0).tile not in (T("6p"), T("9p"))


def test_sampled_worlds_deal_no_declared_suit_to_a_seat_that_has_thrown_another():
    # 定缺, every seat gave up 条: seat 2 has already thrown a 万, so it holds no 条 (one drawn
    # later is thrown at once); seat 3 has thrown only 条 so far and may still hold some. The
    # sampler itself deals seat 2 none, and the search's re-deal keeps to that
    hands = {0: "123m 456m 789m 11p 23p 4p", 1: "123p 456p 789p 1234m", 2: "234p 567p 678m 2468m",
             3: "123s 456s 789s 2345p"}
    st = whole_table("mj-mianyang-dingque", hands, 40, drawn="4p", missing="ssss")
    thrown = [e for p in st.pond for e in p]
    bamboo = [e for e in thrown if e[0].suit == "s"]
    other = [e for e in thrown if e[0].suit != "s"]
    picked = (id(bamboo[0]), id(bamboo[1]), id(other[0]))
    st.pond = [[e for e in thrown if id(e) not in picked], [],
               [bamboo[0], other[0]], [bamboo[1]]]
    obs = st.observe(0)
    voids = void_suits(obs)
    assert voids == {2: 2}
    rng = random.Random(4)
    seat3_some = 0
    for _ in range(30):
        world = sample_world(obs, rng)
        assert not any(t.suit == "s" for t in world.hand_tiles(2))
        seat3_some += any(t.suit == "s" for t in world.hand_tiles(3))
        before = sorted(world.inventory())
        redeal(world, 0, hidden_seats(obs), voids, rng)
        assert not any(t.suit == "s" for t in world.hand_tiles(2))
        assert sorted(world.inventory()) == before and len(world.wall) == obs.wall_count
    assert seat3_some      # a seat not yet known to be void is dealt its suit as any other


def test_a_seat_that_has_thrown_for_a_while_is_dealt_a_hand_nearer_ready():
    # late in the hand, the others' hidden hands in the search's worlds are nearer ready than
    # random deals of the same tiles (they have been keeping what helps them)
    from ai.mahjong.efficiency import plan_shanten
    from ai.mahjong.rollout import _plan
    hands = {0: "123m 456m 789m 11p 23p 4p", 1: "123p 456p 789p 1234m", 2: "234p 567p 678m 2468m",
             3: "123s 456s 789s 2345p"}
    st = whole_table("mj-mianyang", hands, 30, drawn="4p")
    obs = st.observe(0)
    hidden = hidden_seats(obs)
    assert set(hidden) == {1, 2, 3} and min(hidden.values()) > 1
    rng = random.Random(8)
    plain = dealt = 0
    for _ in range(60):
        world = sample_world(obs, rng)
        plain += sum(plan_shanten(world.conc[s], 0, _plan(world, s)) for s in hidden)
        before = sorted(world.inventory())
        redeal(world, 0, hidden, {}, rng)
        assert sorted(world.inventory()) == before and len(world.wall) == obs.wall_count
        dealt += sum(plan_shanten(world.conc[s], 0, _plan(world, s)) for s in hidden)
    assert dealt < plain - 0.5 * 60


def test_a_free_concealed_kong_is_made_in_bloody_play():
    # bloody play pays 下雨 (2 from each seat still in) at once, and the kong costs the ready-
    # ish hand nothing: the search keeps the normal player's kong
    from engine.mahjong.actions import Kong
    hands = {0: "1111m 456m 789m 23p 55p", 1: "123p 456p 789p 1234s", 2: "123s 456s 789s 2345m",
             3: "234p 678p 678s 2468m"}
    st = whole_table("mj-mianyang-bloody", hands, 40, drawn="5p")
    assert choose(searching_hard(), st, 0) == Kong(T("1m"), "concealed")
