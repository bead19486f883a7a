"""Seeded playouts of every variant with the rules' own invariants: payments add up to each
hand's deltas, scores stay zero-sum after every payment, the result is well formed, own hands
show sorted, tile-carrying events are private to their seat. The generic invariants (108 tiles
conserved, listed actions validate, no hidden tile in any view, replay, sampled worlds) are
checked for every variant by tests/conformance."""
import random

import pytest

from engine.game import TABLE
from engine.mahjong.spec import SPECS, SPECS_BY_ID, new_match_state

from .helpers import play_hands

pytestmark = pytest.mark.slow
HANDS = 300
DEEP = 25          # hands whose every step checks the observations


def check_step(st, events, deep):
    assert sum(st.scores) == 0    # kong money and wins are paid at once, seat to seat
    for e in events:              # events carry tile codes: private ones only to their seat
        if e.kind in ("dealt", "drew_tile", "konged_tile", "claim_offered", "claim_answered", "piao_chosen",
                      "missing_chosen"):
            assert e.private_to == e.seat
        if e.kind == "konged" and e.data["kind"] == "concealed":   # face down: the tile is in konged_tile
            assert "tile" not in e.data and e.private_to is None
    if deep:
        for seat in range(4):
            obs = st.observe(seat)
            assert list(obs.hand) == sorted(obs.hand) and obs.hand == st.hand_tiles(seat)


@pytest.mark.parametrize("variant", ["mj-mianyang", "mj-mianyang-bloody", "mj-mianyang-dingque"])
def test_playouts_keep_the_invariants(variant):
    check_playout(variant)


@pytest.mark.parametrize("variant", ["mj-mianyang-dingque", "mj-deyang-qdg"])
def test_playouts_asking_everyone_keep_the_invariants(variant):
    """The hot-seat claim window (every other seat asked on every discard) changes no result rule."""
    check_playout(variant, {"claim_asking": "everyone"}, hands=100)


def check_playout(variant, options=None, hands=None):
    """300 hands of ``variant`` played by the greedy test policy, checked at every step."""
    total = HANDS if hands is None else hands
    hands = [0]
    results = []

    def on_hand(st):
        hands[0] += 1
        res = st.result
        assert sum(p.amount for p in res.payments if p.payee == 0) - \
            sum(p.amount for p in res.payments if p.payer == 0) == res.deltas[0]
        assert res.next_dealer in range(4)
        if res.winners and res.reason != "exhausted":
            assert res.winners[0].order == 1
        if res.reason == "win":
            assert not st.rules.bloody
        results.append(res)

    play_hands(variant, 7, total, options=options, on_hand=on_hand,
               on_step=lambda s, ev: check_step(s, ev, hands[0] < DEEP))
    assert hands[0] == total
    assert any(r.winners for r in results) and any(r.reason == "exhausted" for r in results)


def test_a_match_ends_after_its_hands():
    st = new_match_state("mj-deyang-guque", {"match_hands": 4}, 5)
    rng = random.Random(1)
    from .helpers import greedy_choice
    while st.phase != "match_over":
        if st.phase == "hand_over":
            st.apply(TABLE, st.legal_actions(TABLE)[0])
            continue
        seat = st.to_act()[0]
        st.apply(seat, greedy_choice(st.observe(seat), st.legal_actions(seat), rng))
    assert st.hand_no == 4 and st.to_act() == () and sum(st.scores) == 0


def test_specs_are_presets_of_one_schema():
    keys = {s.id: {o.key for o in s.options} for s in SPECS}
    assert {"cap", "fan_table", "kasinwu", "match_hands"} <= set.intersection(*keys.values())
    assert "bloody" in keys["mj-deyang-qdg"] and "bloody" not in keys["mj-mianyang"]
    assert SPECS_BY_ID["mj-mianyang-bloody"].family == "mahjong"
    assert new_match_state("mj-deyang-qdg").rules.fan_table == "D"
    assert new_match_state("mj-deyang-qdg", {"bloody": True}).rules.fan_table == "M"
    assert new_match_state("mj-mianyang").phase == "piao"
    assert new_match_state("mj-deyang-guque").phase == "play"


def test_illegal_actions_are_refused_and_change_nothing():
    from engine.errors import RuleError
    from engine.actions import NextHand
    from engine.mahjong.actions import ChooseMissing, Discard, Kong, LayDown, PassClaim, Piao, Pong, Win
    from engine.mahjong.tiles import KINDS
    from .helpers import greedy_choice
    rng = random.Random(4)
    for variant in ("mj-mianyang-dingque", "mj-deyang-qdg"):
        st = new_match_state(variant, {"match_hands": 4}, 11)
        while st.phase != "match_over":
            seat = TABLE if st.phase == "hand_over" else st.to_act()[0]
            for _ in range(4):
                tile = rng.choice(KINDS)
                probe = rng.choice([Discard(tile), LayDown(tile), Kong(tile, "concealed"), Kong(tile, "bogus"),
                                    Pong(), Win(), PassClaim(), ChooseMissing("x"), Piao(True), NextHand()])
                who = rng.choice([seat, (seat + 1) % 4, TABLE, 9])
                if probe in st.legal_actions(who):
                    continue
                before = [st.observe(s) for s in range(4)]
                with pytest.raises(RuleError):
                    st.apply(who, probe)
                assert [st.observe(s) for s in range(4)] == before
            if seat == TABLE:
                st.apply(TABLE, NextHand())
            else:
                st.apply(seat, greedy_choice(st.observe(seat), st.legal_actions(seat), rng))
