"""What a seat sees of a 暗杠, and the worlds the sampler deals for it.

A concealed kong lies face down: the others (and a spectator) learn that a seat konged, not
which tile, until the owner wins and shows his hand; the owner always sees it. The search
bots' sampler must then give each face-down kong a kind the observer cannot rule out."""
import json
import random
from collections import Counter

from engine.actions import visible_events
from engine.mahjong.actions import Discard, Kong, Win
from engine.mahjong.melds import FACE_DOWN_KONG, KONG_CONCEALED, Meld
from engine.mahjong.observe import sample_world, unseen_counts
from engine.mahjong.spec import new_match_state
from engine.mahjong.tiles import Tile

from .helpers import greedy_choice, rigged

T = Tile.from_code
# no 2m outside seat 0's kong, so nothing else can give its kind away
HANDS = {0: "2222m 123p 456p 11p 56p", 1: "147m 358m 369m 159p 7s",
         2: "147s 258s 369s 147p 3m", 3: "358m 147p 369p 258s 1s"}
OTHERS = (1, 2, 3, None)


def test_another_seats_concealed_kong_shows_no_tile_until_he_wins():
    st = rigged("mj-mianyang-bloody", HANDS, "7p 6s 9m", drawn="2m")   # bloody: kong money paid
    events = st.apply(0, Kong(T("2m"), "concealed"))
    kong = Meld(KONG_CONCEALED, T("2m"))
    assert st.observe(0).seats[0].melds == (kong,)                       # the owner sees it
    assert [e.data["tile"] for e in visible_events(events, 0) if e.kind == "konged_tile"] == ["2m"]
    for seat in OTHERS:
        obs = st.observe(seat)
        assert obs.seats[0].melds == (FACE_DOWN_KONG,) and obs.seats[0].concealed_count == 11
        assert unseen_counts(obs)[T("2m").index] == 4
        seen = visible_events(events, seat)
        assert [e.kind for e in seen][:1] == ["konged"] and seen[0].data == {"kind": "concealed"}
        assert any(e.kind == "paid" and e.data["key"] == "kong_concealed" for e in seen)   # 下雨, no tile
        assert "2m" not in json.dumps([e.data for e in seen])
    events = st.apply(0, Win())                                          # 杠上花: the hand is shown
    for seat in OTHERS:
        obs = st.observe(seat)
        assert obs.seats[0].melds == (kong,) and obs.winners[0].melds == (kong,)


def test_a_losers_concealed_kong_turns_face_up_at_the_hands_end():
    """Non-bloody: seat 0 konged, seat 1 won on his discard. While the hand runs the others see
    four backs; once it is over every hand lies face up (issue 16, Decision in observe.py), so
    seat 0's 暗杠 shows its tile to everyone, with his standing tiles."""
    hands = {**HANDS, 1: "123m 456m 789m 11p 46p"}
    st = rigged("mj-mianyang", hands, "7p 6s 9m", drawn="2m")
    st.apply(0, Kong(T("2m"), "concealed"))
    st.apply(0, Discard(T("5p")))
    for seat in (2, 3, None):
        assert st.observe(seat).seats[0].melds == (FACE_DOWN_KONG,)
    st.apply(1, Win())
    assert st.phase == "hand_over"
    for seat in (0, 2, 3, None):
        assert st.observe(seat).seats[0].melds == (Meld(KONG_CONCEALED, T("2m")),)
        assert st.observe(seat).seats[0].shown == st.hand_tiles(0)


def _state_with_a_face_down_kong(variant="mj-mianyang-bloody"):
    """A seeded greedy play-out up to a decision of a seat who sees another's 暗杠 face down
    while several kinds could still be it."""
    for seed in range(200):
        st = new_match_state(variant, {"match_hands": 0}, seed)
        rng = random.Random(seed)
        while st.phase != "hand_over":
            seat = st.to_act()[0]
            obs = st.observe(seat)
            if st.phase == "play" and any(m.face_down for sv in obs.seats for m in sv.melds) \
                    and unseen_counts(obs).count(4) >= 3:
                return st, seat
            st.apply(seat, greedy_choice(obs, st.legal_actions(seat), rng))
    raise AssertionError("no 暗杠 in 200 hands")


