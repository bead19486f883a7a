"""Claims on a discard: priority, several winners, pong and kongs, 抢杠, 禁胡 / 禁碰, 必胡, 定缺."""
import pytest

from engine.errors import RuleError
from engine.mahjong.actions import ChooseMissing, Discard, Kong, PassClaim, Pong, Win
from engine.mahjong.tiles import Tile

from .helpers import rigged

T = Tile.from_code
# seat 0 discards 5p; seats 1 and 2 wait on it; seat 3 could pong it
HANDS = {0: "5p 8p 99p 222m 333m 777m 2p", 1: "123m 456m 789m 11p 46p",
         2: "111s 222s 333s 99s 46p", 3: "55p 456s 789s 11m 77p 3p"}
WALL = "1s 6s 8m 9m 4s 6m"


def test_only_seats_with_a_claim_are_asked_and_win_beats_pong():
    st = rigged("mj-mianyang", HANDS, WALL)
    st.apply(0, Discard(T("5p")))
    assert st.to_act() == (1, 2, 3)
    assert Pong() in st.legal_actions(3) and Win() not in st.legal_actions(3)
    st.apply(3, Pong())
    st.apply(1, Win())
    assert st.phase == "play"           # seat 2 has not answered yet
    st.apply(2, Win())
    assert st.phase == "hand_over"
    res = st.result
    assert [w.seat for w in res.winners] == [1, 2]            # 一炮多响
    assert all(p.payer == 0 for p in res.payments)           # 点炮者输，与他人无关
    assert [dict(w.fans.lines) for w in res.winners] == [{"kaxinwu": 2}, {"kaxinwu": 2}]
    assert res.deltas == (-8, 4, 4, 0)
    assert res.next_dealer == 1                              # the first winner after the discarder
    assert st.melds[3] == []                                 # the pong lost to the wins


def test_deyang_several_winners_the_discarder_deals():
    st = rigged("mj-deyang-qdg", HANDS, WALL)
    st.apply(0, Discard(T("5p")))
    for seat in (1, 2):
        st.apply(seat, Win())
    st.apply(3, PassClaim())
    assert st.result.next_dealer == 0
    assert all(w.fans.total >= 1 for w in st.result.winners)


def test_pong_then_the_claimer_discards():
    st = rigged("mj-mianyang", HANDS, WALL)
    st.apply(0, Discard(T("5p")))
    st.apply(1, PassClaim())
    st.apply(2, PassClaim())
    st.apply(3, Pong())
    assert st.to_act() == (3,) and st.melds[3][0].kind == "pong"
    assert st.pond[0][-1][1] == "claimed"
    assert Win() not in st.legal_actions(3)                   # no 自摸 on a claimed tile
    st.apply(3, Discard(T("3p")))
    assert st.to_act() == () or st.window is not None or st.turn == 0


def test_nobody_can_claim_play_goes_on_with_a_draw():
    st = rigged("mj-mianyang", HANDS, WALL)
    st.apply(0, Discard(T("8p")))
    assert st.to_act() == (1,) and st.drawn[1] == T("1s").index


def test_exposed_kong_draws_a_replacement_and_pays_in_bloody_play():
    hands = dict(HANDS)
    hands[3] = "555p 456s 789s 11m 7p"
    st = rigged("mj-mianyang-bloody", hands, WALL)
    st.apply(0, Discard(T("5p")))
    st.apply(1, PassClaim())
    st.apply(2, PassClaim())
    assert Kong(T("5p"), "exposed") in st.legal_actions(3)
    st.apply(3, Kong(T("5p"), "exposed"))
    assert st.melds[3][0].kind == "exposed" and st.to_act() == (3,)
    assert st.drawn[3] == T("1s").index and st.kong_draw           # replacement in drawing order
    assert [(p.key, p.payer, p.amount) for p in st.payments] == [("kong_exposed", 0, 2)]


def test_kong_money_only_in_bloody_play_or_by_option():
    hands = {0: "5555m 123p 456p 78p 9p", 1: "123s 456s 789s 11s 2m", 2: "123s 456s 789s 22s 3m",
             3: "147m 258m 369m 1p 2p 3p 7s"}
    for variant, options, expected in [("mj-mianyang", {}, []),
                                       ("mj-mianyang", {"kong_money": True}, [2, 2, 2]),
                                       ("mj-mianyang-bloody", {}, [2, 2, 2])]:
        st = rigged(variant, hands, WALL, options, drawn="5m")
        st.apply(0, Kong(T("5m"), "concealed"))
        assert [p.amount for p in st.payments] == expected
        assert st.drawn[0] == T("1s").index


