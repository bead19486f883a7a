"""双扣 (engine/climbing/variants/shuangkou.py, engine/climbing/places.py) against
rules/climbing.md § 双扣; each test quotes the rule line it checks.

Two decks, so a play may hold up to eight cards of a rank: plays are written as rank tokens
(``"3 3 3 3 3"``) and packed directly; whole positions are built on a real state.
"""
import random

import pytest

from engine.actions import Pass, Play
from engine.cards import BIG_JOKER, SMALL_JOKER, SUITED_SUITS, Card, Suit
from engine.climbing.combos import classify, combo
from engine.climbing.places import DOUBLE, LEVEL, SINGLE, full_places, team_outcome
from engine.climbing.ranks import DOUDIZHU_ORDER, UNIT
from engine.climbing.round import Round
from engine.climbing.tables import BOMB, PAIR, PAIR_STRAIGHT, PLANE, ROCKET, STRAIGHT, TRIPLE
from engine.climbing.variants import shuangkou as sk
from engine.errors import RuleError
from engine.game import TABLE
from tests.notation import rank_of

TABLE_SK = sk.SHUANGKOU


def packed(text: str) -> int:
    return sum(UNIT[DOUDIZHU_ORDER.index(rank_of(token))] for token in text.split())


def read(text: str):
    return classify(packed(text), None, TABLE_SK)


def kind(text: str):
    found = read(text)
    return None if found is None else found.kind


def beats(new: str, old: str) -> bool:
    from engine.climbing.combos import beats as shared_beats

    return shared_beats(read(new), read(old), TABLE_SK)


def physical(text: str, dealt: set) -> tuple[Card, ...]:
    """Distinct physical cards of two decks for rank tokens (suits and decks assigned in turn)."""
    out = []
    for token in text.split():
        rank = rank_of(token)
        if rank in (SMALL_JOKER, BIG_JOKER):
            options = [Card(rank, Suit.JOKER, d) for d in (0, 1)]
        else:
            options = [Card(rank, s, d) for d in (0, 1) for s in SUITED_SUITS]
        card = next(c for c in options if c not in dealt)
        dealt.add(card)
        out.append(card)
    return tuple(out)


def position(hands: list[str], to_act: int = 0) -> sk.ShuangkouState:
    """A 双扣 state in play with these hands (rank tokens), ``to_act`` to lead."""
    state = sk.new_state(sk.SPEC.resolved_options({}), random.Random(0))
    dealt: set = set()
    state.hands = [set(physical(text, dealt)) for text in hands]
    state.piles = [sk.piles_of(h, DOUDIZHU_ORDER) for h in state.hands]
    state.round = Round([sk.ENCODING.pack(h) for h in state.hands], to_act, sk.MOVES,
                        state.round_rules, teams=sk.TEAMS)
    state.round_plays, state.history = [], []
    state._start_play(to_act, [])
    return state


def play(state, seat: int, text: str):
    """Seat plays the cards of these ranks from its hand (lowest ids first)."""
    hand = sorted(state.hands[seat], key=lambda c: c.id)
    chosen = []
    for token in text.split():
        rank = rank_of(token)
        card = next(c for c in hand if c.rank == rank and c not in chosen)
        chosen.append(card)
    return state.apply(seat, Play(tuple(chosen)))


# --- the deal -------------------------------------------------------------------------------------


def test_deal_27_each_from_two_decks():
    """"Deal 27 each." — 108 cards, every one dealt once."""
    state = sk.new_state(sk.SPEC.resolved_options({}), random.Random(3))
    assert [len(h) for h in state.hands] == [27] * 4
    everything = [c for h in state.hands for c in h]
    assert len(set(everything)) == 108
    assert sum(c.is_joker for c in everything) == 4


def test_partners_sit_opposite():
    """"Partners sit opposite.\""""
    state = sk.new_state(sk.SPEC.resolved_options({}), random.Random(3))
    obs = state.observe(0)
    assert obs.teams == (0, 1, 0, 1)
    assert state.round.partner_of(0) == 2 and state.round.partner_of(1) == 3


# --- combinations ---------------------------------------------------------------------------------


def test_rank_order_three_low_big_joker_high():
    """"Rank order 3 < … < A < 2 < 小王 < 大王.\""""
    order = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ", "RJ"]
    for low, high in zip(order, order[1:]):
        assert beats(high, low) and not beats(low, high)


