"""吃苍蝇 (engine/climbing/variants/chicangying*.py) against rules/climbing.md § 吃苍蝇; each test
quotes the rule line it checks.

Cards are exact codes (``H7`` deck 0, ``H7#1`` its twin in deck 1, ``BJ`` 小王, ``RJ#1`` …).
Positions are dealt by hand on a real state: :func:`position` gives seat ``s`` the cards of
``hands[s]`` with ``turned`` as the turned card (it must be in one of the hands: its holder is
the dealer).
"""
import random
from collections import Counter

import pytest

from engine.actions import Pass, Play
from engine.cards import BIG_JOKER, SMALL_JOKER, Card
from engine.climbing.legal import piles_of
from engine.climbing.round import Round
from engine.climbing.variants import chicangying as cc
from engine.climbing.variants.chicangying import (
    NAMED, OPEN_ALONE, PARTNER, SECRET_ALONE, GoAlone, NameCard, score_hand, twin_of,
)
from engine.climbing.variants.chicangying_cards import (
    JOKER_GROUP, SAME_RANK, beats, classify, hand_order, hun_ranks,
)
from engine.climbing.variants.chicangying_sample import sample_world
from engine.errors import RuleError
from engine.game import TABLE


def codes(text: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(code) for code in text.split())


def position(turned: str, hands: list[str]) -> cc.ChicangyingState:
    """A hand in its declare phase with these hands (any number of cards each)."""
    state = cc.new_state(cc.SPEC.resolved_options({}), random.Random(0))
    card = Card.from_code(turned)
    state.hands = [set(codes(text)) for text in hands]
    state._use_order(card.rank)
    state.piles = [piles_of(hand, state.encoding.order) for hand in state.hands]
    state.round = Round([state.encoding.pack(h) for h in state.hands], 0, cc.MOVES, cc.TEAM_RULES)
    state.round_plays, state.history = [], []
    state.turned = card
    state.dealer = next(s for s, hand in enumerate(state.hands) if card in hand)
    state.mode = state.named = state.partner_card = state.partner = None
    state.revealed = False
    state._phase, state._turn = cc.DECLARE, state.dealer
    return state


def pk(turned_rank: int, text: str) -> int:
    return hand_order(turned_rank).pack(codes(text))


def read(turned_rank: int, text: str):
    return classify(pk(turned_rank, text))


# --- the turned card and the order --------------------------------------------------------------


@pytest.mark.parametrize("turned, upper, lower", [
    (7, 8, 6), (3, 4, 2), (13, 14, 12),
    (14, 2, 13),  # "turned A → 上混 2, 下混 K"
    (2, 3, 14),  # "turned 2 → 上混 3, 下混 A"
])
def test_hun_ranks(turned, upper, lower):
    """"上混 = the rank one above the turned card, 下混 = the rank one below, counting around
    2, 3, …, K, A, 2.\""""
    assert hun_ranks(turned) == (upper, lower)


def test_order_high_to_low():
    """"Order high → low: 大王, 小王, 上混, 下混, A, K, Q, …, 3, 2 (without the two 混 ranks).\""""
    order = hand_order(7)  # 上混 8, 下混 6
    low_to_high = [2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 6, 8, SMALL_JOKER, BIG_JOKER]
    assert list(order.naturals) == low_to_high
    singles = ["S2", "S3", "S4", "S5", "S7", "S9", "ST", "SJ", "SQ", "SK", "SA", "S6", "S8", "BJ", "RJ"]
    for low, high in zip(singles, singles[1:]):
        assert beats(read(7, high), read(7, low)) and not beats(read(7, low), read(7, high))


def test_turned_card_its_holder_deals_and_27_each():
    """"One card is turned up before the deal … Its holder after the deal is the dealer (庄家).
    27 cards each." — and "a joker turned up is put back and another is turned".
    """
    jokers_turned = 0
    for seed in range(150):
        state = cc.new_state(cc.SPEC.resolved_options({}), random.Random(seed))
        assert [len(h) for h in state.hands] == [27] * 4
        assert not state.turned.is_joker
        assert state.turned in state.hands[state.dealer]
        assert state.phase == cc.DECLARE and state.to_act() == (state.dealer,)
        jokers_turned += sum(e.kind == "joker_turned" for e in state.initial_events)
    assert jokers_turned > 0  # 4 of 108: some seed turned one, and it went back


