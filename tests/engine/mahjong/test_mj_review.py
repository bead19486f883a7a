"""Rules review: one test per rule of ``shared/rules/mahjong.md`` not already pinned elsewhere,
each quoting the rule it checks (see also test_mj_claims / _fans / _payments)."""
import pytest

from engine.errors import RuleError
from engine.mahjong.actions import Discard, Kong, PassClaim, Pong, Win
from engine.mahjong.fans import WinContext, score_win, with_fan_requirement
from engine.mahjong.melds import Meld
from engine.mahjong.rules import Rules
from engine.mahjong.shapes import is_win, pack, unpack
from engine.mahjong.spec import SPECS_BY_ID, new_match_state
from engine.mahjong.tiles import Tile

from .helpers import rigged

T = Tile.from_code
NOT_1 = "147m 258m 369m 159p 7s"
NOT_2 = "147s 258s 369s 147p 3m"
NOT_3 = "258m 147p 369p 258s 1s"


def _lines(table, hand, win, melds=(), **flags):
    ms = tuple(Meld(k, T(c), 1) for k, c in melds)
    r = score_win(WinContext(pack(hand), ms, T(win).index, **flags), table)
    return dict(r.lines), r.excluded


# --- the deal -------------------------------------------------------------------------------

@pytest.mark.parametrize("variant", sorted(SPECS_BY_ID))
def test_deal_dealer_holds_14_and_his_drawn_tile_is_his_own(variant):
    """"the dealer holds 14, the others 13. The dealer discards first." The dealer's drawn tile
    (his last 跳牌 tile, the winning tile of a 天胡) must be one he holds."""
    for seed in range(30):
        st = new_match_state(variant, {}, seed)
        sizes = [sum(unpack(st.conc[s])) for s in range(4)]
        assert sizes[st.dealer] == 14 and sorted(sizes) == [13, 13, 13, 14]
        assert len(st.wall) == 108 - 53
        assert unpack(st.conc[st.dealer])[st.drawn[st.dealer]] >= 1
        assert all(st.drawn[s] is None for s in range(4) if s != st.dealer)


# --- claims and kongs -----------------------------------------------------------------------

def test_win_beats_a_kong_claim():
    """"胡 (win) before 杠 / 碰" — a kong claim on the same discard does not stand."""
    hands = {0: "5p 8p 99p 222m 333m 777m 2p", 1: "123m 456m 789m 11p 46p",
             2: "555p 456s 789s 11m 7p", 3: "147m 258m 369m 1s 2s 3s 7s"}
    st = rigged("mj-mianyang", hands, "1s 6s")
    st.apply(0, Discard(T("5p")))
    st.apply(2, Kong(T("5p"), "exposed"))
    st.apply(1, Win())
    assert [w.seat for w in st.result.winners] == [1] and st.melds[2] == []


def test_after_a_pong_the_claimer_only_discards():
    """"After a pong the claimer discards" — no kong before his next draw."""
    hands = {0: "5p 8p 99p 222m 333m 777m 2p", 1: "147m 258m 369m 1s 2s 3s 7s",
             2: "147s 258s 369s 147p 3m", 3: "55p 1111m 789s 77p 3p"}
    st = rigged("mj-mianyang", hands, "1s 6s")
    st.apply(0, Discard(T("5p")))
    st.apply(3, Pong())
    legal = st.legal_actions(3)
    assert legal and all(isinstance(a, Discard) for a in legal)
    with pytest.raises(RuleError) as err:
        st.apply(3, Kong(T("1m"), "concealed"))
    assert err.value.reason == "cannot_kong"


def test_a_concealed_kong_cannot_be_robbed():
    """"加杠 … another player who waits on that tile may rob it: 抢杠" — only the 加杠."""
    hands = {0: "5555p 123m 456m 78m 2s", 1: "123m 456m 789m 11p 46p",
             2: "147s 258s 369s 147p 3m", 3: "258m 147p 369p 258s 1s"}
    st = rigged("mj-mianyang-bloody", hands, "1s 6s", drawn="5p")
    st.apply(0, Kong(T("5p"), "concealed"))
    assert st.window is None and st.turn == 0 and st.kong_draw
    assert st.drawn[0] == T("1s").index                    # the replacement, in drawing order


