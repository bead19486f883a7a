"""Every line of shared/rules/dapie.md, quoted, with the case that shows it."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.actions import Bid, Double, NextHand, Pass, Play
from engine.cards import ACE, KING, Card, Suit
from engine.dapie.actions import Concede, LayDown, NameTrump, PutBack
from engine.dapie.rules import KIND_A, KIND_B, fankan
from engine.dapie.score import settle
from engine.errors import RuleError
from engine.game import TABLE
from engine.tricks.points import card_points

from .helpers import DEAL_A, KITTY_A, cards, new_state, rig, to_play


def refused(state, seat, action) -> str:
    with pytest.raises(RuleError) as info:
        state.apply(seat, action)
    return info.value.reason


# "Kinds: A (dapie, default): ranks 5…A in four suits, 40 cards, 9 each + 4 kitty.
#  B (dapie-noace): ranks 5…K, 36 cards, 8 each + 4 kitty."
@pytest.mark.parametrize("variant, size, each", [("dapie", 40, 9), ("dapie-noace", 36, 8)])
def test_kinds_deal_their_cards(variant, size, each):
    state = new_state(variant)
    assert len(state.inventory()) == size and len(set(state.inventory())) == size
    assert [len(h) for h in state.pos.hands] == [each] * 4 and len(state.kitty) == 4
    ranks = {c.rank for c in state.inventory()}
    assert ranks == set(range(5, ACE + 1 if variant == "dapie" else KING + 1))


# "Order within a suit: A (kind A only) K Q J 10 9 8 7 6 5."
def test_order_within_a_suit():
    ctx = KIND_A.context(Suit.HEARTS)
    spades = sorted(cards("S5 SA ST SK SJ S9 SQ S6 S8 S7"), key=ctx.order.__getitem__, reverse=True)
    assert " ".join(c.code() for c in spades) == "SA SK SQ SJ ST S9 S8 S7 S6 S5"
    assert KIND_B.top_rank == KING


# "Points: each 5 = 5, each 10 = 10, each K = 10; 100 in all, in both kinds."
def test_points_total_100_in_both_kinds():
    assert card_points(KIND_A.deck) == 100 == card_points(KIND_B.deck)
    assert card_points(cards("S5 HT DK CA")) == 25


# "Dealer: random for the first hand, then the previous declarer."
def test_dealer_random_then_previous_declarer():
    dealers = {new_state(seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    state = rig(new_state(), DEAL_A, KITTY_A, dealer=0)
    to_play(state, declarer=2, contract=40, answer=None)
    state.apply(2, Concede()) if state.phase == "answer" else None
    while state.phase == "play":
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    state.apply(TABLE, NextHand())
    assert state.dealer == 2 and state.auction.bidder == 3


# "Bidding (叫分) in dealing order starting after the dealer, one turn each: a bid of 40…100 in
#  steps of 5 that beats the current highest, or pass. The highest bidder is the declarer and
#  the bid is the contract (打牌分数)."
def test_bidding_one_turn_each_after_the_dealer():
    state = rig(new_state(), DEAL_A, KITTY_A, dealer=3)
    assert state.to_act() == (0,)
    assert refused(state, 1, Bid(50)) == "not_your_turn"
    assert refused(state, 0, Bid(42)) == "dapie_bid_range"
    assert refused(state, 0, Bid(105)) == "dapie_bid_range"
    assert refused(state, 0, Bid(35)) == "dapie_bid_range"
    state.apply(0, Bid(50))
    assert refused(state, 1, Bid(50)) == "bid_not_higher"
    assert [a.value for a in state.legal_actions(1) if isinstance(a, Bid)] == list(range(55, 101, 5))
    state.apply(1, Bid(65))
    state.apply(2, Pass())
    state.apply(3, Pass())
    assert state.phase == "trump" and state.declarer == 1 and state.contract == 65
    assert state.auction.bids == ((0, 50), (1, 65), (2, 0), (3, 0))  # one turn each: 0 did not bid again


# "All four pass → redeal; after two such redeals in a row, on the third deal the dealer must
#  bid (at least 40) if the others pass (第三盘庄家必打)."
def test_third_deal_the_dealer_must_bid():
    state = new_state(seed=4)
    dealer = state.dealer
    for deal in range(3):
        for k in range(1, 4):
            state.apply((dealer + k) % 4, Pass())
        if deal < 2:
            assert Pass() in state.legal_actions(dealer)
            events = state.apply(dealer, Pass())
            assert [e.kind for e in events][:2] == ["bid", "redeal"]
            assert state.phase == "bid" and state.dealer == dealer and state.redeals == deal + 1
    assert state.observe(dealer).must_bid
    assert Pass() not in state.legal_actions(dealer)
    assert state.legal_actions(dealer)[0] == Bid(40)
    assert refused(state, dealer, Pass()) == "dapie_dealer_must_bid"
    state.apply(dealer, Bid(40))
    assert state.declarer == dealer and state.contract == 40 and state.redeals == 0


def test_third_deal_the_dealer_may_pass_when_someone_bid():
    state = new_state(seed=4)
    dealer = state.dealer
    for _ in range(2):
        for k in range(1, 5):
            state.apply((dealer + k) % 4, Pass())
    state.apply((dealer + 1) % 4, Bid(45))
    state.apply((dealer + 2) % 4, Pass())
    state.apply((dealer + 3) % 4, Pass())
    assert Pass() in state.legal_actions(dealer)


# "Trump and kitty: the declarer names a trump suit (叫主), takes the 4 kitty cards and puts
#  back 4, face down; no 5, 10 or K may be put back; every trump or A put back is shown to
#  all. The put-back cards are revealed after the hand."
def test_trump_kitty_and_put_back():
    state = rig(new_state(), DEAL_A, KITTY_A, dealer=3)
    state.apply(0, Bid(70))
    for seat in (1, 2, 3):
        state.apply(seat, Pass())
    assert state.legal_actions(0) == [NameTrump(s) for s in "SHCD"]
    assert refused(state, 0, NameTrump("J")) == "dapie_not_a_suit"
    events = state.apply(0, NameTrump("H"))
    assert state.trump == Suit.HEARTS and len(state.pos.hands[0]) == 13
    private = [e for e in events if e.kind == "kitty_cards"]
    assert private[0].private_to == 0 and set(private[0].data["cards"]) == set(cards(KITTY_A))
    assert state.observe(0).kitty_taken and not state.observe(1).kitty_taken
    assert refused(state, 0, PutBack(tuple(cards("C5 D7 D6 HA")))) == "dapie_put_back_points"   # a 5
    assert refused(state, 0, PutBack(tuple(cards("SK D7 D6 HA")))) == "dapie_put_back_points"   # a K
    assert refused(state, 0, PutBack(tuple(cards("D7 D6")))) == "bury_count"
    assert refused(state, 0, PutBack(tuple(cards("D7 D6 S9 H8")))) == "cards_not_in_hand"
    assert all(not any(c.rank in (5, 10, 13) for c in a.cards) for a in state.legal_actions(0))
    state.apply(0, PutBack(tuple(cards("HA CA D7 D6"))))
    # a trump (HA, hearts are trump) and an A (CA) are shown; D7 D6 are not
    for seat in (None, 1, 2, 3):
        view = state.observe(seat)
        assert set(view.shown_put_back) == set(cards("HA CA"))
        assert not set(cards("D7 D6")) & {c for c in view.hand}
        assert view.put_back == ()
    assert set(state.observe(0).put_back) == set(cards("HA CA D7 D6"))
    assert set(cards("D7 D6")) <= state.secrets(1) and not set(cards("D7 D6")) & state.secrets(0)
    state.apply(1, Double(False)); state.apply(2, Double(False)); state.apply(3, Double(False))
    while state.phase == "play":
        seat = state.to_act()[0]
        state.apply(seat, [a for a in state.legal_actions(seat) if isinstance(a, Play)][0])
    assert set(state.observe(2).result.kitty) == set(cards("HA CA D7 D6"))  # revealed after the hand


# "倒 / 踢回: each 撇家 in turn may 倒. If anyone did, the declarer chooses: 认输 …, 踢回 (kick
#  back), or 放弃 (play on without kicking back). The stake between the declarer and one 撇家: ×1;
#  ×2 if that 撇家 chose 倒; ×4 if the declarer then chose 踢回."
def test_each_opponent_in_turn_then_the_declarers_answer():
    state = to_play(rig(new_state(), DEAL_A, KITTY_A, dealer=0), declarer=1, doubles=())
    assert state.phase == "double" and state.to_act() == (2,)
    state.apply(2, Double(False))
    assert state.to_act() == (3,)
    state.apply(3, Double(True))
    state.apply(0, Double(False))
    assert state.phase == "answer" and state.to_act() == (1,)
    assert state.legal_actions(1) == [Double(False), Double(True), Concede()]
    assert state.observe(0).stakes == (1, 0, 1, 2)
    state.apply(1, Double(True))
    assert state.phase == "play" and state.observe(2).stakes == (1, 0, 1, 4)


def test_nobody_doubles_play_starts():
    state = to_play(rig(new_state(), DEAL_A, KITTY_A, dealer=0), declarer=1)
    assert state.phase == "play" and state.to_act() == (1,) and state.answer is None


def test_play_on_keeps_the_doubled_stakes():
    state = to_play(rig(new_state(), DEAL_A, KITTY_A, dealer=0), declarer=1,
                    doubles=(True, True, False), answer=Double(False))
    assert state.observe(3).stakes == (1, 0, 2, 2) and state.answer == "play_on"


# "认输 (concede: the hand ends, the declarer pays 2 × base to the first player who chose 倒 only)"
def test_concede_pays_twice_the_base_to_the_first_doubler_only():
    state = to_play(rig(new_state(base=5), DEAL_A, KITTY_A, dealer=0), declarer=1,
                    doubles=(False, True, True), answer=Concede())
    result = state.result
    assert state.phase == "hand_over" and result.outcome == "conceded"
    assert result.deltas == (0, -10, 0, 10)  # seat 3 doubled first (asked 2, 3, 0); seat 0 gets nothing
    assert state.scores == (0, -10, 0, 10)
    assert [line[0] for line in result.lines] == ["dapie_base", "dapie_concede", "dapie_opponent"]


# "摆撇: before the first lead the declarer may lay his hand face up and claim every point. Then all
#  four hands are shown to everyone. His cards are played automatically: trumps high to low, then
#  each other suit high to low; the 撇家 play freely. The hand ends the moment the 撇家 win any
#  point card (the 摆撇 fails); if they win none, it succeeds."
def test_lay_down_only_at_the_first_lead():
    state = to_play(rig(new_state(), DEAL_A, KITTY_A, dealer=3), declarer=0, trump="S")
    assert state.legal_actions(0)[0] == LayDown()
    assert refused(state, 1, LayDown()) == "not_your_turn"
    state.apply(0, Play((Card.from_code("SA"),)))
    state.apply(1, state.legal_actions(1)[0])
    assert LayDown() not in state.legal_actions(2)
    assert refused(state, 2, LayDown()) == "dapie_lay_down_first_lead"


def test_lay_down_shows_all_hands_and_plays_itself():
    state = to_play(rig(new_state(), DEAL_A, KITTY_A, dealer=3), declarer=0, trump="S",
                    put_back="D7 D6 HA CA")  # keeps SA SK SQ SJ ST S9 HK C5 D5
    hands = [tuple(sorted(h)) for h in state.pos.hands]
    events = state.apply(0, LayDown())
    assert events[0].kind == "laid_down" and events[0].private_to is None
    assert [tuple(sorted(h)) for h in events[0].data["hands"]] == hands
    now = [tuple(sorted(h)) for h in state.pos.hands]
    for seat in (None, 0, 1, 2, 3):
        assert [tuple(sorted(h)) for h in state.observe(seat).open_hands] == now
        assert not state.secrets(seat) - set(cards("D7 D6 HA CA"))
    assert [e.data["cards"][0].code() for e in events if e.kind == "played"] == ["SA"]
    assert events[1].data.get("automatic")
    assert refused(state, 0, Play((Card.from_code("SK"),))) == "not_your_turn"
    order = []
    while state.phase == "play":
        seat = state.to_act()[0]
        assert seat != 0
        for event in state.apply(seat, state.legal_actions(seat)[0]):
            if event.kind == "played" and event.seat == 0:
                order.append(event.data["cards"][0].code())
    # trumps high to low, then hearts (HK), clubs (C5), diamonds (D5) high to low
    assert order[:5] == ["SK", "SQ", "SJ", "ST", "S9"]
    result = state.result
    assert result.laid_down and result.special == "baipie"


def test_lay_down_fails_the_moment_the_opponents_win_a_point():
    state = to_play(rig(new_state(), DEAL_A, KITTY_A, dealer=3), declarer=0, trump="S",
                    put_back="D7 D6 HA CA")
    state.apply(0, LayDown())
    while state.phase == "play":
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    result = state.result
    last = state.tricks[-1]
    # his C5 is led at trick 8 and taken by a club: 5 points to the 撇家 end the hand there
    assert result.outcome == "loss" and len(state.tricks) == 8
    assert last.winner != 0 and last.points > 0 and Card.from_code("C5") in dict(last.plays)[0]
    assert [len(h) for h in state.pos.hands] == [1, 1, 1, 1]  # ended at once, cards left in hands
    assert result.special == "baipie"
    assert all(line[2] > 0 for line in result.lines if line[0] == "dapie_opponent")


def test_lay_down_lost_pays_six_times():
    state = rig(new_state(), DEAL_A, KITTY_A, dealer=3)
    # seat 0 declares hearts holding only HA HK of the top hearts: 撇家 seat 2 ruffs? no: they follow
    to_play(state, declarer=0, trump="H", put_back="D7 D6 S9 CA")
    state.apply(0, LayDown())
    while state.phase == "play":
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    result = state.result
    assert result.special == "baipie"
    factor = -1 if result.outcome == "win" else 1
    assert [l[2] for l in result.lines if l[0] == "dapie_opponent"] == [factor * 2 * 6] * 3  # 翻坎 ×2 (60)


# "Play: the declarer leads first; the winner of a trick leads the next. Decision a player must
#  follow the led suit if able; otherwise any card, trump or not. Highest trump wins, otherwise
#  highest card of the led suit."
def test_follow_suit_and_trick_winner():
    state = to_play(rig(new_state(), DEAL_A, KITTY_A, dealer=3), declarer=0, trump="D")
    assert state.to_act() == (0,)
    state.apply(0, Play((Card.from_code("HK"),)))
    assert refused(state, 1, Play((Card.from_code("S8"),))) == "must_follow_suit"
    assert refused(state, 1, Play((Card.from_code("HQ"), Card.from_code("HJ")))) == "wrong_count"
    assert {a.cards[0].code() for a in state.legal_actions(1)} == {"HQ", "HJ", "HT", "H9"}
    state.apply(1, Play((Card.from_code("H9"),)))
    state.apply(2, Play((Card.from_code("H7"),)))
    # seat 3 has H6 H5: must follow; make it a ruff trick next time
    state.apply(3, Play((Card.from_code("H5"),)))
    assert state.tricks[-1].winner == 0 and state.tricks[-1].points == 15
    assert state.to_act() == (0,)


def test_a_void_player_may_ruff_or_discard():
    from engine.dapie.position import Position

    ctx = KIND_A.context(Suit.DIAMONDS)
    pos = Position(ctx, 0, [cards("HA S5"), cards("S6 D5"), cards("H7 C5"), cards("H8 C6")])
    pos.play(Card.from_code("HA"))
    assert set(pos.legal()) == set(cards("S6 D5"))  # void in hearts: any card
    pos.play(Card.from_code("D5"))
    pos.play(Card.from_code("H7"))
    record = pos.play(Card.from_code("H8"))
    assert record.winner == 1 and pos.points[1] == 5  # the trump wins
    assert "H" in pos.voids[1]


# "Result: the declarer's points against the contract: equal → 和牌, no payments; more → the
#  declarer wins; less → he loses. Decision: taking all 100 points always wins (误撇), also
#  against a contract of 100."
def _settle(points, contract, **kw):
    base = dict(declarer=0, contract=contract, base=1, doubled=[None, False, False, False],
                redoubled=None, declarer_points=points, opponent_points=100 - points,
                laid_down=False, failed=False, kitty=())
    base.update(kw)
    return settle(**base)


def test_result_against_the_contract():
    draw = _settle(60, 60)
    assert draw.outcome == "draw" and draw.deltas == (0, 0, 0, 0) and draw.lines[0][0] == "dapie_draw"
    assert _settle(65, 60).outcome == "win" and _settle(65, 60).deltas == (6, -2, -2, -2)
    assert _settle(55, 60).outcome == "loss" and _settle(55, 60).deltas == (-6, 2, 2, 2)
    wupie = _settle(100, 100)
    assert wupie.outcome == "win" and wupie.special == "wupie"
    assert wupie.deltas == (3 * 3 * 6, -18, -18, -18)


# "Payment between the declarer and each 撇家 = base × stake(that player) × 翻坎 × special, where
#  翻坎 = ×3 if the contract ≥ 80, ×2 if ≥ 60, else ×1; special = ×6 for 误撇 …, ×9 for 反撇
#  (declarer took 0 and the 撇家 all 100), ×6 for a 摆撇 won or lost, else ×1."
def test_fankan_steps():
    assert [fankan(c) for c in (40, 55, 60, 75, 80, 100)] == [1, 1, 2, 2, 3, 3]


@pytest.mark.parametrize("points, laid_down, failed, special, factor", [
    (100, False, False, "wupie", 6), (0, False, False, "fanpie", 9),
    (100, True, False, "baipie", 6), (20, True, True, "baipie", 6), (70, False, False, None, 1)])
def test_special_factors(points, laid_down, failed, special, factor):
    result = _settle(points, 45, laid_down=laid_down, failed=failed, opponent_points=100 - points)
    assert result.special == special
    amounts = [l[2] for l in result.lines if l[0] == "dapie_opponent"]
    assert [abs(a) for a in amounts] == [factor] * 3
    if special:
        assert ("dapie_special", {"kind": special}, factor) in result.lines


def test_every_factor_is_a_line():
    result = _settle(30, 85, doubled=[None, True, False, True], redoubled=True)
    keys = [l[0] for l in result.lines]
    assert keys == ["dapie_base", "dapie_fankan", "dapie_doubled", "dapie_doubled", "dapie_redoubled",
                    "dapie_opponent", "dapie_opponent", "dapie_opponent"]
    assert result.deltas == (-(4 * 3 + 1 * 3 + 4 * 3), 12, 3, 12)


# The seed's worked example: "打家"摆撇"不成功，而其中撇家全部参与了"倒", 打家选择了"踢回". 计分为:
#  1（基础币数）× 2（翻坎）× 2（踢回）× 6（摆撇失败）× 3（人数）= 72 个 E 币" — read as the 倒
#  factor with a contract below 60 (then 144 for 60–79, 216 for 80 or more).
@pytest.mark.parametrize("contract, total", [(55, 72), (60, 144), (75, 144), (80, 216), (100, 216)])
def test_the_seeds_worked_example(contract, total):
    result = _settle(35, contract, doubled=[None, True, True, True], redoubled=True,
                     laid_down=True, failed=True, opponent_points=10)
    assert result.outcome == "loss" and result.special == "baipie"
    assert result.stakes == (0, 4, 4, 4)
    assert result.deltas[0] == -total and result.deltas[1:] == (total // 3,) * 3


def test_the_seeds_example_through_the_engine():
    state = to_play(rig(new_state(), DEAL_A, KITTY_A, dealer=3), declarer=0, contract=55, trump="H",
                    put_back="D7 D6 S9 CA", doubles=(True, True, True), answer=Double(True))
    state.apply(0, LayDown())
    while state.phase == "play":
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    result = state.result
    assert result.outcome == "loss" and len(state.tricks) == 5  # the fifth trick gave the 撇家 a point
    assert result.deltas == (-72, 24, 24, 24)
    assert [(k, f) for k, _, f in result.lines][:6] == [
        ("dapie_base", 1), ("dapie_fankan", 1), ("dapie_special", 6), ("dapie_doubled", 2),
        ("dapie_doubled", 2), ("dapie_doubled", 2)]


# "a match with running totals"
def test_a_match_keeps_running_totals_and_ends():
    state = new_state(seed=9, match_hands=4)
    rng = random.Random(3)
    totals = [0] * 4
    hands = 0
    while not state.is_match_over:
        seat = state.to_act()[0] if state.to_act() else TABLE
        legal = state.legal_actions(seat)
        for event in state.apply(seat, legal[rng.randrange(len(legal))]):
            if event.kind == "hand_over":
                hands += 1
                totals = [t + d for t, d in zip(totals, event.data["result"].deltas)]
                assert sum(event.data["result"].deltas) == 0
    assert hands == 4 and tuple(totals) == state.scores


def test_cards_are_conserved_through_random_play():
    for seed in range(10):
        state = new_state("dapie-noace", seed=seed, match_hands=2)
        every = Counter(state.inventory())
        rng = random.Random(seed)
        while not state.is_match_over:
            seat = state.to_act()[0] if state.to_act() else TABLE
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
            assert Counter(state.inventory()) == every