def test_sampled_worlds_give_a_face_down_kong_a_kind_with_four_unseen_copies():
    st, seat = _state_with_a_face_down_kong()
    obs = st.observe(seat)
    unseen = unseen_counts(obs)
    hidden = sum(sv.concealed_count for s, sv in enumerate(obs.seats) if s != seat and not sv.shown)
    kongs = [(s, k) for s, sv in enumerate(obs.seats) for k, m in enumerate(sv.melds) if m.face_down]
    assert sum(unseen) == hidden + obs.wall_count + 4 * len(kongs)
    kinds = Counter()
    for n in range(40):
        world = sample_world(obs, random.Random(n))
        assert world.observe(seat) == obs
        assert Counter(world.inventory()) == Counter(st.inventory())
        for s, k in kongs:
            meld = world.melds[s][k]
            assert meld.kind == KONG_CONCEALED and unseen[meld.tile.index] == 4
            kinds[meld.tile] += 1
    assert len(kinds) > 1          # not always the true kind: the observer does not know it


def test_a_laid_down_owner_keeps_a_ready_hand_in_every_sampled_world():
    """Seat 1 lay down on 456s 789s 99p 78p with a 暗杠: under 打缺 its kind must be a 条 or a 筒."""
    st = rigged("mj-mianyang", {0: "123m 456m 77m 11s 3s 5s 5p 9p", 1: "456s 789s 99p 78p",
                                2: "1m", 3: "2m"}, " ".join(["1s 2s 3s 4s"] * 12), drawn="9p",
                melds={1: [("concealed", "1s", None)]})
    st.laid[1] = True
    obs = st.observe(0)
    assert obs.seats[1].melds == (FACE_DOWN_KONG,)
    for n in range(30):
        kind = sample_world(obs, random.Random(n)).melds[1][0].tile
        assert kind.suit in "ps"


def test_sampled_worlds_deal_no_declared_suit_to_a_seat_sure_to_be_void_in_it():
    """定缺, every seat gave up 条. Seat 2 has thrown a 万 after its 条, so it holds no 条 (it
    must throw them all before anything else); seat 3 has thrown only a 条 so far and may still
    hold some; so may seat 1, which ponged and then threw a 条 (a pong is allowed while the
    suit is still held, and the throw after it must come from that suit)."""
    from engine.mahjong.observe import void_suits
    from engine.mahjong.view import IN_POND
    hands = {0: "123m 456m 789m 11p 23p 4p", 1: "123p 789p 1234m", 2: "234p 567p 678m 2468m",
             3: "123s 456s 789s 2345p"}
    wall = " ".join(["5s 6s 7s 8s 9s 1s 4s 9m"] * 3)
    st = rigged("mj-mianyang-dingque", hands, wall, drawn="4p", missing="ssss",
                melds={1: [("pong", "5p", 3)]})
    st.pond = [[], [[T("9s"), IN_POND]], [[T("1s"), IN_POND], [T("5m"), IN_POND]], [[T("2s"), IN_POND]]]
    obs = st.observe(0)
    assert void_suits(obs) == {2: 2}
    some = Counter()
    for n in range(40):
        world = sample_world(obs, random.Random(n))
        assert not any(t.suit == "s" for t in world.hand_tiles(2))
        for s in (1, 3):
            some[s] += any(t.suit == "s" for t in world.hand_tiles(s))
    assert some[1] and some[3]   # not yet known to be void: dealt 条 like any other tile
    assert void_suits(rigged("mj-deyang-qdg", hands, wall, drawn="4p").observe(0)) == {}