# --- plays -----------------------------------------------------------------------------------


@pytest.mark.parametrize("text, kind, size", [
    ("S9", "single", 1), ("S9 H9", "pair", 2), ("S9 H9 C9", "triple", 3),
    ("S9 H9 C9 D9 S9#1 H9#1 C9#1 D9#1", SAME_RANK, 8), ("S9 H9 C9 D9", SAME_RANK, 4),
    ("S9 HT", None, None), ("BJ RJ", None, None),
    ("BJ BJ#1", "pair", 2), ("RJ RJ#1", "pair", 2),
    ("BJ RJ RJ#1", JOKER_GROUP, 3), ("BJ BJ#1 RJ", JOKER_GROUP, 3), ("BJ BJ#1 RJ RJ#1", JOKER_GROUP, 4),
])
def test_plays_are_one_rank_or_a_joker_group(text, kind, size):
    """"Plays: 1 to 8 cards of one rank." Joker groups as listed; "a small and a big joker" are
    no pair."""
    found = read(7, text)
    assert (None if found is None else (found.kind, found.size)) == (None if kind is None else (kind, size))


def test_follow_with_as_many_of_a_higher_rank():
    """"Follow with the same number of a higher rank, or pass.\""""
    assert beats(read(7, "SK HK"), read(7, "SQ HQ"))
    assert not beats(read(7, "SK HK HK#1"), read(7, "SQ HQ"))  # more cards do not beat
    assert not beats(read(7, "SK"), read(7, "SQ HQ"))
    assert not beats(read(7, "SQ HQ"), read(7, "SQ#1 HQ#1"))


def test_joker_groups():
    """"two 大王 + one 小王 beats three 上混 and is the top triple; one 大王 + two 小王 beats three
    下混 but not three 上混; two 大王 + two 小王 beats four 上混 and is the top four. Pairs of the
    same joker are ordinary pairs (大王大王 > 小王小王).\""""
    upper3, lower3 = read(7, "S8 H8 C8"), read(7, "S6 H6 C6")
    big_group, small_group = read(7, "BJ RJ RJ#1"), read(7, "BJ BJ#1 RJ")
    assert beats(big_group, upper3) and beats(small_group, lower3)
    assert not beats(small_group, upper3) and beats(upper3, small_group)
    assert beats(big_group, small_group)
    four = read(7, "BJ BJ#1 RJ RJ#1")
    assert beats(four, read(7, "S8 H8 C8 D8")) and not beats(read(7, "S8 H8 C8 D8"), four)
    assert beats(read(7, "RJ RJ#1"), read(7, "BJ BJ#1")) and beats(read(7, "BJ BJ#1"), read(7, "S8 H8"))
    moves = cc.MOVES.leads(pk(7, "BJ BJ#1 RJ RJ#1"))
    assert Counter(m[1].kind for m in moves)[JOKER_GROUP] == 3


# --- the dealer's choice and the secret partner ------------------------------------------------------


def test_dealer_without_the_twin_plays_with_its_holder_or_alone():
    """"Partner: the holder of the other copy of the turned card" — "At any time before play the
    dealer may also declare 明独.\""""
    state = position("H7", ["H7 S3", "H7#1 S4", "S5", "S6"])
    assert state.legal_actions(0) == [Pass(), GoAlone(True)]
    with pytest.raises(RuleError) as err:
        state.apply(0, GoAlone(False))
    assert err.value.reason == "ccy_secret_needs_both"
    state.apply(0, Pass())
    assert state.partner == 1 and state.phase == "play" and state.to_act() == (0,)


def test_dealer_with_both_names_a_single_copy_card_or_goes_alone():
    """"If the dealer holds both, he may name another card of which he holds exactly one (its
    other holder becomes the partner), or play alone without saying so (暗独).\""""
    state = position("H7", ["H7 H7#1 SA S3 S3#1", "SA#1 S4", "S5", "S6"])
    legal = state.legal_actions(0)
    assert NameCard(Card.from_code("SA")) in legal and GoAlone(False) in legal and GoAlone(True) in legal
    assert NameCard(Card.from_code("S3")) not in legal and Pass() not in legal
    with pytest.raises(RuleError) as err:
        state.apply(0, NameCard(Card.from_code("S3")))
    assert err.value.reason == "ccy_name_single_copy"
    with pytest.raises(RuleError):
        state.apply(0, Pass())
    events = state.apply(0, NameCard(Card.from_code("SA")))
    assert state.mode == NAMED and state.partner == 1
    assert [e.data for e in events if e.kind == "dealer_chose"] == [{"mode": NAMED, "named": Card.from_code("SA")}]
    assert state.observe(2).partner is None and state.observe(1).partner == 1


