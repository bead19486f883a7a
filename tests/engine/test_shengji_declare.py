"""升级 declaring trump during the deal: the ladder, the options, timing, first-hand dealer and
the no-declaration rule (shengji.md § Declaring trump)."""
import random

import pytest

from engine.actions import Pass
from engine.cards import Card, Suit
from engine.errors import RuleError
from engine.game import TABLE
from engine.shengji.actions import DealNext, Declare
from engine.shengji.declare import Declaration, judge
from engine.shengji.state import ShengjiState
from tests.engine.shengji_helpers import cards


def verdict(seat, text, standing=None, decks=2, overcall="004", self_overturn=False, level=2):
    stand = Declaration(*standing) if standing else None
    if stand is not None:
        stand = Declaration(stand.seat, cards(stand.cards) if isinstance(stand.cards, str) else stand.cards)
    try:
        return judge(seat, cards(text), stand, level, decks, overcall, self_overturn)
    except RuleError as exc:
        return exc.reason


def test_first_single_level_card_declares():
    assert verdict(1, "H2") == "declare"


def test_declaration_shapes():
    assert verdict(1, "H3") == "not_level_card"
    assert verdict(1, "BJ") == "jokers_need_pair"
    assert verdict(1, "BJ RJ") == "not_a_declaration"
    assert verdict(1, "H2 S2") == "not_a_declaration"
    assert verdict(1, "H2 H2 H2") == "not_a_declaration"  # two decks: no triples


def test_single_never_overturns_single():
    assert verdict(1, "S2", (0, "H2")) == "declaration_not_higher"


def test_pair_overturns_single():
    assert verdict(1, "D2 D2", (0, "S2")) == "overturn"
    assert verdict(1, "S2 S2", (0, "S2")) == "overturn"


def test_standing_declarer_reinforces_to_a_pair():
    assert verdict(0, "H2 H2", (0, "H2")) == "reinforce"


def test_joker_pair_overturns_any_suit_declaration():
    assert verdict(1, "BJ BJ", (0, "S2 S2")) == "overturn"
    assert verdict(1, "BJ BJ", (0, "S2")) == "overturn"


def test_big_joker_pair_outranks_small_joker_pair():
    assert verdict(1, "RJ RJ", (0, "BJ BJ")) == "overturn"
    assert verdict(1, "BJ BJ", (0, "RJ RJ")) == "declaration_not_higher"


@pytest.mark.parametrize("low, high", [("D", "C"), ("C", "H"), ("H", "S"), ("D", "S")])
def test_overcall_004_higher_suit_pair_overturns_lower(low, high):
    assert verdict(1, f"{high}2 {high}2", (0, f"{low}2 {low}2"), overcall="004") == "overturn"
    assert verdict(1, f"{low}2 {low}2", (0, f"{high}2 {high}2"), overcall="004") == "declaration_not_higher"


def test_overcall_000_first_pair_stands():
    assert verdict(1, "S2 S2", (0, "D2 D2"), overcall="000") == "declaration_not_higher"
    assert verdict(1, "BJ BJ", (0, "D2 D2"), overcall="000") == "overturn"


def test_self_overturn_option():
    assert verdict(0, "S2 S2", (0, "H2"), self_overturn=False) == "self_overturn_not_allowed"
    assert verdict(0, "S2 S2", (0, "H2"), self_overturn=True) == "overturn"
    assert verdict(0, "BJ BJ", (0, "H2"), self_overturn=False) == "self_overturn_not_allowed"


def test_three_deck_ladder():
    d3 = dict(decks=3)
    assert verdict(1, "H2 H2", (0, "S2"), **d3) == "overturn"
    assert verdict(1, "S2 S2", (0, "D2 D2"), **d3) == "declaration_not_higher"  # suit never breaks a tie
    assert verdict(1, "BJ BJ", (0, "S2 S2"), **d3) == "overturn"
    assert verdict(1, "D2 D2 D2", (0, "BJ BJ"), **d3) == "overturn"
    assert verdict(1, "RJ RJ", (0, "D2 D2 D2"), **d3) == "declaration_not_higher"
    assert verdict(1, "BJ BJ BJ", (0, "S2 S2 S2"), **d3) == "overturn"
    assert verdict(1, "S2 S2 S2", (0, "H2 H2 H2"), **d3) == "declaration_not_higher"
    assert verdict(0, "H2 H2 H2", (0, "H2 H2"), **d3) == "reinforce"


# --- in the state: timing, first hand, no declaration -----------------------------------------


def rigged_deal(decks=2, seed=5, plan=None, **options):
    """A fresh state whose deck puts ``plan`` {position: code} (dealt order) where asked; no
    other level card or joker among the first 12 cards dealt."""
    state = ShengjiState(options, random.Random(seed), decks)
    deck = state.deck
    plan = {pos: Card.from_code(code) for pos, code in (plan or {}).items()}
    for pos, card in plan.items():
        i = deck.index(card)
        deck[pos], deck[i] = deck[i], deck[pos]
    plain = [i for i in range(12, 4 * state.hand_size)
             if i not in plan and deck[i].rank != 2 and not deck[i].is_joker]
    for i in range(12):
        if i not in plan and (deck[i].rank == 2 or deck[i].is_joker):
            j = plain.pop()
            deck[i], deck[j] = deck[j], deck[i]
    return state