def test_kong_flower_table_d_and_m():
    """杠上花: Table D 2 fans; Table M +1 (the doubling of the hand)."""
    st = rigged("mj-deyang-qdg", {0: "2222m 123p 456p 11s 56s", 1: NOT_1, 2: NOT_2, 3: NOT_3},
                "7s 6s 9m 8m 7m 6m", drawn="2m")   # more than four left: no 必胡
    st.apply(0, Kong(T("2m"), "concealed"))
    assert Win() in st.legal_actions(0)
    st.apply(0, Win())
    assert dict(st.result.winners[0].fans.lines) == {"gangshanghua": 2, "gen": 1}
    st = rigged("mj-mianyang-bloody", {0: "2222m 123p 456p 11p 56p", 1: NOT_1, 2: NOT_2, 3: NOT_3},
                "7p 6s", drawn="2m")
    st.apply(0, Kong(T("2m"), "concealed"))
    st.apply(0, Win())
    assert dict(st.won[0].fans.lines) == {"gangshanghua": 1}


def test_kong_discard_table_d():
    """杠上炮 (win on a discard made right after the discarder's kong): Table D 2 fans."""
    hands = {0: "2222m 123p 456p 11s 59s", 1: "123m 456m 789m 11p 46p", 2: NOT_2, 3: NOT_3}
    st = rigged("mj-deyang-qdg", hands, "5p 6s 9m 8m 7m 6m", drawn="2m")
    st.apply(0, Kong(T("2m"), "concealed"))
    st.apply(0, Discard(T("5p")))
    st.apply(1, Win())
    lines = dict(st.result.winners[0].fans.lines)
    assert lines["gangshangpao"] == 2


# --- shapes and fans ------------------------------------------------------------------------

def test_seven_pairs_with_four_identical_counts_as_two_pairs():
    """"七对 (seven pairs; four identical tiles count as two pairs)"."""
    assert is_win(pack("1111m 2233m 4455p 66p"))
    assert not is_win(pack("1111m 2224m 4455p 66p"))


def test_table_d_seven_pairs_with_a_root_is_three():
    """Table D: "each 根 adds 1 on top of everything (七对 with one 根 = 3)"."""
    lines, _ = _lines("D", "1111m 3344p 5566s 77s", "7s")
    assert lines == {"qidui": 2, "gen": 1}


def test_table_m_has_no_separate_root():
    """"Table M has no separate 根" — a kong adds nothing in Table M."""
    lines, _ = _lines("M", "123m 789p 11p 456s", "4s", (("exposed", "5m"),))
    assert "gen" not in lines and lines == {}


def test_table_d_jiangdui_excludes_daduizi_and_duanyaojiu():
    """"将对 excludes 大对子 and 断幺九"."""
    lines, excluded = _lines("D", "222m 555m 888m 22p", "2p", (("pong", "5p"),))
    assert lines == {"queyimen": 1, "jiangdui": 3}
    assert set(excluded) == {"daduizi", "duanyaojiu"}


def test_table_m_single_wait_excludes_dadui():
    """Table M: "单调 excludes 大对"."""
    lines, excluded = _lines("M", "99m", "9m", (("pong", "1m"), ("pong", "3p"), ("pong", "5p"), ("pong", "7p")))
    assert lines == {"dandiao": 4} and "dadui" in excluded


def test_table_m_dragon_pairs_exclude_seven_pairs_and_concealed_four():
    """"龙七对 and 双龙对 exclude 巧七对 and 暗四归一"."""
    lines, excluded = _lines("M", "1111m 3344m 5566p 77p", "7p")
    assert lines == {"longqidui": 3} and set(excluded) == {"qiaoqidui", "ansigui"}


def test_table_d_has_no_middle_five():
    """卡心五 is a Table M line only."""
    lines, _ = _lines("D", "123m 456m 789p 11p 456s", "5s")
    assert "kaxinwu" not in lines


def test_deyang_needs_a_fan_to_win_mianyang_does_not():
    """Deyang: "A win needs at least one fan"; elsewhere "A hand with no fans, where it may win,
    is worth base × 1"."""
    hands = {0: "8m 8p 99p 222m 333m 777m 2p", 1: "123m 789p 11p 456s 79m",   # 3 suits, terminals
             2: "147s 258s 369s 147p 3m", 3: "258m 147p 369p 258s 1s"}
    st = rigged("mj-deyang-qdg", hands, "1s 6s 9m 8s 7s 6m")
    st.apply(0, Discard(T("8m")))
    assert st.window is None                                  # no fan: seat 1 is not even asked
    st = rigged("mj-mianyang-bloody", {**hands, 1: "123m 789p 11p 456m 79m"}, "1s 6s 9m 8s 7s")
    st.apply(0, Discard(T("8m")))
    assert Win() in st.legal_actions(1)
    st.apply(1, Win())
    assert st.won[1].fans.total == 0
    assert [(p.payer, p.amount) for p in st.payments] == [(0, 1)]   # base × 1