def test_the_partner_must_show_the_twin_with_his_first_play_of_its_rank():
    """"The partner stays secret; the first time the partner plays cards of the turned card's rank,
    that play must include the turned card's twin.\""""
    state = position("H7", ["H7 S3", "S7 H7#1 S9", "S5 S4", "S6 S8"])
    state.apply(0, Pass())
    assert [o.partner for o in map(state.observe, range(4))] == [None, 1, None, None]
    state.apply(0, Play(codes("S3")))
    offered = [a for a in state.legal_actions(1) if isinstance(a, Play) and a.cards[0].rank == 7]
    assert offered and all(Card.from_code("H7#1") in a.cards for a in offered)
    with pytest.raises(RuleError) as err:
        state.apply(1, Play(codes("S7")))
    assert err.value.reason == "ccy_must_show_card"
    events = state.apply(1, Play(codes("H7#1")))
    assert [e.kind for e in events].count("partner_shown") == 1
    assert all(state.observe(s).partner == 1 for s in range(4)) and state.revealed


def test_secret_alone_looks_like_a_partnership_until_the_cards_show_it():
    """暗独: "play alone without saying so" — the others see an ordinary hand; "暗独 stays hidden
    until the hand shows it" (the dealer plays the second copy)."""
    state = position("H7", ["H7 H7#1 S3 S3#1 SA", "S4 S5", "S6 S8", "S9 ST"])
    state.apply(0, GoAlone(False))
    assert state.observe(0).mode == SECRET_ALONE
    assert [state.observe(s).mode for s in (1, 2, 3)] == [PARTNER] * 3
    public = [e for e in state.apply(0, Play(codes("H7"))) if e.kind == "partner_shown"]
    assert not public and not state.revealed
    state.apply(1, Pass()); state.apply(2, Pass()); state.apply(3, Pass())
    events = state.apply(0, Play(codes("H7#1")))
    assert any(e.kind == "partner_shown" for e in events)
    assert [state.observe(s).mode for s in range(4)] == [SECRET_ALONE] * 4


def test_jiefeng_next_player_leads_after_one_goes_out():
    """"接风: when a player goes out, the others may still beat that last play; if all pass, the
    player after the one who went out leads.\""""
    state = position("H7", ["H7 S3", "SK", "H7#1 S4", "S6 S8"])
    state.apply(0, Pass())
    state.apply(0, Play(codes("S3")))
    state.apply(1, Play(codes("SK")))  # seat 1 goes out
    state.apply(2, Pass()); state.apply(3, Pass()); state.apply(0, Pass())
    assert state.to_act() == (2,)  # the next seat leads (in 双扣 it would be seat 1's partner, 3)
    assert state.round.lead is None


# --- scores --------------------------------------------------------------------------------------


@pytest.mark.parametrize("mode, out, deltas", [
    (OPEN_ALONE, [0], (12, -4, -4, -4)),
    (OPEN_ALONE, [2], (-12, 4, 4, 4)),
    (SECRET_ALONE, [0], (6, -2, -2, -2)),
    (SECRET_ALONE, [3], (-6, 2, 2, 2)),
])
def test_dealer_alone_scores(mode, out, deltas):
    """"Score, dealer alone: the hand ends as soon as anyone goes out. 明独: dealer out first → +12
    and −4 from each of the three; otherwise −12 and +4 each. 暗独: ±6 and ∓2.\""""
    assert score_hand(out, 0, mode, None).deltas == deltas


@pytest.mark.parametrize("out, deltas, outcome", [
    ([0, 2], (4, -4, 4, -4), "double"),
    ([1, 3], (-4, 4, -4, 4), "double"),
    ([0, 1, 2], (2, -2, 2, -2), "single"),
    ([0, 1, 3], (0, 0, 0, 0), "level"),
])
def test_two_against_two_scores(out, deltas, outcome):
    """"Score, two against two: one team 1st and 2nd → ±4 each; 1st and 3rd → ±2 each; 1st and
    4th → 0." (dealer 0, partner 2)"""
    result = score_hand(out, 0, PARTNER, 2)
    assert result.deltas == deltas and result.lines[0][1]["outcome"] == outcome