def deal_until(state, count):
    while state.dealt < count:
        state.apply(TABLE, DealNext())


def test_deal_is_one_card_at_a_time_counter_clockwise():
    state = ShengjiState({}, random.Random(1), 2)
    assert state.phase == "deal" and state.dealt == 0
    events = state.apply(TABLE, DealNext())
    assert [e.kind for e in events] == ["card_dealt", "dealt"]
    assert events[1].private_to == 0
    state.apply(TABLE, DealNext())
    assert [len(h) for h in state.hands] == [1, 1, 0, 0]


def test_declaring_between_cards():
    state = rigged_deal(plan={4: "H2"})  # the 5th card goes to seat 0
    deal_until(state, 4)
    assert TABLE in state.to_act() and 0 not in state.to_act()
    with pytest.raises(RuleError) as err:
        state.apply(0, Declare(cards("H2")))
    assert err.value.reason == "cards_not_in_hand"
    deal_until(state, 5)
    assert state.to_act() == (0, TABLE)
    assert state.legal_actions(0) == [Pass(), Declare(cards("H2"))]
    assert state.apply(0, Pass()) == []
    events = state.apply(0, Declare(cards("H2")))
    assert events[0].kind == "declared" and events[0].data["suit"] == "H"
    assert state.observe(2).standing == (0, cards("H2"))
    assert 0 not in state.to_act()  # nothing more to show


def test_first_hand_dealer_is_the_first_declarer_with_000():
    state = rigged_deal(plan={4: "H2", 5: "S2", 9: "S2#1"}, overcall="000")
    deal_until(state, 5)
    state.apply(0, Declare(cards("H2")))
    deal_until(state, 10)
    state.apply(1, Declare((Card(2, Suit.SPADES, 0), Card(2, Suit.SPADES, 1))))
    deal_until(state, 100)
    events = state.apply(TABLE, DealNext())
    assert state.dealer == 0 and state.ctx.trump_suit == Suit.SPADES
    assert state.phase == "bury" and state.to_act() == (0,)
    assert len(state.hands[0]) == 25 + 8
    assert any(e.kind == "kitty_taken" and e.private_to == 0 for e in events)


def test_first_hand_overturn_takes_the_deal_with_004():
    state = rigged_deal(plan={4: "H2", 5: "S2", 9: "S2#1"}, overcall="004")
    deal_until(state, 5)
    state.apply(0, Declare(cards("H2")))
    deal_until(state, 10)
    state.apply(1, Declare((Card(2, Suit.SPADES, 0), Card(2, Suit.SPADES, 1))))
    deal_until(state, 100)
    state.apply(TABLE, DealNext())
    assert state.dealer == 1


def test_reinforce_only_while_standing():
    state = rigged_deal(plan={4: "H2", 5: "S2", 9: "S2#1", 8: "H2#1"}, overcall="000")
    deal_until(state, 5)
    state.apply(0, Declare(cards("H2")))
    deal_until(state, 10)
    state.apply(1, Declare((Card(2, Suit.SPADES, 0), Card(2, Suit.SPADES, 1))))
    with pytest.raises(RuleError) as err:
        state.apply(0, Declare((Card(2, Suit.HEARTS, 0), Card(2, Suit.HEARTS, 1))))
    assert err.value.reason == "declaration_not_higher"


def test_first_hand_without_declaration_is_redealt():
    state = ShengjiState({}, random.Random(3), 2)
    deal_until(state, 100)  # level cards were dealt, but nobody chose to show one
    events = state.apply(TABLE, DealNext())
    assert [e.kind for e in events][:2] == ["redeal", "hand_started"]
    assert state.phase == "deal" and state.dealt == 0 and state.dealer is None


def _later_hand(no_declaration, fourth):
    state = rigged_deal(plan={}, no_declaration=no_declaration)
    state.dealer = 1
    state.hand_no = 2
    kitty_pos = 100 + 3
    card = Card.from_code(fourth)
    i = state.deck.index(card)
    state.deck[kitty_pos], state.deck[i] = state.deck[i], state.deck[kitty_pos]
    deal_until(state, 100)
    return state, state.apply(TABLE, DealNext())


def test_no_declaration_kitty_fourth_card_names_trump():
    state, events = _later_hand("kitty", "DK")
    assert state.ctx.trump_suit == Suit.DIAMONDS
    shown = [e for e in events if e.kind == "kitty_card_shown"]
    assert shown and shown[0].data["card"] == Card.from_code("DK") and shown[0].private_to is None


def test_no_declaration_kitty_joker_means_no_trump():
    state, _ = _later_hand("kitty", "RJ")
    assert state.ctx.trump_suit is None and state.phase == "bury" and state.dealer == 1


def test_no_declaration_option_no_trump():
    state, events = _later_hand("no_trump", "DK")
    assert state.ctx.trump_suit is None
    assert not any(e.kind == "kitty_card_shown" for e in events)


def test_one_deck_only_singles():
    state = ShengjiState({}, random.Random(2), 1)
    deal_until(state, 48)
    for seat in range(4):
        for action in state.legal_actions(seat):
            if isinstance(action, Declare):
                assert len(action.cards) == 1