def test_nongzhuanfei_table_d_root_only_and_table_m_kong():
    """农转非: D "a hand whose only fan would come from a 根 may still win"; M "a no-fan hand
    holding four identical tiles may win, with no fan"."""
    ctx = WinContext(pack("123m 456p 789s 234m 55m"), (Meld("exposed", T("1p"), 1),), T("5m").index)
    d = with_fan_requirement(score_win(ctx, "D"), ctx, "D")
    assert d is not None and d.nongzhuanfei and d.total == 1
    m = with_fan_requirement(score_win(ctx, "M"), ctx, "M")
    assert m is not None and m.nongzhuanfei and m.total == 0
    bare = WinContext(pack("123m 456p 789s 234m 55m 111p"), (), T("5m").index)
    assert with_fan_requirement(score_win(bare, "M"), bare, "M") is None


# --- options, money -------------------------------------------------------------------------

@pytest.mark.parametrize("cap, fans, value", [(3, 5, 8), (4, 5, 16), (5, 5, 32), (0, 7, 128), (4, 0, 1)])
def test_win_value_is_base_times_two_to_the_capped_fans(cap, fans, value):
    """"the value of a win is base × 2^F, F … capped at the room cap"."""
    assert Rules(cap=cap).win_value(fans) == value


def test_variant_table_fan_table_chajiao_and_bloody():
    """The variant table: fan table D for non-bloody Deyang, M otherwise; 查叫 min for
    non-bloody Deyang only; 飘/躺 Mianyang only; 必胡 and 禁胡/禁碰 Deyang only."""
    for vid, spec in SPECS_BY_ID.items():
        for bloody in (False, True):
            st = new_match_state(vid, {"bloody": bloody} if "bloody" in [o.key for o in spec.options] else {}, 1)
            r = st.rules
            deyang = vid.startswith("mj-deyang")
            assert r.fan_table == ("D" if deyang and not r.bloody else "M")
            assert r.chajiao == ("min" if deyang and not r.bloody else "max")
            assert r.piao_lay == (not deyang) and r.bihu == deyang and r.bans == deyang
            assert r.need_fan == deyang
    assert new_match_state("mj-mianyang", {}, 1).rules.bloody is False
    assert new_match_state("mj-mianyang-bloody", {}, 1).rules.bloody is True
    assert new_match_state("mj-mianyang-dingque", {}, 1).rules.bloody is True
    assert new_match_state("mj-deyang-qdg", {}, 1).rules.bloody is False
    assert new_match_state("mj-deyang-qdg", {"fan_table": "M"}, 1).rules.fan_table == "M"


def test_kong_money_only_from_players_still_in_the_hand():
    """"暗杠 → each other player still in the hand pays 2" (bloody: a winner has left)."""
    hands = {0: "5p 8p 99p 222m 333m 777m 2p", 1: "123m 456m 789m 11p 46p",
             2: "1111s 258s 369s 147p", 3: "258m 147p 369p 258s 1s"}
    st = rigged("mj-mianyang-bloody", hands, "6s 9m 8s 7s")
    st.apply(0, Discard(T("5p")))
    st.apply(1, Win())
    assert st.to_act() == (2,)
    st.apply(2, Kong(T("1s"), "concealed"))
    kong = [(p.payer, p.amount) for p in st.payments if p.key == "kong_concealed"]
    assert sorted(kong) == [(0, 2), (3, 2)]


def test_discard_win_is_paid_by_the_discarder_alone_self_draw_by_everyone_left():
    """"a discard win (点炮) is paid by the discarder alone … a self-draw is paid by every
    player still in the hand"."""
    hands = {0: "5p 8p 99p 222m 333m 777m 2p", 1: "123m 456m 789m 11p 46p",
             2: NOT_2, 3: NOT_3}
    st = rigged("mj-mianyang", hands, "5p 6s")
    st.apply(0, Discard(T("8p")))
    st.apply(1, Win())
    assert sorted(p.payer for p in st.result.payments) == [0, 2, 3]