def test_alone_hand_ends_at_the_first_player_out():
    state = position("H7", ["H7 S3", "SK", "S5 S4", "S6 S8"])
    state.apply(0, GoAlone(True))
    state.apply(0, Play(codes("S3")))
    state.apply(1, Play(codes("SK")))
    assert state.phase == "hand_over" and state.result.deltas == (-12, 4, 4, 4)


def test_illegal_play_changes_nothing():
    state = position("H7", ["H7 S3 S4", "H7#1 SK", "S5 S4#1", "S6 S8"])
    state.apply(0, Pass())
    before = [state.observe(s) for s in range(4)]
    with pytest.raises(RuleError):
        state.apply(0, Play(codes("S3 S4")))
    with pytest.raises(RuleError):
        state.apply(2, Play(codes("S5")))
    assert [state.observe(s) for s in range(4)] == before


# --- what each seat may know ---------------------------------------------------------------------


def test_sampled_worlds_never_give_the_twin_to_a_seat_that_ruled_itself_out():
    """A seat that played the turned rank without the twin is not the partner; the others can
    imagine 暗独 (the dealer holding the twin), the dealer cannot."""
    state = position("H7", ["H7 S3 SQ", "H7#1 S9 SJ", "S7 S4 S2", "S6 S8 ST"])
    state.apply(0, Pass())
    state.apply(0, Play(codes("S3")))
    state.apply(1, Play(codes("S9")))
    state.apply(2, Pass())  # not the turned rank yet
    state.apply(3, Pass()); state.apply(0, Pass())
    state.apply(1, Play(codes("SJ")))
    state.apply(2, Pass()); state.apply(3, Pass()); state.apply(0, Pass())
    # seat 1 leads again; seat 2 has not played a 7 (it holds S7) — let seat 3's view be sampled
    twin = Card.from_code("H7#1")
    holders = Counter()
    obs = state.observe(3)
    for k in range(300):
        world = sample_world(obs, random.Random(k))
        assert world.observe(3) == obs
        holders[next(s for s, h in enumerate(world.hands) if twin in h)] += 1
    assert set(holders) == {0, 1, 2}  # the dealer too: a 暗独 world
    dealer_view = state.observe(0)
    for k in range(100):
        world = sample_world(dealer_view, random.Random(k))
        assert world.observe(0) == dealer_view
        assert twin not in world.hands[0]


def test_whole_match_runs_and_totals_add_up():
    state = cc.new_state(cc.SPEC.resolved_options({"match_hands": 4}), random.Random(9))
    rng = random.Random(9)
    while state.phase != "match_over":
        seat = state.to_act()[0] if state.to_act() else TABLE
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
    assert state.hand_no == 4 and sum(state.scores) == 0
    assert twin_of(Card.from_code("H7")) == Card.from_code("H7#1")


def test_a_dealer_who_played_the_turned_rank_may_still_hold_the_twin():
    """暗独: the dealer plays one copy of the turned card and the two other seats play 7s
    without it; to the fourth seat only a 暗独 world is left (the soak found the sampler
    ruling the dealer out, with nowhere left to put the twin)."""
    state = position("H7", ["H7 H7#1 S3 SA", "S7 S4 SK", "C7 S5 SQ", "S6 S8 ST"])
    state.apply(0, GoAlone(False))
    state.apply(0, Play(codes("H7")))
    state.apply(1, Pass()); state.apply(2, Pass()); state.apply(3, Pass())
    state.apply(0, Play(codes("S3")))
    state.apply(1, Play(codes("S7")))
    state.apply(2, Pass()); state.apply(3, Pass()); state.apply(0, Pass())
    state.apply(1, Play(codes("S4")))
    state.apply(2, Play(codes("C7")))
    obs = state.observe(3)
    assert obs.mode == PARTNER and obs.partner is None
    for k in range(20):
        world = sample_world(obs, random.Random(k))
        assert world.observe(3) == obs
        assert Card.from_code("H7#1") in world.hands[0] and world.mode == SECRET_ALONE