@pytest.mark.parametrize("text, expected", [
    ("5", "single"), ("5 5", PAIR), ("5 5 5", TRIPLE),
    ("3 4 5 6 7", STRAIGHT), ("10 J Q K A", STRAIGHT), ("3 4 5 6 7 8 9 10 J Q K A", STRAIGHT),
    ("3 4 5 6", None), ("J Q K A 2", None),
    ("3 3 4 4 5 5", PAIR_STRAIGHT), ("3 3 4 4", None), ("K K A A 2 2", None),
    ("3 3 3 4 4 4 5 5 5", PLANE), ("3 3 3 4 4 4", None), ("Q Q Q K K K A A A", PLANE),
    ("7 7 7 7", BOMB), ("7 7 7 7 7 7 7 7", BOMB),
    ("BJ BJ", PAIR), ("RJ RJ", PAIR), ("BJ RJ", None),
    ("BJ BJ RJ RJ", ROCKET),
    ("3 3 3 4", None), ("3 3 3 4 4", None), ("3 3 3 3 4 5", None),
])
def test_combinations(text, expected):
    """"Combinations: single; pair; triple; 顺子 ≥5 consecutive ranks within 3…A; 连对 ≥3
    consecutive pairs within 3…A; 连三张 ≥3 consecutive triples within 3…A; 炸弹 4 to 8 cards of
    one rank; 天王炸弹 all four jokers. Two identical jokers form a pair; a small and a big joker
    do not." (No kickers: 三带一, 三带二 and 四带二 are not plays.)"""
    assert kind(text) == expected


def test_same_kind_compares_by_highest_rank_and_equal_size():
    """"Same kind and same number of cards compare by highest rank.\""""
    assert beats("4 5 6 7 8", "3 4 5 6 7")
    assert not beats("4 5 6 7 8 9", "3 4 5 6 7")  # another length
    assert beats("4 4 5 5 6 6", "3 3 4 4 5 5")
    assert not beats("5 5", "5 5") and not beats("4 4", "5 5")
    assert beats("RJ RJ", "BJ BJ") and beats("BJ BJ", "2 2")


@pytest.mark.parametrize("new, old", [
    ("3 3 3 3", "A"), ("3 3 3 3", "2 2"), ("3 3 3 3", "3 4 5 6 7 8 9 10 J Q K A"),
    ("3 3 3 3 3", "2 2 2 2"),  # more cards first
    ("5 5 5 5", "4 4 4 4"),  # then rank
    ("3 3 3 3 3 3 3 3", "2 2 2 2 2 2 2"),
    ("BJ BJ RJ RJ", "3 3 3 3 3 3 3 3"),  # 天王炸弹 beats everything
    ("BJ BJ RJ RJ", "A"),
])
def test_bomb_ladder(new, old):
    """"Any bomb beats any non-bomb; bombs compare by number of cards, then rank; 天王炸弹 beats
    everything.\""""
    assert beats(new, old)
    assert not beats(old, new)


def test_a_hand_lists_bombs_of_every_size_it_can():
    """Bombs of 4 to 8: a hand with six 9s may bomb with four, five or six of them."""
    moves = sk.MOVES.leads(packed("9 9 9 9 9 9 BJ BJ RJ RJ"))
    bombs = sorted(m[1].size for m in moves if m[1].kind == BOMB)
    assert bombs == [4, 5, 6]
    assert any(m[1].kind == ROCKET for m in moves)
    answers = sk.MOVES.responses(packed("9 9 9 9 9 9"), read("10 10 10 10 10"))
    assert [m[1].size for m in answers] == [6]


# --- who leads, 接风, places -----------------------------------------------------------------------


def test_first_hand_leader_is_drawn_and_after_a_single_the_first_out_leads():
    """"Who leads: the first hand, a new match, after a 双扣 … → a random player. After 单扣 or
    平扣 → the player who went out first in the previous hand.\""""
    leaders = set()
    for seed in range(12):
        state = sk.new_state(sk.SPEC.resolved_options({}), random.Random(seed))
        leaders.add(state.to_act()[0])
        assert state.initial_events[0].data["drawn_by_lot"] is True
    assert len(leaders) > 1
    state = position(["3", "4 4", "5", "6 6"], to_act=0)
    play(state, 0, "3")  # seat 0 out first
    state.apply(1, Pass()); state.apply(2, Pass()); state.apply(3, Pass())
    assert state.to_act() == (2,)  # 接风: seat 0's partner leads
    play(state, 2, "5")  # seat 2 out second: 双扣, the hand is over
    assert state.phase == "hand_over" and state.result.outcome.outcome == DOUBLE
    events = state.apply(TABLE, state.legal_actions(TABLE)[0])
    started = next(e for e in events if e.kind == "hand_started")
    assert started.data["drawn_by_lot"] is True  # after a 双扣 the lead is drawn again


def test_jiefeng_passes_the_lead_to_the_partner():
    """"接风: when a player goes out and everyone after them passes, the lead passes to that
    player's partner.\""""
    state = position(["9", "3 4", "5 6", "7 8"], to_act=0)
    play(state, 0, "9")
    for seat in (1, 2, 3):
        state.apply(seat, Pass())
    assert state.round.lead is None and state.to_act() == (2,)


def test_jiefeng_can_be_refused_by_beating_the_last_play():
    """The others may still beat the last play of the player who went out; then the round goes on."""
    state = position(["9", "10 3", "5 6", "7 8"], to_act=0)
    play(state, 0, "9")
    play(state, 1, "10")
    state.apply(2, Pass()); state.apply(3, Pass())
    assert state.to_act() == (1,) and state.round.lead is None  # seat 1 won the round and leads


