"""升级 state: burying, playing tricks, refusals that change nothing, failed throws, the end of a
hand with 抠底, observations and the hidden-world sampler."""
import random

import pytest

from engine.actions import NextHand, Pass, Play
from engine.errors import RuleError
from engine.game import TABLE
from engine.shengji.actions import Bury, DealNext
from engine.shengji.sample import sample_world
from engine.shengji.state import ShengjiState
from tests.engine.shengji_helpers import cards, rig, state_in_play


def snapshot(state):
    return (state.phase, state.turn, [sorted(h) for h in state.hands], list(state.trick),
            len(state.tricks), state.attacker_points, state.penalty_points)


def find(state, seat, text):
    """The cards of ``seat``'s hand named by codes (repeats take another copy)."""
    pool = sorted(state.hands[seat])
    out = []
    for token in text.split():
        want = cards(token)[0]
        card = next(c for c in pool if c.rank == want.rank and c.suit == want.suit)
        pool.remove(card)
        out.append(card)
    return tuple(out)


def test_bury_returns_the_kitty_size():
    state = rig(["H3 H4 H5 H6 H7 H8 H9 HJ HQ HK", "D3", "D4", "D5"], dealer=0, phase="bury")
    state.kitty = ()
    with pytest.raises(RuleError) as err:
        state.apply(0, Bury(find(state, 0, "H3 H4")))
    assert err.value.reason == "bury_count" and err.value.params == {"count": 8}
    buried = find(state, 0, "H3 H4 H5 H6 H7 H8 H9 HK")
    events = state.apply(0, Bury(buried))
    assert state.phase == "play" and state.turn == 0 and state.kitty == buried
    assert [e.kind for e in events] == ["buried", "kitty_buried"]
    assert events[1].private_to == 0 and "cards" not in events[0].data
    assert state.observe(0).kitty == buried and state.observe(1).kitty == ()


def test_refused_play_changes_nothing():
    state = rig(["H3 HA", "H4 S5", "D3 D4", "C3 C4"], dealer=0)
    state.apply(0, Play(find(state, 0, "HA")))
    before = snapshot(state)
    with pytest.raises(RuleError) as err:
        state.apply(1, Play(find(state, 1, "S5")))
    assert err.value.reason == "must_follow_suit" and err.value.params == {"suit": "H"}
    for bad, reason in [((0, find(state, 2, "D3")), "not_your_turn"),
                        ((1, cards("HK")), "cards_not_in_hand"),
                        ((1, ()), "empty_play")]:
        with pytest.raises(RuleError) as err:
            state.apply(bad[0], Play(bad[1]))
        assert err.value.reason == reason
    with pytest.raises(RuleError):
        state.apply(TABLE, NextHand())
    with pytest.raises(RuleError):
        state.apply(1, Pass())
    assert snapshot(state) == before


def test_trick_goes_to_winner_who_leads_next_and_voids_are_public():
    state = rig(["HA H3", "S5 H4", "HK D4", "H6 C4"], dealer=0, level=2, trump="S")
    state.apply(0, Play(find(state, 0, "H3")))
    state.apply(1, Play(find(state, 1, "H4")))
    state.apply(2, Play(find(state, 2, "HK")))
    state.apply(3, Play(find(state, 3, "H6")))
    assert state.turn == 2 and state.leader == 2 and state.attacker_points == 0
    state.apply(2, Play(find(state, 2, "D4")))
    state.apply(3, Play(find(state, 3, "C4")))
    state.apply(0, Play(find(state, 0, "HA")))
    assert state.observe(1).voids[3] == frozenset({"D"})
    assert state.observe(1).voids[0] == frozenset({"D"})


def test_attackers_points_and_point_cards():
    state = rig(["H3 D9", "HK D8", "H5 D7", "HT D6"], dealer=0)
    for seat, code in [(0, "H3"), (1, "HK"), (2, "H5"), (3, "HT")]:
        state.apply(seat, Play(find(state, seat, code)))
    assert state.attacker_points == 25
    assert sorted(c.code() for c in state.observe(0).point_cards) == ["H5", "HK", "HT"]