def test_added_kong_robbed():
    hands = {0: "5p 123m 456m 789m 2s", 1: "123m 456m 789m 11p 46p", 2: "123s 456s 789s 11s 7p",
             3: "147m 258m 369m 1s 2s 3s 7s"}
    st = rigged("mj-mianyang-bloody", hands, WALL, drawn="5p", melds={0: [("pong", "5p", 3)]})
    st.apply(0, Kong(T("5p"), "added"))
    assert st.to_act() == (1,) and st.legal_actions(1) == [Win(), PassClaim()]
    st.apply(1, Win())
    win = st.won[1]
    assert win.robbed and dict(win.fans.lines)["qianggang"] == 1
    assert st.melds[0][0].kind == "pong"                  # the kong never happened
    assert [(p.key, p.payer, p.payee) for p in st.payments] == [("win_rob", 0, 1)]


def test_added_kong_not_robbed_completes_with_kong_money():
    hands = {0: "5p 123m 456m 789m 2s", 1: "123m 456m 789m 11p 46p", 2: "123s 456s 789s 11s 7p",
             3: "147m 258m 369m 1s 2s 3s 7s"}
    st = rigged("mj-mianyang-bloody", hands, WALL, drawn="5p", melds={0: [("pong", "5p", 3)]})
    st.apply(0, Kong(T("5p"), "added"))
    st.apply(1, PassClaim())
    assert st.melds[0][0].kind == "added"
    assert sorted((p.payer, p.amount) for p in st.payments) == [(1, 1), (2, 1), (3, 1)]
    assert st.to_act() == (0,) and st.kong_draw


def test_jinhu_and_jinpeng_until_the_own_next_draw():
    # seat 2 waits on 5p and declines; seat 3 declines the pong. Seat 1 then discards another 5p.
    hands = dict(HANDS)
    hands[1] = "5p 123m 456m 789m 11s 8s"
    st = rigged("mj-deyang-qdg", hands, "5p 6s 8m 9m 4s 6m")
    st.apply(0, Discard(T("5p")))
    assert st.to_act() == (2, 3)
    st.apply(2, PassClaim())
    st.apply(3, PassClaim())
    assert st.ban_win[2] and st.ban_pong[3] == {T("5p").index}
    assert st.to_act() == (1,)
    st.apply(1, Discard(T("5p")))
    assert st.window is None or not st.window.options          # neither may claim: nobody asked
    assert st.to_act() == (2,)
    assert not st.ban_win[2]                                     # his own draw lifted the ban
    with pytest.raises(RuleError) as err:
        st.validate(3, Pong())
    assert err.value.reason == "not_your_turn"


def test_no_bans_in_mianyang():
    st = rigged("mj-mianyang", HANDS, WALL)
    st.apply(0, Discard(T("5p")))
    for seat in (1, 2, 3):
        st.apply(seat, PassClaim())
    assert not any(st.ban_win) and not any(st.ban_pong)


def test_bihu_wins_automatically_in_the_last_four_tiles():
    st = rigged("mj-deyang-qdg", HANDS, "1s 6s 8m")
    st.apply(0, Discard(T("5p")))
    # 1 and 2 must win; seat 3's pong could not stand against a win, so he is not asked
    assert st.phase == "hand_over"
    assert [w.seat for w in st.result.winners] == [1, 2]
    assert all(w.automatic for w in st.result.winners)


def test_bihu_on_a_drawn_tile():
    hands = dict(HANDS)
    st = rigged("mj-deyang-qdg", hands, "5p 6s 8m")
    st.apply(0, Discard(T("8p")))
    rec = st.won[1]
    assert rec is not None and rec.self_draw and rec.automatic


def test_dingque_discard_order_and_no_pong_of_the_missing_suit():
    st = rigged("mj-mianyang-dingque", HANDS, WALL, missing="pmpp")
    legal = st.legal_actions(0)
    assert {a.tile.suit for a in legal if isinstance(a, Discard)} == {"p"}
    with pytest.raises(RuleError) as err:
        st.validate(0, Discard(T("2m")))
    assert err.value.reason == "must_discard_missing"
    st.apply(0, Discard(T("5p")))
    # seat 3 declared 筒 missing: may not pong 5p; seat 1 (缺万) holds 万 so cannot win
    assert st.window is None and st.turn == 1 and st.drawn[1] is not None


def test_dingque_choices_are_secret_until_all_chose():
    from engine.mahjong.spec import new_match_state
    st = new_match_state("mj-mianyang-dingque", {}, 3)
    for seat in range(4):
        st.apply(seat, st.legal_actions(seat)[0])      # 不飘
    assert st.phase == "dingque" and st.to_act() == (0, 1, 2, 3)
    st.apply(2, ChooseMissing("s"))
    assert st.observe(2).seats[2].missing == "s" and st.observe(0).seats[2].missing is None
    for seat in (0, 1, 3):
        st.apply(seat, ChooseMissing("m"))
    assert st.phase == "play" and st.observe(0).seats[2].missing == "s"