def test_single_kou_gives_first_and_third_two_each():
    """"单扣: one team takes 1st and 3rd: 1st +2, 3rd +2, 2nd −2, 4th −2.\""""
    state = position(["9", "10", "5 6", "7 8 3"], to_act=0)
    play(state, 0, "9")
    play(state, 1, "10")  # 1 out second
    state.apply(2, Pass()); state.apply(3, Pass())
    # seat 1 went out and all passed: 接风 to seat 3
    assert state.to_act() == (3,)
    play(state, 3, "3")
    assert state.to_act() == (2,)  # seats out are skipped
    play(state, 2, "5")
    state.apply(3, Pass())
    play(state, 2, "6")  # seat 2 out third: 单扣 for seats 0 and 2
    assert state.phase == "hand_over"
    result = state.result
    assert result.outcome.outcome == SINGLE and result.outcome.places[:3] == (0, 1, 2)
    assert result.deltas == (2, -2, 2, -2)
    state.apply(TABLE, state.legal_actions(TABLE)[0])
    assert state.to_act() == (0,)  # the first out of the last hand leads


def test_places_and_outcomes():
    """"双扣: one team takes 1st and 2nd … 单扣: 1st and 3rd … 平扣: one team takes 1st and 4th:
    all 0." The hand ends once its outcome is fixed; the rest follow in turn order."""
    partner = sk.PARTNER_OF
    assert team_outcome([1, 3], partner).outcome == DOUBLE
    assert team_outcome([1, 2, 3], partner).outcome == SINGLE
    assert team_outcome([1, 2, 0], partner).outcome == LEVEL
    assert full_places([1, 2, 0], 4) == (1, 2, 0, 3)
    assert full_places([2, 0], 4) == (2, 0, 3, 1)


@pytest.mark.parametrize("out, bombs, deltas, multiplier", [
    ([0, 2], [], (4, -4, 4, -4), 1),
    ([0, 2], [(2, combo(BOMB, 5, 1, 4))], (4, -4, 4, -4), 1),  # a four does not multiply
    ([0, 2], [(2, combo(BOMB, 5, 1, 5))], (8, -8, 8, -8), 2),
    ([0, 2], [(0, combo(BOMB, 5, 1, 6)), (2, combo(BOMB, 9, 1, 5))], (12, -12, 12, -12), 3),
    ([0, 2], [(0, combo(BOMB, 5, 1, 7))], (16, -16, 16, -16), 4),
    ([0, 2], [(0, combo(BOMB, 5, 1, 8))], (20, -20, 20, -20), 5),
    ([0, 2], [(0, combo(ROCKET, 14, 1, 4))], (20, -20, 20, -20), 5),
    ([0, 2], [(1, combo(BOMB, 5, 1, 8))], (4, -4, 4, -4), 1),  # the losers' bomb does not count
    ([3, 0, 1], [(1, combo(BOMB, 5, 1, 6))], (-6, 6, -6, 6), 3),
    ([3, 0, 2], [(1, combo(BOMB, 5, 1, 6))], (0, 0, 0, 0), 3),
])
def test_multiplier_is_the_winning_teams_largest_bomb(out, bombs, deltas, multiplier):
    """"Multiplier (翻倍) on the winning team's gains and the losers' losses: the largest bomb the
    winning team played in the hand — 5 cards ×2, 6 ×3, 7 ×4, 8 ×5, 天王炸弹 ×5. The largest one
    counts only.\""""
    result = sk.score_hand(out, bombs)
    assert result.deltas == deltas and sum(result.deltas) == 0
    assert result.multiplier == multiplier
    if multiplier > 1:
        assert result.lines[-1][0] == "sk_bomb" and result.lines[-1][2] == multiplier


def test_illegal_plays_are_refused_and_change_nothing():
    state = position(["3 3 4", "5 5", "6", "7"], to_act=0)
    before = state.observe(0)
    with pytest.raises(RuleError) as err:
        play(state, 0, "3 4")
    assert err.value.reason == "not_a_combination"
    assert state.observe(0) == before
    play(state, 0, "3 3")
    with pytest.raises(RuleError) as err:
        play(state, 1, "5")
    assert err.value.reason == "kind_mismatch"


def test_match_keeps_running_totals_and_ends():
    state = sk.new_state(sk.SPEC.resolved_options({"match_hands": 4}), random.Random(5))
    rng = random.Random(5)
    total = [0, 0, 0, 0]
    while state.phase != "match_over":
        seat = state.to_act()[0] if state.to_act() else TABLE
        legal = state.legal_actions(seat)
        for event in state.apply(seat, legal[rng.randrange(len(legal))]):
            if event.kind == "hand_over":
                total = [t + d for t, d in zip(total, event.data["result"].deltas)]
    assert state.hand_no == 4 and list(state.scores) == total and sum(total) == 0