def test_deyang_qdg_has_no_huazhu_guque_does():
    """花猪 by variant: 缺断龟 has no missing-suit rule; 鼓缺 "must be void of one suit"."""
    from .test_mj_payments import _exhaust
    hands = {0: NOT_1 + " 6s", 1: "234456678m 2344p", 2: NOT_2, 3: NOT_3}
    assert _exhaust("mj-deyang-qdg", hands).huazhu == ()
    assert set(_exhaust("mj-deyang-guque", hands).huazhu) == {0, 2, 3}


# --- missing suit ---------------------------------------------------------------------------

def test_void_rule_no_win_with_three_suits():
    """打缺 (Mianyang, 鼓缺): "must be void of one suit to win"."""
    hands = {0: "5p 8p 99p 222m 333m 777m 2p", 1: "234m 456m 678s 22p 46p", 2: NOT_2, 3: NOT_3}
    for variant, may in (("mj-mianyang", False), ("mj-deyang-guque", False), ("mj-deyang-qdg", True)):
        st = rigged(variant, hands, "1s 6s 9m 8s 7s 6m")
        st.apply(0, Discard(T("5p")))
        assert (st.window is not None and Win() in st.legal_actions(1)) == may, variant


def test_dingque_no_kong_of_the_declared_suit_and_no_win_holding_it():
    """定缺: "may not pong or kong that suit, and cannot win while holding it"."""
    st = rigged("mj-mianyang-dingque", {0: "1111p 123m 456m 78m 9s", 1: NOT_1, 2: NOT_2, 3: NOT_3},
                "1s", drawn="1p", missing="pmmm")
    assert not any(isinstance(a, Kong) for a in st.legal_actions(0))
    st = rigged("mj-mianyang-dingque", {0: "123m 456m 789m 11m 5p", 1: NOT_1, 2: NOT_2, 3: NOT_3},
                "1s", drawn="5p", missing="pmmm")
    assert Win() not in st.legal_actions(0)


# --- Deyang only ----------------------------------------------------------------------------

def test_no_bihu_in_mianyang():
    """必胡 is Deyang only: in Mianyang a ready player is still asked in the last four tiles."""
    hands = {0: "5p 8p 99p 222m 333m 777m 2p", 1: "123m 456m 789m 11p 46p", 2: NOT_2, 3: NOT_3}
    st = rigged("mj-mianyang", hands, "1s 6s 8m")
    st.apply(0, Discard(T("5p")))
    assert st.phase == "play" and st.to_act() == (1,) and Win() in st.legal_actions(1)


def test_pong_ban_is_for_that_tile_only():
    """禁碰: "may not pong that tile until his own next draw"."""
    hands = {0: "5p 7s 99p 222m 333m 777m 2p", 1: "258m 147p 369p 258s 1s",
             2: "147s 258s 369s 147p 3m", 3: "55p 77s 456s 11m 789s"}
    st = rigged("mj-deyang-qdg", hands, "9s 5p 8m 9m")
    st.apply(0, Discard(T("5p")))
    st.apply(3, PassClaim())
    assert st.ban_pong[3] == {T("5p").index}
    st.apply(1, Discard(T("9s")))
    st.apply(2, Discard(T("7s")))                      # seat 2 drew 5p... discards 7s
    assert st.window is not None and Pong() in st.legal_actions(3)   # 7s is another tile


# --- dealer ---------------------------------------------------------------------------------

def test_first_winner_deals_the_next_hand():
    """"Then the first player to win deals" — in bloody play, even when others win later."""
    hands = {0: "5p 8p 99p 222m 333m 777m 2p", 1: "123m 456m 789m 11p 46p",
             2: "111s 222s 333s 99s 46p", 3: "258m 147p 369p 258s 1s"}
    st = rigged("mj-mianyang-bloody", hands, "5p 5p 8m")
    st.apply(0, Discard(T("8p")))
    st.apply(1, Win())                                 # 自摸 5p: the first win
    st.apply(2, Win())                                 # 自摸 the other 5p
    st.apply(3, Discard(T("1s")))                      # then the wall runs out
    assert st.result.reason == "exhausted" and st.result.next_dealer == 1