def test_refusals_change_nothing():
    st = rigged("mj-mianyang", HANDS, WALL)
    before = st.observe(0)
    for seat, action, reason in [(1, Discard(T("1m")), "not_your_turn"), (0, Discard(T("1s")), "tile_not_in_hand"),
                                 (0, Win(), "cannot_win"), (0, Pong(), "wrong_phase"),
                                 (0, Kong(T("2m"), "concealed"), "cannot_kong")]:
        with pytest.raises(RuleError) as err:
            st.apply(seat, action)
        assert err.value.reason == reason
    assert st.observe(0) == before


def test_bloody_winners_leave_and_the_rest_play_on():
    st = rigged("mj-mianyang-bloody", HANDS, "5p 1s 6s 8m 9m")
    st.apply(0, Discard(T("5p")))
    st.apply(1, Win())
    st.apply(2, PassClaim())
    st.apply(3, PassClaim())
    assert st.phase == "play" and st.to_act() == (2,)        # the seat after the winner draws
    assert st.observe(0).seats[1].won and st.observe(0).seats[1].shown
    st.apply(2, Win())                                       # 自摸 on the drawn 5p
    self_draw = [p for p in st.payments if p.key == "win_self"]
    assert sorted(p.payer for p in self_draw) == [0, 3]      # only players still in the hand pay
    assert st.phase == "play" and st.to_act() == (3,)


def test_actions_round_trip_through_json():
    from engine.actions import Action
    from engine.mahjong.actions import LayDown, Piao
    for action in (Discard(T("5p")), LayDown(T("9s")), Kong(T("1m"), "added"), Pong(), Win(),
                   PassClaim(), ChooseMissing("p"), Piao(True)):
        assert Action.from_json(action.to_json()) == action


def test_clone_is_independent():
    st = rigged("mj-mianyang", HANDS, WALL)
    copy = st.clone()
    copy.apply(0, Discard(T("8p")))
    assert st.turn == 0 and st.pond[0] == [] and copy.pond[0][0][0] == T("8p")
    st.apply(0, Discard(T("8p")))
    assert st.observe(1) == copy.observe(1)


def test_ready_hint_lists_waits_with_fans_and_unseen_copies():
    from engine.mahjong.winning import ready_tiles
    st = rigged("mj-mianyang", HANDS, WALL)
    st.apply(0, Discard(T("5p")))
    obs = st.observe(1)
    # 卡心五 (2 fans); one 5p is in the pond, seat 3's two are hidden from seat 1: 3 unseen
    assert ready_tiles(obs) == ((T("5p"), 2, 3),)


# --- asking everyone (several people at one computer) -----------------------------------------

EVERYONE = {"claim_asking": "everyone"}


def test_asking_everyone_asks_every_other_seat_whatever_it_holds():
    st = rigged("mj-mianyang", HANDS, WALL, options=EVERYONE)
    st.apply(0, Discard(T("8p")))                    # nobody can claim an 8p
    assert st.to_act() == (1, 2, 3)
    for seat in (1, 2, 3):
        assert st.legal_actions(seat) == [PassClaim()]
        assert st.observe(seat).my_claims == ()
        assert st.observe(seat).to_act == (seat,)    # nobody learns who else is asked
    for seat in (1, 2, 3):
        st.apply(seat, PassClaim())
    assert st.window is None and st.to_act() == (1,) and st.drawn[1] == T("1s").index


def test_asking_everyone_keeps_the_claims_and_their_priority():
    st = rigged("mj-mianyang", HANDS, WALL, options=EVERYONE)
    st.apply(0, Discard(T("5p")))
    assert Pong() in st.legal_actions(3) and Win() in st.legal_actions(1)
    st.apply(3, Pong())
    st.apply(2, PassClaim())
    st.apply(1, Win())
    assert [w.seat for w in st.result.winners] == [1] and st.melds[3] == []


def test_passing_with_nothing_to_claim_is_no_declined_win_or_pong():
    """禁胡 / 禁碰 follow only a claim that was possible and declined."""
    st = rigged("mj-deyang-qdg", HANDS, WALL, options=EVERYONE)
    st.apply(0, Discard(T("8p")))
    for seat in (1, 2, 3):
        st.apply(seat, PassClaim())
    assert not any(st.ban_win) and not any(st.ban_pong)


def test_the_option_is_not_offered_on_the_setup_screen():
    from engine.mahjong.spec import SPECS

    for spec in SPECS:
        option = next(o for o in spec.options if o.key == "claim_asking")
        assert option.default == "claimants" and not option.on_setup
