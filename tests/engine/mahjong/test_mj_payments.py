"""Payments and the end of a hand: 飘, 躺, 查叫 min / max, 花猪, dealer rotation after 流局."""
import pytest

from engine.mahjong.actions import Discard, LayDown, PassClaim, Win
from engine.mahjong.tiles import Tile

from .helpers import rigged

T = Tile.from_code
HANDS = {0: "5p 8p 99p 222m 333m 777m 2p", 1: "123m 456m 789m 11p 46p",
         2: "111s 222s 333s 99s 46p", 3: "55p 456s 789s 11m 77p 3p"}
READY_A = "234456678m 2344p"          # waits 1p (Table D: 1 fan) and 4p (2 fans)
READY_B = "123s 456s 789s 11s 5p"
READY_C = "234s 567s 888s 55p 67p"
READY_D = "111m 999m 111p 999p 2s"
NOT_1 = "147m 258m 369m 159p 7s"
NOT_2 = "147s 258s 369s 147p 3m"
NOT_3 = "258m 147p 369p 258s 1s"
NOT_4 = "369m 258p 147s 369s 9m"


@pytest.mark.parametrize("piao, amount", [((False,) * 4, 4), ((True, False, False, False), 8),
                                          ((False, True, False, False), 8), ((True, True, False, False), 16)])
def test_piao_doubles_each_side(piao, amount):
    st = rigged("mj-mianyang", HANDS, "1s 6s", piao=piao)
    st.apply(0, Discard(T("5p")))
    st.apply(1, Win())
    st.apply(2, PassClaim())
    st.apply(3, PassClaim())
    pay = [p for p in st.result.payments if p.payee == 1]
    assert [(p.payer, p.amount) for p in pay] == [(0, amount)]        # kaxinwu: 2 fans = 4


def test_lay_down_locks_the_hand_and_doubles_the_win():
    hands = {0: "123m 456m 789m 11p 46p 1s", 1: NOT_1, 2: NOT_2, 3: "111m 999m 111p 999p 2s"}
    st = rigged("mj-mianyang", hands, "9s 6p 4s 8s 2p 6s 5s 5p")
    legal = st.legal_actions(0)
    assert LayDown(T("1s")) in legal and LayDown(T("1m")) not in legal   # only a ready hand lies down
    st.apply(0, LayDown(T("1s")))
    assert st.observe(2).seats[0].shown == tuple(Tile.from_code(c) for c in
                                                 "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 1p 4p 6p".split())
    for seat, tile in [(1, "9s"), (2, "6p"), (3, "4s")]:
        st.apply(seat, Discard(T(tile)))
    # seat 0 drew 8s and discarded it by himself
    assert st.pond[0][-1][0] == T("8s") and st.to_act() == (1,)
    for seat, tile in [(1, "2p"), (2, "6s"), (3, "5s")]:
        st.apply(seat, Discard(T(tile)))
    rec = st.result.winners[0]
    assert rec.seat == 0 and rec.self_draw and rec.automatic and rec.laid_down
    assert [(p.payer, p.amount) for p in st.result.payments] == [(1, 8), (2, 8), (3, 8)]
    assert all(("laydown", 0) in p.factors for p in st.result.payments)


def _exhaust(variant, hands, options=None, last_drawer=0, **kw):
    """Seat 0 discards 6s with an empty wall: nobody can claim, seat 1 cannot draw → 流局."""
    st = rigged(variant, hands, "", options, **kw)
    st.last_drawer = last_drawer
    st.apply(0, Discard(T("6s")))
    assert st.phase == "hand_over" and st.result.reason == "exhausted"
    return st.result


@pytest.mark.parametrize("options, paid", [({}, 2), ({"bloody": True, "fan_table": "D"}, 4)])
def test_chajiao_min_and_max(options, paid):
    res = _exhaust("mj-deyang-qdg", {0: NOT_1 + " 6s", 1: READY_A, 2: NOT_2, 3: NOT_3}, options)
    assert res.ready == (1,)
    assert sorted((p.key, p.payer, p.amount) for p in res.payments) == \
        [("chajiao", s, paid) for s in (0, 2, 3)]
    assert sum(res.deltas) == 0


def test_huazhu_pays_the_capped_maximum_and_no_chajiao():
    res = _exhaust("mj-mianyang", {0: "123m 456m 789m 11p 4p 6s", 1: READY_A, 2: NOT_2, 3: NOT_3})
    assert res.huazhu == (2, 3)
    pigs = [(p.payer, p.payee, p.amount) for p in res.payments if p.key == "huazhu"]
    assert sorted(pigs) == [(2, 0, 16), (2, 1, 16), (3, 0, 16), (3, 1, 16)]
    chajiao = [(p.payer, p.payee) for p in res.payments if p.key == "chajiao"]
    assert chajiao == [(0, 1)]            # seat 0 (two suits, not ready) pays the ready seat 1


def test_huazhu_with_no_cap_pays_four_fans():
    res = _exhaust("mj-mianyang", {0: READY_A + " 6s", 1: READY_B, 2: NOT_2, 3: READY_C}, {"cap": 0})
    assert {p.amount for p in res.payments if p.key == "huazhu"} == {16}


def test_dingque_huazhu_is_holding_the_declared_suit():
    res = _exhaust("mj-mianyang-dingque", {0: READY_A + " 6s", 1: READY_B, 2: READY_C, 3: READY_D},
                   missing="sppm")
    # seat 1 holds 筒 (declared 筒), seat 3 holds 万 (declared 万): both 花猪; seat 2 declared 筒 too
    assert set(res.huazhu) == {1, 2, 3}


@pytest.mark.parametrize("hands, last, expected", [
    ({0: NOT_1 + " 6s", 1: NOT_2, 2: NOT_3, 3: NOT_4}, 3, {3}),                    # none ready
    ({0: READY_A + " 6s", 1: READY_B, 2: READY_C, 3: READY_D}, 2, {2}),            # all ready
    ({0: NOT_1 + " 6s", 1: NOT_2, 2: READY_C, 3: NOT_4}, 3, {2}),                  # one ready
    ({0: READY_A + " 6s", 1: NOT_2, 2: READY_C, 3: NOT_4}, 0, {1, 3}),             # two not ready
    ({0: READY_A + " 6s", 1: NOT_2, 2: READY_C, 3: READY_D}, 0, {2}),              # one not ready
])
def test_dealer_after_a_drawn_hand(hands, last, expected):
    seen = set()
    for _ in range(6 if len(expected) > 1 else 1):
        seen.add(_exhaust("mj-deyang-qdg", hands, last_drawer=last).next_dealer)
    assert seen <= expected and (len(expected) == 1 or seen)