def test_failed_throw_event_forces_the_smallest_unit():
    state = rig(["H9 H8 H8 H4 H4 D3", "HQ HQ D4 D5 D6 D7", "C3 C4 C5 C6 C7 C8", "S9 C9 CT CJ CQ CK"],
                dealer=0, level=2, trump="S")
    tried = find(state, 0, "H9 H8 H8 H4 H4")
    events = state.apply(0, Play(tried))
    failed = [e for e in events if e.kind == "throw_failed"][0]
    assert failed.private_to is None and sorted(failed.data["tried"]) == sorted(tried)
    assert sorted(c.rank for c in failed.data["forced"]) == [4, 4]
    assert state.trick == [(0, failed.data["forced"])]
    assert len(state.hands[0]) == 4 and state.penalty_points == 0


@pytest.mark.parametrize("thrower, sign", [(0, 1), (1, -1)])
def test_failed_throw_penalty_goes_to_the_opponents(thrower, sign):
    hands = ["D3 D4 D5 D6 D7 D8"] * 4
    hands = ["C3 C4 C5 C6 C7 C8", "D3 D4 D5 D6 D7 D8", "S3 S4 S5 S6 S7 S8", "D9 DT DJ DQ DK DA"]
    hands[thrower] = "H9 H8 H8 H4 H4 C9"
    hands[(thrower + 1) % 4] = "HQ HQ D4 D5 D6 D7" if thrower == 0 else "HQ HQ S4 S5 S6 S7"
    state = rig(hands, dealer=0, leader=thrower, throw_penalty=10)
    state.apply(thrower, Play(find(state, thrower, "H9 H8 H8 H4 H4")))
    assert state.penalty_points == sign * 30


def test_successful_throw_is_led_whole():
    state = rig(["HA HK HK D3", "HQ HJ H3 D4", "C3 C4 C5 C6", "S9 C9 CT CJ"], dealer=0)
    events = state.apply(0, Play(find(state, 0, "HA HK HK")))
    assert not any(e.kind == "throw_failed" for e in events)
    assert state.lead.is_throw and len(state.trick[0][1]) == 3


def last_trick_state(multiplier_rule="double"):
    # dealer 0; attackers (1, 3) win the last trick with a pair; kitty holds 25 points
    state = rig(["H3 H4", "HA HA", "H5 H6", "D3 D4"], dealer=0, leader=1, kitty="SK SK S5 D2 D2 D2 C2 C2",
                kitty_multiplier=multiplier_rule)
    state.attacker_points = 30
    return state


@pytest.mark.parametrize("rule, bonus", [("double", 25 * 4), ("literal", 25 * 2)])
def test_kitty_bonus_when_attackers_win_the_last_trick(rule, bonus):
    state = last_trick_state(rule)
    state.apply(1, Play(find(state, 1, "HA HA")))
    state.apply(2, Play(find(state, 2, "H5 H6")))
    state.apply(3, Play(find(state, 3, "D3 D4")))
    events = state.apply(0, Play(find(state, 0, "H3 H4")))
    result = state.result
    assert result.kitty_points == 25 and result.kitty_bonus == bonus
    assert result.total == 30 + 5 + bonus
    assert [e.kind for e in events][-2:] == ["trick_won", "hand_over"]
    assert state.phase == "hand_over" and state.to_act() == ()
    assert state.observe(2).result == result


def test_hand_over_then_next_hand_with_next_dealer():
    state = last_trick_state()
    for seat, code in [(1, "HA HA"), (2, "H5 H6"), (3, "D3 D4"), (0, "H3 H4")]:
        state.apply(seat, Play(find(state, seat, code)))
    result = state.result
    assert result.take_over and result.next_dealer == 1 and state.levels == [2, 2 + result.rise]
    events = state.apply(TABLE, NextHand())
    assert events[0].kind == "hand_started" and state.phase == "deal" and state.dealer == 1
    assert state.level_rank == state.levels[1]


def test_dealer_team_holding_rises():
    state = rig(["HA HA", "H3 H4", "H5 H6", "D3 D4"], dealer=0, level=5)
    for seat, code in [(0, "HA HA"), (1, "H3 H4"), (2, "H5 H6"), (3, "D3 D4")]:
        state.apply(seat, Play(find(state, seat, code)))
    assert state.result.total == 0 and state.result.rise == 3 and state.levels[0] == 8
    assert state.dealer == 2


def test_match_over_when_dealer_wins_at_a():
    state = rig(["HA HA", "H3 H4", "H6 H6", "D3 D4"], dealer=0, level=14)
    for seat, code in [(0, "HA HA"), (1, "H3 H4"), (2, "H6 H6"), (3, "D3 D4")]:
        state.apply(seat, Play(find(state, seat, code)))
    assert state.phase == "match_over" and state.is_match_over and state.result.winner == 0
    with pytest.raises(RuleError) as err:
        state.apply(TABLE, NextHand())
    assert err.value.reason == "match_over"


