"""The end of a hand, as every seat sees it: all hands face up, each non-winner's waits.

Issue 16: "at the end of a hand the non-winners' hands stay hidden — turn every hand face up
on the result, with each non-winner's waits (听 tiles) shown, which matters for 查叫". The
waits are the engine's own (what 查叫 counted as 有叫), in the public observation, so the
table never peeks into the state."""
import pytest

from engine.mahjong.actions import Discard, Win
from engine.mahjong.shapes import UNIT
from engine.mahjong.tiles import Tile

from .helpers import play_hands, rigged

T = Tile.from_code
# the wall is empty: seat 0's discard ends the hand (流局), 查叫 and 花猪 are settled
HANDS = {0: "123s 456s 789s 11s 1p 3p 5p",      # discards 5p: waits on 2p (two suits: void ok)
         1: "123m 456m 789m 11p 45p",           # waits on 3p and 6p
         2: "147s 258s 369s 147p 3m",           # three suits: 花猪, waits on nothing
         3: "234m 567m 789m 88p 99p"}           # waits on 8p and 9p


def waits_of(obs):
    return [tuple(t.code() for t, _ in sv.waits) for sv in obs.seats]


def test_exhausted_wall_every_hand_face_up_with_its_waits_for_everyone():
    st = rigged("mj-mianyang", HANDS, "", drawn="5p")
    assert all(not sv.waits for sv in st.observe(1).seats)           # nothing while the hand runs
    assert not st.observe(1).seats[3].shown
    st.apply(0, Discard(T("5p")))
    assert st.phase == "hand_over" and st.result.reason == "exhausted"
    for viewer in (0, 1, 2, 3, None):
        obs = st.observe(viewer)
        for seat, sv in enumerate(obs.seats):
            assert sv.shown == st.hand_tiles(seat)                   # every hand face up
        assert waits_of(obs) == [("2p",), ("3p", "6p"), (), ("8p", "9p")]
    # the waits are the ones 查叫 counted: ready = the seats with waits (the 花猪 excluded)
    obs = st.observe(None)
    assert st.result.huazhu == (2,)
    assert tuple(s for s, sv in enumerate(obs.seats) if sv.waits) == st.result.ready
    # each wait's fans are those of winning on it as a discard
    for seat, sv in enumerate(obs.seats):
        for tile, fans in sv.waits:
            assert fans == st._win_result(seat, st.conc[seat] + UNIT[tile.index], tile.index).total


def test_after_a_win_the_winner_has_no_waits_and_the_others_are_shown():
    hands = {**HANDS, 1: "123m 456m 789m 11p 46p"}                   # wins on seat 0's 5p
    st = rigged("mj-mianyang", hands, "9m 9m", drawn="5p")
    st.apply(0, Discard(T("5p")))
    st.apply(1, Win())
    assert st.phase == "hand_over" and st.result.reason == "win"
    obs = st.observe(3)
    assert obs.seats[1].won and obs.seats[1].waits == ()
    assert [sv.shown for sv in obs.seats] == [st.hand_tiles(s) for s in range(4)]
    assert waits_of(obs)[0] == ("2p",) and waits_of(obs)[3] == ("8p", "9p")


@pytest.mark.parametrize("variant", ["mj-mianyang", "mj-mianyang-bloody", "mj-deyang-qdg"])
def test_seeded_hands_the_end_view_agrees_with_the_result(variant):
    """Over seeded play-outs: at every hand's end each seat's hand is shown, a winner waits on
    nothing, and after an exhausted wall the seats with waits are exactly the ready ones."""
    ends = []

    def check(state):
        obs = state.observe(None)
        for seat, sv in enumerate(obs.seats):
            assert sv.shown == state.hand_tiles(seat)
            if sv.won or seat in state.result.huazhu:
                assert sv.waits == ()
        if state.result.reason == "exhausted":
            assert tuple(s for s, sv in enumerate(obs.seats) if sv.waits) == state.result.ready
        ends.append(state.result.reason)

    play_hands(variant, 3, 6, on_hand=check)
    assert len(ends) == 6, ends
