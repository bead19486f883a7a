"""Worked score examples (rules/climbing.md, Score): 倒/踢回, bombs, rocket, spring, 反春."""
from engine.actions import Bid, Double, Pass, Play
from engine.climbing.variants.doudizhu_score import score_hand
from tests.engine.ddz_helpers import cards_in, rig


def play(state, seat, text):
    return state.apply(seat, Play(cards_in(state, seat, text)))


def test_doubled_redoubled_and_a_bomb_landlord_wins():
    # seat 0 bids 3 and takes 9 10 K; seat 1 倒, seat 2 does not, seat 0 踢回; one bomb.
    state = rig(["5 8 8 8 8", "4 J", "6 Q"], kitty="9 10 K", face_up_seat=0)
    state.apply(0, Bid(3))
    state.apply(1, Double(True))
    state.apply(2, Double(False))
    state.apply(0, Double(True))
    play(state, 0, "5")
    play(state, 1, "J")
    play(state, 2, "Q")
    events = play(state, 0, "8 8 8 8")
    assert [e.kind for e in events] == ["played", "bomb"]
    assert events[1].data == {"kind": "bomb", "multiplier": (4 + 1) * 2}
    state.apply(1, Pass())
    events = state.apply(2, Pass())
    assert events[-1].kind == "new_round" and events[-1].seat == 0
    for text in ("9", "10"):
        play(state, 0, text)
        state.apply(1, Pass())
        state.apply(2, Pass())
    events = play(state, 0, "K")
    result = events[-1].data["result"]
    assert state.phase == "hand_over"
    # farmer 1: 3 × 4 × 2 = 24; farmer 2: 3 × 1 × 2 = 6
    assert result.landlord_won and not result.spring
    assert result.deltas == (30, -24, -6) and state.scores == (30, -24, -6)
    assert [line[0] for line in result.lines] == [
        "base", "bid", "doubled", "redoubled", "bombs", "farmer", "farmer"]
    assert result.lines[-2] == ("farmer", {"seat": 1, "stake": 4, "amount": 24}, 24)
    assert result.lines[-1] == ("farmer", {"seat": 2, "stake": 1, "amount": 6}, 6)
    assert state.observe(1).result == result


def test_spring_with_a_rocket():
    # seat 1 bids 2; farmers (2 then 0) do not double so there is no 踢回 phase.
    state = rig(["3", "BJ RJ 3 3", "5"], kitty="4 4 4", face_up_seat=0)
    state.apply(0, Pass())
    state.apply(1, Bid(2))
    state.apply(2, Pass())
    assert state.landlord == 1 and state.to_act() == (2,)
    state.apply(2, Double(False))
    state.apply(0, Double(False))
    assert state.phase == "play" and state.to_act() == (1,)
    events = play(state, 1, "BJ RJ")
    assert events[-1].data == {"kind": "rocket", "multiplier": 4}
    state.apply(2, Pass())
    state.apply(0, Pass())
    result = play(state, 1, "4 4 4 3 3")[-1].data["result"]
    # each farmer: 2 × 1 × 2 (rocket) × 2 (spring) = 8
    assert result.spring and result.landlord_won
    assert result.deltas == (-8, 16, -8)
    assert ("spring", {}, 2) in result.lines and ("rocket", {"count": 1}, 2) in result.lines
    assert state.observe(0).multiplier == (1 + 1) * 2 * 2  # stakes × rocket × spring


def reverse_spring_hand(option):
    state = rig(["3 5 7", "2 A", "4"], kitty="9 J K", face_up_seat=0, reverse_spring=option)
    state.apply(0, Bid(1))
    state.apply(1, Pass())
    state.apply(2, Pass())
    state.apply(1, Double(False))
    state.apply(2, Double(False))
    play(state, 0, "3")
    play(state, 1, "2")
    state.apply(2, Pass())
    state.apply(0, Pass())
    return play(state, 1, "A")[-1].data["result"]


def test_reverse_spring_is_an_option():
    on = reverse_spring_hand(True)
    assert on.reverse_spring and not on.landlord_won and on.deltas == (-4, 2, 2)
    off = reverse_spring_hand(False)
    assert not off.reverse_spring and off.deltas == (-2, 1, 1)


def test_farmers_win_pays_the_reverse():
    result = score_hand(landlord=2, base=3, doubled=[True, False, None], redoubled=False, bombs=2,
                        rockets=0, landlord_won=False, spring=False, reverse_spring=False)
    # seat 0: 3 × 2 × 4 = 24, seat 1: 3 × 1 × 4 = 12
    assert result.deltas == (24, 12, -36) and sum(result.deltas) == 0