def test_observation_hides_other_hands_and_the_kitty():
    state = ShengjiState({}, random.Random(11), 2)
    while state.phase == "deal":
        state.apply(TABLE, DealNext()) if len(state.to_act()) == 1 or state.dealt < 100 else \
            state.apply(state.to_act()[0], state.legal_actions(state.to_act()[0])[1])
        if state.dealt == 100 and state.standing is None and len(state.to_act()) > 1:
            seat = state.to_act()[0]
            state.apply(seat, state.legal_actions(seat)[1])
    dealer = state.dealer
    for seat in range(4):
        obs = state.observe(seat)
        assert set(obs.hand) == state.hands[seat]
        if seat != dealer:
            assert obs.kitty == ()
    assert state.observe(None).hand == ()


@pytest.mark.parametrize("decks", [1, 2, 3])
def test_sample_world_keeps_own_hand_counts_and_public_facts(decks):
    state = state_in_play(decks, decks, tricks=4)
    me = state.turn
    obs = state.observe(me)
    rng = random.Random(1)
    total = 54 * decks
    for _ in range(10):
        world = sample_world(obs, rng)
        assert world.hands[me] == state.hands[me]
        assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
        assert len(world.kitty) == state.kitty_size
        everything = set().union(*world.hands) | set(world.kitty)
        everything |= {c for t in world.tricks for _, p in t.plays for c in p}
        everything |= {c for _, p in world.trick for c in p}
        assert len(everything) == total
        for seat in range(4):
            for cls in obs.voids[seat]:
                assert not any(world.ctx.suit_class[c] == cls for c in world.hands[seat])
        assert world.observe(me).hand == obs.hand and world.observe(me).trick == obs.trick
        world.apply(me, world.legal_actions(me)[0])


def test_sample_world_respects_voids():
    for seed in range(40):
        state = state_in_play(seed, 2, tricks=6)
        obs = state.observe(state.turn)
        if any(obs.voids[s] for s in range(4) if s != state.turn):
            break
    else:  # pragma: no cover
        pytest.fail("no void shown in 40 random hands")
    for seed in range(10):
        world = sample_world(obs, random.Random(seed))
        for seat in range(4):
            for cls in obs.voids[seat]:
                assert not any(world.ctx.suit_class[c] == cls for c in world.hands[seat])


def test_sample_world_refuses_the_deal_phase():
    state = ShengjiState({}, random.Random(1), 2)
    with pytest.raises(ValueError):
        sample_world(state.observe(0), random.Random(1))


def test_clone_is_independent():
    state = rig(["HA H3", "H4 S5", "HK D4", "H6 C4"], dealer=0)
    twin = state.clone()
    twin.apply(0, Play(find(twin, 0, "HA")))
    assert len(state.hands[0]) == 2 and state.trick == []


def test_next_dealer_004_is_the_attacker_who_won_the_last_trick():
    state = rig(["H4 H4", "D3 D4", "H5 H6", "HA HA"], dealer=0, leader=0, next_dealer="004")
    state.attacker_points = 100
    for seat, code in [(0, "H4 H4"), (1, "D3 D4"), (2, "H5 H6"), (3, "HA HA")]:
        state.apply(seat, Play(find(state, seat, code)))
    assert state.result.take_over and state.result.next_dealer == 3 and state.dealer == 3


def test_three_deck_titanic_ruffed_only_by_a_titanic():
    hands = ["H9 H9 H9 H8 H8 H8", "S4 S4 S4 S3 S3 S3", "S7 S7 S7 SQ SQ SQ", "D3 D4 D6 D7 D8 D9"]
    state = rig(hands, decks=3, dealer=0, level=5, trump="S")
    for seat, code in [(0, "H9 H9 H9 H8 H8 H8"), (1, "S4 S4 S4 S3 S3 S3"), (2, "S7 S7 S7 SQ SQ SQ"),
                       (3, "D3 D4 D6 D7 D8 D9")]:
        state.apply(seat, Play(find(state, seat, code)))
    # seat 1's titanic covers the lead; seat 2's two separate triples do not
    assert state.tricks[-1].winner == 1
